/*
 * symm -- symmetric matrix multiply, C = alpha*A*B + beta*C, where A is
 * symmetric and only its lower triangle is stored (and read).  Per (i,j) a
 * scalar accumulator runs over k < i and the same loop updates C(k,j).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  A is M x M, B and C M x N. */
#ifndef M
#define M PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef N
#define N PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int m, int n) DATA_TYPE *alpha, DATA_TYPE *beta,
                                   DATA_TYPE C[PB_M][PB_N], DATA_TYPE A[PB_M][PB_M],
                                   DATA_TYPE B[PB_M][PB_N])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.75);
    for (i = 0; i < PB_M; i++)
        for (j = 0; j < PB_N; j++) {
            C[i][j] = (DATA_TYPE)(((i % 17) * (j % 19) + i + 1) % 29) / SCALAR_VAL(29.0);
            B[i][j] = (DATA_TYPE)(((i % 23) * (j % 7) + 2 * j + 3) % 31) / SCALAR_VAL(31.0);
        }
    for (i = 0; i < PB_M; i++)
        for (j = 0; j < PB_M; j++)
            if (j <= i)
                A[i][j] = (DATA_TYPE)(((i % 13) * (j % 11) + i + j) % 37) / SCALAR_VAL(37.0);
            else
                /* never read: a wrong access to the upper triangle shows */
                A[i][j] = SCALAR_VAL(-999.0);
}

PB_KERNEL void kernel_symm(PB_DIMS(int m, int n) DATA_TYPE alpha, DATA_TYPE beta,
                           DATA_TYPE C[PB_M][PB_N], DATA_TYPE A[PB_M][PB_M],
                           DATA_TYPE B[PB_M][PB_N])
{
    int i, j, k;
    DATA_TYPE temp2;
    for (i = 0; i < PB_M; i++)
        for (j = 0; j < PB_N; j++) {
            temp2 = SCALAR_VAL(0.0);
            for (k = 0; k < i; k++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                temp2 += B[k][j] * A[i][k];
            }
            C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, C, M, N, m, n);
    PB_ARRAY_2D(DATA_TYPE, A, M, M, m, m);
    PB_ARRAY_2D(DATA_TYPE, B, M, N, m, n);

    init_array(PB_DIMS(m, n) &alpha, &beta, C, A, B);
    PB_TIME(kernel_symm(PB_DIMS(m, n) alpha, beta, C, A, B));
    pb_print_array("C", (size_t)m * n, C);

    PB_FREE(C);
    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
