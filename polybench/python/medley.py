"""PolyBench medley: deriche, floyd-warshall, nussinov."""

from __future__ import annotations

import math

import numpy as np

import polyoff
from polybench.python.benchmark import Benchmark, datasets, exact_ratio, index_grid, picks

NO_EDGE = 100000


# ------------------------------------------------------------------ deriche
@polyoff.offload
def kernel_deriche(alpha, imgIn, imgOut, y1, y2):
    w, h = imgIn.shape
    k = (
        (1.0 - math.exp(-alpha))
        * (1.0 - math.exp(-alpha))
        / (1.0 + 2.0 * alpha * math.exp(-alpha) - math.exp(2.0 * alpha))
    )
    a1 = a5 = k
    a2 = a6 = k * math.exp(-alpha) * (alpha - 1.0)
    a3 = a7 = k * math.exp(-alpha) * (alpha + 1.0)
    a4 = a8 = -k * math.exp(-2.0 * alpha)
    b1 = math.pow(2.0, -alpha)
    b2 = -math.exp(-2.0 * alpha)
    c1 = c2 = 1.0
    # rows, causal
    for i in range(w):
        ym1 = 0.0
        ym2 = 0.0
        xm1 = 0.0
        for j in range(h):
            y1[i, j] = a1 * imgIn[i, j] + a2 * xm1 + b1 * ym1 + b2 * ym2
            xm1 = imgIn[i, j]
            ym2 = ym1
            ym1 = y1[i, j]
    # rows, anti-causal
    for i in range(w):
        yp1 = 0.0
        yp2 = 0.0
        xp1 = 0.0
        xp2 = 0.0
        for j in range(h - 1, -1, -1):
            y2[i, j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
            xp2 = xp1
            xp1 = imgIn[i, j]
            yp2 = yp1
            yp1 = y2[i, j]
    for i in range(w):
        for j in range(h):
            imgOut[i, j] = c1 * (y1[i, j] + y2[i, j])
    # columns, causal
    for j in range(h):
        tm1 = 0.0
        ym1 = 0.0
        ym2 = 0.0
        for i in range(w):
            y1[i, j] = a5 * imgOut[i, j] + a6 * tm1 + b1 * ym1 + b2 * ym2
            tm1 = imgOut[i, j]
            ym2 = ym1
            ym1 = y1[i, j]
    # columns, anti-causal
    for j in range(h):
        tp1 = 0.0
        tp2 = 0.0
        yp1 = 0.0
        yp2 = 0.0
        for i in range(w - 1, -1, -1):
            y2[i, j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2
            tp2 = tp1
            tp1 = imgOut[i, j]
            yp2 = yp1
            yp1 = y2[i, j]
    for i in range(w):
        for j in range(h):
            imgOut[i, j] = c2 * (y1[i, j] + y2[i, j])


def init_deriche(w, h, dtype=np.float64):
    i, j = index_grid(w, h)
    # grey levels in [0, 1]
    img = exact_ratio(((i % 61) * 17 + (j % 53) * 29 + (i % 7) * (j % 11)) % 256, 255.0, dtype)
    return {
        "alpha": 0.25,
        "imgIn": img,
        "imgOut": np.zeros((w, h), dtype),
        "y1": np.zeros((w, h), dtype),
        "y2": np.zeros((w, h), dtype),
    }


# ----------------------------------------------------------- floyd-warshall
@polyoff.offload
def kernel_floyd_warshall(path):
    n = path.shape[0]
    for k in range(n):
        for i in range(n):
            for j in range(n):
                path[i, j] = (
                    path[i, j] if path[i, j] < path[i, k] + path[k, j] else path[i, k] + path[k, j]
                )


def init_floyd_warshall(n):
    i, j = index_grid(n, n)
    weights = ((i % 13) * (j % 17) + i + 3 * j) % 97 + 1
    no_edge = ((3 * i + 5 * j) % 7 == 0) | ((i + 2 * j) % 11 == 0)
    path = np.where(i == j, 0, np.where(no_edge, NO_EDGE, weights)).astype(np.int32)
    return {"path": path}


# ----------------------------------------------------------------- nussinov
@polyoff.offload
def kernel_nussinov(seq, table):
    n = seq.shape[0]
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            if j - 1 >= 0:
                table[i, j] = max(table[i, j], table[i, j - 1])
            if i + 1 < n:
                table[i, j] = max(table[i, j], table[i + 1, j])
            if j - 1 >= 0 and i + 1 < n:
                # seq[i] and seq[j] may pair only with something between
                if i < j - 1:
                    table[i, j] = max(
                        table[i, j], table[i + 1, j - 1] + (1 if seq[i] + seq[j] == 3 else 0)
                    )
                else:
                    table[i, j] = max(table[i, j], table[i + 1, j - 1])
            for k in range(i + 1, j):
                table[i, j] = max(table[i, j], table[i, k] + table[k + 1, j])


def init_nussinov(n):
    (i,) = index_grid(n)
    seq = (((i % 7) * (i % 11) + i // 3) % 4).astype(np.int32)
    return {"seq": seq, "table": np.zeros((n, n), np.int32)}


BENCHMARKS = (
    Benchmark(
        "deriche",
        ("w", "h"),
        datasets(w=picks(64, 192, 720, 4096, 7680), h=picks(64, 128, 480, 2160, 4320)),
        init_deriche,
        kernel_deriche,
        ("imgOut", "y1", "y2"),
    ),
    Benchmark(
        "floyd-warshall",
        ("n",),
        datasets(n=picks(60, 180, 500, 2800, 5600)),
        init_floyd_warshall,
        kernel_floyd_warshall,
        ("path",),
    ),
    Benchmark(
        "nussinov",
        ("n",),
        datasets(n=picks(60, 180, 500, 2500, 5500)),
        init_nussinov,
        kernel_nussinov,
        ("table",),
    ),
)
