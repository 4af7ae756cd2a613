"""Domains and loops: the region's blocks in an order where each loop's
blocks are contiguous and inner loops finish before outer ones, the
iteration domain of every block propagated along the CFG from the branch
conditions (a loop header runs at counter ``c`` when it ran at every
earlier counter and the back edge was taken each time, Polly's
``addLoopBoundsToHeaderDomain``), and the original schedule as an isl
schedule tree rebuilt from the loop tree.
"""

from __future__ import annotations

import islpy as isl

from polyoff.ir.affine import Cmp, NotAffine, Poly
from polyoff.ir.cfg import Loop
from polyoff.ir.model import IntConst, Operand
from polyoff.scop.isl_expr import CTX, set_space
from polyoff.scop.region import RegionBuilder
from polyoff.scop.scop import Statement


class _OrderedExits(Exception):
    """A loop is unbounded with its exit tests taken literally: try again
    with its equality tests read as ordered comparisons."""

    def __init__(self, header: str) -> None:
        super().__init__(header)
        self.header = header


class DomainBuilder(RegionBuilder):
    """Loop order, iteration domains and the original schedule."""

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
    def _domains(self, events: list[tuple[str, str]]) -> dict[str, isl.Set]:
        """Each block's iteration domain; where a loop's equality exit test
        must be read as an ordered comparison, the domains are built again."""
        while True:
            try:
                return self.build_domains(events)
            except _OrderedExits as exc:
                self.ordered_loops.add(exc.header)

    def edge_condition(self, pred: str, succ: str) -> isl.Set:
        term = self.block_map[pred].terminator
        conv = self.converter(pred)
        if term.opcode != "br":
            raise self.reject("unknown-instruction", f"terminator '{term.opcode}'", term)
        if (len(term.successors) == 1 or term.successors[0] == term.successors[1]
                or pred in self.folds or pred in self.folded_into):
            # (inside a region statement every edge may be taken)
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
            if (
                src not in self._domains_so_far
                or self.dims(src)[: len(self.dims(block))] != self.dims(block)
            ):
                return None
            edge = self._rename(
                self.transit(
                    self._domains_so_far[src].intersect(self.edge_condition(src, phi.block)),
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
        self._domains_so_far = domains  # for branches on flags set on the way (_flag_set)
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

    # ------------------------------------------------------------- schedule
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
