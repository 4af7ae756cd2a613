/* C99 variable-length array parameters: A[i][j] is i*m + j in the IR and
 * must be delinearised; the second nest's column bound k is not known to
 * fit the row length m, so that is an assumption checked at run time. */
#include "common.h"

__attribute__((noinline)) void vla(int n, int m, int k, double A[n][m], double B[n][m])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            B[i][j] = A[i][j] * 2.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < k; j++)
            A[i][j] = B[i][j] + 1.0;
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 13), m = size_arg(argc, argv, 2, 27);
    int k = size_arg(argc, argv, 3, m - 2);
    double (*A)[m] = calloc((size_t)n * m, sizeof(double));
    double (*B)[m] = calloc((size_t)n * m, sizeof(double));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            A[i][j] = (double)((i * 11 + j) % 7);
    vla(n, m, k, A, B);
    checksum("A", &A[0][0], (long)n * m);
    checksum("B", &B[0][0], (long)n * m);
    free(A);
    free(B);
    return 0;
}
