"""PolyBench stencils: adi, fdtd-2d, heat-3d, jacobi-1d, jacobi-2d, seidel-2d."""

from __future__ import annotations

import numpy as np

import polyoff
from polybench.python.benchmark import Benchmark, datasets, exact_ratio, index_grid, picks


# ---------------------------------------------------------------------- adi
@polyoff.offload
def kernel_adi(tsteps, u, v, p, q):
    n = u.shape[0]
    DX = 1.0 / float(n)
    DY = 1.0 / float(n)
    DT = 1.0 / float(tsteps)
    B1 = 2.0
    B2 = 1.0
    mul1 = B1 * DT / (DX * DX)
    mul2 = B2 * DT / (DY * DY)
    a = -mul1 / 2.0
    b = 1.0 + mul1
    c = a
    d = -mul2 / 2.0
    e = 1.0 + mul2
    f = d
    for _t in range(1, tsteps + 1):
        # column sweep
        for i in range(1, n - 1):
            v[0, i] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = v[0, i]
            for j in range(1, n - 1):
                p[i, j] = -c / (a * p[i, j - 1] + b)
                q[i, j] = (
                    -d * u[j, i - 1] + (1.0 + 2.0 * d) * u[j, i] - f * u[j, i + 1] - a * q[i, j - 1]
                ) / (a * p[i, j - 1] + b)
            v[n - 1, i] = 1.0
            for j in range(n - 2, 0, -1):
                v[j, i] = p[i, j] * v[j + 1, i] + q[i, j]
        # row sweep
        for i in range(1, n - 1):
            u[i, 0] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = u[i, 0]
            for j in range(1, n - 1):
                p[i, j] = -f / (d * p[i, j - 1] + e)
                q[i, j] = (
                    -a * v[i - 1, j] + (1.0 + 2.0 * a) * v[i, j] - c * v[i + 1, j] - d * q[i, j - 1]
                ) / (d * p[i, j - 1] + e)
            u[i, n - 1] = 1.0
            for j in range(n - 2, 0, -1):
                u[i, j] = p[i, j] * u[i, j + 1] + q[i, j]


def init_adi(tsteps, n, dtype=np.float64):
    i, j = index_grid(n, n)
    u = ((i % 23) * (j % 19) % 41 + i + n - j).astype(dtype) / dtype(n)
    return {
        "tsteps": tsteps,
        "u": u,
        "v": np.zeros((n, n), dtype),
        "p": np.zeros((n, n), dtype),
        "q": np.zeros((n, n), dtype),
    }


# ------------------------------------------------------------------ fdtd-2d
@polyoff.offload
def kernel_fdtd_2d(ex, ey, hz, fict):
    nx, ny = ex.shape
    tmax = fict.shape[0]
    for t in range(tmax):
        for j in range(ny):
            ey[0, j] = fict[t]
        for i in range(1, nx):
            for j in range(ny):
                ey[i, j] = ey[i, j] - 0.5 * (hz[i, j] - hz[i - 1, j])
        for i in range(nx):
            for j in range(1, ny):
                ex[i, j] = ex[i, j] - 0.5 * (hz[i, j] - hz[i, j - 1])
        for i in range(nx - 1):
            for j in range(ny - 1):
                hz[i, j] = hz[i, j] - 0.7 * (ex[i, j + 1] - ex[i, j] + ey[i + 1, j] - ey[i, j])


def numpy_fdtd_2d(ex, ey, hz, fict):
    """Vectorised: each sweep as one array expression (same operations;
    decorated, it is fdtd-2d's NumPy-style form)."""
    for t in range(fict.shape[0]):
        ey[0, :] = fict[t]
        ey[1:, :] = ey[1:, :] - 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] = ex[:, 1:] - 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] = hz[:-1, :-1] - 0.7 * (
            ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1]
        )


numpy_style_fdtd_2d = polyoff.offload(numpy_fdtd_2d)


def init_fdtd_2d(tmax, nx, ny, dtype=np.float64):
    (i,) = index_grid(tmax)
    fict = exact_ratio(i % 17, 17.0, dtype)
    i, j = index_grid(nx, ny)
    ex = exact_ratio(((i % 19) * (j % 23) + i + 1) % 31, 31.0, dtype)
    ey = exact_ratio(((i % 13) * (j % 29) + 2 * j + 3) % 37, 37.0, dtype)
    hz = exact_ratio(((i % 17) * (j % 11) + 3 * i + j) % 41, 41.0, dtype)
    return {"ex": ex, "ey": ey, "hz": hz, "fict": fict}


# ------------------------------------------------------------------ heat-3d
@polyoff.offload
def kernel_heat_3d(tsteps, A, B):
    n = A.shape[0]
    for _t in range(1, tsteps + 1):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                for k in range(1, n - 1):
                    B[i, j, k] = (
                        0.125 * (A[i + 1, j, k] - 2.0 * A[i, j, k] + A[i - 1, j, k])
                        + 0.125 * (A[i, j + 1, k] - 2.0 * A[i, j, k] + A[i, j - 1, k])
                        + 0.125 * (A[i, j, k + 1] - 2.0 * A[i, j, k] + A[i, j, k - 1])
                        + A[i, j, k]
                    )
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                for k in range(1, n - 1):
                    A[i, j, k] = (
                        0.125 * (B[i + 1, j, k] - 2.0 * B[i, j, k] + B[i - 1, j, k])
                        + 0.125 * (B[i, j + 1, k] - 2.0 * B[i, j, k] + B[i, j - 1, k])
                        + 0.125 * (B[i, j, k + 1] - 2.0 * B[i, j, k] + B[i, j, k - 1])
                        + B[i, j, k]
                    )


def numpy_heat_3d(tsteps, A, B):
    """NumPy-style: each sweep one slice expression (same operations)."""
    for _t in range(1, tsteps + 1):
        B[1:-1, 1:-1, 1:-1] = (
            0.125 * (A[2:, 1:-1, 1:-1] - 2.0 * A[1:-1, 1:-1, 1:-1] + A[:-2, 1:-1, 1:-1])
            + 0.125 * (A[1:-1, 2:, 1:-1] - 2.0 * A[1:-1, 1:-1, 1:-1] + A[1:-1, :-2, 1:-1])
            + 0.125 * (A[1:-1, 1:-1, 2:] - 2.0 * A[1:-1, 1:-1, 1:-1] + A[1:-1, 1:-1, :-2])
            + A[1:-1, 1:-1, 1:-1]
        )
        A[1:-1, 1:-1, 1:-1] = (
            0.125 * (B[2:, 1:-1, 1:-1] - 2.0 * B[1:-1, 1:-1, 1:-1] + B[:-2, 1:-1, 1:-1])
            + 0.125 * (B[1:-1, 2:, 1:-1] - 2.0 * B[1:-1, 1:-1, 1:-1] + B[1:-1, :-2, 1:-1])
            + 0.125 * (B[1:-1, 1:-1, 2:] - 2.0 * B[1:-1, 1:-1, 1:-1] + B[1:-1, 1:-1, :-2])
            + B[1:-1, 1:-1, 1:-1]
        )


numpy_style_heat_3d = polyoff.offload(numpy_heat_3d)


def init_heat_3d(tsteps, n, dtype=np.float64):
    i, j, k = index_grid(n, n, n)
    A = exact_ratio(((i % 7) * (j % 11) + (k % 13) * 3 + i + 1) % 29, 29.0, dtype)
    return {"tsteps": tsteps, "A": A, "B": A.copy()}


# ---------------------------------------------------------------- jacobi-1d
@polyoff.offload
def kernel_jacobi_1d(tsteps, A, B):
    n = A.shape[0]
    for _t in range(tsteps):
        for i in range(1, n - 1):
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1])
        for i in range(1, n - 1):
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1])


def numpy_jacobi_1d(tsteps, A, B):
    """NumPy-style: each sweep one slice expression (same operations)."""
    for _t in range(tsteps):
        B[1:-1] = 0.33333 * (A[:-2] + A[1:-1] + A[2:])
        A[1:-1] = 0.33333 * (B[:-2] + B[1:-1] + B[2:])


numpy_style_jacobi_1d = polyoff.offload(numpy_jacobi_1d)


def init_jacobi_1d(tsteps, n, dtype=np.float64):
    (i,) = index_grid(n)
    A = exact_ratio((i % 23) * (i % 7) % 31 + 2, 31.0, dtype)
    B = exact_ratio((5 * i + 3) % 29 + 1, 29.0, dtype)
    return {"tsteps": tsteps, "A": A, "B": B}


# ---------------------------------------------------------------- jacobi-2d
@polyoff.offload
def kernel_jacobi_2d(tsteps, A, B):
    n = A.shape[0]
    for _t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                B[i, j] = 0.2 * (A[i, j] + A[i, j - 1] + A[i, j + 1] + A[i + 1, j] + A[i - 1, j])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = 0.2 * (B[i, j] + B[i, j - 1] + B[i, j + 1] + B[i + 1, j] + B[i - 1, j])


def numpy_jacobi_2d(tsteps, A, B):
    """Vectorised: each sweep as one array expression (same operations;
    decorated, it is jacobi-2d's NumPy-style form)."""
    for _ in range(tsteps):
        B[1:-1, 1:-1] = 0.2 * (
            A[1:-1, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:] + A[2:, 1:-1] + A[:-2, 1:-1]
        )
        A[1:-1, 1:-1] = 0.2 * (
            B[1:-1, 1:-1] + B[1:-1, :-2] + B[1:-1, 2:] + B[2:, 1:-1] + B[:-2, 1:-1]
        )


numpy_style_jacobi_2d = polyoff.offload(numpy_jacobi_2d)


def init_jacobi_2d(tsteps, n, dtype=np.float64):
    i, j = index_grid(n, n)
    A = exact_ratio(((i % 19) * (j % 17) + i + 2 * j + 2) % 37, 37.0, dtype)
    B = exact_ratio(((i % 11) * (j % 23) + 3 * i + 3) % 41, 41.0, dtype)
    return {"tsteps": tsteps, "A": A, "B": B}


# ---------------------------------------------------------------- seidel-2d
@polyoff.offload
def kernel_seidel_2d(tsteps, A):
    n = A.shape[0]
    for _t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = (
                    A[i - 1, j - 1]
                    + A[i - 1, j]
                    + A[i - 1, j + 1]
                    + A[i, j - 1]
                    + A[i, j]
                    + A[i, j + 1]
                    + A[i + 1, j - 1]
                    + A[i + 1, j]
                    + A[i + 1, j + 1]
                ) / 9.0


def init_seidel_2d(tsteps, n, dtype=np.float64):
    i, j = index_grid(n, n)
    A = exact_ratio(((i % 29) * (j % 13) + 2 * i + j + 1) % 43, 43.0, dtype)
    return {"tsteps": tsteps, "A": A}


_T = picks(20, 40, 100, 500, 1000)

BENCHMARKS = (
    Benchmark(
        "adi",
        ("tsteps", "n"),
        datasets(tsteps=_T, n=picks(20, 60, 200, 1000, 2000)),
        init_adi,
        kernel_adi,
        ("u", "v", "p", "q"),
    ),
    Benchmark(
        "fdtd-2d",
        ("tmax", "nx", "ny"),
        datasets(tmax=_T, nx=picks(20, 60, 200, 1000, 2000), ny=picks(30, 80, 240, 1200, 2600)),
        init_fdtd_2d,
        kernel_fdtd_2d,
        ("ex", "ey", "hz"),
        numpy=numpy_fdtd_2d,
        numpy_style=numpy_style_fdtd_2d,
    ),
    Benchmark(
        "heat-3d",
        ("tsteps", "n"),
        datasets(tsteps=_T, n=picks(10, 20, 40, 120, 200)),
        init_heat_3d,
        kernel_heat_3d,
        ("A", "B"),
        numpy=numpy_heat_3d,
        numpy_style=numpy_style_heat_3d,
    ),
    Benchmark(
        "jacobi-1d",
        ("tsteps", "n"),
        datasets(tsteps=_T, n=picks(30, 120, 400, 2000, 4000)),
        init_jacobi_1d,
        kernel_jacobi_1d,
        ("A", "B"),
        numpy=numpy_jacobi_1d,
        numpy_style=numpy_style_jacobi_1d,
    ),
    Benchmark(
        "jacobi-2d",
        ("tsteps", "n"),
        datasets(tsteps=_T, n=picks(30, 90, 250, 1300, 2800)),
        init_jacobi_2d,
        kernel_jacobi_2d,
        ("A", "B"),
        numpy=numpy_jacobi_2d,
        numpy_style=numpy_style_jacobi_2d,
    ),
    Benchmark(
        "seidel-2d",
        ("tsteps", "n"),
        datasets(tsteps=_T, n=picks(40, 120, 400, 2000, 4000)),
        init_seidel_2d,
        kernel_seidel_2d,
        ("A",),
    ),
)
