/* Conditions on data that an optimising compiler hoists out of the loop
   they guard: the test of K[i][j] (or of a value the nest writes) is
   computed once per (i, j), in a block with no store, and branched on in
   the k loop's body, a region statement. */
#include <stdio.h>
#include <stdlib.h>

#define N 40
double A[N][N], B[N][N], z[N];
int K[N][N], W[N][N];

__attribute__((noinline)) void read_only_test(int n, int m)
{
    for (int i = 0; i < n; i++)
        for (int j = 1; j < n; j++)
            for (int k = 1; k < m; k++)
                if (K[i][j] % 3 == 1)
                    B[k][i] = B[k][i] * 0.25 + z[j] * B[k - 1][j] - A[k - 1][j];
}

__attribute__((noinline)) void written_test(int n, int m)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            W[i][j] = W[i][j] * 7 + i - j;
            for (int k = 0; k < m; k++)
                if (W[i][j] % 5 > 1)
                    A[i][k] = A[i][k] * 0.5 + B[k][j];
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N;
    int m = argc > 2 ? atoi(argv[2]) : N - 3;
    if (n > N) n = N;
    if (m > N) m = N;
    for (int i = 0; i < N; i++) {
        z[i] = (i % 7) * 0.125;
        for (int j = 0; j < N; j++) {
            A[i][j] = (i * j % 11) * 0.5;
            B[i][j] = (i + j) % 13 - 6.0;
            K[i][j] = i * 31 + j * 17;
            W[i][j] = i - 3 * j;
        }
    }
    read_only_test(n, m);
    written_test(n, m);
    double sa = 0, sb = 0;
    long sw = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            sa += A[i][j] * (i + 1);
            sb += B[i][j] * (j + 1);
            sw += W[i][j] * (long)(i + 2 * j);
        }
    printf("A %.17g\nB %.17g\nW %ld\n", sa, sb, sw);
    return 0;
}
