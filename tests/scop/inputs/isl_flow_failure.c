/* Fuzz program tests/fuzz/programs.py seed 11014: at zig cc -O1, isl
   fails computing the flow dependences of f2 (isl_domain_factor_templ.c:
   "affine expression involves some of the domain dimensions"). */
/* polyoff offload fuzz program, seed 11014 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define DIM 40
double A[DIM][DIM], B[DIM][DIM], C[DIM][DIM], x[DIM], y[DIM], z[DIM];
int K[DIM][DIM];

static void init(void)
{
    for (int i = 0; i < DIM; i++) {
        x[i] = (double)(i % 7) / 7.0;
        y[i] = (double)((i * 3) % 11) / 11.0;
        z[i] = (double)((i * 5 + 1) % 13) / 13.0;
        for (int j = 0; j < DIM; j++) {
            A[i][j] = (double)((i * j + 1) % 17) / 17.0;
            B[i][j] = (double)((i + 2 * j) % 19) / 19.0 - 0.5;
            C[i][j] = (double)((3 * i + j) % 23) / 23.0;
            K[i][j] = (i * 7 + j * 13) % 101;
        }
    }
}

static void print2(const char *name, double a[DIM][DIM])
{
    double sum = 0.0, weighted = 0.0;
    for (int i = 0; i < DIM; i++)
        for (int j = 0; j < DIM; j++) {
            sum += a[i][j];
            weighted += a[i][j] * (double)((i * DIM + j) % 97 + 1);
        }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

static void print1(const char *name, double *a)
{
    double sum = 0.0, weighted = 0.0;
    for (int i = 0; i < DIM; i++) {
        sum += a[i];
        weighted += a[i] * (double)(i % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

__attribute__((noinline)) void f0(int n, int m)
{
    for (int i = n - 2; i >= 1; i--) {
        for (int j = 1; j < (m - 1) / 2 + 1; j++) {
            K[i][j] = (K[i - 1][j] + 3 * K[i][j - 1] + i * j) % 1009;
            B[j][i] = 0.5 * A[6][j - 1];
        }
    }
    for (int i = 1; i < n - 1; i++) {
        if (i / 3 != 2) {
            C[i][i] = -0.5 * A[i + 1][i + 1] + 0.75 * B[i][1];
        }
        for (int j = 1; j < m - 1; j += 2) {
            A[6][6] += z[i - 1] * B[j - 1][i];
        }
        B[i][i + 1] = 0.5 * x[i] + 0.25 * z[i - 1];
    }
}

__attribute__((noinline)) void f1(int n, int m)
{
    for (int t = 0; t < 2; t++) {
        for (int i = 1; i < m - 1; i++) {
            z[i - 1] = B[i][i] / (1.0 + z[i + 1] * x[i]);
            for (int j = i; j < m - 1; j++) {
                for (int k = j; k < m - 1; k++) {
                    B[i + 1][k + 1] = 0.25 * B[i + 1][k + 1] + C[k + 1][6] * C[k][j] + 0.25 * C[j][i];
                    K[i][j] = (K[i - 1][j] + 3 * K[i][j - 1] + i * j) % 1009;
                }
                if ((i + i) % 2 == 0) {
                    z[j + 1] = 0.125 * C[i][i] + 0.125 * z[i];
                }
            }
        }
    }
}

__attribute__((noinline)) void f2(int n, int m)
{
    for (int t = 0; t < 3; t++) {
        for (int i = 1; i < m - 1; i++) {
            for (int j = 1; j < i; j++) {
                for (int k = i; k < n - 1; k++) {
                    x[k] += x[j] * z[j];
                    y[j] = 0.5 * y[j] + 0.5 * x[3];
                }
            }
            y[i] += x[5] * B[i - 1][i];
        }
        for (int i = 1; i < m - 1; i += 2) {
            double s0 = 0.25 * y[i + 1];
            for (int j = 1; j < n - 1; j++) {
                s0 += x[j + 1] * C[i][5];
            }
            y[i + 1] = s0;
        }
    }
}

__attribute__((noinline)) void f3(int n, int m)
{
    for (int t = 0; t < 2; t++) {
        for (int i = 1; i < n - 1; i++) {
            if (i + i < n) {
                y[i] = 0.25 * y[i] + -0.5 * B[i][i] + -0.5 * z[i + 1];
            }
            for (int j = 1; j < m - 1; j++) {
                if ((i + i) % 2 == 0) {
                    y[j] = (double)(j % 5) * 0.0625 + -0.5 * z[i] + 0.5 * C[i][j];
                }
                K[j][i] = (K[j - 1][i] + 3 * K[j][i - 1] + j * i) % 1009;
            }
        }
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : DIM, m = argc > 2 ? atoi(argv[2]) : DIM - 3;
    /* Counters stay in [1, DIM - 1): subscripts v - 1 and v + 1 are in bounds. */
    n = n < 0 ? 0 : n > DIM ? DIM : n;
    m = m < 0 ? 0 : m > DIM ? DIM : m;
#ifdef FUZZ_CONSTANT_SIZES
    /* Compile-time sizes: inlined nests with constant trip counts, whose
       vector loops an optimising compiler keeps without a scalar loop. */
    n = DIM;
    m = DIM - 8;
#endif
    init();
    f0(n, m);
    f1(n, m);
    f2(n, m);
    f3(n, m);
    print2("A", A);
    print2("B", B);
    print2("C", C);
    print1("x", x);
    print1("y", y);
    print1("z", z);
    long ksum = 0;
    for (int i = 0; i < DIM; i++)
        for (int j = 0; j < DIM; j++)
            ksum += (long)K[i][j] * ((i * DIM + j) % 97 + 1);
    printf("K %ld\n", ksum);
    return 0;
}
