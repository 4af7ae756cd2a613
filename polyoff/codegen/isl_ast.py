"""isl AST → kernel IR (`codegen.kernel_ir`).

One walker serves kernels and host code: ``for``/``if``/``block`` nodes
become :class:`~polyoff.codegen.kernel_ir.For`/``If``/``Block``, and each
``user`` node is handed to a callback that returns the statement's code. AST
expressions become ``i64`` kernel IR expressions; identifiers are resolved
through a callback too (loop iterators are ``Var``s of the loop, parameters
whatever the caller says: a kernel argument, a hardware index, a host value).
isl's ``pdiv_q``/``pdiv_r``/``zdiv_r`` are used by isl only where C's
truncating division gives the same result, so they map to ``sdiv``/``srem``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import islpy as isl

from polyoff.codegen import kernel_ir as k
from polyoff.errors import InternalError

I64 = "i64"

_BINARY = {
    isl.ast_expr_op_type.add: "add",
    isl.ast_expr_op_type.sub: "sub",
    isl.ast_expr_op_type.mul: "mul",
    isl.ast_expr_op_type.div: "sdiv",
    isl.ast_expr_op_type.fdiv_q: "floordiv",
    isl.ast_expr_op_type.pdiv_q: "sdiv",
    isl.ast_expr_op_type.pdiv_r: "srem",
    isl.ast_expr_op_type.zdiv_r: "srem",
    isl.ast_expr_op_type.min: "smin",
    isl.ast_expr_op_type.max: "smax",
}
_COMPARE = {
    isl.ast_expr_op_type.eq: "eq",
    isl.ast_expr_op_type.le: "sle",
    isl.ast_expr_op_type.lt: "slt",
    isl.ast_expr_op_type.ge: "sge",
    isl.ast_expr_op_type.gt: "sgt",
}


def aligned_build(context: isl.Set, *objects) -> tuple:
    """An AST build for ``context`` and ``objects`` (schedules, pw_affs)
    with every one of them in a single parameter order.

    isl's AST generator mis-prints integer divisions of parameters when the
    context lists the parameters in another order than the schedule: with
    islpy 2026.2, ``__h0 % 2`` came out as ``p_n % 2`` in a guard (found by
    the offload fuzzer, tests/fuzz). Aligning first avoids it.
    """
    for obj in objects:
        context = context.align_params(obj.get_space())
    aligned = tuple(obj.align_params(context.get_space()) for obj in objects)
    return (isl.AstBuild.from_context(context), *aligned)


class ConstantOutOfRange(Exception):
    """isl's code needs a constant beyond 64 bits (a loop over an unsigned
    64-bit counter that wraps, modelled exactly): no kernel can compute it."""


def ast_expr(expr: isl.AstExpr, resolve: Callable[[str], k.Expr]) -> k.Expr:
    """Translate an isl AST expression; ``resolve`` maps identifiers."""
    t = expr.get_type()
    if t == isl.ast_expr_type.int:
        value = expr.int_get_val().to_python()
        if not -(1 << 63) <= value < 1 << 63:
            raise ConstantOutOfRange(f"the generated code needs the constant {value}, beyond 64 bits")
        return k.Const(I64, value)
    if t == isl.ast_expr_type.id:
        return resolve(expr.id_get_id().get_name())
    if t != isl.ast_expr_type.op:
        raise InternalError(f"unexpected isl AST expression {expr.to_C_str()}")
    op = expr.op_get_type()
    args = [ast_expr(expr.op_get_arg(i), resolve) for i in range(expr.op_get_n_arg())]
    if op in _BINARY:
        name = _BINARY[op]
        acc = args[0]
        for a in args[1:]:
            acc = k.Binary(name, acc, a, I64)
        return acc
    if op in _COMPARE:
        return k.Compare(_COMPARE[op], args[0], args[1])
    if op == isl.ast_expr_op_type.minus:
        return k.Unary("neg", args[0], I64)
    if op in (isl.ast_expr_op_type.and_, isl.ast_expr_op_type.and_then):
        return k.Logical("and", tuple(_truth(a) for a in args))
    if op in (isl.ast_expr_op_type.or_, isl.ast_expr_op_type.or_else):
        return k.Logical("or", tuple(_truth(a) for a in args))
    if op in (isl.ast_expr_op_type.cond, isl.ast_expr_op_type.select):
        return k.Select(args[0], args[1], args[2], args[1].type)
    raise InternalError(f"unsupported isl AST operation in {expr.to_C_str()}")


def _truth(value: k.Expr) -> k.Expr:
    """``value`` as an i1: isl writes a constant true as the integer 1."""
    if value.type != "i1":
        return k.Compare("ne", value, k.Const(value.type, 0))
    return value


def ast_cond(expr: isl.AstExpr, resolve: Callable[[str], k.Expr]) -> k.Expr:
    """A loop or branch condition."""
    return _truth(ast_expr(expr, resolve))


@dataclass(frozen=True)
class LaneLoop:
    """A schedule dimension whose loop each thread runs for one value only.

    A ``for`` over ``iterator`` (when ``applies(node)``) becomes a guard: the
    iterator takes the value ``index`` (the thread's index) and the body
    runs if that value is one of the loop's.
    """

    iterator: str
    index: k.Expr
    applies: Callable[[isl.AstNode], bool]


def ast_to_block(node: isl.AstNode, resolve: Callable[[str], k.Expr],
                 user: Callable[[isl.AstNode, Callable[[str], k.Expr]], list],
                 lane: LaneLoop | None = None) -> k.Block:
    """Translate an AST; ``user(node, resolve)`` returns the statements for a
    user node (it receives the resolver including enclosing loop iterators)."""
    return k.Block(tuple(_node(node, resolve, user, lane)))


def _node(node: isl.AstNode, resolve, user, lane: LaneLoop | None) -> list:
    t = node.get_type()
    if t == isl.ast_node_type.block:
        children = node.block_get_children()
        out: list = []
        for i in range(children.n_ast_node()):
            out.extend(_node(children.get_at(i), resolve, user, lane))
        return out
    if t == isl.ast_node_type.for_:
        name = node.for_get_iterator().id_get_id().get_name()
        var = k.Var(f"it_{name}", I64)

        def inner(ident: str, _name=name, _var=var) -> k.Expr:
            return _var if ident == _name else resolve(ident)

        init = ast_expr(node.for_get_init(), resolve)
        cond = ast_cond(node.for_get_cond(), inner)
        inc = node.for_get_inc()
        if inc.get_type() != isl.ast_expr_type.int:
            raise InternalError("non-constant loop increment from isl")
        step = inc.int_get_val().to_python()
        body = k.Block(tuple(_node(node.for_get_body(), inner, user, lane)))
        if lane is not None and name == lane.iterator and lane.applies(node):
            return [k.Block((k.Declare(var, lane.index), _lane_guard(node, var, init, cond, step, body)))]
        if node.for_is_degenerate():
            return [k.Block((k.Declare(var, init), *body.stmts))]
        return [k.For(var, init, cond, step, body)]
    if t == isl.ast_node_type.if_:
        cond = ast_cond(node.if_get_cond(), resolve)
        then = k.Block(tuple(_node(node.if_get_then_node(), resolve, user, lane)))
        orelse = None
        if node.if_has_else_node():
            orelse = k.Block(tuple(_node(node.if_get_else_node(), resolve, user, lane)))
        return [k.If(cond, then, orelse)]
    if t == isl.ast_node_type.user:
        return list(user(node, resolve))
    if t == isl.ast_node_type.mark:
        return _node(node.mark_get_node(), resolve, user, lane)
    raise InternalError(f"unexpected isl AST node type {t}")


def _lane_guard(node: isl.AstNode, var: k.Var, init: k.Expr, cond: k.Expr, step: int,
                body: k.Block) -> k.If:
    """``for (var = init; cond; var += step) body`` for the one value ``var``
    already holds: ``if (var is one of the loop's values) body``."""
    if node.for_is_degenerate():
        return k.If(k.Compare("eq", var, init), body)
    parts = [k.Compare("sge", var, init), cond]
    if step != 1:
        offset = k.Binary("srem", k.Binary("sub", var, init, I64), k.Const(I64, step), I64)
        parts.append(k.Compare("eq", offset, k.Const(I64, 0)))
    return k.If(k.Logical("and", tuple(parts)), body)


def pw_aff_expr(pa: isl.PwAff, dims: list[k.Expr], resolve: Callable[[str], k.Expr]) -> k.Expr:
    """``pa``, a function of set dimensions and parameters, computed from
    ``dims`` (the values of its set dimensions) and ``resolve`` (its
    parameters): isl writes it as an expression, its pieces as selects."""
    n = pa.dim(isl.dim_type.in_)
    nparam = pa.dim(isl.dim_type.param)
    names = [f"polyoff_dim{d}" for d in range(n)]
    if n:
        pa = pa.move_dims(isl.dim_type.param, nparam, isl.dim_type.in_, 0, n)
        for d, name in enumerate(names):
            pa = pa.set_dim_id(isl.dim_type.param, nparam + d, isl.Id(name))
    context = isl.Set.universe(pa.get_domain_space())
    build, pa = aligned_build(context, pa)
    by_name = dict(zip(names, dims, strict=True))
    return ast_expr(build.expr_from_pw_aff(pa),
                    lambda ident: by_name[ident] if ident in by_name else resolve(ident))
