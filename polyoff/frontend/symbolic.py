"""Symbolic integer values of a decorated function, for its index checks.

While the front end lowers a function it also follows, for every integer
value it can, an expression over integer constants, *parameters* (integer
arguments, array extents, integer globals) and *loop variables*: a
:class:`Sym`. Conditions over them are :class:`Formula` trees. These are
what the call-time index check (:mod:`polyoff.frontend.bounds`) turns into
isl sets once the parameters' values are known — then a product of a
parameter and a loop variable (``i * n``) or a division by a parameter is
affine too. A Sym is *checkable* when that holds: no product of two terms
with loop variables, no division by a term with loop variables.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property


class NotCheckable(Exception):
    """A Sym or Formula that isl cannot take even with the parameters known."""


@dataclass(frozen=True)
class Sym:
    """An integer expression: ``op`` is const, param, loop, add, mul, fdiv
    (Python floor division), mod (Python modulo), min or max."""

    op: str
    args: tuple[Sym, ...] = ()
    value: int | str = 0

    # ----------------------------------------------------------- building
    @staticmethod
    def const(v: int) -> Sym:
        return Sym("const", (), int(v))

    @staticmethod
    def param(name: str) -> Sym:
        return Sym("param", (), name)

    @staticmethod
    def loop(name: str) -> Sym:
        return Sym("loop", (), name)

    @property
    def is_const(self) -> bool:
        return self.op == "const"

    def __add__(self, other: Sym) -> Sym:
        if self.is_const and other.is_const:
            return Sym.const(self.value + other.value)  # type: ignore[operator]
        if self.is_const and self.value == 0:
            return other
        if other.is_const and other.value == 0:
            return self
        return Sym("add", (self, other))

    def __neg__(self) -> Sym:
        return Sym.const(-1) * self

    def __sub__(self, other: Sym) -> Sym:
        return self + (-other)

    def __mul__(self, other: Sym) -> Sym:
        if self.is_const and other.is_const:
            return Sym.const(self.value * other.value)  # type: ignore[operator]
        if (self.is_const and self.value == 1) or (other.is_const and other.value == 0):
            return other
        if (other.is_const and other.value == 1) or (self.is_const and self.value == 0):
            return self
        return Sym("mul", (self, other))

    def floordiv(self, other: Sym) -> Sym:
        if self.is_const and other.is_const and other.value != 0:
            return Sym.const(self.value // other.value)  # type: ignore[operator]
        if other.is_const and other.value == 1:
            return self
        return Sym("fdiv", (self, other))

    def mod(self, other: Sym) -> Sym:
        if self.is_const and other.is_const and other.value != 0:
            return Sym.const(self.value % other.value)  # type: ignore[operator]
        return Sym("mod", (self, other))

    def minimum(self, other: Sym) -> Sym:
        if self == other:
            return self
        return Sym("min", (self, other))

    def maximum(self, other: Sym) -> Sym:
        if self == other:
            return self
        return Sym("max", (self, other))

    # ---------------------------------------------------------- properties
    @cached_property
    def loop_vars(self) -> frozenset[str]:
        if self.op == "loop":
            return frozenset((str(self.value),))
        out: frozenset[str] = frozenset()
        for a in self.args:
            out |= a.loop_vars
        return out

    @cached_property
    def params(self) -> frozenset[str]:
        if self.op == "param":
            return frozenset((str(self.value),))
        out: frozenset[str] = frozenset()
        for a in self.args:
            out |= a.params
        return out

    @cached_property
    def checkable(self) -> bool:
        if self.op in ("const", "param", "loop"):
            return True
        if not all(a.checkable for a in self.args):
            return False
        if self.op == "mul":
            return not (self.args[0].loop_vars and self.args[1].loop_vars)
        if self.op in ("fdiv", "mod"):
            return not self.args[1].loop_vars
        return True

    # ------------------------------------------------------------ evaluation
    def evaluate(self, values: Mapping[str, int]) -> int:
        """The value of a Sym without loop variables."""
        op = self.op
        if op == "const":
            return int(self.value)
        if op == "param":
            return int(values[str(self.value)])
        if op == "loop":
            raise NotCheckable(f"loop variable {self.value} has no value")
        xs = [a.evaluate(values) for a in self.args]
        if op == "add":
            return xs[0] + xs[1]
        if op == "mul":
            return xs[0] * xs[1]
        if op == "fdiv":
            return xs[0] // xs[1] if xs[1] else 0
        if op == "mod":
            return xs[0] % xs[1] if xs[1] else 0
        if op == "min":
            return min(xs)
        if op == "max":
            return max(xs)
        raise NotCheckable(f"unknown operation {op}")

    def linear(self, values: Mapping[str, int]) -> tuple[dict[str, int], int]:
        """(coefficient per isl term, constant) with the parameters replaced
        by ``values``; terms are loop variables and floor/min/max pieces."""
        if not self.loop_vars:
            return {}, self.evaluate(values)
        op = self.op
        if op == "loop":
            return {str(self.value): 1}, 0
        if op == "add":
            (ta, ca), (tb, cb) = (a.linear(values) for a in self.args)
            terms = dict(ta)
            for k, v in tb.items():
                terms[k] = terms.get(k, 0) + v
            return {k: v for k, v in terms.items() if v}, ca + cb
        if op == "mul":
            a, b = self.args
            if a.loop_vars and b.loop_vars:
                raise NotCheckable("product of loop variables")
            if a.loop_vars:
                a, b = b, a
            k = a.evaluate(values)
            terms, c = b.linear(values)
            return {t: k * v for t, v in terms.items() if k * v}, k * c
        if op in ("fdiv", "mod"):
            num, den = self.args
            if den.loop_vars:
                raise NotCheckable("division by a loop variable")
            d = den.evaluate(values)
            if d == 0:
                return {}, 0  # what the compiled code computes (NumPy's rule)
            text = num.render(values)
            if d < 0:
                text, d = f"-({text})", -d
            floor = f"floor(({text})/{d})"
            if op == "fdiv":
                return {floor: 1}, 0
            # Python's a % b is a - b*floor(a/b) for either sign of b.
            terms, c = num.linear(values)
            terms = dict(terms)
            terms[floor] = terms.get(floor, 0) - den.evaluate(values)
            return {k: v for k, v in terms.items() if v}, c
        if op in ("min", "max"):
            inner = ", ".join(a.render(values) for a in self.args)
            return {f"{op}({inner})": 1}, 0
        raise NotCheckable(f"unknown operation {op}")

    def render(self, values: Mapping[str, int]) -> str:
        """isl text of the expression with the parameters' values."""
        terms, c = self.linear(values)
        parts = []
        for t, k in sorted(terms.items()):
            sign = "-" if k < 0 else "+"
            mag = abs(k)
            parts.append((sign, t if mag == 1 else f"{mag}*{t}"))
        if c or not parts:
            parts.append(("-" if c < 0 else "+", str(abs(c))))
        text = ("-" if parts[0][0] == "-" else "") + parts[0][1]
        for sign, p in parts[1:]:
            text += f" {sign} {p}"
        return text

    def __str__(self) -> str:
        op = self.op
        if op in ("const", "param", "loop"):
            return str(self.value)
        sym = {"add": "+", "mul": "*", "fdiv": "//", "mod": "%"}.get(op)
        if sym:
            return f"({self.args[0]} {sym} {self.args[1]})"
        return f"{op}({', '.join(map(str, self.args))})"


@dataclass(frozen=True)
class Formula:
    """A condition: ``cmp`` (value is the operator, args two Syms), ``and``,
    ``or``, ``not``, ``true``, ``false``."""

    op: str
    args: tuple = ()
    value: str = ""

    @staticmethod
    def compare(op: str, a: Sym, b: Sym) -> Formula:
        return Formula("cmp", (a, b), op)

    def __and__(self, other: Formula) -> Formula:
        if self.op == "true":
            return other
        if other.op == "true":
            return self
        return Formula("and", (self, other))

    def __or__(self, other: Formula) -> Formula:
        if self.op == "false":
            return other
        if other.op == "false":
            return self
        return Formula("or", (self, other))

    def negate(self) -> Formula:
        if self.op == "true":
            return FALSE
        if self.op == "false":
            return TRUE
        if self.op == "not":
            return self.args[0]
        return Formula("not", (self,))

    @cached_property
    def checkable(self) -> bool:
        if self.op == "cmp":
            return all(a.checkable for a in self.args)
        return all(a.checkable for a in self.args)

    def render(self, values: Mapping[str, int], negated: bool = False) -> str:
        op = self.op
        if op == "true" or op == "false":
            return "true" if (op == "true") != negated else "false"
        if op == "not":
            return self.args[0].render(values, not negated)
        if op in ("and", "or"):
            joiner = " and " if (op == "and") != negated else " or "
            return "(" + joiner.join(f.render(values, negated) for f in self.args) + ")"
        a, b = (s.render(values) for s in self.args)
        cmp = self.value
        if negated:
            cmp = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}[cmp]
        if cmp == "==":
            return f"({a}) = ({b})"
        if cmp == "!=":
            return f"(({a}) < ({b}) or ({a}) > ({b}))"
        return f"({a}) {cmp} ({b})"


TRUE = Formula("true")
FALSE = Formula("false")
