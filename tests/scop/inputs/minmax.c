/* Bounds with min and max: a band of width 5 around the diagonal, clipped
 * to the matrix (smax/smin or selects in the IR). */
#include "common.h"

__attribute__((noinline)) void band(int n, double A[n][n], double B[n][n])
{
    for (int i = 0; i < n; i++) {
        int lo = i - 2 > 0 ? i - 2 : 0;
        int hi = i + 3 < n ? i + 3 : n;
        for (int j = lo; j < hi; j++)
            B[i][j] = A[i][j] * 2.0 + (double)(i - j);
    }
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 23);
    double (*A)[n] = calloc((size_t)n * n, sizeof(double));
    double (*B)[n] = calloc((size_t)n * n, sizeof(double));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i][j] = (double)((i * 7 + j * 3) % 11);
    band(n, A, B);
    checksum("B", &B[0][0], (long)n * n);
    free(A);
    free(B);
    return 0;
}
