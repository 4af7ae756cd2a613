"""codegen.carry: values a loop stores and loads back one iteration later,
kept in registers. Random loops run through the reference interpreter with
and without the rewrite must leave the same memory; hand-made loops check
what is forwarded and what is not."""

from __future__ import annotations

import random

import numpy as np
import pytest
from targets_reference import Interpreter

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.carry import forward_carried_values
from polyoff.codegen.targets.check import statement_expressions, walk_expr, walk_statements

I64 = "i64"
V = K.Var("v", I64)
N = K.Var("n", I64)
SIZE = 4096
BASE = 2048  # subscripts are offset into the middle of the arrays


def c(x: int) -> K.Const:
    return K.Const(I64, x)


def add(*xs: K.Expr) -> K.Expr:
    out = xs[0]
    for x in xs[1:]:
        out = K.Binary("add", out, x, I64)
    return out


def mul(a: K.Expr, b: K.Expr) -> K.Expr:
    return K.Binary("mul", a, b, I64)


def subscript(row: tuple[int, int], col: tuple[int, int]) -> K.Expr:
    """``(r1*v + r0) * n + (c1*v + c0) + BASE``, written the way the kernel
    builder writes a row-major subscript."""
    return add(mul(add(mul(c(row[1]), V), c(row[0])), N), add(mul(c(col[1]), V), c(col[0])), c(BASE))


def load(array: str, index: K.Expr, volatile: bool = False) -> K.Load:
    return K.Load(array, index, "f64", volatile)


def loop(body: list, *, first: int = 0, last: int = 20, step: int = 1) -> K.For:
    bound = c(last)
    cond = K.Compare("sle" if step > 0 else "sge", V, bound)
    return K.For(V, c(first), cond, step, K.Block(tuple(body)))


def kernel(stmts: list) -> K.Kernel:
    params = (K.ArrayParam("A", "f64"), K.ArrayParam("B", "f64"), K.ScalarParam(N))
    return K.Kernel("k", params, K.Block(tuple(stmts)))


def run(kern: K.Kernel, n: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(1)
    arrays = {"A": rng.random(SIZE), "B": rng.random(SIZE)}
    Interpreter(kern, arrays, {"n": n}).run((1, 1, 1))
    return arrays


def carry_registers(body: K.Block) -> int:
    """How many carry registers the rewrite declared."""
    return sum(1 for s in walk_statements(body) if isinstance(s, K.Declare) and s.var.name.startswith("carry_"))


def forwarded_once(before: K.Kernel, sizes: tuple[int, ...]) -> None:
    """``before`` rewritten carries one register, its loop no longer loads
    A, and it leaves the memory ``before`` leaves for each of ``sizes``."""
    after = K.Kernel("k", before.params, forward_carried_values(before.body))
    assert carry_registers(after.body) == 1
    inner = next(s for s in walk_statements(after.body) if isinstance(s, K.For))
    assert not any(isinstance(e, K.Load) and e.array == "A"
                   for s in walk_statements(inner.body) for x in statement_expressions(s) for e in walk_expr(x))
    for n in sizes:
        expect, got = run(before, n), run(after, n)
        assert np.array_equal(expect["A"], got["A"]) and np.array_equal(expect["B"], got["B"])


def test_recurrence_is_forwarded():
    # A[v+1] = A[v] * 0.5 + B[v]
    at = subscript((0, 0), (1, 1))
    back = subscript((0, 0), (0, 1))
    t = K.Var("t", "f64")
    body = [K.Declare(t, K.Binary("fadd", K.Binary("fmul", load("A", back), K.Const("f64", 0.5), "f64"),
                                  load("B", back), "f64")),
            K.Store("A", at, t)]
    forwarded_once(kernel([loop(body)]), (0, 3, 64))


def test_back_substitution_over_rows_is_forwarded():
    # v[(N-2-j)][i] = p * v[(N-1-j)][i] : a row subscript times n, moving backwards
    at = subscript((-2, -1), (5, 0))
    back = subscript((-1, -1), (5, 0))
    body = [K.Store("A", at, K.Binary("fmul", load("A", back), load("B", at), "f64"))]
    before = kernel([loop(body, first=0, last=10)])
    after = K.Kernel("k", before.params, forward_carried_values(before.body))
    assert carry_registers(after.body) == 1
    for n in (0, 7, 40):
        assert np.array_equal(run(before, n)["A"], run(after, n)["A"])


def test_condition_in_the_loop_is_allowed():
    # adi's column sweep in the decorator: isl fuses the next sweep's boundary
    # store into the loop under an if; the recurrence is still carried, and
    # a load under the condition takes the register too
    at = subscript((0, 0), (1, 1))
    back = subscript((0, 0), (0, 1))
    boundary = K.If(K.Compare("eq", N, c(7)),
                    K.Block((K.Store("B", at, K.Binary("fadd", load("A", back), K.Const("f64", 1.0), "f64")),)))
    body = [boundary, K.Store("A", at, K.Binary("fmul", load("A", back), K.Const("f64", 0.5), "f64"))]
    forwarded_once(kernel([loop(body)]), (0, 7, 40))


@pytest.mark.parametrize("case", ["two stores", "volatile store", "volatile load", "distance two",
                                  "same element", "invariant element", "late load, growth n", "defined in body",
                                  "conditional store", "loop inside"])
def test_not_forwarded(case):
    at = subscript((0, 0), (1, 1))
    back = subscript((0, 0), (0, 1))
    value = K.Binary("fmul", load("A", back), K.Const("f64", 0.5), "f64")
    body = [K.Store("A", at, value)]
    if case == "two stores":
        body.append(K.Store("A", subscript((0, 0), (1, 100)), K.Const("f64", 1.0)))
    elif case == "volatile store":
        body = [K.Store("A", at, value, volatile=True)]
    elif case == "volatile load":
        body = [K.Store("A", at, K.Binary("fmul", load("A", back, True), K.Const("f64", 0.5), "f64"))]
    elif case == "distance two":
        body = [K.Store("A", subscript((0, 0), (1, 2)), value)]
    elif case == "same element":
        body = [K.Store("A", back, value)]
    elif case == "invariant element":
        # a sum into one element: register promotion's work (private memory)
        fixed = subscript((0, 0), (3, 0))
        body = [K.Store("A", fixed, K.Binary("fadd", load("A", fixed), load("B", back), "f64"))]
    elif case == "late load, growth n":
        # the store's subscript moves by n, which may be zero: a load after it
        # would read this iteration's store
        at, back = subscript((1, 1), (0, 0)), subscript((0, 1), (0, 0))
        body = [K.Store("A", at, K.Const("f64", 2.0)), K.Store("B", back, load("A", back))]
    elif case == "defined in body":
        j = K.Var("j", I64)
        body = [K.Declare(j, add(V, c(BASE))),
                K.Store("A", add(j, c(1)), K.Binary("fmul", load("A", j), K.Const("f64", 0.5), "f64"))]
    elif case == "conditional store":
        # the register would miss the iterations where the store does not run
        body = [K.If(K.Compare("sgt", V, c(3)), K.Block((K.Store("A", at, value),)))]
    elif case == "loop inside":
        w = K.Var("w", I64)
        body.append(K.For(w, c(0), K.Compare("slt", w, c(2)), 1,
                          K.Block((K.Store("B", add(w, c(BASE)), K.Const("f64", 1.0)),))))
    before = kernel([loop(body)])
    after = forward_carried_values(before.body)
    assert after == before.body


def _random_loop(rng: random.Random) -> K.For:
    """A loop over ``v`` storing into A and B and loading from both at
    subscripts one or two steps apart, in random order."""
    step = rng.choice([1, 1, -1, 2])
    first, last = (0, rng.randint(-1, 12)) if step > 0 else (rng.randint(-1, 12), 0)

    def sub() -> tuple:
        return (rng.randint(-2, 2), rng.choice([0, 0, 1, -1])), (rng.randint(-3, 3), rng.choice([0, 1, 1, -1, 2]))

    def back(s: tuple, steps: int) -> tuple:
        (r0, r1), (c0, c1) = s
        return (r0 - r1 * step * steps, r1), (c0 - c1 * step * steps, c1)

    base = sub()
    pool = [subscript(*s) for s in (base, back(base, 1), back(base, 1), back(base, 2), sub())]
    body: list = []
    for i in range(rng.randint(1, 5)):
        if rng.random() < 0.6:
            t = K.Var(f"t{i}", "f64")
            operands = [load(rng.choice("AB"), rng.choice(pool)) for _ in range(rng.randint(1, 3))]
            value = operands[0]
            for x in operands[1:]:
                value = K.Binary(rng.choice(["fadd", "fmul", "fsub"]), value, x, "f64")
            body.append(K.Declare(t, value))
            pool_value = t
        else:
            pool_value = K.Const("f64", float(i + 1))
        store = K.Store(rng.choice("AB"), rng.choice(pool), pool_value, volatile=rng.random() < 0.1)
        if rng.random() < 0.25:
            # a statement under a condition, as isl fuses a boundary
            # statement into a sweep (adi in the decorator)
            on = rng.choice([V, N])
            store = K.If(K.Compare(rng.choice(["eq", "sgt", "slt"]), on, c(rng.randint(0, 6))),
                         K.Block((store,)))
        body.append(store)
    return loop(body, first=first, last=last, step=step)


def test_random_loops_keep_memory():
    rng = random.Random(20261128)
    rewritten = 0
    for _ in range(800):
        before = kernel([_random_loop(rng)])
        body = forward_carried_values(before.body)
        if body == before.body:
            continue
        rewritten += 1
        after = K.Kernel("k", before.params, body)
        for n in (0, 1, 5, 33):
            expect, got = run(before, n), run(after, n)
            assert np.array_equal(expect["A"], got["A"]) and np.array_equal(expect["B"], got["B"]), body
    assert rewritten >= 40
