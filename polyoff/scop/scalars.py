"""Scalars: how values travel between the region's blocks. A value used in
another block is computed again there where it can be (pure operations,
affine integers, loads of memory nothing writes in between), else it
travels through a zero-dimensional array: Polly's Value kind (written by
the defining statement) and PHI kind (written by each incoming block, read
by the phi's block). Values that leave the region do so through such
arrays too: a value used after the region is written by its statement's
last instance (``ESCAPE``), a phi of the exit fed from inside the region by
the last instance of each block leaving it (``EXIT_PHI``; the block that
really leaves runs last, so its value is the one left), and the host hands
them back. A phi fed from before the region rejects it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field

import islpy as isl

from polyoff.ir.affine import NotAffine
from polyoff.ir.cfg import Loop
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import Instruction, LocalRef, Operand
from polyoff.ir.types import is_int, is_pointer, type_size
from polyoff.scop.instructions import LEAVING_TYPES
from polyoff.scop.region import RegionBuilder
from polyoff.scop.scop import ESCAPE, EXIT_PHI, PHI, READ, VALUE, WRITE, ArrayInfo, MemoryAccess

#: suffixes of the scalar arrays' raw names, by kind
_KIND_OF_SUFFIX = {".phiops": PHI, ".s2a": VALUE, ".escape": ESCAPE, ".exitphi": EXIT_PHI}


@dataclass
class ScalarFlow:
    """How values travel between the region's blocks (see
    :meth:`ScalarBuilder._scalar_flow`): as scalars written in one block and read
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


class ScalarBuilder(RegionBuilder):
    """Scalar flow between blocks, recomputable values and the scalar arrays."""

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

    def _scalar_flow(self, blocks_in_order: list[str]) -> ScalarFlow:
        """How values travel between the blocks (:class:`ScalarFlow`); a
        value used after the region, or a phi fed from before it, rejects it."""
        is_affine = self._affine_test()
        recomputable, load_scope = self._recomputable_values(blocks_in_order, is_affine)
        flow = ScalarFlow(is_affine, recomputable, load_scope)
        value_uses = self._incoming_uses(blocks_in_order)
        defs = self.function.definitions
        for b in blocks_in_order:
            if b in self.error_blocks:
                continue  # assumed not to run
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
                if self._used_after(inst.name):
                    self._leaves(inst, b, flow)
                if inst.opcode == "phi":
                    if b not in self.folded_into:  # (a join inside a region statement)
                        self._phi_flow(inst, b, flow, value_uses)
                else:
                    self._value_flow(inst, b, flow, value_uses)
        for phi, pairs in self._exit_phis_fed_inside():
            for val, src in pairs:
                flow.writes.setdefault(src, []).append((f"{phi.name}.exitphi", phi.name, val.spelling()))
        return flow

    def _used_after(self, name: str) -> bool:
        """Whether a value of the region is used after it, other than by
        the exit's phis on edges leaving the region (``EXIT_PHI``)."""
        for u in self.function.users.get(name, ()):
            if u.block in self.region:
                continue
            if u.opcode == "phi" and u.block == self.exit and all(
                src in self.region
                for op, src in zip(u.operands, u.incoming_blocks)
                if op.local == name
            ):
                continue
            return True
        return False

    def _leaves(self, inst: Instruction, b: str, flow: ScalarFlow) -> None:
        """``inst``, used after the region: its statement's last instance
        writes it to a scalar the host hands back."""
        if inst.type not in LEAVING_TYPES:
            raise self.reject(
                "scalar-escape", f"%{inst.name}, a {inst.type}, is used after the region", inst
            )
        flow.writes.setdefault(b, []).append((f"{inst.name}.escape", inst.name, "%" + inst.name))

    def _exit_phis_fed_inside(self) -> list[tuple[Instruction, list[tuple[Operand, str]]]]:
        """The exit's phis that receive a value computed in the region, or
        different values on the edges leaving it, each with those edges'
        (value, block). (One value from before the region on every edge
        needs nothing: the offloaded path passes it on.)"""
        exit_block = self.block_map.get(self.exit)
        if exit_block is None:
            return []
        out = []
        for phi in exit_block.phis:
            pairs = [(op, src) for op, src in zip(phi.operands, phi.incoming_blocks) if src in self.region]
            inner = any(op.local is not None and self.aa.defined_in_region(op.local) for op, _ in pairs)
            if inner or len({op.spelling() for op, _ in pairs}) > 1:
                out.append((phi, pairs))
        return out

    def _incoming_uses(self, blocks_in_order: list[str]) -> dict[str, set[str]]:
        """Per value, the blocks other than its own whose edge into a phi
        carries it: there it may need to travel as a scalar."""
        defs = self.function.definitions
        value_uses: dict[str, set[str]] = {}
        for b in blocks_in_order:
            if b in self.folded_into:
                continue  # joins inside a region statement
            for inst in self.block_map[b].phis:
                for val, src in zip(inst.operands, inst.incoming_blocks):
                    vdef = defs.get(val.local) if val.local else None
                    if (
                        vdef is not None
                        and vdef.block in self.region
                        and self.owner(vdef.block) != self.owner(src)
                        and src in self.region
                    ):
                        value_uses.setdefault(vdef.name, set()).add(self.owner(src))
        for _, pairs in self._exit_phis_fed_inside():
            for val, src in pairs:
                vdef = defs.get(val.local) if val.local else None
                if vdef is not None and vdef.block in self.region and self.owner(vdef.block) != self.owner(src):
                    value_uses.setdefault(vdef.name, set()).add(self.owner(src))
        return value_uses

    def _phi_flow(self, inst: Instruction, b: str, flow: ScalarFlow,
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
            self.owner(u.block)
            for u in self.function.users.get(inst.name, ())
            if self.owner(u.block) != self.owner(b) and u.opcode != "phi" and u.block in self.region
        }
        other |= value_uses.get(inst.name, set()) - {self.owner(b)}
        flow.pass_on(inst.name, b, other)

    def _value_flow(self, inst: Instruction, b: str, flow: ScalarFlow,
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
                and all(u.opcode == "br" and not self._branches_in_statement(u.block)
                        for u in users.get(inst.name, ()))
            )
        ):
            return
        other_blocks = {
            self.owner(u.block)
            for u in users.get(inst.name, ())
            if self.owner(u.block) != self.owner(b) and u.opcode != "phi" and u.block in self.region
            and u.block not in self.error_blocks
        }
        other_blocks |= value_uses.get(inst.name, set()) - {self.owner(b)}
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

    def _branches_in_statement(self, block: str) -> bool:
        """A branch in ``block`` is taken inside a region statement (the
        non-affine conditional it owns, or one folded into it): the kernel
        computes its condition, so a condition computed in another block
        must reach it (recomputed or passed), as any other value."""
        return block in self.folds or block in self.folded_into

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

    # -------------------------------------------------------- scalar arrays
    def _scalar_accesses(self, blocks_in_order: list[str], stmt_of: dict[str, str], flow: ScalarFlow,
                         unique: Callable[[str], str], accesses: dict[str, list[MemoryAccess]],
                         domains: dict[str, isl.Set]) -> list[ArrayInfo]:
        """The scalar arrays values travel through, with each statement's
        reads of them (first) and writes (last) added to ``accesses``;
        values leaving the region are written by the last instance only."""
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
                relation = self._relation(conv, (), arr.name)
                last = None
                if arr.leaves_region:
                    domain = domains[b].set_tuple_name(sname)
                    relation = relation.intersect_domain(domain.lexmax())
                    pieces = domain.lexmax_pw_multi_aff()
                    last = tuple(pieces.get_at(d) for d in range(domain.dim(isl.dim_type.set)))
                exits = self._finished_counters(b, incoming, conv)
                accesses[sname].append(
                    MemoryAccess(
                        WRITE,
                        arr.name,
                        relation,
                        f"{arr.kind}:{value_name}",
                        value=incoming,
                        exit_counters=exits,
                        last_instance=last,
                    )
                )
        return list(scalar_arrays.values())

    def _finished_counters(self, block: str, incoming: str, conv) -> tuple[tuple[str, isl.PwAff], ...]:
        """For a scalar write of ``block``, the loops that finished before
        it whose counter the written value or the block's integers use (a
        counter's final value: clang computes ``3 * j + 1`` after the j loop
        from j's exit value), each with its last counter, as memory accesses
        have them (``MemoryAccess.exit_counters``)."""
        enclosing = {h for h, lp in self.loops.items() if block in lp.blocks}
        name = incoming[1:].strip('"') if incoming.startswith("%") else None
        inst = self.function.definitions.get(name) if name else None
        used: set[str] = set()
        if inst is not None and inst.block in self.region and is_int(inst.type):
            with contextlib.suppress(NotAffine):
                used = self.aa.value_expr(name).counters() - enclosing
        for h in sorted(used):
            if h not in self.last_iterations:
                raise self.reject(
                    "scalar-escape",
                    f"%{name} is the final counter of loop %{h} (or computed from it), "
                    "which polyoff does not know",
                    block=block,
                )
        finished = used | {h for h in self._block_counters(block) - enclosing if h in self.last_iterations}
        try:
            return tuple((h, conv.last_counter(h)) for h in sorted(finished))
        except NotAffine as exc:
            raise self.reject("scalar-escape", exc.message, block=block) from exc

    def _scalar_array(
        self, raw_name: str, value_name: str, table: dict[str, ArrayInfo], unique
    ) -> None:
        if raw_name in table:
            return
        inst = self.function.definitions[value_name]
        kind = _KIND_OF_SUFFIX[raw_name[raw_name.rindex("."):]]
        table[raw_name] = ArrayInfo(
            unique(raw_name.replace(".", "_")),
            kind,
            inst.type,
            type_size(inst.type),
            (),
            value=value_name,
        )
