/*
 * 2mm -- tmp = alpha*A*B, D = beta*D + tmp*C.
 * Test input for polyoff: compile-time sizes, global fixed-size arrays that
 * the kernel function reads and writes directly (no array parameters),
 * double.
 */
#include <stdio.h>

#define NI 48
#define NJ 56
#define NK 40
#define NL 64

static double A[NI][NK], B[NK][NJ], C[NJ][NL], D[NI][NL], tmp[NI][NJ];

__attribute__((noinline)) void mm2(double alpha, double beta)
{
    int i, j, k;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            tmp[i][j] = 0.0;
            for (k = 0; k < NK; k++)
                tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
    for (i = 0; i < NI; i++)
        for (j = 0; j < NL; j++) {
            D[i][j] *= beta;
            for (k = 0; k < NJ; k++)
                D[i][j] += tmp[i][k] * C[k][j];
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
    for (i = 0; i < NI; i++)
        for (j = 0; j < NK; j++)
            A[i][j] = (double)((i * j + 1) % 23) / 23.0;
    for (i = 0; i < NK; i++)
        for (j = 0; j < NJ; j++)
            B[i][j] = (double)((i * 2 + j * 3) % 19) / 19.0;
    for (i = 0; i < NJ; i++)
        for (j = 0; j < NL; j++)
            C[i][j] = (double)((i + j * 5 + 3) % 13) / 13.0 - 0.25;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NL; j++)
            D[i][j] = (double)((i * 7 + j) % 11) / 11.0;

    mm2(1.25, 0.5);
    checksum("D", &D[0][0], NI * NL);
    checksum("tmp", &tmp[0][0], NI * NJ);
    return 0;
}
