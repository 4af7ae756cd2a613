/* Arrays only written, every third element and every other row: a device
   that copies (no zero-copy) must bring the elements in between in, or
   the copy back overwrites them with whatever its buffer held. */
#include <stdio.h>
#include <stdlib.h>

#define N 100
double y[N], z[N], A[N][N];

__attribute__((noinline)) void strided(int n)
{
    for (int i = 1; i < n - 1; i += 3)
        y[i] = 1.5 * z[i] + i;
    for (int i = 0; i < n; i += 2)
        for (int j = 0; j < n; j++)
            A[i][j] = z[j] * i;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N;
    n = n < 0 ? 0 : n > N ? N : n;
    for (int i = 0; i < N; i++) {
        y[i] = -i;
        z[i] = i * 0.5;
        for (int j = 0; j < N; j++)
            A[i][j] = i - j;
    }
    strided(n);
    double s = 0, t = 0;
    for (int i = 0; i < N; i++) {
        s += y[i] * (i + 1);
        for (int j = 0; j < N; j++)
            t += A[i][j] * (i + 2 * j + 1);
    }
    printf("%.17g %.17g\n", s, t);
    return 0;
}
