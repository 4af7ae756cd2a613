/* A row copied with memcpy, then updated: the source array is touched only by
 * the memcpy and LLVM canonicalises its address to a byte offset, so its
 * element type comes from the global's declaration (it was i8, and the
 * copy 'from i8 elements to double elements' kept the nest on the CPU). */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#define D 32
double A[D][D], B[D][D], v[D];
__attribute__((noinline)) void g(int n, int m) {
    for (int i = 1; i < n - 1; i++) {
        memcpy(A[i], B[i - 1], sizeof(double) * (size_t)m);
        for (int j = 1; j < m - 1; j++) A[i][j] += 0.5 * v[j];
    }
}
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : D, m = argc > 2 ? atoi(argv[2]) : D - 3;
    for (int i = 0; i < D; i++) { v[i] = i * 0.5; for (int j = 0; j < D; j++) { A[i][j] = i + j; B[i][j] = i * 0.25 - j; } }
    g(n, m);
    double s = 0; for (int i = 0; i < D; i++) for (int j = 0; j < D; j++) s += A[i][j] * ((i * D + j) % 7);
    printf("%.17g\n", s);
    return 0;
}
