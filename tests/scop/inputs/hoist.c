/* Bounds read from memory the nest never writes: *len and cols[0] are
 * loaded inside the region (invariant load hoisting makes them
 * parameters, checked at run time not to be written). */
#include "common.h"

__attribute__((noinline)) void hoist(const int *len, const int *cols, double *A, double *B)
{
    for (int i = 0; i < *len; i++)
        for (int j = 0; j < cols[0]; j++)
            B[i * 64 + j] = A[i * 64 + j] + (double)(i * j);
}

int main(int argc, char **argv)
{
    int len = size_arg(argc, argv, 1, 20), cols[2] = {size_arg(argc, argv, 2, 30), 0};
    double *A = calloc(64 * 64, sizeof(double));
    double *B = calloc(64 * 64, sizeof(double));
    for (int k = 0; k < 64 * 64; k++)
        A[k] = (double)(k % 29);
    hoist(&len, cols, A, B);
    checksum("B", B, 64 * 64);
    free(A);
    free(B);
    return 0;
}
