/*
 * suite.h -- a small benchmark harness laid out as PolyBench's is: kernels
 * include this header (found with -I utilities) and are linked with
 * utilities/suite.c. Datasets: -DMINI_DATASET or -DSMALL_DATASET (default).
 * -DSUITE_TIME prints the kernel's time on stderr.
 */
#ifndef SUITE_H
#define SUITE_H

#if defined(MINI_DATASET)
#define SUITE_PICK(mini, small) (mini)
#else
#define SUITE_PICK(mini, small) (small)
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

void *suite_alloc(long count, long size);
void suite_timer_start(void);
void suite_timer_stop(void);
void suite_print(const char *name, long count, const DATA_TYPE *data);

#endif
