"""Unsupported constructs: a FrontendError naming file, line, column and
the construct — when decorating for syntax, at the first call (before
anything runs) for what needs the argument types."""

from __future__ import annotations

import inspect
import re

import numpy as np
import pytest

import polyoff
from polyoff.errors import FrontendError, PolyoffError
from tests.frontend import bad_samples as bad

SYNTAX = [
    name
    for name, fn in vars(bad).items()
    if inspect.isfunction(fn) and fn.__module__ == bad.__name__ and not name.startswith("typed_")
]
TYPED = [name for name in vars(bad) if name.startswith("typed_")]

#: What the message must mention, per function.
MENTIONS = {
    "while_loop": "counted loop",
    "while_counter_assigned_twice": "assigned in the loop",
    "while_counter_moving_away": "would not end",
    "while_bound_changes": "which the loop assigns",
    "while_else": "else",
    "typed_while_float_counter": "needs an integer",
    "typed_while_numpy_counter_from_an_element": "cannot wrap around int64's range",
    "typed_while_bound_not_affine": "affine",
    "while_continue_before_step": "skips its counter's step `i += 1`",
    "for_over_array": "range",
    "for_else": "else",
    "try_block": "try",
    "with_block": "with",
    "list_comprehension": "comprehension",
    "bitwise_and": "&",
    "is_comparison": "is",
    "string_constant": "string",
    "call_statement": "print",
    "lambda_expression": "lambda",
    "nested_function": "nested function",
    "keyword_argument": "keyword",
    "global_statement": "global",
    "tuple_assignment": "tuple",
    "attribute_assignment": "attribute",
    "matrix_multiply": "@",
    "del_statement": "del",
    "assert_statement": "assert",
    "walrus": ":=",
    "star_args": "*args",
    "fstring": "f-string",
    "import_statement": "import",
    "raise_statement": "raise",
    "set_display": "set",
    "invert_operator": "~",
    "range_keyword": "keyword",
    "return_tuple": "several values",
    "typed_numpy_exp": "numpy.exp",
    "typed_float_index": "integers",
    "typed_unknown_function": "polyoff.offload",
    "typed_partial_index": "single element",
    "typed_slice_into_element": "single element",
    "typed_slice_lengths_differ": "cannot be broadcast",
    "typed_slice_rank_too_high": "2 dimensions",
    "typed_slice_overlap_both_ways": "no loop order",
    "typed_slice_overlap_unknown": "cannot show",
    "typed_inplace_float_into_int": "same_kind",
    "typed_slice_step_not_constant": "integer constant",
    "typed_negative_step_with_bounds": "negative step",
    "typed_array_into_name": "new array",
    "typed_array_comparison": "comparisons",
    "typed_chained_slice": "chained subscripts",
    "typed_slice_as_value": "slice",
    "typed_builtin_on_arrays": "element by element",
    "typed_slice_bound_not_affine": "affine",
    "typed_float_dot": "BLAS",
    "typed_sum_of_float_expression": "pairwise",
    "typed_sum_over_two_strided_axes": "strided axes",
    "typed_sum_with_axis": "axis",
    "typed_prange_not_numbas": "numba.prange",
    "typed_temporary_in_a_loop": "top level",
    "typed_temporary_rebound": "assigned again",
    "typed_temporary_shape_not_affine": "affine",
    "typed_temporary_dtype": "dtype",
    "typed_call_passing_a_module": "cannot be passed",
    "typed_call_of_lambda": "lambda",
    "typed_call_with_wrong_arity": "positional argument",
    "typed_too_many_indices": "too many indices",
    "typed_rebind_array": "rebind",
    "typed_min_of_mixed_types": "min()",
    "typed_conflicting_types": "float32",
    "typed_boolean_arithmetic": "boolean",
    "typed_undefined_name": "UNDEFINED_NAME",
    "typed_float_range": "integers",
    "typed_maybe_unbound": "may be used before",
    "typed_integer_out_of_range": "out of bounds for int32",
    "typed_negative_power_of_int": "negative",
    "typed_complex_power": "complex",
    "typed_math_domain_name": "math.gamma",
}

ARGUMENTS = {
    "typed_partial_index": lambda: (np.zeros((2, 2)), np.zeros(2)),
    "typed_too_many_indices": lambda: (np.zeros((2, 2)),),
    "typed_conflicting_types": lambda: (np.zeros(3, np.float32),),
    "typed_float_range": lambda: (np.zeros(3),),
    "typed_integer_out_of_range": lambda: (np.zeros(3, np.int32),),
    "typed_negative_power_of_int": lambda: (np.zeros(3, np.int32),),
    "typed_complex_power": lambda: (np.zeros(3), 2.0),
    "typed_min_of_mixed_types": lambda: (np.zeros(3, np.int32),),
    "typed_slice_into_element": lambda: (np.zeros(4), np.zeros(4)),
    "typed_slice_lengths_differ": lambda: (np.zeros(6), np.zeros(6)),
    "typed_slice_rank_too_high": lambda: (np.zeros(3), np.zeros((3, 3))),
    "typed_inplace_float_into_int": lambda: (np.zeros(4, np.int64),),
    "typed_slice_step_not_constant": lambda: (np.zeros(4), 2),
    "typed_array_comparison": lambda: (np.zeros(4), np.zeros(4)),
    "typed_slice_bound_not_affine": lambda: (np.zeros(4), np.ones(4)),
    "typed_sum_over_two_strided_axes": lambda: (np.zeros((3, 3)),),
    "typed_sum_with_axis": lambda: (np.zeros((3, 3)),),
}


def expected_location(fn) -> tuple[int, int]:
    lines, first = inspect.getsourcelines(fn)
    for k, line in enumerate(lines):
        m = re.search(r"# error: (.*)$", line)
        if m:
            code = line[: m.start()]
            return first + k, code.index(m.group(1).strip()) + 1
    raise AssertionError(f"{fn.__name__} has no error marker")


def check(exc: PolyoffError, fn, name: str) -> None:
    line, column = expected_location(fn)
    assert isinstance(exc, FrontendError)
    loc = exc.location
    assert loc is not None and loc.file == inspect.getsourcefile(fn)
    assert (loc.line, loc.column) == (line, column), f"{name}: {exc}"
    assert f"{loc.file}:{line}:{column}: error:" in str(exc)
    assert MENTIONS[name] in exc.message, exc.message


def test_at_least_fifteen_constructs():
    assert len(SYNTAX) + len(TYPED) >= 15 and len(SYNTAX) >= 15


@pytest.mark.parametrize("name", SYNTAX)
def test_syntax_errors_when_decorating(name):
    fn = getattr(bad, name)
    with pytest.raises(FrontendError) as info:
        polyoff.offload(fn)
    check(info.value, fn, name)


@pytest.mark.parametrize("name", TYPED)
def test_type_errors_at_the_first_call(name):
    fn = getattr(bad, name)
    f = polyoff.offload(runtime="none")(fn)  # the syntax is fine
    args = ARGUMENTS.get(name, lambda: (np.zeros(4),))()
    before = [a.copy() for a in args if isinstance(a, np.ndarray)]
    with pytest.raises(FrontendError) as info:
        f(*args)
    check(info.value, fn, name)
    after = [a for a in args if isinstance(a, np.ndarray)]
    assert all(np.array_equal(x, y) for x, y in zip(before, after)), (
        "nothing may run before the error"
    )


def test_bad_arguments_are_signature_errors():
    def f(A):
        A[0] = 1.0

    g = polyoff.offload(runtime="none")(f)
    for value, text in (
        (np.zeros(3, np.complex128), "complex128"),
        (np.zeros((), np.float64), "0-d"),
        ([1.0, 2.0], "list"),
        (True, "bool"),
        (2**70, "64 bits"),
    ):
        with pytest.raises(FrontendError, match=text) as info:
            g(value)
        assert isinstance(info.value, TypeError)
        # named where the argument enters: the parameter in the def line
        line = f.__code__.co_firstlineno
        assert str(info.value).startswith(f"{__file__}:{line}:"), str(info.value)


WEIGHTS = np.zeros(3, np.complex64)


def test_bad_global_signature_error_names_its_use():
    def f(A):
        A[0] = WEIGHTS[0]

    g = polyoff.offload(runtime="none")(f)
    with pytest.raises(FrontendError, match="complex64") as info:
        g(np.zeros(3))
    line = f.__code__.co_firstlineno + 1
    assert str(info.value).startswith(f"{__file__}:{line}:"), str(info.value)


def test_bad_options():
    with pytest.raises(PolyoffError, match="gpu_runtime"):
        polyoff.offload(runtime="vulkan")
    with pytest.raises(PolyoffError, match="unknown"):
        polyoff.offload(colour="blue")
    with pytest.raises(PolyoffError, match="tile"):
        polyoff.offload(tile_sizes=(0,))


def test_lambdas_and_builtins_are_refused():
    with pytest.raises(FrontendError, match="lambda"):
        polyoff.offload(lambda A: None)
    with pytest.raises(FrontendError, match="plain Python functions"):
        polyoff.offload(len)
