/* One array accessed with elements of different sizes (Polly's element
 * types of several sizes): records of a double and an int in a byte
 * buffer, written and read through memcpy as serialisers do (the compiler
 * turns those into 8- and 4-byte loads and stores of the byte array), and
 * RGBA pixels read as one 32-bit word from a 2-D byte image. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define REC 16

__attribute__((noinline)) void pack(long n, unsigned char *restrict rec, const double *restrict in)
{
    for (long i = 0; i < n; i++) {
        double d = in[i] * 0.5 + 1.0 / (double)(i + 1);
        int k = (int)(i % 7) - 3;
        memcpy(rec + REC * i, &d, sizeof d);
        memcpy(rec + REC * i + 8, &k, sizeof k);
        rec[REC * i + 12] = (unsigned char)(i * 3);
        rec[REC * i + 13] ^= rec[REC * i + 12];
    }
}

__attribute__((noinline)) void unpack(long n, const unsigned char *restrict rec, double *restrict out)
{
    for (long i = 0; i < n; i++) {
        double d;
        int k;
        memcpy(&d, rec + REC * i, sizeof d);
        memcpy(&k, rec + REC * i + 8, sizeof k);
        out[i] = d * k + rec[REC * i + 12] - rec[REC * i + 13];
    }
}

__attribute__((noinline)) void brighten(int h, int w, unsigned char img[h][4 * w], uint32_t *restrict sums)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint32_t px;
            memcpy(&px, &img[y][4 * x], sizeof px);
            sums[y * w + x] = (px & 0xff) + (px >> 8 & 0xff) + (px >> 16 & 0xff) + (px >> 24);
            img[y][4 * x + 3] = (unsigned char)(img[y][4 * x] / 2 + 128);
        }
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 40;
    int h = argc > 2 ? atoi(argv[2]) : 23, w = argc > 3 ? atoi(argv[3]) : 37;
    unsigned char *rec = malloc(REC * n + 1);
    double *in = malloc(sizeof(double) * n), *out = malloc(sizeof(double) * n);
    unsigned char *img = malloc((size_t)h * w * 4);
    uint32_t *sums = malloc(sizeof(uint32_t) * h * w);
    for (long i = 0; i < REC * n + 1; i++) rec[i] = (unsigned char)(i * 7 + 1);
    for (long i = 0; i < n; i++) in[i] = (double)(i % 13) - 4.25;
    for (long i = 0; i < (long)h * w * 4; i++) img[i] = (unsigned char)(i * 31 + 5);
    pack(n, rec, in);
    unpack(n, rec, out);
    brighten(h, w, (unsigned char (*)[4 * w])img, sums);
    double s = 0;
    unsigned long b = 0;
    for (long i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
    for (long i = 0; i < REC * n + 1; i++) b = b * 31 + rec[i];
    for (long i = 0; i < (long)h * w * 4; i++) b = b * 33 + img[i];
    for (long i = 0; i < (long)h * w; i++) b += sums[i] * (unsigned long)(i + 1);
    printf("%.17g %lu\n", s, b);
    return 0;
}
