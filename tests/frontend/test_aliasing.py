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
