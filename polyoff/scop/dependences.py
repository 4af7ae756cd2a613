"""Data dependences of a SCoP, from isl's dataflow analysis.

Flow (read-after-write) dependences are exact last-writer relations from
``isl_union_access_info_compute_flow``; the false dependences (write after
read, write after write) are computed the same way with writes as sinks,
reads as may-sources and writes as must-sources, so that only the
non-transitive ones remain (PPCG does the same). Dependences on the
zero-dimensional arrays that carry scalars between statements are kept
apart: a GPU thread keeps such scalars in registers, so their false
dependences only constrain the order inside a thread, which the scheduler
receives as conditional validity constraints (PPCG's live-range reordering,
Verdoolaege and Cohen, IMPACT 2016).
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyoff.ir.cfg import CFG
from polyoff.scop.isl_expr import maps_of
from polyoff.scop.scop import Scop


@dataclass(frozen=True)
class Dependences:
    """All relations map statement instances to statement instances."""

    flow: isl.UnionMap  # RAW on every array, scalars included
    false: isl.UnionMap  # WAR and WAW on memory arrays
    scalar_flow: isl.UnionMap  # RAW on scalar arrays (live ranges)
    scalar_false: isl.UnionMap  # WAR and WAW on scalar arrays

    @property
    def validity(self) -> isl.UnionMap:
        """Dependences every schedule must respect (scalar false ones aside)."""
        return self.flow.union(self.false)

    @property
    def all(self) -> isl.UnionMap:
        return self.validity.union(self.scalar_false)


def compute_dependences(scop: Scop, schedule: isl.Schedule | None = None) -> Dependences:
    """Dependences of ``scop`` under its original schedule (or ``schedule``).

    Memory arrays and scalar arrays are analysed separately; dependences
    through different arrays never interact, so this is exact.
    """
    sched = schedule if schedule is not None else scop.schedule
    parts = {}
    for scalars in (False, True):
        reads = scop.accesses(writes=False, scalars=scalars)
        writes = scop.accesses(reads=False, scalars=scalars)
        must = scop.accesses(reads=False, may=False, scalars=scalars)
        may = scop.accesses(reads=False, may=True, scalars=scalars)
        flow = _flow(reads, must, may, sched)
        false = _flow(writes, must, reads.union(may), sched)
        parts[scalars] = (_coalesced(flow), _coalesced(false))
    (flow, false), (scalar_flow, scalar_false) = parts[False], parts[True]
    return Dependences(
        flow=flow.union(scalar_flow),
        false=false,
        scalar_flow=scalar_flow,
        scalar_false=scalar_false,
    )


def _coalesced(umap: isl.UnionMap) -> isl.UnionMap:
    """``umap`` coalesced, except where coalescing merged pieces into a
    polyhedron with many more faces than a box (a stencil over a loop split
    into vector lanes: the neighbours' translations become one diamond with
    diagonal faces), which the same relation as separate pieces is not:
    isl's scheduler eliminates variables from the Farkas form of each piece
    (Fourier-Motzkin), which ran for minutes on such a diamond (PolyBench
    heat-3d at clang -O2) and takes milliseconds on the translations."""
    # Map by map: isl coalesces a union map in place, its pieces with it.
    out = None
    for m in maps_of(umap):
        merged = m.coalesce()
        faces = 2 * (m.dim(isl.dim_type.in_) + m.dim(isl.dim_type.out)) + 2
        if not any(sum(1 for c in bm.get_constraints() if not c.is_equality()) > faces
                   for bm in merged.get_basic_maps()):
            m = merged
        part = isl.UnionMap.from_map(m)
        out = part if out is None else out.union(part)
    return out if out is not None else umap


def _flow(
    sink: isl.UnionMap, must: isl.UnionMap, may: isl.UnionMap, sched: isl.Schedule
) -> isl.UnionMap:
    info = isl.UnionAccessInfo.from_sink(sink)
    info = info.set_must_source(must).set_may_source(may).set_schedule(sched)
    return info.compute_flow().get_may_dependence()


@dataclass(frozen=True)
class LoopInfo:
    """A loop of the SCoP in its original order, and whether it is parallel:
    no dependence that a GPU thread cannot keep to itself (flow, memory
    false, scalar flow; scalar false dependences vanish when each thread has
    its own copy, PPCG's privatisation) is carried by it."""

    header: str
    depth: int  # 1 for the SCoP's outermost loops
    parent: str | None
    parallel: bool
    statements: tuple[str, ...]  # statements inside it, in order
    line: int | None = None


def loop_parallelism(scop: Scop, deps: Dependences) -> tuple[LoopInfo, ...]:
    """The SCoP's loops, outermost first and in program order, with whether
    each one carries a dependence in the original schedule."""
    validity = deps.validity
    carried: set[str] = set()
    stmts = scop.statement_map
    for m in maps_of(validity):
        src = stmts.get(m.get_tuple_name(isl.dim_type.in_))
        dst = stmts.get(m.get_tuple_name(isl.dim_type.out))
        if src is None or dst is None:
            continue
        same_outer = m
        for pos, (a, b) in enumerate(zip(src.loops, dst.loops)):
            if a != b or same_outer.is_empty():
                break
            same = same_outer.equate(isl.dim_type.in_, pos, isl.dim_type.out, pos)
            if a not in carried and not same_outer.subtract(same).is_empty():
                carried.add(a)
            same_outer = same
    cfg = CFG(scop.function)
    fn_loops = cfg.loops
    infos = []
    for header in sorted(scop.loops, key=lambda h: cfg.rpo_index[h]):
        inside = tuple(s.name for s in scop.statements if header in s.loops)
        loop = fn_loops[header]
        parent = loop.parent if loop.parent in scop.loops else None
        depth = sum(
            1 for lp in fn_loops.values() if lp.header in scop.loops and header in lp.blocks
        )
        line = next((stmts[s].line for s in inside if stmts[s].line), None)
        infos.append(LoopInfo(header, depth, parent, header not in carried, inside, line))
    return tuple(infos)
