/*
 * trisolv -- forward substitution L*x = b for a lower triangular L (its
 * upper triangle is never read).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

/* Diagonal >= 1 and off-diagonal row sums < 0.9 keep x bounded. */
static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE L[PB_N][PB_N], DATA_TYPE x[PB_N],
                                   DATA_TYPE b[PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++) {
        x[i] = SCALAR_VAL(0.0);
        b[i] = (DATA_TYPE)((7 * i + 2) % 29) / SCALAR_VAL(29.0);
        for (j = 0; j < PB_N; j++)
            if (j < i)
                L[i][j] = (DATA_TYPE)(((i % 19) * (j % 13) + i + j) % 19 - 9) /
                          ((DATA_TYPE)PB_N * SCALAR_VAL(10.0));
            else if (j == i)
                L[i][j] = SCALAR_VAL(1.0) + (DATA_TYPE)(i % 3) / SCALAR_VAL(2.0);
            else
                /* never read: a wrong access to the upper triangle shows */
                L[i][j] = SCALAR_VAL(-999.0);
    }
}

PB_KERNEL void kernel_trisolv(PB_DIMS(int n) DATA_TYPE L[PB_N][PB_N], DATA_TYPE x[PB_N],
                              DATA_TYPE b[PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++) {
        x[i] = b[i];
        for (j = 0; j < i; j++)
            x[i] -= L[i][j] * x[j];
        x[i] = x[i] / L[i][i];
    }
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, L, N, N, n, n);
    PB_ARRAY_1D(DATA_TYPE, x, N, n);
    PB_ARRAY_1D(DATA_TYPE, b, N, n);

    init_array(PB_DIMS(n) L, x, b);
    PB_TIME(kernel_trisolv(PB_DIMS(n) L, x, b));
    pb_print_array("x", (size_t)n, x);

    PB_FREE(L);
    PB_FREE(x);
    PB_FREE(b);
    return 0;
}
