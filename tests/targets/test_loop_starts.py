"""codegen.loop_starts: a loop start that falls as a thread index grows is
written max(start, bound), with a bound free of thread indices that never
exceeds the start (checked by evaluating both for every thread index of
the block and a range of parameter values); starts that rise with the
thread indices, or are a max of one that does, are left as they are."""

from __future__ import annotations

import itertools

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.loop_starts import clamp_thread_loop_starts

I64 = "i64"
LID1 = k.Special("thread_id", 1)
H0 = k.Var("h0", I64)
BLOCK = (32, 8, 1)


def c(v: int) -> k.Const:
    return k.Const(I64, v)


def b(op: str, x, y) -> k.Binary:
    return k.Binary(op, x, y, I64)


def _eval(e, env: dict) -> int:
    if isinstance(e, k.Const):
        return e.value
    if isinstance(e, k.Var):
        return env[e.name]
    if isinstance(e, k.Special):
        return env[(e.kind, e.dim)]
    if isinstance(e, k.Unary):
        assert e.op == "neg"
        return -_eval(e.operand, env)
    x, y = _eval(e.lhs, env), _eval(e.rhs, env)
    if e.op == "srem":
        return abs(x) % y * (1 if x >= 0 else -1)
    if e.op == "sdiv":
        return abs(x) // y * (1 if x >= 0 else -1)
    if e.op == "floordiv":
        return x // y
    return {"add": x + y, "sub": x - y, "mul": x * y, "smin": min(x, y), "smax": max(x, y)}[e.op]


def _loop(init: k.Expr) -> k.Block:
    var = k.Var("it", I64)
    return k.Block((k.For(var, init, k.Compare("slt", var, c(100)), 8, k.Block()),))


def _clamped(init: k.Expr) -> k.Expr:
    (loop,) = clamp_thread_loop_starts(_loop(init), BLOCK).stmts
    return loop.init


#: the start isl writes for a loop over the thread's residue modulo 8 from
#: 2h0 on (fuzz seed 11038's split statement), and others that fall
FALLING = {
    "residue": b("add", b("add", k.Unary("neg", b("srem", b("add", b("sub", b("mul", c(2), H0), LID1), c(7)), c(8)),
                                         I64), b("mul", c(2), H0)), c(7)),
    "aligned-down": b("add", LID1, b("mul", c(8), b("sdiv", b("add", b("sub", b("mul", c(2), H0), LID1), c(7)),
                                                    c(8)))),
    "minus-thread": b("sub", H0, LID1),
    "scaled": b("mul", c(-3), b("smax", LID1, H0)),
    "falling-max": b("smax", b("sub", H0, LID1), c(0)),
}


def test_falling_starts_get_a_bound_below_them():
    for name, init in FALLING.items():
        clamped = _clamped(init)
        assert isinstance(clamped, k.Binary) and clamped.op == "smax" and clamped.lhs == init, name
        bound = clamped.rhs
        assert "thread_id" not in repr(bound), name
        for h0, lid1 in itertools.product(range(-20, 21), range(BLOCK[1])):
            env = {"h0": h0, ("thread_id", 1): lid1}
            assert _eval(bound, env) <= _eval(init, env), (name, h0, lid1)


def test_rising_starts_and_starts_without_threads_are_left_alone():
    for init in (LID1, b("add", LID1, b("mul", c(32), H0)), b("smax", LID1, b("sub", H0, c(5))),
                 b("sub", H0, c(3)), b("sdiv", b("add", LID1, H0), c(4)),
                 # isl's max(lid1, ...) for a tile's rows, whatever the rest
                 b("smax", LID1, FALLING["residue"]), b("smax", b("smax", LID1, FALLING["residue"]), H0)):
        assert _clamped(init) == init


def test_loops_inside_ifs_and_loops_are_clamped():
    init = FALLING["minus-thread"]
    inner = _loop(init)
    body = k.Block((k.If(k.Compare("sgt", H0, c(0)), k.Block((k.For(k.Var("o", I64), c(0), k.Compare(
        "slt", k.Var("o", I64), c(4)), 1, inner),)), inner),))
    out = clamp_thread_loop_starts(body, BLOCK)
    (branch,) = out.stmts
    assert branch.then.stmts[0].body.stmts[0].init.op == "smax"
    assert branch.orelse.stmts[0].init.op == "smax"
