"""Undecorated functions the decorator tests compile, one per feature.

Plain Python over NumPy arrays; the tests decorate them per target and check
that the decorated run is bit-identical to this code's.
"""

from __future__ import annotations

import math

import numpy as np

SCALE = 0.5
WEIGHTS = np.linspace(0.0, 1.0, 7)


# ------------------------------------------------------------------ loops
def loop_one_arg(A):
    for i in range(A.shape[0]):
        A[i] = A[i] + 1.0


def loop_start_stop(A, lo, hi):
    for i in range(lo, hi):
        A[i] = A[i] * 2.0


def loop_step(A, B):
    n = A.shape[0]
    for i in range(1, n, 3):
        B[i] = A[i] - A[i - 1]


def loop_negative_step(A, B):
    n = len(A)
    for i in range(n - 1, -1, -1):
        B[n - 1 - i] = A[i] + i
    for i in range(n - 2, 0, -2):
        B[i] = B[i] * 0.5


def loop_param_step(A, step):
    for i in range(0, A.shape[0], step):
        A[i] = -A[i]


def loop_nest3(A, B):
    p, q, r = A.shape
    for i in range(p):
        for j in range(q):
            for k in range(r):
                B[i, j, k] = A[i, j, k] * 2.0 - A[0, j, r // 2]


def reversed_subscript(A, B):
    n = A.shape[0]
    for i in range(n):
        B[i] = A[n - 1 - i]


def loop_triangular(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i + 1):
            A[i, j] = A[i, j] + A[j, i]


def loop_var_after(A):
    i = 0
    for i in range(A.shape[0]):
        A[i] = 1.0
    return i


# ----------------------------------------------------------------- branches
def branches(A, B):
    n, m = A.shape
    for i in range(n):
        for j in range(m):
            if i == j:
                B[i, j] = 1.0
            elif (i < j and j < m - 1) or i == 0:
                B[i, j] = A[i, j]
            elif not (i > 2 * j):
                B[i, j] = -A[i, j]
            else:
                B[i, j] = A[j // 2, i // 3] if j % 2 == 0 else 0.25


def branch_on_data(A, B):
    for i in range(A.shape[0]):
        if A[i] > 0.5:
            B[i] = A[i]
        else:
            B[i] = 0.0


def short_circuit(A, B):
    n = A.shape[0]
    for i in range(n):
        if i > 0 and A[i - 1] > 0.5:
            B[i] = 1.0
        if i == n - 1 or A[i + 1] < 0.25:
            B[i] = B[i] + 2.0


def chained_compare(A, B):
    n = A.shape[0]
    for i in range(n):
        if 2 <= i < n - 2:
            B[i] = A[i]
        if 0.25 < A[i] <= 0.75:
            B[i] = B[i] + 1.0


def conditional_expression(A, B):
    for i in range(A.shape[0]):
        B[i] = A[i] if A[i] > B[i] else B[i]
        B[i] = B[i] + (1.0 if i % 3 == 0 else 2.0)


# -------------------------------------------------------------- assignments
def two_subscript_forms(A, B):
    n, m = A.shape
    for i in range(n):
        for j in range(m):
            B[i][j] = A[i, j] + A[i][j // 2] * 0.5


def accumulators(A, out):
    n, m = A.shape
    for i in range(n):
        s = 0.0
        t = 1.0
        for j in range(m):
            s += A[i, j]
            t = t * 0.5 + A[i, j]
        out[i] = s - t


def augmented(A, B):
    for i in range(A.shape[0]):
        B[i] += A[i]
        B[i] -= 0.5
        B[i] *= A[i]
        B[i] /= 3.0
        B[i] //= 0.125
        B[i] %= 7.0
        B[i] **= 2


def augmented_int(A, B):
    for i in range(A.shape[0]):
        B[i] += A[i]
        B[i] -= 5
        B[i] *= 3
        B[i] //= 4
        B[i] %= 11
        B[i] **= 2


def chained_assignment(A, B):
    for i in range(A.shape[0]):
        x = y = A[i] * 2.0
        B[i] = x + y


# --------------------------------------------------------------- arithmetic
def float_ops(A, B, C):
    for i in range(A.shape[0]):
        a = A[i]
        b = B[i]
        C[i, 0] = a + b
        C[i, 1] = a - b
        C[i, 2] = a * b
        C[i, 3] = a / b
        C[i, 4] = a // b
        C[i, 5] = a % b
        C[i, 6] = -a
        C[i, 7] = a**2 + b**-1


def int_ops(A, B, C):
    for i in range(A.shape[0]):
        a = A[i]
        b = B[i]
        C[i, 0] = a + b
        C[i, 1] = a - b
        C[i, 2] = a * b
        C[i, 3] = a // b
        C[i, 4] = a % b
        C[i, 5] = -a
        C[i, 6] = a**3
        C[i, 7] = a // 3 + a % 5 + a // -4 + a % -6 + a // 8 + a % 16


def true_division_of_ints(A, B, C):
    for i in range(A.shape[0]):
        C[i] = A[i] / B[i] + i / 7


def python_int_arithmetic(A, n):
    for i in range(A.shape[0]):
        A[i] = (i * n - 7) // 3 + (i - n) % 5 + (-i) // 2 + i**2 - n**2


def mixed_promotion(F32, F64, I32, I64, out32, out64):
    for i in range(F32.shape[0]):
        out32[i] = F32[i] * 2.0 + I32[i] * 3 + F32[i] / 3
        out64[i] = (
            F32[i] * F64[i] + I32[i] * F32[i] + I64[i] * 0.5 + I32[i] / I32[i] + I64[i] * F32[i]
        )


def int32_wraps(A, B):
    for i in range(A.shape[0]):
        B[i] = A[i] * A[i] * 65599 + A[i]


def float_to_int_stores(A, I32, I64):
    for i in range(A.shape[0]):
        I32[i] = A[i] * 100.0
        I64[i] = -A[i] * 1000.0 + 0.5


def unary_minus(A, B):
    for i in range(A.shape[0]):
        B[i] = -A[i] + -(A[i] * -1.0) - (-2)


def builtins_abs_min_max(A, B, K):
    n = A.shape[0]
    for i in range(n):
        B[i] = abs(A[i]) + min(A[i], B[i]) + max(A[i], B[i], 0.5 * A[i])
        K[i] = abs(i - n // 2) + min(i, 3) + max(i, n - i, 2)


def comparisons(A, B, out):
    for i in range(A.shape[0]):
        c = 0.0
        if A[i] < B[i]:
            c = c + 1.0
        if A[i] <= B[i]:
            c = c + 2.0
        if A[i] > B[i]:
            c = c + 4.0
        if A[i] >= B[i]:
            c = c + 8.0
        if A[i] == B[i]:
            c = c + 16.0
        if A[i] != B[i]:
            c = c + 32.0
        out[i] = c


def constants(A):
    for i in range(A.shape[0]):
        A[i] = 3 + 2.5 * A[i] - 1e-3 + 0x10 + 1_000 + 7 // 2 + 2**10 + 1.5e2


# -------------------------------------------------------------------- math
def math_functions(A, B):
    for i in range(A.shape[0]):
        x = abs(A[i]) + 0.5
        B[i, 0] = math.sqrt(x)
        B[i, 1] = math.exp(-x)
        B[i, 2] = math.log(x)
        B[i, 3] = math.sin(x)
        B[i, 4] = math.cos(x)
        B[i, 5] = math.tanh(x)
        B[i, 6] = math.pow(x, 1.5)
        B[i, 7] = math.fabs(A[i])
        B[i, 8] = math.floor(A[i] * 4.0)


def numpy_exact_functions(A, B):
    for i in range(A.shape[0]):
        B[i, 0] = np.sqrt(abs(A[i]))
        B[i, 1] = np.fabs(A[i])
        B[i, 2] = np.floor(A[i] * 3.0)
        B[i, 3] = np.abs(A[i])


def numpy_transcendental(A, B):
    for i in range(A.shape[0]):
        B[i] = (
            np.exp(A[i])
            + np.log(A[i] + 2.0)
            + np.sin(A[i])
            + np.cos(A[i])
            + np.tanh(A[i])
            + np.power(A[i], 2.0)
        )


def math_sqrt_of_float32(A, B):
    for i in range(A.shape[0]):
        B[i] = math.sqrt(A[i]) * 3.0 + np.sqrt(A[i]) * 3.0


def casts(A, K, F):
    for i in range(A.shape[0]):
        K[i] = int(A[i] * 10.0) + np.int32(A[i] * 7.0) + np.int64(i)
        F[i] = float(K[i]) / 3.0 + np.float32(A[i]) + np.float64(i)


# ------------------------------------------------------------ shapes, args
def shapes_and_len(A, out):
    n, m = A.shape
    out[0] = (
        A.shape[0] + A.shape[1] * 10 + len(A) * 100 + A.shape[-1] * 1000 + n + m + A.ndim + A.size
    )


def four_dimensional(A, B):
    a, b, c, d = A.shape
    for i in range(a):
        for j in range(b):
            for k in range(c):
                for m in range(d):
                    B[i, j, k, m] = A[i, j, k, m] + A[i // 2, j, k, d // 2]


def scalar_arguments(A, f, i32, f32, n):
    for i in range(n):
        A[i] = A[i] * f + i32 * f32 + n


def return_value(A):
    s = 0.0
    for i in range(A.shape[0]):
        s += A[i]
    return float(s)


def return_int(A):
    k = 0
    for i in range(A.shape[0]):
        if A[i] > 0.5:
            k = k + 1
    return k


def return_numpy_scalar(A):
    best = A[0]
    for i in range(1, A.shape[0]):
        best = max(best, A[i])
    return best


def uses_globals(A):
    for i in range(A.shape[0]):
        A[i] = A[i] * SCALE + WEIGHTS[i % 7]


def early_return(A, limit):
    for i in range(A.shape[0]):
        if A[i] > limit:
            return i
        A[i] = A[i] + 1.0
    return -1


# ------------------------------------------------------------- non-affine
def indirect(A, idx, B):
    for i in range(idx.shape[0]):
        B[idx[i]] += A[i]


def data_dependent_bounds(counts, A):
    for i in range(counts.shape[0]):
        for j in range(counts[i]):
            A[i, j] = A[i, j] + 1.0


def product_subscript(A, B):
    n = A.shape[0]
    for i in range(n):
        for j in range(n):
            if i * j < n:
                B[i * j] = A[i] + A[j]


def negative_index(A, B):
    n = A.shape[0]
    for i in range(n):
        B[i] = A[i - 1] + A[i]


def stencil_2d(A, B, steps):
    n, m = A.shape
    for _t in range(steps):
        for i in range(1, n - 1):
            for j in range(1, m - 1):
                B[i, j] = 0.2 * (A[i, j] + A[i, j - 1] + A[i, j + 1] + A[i + 1, j] + A[i - 1, j])
        for i in range(1, n - 1):
            for j in range(1, m - 1):
                A[i, j] = B[i, j]


def matmul(A, B, C):
    n, k = A.shape
    m = B.shape[1]
    for i in range(n):
        for j in range(m):
            s = 0.0
            for p in range(k):
                s += A[i, p] * B[p, j]
            C[i, j] = s


def matmul_accumulate(A, B, C):
    n, k = A.shape
    m = B.shape[1]
    for i in range(n):
        for p in range(k):
            for j in range(m):
                C[i, j] += A[i, p] * B[p, j]
