/* Shared by the construct inputs of tests/scop: a checksum of an array of
 * doubles that changes when an element moves (element k weighted k % 97 + 1),
 * and the size read from argv. */
#ifndef SCOP_TEST_COMMON_H
#define SCOP_TEST_COMMON_H
#include <stdio.h>
#include <stdlib.h>

static void checksum(const char *name, const double *x, long count)
{
    double sum = 0.0, weighted = 0.0;
    for (long k = 0; k < count; k++) {
        sum += x[k];
        weighted += x[k] * (double)(k % 97 + 1);
    }
    printf("%s %.17g %.17g\n", name, sum, weighted);
}

static int size_arg(int argc, char **argv, int k, int fallback)
{
    return argc > k ? atoi(argv[k]) : fallback;
}
#endif
