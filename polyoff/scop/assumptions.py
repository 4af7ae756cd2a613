"""Assumptions and run-time checks: the parameters where the assumptions
the affine analysis made hold (each where no instance of the blocks using
its value violates it), and the context; what the context does not
guarantee becomes the run-time check, and assumptions that can never hold
reject the region.
"""

from __future__ import annotations

import logging

import islpy as isl

from polyoff.ir.affine import NotAffine
from polyoff.ir.model import INT_BINARY
from polyoff.scop.data_only import data_only
from polyoff.scop.isl_expr import CTX, IslConverter, set_space
from polyoff.scop.region import RegionBuilder

log = logging.getLogger(__name__)


class AssumptionBuilder(RegionBuilder):
    """The assumptions the model needs, as a set of parameters."""

    def _analysis_assumptions(self, domains: dict[str, isl.Set]) -> tuple[isl.Set, list[str]]:
        """The parameters where the assumptions collected by the affine
        analysis hold, and a note for each that excludes something the
        context allows: each holds where no instance of its block violates it."""
        assumed = isl.Set.universe(isl.Space.params_alloc(CTX, 0))
        notes: list[str] = []
        context = self._context()
        data: dict[str, bool] = {}
        for asm in self.aa.assumptions:
            if asm.value is not None and asm.block in self.region and data_only(self.function, asm.value, data):
                continue  # kernels compute it as the instructions do
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
