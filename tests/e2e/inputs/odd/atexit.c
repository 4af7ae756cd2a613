/* atexit() handlers run in reverse order when main returns or the program
 * calls exit(); with an argument, it exits with status 3 from a helper. */
#include <stdio.h>
#include <stdlib.h>
static double a[1000];

static void first(void) { printf("first %f\n", a[5]); }
static void second(void) { printf("second\n"); }

void fill(int n)
{
    for (int i = 0; i < n; i++)
        a[i] = i * 0.5;
}

static void leave(void) { exit(3); }

int main(int argc, char **argv)
{
    (void)argv;
    atexit(first);
    atexit(second);
    fill(1000);
    printf("%f\n", a[7]);
    if (argc > 1)
        leave();
    return 4;
}
