/* A thread-local array in a program that starts no threads. */
#include <stdio.h>
_Thread_local double t[1000];

void fill(int n)
{
    for (int i = 0; i < n; i++)
        t[i] = i * 2.0;
}

int main(void)
{
    fill(1000);
    printf("%f %f\n", t[7], t[999]);
    return 0;
}
