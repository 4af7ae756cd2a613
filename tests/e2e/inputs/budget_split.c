#include <stdio.h>
#include <stdlib.h>

/* A SCoP over its compile budget whose second nest fits it: the first nest
 * is cut by modulo conditions (see budget.c), the second is a plain loop.
 * Together they are one SCoP over --isl-max-operations=60000; without it,
 * detection tries the nests alone, and the plain one is offloaded. */
__attribute__((noinline)) void both(int n, int *path, double *x)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            path[i * n + j] = i * j % 7 + 1;
            if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
                path[i * n + j] = 999;
        }
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
    both(n, path, x);
    long s = 0;
    for (int i = 0; i < n * n; i++)
        s += path[i] * (i % 5);
    printf("%ld %f\n", s, x[n - 1]);
    return 0;
}
