/*
 * gesummv -- summed matrix-vector products, y = alpha*A*x + beta*B*x,
 * row by row with two scalar accumulators (tmp(i) and y(i)).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(30, 90, 250, 1300, 2800)
#endif
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE *alpha, DATA_TYPE *beta,
                                   DATA_TYPE A[PB_N][PB_N], DATA_TYPE B[PB_N][PB_N],
                                   DATA_TYPE x[PB_N])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.75);
    for (i = 0; i < PB_N; i++) {
        x[i] = (DATA_TYPE)((3 * i + 2) % 29) / SCALAR_VAL(29.0);
        for (j = 0; j < PB_N; j++) {
            A[i][j] = (DATA_TYPE)(((i % 19) * (j % 23) + i + 1) % 37) / SCALAR_VAL(37.0);
            B[i][j] = (DATA_TYPE)(((i % 13) * (j % 31) + 2 * j + 3) % 41) / SCALAR_VAL(41.0);
        }
    }
}

PB_KERNEL void kernel_gesummv(PB_DIMS(int n) DATA_TYPE alpha, DATA_TYPE beta,
                              DATA_TYPE A[PB_N][PB_N], DATA_TYPE B[PB_N][PB_N],
                              DATA_TYPE tmp[PB_N], DATA_TYPE x[PB_N], DATA_TYPE y[PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++) {
        tmp[i] = SCALAR_VAL(0.0);
        y[i] = SCALAR_VAL(0.0);
        for (j = 0; j < PB_N; j++) {
            tmp[i] = A[i][j] * x[j] + tmp[i];
            y[i] = B[i][j] * x[j] + y[i];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
    }
}

int main(int argc, char **argv)
{
    int n = N;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, B, N, N, n, n);
    PB_ARRAY_1D(DATA_TYPE, tmp, N, n);
    PB_ARRAY_1D(DATA_TYPE, x, N, n);
    PB_ARRAY_1D(DATA_TYPE, y, N, n);

    init_array(PB_DIMS(n) &alpha, &beta, A, B, x);
    PB_TIME(kernel_gesummv(PB_DIMS(n) alpha, beta, A, B, tmp, x, y));
    pb_print_array("y", (size_t)n, y);
    pb_print_array("tmp", (size_t)n, tmp);

    PB_FREE(A);
    PB_FREE(B);
    PB_FREE(tmp);
    PB_FREE(x);
    PB_FREE(y);
    return 0;
}
