/*
 * polybench.h -- polyoff's own harness for its PolyBench/C 4.2.1 kernels.
 *
 * Every polybench/<name>.c includes this header first.  It provides:
 *   - dataset selection: -DMINI_DATASET, -DSMALL_DATASET, -DMEDIUM_DATASET,
 *     -DLARGE_DATASET (default) or -DEXTRALARGE_DATASET; a kernel file picks
 *     its sizes with PB_PICK(mini, small, medium, large, extralarge);
 *   - the element type DATA_TYPE (double; float with -DDATA_TYPE_IS_FLOAT),
 *     SCALAR_VAL() for literals and SQRT_FUN / EXP_FUN / POW_FUN following it;
 *   - two forms of loop bounds from one kernel text: by default sizes are int
 *     parameters and arrays C99 VLA parameters (bounds parametric, arrays on
 *     the heap, optional sizes from argv); with -DPOLYBENCH_STATIC_SIZES the
 *     same text sees compile-time constants and fixed-size static arrays;
 *   - timing of the kernel call (stderr, "kernel-time: <seconds>") and the
 *     result output on stdout (checksums, or a full dump for error analysis).
 *
 * See polybench/README.md for the build commands and the output format.
 */
#ifndef POLYOFF_POLYBENCH_H
#define POLYOFF_POLYBENCH_H

/* clock_gettime is POSIX, not C99; this must precede every system header. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------ */
/* Dataset selection                                                   */
/* ------------------------------------------------------------------ */

#if (defined(MINI_DATASET) + defined(SMALL_DATASET) + defined(MEDIUM_DATASET) + \
     defined(LARGE_DATASET) + defined(EXTRALARGE_DATASET)) > 1
#error "define at most one of MINI/SMALL/MEDIUM/LARGE/EXTRALARGE_DATASET"
#endif

#if defined(MINI_DATASET)
#define PB_PICK(mini, small, medium, large, extralarge) (mini)
#define PB_DATASET_NAME "MINI"
#elif defined(SMALL_DATASET)
#define PB_PICK(mini, small, medium, large, extralarge) (small)
#define PB_DATASET_NAME "SMALL"
#elif defined(MEDIUM_DATASET)
#define PB_PICK(mini, small, medium, large, extralarge) (medium)
#define PB_DATASET_NAME "MEDIUM"
#elif defined(EXTRALARGE_DATASET)
#define PB_PICK(mini, small, medium, large, extralarge) (extralarge)
#define PB_DATASET_NAME "EXTRALARGE"
#else
/* LARGE is the suite's default and the size papers report. */
#ifndef LARGE_DATASET
#define LARGE_DATASET
#endif
#define PB_PICK(mini, small, medium, large, extralarge) (large)
#define PB_DATASET_NAME "LARGE"
#endif

/* ------------------------------------------------------------------ */
/* Element type                                                        */
/* ------------------------------------------------------------------ */

#if defined(DATA_TYPE_IS_FLOAT) && defined(DATA_TYPE_IS_DOUBLE)
#error "define at most one of DATA_TYPE_IS_FLOAT and DATA_TYPE_IS_DOUBLE"
#endif

#ifdef DATA_TYPE_IS_FLOAT
#define DATA_TYPE float
#define SCALAR_VAL(x) x##f
#define SQRT_FUN(x) sqrtf(x)
#define EXP_FUN(x) expf(x)
#define POW_FUN(x, y) powf(x, y)
#else
#ifndef DATA_TYPE_IS_DOUBLE
#define DATA_TYPE_IS_DOUBLE
#endif
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)
#define EXP_FUN(x) exp(x)
#define POW_FUN(x, y) pow(x, y)
#endif

/* ------------------------------------------------------------------ */
/* Bounds: parametric (default) or compile-time constants              */
/* ------------------------------------------------------------------ */

/*
 * A kernel file names each size twice: a run-time int (ni) and a constant
 * (NI), and defines  #define PB_NI PB_SIZE(ni, NI).  Loop bounds and array
 * parameters are written with PB_NI, so one kernel text serves both forms:
 *     void kernel_x(PB_DIMS(int ni, int nj) DATA_TYPE A[PB_NI][PB_NJ])
 *     kernel_x(PB_DIMS(ni, nj) A);
 * PB_DIMS drops the size parameters and arguments in the static form, where
 * the kernel sees only constants.  (The suite spells these _PB_NI; names
 * with an underscore and a capital are reserved to the C implementation.)
 */
#ifdef POLYBENCH_STATIC_SIZES
#define PB_SIZE(dynamic, fixed) (fixed)
#define PB_DIMS(...)
#define PB_FORM_NAME "static"
#else
#define PB_SIZE(dynamic, fixed) (dynamic)
#define PB_DIMS(...) __VA_ARGS__,
#define PB_FORM_NAME "parametric"
#endif

/*
 * Array storage in main.  Parametric form: zeroed heap memory viewed
 * through a pointer to VLA rows.  Static form: a zeroed array of static
 * storage duration (a global in the IR) with constant dimensions.
 */
#ifdef POLYBENCH_STATIC_SIZES
#define PB_ARRAY_1D(type, name, N1, n1) \
    static type name##_storage[N1];     \
    type *name = name##_storage
#define PB_ARRAY_2D(type, name, N1, N2, n1, n2) \
    static type name##_storage[N1][N2];         \
    type(*name)[N2] = name##_storage
#define PB_ARRAY_3D(type, name, N1, N2, N3, n1, n2, n3) \
    static type name##_storage[N1][N2][N3];             \
    type(*name)[N2][N3] = name##_storage
#define PB_FREE(name) ((void)(name))
#else
#define PB_ARRAY_1D(type, name, N1, n1) \
    type *name = (type *)pb_alloc(#name, sizeof(type), (n1), 1, 1)
#define PB_ARRAY_2D(type, name, N1, N2, n1, n2) \
    type(*name)[n2] = (type(*)[n2])pb_alloc(#name, sizeof(type), (n1), (n2), 1)
#define PB_ARRAY_3D(type, name, N1, N2, N3, n1, n2, n3)                     \
    type(*name)[n2][n3] =                                                   \
        (type(*)[n2][n3])pb_alloc(#name, sizeof(type), (n1), (n2), (n3))
#define PB_FREE(name) free(name)
#endif

/*
 * The kernel and the initialisation live in functions of their own that
 * the optimiser must not inline into main: the kernel is what an offloader
 * looks for, and the timer must bracket exactly its call.  External
 * linkage keeps the kernel's signature intact (no interprocedural constant
 * propagation or argument removal at -O3).
 */
#ifdef POLYBENCH_INLINE_KERNELS
/* As the suite's own sources are (static functions), for measuring what
 * inlining does to an offloader: with -O1 and up, clang inlines them. */
#define PB_KERNEL static
#define PB_NOINLINE
#else
#define PB_KERNEL __attribute__((noinline))
#define PB_NOINLINE __attribute__((noinline))
#endif

/* Largest size accepted from the command line; keeps every index product
 * in the kernels' int arithmetic far from overflow. */
#define PB_MAX_SIZE 100000

/* ------------------------------------------------------------------ */
/* Run-time support                                                    */
/* ------------------------------------------------------------------ */

static inline void *pb_alloc(const char *name, size_t elem_size, long d1, long d2, long d3)
{
    size_t count;
    void *p;
    if (d1 <= 0 || d2 <= 0 || d3 <= 0) {
        fprintf(stderr, "polybench: array %s has a non-positive dimension\n", name);
        exit(2);
    }
    count = (size_t)d1;
    if ((size_t)d2 > SIZE_MAX / count) goto too_big;
    count *= (size_t)d2;
    if ((size_t)d3 > SIZE_MAX / count) goto too_big;
    count *= (size_t)d3;
    p = calloc(count, elem_size);
    if (p == NULL) goto too_big;
    return p;
too_big:
    fprintf(stderr, "polybench: cannot allocate array %s (%ld x %ld x %ld)\n", name, d1, d2,
            d3);
    exit(1);
}

/*
 * Read optional sizes from argv: "./prog [s1 s2 ...]".  `names` is a
 * space-separated list used in messages; the count of int* that follow is
 * given.  No arguments keeps the dataset's sizes; otherwise all must be
 * given.  In the static form the sizes are fixed at compile time, so any
 * size that differs from them is an error.
 */
static inline void pb_read_sizes(int argc, char **argv, const char *names, int count, ...)
{
    va_list ap;
    int k;
    if (argc == 1)
        return;
    if (argc != count + 1) {
        fprintf(stderr, "usage: %s [%s]\n", argv[0], names);
        exit(2);
    }
    va_start(ap, count);
    for (k = 0; k < count; k++) {
        int *size = va_arg(ap, int *);
        char *end = NULL;
        long value;
        errno = 0;
        value = strtol(argv[k + 1], &end, 10);
        if (errno != 0 || end == argv[k + 1] || *end != '\0' || value < 1 ||
            value > PB_MAX_SIZE) {
            fprintf(stderr, "%s: size %d (%s) must be an integer in 1..%d, got '%s'\n",
                    argv[0], k + 1, names, PB_MAX_SIZE, argv[k + 1]);
            va_end(ap);
            exit(2);
        }
#ifdef POLYBENCH_STATIC_SIZES
        if (value != *size) {
            fprintf(stderr, "%s: built with -DPOLYBENCH_STATIC_SIZES, size %d (%s) is fixed at %d\n",
                    argv[0], k + 1, names, *size);
            va_end(ap);
            exit(2);
        }
#endif
        *size = (int)value;
    }
    va_end(ap);
}

static inline double pb_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Times one statement (the kernel call) and reports on stderr, so that
 * stdout stays byte-comparable between runs. */
#define PB_TIME(call)                                                       \
    do {                                                                    \
        double pb_start_ = pb_now();                                        \
        call;                                                               \
        double pb_stop_ = pb_now();                                         \
        fprintf(stderr, "kernel-time: %.9f\n", pb_stop_ - pb_start_);       \
    } while (0)

static inline int pb_dump_requested(void)
{
#ifdef POLYBENCH_DUMP_ARRAYS
    return 1;
#else
    const char *env = getenv("POLYBENCH_DUMP");
    return env != NULL && env[0] != '\0' && strcmp(env, "0") != 0;
#endif
}

/* Position weight of flat element k: makes the second checksum change when
 * elements trade places (a transposed or shifted result). */
static inline double pb_weight(size_t k)
{
    return (double)(k % 97 + 1);
}

static inline void pb_print_values(const char *name, size_t count, const DATA_TYPE *data,
                                   const int *idata)
{
    size_t k;
    if (pb_dump_requested()) {
        printf("%s %zu\n", name, count);
        for (k = 0; k < count; k++)
            printf("%.17g\n", data ? (double)data[k] : (double)idata[k]);
    } else {
        double sum = 0.0, weighted = 0.0;
        for (k = 0; k < count; k++) {
            double v = data ? (double)data[k] : (double)idata[k];
            sum += v;
            weighted += v * pb_weight(k);
        }
        printf("%s %.17g %.17g\n", name, sum, weighted);
    }
}

/* Print result array `name` of `count` elements (row-major, flattened). */
static inline void pb_print_array(const char *name, size_t count, const void *data)
{
    pb_print_values(name, count, (const DATA_TYPE *)data, NULL);
}

/* The same for int arrays (floyd-warshall's path, nussinov's table). */
static inline void pb_print_int_array(const char *name, size_t count, const void *data)
{
    pb_print_values(name, count, NULL, (const int *)data);
}

#endif /* POLYOFF_POLYBENCH_H */
