/* Scalars carried between statements in registers: a value computed once
 * per row and used in the inner loop (LICM keeps it in a register), and a
 * reduction into a scalar stored after the loop. */
#include "common.h"

__attribute__((noinline)) void scalars(int n, double A[n][n], double *r, double *s)
{
    for (int i = 0; i < n; i++) {
        double t = r[i] * 3.0 + 1.0;
        double sum = 0.0;
        for (int j = 0; j < n; j++) {
            A[i][j] = A[i][j] * t;
            sum += A[i][j];
        }
        s[i] = sum;
    }
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 22);
    double (*A)[n] = calloc((size_t)n * n, sizeof(double));
    double *r = calloc((size_t)n, sizeof(double));
    double *s = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; i++) {
        r[i] = (double)(i % 5) * 0.5;
        for (int j = 0; j < n; j++)
            A[i][j] = (double)((i + j) % 3);
    }
    scalars(n, A, r, s);
    checksum("A", &A[0][0], (long)n * n);
    checksum("s", s, n);
    free(A);
    free(r);
    free(s);
    return 0;
}
