"""Which ``while`` loops are counted loops (see :mod:`polyoff.frontend.loops`,
which rewrites them): one integer counter stepped by a constant once at
the top level of the body, bounds the body does not assign. Syntax only,
so the syntax check can ask it."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from polyoff.frontend.continues import continues

_UPPER = {ast.Lt: 0, ast.LtE: 1}  # v < E: stop E; v <= E: stop E + 1
_LOWER = {ast.Gt: 0, ast.GtE: -1}  # v > E: stop E; v >= E: stop E - 1
_FLIP = {ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE}


@dataclass(frozen=True)
class CountedWhile:
    var: str
    step: int
    #: (bound, adjustment): the loop runs while var < bound + adjustment
    #: (step > 0) or var > bound + adjustment (step < 0)
    bounds: tuple[tuple[ast.expr, int], ...]
    #: the position of the stepping statement in the body
    step_at: int


def _literal(node: ast.expr) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
    ):
        return -node.operand.value
    return None


def _step_of(stmt: ast.stmt, var: str) -> int | None:
    """The constant ``stmt`` adds to ``var`` (``var += c``, ``var -= c``,
    ``var = var + c``, ``var = c + var``, ``var = var - c``), else None."""
    if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
        if stmt.target.id != var:
            return None
        c = _literal(stmt.value)
        if c is None:
            return None
        if isinstance(stmt.op, ast.Add):
            return c
        if isinstance(stmt.op, ast.Sub):
            return -c
        return None
    if (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and stmt.targets[0].id == var
        and isinstance(stmt.value, ast.BinOp)
    ):
        v = stmt.value
        is_var = lambda e: isinstance(e, ast.Name) and e.id == var  # noqa: E731
        if isinstance(v.op, ast.Add):
            if is_var(v.left) and _literal(v.right) is not None:
                return _literal(v.right)
            if is_var(v.right) and _literal(v.left) is not None:
                return _literal(v.left)
        if isinstance(v.op, ast.Sub) and is_var(v.left) and _literal(v.right) is not None:
            return -_literal(v.right)  # type: ignore[operator]
    return None


def _assigned(body: list[ast.stmt]) -> set[str]:
    names: set[str] = set()
    for stmt in body:
        for n in ast.walk(stmt):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                names.add(n.id)
    return names


def _comparisons(test: ast.expr) -> list[tuple[str, type, ast.expr]] | str:
    """``test`` as (counter, operator, bound) triples with the counter on the
    left, or why it is not of that form."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    out = []
    for p in parts:
        if not (isinstance(p, ast.Compare) and len(p.ops) == 1):
            return "its condition is not a comparison (`i < n`, or `and` of such)"
        op = type(p.ops[0])
        left, right = p.left, p.comparators[0]
        if op not in _FLIP:
            return "its condition compares with `==`/`!=`; use <, <=, > or >="
        if isinstance(left, ast.Name):
            out.append((left.id, op, right))
        elif isinstance(right, ast.Name):
            out.append((right.id, _FLIP[op], left))
        else:
            return "its condition does not compare a counter (a name) with a bound"
    return out


def counted_while(node: ast.While) -> CountedWhile | str:
    """``node`` as a counted loop, or why it is not one."""
    if node.orelse:
        return "`while ... else` is not supported"
    comparisons = _comparisons(node.test)
    if isinstance(comparisons, str):
        return comparisons
    assigned = _assigned(node.body)
    candidates = [v for v, _, _ in comparisons if v in assigned]
    if not candidates:
        return "no name in its condition changes in the loop"
    var = candidates[0]
    steps = [(k, _step_of(s, var)) for k, s in enumerate(node.body)]
    steps = [(k, c) for k, c in steps if c is not None]
    if len(steps) != 1 or steps[0][1] == 0:
        return (
            f"its counter `{var}` is not stepped by exactly one `{var} += c` "
            "(c a nonzero integer constant) at the top level of its body"
        )
    at, step = steps[0]
    skip = continues(node.body[:at])
    if skip is not None:
        return (
            f"the `continue` at line {skip.lineno} skips its counter's step `{var} += {step}` "
            "(put the step before it)"
        )
    rest = node.body[:at] + node.body[at + 1 :]
    if var in _assigned(rest):
        return f"its counter `{var}` is assigned in the loop besides `{var} += {step}`"
    bounds = []
    for v, op, bound in comparisons:
        if v != var:
            return f"its condition compares `{v}` as well as the counter `{var}`"
        up = op in _UPPER
        if up != (step > 0):
            return (
                f"its counter `{var}` moves away from the bound `{ast.unparse(bound)}` "
                "(the loop would not end)"
            )
        changing = {n.id for n in ast.walk(bound) if isinstance(n, ast.Name)} & assigned
        if changing:
            return f"its bound `{ast.unparse(bound)}` uses `{sorted(changing)[0]}`, which the loop assigns"
        bounds.append((bound, _UPPER[op] if up else _LOWER[op]))
    return CountedWhile(var, step, tuple(bounds), at)
