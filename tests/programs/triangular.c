/*
 * triangular -- three triangular iteration domains in one function: the
 * product of two lower-triangular matrices (j <= i, k from j to i), a
 * forward substitution (sequential in i), and an update of the strict
 * upper triangle (j > i).
 * Test input for polyoff: parametric bounds (size from argv), C99 VLA
 * parameters, double.
 * Usage: triangular [n]   (default 128)
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void triangular(int n, double L[n][n], double S[n][n], double U[n][n],
                                          const double b[n], double x[n])
{
    int i, j, k;

    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++) {
            S[i][j] = 0.0;
            for (k = j; k <= i; k++)
                S[i][j] += L[i][k] * L[k][j];
        }

    for (i = 0; i < n; i++) {
        x[i] = b[i];
        for (j = 0; j < i; j++)
            x[i] -= L[i][j] * x[j];
        x[i] = x[i] / L[i][i];
    }

    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            U[i][j] = U[i][j] + x[i] * x[j];
}

static void checksum(const char *name, const double *x, int count)
{
    double sum = 0.0, weighted = 0.0;
    int k;
    for (k = 0; k < count; k++) {
        sum += x[k];
        weighted += x[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

int main(int argc, char **argv)
{
    int n = 128, i, j;
    if (argc > 2) {
        fprintf(stderr, "usage: %s [n]\n", argv[0]);
        return 2;
    }
    if (argc == 2) {
        char *end;
        long v = strtol(argv[1], &end, 10);
        if (end == argv[1] || *end != '\0' || v < 1 || v > 8192) {
            fprintf(stderr, "triangular: bad size '%s' (1..8192)\n", argv[1]);
            return 2;
        }
        n = (int)v;
    }

    double(*L)[n] = malloc(sizeof(double[n][n]));
    double(*S)[n] = malloc(sizeof(double[n][n]));
    double(*U)[n] = malloc(sizeof(double[n][n]));
    double *b = malloc(sizeof(double) * (size_t)n);
    double *x = malloc(sizeof(double) * (size_t)n);
    if (L == NULL || S == NULL || U == NULL || b == NULL || x == NULL) {
        fprintf(stderr, "triangular: out of memory\n");
        return 1;
    }
    /* unit-ish diagonal, small off-diagonal: the substitution stays bounded */
    for (i = 0; i < n; i++) {
        b[i] = (double)((i * 7 + 3) % 19) / 19.0;
        for (j = 0; j < n; j++) {
            L[i][j] = i == j ? 1.0 + (double)(i % 3) / 4.0
                             : (double)((i * 5 + j * 3) % 21 - 10) / (10.0 * (double)n);
            S[i][j] = 0.0;
            U[i][j] = (double)((i + 2 * j) % 9) / 9.0;
        }
    }

    triangular(n, L, S, U, b, x);
    checksum("S", &S[0][0], n * n);
    checksum("x", x, n);
    checksum("U", &U[0][0], n * n);

    free(L);
    free(S);
    free(U);
    free(b);
    free(x);
    return 0;
}
