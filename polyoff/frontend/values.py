"""The values the lowering works with, and variables' states along the code.

A :class:`Value` is a number in the IR with its NumPy type and, for an
integer, its symbolic value where known; arrays, ``A.shape`` and static
objects (modules, functions) are the other things an expression can name.
A :class:`Local` is what a variable holds at a program point; environments
of Locals are joined where control flow merges (:func:`join_envs`).
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from polyoff.frontend.signature import ArraySpec
from polyoff.frontend.symbolic import Sym
from polyoff.frontend.types import VType


@dataclass(frozen=True)
class Value:
    """A number (or boolean) in the lowered code."""

    vtype: VType
    ir: ir.Value
    sym: Sym | None = None
    const: int | float | bool | None = None
    #: where the type is a Python scalar on some paths and a NumPy one on
    #: others (``s = 0.0``, then ``s += A[i]`` in a loop): an i1, true
    #: where it is the Python scalar
    weak_bit: ir.Value | None = None

    @property
    def is_bool(self) -> bool:
        return self.vtype.is_bool


@dataclass(frozen=True)
class ArrayRef:
    name: str
    spec: ArraySpec
    ptr: ir.Value
    shapes: tuple[ir.Value, ...]
    #: a temporary's extents in terms of the parameters (an argument's are
    #: parameters themselves)
    extents: tuple[Sym, ...] | None = None

    def shape_sym(self, k: int) -> Sym:
        if self.extents is not None:
            return self.extents[k]
        return Sym.param(f"{self.name}.shape[{k}]")


@dataclass(frozen=True)
class ShapeRef:
    array: ArrayRef


@dataclass(frozen=True)
class StaticRef:
    """A module, a supported function or another object named in the code."""

    name: str
    obj: object


Expr = Value | ArrayRef | ShapeRef | StaticRef


@dataclass(frozen=True)
class Local:
    """What a variable holds at a program point."""

    vtype: VType | None  # None: different representations on different paths
    sym: Sym | None = None
    maybe_unbound: bool = False
    conflict: str = ""


def _join_local(a: Local, b: Local) -> Local:
    maybe = a.maybe_unbound or b.maybe_unbound
    if a.vtype is None or b.vtype is None:
        return Local(None, None, maybe, a.conflict or b.conflict)
    joined = a.vtype.join(b.vtype)
    if joined is None:
        return Local(
            None,
            None,
            maybe,
            f"{a.vtype.describe()} on one path and {b.vtype.describe()} on another",
        )
    return Local(joined, a.sym if a.sym == b.sym else None, maybe)


def join_envs(a: dict[str, Local] | None, b: dict[str, Local] | None) -> dict[str, Local] | None:
    if a is None:
        return None if b is None else dict(b)
    if b is None:
        return dict(a)
    out: dict[str, Local] = {}
    for name in a.keys() | b.keys():
        x, y = a.get(name), b.get(name)
        if x is None or y is None:
            z = x or y
            assert z is not None
            out[name] = Local(z.vtype, z.sym, True, z.conflict)
        else:
            out[name] = _join_local(x, y)
    return out
