/*
 * seidel-2d -- in-place 2-D Gauss-Seidel sweep: each interior point becomes
 * the average of its 3x3 neighbourhood, using the values already updated in
 * this sweep.  No loop is parallel without skewing.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef TSTEPS
#define TSTEPS PB_PICK(20, 40, 100, 500, 1000)
#endif
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_TSTEPS PB_SIZE(tsteps, TSTEPS)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            A[i][j] = (DATA_TYPE)(((i % 29) * (j % 13) + 2 * i + j + 1) % 43) / SCALAR_VAL(43.0);
}

PB_KERNEL void kernel_seidel_2d(PB_DIMS(int tsteps, int n) DATA_TYPE A[PB_N][PB_N])
{
    int t, i, j;
    for (t = 0; t <= PB_TSTEPS - 1; t++)
        for (i = 1; i <= PB_N - 2; i++)
            for (j = 1; j <= PB_N - 2; j++)
                A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] +
                           A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] +
                           A[i + 1][j + 1]) /
                          SCALAR_VAL(9.0);
}

int main(int argc, char **argv)
{
    int tsteps = TSTEPS, n = N;
    pb_read_sizes(argc, argv, "tsteps n", 2, &tsteps, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);

    init_array(PB_DIMS(n) A);
    PB_TIME(kernel_seidel_2d(PB_DIMS(tsteps, n) A));
    pb_print_array("A", (size_t)n * n, A);

    PB_FREE(A);
    return 0;
}
