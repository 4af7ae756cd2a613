"""Array expansion of temporaries, so that outer parallel loops can be mapped.

doitgen fills ``sum[p]`` afresh in every ``(r, q)`` iteration and reads it
only there: the values never travel from one ``(r, q)`` to the next, but the
storage is shared, so the false dependences on ``sum`` make ``r`` and ``q``
sequential (host loops of ``nr * nq`` launches with ``np`` threads each).
Giving every outer iteration its own copy removes them (array expansion,
Feautrier 1988; PPCG privatises such arrays when they are local to the
program): the model's accesses ``sum[p]`` become ``sum_x[r][q][p]`` of a
temporary the host allocates, and the isl scheduler then finds ``r`` and
``q`` coincident.

An array ``X`` is expanded over the ``k`` outermost loops that enclose all
its accesses when every read of ``X`` gets its value from a write in the
same iteration of those loops (no value from before the SCoP, none carried
by the loops) and every access is a plain element access. After the
kernels, ``X`` must hold what the original code leaves in it: the values
written in the last outer iteration that writes ``X``. Expansion is only
done where that iteration writes every element any iteration writes and
those elements fill ``X``'s box, so the host copies that one slice of the
temporary back with a ``memcpy``.

:func:`expand_temporaries` returns the rewritten :class:`Scop` and the
:class:`Expansion` records the host code needs, or ``None`` when no array
qualifies. Whether the expanded model is used is the compiler's choice (it
keeps it when the schedule has fewer sequential loops outside the parallel
ones).
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass

import islpy as isl

from polyoff.gpu.memory import box_bounds, covers
from polyoff.ir.affine import Counter, Param, Poly
from polyoff.scop.isl_expr import maps_of
from polyoff.scop.scop import MAY_WRITE, MEMORY, ArrayInfo, MemoryAccess, Scop, Statement

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Expansion:
    """``temporary`` is ``array`` with the ``loops`` (outermost first)
    prepended as dimensions. ``last`` maps the parameters to the outer
    iteration whose copy holds the final values; ``lower``/``upper`` bound
    the elements of ``array`` written (the range the host copies back)."""

    array: str
    temporary: str
    loops: tuple[str, ...]
    last: isl.PwMultiAff
    lower: tuple[isl.PwAff, ...]
    upper: tuple[isl.PwAff, ...]

    @property
    def depth(self) -> int:
        return len(self.loops)


def expand_temporaries(scop: Scop) -> tuple[Scop, tuple[Expansion, ...]] | None:
    """``scop`` with every temporary array expanded over the outer loops
    whose iterations it does not connect, or None when there is none."""
    expansions: list[Expansion] = []
    arrays: list[ArrayInfo] = []
    statements = list(scop.statements)
    for arr in scop.arrays:
        if arr.kind != MEMORY or arr.rank == 0:
            continue
        found = _expansion(scop, arr)
        if found is None:
            continue
        expansion, temporary = found
        expansions.append(expansion)
        arrays.append(temporary)
        statements = [_rewrite(s, expansion) for s in statements]
        log.info("%s: %s expanded over %d outer loop(s)", scop.name, arr.name, expansion.depth)
    if not expansions:
        return None
    expanded = dataclasses.replace(scop, statements=tuple(statements), arrays=(*scop.arrays, *arrays))
    return expanded, tuple(expansions)


def _expansion(scop: Scop, arr: ArrayInfo) -> tuple[Expansion, ArrayInfo] | None:
    users = [s for s in scop.statements if any(a.array == arr.name for a in s.accesses)]
    accesses = [(s, a) for s in users for a in s.accesses if a.array == arr.name]
    if any(a.kind == MAY_WRITE or a.length is not None for _, a in accesses):
        return None
    writes = [(s, a) for s, a in accesses if a.is_write]
    reads = [(s, a) for s, a in accesses if a.is_read]
    if not writes or not reads:
        return None
    depth = _common_loops(users)
    if depth == 0:
        return None
    read_rel = _union(a.relation.intersect_domain(s.domain) for s, a in reads)
    write_rel = _union(a.relation.intersect_domain(s.domain) for s, a in writes)
    flow = (isl.UnionAccessInfo.from_sink(read_rel).set_must_source(write_rel)
            .set_schedule(scop.schedule).compute_flow())
    if not flow.get_may_no_source().is_empty():
        return None  # some read sees a value from before the SCoP
    for dep in maps_of(flow.get_may_dependence()):
        depth = min(depth, _equal_prefix(dep, depth))
    if depth == 0:
        return None
    loops = users[0].loops[:depth]

    # The last outer iteration that writes, and what it writes.
    outer = None
    for s, _ in writes:
        o = s.domain.project_out(isl.dim_type.set, depth, s.domain.dim(isl.dim_type.set) - depth)
        o = o.reset_tuple_id()
        outer = o if outer is None else outer.union(o)
    outer = outer.coalesce()
    last = outer.lexmax_pw_multi_aff()
    last_set = isl.Set.from_pw_multi_aff(last) if hasattr(isl.Set, "from_pw_multi_aff") else \
        isl.Map.from_pw_multi_aff(last).range()
    written_all = written_last = None
    for s, a in writes:
        n = s.domain.dim(isl.dim_type.set)
        at_last = s.domain.intersect(last_set.add_dims(isl.dim_type.set, n - depth).set_tuple_name(s.name))
        e_all = a.relation.intersect_domain(s.domain).range()
        e_last = a.relation.intersect_domain(at_last).range()
        written_all = e_all if written_all is None else written_all.union(e_all)
        written_last = e_last if written_last is None else written_last.union(e_last)
    if not written_all.is_subset(written_last) or not covers(written_all, arr, scop):
        return None

    accessed = _union_sets(a.relation.intersect_domain(s.domain).range() for s, a in accesses)
    if not accessed.lexmin().is_subset(_first_index_nonnegative(accessed)):
        return None  # the temporary is allocated from element 0
    sizes: list[Poly | None] = [None]
    for d in range(1, depth):
        extent = _extent(scop, outer, d)
        if extent is None:
            return None
        sizes.append(extent)
    first = _extent(scop, accessed, 0)
    if first is None:
        return None
    sizes += [first, *arr.sizes[1:]]
    name = _fresh(scop, f"{arr.name}_x")
    temporary = ArrayInfo(name, MEMORY, arr.element_type, arr.element_size, tuple(sizes),
                          base=f"polyoff.expanded.{name}")
    lower, upper = box_bounds(written_all, arr.rank)
    return Expansion(arr.name, name, loops, last, lower, upper), temporary


def _rewrite(stmt: Statement, e: Expansion) -> Statement:
    if not any(a.array == e.array for a in stmt.accesses):
        return stmt
    counters = tuple(Poly.atom(Counter(loop)) for loop in e.loops)
    new = []
    for a in stmt.accesses:
        if a.array != e.array:
            new.append(a)
            continue
        rel = a.relation.insert_dims(isl.dim_type.out, 0, e.depth)
        for d in range(e.depth):
            rel = rel.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
        rel = rel.set_tuple_name(isl.dim_type.out, e.temporary)
        new.append(MemoryAccess(a.kind, e.temporary, rel, a.instruction, counters + a.subscripts, a.value,
                                a.length))
    return dataclasses.replace(stmt, accesses=tuple(new))


def _first_index_nonnegative(elems: isl.Set) -> isl.Set:
    universe = isl.Set.universe(elems.get_space())
    ls = isl.LocalSpace.from_space(elems.get_space())
    first = isl.Aff.var_on_domain(ls, isl.dim_type.set, 0)
    return universe.intersect(isl.Set.from_basic_set(isl.BasicSet.from_constraint(
        isl.Constraint.inequality_from_aff(first))))


def _common_loops(stmts: list[Statement]) -> int:
    depth = min(s.depth for s in stmts)
    for d in range(depth):
        if len({s.loops[d] for s in stmts}) > 1:
            return d
    return depth


def _equal_prefix(dep: isl.Map, limit: int) -> int:
    """How many leading dimensions of source and sink ``dep`` keeps equal."""
    for d in range(limit):
        same = dep.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
        if not dep.is_subset(same):
            return d
        dep = same
    return limit


def _extent(scop: Scop, elems: isl.Set, dim: int) -> Poly | None:
    """``1 + max`` of dimension ``dim`` of ``elems`` as a polynomial over the
    SCoP's parameters, when isl gives one affine expression."""
    pieces = elems.dim_max(dim).coalesce().get_pieces()
    if len(pieces) != 1:
        return None
    _, aff = pieces[0]
    if aff.dim(isl.dim_type.div) or not aff.get_denominator_val().is_one():
        return None
    poly = Poly.const(aff.get_constant_val().to_python() + 1)
    for i in range(aff.dim(isl.dim_type.param)):
        coeff = aff.get_coefficient_val(isl.dim_type.param, i).to_python()
        if not coeff:
            continue
        param = scop.param_map.get(aff.get_dim_name(isl.dim_type.param, i))
        if param is None:
            return None
        term = Poly.const(coeff)
        for value in param.llvm_values:
            term = term * Poly.atom(Param(value))
        poly = poly + term
    return poly


def _fresh(scop: Scop, name: str) -> str:
    taken = set(scop.array_map)
    candidate, n = name, 1
    while candidate in taken:
        candidate, n = f"{name}{n}", n + 1
    return candidate


def _union(maps) -> isl.UnionMap:
    result = None
    for m in maps:
        u = isl.UnionMap.from_map(m)
        result = u if result is None else result.union(u)
    return result


def _union_sets(sets) -> isl.Set:
    result = None
    for s in sets:
        result = s if result is None else result.union(s)
    return result.coalesce()

