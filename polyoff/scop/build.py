"""Build the polyhedral model of a region (Polly's ScopBuilder).

:meth:`_Builder.build` is the driver; each step lives in the file of its
job, as a mixin of :class:`~polyoff.scop.region.RegionBuilder` (the region
and what every step shares):

- :mod:`~polyoff.scop.instructions`: may the region be modelled at all;
- :mod:`~polyoff.scop.domains`: loop order, iteration domains, the
  original schedule;
- :mod:`~polyoff.scop.scalars`: values crossing blocks, recomputed or
  passed through zero-dimensional arrays (Value and PHI kinds);
- :mod:`~polyoff.scop.accesses`: memory accesses with delinearised
  subscripts, the arrays and their access relations;
- :mod:`~polyoff.scop.assumptions`: the assumptions that become run-time
  checks, and the context;
- :mod:`~polyoff.scop.host_values`: hoisted loads, pointer distances and
  the values from before the region the host passes in.

Any construct that cannot be modelled raises
:class:`~polyoff.scop.scop.ScopRejected` with a
:class:`~polyoff.scop.scop.RejectReason`.
"""

from __future__ import annotations

from collections.abc import Callable

import islpy as isl

from polyoff.ir.affine import AffineAnalysis, NotAffine
from polyoff.ir.cfg import CFG
from polyoff.ir.model import Function, Module
from polyoff.scop.accesses import AccessBuilder
from polyoff.scop.arrays import sanitize
from polyoff.scop.assumptions import AssumptionBuilder
from polyoff.scop.domains import DomainBuilder
from polyoff.scop.folding import FoldingBuilder
from polyoff.scop.host_values import HostValueBuilder
from polyoff.scop.instructions import InstructionChecker
from polyoff.scop.scalars import ScalarBuilder
from polyoff.scop.scop import (
    HOISTED_LOAD,
    POINTER_DIFFERENCE,
    MemoryAccess,
    ModelFeatures,
    Scop,
    ScopParam,
    Statement,
)


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


class _Builder(
    InstructionChecker,
    FoldingBuilder,
    DomainBuilder,
    ScalarBuilder,
    AccessBuilder,
    AssumptionBuilder,
    HostValueBuilder,
):
    """A region's SCoP, built step by step (:meth:`build`)."""

    def build(self) -> Scop:
        """The model of the region, step by step: its structure, the
        iteration domains of its blocks, how values travel between blocks
        (scalars), the memory accesses, the arrays and their accesses, the
        statements, the values the host passes in, and the assumptions
        checked against the context."""
        self.check_structure()
        self.fold_conditionals()
        events = self.ordered_events()
        domains = self._domains(events)
        blocks_in_order = [b for kind, b in events if kind == "block"]
        flow = self._scalar_flow(blocks_in_order)
        stmt_of, raw = self._raw_accesses(blocks_in_order, domains, flow)
        unique = _name_maker(set(stmt_of.values()))
        assumed, notes = self._analysis_assumptions(domains)
        assumed = self._error_blocks_do_not_run(domains, assumed, notes)
        # Shapes are chosen for the parameters the other assumptions allow.
        self._assumed = assumed
        arrays, accesses, assumed = self._memory_arrays(raw, stmt_of, unique, assumed, notes)
        arrays.extend(self._scalar_accesses(blocks_in_order, stmt_of, flow, unique, accesses, domains))
        statements = self._statements(blocks_in_order, stmt_of, domains, accesses)
        host_values = self._host_values(domains, statements, arrays)
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

    def _error_blocks_do_not_run(self, domains: dict[str, isl.Set], assumed: isl.Set,
                                 notes: list[str]) -> isl.Set:
        """``assumed`` where no error block runs (the host checks it and
        runs the original code otherwise)."""
        for b in sorted(self.error_blocks):
            runs = domains[b].params()
            if runs.is_empty():
                continue
            assumed = assumed.intersect(runs.complement().align_params(assumed.get_space()))
            calls = [i.callee or "an indirect callee" for i in self.block_map[b].instructions if i.opcode == "call"]
            notes.append(f"the block calling {calls[0] if calls else 'a function'} does not run")
        return assumed

    def _statements(self, blocks_in_order: list[str], stmt_of: dict[str, str], domains: dict[str, isl.Set],
                    accesses: dict[str, list[MemoryAccess]]) -> list[Statement]:
        """The statements that write something, in the blocks' order."""
        statements = []
        for b in blocks_in_order:
            if b not in stmt_of or b in self.folded_into:
                continue
            sname = stmt_of[b]
            if not any(a.is_write for a in accesses[sname]):
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
                    self.folds.get(b, ()),
                )
            )
        if not statements:
            raise self.reject("empty", "region does no work", block=self.entry)
        return statements


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
