/* Loops carrying a dependence at a short constant distance through memory,
   with subscripts that share a parameter or a buffer's offset: Intel's CPU
   compiler vectorised them as if the dependence were not there
   (t[34+c-off] = t[3+c-off] + t[31+c-off] read t[35] before it was written;
   Rodinia's glibc_compat_srand in LLVM's test-suite MultiSource). Stores
   such a loop carries are volatile there now. */
#include <stdio.h>
#include <stdlib.h>
static unsigned int table[344];
static int shifted[400];
static long grid[8][64];

__attribute__((noinline)) void lagged(unsigned int seed) {
    table[0] = seed;
    for (int i = 1; i < 31; i++)
        table[i] = i * seed + 5;
    for (int i = 31; i < 34; i++)
        table[i] = table[i - 31];
    for (int i = 34; i < 344; i++)
        table[i] = table[i - 31] + table[i - 3];
}

__attribute__((noinline)) void shift(int k, int n) {
    for (int i = 0; i < 400; i++)
        shifted[i] = i % 5;
    for (int i = 0; i < n; i++)
        shifted[i + k + 5] = shifted[i + k] + 2 * shifted[i + k + 2] + 1;
}

__attribute__((noinline)) void rows(int d) {
    for (int r = 0; r < 8; r++)
        for (int c = d; c < 64; c++)
            grid[r][c] = grid[r][c - d] * 3 + grid[r][c - 1] + r;
}

int main(int argc, char **argv) {
    int k = argc > 1 ? atoi(argv[1]) : 7;
    int d = argc > 2 ? atoi(argv[2]) : 3;
    lagged(7);
    shift(k, 300);
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 64; c++) grid[r][c] = (r + c) % 3;
    rows(d);
    unsigned long h = 0;
    for (int i = 0; i < 344; i++) h = h * 31 + table[i];
    for (int i = 0; i < 400; i++) h = h * 31 + (unsigned)shifted[i];
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 64; c++) h = h * 31 + (unsigned long)grid[r][c];
    printf("%u %u %d %d %ld %lu\n", table[38], table[343], shifted[k + 9], shifted[399], grid[7][63], h);
    return 0;
}
