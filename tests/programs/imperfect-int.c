/*
 * imperfect-int -- one imperfectly nested loop with six statements: scalar
 * statements between two inner loops, int arithmetic (a reversed-column
 * access and an int row reduction), then int-to-double conversion.
 * Test input for polyoff: compile-time sizes, global int and double
 * arrays used directly.
 */
#include <stdio.h>

#define N 120
#define M 90

static int A[N][M], B[N][M], rowsum[N], offset[N];
static double scale[N], C[N][M];

__attribute__((noinline)) void imperfect(void)
{
    int i, j;
    for (i = 0; i < N; i++) {
        offset[i] = 3 * i - 50;
        rowsum[i] = 0;
        for (j = 0; j < M; j++) {
            B[i][j] = 2 * A[i][j] - A[i][M - 1 - j] + offset[i];
            rowsum[i] += B[i][j];
        }
        scale[i] = (double)rowsum[i] / (double)M;
        for (j = 0; j < M; j++)
            C[i][j] = scale[i] * (double)(B[i][j] + j);
    }
}

static void checksum_int(const char *name, const int *x, int count)
{
    double sum = 0.0, weighted = 0.0;
    int k;
    for (k = 0; k < count; k++) {
        sum += (double)x[k];
        weighted += (double)x[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
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
            A[i][j] = (i * 13 + j * 7) % 51;

    imperfect();
    checksum_int("B", &B[0][0], N * M);
    checksum_int("rowsum", rowsum, N);
    checksum_int("offset", offset, N);
    checksum("scale", scale, N);
    checksum("C", &C[0][0], N * M);
    return 0;
}
