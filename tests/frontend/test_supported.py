"""Every supported construct, decorated vs undecorated, on each target.

Each test runs one sample of tests/frontend/samples.py both ways and
requires identical arrays (bit for bit) and results; where the construct is
affine the loop nest must really have run as kernels on a device.
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.frontend import samples as s
from tests.frontend.conftest import same_as_python

RNG = np.random.default_rng(20240601)


def rand(*shape, dtype=np.float64, lo=0.05, hi=1.0):
    return RNG.uniform(lo, hi, shape).astype(dtype)


def ints(*shape, dtype=np.int64, lo=-50, hi=50):
    return RNG.integers(lo, hi, shape).astype(dtype)


def nonzero_ints(*shape, dtype=np.int64, lo=-50, hi=50):
    a = ints(*shape, dtype=dtype, lo=lo, hi=hi)
    a[a == 0] = 7
    return a


# ------------------------------------------------------------------- loops
def test_range_one_argument(target):
    same_as_python(s.loop_one_arg, target, rand(37), expect_launches=True)


def test_range_start_stop(target):
    same_as_python(s.loop_start_stop, target, rand(40), 3, 31, expect_launches=True)


def test_range_step(target):
    same_as_python(s.loop_step, target, rand(41), np.zeros(41), expect_launches=True)


def test_range_negative_step(target):
    same_as_python(s.loop_negative_step, target, rand(33), np.zeros(33), expect_launches=True)


@pytest.mark.parametrize("step", [1, 2, 5])
def test_range_step_from_an_argument(target, step):
    same_as_python(s.loop_param_step, target, rand(29), step)


def test_nesting_three_deep(target):
    same_as_python(s.loop_nest3, target, rand(5, 6, 7), np.zeros((5, 6, 7)), expect_launches=True)


def test_reversed_subscript_offloaded(device_target):
    # instcombine writes `n - 1 - i` as `n + (i xor -1)`.
    same_as_python(
        s.reversed_subscript, device_target, rand(30), np.zeros(30), expect_launches=True
    )


def test_triangular_loops(target):
    same_as_python(s.loop_triangular, target, rand(23, 23), expect_launches=True)


def test_loop_variable_after_the_loop(target):
    same_as_python(s.loop_var_after, target, rand(9))
    same_as_python(s.loop_var_after, target, rand(0))


# ---------------------------------------------------------------- branches
def test_if_elif_else_with_and_or_not(target):
    same_as_python(s.branches, target, rand(9, 11), np.zeros((9, 11)), expect_launches=True)


def test_data_dependent_if(target):
    same_as_python(s.branch_on_data, target, rand(50), np.zeros(50))


def test_and_or_short_circuit(target):
    same_as_python(s.short_circuit, target, rand(40), np.zeros(40))


def test_chained_comparisons(target):
    same_as_python(s.chained_compare, target, rand(30), np.zeros(30))


def test_conditional_expression(target):
    same_as_python(s.conditional_expression, target, rand(30), rand(30), expect_launches=True)


# ------------------------------------------------------------- assignments
def test_both_subscript_forms(target):
    same_as_python(
        s.two_subscript_forms, target, rand(8, 9), np.zeros((8, 9)), expect_launches=True
    )


def test_local_accumulators(target):
    same_as_python(s.accumulators, target, rand(12, 17), np.zeros(12), expect_launches=True)


def test_augmented_assignment_floats(target):
    same_as_python(s.augmented, target, rand(25), rand(25))


def test_augmented_assignment_ints(target):
    same_as_python(s.augmented_int, target, ints(25), ints(25), expect_launches=True)


def test_chained_assignment(target):
    same_as_python(s.chained_assignment, target, rand(10), np.zeros(10), expect_launches=True)


# -------------------------------------------------------------- arithmetic
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_float_operators(target, dtype):
    a = rand(40, dtype=dtype, lo=-3, hi=3)
    b = rand(40, dtype=dtype, lo=-3, hi=3)
    b[::7] = -0.0
    b[3::7] = 0.25
    same_as_python(s.float_ops, target, a, b, np.zeros((40, 8), dtype))


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_int_operators(target, dtype):
    a = ints(60, dtype=dtype, lo=-1000, hi=1000)
    b = ints(60, dtype=dtype, lo=-9, hi=9)
    b[:3] = [0, -1, 1]
    a[:2] = [np.iinfo(dtype).min, np.iinfo(dtype).max]
    same_as_python(s.int_ops, target, a, b, np.zeros((60, 8), dtype), expect_launches=True)


def test_true_division_of_ints(target):
    same_as_python(
        s.true_division_of_ints,
        target,
        ints(30, dtype=np.int32),
        nonzero_ints(30, dtype=np.int32),
        np.zeros(30),
    )


def test_python_int_arithmetic(target):
    same_as_python(
        s.python_int_arithmetic, target, np.zeros(31, np.int64), 13, expect_launches=True
    )


def test_nep50_promotion(target):
    n = 32
    same_as_python(
        s.mixed_promotion,
        target,
        rand(n, dtype=np.float32),
        rand(n),
        nonzero_ints(n, dtype=np.int32),
        ints(n),
        np.zeros(n, np.float32),
        np.zeros(n),
        expect_launches=True,
    )


def test_int32_overflow_wraps(target):
    a = ints(40, dtype=np.int32, lo=-(2**31), hi=2**31 - 1)
    same_as_python(s.int32_wraps, target, a, np.zeros(40, np.int32), expect_launches=True)


def test_float_to_int_stores_truncate(target):
    same_as_python(
        s.float_to_int_stores,
        target,
        rand(40, lo=-20, hi=20),
        np.zeros(40, np.int32),
        np.zeros(40, np.int64),
        expect_launches=True,
    )


def test_unary_minus(target):
    a = rand(20, lo=-1, hi=1)
    a[0] = 0.0
    same_as_python(s.unary_minus, target, a, np.zeros(20), expect_launches=True)


def test_abs_min_max(target):
    same_as_python(
        s.builtins_abs_min_max,
        target,
        rand(30, lo=-1, hi=1),
        rand(30, lo=-1, hi=1),
        np.zeros(30, np.int64),
        expect_launches=True,
    )


def test_comparison_operators(target):
    a = rand(40)
    b = a.copy()
    b[::2] = rand(20)
    a[5] = np.nan
    same_as_python(s.comparisons, target, a, b, np.zeros(40))


def test_int_and_float_constants(target):
    same_as_python(s.constants, target, rand(10), expect_launches=True)


# -------------------------------------------------------------------- math
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_math_functions(target, dtype):
    # Bit-identical: library calls keep their loop nest on the CPU.
    same_as_python(
        s.math_functions, target, rand(20, dtype=dtype, lo=-2, hi=2), np.zeros((20, 9), dtype)
    )


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_numpy_exact_functions(target, dtype):
    same_as_python(
        s.numpy_exact_functions,
        target,
        rand(20, dtype=dtype, lo=-2, hi=2),
        np.zeros((20, 4), dtype),
        expect_launches=True,
    )


def test_math_sqrt_of_float32_is_a_python_float(target):
    same_as_python(
        s.math_sqrt_of_float32, target, rand(25, dtype=np.float32), np.zeros(25, np.float32)
    )


def test_casts(target):
    same_as_python(s.casts, target, rand(20, lo=-3, hi=3), np.zeros(20, np.int64), np.zeros(20))


# ---------------------------------------------------------- shapes and args
def test_shape_len_ndim_size(target):
    same_as_python(s.shapes_and_len, target, rand(3, 7), np.zeros(1, np.int64))


def test_four_dimensional_arrays(target):
    same_as_python(
        s.four_dimensional, target, rand(3, 4, 2, 5), np.zeros((3, 4, 2, 5)), expect_launches=True
    )


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.int64])
def test_array_dtypes(target, dtype):
    a = (rand(6, 8) * 10).astype(dtype)
    same_as_python(s.two_subscript_forms, target, a, np.zeros((6, 8), dtype), expect_launches=True)


def test_python_and_numpy_scalars(target):
    same_as_python(s.scalar_arguments, target, rand(10), 1.5, np.int32(3), np.float32(0.25), 10)
    same_as_python(
        s.scalar_arguments, target, rand(10), np.float64(1.5), np.int32(-3), np.float32(2.5), 7
    )


def test_non_contiguous_arrays_are_updated_in_place(target):
    base = rand(12, 10)
    strided = base[::2, 1::3]
    fortran = np.asfortranarray(rand(7, 5))
    for src in (strided, fortran):
        for out in (
            np.zeros(src.shape),
            np.zeros(src.shape[::-1]).T,
            np.zeros((src.shape[0] * 2, src.shape[1]))[::2],
        ):
            expected = out.copy()
            s.two_subscript_forms(src.copy(), expected)
            f, _ = same_as_python(s.two_subscript_forms, target, src, out.copy())
            f(src, out)  # the originals themselves, updated in place
            assert np.array_equal(out, expected) and out.tobytes() == expected.tobytes()
    other = np.zeros((5, 7), dtype=">f8")  # non-native byte order
    expected = np.zeros((5, 7))
    s.two_subscript_forms(fortran.T.copy(), expected)
    f, _ = same_as_python(s.two_subscript_forms, target, fortran.T, other)
    f(fortran.T, other)
    assert np.array_equal(other, expected)


def test_return_values(target):
    same_as_python(s.return_value, target, rand(33))
    same_as_python(s.return_int, target, rand(33))
    same_as_python(s.return_numpy_scalar, target, rand(33))
    same_as_python(s.early_return, target, rand(40), 0.9)
    same_as_python(s.early_return, target, rand(40), 2.0)


def test_globals_are_read_at_each_call(target, monkeypatch):
    same_as_python(s.uses_globals, target, rand(20))
    monkeypatch.setattr(s, "SCALE", 3.0)
    monkeypatch.setattr(s, "WEIGHTS", np.linspace(1.0, 2.0, 7))
    same_as_python(s.uses_globals, target, rand(20))


# ----------------------------------------------------------- kernels ran
def test_stencil_and_matmul_offloaded(device_target):
    same_as_python(
        s.stencil_2d, device_target, rand(20, 24), np.zeros((20, 24)), 4, expect_launches=True
    )
    same_as_python(
        s.matmul_accumulate,
        device_target,
        rand(17, 9),
        rand(9, 13),
        rand(17, 13),
        expect_launches=True,
    )
