/*
 * bicg -- the two products of BiCGStab in one nest: s = A^T*r and q = A*p,
 * computed together over rows i and columns j.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  A is N x M. */
#ifndef M
#define M PB_PICK(38, 116, 390, 1900, 1800)
#endif
#ifndef N
#define N PB_PICK(42, 124, 410, 2100, 2200)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int m, int n) DATA_TYPE A[PB_N][PB_M],
                                   DATA_TYPE r[PB_N], DATA_TYPE p[PB_M])
{
    int i, j;
    for (j = 0; j < PB_M; j++)
        p[j] = (DATA_TYPE)((j * 7 + 3) % 37) / SCALAR_VAL(37.0);
    for (i = 0; i < PB_N; i++) {
        r[i] = (DATA_TYPE)((i * 5 + 1) % 41) / SCALAR_VAL(41.0);
        for (j = 0; j < PB_M; j++)
            A[i][j] = (DATA_TYPE)(((i % 23) * (j % 29) + 3 * i + j) % 47) / SCALAR_VAL(47.0);
    }
}

PB_KERNEL void kernel_bicg(PB_DIMS(int m, int n) DATA_TYPE A[PB_N][PB_M], DATA_TYPE s[PB_M],
                           DATA_TYPE q[PB_N], DATA_TYPE p[PB_M], DATA_TYPE r[PB_N])
{
    int i, j;
    for (i = 0; i < PB_M; i++)
        s[i] = SCALAR_VAL(0.0);
    for (i = 0; i < PB_N; i++) {
        q[i] = SCALAR_VAL(0.0);
        for (j = 0; j < PB_M; j++) {
            s[j] = s[j] + r[i] * A[i][j];
            q[i] = q[i] + A[i][j] * p[j];
        }
    }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, M, n, m);
    PB_ARRAY_1D(DATA_TYPE, s, M, m);
    PB_ARRAY_1D(DATA_TYPE, q, N, n);
    PB_ARRAY_1D(DATA_TYPE, p, M, m);
    PB_ARRAY_1D(DATA_TYPE, r, N, n);

    init_array(PB_DIMS(m, n) A, r, p);
    PB_TIME(kernel_bicg(PB_DIMS(m, n) A, s, q, p, r));
    pb_print_array("s", (size_t)m, s);
    pb_print_array("q", (size_t)n, q);

    PB_FREE(A);
    PB_FREE(s);
    PB_FREE(q);
    PB_FREE(p);
    PB_FREE(r);
    return 0;
}
