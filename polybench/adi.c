/*
 * adi -- alternating-direction implicit solver for 2-D heat diffusion.
 * Per time step a column sweep (u -> v) and a row sweep (v -> u); each
 * solves one tridiagonal system per interior line by a forward elimination
 * (p, q) and a backward substitution.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef TSTEPS
#define TSTEPS PB_PICK(20, 40, 100, 500, 1000)
#endif
#ifndef N
#define N PB_PICK(20, 60, 200, 1000, 2000)
#endif
#define PB_TSTEPS PB_SIZE(tsteps, TSTEPS)
#define PB_N PB_SIZE(n, N)

static PB_NOINLINE void init_array(PB_DIMS(int n) DATA_TYPE u[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            u[i][j] = (DATA_TYPE)((i % 23) * (j % 19) % 41 + i + PB_N - j) / (DATA_TYPE)PB_N;
}

PB_KERNEL void kernel_adi(PB_DIMS(int tsteps, int n) DATA_TYPE u[PB_N][PB_N],
                          DATA_TYPE v[PB_N][PB_N], DATA_TYPE p[PB_N][PB_N],
                          DATA_TYPE q[PB_N][PB_N])
{
    int t, i, j;
    DATA_TYPE DX, DY, DT, B1, B2, mul1, mul2, a, b, c, d, e, f;

    DX = SCALAR_VAL(1.0) / (DATA_TYPE)PB_N;
    DY = SCALAR_VAL(1.0) / (DATA_TYPE)PB_N;
    DT = SCALAR_VAL(1.0) / (DATA_TYPE)PB_TSTEPS;
    B1 = SCALAR_VAL(2.0);
    B2 = SCALAR_VAL(1.0);
    mul1 = B1 * DT / (DX * DX);
    mul2 = B2 * DT / (DY * DY);

    a = -mul1 / SCALAR_VAL(2.0);
    b = SCALAR_VAL(1.0) + mul1;
    c = a;
    d = -mul2 / SCALAR_VAL(2.0);
    e = SCALAR_VAL(1.0) + mul2;
    f = d;

    for (t = 1; t <= PB_TSTEPS; t++) {
        /* column sweep */
        for (i = 1; i < PB_N - 1; i++) {
            v[0][i] = SCALAR_VAL(1.0);
            p[i][0] = SCALAR_VAL(0.0);
            q[i][0] = v[0][i];
            for (j = 1; j < PB_N - 1; j++) {
                p[i][j] = -c / (a * p[i][j - 1] + b);
                q[i][j] = (-d * u[j][i - 1] + (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * d) * u[j][i] -
                           f * u[j][i + 1] - a * q[i][j - 1]) /
                          (a * p[i][j - 1] + b);
            }
            v[PB_N - 1][i] = SCALAR_VAL(1.0);
            for (j = PB_N - 2; j >= 1; j--)
                v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
        }
        /* row sweep */
        for (i = 1; i < PB_N - 1; i++) {
            u[i][0] = SCALAR_VAL(1.0);
            p[i][0] = SCALAR_VAL(0.0);
            q[i][0] = u[i][0];
            for (j = 1; j < PB_N - 1; j++) {
                p[i][j] = -f / (d * p[i][j - 1] + e);
                q[i][j] = (-a * v[i - 1][j] + (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * a) * v[i][j] -
                           c * v[i + 1][j] - d * q[i][j - 1]) /
                          (d * p[i][j - 1] + e);
            }
            u[i][PB_N - 1] = SCALAR_VAL(1.0);
            for (j = PB_N - 2; j >= 1; j--)
                u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
        }
    }
}

int main(int argc, char **argv)
{
    int tsteps = TSTEPS, n = N;
    pb_read_sizes(argc, argv, "tsteps n", 2, &tsteps, &n);

    PB_ARRAY_2D(DATA_TYPE, u, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, v, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, p, N, N, n, n);
    PB_ARRAY_2D(DATA_TYPE, q, N, N, n, n);

    init_array(PB_DIMS(n) u);
    PB_TIME(kernel_adi(PB_DIMS(tsteps, n) u, v, p, q));
    pb_print_array("u", (size_t)n * n, u);
    pb_print_array("v", (size_t)n * n, v);
    pb_print_array("p", (size_t)n * n, p);
    pb_print_array("q", (size_t)n * n, q);

    PB_FREE(u);
    PB_FREE(v);
    PB_FREE(p);
    PB_FREE(q);
    return 0;
}
