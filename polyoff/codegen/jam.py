"""Unroll and jam of a thread's loop over its points (register tiling).

A thread that runs several points of a parallel member one after another,
each point a loop of its own (one line per thread: gesummv's row sums,
adi's sweeps), runs one dependence chain at a time: every addition of a row
sum waits for the one before. :func:`jam_point_loops` runs ``factor``
points at once instead, their bodies interleaved statement by statement
inside one copy of each inner loop:

    for (p = lo; p <= hi; p += 1)          for (p = lo; p <= hi; p += 4)
      { s = 0; for (j ...) s += A[p][j];     if (p + 3 <= hi)
        y[p] = s; }                    ->      { s0 = 0; ... s3 = 0;
                                                 for (j ...) { s0 += A[p][j]; ...
                                                               s3 += A[p + 3][j]; }
                                                 y[p] = s0; ... y[p + 3] = s3; }
                                             else
                                               for (q = p; q <= hi; q += 1) <the body at q>

The chains of the ``factor`` points are independent, so the device's cores
overlap them (gesummv at LARGE on Intel's CPU runtime, the kernel alone:
0.82 ms with one row at a time, 0.47 ms with four; docs/architecture.md).

Legality: the loop runs the thread's points of a coincident member (the
caller names such loops), so no dependence joins two of its iterations and
any interleaving of them keeps every dependence. Each iteration's own
statements keep their order. What the rewrite must preserve besides is the
code's shape, checked here, or the loop is left as it was:

- the loop's condition is an upper bound on its iterator (so that the
  points of a full group all pass it when the last one does);
- every loop and every condition around a loop inside the body is the same
  in all iterations: it reads neither the iterator nor a variable the body
  assigns or declares, so the copies can share one;
- no barrier in the body;
- every scalar the body assigns but does not declare is assigned first, at
  the body's top level, from a value that does not read it, and is read
  nowhere outside the loop: each point has its own value (a private copy
  of an array element, ``<array>_private``), renamed per copy.

Variables the body declares are renamed per copy.
"""

from __future__ import annotations

import dataclasses
import itertools

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.targets.check import statement_expressions, walk_expr, walk_statements

__all__ = ["jam_point_loops"]

I64 = "i64"


class _NoJam(Exception):
    """The loop's shape does not allow the rewrite."""


def jam_point_loops(body: k.Block, loops: frozenset[str], factor: int) -> k.Block:
    """``body`` with each loop named in ``loops`` (thread point loops of
    coincident members) jammed by ``factor`` where its shape allows (see the
    module's docstring); the others unchanged."""
    if factor < 2 or not loops:
        return body
    taken = _names(body)
    counter = itertools.count()

    def fresh(stem: str) -> str:
        while True:
            name = f"{stem}{next(counter)}"
            if name not in taken:
                taken.add(name)
                return name

    declared = {s.var.name: s for s in walk_statements(body) if isinstance(s, k.Declare)}

    def rewrite(block: k.Block) -> k.Block:
        out: list = []
        for s in block.stmts:
            if isinstance(s, k.For) and s.var.name in loops:
                try:
                    out.append(_jam(s, factor, body, declared, fresh))
                    continue
                except _NoJam:
                    pass
            if isinstance(s, k.Block):
                s = rewrite(s)
            elif isinstance(s, k.For):
                s = dataclasses.replace(s, body=rewrite(s.body))
            elif isinstance(s, k.If):
                s = dataclasses.replace(s, then=rewrite(s.then),
                                        orelse=None if s.orelse is None else rewrite(s.orelse))
            out.append(s)
        return k.Block(tuple(out))

    return rewrite(body)


def _jam(loop: k.For, factor: int, kernel: k.Block, declared: dict, fresh) -> k.For:
    v = loop.var
    if loop.step <= 0 or not _upper_bound(loop.cond, v.name):
        raise _NoJam
    inner = list(walk_statements(loop.body))
    if not any(isinstance(s, k.For) for s in inner) or any(isinstance(s, k.Barrier) for s in inner):
        raise _NoJam
    local = {s.var.name for s in inner if isinstance(s, k.Declare)}
    assigned = {s.var.name for s in inner if isinstance(s, k.Assign)} - local
    if any(n not in declared for n in assigned):
        raise _NoJam
    _check_defined_first(loop.body, assigned)
    inside, total = _references(loop.body), _references(kernel)
    # named outside the loop only by its declaration
    if any(total.get(n, 0) - inside.get(n, 0) > 1 for n in assigned):
        raise _NoJam
    varying = {v.name} | local | assigned
    if any(f"{n}_j{u}" in total for n in varying - {v.name} for u in range(factor)):
        raise _NoJam  # a copy's name is taken

    copies = []
    for u in range(factor):
        names = {n: f"{n}_j{u}" for n in local | assigned}
        copies.append((names, k.Binary("add", v, k.Const(I64, u * loop.step), I64) if u else v))
    jammed = _jam_block(loop.body, copies, v.name, varying)
    decls = tuple(k.Declare(k.Var(f"{n}_j{u}", declared[n].var.type), None, declared[n].volatile)
                  for u in range(factor) for n in sorted(assigned))
    last = k.Binary("add", v, k.Const(I64, (factor - 1) * loop.step), I64)
    rest_var = k.Var(fresh(f"{v.name}_rest"), I64)
    rest = dataclasses.replace(loop, var=rest_var, init=v, cond=_substitute(loop.cond, {v.name: rest_var}),
                               body=_substitute(loop.body, {v.name: rest_var}))
    return dataclasses.replace(loop, step=loop.step * factor, body=k.Block((
        k.If(_substitute(loop.cond, {v.name: last}), k.Block(decls + jammed.stmts), k.Block((rest,))),)))


def _jam_block(block: k.Block, copies: list, v: str, varying: set[str]) -> k.Block:
    """``block`` with its straight runs of statements repeated per copy
    and its loops (and conditions around loops) shared by the copies."""
    out: list = []
    run: list = []

    def flush() -> None:
        for names, value in copies:
            out.extend(_copy(s, names, v, value) for s in run)
        run.clear()

    for s in block.stmts:
        if not _holds_loop(s):
            run.append(s)
            continue
        flush()
        if any(n in varying for x in statement_expressions(s) for n in _vars(x)):
            raise _NoJam
        if isinstance(s, k.For):
            out.append(dataclasses.replace(s, body=_jam_block(s.body, copies, v, varying)))
        elif isinstance(s, k.If):
            out.append(dataclasses.replace(s, then=_jam_block(s.then, copies, v, varying),
                                           orelse=None if s.orelse is None
                                           else _jam_block(s.orelse, copies, v, varying)))
        elif isinstance(s, k.Block):
            out.append(_jam_block(s, copies, v, varying))
        else:
            raise _NoJam
    flush()
    return k.Block(tuple(out))


def _copy(stmt, names: dict[str, str], v: str, value: k.Expr):
    renamed = {n: k.Var(m, "") for n, m in names.items()}
    return _substitute(stmt, {v: value, **renamed})


def _substitute(node, values: dict):
    """``node`` with each variable named in ``values`` replaced: by the
    expression given, or, for a :class:`Var` of type ``""``, renamed."""
    if isinstance(node, k.Var) and node.name in values:
        new = values[node.name]
        return k.Var(new.name, node.type) if isinstance(new, k.Var) and new.type == "" else new
    if isinstance(node, tuple):
        return tuple(_substitute(x, values) for x in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return node
    changes = {}
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if f.name == "var" and isinstance(value, k.Var):
            # a declared, assigned or loop variable: renamed, never replaced
            new = values.get(value.name)
            changes[f.name] = (k.Var(new.name, value.type) if isinstance(new, k.Var) and new.type == ""
                               else value)
        else:
            changes[f.name] = _substitute(value, values)
    return dataclasses.replace(node, **changes)


def _upper_bound(cond: k.Expr, v: str) -> bool:
    """Whether ``cond`` is ``v < e`` or ``v <= e`` (signed, ``e`` free of
    ``v``), or a conjunction of such: true up to some value of ``v``, false
    after it."""
    if isinstance(cond, k.Logical) and cond.op == "and":
        return all(_upper_bound(c, v) for c in cond.operands)
    return (isinstance(cond, k.Compare) and cond.predicate in ("slt", "sle") and cond.lhs == k.Var(v, I64)
            and v not in _vars(cond.rhs))


def _check_defined_first(body: k.Block, assigned: set[str]) -> None:
    """Each of ``assigned`` is first referenced at ``body``'s top level, by
    an assignment whose value does not read it."""
    pending = set(assigned)
    for s in body.stmts:
        if not pending:
            return
        if isinstance(s, k.Assign) and s.var.name in pending:
            if s.var.name in _vars(s.value):
                raise _NoJam
            pending.discard(s.var.name)
            continue
        if pending & set(_references(k.Block((s,)))):
            raise _NoJam
    if pending:
        raise _NoJam


def _holds_loop(stmt) -> bool:
    if isinstance(stmt, k.For):
        return True
    if isinstance(stmt, k.If):
        return any(isinstance(s, k.For) for s in walk_statements(stmt.then)) or (
            stmt.orelse is not None and any(isinstance(s, k.For) for s in walk_statements(stmt.orelse)))
    if isinstance(stmt, k.Block):
        return any(isinstance(s, k.For) for s in walk_statements(stmt))
    return False


def _vars(expr: k.Expr) -> set[str]:
    return {e.name for e in walk_expr(expr) if isinstance(e, k.Var)}


def _references(block: k.Block) -> dict[str, int]:
    """How often each variable is named in ``block`` (read, assigned or
    declared)."""
    counts: dict[str, int] = {}
    for s in walk_statements(block):
        names = [e.name for x in statement_expressions(s) for e in walk_expr(x) if isinstance(e, k.Var)]
        if isinstance(s, (k.Declare, k.Assign, k.For)):
            names.append(s.var.name)
        for n in names:
            counts[n] = counts.get(n, 0) + 1
    return counts


def _names(block: k.Block) -> set[str]:
    return set(_references(block))
