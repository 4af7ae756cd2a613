"""Every reject reason of the catalogue, on a loop nest written to show it.

inputs/rejects.c (compiled with line tables) holds the reasons C code
shows; each one must name its source line. inputs/rejects_ir.ll holds
the rest, written in IR without debug information; each one must name the
function and block.
"""

from __future__ import annotations

import pytest

from polyoff.scop.scop import REJECT_KINDS
from tests.scop.models import detect

#: kind -> (input, function, source line or None for function and block)
CASES = {
    "non-affine-bound": ("rejects", "ragged", 12),
    "non-affine-branch": ("rejects_ir", "data_branch", None),
    "non-affine-access": ("rejects", "scatter", 28),
    "unknown-call": ("rejects", "weights", 35),
    "inexact-math": ("mathcalls", "maths", 8),
    "aliasing": ("rejects", "either", 42),
    "volatile": ("rejects", "poll", 51),
    "scalar-escape": ("rejects_ir", "escape_ptr", None),
    "base-pointer-load": ("rejects", "jagged", 67),
    "loop-shape": ("rejects", "checked", 76),
    "delinearization": ("rejects", "two_strides", 87),
    "mixed-types": ("rejects", "pun", 95),
    "irreducible": ("rejects_ir", "irreducible", None),
    "int-to-ptr": ("rejects_ir", "inttoptr", None),
    "alloca": ("rejects_ir", "alloca", None),
    "unknown-instruction": ("rejects_ir", "varargs", None),
    "vectorized-ir": ("rejects_ir", "vector", None),
    "unbounded": ("rejects_ir", "unbounded", None),
    "region-entry-phi": ("rejects_ir", "entry_phi", None),
    "empty": ("rejects_ir", "empty", None),
    "assumptions": ("rejects_ir", "never", None),
    "removed": ("rejects_ir", "removed", None),
}


def test_every_kind_has_a_case():
    # internal-error: a bug's fallback (tests/e2e/test_odd_programs.py);
    # compile-budget: tests/e2e/test_budget.py
    assert set(CASES) == set(REJECT_KINDS) - {"internal-error", "compile-budget"}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_reject_reason(kind):
    name, function, line = CASES[kind]
    det = detect(name, function)
    reasons = [r for r in det.rejected if r.kind == kind]
    assert reasons, [(r.kind, r.message) for r in det.rejected]
    reason = reasons[0]
    assert reason.function == function
    assert reason.block is not None
    # A region that failed, except where no single-entry single-exit
    # region holds the loop at all or no loop is left.
    assert (reason.region is None) == (kind in ("loop-shape", "removed"))
    if line is not None:
        assert reason.line == line
        assert reason.where() == f"line {line}"
    else:
        assert reason.line is None
        assert reason.where() == f"function {function}, block {reason.block}"
    assert reason.message
    # The region the reason is about is not a SCoP (an inner loop of it
    # may be one).
    if reason.region is not None:
        assert reason.region not in {(s.entry, s.exit) for s in det.scops}


def test_an_address_used_as_data_is_rejected():
    (reason,) = detect("rejects_ir", "address_as_data").rejected
    assert reason.kind == "int-to-ptr" and "ptrtoint" in reason.message


def test_loops_the_clean_up_removes_are_named():
    once = detect("rejects_ir", "removed")
    (reason,) = once.rejected
    assert reason.block == "once" and "at most once" in reason.message
    (reason,) = detect("rejects_ir", "removed_ub").rejected
    assert reason.kind == "removed" and reason.block == "ub"


def test_each_inner_loop_outside_a_scop_is_named():
    # The outer loop fails for a call between its inner loops; the first
    # inner loop is a SCoP; the second has its own reason.
    det = detect("rejects_ir", "partial_nest")
    assert [(s.entry, s.exit) for s in det.scops] == [("first", "between")]
    assert [(r.kind, r.block) for r in det.rejected] == [
        ("unknown-call", "between"), ("non-affine-access", "second")]
