/* 32-bit induction variables used as 64-bit subscripts (sext/zext in the
 * IR), with the bound an int parameter and a subscript computed in int. */
#include "common.h"

__attribute__((noinline)) void widened(int n, int m, double *A, double *B)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            B[i * m + j] = A[i * m + j] + A[j] * (double)(i + 1);
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 17), m = size_arg(argc, argv, 2, 21);
    double *A = calloc((size_t)n * m, sizeof(double));
    double *B = calloc((size_t)n * m, sizeof(double));
    for (int k = 0; k < n * m; k++)
        A[k] = (double)(k % 17);
    widened(n, m, A, B);
    checksum("B", B, (long)n * m);
    free(A);
    free(B);
    return 0;
}
