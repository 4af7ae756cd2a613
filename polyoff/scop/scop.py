"""The polyhedral model of one SCoP (Polly's ScopInfo).

A :class:`Scop` is a single-entry single-exit region of one function with its
statements (one per basic block that does work), their iteration domains,
the original schedule, every memory access as an isl relation, the arrays
(real arrays, and zero-dimensional arrays for scalars carried between
statements, Polly's Value and PHI kinds), the parameters, and the
assumptions that must hold at run time for the model to be valid.
isl objects are immutable values, so the records are frozen like the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import islpy as isl

from polyoff.ir.affine import Poly
from polyoff.ir.model import Function

READ = "read"
WRITE = "write"
MAY_WRITE = "may_write"

MEMORY = "memory"
VALUE = "value"  # a value defined in one statement and used in another
PHI = "phi"  # the incoming values of a phi node
#: a value computed in the region and used after it (Polly's escaping
#: values), written by its statement's last instance and handed back
ESCAPE = "escape"
#: a phi of the region's exit fed from inside the region: each block
#: leaving the region writes its incoming value at its last instance
EXIT_PHI = "exit-phi"


@dataclass(frozen=True)
class ArrayInfo:
    """An array the SCoP accesses.

    ``sizes`` has one entry per dimension: ``None`` for the outermost
    (unbounded) dimension, else a polynomial over parameters (an int-valued
    constant for fixed-size arrays). Scalars have no dimensions.
    ``base`` is ``@name`` for globals and the LLVM name of an invariant local
    pointer otherwise; scalar arrays have ``value`` instead.
    """

    name: str
    kind: str
    element_type: str
    element_size: int
    sizes: tuple[Poly | None, ...] = ()
    base: str | None = None
    value: str | None = None

    @property
    def rank(self) -> int:
        return len(self.sizes)

    @property
    def is_scalar(self) -> bool:
        return self.kind != MEMORY

    @property
    def leaves_region(self) -> bool:
        """A value the host hands back to the code after the region."""
        return self.kind in (ESCAPE, EXIT_PHI)


@dataclass(frozen=True)
class MemoryAccess:
    """One access of a statement: ``relation`` maps statement instances to
    array elements. ``instruction`` names the load's result, or is
    ``store@<block>@<k>`` for the k-th instruction of the block, or
    ``call@<block>@<k>`` for a memory intrinsic (``llvm.memset``, and
    ``llvm.memcpy``/``llvm.memmove`` with a read and a write access);
    scalar accesses name the value they carry in ``value``.

    A memory intrinsic touches ``length`` consecutive elements of the
    innermost dimension starting at ``subscripts`` (``length`` is None for
    single-element accesses).

    ``exit_counters``: loops that finished before the statement whose
    counter its subscripts use (an induction variable's exit value, as the
    epilogue of a loop LLVM unrolled starts where the unrolled loop ended),
    each with its last counter as a function of the statement's counters."""

    kind: str
    array: str
    relation: isl.Map
    instruction: str
    subscripts: tuple[Poly, ...] = ()
    value: str | None = None
    length: Poly | None = None
    exit_counters: tuple[tuple[str, isl.PwAff], ...] = ()
    #: for writes of values leaving the region (``ESCAPE``/``EXIT_PHI``),
    #: the statement's last instance, one function of the parameters per
    #: loop around it: only that instance writes
    last_instance: tuple[isl.PwAff, ...] | None = None

    @property
    def is_read(self) -> bool:
        return self.kind == READ

    @property
    def is_write(self) -> bool:
        return self.kind != READ


@dataclass(frozen=True)
class Statement:
    """A basic block's work, executed once per point of ``domain``.

    ``loops`` are the headers of the loops around it inside the SCoP,
    outermost first: dimension ``k`` of the domain counts iterations of
    ``loops[k]`` from 0. ``folded``: the blocks after ``block`` that a
    conditional on a condition that is not affine leads to, run under the
    condition that control reaches them (a region statement,
    `scop.folding`); their writes are may-writes.
    """

    name: str
    block: str
    domain: isl.Set
    loops: tuple[str, ...]
    accesses: tuple[MemoryAccess, ...]
    line: int | None = None
    folded: tuple[str, ...] = ()

    @property
    def depth(self) -> int:
        return len(self.loops)

    def access_for(self, instruction: str) -> MemoryAccess | None:
        for a in self.accesses:
            if a.instruction == instruction:
                return a
        return None


@dataclass(frozen=True)
class ScopParam:
    """An isl parameter and the LLVM values whose product it is."""

    name: str
    llvm_values: tuple[str, ...]


#: HostValue kinds
HOISTED_LOAD = "load"
POINTER_DIFFERENCE = "pointer-difference"


@dataclass(frozen=True)
class HostValue:
    """A parameter the host function must compute itself, because no LLVM
    value before the region holds it; the :class:`ScopParam` whose
    ``llvm_values`` is ``(name,)`` stands for it.

    * ``load`` (invariant load hoisting): ``name`` is the region's load
      instruction; its value is the ``type`` loaded from ``base`` plus
      ``offset`` bytes (a polynomial over parameters, which may be earlier
      host values). Nothing in the region writes that address (the load also
      stays an ordinary read access, so the alias checks cover it). Load it
      only where ``context`` (a parameter set: where the load executes at
      least once) holds; elsewhere any value will do.
    * ``pointer-difference``: ``ptrtoint(base) - ptrtoint(other)`` in bytes,
      as i64 (a comparison of pointers into two arrays, as LLVM's loop
      versioning writes them).

    Host values are listed in an order where each only needs earlier ones.
    """

    name: str
    kind: str
    type: str
    base: str
    offset: Poly = field(default_factory=Poly)
    other: str | None = None
    context: isl.Set | None = None


@dataclass(frozen=True)
class Scop:
    function: Function
    entry: str
    exit: str
    blocks: frozenset[str]
    statements: tuple[Statement, ...]
    arrays: tuple[ArrayInfo, ...]
    params: tuple[ScopParam, ...]
    context: isl.Set
    assumed: isl.Set
    schedule: isl.Schedule
    loops: tuple[str, ...]
    #: values defined before the region and used in statements (scalars and
    #: array bases), by LLVM name -> type
    invariants: tuple[tuple[str, str], ...] = ()
    #: values computed in the region that any statement may compute again
    #: (pure operations, affine integers, loads of arrays never written)
    recomputable: frozenset[str] = frozenset()
    assumption_notes: tuple[str, ...] = ()
    lines: tuple[int, int] | None = None
    index: int = 0
    #: parameters the host computes itself (hoisted loads, pointer distances)
    host_values: tuple[HostValue, ...] = ()
    #: hoisted loads of the address an earlier one reads -> that one (whose
    #: parameter stands for both)
    hoisted_as: tuple[tuple[str, str], ...] = ()

    @cached_property
    def array_map(self) -> dict[str, ArrayInfo]:
        return {a.name: a for a in self.arrays}

    @cached_property
    def statement_map(self) -> dict[str, Statement]:
        return {s.name: s for s in self.statements}

    @cached_property
    def leaving(self) -> tuple[ArrayInfo, ...]:
        """The scalars handed back to the code after the region (values
        used after it, exit phis fed from inside it), in the order the
        host function takes their addresses."""
        return tuple(a for a in self.arrays if a.leaves_region)

    @cached_property
    def param_map(self) -> dict[str, ScopParam]:
        return {p.name: p for p in self.params}

    @cached_property
    def domain(self) -> isl.UnionSet:
        result = isl.UnionSet.empty(self.context.get_space())
        for s in self.statements:
            result = result.union(isl.UnionSet.from_set(s.domain))
        return result

    def accesses(
        self,
        *,
        reads: bool = True,
        writes: bool = True,
        may: bool | None = None,
        scalars: bool | None = None,
    ) -> isl.UnionMap:
        """Union of access relations restricted to domains, filtered."""
        result = isl.UnionMap.empty(self.context.get_space())
        for s in self.statements:
            for a in s.accesses:
                if (a.is_read and not reads) or (a.is_write and not writes):
                    continue
                if may is not None and (a.kind == MAY_WRITE) != may:
                    continue
                if scalars is not None and self.array_map[a.array].is_scalar != scalars:
                    continue
                result = result.union(isl.UnionMap.from_map(a.relation.intersect_domain(s.domain)))
        return result

    @property
    def depth(self) -> int:
        return max((s.depth for s in self.statements), default=0)

    @property
    def name(self) -> str:
        return f"{self.function.name}#{self.index}"


@dataclass(frozen=True)
class ModelFeatures:
    """Constructs the model may use whose code needs more than the basic
    host and kernel generators: hoisted loads and pointer distances are
    :class:`HostValue` s the host must compute; memory intrinsics are range
    accesses a kernel must expand. Off by default, so that every SCoP
    detection returns can be offloaded by generators that lack them."""

    hoist_invariant_loads: bool = False
    pointer_differences: bool = False
    memory_intrinsics: bool = False
    #: math calls that devices compute differently from the host's C
    #: library (exp, sin, pow, ...; see ``calls.EXACT_MATH``): ``--fast-math``
    inexact_math: bool = False

    @classmethod
    def all(cls) -> ModelFeatures:
        return cls(
            hoist_invariant_loads=True,
            pointer_differences=True,
            memory_intrinsics=True,
            inexact_math=True,
        )


@dataclass(frozen=True)
class RejectReason:
    """Why a region is not a SCoP (Polly's RejectReason catalogue)."""

    kind: str
    message: str
    function: str
    block: str | None = None
    line: int | None = None
    instruction: str | None = None
    region: tuple[str, str] | None = None
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    def where(self) -> str:
        if self.line:
            return f"line {self.line}"
        if self.block:
            return f"function {self.function}, block {self.block}"
        return f"function {self.function}"


class ScopRejected(Exception):
    def __init__(self, reason: RejectReason) -> None:
        super().__init__(reason.message)
        self.reason = reason


#: The reject-reason kinds, with what each means (shown by --report).
REJECT_KINDS = {
    "non-affine-bound": "loop bound is not affine in outer loop counters and parameters",
    "non-affine-branch": "branch condition is not affine",
    "non-affine-access": "array subscript is not affine",
    "unknown-call": "call to a function that may have side effects",
    "vectorized-ir": "LLVM vectorised this loop; polyoff models scalar loops (give it the C source, or IR built without the vectorisers)",
    "compile-budget": "modelling the region needed more than isl's operation budget (--isl-max-operations)",
    "internal-error": "polyoff failed on this region (a bug; the region runs on the CPU unchanged)",
    "inexact-math": "call to a math function that devices do not compute bit for bit as the host's C library does",
    "aliasing": "possible aliasing that cannot be checked at run time",
    "irreducible": "irreducible control flow",
    "volatile": "volatile or atomic memory access",
    "int-to-ptr": "pointer made from an integer",
    "alloca": "stack allocation inside the region",
    "scalar-escape": "a value computed in the region is used after it",
    "unknown-instruction": "instruction polyoff cannot model",
    "base-pointer-load": "array base pointer loaded inside the region",
    "loop-shape": "loop without a single latch or induction variable",
    "delinearization": "multi-dimensional array access that cannot be delinearised",
    "unbounded": "loop without an upper bound",
    "mixed-types": "one array accessed with elements of different types",
    "region-entry-phi": "scalar flowing into the region through a phi",
    "empty": "region does no work",
    "assumptions": "the assumptions the model needs can never hold",
    "removed": "polyoff's clean-up before detection removed the loop (it runs at most once, never, or only into undefined behaviour)",
}
