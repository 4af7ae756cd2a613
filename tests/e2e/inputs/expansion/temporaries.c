/* Temporaries that outer loops fill before reading them.
 *
 * contract: doitgen's shape, sum[p] rewritten in every (r, q) iteration;
 *   the outer loops become parallel once sum is expanded, and sum must end
 *   with the values of the last iteration (printed).
 * carried: tmp[p] keeps a value from one r iteration to the next (it is
 *   read before it is written), so it must not be expanded.
 * partial: the last iteration writes only part of what earlier ones wrote,
 *   so the final contents cannot come from one slice: not expanded.
 * contract again with sum inside A (the last row): the host's check that
 *   the arrays are disjoint fails and the original code runs.
 * wide: t[p] is expanded over r, but the expanded copy (nr * np) is far
 *   larger than any array of the program once nr * np passes 8 million:
 *   then the host runs the original code rather than allocate it.
 * Sizes from argv: nr nq np (and nw, the row count of wide).
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void contract(int nr, int nq, int np, double A[nr][nq][np],
                                               double C4[np][np], double sum[np])
{
    for (int r = 0; r < nr; r++)
        for (int q = 0; q < nq; q++) {
            for (int p = 0; p < np; p++) {
                sum[p] = 0.0;
                for (int s = 0; s < np; s++)
                    sum[p] += A[r][q][s] * C4[s][p];
            }
            for (int p = 0; p < np; p++)
                A[r][q][p] = sum[p];
        }
}

__attribute__((noinline)) static void carried(int nr, int np, double B[nr][np], double tmp[np])
{
    for (int r = 0; r < nr; r++) {
        for (int p = 0; p < np; p++)
            tmp[p] = tmp[p] * 0.5 + B[r][p];
        for (int p = 0; p < np; p++)
            B[r][p] = tmp[p] + tmp[np - 1 - p];
    }
}

__attribute__((noinline)) static void partial(int nr, int np, double B[nr][np], double tmp[np])
{
    for (int r = 0; r < nr; r++) {
        for (int p = 0; p < np - r; p++)
            tmp[p] = B[r][p] * 3.0;
        for (int p = 0; p < np - r; p++)
            B[r][p] = tmp[np - r - 1 - p] + 1.0;
    }
}

__attribute__((noinline)) static void wide(int nr, int np, const double *x, double *t, double *out)
{
    for (int r = 0; r < nr; r++) {
        for (int p = 0; p < np; p++)
            t[p] = x[p] * r;
        double s = 0.0;
        for (int p = 0; p < np; p++)
            s += t[p];
        out[r] = s;
    }
}

static void print(const char *name, long n, const double *x)
{
    double s = 0.0, w = 0.0;
    for (long k = 0; k < n; k++) {
        s += x[k];
        w += x[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, s, w);
}

int main(int argc, char **argv)
{
    int nr = argc > 1 ? atoi(argv[1]) : 9, nq = argc > 2 ? atoi(argv[2]) : 7, np = argc > 3 ? atoi(argv[3]) : 11;
    double (*A)[nq][np] = malloc(sizeof(double) * (size_t)(nr * nq * np + 1));
    double (*C4)[np] = malloc(sizeof(double) * (size_t)(np * np + 1));
    double (*B)[np] = malloc(sizeof(double) * (size_t)(nr * np + 1));
    double *sum = malloc(sizeof(double) * (size_t)(np + 1));
    double *tmp = malloc(sizeof(double) * (size_t)(np + 1));
    for (int r = 0; r < nr; r++)
        for (int q = 0; q < nq; q++)
            for (int p = 0; p < np; p++)
                A[r][q][p] = (double)((r * q + p) % np) / np;
    for (int s = 0; s < np; s++)
        for (int p = 0; p < np; p++)
            C4[s][p] = (double)(s * p % np) / np;
    for (int p = 0; p < np; p++)
        sum[p] = tmp[p] = -1.0 - p;
    contract(nr, nq, np, A, C4, sum);
    print("A", (long)nr * nq * np, &A[0][0][0]);
    print("sum", np, sum);
    for (int r = 0; r < nr; r++)
        for (int p = 0; p < np; p++)
            B[r][p] = (double)(r + 2 * p) / 7.0;
    carried(nr, np, B, tmp);
    print("B", (long)nr * np, &B[0][0]);
    print("tmp", np, tmp);
    partial(nr, np, B, tmp);
    print("B", (long)nr * np, &B[0][0]);
    print("tmp", np, tmp);
    contract(nr, nq, np, A, C4, &A[nr - 1][nq - 1][0]);
    print("A", (long)nr * nq * np, &A[0][0][0]);
    int nw = argc > 4 ? atoi(argv[4]) : 5;
    double *x = malloc(sizeof(double) * (size_t)(np + 1)), *out = malloc(sizeof(double) * (size_t)(nw + 1));
    for (int p = 0; p < np; p++)
        x[p] = 1.0 / (p + 1);
    wide(nw, np, x, tmp, out);
    print("out", nw, out);
    print("tmp", np, tmp);
    free(x);
    free(out);
    free(A);
    free(C4);
    free(B);
    free(sum);
    free(tmp);
    return 0;
}
