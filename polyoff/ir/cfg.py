"""Control-flow analyses on `ir.model` functions: orders, dominators, loops.

Dominators use the iterative algorithm of Cooper, Harvey and Kennedy ("A
Simple, Fast Dominance Algorithm", 2001); post-dominators run it on the
reversed graph with a virtual exit. Loops are natural loops of back edges
(an edge whose target dominates its source); a CFG with a retreating edge
that is not a back edge is irreducible, which the detector rejects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from polyoff.ir.model import Function

VIRTUAL_EXIT = "<exit>"


def reverse_postorder(entry: str, successors: dict[str, tuple[str, ...]]) -> list[str]:
    seen: set[str] = set()
    order: list[str] = []
    stack: list[tuple[str, int]] = [(entry, 0)]
    seen.add(entry)
    while stack:
        node, k = stack[-1]
        succ = successors.get(node, ())
        if k < len(succ):
            stack[-1] = (node, k + 1)
            nxt = succ[k]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, 0))
        else:
            stack.pop()
            order.append(node)
    order.reverse()
    return order


def dominator_tree(entry: str, successors: dict[str, tuple[str, ...]]) -> dict[str, str | None]:
    """Immediate dominators of the nodes reachable from ``entry``."""
    rpo = reverse_postorder(entry, successors)
    index = {b: i for i, b in enumerate(rpo)}
    preds: dict[str, list[str]] = {b: [] for b in rpo}
    for b in rpo:
        for s in successors.get(b, ()):
            if s in preds:
                preds[s].append(b)
    idom: dict[str, str | None] = {entry: entry}

    def intersect(a: str, b: str) -> str:
        while a != b:
            while index[a] > index[b]:
                a = idom[a]  # type: ignore[assignment]
            while index[b] > index[a]:
                b = idom[b]  # type: ignore[assignment]
        return a

    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            processed = [p for p in preds[b] if p in idom]
            if not processed:
                continue
            new = processed[0]
            for p in processed[1:]:
                new = intersect(p, new)
            if idom.get(b) != new:
                idom[b] = new
                changed = True
    result: dict[str, str | None] = dict(idom)
    result[entry] = None
    return result


@dataclass(frozen=True)
class Loop:
    """A natural loop (all back edges to one header merged)."""

    header: str
    blocks: frozenset[str]
    latches: tuple[str, ...]
    parent: str | None = None  # header of the enclosing loop
    depth: int = 1

    def contains(self, block: str) -> bool:
        return block in self.blocks


@dataclass
class CFG:
    """Orders, dominance and loops of one function."""

    function: Function
    successors: dict[str, tuple[str, ...]] = field(init=False)
    predecessors: dict[str, tuple[str, ...]] = field(init=False)

    def __post_init__(self) -> None:
        self.successors = {b.name: tuple(dict.fromkeys(b.successors)) for b in self.function.blocks}
        self.predecessors = dict(self.function.predecessors)

    @cached_property
    def rpo(self) -> list[str]:
        return reverse_postorder(self.function.entry.name, self.successors)

    @cached_property
    def rpo_index(self) -> dict[str, int]:
        return {b: i for i, b in enumerate(self.rpo)}

    @cached_property
    def idom(self) -> dict[str, str | None]:
        return dominator_tree(self.function.entry.name, self.successors)

    @cached_property
    def ipdom(self) -> dict[str, str | None]:
        rev: dict[str, list[str]] = {VIRTUAL_EXIT: []}
        for b in self.rpo:
            rev.setdefault(b, [])
        for b in self.rpo:
            succ = self.successors[b]
            if not succ:
                rev[VIRTUAL_EXIT].append(b)
            for s in succ:
                rev.setdefault(s, []).append(b)
        return dominator_tree(VIRTUAL_EXIT, {k: tuple(v) for k, v in rev.items()})

    def dominates(self, a: str, b: str) -> bool:
        """Whether ``a`` dominates ``b`` (reflexive)."""
        node: str | None = b
        while node is not None:
            if node == a:
                return True
            node = self.idom.get(node)
        return False

    def post_dominates(self, a: str, b: str) -> bool:
        node: str | None = b
        while node is not None:
            if node == a:
                return True
            node = self.ipdom.get(node)
        return False

    @cached_property
    def back_edges(self) -> frozenset[tuple[str, str]]:
        return frozenset(
            (b, s) for b in self.rpo for s in self.successors[b] if self.dominates(s, b)
        )

    @cached_property
    def is_reducible(self) -> bool:
        """No retreating edge other than back edges (in RPO numbering)."""
        idx = self.rpo_index
        for b in self.rpo:
            for s in self.successors[b]:
                if idx[s] <= idx[b] and (b, s) not in self.back_edges:
                    return False
        return True

    @cached_property
    def irreducible_blocks(self) -> frozenset[str]:
        idx = self.rpo_index
        bad = set()
        for b in self.rpo:
            for s in self.successors[b]:
                if idx[s] <= idx[b] and (b, s) not in self.back_edges:
                    bad.update((b, s))
        return frozenset(bad)

    @cached_property
    def loops(self) -> dict[str, Loop]:
        """Natural loops by header, with nesting."""
        bodies: dict[str, set[str]] = {}
        latches: dict[str, list[str]] = {}
        for src, header in self.back_edges:
            body = bodies.setdefault(header, {header})
            latches.setdefault(header, []).append(src)
            work = [src]
            while work:
                n = work.pop()
                if n in body:
                    continue
                body.add(n)
                work.extend(p for p in self.predecessors.get(n, ()) if p in self.idom)
        headers = sorted(bodies, key=lambda h: len(bodies[h]))
        parent: dict[str, str | None] = {}
        for h in headers:
            enclosing = [g for g in headers if g != h and h in bodies[g]]
            parent[h] = min(enclosing, key=lambda g: len(bodies[g])) if enclosing else None

        def depth(h: str) -> int:
            d, p = 1, parent[h]
            while p is not None:
                d, p = d + 1, parent[p]
            return d

        return {
            h: Loop(
                h,
                frozenset(bodies[h]),
                tuple(sorted(latches[h], key=self.rpo_index.get)),
                parent[h],
                depth(h),
            )
            for h in headers
        }

    def loop_of(self, block: str) -> Loop | None:
        """The innermost loop containing ``block``."""
        best: Loop | None = None
        for loop in self.loops.values():
            if block in loop.blocks and (best is None or len(loop.blocks) < len(best.blocks)):
                best = loop
        return best

    def loops_containing(self, block: str) -> list[Loop]:
        """Loops containing ``block``, outermost first."""
        return sorted(
            (lp for lp in self.loops.values() if block in lp.blocks), key=lambda lp: lp.depth
        )

    def exit_edges(self, loop: Loop) -> list[tuple[str, str]]:
        return [
            (b, s)
            for b in sorted(loop.blocks, key=self.rpo_index.get)
            for s in self.successors[b]
            if s not in loop.blocks
        ]
