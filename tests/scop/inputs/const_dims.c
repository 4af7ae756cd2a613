/* Pointer arguments with a constant inner dimension, double A[][32]. */
#include "common.h"

__attribute__((noinline)) void rows(int n, double A[][32], double B[][32])
{
    for (int i = 1; i < n; i++)
        for (int j = 0; j < 32; j++)
            B[i][j] = A[i][j] + A[i - 1][j];
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 20);
    double (*A)[32] = calloc((size_t)n, sizeof *A);
    double (*B)[32] = calloc((size_t)n, sizeof *B);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 32; j++)
            A[i][j] = (double)((i + j * 5) % 17);
    rows(n, A, B);
    checksum("B", &B[0][0], (long)n * 32);
    free(A);
    free(B);
    return 0;
}
