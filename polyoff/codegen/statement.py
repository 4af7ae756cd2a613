"""Statement bodies: a basic block's instructions rebuilt in kernel IR.

This is Polly's BlockGenerator for polyoff's kernel IR: each instruction of
the statement's block is re-created with induction variables replaced by
their values at the statement instance, loads and stores addressed through
the access relations (subscripts linearised over the array's sizes, relative
to the start of the device buffer), values from before the SCoP passed as
kernel arguments, and scalars carried between statements kept in
per-thread variables. Integer values that are affine are regenerated from
their polynomial instead of being copied, so address arithmetic vanishes.
Instructions are emitted in their original order, one temporary each, so
every operation happens exactly as often and in the same order as on the CPU.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.isl_ast import pw_aff_expr
from polyoff.codegen.shared_tile import SharedTile
from polyoff.errors import InternalError
from polyoff.ir.affine import (
    AffineAnalysis,
    BoolConst,
    BoolOp,
    Cmp,
    Cond,
    Counter,
    FDiv,
    MinMax,
    NotAffine,
    Param,
    Poly,
    SelectAtom,
    TDiv,
    TRem,
)
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import FloatConst, Instruction, IntConst, LocalRef, Operand, SpecialConst
from polyoff.ir.types import is_int
from polyoff.scop.calls import is_ignored_call, memory_intrinsic
from polyoff.scop.data_only import data_only
from polyoff.scop.isl_expr import ParamRegistry
from polyoff.scop.scop import PHI, VALUE, ArrayInfo, Scop, Statement

I64 = "i64"

_TYPES = {"i1": "i1", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "float": "f32",
          "double": "f64"}

#: integer types a kernel argument is not (they are passed as an i32)
_NARROW = frozenset({"i1", "i8", "i16"})

_INTRINSIC_MATH = {"minnum": "fmin", "maxnum": "fmax", "nearbyint": "rint"}


#: operations on booleans through which a branch condition may pass
_BOOLEAN_LOGIC = frozenset({"and", "or", "xor", "select", "freeze"})

class UnsupportedInKernel(Exception):
    """Something in a statement has no kernel IR form (the SCoP stays on the CPU)."""


def kernel_type(llvm_type: str) -> str:
    try:
        return _TYPES[llvm_type]
    except KeyError:
        raise UnsupportedInKernel(f"type {llvm_type} is not supported in kernels") from None


def _splat_byte(byte: k.Expr, ty: str, size: int) -> k.Expr:
    """An element of ``size`` bytes whose every byte is ``byte`` (an i8), as
    ``ty``: what ``memset`` leaves in it."""
    wide = k.Binary("mul", k.Cast("zext", byte, I64), k.Const(I64, 0x0101010101010101), I64)
    int_ty = {1: "i8", 2: "i16", 4: "i32", 8: "i64"}.get(size)
    if int_ty is None:
        raise UnsupportedInKernel(f"memset of {size}-byte elements")
    bits = wide if int_ty == I64 else k.Cast("trunc", wide, int_ty)
    return _reinterpret(bits, ty)


def _reinterpret(value: k.Expr, ty: str) -> k.Expr:
    """``value`` as ``ty``, the same bits: an array whose accesses have
    several types of one size (`scop.arrays.unified_element_type`)."""
    return value if value.type == ty else k.Cast("bitcast", value, ty)


#: bits of the kernel IR's scalar types
_BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f32": 32, "f64": 64}


def _as_int(value: k.Expr) -> k.Expr:
    ty = value.type
    return value if ty.startswith("i") else k.Cast("bitcast", value, f"i{_BITS[ty]}")


def _joined(parts: list[k.Expr], ty: str) -> k.Expr:
    """``ty`` from the bits of consecutive elements (little-endian, as every
    target polyoff emits for is): a ``double`` read from eight bytes."""
    width = len(parts) * _BITS[parts[0].type]
    if width > 64 or _BITS[ty] > width:
        raise UnsupportedInKernel(f"a {ty} read from {len(parts)} {parts[0].type} elements")
    wide_ty = f"i{width}"
    acc: k.Expr | None = None
    for j, part in enumerate(parts):
        bits = _as_int(part)
        if bits.type != wide_ty:
            bits = k.Cast("zext", bits, wide_ty)
        if j:
            bits = k.Binary("shl", bits, k.Const(wide_ty, j * _BITS[part.type]), wide_ty)
        acc = bits if acc is None else k.Binary("or", acc, bits, wide_ty)
    assert acc is not None
    int_ty = f"i{_BITS[ty]}"
    if int_ty != wide_ty:
        acc = k.Cast("trunc", acc, int_ty)  # an i1 read from a byte
    return _reinterpret(acc, ty)


def _split(value: k.Expr, elem: str, n: int) -> list[k.Expr]:
    """The ``n`` elements of type ``elem`` holding ``value``'s bits, lowest
    address first: a ``double`` stored as eight bytes (an ``i1`` as a byte
    holding 0 or 1, as LLVM stores it)."""
    width = n * _BITS[elem]
    if width > 64 or _BITS[value.type] > width:
        raise UnsupportedInKernel(f"a {value.type} written as {n} {elem} elements")
    wide_ty = f"i{width}"
    bits = _as_int(value)
    if bits.type != wide_ty:
        bits = k.Cast("zext", bits, wide_ty)
    part_ty = f"i{_BITS[elem]}"
    out = []
    for j in range(n):
        part = bits if not j else k.Binary("lshr", bits, k.Const(wide_ty, j * _BITS[elem]), wide_ty)
        if part_ty != wide_ty:
            part = k.Cast("trunc", part, part_ty)
        out.append(_reinterpret(part, elem))
    return out


@dataclass
class KernelSymbols:
    """Names a kernel body refers to, collected while it is generated."""

    params: ParamRegistry
    isl_param: Callable[[str], k.Expr]
    arrays: dict[str, ArrayInfo]
    private_scalars: dict[str, k.Var] = field(default_factory=dict)
    #: scalar arrays that live in device memory (one element, no offset)
    device_scalars: frozenset[str] = frozenset()
    #: floating-point scalars in device memory are accessed as volatile
    volatile_accumulators: bool = False
    #: references read from a shared-memory tile: (statement, access
    #: instruction) -> its tile
    shared_tiles: dict[tuple[str, str], SharedTile] = field(default_factory=dict)
    #: arrays whose one element per thread and tile is in a register
    private_elements: dict[str, k.Var] = field(default_factory=dict)
    invariants: dict[str, k.Var] = field(default_factory=dict)
    arrays_used: dict[str, bool] = field(default_factory=dict)  # name -> written
    temp_counter: int = 0

    def invariant(self, name: str, llvm_type: str) -> k.Expr:
        ty = kernel_type(llvm_type)
        if name not in self.invariants:
            # Kernels take no scalar arguments narrower than 32 bits: an
            # i1, i8 or i16 comes as an i32 (the host extends it, see
            # `codegen.host`) and is truncated back here.
            self.invariants[name] = k.Var(f"v_{_c_ident(name)}", "i32" if ty in _NARROW else ty)
        var = self.invariants[name]
        return k.Cast("trunc", var, ty) if ty in _NARROW else var

    def read_scalar(self, array: ArrayInfo) -> k.Expr:
        if array.name in self.device_scalars:
            self.arrays_used.setdefault(array.name, False)
            ty = kernel_type(array.element_type)
            return k.Load(array.name, k.Const(I64, 0), ty, volatile=self._volatile(ty))
        return self.scalar(array)

    def write_scalar(self, array: ArrayInfo, value: k.Expr) -> k.Stmt:
        if array.name in self.device_scalars:
            self.arrays_used[array.name] = True
            ty = kernel_type(array.element_type)
            return k.Store(array.name, k.Const(I64, 0), value, volatile=self._volatile(ty))
        return k.Assign(self.scalar(array), value)

    def _volatile(self, ty: str) -> bool:
        """A floating-point scalar in device memory is an accumulator the
        device's compiler may hold in a register and reassociate (Intel's
        CPU runtime promoted one read and written by a single-thread loop):
        volatile there, as private accumulators are."""
        return self.volatile_accumulators and ty in ("f32", "f64")

    def scalar(self, array: ArrayInfo) -> k.Var:
        if array.name not in self.private_scalars:
            self.private_scalars[array.name] = k.Var(f"s_{array.name}", kernel_type(array.element_type))
        return self.private_scalars[array.name]

    def temp(self, hint: str, ty: str) -> k.Var:
        self.temp_counter += 1
        return k.Var(f"t{self.temp_counter}_{_c_ident(hint)[:20]}", ty)

    def offset_var(self, array: str) -> k.Var:
        return k.Var(f"{array}_off", I64)


def _c_ident(name: str) -> str:
    import re

    s = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return s if s and not s[0].isdigit() else "_" + s


@dataclass
class StatementGenerator:
    """Generates the body of one statement instance."""

    scop: Scop
    analysis: AffineAnalysis
    symbols: KernelSymbols
    fuse_fmuladd: bool
    #: `scop.data_only`'s answers, per value
    data_only: dict[str, bool] = field(default_factory=dict)

    def generate(self, stmt: Statement, counters: list[k.Expr],
                 tile_origins: dict[str, list[k.Expr]] | None = None) -> list:
        """The body of ``stmt`` at the instance whose loop counters are
        ``counters``; ``tile_origins`` gives, per shared tile the statement
        reads, the tile's first element at this instance."""
        block = self.scop.function.block_map[stmt.block]
        env: dict[str, k.Expr] = {}
        counter_of = {loop: counters[d] for d, loop in enumerate(stmt.loops)}
        out: list = []
        ctx = _InstanceContext(self, stmt, counter_of, env, out, tile_origins or {})
        for idx, inst in enumerate(block.instructions):
            ctx.emit(inst, idx)
        ctx.emit_folded()
        # Scalar writes happen at the end of the statement (Polly's model).
        writes = [a for a in stmt.accesses if a.is_write and self.scop.array_map[a.array].is_scalar]
        if stmt.folded:
            # A phi after a region statement is written once, with the
            # value of the edge taken (one write access per edge).
            writes = list({a.array: a for a in writes}.values())
        values = []
        for a in writes:
            arr = self.scop.array_map[a.array]
            merged = ctx.merged_phi_value(arr)
            values.append((arr, merged if merged is not None else ctx.operand_from_text(a.value, arr)))
        if len(values) > 1:
            # One write may feed another (``ym2 = ym1; ym1 = y``): all
            # values are read before any scalar is overwritten.
            staged = []
            for arr, value in values:
                if isinstance(value, k.Const):
                    staged.append((arr, value))
                    continue
                tmp = self.symbols.temp(arr.name, k.expr_type(value))
                out.append(k.Declare(tmp, value))
                staged.append((arr, tmp))
            values = staged
        for (arr, value), access in zip(values, writes, strict=True):
            store = self.symbols.write_scalar(arr, value)
            if access.last_instance:
                # A value leaving the region: only the last instance writes it.
                last = [
                    k.Compare("eq", counters[d], pw_aff_expr(f, [], self.symbols.isl_param))
                    for d, f in enumerate(access.last_instance)
                ]
                store = k.If(last[0] if len(last) == 1 else k.Logical("and", tuple(last)), k.Block((store,)))
            out.append(store)
        return out


#: casts a kernel computes from their operand alone
_PURE_CASTS = ("zext", "sext", "trunc")


@dataclass
class _InstanceContext:
    gen: StatementGenerator
    stmt: Statement
    counter_of: dict[str, k.Expr]
    env: dict[str, k.Expr]
    out: list
    tile_origins: dict[str, list[k.Expr]] = field(default_factory=dict)
    #: the block whose instructions are being emitted (a folded one in a
    #: region statement)
    block: str = ""

    def __post_init__(self) -> None:
        self.block = self.block or self.stmt.block
        #: the statement's blocks: its own and those folded into it
        self.blocks = frozenset((self.stmt.block, *self.stmt.folded))
        #: per block of the statement, whether control reaches it
        self.reach: dict[str, k.Expr] = {self.stmt.block: k.Const("i1", 1)}
        #: the statement's own list (``out`` is a folded block's while it
        #: is emitted)
        self.top = self.out

    def _sink(self, inst: Instruction | None) -> list:
        """Where a value computed on demand goes: a folded block's own
        values into its code, every other one (the statement's block's,
        scalars read, values computed again) before the conditional code,
        so that it holds wherever control goes."""
        if inst is not None and inst.block in self.stmt.folded:
            return self.out
        return self.top

    # ------------------------------------------------- region statements
    def emit_folded(self) -> None:
        """The blocks folded into the statement (`scop.folding`), in order,
        each under the condition that control reaches it: the ``or`` of its
        incoming edges, an edge being taken when its block is reached and
        its branch goes that way. A folded block's phis select the value of
        the edge taken; the values it defines are declared before its
        ``if`` so that the blocks after it see them."""
        fn = self.scop.function
        for x in self.stmt.folded:
            block = fn.block_map[x]
            edges = [self.edge(p, x) for p in fn.predecessors[x]]
            reached = edges[0] if len(edges) == 1 else k.Logical("or", tuple(edges))
            var = self.symbols.temp(f"reach_{x}", "i1")
            self.out.append(k.Declare(var, reached))
            self.reach[x] = var
            for phi in block.phis:
                pairs = [(v, src) for v, src in zip(phi.operands, phi.incoming_blocks)]
                self._bind(phi, self.edge_select(pairs, x))
            outer, body = self.out, []
            self.out, self.block = body, x
            for idx, inst in enumerate(block.instructions):
                if inst.opcode != "phi":
                    self.emit(inst, idx)
            self.out, self.block = outer, self.stmt.block
            declared, inner = _declared_before(body)
            self.out.extend(declared)
            if inner:
                self.out.append(k.If(var, k.Block(tuple(inner))))

    def edge(self, pred: str, succ: str) -> k.Expr:
        """Whether control goes from ``pred`` (a block of the statement) to
        ``succ`` in this instance."""
        term = self.scop.function.block_map[pred].terminator
        reached = self.reach[pred]
        if len(term.successors) < 2 or term.successors[0] == term.successors[1]:
            return reached
        cond = self.operand(term.operands[0])
        if succ != term.successors[0]:
            cond = k.Unary("not", cond, "i1")
        if isinstance(reached, k.Const):
            return cond
        return k.Logical("and", (reached, cond))

    def edge_select(self, pairs: list, block: str) -> k.Expr:
        """The incoming value of the edge into ``block`` taken, of
        ``pairs`` (value, predecessor), as selects."""
        value = self.operand(pairs[-1][0])
        for val, src in reversed(pairs[:-1]):
            value = k.Select(self.edge(src, block), self.operand(val), value, k.expr_type(value))
        return value

    def merged_phi_value(self, array: ArrayInfo) -> k.Expr | None:
        """In a region statement, the value a phi after it receives from
        the statement: its incoming values on the statement's edges into
        the phi's block, selected by the edge taken (None for other
        scalars)."""
        if not self.stmt.folded or array.kind != PHI:
            return None
        phi = self.scop.function.definitions[array.value]
        pairs = [(v, src) for v, src in zip(phi.operands, phi.incoming_blocks) if src in self.blocks]
        if len(pairs) < 2:
            return None
        return self.edge_select(pairs, phi.block)

    @property
    def scop(self) -> Scop:
        return self.gen.scop

    @property
    def symbols(self) -> KernelSymbols:
        return self.gen.symbols

    # --------------------------------------------------------------- values
    def operand(self, op: Operand) -> k.Expr:
        v = op.value
        if isinstance(v, IntConst):
            ty = kernel_type(op.type)
            val = v.value
            if ty == "i1":
                val = val & 1
            return k.Const(ty, val)
        if isinstance(v, FloatConst):
            return k.Const(kernel_type(op.type), v.value)
        if isinstance(v, SpecialConst) and v.kind in ("zeroinitializer", "null"):
            ty = kernel_type(op.type)
            return k.Const(ty, 0.0 if ty.startswith("f") else 0)
        if isinstance(v, SpecialConst) and v.kind in ("undef", "poison"):
            ty = kernel_type(op.type)
            return k.Const(ty, 0.0 if ty.startswith("f") else 0)
        if isinstance(v, LocalRef):
            return self.local(v.name, op.type)
        raise UnsupportedInKernel(f"operand {op.spelling()} in a kernel")

    def operand_from_text(self, text: str | None, array: ArrayInfo) -> k.Expr:
        """A value written to the scalar ``array``, recorded as LLVM
        spelling; a constant takes the scalar's type (``undef`` is spelled
        alike for a double and an i64: fuzz seed 8016 at -O3)."""
        if text is None:
            raise InternalError("scalar write without a value")
        if text.startswith("%"):
            name = text[1:]
            if name.startswith('"'):
                name = name[1:-1]
            inst = self.scop.function.definitions.get(name)
            ty = inst.type if inst is not None else self._param_type(name)
            return self.local(name, ty)
        from polyoff.ir.parser import _Cursor, tokenize

        return self.operand(_Cursor(tokenize(text), text).value(array.element_type))

    def _param_type(self, name: str) -> str:
        for p in self.scop.function.params:
            if p.name == name:
                return p.type
        raise InternalError(f"unknown value %{name}")

    def local(self, name: str, llvm_type: str) -> k.Expr:
        if name in self.env:
            return self.env[name]
        fn = self.scop.function
        inst = fn.definitions.get(name)
        if inst is None or inst.block not in self.scop.blocks:
            return self.symbols.invariant(name, llvm_type)
        if is_int(llvm_type):
            try:
                poly = self.gen.analysis.value_expr(name)
            except NotAffine:
                poly = None
            if poly is not None and poly.counters() <= set(self.counter_of) | self._exit_loops():
                expr = self.poly(poly, kernel_type(llvm_type))
                self.env[name] = expr
                return expr
        if name in self.scop.recomputable and inst.block not in self.blocks:
            # Computed from values before the SCoP, or read from memory the
            # SCoP never writes: compute it again here.
            if inst.opcode == "load":
                value = self.load(self.stmt.access_for(name), kernel_type(inst.type))
            else:
                value = self.compute(inst)
            var = self.symbols.temp(name, value.type)
            self._sink(inst).append(k.Declare(var, value))
            self.env[name] = var
            return var
        if inst.block in self.blocks and (inst.opcode in ("icmp", "fcmp", "select", *_PURE_CASTS)
                                          or (inst.type == "i1" and inst.opcode in _BOOLEAN_LOGIC)):
            # An instruction of this block its emission left to its users
            # (a condition a later block branches on, written out as a
            # scalar at the statement's end): computed where asked for.
            value = self.compute(inst)
            var = self.symbols.temp(name, value.type)
            self._sink(inst).append(k.Declare(var, value))
            self.env[name] = var
            return var
        if inst.block in self.blocks and inst.opcode != "phi":
            raise InternalError(f"%{name} used before its definition in {inst.block}")
        # A scalar carried from another statement, or a phi of this block.
        # A phi's own block reads its PHI scalar; other blocks read values
        # (phis included) through VALUE scalars.
        want = PHI if inst.opcode == "phi" and inst.block == self.stmt.block else VALUE
        for a in self.stmt.accesses:
            arr = self.scop.array_map[a.array]
            if a.is_read and arr.is_scalar and arr.value == name and arr.kind == want:
                value = self.symbols.read_scalar(arr)
                if isinstance(value, k.Load):  # read device memory once
                    var = self.symbols.temp(name, value.type)
                    self._sink(inst).append(k.Declare(var, value))
                    self.env[name] = var
                    return var
                return value
        raise UnsupportedInKernel(f"value %{name} is not available in statement {self.stmt.name}")

    # ------------------------------------------------------- affine values
    def poly(self, p: Poly, ty: str = I64) -> k.Expr:
        acc: k.Expr | None = None
        for mono, coeff in p.terms:
            term: k.Expr = k.Const(I64, coeff)
            if mono:
                factors = [self.atom(a) for a in mono]
                t = factors[0]
                for f in factors[1:]:
                    t = k.Binary("mul", t, f, I64)
                term = t if coeff == 1 else k.Binary("mul", k.Const(I64, coeff), t, I64)
            acc = term if acc is None else k.Binary("add", acc, term, I64)
        if acc is None:
            acc = k.Const(I64, 0)
        return _convert_int(acc, ty)

    def atom(self, a: object) -> k.Expr:
        if isinstance(a, Counter):
            if a.loop in self.counter_of:
                return self.counter_of[a.loop]
            return self._exit_counter(a.loop)
        if isinstance(a, Param):
            return self.symbols.isl_param(self.symbols.params.name_for((a.name,)))
        if isinstance(a, TDiv):
            return k.Binary("sdiv", self.poly(a.num), k.Const(I64, a.den), I64)
        if isinstance(a, TRem):
            return k.Binary("srem", self.poly(a.num), k.Const(I64, a.den), I64)
        if isinstance(a, FDiv):
            return k.Binary("floordiv", self.poly(a.num), k.Const(I64, a.den), I64)
        if isinstance(a, MinMax):
            acc = self.poly(a.args[0])
            for x in a.args[1:]:
                acc = k.Binary("smin" if a.kind == "min" else "smax", acc, self.poly(x), I64)
            return acc
        if isinstance(a, SelectAtom):
            return k.Select(self.cond(a.cond), self.poly(a.if_true), self.poly(a.if_false), I64)
        raise UnsupportedInKernel(f"cannot rebuild {a}")

    def _exit_loops(self) -> set[str]:
        return {header for access in self.stmt.accesses for header, _ in access.exit_counters}

    def _exit_counter(self, loop: str) -> k.Expr:
        """The last counter of ``loop``, which finished before this
        statement (an access's ``exit_counters``)."""
        for access in self.stmt.accesses:
            for header, last in access.exit_counters:
                if header == loop:
                    dims = [self.counter_of[h] for h in self.stmt.loops]
                    return pw_aff_expr(last, dims, self.symbols.isl_param)
        raise UnsupportedInKernel(f"the counter of loop %{loop} is used outside that loop")

    def cond(self, c: Cond) -> k.Expr:
        if isinstance(c, BoolConst):
            return k.Const("i1", int(c.value))
        if isinstance(c, Cmp):
            return k.Compare(c.pred, self.poly(c.lhs), self.poly(c.rhs))
        if isinstance(c, BoolOp):
            if c.op == "not":
                return k.Unary("not", self.cond(c.args[0]), "i1")
            return k.Logical(c.op, tuple(self.cond(x) for x in c.args))
        raise UnsupportedInKernel(f"cannot rebuild condition {c}")

    # --------------------------------------------------------------- memory
    def linear_index(self, array: ArrayInfo, subscripts: tuple[Poly, ...]) -> k.Expr:
        idx = self.poly(subscripts[0])
        for size, sub in zip(array.sizes[1:], subscripts[1:]):
            idx = k.Binary("add", k.Binary("mul", idx, self.poly(size), I64), self.poly(sub), I64)
        return k.Binary("sub", idx, self.symbols.offset_var(array.name), I64)

    def load(self, access, ty: str) -> k.Expr:
        """Read an element: from its shared-memory tile when the array has one
        in this kernel, else from the device buffer. A read of another size
        than the array's elements (``access.length`` of them) is put
        together from those elements' bits."""
        arr = self.scop.array_map[access.array]
        if access.length is not None:
            parts = [self._element(arr, access, subs) for subs in self._spanned(access)]
            return _joined(parts, ty)
        if arr.name in self.symbols.private_elements:
            return _reinterpret(self.symbols.private_elements[arr.name], ty)
        return _reinterpret(self._element(arr, access, access.subscripts), ty)

    def _element(self, arr: ArrayInfo, access, subscripts: tuple[Poly, ...]) -> k.Expr:
        elem = kernel_type(arr.element_type)
        tile = self.symbols.shared_tiles.get((self.stmt.name, access.instruction))
        if tile is not None:
            index = tile.index([self.poly(sub) for sub in subscripts], self.tile_origins[tile.name])
            return k.Load(tile.name, index, elem)
        self.symbols.arrays_used.setdefault(arr.name, False)
        return k.Load(arr.name, self.linear_index(arr, subscripts), elem)

    @staticmethod
    def _spanned(access) -> list[tuple[Poly, ...]]:
        """The subscripts of the elements a wider access covers, lowest
        address first."""
        n = access.length
        if not n.is_constant or n.constant < 1:
            raise UnsupportedInKernel(f"an access covering {n} elements")
        *outer, last = access.subscripts
        return [(*outer, last + Poly.const(j)) for j in range(n.constant)]

    def _store(self, access, arr: ArrayInfo, value: k.Expr) -> None:
        if access.length is not None:
            elem = kernel_type(arr.element_type)
            for subs, part in zip(self._spanned(access), _split(value, elem, access.length.constant), strict=True):
                self.symbols.arrays_used[arr.name] = True
                self.out.append(k.Store(arr.name, self.linear_index(arr, subs), part))
            return
        value = _reinterpret(value, kernel_type(arr.element_type))
        if arr.name in self.symbols.private_elements:
            self.out.append(k.Assign(self.symbols.private_elements[arr.name], value))
            return
        self.symbols.arrays_used[arr.name] = True
        self.out.append(k.Store(arr.name, self.linear_index(arr, access.subscripts), value))

    # --------------------------------------------------------- instructions
    def emit(self, inst: Instruction, idx: int) -> None:
        op = inst.opcode
        if op in ("br", "getelementptr") or (op == "call" and is_ignored_call(inst.callee)):
            return
        if op == "phi":
            return  # IVs are regenerated, other phis read their scalar on use
        if op == "load":
            if inst.name in self.gen.analysis.hoisted and inst.type == "ptr":
                return  # a base pointer the host reads: addresses are rebuilt
            self._bind(inst, self.load(self.stmt.access_for(inst.name), kernel_type(inst.type)))
            return
        if op == "call" and memory_intrinsic(inst.callee) is not None:
            self.memory_intrinsic(inst, idx)
            return
        if op == "store":
            access = self.stmt.access_for(f"store@{self.block}@{idx}")
            self._store(access, self.scop.array_map[access.array], self.operand(inst.operands[0]))
            return
        if inst.name is None:
            return
        if is_int(inst.type) and op != "call" and not data_only(self.scop.function, inst.name, self.gen.data_only):
            # Affine integers are rebuilt where they are used (data is
            # computed as the instructions do: `scop.data_only`).
            try:
                self.gen.analysis.value_expr(inst.name)
                return
            except NotAffine:
                pass
        if inst.type == "i1" and self._only_steers(inst.name):
            # Branch conditions are the domains' business (a SCoP has
            # affine ones only): a kernel need not compute them, nor the
            # comparisons of addresses they may hold (run-time checks).
            return
        self._bind(inst, self.compute(inst))

    def _only_steers(self, name: str) -> bool:
        """Whether the value ``name`` is used only by branches, directly or
        through logic on booleans."""
        users = self.scop.function.users.get(name, ())
        return bool(users) and all(
            u.opcode == "br"
            or (u.type == "i1" and u.opcode in _BOOLEAN_LOGIC and u.name is not None and self._only_steers(u.name))
            for u in users
        )

    def memory_intrinsic(self, inst: Instruction, idx: int) -> None:
        """``memset``/``memcpy``/``memmove`` as a loop over the elements of
        the range the model gives it (whole elements of the innermost
        dimension, `scop.arrays.shape_array`): element ``e`` of the
        destination gets the byte repeated, or element ``e`` of the source."""
        key = f"call@{self.block}@{idx}"
        dst = next(a for a in self.stmt.accesses if a.instruction == key and a.is_write)
        src = next((a for a in self.stmt.accesses if a.instruction == key and a.is_read), None)
        for a in (dst, src):
            if a is None:
                continue
            name = self.scop.array_map[a.array].name
            if name in self.symbols.private_elements or (self.stmt.name, key) in self.symbols.shared_tiles:
                raise UnsupportedInKernel(f"{inst.callee} on array {name} held in local memory")
        darr = self.scop.array_map[dst.array]
        elem = kernel_type(darr.element_type)
        e = self.symbols.temp("e", I64)
        at = k.Binary("add", self.linear_index(darr, dst.subscripts), e, I64)
        if src is None:
            value = _splat_byte(self.operand(inst.operands[1]), elem, darr.element_size)
        else:
            sarr = self.scop.array_map[src.array]
            if sarr.element_size != darr.element_size:
                raise UnsupportedInKernel(
                    f"{inst.callee} from {sarr.element_type} elements to {darr.element_type} elements")
            if memory_intrinsic(inst.callee) == "memmove" and sarr.name == darr.name:
                raise UnsupportedInKernel(f"memmove within array {darr.name}")
            self.symbols.arrays_used.setdefault(sarr.name, False)
            src_at = k.Binary("add", self.linear_index(sarr, src.subscripts), e, I64)
            value = _reinterpret(k.Load(sarr.name, src_at, kernel_type(sarr.element_type)), elem)
        self.symbols.arrays_used[darr.name] = True
        n = self.poly(dst.length)
        self.out.append(k.For(e, k.Const(I64, 0), k.Compare("slt", e, n), 1,
                              k.Block((k.Store(darr.name, at, value),))))

    def _bind(self, inst: Instruction, value: k.Expr) -> None:
        var = self.symbols.temp(inst.name or "t", value.type)
        self.out.append(k.Declare(var, value))
        self.env[inst.name] = var

    def compute(self, inst: Instruction) -> k.Expr:
        op = inst.opcode
        if op in ("ptrtoint", "inttoptr"):
            # A kernel sees device addresses, not the host's (a difference of
            # two pointers is a parameter and never gets here).
            raise UnsupportedInKernel(f"a host address as an integer ({op}) in a kernel")
        ty = kernel_type(inst.type) if inst.type != "void" else None
        args = [self.operand(o) for o in inst.operands]
        if op == "frem":
            return c_fmod(args[0], args[1], ty)
        if op in k.BINOPS and op not in ("floordiv", "smin", "smax", "umin", "umax"):
            return k.Binary(op, args[0], args[1], ty)
        if op == "fneg":
            return k.Unary("fneg", args[0], ty)
        if op == "icmp":
            return k.Compare(inst.predicate, args[0], args[1])
        if op == "fcmp":
            return k.Compare("f" + inst.predicate, args[0], args[1])
        if op == "select":
            return k.Select(args[0], args[1], args[2], ty)
        if op in k.CAST_OPS:
            return k.Cast(op, args[0], ty)
        if op == "freeze":
            return args[0]
        if op == "call":
            return self.call(inst, args, ty)
        raise UnsupportedInKernel(f"instruction '{op}' in a kernel")

    def call(self, inst: Instruction, args: list[k.Expr], ty: str | None) -> k.Expr:
        callee = inst.callee or ""
        stem = math_stem(callee)
        if stem == "fmuladd":
            if self.gen.fuse_fmuladd:
                return k.Call("fma", tuple(args), ty)
            return k.Binary("fadd", k.Binary("fmul", args[0], args[1], ty), args[2], ty)
        if stem in ("smin", "smax", "umin", "umax"):
            return k.Binary(stem, args[0], args[1], ty)
        if stem == "abs":
            zero = k.Const(ty, 0)
            return k.Select(k.Compare("slt", args[0], zero), k.Unary("neg", args[0], ty), args[0], ty)
        name = _INTRINSIC_MATH.get(stem, stem)
        if name == "fmod":
            return c_fmod(args[0], args[1], ty)
        if name not in k.MATH_FUNCTIONS:
            raise UnsupportedInKernel(f"math function {callee} in a kernel")
        return k.Call(name, tuple(args), ty)


def c_fmod(x: k.Expr, y: k.Expr, ty: str) -> k.Expr:
    """The C library's ``fmod(x, y)``, NaN included: where the result is NaN
    (x infinite or NaN, y zero or NaN) the host's library returns
    ``(x*y)/(x*y)``, whose sign and payload devices' ``fmod`` do not
    reproduce; elsewhere ``fmod`` is exact on every device."""
    x_not_finite = k.Binary("fsub", x, x, ty)  # NaN exactly when x is infinite or NaN
    invalid = k.Binary(
        "or", k.Compare("funo", x_not_finite, y), k.Compare("foeq", y, k.Const(ty, 0.0)), "i1"
    )
    product = k.Binary("fmul", x, y, ty)
    return k.Select(invalid, k.Binary("fdiv", product, product, ty), k.Call("fmod", (x, y), ty), ty)


def _convert_int(expr: k.Expr, ty: str) -> k.Expr:
    if ty == I64:
        return expr
    if ty in ("i1", "i8", "i16", "i32"):
        return k.Cast("trunc", expr, ty)
    raise UnsupportedInKernel(f"affine value of type {ty}")


def _declared_before(body: list) -> tuple[list, list]:
    """``body``'s top-level declarations as declarations of their variables
    (zero) to put before it, and ``body`` with them as assignments."""
    declared, inner = [], []
    for st in body:
        if isinstance(st, k.Declare) and st.init is not None and not st.volatile:
            zero = k.Const(st.var.type, 0.0 if st.var.type.startswith("f") else 0)
            declared.append(k.Declare(st.var, zero))
            inner.append(k.Assign(st.var, st.init))
        else:
            inner.append(st)
    return declared, inner
