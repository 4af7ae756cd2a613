"""Arguments that share memory (issue 13, item 2).

The compiled code sees C-contiguous arrays; a non-contiguous argument is
passed as a copy. Where that copy overlaps another argument and either is
written, the copy would hide writes from the other side: the undecorated
function must run. Each case builds its arguments as views of one base
array and compares the base, bit for bit, with the undecorated run.
"""

from __future__ import annotations

import sys
import warnings

import numpy as np
import pytest

import polyoff
from polyoff.offload import PythonFallbackWarning
from tests.frontend.conftest import TARGETS

RNG = np.random.default_rng(13)


def shift(A, B):
    for i in range(1, A.shape[0]):
        B[i] = A[i - 1] * 0.5 + B[i]


def shift_2d(A, B):
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[i - 1, j] * 0.5 + B[i, j] + 1.0


def add_into(A, B):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[i, j] + B[i, j] * 2.0


def read_both(A, B, C):
    for i in range(A.shape[0]):
        C[i] = A[i] * 3.0 + B[i]


def run_aliased(fn, target: str, base: np.ndarray, views) -> list:
    """Run ``fn(*views(base))`` undecorated and decorated on copies of
    ``base``; assert identical bases; return the fallback warnings."""
    expected = base.copy()
    fn(*views(expected))
    f = polyoff.offload(**TARGETS[target])(fn)
    got = base.copy()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        f(*views(got))
    if got.tobytes() != expected.tobytes():
        diff = np.flatnonzero(got.reshape(-1) != expected.reshape(-1))
        raise AssertionError(f"{diff.size} element(s) differ ({target}), first at {diff[:5]}")
    return [w for w in caught if issubclass(w.category, PythonFallbackWarning)]


# Views of one base that overlap where the function writes: the copies
# would be wrong, so Python runs.
FALLBACK = [
    ("reversed", shift, (40,), lambda X: (X[::-1], X)),
    ("reversed-written", shift, (40,), lambda X: (X, X[::-1])),
    ("transpose", add_into, (12, 12), lambda Y: (Y, Y.T)),
    ("transpose-read", add_into, (12, 12), lambda Y: (Y.T, Y)),
    ("strided-overlap", shift, (40,), lambda X: (X[:-2:2], X[2::2])),
    ("column-and-row", shift, (10, 10), lambda Y: (Y[:, 0], Y[0, :])),
]

# Views with one layout share one copy (the compiled code sees them
# alias), views that do not overlap run compiled.
COMPILED = [
    ("same-strided-view-twice", shift, (40,), lambda X: (lambda v: (v, v))(X[::3])),
    ("two-equal-strided-views", shift, (40,), lambda X: (X[::3], X[::3])),
    ("fortran-twice", shift_2d, (9, 7), lambda Y: (lambda F: (F, F))(np.asfortranarray(Y))),
    ("transpose-twice", shift_2d, (9, 7), lambda Y: (Y.T, Y.T)),
    ("interleaved", shift, (40,), lambda X: (X[::2], X[1::2])),
    ("contiguous-overlap", shift, (40,), lambda X: (X[1:], X[:-1])),
]


@pytest.mark.parametrize("name,fn,shape,views", FALLBACK, ids=[c[0] for c in FALLBACK])
def test_overlapping_copy_runs_python(target, name, fn, shape, views):
    fallbacks = run_aliased(fn, target, RNG.random(shape), views)
    assert fallbacks and "overlaps" in str(fallbacks[0].message)


@pytest.mark.parametrize("name,fn,shape,views", COMPILED, ids=[c[0] for c in COMPILED])
def test_aliasing_the_compiled_code_honours(target, name, fn, shape, views):
    if name == "fortran-twice":
        base = RNG.random(shape)
        # the base is C order: build the Fortran array once and run on it
        expected = np.asfortranarray(base)
        fn(expected, expected)
        f = polyoff.offload(**TARGETS[target])(fn)
        got = np.asfortranarray(base)
        with warnings.catch_warnings():
            warnings.simplefilter("error", PythonFallbackWarning)
            f(got, got)
        assert got.tobytes(order="A") == expected.tobytes(order="A")
        return
    assert not run_aliased(fn, target, RNG.random(shape), views)


def test_read_only_overlap_runs_compiled(target):
    """Copies that overlap are fine where neither side is written."""
    def views(X):
        return X[:20][::-1], X[:20], X[20:]

    assert not run_aliased(read_both, target, RNG.random(40), views)


def test_exact_overlap_test_is_bounded(monkeypatch):
    """Where np.shares_memory gives up, the arrays count as overlapping."""
    monkeypatch.setattr(sys.modules["polyoff.offload"], "SHARES_MEMORY_WORK", 0)
    fallbacks = run_aliased(shift, "cpu", RNG.random(40), lambda X: (X[::2], X[1::2]))
    assert fallbacks


# ------------------------------------------------- noalias (polyoff.noalias)
def sums_beside(A, s, q, p, r):
    """bicg's nest: the running sum q[i] stays in a register only where
    q cannot overlap s (a store to s[j] could change q[i])."""
    n, m = A.shape
    for i in range(m):
        s[i] = 0.0
    for i in range(n):
        q[i] = 0.0
        for j in range(m):
            s[j] = s[j] + r[i] * A[i, j]
            q[i] = q[i] + A[i, j] * p[j]


def _sums_arguments(buf_len: int):
    A = RNG.random((40, 40))
    p, r = RNG.random(40), RNG.random(40)
    return A, p, r, RNG.random(buf_len)


def _compiled_forms(f) -> tuple[bool, bool]:
    spec = next(iter(f._specs.values()))
    return spec.noalias_cfunc is not None, spec.cfunc is not None


@pytest.mark.parametrize("case", ["disjoint", "overlapping", "same-buffer-disjoint"])
def test_noalias_form_only_for_arrays_apart(target, case):
    """Arrays that do not overlap run the entry compiled with ``noalias``
    pointers; s and q sharing elements run the form without (which the
    noalias form would get wrong: q[i] kept in a register misses the
    writes through s), bit for bit as Python either way."""
    A, p, r, buf = _sums_arguments(80)

    def views(b):
        if case == "disjoint":
            return A.copy(), b[:40], np.zeros(40), p, r
        if case == "overlapping":
            return A.copy(), b[:40], b[20:60], p, r
        return A.copy(), b[:40], b[40:], p, r  # one buffer, no shared bytes

    expected = buf.copy()
    exp_args = views(expected)
    sums_beside(*exp_args)
    f = polyoff.offload(**TARGETS[target])(sums_beside)
    got = buf.copy()
    got_args = views(got)
    with warnings.catch_warnings():
        warnings.simplefilter("error", PythonFallbackWarning)
        warnings.simplefilter("ignore", polyoff.offload.NotOffloadedWarning)
        f(*got_args)
    assert got.tobytes() == expected.tobytes()
    for a, b in zip(exp_args, got_args):
        if isinstance(a, np.ndarray):
            assert a.tobytes() == b.tobytes()
    assert _compiled_forms(f) == (True, case == "overlapping")


def test_noalias_form_would_be_wrong_on_overlap(monkeypatch):
    """The per-call test is what keeps the results right: forcing the
    noalias form on overlapping s and q changes them (so the test above
    can fail)."""
    for name in ("overlap_free", "spans_apart"):
        monkeypatch.setattr(sys.modules["polyoff.offload"], name, lambda *a: True)
    A, p, r, buf = _sums_arguments(80)
    expected = buf.copy()
    sums_beside(A.copy(), expected[:40], expected[20:60], p, r)
    f = polyoff.offload(runtime="none")(sums_beside)
    got = buf.copy()
    f(A.copy(), got[:40], got[20:60], p, r)
    assert got.tobytes() != expected.tobytes()


def test_overlap_free():
    from polyoff.noalias import overlap_free

    # (address position, rank, item size, written); C arguments: address, extents
    arrays = ((0, 1, 8, True), (2, 2, 8, False), (5, 1, 4, False))
    assert overlap_free([1000, 10, 1080, 2, 3, 2000, 5], arrays)
    assert overlap_free([1000, 10, 1080, 2, 3, 1040, 5], arrays) is False  # write overlapped
    assert overlap_free([1000, 10, 1072, 2, 3, 1100, 5], arrays) is False
    # read-only arrays may share bytes; empty arrays touch none
    assert overlap_free([1000, 10, 2000, 2, 3, 2004, 5], arrays)
    assert overlap_free([1000, 10, 1008, 0, 3, 1000, 0], arrays)
    assert overlap_free([1000, 0, 1000, 2, 3, 1000, 5], arrays)
    # the same test on spans (start, end, written), as the fast path gives them
    from polyoff.noalias import spans_apart

    assert spans_apart([(1000, 1080, True), (1080, 1128, True), (2000, 2020, False)])
    assert not spans_apart([(1000, 1081, True), (1080, 1128, False)])
    assert spans_apart([(1000, 1081, False), (1080, 1128, False), (1200, 1208, True)])
    assert not spans_apart([(1000, 1300, False), (1080, 1128, False), (1200, 1208, True)])
    assert spans_apart([(1000, 1000, True), (1000, 1128, True), (1064, 1064, True)])


def test_noalias_entry_marks_only_the_entry():
    from polyoff.noalias import noalias_entry

    text = (
        'define i32 @"py_f"(ptr %"A", i64 %"A.shape0", ptr noalias %B, '
        "ptr dereferenceable(8) %res) !dbg !4 {\n  ret i32 0\n}\n"
        "define i32 @other(ptr %A) {\n  ret i32 0\n}\n"
    )
    out = noalias_entry(text, "py_f")
    assert out.splitlines()[0] == (
        'define i32 @"py_f"(ptr noalias %"A", i64 %"A.shape0", ptr noalias %B, '
        "ptr noalias dereferenceable(8) %res) !dbg !4 {"
    )
    assert "define i32 @other(ptr %A)" in out
    with pytest.raises(ValueError):
        noalias_entry(text, "py_g")
