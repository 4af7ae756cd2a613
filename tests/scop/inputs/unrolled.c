/* A matrix-vector product as zig's clang builds it at -O1: the inner loop
 * unrolled by two with a remainder iteration after it, whose subscript is
 * the unrolled loop's final counter. The nest is rejected with that reason
 * (it was an internal error). Compiled with:
 * zig cc -target x86_64-linux-gnu -S -emit-llvm -gline-tables-only -O1 */
#include "common.h"

__attribute__((noinline)) void mv(int n, double *restrict y, const double *restrict a, const double *restrict x)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            y[i] = y[i] + a[i * n + j] * x[j];
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 33);
    double *y = calloc((size_t)n, sizeof(double));
    double *a = calloc((size_t)n * n, sizeof(double));
    double *x = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n * n; i++)
        a[i] = (double)(i % 7) - 3.0;
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 5);
    mv(n, y, a, x);
    checksum("y", y, n);
    return 0;
}
