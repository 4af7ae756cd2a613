"""codegen.kernel._volatile_carried_stores on Intel's CPU runtime: a float
element a loop loads and stores at a subscript that does not change from
one iteration to the next (a sum carried through memory) is stored
volatile, so the compiler cannot keep it in a register and reassociate
the sum. Found on PolyBench/C 4.2.1's syr2k as clang-15 -O3 hands it over
(MINI, Intel's runtime: 269 of 900 values off in the last bit; its
kernel is the shape below: a thread's row i, j <= i, then k innermost).
Stores whose subscript moves with the loop, integer sums, and loops over
a thread's points are left alone."""

from __future__ import annotations

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.kernel import _ordered_carried_loops, _volatile_carried_stores
from polyoff.codegen.targets.check import walk_statements

I64 = "i64"
LID = k.Special("thread_id", 0)
J = k.Var("it_c7", I64)
K = k.Var("it_c8", I64)


def c(v: int) -> k.Const:
    return k.Const(I64, v)


def add(a, b, t=I64):
    return k.Binary("add", a, b, t)


def _nest(index: k.Expr, type_: str = "f64") -> k.Block:
    """for j <= lid: for k < 20: C[index] = C[index] + B[k]"""
    total = add(k.Load("C", index, type_), k.Load("B", K, type_), type_)
    inner = k.For(K, c(0), k.Compare("slt", K, c(20)), 1, k.Block((k.Store("C", index, total),)))
    return k.Block((k.For(J, c(0), k.Compare("sle", J, LID), 1, k.Block((inner,))),))


def _stores(body: k.Block) -> list[k.Store]:
    return [s for s in walk_statements(body) if isinstance(s, k.Store)]


def test_a_sum_through_memory_is_stored_volatile():
    row_j = add(k.Binary("mul", LID, c(30), I64), J)  # C[lid][j]: the same element for every k
    (store,) = _stores(_volatile_carried_stores(_nest(row_j)))
    assert store.volatile


def test_other_stores_stay_plain():
    moving = add(k.Binary("mul", K, c(30), I64), J)  # C[k][j]: another element each k
    integer = add(k.Binary("mul", LID, c(30), I64), J)
    for body in (_nest(moving), _nest(integer, "i32")):
        (store,) = _stores(_volatile_carried_stores(body))
        assert not store.volatile
    # the loop over k a thread's points (coincident): no sum across it
    (store,) = _stores(_volatile_carried_stores(_nest(integer), frozenset({"it_c8"})))
    assert not store.volatile


def test_in_opencl_c_the_loop_is_ordered_instead():
    """With loops that can say so (OpenCL C), the loop holding such a store
    is ordered (neither vectorised nor interleaved, the vectoriser being
    what reassociates the sum) and the store stays plain: covariance at
    LARGE on Intel's runtime 395 -> 135 ms, bit-identical. Loops holding
    only other stores stay as they were."""
    row_j = add(k.Binary("mul", LID, c(30), I64), J)
    body = _ordered_carried_loops(_nest(row_j))
    (store,) = _stores(body)
    assert not store.volatile
    loops = {s.var.name: s.ordered for s in walk_statements(body) if isinstance(s, k.For)}
    assert loops == {"it_c7": True, "it_c8": True}
    # the point loop over j is named parallel: left alone, k still ordered
    loops = {s.var.name: s.ordered for s in walk_statements(_ordered_carried_loops(_nest(row_j), frozenset({"it_c7"})))
             if isinstance(s, k.For)}
    assert loops == {"it_c7": False, "it_c8": True}
    moving = add(k.Binary("mul", K, c(30), I64), J)
    for plain in (_nest(moving), _nest(row_j, "i32")):
        assert not any(s.ordered for s in walk_statements(_ordered_carried_loops(plain)) if isinstance(s, k.For))
