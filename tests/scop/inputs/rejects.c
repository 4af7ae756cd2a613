/* One loop nest per reason polyoff leaves a loop nest on the CPU (the
 * reasons a C compiler produces; rejects.ll has the rest). Compiled with
 * line tables: every reason carries its source line. */
#include <stdlib.h>

extern double external_weight(int i);

/* non-affine-bound: the inner bound is read from memory. */
void ragged(int n, const int *len, double *A)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < len[i]; j++)
            A[i * 64 + j] = 1.0;
}

/* was non-affine-branch: a branch on data around a store (a region statement now). */
void positive_part(int n, const double *x, double *y)
{
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0)
            y[i] = x[i];
}

/* non-affine-access: an indirect subscript. */
void scatter(int n, const int *idx, const double *x, double *y)
{
    for (int i = 0; i < n; i++)
        y[idx[i]] = x[i];
}

/* unknown-call: a function that may have side effects. */
void weights(int n, double *y)
{
    for (int i = 0; i < n; i++)
        y[i] = external_weight(i);
}

/* aliasing: the array written is chosen at run time. */
void either(int n, double *x, double *y)
{
    for (int i = 0; i < n; i++) {
        double *p = i % 2 ? x : y;
        p[i] = 1.0;
    }
}

/* volatile: volatile accesses. */
void poll(int n, volatile double *v)
{
    for (int i = 0; i < n; i++)
        v[i] = v[i] + 1.0;
}

/* was scalar-escape: the sum is used after the loop (the host hands it back now). */
double total(int n, const double *x)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

/* base-pointer-load: rows of a jagged array. */
void jagged(int n, double **rows)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 8; j++)
            rows[i][j] = 1.5 + j;
}

/* loop-shape: an exit that leaves the function (abort), so no
 * single-entry single-exit region holds the loop. */
void checked(int n, int k, double *y)
{
    for (int i = 0; i < n; i++) {
        if (i == k)
            abort();
        y[i] = 2.0;
    }
}

/* delinearization: one array with rows of n and of m elements. */
void two_strides(int n, int m, double *A)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 4; j++)
            A[i * n + j] = A[i * m + j] + 1.0;
}

/* mixed-types: the same memory as double and as 80-bit long double. */
void pun(int n, double *x)
{
    long double *wide = (long double *)x;
    for (int i = 0; i < n; i++) {
        x[2 * i] = 1.5;
        wide[4 * i + 2] = 3;
    }
}
