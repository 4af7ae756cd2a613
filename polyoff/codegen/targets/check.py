"""Well-formedness of a :class:`~polyoff.codegen.kernel_ir.Kernel`, checked before any target.

Every target lowers the same kernel, so the rules live here once: names are
declared before use and with one type, operator and operand types agree, arrays
exist and are indexed by integers, casts go between the kinds of types their
names say. A kernel that breaks a rule is a bug in the kernel builder, so the
error is an :class:`~polyoff.errors.InternalError` naming the node; the checks
keep such bugs away from LLVM, whose assertions would abort the process.

Scoping follows C: a :class:`~polyoff.codegen.kernel_ir.Block` (and a loop's
iterator) opens a scope; an inner declaration may shadow an outer one, but not a
kernel parameter or array, and not a name of the same scope. Parameters and loop
iterators cannot be assigned.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from polyoff.codegen import kernel_ir as K
from polyoff.errors import InternalError

#: Bit width of each integer type.
INT_BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
#: Bit width of each float type.
FLOAT_BITS = {"f32": 32, "f64": 64}
#: Byte size of an array element of each type (``i1`` is stored in a byte).
ELEMENT_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "f32": 4, "f64": 8}
#: Scalar kernel parameter types and the runtime's argument kind for each.
SCALAR_PARAM_KINDS = {"i32": "i32", "i64": "i64", "f32": "f32", "f64": "f64"}

#: Number of arguments of each math function.
MATH_ARITY = {f: 1 for f in K.MATH_FUNCTIONS} | {
    "pow": 2,
    "atan2": 2,
    "fmin": 2,
    "fmax": 2,
    "copysign": 2,
    "fmod": 2,
    "hypot": 2,
    "fma": 3,
}

UNARY_OPS = ("neg", "fneg", "not")
LOGICAL_OPS = ("and", "or")
LOCAL_SPACES = ("shared", "private")

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class KernelIRError(InternalError):
    """A kernel breaks a rule of kernel_ir (a bug in whatever built it)."""

    def __init__(self, message: str, kernel: str | None = None) -> None:
        self.kernel = kernel
        super().__init__(f"kernel {kernel!r}: {message}" if kernel else message)


@dataclass(frozen=True)
class VarInfo:
    """What a name in scope is: its type and whether it can be assigned."""

    type: str
    mutable: bool
    kind: str  # 'param', 'local' or 'iterator'


def is_int(type_: str) -> bool:
    return type_ in INT_BITS


def is_float(type_: str) -> bool:
    return type_ in FLOAT_BITS


def int_range(type_: str) -> tuple[int, int]:
    """Values an integer constant of ``type_`` may be written with: the signed
    minimum up to the unsigned maximum (both spellings of a bit pattern)."""
    bits = INT_BITS[type_]
    return -(1 << (bits - 1)), (1 << bits) - 1


def wrap_unsigned(value: int, type_: str) -> int:
    """``value`` modulo 2**bits: the bit pattern of an integer constant."""
    return int(value) & ((1 << INT_BITS[type_]) - 1)


def wrap_signed(value: int, type_: str) -> int:
    """The two's-complement value of ``value``'s bit pattern in ``type_``."""
    bits = INT_BITS[type_]
    u = wrap_unsigned(value, type_)
    return u - (1 << bits) if u >> (bits - 1) else u


def cast_ok(op: str, src: str, dst: str) -> bool:
    """Whether ``Cast(op)`` from ``src`` to ``dst`` is well formed."""
    if op in ("sext", "zext"):
        return is_int(src) and is_int(dst) and INT_BITS[src] < INT_BITS[dst]
    if op == "trunc":
        return is_int(src) and is_int(dst) and INT_BITS[src] > INT_BITS[dst]
    if op in ("sitofp", "uitofp"):
        return is_int(src) and is_float(dst)
    if op in ("fptosi", "fptoui"):
        return is_float(src) and is_int(dst)
    if op == "fpext":
        return src == "f32" and dst == "f64"
    if op == "fptrunc":
        return src == "f64" and dst == "f32"
    if op == "bitcast":
        return {src, dst} in ({"i32", "f32"}, {"i64", "f64"}) or (
            src == dst and src in K.SCALAR_TYPES
        )
    return False


def is_identifier(name: str) -> bool:
    return bool(_IDENTIFIER.match(name))


def sub_expressions(expr: K.Expr) -> tuple[K.Expr, ...]:
    """The operands of ``expr``, in order."""
    if isinstance(expr, (K.Unary, K.Cast)):
        return (expr.operand,)
    if isinstance(expr, (K.Binary, K.Compare)):
        return (expr.lhs, expr.rhs)
    if isinstance(expr, K.Logical):
        return tuple(expr.operands)
    if isinstance(expr, K.Select):
        return (expr.cond, expr.if_true, expr.if_false)
    if isinstance(expr, K.Call):
        return tuple(expr.args)
    if isinstance(expr, K.Load):
        return (expr.index,)
    return ()


def walk_expr(expr: K.Expr) -> Iterator[K.Expr]:
    """``expr`` and all its sub-expressions, parents first."""
    yield expr
    for sub in sub_expressions(expr):
        yield from walk_expr(sub)


def statement_expressions(stmt: K.Stmt) -> tuple[K.Expr, ...]:
    """The expressions a statement evaluates directly (not those of nested blocks)."""
    if isinstance(stmt, K.Declare):
        return () if stmt.init is None else (stmt.init,)
    if isinstance(stmt, K.Assign):
        return (stmt.value,)
    if isinstance(stmt, K.Store):
        return (stmt.index, stmt.value)
    if isinstance(stmt, K.For):
        return (stmt.init, stmt.cond)
    if isinstance(stmt, K.If):
        return (stmt.cond,)
    return ()


def walk_statements(block: K.Block) -> Iterator[K.Stmt]:
    """Every statement in ``block``, nested ones included, in program order."""
    for stmt in block.stmts:
        yield stmt
        if isinstance(stmt, K.Block):
            yield from walk_statements(stmt)
        elif isinstance(stmt, K.For):
            yield from walk_statements(stmt.body)
        elif isinstance(stmt, K.If):
            yield from walk_statements(stmt.then)
            if stmt.orelse is not None:
                yield from walk_statements(stmt.orelse)


def all_expressions(kernel: K.Kernel) -> Iterator[K.Expr]:
    """Every expression node of ``kernel``, sub-expressions included."""
    for stmt in walk_statements(kernel.body):
        for expr in statement_expressions(stmt):
            yield from walk_expr(expr)


def kernel_types(kernel: K.Kernel) -> frozenset[str]:
    """Every scalar type the kernel computes with or stores."""
    types = {p.var.type if isinstance(p, K.ScalarParam) else p.element_type for p in kernel.params}
    types |= {a.element_type for a in kernel.local_arrays}
    types |= {e.type for e in all_expressions(kernel)}
    for stmt in walk_statements(kernel.body):
        if isinstance(stmt, (K.Declare, K.Assign)):
            types.add(stmt.var.type)
    return frozenset(types)


def shared_memory_bytes(kernel: K.Kernel) -> int:
    """Bytes of work-group shared memory the kernel's shared arrays take."""
    return sum(
        a.size * ELEMENT_BYTES[a.element_type] for a in kernel.local_arrays if a.space == "shared"
    )


def check_kernel(kernel: K.Kernel) -> None:
    """Raise :class:`KernelIRError` naming the first rule ``kernel`` breaks."""
    _Checker(kernel).run()


def check_kernels(kernels: tuple[K.Kernel, ...] | list[K.Kernel]) -> None:
    """Check each kernel, and that their names are distinct."""
    seen: set[str] = set()
    for kernel in kernels:
        if not isinstance(kernel, K.Kernel):
            raise KernelIRError(f"expected a Kernel, got {type(kernel).__name__}")
        check_kernel(kernel)
        if kernel.name in seen:
            raise KernelIRError("two kernels have this name", kernel.name)
        seen.add(kernel.name)


class _Checker:
    def __init__(self, kernel: K.Kernel) -> None:
        self.kernel = kernel
        self.arrays: dict[str, str] = {}
        self.scopes: list[dict[str, VarInfo]] = []

    def fail(self, message: str) -> KernelIRError:
        return KernelIRError(message, self.kernel.name)

    def run(self) -> None:
        kernel = self.kernel
        if not is_identifier(kernel.name):
            raise self.fail("the kernel name is not a C identifier")
        bs = kernel.block_size
        if len(bs) != 3 or any(not isinstance(b, int) or b < 1 for b in bs):
            raise self.fail(f"block_size must be three positive ints, not {bs!r}")
        params: dict[str, VarInfo] = {}
        for p in kernel.params:
            if isinstance(p, K.ScalarParam):
                name, t = p.var.name, p.var.type
                if t not in SCALAR_PARAM_KINDS:
                    raise self.fail(
                        f"scalar parameter {name!r} has type {t}; kernels take "
                        f"{', '.join(SCALAR_PARAM_KINDS)} scalars only"
                    )
                params[name] = VarInfo(t, mutable=False, kind="param")
            elif isinstance(p, K.ArrayParam):
                name = p.name
                self.type_name(p.element_type, f"array parameter {name!r}")
                self.arrays[name] = p.element_type
            else:
                raise self.fail(f"parameter {p!r} is neither a ScalarParam nor an ArrayParam")
            if not name:
                raise self.fail("a parameter has an empty name")
            if list(kernel.param_names()).count(name) > 1:
                raise self.fail(f"parameter name {name!r} is used twice")
        for a in kernel.local_arrays:
            if a.name in self.arrays or a.name in params:
                raise self.fail(
                    f"local array {a.name!r} has the name of another parameter or array"
                )
            if a.space not in LOCAL_SPACES:
                raise self.fail(
                    f"local array {a.name!r} has space {a.space!r}, not one of {LOCAL_SPACES}"
                )
            if not isinstance(a.size, int) or a.size < 1:
                raise self.fail(
                    f"local array {a.name!r} has size {a.size!r}; it must be a positive int"
                )
            self.type_name(a.element_type, f"local array {a.name!r}")
            self.arrays[a.name] = a.element_type
        self.scopes = [params]
        self.block(kernel.body, new_scope=True)

    def type_name(self, t: object, what: str) -> None:
        if t not in K.SCALAR_TYPES:
            raise self.fail(f"{what} has type {t!r}, not one of {K.SCALAR_TYPES}")

    # --------------------------------------------------------------- scopes

    def lookup(self, name: str) -> VarInfo | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def declare(self, var: K.Var, info: VarInfo) -> None:
        if not isinstance(var, K.Var) or not var.name:
            raise self.fail(f"{var!r} is not a named Var")
        self.type_name(var.type, f"variable {var.name!r}")
        if var.name in self.scopes[0] or var.name in self.arrays:
            raise self.fail(f"variable {var.name!r} shadows a kernel parameter or array")
        if var.name in self.scopes[-1]:
            raise self.fail(f"variable {var.name!r} is declared twice in one scope")
        self.scopes[-1][var.name] = info

    # ----------------------------------------------------------- statements

    def block(self, block: K.Block, new_scope: bool) -> None:
        if not isinstance(block, K.Block):
            raise self.fail(f"expected a Block, got {type(block).__name__}")
        if new_scope:
            self.scopes.append({})
        for stmt in block.stmts:
            self.stmt(stmt)
        if new_scope:
            self.scopes.pop()

    def stmt(self, s: K.Stmt) -> None:
        if isinstance(s, K.Declare):
            if s.init is not None:
                self.expect(s.init, s.var.type, f"initialiser of {s.var.name!r}")
            self.declare(s.var, VarInfo(s.var.type, mutable=True, kind="local"))
        elif isinstance(s, K.Assign):
            info = self.lookup(s.var.name)
            if info is None:
                raise self.fail(f"assignment to undeclared variable {s.var.name!r}")
            if not info.mutable:
                raise self.fail(f"assignment to {info.kind} {s.var.name!r}, which is read-only")
            if info.type != s.var.type:
                raise self.fail(f"variable {s.var.name!r} is {info.type}, assigned as {s.var.type}")
            self.expect(s.value, info.type, f"value assigned to {s.var.name!r}")
        elif isinstance(s, K.Store):
            elem = self.array(s.array)
            self.index(s.index, s.array)
            self.expect(s.value, elem, f"value stored to {s.array!r}")
        elif isinstance(s, K.For):
            if not isinstance(s.var, K.Var) or not is_int(s.var.type):
                raise self.fail(f"loop iterator {s.var!r} must be an integer Var")
            if not isinstance(s.step, int) or isinstance(s.step, bool) or s.step == 0:
                raise self.fail(
                    f"loop over {s.var.name!r} has step {s.step!r}; it must be a nonzero int"
                )
            lo, hi = int_range(s.var.type)
            if not lo <= s.step <= hi:
                raise self.fail(f"loop step {s.step} does not fit {s.var.type}")
            self.expect(s.init, s.var.type, f"initial value of {s.var.name!r}")
            self.scopes.append({})
            self.declare(s.var, VarInfo(s.var.type, mutable=False, kind="iterator"))
            self.expect(s.cond, "i1", f"condition of the loop over {s.var.name!r}")
            self.block(s.body, new_scope=True)
            self.scopes.pop()
        elif isinstance(s, K.If):
            self.expect(s.cond, "i1", "if condition")
            self.block(s.then, new_scope=True)
            if s.orelse is not None:
                self.block(s.orelse, new_scope=True)
        elif isinstance(s, K.Block):
            self.block(s, new_scope=True)
        elif isinstance(s, K.Comment):
            if not isinstance(s.text, str):
                raise self.fail(f"comment text {s.text!r} is not a string")
        elif not isinstance(s, K.Barrier):
            raise self.fail(f"unknown statement {s!r}")

    def array(self, name: str) -> str:
        if name not in self.arrays:
            raise self.fail(f"array {name!r} is neither a parameter nor a local array")
        return self.arrays[name]

    def index(self, index: K.Expr, array: str) -> None:
        t = self.expr(index)
        if t not in ("i32", "i64"):
            raise self.fail(f"index into {array!r} is {t}; it must be i64 (or i32)")

    def expect(self, e: K.Expr, t: str, what: str) -> None:
        got = self.expr(e)
        if got != t:
            raise self.fail(f"{what} is {got}, expected {t}: {e!r}")

    # ---------------------------------------------------------- expressions

    def expr(self, e: K.Expr) -> str:
        t = getattr(e, "type", None)
        if not isinstance(
            e,
            (
                K.Const,
                K.Var,
                K.Special,
                K.Unary,
                K.Binary,
                K.Compare,
                K.Logical,
                K.Select,
                K.Cast,
                K.Call,
                K.Load,
            ),
        ):
            raise self.fail(f"unknown expression {e!r}")
        self.type_name(t, type(e).__name__)
        if isinstance(e, K.Const):
            self.const(e)
        elif isinstance(e, K.Var):
            info = self.lookup(e.name)
            if info is None:
                raise self.fail(f"variable {e.name!r} is not declared here")
            if info.type != t:
                raise self.fail(f"variable {e.name!r} is {info.type}, used as {t}")
        elif isinstance(e, K.Special):
            if e.kind not in K.SPECIAL_KINDS:
                raise self.fail(f"special {e.kind!r} is not one of {K.SPECIAL_KINDS}")
            if e.dim not in (0, 1, 2):
                raise self.fail(f"special {e.kind} has dimension {e.dim!r}, not 0, 1 or 2")
            if t not in ("i32", "i64"):
                raise self.fail(f"special {e.kind} has type {t}; it must be i64 (or i32)")
        elif isinstance(e, K.Unary):
            ot = self.expr(e.operand)
            if e.op not in UNARY_OPS:
                raise self.fail(f"unary operator {e.op!r} is not one of {UNARY_OPS}")
            ok = is_float(t) if e.op == "fneg" else is_int(t)
            if not ok or ot != t:
                raise self.fail(f"{e.op} of {ot} giving {t} is not well typed")
        elif isinstance(e, K.Binary):
            lt, rt = self.expr(e.lhs), self.expr(e.rhs)
            if e.op not in K.BINOPS:
                raise self.fail(f"binary operator {e.op!r} is not one of {K.BINOPS}")
            ok = is_int(t) if e.op in K.INT_BINOPS else is_float(t)
            if not ok or lt != t or rt != t:
                raise self.fail(f"{e.op} of {lt} and {rt} giving {t} is not well typed")
        elif isinstance(e, K.Compare):
            lt, rt = self.expr(e.lhs), self.expr(e.rhs)
            if lt != rt:
                raise self.fail(f"comparison {e.predicate} of {lt} with {rt}")
            preds = K.ICMP_PREDICATES if is_int(lt) else K.FCMP_PREDICATES
            if e.predicate not in preds:
                raise self.fail(f"predicate {e.predicate!r} does not compare {lt} values")
            if t != "i1":
                raise self.fail(f"comparison has type {t}, not i1")
        elif isinstance(e, K.Logical):
            if e.op not in LOGICAL_OPS or not e.operands:
                raise self.fail(f"logical {e.op!r} with {len(e.operands)} operands")
            for o in e.operands:
                self.expect(o, "i1", f"operand of logical {e.op}")
            if t != "i1":
                raise self.fail(f"logical {e.op} has type {t}, not i1")
        elif isinstance(e, K.Select):
            self.expect(e.cond, "i1", "select condition")
            self.expect(e.if_true, t, "select operand")
            self.expect(e.if_false, t, "select operand")
        elif isinstance(e, K.Cast):
            src = self.expr(e.operand)
            if e.op not in K.CAST_OPS or not cast_ok(e.op, src, t):
                raise self.fail(f"cast {e.op!r} from {src} to {t} is not well formed")
        elif isinstance(e, K.Call):
            if e.function not in K.MATH_FUNCTIONS:
                raise self.fail(f"call of {e.function!r}, which is not in MATH_FUNCTIONS")
            if not is_float(t):
                raise self.fail(
                    f"call of {e.function} has type {t}; math functions take f32 or f64"
                )
            if len(e.args) != MATH_ARITY[e.function]:
                raise self.fail(
                    f"{e.function} takes {MATH_ARITY[e.function]} arguments, not {len(e.args)}"
                )
            for a in e.args:
                self.expect(a, t, f"argument of {e.function}")
        elif isinstance(e, K.Load):
            elem = self.array(e.array)
            self.index(e.index, e.array)
            if elem != t:
                raise self.fail(f"load from {e.array!r} ({elem} elements) typed {t}")
        return t

    def const(self, e: K.Const) -> None:
        v = e.value
        if is_int(e.type):
            if isinstance(v, float) or not isinstance(v, int):
                raise self.fail(f"integer constant {v!r} of type {e.type} is not an int")
            lo, hi = int_range(e.type)
            if not lo <= v <= hi:
                raise self.fail(f"constant {v} does not fit {e.type}")
        elif not isinstance(v, (int, float)) or isinstance(v, bool):
            raise self.fail(f"float constant {v!r} is not a number")
