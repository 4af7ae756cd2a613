/* A value one thread computes (a sequential sum, kept in order for exact
 * results) used by every thread of the next kernel: the scalar lives in
 * device memory between them. normalize repeats it in an outer loop. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) double decay(int n, double *a)
{
    double t = 0.5;
    for (int i = 0; i < n; i++)
        t = t * 0.5 + a[i];
    for (int i = 0; i < n; i++)
        a[i] = a[i] * t - 1.0;
    return t;
}

__attribute__((noinline)) void normalize(int steps, int n, double *restrict x, double *restrict y)
{
    for (int s = 0; s < steps; s++) {
        double sum = 0.0;
        for (int i = 0; i < n; i++)
            sum += x[i] * x[i];
        for (int i = 0; i < n; i++)
            y[i] = x[i] / (sum + 1.0) + y[i];
        for (int i = 0; i < n; i++)
            x[i] = x[i] * 0.75 + y[i] * 0.25;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 500, steps = argc > 2 ? atoi(argv[2]) : 4;
    double *a = malloc(sizeof(double) * n), *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) { a[i] = (i % 7) * 0.125; x[i] = (i % 11) - 5.0; y[i] = 0.0; }
    double t = decay(n, a);
    normalize(steps, n, x, y);
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * (i % 5) + x[i] * (i % 3) + y[i];
    printf("%.17g %.17g\n", s, t);
    return 0;
}
