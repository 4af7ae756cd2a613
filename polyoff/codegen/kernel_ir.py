"""A small structured IR for device kernels, shared by every target.

The kernel builder (`codegen.kernel`) turns a mapped kernel (isl AST plus
statement bodies) into a :class:`Kernel` made of the nodes below; each target
in `codegen.targets` lowers the same :class:`Kernel` either to an LLVM module
(NVPTX, SPIR-V, AMDGPU, through `codegen.llvm_lower`) or to OpenCL C text.
Keeping one structured form is what lets a single builder serve four targets
and lets the OpenCL C printer produce readable loops instead of gotos.

Semantics are C's on two's-complement integers, and IEEE arithmetic performed
exactly as written: one rounding per operation, no contraction, unless a
:class:`Call` of ``fma`` says so (the builder emits it only when the host
fuses ``llvm.fmuladd`` too, or in fast-math mode).

Types are the names in :data:`SCALAR_TYPES`. Integer expressions from the isl
AST are ``i64``. Arrays are addressed by name with a linear element index
(``i64``); multi-dimensional subscripts are linearised by the builder.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

SCALAR_TYPES = ("i1", "i8", "i16", "i32", "i64", "f32", "f64")
INT_TYPES = ("i1", "i8", "i16", "i32", "i64")
FLOAT_TYPES = ("f32", "f64")

#: Binary operators. Integer ops wrap; ``sdiv``/``srem`` truncate toward zero as
#: in C; ``floordiv`` rounds toward minus infinity (isl's ``fdiv_q``) and is only
#: used with a positive divisor; ``smin``/``smax``/``umin``/``umax`` are integer
#: minimum/maximum; ``fmin``/``fmax`` are IEEE minNum/maxNum as C's fmin/fmax.
INT_BINOPS = (
    "add", "sub", "mul", "sdiv", "srem", "udiv", "urem", "floordiv",
    "and", "or", "xor", "shl", "lshr", "ashr", "smin", "smax", "umin", "umax",
)
FLOAT_BINOPS = ("fadd", "fsub", "fmul", "fdiv", "frem")
BINOPS = INT_BINOPS + FLOAT_BINOPS

#: Comparison predicates, LLVM's names: integer ``eq ne slt sle sgt sge ult ule
#: ugt uge``; float ``oeq one olt ole ogt oge ord uno ueq une ult ule ugt uge``
#: prefixed with ``f`` (``foeq``, ``fult``, ...).
ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = tuple(
    "f" + p
    for p in ("oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno",
              "ueq", "une", "ult", "ule", "ugt", "uge", "true", "false")
)

CAST_OPS = ("sext", "zext", "trunc", "sitofp", "uitofp", "fptosi", "fptoui",
            "fpext", "fptrunc", "bitcast")

#: Math functions a kernel may call, with C99 semantics on the argument type
#: (f32 or f64). Each target lowers them: libdevice on NVPTX, OpenCL built-ins
#: on SPIR-V and OpenCL C, LLVM intrinsics on AMDGPU.
MATH_FUNCTIONS = (
    "sqrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p",
    "pow", "fabs", "floor", "ceil", "trunc", "round", "rint", "sin", "cos",
    "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "fmin",
    "fmax", "fma", "copysign", "fmod", "cbrt", "hypot",
)

#: Hardware indices: thread in block, block in grid, block size, grid size.
SPECIAL_KINDS = ("thread_id", "block_id", "block_dim", "grid_dim")


# ----------------------------------------------------------------- expressions

@dataclass(frozen=True)
class Const:
    """A literal. ``value`` is an int for integer types, a float for floats
    (use ``float('inf')``/``nan`` as needed; printers must spell them)."""

    type: str
    value: int | float


@dataclass(frozen=True)
class Var:
    """A named scalar: kernel parameter, loop iterator or declared local."""

    name: str
    type: str


@dataclass(frozen=True)
class Special:
    """A hardware index (OpenCL get_local_id/get_group_id/get_local_size/
    get_num_groups; CUDA threadIdx/blockIdx/blockDim/gridDim), as ``i64``."""

    kind: str
    dim: int
    type: str = "i64"


@dataclass(frozen=True)
class Unary:
    """``neg`` (integer), ``fneg`` (float), ``not`` (bitwise / logical on i1)."""

    op: str
    operand: Expr
    type: str


@dataclass(frozen=True)
class Binary:
    op: str
    lhs: Expr
    rhs: Expr
    type: str


@dataclass(frozen=True)
class Compare:
    """Result type is ``i1``."""

    predicate: str
    lhs: Expr
    rhs: Expr
    type: str = "i1"


@dataclass(frozen=True)
class Logical:
    """``and``/``or`` over i1 operands (both sides may be evaluated)."""

    op: str
    operands: tuple[Expr, ...]
    type: str = "i1"


@dataclass(frozen=True)
class Select:
    cond: Expr
    if_true: Expr
    if_false: Expr
    type: str


@dataclass(frozen=True)
class Cast:
    op: str
    operand: Expr
    type: str


@dataclass(frozen=True)
class Call:
    """A call of one of :data:`MATH_FUNCTIONS`."""

    function: str
    args: tuple[Expr, ...]
    type: str


@dataclass(frozen=True)
class Load:
    """Element ``index`` (``i64``, linear) of the array named ``array``;
    ``volatile`` as for :class:`Declare` (a scalar in device memory that a
    loop reads and writes)."""

    array: str
    index: Expr
    type: str
    volatile: bool = False


Expr = Union[Const, Var, Special, Unary, Binary, Compare, Logical, Select, Cast, Call, Load]  # noqa: UP007 (forward references, evaluated at import)


# ------------------------------------------------------------------ statements

@dataclass(frozen=True)
class Declare:
    """Declare a mutable local scalar, optionally initialised.

    ``volatile`` keeps every read and write of the variable a memory access
    the device compiler may not combine: polyoff sets it on floating-point
    accumulators for devices whose compilers reassociate reductions held in
    registers (Intel's CPU runtime; see docs/architecture.md).
    """

    var: Var
    init: Expr | None = None
    volatile: bool = False


@dataclass(frozen=True)
class Assign:
    var: Var
    value: Expr


@dataclass(frozen=True)
class Store:
    array: str
    index: Expr
    value: Expr
    volatile: bool = False


@dataclass(frozen=True)
class For:
    """``for (var = init; cond; var += step) body``; ``var`` is a fresh ``i64``
    iterator declared by the loop, ``cond`` an i1 expression over it.

    ``ordered`` asks the device compiler to run the iterations one after the
    other, neither vectorised nor interleaved: the loop carries a
    floating-point register whose additions must stay in order on a compiler
    that would otherwise split it into partial sums (Intel's CPU runtime).
    Only OpenCL C can say so (a loop pragma); other targets ignore it, so
    polyoff uses it only where the target is OpenCL C.

    ``strip`` marks the loop over a thread's x strip (``KernelPlan.x_strip``):
    its iterations are points of a parallel member, independent of one
    another, so a target may run them as the lanes of vectors (OpenCL C
    does, :mod:`polyoff.codegen.targets.strip_vectors`); others ignore it."""

    var: Var
    init: Expr
    cond: Expr
    step: int
    body: Block
    ordered: bool = False
    strip: bool = False


@dataclass(frozen=True)
class If:
    cond: Expr
    then: Block
    orelse: Block | None = None


@dataclass(frozen=True)
class Barrier:
    """Work-group barrier with local (shared) memory fence; with
    ``global_memory`` it fences global memory too (the steps of a time
    tile, gpu.time_tiling)."""

    global_memory: bool = False


@dataclass(frozen=True)
class Comment:
    """Carried to the OpenCL C output (and ignored by LLVM lowering)."""

    text: str


Stmt = Union[Declare, Assign, Store, For, If, Barrier, Comment, "Block"]


@dataclass(frozen=True)
class Block:
    stmts: tuple[Stmt, ...] = ()


# --------------------------------------------------------------------- kernels

@dataclass(frozen=True)
class ScalarParam:
    var: Var


@dataclass(frozen=True)
class ArrayParam:
    """A global-memory array argument (a device buffer)."""

    name: str
    element_type: str
    readonly: bool = False
    #: no other argument reaches this buffer's memory (C ``restrict``, LLVM
    #: ``noalias``): given to read-only buffers unless the device's compiler
    #: mishandles it
    noalias: bool = False


KernelParam = ScalarParam | ArrayParam


@dataclass(frozen=True)
class LocalArray:
    """An array in work-group shared memory (``space='shared'``) or in each
    thread's private memory (``space='private'``), of ``size`` elements."""

    name: str
    element_type: str
    size: int
    space: str


@dataclass(frozen=True)
class Kernel:
    """One device kernel.

    ``block_size`` is the work-group size (x, y, z) the kernel is compiled for
    and must be launched with (OpenCL ``reqd_work_group_size``); the grid is
    chosen by the host at launch time.
    """

    name: str
    params: tuple[KernelParam, ...]
    body: Block
    block_size: tuple[int, int, int] = (1, 1, 1)
    local_arrays: tuple[LocalArray, ...] = field(default=())

    def param_names(self) -> tuple[str, ...]:
        return tuple(p.var.name if isinstance(p, ScalarParam) else p.name for p in self.params)


def expr_type(expr: Expr) -> str:
    return expr.type
