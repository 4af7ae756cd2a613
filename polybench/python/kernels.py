"""PolyBench linear-algebra kernels: 2mm, 3mm, atax, bicg, doitgen, mvt.

Each kernel is the C version's loop nest in Python, statement for statement
and in the same order of operations (so the checksums match the C
program's), decorated with ``@polyoff.offload``. Sizes come from the array
shapes.
"""

from __future__ import annotations

import numpy as np

import polyoff
from polybench.python.benchmark import Benchmark, datasets, exact_ratio, index_grid, picks


# ---------------------------------------------------------------------- 2mm
@polyoff.offload
def kernel_2mm(alpha, beta, tmp, A, B, C, D):
    ni, nj = tmp.shape
    nk = A.shape[1]
    nl = D.shape[1]
    for i in range(ni):
        for j in range(nj):
            tmp[i, j] = 0.0
            for k in range(nk):
                tmp[i, j] += alpha * A[i, k] * B[k, j]
    for i in range(ni):
        for j in range(nl):
            D[i, j] *= beta
            for k in range(nj):
                D[i, j] += tmp[i, k] * C[k, j]


def init_2mm(ni, nj, nk, nl, dtype=np.float64):
    i, j = index_grid(ni, nk)
    A = exact_ratio(((i % 19) * (j % 23) + i + 1) % 29, 29.0, dtype)
    i, j = index_grid(nk, nj)
    B = exact_ratio(((i % 31) * (j % 7) + 3 * j) % 37, 37.0, dtype)
    i, j = index_grid(nj, nl)
    C = exact_ratio(((i % 11) * (j % 17) + 2 * i + j + 1) % 43, 43.0, dtype)
    i, j = index_grid(ni, nl)
    D = exact_ratio(((i % 13) * (j % 29) + 5) % 47, 47.0, dtype)
    return {
        "alpha": 1.25,
        "beta": 0.5,
        "tmp": np.zeros((ni, nj), dtype),
        "A": A,
        "B": B,
        "C": C,
        "D": D,
    }


# ---------------------------------------------------------------------- 3mm
@polyoff.offload
def kernel_3mm(E, A, B, F, C, D, G):
    ni, nj = E.shape
    nk = A.shape[1]
    nl = F.shape[1]
    nm = C.shape[1]
    for i in range(ni):
        for j in range(nj):
            E[i, j] = 0.0
            for k in range(nk):
                E[i, j] += A[i, k] * B[k, j]
    for i in range(nj):
        for j in range(nl):
            F[i, j] = 0.0
            for k in range(nm):
                F[i, j] += C[i, k] * D[k, j]
    for i in range(ni):
        for j in range(nl):
            G[i, j] = 0.0
            for k in range(nj):
                G[i, j] += E[i, k] * F[k, j]


def init_3mm(ni, nj, nk, nl, nm, dtype=np.float64):
    i, j = index_grid(ni, nk)
    A = exact_ratio(((i % 17) * (j % 19) + 2 * i + 1) % 23, 46.0, dtype)
    i, j = index_grid(nk, nj)
    B = exact_ratio(((i % 13) * (j % 29) + j + 2) % 31, 62.0, dtype)
    i, j = index_grid(nj, nm)
    C = exact_ratio(((i % 7) * (j % 37) + 3 * j + i) % 41, 82.0, dtype)
    i, j = index_grid(nm, nl)
    D = exact_ratio(((i % 23) * (j % 11) + i + 4) % 43, 86.0, dtype)
    return {
        "E": np.zeros((ni, nj), dtype),
        "A": A,
        "B": B,
        "F": np.zeros((nj, nl), dtype),
        "C": C,
        "D": D,
        "G": np.zeros((ni, nl), dtype),
    }


# --------------------------------------------------------------------- atax
@polyoff.offload
def kernel_atax(A, x, y, tmp):
    m, n = A.shape
    for i in range(n):
        y[i] = 0.0
    for i in range(m):
        tmp[i] = 0.0
        for j in range(n):
            tmp[i] = tmp[i] + A[i, j] * x[j]
        for j in range(n):
            y[j] = y[j] + A[i, j] * tmp[i]


@polyoff.offload
def numpy_style_atax(A, x, y, tmp):
    """NumPy-style: row updates of y; tmp[i] stays an in-order loop (np.dot
    would add in BLAS's order)."""
    m, n = A.shape
    y[:] = 0.0
    for i in range(m):
        tmp[i] = 0.0
        for j in range(n):
            tmp[i] = tmp[i] + A[i, j] * x[j]
        y[:] = y[:] + A[i, :] * tmp[i]


def init_atax(m, n, dtype=np.float64):
    (j,) = index_grid(n)
    x = dtype(1.0) + exact_ratio(j % 29, 29.0, dtype)
    i, j = index_grid(m, n)
    A = exact_ratio(((i % 31) * (j % 17) + i + 2 * j) % 53, 265.0, dtype)
    return {"A": A, "x": x, "y": np.zeros(n, dtype), "tmp": np.zeros(m, dtype)}


# --------------------------------------------------------------------- bicg
@polyoff.offload
def kernel_bicg(A, s, q, p, r):
    n, m = A.shape
    for i in range(m):
        s[i] = 0.0
    for i in range(n):
        q[i] = 0.0
        for j in range(m):
            s[j] = s[j] + r[i] * A[i, j]
            q[i] = q[i] + A[i, j] * p[j]


@polyoff.offload
def numpy_style_bicg(A, s, q, p, r):
    """NumPy-style: row updates of s; q[i] stays an in-order loop."""
    n, m = A.shape
    s[:] = 0.0
    for i in range(n):
        q[i] = 0.0
        s[:] = s[:] + r[i] * A[i, :]
        for j in range(m):
            q[i] = q[i] + A[i, j] * p[j]


def init_bicg(m, n, dtype=np.float64):
    (j,) = index_grid(m)
    p = exact_ratio((j * 7 + 3) % 37, 37.0, dtype)
    (i,) = index_grid(n)
    r = exact_ratio((i * 5 + 1) % 41, 41.0, dtype)
    i, j = index_grid(n, m)
    A = exact_ratio(((i % 23) * (j % 29) + 3 * i + j) % 47, 47.0, dtype)
    return {"A": A, "s": np.zeros(m, dtype), "q": np.zeros(n, dtype), "p": p, "r": r}


# ------------------------------------------------------------------ doitgen
@polyoff.offload
def kernel_doitgen(A, C4, sum):
    nr, nq, np_ = A.shape
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                sum[p] = 0.0
                for s in range(np_):
                    sum[p] += A[r, q, s] * C4[s, p]
            for p in range(np_):
                A[r, q, p] = sum[p]


def numpy_doitgen(A, C4, sum):
    """Vectorised: every (r, q) row of A times C4 (BLAS; sums in another order)."""
    nr, nq, np_ = A.shape
    A[...] = (A.reshape(nr * nq, np_) @ C4).reshape(nr, nq, np_)
    sum[...] = A[nr - 1, nq - 1, :]


def init_doitgen(nr, nq, np_, dtype=np.float64):
    r, q, s = index_grid(nr, nq, np_)
    A = exact_ratio(((r % 13) * (q % 11) + (q % 7) * (s % 17) + s + 1) % 59, 59.0, dtype)
    r, s = index_grid(np_, np_)
    C4 = exact_ratio(((r % 19) * (s % 23) + 2 * r + 1) % 61, 122.0, dtype)
    return {"A": A, "C4": C4, "sum": np.zeros(np_, dtype)}


# ---------------------------------------------------------------------- mvt
@polyoff.offload
def kernel_mvt(x1, x2, y_1, y_2, A):
    n = A.shape[0]
    for i in range(n):
        for j in range(n):
            x1[i] = x1[i] + A[i, j] * y_1[j]
    for i in range(n):
        for j in range(n):
            x2[i] = x2[i] + A[j, i] * y_2[j]


@polyoff.offload
def numpy_style_mvt(x1, x2, y_1, y_2, A):
    """NumPy-style: column and row sweeps (same operations, same order)."""
    n = A.shape[0]
    for j in range(n):
        x1[:] = x1[:] + A[:, j] * y_1[j]
    for j in range(n):
        x2[:] = x2[:] + A[j, :] * y_2[j]


def init_mvt(n, dtype=np.float64):
    (i,) = index_grid(n)
    x1 = exact_ratio(i % 19, 19.0, dtype)
    x2 = exact_ratio((i + 5) % 23, 23.0, dtype)
    y_1 = exact_ratio((3 * i + 1) % 29, 29.0, dtype)
    y_2 = exact_ratio((7 * i + 2) % 31, 31.0, dtype)
    i, j = index_grid(n, n)
    A = exact_ratio(((i % 37) * (j % 13) + i + 3 * j) % 43, 43.0, dtype)
    return {"x1": x1, "x2": x2, "y_1": y_1, "y_2": y_2, "A": A}


BENCHMARKS = (
    Benchmark(
        "2mm",
        ("ni", "nj", "nk", "nl"),
        datasets(
            ni=picks(16, 40, 180, 800, 1600),
            nj=picks(18, 50, 190, 900, 1800),
            nk=picks(22, 70, 210, 1100, 2200),
            nl=picks(24, 80, 220, 1200, 2400),
        ),
        init_2mm,
        kernel_2mm,
        ("D", "tmp"),
    ),
    Benchmark(
        "3mm",
        ("ni", "nj", "nk", "nl", "nm"),
        datasets(
            ni=picks(16, 40, 180, 800, 1600),
            nj=picks(18, 50, 190, 900, 1800),
            nk=picks(20, 60, 200, 1000, 2000),
            nl=picks(22, 70, 210, 1100, 2200),
            nm=picks(24, 80, 220, 1200, 2400),
        ),
        init_3mm,
        kernel_3mm,
        ("G", "E", "F"),
    ),
    Benchmark(
        "atax",
        ("m", "n"),
        datasets(m=picks(38, 116, 390, 1900, 1800), n=picks(42, 124, 410, 2100, 2200)),
        init_atax,
        kernel_atax,
        ("y", "tmp"),
        numpy_style=numpy_style_atax,
    ),
    Benchmark(
        "bicg",
        ("m", "n"),
        datasets(m=picks(38, 116, 390, 1900, 1800), n=picks(42, 124, 410, 2100, 2200)),
        init_bicg,
        kernel_bicg,
        ("s", "q"),
        numpy_style=numpy_style_bicg,
    ),
    Benchmark(
        "doitgen",
        ("nr", "nq", "np_"),
        datasets(
            nr=picks(10, 25, 50, 150, 250),
            nq=picks(8, 20, 40, 140, 220),
            np_=picks(12, 30, 60, 160, 270),
        ),
        init_doitgen,
        kernel_doitgen,
        ("A", "sum"),
        numpy=numpy_doitgen,
    ),
    Benchmark(
        "mvt",
        ("n",),
        datasets(n=picks(40, 120, 400, 2000, 4000)),
        init_mvt,
        kernel_mvt,
        ("x1", "x2"),
        numpy_style=numpy_style_mvt,
    ),
)
