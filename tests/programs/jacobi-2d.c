/*
 * jacobi-2d -- 5-point Jacobi stencil, A -> B then B -> A per time step.
 * Test input for polyoff: compile-time sizes, a sequential time loop around
 * two parallel 2-D nests, global arrays passed as fixed-size array
 * parameters (double A[N][N]), double.
 */
#include <stdio.h>

#define N 96
#define TSTEPS 24

static double A[N][N], B[N][N];

__attribute__((noinline)) void jacobi_2d(double a[N][N], double b[N][N])
{
    int t, i, j;
    for (t = 0; t < TSTEPS; t++) {
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][j + 1] + a[i + 1][j] + a[i - 1][j]);
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                a[i][j] = 0.2 * (b[i][j] + b[i][j - 1] + b[i][j + 1] + b[i + 1][j] + b[i - 1][j]);
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
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i * 7 + j * 3) % 19) / 19.0;
            B[i][j] = (double)((i + j * 5 + 2) % 23) / 23.0;
        }

    jacobi_2d(A, B);
    checksum("A", &A[0][0], N * N);
    checksum("B", &B[0][0], N * N);
    return 0;
}
