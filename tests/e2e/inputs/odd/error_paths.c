/* Calls on paths the loops take only for some sizes (Polly's error blocks):
   the SCoP assumes they are not taken, which the host checks before the
   kernels run; where they are taken, the original code runs. */
#include <stdio.h>
#include <stdlib.h>

static int reported = 0;

__attribute__((noinline)) void report(int i) { reported++; fprintf(stderr, "past the limit: %d\n", i); }

static void note(int i, int j) { reported += i + j; printf("note %d %d\n", i, j); }

__attribute__((noinline)) void scale(int n, int lim, double *a) {
    for (int i = 0; i < n; i++) {
        if (i > lim)
            report(i);
        a[i] = a[i] * 2.0 + 1.0;
    }
}

__attribute__((noinline)) void grid(int n, int m, int lim, double *b) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            b[i * m + j] += 0.5 * (i - j);
            if (i + j == lim)
                note(i, j);
        }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 200, m = argc > 2 ? atoi(argv[2]) : 150;
    int lim = argc > 3 ? atoi(argv[3]) : 100000;
    double *a = malloc(sizeof(double) * (n + 1)), *b = malloc(sizeof(double) * (n * m + 1));
    for (int i = 0; i < n; i++) a[i] = (i % 9) * 0.5;
    for (int i = 0; i < n * m; i++) b[i] = (i % 7) * 0.25;
    scale(n, lim, a);
    grid(n, m, lim, b);
    double s = 0, t = 0;
    for (int i = 0; i < n; i++) s += a[i] * (i % 5 + 1);
    for (int i = 0; i < n * m; i++) t += b[i] * (i % 3 + 1);
    printf("%.17g %.17g %d\n", s, t, reported);
    return 0;
}
