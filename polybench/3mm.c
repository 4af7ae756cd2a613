/*
 * 3mm -- three matrix products: E = A*B, F = C*D, G = E*F.
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
#define NK PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef NL
#define NL PB_PICK(22, 70, 210, 1100, 2200)
#endif
#ifndef NM
#define NM PB_PICK(24, 80, 220, 1200, 2400)
#endif
#define PB_NI PB_SIZE(ni, NI)
#define PB_NJ PB_SIZE(nj, NJ)
#define PB_NK PB_SIZE(nk, NK)
#define PB_NL PB_SIZE(nl, NL)
#define PB_NM PB_SIZE(nm, NM)

static PB_NOINLINE void init_array(PB_DIMS(int ni, int nj, int nk, int nl, int nm)
                                       DATA_TYPE A[PB_NI][PB_NK],
                                   DATA_TYPE B[PB_NK][PB_NJ], DATA_TYPE C[PB_NJ][PB_NM],
                                   DATA_TYPE D[PB_NM][PB_NL])
{
    int i, j;
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NK; j++)
            A[i][j] = (DATA_TYPE)(((i % 17) * (j % 19) + 2 * i + 1) % 23) / SCALAR_VAL(46.0);
    for (i = 0; i < PB_NK; i++)
        for (j = 0; j < PB_NJ; j++)
            B[i][j] = (DATA_TYPE)(((i % 13) * (j % 29) + j + 2) % 31) / SCALAR_VAL(62.0);
    for (i = 0; i < PB_NJ; i++)
        for (j = 0; j < PB_NM; j++)
            C[i][j] = (DATA_TYPE)(((i % 7) * (j % 37) + 3 * j + i) % 41) / SCALAR_VAL(82.0);
    for (i = 0; i < PB_NM; i++)
        for (j = 0; j < PB_NL; j++)
            D[i][j] = (DATA_TYPE)(((i % 23) * (j % 11) + i + 4) % 43) / SCALAR_VAL(86.0);
}

PB_KERNEL void kernel_3mm(PB_DIMS(int ni, int nj, int nk, int nl, int nm)
                              DATA_TYPE E[PB_NI][PB_NJ],
                          DATA_TYPE A[PB_NI][PB_NK], DATA_TYPE B[PB_NK][PB_NJ],
                          DATA_TYPE F[PB_NJ][PB_NL], DATA_TYPE C[PB_NJ][PB_NM],
                          DATA_TYPE D[PB_NM][PB_NL], DATA_TYPE G[PB_NI][PB_NL])
{
    int i, j, k;
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NJ; j++) {
            E[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < PB_NK; k++)
                E[i][j] += A[i][k] * B[k][j];
        }
    for (i = 0; i < PB_NJ; i++)
        for (j = 0; j < PB_NL; j++) {
            F[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < PB_NM; k++)
                F[i][j] += C[i][k] * D[k][j];
        }
    for (i = 0; i < PB_NI; i++)
        for (j = 0; j < PB_NL; j++) {
            G[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < PB_NJ; k++)
                G[i][j] += E[i][k] * F[k][j];
        }
}

int main(int argc, char **argv)
{
    int ni = NI, nj = NJ, nk = NK, nl = NL, nm = NM;
    pb_read_sizes(argc, argv, "ni nj nk nl nm", 5, &ni, &nj, &nk, &nl, &nm);

    PB_ARRAY_2D(DATA_TYPE, E, NI, NJ, ni, nj);
    PB_ARRAY_2D(DATA_TYPE, A, NI, NK, ni, nk);
    PB_ARRAY_2D(DATA_TYPE, B, NK, NJ, nk, nj);
    PB_ARRAY_2D(DATA_TYPE, F, NJ, NL, nj, nl);
    PB_ARRAY_2D(DATA_TYPE, C, NJ, NM, nj, nm);
    PB_ARRAY_2D(DATA_TYPE, D, NM, NL, nm, nl);
    PB_ARRAY_2D(DATA_TYPE, G, NI, NL, ni, nl);

    init_array(PB_DIMS(ni, nj, nk, nl, nm) A, B, C, D);
    PB_TIME(kernel_3mm(PB_DIMS(ni, nj, nk, nl, nm) E, A, B, F, C, D, G));
    pb_print_array("G", (size_t)ni * nl, G);
    pb_print_array("E", (size_t)ni * nj, E);
    pb_print_array("F", (size_t)nj * nl, F);

    PB_FREE(E);
    PB_FREE(A);
    PB_FREE(B);
    PB_FREE(F);
    PB_FREE(C);
    PB_FREE(D);
    PB_FREE(G);
    return 0;
}
