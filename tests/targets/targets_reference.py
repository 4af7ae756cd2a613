"""A Python interpreter of kernel_ir, the reference the target tests compare with.

It gives every operator the meaning kernel_ir's docstrings state, with Python
integers (wrapped to the type) and NumPy float32/float64 scalars (IEEE, one
rounding per operation). Kernels run one thread after another, so kernels with
barriers need another reference.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass

import numpy as np

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.check import INT_BITS, wrap_signed

NP_TYPES = {
    "i1": np.uint8,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "f32": np.float32,
    "f64": np.float64,
}
FLOATS = {"f32": np.float32, "f64": np.float64}

MATH = {
    "sqrt": np.sqrt,
    "exp": np.exp,
    "exp2": np.exp2,
    "exp10": lambda x: np.power(type(x)(10), x),
    "expm1": np.expm1,
    "log": np.log,
    "log2": np.log2,
    "log10": np.log10,
    "log1p": np.log1p,
    "pow": np.power,
    "fabs": np.fabs,
    "floor": np.floor,
    "ceil": np.ceil,
    "trunc": np.trunc,
    "round": lambda x: _round_half_away(x),
    "rint": np.rint,
    "sin": np.sin,
    "cos": np.cos,
    "tan": np.tan,
    "asin": np.arcsin,
    "acos": np.arccos,
    "atan": np.arctan,
    "atan2": np.arctan2,
    "sinh": np.sinh,
    "cosh": np.cosh,
    "tanh": np.tanh,
    "fmin": np.fmin,
    "fmax": np.fmax,
    "fma": lambda a, b, c: type(a)(_fma(float(a), float(b), float(c), type(a))),
    "copysign": np.copysign,
    "fmod": np.fmod,
    "cbrt": np.cbrt,
    "hypot": np.hypot,
}


def _round_half_away(x):
    v = float(x)
    if not math.isfinite(v):
        return x
    whole = math.floor(abs(v))
    if abs(v) - whole >= 0.5:  # exact: both are doubles within one binade
        whole += 1
    return type(x)(math.copysign(whole, v))


def _fma(a: float, b: float, c: float, ty: type) -> float:
    from fractions import Fraction

    if not all(math.isfinite(v) for v in (a, b, c)):
        return a * b + c
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if ty is np.float64:
        return float(exact)  # Fraction -> float rounds correctly
    return float(_fraction_to_f32(exact))


def _fraction_to_f32(x):
    # float32 has 24 significant bits: round the exact value to them (RNE).
    from fractions import Fraction

    if x == 0:
        return np.float32(0.0)
    sign = -1 if x < 0 else 1
    x = abs(x)
    e = math.floor(math.log2(x.numerator) - math.log2(x.denominator))
    while Fraction(2) ** e > x:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    e = max(e, -126)
    scale = Fraction(2) ** (e - 23)
    q, r = divmod(x, scale)
    if r > scale / 2 or (r == scale / 2 and q % 2):
        q += 1
    return np.float32(sign * float(q * scale))


def int_to_float(n: int, type_: str):
    """``n`` rounded to ``type_`` once (ties to even), as sitofp/uitofp do."""
    if type_ == "f64":
        return np.float64(float(n))  # int -> float is correctly rounded
    m = abs(n)
    e = m.bit_length() - 24
    if e > 0:
        q, r = divmod(m, 1 << e)
        half = 1 << (e - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m = q << e
    return np.float32(math.copysign(float(m), n) if n else 0.0)


@dataclass
class Thread:
    thread: tuple[int, int, int]
    block: tuple[int, int, int]
    block_dim: tuple[int, int, int]
    grid: tuple[int, int, int]


class Interpreter:
    """Run a kernel over a grid on NumPy arrays (in place)."""

    def __init__(
        self, kernel: K.Kernel, arrays: dict[str, np.ndarray], scalars: dict[str, object]
    ) -> None:
        self.kernel = kernel
        self.arrays = arrays
        self.scalars = scalars

    def run(self, grid: tuple[int, int, int]) -> None:
        bx, by, bz = self.kernel.block_size
        for gz in range(grid[2]):
            for gy in range(grid[1]):
                for gx in range(grid[0]):
                    for tz in range(bz):
                        for ty in range(by):
                            for tx in range(bx):
                                self.thread = Thread((tx, ty, tz), (gx, gy, gz), (bx, by, bz), grid)
                                self.locals_ = {
                                    a.name: np.zeros(a.size, NP_TYPES[a.element_type])
                                    for a in self.kernel.local_arrays
                                    if a.space == "private"
                                }
                                env = [dict(self.scalars)]
                                self.block(self.kernel.body, env)

    def array(self, name: str) -> np.ndarray:
        return self.locals_[name] if name in self.locals_ else self.arrays[name]

    # statements
    def block(self, block: K.Block, env: list[dict]) -> None:
        env.append({})
        for s in block.stmts:
            self.stmt(s, env)
        env.pop()

    def stmt(self, s, env: list[dict]) -> None:
        if isinstance(s, K.Declare):
            env[-1][s.var.name] = None if s.init is None else self.expr(s.init, env)
        elif isinstance(s, K.Assign):
            for frame in reversed(env):
                if s.var.name in frame:
                    frame[s.var.name] = self.expr(s.value, env)
                    return
            raise KeyError(s.var.name)
        elif isinstance(s, K.Store):
            index = self.expr(s.index, env)
            value = self.expr(s.value, env)
            arr = self.array(s.array)
            if not 0 <= index < arr.size:
                raise IndexError(f"store {s.array}[{index}] out of bounds")
            arr[index] = (value & 1) if arr.dtype == np.uint8 and s.value.type == "i1" else value
        elif isinstance(s, K.For):
            env.append({s.var.name: self.expr(s.init, env)})
            while self.expr(s.cond, env):
                self.block(s.body, env)
                env[-1][s.var.name] = wrap_signed(env[-1][s.var.name] + s.step, s.var.type)
            env.pop()
        elif isinstance(s, K.If):
            if self.expr(s.cond, env):
                self.block(s.then, env)
            elif s.orelse is not None:
                self.block(s.orelse, env)
        elif isinstance(s, K.Block):
            self.block(s, env)
        elif isinstance(s, (K.Comment, K.Barrier)):
            pass
        else:
            raise TypeError(s)

    # expressions
    def expr(self, e, env: list[dict]):
        with np.errstate(all="ignore"):
            return self._expr(e, env)

    def _expr(self, e, env):
        t = e.type
        if isinstance(e, K.Const):
            if t in INT_BITS:
                return wrap_signed(int(e.value), t)
            return FLOATS[t](e.value)
        if isinstance(e, K.Var):
            for frame in reversed(env):
                if e.name in frame:
                    return frame[e.name]
            raise KeyError(e.name)
        if isinstance(e, K.Special):
            th = self.thread
            v = {
                "thread_id": th.thread,
                "block_id": th.block,
                "block_dim": th.block_dim,
                "grid_dim": th.grid,
            }[e.kind][e.dim]
            return wrap_signed(v, t)
        if isinstance(e, K.Unary):
            x = self._expr(e.operand, env)
            if e.op == "fneg":
                return -x
            return wrap_signed(-x if e.op == "neg" else ~x, t)
        if isinstance(e, K.Binary):
            return self.binary(e.op, self._expr(e.lhs, env), self._expr(e.rhs, env), t)
        if isinstance(e, K.Compare):
            return (
                -1
                if self.compare(
                    e.predicate, self._expr(e.lhs, env), self._expr(e.rhs, env), e.lhs.type
                )
                else 0
            )
        if isinstance(e, K.Logical):
            vals = [self._expr(o, env) != 0 for o in e.operands]
            return -1 if (all(vals) if e.op == "and" else any(vals)) else 0
        if isinstance(e, K.Select):
            c = self._expr(e.cond, env)
            a, b = self._expr(e.if_true, env), self._expr(e.if_false, env)
            return a if c else b
        if isinstance(e, K.Cast):
            return self.cast(e.op, self._expr(e.operand, env), e.operand.type, t)
        if isinstance(e, K.Call):
            args = [self._expr(a, env) for a in e.args]
            return FLOATS[t](MATH[e.function](*args))
        if isinstance(e, K.Load):
            index = self._expr(e.index, env)
            arr = self.array(e.array)
            if not 0 <= index < arr.size:
                raise IndexError(f"load {e.array}[{index}] out of bounds")
            v = arr[index]
            if t == "i1":
                return -1 if int(v) & 1 else 0
            return int(v) if t in INT_BITS else v
        raise TypeError(e)

    @staticmethod
    def binary(op: str, a, b, t: str):
        if t in FLOATS:
            f = FLOATS[t]
            return {
                "fadd": lambda: f(a + b),
                "fsub": lambda: f(a - b),
                "fmul": lambda: f(a * b),
                "fdiv": lambda: f(a / b),
                "frem": lambda: f(np.fmod(a, b)),
            }[op]()
        bits = INT_BITS[t]
        mask = (1 << bits) - 1
        ua, ub = a & mask, b & mask
        amount = ub & (bits - 1)
        if op in ("sdiv", "srem"):
            q = abs(a) // abs(b)
            q = q if (a < 0) == (b < 0) else -q
            return wrap_signed(q if op == "sdiv" else a - q * b, t)
        result = {
            "add": lambda: a + b,
            "sub": lambda: a - b,
            "mul": lambda: a * b,
            "udiv": lambda: ua // ub,
            "urem": lambda: ua % ub,
            "floordiv": lambda: a // b,
            "and": lambda: a & b,
            "or": lambda: a | b,
            "xor": lambda: a ^ b,
            "shl": lambda: a << amount,
            "lshr": lambda: ua >> amount,
            "ashr": lambda: a >> amount,
            "smin": lambda: min(a, b),
            "smax": lambda: max(a, b),
            "umin": lambda: min(ua, ub),
            "umax": lambda: max(ua, ub),
        }[op]()
        return wrap_signed(result, t)

    @staticmethod
    def compare(p: str, a, b, t: str) -> bool:
        if t in INT_BITS:
            mask = (1 << INT_BITS[t]) - 1
            if p[0] == "u":
                a, b = a & mask, b & mask
            rel = p if p in ("eq", "ne") else p[1:]
            return {
                "eq": a == b,
                "ne": a != b,
                "lt": a < b,
                "le": a <= b,
                "gt": a > b,
                "ge": a >= b,
            }[rel]
        q = p[1:]
        unordered = bool(np.isnan(a) or np.isnan(b))
        if q in ("true", "false"):
            return q == "true"
        if q == "ord":
            return not unordered
        if q == "uno":
            return unordered
        rel = {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[
            q[1:]
        ]
        if q[0] == "o":
            return (not unordered) and bool(rel)
        return unordered or bool(rel)

    @staticmethod
    def cast(op: str, x, src: str, dst: str):
        if op in ("sext",):
            return x
        if op == "zext":
            return x & ((1 << INT_BITS[src]) - 1)
        if op == "trunc":
            return wrap_signed(x, dst)
        if op == "sitofp":
            return int_to_float(x, dst)
        if op == "uitofp":
            return int_to_float(x & ((1 << INT_BITS[src]) - 1), dst)
        if op in ("fptosi", "fptoui"):
            return wrap_signed(int(np.trunc(x)), dst)
        if op == "fpext":
            return np.float64(x)
        if op == "fptrunc":
            return np.float32(x)
        if op == "bitcast":
            if src == dst:
                return x
            if dst in FLOATS:
                fmt = "<i" if dst == "f32" else "<q"
                ffmt = "<f" if dst == "f32" else "<d"
                return FLOATS[dst](struct.unpack(ffmt, struct.pack(fmt, x))[0])
            ffmt = "<f" if src == "f32" else "<d"
            fmt = "<i" if src == "f32" else "<q"
            return struct.unpack(fmt, struct.pack(ffmt, x))[0]
        raise ValueError(op)
