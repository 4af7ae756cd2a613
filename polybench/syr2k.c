/*
 * syr2k -- symmetric rank-2k update of the lower triangle (j <= i):
 * C = alpha*A*B^T + alpha*B*A^T + beta*C.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  C is N x N, A and B N x M. */
#ifndef M
#define M PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef N
#define N PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n, int m) DATA_TYPE *alpha, DATA_TYPE *beta,
                                   DATA_TYPE C[PB_N][PB_N], DATA_TYPE A[PB_N][PB_M],
                                   DATA_TYPE B[PB_N][PB_M])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.75);
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_M; j++) {
            A[i][j] = (DATA_TYPE)(((i % 19) * (j % 17) + i + 2) % 31) / SCALAR_VAL(31.0);
            B[i][j] = (DATA_TYPE)(((i % 11) * (j % 29) + 3 * j + 1) % 37) / SCALAR_VAL(37.0);
        }
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            C[i][j] = (DATA_TYPE)(((i % 23) * (j % 13) + j + 5) % 41) / SCALAR_VAL(41.0);
}

PB_KERNEL void kernel_syr2k(PB_DIMS(int n, int m) DATA_TYPE alpha, DATA_TYPE beta,
                            DATA_TYPE C[PB_N][PB_N], DATA_TYPE A[PB_N][PB_M],
                            DATA_TYPE B[PB_N][PB_M])
{
    int i, j, k;
    for (i = 0; i < PB_N; i++) {
        for (j = 0; j <= i; j++)
            C[i][j] *= beta;
        for (k = 0; k < PB_M; k++)
            for (j = 0; j <= i; j++)
                C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
    }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, C, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, A, N, M, n, m);
    PB_ARRAY_2D(DATA_TYPE, B, N, M, n, m);

    init_array(PB_DIMS(n, m) &alpha, &beta, C, A, B);
    PB_TIME(kernel_syr2k(PB_DIMS(n, m) alpha, beta, C, A, B));
    pb_print_array("C", (size_t)n * n, C);

    PB_FREE(C);
    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
