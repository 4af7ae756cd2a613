/* Sums a single device thread computes: a parallel loop, then two
   sequential ones accumulating into elements of C. Intel's CPU runtime held
   C[1] in a register and reassociated the sum (the last bits differed,
   with ContractionOff and FP_CONTRACT OFF alike): single-thread kernels
   now access floating-point memory as volatile there. */
#include <stdio.h>
#include <stdlib.h>
double A[1000], B[1000], C[4];
__attribute__((noinline)) void k(int n) {
    for (int i = 0; i < n; i++) B[i] = A[i] * 0.75 + 1.0 / (i + 1);
    for (int j = 0; j < n; j++) C[1] += B[j] * A[j];
    for (int j = 0; j < n; j++) C[2] = C[2] * 0.5 + B[j];
}
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    for (int i = 0; i < 1000; i++) A[i] = i * 0.37 + 0.1;
    k(n);
    printf("%.17g %.17g\n", C[1], C[2]);
    return 0;
}
