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

from polyoff.scop.isl_expr import access_moves, step_along
from polyoff.scop.scop import Scop, Statement

STREAM, ROW, COLUMN = (SHAPES.index(name) for name in ("stream", "row", "column"))


def statement_shape(stmt: Statement) -> int:
    domain = stmt.domain
    depth = domain.dim(isl.dim_type.set)
    if depth == 0:
        return STREAM
    step = step_along(domain, depth - 1)
    shape = STREAM
    for access in stmt.accesses:
        relation = access.relation
        if relation.dim(isl.dim_type.out) == 0:
            continue  # a scalar
        along_last, along_other = access_moves(relation, step)
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
