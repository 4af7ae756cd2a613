/* fork(): the child runs an offloaded loop (on the CPU: OpenCL drivers do
 * not survive fork, pocl's child hung) and returns from main like the
 * parent; both print what the native build prints. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
static double a[200000];

void fill(int n, double v)
{
    for (int i = 0; i < n; i++)
        a[i] = i * v;
}

int main(int argc, char **argv)
{
    (void)argv;
    fill(200000, 1.0);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        fill(200000, 2.0);
        printf("child %f\n", a[7]);
        fflush(stdout);
        if (argc > 1)
            return 0; /* polyoff goes on in the child too */
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    fill(200000, 3.0);
    printf("parent %f child status %d\n", a[7], WEXITSTATUS(status));
    return 0;
}
