/*
 * mvt -- x1 += A*y1 and x2 += A^T*y2, two nests in one function.
 * Test input for polyoff: parametric bounds (size from argv), C99 VLA
 * parameters, double.  The second nest reads A column-wise.
 * Usage: mvt [n]   (default 150)
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void mvt(int n, double A[n][n], double x1[n], double x2[n],
                                   const double y1[n], const double y2[n])
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            x1[i] = x1[i] + A[i][j] * y1[j];
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            x2[i] = x2[i] + A[j][i] * y2[j];
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
    int n = 150, i, j;
    if (argc > 2) {
        fprintf(stderr, "usage: %s [n]\n", argv[0]);
        return 2;
    }
    if (argc == 2) {
        char *end;
        long v = strtol(argv[1], &end, 10);
        if (end == argv[1] || *end != '\0' || v < 1 || v > 8192) {
            fprintf(stderr, "mvt: bad size '%s' (1..8192)\n", argv[1]);
            return 2;
        }
        n = (int)v;
    }

    double(*A)[n] = malloc(sizeof(double[n][n]));
    double *x1 = malloc(sizeof(double) * (size_t)n);
    double *x2 = malloc(sizeof(double) * (size_t)n);
    double *y1 = malloc(sizeof(double) * (size_t)n);
    double *y2 = malloc(sizeof(double) * (size_t)n);
    if (A == NULL || x1 == NULL || x2 == NULL || y1 == NULL || y2 == NULL) {
        fprintf(stderr, "mvt: out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        x1[i] = (double)(i % 5) / 5.0;
        x2[i] = (double)((i + 2) % 7) / 7.0;
        y1[i] = (double)((i * 3) % 11) / 11.0;
        y2[i] = (double)((i * 5 + 4) % 13) / 13.0;
        for (j = 0; j < n; j++)
            A[i][j] = (double)((i * 2 + j * 9) % 53) / 53.0;
    }

    mvt(n, A, x1, x2, y1, y2);
    checksum("x1", x1, n);
    checksum("x2", x2, n);

    free(A);
    free(x1);
    free(x2);
    free(y1);
    free(y2);
    return 0;
}
