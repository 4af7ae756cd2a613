/* Loop nests whose a * b + c the C front end leaves fusable (llvm.fmuladd,
   C's default -ffp-contract=on): a native build for a processor with FMA
   fuses them, one for plain x86-64 does not, and the hexadecimal results
   differ in their last bits (tests/e2e/test_fma_targets.py). */
#include <stdio.h>
#include <stdlib.h>

#define N 96

static double A[N][N], B[N][N], C[N][N], x[N], y[N];

static void init(void) {
  unsigned s = 12345u;
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      s = s * 1103515245u + 12345u; A[i][j] = (double)(s >> 8) / 16777216.0 - 0.3;
      s = s * 1103515245u + 12345u; B[i][j] = (double)(s >> 8) / 16777216.0 + 0.1;
      C[i][j] = 0.0;
    }
    x[i] = 1.0 / (i + 3);
    y[i] = 0.0;
  }
}

/* C's default -ffp-contract=on: each a * b + c below may be fused */
static void kernel(double alpha) {
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] = y[i] + A[i][j] * x[j];
}

int main(void) {
  init();
  kernel(1.5);
  for (int i = 0; i < N; i += 7)
    printf("%a %a\n", C[i][(i * 5) % N], y[i]);
  return 0;
}
