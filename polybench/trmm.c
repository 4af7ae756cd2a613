/*
 * trmm -- triangular matrix multiply, B = alpha*A^T*B, with A unit lower
 * triangular: B(i,j) += sum over k > i of A(k,i)*B(k,j), then B(i,j) is
 * scaled by alpha.  The diagonal and upper triangle of A are never read.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  A is M x M, B M x N. */
#ifndef M
#define M PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef N
#define N PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int m, int n) DATA_TYPE *alpha,
                                   DATA_TYPE A[PB_M][PB_M], DATA_TYPE B[PB_M][PB_N])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    for (i = 0; i < PB_M; i++) {
        for (j = 0; j < PB_M; j++)
            if (j < i)
                A[i][j] = (DATA_TYPE)(((i % 17) * (j % 23) + j + 1) % 31) / SCALAR_VAL(62.0);
            else if (j == i)
                A[i][j] = SCALAR_VAL(1.0);
            else
                /* never read: a wrong access to the upper triangle shows */
                A[i][j] = SCALAR_VAL(-999.0);
        for (j = 0; j < PB_N; j++)
            B[i][j] = (DATA_TYPE)(((i % 13) * (j % 19) + 2 * i + j) % 37) / SCALAR_VAL(37.0);
    }
}

PB_KERNEL void kernel_trmm(PB_DIMS(int m, int n) DATA_TYPE alpha, DATA_TYPE A[PB_M][PB_M],
                           DATA_TYPE B[PB_M][PB_N])
{
    int i, j, k;
    for (i = 0; i < PB_M; i++)
        for (j = 0; j < PB_N; j++) {
            for (k = i + 1; k < PB_M; k++)
                B[i][j] += A[k][i] * B[k][j];
            B[i][j] = alpha * B[i][j];
        }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    DATA_TYPE alpha;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, A, M, M, m, m);
    PB_ARRAY_2D(DATA_TYPE, B, M, N, m, n);

    init_array(PB_DIMS(m, n) &alpha, A, B);
    PB_TIME(kernel_trmm(PB_DIMS(m, n) alpha, A, B));
    pb_print_array("B", (size_t)m * n, B);

    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
