"""Region statements (`polyoff.scop.folding`): a branch on data and the
blocks up to where it merges are one statement whose writes are
may-writes, run wherever the branch's block runs; conditions the domains
model, and branches on data around loops, are not folded."""

from __future__ import annotations

from polyoff.scop.scop import MAY_WRITE
from tests.scop.models import detect, only_scop


def test_a_branch_on_data_is_one_statement_with_may_writes():
    scop = only_scop("rejects.ll", "positive_part")
    (stmt,) = scop.statements
    assert stmt.folded  # the store's block runs inside the branch's statement
    assert [a.kind for a in stmt.accesses if not a.is_read] == [MAY_WRITE]
    # every iteration runs the statement: its domain is the loop's
    assert stmt.depth == 1
    assert not stmt.domain.is_empty()


def test_affine_conditions_are_not_folded():
    det = detect("affine_if", "regions")
    assert det.scops and not det.rejected
    assert all(not st.folded for s in det.scops for st in s.statements)


def test_a_branch_on_data_around_a_loop_is_not_folded():
    det = detect("rejects_ir", "data_branch")
    assert [r.kind for r in det.rejected] == ["non-affine-branch"]
    assert all(not st.folded for s in det.scops for st in s.statements)
