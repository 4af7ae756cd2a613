/* Conditionals on data inside loop nests: each becomes a region statement
   (the branch and the blocks up to where it merges run as one statement,
   under the condition that control reaches them; their writes are
   may-writes). They were `non-affine-branch`. */
#include <stdio.h>
#include <stdlib.h>

/* an if / else-if chain of stores */
__attribute__((noinline)) void clamp(int n, int m, double *A, double *B) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double v = A[i * m + j];
            if (v > 0.5)
                B[i * m + j] = v * 2.0;
            else if (v < -0.25)
                B[i * m + j] = -v;
        }
}

/* a value merged after the conditional, and a conditional store */
__attribute__((noinline)) void relu(int n, float *x, float *y, const int *flags) {
    for (int i = 0; i < n; i++) {
        float t = x[i] * 1.5f;
        if (flags[i] % 3 == 1) {
            t = t + 1.0f;
            y[i] = t;
        }
        x[i] = t;
    }
}

/* a data test inside an affine one, short-circuit conditions */
__attribute__((noinline)) void upper(int n, double *C, const double *x, const double *y) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (j > i) {
                if (x[j] > 0.1 && y[i] < 0.9)
                    C[i * n + j] = x[j] - y[i];
                else if (x[i] < 0.2 || y[j] > 0.8)
                    C[i * n + j] += 1.0;
            }
}

/* a conditional write read back by the next statement; a sum over the
   elements a test selects (sequential: the sum is carried) */
__attribute__((noinline)) double select_sum(int n, double *z, double *w, const double *x) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        if (x[i] > 0.3)
            z[i] = x[i] * 0.5;
        w[i] = z[i] * 2.0 + 1.0;
    }
    for (int k = 0; k < n; k++)
        if (w[k] > 1.4)
            s += w[k] * x[k];
    return s;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 60, m = argc > 2 ? atoi(argv[2]) : 45;
    if (n < 0) n = 0;
    if (m < 0) m = 0;
    double *A = malloc(sizeof(double) * (n * m + 1)), *B = malloc(sizeof(double) * (n * m + 1));
    double *C = malloc(sizeof(double) * (n * n + 1)), *xd = malloc(sizeof(double) * (n + 1));
    double *yd = malloc(sizeof(double) * (n + 1)), *z = malloc(sizeof(double) * (n + 1));
    double *w = malloc(sizeof(double) * (n + 1));
    float *x = malloc(sizeof(float) * (n + 1)), *y = malloc(sizeof(float) * (n + 1));
    int *flags = malloc(sizeof(int) * (n + 1));
    for (int i = 0; i < n * m; i++) { A[i] = ((i * 37) % 101) / 50.0 - 1.0; B[i] = 9.0; }
    for (int i = 0; i < n * n; i++) C[i] = (i % 11) * 0.125;
    for (int i = 0; i < n; i++) {
        x[i] = (i % 13) * 0.25f; y[i] = -1.0f; flags[i] = (i * 7) % 5;
        xd[i] = ((i * 17) % 23) / 23.0; yd[i] = ((i * 5) % 19) / 19.0; z[i] = -2.0; w[i] = 0.0;
    }
    clamp(n, m, A, B);
    relu(n, x, y, flags);
    upper(n, C, xd, yd);
    double r = select_sum(n, z, w, xd);
    double s = 0, t = 0, u = 0, v = 0;
    for (int i = 0; i < n * m; i++) s += B[i] * (i % 7 + 1);
    for (int i = 0; i < n; i++) t += x[i] * 3 + y[i];
    for (int i = 0; i < n * n; i++) u += C[i] * (i % 5 + 1);
    for (int i = 0; i < n; i++) v += z[i] + w[i] * 3;
    printf("%.17g %.17g %.17g %.17g %.17g\n", s, t, u, v, r);
    return 0;
}
