/* memset and memcpy inside a loop nest (clang turns the zeroing and the
 * copy loops into llvm.memset / llvm.memcpy). */
#include <string.h>
#include "common.h"

__attribute__((noinline)) void memops(int n, int m, double A[n][m], double B[n][m])
{
    for (int i = 0; i < n; i++) {
        memset(A[i], 0, (size_t)m * sizeof(double));
        for (int j = 0; j < m; j++)
            A[i][j] += (double)(i + j);
        memcpy(B[i], A[i], (size_t)m * sizeof(double));
    }
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 12), m = size_arg(argc, argv, 2, 9);
    double (*A)[m] = calloc((size_t)n * m, sizeof(double));
    double (*B)[m] = calloc((size_t)n * m, sizeof(double));
    memops(n, m, A, B);
    checksum("B", &B[0][0], (long)n * m);
    free(A);
    free(B);
    return 0;
}
