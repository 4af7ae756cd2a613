/*
 * jacobi-2d -- 2-D Jacobi stencil: 5-point average of the interior, per
 * time step A -> B, then B -> A.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef TSTEPS
#define TSTEPS PB_PICK(20, 40, 100, 500, 1000)
#endif
#ifndef N
#define N PB_PICK(30, 90, 250, 1300, 2800)
#endif
#define PB_TSTEPS PB_SIZE(tsteps, TSTEPS)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N],
                                   DATA_TYPE B[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++) {
            A[i][j] = (DATA_TYPE)(((i % 19) * (j % 17) + i + 2 * j + 2) % 37) / SCALAR_VAL(37.0);
            B[i][j] = (DATA_TYPE)(((i % 11) * (j % 23) + 3 * i + 3) % 41) / SCALAR_VAL(41.0);
        }
}

PB_KERNEL void kernel_jacobi_2d(PB_DIMS(int tsteps, int n) DATA_TYPE A[PB_N][PB_N],
                                DATA_TYPE B[PB_N][PB_N])
{
    int t, i, j;
    for (t = 0; t < PB_TSTEPS; t++) {
        for (i = 1; i < PB_N - 1; i++)
            for (j = 1; j < PB_N - 1; j++)
                B[i][j] = SCALAR_VAL(0.2) *
                          (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        for (i = 1; i < PB_N - 1; i++)
            for (j = 1; j < PB_N - 1; j++)
                A[i][j] = SCALAR_VAL(0.2) *
                          (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
    }
}

int main(int argc, char **argv)
{
    int tsteps = TSTEPS, n = N;
    pb_read_sizes(argc, argv, "tsteps n", 2, &tsteps, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, B, N, N, n, n);

    init_array(PB_DIMS(n) A, B);
    PB_TIME(kernel_jacobi_2d(PB_DIMS(tsteps, n) A, B));
    pb_print_array("A", (size_t)n * n, A);
    pb_print_array("B", (size_t)n * n, B);

    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
