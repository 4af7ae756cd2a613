/* Three loop nests for polyoff's run-time profitability check: a parallel
 * nest of n*n instances, a time loop of t steps over n points, and a
 * recurrence of r steps next to a parallel nest of n*n. Sizes from argv. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 512
#define MAXR 1000000

double A[MAXN][MAXN], u[MAXN], v[MAXN], rec[MAXR], B[MAXN][MAXN];

__attribute__((noinline)) void parallel_nest(int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i][j] = A[i][j] * 0.5 + (double)(i - j);
}

__attribute__((noinline)) void time_loop(int t, int n)
{
    for (int s = 0; s < t; s++) {
        for (int i = 1; i < n - 1; i++)
            v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0;
        for (int i = 1; i < n - 1; i++)
            u[i] = v[i];
    }
}

__attribute__((noinline)) void mostly_sequential(int r, int n)
{
    for (int i = 1; i < r; i++)
        rec[i] = rec[i - 1] * 0.75 + 1.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            B[i][j] = B[i][j] + rec[j];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int t = argc > 2 ? atoi(argv[2]) : 10;
    int r = argc > 3 ? atoi(argv[3]) : 100;
    n = n < 3 ? 3 : n > MAXN ? MAXN : n;
    r = r < 1 ? 1 : r > MAXR ? MAXR : r;
    for (int i = 0; i < MAXN; i++)
        u[i] = (double)(i % 7);
    parallel_nest(n);
    time_loop(t, n);
    mostly_sequential(r, n);
    double sum = 0.0;
    for (int i = 0; i < n; i++) {
        sum += u[i] + rec[i];
        for (int j = 0; j < n; j++)
            sum += A[i][j] + B[i][j] * 0.25;
    }
    printf("%.17g\n", sum);
    return 0;
}
