/*
 * atax -- y = A^T * (A*x) in single precision.
 * Test input for polyoff: parametric bounds (sizes from argv), arrays as
 * flattened pointers indexed A[i*n + j], float.
 * Usage: atax [m n]   (defaults 96 120)
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
    if (end == text || *end != '\0' || v < 1 || v > 8192) {
        fprintf(stderr, "atax: bad size '%s' (1..8192)\n", text);
        exit(2);
    }
    return (int)v;
}

__attribute__((noinline)) void atax(int m, int n, const float *A, const float *x, float *y,
                                    float *tmp)
{
    int i, j;
    for (j = 0; j < n; j++)
        y[j] = 0.0f;
    for (i = 0; i < m; i++) {
        tmp[i] = 0.0f;
        for (j = 0; j < n; j++)
            tmp[i] = tmp[i] + A[i * n + j] * x[j];
        for (j = 0; j < n; j++)
            y[j] = y[j] + A[i * n + j] * tmp[i];
    }
}

static void checksum(const char *name, const float *v, int count)
{
    double sum = 0.0, weighted = 0.0;
    int k;
    for (k = 0; k < count; k++) {
        sum += (double)v[k];
        weighted += (double)v[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

int main(int argc, char **argv)
{
    int m, n, i, j;
    float *A, *x, *y, *tmp;
    if (argc != 1 && argc != 3) {
        fprintf(stderr, "usage: %s [m n]\n", argv[0]);
        return 2;
    }
    m = read_size(argc > 1 ? argv[1] : NULL, 96);
    n = read_size(argc > 2 ? argv[2] : NULL, 120);

    A = malloc(sizeof(float) * (size_t)m * (size_t)n);
    x = malloc(sizeof(float) * (size_t)n);
    y = malloc(sizeof(float) * (size_t)n);
    tmp = malloc(sizeof(float) * (size_t)m);
    if (A == NULL || x == NULL || y == NULL || tmp == NULL) {
        fprintf(stderr, "atax: out of memory\n");
        return 1;
    }
    for (j = 0; j < n; j++)
        x[j] = 1.0f + (float)(j % 7) / 7.0f;
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            A[i * n + j] = (float)((i * 5 + j * 3 + 2) % 37) / 148.0f;

    atax(m, n, A, x, y, tmp);
    checksum("y", y, n);
    checksum("tmp", tmp, m);

    free(A);
    free(x);
    free(y);
    free(tmp);
    return 0;
}
