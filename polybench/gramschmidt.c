/*
 * gramschmidt -- QR decomposition by modified Gram-Schmidt: per column k,
 * its norm (sqrt) into R(k,k), the normalised column into Q, then for every
 * later column j the projection R(k,j) and its subtraction from A(:,j).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 *
 * As in the suite, A is M x N with M < N: columns k >= M are, in exact
 * arithmetic, zero once the first M have been removed, so their R(k,k)
 * and Q columns are rounding noise (finite, but very sensitive to the
 * order of floating-point operations).  With the dataset sizes they are
 * nonzero; with small sizes from argv (e.g. "2 9") a residual can be exactly
 * zero and the division then gives IEEE inf/NaN, exactly as in the suite.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  A, Q are M x N, R N x N. */
#ifndef M
#define M PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef N
#define N PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

/*
 * The first M columns form a strictly diagonally dominant block (diagonal
 * > 1, off-diagonal row sums < 0.5), so they are well conditioned (2-norm
 * condition number below 1.3 at every dataset) and R(k,k) > 0 for k < M.
 * The remaining columns have entries of order 1.  No entry is zero.
 */
static PB_NOINLINE void init_array(PB_DIMS(int m, int n) DATA_TYPE A[PB_M][PB_N])
{
    int i, j;
    for (i = 0; i < PB_M; i++)
        for (j = 0; j < PB_N; j++) {
            A[i][j] = (DATA_TYPE)(((i % 31) * (j % 37) + i + 2 * j) % 53 + 1) / SCALAR_VAL(53.0);
            if (j < PB_M)
                A[i][j] /= SCALAR_VAL(2.0) * (DATA_TYPE)PB_M;
            if (j == i)
                A[i][j] += SCALAR_VAL(1.0);
        }
}

PB_KERNEL void kernel_gramschmidt(PB_DIMS(int m, int n) DATA_TYPE A[PB_M][PB_N],
                                  DATA_TYPE R[PB_N][PB_N], DATA_TYPE Q[PB_M][PB_N])
{
    int i, j, k;
    DATA_TYPE nrm;
    for (k = 0; k < PB_N; k++) {
        nrm = SCALAR_VAL(0.0);
        for (i = 0; i < PB_M; i++)
            nrm += A[i][k] * A[i][k];
        R[k][k] = SQRT_FUN(nrm);
        for (i = 0; i < PB_M; i++)
            Q[i][k] = A[i][k] / R[k][k];
        for (j = k + 1; j < PB_N; j++) {
            R[k][j] = SCALAR_VAL(0.0);
            for (i = 0; i < PB_M; i++)
                R[k][j] += Q[i][k] * A[i][j];
            for (i = 0; i < PB_M; i++)
                A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
    }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, A, M, N, m, n);
    PB_ARRAY_2D(DATA_TYPE, R, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, Q, M, N, m, n);

    init_array(PB_DIMS(m, n) A);
    PB_TIME(kernel_gramschmidt(PB_DIMS(m, n) A, R, Q));
    pb_print_array("R", (size_t)n * n, R);
    pb_print_array("Q", (size_t)m * n, Q);
    pb_print_array("A", (size_t)m * n, A);

    PB_FREE(A);
    PB_FREE(R);
    PB_FREE(Q);
    return 0;
}
