/*
 * heat-3d -- 3-D heat equation, explicit 7-point stencil on the interior
 * of an N^3 grid; per time step A -> B, then B -> A.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef TSTEPS
#define TSTEPS PB_PICK(20, 40, 100, 500, 1000)
#endif
#ifndef N
#define N PB_PICK(10, 20, 40, 120, 200)
#endif
#define PB_TSTEPS PB_SIZE(tsteps, TSTEPS)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N][PB_N],
                                   DATA_TYPE B[PB_N][PB_N][PB_N])
{
    int i, j, k;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            for (k = 0; k < PB_N; k++) {
                A[i][j][k] = (DATA_TYPE)(((i % 7) * (j % 11) + (k % 13) * 3 + i + 1) % 29) /
                             SCALAR_VAL(29.0);
                B[i][j][k] = A[i][j][k];
            }
}

PB_KERNEL void kernel_heat_3d(PB_DIMS(int tsteps, int n) DATA_TYPE A[PB_N][PB_N][PB_N],
                              DATA_TYPE B[PB_N][PB_N][PB_N])
{
    int t, i, j, k;
    for (t = 1; t <= PB_TSTEPS; t++) {
        for (i = 1; i < PB_N - 1; i++)
            for (j = 1; j < PB_N - 1; j++)
                for (k = 1; k < PB_N - 1; k++)
                    B[i][j][k] =
                        SCALAR_VAL(0.125) *
                            (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k]) +
                        SCALAR_VAL(0.125) *
                            (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k]) +
                        SCALAR_VAL(0.125) *
                            (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1]) +
                        A[i][j][k];
        for (i = 1; i < PB_N - 1; i++)
            for (j = 1; j < PB_N - 1; j++)
                for (k = 1; k < PB_N - 1; k++)
                    A[i][j][k] =
                        SCALAR_VAL(0.125) *
                            (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k]) +
                        SCALAR_VAL(0.125) *
                            (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k]) +
                        SCALAR_VAL(0.125) *
                            (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1]) +
                        B[i][j][k];
    }
}

int main(int argc, char **argv)
{
    int tsteps = TSTEPS, n = N;
    pb_read_sizes(argc, argv, "tsteps n", 2, &tsteps, &n);

    PB_ARRAY_3D(DATA_TYPE, A, N, N, N, n, n, n);
    PB_ARRAY_3D(DATA_TYPE, B, N, N, N, n, n, n);

    init_array(PB_DIMS(n) A, B);
    PB_TIME(kernel_heat_3d(PB_DIMS(tsteps, n) A, B));
    pb_print_array("A", (size_t)n * n * n, A);
    pb_print_array("B", (size_t)n * n * n, B);

    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
