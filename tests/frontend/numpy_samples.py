"""NumPy-style functions (slices, broadcasting, reductions) for the
decorator's tests: each is run decorated and undecorated and the results
compared bit for bit (test_numpy_style.py)."""

from __future__ import annotations

import math

import numpy as np

import polyoff


# ------------------------------------------------------------------ slices
def jacobi_1d(A, B, steps):
    for _ in range(steps):
        B[1:-1] = 0.33333 * (A[:-2] + A[1:-1] + A[2:])
        A[1:-1] = 0.33333 * (B[:-2] + B[1:-1] + B[2:])


def jacobi_2d(A, B):
    B[1:-1, 1:-1] = 0.2 * (A[1:-1, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:] + A[2:, 1:-1] + A[:-2, 1:-1])


def row_update(A, B, x):
    for i in range(A.shape[0]):
        A[i, :] = B[i, :] * 2
        A[i] += x[:]


def broadcast_row(A, x):
    A[:, :] = A * x + 1.0


def broadcast_length_one(A, B):
    A[:, 1:] = B[0:1, 1:] - A[:, 1:]


def steps_and_reversal(A, B):
    A[::2] = B[1::2] * 3.0
    B[::-1] = np.sqrt(A[:]) + abs(B[::-1])


def integer_slices(A, B):
    A[1:-1] //= B[2:] + 1
    A[:] = -A % 7


def float32_slices(A, x):
    A[2:5] = A[2:5] * x + 1.5


def scalar_into_slices(A, v):
    A[1:3, :] = v * 2
    A[0] = 7
    A[3, ::2] = A[3, ::2] = math.sqrt(v)


def whole_array_in_place(A, B):
    A += B
    A *= 2
    A -= A[0, 0]


def affine_bounds(A, B, n):
    for i in range(1, n):
        A[i, i:n] = B[i - 1, i - 1 : n - 1] * 0.5


def shift_right(A):
    A[1:] = A[:-1] + 1.0


def shift_left(A):
    A[:-1] = A[1:] * 0.5


def divide_by_first(A):
    A[:] = A[:] / A[0]


def other_row(A):
    for i in range(1, A.shape[0]):
        A[i, :] = A[i - 1, :] * 0.5 + A[i, :]


def copy_slices(A, B):
    A[:] = B[:]


def copy_prefix(A, B, k):
    A[:k] = B[:k]


# -------------------------------------------------------------- reductions
def accumulate_and_return(A):
    s = 0.0
    for i in range(A.shape[0]):
        s += A[i] * 2.0
    return s


def accumulate_ints(A, k):
    s = 0
    for i in range(k):
        s = s * 2 + A[i]
    return s


def sum_of_slice(A):
    return np.sum(A[1:-1])


def sum_rows_and_columns(A, out):
    for i in range(A.shape[0]):
        out[i] = A[i, :].sum() + np.sum(A[:, i])


def sum_whole_array(A):
    return np.sum(A)


def integer_reductions(A, B):
    return np.sum(A[::2] * B[::2]) + np.dot(A, B) + A[1:].dot(B[:-1])


def centre(A, B):
    B[:] = A[:] - np.sum(A) / A.shape[0]


def float_dot(x, y):
    return np.dot(x, y)


# -------------------------------------------------------------- temporaries
def smooth_in_place(A):
    T = np.empty_like(A)
    T[:] = A[:]
    A[1:-1] = 0.5 * (T[:-2] + T[2:])


def doitgen_with_temporary(A, C4, out):
    nr, nq, np_ = A.shape
    t = np.zeros(np_)
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                t[p] = 0.0
                for k in range(np_):
                    t[p] += A[r, q, k] * C4[k, p]
            A[r, q, :] = t[:]
    out[:] = t


def typed_temporaries(A, n):
    T = np.ones((n, 3), dtype=np.float32)
    Z = np.zeros(n, np.int32)
    W = np.zeros_like(A)
    for i in range(n):
        W[i] = T[i, 0] + T[i, 2] * 2 + Z[i]
    A[:n] = W[:n] * 0.5


# ------------------------------------------------------------------ prange
class _FakeNumbaPrange:
    """What ``numba.prange`` is when Numba is installed (not here): a class
    in ``numba.misc.special`` that behaves as ``range``."""

    def __new__(cls, *args):
        return range(*args)


_FakeNumbaPrange.__module__ = "numba.misc.special"
_FakeNumbaPrange.__name__ = "prange"
prange = _FakeNumbaPrange


def with_prange(A, B):
    for i in prange(A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[i, j] * 2.0


# ------------------------------------------------------------- while, break
def while_stride(A, B, n):
    """A counted `while`; the counter's value after the loop is returned."""
    i = 1
    while i < n - 1:
        B[i] = 0.5 * (A[i - 1] + A[i + 1])
        i += 2
    return i


def while_nested_down(A):
    i = A.shape[0] - 1
    while i >= 1:
        j = 0
        while j < A.shape[1] and j <= i:
            A[i, j] = A[i, j] * 2.0 + j
            j = j + 1
        i -= 1
    A[0, 0] = i


def while_int64_counter(A, B, n):
    """A NumPy int64 counter: the body sees an int64, as Python's does."""
    i = np.int64(1)
    while i < n - 1:
        B[i] = 0.5 * (A[i - 1] + A[i + 1]) + i * 3
        i += 2
    return i


def while_int32_counter_down(A, C):
    i = np.int32(A.shape[0])
    while i > 0:
        i -= 1
        A[i] = A[i] * 0.5 + i
        C[i] = i * np.int32(7)  # int32 arithmetic
    return i


def while_int32_counter_past_its_range(A, start, n):
    """Past int32's range the counter wraps and the loop would not end; a
    `break` ends it (the compiled loop would stop at `n`)."""
    i = np.int32(start)
    k = 0
    while i < n:
        i += 1
        A[k] = i
        k += 1
        if k == A.shape[0]:
            break
    return i


def while_with_break(A, out):
    k = 0
    while k < A.shape[0]:
        if A[k] > 0.9:
            break
        out[k] = A[k] * 3.0
        k += 1
    return k


def break_in_inner_loop(A, first, B):
    for i in range(A.shape[0]):
        found = -1
        for j in range(A.shape[1]):
            if A[i, j] > 0.8:
                found = j
                break
        first[i] = found
    for i in range(B.shape[0]):  # no break: offloaded
        B[i] = B[i] * 2.0


# ------------------------------------------------------ returns after loops
def sum_after_loops(A, B):
    """A parallel nest, then an in-order sum of what it wrote, returned:
    the sum runs on the host after the kernel (one launch; it was five
    one-thread kernels and device scalars)."""
    n, m = A.shape
    for i in range(n):
        for j in range(m):
            B[i, j] = A[i, j] * 2.0 + 1.0
    s = 0.0
    for i in range(n):
        for j in range(m):
            s += B[i, j] * 0.5
    return s


def sum_between_loops(A, B):
    """A sum between two nests: the later nest takes it as a parameter
    (it was a scalar carried between kernels, keeping both on the CPU)."""
    n = A.shape[0]
    for i in range(n):
        B[i] = A[i] * 3.0
    total = 0.0
    for i in range(n):
        total += B[i]
    for i in range(n):
        A[i] = B[i] / total
    return total


def return_after_loops(A, B, alpha, flag):
    """One parallel loop, then a value from its array, an argument and an
    extent: computed on the host after the kernel (one launch, no
    one-thread kernel for the `return`)."""
    n = A.shape[0]
    for i in range(n):
        B[i] = A[i] * alpha
    if flag > 0:
        return B[n - 1] * flag + n
    t = alpha * 3.0
    return t + n * 2


# ---------------------------------------------------------------- continue
def continue_on_affine_conditions(A, B):
    """The reads at i - 1, j - 1 and j + 1 are in range only where the
    `continue`s have not skipped: the index check sees the guards."""
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = 0.0
            if j == 0 or j == A.shape[1] - 1:
                continue
            if i == 0:
                B[i, j] = A[i, j]
                continue
            B[i, j] = 0.5 * (A[i - 1, j - 1] + A[i - 1, j + 1])


def continue_on_some_paths(A, B):
    """A `continue` on one path of an `if`: the rest is copied into the
    paths that go on."""
    for i in range(A.shape[0]):
        if i % 3 == 0:
            if i % 2 == 0:
                continue
            B[i] = -A[i]
        elif i > 7:
            B[i] = A[i] * 0.25
            continue
        B[i] = B[i] + A[i] * 2.0


def continue_on_values(A, B):
    for i in range(A.shape[0]):
        if A[i] < 0.5:
            continue
        B[i] = A[i] * 3.0


def while_continue_after_step(A, B):
    i = 0
    while i < A.shape[0]:
        i += 1
        if i % 2 == 0:
            continue
        B[i - 1] = A[i - 1] + 1.0
    return i


def continue_and_break(A, out):
    for i in range(A.shape[0]):
        total = 0.0
        for j in range(A.shape[1]):
            if A[i, j] < 0.2:
                continue
            if A[i, j] > 0.95:
                break
            total += A[i, j]
        out[i] = total


# ------------------------------------------------------------------- calls
def flux(a, b):
    """Half the difference (inlined where called)."""
    return 0.5 * (a - b)


def doubled_root(A, i, j):
    return A[i, j] * 2.0 + math.sqrt(A[i, j])


def twice_flux(x):
    return flux(x, -x) * 2


def with_calls(A, B):
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = flux(A[i, j], A[i - 1, j]) + doubled_root(A, i, j) + twice_flux(A[i, j])


def call_in_slice_statement(A, B):
    B[1:] = A[1:] * flux(A[0, 0], 1.0)


def with_locals(x, y):
    """Assignments to local names, then a return (names rebound, in order)."""
    d = x - y
    d *= 0.5
    s = d + y
    return s * s


def calls_with_locals(A, B):
    for i in range(1, A.shape[0]):
        B[i] = with_locals(A[i], A[i - 1])


def row_total(A, i):
    return A[i, :].sum()


def row_dot(x, M, i):
    return np.dot(M[i, :], x)


def reductions_in_callee(A, out, M, x, iout):
    for i in range(A.shape[0]):
        out[i] = row_total(A, i)
    for i in range(M.shape[0]):
        iout[i] = row_dot(x, M, i)


def positive_part(x):
    return 0.5 * (x + abs(x))


def slope(a, b, h):
    return positive_part(a - b) / h


def elementwise_on_slices(A, B):
    """Helpers of operators and ufuncs, applied to slices as NumPy does."""
    B[1:] = slope(A[1:], A[:-1], 2.0)
    B[0] = positive_part(A[0] - 0.5)


@polyoff.offload(runtime="none")
def decorated_helper(x):
    return x * 3.0 - 1.0


def calls_decorated(A, B):
    for i in range(A.shape[0]):
        B[i] = decorated_helper(A[i])


def pick(A, x):
    return A[int(x)]


def calls_pick(A, B, x):
    for i in range(B.shape[0]):
        B[i] = pick(A, x)  # raises IndexError here


# callees refused, each where its marker is
halve = lambda x: x / 2  # noqa: E731  (refused where called: bad_samples.py)


def recursive(x):
    return recursive(x)  # error: recursive(x)


def calls_recursive(A):
    A[0] = recursive(A[1])


def ping(x):
    return pong(x)


def pong(x):
    return ping(x)  # error: ping(x)


def calls_ping(A):
    A[0] = ping(A[1])


def generator(x):
    yield x  # error: yield x


def calls_generator(A):
    A[0] = generator(A[1])


def with_loop(x):
    for k in range(3):  # error: for
        x = x + k
    return x


def calls_with_loop(A):
    A[0] = with_loop(A[1])


def with_default(x, y=2.0):  # error: y
    return x * y


def calls_with_default(A):
    A[0] = with_default(A[1], 3.0)


def make_scaler():
    factor = 3.0

    def scale(x):
        return x * factor  # error: factor

    return scale


scale_by_closure = make_scaler()


def calls_closure(A):
    A[0] = scale_by_closure(A[1])


RATE = 0.25


def with_global_number(x):
    return x * RATE  # error: RATE


def calls_global_number(A):
    A[0] = with_global_number(A[1])
