/* Inline and module-level assembly: the loop with inline asm stays on the
 * CPU (an opaque call), the other one is offloaded; the JIT assembles both. */
#include <stdio.h>
__asm__(".globl polyoff_test_marker\npolyoff_test_marker: ret");

void with_asm(int n, double *a)
{
    for (int i = 0; i < n; i++) {
        __asm__ volatile("" ::: "memory");
        a[i] = i * 2.0;
    }
}

void plain(int n, double *a)
{
    for (int i = 0; i < n; i++)
        a[i] += 1.0;
}

int main(void)
{
    static double a[1000];
    with_asm(1000, a);
    plain(1000, a);
    printf("%f %f\n", a[7], a[999]);
    return 0;
}
