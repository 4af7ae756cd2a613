"""polyoff's own small SSA model of an LLVM module.

`ir.reader` canonicalises a module with LLVM and `ir.parser` reads the printed
text into these frozen records; every analysis (CFG, loops, affine
expressions, SCoP detection) and every code generator reads them instead of
calling into LLVM. A model records what those consumers need: opcodes, types
(LLVM spelling), operands, predicates, flags, GEP source element types, call
targets, phi incoming blocks, branch targets and the source line of each
instruction when the IR carries debug locations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

#: LLVM's integer and floating-point binary operators
INT_BINARY = frozenset({"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"})
FLOAT_BINARY = frozenset({"fadd", "fsub", "fmul", "fdiv", "frem"})

# ------------------------------------------------------------------- operands


@dataclass(frozen=True)
class LocalRef:
    """A function-local value: instruction result or argument (``%name``)."""

    name: str


@dataclass(frozen=True)
class GlobalRef:
    """A global variable or function (``@name``)."""

    name: str


@dataclass(frozen=True)
class IntConst:
    value: int


@dataclass(frozen=True)
class FloatConst:
    """``value`` is the Python float; ``text`` the exact LLVM spelling."""

    value: float
    text: str


@dataclass(frozen=True)
class SpecialConst:
    """``null``, ``undef``, ``poison``, ``zeroinitializer``, ``none``."""

    kind: str


@dataclass(frozen=True)
class ConstExpr:
    """A constant expression such as ``getelementptr (...)`` or ``ptrtoint``."""

    opcode: str
    operands: tuple[Operand, ...]
    source_type: str | None = None
    flags: frozenset[str] = frozenset()
    text: str = ""


@dataclass(frozen=True)
class OtherValue:
    """Anything else (metadata arguments, inline asm, vectors): kept as text."""

    text: str


ValueRefKind = LocalRef | GlobalRef | IntConst | FloatConst | SpecialConst | ConstExpr | OtherValue


@dataclass(frozen=True)
class Operand:
    """A typed use of a value."""

    type: str
    value: ValueRefKind

    @property
    def local(self) -> str | None:
        return self.value.name if isinstance(self.value, LocalRef) else None

    @property
    def is_constant(self) -> bool:
        return not isinstance(self.value, LocalRef)

    def spelling(self) -> str:
        v = self.value
        if isinstance(v, LocalRef):
            return "%" + quote_name(v.name)
        if isinstance(v, GlobalRef):
            return "@" + quote_name(v.name)
        if isinstance(v, IntConst):
            if self.type == "i1":
                return "true" if v.value else "false"
            return str(v.value)
        if isinstance(v, FloatConst):
            return v.text
        if isinstance(v, SpecialConst):
            return v.kind
        if isinstance(v, ConstExpr):
            return v.text
        return v.text


# --------------------------------------------------------------- instructions


@dataclass(frozen=True)
class Instruction:
    """One instruction.

    ``successors`` holds branch targets: ``(target,)`` for an unconditional
    ``br``, ``(if_true, if_false)`` for a conditional one; for ``switch`` the
    default first. ``incoming_blocks`` parallels ``operands`` for ``phi``.
    ``source_type`` is the GEP source element type, the allocated type of an
    ``alloca`` or the function type of a call. ``line`` is the source line
    from the ``!dbg`` attachment, when present.
    """

    name: str | None
    opcode: str
    type: str
    operands: tuple[Operand, ...]
    block: str
    predicate: str | None = None
    flags: frozenset[str] = frozenset()
    source_type: str | None = None
    callee: str | None = None
    incoming_blocks: tuple[str, ...] = ()
    successors: tuple[str, ...] = ()
    switch_values: tuple[int, ...] = ()
    line: int | None = None
    column: int | None = None
    text: str = ""

    @property
    def is_terminator(self) -> bool:
        return self.opcode in TERMINATORS

    @property
    def has_result(self) -> bool:
        return self.name is not None


TERMINATORS = frozenset(
    {
        "br",
        "switch",
        "ret",
        "unreachable",
        "indirectbr",
        "invoke",
        "resume",
        "callbr",
        "catchswitch",
        "catchret",
        "cleanupret",
    }
)


@dataclass(frozen=True)
class Block:
    name: str
    instructions: tuple[Instruction, ...]

    @property
    def terminator(self) -> Instruction:
        return self.instructions[-1]

    @property
    def successors(self) -> tuple[str, ...]:
        return self.terminator.successors

    @property
    def phis(self) -> tuple[Instruction, ...]:
        return tuple(i for i in self.instructions if i.opcode == "phi")


@dataclass(frozen=True)
class Parameter:
    name: str
    type: str


@dataclass(frozen=True)
class Function:
    name: str
    return_type: str
    params: tuple[Parameter, ...]
    blocks: tuple[Block, ...]
    is_declaration: bool = False
    is_vararg: bool = False
    line: int | None = None
    file: str | None = None

    @cached_property
    def block_map(self) -> dict[str, Block]:
        return {b.name: b for b in self.blocks}

    @cached_property
    def definitions(self) -> dict[str, Instruction]:
        """Instruction results by name."""
        return {i.name: i for b in self.blocks for i in b.instructions if i.name is not None}

    @cached_property
    def param_names(self) -> frozenset[str]:
        return frozenset(p.name for p in self.params)

    @cached_property
    def predecessors(self) -> dict[str, tuple[str, ...]]:
        preds: dict[str, list[str]] = {b.name: [] for b in self.blocks}
        for b in self.blocks:
            for s in dict.fromkeys(b.successors):
                preds[s].append(b.name)
        return {k: tuple(v) for k, v in preds.items()}

    @cached_property
    def users(self) -> dict[str, tuple[Instruction, ...]]:
        """Instructions using each local value, by the value's name."""
        uses: dict[str, list[Instruction]] = {}
        for b in self.blocks:
            for inst in b.instructions:
                for name in dict.fromkeys(local_names(inst)):
                    uses.setdefault(name, []).append(inst)
        return {k: tuple(v) for k, v in uses.items()}

    @property
    def entry(self) -> Block:
        return self.blocks[0]


@dataclass(frozen=True)
class GlobalVariable:
    name: str
    value_type: str
    is_constant: bool
    initializer: str | None
    linkage: str = ""


@dataclass(frozen=True)
class Module:
    functions: tuple[Function, ...]
    globals: tuple[GlobalVariable, ...]
    triple: str | None = None
    datalayout: str | None = None
    source_filename: str | None = None
    metadata_lines: dict = field(default_factory=dict, compare=False, hash=False)

    @cached_property
    def function_map(self) -> dict[str, Function]:
        return {f.name: f for f in self.functions}

    @cached_property
    def global_map(self) -> dict[str, GlobalVariable]:
        return {g.name: g for g in self.globals}

    def function(self, name: str) -> Function | None:
        return self.function_map.get(name)


def local_names(inst: Instruction) -> list[str]:
    """Names of the local values an instruction uses (constant expressions
    never refer to locals, so only direct operands count)."""
    return [op.value.name for op in inst.operands if isinstance(op.value, LocalRef)]


_PLAIN_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._$-")


def quote_name(name: str) -> str:
    if name and all(c in _PLAIN_NAME_CHARS for c in name) and not name[0].isdigit():
        return name
    if name.isdigit():
        return name
    escaped = "".join(c if c not in '"\\' and c.isprintable() else f"\\{ord(c):02X}" for c in name)
    return f'"{escaped}"'
