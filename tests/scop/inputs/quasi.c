/* Division and remainder by constants in a bound, a condition and a
 * subscript. */
#include "common.h"

__attribute__((noinline)) void quasi(int n, double *x, double *y)
{
    for (int i = 0; i < n / 2; i++) {
        if (i % 3 == 0)
            y[i] = x[i / 2] + 1.0;
        else
            y[i] = x[2 * i] - (double)(i % 4);
    }
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 51);
    double *x = calloc((size_t)n, sizeof(double));
    double *y = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 7) + 0.25;
    quasi(n, x, y);
    checksum("y", y, n);
    free(x);
    free(y);
    return 0;
}
