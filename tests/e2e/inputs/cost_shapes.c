/* One loop nest per statement shape of the cost model (polyoff.gpu.shape):
 * element-wise, a reduction along a row, a read along a column. */
#include <stdio.h>

#define N 300

double A[N][N], x[N], y[N], z[N], B[N][N];

__attribute__((noinline)) void stream(int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            B[i][j] = A[i][j] * 0.5 + B[i][j];
}

__attribute__((noinline)) void row(int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            y[i] = y[i] + A[i][j] * x[j];
}

__attribute__((noinline)) void column(int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            z[i] = z[i] + A[j][i] * x[j];
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (double)(i % 5) - 2.0;
        y[i] = z[i] = 0.0;
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * 7 + j * 3) % 11) / 4.0;
            B[i][j] = (double)(i - j) / 8.0;
        }
    }
    stream(N);
    row(N);
    column(N);
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += y[i] - 2.0 * z[i] + B[i][(i * 13) % N];
    printf("%.17g\n", s);
    return 0;
}
