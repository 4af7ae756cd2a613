"""Lower kernel_ir to llvmlite.ir: expressions for any caller, kernels for a device.

Two entry points:

* :func:`lower_expr` turns one :class:`~polyoff.codegen.kernel_ir.Expr` into an
  ``ir.Value`` at a builder's position, with variables taken from a mapping. The
  host-code generator uses it for the i64 index arithmetic of the isl AST; the
  kernel lowering uses it for everything. What depends on context (array loads,
  hardware indices, math functions, ``frem``) goes through :class:`ExprHooks`.
* :func:`lower_kernels` builds an ``ir.Module`` with one function per kernel for
  a :class:`DeviceLowering` (a target's description: triple, datalayout, address
  spaces, calling convention, indices, barrier, math). Mutable scalars become
  allocas in the entry block; the target runs SROA over the module afterwards, so
  what reaches the backend is clean SSA. Loops become preheader / header / body /
  latch blocks.

This module builds IR only; parsing, optimising and emitting (``llvmlite.binding``)
belong to `codegen.targets`.

Semantics (see kernel_ir): integers wrap (no ``nsw``/``nuw``); shift amounts are
taken modulo the bit width, as in OpenCL C, so every target agrees on them;
``floordiv`` rounds toward minus infinity for any signs; floats get no
fast-math flags, ``contract`` included, unless ``fast_math`` is set, in which case
every float operation and math call carries ``fast``.
"""

from __future__ import annotations

import struct
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence

from llvmlite import ir

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.check import (
    ELEMENT_BYTES,
    INT_BITS,
    KernelIRError,
    check_kernels,
    wrap_signed,
)

LLVM_TYPES: dict[str, ir.Type] = {
    "i1": ir.IntType(1),
    "i8": ir.IntType(8),
    "i16": ir.IntType(16),
    "i32": ir.IntType(32),
    "i64": ir.IntType(64),
    "f32": ir.FloatType(),
    "f64": ir.DoubleType(),
}

#: Fast-math flags put on float operations and math calls in fast-math mode.
FAST_MATH_FLAGS = ("fast",)

_ICMP = {
    "eq": ("s", "=="),
    "ne": ("s", "!="),
    "slt": ("s", "<"),
    "sle": ("s", "<="),
    "sgt": ("s", ">"),
    "sge": ("s", ">="),
    "ult": ("u", "<"),
    "ule": ("u", "<="),
    "ugt": ("u", ">"),
    "uge": ("u", ">="),
}
_FCMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def llvm_type(type_: str) -> ir.Type:
    """The llvmlite type of a kernel_ir scalar type."""
    try:
        return LLVM_TYPES[type_]
    except KeyError:
        raise KernelIRError(f"unknown scalar type {type_!r}") from None


def storage_type(type_: str) -> ir.Type:
    """The type an array element of ``type_`` is stored as (``i1`` in a byte)."""
    return ir.IntType(8) if type_ == "i1" else llvm_type(type_)


def round_to_f32(value: float) -> float:
    """``value`` rounded to the nearest f32 (to infinity when out of range)."""
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:
        return float("inf") if value > 0 else float("-inf")


def constant(type_: str, value: int | float) -> ir.Constant:
    """An LLVM constant of kernel_ir type ``type_``; integers by bit pattern."""
    ty = llvm_type(type_)
    if type_ == "i1":
        return ir.Constant(ty, bool(int(value) & 1))
    if type_ in INT_BITS:
        return ir.Constant(ty, wrap_signed(int(value), type_))
    value = float(value)
    return ir.Constant(ty, round_to_f32(value) if type_ == "f32" else value)


def convert_int(builder: ir.IRBuilder, value: ir.Value, type_: str, *, signed: bool) -> ir.Value:
    """``value`` (an integer) extended or truncated to ``type_``."""
    target = llvm_type(type_)
    have, want = value.type.width, target.width
    if have == want:
        return value
    if have > want:
        return builder.trunc(value, target)
    return builder.sext(value, target) if signed else builder.zext(value, target)


class ExprHooks:
    """How the context-dependent leaves of an expression lower.

    The defaults suit host code: there are no arrays, hardware indices or math
    calls (each raises :class:`KernelIRError`), and ``frem`` is LLVM's ``frem``
    (C's ``fmod`` on a CPU). Device lowerings override all four.
    """

    def load(self, builder: ir.IRBuilder, array: str, index: ir.Value, type_: str) -> ir.Value:
        raise KernelIRError(f"a load from array {array!r} cannot be lowered here")

    def special(self, builder: ir.IRBuilder, kind: str, dim: int) -> ir.Value:
        raise KernelIRError(f"hardware index {kind}({dim}) cannot be lowered here")

    def math(
        self,
        builder: ir.IRBuilder,
        function: str,
        args: Sequence[ir.Value],
        type_: str,
        fast_math: bool,
    ) -> ir.Value:
        raise KernelIRError(f"math function {function} cannot be lowered here")

    def frem(
        self, builder: ir.IRBuilder, lhs: ir.Value, rhs: ir.Value, type_: str, fast_math: bool
    ) -> ir.Value:
        return builder.frem(lhs, rhs, flags=FAST_MATH_FLAGS if fast_math else ())


def lower_expr(
    builder: ir.IRBuilder,
    expr: K.Expr,
    env: Mapping[str, ir.Value],
    *,
    hooks: ExprHooks | None = None,
    fast_math: bool = False,
) -> ir.Value:
    """Emit ``expr`` at ``builder``'s position and return its value.

    Args:
        builder: where the instructions go.
        expr: a kernel_ir expression (well typed; see ``targets.check``).
        env: the value of each :class:`~polyoff.codegen.kernel_ir.Var` by name,
            of the Var's LLVM type. It may be any mapping, e.g. one that loads
            from allocas on lookup.
        hooks: how loads, hardware indices, math calls and ``frem`` lower;
            :class:`ExprHooks` (host code) when omitted.
        fast_math: put ``fast`` flags on float operations.
    """
    return _ExprLowering(builder, env, hooks or ExprHooks(), fast_math).lower(expr)


class _ExprLowering:
    def __init__(
        self, builder: ir.IRBuilder, env: Mapping[str, ir.Value], hooks: ExprHooks, fast_math: bool
    ) -> None:
        self.b = builder
        self.env = env
        self.hooks = hooks
        self.fast_math = fast_math
        self.flags = FAST_MATH_FLAGS if fast_math else ()

    def lower(self, e: K.Expr) -> ir.Value:
        method = getattr(self, "_" + type(e).__name__.lower(), None)
        if method is None:
            raise KernelIRError(f"unknown expression {e!r}")
        return method(e)

    def _const(self, e: K.Const) -> ir.Value:
        return constant(e.type, e.value)

    def _var(self, e: K.Var) -> ir.Value:
        try:
            value = self.env[e.name]
        except KeyError:
            raise KernelIRError(f"variable {e.name!r} has no value here") from None
        if value.type != llvm_type(e.type):
            raise KernelIRError(f"variable {e.name!r} is {value.type}, used as {e.type}")
        return value

    def _special(self, e: K.Special) -> ir.Value:
        return convert_int(self.b, self.hooks.special(self.b, e.kind, e.dim), e.type, signed=False)

    def _unary(self, e: K.Unary) -> ir.Value:
        x = self.lower(e.operand)
        if e.op == "neg":
            return self.b.neg(x)
        if e.op == "fneg":
            return self.b.fneg(x, flags=self.flags)
        if e.op == "not":
            return self.b.not_(x)
        raise KernelIRError(f"unknown unary operator {e.op!r}")

    def _binary(self, e: K.Binary) -> ir.Value:
        a, c = self.lower(e.lhs), self.lower(e.rhs)
        b, op = self.b, e.op
        simple = {
            "add": b.add,
            "sub": b.sub,
            "mul": b.mul,
            "sdiv": b.sdiv,
            "srem": b.srem,
            "udiv": b.udiv,
            "urem": b.urem,
            "and": b.and_,
            "or": b.or_,
            "xor": b.xor,
        }
        if op in simple:
            return simple[op](a, c)
        if op in ("shl", "lshr", "ashr"):
            # OpenCL C's rule: the amount is taken modulo the width (LLVM: poison).
            amount = b.and_(c, ir.Constant(c.type, INT_BITS[e.type] - 1))
            return {"shl": b.shl, "lshr": b.lshr, "ashr": b.ashr}[op](a, amount)
        if op in ("smin", "smax", "umin", "umax"):
            cmp = b.icmp_signed if op[0] == "s" else b.icmp_unsigned
            less = cmp("<", a, c)
            return b.select(less, a, c) if op.endswith("min") else b.select(less, c, a)
        if op == "floordiv":
            return self._floordiv(a, c)
        if op in ("fadd", "fsub", "fmul", "fdiv"):
            fn = {"fadd": b.fadd, "fsub": b.fsub, "fmul": b.fmul, "fdiv": b.fdiv}[op]
            return fn(a, c, flags=self.flags)
        if op == "frem":
            return self.hooks.frem(b, a, c, e.type, self.fast_math)
        raise KernelIRError(f"unknown binary operator {op!r}")

    def _floordiv(self, a: ir.Value, d: ir.Value) -> ir.Value:
        # q = a / d truncated, minus one where the remainder is nonzero and has
        # the other sign than d: floor for any signs, without overflow.
        b = self.b
        q = b.sdiv(a, d)
        r = b.srem(a, d)
        zero = ir.Constant(a.type, 0)
        fix = b.and_(b.icmp_signed("!=", r, zero), b.icmp_signed("<", b.xor(r, d), zero))
        return b.sub(q, b.zext(fix, a.type))

    def _compare(self, e: K.Compare) -> ir.Value:
        a, c = self.lower(e.lhs), self.lower(e.rhs)
        p = e.predicate
        if p in _ICMP:
            sign, op = _ICMP[p]
            cmp = self.b.icmp_signed if sign == "s" else self.b.icmp_unsigned
            return cmp(op, a, c)
        if p == "ftrue":
            return ir.Constant(ir.IntType(1), True)
        if p == "ffalse":
            return ir.Constant(ir.IntType(1), False)
        if p == "ford":
            return self.b.fcmp_ordered("ord", a, c, flags=self.flags)
        if p == "funo":
            return self.b.fcmp_unordered("uno", a, c, flags=self.flags)
        if p.startswith("fo") and p[2:] in _FCMP:
            return self.b.fcmp_ordered(_FCMP[p[2:]], a, c, flags=self.flags)
        if p.startswith("fu") and p[2:] in _FCMP:
            return self.b.fcmp_unordered(_FCMP[p[2:]], a, c, flags=self.flags)
        raise KernelIRError(f"unknown comparison predicate {p!r}")

    def _logical(self, e: K.Logical) -> ir.Value:
        values = [self.lower(o) for o in e.operands]
        if e.op not in ("and", "or"):
            raise KernelIRError(f"unknown logical operator {e.op!r}")
        combine = self.b.and_ if e.op == "and" else self.b.or_
        result = values[0]
        for v in values[1:]:
            result = combine(result, v)
        return result

    def _select(self, e: K.Select) -> ir.Value:
        cond = self.lower(e.cond)
        return self.b.select(cond, self.lower(e.if_true), self.lower(e.if_false))

    def _cast(self, e: K.Cast) -> ir.Value:
        x = self.lower(e.operand)
        ty = llvm_type(e.type)
        if e.op == "bitcast" and x.type == ty:
            return x
        if e.op in ("sitofp", "uitofp") and e.operand.type == "i1":
            # A select, because LLVM 22's SPIR-V backend converts `sitofp i1`
            # as if unsigned (true gives 1.0, not -1.0).
            one = constant(e.type, -1.0 if e.op == "sitofp" else 1.0)
            return self.b.select(x, one, constant(e.type, 0.0))
        fns = {
            "sext": self.b.sext,
            "zext": self.b.zext,
            "trunc": self.b.trunc,
            "sitofp": self.b.sitofp,
            "uitofp": self.b.uitofp,
            "fptosi": self.b.fptosi,
            "fptoui": self.b.fptoui,
            "fpext": self.b.fpext,
            "fptrunc": self.b.fptrunc,
            "bitcast": self.b.bitcast,
        }
        if e.op not in fns:
            raise KernelIRError(f"unknown cast {e.op!r}")
        return fns[e.op](x, ty)

    def _call(self, e: K.Call) -> ir.Value:
        args = [self.lower(a) for a in e.args]
        return self.hooks.math(self.b, e.function, args, e.type, self.fast_math)

    def _load(self, e: K.Load) -> ir.Value:
        index = self.lower(e.index)
        if e.volatile:
            return self.hooks.load(self.b, e.array, index, e.type, volatile=True)
        return self.hooks.load(self.b, e.array, index, e.type)


# ------------------------------------------------------------------ devices


class DeviceLowering(ExprHooks, ABC):
    """A target's description for kernel lowering.

    Subclasses set the class attributes and implement the abstract methods; the
    inherited :class:`ExprHooks` methods ``load`` and ``frem`` are provided here
    (arrays by address space; ``frem`` as the target's ``fmod``).
    """

    #: Target triple and datalayout of the module.
    triple: str = ""
    data_layout: str = ""
    #: Calling convention of kernel functions (``ptx_kernel``, ``spir_kernel`` ...).
    calling_convention: str = ""
    #: Address spaces of global buffers, of work-group shared arrays, and of
    #: allocas (private arrays and mutable scalars; the datalayout's ``A``).
    global_addrspace: int = 1
    shared_addrspace: int = 3
    private_addrspace: int = 0

    def __init__(self) -> None:
        self.kernel: K.Kernel | None = None
        self.module: ir.Module | None = None
        self.arrays: dict[str, tuple[ir.Value, K.ArrayParam | K.LocalArray]] = {}

    # what a target supplies
    @abstractmethod
    def special(self, builder: ir.IRBuilder, kind: str, dim: int) -> ir.Value:
        """The hardware index ``kind`` of dimension ``dim`` (an integer value)."""

    @abstractmethod
    def barrier(self, builder: ir.IRBuilder, global_memory: bool = False) -> None:
        """A work-group barrier that also orders shared-memory accesses, and
        with ``global_memory`` the work-group's global-memory accesses."""

    @abstractmethod
    def math(
        self,
        builder: ir.IRBuilder,
        function: str,
        args: Sequence[ir.Value],
        type_: str,
        fast_math: bool,
    ) -> ir.Value:
        """Call of ``function`` (one of MATH_FUNCTIONS) on ``type_`` values."""

    def finish_kernel(self, function: ir.Function, kernel: K.Kernel) -> None:
        """Attach the target's kernel attributes and metadata to ``function``."""

    def finish_module(self, module: ir.Module, fast_math: bool) -> None:
        """Add module-level metadata once every kernel is lowered."""

    # provided
    def frem(
        self, builder: ir.IRBuilder, lhs: ir.Value, rhs: ir.Value, type_: str, fast_math: bool
    ) -> ir.Value:
        return self.math(builder, "fmod", [lhs, rhs], type_, fast_math)

    def load(self, builder: ir.IRBuilder, array: str, index: ir.Value, type_: str,
             volatile: bool = False) -> ir.Value:
        ptr, elem = self.element_pointer(builder, array, index)
        if volatile:
            value = volatile_load(builder, ptr, storage_type(elem))
        else:
            value = builder.load(ptr, typ=storage_type(elem), align=_align(elem))
        return builder.trunc(value, llvm_type("i1")) if elem == "i1" else value

    def store(self, builder: ir.IRBuilder, array: str, index: ir.Value, value: ir.Value,
              volatile: bool = False) -> None:
        ptr, elem = self.element_pointer(builder, array, index)
        if elem == "i1":
            value = builder.zext(value, storage_type("i1"))
        if volatile:
            volatile_store(builder, value, ptr)
        else:
            builder.store(value, ptr, align=_align(elem))

    def element_pointer(
        self, builder: ir.IRBuilder, array: str, index: ir.Value
    ) -> tuple[ir.Value, str]:
        try:
            base, decl = self.arrays[array]
        except KeyError:
            raise KernelIRError(f"array {array!r} is not declared") from None
        elem = decl.element_type
        if isinstance(decl, K.LocalArray):
            zero = ir.Constant(index.type, 0)
            array_type = ir.ArrayType(storage_type(elem), decl.size)
            return builder.gep(base, [zero, index], inbounds=True, source_etype=array_type), elem
        return builder.gep(base, [index], inbounds=True, source_etype=storage_type(elem)), elem

    def declare_function(
        self, module: ir.Module, name: str, ret: ir.Type, args: Sequence[ir.Type]
    ) -> ir.Function:
        """The function ``name`` of ``module``, declared on first use."""
        if name in module.globals:
            return module.globals[name]
        return ir.Function(module, ir.FunctionType(ret, list(args)), name)

    def call_intrinsic(
        self,
        builder: ir.IRBuilder,
        name: str,
        ret: ir.Type,
        args: Sequence[ir.Value],
        fast_math: bool = False,
    ) -> ir.Value:
        fn = self.declare_function(builder.module, name, ret, [a.type for a in args])
        flags = (
            FAST_MATH_FLAGS if fast_math and isinstance(ret, (ir.FloatType, ir.DoubleType)) else ()
        )
        return builder.call(fn, list(args), fastmath=flags)


def add_raw_attribute(attributes: ir.values.AttributeSet, attribute: str) -> None:
    """Add an attribute llvmlite does not list (``readonly`` on an argument,
    ``"key"="value"`` string attributes on a function); its ``add`` refuses
    them, but prints whatever the set holds."""
    set.add(attributes, attribute)


def _align(type_: str) -> int:
    return ELEMENT_BYTES[type_]


class _AllocaInAddrspace(ir.instructions.AllocaInstr):
    """``alloca`` in a given address space (AMDGPU's stack is addrspace 5);
    llvmlite's own alloca always yields a generic pointer."""

    def __init__(self, parent: ir.Block, typ: ir.Type, name: str, addrspace: int) -> None:
        super().__init__(parent, typ, None, name)
        self.type = ir.PointerType(addrspace=addrspace)
        self.addrspace = addrspace

    def descr(self, buf: list[str]) -> None:
        super().descr(buf)
        if self.addrspace:
            buf.append(f", addrspace({self.addrspace})")


def _alloca(builder: ir.IRBuilder, typ: ir.Type, name: str, addrspace: int) -> ir.Value:
    slot = _AllocaInAddrspace(builder.block, typ, name, addrspace)
    # IRBuilder has no public way to insert an instruction it did not make.
    builder._insert(slot)
    return slot


class _VolatileLoad(ir.instructions.LoadInstr):
    """``load volatile`` (llvmlite's builder has no volatile loads)."""

    def descr(self, buf: list[str]) -> None:
        inner: list[str] = []
        super().descr(inner)
        buf.append(inner[0].replace("load ", "load volatile ", 1))


class _VolatileStore(ir.instructions.StoreInstr):
    def descr(self, buf: list[str]) -> None:
        inner: list[str] = []
        super().descr(inner)
        buf.append(inner[0].replace("store ", "store volatile ", 1))


def volatile_load(builder: ir.IRBuilder, ptr: ir.Value, ty: ir.Type) -> ir.Value:
    load = _VolatileLoad(builder.block, ptr, typ=ty)
    builder._insert(load)
    return load


def volatile_store(builder: ir.IRBuilder, value: ir.Value, ptr: ir.Value) -> None:
    store = _VolatileStore(builder.block, value, ptr)
    store.align = None
    builder._insert(store)


class _Scopes(Mapping[str, ir.Value]):
    """Variables in scope: parameters as values, mutable locals as allocas that
    are loaded wherever they are read."""

    def __init__(self, builder: ir.IRBuilder) -> None:
        self.builder = builder
        self.frames: list[dict[str, tuple[ir.Value, ir.Type, bool]]] = [{}]
        #: names of volatile locals (declared once per kernel by polyoff)
        self.volatile: set[str] = set()

    def bind(self, name: str, value: ir.Value, ty: ir.Type, in_memory: bool) -> None:
        self.frames[-1][name] = (value, ty, in_memory)

    def slot(self, name: str) -> tuple[ir.Value, ir.Type, bool]:
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        raise KeyError(name)

    def __getitem__(self, name: str) -> ir.Value:
        value, ty, in_memory = self.slot(name)
        if not in_memory:
            return value
        if name in self.volatile:
            return volatile_load(self.builder, value, ty)
        return self.builder.load(value, typ=ty)

    def __iter__(self) -> Iterator[str]:
        return iter({n for frame in self.frames for n in frame})

    def __len__(self) -> int:
        return len({n for frame in self.frames for n in frame})


def lower_kernels(
    kernels: Sequence[K.Kernel],
    lowering: DeviceLowering,
    *,
    fast_math: bool = False,
    module_name: str = "polyoff_kernels",
) -> ir.Module:
    """Build one ``ir.Module`` holding every kernel, for ``lowering``'s target.

    The kernels are checked first (``targets.check``); anything a target cannot
    lower raises that target's error. Run SROA over the parsed module afterwards.
    """
    check_kernels(list(kernels))
    module = ir.Module(name=module_name)
    module.triple = lowering.triple
    module.data_layout = lowering.data_layout
    for kernel in kernels:
        lower_kernel(module, kernel, lowering, fast_math=fast_math)
    lowering.finish_module(module, fast_math)
    return module


def lower_kernel(
    module: ir.Module, kernel: K.Kernel, lowering: DeviceLowering, *, fast_math: bool = False
) -> ir.Function:
    """Add ``kernel`` (already checked) to ``module`` as a kernel function."""
    arg_types = []
    for p in kernel.params:
        if isinstance(p, K.ArrayParam):
            arg_types.append(ir.PointerType(addrspace=lowering.global_addrspace))
        else:
            arg_types.append(llvm_type(p.var.type))
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), arg_types), kernel.name)
    fn.calling_convention = lowering.calling_convention
    lowering.kernel = kernel
    lowering.module = module
    lowering.arrays = {}
    entry = fn.append_basic_block("entry")
    builder = ir.IRBuilder(entry)
    scopes = _Scopes(builder)
    for p, arg in zip(kernel.params, fn.args):
        if isinstance(p, K.ArrayParam):
            arg.name = p.name
            arg.add_attribute("noundef")
            if p.noalias:
                # Buffers are distinct allocations and a read-only one is never
                # written, so no store can reach it: the backend may use its
                # read-only data path (NVPTX ld.global.nc).
                arg.add_attribute("noalias")
            if p.readonly:
                add_raw_attribute(arg.attributes, "readonly")
            lowering.arrays[p.name] = (arg, p)
        else:
            arg.name = p.var.name
            scopes.bind(p.var.name, arg, arg.type, in_memory=False)
    for a in kernel.local_arrays:
        array_type = ir.ArrayType(storage_type(a.element_type), a.size)
        if a.space == "shared":
            gv = ir.GlobalVariable(
                module, array_type, f"{kernel.name}.{a.name}", addrspace=lowering.shared_addrspace
            )
            # llvmlite types a global's address as a typed pointer; kernels
            # use opaque pointers throughout.
            gv.type = ir.PointerType(addrspace=lowering.shared_addrspace)
            gv.linkage = "internal"
            gv.initializer = ir.Constant(array_type, ir.Undefined)
            gv.align = 16
            lowering.arrays[a.name] = (gv, a)
        else:
            slot = _alloca(builder, array_type, a.name, lowering.private_addrspace)
            slot.align = 16
            lowering.arrays[a.name] = (slot, a)
    # Allocas stay in the entry block (SROA promotes only those); the body
    # starts in its own block, entered once every alloca is in place.
    body_block = fn.append_basic_block("body")
    body = ir.IRBuilder(body_block)
    scopes.builder = body
    _StatementLowering(fn, builder, body, scopes, lowering, fast_math).block(kernel.body)
    body.ret_void()
    builder.branch(body_block)
    lowering.finish_kernel(fn, kernel)
    return fn


class _StatementLowering:
    def __init__(
        self,
        fn: ir.Function,
        entry: ir.IRBuilder,
        builder: ir.IRBuilder,
        scopes: _Scopes,
        lowering: DeviceLowering,
        fast_math: bool,
    ) -> None:
        self.fn = fn
        self.entry = entry
        self.b = builder
        self.scopes = scopes
        self.lowering = lowering
        self.fast_math = fast_math
        self.labels = 0

    def expr(self, e: K.Expr) -> ir.Value:
        return lower_expr(self.b, e, self.scopes, hooks=self.lowering, fast_math=self.fast_math)

    def new_blocks(self, *names: str) -> list[ir.Block]:
        """Fresh blocks for one loop or if, numbered alike (for.cond3, for.body3)."""
        self.labels += 1
        return [self.fn.append_basic_block(f"{name}{self.labels}") for name in names]

    def local(self, var: K.Var) -> ir.Value:
        ty = llvm_type(var.type)
        slot = _alloca(self.entry, ty, var.name, self.lowering.private_addrspace)
        self.scopes.bind(var.name, slot, ty, in_memory=True)
        return slot

    def block(self, block: K.Block) -> None:
        self.scopes.frames.append({})
        for s in block.stmts:
            self.stmt(s)
        self.scopes.frames.pop()

    def stmt(self, s: K.Stmt) -> None:
        b = self.b
        if isinstance(s, K.Declare):
            init = None if s.init is None else self.expr(s.init)
            slot = self.local(s.var)
            if s.volatile:
                self.scopes.volatile.add(s.var.name)
            else:
                self.scopes.volatile.discard(s.var.name)
            if init is not None:
                if s.volatile:
                    volatile_store(b, init, slot)
                else:
                    b.store(init, slot)
        elif isinstance(s, K.Assign):
            value = self.expr(s.value)
            slot, _, in_memory = self.scopes.slot(s.var.name)
            if not in_memory:
                raise KernelIRError(f"assignment to read-only {s.var.name!r}")
            if s.var.name in self.scopes.volatile:
                volatile_store(b, value, slot)
            else:
                b.store(value, slot)
        elif isinstance(s, K.Store):
            index = self.expr(s.index)
            value = self.expr(s.value)
            if s.volatile:
                self.lowering.store(b, s.array, index, value, volatile=True)
            else:
                self.lowering.store(b, s.array, index, value)
        elif isinstance(s, K.For):
            self.loop(s)
        elif isinstance(s, K.If):
            self.branch(s)
        elif isinstance(s, K.Block):
            self.block(s)
        elif isinstance(s, K.Barrier):
            self.lowering.barrier(b, s.global_memory)
        elif not isinstance(s, K.Comment):
            raise KernelIRError(f"unknown statement {s!r}")

    def loop(self, s: K.For) -> None:
        b = self.b
        init = self.expr(s.init)
        self.scopes.frames.append({})
        slot = self.local(s.var)
        b.store(init, slot)
        header, body, latch, done = self.new_blocks("for.cond", "for.body", "for.inc", "for.end")
        b.branch(header)
        b.position_at_end(header)
        self.cond_branch(s.cond, body, done)
        b.position_at_end(body)
        self.block(s.body)
        b.branch(latch)
        b.position_at_end(latch)
        ty = llvm_type(s.var.type)
        b.store(b.add(b.load(slot, typ=ty), ir.Constant(ty, s.step)), slot)
        b.branch(header)
        b.position_at_end(done)
        self.scopes.frames.pop()

    def cond_branch(self, cond: K.Expr, if_true: ir.Block, if_false: ir.Block) -> None:
        """Branch on ``cond``, evaluating conjunctions and disjunctions one
        term at a time, as C's ``&&`` and ``||`` do.

        Besides being the natural code for isl's guards, this sidesteps a
        miscompilation in Intel's CPU OpenCL runtime (2026.2), which computes
        ``a >= b && a - b < c`` wrongly for some work-items when it reaches it
        as one SPIR-V ``OpLogicalAnd``.
        """
        if isinstance(cond, K.Logical) and len(cond.operands) > 1:
            *first, last = cond.operands
            for term in first:
                (nxt,) = self.new_blocks("cond.and" if cond.op == "and" else "cond.or")
                if cond.op == "and":
                    self.cond_branch(term, nxt, if_false)
                else:
                    self.cond_branch(term, if_true, nxt)
                self.b.position_at_end(nxt)
            self.cond_branch(last, if_true, if_false)
            return
        self.b.cbranch(self.expr(cond), if_true, if_false)

    def branch(self, s: K.If) -> None:
        b = self.b
        if s.orelse is None:
            then, done = self.new_blocks("if.then", "if.end")
            orelse = None
        else:
            then, orelse, done = self.new_blocks("if.then", "if.else", "if.end")
        self.cond_branch(s.cond, then, orelse or done)
        b.position_at_end(then)
        self.block(s.then)
        b.branch(done)
        if orelse is not None:
            b.position_at_end(orelse)
            self.block(s.orelse)
            b.branch(done)
        b.position_at_end(done)
