/*
 * nussinov -- Nussinov's RNA folding dynamic programme: the maximum number
 * of base pairs of every subsequence seq[i..j], filled over the upper
 * triangle with i descending and j ascending, each entry the max of its
 * neighbours, of the pairing of seq[i] with seq[j], and of the split
 * points k.
 * PolyBench/C 4.2.1 kernel, written for polyoff from the suite's description.
 * The table is int and the bases char whatever DATA_TYPE is, as in the
 * suite (-DDATA_TYPE_IS_FLOAT does not change them).
 */
#include "polybench.h"

/* Sizes: MINI / SMALL / MEDIUM / LARGE / EXTRALARGE. */
#ifndef N
#define N PB_PICK(60, 180, 500, 2500, 5500)
#endif
#define PB_N PB_SIZE(n, N)

/* Bases are 0..3 (A, C, G, U); A-U (0+3) and C-G (1+2) pair. */
#define PB_PAIRS(b1, b2) ((b1) + (b2) == 3 ? 1 : 0)
#define PB_MAX(s1, s2) ((s1) >= (s2) ? (s1) : (s2))

static PB_NOINLINE void init_array(PB_DIMS(int n) char seq[PB_N], int table[PB_N][PB_N])
{
    int i, j;
    for (i = 0; i < PB_N; i++) {
        seq[i] = (char)(((i % 7) * (i % 11) + i / 3) % 4);
        for (j = 0; j < PB_N; j++)
            table[i][j] = 0;
    }
}

PB_KERNEL void kernel_nussinov(PB_DIMS(int n) char seq[PB_N], int table[PB_N][PB_N])
{
    int i, j, k;
    for (i = PB_N - 1; i >= 0; i--)
        for (j = i + 1; j < PB_N; j++) {
            if (j - 1 >= 0)
                table[i][j] = PB_MAX(table[i][j], table[i][j - 1]);
            if (i + 1 < PB_N)
                table[i][j] = PB_MAX(table[i][j], table[i + 1][j]);
            if (j - 1 >= 0 && i + 1 < PB_N) {
                /* seq[i] and seq[j] may pair only with something between */
                if (i < j - 1)
                    table[i][j] =
                        PB_MAX(table[i][j], table[i + 1][j - 1] + PB_PAIRS(seq[i], seq[j]));
                else
                    table[i][j] = PB_MAX(table[i][j], table[i + 1][j - 1]);
            }
            for (k = i + 1; k < j; k++)
                table[i][j] = PB_MAX(table[i][j], table[i][k] + table[k + 1][j]);
        }
}

int main(int argc, char **argv)
{
    int n = N;
    pb_read_sizes(argc, argv, "n", 1, &n);

    PB_ARRAY_1D(char, seq, N, n);
    PB_ARRAY_2D(int, table, N, N, n, n);

    init_array(PB_DIMS(n) seq, table);
    PB_TIME(kernel_nussinov(PB_DIMS(n) seq, table));
    pb_print_int_array("table", (size_t)n * n, table);

    PB_FREE(seq);
    PB_FREE(table);
    return 0;
}
