/* A program that crashes (a null dereference) after an offloaded loop: it
 * must die of SIGSEGV as its native build does, without a device runtime's
 * crash banner. */
#include <stdio.h>
static double a[100000];

void fill(int n)
{
    for (int i = 0; i < n; i++)
        a[i] = i;
}

int main(int argc, char **argv)
{
    (void)argv;
    fill(100000);
    printf("%f\n", a[3]);
    fflush(stdout);
    volatile int *p = (int *)(long)(argc - 1);
    return *p;
}
