/*
 * fdtd-2d -- 2-D finite-difference time-domain kernel.
 * Test input for polyoff: parametric bounds (sizes from argv), flattened
 * pointer arrays indexed ex[i*ny + j], a time loop around four nests, one
 * of them a 1-D boundary update reading fict[t], double.
 * Usage: fdtd-2d [tmax nx ny]   (defaults 16 60 80)
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
        fprintf(stderr, "fdtd-2d: bad size '%s' (1..8192)\n", text);
        exit(2);
    }
    return (int)v;
}

__attribute__((noinline)) void fdtd_2d(int tmax, int nx, int ny, double *ex, double *ey,
                                       double *hz, const double *fict)
{
    int t, i, j;
    for (t = 0; t < tmax; t++) {
        for (j = 0; j < ny; j++)
            ey[j] = fict[t];
        for (i = 1; i < nx; i++)
            for (j = 0; j < ny; j++)
                ey[i * ny + j] = ey[i * ny + j] - 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
        for (i = 0; i < nx; i++)
            for (j = 1; j < ny; j++)
                ex[i * ny + j] = ex[i * ny + j] - 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
        for (i = 0; i < nx - 1; i++)
            for (j = 0; j < ny - 1; j++)
                hz[i * ny + j] = hz[i * ny + j] - 0.7 * (ex[i * ny + j + 1] - ex[i * ny + j] +
                                                         ey[(i + 1) * ny + j] - ey[i * ny + j]);
    }
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
    int tmax, nx, ny, i, j;
    double *ex, *ey, *hz, *fict;
    if (argc != 1 && argc != 4) {
        fprintf(stderr, "usage: %s [tmax nx ny]\n", argv[0]);
        return 2;
    }
    tmax = read_size(argc > 1 ? argv[1] : NULL, 16);
    nx = read_size(argc > 2 ? argv[2] : NULL, 60);
    ny = read_size(argc > 3 ? argv[3] : NULL, 80);

    ex = malloc(sizeof(double) * (size_t)nx * (size_t)ny);
    ey = malloc(sizeof(double) * (size_t)nx * (size_t)ny);
    hz = malloc(sizeof(double) * (size_t)nx * (size_t)ny);
    fict = malloc(sizeof(double) * (size_t)tmax);
    if (ex == NULL || ey == NULL || hz == NULL || fict == NULL) {
        fprintf(stderr, "fdtd-2d: out of memory\n");
        return 1;
    }
    for (i = 0; i < tmax; i++)
        fict[i] = (double)i / 8.0;
    for (i = 0; i < nx; i++)
        for (j = 0; j < ny; j++) {
            ex[i * ny + j] = (double)((i * (j + 1)) % 17) / 17.0;
            ey[i * ny + j] = (double)((i * (j + 2)) % 13) / 13.0;
            hz[i * ny + j] = (double)((i * (j + 3)) % 11) / 11.0;
        }

    fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);
    checksum("ex", ex, nx * ny);
    checksum("ey", ey, nx * ny);
    checksum("hz", hz, nx * ny);

    free(ex);
    free(ey);
    free(hz);
    free(fict);
    return 0;
}
