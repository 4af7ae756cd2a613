"""PolyBench BLAS kernels: gemm, gemver, gesummv, symm, syr2k, syrk, trmm."""

from __future__ import annotations

import numpy as np

import polyoff
from polybench.python.benchmark import Benchmark, datasets, exact_ratio, index_grid, picks


# --------------------------------------------------------------------- gemm
@polyoff.offload
def kernel_gemm(alpha, beta, C, A, B):
    ni, nj = C.shape
    nk = A.shape[1]
    for i in range(ni):
        for j in range(nj):
            C[i, j] *= beta
        for k in range(nk):
            for j in range(nj):
                C[i, j] += alpha * A[i, k] * B[k, j]


def numpy_gemm(alpha, beta, C, A, B):
    """Vectorised: one BLAS product (sums in another order)."""
    C *= beta
    C += alpha * (A @ B)


@polyoff.offload
def numpy_style_gemm(alpha, beta, C, A, B):
    """NumPy-style: row updates (the loop form's operations, bit for bit)."""
    for i in range(C.shape[0]):
        C[i, :] *= beta
        for k in range(A.shape[1]):
            C[i, :] += alpha * A[i, k] * B[k, :]


def init_gemm(ni, nj, nk, dtype=np.float64):
    i, j = index_grid(ni, nj)
    C = exact_ratio(((i % 23) * (j % 19) + 2 * i + 1) % 31, 31.0, dtype)
    i, j = index_grid(ni, nk)
    A = exact_ratio(((i % 29) * (j % 13) + j + 3) % 37, 37.0, dtype)
    i, j = index_grid(nk, nj)
    B = exact_ratio(((i % 17) * (j % 31) + 5 * j + i) % 41, 41.0, dtype)
    return {"alpha": 1.25, "beta": 0.75, "C": C, "A": A, "B": B}


# ------------------------------------------------------------------- gemver
@polyoff.offload
def kernel_gemver(alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
    n = A.shape[0]
    for i in range(n):
        for j in range(n):
            A[i, j] = A[i, j] + u1[i] * v1[j] + u2[i] * v2[j]
    for i in range(n):
        for j in range(n):
            x[i] = x[i] + beta * A[j, i] * y[j]
    for i in range(n):
        x[i] = x[i] + z[i]
    for i in range(n):
        for j in range(n):
            w[i] = w[i] + alpha * A[i, j] * x[j]


@polyoff.offload
def numpy_style_gemver(alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
    """NumPy-style: rank-1 row updates and column sweeps (same operations)."""
    n = A.shape[0]
    for i in range(n):
        A[i, :] = A[i, :] + u1[i] * v1[:] + u2[i] * v2[:]
    for j in range(n):
        x[:] = x[:] + beta * A[j, :] * y[j]
    x[:] = x[:] + z[:]
    for j in range(n):
        w[:] = w[:] + alpha * A[:, j] * x[j]


def init_gemver(n, dtype=np.float64):
    (i,) = index_grid(n)
    vectors = {
        "u1": exact_ratio(i % 17, 17.0, dtype),
        "v1": exact_ratio((2 * i + 1) % 23, 46.0, dtype),
        "u2": exact_ratio((i + 3) % 19, 38.0, dtype),
        "v2": exact_ratio((3 * i + 2) % 29, 58.0, dtype),
        "w": np.zeros(n, dtype),
        "x": np.zeros(n, dtype),
        "y": exact_ratio((5 * i + 1) % 31, 31.0, dtype),
        "z": exact_ratio((7 * i + 4) % 37, 37.0, dtype),
    }
    i, j = index_grid(n, n)
    A = exact_ratio(((i % 41) * (j % 11) + j + 1) % 53, 53.0, dtype)
    return {"alpha": 1.25, "beta": 0.75, "A": A, **vectors}


# ------------------------------------------------------------------ gesummv
@polyoff.offload
def kernel_gesummv(alpha, beta, A, B, tmp, x, y):
    n = A.shape[0]
    for i in range(n):
        tmp[i] = 0.0
        y[i] = 0.0
        for j in range(n):
            tmp[i] = A[i, j] * x[j] + tmp[i]
            y[i] = B[i, j] * x[j] + y[i]
        y[i] = alpha * tmp[i] + beta * y[i]


@polyoff.offload
def numpy_style_gesummv(alpha, beta, A, B, tmp, x, y):
    """NumPy-style: column sweeps (same operations, in the same order)."""
    tmp[:] = 0.0
    y[:] = 0.0
    for j in range(A.shape[1]):
        tmp[:] = A[:, j] * x[j] + tmp[:]
        y[:] = B[:, j] * x[j] + y[:]
    y[:] = alpha * tmp[:] + beta * y[:]


def init_gesummv(n, dtype=np.float64):
    (i,) = index_grid(n)
    x = exact_ratio((3 * i + 2) % 29, 29.0, dtype)
    i, j = index_grid(n, n)
    A = exact_ratio(((i % 19) * (j % 23) + i + 1) % 37, 37.0, dtype)
    B = exact_ratio(((i % 13) * (j % 31) + 2 * j + 3) % 41, 41.0, dtype)
    return {
        "alpha": 1.25,
        "beta": 0.75,
        "A": A,
        "B": B,
        "tmp": np.zeros(n, dtype),
        "x": x,
        "y": np.zeros(n, dtype),
    }


# --------------------------------------------------------------------- symm
@polyoff.offload
def kernel_symm(alpha, beta, C, A, B):
    m, n = C.shape
    for i in range(m):
        for j in range(n):
            temp2 = 0.0
            for k in range(i):
                C[k, j] += alpha * B[i, j] * A[i, k]
                temp2 += B[k, j] * A[i, k]
            C[i, j] = beta * C[i, j] + alpha * B[i, j] * A[i, i] + alpha * temp2


def init_symm(m, n, dtype=np.float64):
    i, j = index_grid(m, n)
    C = exact_ratio(((i % 17) * (j % 19) + i + 1) % 29, 29.0, dtype)
    B = exact_ratio(((i % 23) * (j % 7) + 2 * j + 3) % 31, 31.0, dtype)
    i, j = index_grid(m, m)
    # The upper triangle is never read: -999 shows a wrong access.
    A = np.where(
        j <= i, exact_ratio(((i % 13) * (j % 11) + i + j) % 37, 37.0, dtype), dtype(-999.0)
    )
    return {"alpha": 1.25, "beta": 0.75, "C": C, "A": A.astype(dtype), "B": B}


# -------------------------------------------------------------------- syr2k
@polyoff.offload
def kernel_syr2k(alpha, beta, C, A, B):
    n, m = A.shape
    for i in range(n):
        for j in range(i + 1):
            C[i, j] *= beta
        for k in range(m):
            for j in range(i + 1):
                C[i, j] += A[j, k] * alpha * B[i, k] + B[j, k] * alpha * A[i, k]


@polyoff.offload
def numpy_style_syr2k(alpha, beta, C, A, B):
    """NumPy-style: lower-triangle row updates (same operations)."""
    n, m = A.shape
    for i in range(n):
        C[i, : i + 1] *= beta
        for k in range(m):
            C[i, : i + 1] += A[: i + 1, k] * alpha * B[i, k] + B[: i + 1, k] * alpha * A[i, k]


def init_syr2k(m, n, dtype=np.float64):
    i, j = index_grid(n, m)
    A = exact_ratio(((i % 19) * (j % 17) + i + 2) % 31, 31.0, dtype)
    B = exact_ratio(((i % 11) * (j % 29) + 3 * j + 1) % 37, 37.0, dtype)
    i, j = index_grid(n, n)
    C = exact_ratio(((i % 23) * (j % 13) + j + 5) % 41, 41.0, dtype)
    return {"alpha": 1.25, "beta": 0.75, "C": C, "A": A, "B": B}


# --------------------------------------------------------------------- syrk
@polyoff.offload
def kernel_syrk(alpha, beta, C, A):
    n, m = A.shape
    for i in range(n):
        for j in range(i + 1):
            C[i, j] *= beta
        for k in range(m):
            for j in range(i + 1):
                C[i, j] += alpha * A[i, k] * A[j, k]


@polyoff.offload
def numpy_style_syrk(alpha, beta, C, A):
    """NumPy-style: lower-triangle row updates (same operations)."""
    n, m = A.shape
    for i in range(n):
        C[i, : i + 1] *= beta
        for k in range(m):
            C[i, : i + 1] += alpha * A[i, k] * A[: i + 1, k]


def init_syrk(m, n, dtype=np.float64):
    i, j = index_grid(n, m)
    A = exact_ratio(((i % 29) * (j % 13) + 2 * i + j + 1) % 43, 43.0, dtype)
    i, j = index_grid(n, n)
    C = exact_ratio(((i % 7) * (j % 31) + i + 3) % 47, 47.0, dtype)
    return {"alpha": 1.25, "beta": 0.75, "C": C, "A": A}


# --------------------------------------------------------------------- trmm
@polyoff.offload
def kernel_trmm(alpha, A, B):
    m, n = B.shape
    for i in range(m):
        for j in range(n):
            for k in range(i + 1, m):
                B[i, j] += A[k, i] * B[k, j]
            B[i, j] = alpha * B[i, j]


def init_trmm(m, n, dtype=np.float64):
    i, j = index_grid(m, m)
    lower = exact_ratio(((i % 17) * (j % 23) + j + 1) % 31, 62.0, dtype)
    A = np.where(j < i, lower, np.where(j == i, dtype(1.0), dtype(-999.0))).astype(dtype)
    i, j = index_grid(m, n)
    B = exact_ratio(((i % 13) * (j % 19) + 2 * i + j) % 37, 37.0, dtype)
    return {"alpha": 1.25, "A": A, "B": B}


_MN = datasets(m=picks(20, 60, 200, 1000, 2000), n=picks(30, 80, 240, 1200, 2600))

BENCHMARKS = (
    Benchmark(
        "gemm",
        ("ni", "nj", "nk"),
        datasets(
            ni=picks(20, 60, 200, 1000, 2000),
            nj=picks(25, 70, 220, 1100, 2300),
            nk=picks(30, 80, 240, 1200, 2600),
        ),
        init_gemm,
        kernel_gemm,
        ("C",),
        numpy=numpy_gemm,
        numpy_style=numpy_style_gemm,
    ),
    Benchmark(
        "gemver",
        ("n",),
        datasets(n=picks(40, 120, 400, 2000, 4000)),
        init_gemver,
        kernel_gemver,
        ("w", "x", "A"),
        numpy_style=numpy_style_gemver,
    ),
    Benchmark(
        "gesummv",
        ("n",),
        datasets(n=picks(30, 90, 250, 1300, 2800)),
        init_gesummv,
        kernel_gesummv,
        ("y", "tmp"),
        numpy_style=numpy_style_gesummv,
    ),
    Benchmark("symm", ("m", "n"), _MN, init_symm, kernel_symm, ("C",)),
    Benchmark(
        "syr2k", ("m", "n"), _MN, init_syr2k, kernel_syr2k, ("C",), numpy_style=numpy_style_syr2k
    ),
    Benchmark(
        "syrk", ("m", "n"), _MN, init_syrk, kernel_syrk, ("C",), numpy_style=numpy_style_syrk
    ),
    Benchmark("trmm", ("m", "n"), _MN, init_trmm, kernel_trmm, ("B",)),
)
