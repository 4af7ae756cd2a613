"""``while`` loops that are counted loops, and ``break``.

A ``while`` loop is compiled when it is a ``for`` loop written by hand::

    i = start
    while i < n:          # or <=, >, >=, `and` of several such bounds
        ...
        i += 2            # once, at the top level of the body
        ...

— one integer counter, stepped by a constant by exactly one statement at
the top level of the body and assigned nowhere else in it, and bounds that
do not change in the loop (names the body does not assign; checked affine
when lowered, which makes them functions of the arguments and enclosing
loop counters only). It is then rewritten into ``for _w in range(i, n, 2)``
with ``i = _w`` first in the body, the step replaced by ``i = _w + 2``, so
the pipeline sees an affine loop and ``i`` holds after the loop what Python
leaves in it. :func:`counted_while` says why another ``while`` is not
counted (an error naming it when the function is decorated).

``break`` jumps to the loop's exit. A loop that can stop part-way has no
trip count the polyhedral model can describe, so the loop nest around a
``break`` runs compiled on the CPU, and the report says so at the
``break``.
"""

from __future__ import annotations

import ast

import numpy as np
from llvmlite import ir

from polyoff.frontend.counted import CountedWhile, counted_while
from polyoff.frontend.slices import HIDDEN, _at
from polyoff.frontend.symbolic import Formula, Sym
from polyoff.frontend.types import INT32, INT64, PY_INT, NumType, VType
from polyoff.frontend.values import join_envs


class LoopLowering:
    def while_loop(self, node: ast.While) -> None:
        counted = counted_while(node)
        if isinstance(counted, str):  # the syntax check names these first
            raise self.fail(node, f"this `while` loop is not a counted loop: {counted}")
        var = counted.var
        current = self.env.get(var) if self.env is not None else None  # type: ignore[union-attr]
        numpy_int = None  # the counter's NumPy integer type, if it has one
        if current is not None and not current.maybe_unbound and current.vtype != VType.of(PY_INT):
            single = current.vtype.single if current.vtype is not None else None
            if single in (INT32, INT64):
                numpy_int = single
            else:
                what = current.vtype.describe() if current.vtype is not None else "several types"
                raise self.fail(
                    node.test,
                    f"the counter `{var}` of this `while` loop holds {what}; a counted loop "
                    "needs an integer (`i = 0`, `i = np.int64(0)`)",
                )
        for bound, _ in counted.bounds:
            v = self.value(bound)
            if not v.vtype.is_int or v.sym is None or not v.sym.checkable:
                raise self.fail(
                    bound,
                    f"the bound `{self.src.snippet(bound)}` of this `while` loop must be an "
                    "integer, affine in loop variables and integer arguments (so it cannot "
                    "change while the loop runs)",
                )
        self.statics.update({f"{HIDDEN}min": min, f"{HIDDEN}max": max, f"{HIDDEN}int": int})
        cast = f"{HIDDEN}int"
        if numpy_int is not None:
            cast = f"{HIDDEN}{numpy_int.name}"
            self.statics[cast] = np.int32 if numpy_int == INT32 else np.int64
            self._require_no_wrap(node, counted, current.sym, numpy_int)  # type: ignore[union-attr]
        key = (node, cast)
        rewritten = self.rewritten.get(key)  # type: ignore[call-overload]
        if rewritten is None:
            rewritten = _rewrite(node, counted, cast)  # type: ignore[assignment]
            self.rewritten[key] = rewritten  # type: ignore[index]
        self.declare_hidden(rewritten)
        self.statements(rewritten)

    def _require_no_wrap(
        self, node: ast.While, counted: CountedWhile, start: Sym | None, t: NumType
    ) -> None:
        """A NumPy integer counter wraps around where Python's int would
        not: the undecorated function runs for calls where the counter's
        value after the loop (the farthest it gets) is out of ``t``'s range.
        Its start is a ``t`` already, and it moves monotonically."""
        if start is None or not start.checkable:
            raise self.fail(
                node.test,
                f"the counter `{counted.var}` of this `while` loop is a NumPy {t.name}, whose "
                "start must be affine in loop variables and integer arguments (so the check "
                f"that it cannot wrap around {t.name}'s range can be made); start it from a "
                "Python int, or write the loop with `for`",
            )
        step = counted.step
        stops = []
        for bound, adjust in counted.bounds:
            stops.append(self.value(bound).sym + Sym.const(adjust))  # type: ignore[operator]
        stop = stops[0]
        for other in stops[1:]:
            stop = stop.minimum(other) if step > 0 else stop.maximum(other)
        if step > 0:
            runs = Formula.compare("<", start, stop)
            trips = (stop - start + Sym.const(step - 1)).floordiv(Sym.const(step))
            final = start + trips * Sym.const(step)
            out = Formula.compare(">", final, Sym.const(2 ** (t.bits - 1) - 1))
        else:
            runs = Formula.compare(">", start, stop)
            trips = (start - stop + Sym.const(-step - 1)).floordiv(Sym.const(-step))
            final = start - trips * Sym.const(-step)
            out = Formula.compare("<", final, Sym.const(-(2 ** (t.bits - 1))))
        self._requirement(
            node.test,
            runs & out,
            f"would take the {t.name} counter `{counted.var}` past {t.name}'s range "
            "(it wraps around there; a Python int would not)",
        )

    def break_statement(self, node: ast.Break) -> None:
        assert self.breaks and self.env is not None
        exit_block, envs, _ = self.breaks[-1]
        self.note(
            node,
            "`break` can leave the loop part-way, so its trip count is not known in "
            "advance and the loop nest runs on the CPU",
        )
        self.loc(self.breaks[0][2])  # the detector names the nest's first line
        self.b.call(_cpu_marker(self.module), [])
        self.loc(node)
        envs.append(dict(self.env))
        self.b.branch(exit_block)
        self.env = None

    def after_loop(self, head_env, envs: list) -> dict | None:
        """The variables after a loop: from its header, or from a ``break``."""
        out = head_env
        for env in envs:
            out = join_envs(out, env)
        return out


def _breaks(body: list[ast.stmt]) -> bool:
    """Whether a ``break`` in ``body`` leaves this loop (not a nested one)."""
    for stmt in body:
        if isinstance(stmt, ast.Break):
            return True
        if isinstance(stmt, ast.If) and (_breaks(stmt.body) or _breaks(stmt.orelse)):
            return True
    return False


def _rewrite(node: ast.While, counted: CountedWhile, cast: str) -> list[ast.stmt]:
    """The ``for`` loop; without a ``break``, the counter's value after the
    loop is computed after it (closed form), so the value inside the loop
    does not escape it and the nest can be offloaded. ``cast`` names the
    function giving the counter its type (``int``, ``np.int64``, ...)."""
    var, step = counted.var, counted.step
    w = f"{HIDDEN}{node.lineno}_{node.col_offset}_w"
    start = f"{HIDDEN}{node.lineno}_{node.col_offset}_w0"

    def name(n: str, ctx: ast.expr_context, at: ast.AST) -> ast.Name:
        return _at(ast.Name(n, ctx), at)  # type: ignore[return-value]

    stops = []
    for bound, adjust in counted.bounds:
        stop = bound
        if adjust:
            op = ast.Add() if adjust > 0 else ast.Sub()
            stop = _at(ast.BinOp(bound, op, ast.Constant(abs(adjust))), bound)  # type: ignore[assignment]
        stops.append(stop)
    stop = stops[0]
    if len(stops) > 1:
        pick = f"{HIDDEN}{'min' if step > 0 else 'max'}"
        stop = _at(ast.Call(name(pick, ast.Load(), node.test), stops, []), node.test)  # type: ignore[assignment]
    def step_node() -> ast.expr:
        return ast.Constant(step) if step > 0 else ast.UnaryOp(ast.USub(), ast.Constant(-step))

    it = _at(
        ast.Call(
            name("range", ast.Load(), node.test),
            [name(var, ast.Load(), node.test), stop, _at(step_node(), node.test)],
            [],
        ),
        node.test,
    )
    it._polyoff_text = ast.unparse(node.test)  # type: ignore[attr-defined]
    def typed(value: ast.expr, at: ast.AST) -> ast.expr:
        if cast == f"{HIDDEN}int":
            return value  # a Python int already
        return _at(ast.Call(name(cast, ast.Load(), at), [value], []), at)  # type: ignore[return-value]

    stepping = node.body[counted.step_at]
    stepped = _at(
        ast.Assign(
            [name(var, ast.Store(), stepping)],
            typed(
                _at(
                    ast.BinOp(name(w, ast.Load(), stepping), ast.Add(), _at(step_node(), stepping)),
                    stepping,
                ),
                stepping,
            ),
        ),
        stepping,
    )
    body = [
        _at(ast.Assign([name(var, ast.Store(), node)], typed(name(w, ast.Load(), node), node)), node),
        *node.body[: counted.step_at],
        stepped,
        *node.body[counted.step_at + 1 :],
    ]
    loop = ast.copy_location(ast.For(name(w, ast.Store(), node), it, body, []), node)
    if _breaks(node.body):
        return [loop]
    # var = start + step * max(0, ceil((stop - start) / step))
    counter = name(var, ast.Load(), node)
    if cast != f"{HIDDEN}int":  # the closed form in Python ints
        counter = ast.Call(name(f"{HIDDEN}int", ast.Load(), node), [counter], [])
    first = _at(ast.Assign([name(start, ast.Store(), node)], counter), node)
    span = (
        ast.BinOp(stop, ast.Sub(), name(start, ast.Load(), node))
        if step > 0
        else ast.BinOp(name(start, ast.Load(), node), ast.Sub(), stop)
    )
    trips = ast.BinOp(
        ast.BinOp(span, ast.Add(), ast.Constant(abs(step) - 1)), ast.FloorDiv(), ast.Constant(abs(step))
    )
    trips = ast.Call(name(f"{HIDDEN}max", ast.Load(), node), [ast.Constant(0), trips], [])
    final = ast.BinOp(name(start, ast.Load(), node), ast.Add(), ast.BinOp(step_node(), ast.Mult(), trips))
    final = ast.Call(name(cast, ast.Load(), node), [final], [])  # the counter's type, as `i += c` keeps it
    last = _at(ast.Assign([name(var, ast.Store(), node)], final), node)
    return [first, loop, last]  # type: ignore[list-item]


def _cpu_marker(module: ir.Module, what: str = "break") -> ir.Function:
    """An internal function that does nothing: called where a loop can stop
    part-way, it keeps the loop nest out of the detector's regions; called
    before a ``return`` computes its value, it ends the regions before, so
    the value is computed on the host (see ``return_statement``)."""
    name = f"polyoff.cpu.{what}"
    try:
        return module.get_global(name)
    except KeyError:
        pass
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), []), name)
    fn.linkage = "internal"
    ir.IRBuilder(fn.append_basic_block("entry")).ret_void()
    return fn
