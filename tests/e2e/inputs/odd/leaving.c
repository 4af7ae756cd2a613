#include <stdio.h>
#include <stdlib.h>

/* Values computed in loop nests and used after them: a reduction, the last
 * element a parallel loop computed, a value under a guard that may skip the
 * loop, and a value of a triangular nest. */
__attribute__((noinline)) double sum(int n, const double *a) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += a[i] * 0.5;
    return s;
}

__attribute__((noinline)) double last_scaled(int n, int m, double *b, const double *a) {
    double t = -1.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            t = a[i * m + j] * 3.0 + 1.0;
            b[i * m + j] = t;
        }
    return t;
}

__attribute__((noinline)) long tri(int n, long *c) {
    long v = 7;
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++) {
            v = c[i * n + j] + i - j;
            c[i * n + j] = v * 2;
        }
    return v + 1;
}

__attribute__((noinline)) float both(int n, float *x, float *y) {
    float lo = 0.0f, hi = 0.0f;
    for (int i = 0; i < n; i++) {
        y[i] = x[i] + 1.0f;
        lo = y[i] - 2.0f;
        hi = x[i] * y[i];
    }
    return lo * 10.0f + hi;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 300;
    int m = argc > 2 ? atoi(argv[2]) : 200;
    double *a = malloc(sizeof(double) * (n * m + 1));
    double *b = malloc(sizeof(double) * (n * m + 1));
    long *c = malloc(sizeof(long) * (n * n + 1));
    float *x = malloc(sizeof(float) * (n + 1)), *y = malloc(sizeof(float) * (n + 1));
    for (int i = 0; i < n * m; i++) a[i] = (i % 17) * 0.25 - 1.0;
    for (int i = 0; i < n * n; i++) c[i] = i % 13;
    for (int i = 0; i < n; i++) x[i] = (float)(i % 7) * 0.5f;
    printf("sum %.17g\n", sum(n * m, a));
    printf("last %.17g\n", last_scaled(n, m, b, a));
    double cs = 0;
    for (int i = 0; i < n * m; i++) cs += b[i];
    printf("b %.17g\n", cs);
    printf("tri %ld\n", tri(n, c));
    long cc = 0;
    for (int i = 0; i < n * n; i++) cc += c[i] * (i % 5);
    printf("c %ld\n", cc);
    printf("both %.9g\n", both(n, x, y));
    return 0;
}
