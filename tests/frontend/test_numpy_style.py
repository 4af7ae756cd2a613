"""NumPy-style statements (slices, broadcasting, in-place updates),
decorated vs undecorated, bit for bit, on each target: lowered to affine
loops, with NumPy's order of evaluation and shape rules."""

from __future__ import annotations

import ast
import inspect
import re
import warnings

import numpy as np
import pytest

import polyoff
from polyoff.errors import FrontendError
from tests.frontend import numpy_samples as s
from tests.frontend.conftest import TARGETS, decorated, same_as_python

RNG = np.random.default_rng(20261124)


def rand(*shape, dtype=np.float64):
    return RNG.uniform(0.05, 1.0, shape).astype(dtype)


# ------------------------------------------------------------------ slices
def test_jacobi_1d_slices(target):
    same_as_python(s.jacobi_1d, target, rand(30), rand(30), 4, expect_launches=True)


def test_jacobi_2d_slices(target):
    same_as_python(s.jacobi_2d, target, rand(9, 10), np.zeros((9, 10)), expect_launches=True)


def test_row_slices_and_in_place_row(target):
    same_as_python(s.row_update, target, rand(5, 6), rand(5, 6), rand(6), expect_launches=True)


def test_broadcast_rank_one_into_two(target):
    same_as_python(s.broadcast_row, target, rand(5, 6), rand(6), expect_launches=True)


def test_broadcast_length_one_axis(target):
    same_as_python(s.broadcast_length_one, target, rand(4, 6), rand(3, 6), expect_launches=True)


def test_steps_reversal_and_ufuncs(target):
    same_as_python(s.steps_and_reversal, target, rand(10), rand(10), expect_launches=True)
    same_as_python(s.steps_and_reversal, target, rand(11), rand(11))


def test_integer_slices(target):
    same_as_python(s.integer_slices, target, np.arange(12) - 5, np.arange(12) + 3)


def test_float32_slices(target):
    same_as_python(s.float32_slices, target, rand(8, dtype=np.float32), np.float32(1.3))
    same_as_python(s.float32_slices, target, rand(8, dtype=np.float32), 1.3)


def test_scalars_broadcast_into_slices(target):
    same_as_python(s.scalar_into_slices, target, rand(4, 5), 2.5)


def test_whole_array_in_place_operators(target):
    same_as_python(s.whole_array_in_place, target, rand(4, 3), rand(4, 3))


def test_affine_slice_bounds(target):
    same_as_python(s.affine_bounds, target, np.zeros((7, 7)), rand(7, 7), 7)
    same_as_python(s.affine_bounds, target, np.zeros((7, 7)), rand(7, 7), 5)


# ------------------------------------------- reading the array being written
def _loop_semantics(fn, A):
    """What element-by-element loops in source order would leave."""
    A = A.copy()
    n = A.shape[0]
    for k in range(n):
        if fn is s.shift_right and k >= 1:
            A[k] = A[k - 1] + 1.0
        elif fn is s.shift_left and k < n - 1:
            A[k] = A[k + 1] * 0.5
        elif fn is s.divide_by_first:
            A[k] = A[k] / A[0]
    return A


@pytest.mark.parametrize("fn", [s.shift_right, s.shift_left, s.divide_by_first])
def test_reads_of_the_written_array_see_old_values(target, fn):
    # NumPy computes the right-hand side first; plain loops would not.
    A = rand(12)
    _, (got,) = same_as_python(fn, target, A)
    if fn is not s.shift_left:  # reading ahead is the same either way
        assert got.tobytes() != _loop_semantics(fn, A).tobytes()


def test_other_rows_of_the_written_array(target):
    same_as_python(s.other_row, target, rand(6, 5), expect_launches=True)


def test_shared_memory_between_arguments_runs_python():
    X = rand(10)
    ref = X.copy()
    s.copy_slices(ref[1:], ref[:-1])
    f = polyoff.offload(runtime="none")(s.copy_slices)
    with pytest.warns(polyoff.offload.PythonFallbackWarning, match="share memory"):
        f(X[1:], X[:-1])
    assert X.tobytes() == ref.tobytes()
    # Disjoint halves of one array run compiled.
    Y = rand(10)
    with warnings.catch_warnings():
        warnings.simplefilter("error", polyoff.offload.PythonFallbackWarning)
        f(Y[:5], Y[5:])
    assert np.array_equal(Y[:5], Y[5:])


# --------------------------------------------------------- shapes and bounds
def test_shapes_that_differ_at_run_time_raise_as_numpy_does(target):
    f = decorated(s.copy_slices, target)
    A, B = rand(5), rand(6)
    with (
        pytest.warns(polyoff.offload.PythonFallbackWarning, match="shapes differ"),
        pytest.raises(ValueError, match="could not broadcast"),
    ):
        f(A, B)
    same_as_python(s.copy_slices, target, rand(5), rand(5), expect_launches=True)


@pytest.mark.parametrize("k", [0, 3, 5, 8, -1, -7])
def test_bounds_numpy_clips(target, k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", polyoff.offload.PythonFallbackWarning)
        same_as_python(s.copy_prefix, target, rand(5), rand(5), k)


# -------------------------------------------------------------- reductions
def wide(*shape, dtype=np.float64):
    """Values over many magnitudes, so the order of additions shows."""
    return (RNG.standard_normal(shape) * 10.0 ** RNG.integers(-6, 6, shape)).astype(dtype)


def test_accumulator_returned(target):
    same_as_python(s.accumulate_and_return, target, wide(50))
    # the loop does not run: Python's float, not NumPy's
    same_as_python(s.accumulate_and_return, target, wide(0))
    same_as_python(s.accumulate_ints, target, np.arange(6), 4)
    same_as_python(s.accumulate_ints, target, np.arange(6), 0)


@pytest.mark.parametrize("n", [0, 1, 3, 7, 9, 17, 130, 131, 300, 1000, 9000])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_sum_is_numpys_pairwise_sum(n, dtype):
    same_as_python(s.sum_of_slice, "cpu", wide(n, dtype=dtype))


def test_sum_pairwise_on_devices(target):
    same_as_python(s.sum_of_slice, target, wide(700))
    same_as_python(s.sum_rows_and_columns, target, wide(150, 150), np.zeros(150))
    same_as_python(s.sum_whole_array, target, wide(30, 70))


def test_sequential_sum_differs_from_pairwise():
    """The test above can fail: adding in order gives other bits (on data
    of its own: the shared generator's values depend on which tests ran
    before in the worker, and some draws sum to the same bits)."""
    rng = np.random.default_rng(20261128)
    A = rng.standard_normal(1000) * 10.0 ** rng.integers(-6, 6, 1000)
    ordered = np.float64(0.0)
    for x in A[1:-1]:
        ordered += x
    assert ordered.tobytes() != s.sum_of_slice(A).tobytes()


def test_integer_sums_and_dots(target):
    A, B = np.arange(20, dtype=np.int32), np.arange(20, dtype=np.int32) * 3
    same_as_python(s.integer_reductions, target, A, B)
    same_as_python(s.integer_reductions, target, A.astype(np.int64), B.astype(np.int64))


def test_sum_inside_a_slice_statement(target):
    same_as_python(s.centre, target, wide(300), np.zeros(300), expect_launches=True)


def test_float_dot_under_fast_math_is_in_order():
    x, y = wide(100), wide(100)
    f = polyoff.offload(runtime="none", fast_math=True)(s.float_dot)
    expected = np.float64(0.0)
    for a, b in zip(x, y):
        expected += a * b
    assert f(x, y) == expected


def test_whole_sum_of_a_transposed_argument_follows_memory_order():
    A = wide(20, 31)
    f = polyoff.offload(runtime="none")(s.sum_whole_array)
    with pytest.warns(polyoff.offload.PythonFallbackWarning, match="memory order"):
        assert f(A.T).tobytes() == s.sum_whole_array(A.T).tobytes()
    # a reversed one-dimensional view adds in its own order, as NumPy does
    same_as_python(s.sum_of_slice, "cpu", wide(500)[::-1])


# -------------------------------------------------------------- temporaries
def test_temporary_copy_makes_in_place_smoothing_numpys(target):
    same_as_python(s.smooth_in_place, target, rand(20), expect_launches=True)


def test_temporary_zeros_in_a_loop_nest(target):
    same_as_python(
        s.doitgen_with_temporary,
        target,
        rand(4, 5, 6),
        rand(6, 6),
        np.zeros(6),
        expect_launches=True,
    )


@pytest.mark.parametrize("n", [0, 1, 7])
def test_temporaries_of_each_kind(target, n):
    same_as_python(s.typed_temporaries, target, np.zeros(7), n)


def test_negative_temporary_extent_raises_as_numpy_does():
    f = polyoff.offload(runtime="none")(s.typed_temporaries)
    with (
        pytest.warns(polyoff.offload.PythonFallbackWarning, match="negative extent"),
        pytest.raises(ValueError),
    ):
        f(np.zeros(7), -1)


# ------------------------------------------------------------------ prange
def test_prange_runs_as_range(target):
    same_as_python(s.with_prange, target, rand(5, 6), np.zeros((5, 6)), expect_launches=True)


# ------------------------------------------------------------- while, break
def test_counted_while_loops(target):
    for n in (12, 13, 1, 0):
        same_as_python(
            s.while_stride, target, rand(14), np.zeros(14), n, expect_launches=(n > 2) or None
        )
    same_as_python(s.while_nested_down, target, rand(6, 4), expect_launches=True)
    same_as_python(s.while_nested_down, target, rand(1, 4))


def test_counted_while_with_numpy_integer_counters(target):
    for n in (12, 13, 1):
        same_as_python(
            s.while_int64_counter, target, rand(14), np.zeros(14), n,
            expect_launches=(n > 2) or None,
        )
    same_as_python(
        s.while_int32_counter_down, target, rand(40), np.zeros(40, np.int32), expect_launches=True
    )
    same_as_python(s.while_int32_counter_past_its_range, target, np.zeros(6, np.int64), 5, 9)


def test_numpy_integer_counter_past_its_range_runs_python():
    f = polyoff.offload(runtime="none")(s.while_int32_counter_past_its_range)
    A, B = np.zeros(6, np.int64), np.zeros(6, np.int64)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        got = f(A, 2**31 - 3, 2**31 + 1)
        want = s.while_int32_counter_past_its_range(B, 2**31 - 3, 2**31 + 1)
    assert type(got) is np.int32 and got == want and A.tobytes() == B.tobytes()
    assert any(
        issubclass(w.category, polyoff.offload.PythonFallbackWarning)
        and "past int32's range" in str(w.message)
        for w in record
    )


def test_break_runs_on_the_cpu_with_a_reason(target):
    A = rand(20)
    A[7] = 0.95
    same_as_python(s.while_with_break, target, A, np.zeros(20), expect_launches=False)
    same_as_python(s.while_with_break, target, np.full(5, 0.1), np.zeros(5))
    f, _ = same_as_python(
        s.break_in_inner_loop, target, rand(6, 8), np.zeros(6, np.int64), rand(9),
        expect_launches=True,
    )
    if target != "cpu":
        assert "`break` can leave the loop part-way" in f.report()
        g = polyoff.offload(**TARGETS[target])(s.break_in_inner_loop)
        line = s.break_in_inner_loop.__code__.co_firstlineno + 1
        with pytest.warns(polyoff.offload.NotOffloadedWarning) as record:
            g(rand(6, 8), np.zeros(6, np.int64), rand(9))
        message = str(record[0].message)
        assert f"the loop nest at line {line} runs compiled on the CPU: `break`" in message


# ------------------------------------------------------ returns after loops
@pytest.mark.parametrize("flag", [2, -1])
def test_return_after_offloaded_loops_is_computed_on_the_host(target, flag):
    f, _ = same_as_python(
        s.return_after_loops, target, rand(40), np.zeros(40), 1.5, flag, expect_launches=True
    )
    if target != "cpu":  # the loop's kernel only, no one-thread kernel for the value
        report = f.report()
        assert "offloaded as 1 kernel(s)" in report and "single thread" not in report, report


@pytest.mark.parametrize("fn", [s.sum_after_loops, s.sum_between_loops])
def test_sums_run_on_the_host_between_offloaded_nests(target, fn):
    shape = (30, 20) if fn is s.sum_after_loops else (40,)
    f, _ = same_as_python(fn, target, rand(*shape), np.zeros(shape), expect_launches=True)
    same_as_python(fn, target, rand(*((0, 20) if len(shape) == 2 else (0,))),
                   np.zeros((0, 20) if len(shape) == 2 else (0,)))
    if target != "cpu":  # the nests' kernels only, no one-thread kernels for the sum
        report = f.report()
        kernels = 1 if fn is s.sum_after_loops else 2
        assert report.count("offloaded as 1 kernel(s)") == kernels, report
        assert "single thread" not in report, report
        assert "computes only local scalars" in report


def test_sums_stay_in_the_region_under_fast_math():
    """fast_math may reorder sums, so the loop stays in the model."""
    f = polyoff.offload(runtime="none", fast_math=True)(s.sum_after_loops)
    A = rand(30, 20)
    assert f(A, np.zeros((30, 20))) == pytest.approx(s.sum_after_loops(A, np.zeros((30, 20))))
    assert "computes only local scalars" not in f.report()


# ---------------------------------------------------------------- continue
def test_continue_on_affine_conditions_offloads(target):
    # the guarded reads (i - 1, j - 1, j + 1) pass the index check: no fallback
    with warnings.catch_warnings():
        warnings.simplefilter("error", polyoff.offload.PythonFallbackWarning)
        same_as_python(
            s.continue_on_affine_conditions, target, rand(6, 7), np.zeros((6, 7)),
            expect_launches=True,
        )
    for n in (20, 9, 1, 0):
        same_as_python(
            s.continue_on_some_paths, target, rand(n), np.zeros(n), expect_launches=(n > 1) or None
        )


def test_continue_in_counted_while_after_its_step(target):
    for n in (9, 10, 1):
        same_as_python(
            s.while_continue_after_step, target, rand(n), np.zeros(n),
            expect_launches=(n > 1) or None,
        )


def test_continue_on_array_values_offloads(target):
    """An ``if`` on array values with a ``continue`` is a region statement
    (it ran on the CPU with "an `if` depends on array values" before); with
    a ``break`` too the nest still stays on the CPU."""
    A = rand(20)
    same_as_python(s.continue_on_values, target, A, np.zeros(20), expect_launches=True)
    same_as_python(s.continue_and_break, target, rand(5, 8), np.zeros(5), expect_launches=False)


def test_continue_rewrite_keeps_python_semantics():
    from polyoff.frontend.continues import without_continue
    from polyoff.frontend.source import read_function_source

    src = without_continue(read_function_source(s.continue_on_some_paths))
    assert not any(isinstance(n, ast.Continue) for n in ast.walk(src.tree))
    namespace = dict(vars(s))
    code = compile(ast.Module([src.tree], []), s.__file__, "exec")
    exec(code, namespace)  # the rewritten function, run by Python
    for n in range(25):
        A = rand(n)
        B1, B2 = rand(n), None
        B2 = B1.copy()
        namespace["continue_on_some_paths"](A, B1)
        s.continue_on_some_paths(A, B2)
        assert B1.tobytes() == B2.tobytes()


def test_continue_copies_are_bounded(monkeypatch):
    from polyoff.frontend import continues

    monkeypatch.setattr(continues, "MAX_STATEMENTS", 1)
    with pytest.raises(FrontendError, match="too many") as info:
        polyoff.offload(runtime="none")(s.continue_on_some_paths)
    line = s.continue_on_some_paths.__code__.co_firstlineno + 6
    assert f":{line}:" in str(info.value)


# ------------------------------------------------------------------- calls
def test_plain_functions_are_inlined(target):
    same_as_python(s.with_calls, target, rand(6, 7), np.zeros((6, 7)), expect_launches=True)
    same_as_python(s.call_in_slice_statement, target, rand(6, 7), np.zeros((6, 7)))


def test_callee_with_local_assignments(target):
    same_as_python(s.calls_with_locals, target, rand(9), np.zeros(9), expect_launches=True)
    same_as_python(
        s.calls_with_locals, target, rand(9, dtype=np.float32), np.zeros(9, np.float32)
    )


def test_reductions_in_callee_reach_the_callers_arrays(target):
    ints = RNG.integers(-9, 9, (4, 5))
    same_as_python(
        s.reductions_in_callee, target, rand(3, 40), np.zeros(3), ints, ints[0].copy(),
        np.zeros(4, np.int64),
    )


def test_elementwise_helpers_apply_to_slices(target):
    same_as_python(s.elementwise_on_slices, target, rand(12), np.zeros(12), expect_launches=True)


def test_decorated_callee_is_inlined(target):
    same_as_python(s.calls_decorated, target, rand(8), np.zeros(8), expect_launches=True)


def test_exception_in_callee_names_the_call():
    f = polyoff.offload(runtime="none")(s.calls_pick)
    with pytest.raises(IndexError) as info:
        f(rand(5), np.zeros(3), 7.5)
    line = s.calls_pick.__code__.co_firstlineno + 2
    assert f"{s.__file__}:{line}:" in str(info.value), str(info.value)
    with pytest.raises(IndexError):
        s.calls_pick(rand(5), np.zeros(3), 7.5)


def _marker(fn) -> tuple[int, int]:
    lines, first = inspect.getsourcelines(fn)
    for k, line in enumerate(lines):
        m = re.search(r"# error: (.*)$", line)
        if m:
            return first + k, line[: m.start()].index(m.group(1).strip()) + 1
    raise AssertionError(f"{fn.__name__} has no error marker")


@pytest.mark.parametrize(
    "caller, callee, mentions",
    [
        ("calls_recursive", "recursive", "recursion"),
        ("calls_ping", "pong", "recursion"),
        ("calls_generator", "generator", "generator"),
        ("calls_with_loop", "with_loop", "`return <expression>`"),
        ("calls_with_default", "with_default", "without defaults"),
        ("calls_closure", "scale_by_closure", "closure"),
        ("calls_global_number", "with_global_number", "global"),
    ],
)
def test_unsupported_callee_is_an_error_in_the_callee(caller, callee, mentions):
    f = polyoff.offload(runtime="none")(getattr(s, caller))
    A = rand(3)
    before = A.copy()
    with pytest.raises(polyoff.errors.FrontendError) as info:
        f(A)
    loc = info.value.location
    assert (loc.file, loc.line, loc.column) == (s.__file__, *_marker(getattr(s, callee)))
    assert mentions in info.value.message, info.value.message
    assert A.tobytes() == before.tobytes()
