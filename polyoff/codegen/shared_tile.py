"""The record of a shared-memory tile: which part of an array a kernel copies
into ``__local`` memory per ``(t, R)`` tile, and how the tile is laid out.

The kernel builder (`codegen.kernel`) decides the tiles; the statement
generator (`codegen.statement`) reads the references it serves from them.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.isl_ast import I64


@dataclass(frozen=True)
class SharedTile:
    """A shared-memory copy of part of an array, per (t, R) tile, for a
    group of the kernel's references to it (PPCG's reference groups)."""

    array: str
    name: str
    sizes: tuple[int, ...]  # per array dimension
    footprint: isl.Map  # [t.., R..] -> A[a..]
    origin: tuple[isl.PwAff, ...]  # per dimension, on the [t.., R..] space
    rest_dims: int = 0  # how many of the footprint's input dimensions are R
    #: the references read from the tile: (statement, access instruction)
    refs: frozenset[tuple[str, str]] = frozenset()
    #: the array dimensions in the tile's layout, outermost first: those
    #: indexed by the x thread last, so that neighbouring threads read
    #: neighbouring elements
    order: tuple[int, ...] = ()

    def index(self, element: list[k.Expr], origin: list[k.Expr]) -> k.Expr:
        """The position of ``element`` (per array dimension) in the tile,
        given its first element ``origin``."""
        index: k.Expr | None = None
        for d in self.order:
            rel = k.Binary("sub", element[d], origin[d], I64)
            index = rel if index is None else k.Binary(
                "add", k.Binary("mul", index, k.Const(I64, self.sizes[d]), I64), rel, I64)
        return index
