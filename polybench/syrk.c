/*
 * syrk -- symmetric rank-k update of the lower triangle (j <= i):
 * C = alpha*A*A^T + beta*C.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  C is N x N, A N x M. */
#ifndef M
#define M PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef N
#define N PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n, int m) DATA_TYPE *alpha, DATA_TYPE *beta,
                                   DATA_TYPE C[PB_N][PB_N], DATA_TYPE A[PB_N][PB_M])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.75);
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_M; j++)
            A[i][j] = (DATA_TYPE)(((i % 29) * (j % 13) + 2 * i + j + 1) % 43) / SCALAR_VAL(43.0);
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            C[i][j] = (DATA_TYPE)(((i % 7) * (j % 31) + i + 3) % 47) / SCALAR_VAL(47.0);
}

PB_KERNEL void kernel_syrk(PB_DIMS(int n, int m) DATA_TYPE alpha, DATA_TYPE beta,
                           DATA_TYPE C[PB_N][PB_N], DATA_TYPE A[PB_N][PB_M])
{
    int i, j, k;
    for (i = 0; i < PB_N; i++) {
        for (j = 0; j <= i; j++)
            C[i][j] *= beta;
        for (k = 0; k < PB_M; k++)
            for (j = 0; j <= i; j++)
                C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, C, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, A, N, M, n, m);

    init_array(PB_DIMS(n, m) &alpha, &beta, C, A);
    PB_TIME(kernel_syrk(PB_DIMS(n, m) alpha, beta, C, A));
    pb_print_array("C", (size_t)n * n, C);

    PB_FREE(C);
    PB_FREE(A);
    return 0;
}
