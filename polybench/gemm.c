/*
 * gemm -- general matrix multiply, C = beta*C + alpha*A*B.
 * Per row i the row of C is scaled by beta, then A(i,k)*B(k,j) is
 * accumulated with k outside and j innermost.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef NI
#define NI PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef NJ
#define NJ PB_PICK(25, 70, 220, 1100, 2300)
#endif
#ifndef NK
#define NK PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_NI PB_SIZE(ni, NI)
#define PB_NJ PB_SIZE(nj, NJ)
#define PB_NK PB_SIZE(nk, NK)

static PB_NOINLINE void init_array(PB_DIMS(int ni, int nj, int nk) DATA_TYPE *alpha,
                                   DATA_TYPE *beta, DATA_TYPE C[PB_NI][PB_NJ],
                                   DATA_TYPE A[PB_NI][PB_NK], DATA_TYPE B[PB_NK][PB_NJ])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.75);
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NJ; j++)
            C[i][j] = (DATA_TYPE)(((i % 23) * (j % 19) + 2 * i + 1) % 31) / SCALAR_VAL(31.0);
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NK; j++)
            A[i][j] = (DATA_TYPE)(((i % 29) * (j % 13) + j + 3) % 37) / SCALAR_VAL(37.0);
    for (i = 0; i < PB_NK; i++)
        for (j = 0; j < PB_NJ; j++)
            B[i][j] = (DATA_TYPE)(((i % 17) * (j % 31) + 5 * j + i) % 41) / SCALAR_VAL(41.0);
}

PB_KERNEL void kernel_gemm(PB_DIMS(int ni, int nj, int nk) DATA_TYPE alpha, DATA_TYPE beta,
                           DATA_TYPE C[PB_NI][PB_NJ], DATA_TYPE A[PB_NI][PB_NK],
                           DATA_TYPE B[PB_NK][PB_NJ])
{
    int i, j, k;
    for (i = 0; i < PB_NI; i++) {
        for (j = 0; j < PB_NJ; j++)
            C[i][j] *= beta;
        for (k = 0; k < PB_NK; k++)
            for (j = 0; j < PB_NJ; j++)
                C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

int main(int argc, char **argv)
{
    int ni = NI, nj = NJ, nk = NK;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "ni nj nk", 3, &ni, &nj, &nk);

    PB_ARRAY_2D(DATA_TYPE, C, NI, NJ, ni, nj);
    PB_ARRAY_2D(DATA_TYPE, A, NI, NK, ni, nk);
    PB_ARRAY_2D(DATA_TYPE, B, NK, NJ, nk, nj);

    init_array(PB_DIMS(ni, nj, nk) &alpha, &beta, C, A, B);
    PB_TIME(kernel_gemm(PB_DIMS(ni, nj, nk) alpha, beta, C, A, B));
    pb_print_array("C", (size_t)ni * nj, C);

    PB_FREE(C);
    PB_FREE(A);
    PB_FREE(B);
    return 0;
}
