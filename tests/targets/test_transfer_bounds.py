"""The range of an array's elements a SCoP copies (`gpu.memory.box_bounds`)."""

from __future__ import annotations

import time

import islpy as isl
import pytest

from polyoff.gpu.memory import MAX_BOUND_PIECES, box_bounds
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
