#include "helpers.h"

/* a helper with a loop of its own: inlined, the matrix-vector product
   around it is one nest */
double dot(int n, const double *a, const double *b)
{
    double s = 0.0;
    for (int k = 0; k < n; k++)
        s += a[k] * b[k];
    return s;
}

double clamp01(double x) { return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x; }

/* recursive: stays a call */
long fib(int k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }

/* the user asked: stays a call */
__attribute__((noinline)) double kept(double x) { return x * 0.5; }
