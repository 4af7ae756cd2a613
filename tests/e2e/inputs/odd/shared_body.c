/* Several updates in one loop body. As one statement per block, bicg's two
   sums (s[j] over i, q[i] over j) made a nest with no parallel loop, which
   ran as a wavefront of small launches or stayed on the CPU; as statements
   of their own, each has a parallel loop. The other functions must stay
   one statement: a value computed for both updates, an accumulator carried
   to the next iteration, unrolled copies of one update, and a second update
   that reads what the first just wrote. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void two_sums(int n, int m, double *A, double *r, double *p, double *s, double *q) {
    for (int j = 0; j < m; j++)
        s[j] = 0.0;
    for (int i = 0; i < n; i++) {
        q[i] = 0.0;
        for (int j = 0; j < m; j++) {
            s[j] = s[j] + r[i] * A[i * m + j];
            q[i] = q[i] + A[i * m + j] * p[j];
        }
    }
}

__attribute__((noinline)) void shared_value(int n, double *a, double *b, double *c) {
    for (int i = 0; i < n; i++) {
        double t = a[i] * 3.0 - 1.0;
        b[i] = t * t;
        c[i] = t + 0.5;
    }
}

__attribute__((noinline)) void running(int n, double *a, double *b, double *c) {
    double acc = 0.0;
    for (int i = 0; i < n; i++) {
        acc = acc * 0.5 + a[i];
        b[i] = acc;
        c[i] = a[i] - acc;
    }
}

__attribute__((noinline)) void pairs(int n, double *x, double *y) {
    for (int i = 0; i + 1 < n; i += 2) {
        x[i] = y[i] * 2.0;
        x[i + 1] = y[i + 1] * 2.0 + 1.0;
    }
}

__attribute__((noinline)) void chained(int n, int m, double *a, double *b) {
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m; j++) {
            b[i * m + j] = a[i * m + j - 1] * 0.5 + 1.0;
            a[i * m + j] = b[i * m + j] * 0.25 + a[i * m + j];
        }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 57;
    int m = argc > 2 ? atoi(argv[2]) : 43;
    double *A = malloc(sizeof(double) * n * m), *B = malloc(sizeof(double) * n * m);
    double *r = malloc(sizeof(double) * n), *p = malloc(sizeof(double) * m);
    double *s = malloc(sizeof(double) * m), *q = malloc(sizeof(double) * n);
    double *u = malloc(sizeof(double) * n), *v = malloc(sizeof(double) * n), *w = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        r[i] = (i % 7) * 0.25 - 0.5;
        u[i] = (i % 11) * 0.125;
        for (int j = 0; j < m; j++) {
            A[i * m + j] = ((i * j + 3) % 13) / 13.0;
            B[i * m + j] = 0.0;
        }
    }
    for (int j = 0; j < m; j++)
        p[j] = (j % 5) * 0.5 - 1.0;
    two_sums(n, m, A, r, p, s, q);
    double h = 0.0;
    for (int j = 0; j < m; j++) h = h * 1.5 + s[j];
    for (int i = 0; i < n; i++) h = h * 0.75 + q[i];
    printf("two_sums %.17g\n", h);
    shared_value(n, u, v, w);
    h = 0.0;
    for (int i = 0; i < n; i++) h = h * 0.5 + v[i] - w[i];
    printf("shared_value %.17g\n", h);
    running(n, u, v, w);
    h = 0.0;
    for (int i = 0; i < n; i++) h = h * 0.5 + v[i] + 3.0 * w[i];
    printf("running %.17g\n", h);
    pairs(n, v, u);
    h = 0.0;
    for (int i = 0; i < n; i++) h = h * 0.5 + v[i];
    printf("pairs %.17g\n", h);
    chained(n, m, A, B);
    h = 0.0;
    for (int k = 0; k < n * m; k++) h = h * 0.5 + A[k] - B[k];
    printf("chained %.17g\n", h);
    return 0;
}
