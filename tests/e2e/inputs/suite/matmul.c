/* matmul.c -- C = A * B + C, the suite's kernel; build with
 *   cc -I utilities -DMINI_DATASET matmul.c utilities/suite.c */
#include "suite.h"

#define NI SUITE_PICK(40, 120)
#define NJ SUITE_PICK(50, 130)
#define NK SUITE_PICK(60, 140)

#ifndef SCALE
#define SCALE 1.0
#endif

static void init(int ni, int nj, int nk, DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj], DATA_TYPE C[ni][nj])
{
    for (int i = 0; i < ni; i++)
        for (int k = 0; k < nk; k++)
            A[i][k] = (DATA_TYPE)((i * 7 + k * 3) % 23) / 23;
    for (int k = 0; k < nk; k++)
        for (int j = 0; j < nj; j++)
            B[k][j] = (DATA_TYPE)((k * 5 + j) % 19) / 19;
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++)
            C[i][j] = (DATA_TYPE)((i + j) % 7);
}

__attribute__((noinline)) void kernel_matmul(int ni, int nj, int nk, DATA_TYPE A[ni][nk],
                                             DATA_TYPE B[nk][nj], DATA_TYPE C[ni][nj])
{
    for (int i = 0; i < ni; i++)
        for (int k = 0; k < nk; k++)
            for (int j = 0; j < nj; j++)
                C[i][j] += SCALE * A[i][k] * B[k][j];
}

int main(void)
{
    int ni = NI, nj = NJ, nk = NK;
    DATA_TYPE(*A)[nk] = suite_alloc((long)ni * nk, sizeof(DATA_TYPE));
    DATA_TYPE(*B)[nj] = suite_alloc((long)nk * nj, sizeof(DATA_TYPE));
    DATA_TYPE(*C)[nj] = suite_alloc((long)ni * nj, sizeof(DATA_TYPE));
    init(ni, nj, nk, A, B, C);
    suite_timer_start();
    kernel_matmul(ni, nj, nk, A, B, C);
    suite_timer_stop();
    suite_print("C", (long)ni * nj, &C[0][0]);
    return 0;
}
