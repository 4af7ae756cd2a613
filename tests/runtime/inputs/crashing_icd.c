/* An OpenCL driver that crashes when the ICD loader asks it for its
 * platforms (as a broken or garbage driver can): polyoff must survive it. */
int clIcdGetPlatformIDsKHR(unsigned n, void *platforms, unsigned *count)
{
    (void)n;
    (void)platforms;
    (void)count;
    *(volatile int *)0 = 0;
    return 0;
}

void *clGetExtensionFunctionAddress(const char *name)
{
    (void)name;
    return (void *)clIcdGetPlatformIDsKHR;
}
