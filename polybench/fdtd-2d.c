/*
 * fdtd-2d -- 2-D finite-difference time-domain kernel.  Per time step: the
 * first row of ey gets the source value fict(t), ey and ex are updated from
 * the differences of hz, then hz from those of ex and ey.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE.  Fields are NX x NY. */
#ifndef TMAX
#define TMAX PB_PICK(20, 40, 100, 500, 1000)
#endif
#ifndef NX
#define NX PB_PICK(20, 60, 200, 1000, 2000)
#endif
#ifndef NY
#define NY PB_PICK(30, 80, 240, 1200, 2600)
#endif
#define PB_TMAX PB_SIZE(tmax, TMAX)
#define PB_NX PB_SIZE(nx, NX)
#define PB_NY PB_SIZE(ny, NY)

static PB_NOINLINE void init_array(PB_DIMS(int tmax, int nx, int ny) DATA_TYPE ex[PB_NX][PB_NY],
                                   DATA_TYPE ey[PB_NX][PB_NY], DATA_TYPE hz[PB_NX][PB_NY],
                                   DATA_TYPE fict[PB_TMAX])
{
    int i, j;
    for (i = 0; i < PB_TMAX; i++)
        fict[i] = (DATA_TYPE)(i % 17) / SCALAR_VAL(17.0);
    for (i = 0; i < PB_NX; i++)
        for (j = 0; j < PB_NY; j++) {
            ex[i][j] = (DATA_TYPE)(((i % 19) * (j % 23) + i + 1) % 31) / SCALAR_VAL(31.0);
            ey[i][j] = (DATA_TYPE)(((i % 13) * (j % 29) + 2 * j + 3) % 37) / SCALAR_VAL(37.0);
            hz[i][j] = (DATA_TYPE)(((i % 17) * (j % 11) + 3 * i + j) % 41) / SCALAR_VAL(41.0);
        }
}

PB_KERNEL void kernel_fdtd_2d(PB_DIMS(int tmax, int nx, int ny) DATA_TYPE ex[PB_NX][PB_NY],
                              DATA_TYPE ey[PB_NX][PB_NY], DATA_TYPE hz[PB_NX][PB_NY],
                              DATA_TYPE fict[PB_TMAX])
{
    int t, i, j;
    for (t = 0; t < PB_TMAX; t++) {
        for (j = 0; j < PB_NY; j++)
            ey[0][j] = fict[t];
        for (i = 1; i < PB_NX; i++)
            for (j = 0; j < PB_NY; j++)
                ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        for (i = 0; i < PB_NX; i++)
            for (j = 1; j < PB_NY; j++)
                ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        for (i = 0; i < PB_NX - 1; i++)
            for (j = 0; j < PB_NY - 1; j++)
                hz[i][j] = hz[i][j] -
                           SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
    }
}

int main(int argc, char **argv)
{
    int tmax = TMAX, nx = NX, ny = NY;
    pb_read_sizes(argc, argv, "tmax nx ny", 3, &tmax, &nx, &ny);

    PB_ARRAY_2D(DATA_TYPE, ex, NX, NY, nx, ny);
    PB_ARRAY_2D(DATA_TYPE, ey, NX, NY, nx, ny);
    PB_ARRAY_2D(DATA_TYPE, hz, NX, NY, nx, ny);
    PB_ARRAY_1D(DATA_TYPE, fict, TMAX, tmax);

    init_array(PB_DIMS(tmax, nx, ny) ex, ey, hz, fict);
    PB_TIME(kernel_fdtd_2d(PB_DIMS(tmax, nx, ny) ex, ey, hz, fict));
    pb_print_array("ex", (size_t)nx * ny, ex);
    pb_print_array("ey", (size_t)nx * ny, ey);
    pb_print_array("hz", (size_t)nx * ny, hz);

    PB_FREE(ex);
    PB_FREE(ey);
    PB_FREE(hz);
    PB_FREE(fict);
    return 0;
}
