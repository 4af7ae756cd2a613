"""Loop starts that fall as a work-item's index grows, with their lower
bound written out (a work-around for Intel's CPU OpenCL compiler).

Intel's CPU runtime (2026.22) builds a module wrongly when one of its
kernels has a 64-bit loop that starts at a value decreasing in a work-item
index, ``for (i = h0 - get_local_id(1); ...)``, or ``7 - (x % 8)`` with
``x`` depending on that index: whether or not that kernel is ever launched,
another kernel of the module then computes nothing or the process dies in
``free()`` (docs/repro/intel_cpu_split_kernel.py). isl writes such starts
for a thread-strided loop whose lower bound is not aligned to the threads,
the first value at or above the bound that is the thread's own,
``2h0 + 7 - (2h0 - lid1 + 7) % 8`` in a statement split by
``schedule.splitting``. The same loop starting at ``max(start, bound)``,
``bound`` any lower bound free of work-item indices, builds right.

:func:`clamp_thread_loop_starts` does that with the bound interval
arithmetic gives: each thread index ranges over ``[0, block size)``, a
remainder by ``m`` over ``(-m, m)``. The bound never exceeds the start, so
the ``max`` changes no value.
"""

from __future__ import annotations

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.targets.check import walk_expr

I64 = "i64"


def clamp_thread_loop_starts(body: k.Block, block: tuple[int, ...]) -> k.Block:
    """``body`` with every loop whose start is not non-decreasing in the
    thread indices (nor a ``max`` of something that is) starting at
    ``max(start, lower bound)``; ``block`` is the work-group's size per
    hardware dimension."""
    return k.Block(tuple(_stmt(s, block) for s in body.stmts))


def _stmt(stmt, block: tuple[int, ...]):
    if isinstance(stmt, k.Block):
        return clamp_thread_loop_starts(stmt, block)
    if isinstance(stmt, k.If):
        return k.If(stmt.cond, clamp_thread_loop_starts(stmt.then, block),
                    None if stmt.orelse is None else clamp_thread_loop_starts(stmt.orelse, block))
    if isinstance(stmt, k.For):
        init = stmt.init
        if _uses_thread(init) and not _non_decreasing(init, True) and not _rising_max(init):
            bounds = _bounds(init, block)
            if bounds is not None:
                init = k.Binary("smax", init, bounds[0], I64)
        return k.For(stmt.var, init, stmt.cond, stmt.step, clamp_thread_loop_starts(stmt.body, block),
                     stmt.ordered)
    return stmt


def _rising_max(e) -> bool:
    """``max(a, b)`` with ``a`` or ``b`` rising with a thread index (or
    such a ``max`` itself): the
    form isl gives loops over a tile's rows (``max(lid1, ...)``), which
    Intel's compiler built right throughout PolyBench and the fuzzing;
    they are left as they are."""
    return isinstance(e, k.Binary) and e.op == "smax" and any(
        (_uses_thread(x) and _non_decreasing(x, True)) or _rising_max(x) for x in (e.lhs, e.rhs))


def _is_thread(e) -> bool:
    return isinstance(e, k.Special) and e.kind == "thread_id"


def _uses_thread(e) -> bool:
    return any(_is_thread(x) for x in walk_expr(e))


def _const(e) -> int | None:
    return e.value if isinstance(e, k.Const) and isinstance(e.value, int) else None


def _non_decreasing(e, rising: bool) -> bool:
    """Whether ``e`` rises (``rising``) or falls with every thread index,
    or does not depend on them; False where that is not known."""
    if not _uses_thread(e):
        return True
    if _is_thread(e):
        return rising
    if isinstance(e, k.Unary) and e.op == "neg":
        return _non_decreasing(e.operand, not rising)
    if isinstance(e, k.Binary):
        if e.op in ("add", "smin", "smax"):
            return _non_decreasing(e.lhs, rising) and _non_decreasing(e.rhs, rising)
        if e.op == "sub":
            return _non_decreasing(e.lhs, rising) and _non_decreasing(e.rhs, not rising)
        if e.op == "mul":
            c, other = (_const(e.lhs), e.rhs) if _const(e.lhs) is not None else (_const(e.rhs), e.lhs)
            return c is not None and _non_decreasing(other, rising if c >= 0 else not rising)
        if e.op in ("sdiv", "floordiv") and (_const(e.rhs) or 0) > 0:
            return _non_decreasing(e.lhs, rising)
    return False


def _bounds(e, block: tuple[int, ...]) -> tuple[k.Expr, k.Expr] | None:
    """Expressions free of thread indices between which ``e`` lies, or None."""
    if not _uses_thread(e):
        return e, e
    if _is_thread(e):
        return k.Const(I64, 0), k.Const(I64, block[e.dim] - 1)
    if isinstance(e, k.Unary) and e.op == "neg":
        b = _bounds(e.operand, block)
        return None if b is None else (_neg(b[1]), _neg(b[0]))
    if not isinstance(e, k.Binary):
        return None
    if e.op == "srem" and (_const(e.rhs) or 0) > 0:
        m = _const(e.rhs)
        low = _bounds(e.lhs, block)
        return k.Const(I64, 0 if low is not None and (_const(low[0]) or -1) >= 0 else 1 - m), k.Const(I64, m - 1)
    lhs, rhs = _bounds(e.lhs, block), _bounds(e.rhs, block)
    if lhs is None or rhs is None:
        return None
    if e.op == "add":
        return _bin("add", lhs[0], rhs[0]), _bin("add", lhs[1], rhs[1])
    if e.op == "sub":
        return _bin("sub", lhs[0], rhs[1]), _bin("sub", lhs[1], rhs[0])
    if e.op in ("smin", "smax"):
        return _bin(e.op, lhs[0], rhs[0]), _bin(e.op, lhs[1], rhs[1])
    if e.op == "mul":
        c, other = (_const(e.lhs), rhs) if _const(e.lhs) is not None else (_const(e.rhs), lhs)
        if c is None:
            return None
        lo, hi = _bin("mul", k.Const(I64, c), other[0]), _bin("mul", k.Const(I64, c), other[1])
        return (lo, hi) if c >= 0 else (hi, lo)
    if e.op in ("sdiv", "floordiv") and (_const(e.rhs) or 0) > 0:
        return _bin(e.op, lhs[0], e.rhs), _bin(e.op, lhs[1], e.rhs)
    return None


def _neg(e: k.Expr) -> k.Expr:
    c = _const(e)
    return k.Const(I64, -c) if c is not None else k.Unary("neg", e, I64)


def _bin(op: str, a: k.Expr, b: k.Expr) -> k.Expr:
    """``a op b``, folded where both are constants or one is a neutral 0."""
    ca, cb = _const(a), _const(b)
    if ca is not None and cb is not None and op in ("add", "sub", "mul", "smin", "smax"):
        value = {"add": ca + cb, "sub": ca - cb, "mul": ca * cb, "smin": min(ca, cb), "smax": max(ca, cb)}[op]
        if -(1 << 63) <= value < 1 << 63:
            return k.Const(I64, value)
    if op in ("add", "sub") and cb == 0:
        return a
    if op == "add" and ca == 0:
        return b
    return k.Binary(op, a, b, I64)
