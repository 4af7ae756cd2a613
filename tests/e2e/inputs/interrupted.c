/* A CPU phase (indirect subscripts) then an offloaded one of many short
   launches: test_signals.py interrupts it at random points. */
#include <stdio.h>
#define N 400
#define T 1500
static double A[N][N], B[N][N];
static unsigned idx[N];
int main(void) {
  for (int i = 0; i < N; i++) { idx[i] = (i * 7919u) % N; for (int j = 0; j < N; j++) { A[i][j] = (i + j) % 7; B[i][j] = 0; } }
  /* CPU part: indirect subscripts keep it off the device */
  double acc = 0;
  for (int r = 0; r < 4000; r++)
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) acc += A[idx[i]][idx[j]] * 1e-9 * r;
  /* offloaded part: one launch per statement and time step */
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++) for (int j = 1; j < N - 1; j++)
      B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] + A[i-1][j]);
    for (int i = 1; i < N - 1; i++) for (int j = 1; j < N - 1; j++)
      A[i][j] = 0.2 * (B[i][j] + B[i][j-1] + B[i][j+1] + B[i+1][j] + B[i-1][j]);
  }
  double sum = acc; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) sum += A[i][j];
  printf("%.17g\n", sum); return 0;
}
