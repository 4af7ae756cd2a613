/* Small helpers called inside loops (one inline in a header, others in
   lib.c) are inlined before the model is built: the nests offload. A
   recursive helper and one marked noinline stay calls, with a reason. */
#include <stdio.h>
#include <stdlib.h>
#include "helpers.h"

static double scale(const double *a, int i, double f) { return a[i] * f; }

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 50;
    if (n < 2) n = 2;
    double *a = malloc(sizeof(double) * n * n), *x = malloc(sizeof(double) * n);
    double *y = malloc(sizeof(double) * n), *z = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (((i * n + j) * 13) % 17) * 0.0625;
    for (int i = 0; i < n; i++) x[i] = ((i * 7) % 11) * 0.125;
    for (int i = 0; i < n; i++)
        y[i] = dot(n, &a[i * n], x);
    for (int i = 1; i < n; i++)
        z[i] = clamp01(sq(y[i]) * 0.001 + scale(x, i - 1, 0.5));
    long f = 0;
    for (int i = 0; i < n; i++)
        f += fib(i % 10);
    double k = 0;
    for (int i = 0; i < n; i++)
        k += kept(z[i]);
    double s = 0;
    for (int i = 0; i < n; i++)
        s += y[i] * (i % 5 + 1) + z[i];
    printf("%.17g %ld %.17g\n", s, f, k);
    return 0;
}
