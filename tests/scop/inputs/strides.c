/* Loops with non-unit and negative strides. */
#include "common.h"

__attribute__((noinline)) void strides(int n, double *x, double *y)
{
    for (int i = 1; i < n; i += 3)
        x[i] = x[i - 1] + 1.0;
    for (int i = n - 1; i >= 0; i -= 2)
        y[i] = x[i] * 3.0 - (double)i;
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 40);
    double *x = calloc((size_t)n, sizeof(double));
    double *y = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 9);
    strides(n, x, y);
    checksum("x", x, n);
    checksum("y", y, n);
    free(x);
    free(y);
    return 0;
}
