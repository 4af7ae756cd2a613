/*
 * doitgen -- multiresolution analysis kernel: for each (r,q),
 * sum(p) = sum_s A(r,q,s)*C4(s,p), then A(r,q,:) = sum.  sum is a 1-D
 * temporary reused for every (r,q).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef NQ
#define NQ PB_PICK(8, 20, 40, 140, 220)
#endif
#ifndef NR
#define NR PB_PICK(10, 25, 50, 150, 250)
#endif
#ifndef NP
#define NP PB_PICK(12, 30, 60, 160, 270)
#endif
#define PB_NQ PB_SIZE(nq, NQ)
#define PB_NR PB_SIZE(nr, NR)
#define PB_NP PB_SIZE(np, NP)

static PB_NOINLINE void init_array(PB_DIMS(int nr, int nq, int np)
                                       DATA_TYPE A[PB_NR][PB_NQ][PB_NP],
                                   DATA_TYPE C4[PB_NP][PB_NP])
{
    int r, q, s;
    for (r = 0; r < PB_NR; r++)
        for (q = 0; q < PB_NQ; q++)
            for (s = 0; s < PB_NP; s++)
                A[r][q][s] =
                    (DATA_TYPE)(((r % 13) * (q % 11) + (q % 7) * (s % 17) + s + 1) % 59) /
                    SCALAR_VAL(59.0);
    for (r = 0; r < PB_NP; r++)
        for (s = 0; s < PB_NP; s++)
            C4[r][s] = (DATA_TYPE)(((r % 19) * (s % 23) + 2 * r + 1) % 61) / SCALAR_VAL(122.0);
}

PB_KERNEL void kernel_doitgen(PB_DIMS(int nr, int nq, int np) DATA_TYPE A[PB_NR][PB_NQ][PB_NP],
                              DATA_TYPE C4[PB_NP][PB_NP], DATA_TYPE sum[PB_NP])
{
    int r, q, p, s;
    for (r = 0; r < PB_NR; r++)
        for (q = 0; q < PB_NQ; q++) {
            for (p = 0; p < PB_NP; p++) {
                sum[p] = SCALAR_VAL(0.0);
                for (s = 0; s < PB_NP; s++)
                    sum[p] += A[r][q][s] * C4[s][p];
            }
            for (p = 0; p < PB_NP; p++)
                A[r][q][p] = sum[p];
        }
}

int main(int argc, char **argv)
{
    int nr = NR, nq = NQ, np = NP;
    pb_read_sizes(argc, argv, "nr nq np", 3, &nr, &nq, &np);

    PB_ARRAY_3D(DATA_TYPE, A, NR, NQ, NP, nr, nq, np);
    PB_ARRAY_2D(DATA_TYPE, C4, NP, NP, np, np);
    PB_ARRAY_1D(DATA_TYPE, sum, NP, np);

    init_array(PB_DIMS(nr, nq, np) A, C4);
    PB_TIME(kernel_doitgen(PB_DIMS(nr, nq, np) A, C4, sum));
    pb_print_array("A", (size_t)nr * nq * np, A);
    pb_print_array("sum", (size_t)np, sum);

    PB_FREE(A);
    PB_FREE(C4);
    PB_FREE(sum);
    return 0;
}
