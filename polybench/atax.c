/*
 * atax -- y = A^T * (A*x).  y is zeroed first; per row i, tmp(i) = A(i,:).x
 * and then row i's contribution A(i,j)*tmp(i) is added to every y(j).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  A is M x N. */
#ifndef M
#define M PB_PICK(38, 116, 390, 1900, 1800)
#endif
#ifndef N
#define N PB_PICK(42, 124, 410, 2100, 2200)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int m, int n) DATA_TYPE A[PB_M][PB_N],
                                   DATA_TYPE x[PB_N])
{
    int i, j;
    for (j = 0; j < PB_N; j++)
        x[j] = SCALAR_VAL(1.0) + (DATA_TYPE)(j % 29) / SCALAR_VAL(29.0);
    for (i = 0; i < PB_M; i++)
        for (j = 0; j < PB_N; j++)
            A[i][j] = (DATA_TYPE)(((i % 31) * (j % 17) + i + 2 * j) % 53) / SCALAR_VAL(265.0);
}

PB_KERNEL void kernel_atax(PB_DIMS(int m, int n) DATA_TYPE A[PB_M][PB_N], DATA_TYPE x[PB_N],
                           DATA_TYPE y[PB_N], DATA_TYPE tmp[PB_M])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        y[i] = SCALAR_VAL(0.0);
    for (i = 0; i < PB_M; i++) {
        tmp[i] = SCALAR_VAL(0.0);
        for (j = 0; j < PB_N; j++)
            tmp[i] = tmp[i] + A[i][j] * x[j];
        for (j = 0; j < PB_N; j++)
            y[j] = y[j] + A[i][j] * tmp[i];
    }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, A, M, N, m, n);
    PB_ARRAY_1D(DATA_TYPE, x, N, n);
    PB_ARRAY_1D(DATA_TYPE, y, N, n);
    PB_ARRAY_1D(DATA_TYPE, tmp, M, m);

    init_array(PB_DIMS(m, n) A, x);
    PB_TIME(kernel_atax(PB_DIMS(m, n) A, x, y, tmp));
    pb_print_array("y", (size_t)n, y);
    pb_print_array("tmp", (size_t)m, tmp);

    PB_FREE(A);
    PB_FREE(x);
    PB_FREE(y);
    PB_FREE(tmp);
    return 0;
}
