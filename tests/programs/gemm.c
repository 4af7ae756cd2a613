/*
 * gemm -- C = beta*C + alpha*A*B with run-time sizes.
 * Test input for polyoff: parametric loop bounds (sizes from argv), arrays
 * passed as C99 VLA parameters, double.
 * Usage: gemm [ni nj nk]   (defaults 64 72 80)
 */
#include <stdio.h>
#include <stdlib.h>

static int read_size(const char *text, int fallback)
{
    char *end;
    long v;
    if (text == NULL)
        return fallback;
    v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || v < 1 || v > 4096) {
        fprintf(stderr, "gemm: bad size '%s' (1..4096)\n", text);
        exit(2);
    }
    return (int)v;
}

__attribute__((noinline)) void gemm(int ni, int nj, int nk, double alpha, double beta,
                                    double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
    int i, j, k;
    for (i = 0; i < ni; i++) {
        for (j = 0; j < nj; j++)
            C[i][j] *= beta;
        for (k = 0; k < nk; k++)
            for (j = 0; j < nj; j++)
                C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void checksum(const char *name, int n, int m, double X[n][m])
{
    double sum = 0.0, weighted = 0.0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            sum += X[i][j];
            weighted += X[i][j] * (double)((i * m + j) % 97 + 1);
        }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

int main(int argc, char **argv)
{
    int ni, nj, nk, i, j;
    if (argc != 1 && argc != 4) {
        fprintf(stderr, "usage: %s [ni nj nk]\n", argv[0]);
        return 2;
    }
    ni = read_size(argc > 1 ? argv[1] : NULL, 64);
    nj = read_size(argc > 2 ? argv[2] : NULL, 72);
    nk = read_size(argc > 3 ? argv[3] : NULL, 80);

    double(*A)[nk] = malloc(sizeof(double[ni][nk]));
    double(*B)[nj] = malloc(sizeof(double[nk][nj]));
    double(*C)[nj] = malloc(sizeof(double[ni][nj]));
    if (A == NULL || B == NULL || C == NULL) {
        fprintf(stderr, "gemm: out of memory\n");
        return 1;
    }
    for (i = 0; i < ni; i++)
        for (j = 0; j < nk; j++)
            A[i][j] = (double)((i * 3 + j * 7) % 29) / 29.0;
    for (i = 0; i < nk; i++)
        for (j = 0; j < nj; j++)
            B[i][j] = (double)((i * 5 + j * 2 + 1) % 31) / 31.0 - 0.5;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nj; j++)
            C[i][j] = (double)((i + j * 11) % 17) / 17.0;

    gemm(ni, nj, nk, 1.5, 0.25, C, A, B);
    checksum("C", ni, nj, C);

    free(A);
    free(B);
    free(C);
    return 0;
}
