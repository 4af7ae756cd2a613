/* Interval tables filled along diagonals: each cell (i, j) takes the best
 * of its neighbours below and to the left and of every split i < k < j, the
 * running best kept in a register between the statements of one cell
 * (nussinov's shape, here on scores and on doubles). As written both loops
 * carry dependences; the cells of one diagonal j - i are independent, and
 * isl finds that order only without the false dependences of the cell's
 * register (schedule.optimize._isl_schedule). Sizes from the command line:
 * n (the table, at most DIM) and m (a bonus period). */
#include <stdio.h>
#include <stdlib.h>

#define DIM 96

static inline int best(int a, int b) { return a >= b ? a : b; }
static inline double bestd(double a, double b) { return a >= b ? a : b; }

int score[DIM][DIM];
double weight[DIM][DIM];
char tag[DIM];

static void init(int m)
{
    for (int i = 0; i < DIM; i++) {
        tag[i] = (char)((i * 7 + 3) % 4);
        for (int j = 0; j < DIM; j++) {
            score[i][j] = 0;
            weight[i][j] = (double)((i * 13 + j * 5) % (m + 3)) / 8.0 - 0.25;
        }
    }
}

__attribute__((noinline)) void fold(int n)
{
    for (int i = n - 1; i >= 0; i--)
        for (int j = i + 1; j < n; j++) {
            if (j - 1 >= 0)
                score[i][j] = best(score[i][j], score[i][j - 1]);
            if (i + 1 < n)
                score[i][j] = best(score[i][j], score[i + 1][j]);
            if (j - 1 >= 0 && i + 1 < n) {
                if (i < j - 1)
                    score[i][j] = best(score[i][j], score[i + 1][j - 1] + (tag[i] + tag[j] == 3));
                else
                    score[i][j] = best(score[i][j], score[i + 1][j - 1]);
            }
            for (int k = i + 1; k < j; k++)
                score[i][j] = best(score[i][j], score[i][k] + score[k + 1][j]);
        }
}

__attribute__((noinline)) void chain(int n)
{
    for (int i = n - 2; i >= 0; i--)
        for (int j = i + 1; j < n; j++) {
            double best = weight[i][j] + bestd(weight[i + 1][j], weight[i][j - 1]);
            for (int k = i + 1; k < j; k++)
                best = bestd(best, weight[i][k] * 0.5 + weight[k][j] * 0.5);
            weight[i][j] = best;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : DIM, m = argc > 2 ? atoi(argv[2]) : 5;
    n = n < 0 ? 0 : n > DIM ? DIM : n;
    m = m < 1 ? 1 : m;
    init(m);
    fold(n);
    chain(n);
    long ssum = 0;
    double wsum = 0.0;
    for (int i = 0; i < DIM; i++)
        for (int j = 0; j < DIM; j++) {
            ssum += (long)score[i][j] * ((i * DIM + j) % 97 + 1);
            wsum += weight[i][j] * (double)((i * DIM + j) % 89 + 1);
        }
    printf("score %ld\nweight %.17g\n", ssum, wsum);
    return 0;
}
