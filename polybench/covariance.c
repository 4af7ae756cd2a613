/*
 * covariance -- covariance matrix of N samples of M variables: column
 * means, centring of the data, then the symmetric M x M matrix
 * cov(i,j) = sum_k data(k,i)*data(k,j) / (N-1) over the upper triangle,
 * mirrored.
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
            data[i][j] = (DATA_TYPE)(((i % 31) * (j % 23) + i + 2 * j) % 43) / SCALAR_VAL(8.0);
}

PB_KERNEL void kernel_covariance(PB_DIMS(int m, int n) DATA_TYPE float_n,
                                 DATA_TYPE data[PB_N][PB_M], DATA_TYPE cov[PB_M][PB_M],
                                 DATA_TYPE mean[PB_M])
{
    int i, j, k;

    for (j = 0; j < PB_M; j++) {
        mean[j] = SCALAR_VAL(0.0);
        for (i = 0; i < PB_N; i++)
            mean[j] += data[i][j];
        mean[j] /= float_n;
    }

    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_M; j++)
            data[i][j] -= mean[j];

    for (i = 0; i < PB_M; i++)
        for (j = i; j < PB_M; j++) {
            cov[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < PB_N; k++)
                cov[i][j] += data[k][i] * data[k][j];
            cov[i][j] /= (float_n - SCALAR_VAL(1.0));
            cov[j][i] = cov[i][j];
        }
}

int main(int argc, char **argv)
{
    int m = M, n = N;
    DATA_TYPE float_n;
    pb_read_sizes(argc, argv, "m n", 2, &m, &n);
    if (n < 2) {
        /* the sample covariance divides by n - 1 */
        fprintf(stderr, "%s: needs n >= 2 samples\n", argv[0]);
        return 2;
    }

    PB_ARRAY_2D(DATA_TYPE, data, N, M, n, m);
    PB_ARRAY_2D(DATA_TYPE, cov, M, M, m, m);
    PB_ARRAY_1D(DATA_TYPE, mean, M, m);

    init_array(PB_DIMS(m, n) &float_n, data);
    PB_TIME(kernel_covariance(PB_DIMS(m, n) float_n, data, cov, mean));
    pb_print_array("cov", (size_t)m * m, cov);
    pb_print_array("mean", (size_t)m, mean);
    pb_print_array("data", (size_t)n * m, data);

    PB_FREE(data);
    PB_FREE(cov);
    PB_FREE(mean);
    return 0;
}
