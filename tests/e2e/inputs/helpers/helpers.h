/* Helpers as programs keep them: inline in a header, in another file. */
static inline double sq(double x) { return x * x + 1.0; }
double dot(int n, const double *a, const double *b);
double clamp01(double x);
long fib(int k);
__attribute__((noinline)) double kept(double x);
