#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void rows(long n, long m, double *a, double *b);
void marks(long n, int *c);

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 500;
  long m = n % 60 + 3;
  double *a = calloc(n * 64, sizeof *a), *b = calloc(n * 64, sizeof *b);
  int *c = malloc(n * 16 * sizeof *c);
  for (long i = 0; i < n * 16; i++) c[i] = (int)(i % 11);
  rows(n, m, a, b);
  marks(n, c);
  double s = 0;
  for (long i = 0; i < n * 64; i++) s += (a[i] + 2 * b[i]) * (i % 5 + 1);
  unsigned long h = 0;
  for (long i = 0; i < n * 64; i++) {
    unsigned long u;
    memcpy(&u, &b[i], sizeof u);
    h = h * 31 + u;
  }
  long t = 0;
  for (long i = 0; i < n * 16; i++) t += (long)c[i] * (i % 7 + 1);
  printf("%.17g %lu %ld %.17g %d %d\n", s, h, t, b[65], c[3], c[17]);
  return 0;
}
