/* Fuzz seed 3000's f0: isl distributed the i loop of a sum kept in one
 * register per thread (s0 = ..; for k: s0 += ..; C[j][i - 1] = s0), so
 * every i's s0 shared the register at once: wrong results on every device
 * (schedule.optimize.live_ranges_kept). */
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
    for (int t = 0; t < 2; t++) {
        for (int i = 1; i < m - 1; i++) {
            B[i][i - 1] += y[i] * z[i];
            for (int j = m - 2; j >= 1; j--) {
                double s0 = -0.5 * C[j][i - 1];
                for (int k = 1; k < m - 1; k++) {
                    s0 += A[k][k + 1] * B[j][k];
                }
                C[j][i - 1] = s0;
            }
        }
    }
}

__attribute__((noinline)) void f1(int n, int m)
{
    for (int t = 0; t < 2; t++) {
        for (int i = 1; i < m - 1; i++) {
            B[i][i] = 0.25 * B[i][i] + 0.5 * A[i + 1][3];
        }
    }
}

__attribute__((noinline)) void f2(int n, int m)
{
    for (int i = 1; i < (n - 1) / 2 + 1; i++) {
        for (int j = m - 2; j >= 1; j--) {
            K[i][j] = (K[i - 1][j] + 3 * K[i][j - 1] + i * j) % 1009;
        }
    }
    for (int i = 1; i < m - 1; i++) {
        double s0 = 0.5 * x[i - 1];
        for (int j = 1; j < n - 1; j++) {
            s0 += C[j][i] * C[j][i];
        }
        x[i - 1] = s0;
    }
}

__attribute__((noinline)) void f3(int n, int m)
{
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j += 2) {
            for (int k = 1; k < n - 1; k++) {
                B[j][j - 1] = 0.25 * B[j][j - 1] + sqrt(fabs(B[j][j])) + C[k + 1][j] * C[j + 1][k] + y[5] * y[k - 1];
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
