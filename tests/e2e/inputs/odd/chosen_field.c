/* A pointer loaded from one of two fields, chosen by a _Bool argument:
   clang -O2 selects the field's address (`select i1 %forward, ptr
   %t.fwd, ptr %t.bwd`) and loads it once, before the loop, so the
   load's byte offset is `%forward ? 8 : 16` (SimpleMOC's
   alt_attenuate_fluxes, LLVM test-suite MultiSource). */
#include <stdio.h>
#include <stdlib.h>

struct track {
    long id;
    float *fwd;
    float *bwd;
    int n;
};

__attribute__((noinline)) void attenuate(struct track *t, _Bool forward, float *flux, float w) {
    for (int i = 0; i < t->n; i++) {
        float *psi = forward ? t->fwd : t->bwd;
        flux[i] += w * psi[i];
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 100;
    struct track t = {7, malloc(sizeof(float) * n), malloc(sizeof(float) * n), n};
    float *flux = calloc(n, sizeof(float));
    for (int i = 0; i < n; i++) {
        t.fwd[i] = 0.25f * i;
        t.bwd[i] = 100.0f - i;
    }
    for (int s = 0; s < 4; s++)
        attenuate(&t, s % 2 == 0, flux, 0.5f + s);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += flux[i] * (i % 7 + 1);
    printf("%.9g %.9g %.9g\n", sum, flux[0], flux[n - 1]);
    return 0;
}
