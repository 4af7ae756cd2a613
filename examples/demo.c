/* polyoff demo: a matrix product and a heat-diffusion stencil.
 *
 *   polyoff --report examples/demo.c -- 600
 *
 * Both loop nests are affine, so polyoff runs them as OpenCL kernels: the
 * product as one 2-D grid, the stencil as two kernels launched from a host
 * loop over time steps, with the grids left on the device between launches.
 * The program prints checksums (identical with and without offloading) and
 * the time its kernels took.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void matmul(int n, double alpha, double C[n][n], double A[n][n], double B[n][n])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            C[i][j] = 0.0;
            for (int k = 0; k < n; k++)
                C[i][j] += alpha * A[i][k] * B[k][j];
        }
}

static void heat(int steps, int n, double u[n][n], double v[n][n])
{
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                v[i][j] = u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                u[i][j] = v[i][j];
    }
}

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 400;
    if (n < 3 || n > 4000) {
        fprintf(stderr, "usage: demo [n], 3 <= n <= 4000\n");
        return 2;
    }
    double (*A)[n] = malloc(sizeof(double[n][n]));
    double (*B)[n] = malloc(sizeof(double[n][n]));
    double (*C)[n] = malloc(sizeof(double[n][n]));
    double (*V)[n] = malloc(sizeof(double[n][n]));
    if (!A || !B || !C || !V)
        return 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[i][j] = (double)((i * j + 1) % n) / n;
            B[i][j] = (double)((i + 2 * j) % n) / n;
            V[i][j] = 0.0;
        }

    double t0 = seconds();
    matmul(n, 1.5, C, A, B);
    double t1 = seconds();
    heat(50, n, C, V);
    double t2 = seconds();

    double sum = 0.0, weighted = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            sum += C[i][j];
            weighted += C[i][j] * ((i * n + j) % 97 + 1);
        }
    printf("n=%d checksum %.17g weighted %.17g\n", n, sum, weighted);
    fprintf(stderr, "demo: matmul %.3f s, heat %.3f s\n", t1 - t0, t2 - t1);
    free(A);
    free(B);
    free(C);
    free(V);
    return 0;
}
