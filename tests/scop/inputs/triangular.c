/* A triangular nest (j <= i) and a trapezoidal one (j from i to i + w). */
#include "common.h"

__attribute__((noinline)) void shapes(int n, int w, double A[n][n + w], double T[n][n + w])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++)
            T[i][j] = A[i][j] + A[j][i];
    for (int i = 0; i < n; i++)
        for (int j = i; j < i + w; j++)
            T[i][j] += 0.5 * A[i][j];
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 19), w = size_arg(argc, argv, 2, 4);
    double (*A)[n + w] = calloc((size_t)n * (n + w), sizeof(double));
    double (*T)[n + w] = calloc((size_t)n * (n + w), sizeof(double));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n + w; j++)
            A[i][j] = (double)((i * 5 + j) % 13);
    shapes(n, w, A, T);
    checksum("T", &T[0][0], (long)n * (n + w));
    free(A);
    free(T);
    return 0;
}
