"""Index-set splitting: a statement scheduled as pieces of its domain.

isl's scheduler gives each statement one affine schedule. Where the
dependences that keep a loop sequential all start or end on one hyperplane
of the statement's domain, that is too little: Floyd-Warshall's update
``path[i][j] = min(path[i][j], path[i][k] + path[k][j])`` reads row ``k``
and column ``k``, which only the iterations ``i = k`` and ``j = k`` write.
Every ``i`` (and ``j``) depends on those, so no loop inside ``k`` is
parallel for one schedule; split at ``i = k`` and ``j = k``, each piece's
loops are parallel once the pieces that read the old row and column run
before the ones that write them, and those before the ones that read the
new values (Griebl, Feautrier and Lengauer's index-set splitting, 2000;
PLuTo's ``--iss`` does the same for periodic stencils).

:func:`split_index_sets` finds the hyperplanes from the dependences left
inside the outer sequential members of isl's schedule, schedules the
pieces as separate statements (renamed copies with the dependences
restricted to them, which is exact), and rebuilds the schedule tree over
the original statements, each band's partial schedule piecewise. The
caller keeps it only where it runs fewer loops sequentially; the result is
checked against every dependence before it is used, and its coincidence
flags are computed again from the original dependences.
"""

from __future__ import annotations

import logging
import os
import select
import signal
import time

import islpy as isl

from polyoff.scop.dependences import Dependences
from polyoff.scop.isl_expr import CTX, maps_of, sets_of

log = logging.getLogger(__name__)

#: hyperplanes one statement is split at, at most (3 ** n pieces)
MAX_PLANES = 2
#: statements of the split problem, at most (isl's scheduler grows fast)
MAX_PIECES = 24
#: seconds the attempt may take (:func:`split_within`)
TIME_LIMIT = 5.0

_T = isl.schedule_node_type


def splitting_planes(schedule: isl.Schedule, deps: Dependences, domain: isl.UnionSet) -> dict[str, list[isl.Aff]]:
    """Per statement, the affine forms ``h`` (at most :data:`MAX_PLANES`)
    on which ``h = 0`` holds for every source or every sink of a piece of
    the dependences left inside the outer sequential members of
    ``schedule``'s first band, where the statement's domain does not
    already lie in ``h = 0``."""
    inner = _inner_dependences(schedule, deps.validity)
    planes: dict[str, list[isl.Aff]] = {}
    for m in maps_of(inner):
        for bm in m.get_basic_maps():
            for side in (bm.domain(), bm.range()):
                name = side.get_tuple_name()
                if name is None:
                    continue
                space = side.get_space()
                stmt_domain = domain.extract_set(space)
                found = planes.setdefault(name, [])
                for c in side.get_constraints():
                    if not c.is_equality() or c.involves_dims(isl.dim_type.div, 0, side.dim(isl.dim_type.div)):
                        continue
                    aff = c.get_aff()
                    if not any(not aff.get_coefficient_val(isl.dim_type.in_, k).is_zero()
                               for k in range(side.dim(isl.dim_type.set))):
                        continue
                    if stmt_domain.is_subset(aff.zero_basic_set().to_set()):
                        continue
                    if any(aff.plain_is_equal(a) or aff.plain_is_equal(a.neg()) for a in found):
                        continue
                    found.append(aff)
    return {name: found[:MAX_PLANES] for name, found in planes.items() if found}


def split_within(seconds: float, schedule: isl.Schedule, deps: Dependences, domain: isl.UnionSet,
                 context: isl.Set, strict_scalars: bool) -> isl.Schedule | None:
    """:func:`split_index_sets` in a forked child given ``seconds``: None
    where it found nothing, failed or ran out of time.

    isl's scheduler can run for ever on the pieces without counting
    operations against its budget: PolyBench/C 4.2.1's own gramschmidt as
    clang-15 -O1 hands it over (MINI, nine statements) did not finish in
    300 s with a budget of a million operations. isl cannot be stopped
    from another thread, so the attempt runs in a child of this process
    (fork: isl's state comes along), which hands the schedule back as
    text, or is killed. Nothing to split (the common case) costs no
    child."""
    planes = splitting_planes(schedule, deps, domain)
    if not planes:
        return None
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: compute, write, and leave without cleaning up
        status = 1
        try:
            os.close(read)
            result = split_index_sets(schedule, deps, domain, context, strict_scalars, planes)
            data = b"-" if result is None else b"+" + result.to_str().encode()
            view = memoryview(data)
            while view:
                view = view[os.write(write, view):]
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    chunks, deadline = [], time.monotonic() + seconds
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([read], [], [], left)[0]:
                os.kill(pid, signal.SIGKILL)
                log.info("index-set splitting: over %g s; isl's schedule kept", seconds)
                return None
            chunk = os.read(read, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(read)
        os.waitpid(pid, 0)
    data = b"".join(chunks)
    if not data.startswith(b"+"):
        return None
    return isl.Schedule.read_from_str(CTX, data[1:].decode())


def split_index_sets(schedule: isl.Schedule, deps: Dependences, domain: isl.UnionSet, context: isl.Set,
                     strict_scalars: bool, planes: dict | None = None) -> isl.Schedule | None:
    """A schedule of ``domain`` with the statements split at
    :func:`splitting_planes` (over the original statement names), or None
    where there is nothing to split or isl finds no schedule. ``planes``:
    :func:`splitting_planes`, when the caller has them."""
    if planes is None:
        planes = splitting_planes(schedule, deps, domain)
    if not planes:
        return None
    pieces: dict[str, tuple[str, isl.Set]] = {}
    for stmt in sets_of(domain):
        name = stmt.get_tuple_name()
        parts = _pieces(stmt, planes.get(name, []))
        for k, part in enumerate(parts):
            pieces[f"{name}__iss{k}" if len(parts) > 1 else name] = (name, part)
    if len(pieces) > MAX_PIECES:
        log.info("index-set splitting: %d pieces, over %d", len(pieces), MAX_PIECES)
        return None
    split_domain = _union_set(p.set_tuple_name(new) for new, (_, p) in pieces.items())
    validity = _renamed(deps.validity, pieces)
    sc = isl.ScheduleConstraints.on_domain(split_domain).set_context(context)
    coincidence = validity
    if strict_scalars:
        validity = validity.union(_renamed(deps.scalar_false, pieces))
    sc = sc.set_validity(validity).set_coincidence(coincidence).set_proximity(validity)
    if not strict_scalars and not deps.scalar_false.is_empty():
        sc = sc.set_conditional_validity(_renamed(deps.scalar_flow, pieces), _renamed(deps.scalar_false, pieces))
    # each piece a band of its own: fused, the pieces' bands take
    # piecewise members that guard every instance (and skew some)
    CTX.set_schedule_serialize_sccs(1)
    try:
        split = sc.compute_schedule()
    finally:
        CTX.set_schedule_serialize_sccs(0)
    rebuilt = _rebuild(split.get_root().child(0), isl.Schedule.from_domain(domain).get_root().child(0), pieces)
    result = rebuilt.get_schedule()
    order = result.get_map()
    if not deps.all.is_subset(order.lex_lt_union_map(order)):
        # cannot happen for a schedule isl computed from the same
        # dependences, but a wrong order would be silent: refuse it
        log.warning("index-set splitting: the rebuilt schedule breaks a dependence; not used")
        return None
    log.info("index-set splitting at %s: %s", {n: [str(a) for a in p] for n, p in planes.items()}, split)
    return result


def _inner_dependences(schedule: isl.Schedule, validity: isl.UnionMap) -> isl.UnionMap:
    """``validity`` between instances equal on the sequential members the
    first band of ``schedule`` starts with (the dependences inside them,
    which keep the next loops sequential)."""
    node = schedule.get_root()
    while node.get_type() != _T.band and node.n_children() == 1:
        node = node.child(0)
    if node.get_type() != _T.band:
        return validity
    partial = node.band_get_partial_schedule()
    for k in range(node.band_n_member()):
        if node.band_member_get_coincident(k):
            break
        member = isl.UnionMap.from_union_pw_aff(partial.get_at(k))
        validity = validity.intersect(member.apply_range(member.reverse()))
    return validity


def _pieces(stmt: isl.Set, planes: list[isl.Aff]) -> list[isl.Set]:
    """``stmt`` split into the parts where each plane is negative, zero and
    positive (the empty parts left out)."""
    parts = [stmt]
    for aff in planes:
        zero = isl.Aff.zero_on_domain(aff.get_domain_space())
        cuts = (aff.lt_set(zero), aff.eq_set(zero), aff.gt_set(zero))
        parts = [p for part in parts for cut in cuts if not (p := part.intersect(cut)).is_empty()]
    return parts


def _union_set(sets) -> isl.UnionSet:
    out = None
    for s in sets:
        u = isl.UnionSet(s)
        out = u if out is None else out.union(u)
    return out


def _renamed(umap: isl.UnionMap, pieces: dict[str, tuple[str, isl.Set]]) -> isl.UnionMap:
    """``umap`` between the pieces: each map restricted to every pair of
    pieces of its source and target statements, renamed to them."""
    out = isl.UnionMap.empty(umap.get_space())
    for m in maps_of(umap):
        src, dst = m.get_tuple_name(isl.dim_type.in_), m.get_tuple_name(isl.dim_type.out)
        for a, (a_stmt, a_part) in pieces.items():
            if a_stmt != src:
                continue
            from_a = m.intersect_domain(a_part)
            if from_a.is_empty():
                continue
            for b, (b_stmt, b_part) in pieces.items():
                if b_stmt != dst:
                    continue
                part = from_a.intersect_range(b_part)
                if not part.is_empty():
                    part = part.set_tuple_name(isl.dim_type.in_, a).set_tuple_name(isl.dim_type.out, b)
                    out = out.union(isl.UnionMap(part))
    return out


def _back(umap: isl.UnionMap, pieces: dict[str, tuple[str, isl.Set]]) -> isl.UnionMap:
    """``umap`` over pieces as a relation over the original statements."""
    out = isl.UnionMap.empty(umap.get_space())
    for m in maps_of(umap):
        name = m.get_tuple_name(isl.dim_type.in_)
        if name in pieces:
            stmt, part = pieces[name]
            m = m.set_tuple_name(isl.dim_type.in_, stmt).intersect_domain(part)
        out = out.union(isl.UnionMap(m))
    return out


def _back_set(uset: isl.UnionSet, pieces: dict[str, tuple[str, isl.Set]]) -> isl.UnionSet:
    return _back(isl.UnionMap.from_domain(uset), pieces).domain()


def _rebuild(src: isl.ScheduleNode, dst: isl.ScheduleNode, pieces) -> isl.ScheduleNode:
    """The subtree at ``src`` (over pieces) inserted at ``dst`` (over the
    original statements); returns the node at ``dst``'s position."""
    t = src.get_type()
    if t == _T.leaf:
        return dst
    if t == _T.band:
        partial = isl.UnionMap.from_multi_union_pw_aff(src.band_get_partial_schedule())
        dst = dst.insert_partial_schedule(isl.MultiUnionPwAff.from_union_map(_back(partial, pieces)))
        dst = dst.band_set_permutable(src.band_get_permutable())
        for k in range(src.band_n_member()):
            dst = dst.band_member_set_coincident(k, src.band_member_get_coincident(k))
        return _rebuild(src.child(0), dst.child(0), pieces).parent()
    if t in (_T.sequence, _T.set):
        n = src.n_children()
        filters = isl.UnionSetList.alloc(CTX, n)
        for k in range(n):
            filters = filters.add(_back_set(src.child(k).filter_get_filter(), pieces))
        dst = dst.insert_sequence(filters) if t == _T.sequence else dst.insert_set(filters)
        for k in range(n):
            dst = _rebuild(src.child(k).child(0), dst.child(k).child(0), pieces).parent().parent()
        return dst
    if t == _T.filter:
        dst = dst.insert_filter(_back_set(src.filter_get_filter(), pieces))
        return _rebuild(src.child(0), dst.child(0), pieces).parent()
    raise isl.Error(f"index-set splitting: unexpected {t} node in isl's schedule")
