/*
 * mvt -- two matrix-vector products in separate nests: x1 += A*y_1 and
 * x2 += A^T*y_2.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE x1[PB_N], DATA_TYPE x2[PB_N],
                                   DATA_TYPE y_1[PB_N], DATA_TYPE y_2[PB_N],
                                   DATA_TYPE A[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++) {
        x1[i] = (DATA_TYPE)(i % 19) / SCALAR_VAL(19.0);
        x2[i] = (DATA_TYPE)((i + 5) % 23) / SCALAR_VAL(23.0);
        y_1[i] = (DATA_TYPE)((3 * i + 1) % 29) / SCALAR_VAL(29.0);
        y_2[i] = (DATA_TYPE)((7 * i + 2) % 31) / SCALAR_VAL(31.0);
        for (j = 0; j < PB_N; j++)
            A[i][j] = (DATA_TYPE)(((i % 37) * (j % 13) + i + 3 * j) % 43) / SCALAR_VAL(43.0);
    }
}

PB_KERNEL void kernel_mvt(PB_DIMS(int n) DATA_TYPE x1[PB_N], DATA_TYPE x2[PB_N],
                          DATA_TYPE y_1[PB_N], DATA_TYPE y_2[PB_N], DATA_TYPE A[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            x1[i] = x1[i] + A[i][j] * y_1[j];
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            x2[i] = x2[i] + A[j][i] * y_2[j];
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);
    PB_ARRAY_1D(DATA_TYPE, x1, N, n);
    PB_ARRAY_1D(DATA_TYPE, x2, N, n);
    PB_ARRAY_1D(DATA_TYPE, y_1, N, n);
    PB_ARRAY_1D(DATA_TYPE, y_2, N, n);

    init_array(PB_DIMS(n) x1, x2, y_1, y_2, A);
    PB_TIME(kernel_mvt(PB_DIMS(n) x1, x2, y_1, y_2, A));
    pb_print_array("x1", (size_t)n, x1);
    pb_print_array("x2", (size_t)n, x2);

    PB_FREE(A);
    PB_FREE(x1);
    PB_FREE(x2);
    PB_FREE(y_1);
    PB_FREE(y_2);
    return 0;
}
