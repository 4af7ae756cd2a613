#include <stdio.h>
#include <stdlib.h>

struct vec {
  double *data;
  long n;
};

void scale(struct vec *s);
void axpy(struct vec *x, struct vec *y, double a);
void nested(struct vec **h);

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  double *d = malloc((2 * n + 1) * sizeof *d);
  for (long i = 0; i < 2 * n + 1; i++) d[i] = (double)(i % 17) / 4;
  struct vec x = {d, n}, y = {d + n + 1, n};
  scale(&x);
  axpy(&x, &y, 0.5);
  /* y's data starts inside x's: y[i] reads x[i] that y[i - 3] wrote */
  struct vec z = {d + 3, n - 3};
  axpy(&x, &z, 0.25);
  struct vec *h = &y;
  nested(&h);
  double s = 0;
  for (long i = 0; i < 2 * n + 1; i++) s += d[i] * (i % 5 + 1);
  printf("%.17g %.17g %.17g\n", s, d[0], d[2 * n]);
  free(d);
  return 0;
}
