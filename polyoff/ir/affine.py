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

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Union

from polyoff.ir.cfg import CFG, Loop
from polyoff.ir.model import (
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
    field_offset,
    int_width,
    is_int,
    split_array,
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
        return SelectAtom(a.cond.substitute(fn), a.if_true.substitute(fn), a.if_false.substitute(fn))
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


@dataclass
class Assumption:
    """``cond`` must hold whenever ``block`` executes (a run-time check)."""

    block: str
    cond: Cond
    why: str


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
    assumptions: list[Assumption] = field(default_factory=list)
    _cache: dict[str, Poly] = field(default_factory=dict)
    _in_progress: set[str] = field(default_factory=set)
    _invariant: dict[str, bool] = field(default_factory=dict)

    # ----------------------------------------------------------- invariance
    def defined_in_region(self, name: str) -> bool:
        inst = self.function.definitions.get(name)
        return inst is not None and inst.block in self.region

    def is_invariant(self, op: Operand) -> bool:
        local = op.local
        return local is None or not self.defined_in_region(local)

    #: opcodes of pure computations that may be recomputed anywhere
    PURE = frozenset({
        "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or",
        "xor", "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "icmp", "fcmp", "select", "sext",
        "zext", "trunc", "fptrunc", "fpext", "fptosi", "fptoui", "sitofp", "uitofp", "freeze",
    })

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
                inst.opcode == "call" and inst.callee is not None and _is_math_call(inst.callee))
            if pure and not inst.type.startswith("<"):
                ok = all(
                    op.local is None or not self.defined_in_region(op.local)
                    or self.is_invariant_value(op.local, _seen | {name})
                    for op in inst.operands)
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
        else:
            # Every SSA cycle passes through a phi: a header phi under analysis
            # stands for itself until its step is known.
            if name in self._in_progress:
                return Poly.atom(PhiAtom(name))
            if inst.opcode == "phi":
                self._in_progress.add(name)
            try:
                result = self._inst_expr(inst)
            finally:
                self._in_progress.discard(name)
        if not any(isinstance(a, PhiAtom) for a in result.atoms()):
            self._cache[name] = result
        return result

    def _outside_expr(self, inst: Instruction) -> Poly:
        # Casts of invariant values are looked through so that `zext %n` and
        # `%n` are the same parameter (with the assumption zext needs).
        if inst.opcode in ("sext", "zext", "trunc") and is_int(inst.operands[0].type):
            inner = inst.operands[0]
            if inner.local is not None or isinstance(inner.value, IntConst):
                p = self.int_expr(inner) if inner.local is None or not self.defined_in_region(inner.local) else None
                if p is not None:
                    if inst.opcode == "zext" and "nneg" not in inst.flags and not p.is_constant:
                        self.assumptions.append(
                            Assumption("", Cmp("sge", p, Poly.const(0)), f"zext of %{inst.operands[0].local} is non-negative"))
                    return p
        return Poly.atom(Param(inst.name))

    def _inst_expr(self, inst: Instruction) -> Poly:
        op = inst.opcode
        ops = inst.operands
        if not is_int(inst.type):
            raise NotAffine("non-affine", f"%{inst.name} is not an integer", inst)
        if op in ("add", "sub", "mul", "or", "shl", "sdiv", "udiv", "srem", "urem", "ashr", "lshr", "and", "xor"):
            a = self.int_expr(ops[0])
            b = self.int_expr(ops[1])
            if op == "add":
                return a + b
            if op == "sub":
                return a - b
            if op == "mul":
                return a * b
            if op == "or":
                if "disjoint" in inst.flags:
                    return a + b
                raise NotAffine("non-affine", "bitwise or in an affine expression", inst)
            if not b.is_constant:
                raise NotAffine("non-affine", f"{op} by a non-constant in an affine expression", inst)
            k = b.constant
            if op == "shl":
                return a * (1 << k)
            if op in ("sdiv", "udiv"):
                if k <= 0:
                    raise NotAffine("non-affine", f"division by {k}", inst)
                if "exact" in inst.flags:
                    q = a.exact_div(k)
                    if q is not None:
                        return q
                if a.is_constant:
                    return Poly.const(int(a.constant / k))
                return Poly.atom(TDiv(a, k))
            if op in ("srem", "urem"):
                if k <= 0:
                    raise NotAffine("non-affine", f"remainder by {k}", inst)
                if a.is_constant:
                    return Poly.const(a.constant - k * int(a.constant / k))
                return Poly.atom(TRem(a, k))
            if op in ("ashr", "lshr"):
                d = 1 << k
                if "exact" in inst.flags:
                    q = a.exact_div(d)
                    if q is not None:
                        return q
                return Poly.atom(FDiv(a, d))
            if op == "and" and k > 0 and (k & (k + 1)) == 0:
                d = k + 1  # x & (2^n - 1) == x mod 2^n for x >= 0
                return a - Poly.atom(FDiv(a, d), d)
            raise NotAffine("non-affine", f"{op} in an affine expression", inst)
        if op in ("sext", "zext", "trunc", "freeze"):
            return self.int_expr(ops[0])
        if op == "select":
            cond = self.condition(ops[0])
            return Poly.atom(SelectAtom(cond, self.int_expr(ops[1]), self.int_expr(ops[2])))
        if op == "call" and inst.callee is not None:
            base = inst.callee.split(".")
            if len(base) >= 2 and base[0] == "llvm" and base[1] in ("smin", "smax", "umin", "umax"):
                kind = "min" if base[1].endswith("min") else "max"
                return Poly.atom(MinMax(kind, (self.int_expr(ops[0]), self.int_expr(ops[1]))))
            if len(base) >= 2 and base[0] == "llvm" and base[1] == "abs":
                x = self.int_expr(ops[0])
                return Poly.atom(MinMax("max", (x, -x)))
            raise NotAffine("non-affine", f"call to {inst.callee} in an affine expression", inst)
        if op == "phi":
            return self._phi_expr(inst)
        if op == "load":
            raise NotAffine("non-affine", "a value loaded inside the region is used as a loop bound, branch condition or subscript", inst)
        raise NotAffine("non-affine", f"'{op}' in an affine expression", inst)

    def _phi_expr(self, inst: Instruction) -> Poly:
        loop = self.loops.get(inst.block)
        if loop is None:
            return self._join_phi_expr(inst)
        starts = [(v, b) for v, b in zip(inst.operands, inst.incoming_blocks) if b not in loop.blocks]
        nexts = [(v, b) for v, b in zip(inst.operands, inst.incoming_blocks) if b in loop.blocks]
        if len(nexts) != 1 or not starts:
            raise NotAffine("non-affine", "loop phi with several back edges", inst)
        start_vals = {self.int_expr(v) for v, _ in starts}
        if len(start_vals) != 1:
            raise NotAffine("non-affine", "induction variable with several start values", inst)
        start = start_vals.pop()
        nxt = self.int_expr(nexts[0][0])
        step = nxt - Poly.atom(PhiAtom(inst.name))
        if any(PhiAtom(inst.name) in m for m, _ in step.terms) or not step.is_constant:
            raise NotAffine("non-affine", f"%{inst.name} is not an induction variable with a constant step", inst)
        if step.constant == 0:
            return start
        return start + Poly.atom(Counter(loop.header), step.constant)

    def _join_phi_expr(self, inst: Instruction) -> Poly:
        """A phi where control flow joins: equal incoming values, a single
        one (LCSSA), or the two sides of the dominating branch (a select)."""
        values = [self.int_expr(v) for v in inst.operands]
        if all(v == values[0] for v in values):
            return values[0]
        if len(values) == 2:
            dom = self.cfg.idom.get(inst.block)
            term = self.function.block_map[dom].terminator if dom is not None else None
            if term is not None and term.opcode == "br" and len(term.successors) == 2 \
                    and dom in self.region:
                sides = [self._branch_side(dom, term, src, inst.block) for src in inst.incoming_blocks]
                if sorted(sides) == [0, 1]:
                    cond = self.condition(term.operands[0])
                    on_true = values[sides.index(0)]
                    on_false = values[sides.index(1)]
                    same = _same_under_equality(cond, on_true, on_false)
                    if same is not None:
                        return same
                    return Poly.atom(SelectAtom(cond, on_true, on_false))
        raise NotAffine("non-affine", "phi node outside a loop header in an affine expression", inst)

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
            # An invariant boolean: only comparisons are modelled.
            if inst is not None and inst.opcode == "icmp":
                return self._icmp(inst)
            raise NotAffine("non-affine-branch", f"condition %{v.name} is not affine")
        if inst.opcode == "icmp":
            return self._icmp(inst)
        if inst.opcode in ("and", "or", "select") or (inst.opcode == "xor"):
            if inst.opcode == "select":
                c, a, b = (self.condition(o) for o in inst.operands)
                return BoolOp("or", (BoolOp("and", (c, a)), BoolOp("and", (BoolOp("not", (c,)), b))))
            a = self.condition(inst.operands[0])
            b = self.condition(inst.operands[1])
            if inst.opcode == "xor":
                if isinstance(b, BoolConst):
                    return BoolOp("not", (a,)) if b.value else a
                if isinstance(a, BoolConst):
                    return BoolOp("not", (b,)) if a.value else b
                return BoolOp("or", (BoolOp("and", (a, BoolOp("not", (b,)))), BoolOp("and", (BoolOp("not", (a,)), b))))
            return BoolOp(inst.opcode, (a, b))
        if inst.opcode == "freeze":
            return self.condition(inst.operands[0])
        if inst.opcode == "fcmp":
            raise NotAffine("non-affine-branch", "branch on a floating-point comparison", inst)
        if inst.opcode == "load":
            raise NotAffine("non-affine-branch", "branch on a value loaded inside the region", inst)
        raise NotAffine("non-affine-branch", f"branch condition computed by '{inst.opcode}'", inst)

    def _icmp(self, inst: Instruction) -> Cond:
        a, b = inst.operands
        if not is_int(a.type):
            raise NotAffine("non-affine-branch", "comparison of pointers in a branch condition", inst)
        try:
            lhs, rhs = self.int_expr(a), self.int_expr(b)
        except NotAffine as exc:
            raise NotAffine("non-affine-branch", exc.message, exc.instruction or inst) from exc
        pred = inst.predicate or "eq"
        if pred.startswith("u") and pred not in ("eq", "ne"):
            # Unsigned comparisons agree with signed ones on non-negative values.
            for side in (lhs, rhs):
                if not side.is_constant:
                    self.assumptions.append(Assumption(inst.block, Cmp("sge", side, Poly.const(0)),
                                                       "unsigned comparison of a non-negative value"))
                elif side.constant < 0:
                    raise NotAffine("non-affine-branch", "unsigned comparison with a negative constant", inst)
            pred = "s" + pred[1:]
        return Cmp(pred, lhs, rhs)

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
                        return self._gep(inst.source_type or "i8", inst.operands[0], inst.operands[1:], inst)
                    except NotAffine:
                        pass
                return Address(v.name, Poly())
            if inst.opcode == "getelementptr":
                return self._gep(inst.source_type or "i8", inst.operands[0], inst.operands[1:], inst)
            if inst.opcode in ("bitcast", "addrspacecast", "freeze"):
                return self.address(inst.operands[0])
            if inst.opcode == "inttoptr":
                raise NotAffine("int-to-ptr", "pointer made from an integer (inttoptr)", inst)
            if inst.opcode == "load":
                raise NotAffine("base-pointer-load", "array base pointer loaded inside the region", inst)
            if inst.opcode in ("phi", "select"):
                raise NotAffine("non-affine-access", f"pointer chosen by '{inst.opcode}'", inst)
            if inst.opcode == "alloca":
                raise NotAffine("alloca", "stack allocation inside the region", inst)
            raise NotAffine("non-affine-access", f"pointer computed by '{inst.opcode}'", inst)
        raise NotAffine("non-affine-access", f"pointer {op.spelling()} is not an array base")

    def _gep(self, source_type: str, base: Operand, indices: Iterable[Operand],
             inst: Instruction | None) -> Address:
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
                        raise NotAffine("non-affine-access", exc.message, exc.instruction or inst) from exc
                    offset = offset + p * type_size(ty)
                    subs.append(p)
                    continue
                arr = split_array(ty)
                if arr is not None:
                    try:
                        p = self.int_expr(idx)
                    except NotAffine as exc:
                        raise NotAffine("non-affine-access", exc.message, exc.instruction or inst) from exc
                    dims.append(arr[0])
                    ty = arr[1]
                    offset = offset + p * type_size(ty)
                    subs.append(p)
                elif ty.startswith("{") or ty.startswith("<{"):
                    if not isinstance(idx.value, IntConst):
                        raise NotAffine("non-affine-access", "variable struct field index", inst)
                    offset = offset + field_offset(ty, idx.value.value)
                    from polyoff.ir.types import struct_fields

                    ty = struct_fields(ty)[idx.value.value]  # type: ignore[index]
                    subs = []
                    dims = []
                else:
                    raise NotAffine("non-affine-access", f"GEP into type {ty}", inst)
        except UnsizedTypeError as exc:
            raise NotAffine("non-affine-access", str(exc), inst) from exc
        if dims:
            shapes.append((tuple(dims), tuple(subs)))
        return Address(addr.base, offset, tuple(shapes))


def _is_math_call(callee: str) -> bool:
    from polyoff.scop.build import math_stem

    return math_stem(callee) is not None


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


def _signed(value: int, ty: str) -> int:
    if not is_int(ty):
        return value
    bits = int_width(ty)
    if bits == 1:
        return value & 1
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value
