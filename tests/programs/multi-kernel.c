/*
 * multi-kernel -- five loop nests in one function, linked through arrays
 * and a scalar: a transposed copy, a matrix-vector product, a reduction to
 * a scalar, a vector update using that scalar, and a rank-1 update.
 * Test input for polyoff: parametric bounds (size from argv), C99 VLA
 * parameters, a scalar reduction between offloadable nests, double.
 * Usage: multi-kernel [n]   (default 100)
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void pipeline(int n, double A[n][n], double B[n][n], double x[n],
                                        double y[n], double *norm)
{
    int i, j;
    double s;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = 0.5 * A[j][i] + (double)(i - j) / (double)n;

    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = 0; j < n; j++)
            y[i] += B[i][j] * x[j];
    }

    s = 0.0;
    for (i = 0; i < n; i++)
        s += y[i] * y[i];

    for (i = 0; i < n; i++)
        x[i] = y[i] / (1.0 + s);

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = A[i][j] + x[i] * y[j];

    *norm = s;
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
    int n = 100, i, j;
    double norm = 0.0;
    if (argc > 2) {
        fprintf(stderr, "usage: %s [n]\n", argv[0]);
        return 2;
    }
    if (argc == 2) {
        char *end;
        long v = strtol(argv[1], &end, 10);
        if (end == argv[1] || *end != '\0' || v < 1 || v > 8192) {
            fprintf(stderr, "multi-kernel: bad size '%s' (1..8192)\n", argv[1]);
            return 2;
        }
        n = (int)v;
    }

    double(*A)[n] = malloc(sizeof(double[n][n]));
    double(*B)[n] = malloc(sizeof(double[n][n]));
    double *x = malloc(sizeof(double) * (size_t)n);
    double *y = malloc(sizeof(double) * (size_t)n);
    if (A == NULL || B == NULL || x == NULL || y == NULL) {
        fprintf(stderr, "multi-kernel: out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        x[i] = (double)((i * 3 + 1) % 10) / 10.0;
        for (j = 0; j < n; j++)
            A[i][j] = (double)((i * 11 + j * 4) % 37) / 37.0;
    }

    pipeline(n, A, B, x, y, &norm);
    checksum("A", &A[0][0], n * n);
    checksum("B", &B[0][0], n * n);
    checksum("x", x, n);
    checksum("y", y, n);
    checksum("norm", &norm, 1);

    free(A);
    free(B);
    free(x);
    free(y);
    return 0;
}
