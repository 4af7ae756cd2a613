/* suite.c -- the harness's functions (see suite.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "suite.h"

static double start;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

void *suite_alloc(long count, long size)
{
    void *p = calloc(count, size);
    if (p == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return p;
}

void suite_timer_start(void) { start = now(); }

void suite_timer_stop(void)
{
#ifdef SUITE_TIME
    fprintf(stderr, "kernel-time: %.6f\n", now() - start);
#endif
}

void suite_print(const char *name, long count, const DATA_TYPE *data)
{
    double sum = 0, weighted = 0;
    for (long k = 0; k < count; k++) {
        sum += data[k];
        weighted += (k % 97 + 1) * data[k];
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}
