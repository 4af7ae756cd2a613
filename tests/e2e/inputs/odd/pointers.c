/* A loop that stores pointers into an array (not offloaded: a kernel cannot
 * hold host addresses), then one that uses them. */
#include <stdio.h>

void point(int n, double **p, double *a)
{
    for (int i = 0; i < n; i++)
        p[i] = &a[n - 1 - i];
}

int main(void)
{
    static double a[1000];
    static double *p[1000];
    point(1000, p, a);
    for (int i = 0; i < 1000; i++)
        *p[i] = i;
    printf("%f %f\n", a[0], a[998]);
    return 0;
}
