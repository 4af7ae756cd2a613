/*
 * non-affine -- loop nests that are not static control parts, next to one
 * that is: an indirect subscript read A[i][idx[j]], an indirect write
 * z[perm[i]], a call with a side effect on a global, calls through a
 * function pointer, and a loop bound read from memory; then a plain affine
 * rank-1 update.
 * Test input for polyoff: it must leave what it cannot model on the CPU
 * and still reproduce the output.  Compile-time sizes, globals, double.
 */
#include <stdio.h>

#define N 128

static double A[N][N], x[N], y[N], z[N], w[N];
static int idx[N], perm[N], len[N];
static long weight_calls;

/* External linkage and a side effect: not a pure function of i. */
__attribute__((noinline)) double weight(int i)
{
    weight_calls++;
    return 1.0 + (double)(i % 5) / 8.0;
}

static double halve(double v) { return 0.5 * v; }
static double negate(double v) { return -v; }

__attribute__((noinline)) void non_affine(double (*const ops[2])(double))
{
    int i, j;

    for (i = 0; i < N; i++) {
        y[i] = 0.0;
        for (j = 0; j < N; j++)
            y[i] += A[i][idx[j]] * x[j];
    }

    for (i = 0; i < N; i++)
        z[perm[i]] = 2.0 * y[i];

    for (i = 0; i < N; i++)
        x[i] = x[i] * weight(i);

    for (i = 0; i < N; i++)
        w[i] = ops[i % 2](z[i]);

    for (i = 0; i < N; i++)
        for (j = 0; j < len[i]; j++)
            w[i] += x[j];

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = A[i][j] + y[i] * z[j];
}

static void checksum(const char *name, const double *v, int count)
{
    double sum = 0.0, weighted = 0.0;
    int k;
    for (k = 0; k < count; k++) {
        sum += v[k];
        weighted += v[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

int main(void)
{
    static double (*const ops[2])(double) = {halve, negate};
    int i, j;
    for (i = 0; i < N; i++) {
        idx[i] = (i * 37 + 11) % N; /* 37 is odd: a permutation of 0..N-1 */
        perm[i] = (i * 29 + 5) % N;
        len[i] = (i * 7) % 23;
        x[i] = (double)(i % 9) / 9.0;
        for (j = 0; j < N; j++)
            A[i][j] = (double)((i * 3 + j * 5) % 31) / 31.0;
    }

    non_affine(ops);
    checksum("y", y, N);
    checksum("z", z, N);
    checksum("x", x, N);
    checksum("w", w, N);
    checksum("A", &A[0][0], N * N);
    printf("weight_calls %ld\n", weight_calls);
    return 0;
}
