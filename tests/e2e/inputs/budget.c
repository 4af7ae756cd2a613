#include <stdio.h>
#include <stdlib.h>

/* Compile budgets: init's nest is cut by modulo conditions (as PolyBench's
 * floyd-warshall initialises its graph) and needs more isl operations than
 * scale's plain loop (60,000 to 100,000 against fewer than 60,000 here; at
 * clang -O1, floyd-warshall's initialisation needs over 20 million). */
__attribute__((noinline)) void init(int n, int *path)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            path[i * n + j] = i * j % 7 + 1;
            if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
                path[i * n + j] = 999;
        }
}

__attribute__((noinline)) void scale(int n, double *x)
{
    for (int i = 0; i < n; i++)
        x[i] = x[i] * 2.0 + 1.0;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 60;
    int *path = malloc(sizeof(int) * n * n);
    double *x = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++)
        x[i] = i;
    init(n, path);
    scale(n, x);
    long s = 0;
    for (int i = 0; i < n * n; i++)
        s += path[i] * (i % 5);
    printf("%ld %f\n", s, x[n - 1]);
    return 0;
}
