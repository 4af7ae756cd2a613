/* C math library calls in loop nests, over many arguments: random bit
 * patterns, ordinary ranges, halves (where rounding functions tie), signed
 * zeros, infinities, NaNs and subnormals. Each function is applied in a
 * kernel of its own; main prints a hash of every result's bits per function,
 * so that an offloaded run can be compared bit for bit with the CPU's.
 * Every NaN hashes alike: IEEE 754 leaves open which NaN an operation on
 * NaNs returns, and the host's own fma picks a different operand's payload
 * on different processors (GPUs return one canonical NaN). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x9e3779b97f4a7c15u;

static uint64_t next(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static double uniform(double lo, double hi)
{
    return lo + (hi - lo) * (double)(next() >> 11) * 0x1.0p-53;
}

static double argument(void)
{
    static const double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, 0x1p-1074, -0x1p-1060,
                                     0x1.fffffffffffffp1023, 0.5, -0.5, 1.0, -1.0, 2.5, -2.5, 1e-310};
    uint64_t bits;
    switch (next() % 8) {
    case 0:
    case 1:
    {
        double d;
        bits = next();
        memcpy(&d, &bits, sizeof d);
        return d;
    }
    case 2:
        return uniform(-10.0, 10.0);
    case 3:
        return uniform(-1000.0, 1000.0);
    case 4:
        return uniform(-1e-3, 1e-3);
    case 5:
        return (double)((int64_t)(next() % 2001) - 1000) + 0.5;
    case 6:
        return special[next() % (sizeof special / sizeof special[0])];
    default:
        return uniform(0.0, 3.0);
    }
}

#define UNARY(fn, T)                                                                   \
    __attribute__((noinline)) void k_##fn(int n, const T *restrict x, T *restrict y) \
    {                                                                                  \
        for (int i = 0; i < n; i++)                                                    \
            y[i] = fn(x[i]);                                                           \
    }
#define BINARY(fn, T)                                                                                  \
    __attribute__((noinline)) void k_##fn(int n, const T *restrict x, const T *restrict z, T *restrict y) \
    {                                                                                                  \
        for (int i = 0; i < n; i++)                                                                    \
            y[i] = fn(x[i], z[i]);                                                                     \
    }

/* Computed differently by devices' libraries: stay on the CPU by default. */
UNARY(exp, double)
UNARY(sin, double)
UNARY(log1p, double)
UNARY(cbrt, double)
BINARY(pow, double)
BINARY(hypot, double)
UNARY(expf, float)
UNARY(sinf, float)
BINARY(powf, float)
/* Exact everywhere: offloaded. */
UNARY(sqrt, double)
UNARY(fabs, double)
UNARY(floor, double)
UNARY(ceil, double)
UNARY(trunc, double)
UNARY(round, double)
UNARY(rint, double)
UNARY(nearbyint, double)
BINARY(copysign, double)
BINARY(fmod, double)
UNARY(sqrtf, float)
UNARY(floorf, float)
UNARY(roundf, float)
BINARY(fmodf, float)

__attribute__((noinline)) void k_fma(int n, const double *restrict x, const double *restrict z,
                                     const double *restrict w, double *restrict y)
{
    for (int i = 0; i < n; i++)
        y[i] = fma(x[i], z[i], w[i]);
}

/* fmin/fmax with a constant that is neither zero nor NaN: exact. */
__attribute__((noinline)) void k_fminmax(int n, const double *restrict x, double *restrict y)
{
    for (int i = 0; i < n; i++)
        y[i] = fmin(x[i], 1.5) + fmax(x[i], -0.5);
}

/* fmin/fmax of two variables: (+0, -0) is open, so it stays on the CPU. */
BINARY(fmin, double)
BINARY(fmax, double)

static uint64_t hash(uint64_t h, const void *data, size_t bytes)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < bytes; i++)
        h = (h ^ p[i]) * 0x100000001b3u;
    return h;
}

static void report(const char *name, const double *y, int n)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (int i = 0; i < n; i++)
        h = isnan(y[i]) ? hash(h, "NaN", 3) : hash(h, &y[i], sizeof y[i]);
    printf("%-10s %016llx\n", name, (unsigned long long)h);
}

static void reportf(const char *name, const float *y, int n)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (int i = 0; i < n; i++)
        h = isnan(y[i]) ? hash(h, "NaN", 3) : hash(h, &y[i], sizeof y[i]);
    printf("%-10s %016llx\n", name, (unsigned long long)h);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000000;
    double *x = malloc(n * sizeof *x), *z = malloc(n * sizeof *z), *w = malloc(n * sizeof *w);
    double *y = malloc(n * sizeof *y);
    float *xf = malloc(n * sizeof *xf), *zf = malloc(n * sizeof *zf), *yf = malloc(n * sizeof *yf);
    for (int i = 0; i < n; i++) {
        x[i] = argument();
        z[i] = argument();
        w[i] = argument();
        xf[i] = (float)x[i];
        zf[i] = (float)z[i];
    }
#define RUN1(fn) (k_##fn(n, x, y), report(#fn, y, n))
#define RUN2(fn) (k_##fn(n, x, z, y), report(#fn, y, n))
#define RUN1F(fn) (k_##fn(n, xf, yf), reportf(#fn, yf, n))
#define RUN2F(fn) (k_##fn(n, xf, zf, yf), reportf(#fn, yf, n))
    RUN1(exp); RUN1(sin); RUN1(log1p); RUN1(cbrt); RUN2(pow); RUN2(hypot);
    RUN1F(expf); RUN1F(sinf); RUN2F(powf);
    RUN1(sqrt); RUN1(fabs); RUN1(floor); RUN1(ceil); RUN1(trunc); RUN1(round); RUN1(rint);
    RUN1(nearbyint); RUN2(copysign); RUN2(fmod);
    RUN1F(sqrtf); RUN1F(floorf); RUN1F(roundf); RUN2F(fmodf);
    k_fma(n, x, z, w, y);
    report("fma", y, n);
    RUN1(fminmax);
    RUN2(fmin); RUN2(fmax);
    free(x); free(z); free(w); free(y); free(xf); free(zf); free(yf);
    return 0;
}
