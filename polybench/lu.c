/*
 * lu -- in-place LU decomposition without pivoting (Doolittle, row by row):
 * for row i, first the entries left of the diagonal (L, divided by the
 * pivot U(j,j)), then the entries from the diagonal on (U).
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

/*
 * Strictly row-diagonally-dominant (off-diagonal row sums < 0.9, diagonal
 * >= 1): elimination without pivoting never meets a zero or tiny pivot.
 */
static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            if (i == j)
                A[i][j] = SCALAR_VAL(1.0) + (DATA_TYPE)(i % 7) / SCALAR_VAL(8.0);
            else
                A[i][j] = (DATA_TYPE)(((i % 17) * (j % 11) + 2 * i + j) % 19 - 9) /
                          ((DATA_TYPE)PB_N * SCALAR_VAL(10.0));
}

PB_KERNEL void kernel_lu(PB_DIMS(int n) DATA_TYPE A[PB_N][PB_N])
{
    int i, j, k;
    for (i = 0; i < PB_N; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[k][j];
            A[i][j] /= A[j][j];
        }
        for (j = i; j < PB_N; j++)
            for (k = 0; k < i; k++)
                A[i][j] -= A[i][k] * A[k][j];
    }
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(DATA_TYPE, A, N, N, n, n);

    init_array(PB_DIMS(n) A);
    PB_TIME(kernel_lu(PB_DIMS(n) A));
    pb_print_array("A", (size_t)n * n, A);

    PB_FREE(A);
    return 0;
}
