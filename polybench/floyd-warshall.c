/*
 * floyd-warshall -- all-pairs shortest paths on a dense weighted graph:
 * path(i,j) = min(path(i,j), path(i,k) + path(k,j)) with k outermost.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 * Weights are int whatever DATA_TYPE is, as in the suite: the kernel is
 * integer in spirit (-DDATA_TYPE_IS_FLOAT does not change it).
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(60, 180, 500, 2800, 5600)
#endif
#define PB_N PB_SIZE(n, N)

/* "No edge" is a large weight; paths stay below 2 * PB_NO_EDGE, far from
 * int overflow. */
#define PB_NO_EDGE 100000

static PB_NOINLINE void init_array(PB_DIMS(int n) int path[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++)
        for (j = 0; j < PB_N; j++)
            if (i == j)
                path[i][j] = 0;
            else if ((3 * i + 5 * j) % 7 == 0 || (i + 2 * j) % 11 == 0)
                path[i][j] = PB_NO_EDGE;
            else
                path[i][j] = ((i % 13) * (j % 17) + i + 3 * j) % 97 + 1;
}

PB_KERNEL void kernel_floyd_warshall(PB_DIMS(int n) int path[PB_N][PB_N])
{
    int i, j, k;
    for (k = 0; k < PB_N; k++)
        for (i = 0; i < PB_N; i++)
            for (j = 0; j < PB_N; j++)
                path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j]
                                                                  : path[i][k] + path[k][j];
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_2D(int, path, N, N, n, n);

    init_array(PB_DIMS(n) path);
    PB_TIME(kernel_floyd_warshall(PB_DIMS(n) path));
    pb_print_int_array("path", (size_t)n * n, path);

    PB_FREE(path);
    return 0;
}
