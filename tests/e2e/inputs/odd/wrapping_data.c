/* Integers that wrap, only as data: stored bytes of i * 3, 16-bit
 * products, an unsigned multiplicative hash of the index, a 32-bit
 * product converted to double. The loops run offloaded at every size
 * (kernels compute such values as the instructions do), not only while
 * the values fit their types. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void fill(int n, int m, unsigned char *restrict b, short *restrict s,
                                    unsigned *restrict h, double *restrict d)
{
    for (int i = 0; i < n; i++) {
        b[i] = (unsigned char)(i * 3 + 7);
        h[i] = (unsigned)i * 2654435761u;
        for (int j = 0; j < m; j++) {
            s[i * m + j] = (short)(i * j * 129);
            d[i * m + j] = (double)((unsigned)(i + 1) * 4000000007u) + j;
        }
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000, m = argc > 2 ? atoi(argv[2]) : 300;
    unsigned char *b = malloc(n);
    short *s = malloc(sizeof(short) * n * m);
    unsigned *h = malloc(sizeof(unsigned) * n);
    double *d = malloc(sizeof(double) * n * m);
    fill(n, m, b, s, h, d);
    unsigned long x = 0;
    double y = 0;
    for (int i = 0; i < n; i++) x = x * 31 + b[i] + h[i];
    for (long i = 0; i < (long)n * m; i++) { x = x * 33 + (unsigned short)s[i]; y += d[i] * (i % 3); }
    printf("%lu %.17g\n", x, y);
    return 0;
}
