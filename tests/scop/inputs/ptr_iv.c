/* Pointer induction variables: loops that walk a pointer to an end pointer
 * (the exit test compares pointers into one array). */
#include "common.h"

__attribute__((noinline)) void walk(int n, double *x, double *y)
{
    for (double *p = x, *q = y; p != x + n; p++, q++)
        *q = *p * 2.0 + 1.0;
}

int main(int argc, char **argv)
{
    int n = size_arg(argc, argv, 1, 37);
    double *x = calloc((size_t)n, sizeof(double));
    double *y = calloc((size_t)n, sizeof(double));
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 6);
    walk(n, x, y);
    checksum("y", y, n);
    free(x);
    free(y);
    return 0;
}
