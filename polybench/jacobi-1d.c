/*
 * jacobi-1d -- 1-D Jacobi stencil: 3-point average of the interior, per
 * time step A -> B, then B -> A.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef TSTEPS
#define TSTEPS PB_PICK(20, 40, 100, 500, 1000)
#endif
#ifndef N
#define N PB_PICK(30, 120, 400, 2000, 4000)
#endif
#define PB_TSTEPS PB_SIZE(tsteps, TSTEPS)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N], DATA_TYPE B[PB_N])
{
    int i;
    for (i = 0; i < PB_N; i++) {
        A[i] = (DATA_TYPE)((i % 23) * (i % 7) % 31 + 2) / SCALAR_VAL(31.0);
        B[i] = (DATA_TYPE)((5 * i + 3) % 29 + 1) / SCALAR_VAL(29.0);
    }
}

PB_KERNEL void kernel_jacobi_1d(PB_DIMS(int tsteps, int n) DATA_TYPE A[PB_N], DATA_TYPE B[PB_N])
{
    int t, i;
    for (t = 0; t < PB_TSTEPS; t++) {
        for (i = 1; i < PB_N - 1; i++)
            B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
        for (i = 1; i < PB_N - 1; i++)
            A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
    }
}

int main(int argc, char **argv)
{
    int tsteps = TSTEPS, n = N;
    pb_read_sizes(argc, argv, "tsteps n", 2, &tsteps, &n);

    PB_ARRAY_1D(DATA_TYPE, A, N, n);
    PB_ARRAY_1D(DATA_TYPE, B, N, n);

    init_array(PB_DIMS(n) A, B);
    PB_TIME(kernel_jacobi_1d(PB_DIMS(tsteps, n) A, B));
    pb_print_array("A", (size_t)n, A);
    pb_print_array("B", (size_t)n, B);

    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
