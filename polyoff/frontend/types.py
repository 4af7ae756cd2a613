"""NumPy 2's scalar type rules, as the decorator front end needs them.

Every value in a decorated function has a :class:`NumType`: a Python ``int``
or ``float`` (*weak* in NEP 50's sense: it takes the type of the NumPy value
it meets), a NumPy scalar (``int32``, ``int64``, ``float32``, ``float64``:
*strong*), or a boolean (conditions only). Python ints are modelled as 64-bit
integers and Python floats as doubles.

A variable can hold values of different types on different paths (``s = 0.0``
before a loop, ``s = s + A[i]`` in it). Such a variable has a :class:`VType`
with several members; it is allowed only when every member has the same
machine representation, so one LLVM value serves them all, and each
operation is checked to compute the same thing whichever member it meets
(:func:`binary`), otherwise the front end refuses the code.

The functions here answer, for an operation and the types of its operands,
the type of the result and the machine type the operation is computed in —
the rules of ``numpy.result_type`` under NEP 50, Python's own rules for two
Python numbers, and the quirks of NumPy's scalar math (true division of
integers gives ``float64``, ``np.sqrt`` of an ``int32`` gives ``float64``,
``np.floor`` keeps integers, ``math.sqrt`` always returns a Python float).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, order=True)
class NumType:
    """A scalar type: its Python/NumPy name, kind (``i``, ``f``, ``b``), bits
    of its machine representation, and whether it is a weak Python scalar."""

    name: str
    kind: str
    bits: int
    weak: bool

    @property
    def machine(self) -> str:
        """The LLVM-level representation: ``i1``, ``i32``, ``i64``, ``f32``, ``f64``."""
        return f"{'f' if self.kind == 'f' else 'i'}{self.bits}"

    @property
    def is_int(self) -> bool:
        return self.kind == "i"

    @property
    def is_float(self) -> bool:
        return self.kind == "f"

    @property
    def is_bool(self) -> bool:
        return self.kind == "b"

    def describe(self) -> str:
        return {"int": "Python int", "float": "Python float", "bool": "bool"}.get(
            self.name, f"numpy.{self.name}"
        )


PY_INT = NumType("int", "i", 64, True)
PY_FLOAT = NumType("float", "f", 64, True)
BOOL = NumType("bool", "b", 1, True)
INT32 = NumType("int32", "i", 32, False)
INT64 = NumType("int64", "i", 64, False)
FLOAT32 = NumType("float32", "f", 32, False)
FLOAT64 = NumType("float64", "f", 64, False)

#: The NumPy dtypes an array argument may have, by their ``dtype.name``.
ARRAY_DTYPES = {"int32": INT32, "int64": INT64, "float32": FLOAT32, "float64": FLOAT64}
STRONG = (INT32, INT64, FLOAT32, FLOAT64)
BY_NAME = {t.name: t for t in (PY_INT, PY_FLOAT, BOOL, *STRONG)}


class TypeRuleError(Exception):
    """An operation the front end cannot give NumPy's exact meaning to."""


@dataclass(frozen=True)
class VType:
    """The types a value may have at a program point (usually one)."""

    members: frozenset[NumType]

    @staticmethod
    def of(t: NumType) -> VType:
        return VType(frozenset((t,)))

    @property
    def machine(self) -> str:
        return next(iter(self.members)).machine

    @property
    def single(self) -> NumType | None:
        return next(iter(self.members)) if len(self.members) == 1 else None

    @property
    def kind(self) -> str:
        return next(iter(self.members)).kind

    @property
    def is_int(self) -> bool:
        return self.kind == "i"

    @property
    def is_float(self) -> bool:
        return self.kind == "f"

    @property
    def is_bool(self) -> bool:
        return self.kind == "b"

    @property
    def all_weak(self) -> bool:
        return all(t.weak for t in self.members)

    def describe(self) -> str:
        names = sorted(t.describe() for t in self.members)
        return names[0] if len(names) == 1 else " or ".join(names)

    def join(self, other: VType) -> VType | None:
        """Both types, or None when they have different representations."""
        if self.machine != other.machine:
            return None
        return VType(self.members | other.members)


def _strong_result(a: NumType, b: NumType) -> NumType:
    """``numpy.result_type`` for two of int32, int64, float32, float64."""
    if a == b:
        return a
    if a.is_int and b.is_int:
        return INT64
    if a.is_float and b.is_float:
        return FLOAT64
    # int32/int64 with float32 promote to float64; with float64 too.
    return FLOAT64


def promote(a: NumType, b: NumType) -> NumType:
    """The common type of ``a`` and ``b`` under NEP 50 (Python rules for two
    Python numbers)."""
    if a.is_bool or b.is_bool:
        raise TypeRuleError("booleans cannot be used in arithmetic")
    if a.weak and b.weak:
        return PY_INT if a.is_int and b.is_int else PY_FLOAT
    if a.weak:
        a, b = b, a
    if not b.weak:
        return _strong_result(a, b)
    # a strong, b weak: a Python int takes a's type; a Python float takes a's
    # type if a is a float, else float64.
    if b.is_int or a.is_float:
        return a
    return FLOAT64


@dataclass(frozen=True)
class Arith:
    """How to compute ``a op b``: operands converted to ``compute`` (a
    machine-level NumType), the operation done there, the result typed
    ``result``. ``exact_compare`` marks Python's exact int/float comparison."""

    result: NumType
    compute: NumType
    exact_compare: bool = False

    @property
    def key(self) -> tuple:
        return (self.compute.machine, self.result.machine, self.exact_compare)


COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")


def arith(op: str, a: NumType, b: NumType) -> Arith:
    """Result and compute types of ``a op b`` for one pair of member types.

    ``op`` is one of ``+ - * / // % **`` or a comparison. ``**`` here is for
    a non-constant exponent; constant integer exponents are handled by the
    caller (:func:`power_by_constant`).
    """
    t = promote(a, b)
    if op in COMPARISONS:
        if a.weak and b.weak and a.kind != b.kind:
            # Python compares an int and a float exactly, not after rounding.
            return Arith(BOOL, PY_FLOAT, exact_compare=True)
        if t.is_int and (a.weak or b.weak):
            # NumPy 2 compares with a Python int by value: compare in 64 bits.
            return Arith(BOOL, INT64 if not (a.weak and b.weak) else PY_INT)
        return Arith(BOOL, t)
    if op == "/":
        if t.is_int:
            f = PY_FLOAT if t.weak else FLOAT64
            return Arith(f, FLOAT64 if not t.weak else PY_FLOAT)
        return Arith(t, t)
    if op == "**":
        if t.is_int:
            raise TypeRuleError("integer powers need a constant non-negative exponent")
        if a.weak and a.is_float and not b.is_int:
            raise TypeRuleError(
                "a Python float raised to a non-integer power is a complex number when the base is negative; "
                "use numpy.power or math.pow"
            )
        return Arith(t, t)
    if op in ("+", "-", "*", "//", "%"):
        return Arith(t, t)
    raise TypeRuleError(f"unknown operator {op}")


def binary_result(op: str, a: VType, b: VType) -> tuple[Arith, VType]:
    """(how to compute, result type) of ``a op b`` over every pair of member
    types; the pairs must agree on the machine operation (whether Python ints
    may be assumed not to wrap is read from the result type)."""
    arithms = {(x, y): arith(op, x, y) for x in a.members for y in b.members}
    keys = {ar.key for ar in arithms.values()}
    if len(keys) > 1:
        pairs = ", ".join(
            f"{x.describe()} {op} {y.describe()} -> {ar.result.describe()}"
            for (x, y), ar in sorted(arithms.items())
        )
        raise TypeRuleError(
            f"the operands may have several types here and the result would depend on which ({pairs}); "
            "give the variable one type, e.g. with numpy.float64(...) or float(...)"
        )
    first = next(iter(arithms.values()))
    result = VType(frozenset(ar.result for ar in arithms.values()))
    return first, result


def power_by_constant(base: NumType, exponent: int) -> NumType:
    """Result type of ``base ** k`` for an integer constant ``k``."""
    if base.is_bool:
        raise TypeRuleError("booleans cannot be used in arithmetic")
    if base.is_int:
        if exponent < 0:
            if base.weak:
                return PY_FLOAT
            raise TypeRuleError("NumPy does not allow integers to negative integer powers")
        return base
    return base


def unary_float_ufunc(arg: NumType) -> NumType:
    """``np.sqrt``/``np.exp``/... of a scalar: float32 stays, everything else
    becomes float64 (a NumPy scalar, even for a Python argument)."""
    if arg.is_bool:
        raise TypeRuleError("booleans cannot be used in arithmetic")
    return FLOAT32 if arg == FLOAT32 else FLOAT64


def keep_type_ufunc(arg: NumType) -> NumType:
    """``np.floor``/``np.abs`` of a scalar: NumPy types stay, Python ints
    become int64 and Python floats float64."""
    if arg.is_bool:
        raise TypeRuleError("booleans cannot be used in arithmetic")
    if arg.weak:
        return INT64 if arg.is_int else FLOAT64
    return arg


def strong_of(t: NumType) -> NumType:
    """The NumPy type a Python scalar becomes when a ufunc receives it."""
    if t.weak and not t.is_bool:
        return INT64 if t.is_int else FLOAT64
    return t


def min_max_result(a: VType, b: VType) -> VType:
    """Builtin ``min``/``max`` return one of their arguments unconverted."""
    joined = a.join(b)
    if joined is None:
        raise TypeRuleError(
            f"min()/max() of {a.describe()} and {b.describe()} returns one of them unconverted, "
            "so its type would depend on the values; convert the arguments to one type first"
        )
    return joined


def numpy_type_of_scalar(value: object) -> NumType | None:
    """The NumType of a Python or NumPy scalar argument, or None."""
    if isinstance(value, (bool, np.bool_)):
        return None
    if isinstance(value, np.generic):  # before float: np.float64 is a float subclass
        return ARRAY_DTYPES.get(value.dtype.name)
    if isinstance(value, int):
        return PY_INT
    if isinstance(value, float):
        return PY_FLOAT
    return None


INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1


def int_constant_fits(value: int, t: NumType) -> bool:
    """Whether a Python int constant converts to ``t`` without OverflowError."""
    if t.is_float:
        return True
    bits = 64 if t.weak else t.bits
    return -(2 ** (bits - 1)) <= value < 2 ** (bits - 1)
