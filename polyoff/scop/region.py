"""The region being modelled, and what every step of building its SCoP
shares (see :mod:`polyoff.scop.build` for the steps).

:class:`RegionBuilder` holds the region's blocks and loops, the affine
analysis of its values with invariant loads hoisted to parameters (Polly's
invariant load hoisting), the parameters met so far, the loops whose
equality exit tests are read as ordered comparisons, and each finished
loop's last iteration. Its helpers: rejecting the region with a reason,
the loops around a block, isl converters, access relations and the
parameters' context.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import islpy as isl

from polyoff.ir.affine import AffineAnalysis, NotAffine, Poly
from polyoff.ir.cfg import CFG, Loop
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import Function, Instruction, Module
from polyoff.ir.types import is_int, is_pointer
from polyoff.scop.calls import is_ignored_call, memory_intrinsic
from polyoff.scop.isl_expr import CTX, IslConverter, ParamRegistry, set_space
from polyoff.scop.scop import ModelFeatures, RejectReason, ScopRejected


@dataclass
class RegionBuilder:
    """The region and the state the steps share; the steps are its subclasses."""

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
        #: per block, the counters its integer values use (`scop.accesses`)
        self.block_counters: dict[str, set[str]] = {}
        #: region statements (`scop.folding`): owner block -> the blocks
        #: folded into its statement, and folded block -> owner
        self.folds: dict[str, tuple[str, ...]] = {}
        self.folded_into: dict[str, str] = {}
        #: blocks with calls polyoff cannot model, reached only under an
        #: affine condition: assumed not to run (Polly's error blocks)
        self.error_blocks: set[str] = set()
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

    def owner(self, block: str) -> str:
        """The block whose statement runs ``block``: itself, or the block it
        is folded into (`scop.folding`)."""
        return self.folded_into.get(block, block)

    def dims(self, block: str) -> list[str]:
        return [lp.header for lp in self.cfg.loops_containing(block) if lp.header in self.loops]

    def converter(self, block: str, name: str | None = None) -> IslConverter:
        dims = self.dims(block)
        space = set_space(name, [f"i{k}" for k in range(len(dims))])
        return IslConverter(
            self.params, space, {h: k for k, h in enumerate(dims)}, self.last_iterations
        )

    @staticmethod
    def _rename(s: isl.Set) -> isl.Set:
        for k in range(s.dim(isl.dim_type.set)):
            s = s.set_dim_name(isl.dim_type.set, k, f"i{k}")
        return s.reset_tuple_id() if s.has_tuple_id() else s

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

    def _product_facts(self) -> isl.Set:
        """What each parameter standing for the product of two others is,
        by the factors' signs (``n*n`` is at least ``n`` where ``n`` is
        positive), as exact integers: only for rejecting, since the host's
        product may wrap."""
        facts = isl.Set.universe(isl.Space.params_alloc(CTX, 0))
        for p, values in list(self.params.by_isl.items()):
            if len(values) != 2 or not all(v in self.params.by_llvm for v in values):
                continue
            x, y = (self.params.by_llvm[v] for v in values)
            if x == y:
                fact = isl.Set(f"[{p}, {x}] -> {{ : ({x} = 0 and {p} = 0) or ({x} >= 1 and {p} >= {x})"
                               f" or ({x} <= -1 and {p} >= -{x}) }}")
            else:
                fact = isl.Set(f"[{p}, {x}, {y}] -> {{ : (({x} = 0 or {y} = 0) and {p} = 0)"
                               f" or ({x} >= 1 and {y} >= 1 and {p} >= {x} and {p} >= {y})"
                               f" or ({x} <= -1 and {y} <= -1 and {p} >= -{x} and {p} >= -{y})"
                               f" or ({x} >= 1 and {y} <= -1 and {p} <= -{x} and {p} <= {y})"
                               f" or ({x} <= -1 and {y} >= 1 and {p} <= {x} and {p} <= -{y}) }}")
            facts = facts.align_params(fact.get_space()).intersect(fact.align_params(facts.get_space()))
        return facts

    def _value_type(self, name: str) -> str | None:
        inst = self.function.definitions.get(name)
        if inst is not None:
            return inst.type
        for p in self.function.params:
            if p.name == name:
                return p.type
        return None
