/* Booleans and small integers computed before a loop nest and used inside
   it as data, not as bounds: miniGMG's create_domain (LLVM test-suite
   MultiSource) tests `boundary_condition.i != PERIODIC` once, before its
   neighbour loops, and clang -O2 folds that i1 into the select of every
   store. The kernels get them as i32 arguments. */
#include <stdio.h>
#include <stdlib.h>

#define PERIODIC 1

__attribute__((noinline)) void neighbours(int *rank, int n, int m, int my_i, int my_j, int bc_i, int bc_j) {
    for (int dj = -1; dj <= m; dj++)
        for (int di = -1; di <= n; di++) {
            int k = (dj + 1) * (n + 2) + di + 1;
            rank[k] = (my_i + di) + 100 * (my_j + dj);
            if (bc_i != PERIODIC) {
                if (my_i + di < 0) rank[k] = -1;
                if (my_i + di >= n) rank[k] = -1;
            }
            if (bc_j != PERIODIC) {
                if (my_j + dj < 0) rank[k] = -2;
                if (my_j + dj >= m) rank[k] = -2;
            }
        }
}

__attribute__((noinline)) void scale(double *a, int n, _Bool negate, signed char shift, short bias) {
    for (int i = 0; i < n; i++) {
        double v = negate ? -a[i] : a[i];
        a[i] = v * (double)(shift + i % 3) + (double)bias;
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 37;
    int m = argc > 2 ? atoi(argv[2]) : 23;
    int bc = argc > 3 ? atoi(argv[3]) : 0;
    int *rank = malloc(sizeof(int) * (n + 2) * (m + 2));
    double *a = malloc(sizeof(double) * (n + 1));
    long sum = 0;
    for (int my = 0; my < 4; my++) {
        neighbours(rank, n, m, my * n / 3, m - my * m / 3, bc & 1, (bc >> 1) & 1);
        for (int k = 0; k < (n + 2) * (m + 2); k++)
            sum = sum * 31 + rank[k];
    }
    printf("%ld %d %d\n", sum, rank[0], rank[(n + 2) * (m + 2) - 1]);
    for (int i = 0; i < n; i++)
        a[i] = 0.5 * i - 3.0;
    for (int t = 0; t < 3; t++)
        scale(a, n, (t + bc) % 2 == 0, (signed char)(t * 40 - 100 + bc), (short)(t * 1000 - 31000 + bc));
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * (i + 1);
    printf("%.17g\n", s);
    free(rank);
    free(a);
    return 0;
}
