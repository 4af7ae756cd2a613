/* A 3-D VLA indexed by i % 2: instcombine writes the row as
   select((i & 1) == 0, 0, n*n) (or on trunc i to i1), and with foo inlined
   into main (clang -O2) the flat loops over 2*n*n elements share the array:
   its [*][n][n] view cannot hold wherever they run. */
#include <stdio.h>
#include <stdlib.h>
void foo(long n, float A[][n][n]) {
    for (long i = 0; i < 200; i++)
        for (long j = 0; j < n; j++)
            for (long k = 0; k < n; k++)
                A[i % 2][j][k] += 10.0f + (float)(i & 3);
}
int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 40;
    float (*A)[n][n] = malloc(sizeof(float) * 2 * n * n);
    for (long x = 0; x < 2 * n * n; x++) ((float *)A)[x] = (float)(x % 13);
    foo(n, A);
    double s = 0; for (long x = 0; x < 2 * n * n; x++) s += ((float *)A)[x] * (x % 7 + 1);
    printf("%.17g\n", s);
    return 0;
}
