/*
 * covariance -- column means, centring, and the symmetric covariance
 * matrix computed over its upper triangle (j >= i) and mirrored.
 * Test input for polyoff: compile-time sizes, global arrays used directly,
 * a triangular nest, a division by a scalar computed before the nests,
 * double.
 */
#include <stdio.h>

#define M 64 /* variables */
#define N 80 /* samples */

static double data[N][M], cov[M][M], mean[M];

__attribute__((noinline)) void covariance(void)
{
    int i, j, k;
    double float_n = (double)N;

    for (j = 0; j < M; j++) {
        mean[j] = 0.0;
        for (i = 0; i < N; i++)
            mean[j] += data[i][j];
        mean[j] /= float_n;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            data[i][j] -= mean[j];
    for (i = 0; i < M; i++)
        for (j = i; j < M; j++) {
            cov[i][j] = 0.0;
            for (k = 0; k < N; k++)
                cov[i][j] += data[k][i] * data[k][j];
            cov[i][j] /= (float_n - 1.0);
            cov[j][i] = cov[i][j];
        }
}

static void checksum(const char *name, const double *x, int count)
{
    double sum = 0.0, weighted = 0.0;
    int k;
    for (k = 0; k < count; k++) {
        sum += x[k];
        weighted += x[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            data[i][j] = (double)((i * (j + 2) + 3 * j) % 29) / 4.0;

    covariance();
    checksum("cov", &cov[0][0], M * M);
    checksum("mean", mean, M);
    checksum("data", &data[0][0], N * M);
    return 0;
}
