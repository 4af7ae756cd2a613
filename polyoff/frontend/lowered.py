"""What lowering one signature of a decorated function produces.

:class:`LoweredFunction` is the LLVM IR text and everything a call needs
beside it: the parameters in order, the return type, which arrays the
function writes, the exceptions the compiled code can report (by status
number), the scalars whose zero value sends a call to Python (they divide
Python numbers), the element accesses the call-time index check covers, and the
front end's notes on what is not affine and why.
"""

from __future__ import annotations

from dataclasses import dataclass

from polyoff.frontend.signature import ParamSpec
from polyoff.frontend.symbolic import Formula, Sym
from polyoff.frontend.types import NumType


@dataclass(frozen=True)
class LoweredParam:
    """One parameter of the compiled function (a global when ``is_global``)."""

    name: str
    spec: ParamSpec
    is_global: bool


@dataclass(frozen=True)
class RaiseSite:
    """An exception the compiled code reports by returning its number."""

    exception: str
    message: str
    line: int
    column: int


@dataclass(frozen=True)
class LoopDomain:
    """``dim`` runs over ``range(start, stop, step)``."""

    dim: str
    start: Sym
    stop: Sym
    step: Sym


@dataclass(frozen=True)
class Guard:
    """The enclosed code runs only where ``formula`` holds."""

    formula: Formula


@dataclass(frozen=True)
class CheckedAccess:
    """An element access the call-time check covers."""

    array: str
    subscripts: tuple[Sym, ...]
    context: tuple[LoopDomain | Guard, ...]
    line: int
    column: int
    text: str
    #: the extents of a temporary array (an argument's are its shape values)
    extents: tuple[Sym, ...] | None = None

    @property
    def why(self) -> str:
        return "would index out of range or with a negative index for these arguments"


@dataclass(frozen=True)
class Requirement:
    """A condition on a call's integer values without which the compiled
    code would not do what NumPy does (slices whose shapes must match,
    slice bounds NumPy would clip): where ``violation`` can hold in
    ``context``, the undecorated function runs."""

    violation: Formula
    context: tuple[LoopDomain | Guard, ...]
    line: int
    column: int
    text: str
    why: str


@dataclass(frozen=True)
class Disjoint:
    """Two array arguments a whole-array statement writes one of and reads
    the other: NumPy evaluates the right-hand side first, the compiled
    loops element by element, so a call where they share memory runs the
    undecorated function."""

    written: str
    read: str
    line: int


@dataclass(frozen=True)
class Note:
    """Why a piece of the function is not affine (for the report)."""

    line: int
    column: int
    message: str


@dataclass(frozen=True)
class LoweredFunction:
    """The LLVM function for one signature and what calling it needs."""

    name: str
    symbol: str
    ir: str
    params: tuple[LoweredParam, ...]
    returns: NumType | None
    written: frozenset[str]
    raises: tuple[RaiseSite, ...]
    zero_divisors: tuple[str, ...]
    accesses: tuple[CheckedAccess, ...]
    notes: tuple[Note, ...]
    loops: tuple[tuple[int, int], ...]
    requirements: tuple[Requirement, ...] = ()
    #: ``returns`` is the NumPy type; the result is the Python scalar of
    #: its kind where the function's second out-parameter (an i8) says so
    returns_weak: bool = False
    #: arrays of two or more dimensions summed whole: NumPy adds them in
    #: memory order, the compiled code in C order, so the call needs them
    #: C-contiguous
    summed_whole: tuple[str, ...] = ()
    disjoint: tuple[Disjoint, ...] = ()
