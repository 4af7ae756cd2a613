"""Region statements (Polly's non-affine subregions): a conditional whose
condition is not affine — ``if (A[i] > 0) B[i] = ...``, a float compare, a
test of a loaded flag — becomes part of one statement instead of rejecting
the region.

The branch block ``B`` and every block up to its immediate post-dominator
``M`` (the blocks ``B`` dominates and ``M`` post-dominates, in the same
loops, with no loop and no edge leaving them except to ``M``) are *folded*
into ``B``'s statement. Its domain is ``B``'s: the edges inside are not
modelled (``edge_condition`` takes them all), so the folded blocks and
``M`` run wherever ``B`` does. Their writes are may-writes (the dependence
analysis does not let them kill earlier writes, and copies and private
registers keep the elements a write skips); kernels run each folded block
under the condition that control reaches it, computed from the branches
(`codegen.statement`).
"""

from __future__ import annotations

from polyoff.ir.affine import NotAffine
from polyoff.scop.region import RegionBuilder


class FoldingBuilder(RegionBuilder):
    """Finds the non-affine conditionals to fold (:meth:`fold_conditionals`)."""

    def fold_conditionals(self) -> None:
        """Fill ``folds`` (owner block -> the blocks folded into it, in
        reverse postorder) and ``folded_into`` (folded block -> owner)."""
        for b in self.rpo_blocks:
            if b in self.folded_into or b in self.folds:
                continue
            blocks = self._foldable(b)
            if blocks is None:
                continue
            self.folds[b] = blocks
            for x in blocks:
                self.folded_into[x] = b

    def _foldable(self, b: str) -> tuple[str, ...] | None:
        """The blocks after ``b`` up to its merge point when ``b`` ends in a
        branch on a condition that is not affine and the blocks up to the
        merge form an acyclic subregion of ``b``'s loops; else None."""
        term = self.block_map[b].terminator
        if term.opcode != "br" or len(term.successors) != 2 or term.successors[0] == term.successors[1]:
            return None
        if self._is_loop_test(b, term.successors):
            return None  # a loop's exit test or guard: a bound, not a conditional
        cond = term.operands[0]
        try:
            self.aa.condition(cond)
            return None  # affine: the domains model it
        except NotAffine:
            pass
        flag = self.function.definitions.get(cond.local) if cond.local else None
        if flag is not None and flag.opcode == "phi" and flag.type == "i1":
            return None  # a flag jump threading left: the domains may read it
        merge = self.cfg.ipdom.get(b)
        if merge is None or merge not in self.region or merge in self.loops:
            return None
        dims = self.dims(b)
        if self.dims(merge) != dims:
            return None
        inside = [
            x for x in self.rpo_blocks
            if x not in (b, merge) and self.cfg.dominates(b, x) and self.cfg.post_dominates(merge, x)
        ]
        for x in inside:
            if x in self.loops or self.dims(x) != dims:
                return None
            if any(p != b and p not in inside for p in self.cfg.predecessors[x]):
                return None
        for x in (b, *inside):
            if any(s != merge and s not in inside for s in self.cfg.successors[x]):
                return None
            if x in self.error_blocks:
                return None  # its call would run in the statement
        return tuple(inside)

