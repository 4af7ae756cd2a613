/* Side-effect-free math functions in statements. */
#include <math.h>
#include "common.h"

__attribute__((noinline)) void maths(int n, double *x, double *y)
{
    for (int i = 0; i < n; i++)
        y[i] = sqrt(fabs(x[i])) + exp(x[i] * 0.01) + log(1.0 + fabs(x[i])) + pow(fabs(x[i]) + 1.0, 1.5)
               + fmin(x[i], 1.5) + fmax(x[i], -0.5) + floor(x[i] * 0.3);
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 33);
    double *x = calloc((size_t)n, sizeof(double));
    double *y = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 11) - 4.5;
    maths(n, x, y);
    checksum("y", y, n);
    free(x);
    free(y);
    return 0;
}
