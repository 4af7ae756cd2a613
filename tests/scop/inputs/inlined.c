/* An i-k-j matrix product in a static function that clang inlines into
 * main after the loops that initialise its inputs (-O2): one SCoP holds
 * both nests. The product's load of A[i][k], hoisted out of the j loop,
 * must be recomputed in the j loop (nothing in the product writes A) rather
 * than passed as a scalar, which would keep k outside j and leave one
 * parallel loop for the grid. Compiled with:
 * zig cc -target x86_64-linux-gnu -S -emit-llvm -gline-tables-only -O2
 *        -fno-vectorize -fno-slp-vectorize -fno-unroll-loops */
#include <stdio.h>
#include <stdlib.h>
static void init(int n, double *A, double *B, double *C)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[i * n + j] = (double)((i * j + 1) % n) / n;
            B[i * n + j] = (double)((i + 2 * j) % n) / n;
            C[i * n + j] = 0.0;
        }
}
static void matmul(int n, double *restrict A, double *restrict B, double *restrict C)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++)
            for (int j = 0; j < n; j++)
                C[i * n + j] += A[i * n + k] * B[k * n + j];
}
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 500;
    double *A = malloc(sizeof(double) * n * n), *B = malloc(sizeof(double) * n * n), *C = malloc(sizeof(double) * n * n);
    init(n, A, B, C);
    matmul(n, A, B, C);
    double s = 0;
    for (int i = 0; i < n * n; i++) s += C[i] * (i % 7);
    printf("%.6f\n", s);
    return 0;
}
