/*
 * correlation -- correlation matrix of N samples of M variables: column
 * means, standard deviations (sqrt, with values <= eps replaced by 1),
 * normalisation of the data, then the symmetric M x M matrix
 * corr(i,j) = sum_k data(k,i)*data(k,j) over the upper triangle, mirrored.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  data is N x M. */
#ifndef M
#define M PB_PICK(28, 80, 240, 1200, 2600)
#endif
#ifndef N
#define N PB_PICK(32, 100, 260, 1400, 3000)
#endif
#define PB_M PB_SIZE(m, M)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int m, int n) DATA_TYPE *float_n,
                                   DATA_TYPE data[PB_N][PB_M])
{
    int i, j;
    *float_n = (DATA_TYPE)PB_N;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_M; j++)
            data[i][j] = (DATA_TYPE)(((i % 29) * (j % 31) + 3 * i + j) % 41) / SCALAR_VAL(8.0);
}

PB_KERNEL void kernel_correlation(PB_DIMS(int m, int n) DATA_TYPE float_n,
                                  DATA_TYPE data[PB_N][PB_M], DATA_TYPE corr[PB_M][PB_M],
                                  DATA_TYPE mean[PB_M], DATA_TYPE stddev[PB_M])
{
    int i, j, k;
    DATA_TYPE eps = SCALAR_VAL(0.1);

    for (j = 0; j < PB_M; j++) {
        mean[j] = SCALAR_VAL(0.0);
        for (i = 0; i < PB_N; i++)
            mean[j] += data[i][j];
        mean[j] /= float_n;
    }

    for (j = 0; j < PB_M; j++) {
        stddev[j] = SCALAR_VAL(0.0);
        for (i = 0; i < PB_N; i++)
            stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
        stddev[j] /= float_n;
        stddev[j] = SQRT_FUN(stddev[j]);
        /* a (near-)constant column would divide by ~0 below */
        stddev[j] = stddev[j] <= eps ? SCALAR_VAL(1.0) : stddev[j];
    }

    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_M; j++) {
            data[i][j] -= mean[j];
            data[i][j] /= SQRT_FUN(float_n) * stddev[j];
        }

    for (i = 0; i < PB_M - 1; i++) {
        corr[i][i] = SCALAR_VAL(1.0);
        for (j = i + 1; j < PB_M; j++) {
            corr[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < PB_N; k++)
                corr[i][j] += data[k][i] * data[k][j];
            corr[j][i] = corr[i][j];
        }
    }
    corr[PB_M - 1][PB_M - 1] = SCALAR_VAL(1.0);
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    DATA_TYPE float_n;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);

    PB_ARRAY_2D(DATA_TYPE, data, N, M, n, m);
    PB_ARRAY_2D(DATA_TYPE, corr, M, M, m, m);
    PB_ARRAY_1D(DATA_TYPE, mean, M, m);
    PB_ARRAY_1D(DATA_TYPE, stddev, M, m);

    init_array(PB_DIMS(m, n) &float_n, data);
    PB_TIME(kernel_correlation(PB_DIMS(m, n) float_n, data, corr, mean, stddev));
    pb_print_array("corr", (size_t)m * m, corr);
    pb_print_array("mean", (size_t)m, mean);
    pb_print_array("stddev", (size_t)m, stddev);
    pb_print_array("data", (size_t)n * m, data);

    PB_FREE(data);
    PB_FREE(corr);
    PB_FREE(mean);
    PB_FREE(stddev);
    return 0;
}
