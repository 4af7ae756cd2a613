/* A small nest run many times (fannkuch's permutation copies, linpack's
   daxpy calls): kept on the CPU by the profitability check each time. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void rotate(int n, int *p, int *q)
{
    for (int i = 0; i < n; i++)
        q[i] = p[(i + 1) % n] * 3 + i;
}

int main(int argc, char **argv)
{
    int calls = argc > 1 ? atoi(argv[1]) : 20000;
    int p[12], q[12];
    for (int i = 0; i < 12; i++) p[i] = i;
    long sum = 0;
    for (int c = 0; c < calls; c++) {
        rotate(12, p, q);
        for (int i = 0; i < 12; i++) p[i] = q[i] % 1000;
        sum += p[c % 12];
    }
    printf("%ld\n", sum);
    return 0;
}
