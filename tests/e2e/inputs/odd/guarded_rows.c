/* Rows chosen by a branch: SimpleMOC's attenuate_fluxes (LLVM test-suite
   MultiSource) reads QSR->fine_source[id - 2] only where id is the last
   interval, QSR->fine_source[id + 1] only where it is not. The host
   function hoists each row pointer and the pointer to the rows, each read
   only where the region reads it; the rows' pointer was read only where
   its own load's block runs, so the last interval's rows were read through
   a null pointer (a crash). */
#include <stdio.h>
#include <stdlib.h>

struct source {
    int n;
    float **fine;
};

__attribute__((noinline)) void fit(struct source *q, int id, int last, float *q0, float *q1, int n) {
    if (id == 0) {
        for (int g = 0; g < n; g++) {
            q0[g] = q->fine[id][g] + 0.5f * q->fine[id + 1][g];
            q1[g] = q->fine[id + 1][g] - q->fine[id][g];
        }
    } else if (id == last) {
        for (int g = 0; g < n; g++) {
            q0[g] = q->fine[id - 2][g] + 0.25f * q->fine[id - 1][g] + q->fine[id][g];
            q1[g] = q->fine[id][g] - q->fine[id - 2][g];
        }
    } else {
        for (int g = 0; g < n; g++) {
            q0[g] = q->fine[id - 1][g] + 0.75f * q->fine[id][g] + q->fine[id + 1][g];
            q1[g] = q->fine[id + 1][g] - q->fine[id - 1][g];
        }
    }
}

int main(int argc, char **argv) {
    int rows = argc > 1 ? atoi(argv[1]) : 5;
    int n = argc > 2 ? atoi(argv[2]) : 40;
    struct source q = {n, malloc(sizeof(float *) * rows)};
    for (int r = 0; r < rows; r++) {
        q.fine[r] = malloc(sizeof(float) * n);
        for (int g = 0; g < n; g++)
            q.fine[r][g] = r * 10.0f + g * 0.5f;
    }
    float *q0 = calloc(n, sizeof(float)), *q1 = calloc(n, sizeof(float));
    double sum = 0;
    for (int id = 0; id < rows; id++) {
        fit(&q, id, rows - 1, q0, q1, n);
        for (int g = 0; g < n; g++)
            sum += q0[g] * (g + 1) + q1[g];
    }
    printf("%.9g\n", sum);
    return 0;
}
