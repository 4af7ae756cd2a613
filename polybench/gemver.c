/*
 * gemver -- vector multiplication and matrix addition:
 * A += u1*v1^T + u2*v2^T;  x += beta*A^T*y;  x += z;  w += alpha*A*x.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE *alpha, DATA_TYPE *beta,
                                   DATA_TYPE A[PB_N][PB_N], DATA_TYPE u1[PB_N],
                                   DATA_TYPE v1[PB_N], DATA_TYPE u2[PB_N], DATA_TYPE v2[PB_N],
                                   DATA_TYPE w[PB_N], DATA_TYPE x[PB_N], DATA_TYPE y[PB_N],
                                   DATA_TYPE z[PB_N])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.75);
    for (i = 0; i < PB_N; i++) {
        u1[i] = (DATA_TYPE)(i % 17) / SCALAR_VAL(17.0);
        u2[i] = (DATA_TYPE)((i + 3) % 19) / SCALAR_VAL(38.0);
        v1[i] = (DATA_TYPE)((2 * i + 1) % 23) / SCALAR_VAL(46.0);
        v2[i] = (DATA_TYPE)((3 * i + 2) % 29) / SCALAR_VAL(58.0);
        y[i] = (DATA_TYPE)((5 * i + 1) % 31) / SCALAR_VAL(31.0);
        z[i] = (DATA_TYPE)((7 * i + 4) % 37) / SCALAR_VAL(37.0);
        x[i] = SCALAR_VAL(0.0);
        w[i] = SCALAR_VAL(0.0);
        for (j = 0; j < PB_N; j++)
            A[i][j] = (DATA_TYPE)(((i % 41) * (j % 11) + j + 1) % 53) / SCALAR_VAL(53.0);
    }
}

PB_KERNEL void kernel_gemver(PB_DIMS(int n) DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE A[PB_N][PB_N], DATA_TYPE u1[PB_N], DATA_TYPE v1[PB_N],
                             DATA_TYPE u2[PB_N], DATA_TYPE v2[PB_N], DATA_TYPE w[PB_N],
                             DATA_TYPE x[PB_N], DATA_TYPE y[PB_N], DATA_TYPE z[PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            x[i] = x[i] + beta * A[j][i] * y[j];
    for (i = 0; i < PB_N; i++)
        x[i] = x[i] + z[i];
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            w[i] = w[i] + alpha * A[i][j] * x[j];
}

int main(int argc, char **argv)
{
    int n = N;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);
    PB_ARRAY_1D(DATA_TYPE, u1, N, n);
    PB_ARRAY_1D(DATA_TYPE, v1, N, n);
    PB_ARRAY_1D(DATA_TYPE, u2, N, n);
    PB_ARRAY_1D(DATA_TYPE, v2, N, n);
    PB_ARRAY_1D(DATA_TYPE, w, N, n);
    PB_ARRAY_1D(DATA_TYPE, x, N, n);
    PB_ARRAY_1D(DATA_TYPE, y, N, n);
    PB_ARRAY_1D(DATA_TYPE, z, N, n);

    init_array(PB_DIMS(n) &alpha, &beta, A, u1, v1, u2, v2, w, x, y, z);
    PB_TIME(kernel_gemver(PB_DIMS(n) alpha, beta, A, u1, v1, u2, v2, w, x, y, z));
    pb_print_array("w", (size_t)n, w);
    pb_print_array("x", (size_t)n, x);
    pb_print_array("A", (size_t)n * n, A);

    PB_FREE(A);
    PB_FREE(u1);
    PB_FREE(v1);
    PB_FREE(u2);
    PB_FREE(v2);
    PB_FREE(w);
    PB_FREE(x);
    PB_FREE(y);
    PB_FREE(z);
    return 0;
}
