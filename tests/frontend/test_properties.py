"""Decorated == undecorated over hypothesis-generated shapes and values.

One compilation per function and target serves every example (shapes are
run-time arguments), so these stay quick.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tests.frontend import samples as s
from tests.frontend.conftest import same_as_python

SETTINGS = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

dims = st.integers(min_value=0, max_value=9)


def floats(dtype, **kw):
    width = 32 if dtype == np.float32 else 64
    return st.floats(allow_nan=False, allow_infinity=False, width=width, **kw)


def arrays(dtype, shape, elements=None):
    if elements is None:
        elements = (
            floats(dtype, min_value=-1e3, max_value=1e3)
            if np.dtype(dtype).kind == "f"
            else st.integers(np.iinfo(dtype).min, np.iinfo(dtype).max)
        )
    return hnp.arrays(dtype, shape, elements=elements)


@SETTINGS
@given(data=st.data(), n=dims, k=dims, m=dims, dtype=st.sampled_from([np.float32, np.float64]))
def test_matmul(target, data, n, k, m, dtype):
    a = data.draw(arrays(dtype, (n, k)))
    b = data.draw(arrays(dtype, (k, m)))
    c = data.draw(arrays(dtype, (n, m)))
    same_as_python(s.matmul_accumulate, target, a, b, c)


@SETTINGS
@given(data=st.data(), n=st.integers(0, 14), m=st.integers(0, 14), steps=st.integers(0, 3))
def test_stencil(target, data, n, m, steps):
    a = data.draw(arrays(np.float64, (n, m), floats(np.float64)))
    same_as_python(s.stencil_2d, target, a, np.zeros((n, m)), steps)


@SETTINGS
@given(data=st.data(), n=st.integers(0, 40), dtype=st.sampled_from([np.int32, np.int64]))
def test_integer_semantics(target, data, n, dtype):
    a = data.draw(arrays(dtype, (n,)))
    b = data.draw(arrays(dtype, (n,)))
    same_as_python(s.int_ops, target, a, b, np.zeros((n, 8), dtype))


@SETTINGS
@given(data=st.data(), n=st.integers(0, 40), dtype=st.sampled_from([np.float32, np.float64]))
def test_float_semantics(target, data, n, dtype):
    a = data.draw(arrays(dtype, (n,), floats(dtype)))
    b = data.draw(arrays(dtype, (n,), floats(dtype)))
    same_as_python(s.float_ops, target, a, b, np.zeros((n, 8), dtype))


@SETTINGS
@given(data=st.data(), n=st.integers(0, 30))
def test_promotion(target, data, n):
    f32 = data.draw(arrays(np.float32, (n,)))
    f64 = data.draw(arrays(np.float64, (n,)))
    i32 = data.draw(arrays(np.int32, (n,), st.integers(-(10**6), 10**6).filter(bool)))
    i64 = data.draw(arrays(np.int64, (n,), st.integers(-(10**12), 10**12)))
    same_as_python(
        s.mixed_promotion, target, f32, f64, i32, i64, np.zeros(n, np.float32), np.zeros(n)
    )


@SETTINGS
@given(data=st.data(), n=st.integers(0, 12), m=st.integers(0, 12))
def test_branches(target, data, n, m):
    a = data.draw(arrays(np.float64, (n, m)))
    same_as_python(s.branches, target, a, np.zeros((n, m)))


@SETTINGS
@given(
    data=st.data(),
    n=st.integers(0, 30),
    step=st.integers(1, 6),
    lo=st.integers(-3, 35),
    hi=st.integers(-3, 35),
)
def test_ranges(target, data, n, step, lo, hi):
    a = data.draw(arrays(np.float64, (n,)))
    same_as_python(s.loop_negative_step, target, a, np.zeros(n))
    same_as_python(s.loop_param_step, target, a, step)
    same_as_python(s.loop_start_stop, target, a, lo, hi)  # out of range: the Python function runs


@SETTINGS
@given(data=st.data(), n=st.integers(1, 25))
def test_min_max_abs(target, data, n):
    a = data.draw(arrays(np.float64, (n,)))
    b = data.draw(arrays(np.float64, (n,)))
    same_as_python(s.builtins_abs_min_max, target, a, b, np.zeros(n, np.int64))
