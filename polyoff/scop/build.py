"""Build the polyhedral model of a region (Polly's ScopBuilder).

Steps, in order: the region's blocks in a loop-contiguous order; the
iteration domain of every block, propagated along the CFG from the branch
conditions (a loop header runs at counter ``c`` when it ran at every earlier
counter and the back edge was taken each time, Polly's
``addLoopBoundsToHeaderDomain``); one statement per block that touches
memory or carries a scalar; memory accesses with delinearised subscripts;
zero-dimensional arrays for scalars crossing statements (Value and PHI
kinds); the original schedule as an isl schedule tree; parameters, their
context and the assumptions that become run-time checks.

Any construct that cannot be modelled raises :class:`ScopRejected` with a
:class:`~polyoff.scop.scop.RejectReason`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

import islpy as isl

from polyoff.ir.affine import Address, AffineAnalysis, Cmp, NotAffine, Poly
from polyoff.ir.cfg import CFG, Loop
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import (
    INT_BINARY,
    FloatConst,
    Function,
    Instruction,
    IntConst,
    LocalRef,
    Module,
    Operand,
)
from polyoff.ir.types import is_int, is_pointer
from polyoff.scop.arrays import RawAccess, Shape, ShapeError, sanitize, shape_array
from polyoff.scop.isl_expr import CTX, IslConverter, ParamRegistry, set_space
from polyoff.scop.scop import (
    HOISTED_LOAD,
    MEMORY,
    PHI,
    POINTER_DIFFERENCE,
    READ,
    VALUE,
    WRITE,
    ArrayInfo,
    HostValue,
    MemoryAccess,
    ModelFeatures,
    RejectReason,
    Scop,
    ScopParam,
    Statement,
)

log = logging.getLogger(__name__)

#: Math whose result devices compute bit for bit as the host's C library
#: does (IEEE 754 requires these correctly rounded or exact; polyoff's
#: kernels build with correctly rounded division and square root), so a
#: statement calling them may run on a device by default. Any other math
#: function (exp, sin, pow, cbrt, ...) is computed by each device's own
#: library, which differs from the host's in the last bits: its loop nest
#: stays on the CPU unless ``--fast-math`` (``ModelFeatures.inexact_math``).
EXACT_MATH = frozenset(
    {
        "sqrt",
        "fabs",
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "nearbyint",
        "fma",
        "fmuladd",
        "copysign",
        "fmod",
        "smin",
        "smax",
        "umin",
        "umax",
        "abs",
        "usub",
        "uadd",
        "ssub",
        "sadd",
    }
)
#: The reason for loops LLVM vectorised (vector types, element and shuffle
#: instructions), with how to get IR polyoff can optimise.
VECTORIZED_ADVICE = (
    "LLVM vectorised this loop (vector instructions); polyoff models scalar loops: give it the "
    "C source (polyoff prog.c), or IR from clang -O1 -Xclang -disable-llvm-passes, or compile "
    "with -fno-vectorize -fno-slp-vectorize -fno-unroll-loops"
)

#: fmin/fmax and LLVM's minnum/maxnum leave the result for (+0, -0) open:
#: the host's library and the devices' pick different zeros. Exact when one
#: operand is a constant that is neither zero nor NaN.
ZERO_SIGN_OPEN = frozenset({"fmin", "fmax", "minnum", "maxnum"})

IGNORED_INTRINSICS = (
    "llvm.lifetime.",
    "llvm.dbg.",
    "llvm.assume",
    "llvm.experimental.noalias",
    "llvm.invariant.",
    "llvm.sideeffect",
    "llvm.pseudoprobe",
)


class _OrderedExits(Exception):
    """A loop is unbounded with its exit tests taken literally: try again
    with its equality tests read as ordered comparisons."""

    def __init__(self, header: str) -> None:
        super().__init__(header)
        self.header = header


class ScopRejected(Exception):
    def __init__(self, reason: RejectReason) -> None:
        super().__init__(reason.message)
        self.reason = reason


def exact_math_call(stem: str, inst: Instruction) -> bool:
    """Whether a call of the math function ``stem`` gives the host's bits on
    every device (:data:`EXACT_MATH`, :data:`ZERO_SIGN_OPEN`)."""
    if stem in EXACT_MATH:
        return True
    if stem in ZERO_SIGN_OPEN:
        return any(
            isinstance(op.value, FloatConst) and op.value.value != 0 and op.value.value == op.value.value
            for op in inst.operands
        )
    return False


def is_ignored_call(callee: str | None) -> bool:
    return callee is not None and callee.startswith(IGNORED_INTRINSICS)


def memory_intrinsic(callee: str | None) -> str | None:
    """``memset``, ``memcpy`` or ``memmove`` for the LLVM intrinsics
    (``llvm.memset.p0.i64``, ``llvm.memcpy.inline...``), else None."""
    if callee is None or not callee.startswith("llvm.mem"):
        return None
    stem = callee.split(".")[1]
    return stem if stem in ("memset", "memcpy", "memmove") else None


@dataclass
class _ScalarFlow:
    """How values travel between the region's blocks (see
    :meth:`_Builder._scalar_flow`): as scalars written in one block and read
    in others, or computed again where they are used."""

    is_affine: Callable[[str], bool]
    #: values statements can compute again, and per load behind them the
    #: blocks where it may be executed again (see ``_recomputable_values``)
    recomputable: set[str]
    load_scope: dict[str, frozenset[str] | None]
    #: per block, the scalars it reads: (scalar array, value)
    reads: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    #: per block, the scalars it writes: (scalar array, value, what it writes)
    writes: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)
    #: LLVM values from before the region that the region uses, with their types
    invariants: dict[str, str] = field(default_factory=dict)
    #: per block, the loads it executes again to recompute values
    remat_loads: dict[str, set[str]] = field(default_factory=dict)
    #: values computed again where they are used
    recomputed: set[str] = field(default_factory=set)

    def pass_on(self, value: str, block: str, others: set[str]) -> None:
        """``value``, defined in ``block``, travels to ``others`` as a scalar."""
        if others:
            self.writes.setdefault(block, []).append((f"{value}.s2a", value, "%" + value))
            for ob in sorted(others):
                self.reads.setdefault(ob, []).append((f"{value}.s2a", value))


def _name_maker(used: set[str]) -> Callable[[str], str]:
    """A function giving each name, sanitised, a suffix ``_<k>`` where it is
    in ``used``, and adding it there."""

    def unique(name: str) -> str:
        base, k = sanitize(name), 1
        cand = base
        while cand in used:
            k += 1
            cand = f"{base}_{k}"
        used.add(cand)
        return cand

    return unique


@dataclass
class _Builder:
    module: Module
    function: Function
    cfg: CFG
    entry: str
    exit: str
    region: frozenset[str]
    index: int
    features: ModelFeatures = field(default_factory=ModelFeatures)
    loops: dict[str, Loop] = field(init=False)
    aa: AffineAnalysis = field(init=False)
    params: ParamRegistry = field(default_factory=ParamRegistry)

    def __post_init__(self) -> None:
        self.loops = {h: lp for h, lp in self.cfg.loops.items() if h in self.region}
        self.block_map = self.function.block_map
        self.rpo_blocks = [b for b in self.cfg.rpo if b in self.region]
        #: loops whose equality exit tests are read as ordered comparisons
        self.ordered_loops: set[str] = set()
        #: per finished loop, its last counter as a function of the outer ones
        self.last_iterations: dict[str, isl.PwAff] = {}
        #: hoisted loads of an address an earlier one reads -> that one
        self.hoisted_as: dict[str, str] = {}
        hoisted = self.hoistable_loads()
        self.hoisted_as = self._same_loads(self.analysis(hoisted))
        self.aa = self.analysis(hoisted)

    def analysis(self, hoisted: frozenset[str] = frozenset()) -> AffineAnalysis:
        return AffineAnalysis(
            self.function,
            self.cfg,
            self.region,
            self.loops,
            hoisted=hoisted,
            hoisted_as=self.hoisted_as,
            pointer_differences=self.features.pointer_differences,
        )

    # ------------------------------------------------------ hoisted loads
    def written_bases(
        self, aa: AffineAnalysis, blocks: frozenset[str] | None = None
    ) -> set[str | None]:
        """The arrays the region (or its ``blocks``) may write (None: some
        unknown one)."""
        written: set[str | None] = set()
        for b in self.rpo_blocks:
            if blocks is not None and b not in blocks:
                continue
            for inst in self.block_map[b].instructions:
                if inst.opcode == "store":
                    written.add(aa.base_of(inst.operands[1]))
                elif inst.opcode == "call" and memory_intrinsic(inst.callee) is not None:
                    written.add(aa.base_of(inst.operands[0]))
                elif inst.opcode in ("atomicrmw", "cmpxchg") or (
                    inst.opcode == "call"
                    and not is_ignored_call(inst.callee)
                    and math_stem(inst.callee or "") is None
                ):
                    written.add(None)
        return written

    def hoistable_loads(self) -> frozenset[str]:
        """Integer loads from an address that does not change in the region
        (a polynomial over parameters) of an array the region never writes:
        their values are parameters (Polly's invariant load hoisting), which
        lets a bound or subscript read from memory, ``for (j = 0; j < *n;
        j++)``, stay affine. Loads whose address needs another hoisted load
        follow, round by round."""
        if not self.features.hoist_invariant_loads:
            return frozenset()
        candidates = [
            inst
            for b in self.rpo_blocks
            for inst in self.block_map[b].instructions
            if inst.opcode == "load"
            and (is_int(inst.type) or is_pointer(inst.type))
            and not {"volatile", "atomic"} & inst.flags
        ]
        # Optimistic rounds: a store through a pointer not hoisted yet has
        # no known array (None) until that pointer is hoisted ...
        hoisted: set[str] = set()
        while True:
            aa = self.analysis(frozenset(hoisted))
            written = self.written_bases(aa)
            new = {
                inst.name
                for inst in candidates
                if inst.name not in hoisted and self._invariant_address(aa, inst, written)
            }
            if not new:
                break
            hoisted |= new
            # loads of one address as one value (their pointers too: a phi
            # of the guard's and the latch's load of one pointer)
            self.hoisted_as = self._same_loads(self.analysis(frozenset(hoisted)))
        # ... then what is written, with every pointer hoisted, must leave
        # all of them alone.
        while True:
            aa = self.analysis(frozenset(hoisted))
            written = self.written_bases(aa)
            if None in written:
                return frozenset()
            wrong = {
                inst.name
                for inst in candidates
                if inst.name in hoisted and not self._invariant_address(aa, inst, written)
            }
            if not wrong:
                return frozenset(hoisted)
            hoisted -= wrong
            self.hoisted_as = {}
            self.hoisted_as = self._same_loads(self.analysis(frozenset(hoisted)))

    @staticmethod
    def _invariant_address(aa: AffineAnalysis, inst: Instruction, written: set[str | None]) -> bool:
        try:
            addr = aa.address(inst.operands[0])
        except NotAffine:
            return False
        return addr.base not in written and not addr.offset.counters()

    def _same_loads(self, aa: AffineAnalysis) -> dict[str, str]:
        """Hoisted loads that read what an earlier one (in reverse post
        order) reads, the same type from the same address, mapped to it: as
        nothing in the region writes there, both read the same value (GVN
        leaves a rotated loop's guard and latch reading a bound twice, with
        a phi of the two)."""
        first: dict[tuple, str] = {}
        same: dict[str, str] = {}
        for b in self.rpo_blocks:
            for inst in self.block_map[b].instructions:
                if inst.name not in aa.hoisted:
                    continue
                try:
                    addr = aa.address(inst.operands[0])
                except NotAffine:
                    continue
                key = (inst.type, addr.base, addr.offset)
                if key in first:
                    same[inst.name] = first[key]
                else:
                    first[key] = inst.name
        return same

    # ------------------------------------------------------------- helpers
    def reject(
        self, kind: str, message: str, inst: Instruction | None = None, block: str | None = None
    ) -> ScopRejected:
        blk = inst.block if inst is not None else block
        line = inst.line if inst is not None else None
        if line is None and blk is not None:
            line = next((i.line for i in self.block_map[blk].instructions if i.line), None)
        return ScopRejected(
            RejectReason(
                kind,
                message,
                self.function.name,
                blk,
                line,
                inst.text.strip() if inst is not None else None,
                (self.entry, self.exit),
            )
        )

    def from_not_affine(
        self, exc: NotAffine, default_block: str | None = None, kind: str | None = None
    ) -> ScopRejected:
        kind = kind or exc.kind
        # What is not affine is, in the end, an address (bounds and branches
        # say so where they are analysed).
        return self.reject(
            "non-affine-access" if kind == "non-affine" else kind,
            exc.message,
            exc.instruction,
            default_block,
        )

    def dims(self, block: str) -> list[str]:
        return [lp.header for lp in self.cfg.loops_containing(block) if lp.header in self.loops]

    def converter(self, block: str, name: str | None = None) -> IslConverter:
        dims = self.dims(block)
        space = set_space(name, [f"i{k}" for k in range(len(dims))])
        return IslConverter(
            self.params, space, {h: k for k, h in enumerate(dims)}, self.last_iterations
        )

    # --------------------------------------------------------------- checks
    def check_structure(self) -> None:
        if not self.cfg.is_reducible and self.cfg.irreducible_blocks & self.region:
            raise self.reject("irreducible", "irreducible control flow", block=self.entry)
        for lp in self.loops.values():
            if not lp.blocks <= self.region:
                raise self.reject("loop-shape", "loop leaves the region", block=lp.header)
            if len(lp.latches) != 1:
                raise self.reject("loop-shape", "loop with several back edges", block=lp.header)
        for b in self.rpo_blocks:
            for inst in self.block_map[b].instructions:
                self.check_instruction(inst)
        self.check_exit_phis()

    def check_exit_phis(self) -> None:
        """The exit block's phis must receive one value, computed before the
        region, from every edge leaving it: the offloaded path passes it on."""
        exit_block = self.block_map.get(self.exit)
        if exit_block is None:
            return
        for phi in exit_block.phis:
            values = {
                op.spelling()
                for op, src in zip(phi.operands, phi.incoming_blocks)
                if src in self.region
            }
            inner = [
                op.local
                for op, src in zip(phi.operands, phi.incoming_blocks)
                if src in self.region
                and op.local is not None
                and self.aa.defined_in_region(op.local)
            ]
            if len(values) > 1 or inner:
                raise self.reject(
                    "scalar-escape", f"%{phi.name} receives a value computed in the region", phi
                )

    def check_instruction(self, inst: Instruction) -> None:
        op = inst.opcode
        if (
            "volatile" in inst.flags
            or "atomic" in inst.flags
            or op in ("atomicrmw", "cmpxchg", "fence")
        ):
            raise self.reject(
                "volatile",
                f"{'volatile' if 'volatile' in inst.flags else 'atomic'} memory access",
                inst,
            )
        if op == "alloca":
            raise self.reject("alloca", "stack allocation inside the region", inst)
        if op == "inttoptr":
            raise self.reject("int-to-ptr", "pointer made from an integer (inttoptr)", inst)
        spaces = {o.type for o in inst.operands if "addrspace(" in o.type} - {"ptr addrspace(0)"}
        if spaces:
            raise self.reject(
                "unknown-instruction",
                f"pointer in another address space ({', '.join(sorted(spaces))})",
                inst,
            )
        if op == "ptrtoint" and not self.features.pointer_differences:
            # An address as data: a kernel sees device addresses, not the host's.
            raise self.reject("int-to-ptr", "pointer turned into an integer (ptrtoint)", inst)
        if op == "store" and is_pointer(inst.operands[0].type):
            # A kernel cannot hold host addresses (nor a load read them back).
            raise self.reject("unknown-instruction", "store of a pointer into memory", inst)
        if op == "call":
            if "asm" in inst.flags:
                raise self.reject("unknown-call", "inline assembly", inst)
            if "indirect" in inst.flags or inst.callee is None:
                raise self.reject("unknown-call", "indirect call", inst)
            if is_ignored_call(inst.callee):
                return
            intrinsic = memory_intrinsic(inst.callee)
            if intrinsic is not None:
                volatile = inst.operands[3] if len(inst.operands) > 3 else None
                if (
                    volatile is not None
                    and isinstance(volatile.value, IntConst)
                    and volatile.value.value
                ):
                    raise self.reject("volatile", f"volatile {intrinsic}", inst)
                if not self.features.memory_intrinsics:
                    raise self.reject(
                        "unknown-call",
                        f"call to {inst.callee} (memory intrinsics are not "
                        "modelled for this code generator)",
                        inst,
                    )
                return
            stem = math_stem(inst.callee)
            if stem is None:
                raise self.reject(
                    "unknown-call", f"call to {inst.callee}, which may have side effects", inst
                )
            if not self.features.inexact_math and not exact_math_call(stem, inst):
                why = (
                    f"devices and the C library return different zeros for {stem}(+0, -0)"
                    if stem in ZERO_SIGN_OPEN
                    else f"devices do not compute {stem} bit for bit as the C library does"
                )
                raise self.reject(
                    "inexact-math", f"call to {inst.callee}: {why} (--fast-math offloads it)", inst
                )
            return
        if op in ("extractelement", "insertelement", "shufflevector") or any(
            t.startswith("<") for t in (inst.type, *(o.type for o in inst.operands))
        ):
            raise self.reject("vectorized-ir", VECTORIZED_ADVICE, inst)
        if (
            op
            in (
                "invoke",
                "landingpad",
                "resume",
                "callbr",
                "indirectbr",
                "va_arg",
                "extractvalue",
                "insertvalue",
                "extractelement",
                "insertelement",
                "shufflevector",
                "switch",
                "unreachable",
                "ret",
            )
            or "unparsed" in inst.flags
        ):
            raise self.reject("unknown-instruction", f"instruction '{op}' cannot be modelled", inst)

    # ---------------------------------------------------------------- order
    def ordered_events(self) -> list[tuple[str, str]]:
        """('block', b) and ('end_loop', header) events; each loop's blocks
        contiguous and in RPO, inner loops finished before their parent."""
        rpo = [b for b in self.cfg.rpo if b in self.region]

        def children(parent: str | None) -> set[str]:
            return {
                h
                for h, lp in self.loops.items()
                if (lp.parent if lp.parent in self.loops else None) == parent
            }

        def emit(scope: frozenset[str], parent: str | None) -> list[tuple[str, str]]:
            kids = children(parent)
            done: set[str] = set()
            out: list[tuple[str, str]] = []
            for b in rpo:
                if b not in scope or b in done:
                    continue
                owner = next((h for h in kids if b in self.loops[h].blocks), None)
                if owner is not None:
                    out.extend(emit(self.loops[owner].blocks, owner))
                    out.append(("end_loop", owner))
                    done |= self.loops[owner].blocks
                else:
                    out.append(("block", b))
                    done.add(b)
            return out

        return emit(self.region, None)

    # -------------------------------------------------------------- domains
    def edge_condition(self, pred: str, succ: str) -> isl.Set:
        term = self.block_map[pred].terminator
        conv = self.converter(pred)
        if term.opcode != "br":
            raise self.reject("unknown-instruction", f"terminator '{term.opcode}'", term)
        if len(term.successors) == 1 or term.successors[0] == term.successors[1]:
            return isl.Set.universe(conv.space)
        try:
            try:
                cond = self.aa.condition(term.operands[0])
            except NotAffine:
                flag = self._flag_set(term.operands[0], pred)
                if flag is None:
                    raise
                return flag if succ == term.successors[0] else flag.complement()
            for loop in self._exited_loops(pred, term.successors):
                if loop.header in self.ordered_loops:
                    cond = self._ordered_exit(cond, loop, pred)
            s = conv.set(cond)
        except NotAffine as exc:
            # A bound when the branch leaves a loop or guards one, else a
            # condition.
            kind = (
                "non-affine-bound"
                if self._is_loop_test(pred, term.successors)
                else "non-affine-branch"
            )
            raise self.from_not_affine(exc, pred, kind) from exc
        return s if succ == term.successors[0] else s.complement()

    def _flag_set(self, op: Operand, block: str) -> isl.Set | None:
        """Where a boolean phi is true, from the edges that set it: jump
        threading leaves ``phi i1 [true, %a], [false, %b]`` to remember
        which way control came, and branches on it later (in ``block``,
        in the same iteration of the same loops). None when it is not such
        a flag."""
        name = op.local
        phi = self.function.definitions.get(name) if name else None
        if (
            phi is None
            or phi.opcode != "phi"
            or phi.type != "i1"
            or phi.block not in self.region
            or phi.block in self.loops
            or self.dims(phi.block) != self.dims(block)
            or not self.cfg.dominates(phi.block, block)
        ):
            return None
        acc = isl.Set.empty(self.converter(block).space)
        for val, src in zip(phi.operands, phi.incoming_blocks):
            if src not in self._domains or self.dims(src)[: len(self.dims(block))] != self.dims(
                block
            ):
                return None
            edge = self._rename(
                self.transit(
                    self._domains[src].intersect(self.edge_condition(src, phi.block)),
                    src,
                    phi.block,
                )
            )
            if isinstance(val.value, IntConst):
                if val.value.value:
                    acc = acc.union(edge)
                continue
            try:
                value = self.converter(block).set(self.aa.condition(val))
            except NotAffine:
                value = self._flag_set(val, src)
                if value is None:
                    return None
            acc = acc.union(edge.intersect(self._rename(value)))
        return acc.coalesce()

    def _is_loop_test(self, block: str, successors: tuple[str, ...]) -> bool:
        """Whether a branch exits a loop or decides whether one is entered
        (a rotated loop's guard, possibly through its preheader)."""
        if self._exited_loops(block, successors):
            return True
        for succ in successors:
            nxt = self.cfg.successors.get(succ, ())
            if succ in self.loops or (len(nxt) == 1 and nxt[0] in self.loops and nxt[0] != block):
                return True
        return False

    def _exited_loops(self, block: str, successors: tuple[str, ...]) -> list[Loop]:
        """Region loops that ``block``'s branch can leave."""
        return [
            lp
            for lp in self.loops.values()
            if block in lp.blocks and any(s not in lp.blocks for s in successors)
        ]

    def _ordered_exit(self, cond, loop: Loop, block: str):
        """Rewrite ``x != n`` / ``x == n`` exit tests on ``loop``'s counter
        as ``x < n`` / ``x >= n`` (or the mirror for a decreasing counter).

        clang and LLVM's optimiser write loop exits as equality tests once
        they know the trip count; taken literally the loop would run forever
        when it starts past its bound (undefined behaviour under nsw). As
        Polly does, the model then assumes the counter never steps past the
        bound: that becomes a run-time check, and the comparison an ordered
        one. Only loops that are unbounded as written are rewritten (an
        equality test beside another bound, ``i == 3`` in a loop counting
        down by 2 to 2, is kept exact).
        """
        from polyoff.ir.affine import Assumption, BoolOp, Counter

        def visit(c):
            if isinstance(c, BoolOp):
                return BoolOp(c.op, tuple(visit(a) for a in c.args))
            if not isinstance(c, Cmp) or c.pred not in ("eq", "ne"):
                return c
            diff = c.lhs - c.rhs
            coeff = sum(k for m, k in diff.terms if m == (Counter(loop.header),))
            others = [
                m
                for m, _ in diff.terms
                if Counter(loop.header) in m and m != (Counter(loop.header),)
            ]
            if coeff == 0 or others:
                return c
            up = coeff > 0
            self.aa.assumptions.append(
                Assumption(
                    block,
                    Cmp("sle" if up else "sge", diff, Poly.const(0)),
                    "loop counters do not step past their bounds",
                )
            )
            if c.pred == "ne":
                return Cmp("slt" if up else "sgt", diff, Poly.const(0))
            return Cmp("sge" if up else "sle", diff, Poly.const(0))

        return visit(cond)

    @staticmethod
    def _rename(s: isl.Set) -> isl.Set:
        for k in range(s.dim(isl.dim_type.set)):
            s = s.set_dim_name(isl.dim_type.set, k, f"i{k}")
        return s.reset_tuple_id() if s.has_tuple_id() else s

    def transit(self, s: isl.Set, pred: str, succ: str) -> isl.Set:
        dp, ds = len(self.dims(pred)), len(self.dims(succ))
        if succ in self.loops and pred not in self.loops[succ].blocks:
            s = s.add_dims(isl.dim_type.set, 1)
            s = s.lower_bound_val(isl.dim_type.set, dp, isl.Val.zero(CTX))
        elif ds < dp:
            s = s.project_out(isl.dim_type.set, ds, dp - ds)
        return self._rename(s)

    def build_domains(self, events: list[tuple[str, str]]) -> dict[str, isl.Set]:
        domains: dict[str, isl.Set] = {}
        self._domains = domains  # for branches on flags set on the way (_flag_set)
        back = self.cfg.back_edges
        for kind, b in events:
            if kind == "end_loop":
                self.finish_loop(self.loops[b], domains)
                continue
            ndims = len(self.dims(b))
            if b == self.entry:
                start = isl.Set.universe(set_space(None, [f"i{k}" for k in range(ndims)]))
                domains[b] = (
                    start.lower_bound_val(isl.dim_type.set, ndims - 1, isl.Val.zero(CTX))
                    if b in self.loops
                    else start
                )
                continue
            acc = None
            for p in self.cfg.predecessors[b]:
                if p not in self.region or (p, b) in back or p not in domains:
                    continue
                part = self.transit(domains[p].intersect(self.edge_condition(p, b)), p, b)
                acc = part if acc is None else acc.union(part)
            if acc is None:
                acc = isl.Set.empty(set_space(None, [f"i{k}" for k in range(ndims)]))
            domains[b] = self._rename(acc.coalesce())
        return domains

    def finish_loop(self, loop: Loop, domains: dict[str, isl.Set]) -> None:
        header = loop.header
        latch = loop.latches[0]
        n = len(self.dims(header))
        if len(self.dims(latch)) != n:
            raise self.reject("loop-shape", "loop latch inside an inner loop", block=latch)
        h0 = domains[header]
        taken = domains[latch].intersect(self.edge_condition(latch, header))
        bad = h0.subtract(taken)
        outer = ", ".join(f"o{k}" for k in range(n - 1))
        sep = ", " if outer else ""
        later = isl.Map(f"{{ [{outer}{sep}a] -> [{outer}{sep}b] : b > a }}")
        header_domain = self._rename(h0.subtract(bad.apply(later)).coalesce())
        if not self._bounded(header_domain, n - 1):
            if header not in self.ordered_loops:
                raise _OrderedExits(header)
            raise self.reject("unbounded", "loop has no upper bound polyoff can find", block=header)
        for b in loop.blocks:
            extra = len(self.dims(b)) - n
            ext = header_domain.add_dims(isl.dim_type.set, extra) if extra else header_domain
            domains[b] = self._rename(domains[b].intersect(self._rename(ext)).coalesce())
        # The counter of the last iteration, for values of the loop used
        # after it (an induction variable's exit value: ScalarEvolution's
        # exit values).
        if not header_domain.is_empty():
            last = isl.Map.from_range(header_domain).move_dims(
                isl.dim_type.in_, 0, isl.dim_type.out, 0, n - 1
            )
            self.last_iterations[header] = last.lexmax_pw_multi_aff().get_pw_aff(0)

    @staticmethod
    def _bounded(s: isl.Set, dim: int) -> bool:
        """Whether counter ``dim`` has a finite maximum wherever ``s`` is not empty."""
        if s.is_empty():
            return True
        # Outer counters are fixed for one execution of the loop: make them
        # parameters, so only this counter is maximised.
        nparam = s.dim(isl.dim_type.param)
        fixed = s.move_dims(isl.dim_type.param, nparam, isl.dim_type.set, 0, dim)
        try:
            return not fixed.dim_max(0).involves_nan()
        except isl.Error:  # "unbounded optimum"
            return False

    # ------------------------------------------------------------- building
    def build(self) -> Scop:
        """The model of the region, step by step: its structure, the
        iteration domains of its blocks, how values travel between blocks
        (scalars), the memory accesses, the arrays and their accesses, the
        statements, the values the host passes in, and the assumptions
        checked against the context."""
        self.check_structure()
        events = self.ordered_events()
        domains = self._domains(events)
        blocks_in_order = [b for kind, b in events if kind == "block"]
        flow = self._scalar_flow(blocks_in_order)
        stmt_of, raw = self._raw_accesses(blocks_in_order, domains, flow)
        unique = _name_maker(set(stmt_of.values()))
        assumed, notes = self._analysis_assumptions(domains)
        # Shapes are chosen for the parameters the other assumptions allow.
        self._assumed = assumed
        arrays, accesses, assumed = self._memory_arrays(raw, stmt_of, unique, assumed, notes)
        arrays.extend(self._scalar_accesses(blocks_in_order, stmt_of, flow, unique, accesses))
        statements = self._statements(blocks_in_order, stmt_of, domains, accesses)
        host_values = self._host_values(domains)
        invariants = self._invariants(flow.invariants, host_values, arrays)
        context, assumed = self._checked_assumptions(assumed)
        schedule = self._original_schedule(events, {s.block: s for s in statements})
        lines = [s.line for s in statements if s.line]
        self._add_param_values(invariants, arrays, accesses, blocks_in_order, flow.is_affine)
        return Scop(
            function=self.function,
            entry=self.entry,
            exit=self.exit,
            blocks=self.region,
            statements=tuple(statements),
            arrays=tuple(arrays),
            params=tuple(ScopParam(n, v) for n, v in self.params.by_isl.items()),
            context=context,
            assumed=assumed,
            schedule=schedule,
            loops=tuple(self.loops),
            invariants=tuple(sorted(invariants.items())),
            hoisted_as=tuple(sorted(self.hoisted_as.items())),
            recomputable=frozenset(
                self._recomputed_anywhere(flow.recomputable, flow.load_scope, flow.recomputed)
            ),
            assumption_notes=tuple(dict.fromkeys(notes)),
            lines=(min(lines), max(lines)) if lines else None,
            index=self.index,
            host_values=host_values,
        )

    # ------------------------------------------------ build: domains, scalars

    def _domains(self, events: list[tuple[str, str]]) -> dict[str, isl.Set]:
        """Each block's iteration domain; where a loop's equality exit test
        must be read as an ordered comparison, the domains are built again."""
        while True:
            try:
                return self.build_domains(events)
            except _OrderedExits as exc:
                self.ordered_loops.add(exc.header)

    def _affine_test(self) -> Callable[[str], bool]:
        """Whether a value is an affine integer (remembered per value)."""
        affine_cache: dict[str, bool] = {}

        def is_affine(name: str) -> bool:
            if name not in affine_cache:
                inst = self.function.definitions.get(name)
                if inst is None or not is_int(inst.type):
                    affine_cache[name] = False
                else:
                    try:
                        self.aa.value_expr(name)
                        affine_cache[name] = True
                    except NotAffine:
                        affine_cache[name] = False
            return affine_cache[name]

        return is_affine

    def _scalar_flow(self, blocks_in_order: list[str]) -> _ScalarFlow:
        """How values travel between the blocks (:class:`_ScalarFlow`); a
        value used after the region, or a phi fed from before it, rejects it."""
        is_affine = self._affine_test()
        recomputable, load_scope = self._recomputable_values(blocks_in_order, is_affine)
        flow = _ScalarFlow(is_affine, recomputable, load_scope)
        value_uses = self._incoming_uses(blocks_in_order)
        defs = self.function.definitions
        users = self.function.users
        for b in blocks_in_order:
            for inst in self.block_map[b].instructions:
                for op in inst.operands:
                    name = op.local
                    if name is None:
                        continue
                    d = defs.get(name)
                    if d is None or d.block not in self.region:
                        flow.invariants[name] = op.type
                if inst.name is None:
                    continue
                outside = [u for u in users.get(inst.name, ()) if u.block not in self.region]
                if outside:
                    raise self.reject(
                        "scalar-escape", f"%{inst.name} is used after the region", inst
                    )
                if inst.opcode == "phi":
                    self._phi_flow(inst, b, flow, value_uses)
                else:
                    self._value_flow(inst, b, flow, value_uses)
        return flow

    def _incoming_uses(self, blocks_in_order: list[str]) -> dict[str, set[str]]:
        """Per value, the blocks other than its own whose edge into a phi
        carries it: there it may need to travel as a scalar."""
        defs = self.function.definitions
        value_uses: dict[str, set[str]] = {}
        for b in blocks_in_order:
            for inst in self.block_map[b].phis:
                for val, src in zip(inst.operands, inst.incoming_blocks):
                    vdef = defs.get(val.local) if val.local else None
                    if (
                        vdef is not None
                        and vdef.block in self.region
                        and vdef.block != src
                        and src in self.region
                    ):
                        value_uses.setdefault(vdef.name, set()).add(src)
        return value_uses

    def _phi_flow(self, inst: Instruction, b: str, flow: _ScalarFlow,
                  value_uses: dict[str, set[str]]) -> None:
        """A phi not modelled as an affine value or a pointer: each incoming
        block writes its value to the phi's scalar, the phi's block reads it."""
        if flow.is_affine(inst.name) or self._is_modelled_pointer(inst):
            return
        for val, src in zip(inst.operands, inst.incoming_blocks):
            if src not in self.region:
                raise self.reject(
                    "region-entry-phi",
                    f"phi %{inst.name} receives a value from before the region",
                    inst,
                )
            flow.writes.setdefault(src, []).append(
                (f"{inst.name}.phiops", inst.name, val.spelling())
            )
        flow.reads.setdefault(b, []).append((f"{inst.name}.phiops", inst.name))
        # Used in other blocks too: it travels there as a value.
        other = {
            u.block
            for u in self.function.users.get(inst.name, ())
            if u.block != b and u.opcode != "phi"
        }
        other |= value_uses.get(inst.name, set()) - {b}
        flow.pass_on(inst.name, b, other)

    def _value_flow(self, inst: Instruction, b: str, flow: _ScalarFlow,
                    value_uses: dict[str, set[str]]) -> None:
        """A value used in other blocks: recomputed there where it can be
        (re-reading memory that nothing writes in between), else passed as
        a scalar. Pointers, affine integers and branch conditions need neither."""
        users = self.function.users
        if (
            is_pointer(inst.type)
            or flow.is_affine(inst.name)
            or (
                inst.opcode in ("icmp",)
                and all(u.opcode == "br" for u in users.get(inst.name, ()))
            )
        ):
            return
        other_blocks = {
            u.block for u in users.get(inst.name, ()) if u.block != b and u.opcode != "phi"
        }
        other_blocks |= value_uses.get(inst.name, set()) - {b}
        recomputable, load_scope = flow.recomputable, flow.load_scope
        if inst.name in recomputable and all(
            load_scope[load] is None or other_blocks <= load_scope[load]
            for load in self._loads_behind(inst.name, recomputable)
        ):
            # Recomputed where it is used: every load behind it reads an
            # array nothing writes where it is used.
            flow.recomputed.add(inst.name)
            for ob in other_blocks:
                for load in self._loads_behind(inst.name, recomputable):
                    flow.remat_loads.setdefault(ob, set()).add(load)
            return
        flow.pass_on(inst.name, b, other_blocks)

    # ------------------------------------------------ build: accesses, arrays

    def _raw_accesses(self, blocks_in_order: list[str], domains: dict[str, isl.Set],
                      flow: _ScalarFlow) -> tuple[dict[str, str], dict[str, list]]:
        """The statements (``S<n>`` per block that accesses memory or
        scalars) and, per base pointer, their memory accesses before the
        array's shape is known: (statement, RawAccess, kind, key)."""
        defs = self.function.definitions
        stmt_of: dict[str, str] = {}
        raw: dict[str, list[tuple[str, RawAccess, str, str]]] = {}
        stmt_counter = 0
        for b in blocks_in_order:
            insts = self.block_map[b].instructions
            has_mem = any(
                i.opcode in ("load", "store") or (i.opcode == "call" and memory_intrinsic(i.callee))
                for i in insts
            )
            if not (has_mem or b in flow.reads or b in flow.writes or b in flow.remat_loads):
                continue
            if _writes_nothing(insts, b in flow.writes):
                # Modelled for its reads, dropped below: named apart so the
                # statements keep dense names (isl's scheduler visits
                # statements in an order that follows their names, and the
                # same nest must get the same schedule wherever it stands).
                sname = f"R{len(stmt_of)}"
            else:
                sname = f"S{stmt_counter}"
                stmt_counter += 1
            stmt_of[b] = sname
            conv = self.converter(b, sname)
            dom = domains[b].set_tuple_name(sname)
            extra = [defs[n] for n in sorted(flow.remat_loads.get(b, ())) if defs[n].block != b]
            for k, inst in [*enumerate(insts), *((-1, x) for x in extra)]:
                for ptr, elem, kind, key, length in self._memory_operands(inst, b, k):
                    try:
                        addr = self.aa.address(ptr)
                    except NotAffine as exc:
                        raise self.from_not_affine(
                            exc, b, "non-affine-access" if exc.kind == "non-affine" else None
                        ) from exc
                    gep_dims = addr.gep_shapes[-1][0] if addr.gep_shapes else ()
                    rkey = f"{sname}:{key}" + (
                        ":src" if length is not None and kind == READ else ""
                    )
                    ra = RawAccess(
                        rkey,
                        addr.base,
                        addr.offset,
                        elem,
                        conv,
                        dom,
                        gep_dims,
                        length,
                        addr.element,
                    )
                    raw.setdefault(addr.base, []).append((sname, ra, kind, key))
        return stmt_of, raw

    def _analysis_assumptions(self, domains: dict[str, isl.Set]) -> tuple[isl.Set, list[str]]:
        """The parameters where the assumptions collected by the affine
        analysis hold, and a note for each that excludes something the
        context allows: each holds where no instance of its block violates it."""
        assumed = isl.Set.universe(isl.Space.params_alloc(CTX, 0))
        notes: list[str] = []
        context = self._context()
        for asm in self.aa.assumptions:
            try:
                where = self._assumption_domain(asm, domains)
                if not asm.block:
                    conv = IslConverter(self.params, set_space(None, []), {})
                    ok = conv.set(asm.cond).params()
                    if where is not None:
                        ok = ok.union(where.params().complement())
                else:
                    conv = self.converter(asm.block)
                    viol = conv.set(asm.cond).complement().intersect(where)
                    ok = viol.params().complement()
            except NotAffine as exc:
                log.debug("assumption %s (%s) not modelled: %s", asm.why, asm.cond, exc.message)
                continue
            allowed = assumed.intersect(context.align_params(assumed.get_space()))
            if not allowed.is_subset(ok.align_params(allowed.get_space())):
                assumed = assumed.intersect(ok)
                notes.append(asm.why)
        return assumed, notes

    def _memory_arrays(self, raw: dict[str, list], stmt_of: dict[str, str], unique: Callable[[str], str],
                       assumed: isl.Set, notes: list[str]):
        """The arrays in memory, shaped from their accesses (the declared
        dimensions where the subscripts stay within them, else linear), each
        statement's accesses to them, and ``assumed`` with any assumption
        that the subscripts stay within the dimensions (noted in ``notes``)."""
        arrays: list[ArrayInfo] = []
        accesses: dict[str, list[MemoryAccess]] = {s: [] for s in stmt_of.values()}
        for base in sorted(raw, key=lambda b: (not b.startswith("@"), b)):
            items = raw[base]
            raws = [ra for _, ra, _, _ in items]
            block = self._block_of(items[0][0], stmt_of)
            try:
                shape = self._normalize_subscripts(
                    shape_array(base, raws, self.module), raws, block
                )
                bad = self._shape_violations(shape, raws, block)
                constant = all(sz is None or not sz.params() for sz in shape.sizes)
                if bad is not None and constant and self._context().is_subset(bad):
                    # The declared dimensions can never hold: stay linear.
                    shape = shape_array(base, raws, self.module, linear=True)
                    bad = None
            except ShapeError as exc:
                raise self.reject(exc.kind, exc.message, block=block) from exc
            aname = unique(base.lstrip("@") if base.startswith("@") else base)
            arrays.append(
                ArrayInfo(
                    aname, MEMORY, shape.element_type, shape.element_size, shape.sizes, base=base
                )
            )
            for sname, ra, kind, key in items:
                subs = shape.subscripts[ra.key]
                length = shape.lengths.get(ra.key)
                self._check_counters_in_scope(subs, self._block_of(sname, stmt_of))
                try:
                    rel = self._relation(ra.converter, subs, aname, length)
                except NotAffine as exc:
                    raise self.reject(
                        "non-affine-access", exc.message, block=self._block_of(sname, stmt_of)
                    ) from exc
                accesses[sname].append(MemoryAccess(kind, aname, rel, key, subs, length=length))
            if bad is not None:
                assumed = assumed.intersect(bad.complement())
                notes.append(f"subscripts of {aname} stay within its dimensions")
        return arrays, accesses, assumed

    def _scalar_accesses(self, blocks_in_order: list[str], stmt_of: dict[str, str], flow: _ScalarFlow,
                         unique: Callable[[str], str], accesses: dict[str, list[MemoryAccess]]) -> list[ArrayInfo]:
        """The scalar arrays values travel through, with each statement's
        reads of them (first) and writes (last) added to ``accesses``."""
        scalar_arrays: dict[str, ArrayInfo] = {}
        for writes in flow.writes.values():
            for aname_raw, value_name, _ in writes:
                self._scalar_array(aname_raw, value_name, scalar_arrays, unique)
        for reads in flow.reads.values():
            for aname_raw, value_name in reads:
                self._scalar_array(aname_raw, value_name, scalar_arrays, unique)
        for b in blocks_in_order:
            if b not in stmt_of:
                continue
            sname = stmt_of[b]
            conv = self.converter(b, sname)
            for aname_raw, value_name in flow.reads.get(b, []):
                arr = scalar_arrays[aname_raw]
                accesses[sname].insert(
                    0,
                    MemoryAccess(
                        READ,
                        arr.name,
                        self._relation(conv, (), arr.name),
                        f"{arr.kind}:{value_name}",
                        value=value_name,
                    ),
                )
            for aname_raw, value_name, incoming in flow.writes.get(b, []):
                arr = scalar_arrays[aname_raw]
                accesses[sname].append(
                    MemoryAccess(
                        WRITE,
                        arr.name,
                        self._relation(conv, (), arr.name),
                        f"{arr.kind}:{value_name}",
                        value=incoming,
                    )
                )
        return list(scalar_arrays.values())

    def _statements(self, blocks_in_order: list[str], stmt_of: dict[str, str], domains: dict[str, isl.Set],
                    accesses: dict[str, list[MemoryAccess]]) -> list[Statement]:
        """The statements that write something, in the blocks' order."""
        statements = []
        for b in blocks_in_order:
            if b not in stmt_of:
                continue
            sname = stmt_of[b]
            if not any(a.kind == WRITE for a in accesses[sname]):
                # Reads alone change nothing (a load LICM hoisted, its value
                # recomputed by the statements using it): no statement.
                continue
            line = next((i.line for i in self.block_map[b].instructions if i.line), None)
            statements.append(
                Statement(
                    sname,
                    b,
                    domains[b].set_tuple_name(sname),
                    tuple(self.dims(b)),
                    tuple(accesses[sname]),
                    line,
                )
            )
        if not statements:
            raise self.reject("empty", "region does no work", block=self.entry)
        return statements

    # ------------------------------------------- build: host values, checks

    def _invariants(self, invariants: dict[str, str], host_values: tuple[HostValue, ...],
                    arrays: list[ArrayInfo]) -> dict[str, str]:
        """``invariants`` (the values from before the region the statements
        use) with all else the host function needs: what the parameters it
        computes itself are made of, the LLVM values of every parameter, the
        operands of casts the affine analysis looked through, array bases."""
        host_names = {h.name for h in host_values}
        for h in host_values:
            for base in (h.base, h.other):
                if base is not None and base not in host_names:
                    invariants.setdefault(base, "ptr")
            for v in h.offset.params():
                ty = self._value_type(v)
                if v not in host_names and ty is not None:
                    invariants.setdefault(v, ty)
        # The host function receives every LLVM value the parameters and
        # array bases are made of, besides those the statements use.
        for values in self.params.by_isl.values():
            for v in values:
                ty = self._value_type(v)
                if ty is not None and v not in host_names:
                    invariants.setdefault(v, ty)
        # Casts of values from before the region are looked through by the
        # affine analysis: their operands are needed too.
        pending = list(invariants)
        while pending:
            inst = self.function.definitions.get(pending.pop())
            if (
                inst is not None
                and inst.opcode in ("sext", "zext", "trunc")
                and inst.operands[0].local
            ):
                name = inst.operands[0].local
                if name not in invariants:
                    invariants[name] = inst.operands[0].type
                    pending.append(name)
        for arr in arrays:
            if arr.base is not None and arr.base not in host_names:
                # Globals too: the host function gets their address from the
                # splice, which works whatever their linkage.
                invariants.setdefault(arr.base, "ptr")
        return invariants

    def _checked_assumptions(self, assumed: isl.Set) -> tuple[isl.Set, isl.Set]:
        """The context and the assumptions beyond it (the run-time check);
        assumptions that can never hold reject the region."""
        context = self._context()
        assumed = assumed.align_params(context.get_space())
        context = context.align_params(assumed.get_space())
        if assumed.intersect(context).is_empty():
            raise self.reject(
                "assumptions", "the assumptions the model needs can never hold", block=self.entry
            )
        # What the context guarantees (a 32-bit parameter's range) needs no check.
        assumed = assumed.gist(context).coalesce()
        return context, assumed

    #: opcodes through which a value only flows on to other computations
    _FLOWS = INT_BINARY | frozenset(
        {
            "sext",
            "zext",
            "trunc",
            "freeze",
            "select",
            "icmp",
            "getelementptr",
            "bitcast",
        }
    )

    def _use_blocks(self, value: str) -> set[str]:
        """The region's blocks where ``value`` is finally used (an address,
        a branch, a store, a phi's incoming edge), following it through
        the computations it flows into."""
        out: set[str] = set()
        seen: set[str] = set()
        work = [value]
        users = self.function.users
        while work:
            name = work.pop()
            if name in seen:
                continue
            seen.add(name)
            for user in users.get(name, ()):
                if user.opcode == "phi":
                    # It is used on the edge it comes in by (a loop's start
                    # value: where the loop is entered).
                    for op, src in zip(user.operands, user.incoming_blocks):
                        if op.local == name and src in self.region:
                            out.add(src)
                elif user.opcode in self._FLOWS and user.name is not None:
                    work.append(user.name)
                    if user.opcode == "icmp" and user.block in self.region:
                        out.add(user.block)  # a branch or a select uses it here
                elif user.block in self.region:
                    out.add(user.block)
        return out

    def _assumption_domain(self, asm, domains: dict[str, isl.Set]) -> isl.Set | None:
        """Where an assumption must hold: the instances of the blocks that
        use its value (projected onto the loops of its own block), else of
        its block (None: everywhere, for values before the region)."""
        own = domains.get(asm.block) if asm.block else None
        if asm.value is None:
            return own
        blocks = self._use_blocks(asm.value)
        if not blocks:
            return own
        outer = self.dims(asm.block) if asm.block else []
        acc = None
        for b in blocks:
            dims = self.dims(b)
            if b not in domains or dims[: len(outer)] != outer:
                return own
            d = domains[b]
            if len(dims) > len(outer):
                d = d.project_out(isl.dim_type.set, len(outer), len(dims) - len(outer))
            d = self._rename(d)
            acc = d if acc is None else acc.union(d)
        return acc

    def _host_values(self, domains: dict[str, isl.Set]) -> tuple[HostValue, ...]:
        """The hoisted loads and pointer distances the parameters use (and
        the hoisted loads their addresses use), each after those it needs."""
        # Every hoisted load, not only those in parameters: affine values
        # the kernels rebuild (a stored `*p + 2`) may use them too.
        used = {v for values in self.params.by_isl.values() for v in values}
        used |= {v for v in self.aa.hoisted if v not in self.hoisted_as}
        loads: dict[str, tuple[Instruction, Address]] = {}
        pending = [v for v in used if v in self.aa.hoisted]
        while pending:
            name = pending.pop()
            if name in loads:
                continue
            inst = self.function.definitions[name]
            addr = self.aa.address(inst.operands[0])
            loads[name] = (inst, addr)
            pending.extend(p for p in addr.offset.params() if p in self.aa.hoisted)
            if addr.base in self.aa.hoisted:
                pending.append(addr.base)  # a pointer loaded by another hoisted load
        ordered: list[HostValue] = []
        done: set[str] = set()

        def visit(name: str) -> None:
            if name in done:
                return
            done.add(name)
            inst, addr = loads[name]
            for p in sorted({*addr.offset.params(), addr.base}):
                if p in loads:
                    visit(p)
            # Where it executes may depend on other hoisted loads (a rotated
            # loop's guard reads the bound its latch reads again).
            context = domains[inst.block].params().drop_unused_params()
            for i in range(context.dim(isl.dim_type.param)):
                for v in self.params.by_isl.get(context.get_dim_name(isl.dim_type.param, i), ()):
                    if v in loads:
                        visit(v)
            ordered.append(
                HostValue(
                    name,
                    HOISTED_LOAD,
                    inst.type,
                    addr.base,
                    addr.offset,
                    context=context.coalesce(),
                )
            )

        for name in sorted(loads):
            visit(name)
        for name, (a, b) in sorted(self.aa.distances.items()):
            if name in used:
                ordered.append(HostValue(name, POINTER_DIFFERENCE, "i64", a, other=b))
        return tuple(ordered)

    def _memory_operands(self, inst: Instruction, block: str, k: int):
        """(pointer, element type, kind, access key, length in bytes) of each
        memory access ``inst`` makes; the element type of a memory
        intrinsic's range is the array's (None here)."""
        if inst.opcode == "load":
            if inst.name in self.aa.hoisted and is_pointer(inst.type):
                # a base pointer the host reads (and checks no written
                # array overlaps): no array of pointers in the kernels
                return []
            return [(inst.operands[0], inst.type, READ, inst.name, None)]
        if inst.opcode == "store":
            return [(inst.operands[1], inst.operands[0].type, WRITE, f"store@{block}@{k}", None)]
        intrinsic = memory_intrinsic(inst.callee) if inst.opcode == "call" else None
        if intrinsic is None:
            return []
        try:
            length = self.aa.int_expr(inst.operands[2])
        except NotAffine as exc:
            raise self.from_not_affine(exc, block, "non-affine-access") from exc
        key = f"call@{block}@{k}"
        out = [(inst.operands[0], None, WRITE, key, length)]
        if intrinsic != "memset":
            out.append((inst.operands[1], None, READ, key, length))
        return out

    def _is_modelled_pointer(self, inst: Instruction) -> bool:
        """A pointer phi that is an induction variable (or a join of one
        address): its uses are addresses, rebuilt from access relations."""
        if not is_pointer(inst.type):
            return False
        try:
            self.aa.address(Operand(inst.type, LocalRef(inst.name)))
        except NotAffine:
            return False
        return True

    def _recomputable_values(
        self, blocks: list[str], is_affine
    ) -> tuple[set[str], dict[str, frozenset[str] | None]]:
        """Values statements can compute again instead of receiving them as
        scalars: pure operations on values from before the region, affine
        integers, other such values, and loads from arrays the region never
        writes (clang's LICM hoists those out of inner loops) — or that the
        outermost loop holding the load never writes, when the value is used
        only inside that loop (a kernel inlined next to the loops that
        initialise its inputs). Also returns, per such load, the blocks
        where it may be recomputed (None: anywhere in the region)."""
        written = self.written_bases(self.aa)
        result: set[str] = set()
        memo: dict[str, bool] = {}
        scope: dict[str, frozenset[str] | None] = {}
        nest_writes: dict[str, set[str | None]] = {}

        def outermost_loop(block: str) -> Loop | None:
            loop = None
            for candidate in self.loops.values():
                if block in candidate.blocks and (loop is None or candidate.depth < loop.depth):
                    loop = candidate
            return loop

        def ok(name: str) -> bool:
            if name in memo:
                return memo[name]
            memo[name] = False  # cycles (phis) are not recomputable
            inst = self.function.definitions.get(name)
            if inst is None or inst.block not in self.region:
                memo[name] = True
                return True
            if inst.opcode == "phi":
                return False
            if is_affine(name):
                memo[name] = True
                return True
            if inst.opcode == "load":
                if "volatile" in inst.flags or "atomic" in inst.flags or None in written:
                    return False
                try:
                    base = self.aa.address(inst.operands[0]).base
                except NotAffine:
                    return False
                good = base not in written
                scope[name] = None
                nest = outermost_loop(inst.block)
                if not good and nest is not None:
                    if nest.header not in nest_writes:
                        nest_writes[nest.header] = self.written_bases(self.aa, nest.blocks)
                    good = not {base, None} & nest_writes[nest.header]
                    scope[name] = nest.blocks
            elif inst.opcode in self.aa.PURE or (
                inst.opcode == "call"
                and inst.callee is not None
                and math_stem(inst.callee) is not None
            ):
                good = not is_pointer(inst.type) and all(
                    op.local is None or ok(op.local) for op in inst.operands
                )
            else:
                good = False
            memo[name] = good
            if good:
                result.add(name)
            return good

        for b in blocks:
            for inst in self.block_map[b].instructions:
                if inst.name is not None and inst.opcode != "phi":
                    ok(inst.name)
        return result, scope

    def _add_param_values(self, invariants, arrays, accesses, blocks, is_affine) -> None:
        """Every value outside the region that code generation may rebuild
        a polynomial from — in array sizes, subscripts and the affine
        integers statements use — is passed to the SCoP's host function.
        The affine analysis looks through casts and arithmetic before the
        region, so such a value need not be an operand of any instruction
        in it."""
        polys: list[Poly] = [size for a in arrays for size in a.sizes if size is not None]
        for accs in accesses.values():
            for acc in accs:
                polys.extend(acc.subscripts)
                if acc.length is not None:
                    polys.append(acc.length)
        for b in blocks:
            for inst in self.block_map[b].instructions:
                if inst.name is not None and is_affine(inst.name):
                    polys.append(self.aa.value_expr(inst.name))
        types = {p.name: p.type for p in self.function.params}
        for poly in polys:
            for name in poly.params():
                if name in invariants:
                    continue
                inst = self.function.definitions.get(name)
                if inst is not None and inst.block not in self.region:
                    invariants[name] = inst.type
                elif inst is None and name in types:
                    invariants[name] = types[name]

    def _check_counters_in_scope(self, subs: tuple[Poly, ...], block: str) -> None:
        """A subscript the model keeps as a polynomial (code generation
        rebuilds it) may only use counters of loops around the access; the
        counter of a finished loop (its exit value, as in the epilogue of a
        loop LLVM unrolled) has no value there."""
        enclosing = {h for h, lp in self.loops.items() if block in lp.blocks}
        finished = set().union(*(sub.counters() for sub in subs)) - enclosing
        if finished:
            raise self.reject(
                "non-affine-access",
                f"a subscript uses the final value of the counter of loop %{min(finished)} after "
                "that loop (the epilogue of a loop LLVM unrolled; polyoff prog.c or "
                "-fno-unroll-loops keeps loops whole)",
                block=block,
            )

    def _recomputed_anywhere(
        self,
        recomputable: set[str],
        load_scope: dict[str, frozenset[str] | None],
        recomputed: set[str],
    ) -> set[str]:
        """The values code generation may compute again in any statement:
        those reading only memory the region never writes, and those
        recomputed where they are used (with what they are computed from)."""
        out = {
            v
            for v in recomputable
            if all(load_scope[x] is None for x in self._loads_behind(v, recomputable))
        }
        work = list(recomputed)
        while work:
            n = work.pop()
            if n in out or n not in recomputable:
                continue
            out.add(n)
            work.extend(op.local for op in self.function.definitions[n].operands if op.local)
        return out

    def _loads_behind(self, name: str, recomputable: set[str]) -> set[str]:
        """The loads a recomputation of ``name`` performs."""
        out: set[str] = set()
        work = [name]
        seen: set[str] = set()
        while work:
            n = work.pop()
            if n in seen or n not in recomputable:
                continue
            seen.add(n)
            inst = self.function.definitions[n]
            if inst.opcode == "load":
                out.add(n)
                continue
            work.extend(op.local for op in inst.operands if op.local)
        return out

    def _shape_violations(
        self, shape: Shape, raws: list[RawAccess], block: str | None
    ) -> isl.Set | None:
        """Parameters for which some inner subscript leaves its dimension
        (None when never)."""
        by_key = {ra.key: ra for ra in raws}
        bad_all = None
        last = len(shape.sizes) - 1
        for key, k, sub, size in shape.bounds:
            if key in shape.lengths and k == last:
                # A range may start at the end when it is empty: its start
                # must not be negative, its end is checked below.
                size = None
            bad = self._out_of_bounds(by_key[key], sub, size, block)
            if bad is not None:
                bad_all = bad if bad_all is None else bad_all.union(bad)
        for key, end, size in shape.range_ends():
            ra = by_key[key]
            n = shape.lengths[key]
            try:
                viol = ra.converter.set(Cmp("sgt", end, size)).intersect(
                    ra.converter.set(Cmp("sgt", n, Poly.const(0)))
                )
            except NotAffine as exc:
                raise self.reject("delinearization", exc.message, block=block) from exc
            bad = viol.intersect(ra.domain).params().intersect(self._assumed)
            if not bad.is_empty():
                bad_all = bad if bad_all is None else bad_all.union(bad)
        return bad_all

    def _out_of_bounds(
        self, ra: RawAccess, sub: Poly, size: Poly | None, block: str | None
    ) -> isl.Set | None:
        """Parameters for which ``sub`` leaves ``[0, size)`` (``size`` None:
        is negative) somewhere in the access's domain (None when never)."""
        try:
            viol = ra.converter.set(Cmp("slt", sub, Poly.const(0)))
            if size is not None:
                viol = viol.union(ra.converter.set(Cmp("sge", sub, size)))
        except NotAffine as exc:
            raise self.reject("delinearization", exc.message, block=block) from exc
        bad = viol.intersect(ra.domain).params().intersect(self._assumed)
        return None if bad.is_empty() else bad

    def _normalize_subscripts(
        self, shape: Shape, raws: list[RawAccess], block: str | None
    ) -> Shape:
        """Move whole multiples of a dimension's size between a subscript
        and the next outer one where that brings it within bounds.

        Splitting a linear offset by divisibility alone puts every
        parameter-only term in the outer subscript: ``A[i][n-2-j]`` on
        ``double A[][n]`` has offset ``i*n + n - 2 - j`` and reads as
        ``A[i+1][-2-j]``, out of bounds. The same offset is also
        ``A[i][n-2-j]``; of the candidate splits the one that provably stays
        within the dimension is the array's real subscript."""
        if not shape.bounds:
            return shape
        by_key = {ra.key: ra for ra in raws}
        subscripts = dict(shape.subscripts)
        for key, subs_t in shape.subscripts.items():
            subs = list(subs_t)
            ra = by_key[key]
            for k in range(len(subs) - 1, 0, -1):
                size = shape.sizes[k]
                bad = None if size is None else self._out_of_bounds(ra, subs[k], size, block)
                if bad is None:
                    continue
                shifts = [1, -1, 2, -2]
                if size.is_constant and size.constant > 0 and subs[k].constant:
                    shifts.insert(0, -(subs[k].constant // size.constant))
                best = None
                for m in dict.fromkeys(shifts):
                    if not m:
                        continue
                    moved_bad = self._out_of_bounds(ra, subs[k] + size * m, size, block)
                    # In bounds everywhere, or for strictly more parameters
                    # (``corr[m-1][m-1]`` leaves them only for m <= 0).
                    if moved_bad is None or (moved_bad.is_strict_subset(bad)):
                        best, bad = m, moved_bad
                        if moved_bad is None:
                            break
                if best is not None:
                    subs[k], subs[k - 1] = subs[k] + size * best, subs[k - 1] - best
            subscripts[key] = tuple(subs)
        bounds = tuple(
            (key, k, subs[k], shape.sizes[k])  # type: ignore[misc]
            for key, subs in subscripts.items()
            for k in range(1, len(subs))
        )
        return Shape(
            shape.element_type, shape.element_size, shape.sizes, subscripts, bounds, shape.lengths
        )

    @staticmethod
    def _block_of(sname: str, stmt_of: dict[str, str]) -> str | None:
        for b, s in stmt_of.items():
            if s == sname:
                return b
        return None

    def _scalar_array(
        self, raw_name: str, value_name: str, table: dict[str, ArrayInfo], unique
    ) -> None:
        if raw_name in table:
            return
        inst = self.function.definitions[value_name]
        kind = PHI if raw_name.endswith(".phiops") else VALUE
        from polyoff.ir.types import type_size

        table[raw_name] = ArrayInfo(
            unique(raw_name.replace(".", "_")),
            kind,
            inst.type,
            type_size(inst.type),
            (),
            value=value_name,
        )

    @staticmethod
    def _relation(
        conv: IslConverter, subscripts: tuple[Poly, ...], array: str, length: Poly | None = None
    ) -> isl.Map:
        """Statement instance -> element; with ``length``, the ``length``
        elements of the innermost dimension from ``subscripts`` on."""
        if not subscripts:
            rng = isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0)).set_tuple_name(array)
            return isl.Map.from_domain_and_range(isl.Set.universe(conv.space), rng)
        rel = None
        for k, sub in enumerate(subscripts):
            m = isl.Map.from_pw_aff(conv.pw_aff(sub))
            if length is not None and k == len(subscripts) - 1:
                # first <= element < first + length
                at_least = m.apply_range(isl.Map("{ [a] -> [b] : b >= a }"))
                end = isl.Map.from_pw_aff(conv.pw_aff(sub + length))
                m = at_least.intersect(end.apply_range(isl.Map("{ [a] -> [b] : b < a }")))
            rel = m if rel is None else rel.flat_range_product(m)
        return rel.set_tuple_name(isl.dim_type.out, array)

    def _context(self) -> isl.Set:
        ctx = isl.Set.universe(isl.Space.params_alloc(CTX, 0))
        for pname, values in self.params.by_isl.items():
            if len(values) != 1:
                continue
            ty = self._value_type(values[0])
            if ty is None or not is_int(ty):
                continue
            bits = int(ty[1:])
            if bits > 32:
                continue
            lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
            if bits == 1:
                lo, hi = 0, 1
            ctx = ctx.intersect(isl.Set(f"[{pname}] -> {{ : {lo} <= {pname} <= {hi} }}"))
        return ctx

    def _value_type(self, name: str) -> str | None:
        inst = self.function.definitions.get(name)
        if inst is not None:
            return inst.type
        for p in self.function.params:
            if p.name == name:
                return p.type
        return None

    def _original_schedule(
        self, events: list[tuple[str, str]], stmts: dict[str, Statement]
    ) -> isl.Schedule:
        # Rebuild the loop tree from the events: blocks and finished loops.
        stack: list[list] = [[]]
        open_loops: list[str] = []
        for kind, b in events:
            if kind == "block":
                # Entering loops whose header this is.
                loops_here = self.dims(b)
                while len(open_loops) < len(loops_here):
                    open_loops.append(loops_here[len(open_loops)])
                    stack.append([])
                if b in stmts:
                    stack[-1].append(("stmt", stmts[b]))
            else:
                while open_loops and open_loops[-1] != b:
                    items = stack.pop()
                    stack[-1].append(("loop", open_loops.pop(), items))
                items = stack.pop()
                stack[-1].append(("loop", open_loops.pop(), items))
        while open_loops:
            items = stack.pop()
            stack[-1].append(("loop", open_loops.pop(), items))
        return self._schedule_of(stack[0], 0)

    def _schedule_of(self, items: list, depth: int) -> isl.Schedule:
        parts: list[isl.Schedule] = []
        for item in items:
            if item[0] == "stmt":
                parts.append(isl.Schedule.from_domain(isl.UnionSet.from_set(item[1].domain)))
                continue
            sub_items = item[2]
            sub = self._schedule_of(sub_items, depth + 1)
            if sub is None:
                continue
            umap = None
            for s in _stmts_in(sub_items):
                dims = ", ".join(f"i{k}" for k in range(s.depth))
                m = isl.UnionMap(f"{{ {s.name}[{dims}] -> [i{depth}] }}")
                umap = m if umap is None else umap.union(m)
            mupa = isl.MultiUnionPwAff.from_union_map(umap)
            parts.append(sub.insert_partial_schedule(mupa))
        if not parts:
            return None  # type: ignore[return-value]
        result = parts[0]
        for p in parts[1:]:
            result = result.sequence(p)
        return result


def _stmts_in(items: list) -> list[Statement]:
    out: list[Statement] = []
    for item in items:
        if item[0] == "stmt":
            out.append(item[1])
        else:
            out.extend(_stmts_in(item[2]))
    return out


def build_scop(
    module: Module,
    function: Function,
    cfg: CFG,
    entry: str,
    exit: str,
    blocks: frozenset[str],
    *,
    index: int = 0,
    features: ModelFeatures | None = None,
) -> Scop:
    """Build the polyhedral model of the region ``entry``..``exit``.

    ``features`` enables constructs the code generators must support
    (hoisted loads, pointer distances, memory intrinsics). Raises
    ScopRejected when the region is not a SCoP.
    """
    builder = _Builder(
        module, function, cfg, entry, exit, blocks, index, features or ModelFeatures()
    )
    try:
        return builder.build()
    except NotAffine as exc:
        raise builder.from_not_affine(exc, entry) from exc


def scop_analysis(scop: Scop) -> AffineAnalysis:
    """An affine analysis of the SCoP's region that sees its values as the
    model does (hoisted loads as parameters, pointer distances): what code
    generators should use to rebuild affine values."""
    fn = scop.function
    cfg = CFG(fn)
    loops = {h: lp for h, lp in cfg.loops.items() if h in scop.blocks}
    hoisted = frozenset(h.name for h in scop.host_values if h.kind == HOISTED_LOAD)
    same = {name: first for name, first in scop.hoisted_as if first in hoisted}
    return AffineAnalysis(
        fn,
        cfg,
        scop.blocks,
        loops,
        hoisted=hoisted | set(same),
        hoisted_as=same,
        pointer_differences=any(h.kind == POINTER_DIFFERENCE for h in scop.host_values),
    )


def _writes_nothing(instructions: list[Instruction], writes_scalars: bool) -> bool:
    """A block without stores, memory intrinsics or scalar writes."""
    if writes_scalars:
        return False
    return not any(
        i.opcode == "store" or (i.opcode == "call" and memory_intrinsic(i.callee)) for i in instructions
    )
