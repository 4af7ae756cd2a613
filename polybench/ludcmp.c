/*
 * ludcmp -- LU decomposition as in lu but with a scalar accumulator w,
 * followed by forward substitution L*y = b (unit diagonal) and back
 * substitution U*x = y.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

/* Strictly row-diagonally-dominant A (no zero pivots) and a varied b. */
static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N], DATA_TYPE b[PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++) {
        b[i] = (DATA_TYPE)((5 * i + 3) % 23 - 11) / SCALAR_VAL(11.0);
        for (j = 0; j < PB_N; j++)
            if (i == j)
                A[i][j] = SCALAR_VAL(1.0) + (DATA_TYPE)(i % 5) / SCALAR_VAL(4.0);
            else
                A[i][j] = (DATA_TYPE)(((i % 23) * (j % 7) + i + 3 * j) % 19 - 9) /
                          ((DATA_TYPE)PB_N * SCALAR_VAL(10.0));
    }
}

PB_KERNEL void kernel_ludcmp(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N], DATA_TYPE b[PB_N],
                             DATA_TYPE x[PB_N], DATA_TYPE y[PB_N])
{
    int i, j, k;
    DATA_TYPE w;
    for (i = 0; i < PB_N; i++) {
        for (j = 0; j < i; j++) {
            w = A[i][j];
            for (k = 0; k < j; k++)
                w -= A[i][k] * A[k][j];
            A[i][j] = w / A[j][j];
        }
        for (j = i; j < PB_N; j++) {
            w = A[i][j];
            for (k = 0; k < i; k++)
                w -= A[i][k] * A[k][j];
            A[i][j] = w;
        }
    }
    for (i = 0; i < PB_N; i++) {
        w = b[i];
        for (j = 0; j < i; j++)
            w -= A[i][j] * y[j];
        y[i] = w;
    }
    for (i = PB_N - 1; i >= 0; i--) {
        w = y[i];
        for (j = i + 1; j < PB_N; j++)
            w -= A[i][j] * x[j];
        x[i] = w / A[i][i];
    }
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);
    PB_ARRAY_1D(DATA_TYPE, b, N, n);
    PB_ARRAY_1D(DATA_TYPE, x, N, n);
    PB_ARRAY_1D(DATA_TYPE, y, N, n);

    init_array(PB_DIMS(n) A, b);
    PB_TIME(kernel_ludcmp(PB_DIMS(n) A, b, x, y));
    pb_print_array("x", (size_t)n, x);
    pb_print_array("y", (size_t)n, y);
    pb_print_array("A", (size_t)n * n, A);

    PB_FREE(A);
    PB_FREE(b);
    PB_FREE(x);
    PB_FREE(y);
    return 0;
}
