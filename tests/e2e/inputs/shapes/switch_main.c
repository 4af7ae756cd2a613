#include <stdio.h>
#include <stdlib.h>

void bump(int n, int *a);

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++) a[i] = i * 7 % 13;
  bump(n, a);
  long sum = 0;
  for (int i = 0; i < n; i++) sum += (long)a[i] * (i % 7 + 1);
  printf("%ld %d %d\n", sum, a[0], a[n - 1]);
  free(a);
  return 0;
}
