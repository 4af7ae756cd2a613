/* Unsigned counters and bounds: the guard `lo < hi` is an unsigned
 * comparison, modelled as a signed one under the run-time assumption that
 * both values are below 2^31. */
#include "common.h"

__attribute__((noinline)) void scale(unsigned lo, unsigned hi, unsigned m, double *A)
{
    for (unsigned i = lo; i < hi; i++)
        for (unsigned j = 0; j < m; j++)
            A[i * 64 + j] = A[i * 64 + j] * 0.5 + (double)j;
}

int main(int argc, char **argv)
{
    unsigned lo = (unsigned)size_arg(argc, argv, 1, 3), hi = (unsigned)size_arg(argc, argv, 2, 30);
    unsigned m = (unsigned)size_arg(argc, argv, 3, 50);
    double *A = calloc(64 * 64, sizeof(double));
    for (int k = 0; k < 64 * 64; k++)
        A[k] = (double)(k % 23);
    scale(lo, hi, m, A);
    checksum("A", A, 64 * 64);
    free(A);
    return 0;
}
