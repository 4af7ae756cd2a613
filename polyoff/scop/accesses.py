"""Accesses and arrays: the statements' memory accesses (loads, stores and
memory intrinsics) with their addresses as polynomials, the arrays shaped
from them (:mod:`polyoff.scop.arrays`: the declared dimensions where the
subscripts stay within them, else linear), and the access relations; where
the subscripts stay within the dimensions only for some parameters, that
becomes an assumption.
"""

from __future__ import annotations

from collections.abc import Callable

import islpy as isl

from polyoff.ir.affine import Cmp, NotAffine, Poly
from polyoff.ir.model import Instruction
from polyoff.ir.types import is_pointer
from polyoff.scop.arrays import RawAccess, Shape, ShapeError, shape_array
from polyoff.scop.calls import memory_intrinsic
from polyoff.scop.isl_expr import CTX
from polyoff.scop.region import RegionBuilder
from polyoff.scop.scalars import ScalarFlow
from polyoff.scop.scop import MAY_WRITE, MEMORY, READ, WRITE, ArrayInfo, MemoryAccess


class AccessBuilder(RegionBuilder):
    """Memory accesses, the arrays they touch and their access relations.

    Arrays are shaped for the parameters in ``self._assumed`` (those the
    affine analysis' assumptions allow), which the driver sets first."""

    def _raw_accesses(self, blocks_in_order: list[str], domains: dict[str, isl.Set],
                      flow: ScalarFlow) -> tuple[dict[str, str], dict[str, list]]:
        """The statements (``S<n>`` per block that accesses memory or
        scalars, with the blocks folded into it) and, per base pointer,
        their memory accesses before the array's shape is known:
        (statement, RawAccess, kind, key)."""
        stmt_of: dict[str, str] = {}
        raw: dict[str, list[tuple[str, RawAccess, str, str]]] = {}
        stmt_counter = 0
        for b in blocks_in_order:
            if b in self.folded_into or b in self.error_blocks:
                continue  # with the block it is folded into; assumed not to run
            group = (b, *self.folds.get(b, ()))
            insts = [i for x in group for i in self.block_map[x].instructions]
            has_mem = any(
                i.opcode in ("load", "store") or (i.opcode == "call" and memory_intrinsic(i.callee))
                for i in insts
            )
            if not (has_mem or any(x in flow.reads or x in flow.writes or x in flow.remat_loads
                                   for x in group)):
                continue
            if _writes_nothing(insts, any(x in flow.writes for x in group)):
                # Modelled for its reads, dropped below: named apart so the
                # statements keep dense names (isl's scheduler visits
                # statements in an order that follows their names, and the
                # same nest must get the same schedule wherever it stands).
                sname = f"R{len(stmt_of)}"
            else:
                sname = f"S{stmt_counter}"
                stmt_counter += 1
            for x in group:
                stmt_of[x] = sname
                self._block_accesses(x, sname, x != b, domains, flow, raw)
        return stmt_of, raw

    def _block_accesses(self, b: str, sname: str, folded: bool, domains: dict[str, isl.Set],
                        flow: ScalarFlow, raw: dict[str, list]) -> None:
        """The memory accesses of block ``b`` of statement ``sname``, added
        to ``raw`` by base pointer; in a folded block (`scop.folding`)
        writes are may-writes."""
        defs = self.function.definitions
        insts = self.block_map[b].instructions
        conv = self.converter(b, sname)
        dom = domains[b].set_tuple_name(sname)
        extra = [defs[n] for n in sorted(flow.remat_loads.get(b, ())) if defs[n].block != b]
        for k, inst in [*enumerate(insts), *((-1, x) for x in extra)]:
            for ptr, elem, kind, key, length in self._memory_operands(inst, b, k):
                if folded and kind == WRITE:
                    kind = MAY_WRITE
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
                elif bad is not None and not constant and self._violated_wherever_accessed(bad, raws):
                    # (a flat loop over n*n elements beside a [][n] view)
                    raise self.reject(
                        "delinearization",
                        f"the accesses to {base} do not agree on its dimensions: wherever it is "
                        f"accessed, some subscript leaves them",
                        block=block,
                    )
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
                exits = self._exit_counters(subs, length, ra, self._block_of(sname, stmt_of))
                try:
                    rel = self._relation(ra.converter, subs, aname, length)
                except NotAffine as exc:
                    raise self.reject(
                        "non-affine-access", exc.message, block=self._block_of(sname, stmt_of)
                    ) from exc
                accesses[sname].append(MemoryAccess(kind, aname, rel, key, subs, length=length,
                                                    exit_counters=exits))
            if bad is not None:
                assumed = assumed.intersect(bad.complement())
                notes.append(f"subscripts of {aname} stay within its dimensions")
        return arrays, accesses, assumed

    def _exit_counters(self, subs: tuple[Poly, ...], length: Poly | None, ra: RawAccess,
                       block: str) -> tuple[tuple[str, isl.PwAff], ...]:
        """The loops that finished before the access whose counter its
        subscripts use (an induction variable's exit value, as in the
        epilogue of a loop LLVM unrolled), each with its last counter over
        the statement's counters, for code generation to compute; a loop
        whose last counter polyoff does not know is refused."""
        enclosing = {h for h, lp in self.loops.items() if block in lp.blocks}
        used = set().union(*(sub.counters() for sub in subs), length.counters() if length else set())
        finished = sorted(used - enclosing)
        unknown = [h for h in finished if h not in self.last_iterations]
        # Values of the block that kernels compute from a finished loop's
        # counter too, where its last one is known.
        finished = sorted(set(finished) | {h for h in self._block_counters(block) - enclosing
                                           if h in self.last_iterations})
        if unknown:
            raise self.reject(
                "non-affine-access",
                f"a subscript uses the final value of the counter of loop %{unknown[0]} after "
                "that loop, which polyoff does not know (polyoff prog.c or -fno-unroll-loops "
                "keeps loops whole)",
                block=block,
            )
        try:
            return tuple((h, ra.converter.last_counter(h)) for h in finished)
        except NotAffine as exc:
            raise self.reject("non-affine-access", exc.message, block=block) from exc

    def _block_counters(self, block: str) -> set[str]:
        """The counters the block's integer values use (kernels compute
        them from those counters: a finished loop's as its last one);
        once per block (an unrolled block's hundreds of values were read
        again for each of its accesses)."""
        if block in self.block_counters:
            return self.block_counters[block]
        out = self.block_counters[block] = set()
        for inst in self.block_map[block].instructions:
            if inst.name is None or not inst.type.startswith("i") or inst.opcode == "phi":
                continue
            try:
                out |= self.aa.value_expr(inst.name).counters()
            except NotAffine:
                continue
        return out

    def _violated_wherever_accessed(self, bad: isl.Set, raws: list[RawAccess]) -> bool:
        """Whether every parameter value for which some access to the array
        runs is in ``bad`` (the dimensions' run-time check could pass only
        where the array is not accessed at all)."""
        runs = isl.Set.empty(isl.Space.params_alloc(CTX, 0))
        for ra in raws:
            d = ra.domain.params()
            runs = runs.align_params(d.get_space()).union(d.align_params(runs.get_space()))
        runs = runs.intersect(self._product_facts().align_params(runs.get_space()))
        runs = runs.intersect(self._context().align_params(runs.get_space()))
        runs = runs.align_params(bad.get_space())
        return runs.is_subset(bad.align_params(runs.get_space()))

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


def _writes_nothing(instructions: list[Instruction], writes_scalars: bool) -> bool:
    """A block without stores, memory intrinsics or scalar writes."""
    if writes_scalars:
        return False
    return not any(
        i.opcode == "store" or (i.opcode == "call" and memory_intrinsic(i.callee)) for i in instructions
    )
