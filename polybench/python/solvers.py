"""PolyBench linear solvers: cholesky, durbin, gramschmidt, lu, ludcmp, trisolv."""

from __future__ import annotations

import math

import numpy as np

import polyoff
from polybench.python.benchmark import Benchmark, datasets, exact_ratio, index_grid, picks


def _off_diagonal(values: np.ndarray, n: int, dtype) -> np.ndarray:
    """``(DATA_TYPE)(v) / ((DATA_TYPE)n * 10.0)`` as the C inits compute it."""
    return values.astype(dtype) / (dtype(n) * dtype(10.0))


# ----------------------------------------------------------------- cholesky
@polyoff.offload
def kernel_cholesky(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            for k in range(j):
                A[i, j] -= A[i, k] * A[j, k]
            A[i, j] /= A[j, j]
        for k in range(i):
            A[i, i] -= A[i, k] * A[i, k]
        A[i, i] = math.sqrt(A[i, i])


def init_cholesky(n, dtype=np.float64):
    i, j = index_grid(n, n)
    diag = dtype(1.0) + exact_ratio(i % 5, 4.0, dtype) + np.zeros((1, n), dtype)
    off = _off_diagonal(((i % 13) * (j % 13) + (i + j) % 7) % 19 - 9, n, dtype)
    return {"A": np.where(i == j, diag, off).astype(dtype)}


# ------------------------------------------------------------------- durbin
@polyoff.offload
def kernel_durbin(r, y, z):
    n = r.shape[0]
    y[0] = -r[0]
    beta = 1.0
    alpha = -r[0]
    for k in range(1, n):
        beta = (1.0 - alpha * alpha) * beta
        sum = 0.0
        for i in range(k):
            sum += r[k - i - 1] * y[i]
        alpha = -(r[k] + sum) / beta
        for i in range(k):
            z[i] = y[i] + alpha * y[k - i - 1]
        for i in range(k):
            y[i] = z[i]
        y[k] = alpha


def init_durbin(n, dtype=np.float64):
    (i,) = index_grid(n)
    # r(0) = -0.25 starts the recursion away from zero
    denominator = dtype(12.0) * (i + 1).astype(dtype) * (i + 1).astype(dtype)
    r = ((3 * i) % 7 - 3).astype(dtype) / denominator
    return {"r": r, "y": np.zeros(n, dtype), "z": np.zeros(n, dtype)}


# -------------------------------------------------------------- gramschmidt
@polyoff.offload
def kernel_gramschmidt(A, R, Q):
    m, n = A.shape
    for k in range(n):
        nrm = 0.0
        for i in range(m):
            nrm += A[i, k] * A[i, k]
        R[k, k] = math.sqrt(nrm)
        for i in range(m):
            Q[i, k] = A[i, k] / R[k, k]
        for j in range(k + 1, n):
            R[k, j] = 0.0
            for i in range(m):
                R[k, j] += Q[i, k] * A[i, j]
            for i in range(m):
                A[i, j] = A[i, j] - Q[i, k] * R[k, j]


def init_gramschmidt(m, n, dtype=np.float64):
    i, j = index_grid(m, n)
    A = exact_ratio(((i % 31) * (j % 37) + i + 2 * j) % 53 + 1, 53.0, dtype)
    A = np.where(j < m, A / (dtype(2.0) * dtype(m)), A).astype(dtype)
    A = np.where(j == i, A + dtype(1.0), A).astype(dtype)
    return {"A": A, "R": np.zeros((n, n), dtype), "Q": np.zeros((m, n), dtype)}


# ----------------------------------------------------------------------- lu
@polyoff.offload
def kernel_lu(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            for k in range(j):
                A[i, j] -= A[i, k] * A[k, j]
            A[i, j] /= A[j, j]
        for j in range(i, n):
            for k in range(i):
                A[i, j] -= A[i, k] * A[k, j]


def init_lu(n, dtype=np.float64):
    i, j = index_grid(n, n)
    diag = dtype(1.0) + exact_ratio(i % 7, 8.0, dtype) + np.zeros((1, n), dtype)
    off = _off_diagonal(((i % 17) * (j % 11) + 2 * i + j) % 19 - 9, n, dtype)
    return {"A": np.where(i == j, diag, off).astype(dtype)}


# ------------------------------------------------------------------- ludcmp
@polyoff.offload
def kernel_ludcmp(A, b, x, y):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[k, j]
            A[i, j] = w / A[j, j]
        for j in range(i, n):
            w = A[i, j]
            for k in range(i):
                w -= A[i, k] * A[k, j]
            A[i, j] = w
    for i in range(n):
        w = b[i]
        for j in range(i):
            w -= A[i, j] * y[j]
        y[i] = w
    for i in range(n - 1, -1, -1):
        w = y[i]
        for j in range(i + 1, n):
            w -= A[i, j] * x[j]
        x[i] = w / A[i, i]


def init_ludcmp(n, dtype=np.float64):
    (i,) = index_grid(n)
    b = exact_ratio((5 * i + 3) % 23 - 11, 11.0, dtype)
    i, j = index_grid(n, n)
    diag = dtype(1.0) + exact_ratio(i % 5, 4.0, dtype) + np.zeros((1, n), dtype)
    off = _off_diagonal(((i % 23) * (j % 7) + i + 3 * j) % 19 - 9, n, dtype)
    A = np.where(i == j, diag, off).astype(dtype)
    return {"A": A, "b": b, "x": np.zeros(n, dtype), "y": np.zeros(n, dtype)}


# ------------------------------------------------------------------ trisolv
@polyoff.offload
def kernel_trisolv(L, x, b):
    n = L.shape[0]
    for i in range(n):
        x[i] = b[i]
        for j in range(i):
            x[i] -= L[i, j] * x[j]
        x[i] = x[i] / L[i, i]


def init_trisolv(n, dtype=np.float64):
    (i,) = index_grid(n)
    b = exact_ratio((7 * i + 2) % 29, 29.0, dtype)
    i, j = index_grid(n, n)
    lower = _off_diagonal(((i % 19) * (j % 13) + i + j) % 19 - 9, n, dtype)
    diag = dtype(1.0) + exact_ratio(i % 3, 2.0, dtype) + np.zeros((1, n), dtype)
    # The upper triangle is never read: -999 shows a wrong access.
    L = np.where(j < i, lower, np.where(j == i, diag, dtype(-999.0))).astype(dtype)
    return {"L": L, "x": np.zeros(n, dtype), "b": b}


_N = datasets(n=picks(40, 120, 400, 2000, 4000))

BENCHMARKS = (
    Benchmark("cholesky", ("n",), _N, init_cholesky, kernel_cholesky, ("A",)),
    Benchmark("durbin", ("n",), _N, init_durbin, kernel_durbin, ("y", "z")),
    Benchmark(
        "gramschmidt",
        ("m", "n"),
        datasets(m=picks(20, 60, 200, 1000, 2000), n=picks(30, 80, 240, 1200, 2600)),
        init_gramschmidt,
        kernel_gramschmidt,
        ("R", "Q", "A"),
    ),
    Benchmark("lu", ("n",), _N, init_lu, kernel_lu, ("A",)),
    Benchmark("ludcmp", ("n",), _N, init_ludcmp, kernel_ludcmp, ("x", "y", "A")),
    Benchmark("trisolv", ("n",), _N, init_trisolv, kernel_trisolv, ("x",)),
)
