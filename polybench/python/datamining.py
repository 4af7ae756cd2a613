"""PolyBench data-mining kernels: correlation and covariance."""

from __future__ import annotations

import math

import numpy as np

import polyoff
from polybench.python.benchmark import Benchmark, datasets, exact_ratio, index_grid, picks


# -------------------------------------------------------------- correlation
@polyoff.offload
def kernel_correlation(float_n, data, corr, mean, stddev):
    n, m = data.shape
    eps = 0.1
    for j in range(m):
        mean[j] = 0.0
        for i in range(n):
            mean[j] += data[i, j]
        mean[j] /= float_n
    for j in range(m):
        stddev[j] = 0.0
        for i in range(n):
            stddev[j] += (data[i, j] - mean[j]) * (data[i, j] - mean[j])
        stddev[j] /= float_n
        stddev[j] = math.sqrt(stddev[j])
        # a (near-)constant column would divide by ~0 below
        stddev[j] = 1.0 if stddev[j] <= eps else stddev[j]
    for i in range(n):
        for j in range(m):
            data[i, j] -= mean[j]
            data[i, j] /= math.sqrt(float_n) * stddev[j]
    for i in range(m - 1):
        corr[i, i] = 1.0
        for j in range(i + 1, m):
            corr[i, j] = 0.0
            for k in range(n):
                corr[i, j] += data[k, i] * data[k, j]
            corr[j, i] = corr[i, j]
    corr[m - 1, m - 1] = 1.0


def init_correlation(m, n, dtype=np.float64):
    i, j = index_grid(n, m)
    data = exact_ratio(((i % 29) * (j % 31) + 3 * i + j) % 41, 8.0, dtype)
    return {
        "float_n": float(n),
        "data": data,
        "corr": np.zeros((m, m), dtype),
        "mean": np.zeros(m, dtype),
        "stddev": np.zeros(m, dtype),
    }


# --------------------------------------------------------------- covariance
@polyoff.offload
def kernel_covariance(float_n, data, cov, mean):
    n, m = data.shape
    for j in range(m):
        mean[j] = 0.0
        for i in range(n):
            mean[j] += data[i, j]
        mean[j] /= float_n
    for i in range(n):
        for j in range(m):
            data[i, j] -= mean[j]
    for i in range(m):
        for j in range(i, m):
            cov[i, j] = 0.0
            for k in range(n):
                cov[i, j] += data[k, i] * data[k, j]
            cov[i, j] /= float_n - 1.0
            cov[j, i] = cov[i, j]


def numpy_covariance(float_n, data, cov, mean):
    """Vectorised: column means, centring, one matrix product (BLAS)."""
    mean[...] = data.sum(axis=0) / float_n
    data -= mean
    cov[...] = (data.T @ data) / (float_n - 1.0)


def init_covariance(m, n, dtype=np.float64):
    i, j = index_grid(n, m)
    data = exact_ratio(((i % 31) * (j % 23) + i + 2 * j) % 43, 8.0, dtype)
    return {
        "float_n": float(n),
        "data": data,
        "cov": np.zeros((m, m), dtype),
        "mean": np.zeros(m, dtype),
    }


BENCHMARKS = (
    Benchmark(
        "correlation",
        ("m", "n"),
        datasets(m=picks(28, 80, 240, 1200, 2600), n=picks(32, 100, 260, 1400, 3000)),
        init_correlation,
        kernel_correlation,
        ("corr", "mean", "stddev", "data"),
    ),
    Benchmark(
        "covariance",
        ("m", "n"),
        datasets(m=picks(28, 80, 240, 1200, 2600), n=picks(32, 100, 260, 1400, 3000)),
        init_covariance,
        kernel_covariance,
        ("cov", "mean", "data"),
        numpy=numpy_covariance,
    ),
)
