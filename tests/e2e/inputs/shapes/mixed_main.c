#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void copy_bits(long n, float *a, float *b, double *d, long *e);

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  float *a = calloc(n, sizeof *a), *b = calloc(n, sizeof *b);
  double *d = calloc(n, sizeof *d);
  long *e = calloc(n, sizeof *e);
  copy_bits(n, a, b, d, e);
  double sum = 0;
  long bits = 0;
  for (long i = 0; i < n; i++) {
    double back;
    memcpy(&back, &e[i], sizeof back);
    sum += a[i] * (i % 7 + 1) + back + d[i];
    bits ^= e[i] + i;
  }
  printf("%.17g %ld %.9g %.9g\n", sum, bits, a[0], a[n - 1]);
  return 0;
}
