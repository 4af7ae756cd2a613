"""Affine analysis: LLVM values as polynomials in loop counters and parameters.

This plays the part of LLVM's ScalarEvolution for Polly. A value inside a
region becomes a :class:`Poly` over *atoms*: the iteration counter of each
loop (``Counter``, 0, 1, 2, ... per iteration), region-invariant integers
(``Param``) and quasi-affine pieces (C division and remainder by constants,
floor division, min/max, select). Induction variables are recognised as
``start + step * counter``. Products of parameters and counters are kept,
because array subscripts such as ``i*m + j`` need them before
delinearisation; whether a polynomial is affine is decided when it is turned
into an isl object (`scop.isl_expr`). Boolean values become :class:`Cond`
trees over comparisons. Anything else raises :class:`NotAffine` with the
reason and the instruction, which detection turns into a RejectReason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Union

from polyoff.ir.cfg import CFG, Loop
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import (
    FLOAT_BINARY,
    INT_BINARY,
    ConstExpr,
    Function,
    GlobalRef,
    Instruction,
    IntConst,
    LocalRef,
    Operand,
    SpecialConst,
)
from polyoff.ir.types import (
    UnsizedTypeError,
    array_shape,
    field_offset,
    int_width,
    is_int,
    split_array,
    struct_fields,
    type_size,
)

# ---------------------------------------------------------------------- atoms


@dataclass(frozen=True, order=True)
class Counter:
    """Iteration counter of the loop whose header is ``loop``."""

    loop: str

    def __str__(self) -> str:
        return f"c[{self.loop}]"


@dataclass(frozen=True, order=True)
class Param:
    """A region-invariant integer value, by LLVM name."""

    name: str

    def __str__(self) -> str:
        return f"%{self.name}"


@dataclass(frozen=True)
class TDiv:
    """C division truncating toward zero, by a positive constant."""

    num: Poly
    den: int

    def __str__(self) -> str:
        return f"tdiv({self.num}, {self.den})"


@dataclass(frozen=True)
class TRem:
    num: Poly
    den: int

    def __str__(self) -> str:
        return f"trem({self.num}, {self.den})"


@dataclass(frozen=True)
class FDiv:
    """Floor division by a positive constant."""

    num: Poly
    den: int

    def __str__(self) -> str:
        return f"floor({self.num} / {self.den})"


@dataclass(frozen=True)
class MinMax:
    kind: str  # 'min' | 'max'
    args: tuple[Poly, ...]

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(map(str, self.args))})"


@dataclass(frozen=True)
class SelectAtom:
    cond: Cond
    if_true: Poly
    if_false: Poly

    def __str__(self) -> str:
        return f"({self.cond} ? {self.if_true} : {self.if_false})"


@dataclass(frozen=True)
class PhiAtom:
    """Placeholder for a header phi while its latch value is analysed."""

    name: str

    def __str__(self) -> str:
        return f"phi(%{self.name})"


Atom = Union[Counter, Param, TDiv, TRem, FDiv, MinMax, SelectAtom, PhiAtom]  # noqa: UP007 (forward references, evaluated at import)


def _atom_key(a: Atom) -> tuple[int, str]:
    order = {Counter: 0, Param: 1}.get(type(a), 2)
    return order, str(a)


Monomial = tuple  # tuple[Atom, ...] sorted by _atom_key


@dataclass(frozen=True)
class Poly:
    """A polynomial with integer coefficients over atoms, canonical form."""

    terms: tuple[tuple[Monomial, int], ...] = ()

    # -- construction
    @staticmethod
    def const(c: int) -> Poly:
        return Poly((((), c),) if c else ())

    @staticmethod
    def atom(a: Atom, coeff: int = 1) -> Poly:
        return Poly((((a,), coeff),)) if coeff else Poly()

    @staticmethod
    def _make(acc: dict[Monomial, int]) -> Poly:
        items = [(m, c) for m, c in acc.items() if c != 0]
        items.sort(key=lambda mc: (len(mc[0]), [_atom_key(a) for a in mc[0]]))
        return Poly(tuple(items))

    # -- arithmetic
    def __add__(self, other: Poly | int) -> Poly:
        other = _lift(other)
        acc = dict(self.terms)
        for m, c in other.terms:
            acc[m] = acc.get(m, 0) + c
        return Poly._make(acc)

    __radd__ = __add__

    def __neg__(self) -> Poly:
        return Poly(tuple((m, -c) for m, c in self.terms))

    def __sub__(self, other: Poly | int) -> Poly:
        return self + (-_lift(other))

    def __rsub__(self, other: Poly | int) -> Poly:
        return _lift(other) - self

    def __mul__(self, other: Poly | int) -> Poly:
        other = _lift(other)
        acc: dict[Monomial, int] = {}
        for m1, c1 in self.terms:
            for m2, c2 in other.terms:
                m = tuple(sorted(m1 + m2, key=_atom_key))
                acc[m] = acc.get(m, 0) + c1 * c2
        return Poly._make(acc)

    __rmul__ = __mul__

    # -- queries
    @property
    def is_constant(self) -> bool:
        return all(not m for m, _ in self.terms)

    @property
    def constant(self) -> int:
        return dict(self.terms).get((), 0)

    def atoms(self) -> set[Atom]:
        out: set[Atom] = set()
        for m, _ in self.terms:
            for a in m:
                out.add(a)
                out |= _nested_atoms(a)
        return out

    def counters(self) -> set[str]:
        return {a.loop for a in self.atoms() if isinstance(a, Counter)}

    def params(self) -> set[str]:
        return {a.name for a in self.atoms() if isinstance(a, Param)}

    def coefficient_gcd(self) -> int:
        from math import gcd

        g = 0
        for _, c in self.terms:
            g = gcd(g, c)
        return g

    def exact_div(self, d: int) -> Poly | None:
        if any(c % d for _, c in self.terms):
            return None
        return Poly(tuple((m, c // d) for m, c in self.terms))

    def substitute(self, fn: Callable[[Atom], Poly | None]) -> Poly:
        """Replace atoms for which ``fn`` returns a Poly (recursively inside
        quasi-affine atoms)."""
        result = Poly()
        for m, c in self.terms:
            term = Poly.const(c)
            for a in m:
                rep = fn(a)
                if rep is None:
                    rep = Poly.atom(_substitute_inside(a, fn))
                term = term * rep
            result = result + term
        return result

    def __str__(self) -> str:
        if not self.terms:
            return "0"
        parts = []
        for m, c in self.terms:
            if not m:
                parts.append(str(c))
            else:
                body = "*".join(str(a) for a in m)
                parts.append(body if c == 1 else f"-{body}" if c == -1 else f"{c}*{body}")
        return " + ".join(parts).replace("+ -", "- ")


def _lift(x: Poly | int) -> Poly:
    return x if isinstance(x, Poly) else Poly.const(x)


def _nested_atoms(a: Atom) -> set[Atom]:
    out: set[Atom] = set()
    if isinstance(a, (TDiv, TRem, FDiv)):
        out |= a.num.atoms()
    elif isinstance(a, MinMax):
        for p in a.args:
            out |= p.atoms()
    elif isinstance(a, SelectAtom):
        out |= a.if_true.atoms() | a.if_false.atoms() | a.cond.atoms()
    return out


def _substitute_inside(a: Atom, fn: Callable[[Atom], Poly | None]) -> Atom:
    if isinstance(a, (TDiv, TRem, FDiv)):
        return type(a)(a.num.substitute(fn), a.den)
    if isinstance(a, MinMax):
        return MinMax(a.kind, tuple(p.substitute(fn) for p in a.args))
    if isinstance(a, SelectAtom):
        return SelectAtom(
            a.cond.substitute(fn), a.if_true.substitute(fn), a.if_false.substitute(fn)
        )
    return a


# ----------------------------------------------------------------- conditions


@dataclass(frozen=True)
class Cmp:
    """``lhs pred rhs`` with LLVM's icmp predicate (signed or unsigned)."""

    pred: str
    lhs: Poly
    rhs: Poly

    def atoms(self) -> set[Atom]:
        return self.lhs.atoms() | self.rhs.atoms()

    def substitute(self, fn: Callable[[Atom], Poly | None]) -> Cond:
        return Cmp(self.pred, self.lhs.substitute(fn), self.rhs.substitute(fn))

    def __str__(self) -> str:
        return f"{self.lhs} {self.pred} {self.rhs}"


@dataclass(frozen=True)
class BoolOp:
    op: str  # 'and' | 'or' | 'not'
    args: tuple[Cond, ...]

    def atoms(self) -> set[Atom]:
        out: set[Atom] = set()
        for a in self.args:
            out |= a.atoms()
        return out

    def substitute(self, fn: Callable[[Atom], Poly | None]) -> Cond:
        return BoolOp(self.op, tuple(a.substitute(fn) for a in self.args))

    def __str__(self) -> str:
        if self.op == "not":
            return f"!({self.args[0]})"
        return "(" + f" {self.op} ".join(map(str, self.args)) + ")"


@dataclass(frozen=True)
class BoolConst:
    value: bool

    def atoms(self) -> set[Atom]:
        return set()

    def substitute(self, fn: Callable[[Atom], Poly | None]) -> Cond:
        return self

    def __str__(self) -> str:
        return "true" if self.value else "false"


Cond = Union[Cmp, BoolOp, BoolConst]  # noqa: UP007 (forward references, evaluated at import)


# ------------------------------------------------------------------- analysis


class NotAffine(Exception):
    """A value is not (quasi-)affine; ``kind`` is a RejectReason kind."""

    def __init__(self, kind: str, message: str, instruction: Instruction | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.instruction = instruction


@dataclass(frozen=True)
class Address:
    """A pointer as ``base + offset`` bytes; ``base`` is ``@global`` or the
    name of a region-invariant local pointer. ``gep_types`` lists the array
    source types seen on the way, outermost first (for shapes)."""

    base: str
    offset: Poly
    gep_shapes: tuple[tuple[tuple[int, ...], tuple[Poly, ...]], ...] = ()
    #: the scalar type the last GEP on the way points to, if any (what a
    #: memory intrinsic's array holds when no load or store says)
    element: str | None = None


@dataclass
class Assumption:
    """``cond`` must hold whenever ``block`` executes (a run-time check);
    ``block`` is "" for values before the region. ``value`` names the
    instruction whose modelling needs it: then only where that value is
    used matters (``zext (n - 1)`` computed at the top but used only under
    ``n > 0`` assumes nothing for ``n <= 0``)."""

    block: str
    cond: Cond
    why: str
    value: str | None = None


@dataclass
class AffineAnalysis:
    """Affine expressions for the values of one region of a function.

    ``region`` is the set of blocks of the region; values defined outside it
    are parameters (integers) or bases (pointers). ``loops`` are the loops
    inside the region, by header.
    """

    function: Function
    cfg: CFG
    region: frozenset[str]
    loops: dict[str, Loop]
    #: loads inside the region whose value is a parameter (invariant load
    #: hoisting): they read memory the region never writes
    hoisted: frozenset[str] = frozenset()
    #: hoisted loads of the same address as an earlier one -> that one:
    #: one parameter for both (Polly's invariant equivalence classes)
    hoisted_as: Mapping[str, str] = field(default_factory=dict)
    #: whether pointers into different arrays may be compared, through a
    #: parameter for their distance (the host computes it)
    pointer_differences: bool = False
    #: the distances used: parameter name -> (pointer, other pointer)
    distances: dict[str, tuple[str, str]] = field(default_factory=dict)
    assumptions: list[Assumption] = field(default_factory=list)
    _cache: dict[str, Poly] = field(default_factory=dict)
    #: values in terms of header phis under analysis (or not affine), by those phis
    _phi_cache: dict[tuple[str, frozenset[str]], Poly | NotAffine] = field(default_factory=dict)
    _in_progress: set[str] = field(default_factory=set)
    #: the header phis among them
    _headers: frozenset[str] = frozenset()
    _invariant: dict[str, bool] = field(default_factory=dict)
    _pointer_cache: dict[str, Address] = field(default_factory=dict)
    _pointers_in_progress: set[str] = field(default_factory=set)

    # ----------------------------------------------------------- invariance
    def defined_in_region(self, name: str) -> bool:
        inst = self.function.definitions.get(name)
        return inst is not None and inst.block in self.region

    def is_invariant(self, op: Operand) -> bool:
        local = op.local
        return local is None or not self.defined_in_region(local)

    #: opcodes of pure computations that may be recomputed anywhere
    PURE = INT_BINARY | FLOAT_BINARY | frozenset(
        {
            "fneg",
            "icmp",
            "fcmp",
            "select",
            "sext",
            "zext",
            "trunc",
            "fptrunc",
            "fpext",
            "fptosi",
            "fptoui",
            "sitofp",
            "uitofp",
            "freeze",
        }
    )

    def is_invariant_value(self, name: str, _seen: frozenset[str] = frozenset()) -> bool:
        """A value computed inside the region from values before it only
        (``float_n - 1`` at the top of a kernel): it need not be a statement
        or travel as a scalar, every user can recompute it."""
        if name in self._invariant:
            return self._invariant[name]
        inst = self.function.definitions.get(name)
        ok = False
        if inst is not None and inst.block in self.region and name not in _seen:
            pure = inst.opcode in self.PURE or (
                inst.opcode == "call" and inst.callee is not None and math_stem(inst.callee) is not None
            )
            if pure and not inst.type.startswith("<"):
                ok = all(
                    op.local is None
                    or not self.defined_in_region(op.local)
                    or self.is_invariant_value(op.local, _seen | {name})
                    for op in inst.operands
                )
        self._invariant[name] = ok
        return ok

    # ------------------------------------------------------------- integers
    def int_expr(self, op: Operand) -> Poly:
        v = op.value
        if isinstance(v, IntConst):
            return Poly.const(_signed(v.value, op.type))
        if isinstance(v, SpecialConst) and v.kind in ("zeroinitializer", "null"):
            return Poly.const(0)
        if isinstance(v, LocalRef):
            return self.value_expr(v.name)
        raise NotAffine("non-affine", f"value {op.spelling()} is not an affine integer")

    def value_expr(self, name: str) -> Poly:
        if name in self._cache:
            return self._cache[name]
        inst = self.function.definitions.get(name)
        if inst is None:  # an argument
            if name in self.function.param_names:
                return Poly.atom(Param(name))
            raise NotAffine("non-affine", f"unknown value %{name}")
        if inst.block not in self.region:
            result = self._outside_expr(inst)
        elif name in self.hoisted:
            result = Poly.atom(Param(self.hoisted_as.get(name, name)))
        else:
            # In a reducible CFG every SSA cycle passes through a loop
            # header's phi: a header phi under analysis stands for itself
            # until its step is known. Only header phis break cycles, so the
            # analysis gives the same answer whichever value it starts from
            # (a latch value that is a join phi of two `iv + 1`s included).
            if name in self._in_progress:
                if self._is_header_phi(name):
                    return Poly.atom(PhiAtom(name))
                raise NotAffine("non-affine", f"%{name} depends on itself", inst)
            # A value in terms of the header phis under analysis is the same
            # wherever it is reached from while they are: without this, each
            # use of it analysed it again, exponentially many times in a
            # chain of values each used twice (clang-15 -O2 -march=znver3's
            # puzzle.c: 1.2 million analyses, minutes of SCoP detection).
            known = self._phi_cache.get((name, self._headers))
            if isinstance(known, NotAffine):
                raise known
            if known is not None:
                return known
            saved, saved_headers = self._in_progress, self._headers
            if inst.block in self.loops and inst.opcode == "phi":
                # Entering a loop: values of the enclosing computation that
                # are not header phis cannot be on a cycle through this one.
                self._in_progress = set(saved_headers)
                self._headers = saved_headers | {name}
            else:
                self._in_progress = set(saved)
            self._in_progress.add(name)
            try:
                result = self._inst_expr(inst)
            except NotAffine as exc:
                if "depends on itself" not in exc.message:
                    self._phi_cache[(name, saved_headers)] = exc
                raise
            finally:
                self._in_progress, self._headers = saved, saved_headers
            if any(isinstance(a, PhiAtom) for a in result.atoms()):
                self._phi_cache[(name, saved_headers)] = result
                return result
        self._cache[name] = result
        return result

    def _is_header_phi(self, name: str) -> bool:
        inst = self.function.definitions.get(name)
        return inst is not None and inst.opcode == "phi" and inst.block in self.loops

    def _outside_expr(self, inst: Instruction) -> Poly:
        """A value defined before the region: a parameter, or a polynomial
        in parameters when it is a cast, a constant offset or multiple, or a
        product of them (as ScalarEvolution sees ``n - 1`` as ``n + (-1)``),
        so that ``n`` and ``n - 1`` are one parameter, not two unrelated
        ones. Arithmetic that may wrap adds the assumption that it does not."""
        op = inst.opcode
        ops = inst.operands
        if not is_int(inst.type) or any(not is_int(o.type) for o in ops) or not ops:
            return Poly.atom(Param(inst.name))
        if op in ("sext", "zext", "trunc", "freeze"):
            p = self._outside_operand(ops[0])
            if p is None:
                return Poly.atom(Param(inst.name))
            if _changes_a_bool(inst):
                return _cast_of_bool(op, p)
            if op == "zext" and "nneg" not in inst.flags and not p.is_constant:
                self.assumptions.append(
                    Assumption(
                        "",
                        Cmp("sge", p, Poly.const(0)),
                        f"zext of %{ops[0].local} is non-negative",
                        inst.name,
                    )
                )
            if op == "trunc" and "nsw" not in inst.flags:
                self._assume_fits(p, inst, "")
            return p
        if op in ("add", "sub", "mul", "shl"):
            a, b = self._outside_operand(ops[0]), self._outside_operand(ops[1])
            if a is None or b is None:
                return Poly.atom(Param(inst.name))
            if op == "shl":
                if not b.is_constant or not 0 <= b.constant < int_width(inst.type):
                    return Poly.atom(Param(inst.name))
                result = a * (1 << b.constant)
            elif op in ("add", "sub") and not (a.is_constant or b.is_constant):
                # A sum of two parameters stays one: as a row length
                # (``double T[n][n + w]``) it must divide the offsets as a
                # whole for delinearisation, as SCEV keeps ``(n + w)`` a factor.
                return Poly.atom(Param(inst.name))
            else:
                result = a + b if op == "add" else a - b if op == "sub" else a * b
            if "nsw" not in inst.flags:
                if int_width(inst.type) <= 32 and abs(result.constant) >= 1 << (
                    int_width(inst.type) - 2
                ):
                    return Poly.atom(Param(inst.name))  # wraps on purpose: the host has the value
                self._assume_fits(result, inst, "")
            return result
        return Poly.atom(Param(inst.name))

    def _bits_within(self, op: Operand) -> int | None:
        """A non-negative mask that holds every bit ``op`` may have set
        (``y & m`` and its zero extensions), else None."""
        v = op.value
        if isinstance(v, IntConst):
            value = _signed(v.value, op.type)
            return value if value >= 0 else None
        inst = self.function.definitions.get(op.local) if op.local is not None else None
        if inst is None:
            return None
        if inst.opcode == "zext":
            return self._bits_within(inst.operands[0])
        if inst.opcode == "and":
            masks = [self._bits_within(o) for o in inst.operands if isinstance(o.value, IntConst)]
            return masks[0] if masks and masks[0] is not None else None
        return None

    def _outside_operand(self, op: Operand) -> Poly | None:
        if isinstance(op.value, IntConst):
            return Poly.const(_signed(op.value.value, op.type))
        if op.local is not None and not self.defined_in_region(op.local):
            return self.value_expr(op.local)
        return None

    def _assume_fits(self, p: Poly, inst: Instruction, block: str, *, wide: bool = False) -> None:
        """Integer arithmetic that LLVM does not promise not to wrap
        (no ``nsw``) is modelled as mathematical: assume, and check at run
        time, that the result is in the range of its (narrow) type. 64-bit
        values are left alone, as Polly does: their range is the host's;
        except where ``wide`` says the operation discards high bits on
        ordinary values (a shift by 32 or more)."""
        bits = int_width(inst.type)
        if (bits > 32 and not wide) or bits < 2 or p.is_constant or _in_progress(p):
            return
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        self.assumptions.append(
            Assumption(
                block,
                BoolOp("and", (Cmp("sge", p, Poly.const(lo)), Cmp("sle", p, Poly.const(hi)))),
                f"{bits}-bit arithmetic of %{inst.name} does not wrap",
                inst.name,
            )
        )

    def _inst_expr(self, inst: Instruction) -> Poly:
        """The affine expression of the integer instruction ``inst`` (a
        dispatch on its opcode)."""
        op = inst.opcode
        ops = inst.operands
        if not is_int(inst.type):
            raise NotAffine("non-affine", f"%{inst.name} is not an integer", inst)
        if op in ("ashr", "lshr"):
            low = self._low_bits_expr(inst)
            if low is not None:
                return low
        if op in INT_BINARY:
            return self._binary_expr(inst, self.int_expr(ops[0]), self.int_expr(ops[1]))
        if op in ("sext", "zext", "trunc", "freeze"):
            return self._cast_expr(inst)
        if op == "select":
            cond = self.condition(ops[0])
            on_true, on_false = self.int_expr(ops[1]), self.int_expr(ops[2])
            odd = _odd_indicator(cond)
            if odd is not None and not (on_true - on_false).is_constant:
                # x % 2 * v, as instcombine writes it (a select on the low
                # bit): the same product, whose rows delinearisation sees.
                return on_false + odd * (on_true - on_false)
            return Poly.atom(SelectAtom(cond, on_true, on_false))
        if op == "call" and inst.callee is not None:
            return self._int_call_expr(inst)
        if op == "phi":
            return self._phi_expr(inst)
        if op == "load":
            raise NotAffine(
                "non-affine",
                "a value loaded inside the region is used as a loop bound, branch condition or subscript",
                inst,
            )
        raise NotAffine("non-affine", f"'{op}' in an affine expression", inst)

    def _low_bits_expr(self, inst: Instruction) -> Poly | None:
        """``(x << k) >> j`` with ``j <= k``: the low ``w - k`` bits of
        ``x``, sign-extended (``ashr``) or zero-extended (``lshr``), times
        ``2^(k - j)``, exactly, else None. This is LLVM's sign_extend_inreg:
        clang -O2 computes a 32-bit subscript in 64 bits as
        ``(i + 2^32 - 24) << 32 >> 32`` (``>> 29`` once the GEP's scaling by
        8 is folded in). The shift on its own would wrap: x * 2^k leaves the
        64-bit range for x >= 2^(63-k)."""
        ops = inst.operands
        shl = self.function.definitions.get(ops[0].local) if ops[0].local is not None else None
        if (shl is None or shl.opcode != "shl" or not isinstance(ops[1].value, IntConst)
                or not isinstance(shl.operands[1].value, IntConst)):
            return None
        j, k = ops[1].value.value, shl.operands[1].value.value
        width = int_width(inst.type)
        if not 0 < j <= k < width - 1:
            return None
        x = self.int_expr(shl.operands[0])
        bits = width - k
        m = 1 << bits
        # The constant term only matters modulo 2^bits: take it into the
        # range of the result (x + 2^32 - 24 is x - 24), then model the
        # value as mathematical under the run-time-checked assumption that
        # it fits in its bits, as narrow arithmetic without nsw is. (The
        # exact form, a floor division by 2^bits, makes isl's box and
        # extremum computations on subscripts slow beyond any budget.)
        c = x.constant
        low = c % m if inst.opcode == "lshr" else (c + m // 2) % m - m // 2
        x = x + (low - c)
        if not x.is_constant and not _in_progress(x):
            lo, hi = (0, m - 1) if inst.opcode == "lshr" else (-(m // 2), m // 2 - 1)
            self.assumptions.append(Assumption(
                inst.block,
                BoolOp("and", (Cmp("sge", x, Poly.const(lo)), Cmp("sle", x, Poly.const(hi)))),
                f"the low {bits} bits of %{shl.name} hold its value",
                inst.name,
            ))
        return x * (1 << (k - j))

    def _only_low_bits_used(self, shl: Instruction, k: int) -> bool:
        """Whether every user of ``shl`` shifts it back by at most ``k``
        (:meth:`_low_bits_expr` models those exactly, wrapped or not)."""
        users = self.function.users.get(shl.name, ()) if shl.name is not None else ()
        return bool(users) and all(
            u.opcode in ("ashr", "lshr") and u.operands[0].local == shl.name
            and isinstance(u.operands[1].value, IntConst) and 0 < u.operands[1].value.value <= k
            for u in users)

    def _binary_expr(self, inst: Instruction, a: Poly, b: Poly) -> Poly:
        """``a op b`` for the integer binary instruction ``inst``."""
        op = inst.opcode
        if op in ("add", "sub", "mul"):
            return self._ring_expr(inst, a, b)
        if op == "xor":
            if b.is_constant and b.constant == -1:
                return -a - 1  # bitwise not
            if a.is_constant and a.constant == -1:
                return -b - 1
            # x ^ c where x's bits can only be among c's (x = y & m, m
            # within c): c - x, as (t + 1) % 2 becomes (t & 1) ^ 1.
            for x, c, other in ((a, b, inst.operands[0]), (b, a, inst.operands[1])):
                mask = self._bits_within(other)
                if c.is_constant and mask is not None and c.constant >= 0 and mask & ~c.constant == 0:
                    return c - x
            raise NotAffine("non-affine", "xor in an affine expression", inst)
        if op == "or":
            if "disjoint" in inst.flags:
                return a + b
            raise NotAffine("non-affine", "bitwise or in an affine expression", inst)
        if not b.is_constant:
            raise NotAffine(
                "non-affine", f"{op} by a non-constant in an affine expression", inst
            )
        return self._by_constant_expr(inst, a, b.constant)

    def _ring_expr(self, inst: Instruction, a: Poly, b: Poly) -> Poly:
        """``a + b``, ``a - b`` or ``a * b``, modulo 2^w or assumed not to
        wrap where LLVM does not promise it (no ``nsw``)."""
        op = inst.opcode
        result = a + b if op == "add" else a - b if op == "sub" else a * b
        if "nsw" not in inst.flags:
            bits = int_width(inst.type)
            if 2 <= bits <= 32 and any(m and abs(c) >= 1 << (bits - 2) for m, c in result.terms):
                # A multiplier near 2^w wraps on purpose (a hash,
                # i * 2654435761u): not an affine value. Its exact form, a
                # floor division by 2^w of a huge multiple, sends isl's
                # integer programming into bignum pivots without end (a
                # subscript >> 22 of it took minutes); a kernel computes it
                # as the instruction it is.
                raise NotAffine("non-affine", f"%{inst.name} wraps around {bits} bits on purpose", inst)
            if 2 <= bits <= 32 and abs(result.constant) >= 1 << (bits - 2):
                # An offset near 2^(w-1) wraps on purpose (LLVM's
                # range checks, x + (2^31 - 2) <u K): the value modulo 2^w,
                # exactly, rather than an assumption that it does not wrap.
                half = 1 << (bits - 1)
                return result - Poly.atom(FDiv(result + half, 2 * half), 2 * half)
            self._assume_fits(result, inst, inst.block)
        return result

    def _by_constant_expr(self, inst: Instruction, a: Poly, k: int) -> Poly:
        """``a op k`` for a constant ``k``: shifts, division, remainder, masks."""
        op = inst.opcode
        if op != "shl" and any(m and abs(c) >= _HASH_MULTIPLIER for m, c in a.terms):
            # A division, remainder or mask of a value with a multiplier
            # this large is a hash ((i * 2654435761) >> 22 & 1023): exact
            # as a quasi-affine expression, but isl's extremum and box
            # computations on it run bignum pivots for minutes, past any
            # operation budget. Not affine, as for Polly.
            raise NotAffine("non-affine", f"{op} of a hashed value (a multiplier of {max(abs(c) for _, c in a.terms):,})", inst)
        if op == "shl":
            # A shift by the full width minus one extracts the sign;
            # its divisor 2^(w-1) does not fit the signed type the
            # generated code computes in.
            if not 0 <= k < int_width(inst.type) - 1:
                raise NotAffine("non-affine", f"shift by {k}", inst)
            result = a * (1 << k)
            if "nsw" not in inst.flags and not self._only_low_bits_used(inst, k):
                self._assume_fits(result, inst, inst.block, wide=k >= 32)
            return result
        if op in ("udiv", "urem", "lshr"):
            # Unsigned division agrees with signed on non-negative values.
            self._assume_nonnegative(a, inst, f"operand of {op} is non-negative")
            if op != "lshr" and k < 0:
                raise NotAffine(
                    "non-affine",
                    f"unsigned {op} by {k & ((1 << int_width(inst.type)) - 1)}",
                    inst,
                )
        if op in ("sdiv", "udiv"):
            if k == 0:
                raise NotAffine("non-affine", "division by 0", inst)
            if "exact" in inst.flags:
                q = a.exact_div(k)
                if q is not None:
                    return q
            if a.is_constant:
                return Poly.const(_tdiv(a.constant, k))
            # C division truncates: x / -k == -(x / k).
            q = Poly.atom(TDiv(a, abs(k)))
            return q if k > 0 else -q
        if op in ("srem", "urem"):
            if k == 0:
                raise NotAffine("non-affine", "remainder by 0", inst)
            if a.is_constant:
                return Poly.const(a.constant - k * _tdiv(a.constant, k))
            return Poly.atom(TRem(a, abs(k)))  # the sign follows the dividend
        if op in ("ashr", "lshr"):
            # A shift by the full width minus one extracts the sign;
            # its divisor 2^(w-1) does not fit the signed type the
            # generated code computes in.
            if not 0 <= k < int_width(inst.type) - 1:
                raise NotAffine("non-affine", f"shift by {k}", inst)
            d = 1 << k
            if "exact" in inst.flags:
                q = a.exact_div(d)
                if q is not None:
                    return q
            return Poly.atom(FDiv(a, d))
        if op == "and" and k > 0:
            mask = self._mask_expr(inst, a, k)
            if mask is not None:
                return mask
        raise NotAffine("non-affine", f"{op} in an affine expression", inst)

    def _mask_expr(self, inst: Instruction, a: Poly, k: int) -> Poly | None:
        """``a & k`` where ``k`` is a run of ones, else None."""
        # A run of ones from bit j to bit n - 1: x & (2^n - 2^j) is
        # (x mod 2^n) - (x mod 2^j), exactly. A mask of 32 bits or
        # more over a multiple of 2^j is a zero-extended truncation,
        # as LLVM widens a 32-bit counter.
        low = k & -k
        d = k + low
        if d & (d - 1) == 0:
            if d >= 1 << 31:
                # x & (2^63 - 2), clang's even part of a trip count: x
                # assumed in [0, 2^n), less its rest modulo 2^j.
                in_range = self._zext_of_trunc(a, d, inst)
                if a.coefficient_gcd() % low == 0:
                    return in_range
                return in_range - (a - Poly.atom(FDiv(a, low), low))
            # A zero-extended W-bit value is assumed non-negative (see
            # _cast_expr), so below 2^(W-1): it is its own rest modulo a d
            # at least that (clang's n & 0x7ffffffc, the unrolled part of a
            # trip count), and no floor of a huge division enters the model.
            mod_d = a if d >= self._zext_bound(inst) else a - Poly.atom(FDiv(a, d), d)
            if a.coefficient_gcd() % low == 0:
                return mod_d
            return mod_d - (a - Poly.atom(FDiv(a, low), low))
        return None

    def _zext_bound(self, inst: Instruction) -> int | float:
        """2^(W-1) when the value ``inst`` masks is a zero extension of a
        W-bit integer (assumed non-negative), else infinity."""
        for op in inst.operands:
            src = self.function.definitions.get(op.local) if op.local is not None else None
            if src is not None and src.opcode == "zext" and is_int(src.operands[0].type):
                width = int_width(src.operands[0].type)
                if width > 1:
                    return 1 << (width - 1)
        return float("inf")

    def _cast_expr(self, inst: Instruction) -> Poly:
        """A sign or zero extension, truncation or freeze of an integer."""
        op = inst.opcode
        ops = inst.operands
        p = self.int_expr(ops[0])
        if _changes_a_bool(inst):
            return _cast_of_bool(op, p)
        if op == "trunc" and "nsw" not in inst.flags:
            if self._read_unsigned(inst):
                self._assume_fits_unsigned(p, inst)
            else:
                self._assume_fits(p, inst, inst.block)
        elif (
            op == "zext"
            and "nneg" not in inst.flags
            and is_int(ops[0].type)
            and int_width(ops[0].type) > 1
        ):
            self._assume_nonnegative(
                p, inst, f"zext of %{ops[0].local or ops[0].spelling()} is non-negative"
            )
        return p

    def _read_unsigned(self, inst: Instruction) -> bool:
        """Whether every user of ``inst`` reads it as an unsigned number:
        a zero extension, or the dividend of an unsigned division or
        remainder by a positive constant (``(j % 17)`` of an 8-bit ``j``)."""
        users = self.function.users.get(inst.name, ()) if inst.name is not None else ()
        return bool(users) and int_width(inst.type) <= 32 and all(
            u.opcode == "zext"
            or (u.opcode in ("urem", "udiv") and u.operands[0].local == inst.name
                and u.operands[1].local != inst.name
                and isinstance(u.operands[1].value, IntConst) and u.operands[1].value.value > 0)
            for u in users)

    def _assume_fits_unsigned(self, p: Poly, inst: Instruction) -> None:
        """A truncation read as an unsigned number (:meth:`_read_unsigned`)
        keeps the value when it is in ``[0, 2^bits)``: assume so."""
        bits = int_width(inst.type)
        if p.is_constant or _in_progress(p):
            return
        self.assumptions.append(
            Assumption(
                inst.block,
                BoolOp("and", (Cmp("sge", p, Poly.const(0)), Cmp("slt", p, Poly.const(1 << bits)))),
                f"%{inst.name} (truncated to {bits} bits, read unsigned) keeps its value",
                inst.name,
            )
        )

    def _int_call_expr(self, inst: Instruction) -> Poly:
        """The integer intrinsics with an affine meaning: min/max,
        saturating arithmetic in range, abs."""
        assert inst.callee is not None
        ops = inst.operands
        base = inst.callee.split(".")
        if len(base) >= 2 and base[0] == "llvm" and base[1] in ("smin", "smax", "umin", "umax"):
            kind = "min" if base[1].endswith("min") else "max"
            args = (self.int_expr(ops[0]), self.int_expr(ops[1]))
            if base[1].startswith("u"):
                for x in args:
                    self._assume_nonnegative(x, inst, "unsigned min/max of non-negative values")
            return Poly.atom(MinMax(kind, args))
        if (
            len(base) >= 3
            and base[0] == "llvm"
            and base[2] == "sat"
            and base[1] in ("usub", "uadd", "ssub", "sadd")
        ):
            a, b = self.int_expr(ops[0]), self.int_expr(ops[1])
            if base[1] == "usub":  # max(a - b, 0) on non-negative values
                for x in (a, b):
                    self._assume_nonnegative(
                        x, inst, "unsigned saturating arithmetic of non-negative values"
                    )
                return Poly.atom(MinMax("max", (a - b, Poly.const(0))))
            # Saturation never happens when the result is in range.
            result = a + b if base[1].endswith("add") else a - b
            if base[1].startswith("u"):
                self._assume_nonnegative(
                    result, inst, "unsigned saturating arithmetic in range"
                )
            self._assume_fits(result, inst, inst.block)
            return result
        if len(base) >= 2 and base[0] == "llvm" and base[1] == "abs":
            x = self.int_expr(ops[0])
            return Poly.atom(MinMax("max", (x, -x)))
        raise NotAffine("non-affine", f"call to {inst.callee} in an affine expression", inst)

    def _zext_of_trunc(self, a: Poly, d: int, inst: Instruction) -> Poly:
        """``a & (2^n - 1)`` with ``2^n`` at least 2^31: the zero extension
        of a truncation, as LLVM writes a 32-bit counter widened to 64 bits.
        Taken modulo 2^n the model would need huge quasi-affine terms; as
        Polly does, assume the value is in range and use ``a`` itself, with
        its constant term brought into ``(-2^(n-1), 2^(n-1)]``: ``(j + 2^32 -
        1) & (2^32 - 1)`` is ``j - 1`` for ``j >= 1``."""
        c = a.constant % d
        if c > d // 2:
            c -= d
        p = a - a.constant + c
        if not p.is_constant:
            self.assumptions.append(
                Assumption(
                    inst.block,
                    BoolOp("and", (Cmp("sge", p, Poly.const(0)), Cmp("slt", p, Poly.const(d)))),
                    f"%{inst.name} is a zero-extended value in range",
                    inst.name,
                )
            )
        return p if not p.is_constant else Poly.const(p.constant % d)

    def _assume_nonnegative(self, p: Poly, inst: Instruction, why: str) -> None:
        if not p.is_constant and not _in_progress(p):
            self.assumptions.append(
                Assumption(inst.block, Cmp("sge", p, Poly.const(0)), why, inst.name)
            )

    def _phi_expr(self, inst: Instruction) -> Poly:
        loop = self.loops.get(inst.block)
        if loop is None:
            return self._join_phi_expr(inst)
        starts = [
            (v, b) for v, b in zip(inst.operands, inst.incoming_blocks) if b not in loop.blocks
        ]
        nexts = [(v, b) for v, b in zip(inst.operands, inst.incoming_blocks) if b in loop.blocks]
        if len(nexts) != 1 or not starts:
            raise NotAffine("non-affine", "loop phi with several back edges", inst)
        start_vals = {self.int_expr(v) for v, _ in starts}
        if len(start_vals) != 1:
            raise NotAffine("non-affine", "induction variable with several start values", inst)
        start = start_vals.pop()
        nxt = self.int_expr(nexts[0][0])
        me = PhiAtom(inst.name)
        if me not in nxt.atoms():
            return self._shifted_value(start, nxt, loop)
        step = nxt - Poly.atom(me)
        if me in step.atoms() or not step.is_constant:
            raise NotAffine(
                "non-affine",
                f"%{inst.name} is not an induction variable with a constant step",
                inst,
            )
        if step.constant == 0:
            return start
        return start + Poly.atom(Counter(loop.header), step.constant)

    @staticmethod
    def _shifted_value(start: Poly, latch: Poly, loop: Loop) -> Poly:
        """A header phi whose back-edge value does not depend on it: at
        iteration ``c > 0`` it holds what the latch computed at ``c - 1``
        (GVN's phi-of-ops writes ``i - 1`` so: ``phi [-1, pre], [i, latch]``)."""
        counter = Counter(loop.header)
        before = latch.substitute(lambda a: Poly.atom(counter) - 1 if a == counter else None)
        at_start = latch.substitute(lambda a: Poly.const(-1) if a == counter else None)
        if at_start == start:
            return before
        first = Cmp("eq", Poly.atom(counter), Poly.const(0))
        return Poly.atom(SelectAtom(first, start, before))

    def _join_phi_expr(self, inst: Instruction) -> Poly:
        """A phi where control flow joins: equal incoming values, a single
        one (LCSSA), or the two sides of the dominating branch (a select)."""
        values = [self.int_expr(v) for v in inst.operands]
        if all(v == values[0] for v in values):
            return values[0]
        dom = self.cfg.idom.get(inst.block)
        term = self.function.block_map[dom].terminator if dom is not None else None
        if term is not None and term.opcode == "br" and len(term.successors) == 2 and dom in self.region:
            # Each incoming value on one side of the dominating branch, the
            # values of a side all equal (a join of three edges, two of them
            # from one side, as clang -O3 leaves after an unrolled loop).
            sides = [self._branch_side(dom, term, src, inst.block) for src in inst.incoming_blocks]
            by_side = ([v for v, k in zip(values, sides, strict=True) if k == 0],
                       [v for v, k in zip(values, sides, strict=True) if k == 1])
            if None not in sides and all(vs and all(v == vs[0] for v in vs) for vs in by_side):
                cond = self.condition(term.operands[0])
                on_true, on_false = by_side[0][0], by_side[1][0]
                same = _same_under_equality(cond, on_true, on_false)
                if same is not None:
                    return same
                return _factored_select(cond, on_true, on_false)
        raise NotAffine(
            "non-affine", "phi node outside a loop header in an affine expression", inst
        )

    def _branch_side(self, dom: str, term: Instruction, src: str, join: str) -> int | None:
        """0 or 1: which successor of ``dom``'s branch leads to the join
        through ``src`` (None when both or neither)."""
        sides = set()
        for k, succ in enumerate(term.successors):
            if (src == dom and succ == join) or (succ != join and self.cfg.dominates(succ, src)):
                sides.add(k)
        return sides.pop() if len(sides) == 1 else None

    # ----------------------------------------------------------- conditions
    def condition(self, op: Operand) -> Cond:
        v = op.value
        if isinstance(v, IntConst):
            return BoolConst(bool(v.value))
        if not isinstance(v, LocalRef):
            raise NotAffine("non-affine-branch", f"condition {op.spelling()} is not affine")
        inst = self.function.definitions.get(v.name)
        if inst is None or inst.block not in self.region:
            # An invariant boolean: a comparison, or a parameter of its own
            # (a flag argument) that is 0 or 1.
            if inst is not None and inst.opcode == "icmp":
                return self._icmp(inst)
            return Cmp(
                "ne",
                self.value_expr(v.name) if inst is not None else Poly.atom(Param(v.name)),
                Poly.const(0),
            )
        if inst.opcode == "icmp":
            return self._icmp(inst)
        if inst.opcode in ("and", "or", "select") or (inst.opcode == "xor"):
            if inst.opcode == "select":
                c, a, b = (self.condition(o) for o in inst.operands)
                return BoolOp(
                    "or", (BoolOp("and", (c, a)), BoolOp("and", (BoolOp("not", (c,)), b)))
                )
            a = self.condition(inst.operands[0])
            b = self.condition(inst.operands[1])
            if inst.opcode == "xor":
                if isinstance(b, BoolConst):
                    return BoolOp("not", (a,)) if b.value else a
                if isinstance(a, BoolConst):
                    return BoolOp("not", (b,)) if a.value else b
                return BoolOp(
                    "or",
                    (
                        BoolOp("and", (a, BoolOp("not", (b,)))),
                        BoolOp("and", (BoolOp("not", (a,)), b)),
                    ),
                )
            return BoolOp(inst.opcode, (a, b))
        if inst.opcode == "freeze":
            return self.condition(inst.operands[0])
        parity = self._parity(op)
        if parity is not None:
            return Cmp("ne", parity, Poly.const(0))
        if inst.opcode == "fcmp":
            raise NotAffine("non-affine-branch", "branch on a floating-point comparison", inst)
        if inst.opcode == "load":
            raise NotAffine("non-affine-branch", "branch on a value loaded inside the region", inst)
        raise NotAffine("non-affine-branch", f"branch condition computed by '{inst.opcode}'", inst)

    def _parity(self, op: Operand) -> Poly | None:
        """For ``trunc iN x to i1`` (defined in the region), ``x``'s lowest
        bit, ``x mod 2`` (instcombine writes ``i % 2 != 0`` so), else None."""
        if not isinstance(op.value, LocalRef):
            return None
        inst = self.function.definitions.get(op.value.name)
        if inst is None or inst.block not in self.region or inst.opcode != "trunc" or inst.type != "i1":
            return None
        a = self.int_expr(inst.operands[0])
        return a - Poly.atom(FDiv(a, 2), 2)

    def _icmp(self, inst: Instruction) -> Cond:
        a, b = inst.operands
        if not is_int(a.type):
            return self._pointer_icmp(inst)
        try:
            lhs, rhs = self.int_expr(a), self.int_expr(b)
        except NotAffine as exc:
            raise NotAffine("non-affine-branch", exc.message, exc.instruction or inst) from exc
        pred = inst.predicate or "eq"
        if pred.startswith("u") and pred not in ("eq", "ne"):
            if lhs.is_constant != rhs.is_constant and is_int(a.type):
                return _unsigned_against_constant(pred, lhs, rhs, int_width(a.type))
            # Unsigned comparisons agree with signed ones on non-negative values.
            for side in (lhs, rhs):
                if not side.is_constant:
                    self.assumptions.append(
                        Assumption(
                            inst.block,
                            Cmp("sge", side, Poly.const(0)),
                            "unsigned comparison of a non-negative value",
                            inst.name,
                        )
                    )
                elif side.constant < 0:
                    raise NotAffine(
                        "non-affine-branch", "unsigned comparison with a negative constant", inst
                    )
            pred = "s" + pred[1:]
        return Cmp(pred, lhs, rhs)

    def _pointer_icmp(self, inst: Instruction) -> Cond:
        """Pointers into the same array compare as their offsets (a loop
        over ``p != end``); pointers into different arrays do not compare
        affinely (their distance is unknown until run time)."""
        a, b = inst.operands
        try:
            pa, pb = self.address(a), self.address(b)
        except NotAffine as exc:
            raise NotAffine(
                "non-affine-branch",
                f"comparison of pointers: {exc.message}",
                exc.instruction or inst,
            ) from exc
        pred = inst.predicate or "eq"
        if pred.startswith("u"):
            pred = "s" + pred[1:]  # addresses in one object do not wrap
        if pa.base != pb.base:
            if not self.pointer_differences:
                raise NotAffine(
                    "non-affine-branch", "comparison of pointers into different arrays", inst
                )
            # a + x < b + y  <=>  (a - b) + x < y, with a - b a parameter.
            name = pointer_difference_name(pa.base, pb.base)
            self.distances[name] = (pa.base, pb.base)
            return Cmp(pred, pa.offset + Poly.atom(Param(name)), pb.offset)
        return Cmp(pred, pa.offset, pb.offset)

    # -------------------------------------------------------------- addresses
    def address(self, op: Operand) -> Address:
        v = op.value
        if isinstance(v, GlobalRef):
            return Address("@" + v.name, Poly())
        if isinstance(v, ConstExpr):
            if v.opcode == "getelementptr" and v.operands:
                return self._gep(v.source_type or "i8", v.operands[0], v.operands[1:], None)
            if v.opcode in ("bitcast", "addrspacecast") and v.operands:
                return self.address(v.operands[0])
            raise NotAffine("non-affine-access", f"pointer constant expression '{v.opcode}'")
        if isinstance(v, LocalRef):
            inst = self.function.definitions.get(v.name)
            if inst is None or inst.block not in self.region:
                if inst is not None and inst.opcode == "getelementptr":
                    # A GEP computed before the region from invariant values.
                    try:
                        return self._gep(
                            inst.source_type or "i8", inst.operands[0], inst.operands[1:], inst
                        )
                    except NotAffine:
                        pass
                return Address(v.name, Poly())
            if inst.opcode == "getelementptr":
                return self._gep(
                    inst.source_type or "i8", inst.operands[0], inst.operands[1:], inst
                )
            if inst.opcode in ("bitcast", "addrspacecast", "freeze"):
                return self.address(inst.operands[0])
            if inst.opcode == "inttoptr":
                raise NotAffine("int-to-ptr", "pointer made from an integer (inttoptr)", inst)
            if inst.opcode == "load":
                if v.name in self.hoisted:
                    # hoisted: an array of its own, whose base the host reads
                    return Address(self.hoisted_as.get(v.name, v.name), Poly())
                raise NotAffine(
                    "base-pointer-load", "array base pointer loaded inside the region", inst
                )
            if inst.opcode == "phi":
                return self._pointer_phi(inst)
            if inst.opcode == "select":
                return self._chosen_pointer(inst, inst.operands[1:])
            if inst.opcode == "alloca":
                raise NotAffine("alloca", "stack allocation inside the region", inst)
            raise NotAffine("non-affine-access", f"pointer computed by '{inst.opcode}'", inst)
        raise NotAffine("non-affine-access", f"pointer {op.spelling()} is not an array base")

    def base_of(self, op: Operand) -> str | None:
        """The array a pointer points into, even where its offset is not
        affine (``A + idx[i]`` is still in ``A``); None when unknown (a
        pointer loaded or chosen inside the region)."""
        try:
            return self.address(op).base
        except NotAffine:
            pass
        seen: set[str] = set()
        while True:
            v = op.value
            if isinstance(v, GlobalRef):
                return "@" + v.name
            if (
                isinstance(v, ConstExpr)
                and v.operands
                and v.opcode in ("getelementptr", "bitcast", "addrspacecast")
            ):
                op = v.operands[0]
                continue
            name = op.local
            if name is None or name in seen:
                return None
            seen.add(name)
            inst = self.function.definitions.get(name)
            if inst is None or inst.block not in self.region:
                return self.address(op).base  # never fails before the region
            if inst.opcode in ("getelementptr", "bitcast", "addrspacecast", "freeze"):
                op = inst.operands[0]
                continue
            return None

    def _chosen_pointer(self, inst: Instruction, choices) -> Address:
        """A pointer chosen by a select or a join phi: fine when every choice
        is the same address; into different arrays, the accesses cannot be
        attributed to one array, so no run-time check of their address
        ranges can be built."""
        addrs = {self.address(v) for v in choices}
        if len(addrs) == 1:
            return addrs.pop()
        if len({a.base for a in addrs}) > 1:
            raise NotAffine(
                "aliasing",
                f"pointer chosen by '{inst.opcode}' among arrays "
                f"{', '.join(sorted({a.base for a in addrs}))}",
                inst,
            )
        raise NotAffine("non-affine-access", f"pointer chosen by '{inst.opcode}'", inst)

    def _pointer_phi(self, inst: Instruction) -> Address:
        """A pointer induction variable (``p = phi [A, pre], [p + k, latch]``:
        ``A + k * counter``), or a join of equal addresses."""
        name = inst.name
        if name in self._pointer_cache:
            return self._pointer_cache[name]
        loop = self.loops.get(inst.block)
        if loop is None:
            return self._chosen_pointer(inst, inst.operands)
        if name in self._pointers_in_progress:
            return Address(_PHI_BASE + name, Poly())
        starts = {
            self.address(v)
            for v, b in zip(inst.operands, inst.incoming_blocks)
            if b not in loop.blocks
        }
        nexts = [v for v, b in zip(inst.operands, inst.incoming_blocks) if b in loop.blocks]
        if len(starts) != 1 or len(nexts) != 1:
            raise NotAffine(
                "non-affine-access", f"pointer %{name} is not an induction variable", inst
            )
        self._pointers_in_progress.add(name)
        try:
            nxt = self.address(nexts[0])
        finally:
            self._pointers_in_progress.discard(name)
        same = next(iter(starts))
        if (nxt.base, nxt.offset) == (same.base, same.offset):
            # the same address on every iteration (GVN's phi of a hoisted
            # pointer loaded before the loop and again in its latch)
            self._pointer_cache[name] = same
            return same
        if nxt.base != _PHI_BASE + name or not nxt.offset.is_constant:
            raise NotAffine(
                "non-affine-access",
                f"pointer %{name} is not an induction variable with a constant step",
                inst,
            )
        start = starts.pop()
        result = Address(
            start.base,
            start.offset + Poly.atom(Counter(loop.header), nxt.offset.constant),
            start.gep_shapes,
            start.element,
        )
        self._pointer_cache[name] = result
        return result

    def _gep(
        self, source_type: str, base: Operand, indices: Iterable[Operand], inst: Instruction | None
    ) -> Address:
        addr = self.address(base)
        indices = list(indices)
        offset = addr.offset
        shapes = list(addr.gep_shapes)
        ty = source_type
        subs: list[Poly] = []
        dims: list[int] = []
        try:
            for k, idx in enumerate(indices):
                if k == 0:
                    try:
                        p = self.int_expr(idx)
                    except NotAffine as exc:
                        raise NotAffine(
                            "non-affine-access", exc.message, exc.instruction or inst
                        ) from exc
                    offset = offset + p * type_size(ty)
                    subs.append(p)
                    continue
                arr = split_array(ty)
                if arr is not None:
                    try:
                        p = self.int_expr(idx)
                    except NotAffine as exc:
                        raise NotAffine(
                            "non-affine-access", exc.message, exc.instruction or inst
                        ) from exc
                    dims.append(arr[0])
                    ty = arr[1]
                    offset = offset + p * type_size(ty)
                    subs.append(p)
                elif ty.startswith("{") or ty.startswith("<{"):
                    if not isinstance(idx.value, IntConst):
                        raise NotAffine("non-affine-access", "variable struct field index", inst)
                    offset = offset + field_offset(ty, idx.value.value)
                    ty = struct_fields(ty)[idx.value.value]  # type: ignore[index]
                    subs = []
                    dims = []
                else:
                    raise NotAffine("non-affine-access", f"GEP into type {ty}", inst)
        except UnsizedTypeError as exc:
            raise NotAffine("non-affine-access", str(exc), inst) from exc
        if not dims and len(indices) == 1 and split_array(source_type) is not None:
            # ``gep [32 x double], ptr %A, i64 %i`` steps over whole rows: the
            # row type is the array's declared inner shape (``double A[][32]``).
            dims = list(array_shape(source_type)[0])
        if dims:
            shapes.append((tuple(dims), tuple(subs)))
        # What the address points to; for a row (``gep [64 x double]``),
        # its scalars: the element type of an array that only memory
        # intrinsics touch, consistent with the row's dimensions.
        while (arr := split_array(ty)) is not None:
            ty = arr[1]
        element = ty if is_int(ty) or ty in ("half", "bfloat", "float", "double") else addr.element
        return Address(addr.base, offset, tuple(shapes), element)


#: the smallest multiplier that makes a divided, masked or shifted value a
#: hash rather than a subscript (2^24: no array dimension in practice)
_HASH_MULTIPLIER = 1 << 24


def _unsigned_against_constant(pred: str, lhs: Poly, rhs: Poly, bits: int) -> Cond:
    """An unsigned comparison of a value with a constant, exactly: a
    w-bit value x (signed, as the model sees it) is x as unsigned when
    x >= 0 and x + 2^w when x < 0. LLVM writes range checks so
    (``x + c <u K``)."""
    if lhs.is_constant:  # K op x  ==  x op' K
        lhs, rhs = rhs, lhs
        pred = {"ult": "ugt", "ule": "uge", "ugt": "ult", "uge": "ule"}[pred]
    modulus = 1 << bits
    k = rhs.constant % modulus
    # x <u K, x <=u K as x <u K + 1; the others are their negations.
    if pred in ("ule", "ugt"):
        k += 1
    half = modulus >> 1
    nonneg = Cmp("sge", lhs, Poly.const(0))
    # Each constant below fits the w-bit type (code generation builds it).
    below: Cond
    if k >= modulus:
        below = BoolConst(True)
    elif k < half:  # no negative x is below K as unsigned (x + 2^w >= 2^(w-1))
        below = BoolOp("and", (nonneg, Cmp("slt", lhs, Poly.const(k))))
    elif k == half:
        below = nonneg
    else:  # every non-negative x is below K; a negative x when x + 2^w < K
        below = BoolOp("or", (nonneg, Cmp("slt", lhs, Poly.const(k - modulus))))
    return below if pred in ("ult", "ule") else BoolOp("not", (below,))


def _tdiv(a: int, b: int) -> int:
    """C's integer division, truncating toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _in_progress(p: Poly) -> bool:
    """Whether ``p`` still stands on a phi under analysis (an assumption
    about it is made again once the phi is known)."""
    return any(isinstance(a, PhiAtom) for a in p.atoms())


def pointer_difference_name(a: str, b: str) -> str:
    """The parameter name standing for ``ptrtoint(a) - ptrtoint(b)``."""
    return f"ptrdiff:{a}:{b}"


#: base of the address of a pointer phi under analysis (not an LLVM name)
_PHI_BASE = "<phi>"


def _odd_indicator(cond: Cond) -> Poly | None:
    """1 where ``cond`` holds and 0 elsewhere, as an affine value, where
    ``cond`` compares a value's lowest bit, ``r = a - 2 floor(a / 2)``,
    with 0 or 1 (``(x & 1) == 0``, ``trunc x to i1``), else None."""
    if not isinstance(cond, Cmp) or cond.pred not in ("eq", "ne"):
        return None
    diff = cond.lhs - cond.rhs
    for mono, coeff in diff.terms:
        if len(mono) == 1 and isinstance(mono[0], FDiv) and mono[0].den == 2 and coeff == -2:
            r = mono[0].num - Poly.atom(mono[0], 2)
            rest = diff - r  # diff = r - c
            if rest.is_constant and rest.constant in (0, -1):
                holds_when_odd = (rest.constant == -1) == (cond.pred == "eq")
                return r if holds_when_odd else Poly.const(1) - r
    return None


def _factored_select(cond: Cond, on_true: Poly, on_false: Poly) -> Poly:
    """``cond ? on_true : on_false``, with a parameter every term of both
    sides has taken out where a side multiplies it by a counter: the row
    ``k * n`` of the epilogue of an unrolled loop, ``i == 1 ? 0 : (2c + 2)
    * n``, becomes ``n * (i == 1 ? 0 : 2c + 2)``, whose row the
    delinearisation sees. A select of affine sides is kept as it is."""
    terms = on_true.terms + on_false.terms
    if not any(any(isinstance(a, Counter) for a in m) and any(isinstance(a, Param) for a in m)
               for m, _ in terms):
        return Poly.atom(SelectAtom(cond, on_true, on_false))
    common = set.intersection(*({a for a in m if isinstance(a, Param)} for m, _ in terms))
    if not common:
        return Poly.atom(SelectAtom(cond, on_true, on_false))
    p = min(common)

    def without(poly: Poly) -> Poly:
        acc = Poly()
        for mono, coeff in poly.terms:
            rest = list(mono)
            rest.remove(p)
            term = Poly.const(coeff)
            for a in rest:
                term = term * Poly.atom(a)
            acc = acc + term
        return acc

    return Poly.atom(p) * Poly.atom(SelectAtom(cond, without(on_true), without(on_false)))


def _same_under_equality(cond: Cond, on_true: Poly, on_false: Poly) -> Poly | None:
    """When ``cond`` is ``x == k`` (or ``x != k``) for an atom ``x``, and the
    value on the other side equals this side's once ``x`` is replaced by
    ``k``, the select is just that value: LLVM's ``phi [0, %i==0], [i*n, ...]``."""
    if isinstance(cond, BoolOp) and cond.op == "not":
        return _same_under_equality(cond.args[0], on_false, on_true)
    if not isinstance(cond, Cmp) or cond.pred not in ("eq", "ne"):
        return None
    if cond.pred == "ne":
        on_true, on_false = on_false, on_true
    diff = cond.lhs - cond.rhs
    linear = [(m, c) for m, c in diff.terms if m]
    if len(linear) != 1 or len(linear[0][0]) != 1 or abs(linear[0][1]) != 1:
        return None
    (atom,), coeff = linear[0]
    value = Poly.const(-diff.constant * coeff)  # atom == value
    substituted = on_false.substitute(lambda a: value if a == atom else None)
    return on_false if substituted == on_true else None


def _changes_a_bool(inst: Instruction) -> bool:
    """A cast whose value differs from its operand's in the model, where
    an ``i1`` is 0 or 1: ``sext`` of an ``i1`` (true is -1), ``trunc`` to
    an ``i1`` (the lowest bit)."""
    if inst.opcode == "sext":
        return inst.operands[0].type == "i1"
    return inst.opcode == "trunc" and inst.type == "i1"


def _cast_of_bool(op: str, p: Poly) -> Poly:
    if op == "sext":
        return -p
    if p.is_constant:
        return Poly.const(p.constant & 1)
    return p - Poly.atom(FDiv(p, 2), 2)  # p mod 2, for any sign


def _signed(value: int, ty: str) -> int:
    if not is_int(ty):
        return value
    bits = int_width(ty)
    if bits == 1:
        return value & 1
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value
