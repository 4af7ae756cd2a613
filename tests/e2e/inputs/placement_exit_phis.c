/* A nest whose region ends at the header of the next loop, whose phis
   take their first values from the region's exit edge: timing the
   original nest on the CPU (measured placement) must keep them. */
#include <stdio.h>
#include <stdlib.h>

#define N 300
static double A[N][N];

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N;
    n = n < 1 ? 1 : n > N ? N : n;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i][j] = (double)((i * 3 + j) % 11);
    double acc = 0.0;
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < n; i++)
            acc += A[(i * 7) % n][i] * r;
    printf("%.17g\n", acc);
    return 0;
}
