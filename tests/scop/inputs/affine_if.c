/* Affine conditions inside a loop nest: above, on and below the diagonal,
 * and a condition on i + j. */
#include "common.h"

__attribute__((noinline)) void regions(int n, double A[n][n])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            if (i > j)
                A[i][j] = 1.0 + A[i][j];
            else if (i == j)
                A[i][j] = 2.0;
            if (i + j < n - 3)
                A[i][j] *= 3.0;
        }
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 24);
    double (*A)[n] = calloc((size_t)n * n, sizeof(double));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i][j] = (double)((i + 2 * j) % 5);
    regions(n, A);
    checksum("A", &A[0][0], (long)n * n);
    free(A);
    return 0;
}
