/* Arrays of structs (named LLVM types): fields are array accesses at byte
 * offsets (move runs as a kernel); in an array whose fields have different
 * sizes (tagged), elements are the smallest size and the double field spans
 * two of them. */
#include <stdio.h>
#include <stdlib.h>
#define N 64
struct point { double x, y, z; };
struct rec { double v; int tag; };
struct point P[N];
struct rec R[N];
__attribute__((noinline)) void move(int n, struct point *p, double dt)
{
    for (int i = 0; i < n; i++) {
        p[i].x += dt * p[i].y;
        p[i].z = p[i].x * 0.5 + p[i].z;
    }
}
__attribute__((noinline)) void tagged(int n)
{
    for (int i = 1; i < n; i++)
        R[i].v = R[i].v * 0.5 + (double)R[i].tag;
}
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N;
    if (n > N) n = N;
    for (int i = 0; i < N; i++) { P[i].x = i * 0.25; P[i].y = (i % 7) * 0.5; P[i].z = 1.0 / (i + 1); R[i].v = i; R[i].tag = i % 3; }
    move(n, P, 0.125);
    move(n - 1, P + 1, 0.5);
    tagged(n);
    double s = 0;
    for (int i = 0; i < N; i++) s += P[i].x * (i % 5 + 1) + P[i].y + P[i].z * 3 + R[i].v * (i % 3 + 1);
    printf("%.17g\n", s);
    return 0;
}
