"""The range of an array's elements a SCoP copies (`gpu.memory.box_bounds`)."""

from __future__ import annotations

import time
from types import SimpleNamespace

import islpy as isl
import pytest

from polyoff.gpu.memory import MAX_BOUND_PIECES, MAX_COVER_PIECES, box_bounds, covers
from polyoff.scop.budget import CompileBudgetExceeded


def _shifted_reads(n: int) -> isl.Set:
    """The elements of ``B[i + p1] ... B[i + pn]``, ``0 <= i < 100``."""
    params = ", ".join(f"p{k}" for k in range(1, n + 1))
    parts = " or ".join(f"(exists i: 0 <= i <= 99 and o = i + p{k})" for k in range(1, n + 1))
    return isl.Set(f"[{params}] -> {{ B[o] : {parts} }}")


def test_a_few_shifted_ranges_have_exact_bounds():
    lower, upper = box_bounds(_shifted_reads(3), 1)
    want_lo = isl.PwAff("[p1, p2, p3] -> { [(min(min(p1, p2), p3))] }")
    want_hi = isl.PwAff("[p1, p2, p3] -> { [(max(max(p1, p2), p3) + 99)] }")
    assert lower[0].is_equal(want_lo) and upper[0].is_equal(want_hi)


def test_many_shifted_ranges_are_over_budget_at_once():
    """Twelve reads of one array, each shifted by its own parameter (Polly's
    run-time-check-many-parameters.ll): isl's dim_min of their union ran
    for tens of minutes; now the SCoP is over its compile budget."""
    start = time.monotonic()
    with pytest.raises(CompileBudgetExceeded, match="more than 8 cases"):
        box_bounds(_shifted_reads(12), 1)
    assert time.monotonic() - start < 10
    box_bounds(_shifted_reads(MAX_BOUND_PIECES), 1)  # still computed


def _lanes(n: int, stride: int) -> isl.Set:
    """``stride*i + k`` for ``0 <= i < n`` and each lane ``k``: the writes of
    a vectorised loop split into one scalar statement per lane."""
    sets = [isl.Set(f"{{ A[x] : exists i : x = {stride}i + {k} and 0 <= i < {n} }}")
            for k in range(stride)]
    out = sets[0]
    for s in sets[1:]:
        out = out.union(s)
    return out


def test_lanes_that_fill_a_range_cover_it_quickly():
    """himeno (LLVM's test-suite) at -O2: 128 lanes of stride 128 fill a
    range; coalesced first, the test takes milliseconds (half a minute each
    before)."""
    arr = SimpleNamespace(rank=1)
    start = time.monotonic()
    assert covers(_lanes(4096, 128), arr, None)
    assert time.monotonic() - start < 10


def test_writes_of_many_parts_are_taken_not_to_cover():
    """Lanes of different lengths stay many parts: copying in is the safe
    answer, given at once."""
    writes = isl.Set("{ A[x] : false }")
    for k in range(40):
        writes = writes.union(isl.Set(f"{{ A[x] : exists i : x = 64i + {k} and 0 <= i < {10 + 3 * k} }}"))
    assert writes.coalesce().n_basic_set() > MAX_COVER_PIECES
    assert not covers(writes, SimpleNamespace(rank=1), None)
