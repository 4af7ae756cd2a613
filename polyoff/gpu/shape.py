"""The statement shape the cost model prices a SCoP by.

The runtime's calibration (``polyoff_runtime.calibration``) measures
seconds per statement instance for a few shapes, on the device and on the
CPU; the compiler names the shape of each SCoP by its deepest statement
(most loops: where nearly all instances are), reading how each access
moves when the statement's innermost loop steps by one (isl: the deltas of
access^-1 . step . access):

* ``column``: a read moves along an array dimension other than the last
  (``A[j][i]`` with j inner: a row's stride per instance on the CPU);
* ``row``: else, a write stays in place (``y[i] += A[i][j] * x[j]``: a
  reduction, sequential on the CPU);
* ``stream``: else (element-wise, or no loop at all).

Codes are indices into ``polyoff_runtime.calibration.SHAPES``.
"""

from __future__ import annotations

import islpy as isl
from polyoff_runtime.calibration import SHAPES

from polyoff.scop.scop import Scop, Statement

STREAM, ROW, COLUMN = (SHAPES.index(name) for name in ("stream", "row", "column"))


def _moves(access: isl.Map, step: isl.Map) -> tuple[bool, bool]:
    """(moves along the last array dimension, moves along another) when
    the innermost loop steps."""
    relation = access.intersect_domain(step.domain()).reverse().apply_range(step).apply_range(access)
    deltas = relation.deltas()
    rank = deltas.dim(isl.dim_type.set)
    if rank == 0 or deltas.is_empty():
        return False, False

    def moves(d: int) -> bool:
        along = deltas.project_out(isl.dim_type.set, d + 1, rank - d - 1).project_out(isl.dim_type.set, 0, d)
        return not along.fix_val(isl.dim_type.set, 0, 0).is_equal(along)

    return moves(rank - 1), any(moves(d) for d in range(rank - 1))


def statement_shape(stmt: Statement) -> int:
    domain = stmt.domain
    depth = domain.dim(isl.dim_type.set)
    if depth == 0:
        return STREAM
    step = isl.Map.from_domain_and_range(domain, domain)
    for d in range(depth - 1):
        step = step.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
    # out = in + 1 on the innermost dimension
    c = isl.Constraint.equality_alloc(isl.LocalSpace.from_space(step.get_space()))
    c = c.set_coefficient_val(isl.dim_type.in_, depth - 1, 1)
    c = c.set_coefficient_val(isl.dim_type.out, depth - 1, -1)
    c = c.set_constant_val(1)
    step = step.add_constraint(c)
    shape = STREAM
    for access in stmt.accesses:
        relation = access.relation
        if relation.dim(isl.dim_type.out) == 0:
            continue  # a scalar
        along_last, along_other = _moves(relation, step)
        if access.is_read and along_other:
            return COLUMN
        if not access.is_read and not along_last and not along_other:
            shape = ROW
    return shape


def scop_shape(scop: Scop) -> int:
    """The shape of ``scop``'s deepest statement (the first of the deepest;
    ``column`` over ``row`` over ``stream`` among them)."""
    if not scop.statements:
        return STREAM
    depth = max(s.domain.dim(isl.dim_type.set) for s in scop.statements)
    try:
        return max(statement_shape(s) for s in scop.statements if s.domain.dim(isl.dim_type.set) == depth)
    except isl.Error:
        return STREAM  # isl could not say: the shape the most code has
