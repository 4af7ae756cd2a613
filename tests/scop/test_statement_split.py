"""Loop blocks cut into independent statements before detection
(`polyoff.ir.statements`, Polly's scalar-indep granularity): where the cut
goes, where it must not, and the module it leaves."""

from __future__ import annotations

import re

import islpy as isl
import pytest

from polyoff.ir.parser import parse_module
from polyoff.ir.reader import read_ir_text
from polyoff.ir.statements import split_statements
from polyoff.scop.dependences import compute_dependences, maps_of
from polyoff.scop.detect import detect_module

#: bicg's body: ``s[j] += r[i] * A[i][j]`` then ``q[i] += A[i][j] * p[j]``,
#: one block, with the last ``q[i]`` read after the loop (an exit phi)
TWO_SUMS = """
define void @f(i64 %n, i64 %m, ptr %A, ptr %r, ptr %p, ptr %s, ptr %q, ptr %out) {
entry:
  %go = icmp sgt i64 %n, 0
  %gm = icmp sgt i64 %m, 0
  %both = and i1 %go, %gm
  br i1 %both, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %qi = getelementptr inbounds double, ptr %q, i64 %i
  store double 0.0, ptr %qi, align 8
  %ri = getelementptr inbounds double, ptr %r, i64 %i
  %row = mul nsw i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %sj = getelementptr inbounds double, ptr %s, i64 %j
  %sv = load double, ptr %sj, align 8
  %rv = load double, ptr %ri, align 8
  %k = add nsw i64 %row, %j
  %aij = getelementptr inbounds double, ptr %A, i64 %k
  %av = load double, ptr %aij, align 8
  %t = fmul double %rv, %av
  %sn = fadd double %sv, %t
  store double %sn, ptr %sj, align 8
  %qv = load double, ptr %qi, align 8
  %pj = getelementptr inbounds double, ptr %p, i64 %j
  %pv = load double, ptr %pj, align 8
  %u = fmul double %av, %pv
  %qn = fadd double %qv, %u
  store double %qn, ptr %qi, align 8
  %j.next = add nuw nsw i64 %j, 1
  %jc = icmp slt i64 %j.next, %m
  br i1 %jc, label %inner, label %latch

latch:
  %last = phi double [ %qn, %inner ]
  %oi = getelementptr inbounds double, ptr %out, i64 %i
  store double %last, ptr %oi, align 8
  %i.next = add nuw nsw i64 %i, 1
  %ic = icmp slt i64 %i.next, %n
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}
"""


def _scop(text: str):
    source = read_ir_text(text, "t.ll")
    (det,) = detect_module(source.model, functions={"f"})
    assert len(det.scops) == 1 and not det.rejected, (det.scops, det.rejected)
    return source, det.scops[0]


def test_two_sums_become_two_statements_each_with_a_parallel_loop():
    new, cuts = split_statements(TWO_SUMS, parse_module(TWO_SUMS))
    assert cuts == 1
    assert "  store double %sn, ptr %sj, align 8\n  br label %inner.polyoff.stmt1\n\ninner.polyoff.stmt1:\n" in new
    # the loop's back edge and the exit phi now leave from the last part
    assert "[ %j.next, %inner.polyoff.stmt1 ]" in new and "[ %qn, %inner.polyoff.stmt1 ]" in new
    _source, scop = _scop(TWO_SUMS)
    inner = [s for s in scop.statements if s.depth == 2]
    assert [sorted({a.array for a in s.accesses if a.is_write and not a.value}) for s in inner] == [["s"], ["q"]]
    deps = compute_dependences(scop).validity
    for s, parallel_dim in zip(inner, (1, 0), strict=True):
        own = deps.intersect_domain(isl.UnionSet(s.domain)).intersect_range(isl.UnionSet(s.domain))
        # the s update's dependences all keep j, the q update's all keep i
        assert not own.is_empty() and _keeps(own, parallel_dim), (s.name, own)


def _keeps(deps, dim: int) -> bool:
    """Whether every dependence in ``deps`` keeps loop ``dim`` fixed (so that
    loop carries none of them)."""
    return all(m.is_subset(m.equate(isl.dim_type.in_, dim, isl.dim_type.out, dim))
               for m in maps_of(deps))


def _with_body(body: str) -> str:
    """TWO_SUMS with the inner loop's body (up to its latch) replaced."""
    return TWO_SUMS.replace(TWO_SUMS[TWO_SUMS.index("  %sj ="):TWO_SUMS.index("  %j.next =")], body)


@pytest.mark.parametrize("why,body", [
    ("a value both updates use", """  %sj = getelementptr inbounds double, ptr %s, i64 %j
  %pj = getelementptr inbounds double, ptr %p, i64 %j
  %pv = load double, ptr %pj, align 8
  %t = fmul double %pv, 3.0
  store double %t, ptr %sj, align 8
  %qv = load double, ptr %qi, align 8
  %qn = fadd double %qv, %t
  store double %qn, ptr %qi, align 8
"""),
    ("unrolled copies of one update", """  %sj = getelementptr inbounds double, ptr %s, i64 %j
  store double 1.0, ptr %sj, align 8
  %j1 = add i64 %j, %m
  %sj1 = getelementptr inbounds double, ptr %s, i64 %j1
  store double 2.0, ptr %sj1, align 8
  %qn = fadd double 0.0, 1.0
"""),
    ("writes only, no update (an initialisation)", """  %sj = getelementptr inbounds double, ptr %s, i64 %j
  store double 1.0, ptr %sj, align 8
  %pj = getelementptr inbounds double, ptr %p, i64 %j
  store double 2.0, ptr %pj, align 8
  %qn = fadd double 0.0, 1.0
"""),
    ("a load of an array the function writes", """  %sj = getelementptr inbounds double, ptr %s, i64 %j
  %pj = getelementptr inbounds double, ptr %p, i64 %j
  %pv = load double, ptr %pj, align 8
  store double %pv, ptr %sj, align 8
  %qn = fadd double %pv, 1.0
  store double %qn, ptr %pj, align 8
"""),
])
def test_no_cut(why, body):
    text = _with_body(body)
    assert split_statements(text, parse_module(text)) == (text, 0), why
    _scop(text)  # and it still reads


def test_an_accumulator_fed_back_from_the_first_part_is_no_cut():
    text = TWO_SUMS.replace("  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]\n",
                            "  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]\n"
                            "  %acc = phi double [ 0.0, %outer ], [ %sn, %inner ]\n")
    text = text.replace("%sn = fadd double %sv, %t", "%sn = fadd double %acc, %t")
    assert split_statements(text, parse_module(text))[1] == 0


def test_a_load_shared_by_both_updates_of_a_read_only_array_is_reloaded():
    """With ``restrict``, GVN leaves one load of ``A[i][j]`` for both
    updates: the model reloads it where used, so the cut still goes."""
    assert re.search(r"%u = fmul double %av, %pv", TWO_SUMS)
    new, cuts = split_statements(TWO_SUMS, parse_module(TWO_SUMS))
    assert cuts == 1
    second = new.split("inner.polyoff.stmt1:\n", 1)[1]
    assert "%u = fmul double %av, %pv" in second  # %av comes from the first part
