/* Multiplicative hashing: unsigned (and wrapping int) arithmetic whose
 * multiplier is near 2^32 wraps on purpose. The loop is parallel; its
 * model must not assume that i * 2654435761u stays in range (that
 * assumption holds for i <= 1 only, and kept the loop on the CPU). */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
unsigned H[N];
int S[N];

__attribute__((noinline)) void fill(int n)
{
    for (int i = 0; i < n; i++) {
        H[i] = (unsigned)i * 2654435761u + 0x9e3779b9u;
        S[i] = (int)((unsigned)i * 2246822519u) >> 7;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N;
    fill(n < N ? n : N);
    unsigned long h = 0;
    long s = 0;
    for (int i = 0; i < N; i++) {
        h += H[i] % 65521u * (unsigned long)(i % 97 + 1);
        s += (long)S[i] * (i % 89 + 1);
    }
    printf("%lu %ld\n", h, s);
    return 0;
}
