/* Loads that clang forwards from one iteration to the next once it knows
   the arrays do not alias (kernels inlined into main). */
#include <stdio.h>
#include <stdlib.h>

#define N 200

static void stencil(int n, int steps, double (*A)[N], double (*B)[N])
{
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                A[i][j] = B[i][j];
    }
}

static void window(int n, double (*A)[N], double (*C)[N])
{
    for (int i = 0; i < n; i++)
        for (int j = 2; j < n; j++)
            C[i][j] = A[i][j - 2] * 0.25 + A[i][j - 1] * 0.5 + A[i][j];
}

int main(int argc, char **argv)
{
    int n = argc > 5 ? 7 : N;
    double (*A)[N] = malloc(sizeof(double[N][N]));
    double (*B)[N] = malloc(sizeof(double[N][N]));
    double (*C)[N] = malloc(sizeof(double[N][N]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[i][j] = (double)((i * 7 + j * 13) % 17) / 3.0;
            B[i][j] = 0;
            C[i][j] = 0;
        }
    stencil(n, 5, A, B);
    window(n, A, C);
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            s += A[i][j] * (i + 1) + B[i][j] * (j + 2) + C[i][j];
    printf("%.17g\n", s);
    free(A);
    free(B);
    free(C);
    return 0;
}
