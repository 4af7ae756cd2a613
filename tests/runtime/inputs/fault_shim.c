/* An LD_PRELOAD shim that makes chosen OpenCL calls fail, for fault-
 * injection tests. POLYOFF_FAULT=<function>:<n>[:<error>] makes the n-th call
 * (1-based) of <function> and every later one return <error> (default
 * CL_OUT_OF_RESOURCES, -5) without calling the driver, and writes the
 * function's name to the file POLYOFF_FAULT_LOG names; other calls go to the
 * real function, looked up in the OpenCL library named by POLYOFF_FAULT_LIB
 * (the ICD loader the process uses; pyopencl's wheel brings its own, loaded
 * where RTLD_NEXT does not see it). Functions: the ones polyoff's OpenCL
 * backend calls to build, allocate, copy and launch. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int32_t cl_int;
typedef uint32_t cl_uint;

static int should_fail(const char *name, cl_int *error)
{
    static __thread int depth;
    const char *spec = getenv("POLYOFF_FAULT");
    size_t len = strlen(name);
    if (spec == NULL || strncmp(spec, name, len) != 0 || spec[len] != ':' || depth)
        return 0;
    char *end;
    long nth = strtol(spec + len + 1, &end, 10);
    *error = *end == ':' ? (cl_int)strtol(end + 1, NULL, 10) : -5;
    static long calls[16];
    static const char *names[16];
    int slot = 0;
    while (slot < 15 && names[slot] != NULL && strcmp(names[slot], name) != 0)
        slot++;
    names[slot] = name;
    if (++calls[slot] < nth)
        return 0;
    const char *log = getenv("POLYOFF_FAULT_LOG");
    FILE *f = log != NULL ? fopen(log, "a") : NULL;
    if (f != NULL) {
        fprintf(f, "%s\n", name);
        fclose(f);
    }
    return 1;
}

static void *real(const char *name)
{
    static void *library;
    if (library == NULL) {
        const char *path = getenv("POLYOFF_FAULT_LIB");
        library = dlopen(path != NULL ? path : "libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
        if (library == NULL)
            abort();
    }
    void *fn = dlsym(library, name);
    if (fn == NULL)
        abort();
    return fn;
}

#define REAL(name) ((name##_t)real(#name))

/* Calls returning cl_int: fail by returning the error. */
#define WRAP_STATUS(name, params, args)                  \
    typedef cl_int (*name##_t) params;                   \
    cl_int name params                                   \
    {                                                    \
        cl_int error;                                    \
        if (should_fail(#name, &error))                  \
            return error;                                \
        return REAL(name) args;                          \
    }

/* Calls returning an object with an errcode_ret out-parameter. */
#define WRAP_OBJECT(name, params, args)                  \
    typedef void *(*name##_t) params;                    \
    void *name params                                    \
    {                                                    \
        cl_int error;                                    \
        if (should_fail(#name, &error)) {                \
            if (errcode_ret != NULL)                     \
                *errcode_ret = error;                    \
            return NULL;                                 \
        }                                                \
        return REAL(name) args;                          \
    }

WRAP_STATUS(clEnqueueNDRangeKernel,
            (void *q, void *k, cl_uint dim, const size_t *off, const size_t *gws, const size_t *lws,
             cl_uint nev, const void *evs, void *ev),
            (q, k, dim, off, gws, lws, nev, evs, ev))
WRAP_STATUS(clEnqueueReadBuffer,
            (void *q, void *b, cl_uint blocking, size_t off, size_t size, void *ptr, cl_uint nev,
             const void *evs, void *ev),
            (q, b, blocking, off, size, ptr, nev, evs, ev))
WRAP_STATUS(clEnqueueWriteBuffer,
            (void *q, void *b, cl_uint blocking, size_t off, size_t size, const void *ptr, cl_uint nev,
             const void *evs, void *ev),
            (q, b, blocking, off, size, ptr, nev, evs, ev))
WRAP_STATUS(clBuildProgram,
            (void *p, cl_uint n, const void *devs, const char *opts, void *notify, void *data),
            (p, n, devs, opts, notify, data))
WRAP_STATUS(clFinish, (void *q), (q))
WRAP_OBJECT(clCreateBuffer, (void *ctx, uint64_t flags, size_t size, void *host, cl_int *errcode_ret),
            (ctx, flags, size, host, errcode_ret))
WRAP_OBJECT(clCreateKernel, (void *prog, const char *name, cl_int *errcode_ret), (prog, name, errcode_ret))

typedef void *(*clEnqueueMapBuffer_t)(void *, void *, cl_uint, uint64_t, size_t, size_t, cl_uint, const void *,
                                      void *, cl_int *);
void *clEnqueueMapBuffer(void *q, void *b, cl_uint blocking, uint64_t flags, size_t off, size_t size, cl_uint nev,
                         const void *evs, void *ev, cl_int *errcode_ret)
{
    cl_int error;
    if (should_fail("clEnqueueMapBuffer", &error)) {
        if (errcode_ret != NULL)
            *errcode_ret = error;
        return NULL;
    }
    return REAL(clEnqueueMapBuffer)(q, b, blocking, flags, off, size, nev, evs, ev, errcode_ret);
}
