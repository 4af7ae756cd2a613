"""OpenCL C: the kernels printed as readable OpenCL C source, for any OpenCL
device (the driver compiles it; pocl, GPUs without IL support).

The text keeps the kernel's structure: nested ``for`` loops and ``if``\\ s, one
statement per line, comments carried over. The file starts with
``#pragma OPENCL FP_CONTRACT OFF`` (``ON`` with fast math) and enables
``cl_khr_fp64`` when doubles occur; each kernel is
``__kernel __attribute__((reqd_work_group_size(x, y, z)))``, arrays are
``__global`` (``const ... *restrict`` when read-only and ``noalias``) or ``__local`` at kernel scope.

Every operator is spelled so that C gives kernel_ir's meaning exactly:

* integers wrap: ``add sub mul neg shl`` are computed in ``uint``/``ulong`` and
  converted back (C's signed overflow would be undefined); narrow types
  (``char``, ``short``) are converted back after C's promotion to ``int``;
* unsigned operations and comparisons cast their operands to ``uchar`` ...
  ``ulong``; shift amounts are masked to the width;
* ``floordiv`` is a helper function correct for any signs;
* ``i1`` values are ``int`` 0/1 (``bool`` variables, ``uchar`` array elements);
  their signed value, where one is needed, is ``-x``;
* unordered float comparisons are negated ordered ones (``!(a >= b)`` for
  ``ult``), ``one``/``ueq`` use ``islessgreater``;
* float constants are printed with the fewest digits that read back as the same
  value (f32 ones with an ``f`` suffix), infinities as ``INFINITY``, NaNs by
  their bits (``as_double(0x...UL)``: sign and payload kept);
* ``frem`` is ``fmod``, math calls are the OpenCL built-ins of the same names.

Names that are not C identifiers, or that clash with C or OpenCL words, are
renamed (``a.b`` becomes ``a_b``); kernel names are kept as they are.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable, Sequence
from fractions import Fraction

from polyoff_runtime.program import KernelModule

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.base import Target, kernel_info, opencl_build_options
from polyoff.codegen.targets.check import (
    INT_BITS,
    KernelIRError,
    check_kernels,
    kernel_types,
    wrap_signed,
)
from polyoff.codegen.targets.strip_vectors import VectorStrip, lane_varying, plan_vector_strip

#: The C type of a value of each kernel_ir type.
C_TYPES = {
    "i1": "bool",
    "i8": "char",
    "i16": "short",
    "i32": "int",
    "i64": "long",
    "f32": "float",
    "f64": "double",
}
#: The C type of an array element (``i1`` in a byte).
C_ELEMENT_TYPES = C_TYPES | {"i1": "uchar"}
#: The unsigned type holding the bit pattern of an integer value.
C_UNSIGNED = {"i1": "uint", "i8": "uchar", "i16": "ushort", "i32": "uint", "i64": "ulong"}
#: The unsigned type wrapping arithmetic is done in (no promotion to ``int``).
C_WRAP = {"i1": "uint", "i8": "uint", "i16": "uint", "i32": "uint", "i64": "ulong"}

#: Operators computed modulo 2**bits, as C's unsigned arithmetic does.
_WRAP_OPS = {"add": "+", "sub": "-", "mul": "*", "shl": "<<"}
_SPECIALS = {
    "thread_id": "get_local_id",
    "block_id": "get_group_id",
    "block_dim": "get_local_size",
    "grid_dim": "get_num_groups",
}
_ORDERED = {"oeq": "==", "olt": "<", "ole": "<=", "ogt": ">", "oge": ">="}
#: Unordered predicates as the negation of an ordered comparison.
_UNORDERED = {"uge": "<", "ugt": "<=", "ule": ">", "ult": ">="}
#: before a loop whose iterations must run in order (K.For.ordered): clang's
#: loop hints, which OpenCL compilers built on clang honour
_ORDERED_LOOP = "#pragma clang loop vectorize(disable) interleave(disable)"
_ICMP = {
    "eq": "==",
    "ne": "!=",
    "slt": "<",
    "sle": "<=",
    "sgt": ">",
    "sge": ">=",
    "ult": "<",
    "ule": "<=",
    "ugt": ">",
    "uge": ">=",
}

#: Words a renamed identifier must avoid: C and OpenCL C keywords and types,
#: the built-ins this printer calls, its own helpers.
_RESERVED_WORDS = """
    auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef
    union unsigned void volatile while bool true false half uchar ushort uint ulong size_t
    ptrdiff_t intptr_t uintptr_t event_t sampler_t image1d_t image2d_t image3d_t __global
    global __local local __constant constant __private private __kernel kernel __read_only
    read_only __write_only write_only __read_write read_write __attribute__ get_local_id
    get_group_id get_local_size get_num_groups get_global_id barrier CLK_LOCAL_MEM_FENCE
    CLK_GLOBAL_MEM_FENCE min max isunordered isordered islessgreater as_int as_uint as_long
    as_ulong as_float as_double INFINITY NAN
"""
RESERVED = frozenset(_RESERVED_WORDS.split()) | frozenset(K.MATH_FUNCTIONS)

HELPER_PREFIX = "polyoff_"
#: Names OpenCL C's headers define as macros (FLT_MAX, M_PI, CL_VERSION_1_0 ...)
#: and its vector types (float4, uchar16 ...): renamed with a prefix.
_MACRO_LIKE = re.compile(
    r"(FLT|DBL|HALF|M|CL|CLK|FP|CHAR|SCHAR|UCHAR|SHRT|USHRT|INT|UINT|LONG|ULONG)_"
    r"|(MAXFLOAT|HUGE_VALF?|NULL|INFINITY|NAN)\Z"
    r"|u?(char|short|int|long)(2|3|4|8|16)\Z|(float|double|half|bool)(2|3|4|8|16)\Z"
)
_FLOORDIV = """\
static inline {t} polyoff_floordiv_{t}({t} a, {t} b)
{{
    /* division rounding toward minus infinity, for any signs */
    {t} q = a / b;
    {t} r = a % b;
    return (r != 0 && (r ^ b) < 0) ? q - 1 : q;
}}
"""
#: Signed minimum and maximum as a comparison, not the built-in: Intel's CPU
#: compiler (2026.2) cannot analyse a loop whose bound is a call of ``min``
#: and leaves it unvectorised (gemm LARGE 5x slower than with a ``select``).
_MINMAX = """\
static inline {t} polyoff_{op}_{t}({t} a, {t} b)
{{
    return a {sym} b ? a : b;
}}
"""


class OpenCLCTarget(Target):
    """OpenCL C source for all kernels of a module."""

    name = "opencl_c"

    def build(self, kernels: Sequence[K.Kernel], *, fast_math: bool = False) -> KernelModule:
        kernels = tuple(kernels)
        source = print_kernels(kernels, fast_math=fast_math)
        return KernelModule(
            target=self.name,
            code=source.encode(),
            kernels=tuple(kernel_info(k) for k in kernels),
            build_options=opencl_build_options(kernels, fast_math),
        )


def print_kernels(kernels: Sequence[K.Kernel], *, fast_math: bool = False) -> str:
    """The OpenCL C program holding ``kernels`` (checked first)."""
    kernels = tuple(kernels)
    check_kernels(kernels)
    for k in kernels:
        if k.name in RESERVED or k.name.startswith(HELPER_PREFIX):
            raise KernelIRError("the kernel name is a reserved word in OpenCL C", k.name)
    bodies = []
    helpers: set[str] = set()
    for k in kernels:
        printer = _KernelPrinter(k)
        bodies.append(printer.print_kernel())
        helpers |= printer.helpers
    uses_double = any("f64" in kernel_types(k) for k in kernels)
    lines = ["/* OpenCL C kernels generated by polyoff */"]
    lines.append(f"#pragma OPENCL FP_CONTRACT {'ON' if fast_math else 'OFF'}")
    if uses_double:
        lines.append("#pragma OPENCL EXTENSION cl_khr_fp64 : enable")
    lines.append("")
    for helper in sorted(helpers):
        op, t = helper.split(":")
        if op == "floordiv":
            lines.append(_FLOORDIV.format(t=t))
        else:
            lines.append(_MINMAX.format(op=op, t=t, sym="<" if op == "min" else ">"))
    return "\n".join(lines) + "\n" + "\n".join(bodies)


# ------------------------------------------------------------------ literals


def int_literal(type_: str, value: int) -> str:
    """An integer constant of ``type_`` (by its two's-complement value)."""
    v = wrap_signed(int(value), type_)
    if type_ == "i1":
        return str(v & 1)
    if type_ == "i64":
        return "(-9223372036854775807L - 1L)" if v == -(1 << 63) else _neg(f"{v}L")
    if type_ == "i32":
        return "(-2147483647 - 1)" if v == -(1 << 31) else _neg(str(v))
    return f"(({C_TYPES[type_]}){v})"


def _neg(text: str) -> str:
    return f"({text})" if text.startswith("-") else text


def float_literal(type_: str, value: float) -> str:
    """A float constant of ``type_`` that the compiler reads back exactly."""
    value = float(value)
    if type_ == "f32":
        value = _round_f32(value)
    if math.isnan(value):
        # By its bits: NAN's own (pocl: 0x7fffffff) is not the IR's NaN.
        if type_ == "f32":
            return f"as_float(0x{struct.unpack('<I', struct.pack('<f', value))[0]:08x}U)"
        return f"as_double(0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016x}UL)"
    if math.isinf(value):
        text = "INFINITY" if type_ == "f32" else "((double)INFINITY)"
        return f"(-{text})" if value < 0 else text
    if type_ == "f64":
        text = repr(value)  # shortest string that reads back as this double
    else:
        text = _shortest_f32(value)
    if "e" not in text and "." not in text:
        text += ".0"
    if type_ == "f32":
        text += "f"
    return _neg(text)


def _round_f32(value: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:
        return math.copysign(math.inf, value)


def _shortest_f32(value: float) -> str:
    if value == 0.0:
        return "-0.0" if math.copysign(1.0, value) < 0 else "0.0"
    for digits in range(1, 10):
        text = f"{value:.{digits}g}"
        if _reads_back_f32(text, value):
            return text
    raise AssertionError(f"no 9-digit decimal reads back as the f32 {value!r}")


def _reads_back_f32(text: str, value: float) -> bool:
    # Whether a correctly rounding compiler turns ``text`` into ``value``:
    # ``text`` must lie strictly inside ``value``'s rounding interval (or on its
    # edge when ties go to ``value``, i.e. its significand is even).
    exact = abs(Fraction(text))
    bits = struct.unpack("<I", struct.pack("<f", abs(value)))[0]
    here = Fraction(abs(value))
    below = Fraction(struct.unpack("<f", struct.pack("<I", bits - 1))[0])
    above = (
        Fraction(2) ** 128
        if bits + 1 == 0x7F800000
        else Fraction(struct.unpack("<f", struct.pack("<I", bits + 1))[0])
    )
    lo, hi = (below + here) / 2, (here + above) / 2
    if lo < exact < hi:
        return True
    return exact in (lo, hi) and bits % 2 == 0


# ------------------------------------------------------------------ printing


def _unwrap(text: str) -> str:
    """``text`` without one pair of parentheses enclosing all of it."""
    if not (text.startswith("(") and text.endswith(")")):
        return text
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and i < len(text) - 1:
            return text
    return text[1:-1]


class _KernelPrinter:
    def __init__(self, kernel: K.Kernel) -> None:
        self.kernel = kernel
        self.helpers: set[str] = set()
        self.elements = {
            p.name: p.element_type for p in kernel.params if isinstance(p, K.ArrayParam)
        }
        self.elements |= {a.name: a.element_type for a in kernel.local_arrays}
        self.lines: list[str] = []
        self.depth = 1
        # C names by kernel_ir name, innermost scope last; parameters and
        # arrays form the outermost scope.
        self.scopes: list[dict[str, str]] = [{}]
        self.kernel_wide = {kernel.name}
        for name in [*kernel.param_names(), *(a.name for a in kernel.local_arrays)]:
            self.kernel_wide.add(self.declare(name))
        # while a strip's body is printed as vectors: its plan, and the C
        # names of the current vector's registers by array
        self.vectors: tuple[VectorStrip, dict[str, str]] | None = None

    def declare(self, name: str) -> str:
        """Bind ``name`` in the innermost scope to a C identifier that is not a
        reserved word and hides no C name visible here: C puts a declared
        variable in scope inside its own initialiser, so an inner ``x`` whose
        initialiser reads an outer ``x`` needs a name of its own."""
        base = re.sub(r"[^A-Za-z0-9_]", "_", name)
        if not base or base[0].isdigit() or base.startswith(("__", HELPER_PREFIX)):
            base = "v" + base
        if _MACRO_LIKE.match(base):
            base = "v_" + base
        visible = {c for scope in self.scopes for c in scope.values()} | self.kernel_wide
        c, n = base, 0
        while c in visible or c in RESERVED:
            n += 1
            c = f"{base}_{n}"
        self.scopes[-1][name] = c
        return c

    def name(self, name: str) -> str:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        raise KernelIRError(f"{name!r} is not declared", self.kernel.name)

    def emit(self, text: str) -> None:
        self.lines.append("    " * self.depth + text)

    # ------------------------------------------------------------ structure

    def print_kernel(self) -> str:
        k = self.kernel
        params = []
        for p in k.params:
            if isinstance(p, K.ArrayParam):
                t = C_ELEMENT_TYPES[p.element_type]
                if p.readonly:
                    restrict = "restrict " if p.noalias else ""
                    params.append(f"__global const {t} *{restrict}{self.name(p.name)}")
                else:
                    params.append(f"__global {t} *{self.name(p.name)}")
            else:
                params.append(f"{C_TYPES[p.var.type]} {self.name(p.var.name)}")
        x, y, z = k.block_size
        head = [
            f"__kernel __attribute__((reqd_work_group_size({x}, {y}, {z})))",
            f"void {k.name}({', '.join(params) or 'void'})",
            "{",
        ]
        for a in k.local_arrays:
            space = "__local " if a.space == "shared" else ""
            self.emit(f"{space}{C_ELEMENT_TYPES[a.element_type]} {self.name(a.name)}[{a.size}];")
        for s in k.body.stmts:
            self.stmt(s)
        return "\n".join(head + self.lines + ["}", ""])

    def block(self, block: K.Block) -> None:
        self.depth += 1
        self.scopes.append({})
        for s in block.stmts:
            self.stmt(s)
        self.scopes.pop()
        self.depth -= 1

    def stmt(self, s: K.Stmt) -> None:
        if isinstance(s, K.Declare):
            init = None if s.init is None else _unwrap(self.expr(s.init))
            qualifier = "volatile " if s.volatile else ""
            c_type = C_TYPES[s.var.type]
            if self.vectors is not None and s.var.name in self.vectors[0].varying:
                c_type += str(self.vectors[0].width)
            decl = f"{qualifier}{c_type} {self.declare(s.var.name)}"
            self.emit(decl + ";" if init is None else f"{decl} = {init};")
        elif isinstance(s, K.Assign):
            self.emit(f"{self.name(s.var.name)} = {_unwrap(self.expr(s.value))};")
        elif isinstance(s, K.Store) and self.vectors is not None:
            # plan_vector_strip keeps every array a strip stores in registers
            plan, registers = self.vectors
            value = _unwrap(self.expr(s.value))
            if not lane_varying(s.value, plan):
                value = f"({C_TYPES[plan.element]}{plan.width})({value})"
            self.emit(f"{registers[s.array]} = {value};")
        elif isinstance(s, K.For) and self.vectors is None and (plan := plan_vector_strip(s)) is not None:
            self.vector_strip(plan)
        elif isinstance(s, K.For):
            self.for_loop(s)
        elif isinstance(s, K.Store):
            value = _unwrap(self.expr(s.value))
            if self.elements[s.array] == "i1":
                value = f"(uchar)({value})"
            self.emit(f"{self._element(s.array, s.volatile)}[{_unwrap(self.expr(s.index))}] = {value};")
        elif isinstance(s, K.If):
            self.emit(f"if ({_unwrap(self.expr(s.cond))}) {{")
            self.block(s.then)
            if s.orelse is not None:
                self.emit("} else {")
                self.block(s.orelse)
            self.emit("}")
        elif isinstance(s, K.Block):
            self.emit("{")
            self.block(s)
            self.emit("}")
        elif isinstance(s, K.Barrier):
            self.emit("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);" if s.global_memory
                      else "barrier(CLK_LOCAL_MEM_FENCE);")
        elif isinstance(s, K.Comment):
            for line in str(s.text).splitlines() or [""]:
                self.emit(f"// {line}".rstrip())
        else:
            raise KernelIRError(f"unknown statement {s!r}", self.kernel.name)

    def for_loop(self, s: K.For, inside: Callable[[], None] | None = None) -> None:
        """The loop ``s``; ``inside`` prints its body instead of ``s.body``."""
        init = _unwrap(self.expr(s.init))
        self.scopes.append({})
        name = self.declare(s.var.name)
        if s.step in (1, -1):
            step = f"{name}{'++' if s.step == 1 else '--'}"
        else:
            step = f"{name} {'+' if s.step > 0 else '-'}= {int_literal(s.var.type, abs(s.step))}"
        if s.ordered:
            self.emit(_ORDERED_LOOP)
        self.emit(f"for ({C_TYPES[s.var.type]} {name} = {init}; {_unwrap(self.expr(s.cond))}; {step}) {{")
        if inside is None:
            self.block(s.body)
        else:
            self.depth += 1
            inside()
            self.depth -= 1
        self.emit("}")
        self.scopes.pop()

    def vector_strip(self, plan: VectorStrip) -> None:
        """``plan.loop`` with its strip as vectors and the strip's stored
        elements in vector registers where it runs full strips, as it is
        elsewhere (:mod:`polyoff.codegen.targets.strip_vectors`)."""
        loop, strip, w = plan.loop, plan.strip, plan.width
        vector = f"{C_TYPES[plan.element]}{w}"
        self.emit(f"if ({_unwrap(self.expr(plan.full))}) {{")
        self.depth += 1
        self.scopes.append({})
        registers = [{a: self.declare(f"vec_{a}_{c}") for a, _ in plan.registers} for c in range(plan.chunks)]
        self.emit(f"{vector} {', '.join(n for chunk in registers for n in chunk.values())};")

        def each_vector(emit_one) -> None:
            for c in range(plan.chunks):
                self.emit("{")
                self.depth += 1
                self.scopes.append({})
                first_lane = int_literal(strip.var.type, c * w)
                self.emit(f"const {C_TYPES[strip.var.type]} {self.declare(strip.var.name)} = {first_lane};")
                emit_one(registers[c])
                self.scopes.pop()
                self.depth -= 1
                self.emit("}")

        def load(regs: dict[str, str]) -> None:
            for array, index in plan.registers:
                self.emit(f"{regs[array]} = vload{w}(0, {self.name(array)} + {self.expr(index)});")

        def store(regs: dict[str, str]) -> None:
            for array, index in plan.registers:
                self.emit(f"vstore{w}({regs[array]}, 0, {self.name(array)} + {self.expr(index)});")

        def body(regs: dict[str, str]) -> None:
            self.vectors = (plan, regs)
            for s in strip.body.stmts:
                self.stmt(s)
            self.vectors = None

        each_vector(load)
        self.for_loop(loop, lambda: each_vector(body))
        each_vector(store)
        self.scopes.pop()
        self.depth -= 1
        self.emit("} else {")
        self.depth += 1
        self.for_loop(loop)
        self.depth -= 1
        self.emit("}")

    # ---------------------------------------------------------- expressions
    # Each returns C text usable as an operand: an atom, or parenthesised.

    def expr(self, e: K.Expr) -> str:
        method = getattr(self, "_" + type(e).__name__.lower())
        return method(e)

    def signed(self, e: K.Expr) -> str:
        """``e`` as its two's-complement value (``i1`` true is -1)."""
        text = self.expr(e)
        return f"(-{text})" if e.type == "i1" else text

    def unsigned(self, e: K.Expr) -> str:
        """``e``'s bit pattern as an unsigned value."""
        return f"({C_UNSIGNED[e.type]}){self.expr(e)}"

    @staticmethod
    def narrow(type_: str, text: str) -> str:
        """``text`` (an integer computed in a wider type) as a ``type_`` value."""
        if type_ == "i1":
            return f"({text} & 1)"
        if type_ in ("i32", "i64"):
            return text
        return f"({C_TYPES[type_]}){text}"

    @staticmethod
    def wrapped(type_: str, text: str) -> str:
        """``text``, computed in the unsigned wrapping type, back as a ``type_`` value."""
        if type_ == "i1":
            return f"({text} & 1)"
        return f"({C_TYPES[type_]}){text}"

    def wrapping(self, e: K.Expr) -> tuple[str, bool]:
        """``e`` for use inside modular arithmetic of its type, and whether the
        text is already of the unsigned wrapping type. A chain of ``add sub mul
        shl neg`` stays in that type throughout; C's usual arithmetic conversions
        carry the other operands into it, so one cast per chain is enough."""
        if isinstance(e, K.Binary) and e.op in _WRAP_OPS:
            a, a_unsigned = self.wrapping(e.lhs)
            if e.op == "shl":
                # The type of a shift is its left operand's.
                if not a_unsigned:
                    a = f"({C_WRAP[e.type]}){a}"
                return f"({a} << ({self.expr(e.rhs)} & {INT_BITS[e.type] - 1}))", True
            b, b_unsigned = self.wrapping(e.rhs)
            if not (a_unsigned or b_unsigned):
                a = f"({C_WRAP[e.type]}){a}"
            return f"({a} {_WRAP_OPS[e.op]} {b})", True
        if isinstance(e, K.Unary) and e.op == "neg":
            x, x_unsigned = self.wrapping(e.operand)
            return f"(-{x if x_unsigned else f'({C_WRAP[e.type]}){x}'})", True
        return self.expr(e), False

    def wrap_op(self, e: K.Expr) -> str:
        text, _ = self.wrapping(e)
        return self.wrapped(e.type, text)

    def _const(self, e: K.Const) -> str:
        if e.type in INT_BITS:
            return int_literal(e.type, e.value)
        return float_literal(e.type, e.value)

    def _var(self, e: K.Var) -> str:
        return self.name(e.name)

    def _special(self, e: K.Special) -> str:
        return f"({C_TYPES[e.type]}){_SPECIALS[e.kind]}({e.dim})"

    def _unary(self, e: K.Unary) -> str:
        if e.op == "fneg":
            return f"(-{self.expr(e.operand)})"
        if e.op == "neg":
            return self.wrap_op(e)
        if e.type == "i1":
            return f"(!{self.expr(e.operand)})"
        return self.narrow(e.type, f"(~{self.expr(e.operand)})")

    def _binary(self, e: K.Binary) -> str:
        t, op, a, b = e.type, e.op, e.lhs, e.rhs
        if op in _WRAP_OPS:
            return self.wrap_op(e)
        if op in ("sdiv", "srem"):
            sym = "/" if op == "sdiv" else "%"
            return self.narrow(t, f"({self.signed(a)} {sym} {self.signed(b)})")
        if op in ("udiv", "urem"):
            sym = "/" if op == "udiv" else "%"
            return self.wrapped(t, f"({self.unsigned(a)} {sym} {self.unsigned(b)})")
        if op == "floordiv":
            helper = "long" if t == "i64" else "int"
            self.helpers.add(f"floordiv:{helper}")
            return self.narrow(
                t,
                f"polyoff_floordiv_{helper}({_unwrap(self.signed(a))}, {_unwrap(self.signed(b))})",
            )
        if op in ("and", "or", "xor"):
            sym = {"and": "&", "or": "|", "xor": "^"}[op]
            text = f"({self.expr(a)} {sym} {self.expr(b)})"
            # On i1 (0 or 1) and on int/long the result is already in range.
            return text if t == "i1" else self.narrow(t, text)
        if op in ("lshr", "ashr"):
            amount = f"({self.expr(b)} & {INT_BITS[t] - 1})"
            if op == "lshr":
                return self.wrapped(t, f"({self.unsigned(a)} >> {amount})")
            return self.narrow(t, f"({self.signed(a)} >> {amount})")
        if op in ("smin", "smax") and t in ("i32", "i64"):
            c_type = "long" if t == "i64" else "int"
            self.helpers.add(f"{op[1:]}:{c_type}")
            return f"polyoff_{op[1:]}_{c_type}({_unwrap(self.signed(a))}, {_unwrap(self.signed(b))})"
        if op in ("smin", "smax"):
            return self.narrow(t, f"{op[1:]}({_unwrap(self.signed(a))}, {_unwrap(self.signed(b))})")
        if op in ("umin", "umax"):
            return self.wrapped(
                t, f"{op[1:]}({_unwrap(self.unsigned(a))}, {_unwrap(self.unsigned(b))})"
            )
        if op in ("fadd", "fsub", "fmul", "fdiv"):
            sym = {"fadd": "+", "fsub": "-", "fmul": "*", "fdiv": "/"}[op]
            return f"({self.expr(a)} {sym} {self.expr(b)})"
        if op == "frem":
            return f"fmod({_unwrap(self.expr(a))}, {_unwrap(self.expr(b))})"
        raise KernelIRError(f"unknown binary operator {op!r}", self.kernel.name)

    def _compare(self, e: K.Compare) -> str:
        p, a, b = e.predicate, e.lhs, e.rhs
        if p in ("eq", "ne"):
            return f"({self.expr(a)} {_ICMP[p]} {self.expr(b)})"
        if p in ("slt", "sle", "sgt", "sge"):
            return f"({self.signed(a)} {_ICMP[p]} {self.signed(b)})"
        if p in ("ult", "ule", "ugt", "uge"):
            return f"({self.unsigned(a)} {_ICMP[p]} {self.unsigned(b)})"
        x, y = self.expr(a), self.expr(b)
        q = p[1:]
        if q in _ORDERED:
            return f"({x} {_ORDERED[q]} {y})"
        if q in _UNORDERED:
            return f"(!({x} {_UNORDERED[q]} {y}))"
        if q == "une":
            return f"({x} != {y})"
        return {
            "one": f"islessgreater({_unwrap(x)}, {_unwrap(y)})",
            "ueq": f"(!islessgreater({_unwrap(x)}, {_unwrap(y)}))",
            "ord": f"isordered({_unwrap(x)}, {_unwrap(y)})",
            "uno": f"isunordered({_unwrap(x)}, {_unwrap(y)})",
            "true": "1",
            "false": "0",
        }[q]

    def _logical(self, e: K.Logical) -> str:
        sym = " && " if e.op == "and" else " || "
        parts = [self.expr(o) for o in e.operands]
        return parts[0] if len(parts) == 1 else f"({sym.join(parts)})"

    def _select(self, e: K.Select) -> str:
        return f"({self.expr(e.cond)} ? {self.expr(e.if_true)} : {self.expr(e.if_false)})"

    def _cast(self, e: K.Cast) -> str:
        op, src, dst, x = e.op, e.operand.type, e.type, e.operand
        to = f"({C_TYPES[dst]})"
        if op == "bitcast":
            return self.expr(x) if src == dst else f"as_{C_TYPES[dst]}({_unwrap(self.expr(x))})"
        if op in ("fpext", "fptrunc"):
            return to + self.expr(x)
        if op == "trunc":
            return f"({self.expr(x)} & 1)" if dst == "i1" else to + self.expr(x)
        if op in ("sext", "sitofp"):
            return to + self.signed(x)
        if op in ("zext", "uitofp"):
            # an i1 is already 0 or 1
            return to + (self.expr(x) if src == "i1" else self.unsigned(x))
        if op == "fptosi":
            return f"((int){self.expr(x)} & 1)" if dst == "i1" else to + self.expr(x)
        if op == "fptoui":
            if dst == "i1":
                return f"((uint){self.expr(x)} & 1)"
            return f"{to}({C_UNSIGNED[dst]}){self.expr(x)}"
        raise KernelIRError(f"unknown cast {op!r}", self.kernel.name)

    def _element(self, array: str, volatile: bool) -> str:
        """The array's name, through a volatile pointer where asked (only
        buffers in global memory are)."""
        if not volatile:
            return self.name(array)
        return f"((volatile __global {C_TYPES[self.elements[array]]} *){self.name(array)})"

    def _call(self, e: K.Call) -> str:
        return f"{e.function}({', '.join(_unwrap(self.expr(a)) for a in e.args)})"

    def _load(self, e: K.Load) -> str:
        if self.vectors is not None:
            plan, registers = self.vectors
            if e.array in registers:
                return registers[e.array]
            if lane_varying(e, plan):
                return f"vload{plan.width}(0, {self.name(e.array)} + {self.expr(e.index)})"
        text = f"{self._element(e.array, e.volatile)}[{_unwrap(self.expr(e.index))}]"
        return f"({text} & 1)" if self.elements[e.array] == "i1" else text
