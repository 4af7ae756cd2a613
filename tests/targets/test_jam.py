"""codegen.jam: a thread's loop over the points of a parallel member, run
four points at a time with their bodies interleaved. Random point loops
(each point reads anything of A and writes only its own row of B, so the
points are independent, as those of a coincident member are) run through
the reference interpreter with and without the rewrite must leave the
same memory; hand-made loops check what is jammed and what is left."""

from __future__ import annotations

import random

import numpy as np
import pytest
from targets_reference import Interpreter

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.jam import jam_point_loops
from polyoff.codegen.targets.check import walk_statements

I64 = "i64"
P = K.Var("p", I64)
J = K.Var("j", I64)
N = K.Var("n", I64)
ROW = 64  # elements per row of B; subscripts stay inside it
SIZE = 64 * ROW
POINTS = frozenset({"p"})


def c(x: int) -> K.Const:
    return K.Const(I64, x)


def add(*xs: K.Expr) -> K.Expr:
    out = xs[0]
    for x in xs[1:]:
        out = K.Binary("add", out, x, I64)
    return out


def mul(a: K.Expr, b: K.Expr) -> K.Expr:
    return K.Binary("mul", a, b, I64)


def own(col: K.Expr) -> K.Expr:
    """Element ``col`` of point ``p``'s row of B."""
    return add(mul(P, c(ROW)), col)


def f64(name: str) -> K.Var:
    return K.Var(name, "f64")


def point_loop(body: list, *, first: int = 0, last: K.Expr | None = None, step: int = 1) -> K.For:
    last = c(13) if last is None else last
    return K.For(P, c(first), K.Compare("sle", P, last), step, K.Block(tuple(body)))


def inner_loop(body: list, last: K.Expr | None = None) -> K.For:
    last = c(9) if last is None else last
    return K.For(J, c(0), K.Compare("slt", J, last), 1, K.Block(tuple(body)))


def kernel(stmts: list, registers: tuple[str, ...] = ()) -> K.Kernel:
    params = (K.ArrayParam("A", "f64"), K.ArrayParam("B", "f64"), K.ScalarParam(N))
    decls = tuple(K.Declare(f64(r)) for r in registers)
    return K.Kernel("k", params, K.Block(decls + tuple(stmts)))


def run(kern: K.Kernel, n: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(3)
    arrays = {"A": rng.random(SIZE), "B": rng.random(SIZE)}
    Interpreter(kern, arrays, {"n": n}).run((1, 1, 1))
    return arrays


def jammed(kern: K.Kernel) -> K.Kernel:
    return K.Kernel("k", kern.params, jam_point_loops(kern.body, POINTS, 4))


def row_sum() -> K.Kernel:
    """gesummv's shape: ``r = 0; for j: r = A[p*ROW + j] * A[j] + r; B[p*ROW] = r``."""
    r = f64("r")
    term = K.Binary("fmul", K.Load("A", add(mul(P, c(ROW)), J), "f64"), K.Load("A", J, "f64"), "f64")
    return kernel([point_loop([
        K.Assign(r, K.Const("f64", 0.0)),
        inner_loop([K.Assign(r, K.Binary("fadd", term, r, "f64"))], N),
        K.Store("B", own(c(0)), r),
    ], last=add(N, c(-1)))], ("r",))


def test_row_sums_are_jammed():
    before = row_sum()
    after = jammed(before)
    assert after != before
    # four registers, one inner loop in the jammed part
    names = {s.var.name for s in walk_statements(after.body) if isinstance(s, K.Declare)}
    assert {"r_j0", "r_j1", "r_j2", "r_j3"} <= names
    for n in (0, 1, 3, 4, 5, 8, 11, 40):
        expect, got = run(before, n), run(after, n)
        assert np.array_equal(expect["B"], got["B"]), n


def _unchanged(kern: K.Kernel) -> bool:
    return jammed(kern).body == kern.body


def test_not_jammed():
    r = f64("r")
    # no loop inside: nothing to interleave
    assert _unchanged(kernel([point_loop([K.Store("B", own(c(0)), K.Load("A", P, "f64"))])]))
    # an inner loop whose bound moves with the point
    assert _unchanged(kernel([point_loop([K.Assign(r, K.Const("f64", 0.0)),
                                          inner_loop([K.Store("B", own(J), r)], P)])], ("r",)))
    # a register read before the point assigns it (it carries a value
    # from one point to the next)
    assert _unchanged(kernel([point_loop([K.Store("B", own(c(1)), r), K.Assign(r, K.Const("f64", 1.0)),
                                          inner_loop([K.Store("B", own(J), r)])])], ("r",)))
    # a register read after the loop
    assert _unchanged(kernel([point_loop([K.Assign(r, K.Const("f64", 0.0)),
                                          inner_loop([K.Store("B", own(J), r)])]),
                              K.Store("B", c(0), r)], ("r",)))
    # a barrier in the body
    assert _unchanged(kernel([point_loop([inner_loop([K.Barrier()])])]))
    # a lower bound as condition
    loop = point_loop([inner_loop([K.Store("B", own(J), K.Const("f64", 1.0))])])
    assert _unchanged(kernel([K.For(P, c(13), K.Compare("sge", P, c(0)), 1, loop.body)]))
    # a loop not named
    assert jam_point_loops(row_sum().body, frozenset({"q"}), 4) == row_sum().body


def _random_point_loop(rng: random.Random) -> tuple[K.For, tuple[str, ...]]:
    """A loop over points ``p``, each assigning its registers first, then
    statements and inner loops (some under conditions) that read A anywhere
    and B in its own row, and write B in its own row only."""
    registers = tuple(f"r{i}" for i in range(rng.randint(0, 2)))

    def value(depth_j: bool, read_registers: bool = True) -> K.Expr:
        cols = [c(rng.randint(0, 7))] + ([J, add(J, c(rng.randint(0, 3)))] if depth_j else [])
        choices = [K.Load("A", add(mul(P, c(rng.choice([0, 1, 3]))), rng.choice(cols)), "f64"),
                   K.Load("B", own(rng.choice(cols)), "f64"), K.Const("f64", float(rng.randint(1, 4)))]
        choices += [f64(r) for r in registers if read_registers]
        out = rng.choice(choices)
        for _ in range(rng.randint(0, 2)):
            out = K.Binary(rng.choice(["fadd", "fmul", "fsub"]), out, rng.choice(choices), "f64")
        return out

    def statement(depth_j: bool, i: int) -> K.Stmt:
        cols = [c(rng.randint(0, 7))] + ([J] if depth_j else [])
        roll = rng.random()
        if registers and roll < 0.35:
            return K.Assign(f64(rng.choice(registers)), value(depth_j))
        if roll < 0.55:
            t = f64(f"t{i}_{rng.randint(0, 99)}")
            return K.Block((K.Declare(t, value(depth_j)), K.Store("B", own(rng.choice(cols)), t)))
        store = K.Store("B", own(rng.choice(cols)), value(depth_j))
        if roll < 0.7:
            on = rng.choice([P, N] + ([J] if depth_j else []))
            return K.If(K.Compare(rng.choice(["eq", "sgt", "slt"]), on, c(rng.randint(0, 6))), K.Block((store,)))
        return store

    body: list = [K.Assign(f64(r), value(False, read_registers=False)) for r in registers]
    for i in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.45:
            inner = inner_loop([statement(True, 10 * i + m) for m in range(rng.randint(1, 3))],
                               rng.choice([N, c(rng.randint(0, 9))]))
            if rng.random() < 0.25:
                inner = K.If(K.Compare("sgt", N, c(rng.randint(0, 4))), K.Block((inner,)))
            body.append(inner)
        else:
            body.append(statement(False, 10 * i))
    step = rng.choice([1, 1, 2])
    first = rng.randint(0, 3)
    last = rng.choice([c(rng.randint(-1, 20)), add(N, c(rng.randint(-2, 6)))])
    return point_loop(body, first=first, last=last, step=step), registers


def test_random_point_loops_keep_memory():
    rng = random.Random(20261128)
    rewritten = 0
    for _ in range(400):
        loop, registers = _random_point_loop(rng)
        before = kernel([loop], registers)
        after = jammed(before)
        if after.body == before.body:
            continue
        rewritten += 1
        for n in (0, 1, 6, 13):
            expect, got = run(before, n), run(after, n)
            assert np.array_equal(expect["B"], got["B"]), after.body
    assert rewritten >= 100


@pytest.mark.parametrize("factor", [0, 1])
def test_factor_one_changes_nothing(factor):
    assert jam_point_loops(row_sum().body, POINTS, factor) == row_sum().body
