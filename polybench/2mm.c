/*
 * 2mm -- two chained matrix products: tmp = alpha*A*B, then
 * D = beta*D + tmp*C.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef NI
#define NI PB_PICK(16, 40, 180, 800, 1600)
#endif
#ifndef NJ
#define NJ PB_PICK(18, 50, 190, 900, 1800)
#endif
#ifndef NK
#define NK PB_PICK(22, 70, 210, 1100, 2200)
#endif
#ifndef NL
#define NL PB_PICK(24, 80, 220, 1200, 2400)
#endif
#define PB_NI PB_SIZE(ni, NI)
#define PB_NJ PB_SIZE(nj, NJ)
#define PB_NK PB_SIZE(nk, NK)
#define PB_NL PB_SIZE(nl, NL)

static PB_NOINLINE void init_array(PB_DIMS(int ni, int nj, int nk, int nl) DATA_TYPE *alpha,
                                   DATA_TYPE *beta, DATA_TYPE A[PB_NI][PB_NK],
                                   DATA_TYPE B[PB_NK][PB_NJ], DATA_TYPE C[PB_NJ][PB_NL],
                                   DATA_TYPE D[PB_NI][PB_NL])
{
    int i, j;
    *alpha = SCALAR_VAL(1.25);
    *beta = SCALAR_VAL(0.5);
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NK; j++)
            A[i][j] = (DATA_TYPE)(((i % 19) * (j % 23) + i + 1) % 29) / SCALAR_VAL(29.0);
    for (i = 0; i < PB_NK; i++)
        for (j = 0; j < PB_NJ; j++)
            B[i][j] = (DATA_TYPE)(((i % 31) * (j % 7) + 3 * j) % 37) / SCALAR_VAL(37.0);
    for (i = 0; i < PB_NJ; i++)
        for (j = 0; j < PB_NL; j++)
            C[i][j] = (DATA_TYPE)(((i % 11) * (j % 17) + 2 * i + j + 1) % 43) / SCALAR_VAL(43.0);
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NL; j++)
            D[i][j] = (DATA_TYPE)(((i % 13) * (j % 29) + 5) % 47) / SCALAR_VAL(47.0);
}

PB_KERNEL void kernel_2mm(PB_DIMS(int ni, int nj, int nk, int nl) DATA_TYPE alpha,
                          DATA_TYPE beta, DATA_TYPE tmp[PB_NI][PB_NJ], DATA_TYPE A[PB_NI][PB_NK],
                          DATA_TYPE B[PB_NK][PB_NJ], DATA_TYPE C[PB_NJ][PB_NL],
                          DATA_TYPE D[PB_NI][PB_NL])
{
    int i, j, k;
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NJ; j++) {
            tmp[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < PB_NK; k++)
                tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NL; j++) {
            D[i][j] *= beta;
            for (k = 0; k < PB_NJ; k++)
                D[i][j] += tmp[i][k] * C[k][j];
        }
}

int main(int argc, char **argv)
{
    int ni = NI, nj = NJ, nk = NK, nl = NL;
    DATA_TYPE alpha, beta;
    pb_read_sizes(argc, argv, "ni nj nk nl", 4, &ni, &nj, &nk, &nl);

    PB_ARRAY_2D(DATA_TYPE, tmp, NI, NJ, ni, nj);
    PB_ARRAY_2D(DATA_TYPE, A, NI, NK, ni, nk);
    PB_ARRAY_2D(DATA_TYPE, B, NK, NJ, nk, nj);
    PB_ARRAY_2D(DATA_TYPE, C, NJ, NL, nj, nl);
    PB_ARRAY_2D(DATA_TYPE, D, NI, NL, ni, nl);

    init_array(PB_DIMS(ni, nj, nk, nl) &alpha, &beta, A, B, C, D);
    PB_TIME(kernel_2mm(PB_DIMS(ni, nj, nk, nl) alpha, beta, tmp, A, B, C, D));
    pb_print_array("D", (size_t)ni * nl, D);
    pb_print_array("tmp", (size_t)ni * nj, tmp);

    PB_FREE(tmp);
    PB_FREE(A);
    PB_FREE(B);
    PB_FREE(C);
    PB_FREE(D);
    return 0;
}
