"""Python's numbers, exactly (issue 13, item 3): constant expressions folded
as Python computes them, raising what Python raises; division of two
Python numbers by zero raising ZeroDivisionError (NumPy scalars give inf or
0 instead); the NaN of ``x % 0.0`` bit for bit on every device."""

from __future__ import annotations

import numpy as np
import pytest

import polyoff
from polyoff.errors import FrontendError
from tests.frontend.conftest import same_as_python


# ---------------------------------------------------------- constants
def min_int64(A):
    for i in range(A.shape[0]):
        A[i] = -2**63 + i


def back_in_range(A):
    for i in range(A.shape[0]):
        A[i] = 2**64 // 2**60 + i


def two_to_63(A):
    for i in range(A.shape[0]):
        A[i] = 2**63


def huge(A):
    A[0] = 10 ** 10 ** 10 // 10 ** (10 ** 10 - 1)


def literal_division_by_zero(A, n: int):
    for i in range(n):
        A[i] = 1.0
    A[0] = 1 / 0


def literal_overflow(A):
    A[0] = 2.0
    A[1] = 10.0 ** 400


def test_constant_expressions_are_exact(target):
    same_as_python(min_int64, target, np.zeros(4, np.int64))
    same_as_python(back_in_range, target, np.zeros(4, np.int64))


@pytest.mark.parametrize("fn", [two_to_63, huge])
def test_constants_outside_64_bits_are_errors(fn):
    f = polyoff.offload(runtime="none")(fn)
    with pytest.raises(FrontendError, match="does not fit in 64 bits") as info:
        f(np.zeros(4, np.int64))
    assert f"{__file__}:{fn.__code__.co_firstlineno + (2 if fn is two_to_63 else 1)}:" in str(info.value)


def test_constant_expressions_raise_where_python_does(target):
    same_as_python(literal_division_by_zero, target, np.zeros(4), 3)
    same_as_python(literal_overflow, target, np.zeros(2))


# ------------------------------------------------- division by zero
def true_divide(A, x, y):
    for i in range(A.shape[0]):
        A[i] = x / y + i


def floor_divide_loop(A, n: int):
    for i in range(1, n):
        A[i] = 10 // (i - 2)


def modulo_loop(A, n: int):
    for i in range(n):
        A[i] = n % i


@pytest.mark.parametrize("y", [0.0, -0.0, 0, np.float64(0.0), np.float32(-0.0), np.int64(0), 2.5])
def test_python_numbers_divided_by_zero_raise(target, y):
    # Python numbers: ZeroDivisionError; a NumPy scalar: inf or nan, or 0
    same_as_python(true_divide, target, np.zeros(5), 3.0, y)


def test_integer_division_by_zero_in_loops(target):
    same_as_python(floor_divide_loop, target, np.zeros(6, np.int64), 6)  # after A[1]
    same_as_python(modulo_loop, target, np.zeros(4, np.int64), 4)  # at once
    same_as_python(floor_divide_loop, target, np.zeros(6, np.int64), 2)  # never


def scale_by_ratio(A, B, x, y):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[i, j] * (x / y)


def test_dividing_by_a_scalar_argument_stays_offloaded(target):
    """The zero test of an argument divisor is made per call, not in the
    loop nest (which a test could leave part-way, keeping it on the CPU)."""
    a = np.linspace(0.0, 1.0, 24 * 24).reshape(24, 24)
    same_as_python(scale_by_ratio, target, a, np.zeros_like(a), 1.0, 3.0, expect_launches=True)
    f, _ = same_as_python(scale_by_ratio, target, a, np.zeros_like(a), 1.0, 0.0)
    assert "`y` is zero" in f.report()
    # zero, but the division never runs: no ZeroDivisionError
    same_as_python(scale_by_ratio, target, np.zeros((0, 3)), np.zeros((0, 3)), 1.0, 0.0)


def floor_divide_by(A, k):
    for i in range(A.shape[0]):
        A[i] = A[i] // k


@pytest.mark.parametrize("k", [7, -3, -1, 1])
def test_floor_division_by_an_integer_argument(target, k):
    """Python's ``//`` guards ``k == -1`` and ``k == 0`` with an unsigned
    compare of ``k + 1`` against 2, whose negative half the model wrote with
    the constant 2 - 2**64, which no kernel can hold (KernelIRError)."""
    same_as_python(floor_divide_by, target, np.arange(-50, 50, dtype=np.int64), k,
                   expect_launches=target != "cpu")


# ------------------------------------------------ x % 0.0 and its NaN
def modulo_constant_zero(A, B):
    for i in range(A.shape[0]):
        B[i] = A[i] % 0.0


def modulo_by(A, B, y):
    for i in range(A.shape[0]):
        B[i] = A[i] % y


def _specials(dtype):
    nan = np.array([np.nan], dtype)
    return np.array([1.0, -1.0, 0.0, -0.0, 3.5, np.inf, -np.inf, nan[0], -nan[0]] * 40, dtype)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_modulo_by_zero_gives_the_hosts_nan(target, dtype):
    a = _specials(dtype)
    with np.errstate(all="ignore"):
        same_as_python(modulo_constant_zero, target, a, np.zeros_like(a))
        for y in (dtype(0.0), dtype(-0.0), dtype(2.0), dtype(-np.inf), dtype(np.nan)):
            same_as_python(modulo_by, target, a, np.zeros_like(a), y)


# ------------------------------------------- NumPy scalars are not weak
def scaled(A, y):
    for i in range(A.shape[0]):
        A[i] = A[i] * y
    return y * 3


def test_numpy_float64_argument_is_a_numpy_scalar(target):
    """np.float64 subclasses float, but NEP 50 makes it strong: float32
    times np.float64 computes in float64 (rounded once, on the store)."""
    a = np.linspace(0.1, 7.0, 50, dtype=np.float32)
    same_as_python(scaled, target, a, np.float64(1.0) / 3)
    same_as_python(scaled, target, a, 1.0 / 3)
