/*
 * durbin -- Levinson-Durbin recursion solving a Toeplitz system (the
 * Yule-Walker equations) for y.  Per step k: a dot product, a scalar update
 * of alpha and beta, and a vector update of y through the temporary z.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 * (The suite keeps z local to the kernel; here it is a parameter so the
 * kernel allocates nothing.)
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(40, 120, 400, 2000, 4000)
#endif
#define PB_N PB_SIZE(n, N)

/*
 * |r(i)| <= 0.25/(i+1)^2, so the Toeplitz matrix with unit diagonal and
 * off-diagonals r is strictly diagonally dominant (2*sum|r| < 0.83):
 * positive definite, every reflection coefficient |alpha| < 1 and beta
 * stays positive.
 */
static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE r[PB_N])
{
    int i;
    for (i = 0; i < PB_N; i++)
        r[i] = (DATA_TYPE)((3 * i) % 7 - 3) /
               (SCALAR_VAL(12.0) * (DATA_TYPE)(i + 1) * (DATA_TYPE)(i + 1));
    /* r(0) = -0.25 starts the recursion away from zero */
}

PB_KERNEL void kernel_durbin(PB_DIMS(int n) DATA_TYPE r[PB_N], DATA_TYPE y[PB_N],
                             DATA_TYPE z[PB_N])
{
    int i, k;
    DATA_TYPE alpha, beta, sum;
    y[0] = -r[0];
    beta = SCALAR_VAL(1.0);
    alpha = -r[0];
    for (k = 1; k < PB_N; k++) {
        beta = (SCALAR_VAL(1.0) - alpha * alpha) * beta;
        sum = SCALAR_VAL(0.0);
        for (i = 0; i < k; i++)
            sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
        for (i = 0; i < k; i++)
            z[i] = y[i] + alpha * y[k - i - 1];
        for (i = 0; i < k; i++)
            y[i] = z[i];
        y[k] = alpha;
    }
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_1D(DATA_TYPE, r, N, n);
    PB_ARRAY_1D(DATA_TYPE, y, N, n);
    PB_ARRAY_1D(DATA_TYPE, z, N, n);

    init_array(PB_DIMS(n) r);
    PB_TIME(kernel_durbin(PB_DIMS(n) r, y, z));
    pb_print_array("y", (size_t)n, y);
    pb_print_array("z", (size_t)n, z);

    PB_FREE(r);
    PB_FREE(y);
    PB_FREE(z);
    return 0;
}
