/*
 * bicg -- s = A^T*r and q = A*p in one nest.
 * Test input for polyoff: compile-time sizes, global arrays passed to the
 * kernel as pointer parameters with a constant inner dimension
 * (double A[][M]), double.
 */
#include <stdio.h>

#define N 140
#define M 110

static double A[N][M], r[N], p[M], s[M], q[N];

__attribute__((noinline)) void bicg(double Am[][M], const double rv[N], const double pv[M],
                                    double sv[M], double qv[N])
{
    int i, j;
    for (j = 0; j < M; j++)
        sv[j] = 0.0;
    for (i = 0; i < N; i++) {
        qv[i] = 0.0;
        for (j = 0; j < M; j++) {
            sv[j] = sv[j] + rv[i] * Am[i][j];
            qv[i] = qv[i] + Am[i][j] * pv[j];
        }
    }
}

static void checksum(const char *name, const double *x, int count)
{
    double sum = 0.0, weighted = 0.0;
    int k;
    for (k = 0; k < count; k++) {
        sum += x[k];
        weighted += x[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

int main(void)
{
    int i, j;
    for (j = 0; j < M; j++)
        p[j] = (double)(j % 13) / 13.0;
    for (i = 0; i < N; i++) {
        r[i] = (double)((i * 3 + 1) % 17) / 17.0;
        for (j = 0; j < M; j++)
            A[i][j] = (double)((i * (j + 1)) % 41) / 41.0 - 0.125;
    }

    bicg(A, r, p, s, q);
    checksum("s", s, M);
    checksum("q", q, N);
    return 0;
}
