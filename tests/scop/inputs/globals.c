/* Fixed-size global arrays read and written directly. */
#include "common.h"

#define N 40
#define M 24
static double G[N][M], H[M][N];

__attribute__((noinline)) void transpose_scale(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            H[j][i] = 2.0 * G[i][j] + 1.0;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            G[i][j] = (double)((i * 3 + j) % 19);
    transpose_scale();
    checksum("H", &H[0][0], (long)M * N);
    return 0;
}
