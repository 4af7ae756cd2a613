#include <stdio.h>
#include <stdlib.h>

void steps(long t, float (*a)[100]);

int main(int argc, char **argv) {
  long t = argc > 1 ? atol(argv[1]) : 40;
  float (*a)[100] = malloc(2 * sizeof *a);
  for (int r = 0; r < 2; r++)
    for (int i = 0; i < 100; i++) a[r][i] = (float)((i * 7 + r) % 11);
  steps(t, a);
  double s = 0;
  for (int r = 0; r < 2; r++)
    for (int i = 0; i < 100; i++) s += a[r][i] * (i % 5 + 1 + r);
  printf("%.9g %.9g %.9g\n", s, a[0][50], a[1][98]);
  return 0;
}
