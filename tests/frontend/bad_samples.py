"""Functions the decorator must refuse, each marked on its offending line
with a comment ``# error: <text>`` (the error's column is where <text>
starts on that line).

Syntax errors are raised when decorating; errors that need the argument
types (the ``typed_`` functions) at the first call, before anything runs.
"""

# ruff: noqa
# fmt: off
# (Deliberately unsupported code, kept exactly as written.)

from __future__ import annotations

import math

import numpy as np

import polyoff
from tests.frontend.numpy_samples import flux, halve


def while_loop(A):
    while A[0] > 0.5:  # error: while
        A[0] = A[0] * 0.5


def while_counter_assigned_twice(A):
    i = 0
    while i < 3:  # error: while
        i += 1
        i = 2 * i


def while_counter_moving_away(A, n):
    i = 0
    while i < n:  # error: while
        i -= 1


def while_bound_changes(A, n):
    i = 0
    while i < n:  # error: while
        n = n - 1
        i += 1


def while_else(A):
    i = 0
    while i < 3:  # error: while
        i += 1
    else:
        A[0] = 1.0


def while_continue_before_step(A):
    i = 0
    while i < 3:  # error: while
        if A[i] > 0.0:
            continue
        i += 1


def for_over_array(A):
    for x in A:  # error: A:
        pass


def for_else(A):
    for i in range(3):
        A[i] = 0.0
    else:
        A[0] = 1.0  # error: A[0]


def try_block(A):
    try:  # error: try
        A[0] = 1.0
    except IndexError:
        pass


def with_block(A, lock):
    with lock:  # error: with
        A[0] = 1.0


def list_comprehension(A):
    x = [a for a in A]  # error: [a for


def bitwise_and(A):
    for i in range(3):
        A[i] = i & 1  # error: i & 1


def is_comparison(A):
    for i in range(3):
        if i is None:  # error: i is None
            A[i] = 1.0


def string_constant(A):
    x = "abc"  # error: "abc"


def call_statement(A):
    print(A[0])  # error: print


def lambda_expression(A):
    f = lambda x: x  # error: lambda


def nested_function(A):
    def inner(x):  # error: def inner
        return x


def keyword_argument(A):
    A[0] = max(A[0], A[1], key=abs)  # error: key=abs


def global_statement(A):
    global COUNT  # error: global


def tuple_assignment(A):
    a, b = 1, 2  # error: a, b


def attribute_assignment(A):
    A.shape = (3,)  # error: A.shape


def matrix_multiply(A, B):
    C = A @ B  # error: A @ B


def del_statement(A):
    x = 1
    del x  # error: del


def assert_statement(A):
    assert A[0] > 0  # error: assert


def walrus(A):
    for i in range(3):
        if (y := A[i]) > 0:  # error: y := A[i]
            A[i] = y


def star_args(*arrays):  # error: arrays
    pass


def fstring(A):
    s = f"{A[0]}"  # error: f"{A[0]}"


def import_statement(A):
    import os  # error: import


def raise_statement(A):
    raise ValueError("no")  # error: raise


def set_display(A):
    s = {1, 2}  # error: {1, 2}


def invert_operator(A):
    for i in range(3):
        A[i] = ~i  # error: ~i


def range_keyword(A):
    for i in range(3, step=1):  # error: step=1
        pass


def return_tuple(A):
    return A[0], A[1]  # error: A[0], A[1]


# ------------------------------------------------------ at the first call
def typed_numpy_exp(A):
    for i in range(A.shape[0]):
        A[i] = np.exp(A[i])  # error: np.exp(A[i])


def typed_float_index(A):
    for i in range(2):
        A[i * 0.5] = 1.0  # error: i * 0.5


def typed_unknown_function(A):
    A[0] = polyoff.offload(A)  # error: polyoff.offload(A)


def typed_partial_index(A, B):
    for i in range(2):
        B[i] = A[i]  # error: A[i]


def typed_too_many_indices(A):
    A[0, 0, 0] = 1.0  # error: A[0, 0, 0]


def typed_rebind_array(A):
    A = 3.0  # error: A = 3.0


def typed_min_of_mixed_types(A):
    for i in range(A.shape[0]):
        A[i] = min(A[i], 3)  # error: min(A[i], 3)


def typed_conflicting_types(A):
    s = 0.0
    for i in range(A.shape[0]):
        s = s + A[i]  # error: s + A[i]
    A[0] = s


def typed_boolean_arithmetic(A):
    A[0] = (A[0] > 1.0) + 1  # error: (A[0] > 1.0) + 1


def typed_undefined_name(A):
    A[0] = UNDEFINED_NAME  # error: UNDEFINED_NAME


def typed_float_range(A):
    for i in range(A[0]):  # error: A[0]
        pass


def typed_maybe_unbound(A):
    for i in range(A.shape[0]):
        t = A[i]
    A[0] = t  # error: t


def typed_integer_out_of_range(A):
    A[0] = A[0] + 2**40  # error: A[0] + 2**40


def typed_negative_power_of_int(A):
    A[0] = A[0] ** -1  # error: A[0] ** -1


def typed_complex_power(A, x):
    A[0] = x ** 0.5  # error: x ** 0.5


def typed_math_domain_name(A):
    A[0] = math.gamma(A[0])  # error: math.gamma(A[0])


# ------------------------------------------------ whole-array statements
def typed_slice_into_element(A, B):
    for i in range(2):
        B[i] = A[1:3]  # error: A[1:3]


def typed_slice_lengths_differ(A, B):
    A[0:3] = B[0:4] * 2.0  # error: B[0:4]


def typed_slice_rank_too_high(A, M):
    A[:] = M[:, :] + 1.0  # error: M[:, :]


def typed_slice_overlap_both_ways(A):
    A[1:-1] = 0.5 * (A[:-2] + A[2:])  # error: A[1:-1] =


def typed_slice_overlap_unknown(A):
    A[1:] = A[0:1] * A[1:]  # error: A[0:1] *


def typed_inplace_float_into_int(A):
    A[:] += 1.5  # error: A[:] +=


def typed_slice_step_not_constant(A, k):
    A[::k] = 0.0  # error: k] =


def typed_negative_step_with_bounds(A):
    A[5:1:-1] = 0.0  # error: 5:1:-1


def typed_array_into_name(A):
    x = A[1:] * 2.0  # error: A[1:] * 2.0


def typed_array_comparison(A, B):
    B[:] = A[:] > 0.5  # error: A[:] > 0.5


def typed_chained_slice(A):
    A[1:][0] = 1.0  # error: A[1:][0]


def typed_slice_as_value(A):
    return A[1:]  # error: A[1:]


def typed_builtin_on_arrays(A):
    A[:] = min(A[:], 1.0)  # error: min(


def typed_slice_bound_not_affine(A, B):
    for i in range(3):
        A[: int(B[i])] = 0.0  # error: int(B[i])


def typed_float_dot(A):
    return np.dot(A, A)  # error: np.dot(A, A)


def typed_sum_of_float_expression(A):
    return np.sum(A[1:] * 2.0)  # error: A[1:] * 2.0


def typed_sum_over_two_strided_axes(M):
    return np.sum(M[1:, 1:])  # error: M[1:, 1:]


def typed_sum_with_axis(M):
    return np.sum(M, 0)  # error: np.sum(M, 0)


class prange:  # not numba's
    def __new__(cls, n):
        return range(n)


def typed_prange_not_numbas(A):
    for i in prange(3):  # error: prange(3)
        A[i] = 0.0


def typed_temporary_in_a_loop(A):
    for i in range(3):
        T = np.zeros(4)  # error: np.zeros(4)
        A[i] = T[i]


def typed_temporary_rebound(A):
    T = np.zeros(4)
    T = np.ones(4)  # error: T = np.ones


def typed_temporary_shape_not_affine(A):
    T = np.empty(int(A[0]))  # error: int(A[0])


def typed_temporary_dtype(A):
    T = np.zeros(3, dtype=np.complex128)  # error: np.complex128


def typed_call_passing_a_module(A):
    A[0] = flux(np, A[1])  # error: np


def typed_while_float_counter(A):
    x = 0.0
    while x < 3:  # error: x < 3
        x += 1


def typed_while_bound_not_affine(A):
    i = 0
    while i < int(A[0]):  # error: int(A[0])
        i += 1


def typed_while_numpy_counter_from_an_element(A):
    i = np.int64(A[0])
    while i < 3:  # error: i < 3
        i += 1


def typed_call_with_wrong_arity(A):
    A[0] = flux(A[1])  # error: flux(A[1])


def typed_call_of_lambda(A):
    A[0] = halve(A[1])  # error: halve
