/*
 * cholesky -- in-place Cholesky factorisation A = L*L^T, row by row: the
 * off-diagonal entries of row i, then its diagonal entry with a sqrt.  The
 * lower triangle of A ends up holding L; the upper triangle is untouched.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

/*
 * A symmetric, strictly diagonally dominant matrix with a positive
 * diagonal, hence positive definite: every pivot of the factorisation is
 * positive.  Off-diagonal entries are at most 0.9/n, the diagonal >= 1.
 */
static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            if (i == j)
                A[i][j] = SCALAR_VAL(1.0) + (DATA_TYPE)(i % 5) / SCALAR_VAL(4.0);
            else
                A[i][j] = (DATA_TYPE)(((i % 13) * (j % 13) + (i + j) % 7) % 19 - 9) /
                          ((DATA_TYPE)PB_N * SCALAR_VAL(10.0));
}

PB_KERNEL void kernel_cholesky(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N])
{
    int i, j, k;
    for (i = 0; i < PB_N; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[j][k];
            A[i][j] /= A[j][j];
        }
        for (k = 0; k < i; k++)
            A[i][i] -= A[i][k] * A[i][k];
        A[i][i] = SQRT_FUN(A[i][i]);
    }
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);

    init_array(PB_DIMS(n) A);
    PB_TIME(kernel_cholesky(PB_DIMS(n) A));
    pb_print_array("A", (size_t)n * n, A);

    PB_FREE(A);
    return 0;
}
