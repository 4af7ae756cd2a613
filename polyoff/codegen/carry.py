"""Values a loop stores in one iteration and loads back in the next, kept in
a register instead (scalar replacement across iterations).

A recurrence along a thread's own loop, such as adi's forward sweep
``p[i][j] = -c / (a * p[i][j-1] + b)``, stores an element and loads it again
one iteration later. Through memory, every step of the recurrence waits for
the store to reach the load, and the device compiler cannot forward it: the
kernel's buffers may alias as far as it knows. :func:`forward_carried_values`
finds, in an innermost loop, a load whose subscript is a store's subscript
one iteration back, and rewrites the loop to carry the stored value in a
register: the first iteration loads it from memory, every later one takes
the register. The store itself stays, so memory holds what it held before.

Subscripts are compared as polynomials over the kernel's integer variables
(:func:`subscript_polynomial`; a row times the row length is a product of the two);
any other expression, such as a thread index or a minimum, is one opaque
term, compared by structure. The rewrite needs, in a loop whose body holds
no loop and no barrier (conditions are fine: a boundary statement fused
into the loop under an ``if``, as isl does in adi's sweeps):

- exactly one store to the array, not volatile, whose subscript moves with
  the loop; its value of the array's element type; outside every
  condition, so that it runs in every iteration;
- loads (not volatile) whose subscript equals the store's with the loop
  variable one step back (the same subscript however it is written); a load
  evaluated after the store in the loop's body only where the store's
  subscript moves by a nonzero constant from one iteration to the next, so
  that the store of the same iteration writes another element;
- every term of both subscripts other than the loop variable invariant in
  the loop.

No other store in the loop writes the array, so the element a load reads
is the one the previous iteration stored. A work-item of the same launch does not write
it either: the mapped loops are coincident, and a kernel's work-items share
no dependence through global memory. Arrays are disjoint buffers (the host
checks that before it launches).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.targets.check import statement_expressions, walk_expr, walk_statements

__all__ = ["forward_carried_values", "replace_nodes", "subscript_polynomial"]

_MASK = (1 << 64) - 1
_MAX_TERMS = 64  # a subscript's polynomial form, at most


def forward_carried_values(body: k.Block, *, volatile_floats: bool = False) -> k.Block:
    """``body`` with the values its innermost loops carry from a store to the
    next iteration's load kept in registers (see the module's docstring).

    ``volatile_floats`` declares a floating-point carry register volatile,
    as ``build_kernel``'s ``volatile_accumulators`` does for the registers
    that carry sums (Intel's CPU runtime; ``ordered_float_loops`` turns them
    into ordered loops where the target can say so)."""
    taken: set[str] = set()
    for s in walk_statements(body):
        if isinstance(s, (k.Declare, k.Assign, k.For)):
            taken.add(s.var.name)
        taken.update(e.name for x in statement_expressions(s) for e in walk_expr(x) if isinstance(e, k.Var))
    counter = itertools.count()

    def fresh(stem: str) -> str:
        while True:
            name = f"{stem}{next(counter)}"
            if name not in taken:
                taken.add(name)
                return name

    def rewrite(block: k.Block) -> k.Block:
        out: list = []
        for s in block.stmts:
            if isinstance(s, k.Block):
                out.append(rewrite(s))
            elif isinstance(s, k.If):
                out.append(dataclasses.replace(s, then=rewrite(s.then),
                                               orelse=None if s.orelse is None else rewrite(s.orelse)))
            elif isinstance(s, k.For):
                if _without_loops(s.body):
                    out.extend(_forward(s, fresh, volatile_floats))
                else:
                    out.append(dataclasses.replace(s, body=rewrite(s.body)))
            else:
                out.append(s)
        return k.Block(tuple(out))

    return rewrite(body)


def _without_loops(block: k.Block) -> bool:
    """Whether ``block`` holds no loop and no barrier (conditions allowed)."""
    return all(isinstance(s, (k.Block, k.Comment, k.Declare, k.Assign, k.Store, k.If))
               for s in walk_statements(block))


def _unconditional_stores(block: k.Block) -> Iterator[k.Store]:
    """The stores of ``block`` that run whenever it runs (none under an ``if``)."""
    for s in block.stmts:
        if isinstance(s, k.Block):
            yield from _unconditional_stores(s)
        elif isinstance(s, k.Store):
            yield s


def _forward(loop: k.For, fresh, volatile_floats: bool) -> list:
    """``loop`` rewritten to carry its forwarded values in registers,
    preceded by the registers' declarations and first loads; ``[loop]`` as
    it is where nothing is forwarded."""
    v = loop.var.name
    stmts = list(walk_statements(loop.body))
    defined = {s.var.name for s in stmts if isinstance(s, (k.Declare, k.Assign))}
    stores: dict[str, list[k.Store]] = {}
    loads: dict[str, set[k.Load]] = {}
    late: dict[str, set[k.Load]] = {}  # loads evaluated after a store to their array
    for s in stmts:
        for e in (x for expr in statement_expressions(s) for x in walk_expr(expr)):
            if isinstance(e, k.Load):
                loads.setdefault(e.array, set()).add(e)
                if e.array in stores:
                    late.setdefault(e.array, set()).add(e)
        if isinstance(s, k.Store):
            stores.setdefault(s.array, []).append(s)
    carried: dict[str, tuple[k.Store, list[k.Load]]] = {}  # array -> (its store, the loads it feeds)
    every_iteration = set(_unconditional_stores(loop.body))
    for array, [store] in ((a, s) for a, s in stores.items() if len(s) == 1):
        if store.volatile or array not in loads or store not in every_iteration:
            continue
        at = subscript_polynomial(store.index, v, defined)
        moved = None if at is None else _step_back(at, v, loop.step)
        if moved is None or not moved[1]:
            continue
        back, growth = moved
        # A load after the store in the same iteration reads the element the
        # previous iteration stored only if this iteration's store went
        # elsewhere: the subscript must move by a nonzero constant.
        apart = set(growth) == {()}
        matches = [ld for ld in loads[array]
                   if not ld.volatile and ld.type == k.expr_type(store.value)
                   and (apart or ld not in late.get(array, ()))
                   and subscript_polynomial(ld.index, v, defined) == back]
        if matches:
            carried[array] = (store, matches)
    if not carried:
        return [loop]
    before: list = []
    first: list = []
    replace: dict[k.Load, k.Var] = {}
    after_store: dict[k.Store, k.Var] = {}
    for array, (store, matches) in sorted(carried.items()):
        load = matches[0]
        carry = k.Var(fresh(f"carry_{array}_"), load.type)
        prev = k.Var(fresh(f"prev_{array}_"), load.type)
        volatile = volatile_floats and load.type in k.FLOAT_TYPES
        before.append(k.Declare(carry, None, volatile=volatile))
        first_iteration = {loop.var: loop.init}
        before.append(k.If(replace_nodes(loop.cond, first_iteration),
                           k.Block((k.Assign(carry, replace_nodes(load, first_iteration)),))))
        first.append(k.Declare(prev, carry))
        replace.update((ld, prev) for ld in matches)
        after_store[store] = carry
    body = _replace(loop.body, replace, after_store)
    return [*before, dataclasses.replace(loop, body=k.Block((*first, *body.stmts)))]


def _replace(block: k.Block, loads: dict, stores: dict) -> k.Block:
    """``block`` with the loads in ``loads`` replaced by their registers,
    and each store in ``stores`` first assigning its value to its register."""
    out: list = []
    for s in block.stmts:
        if isinstance(s, k.Block):
            out.append(_replace(s, loads, stores))
            continue
        carry = stores.get(s) if isinstance(s, k.Store) else None
        s = replace_nodes(s, loads)
        if carry is not None:
            out.append(k.Assign(carry, s.value))
            s = dataclasses.replace(s, value=carry)
        out.append(s)
    return k.Block(tuple(out))


def replace_nodes(node, replacements: dict):
    """``node`` (an expression or a statement without blocks inside) with
    every sub-node found in ``replacements`` replaced by its value."""
    if node in replacements:
        return replacements[node]
    if isinstance(node, tuple):
        return tuple(replace_nodes(x, replacements) for x in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return node
    return dataclasses.replace(node, **{f.name: replace_nodes(getattr(node, f.name), replacements)
                                        for f in dataclasses.fields(node)})


def subscript_polynomial(expr: k.Expr, v: str, defined: set[str]) -> dict | None:
    """``expr`` (an ``i64`` subscript) as a polynomial modulo 2**64:
    ``{monomial: coefficient}``, a monomial a sorted tuple of terms
    (variables by name, any other expression whole; ``()`` for the
    constant). ``None`` where the loop variable ``v`` appears inside a
    whole-expression term, or a variable defined in the loop's body
    (``defined``) appears at all: the form would not say how the subscript
    moves from one iteration to the next."""

    def form(e: k.Expr) -> dict | None:
        if isinstance(e, k.Const) and e.type in k.INT_TYPES:
            return {(): int(e.value) & _MASK}
        if isinstance(e, k.Var) and e.type == "i64":
            return None if e.name in defined else {(e.name,): 1}
        if isinstance(e, k.Binary) and e.type == "i64" and e.op in ("add", "sub", "mul"):
            lhs, rhs = form(e.lhs), form(e.rhs)
            if lhs is None or rhs is None:
                return None
            if e.op == "mul":
                if len(lhs) * len(rhs) > _MAX_TERMS:
                    return None
                out: dict = {}
                for (m1, c1), (m2, c2) in itertools.product(lhs.items(), rhs.items()):
                    m = tuple(sorted(m1 + m2, key=repr))
                    out[m] = (out.get(m, 0) + c1 * c2) & _MASK
                return out
            out = dict(lhs)
            for m, c in rhs.items():
                out[m] = (out.get(m, 0) + (c if e.op == "add" else -c)) & _MASK
            return out
        if any(isinstance(x, k.Var) and (x.name == v or x.name in defined) for x in walk_expr(e)):
            return None
        return {(e,): 1}

    out = form(expr)
    return None if out is None else {m: c for m, c in out.items() if c}


def _step_back(poly: dict, v: str, step: int) -> tuple[dict, dict] | None:
    """``poly`` with ``v`` replaced by ``v - step``, and how much it grows
    from one iteration to the next (both polynomials); ``None`` where ``v``
    appears squared."""
    back = dict(poly)
    growth: dict = {}
    for m, c in poly.items():
        n = m.count(v)
        if n > 1:
            return None
        if n == 1:
            rest = tuple(t for t in m if t != v)
            growth[rest] = (growth.get(rest, 0) + c * step) & _MASK
            back[rest] = (back.get(rest, 0) - c * step) & _MASK
    return ({m: c for m, c in back.items() if c & _MASK},
            {m: c for m, c in growth.items() if c & _MASK})
