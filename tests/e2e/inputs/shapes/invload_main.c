#include <stdio.h>
#include <stdlib.h>

void fill(int *n, int *a);
void guarded(long m, long *p, double *b);
void bounded(long *n, long *a);
void splat(long *a, long n, long *v);

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int *a = malloc((n + 8) * sizeof *a);
  for (int i = 0; i < n + 8; i++) a[i] = i * 7 % 13;
  fill(&n, a);
  /* the bound inside the array the loop writes: it changes as it runs */
  a[5] = 9;
  fill(&a[5], a);
  long sum = 0;
  for (int i = 0; i < n + 8; i++) sum += (long)a[i] * (i % 7 + 1);
  long w = n % 50 + 3;
  long m = n / 10;
  double *b = calloc(m * 64 + 64, sizeof *b);
  guarded(0, NULL, b);
  guarded(m, &w, b);
  double t = 0;
  for (long i = 0; i < m * 64 + 64; i++) t += b[i] * (i % 5 + 1);
  long c[100], lim = n % 90;
  for (int i = 0; i < 100; i++) c[i] = 10 * i;
  bounded(&lim, c);
  /* c[3] is the bound: raised as the loop runs, to 61 */
  c[3] = 60;
  bounded(&c[3], c);
  long v = n * 3 + 1, d[200];
  splat(d, n % 199 + 1, &v);
  long u = d[0] + d[n % 199];
  for (int i = 0; i < 100; i++) u += c[i] * (i + 1);
  printf("%ld %d %d %.17g %ld\n", sum, a[0], a[n - 1], t, u);
  free(a);
  free(b);
  return 0;
}
