"""``continue``, rewritten away before lowering.

A ``continue`` skips the rest of its loop's iteration, so the rest of the
body runs exactly where the conditions leading to the ``continue`` do not
hold. :func:`without_continue` makes that explicit in the AST: at the first
``if`` of a loop body that can ``continue``, the statements after it move
into each of its branches (as the branches' tails), and a ``continue`` drops
what follows it in its branch::

    for i in range(n):            for i in range(n):
        A[i] = 0.0                    A[i] = 0.0
        if i % 2 == 1:                if i % 2 == 1:
            continue       ->             pass
        B[i] = A[i]                   else:
                                          B[i] = A[i]

The lowering then sees plain ``if``/``else`` nests: an affine condition
stays in the polyhedral model (the guarded statements' domains exclude the
skipped iterations, so the call-time index check and the pipeline see what
runs), and a condition on array values is a data-dependent branch like any
other ``if``. A branch that continues only on some paths gets its own copy
of the tail (a copy of the statements, with their source positions), so
the same statement can appear more than once in the lowered code; the
total size is bounded (:data:`MAX_STATEMENTS`).

A ``continue`` in a counted ``while`` loop before the counter's step would
skip the step: :func:`polyoff.frontend.counted.counted_while` refuses that
loop (the syntax check runs before this rewrite).
"""

from __future__ import annotations

import ast
import copy
import dataclasses

from polyoff.frontend.source import FunctionSource

#: Statements a loop body may grow to when tails are copied into branches.
MAX_STATEMENTS = 4000


def continues(body: list[ast.stmt]) -> ast.Continue | None:
    """The first ``continue`` in ``body`` that leaves this loop's iteration
    (not one of a nested loop), or None."""
    for stmt in body:
        if isinstance(stmt, ast.Continue):
            return stmt
        if isinstance(stmt, ast.If):
            found = continues(stmt.body) or continues(stmt.orelse)
            if found is not None:
                return found
    return None


def without_continue(src: FunctionSource) -> FunctionSource:
    """``src`` with every ``continue`` rewritten into ``if``/``else``; ``src``
    itself when it has none."""
    if not any(isinstance(n, ast.Continue) for n in ast.walk(src.tree)):
        return src
    tree = copy.deepcopy(src.tree)
    _Rewriter(src).visit(tree)
    return dataclasses.replace(src, tree=tree)


class _Rewriter(ast.NodeTransformer):
    def __init__(self, src: FunctionSource) -> None:
        self.src = src

    def _loop(self, node: ast.For | ast.While) -> ast.AST:
        self.generic_visit(node)  # inner loops first
        first = continues(node.body)
        if first is not None:
            budget = [MAX_STATEMENTS]
            try:
                body = _rewrite(node.body, budget)
            except _TooLarge:
                raise self.src.error(
                    first,
                    "this loop's `continue`s would copy the rest of its body into too many "
                    f"branches (over {MAX_STATEMENTS} statements); use `if`/`else`",
                ) from None
            node.body = body or [_at(ast.Pass(), node)]
        return node

    visit_For = _loop
    visit_While = _loop


class _TooLarge(Exception):
    pass


def _rewrite(stmts: list[ast.stmt], budget: list[int]) -> list[ast.stmt]:
    """``stmts`` without ``continue``; ``budget`` counts down the statements
    copied."""
    for k, stmt in enumerate(stmts):
        if isinstance(stmt, ast.Continue):
            return stmts[:k]
        if isinstance(stmt, ast.If) and continues([stmt]) is not None:
            tail = stmts[k + 1 :]
            body = _rewrite(stmt.body + tail, budget)
            budget[0] -= _size(tail)
            if budget[0] < 0:
                raise _TooLarge
            orelse = _rewrite(stmt.orelse + [copy.deepcopy(s) for s in tail], budget)
            branch = _at(ast.If(stmt.test, body or [_at(ast.Pass(), stmt)], orelse), stmt)
            return [*stmts[:k], branch]
    return stmts


def _at(node: ast.stmt, where: ast.AST) -> ast.stmt:
    ast.copy_location(node, where)
    node.end_lineno = getattr(where, "end_lineno", None)
    node.end_col_offset = getattr(where, "end_col_offset", None)
    return node


def _size(body: list[ast.stmt]) -> int:
    return sum(1 for stmt in body for n in ast.walk(stmt) if isinstance(n, ast.stmt))
