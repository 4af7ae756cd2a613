#include <stdio.h>
#include <stdlib.h>

void bump_until(int *a, int *b);
void halve_below(double *a, double *end);

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  int *a = malloc(n * sizeof *a);
  double *d = malloc(n * sizeof *d);
  for (long i = 0; i < n; i++) {
    a[i] = (int)(i % 9);
    d[i] = (double)(i % 13);
  }
  bump_until(a, a + n);
  bump_until(a + 1, a + n / 2);
  bump_until(a, a);
  halve_below(d, d + n);
  halve_below(d + 3, d + n - 1);
  halve_below(d + 5, d + 2);
  long s = 0;
  double t = 0;
  for (long i = 0; i < n; i++) {
    s += a[i] * (i % 7 + 1);
    t += d[i] * (i % 5 + 1);
  }
  printf("%ld %.17g %d %.17g\n", s, t, a[1], d[4]);
  return 0;
}
