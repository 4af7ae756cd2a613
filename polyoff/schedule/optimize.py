"""Scheduling: isl's scheduler with PPCG's settings, or the original order.

``schedule_scop`` returns an isl schedule tree whose band members carry
coincidence flags (a coincident member can run in parallel). With
``Options.schedule == "isl"`` it runs isl's scheduler with outer coincidence,
the dependences as validity, coincidence and proximity constraints, and the
scalar live ranges as conditional validity; with ``"original"`` it keeps the
input loop order and only marks which loops carry no dependence.
"""

from __future__ import annotations

import logging

import islpy as isl

from polyoff.options import Options
from polyoff.schedule import splitting
from polyoff.scop.dependences import Dependences
from polyoff.scop.isl_expr import CTX, Callbacks, access_moves, sets_of, step_along
from polyoff.scop.scop import Scop

log = logging.getLogger(__name__)


def schedule_scop(scop: Scop, deps: Dependences, options: Options, *,
                  strict_scalars: bool = False, split: bool | None = None) -> isl.Schedule:
    """A schedule tree for ``scop`` with coincidence flags on its bands.

    By default the false dependences of scalars are conditional validity
    constraints (scalars live in registers, so their live ranges may be
    reordered). That lets isl distribute a loop whose iterations pass a
    scalar between statements, which only works if the scalar were
    expanded; with ``strict_scalars`` they are plain validity constraints
    (but still not coincidence ones: each thread has its own copy).

    ``split``: statements may be scheduled as pieces of their domain
    (schedule.splitting); None: unless ``options.index_set_splitting`` is
    ``off`` (the device's choice for ``auto`` is the compiler's).
    """
    if options.schedule == "original":
        return mark_coincidence(scop.schedule, deps)
    try:
        if split is None:
            split = options.index_set_splitting != "off"
        schedule = _best_schedule(scop, deps, strict_scalars, split)
        if not strict_scalars and not live_ranges_kept(schedule, scop):
            log.info("schedule of %s: a scalar's live ranges overlap in one thread; scalars kept in order",
                     scop.name)
            schedule = _best_schedule(scop, deps, True, split)
        return schedule
    except isl.Error as exc:
        # isl's scheduler gives up on some inputs ("unable to carry
        # dependences"); the input's own order is always valid.
        log.info("schedule of %s: isl's scheduler failed (%s); keeping the input order", scop.name, exc)
        CTX.set_schedule_serialize_sccs(0)
        return mark_coincidence(scop.schedule, deps)


def _best_schedule(scop: Scop, deps: Dependences, strict_scalars: bool, split: bool = True) -> isl.Schedule:
    """isl's schedule (:func:`_isl_schedule`), or where its statements
    keep loops sequential that pieces of them would not, the schedule of
    the pieces (schedule.splitting)."""
    best = _isl_schedule(scop, deps, strict_scalars)
    depths = _worst_depths(best)
    if not split or not any(depths.values()):
        return best
    context = scop.context.intersect(scop.assumed)
    # The attempt gets isl's operation budget afresh (scop.budget), and
    # a failure, over the budget or not, leaves isl's own schedule; the
    # stages after it get a fresh budget too (isl cannot say how much was
    # left), so a SCoP's isl work is bounded by three budgets, not one.
    CTX.reset_operations()
    try:
        pieces = splitting.split_within(splitting.TIME_LIMIT, best, deps, scop.domain, context,
                                        strict_scalars)
        if pieces is not None:
            pieces = mark_coincidence(pieces, deps)
    except isl.Error as exc:
        log.info("schedule of %s: index-set splitting failed (%s)", scop.name, exc)
        pieces = None
    CTX.reset_operations()
    if pieces is None:
        return best
    split_depths = _worst_depths(pieces)
    if sum(split_depths.values()) < sum(depths.values()):
        log.info("schedule of %s: index-set splitting leaves fewer loops sequential (%s -> %s)",
                 scop.name, depths, split_depths)
        return pieces
    return best


def _worst_depths(schedule: isl.Schedule) -> dict[str, int]:
    """Per statement, the most band members that run sequentially outside
    the first parallel one on any of its paths (a statement split into
    pieces has several)."""
    worst: dict[str, int] = {}
    for node, depth in _first_parallel(schedule):
        for s in sets_of(node.get_domain()):
            name = s.get_tuple_name()
            worst[name] = max(worst.get(name, 0), depth)
    return worst


def _isl_schedule(scop: Scop, deps: Dependences, strict_scalars: bool) -> isl.Schedule:
    chosen = _fused_or_distributed(scop, deps, strict_scalars)
    cost = sequential_depth(chosen)
    if not cost or strict_scalars or deps.scalar_false.is_empty():
        return chosen
    # isl can keep a loop sequential for a scalar's conditional false
    # dependences even where the flow they guard stays within each thread
    # (nussinov: a cell's temporary made isl keep rows outermost, where
    # diagonals outermost leave the cells of each diagonal parallel).
    # Without them, the schedule is kept only where every thread still
    # sees its scalars' accesses in the input's order.
    free = _compute(scop, deps, strict_scalars, serialize=False, free_scalars=True)
    if sequential_depth(free) < cost and live_ranges_kept(free, scop):
        log.info("schedule of %s: without the scalars' false dependences, fewer loops stay sequential",
                 scop.name)
        return free
    return chosen


def _fused_or_distributed(scop: Scop, deps: Dependences, strict_scalars: bool) -> isl.Schedule:
    # isl fuses what it can; fusion sometimes costs parallelism (bicg's two
    # reductions fuse only along a skewed wavefront, a host loop of n + m
    # launches). Distributing strongly connected components first is the
    # alternative: keep whichever leaves fewer sequential loops outside the
    # parallel ones, fusion on a tie.
    # On a tie, the one whose kernels map more parallel members where the
    # fused one's work-items next to each other on x access a column: lu's
    # right-looking schedule fuses the column's division into the update,
    # which leaves one parallel member (rows: work-items reading down
    # columns) where the update alone has two (columns on x, contiguous).
    # Where x already runs along rows (gramschmidt's norm and update, j on
    # x, a row's sum in a register), fusion stays: split, it ran slower.
    fused = _compute(scop, deps, strict_scalars, serialize=False)
    cost = sequential_depth(fused)
    if not cost:
        return fused
    # Only worth a second scheduler run when the input's own loop order
    # shows more parallelism than the fused schedule found, or the fused
    # schedule's kernels map fewer members than their loops could give.
    width = parallel_width(fused)
    if (sequential_depth(mark_coincidence(scop.schedule, deps)) < cost
            or width < _width_bound(fused)):
        distributed = _compute(scop, deps, strict_scalars, serialize=True)
        d_cost = sequential_depth(distributed)
        if d_cost < cost:
            log.info("schedule of %s: distributing loops keeps them parallel", scop.name)
            return distributed
        if d_cost == cost and parallel_width(distributed) > width:
            before, after = statement_widths(fused), statement_widths(distributed)
            widened = {name for name, w in after.items() if w > before.get(name, 0)}
            if x_gathers(fused, scop, widened):
                log.info("schedule of %s: distributing loops maps more of them in parallel", scop.name)
                return distributed
    return fused


def live_ranges_kept(schedule: isl.Schedule, scop: Scop) -> bool:
    """Whether, within one thread, ``schedule`` keeps the order of any two
    accesses to a scalar (one a write) that the input has: instances equal
    on the parallel members of the outermost band that has any, which map
    to threads, share the thread's register.

    isl honours the conditional validity of scalar false dependences only
    inside the bands it builds: it may still distribute a sequential loop
    that runs inside the threads (fuzz seed 3000: ``s = ..; for k: s += ..;
    C[j][i - 1] = s`` in an i loop became three i loops, every i's ``s``
    in one register at once, wrong results on every device). The scalar's
    own false dependences link each access to the next one in any thread,
    so the pairs are taken whole, not from them."""
    writes: isl.UnionMap | None = None
    reads: isl.UnionMap | None = None
    for stmt in scop.statements:
        for a in stmt.accesses:
            if not scop.array_map[a.array].is_scalar:
                continue
            rel = isl.UnionMap.from_map(a.relation.intersect_domain(stmt.domain))
            if a.is_write:
                writes = rel if writes is None else writes.union(rel)
            else:
                reads = rel if reads is None else reads.union(rel)
    if writes is None:
        return True
    accesses = writes if reads is None else writes.union(reads)
    pairs = writes.apply_range(accesses.reverse())
    if reads is not None:
        pairs = pairs.union(reads.apply_range(writes.reverse()))
    original = scop.schedule.get_map()
    pairs = pairs.intersect(original.lex_lt_union_map(original))
    node = schedule.get_root()
    # Down to the first band with a parallel member: a sequential band
    # outside it runs in every thread alike (a host loop, or a loop around
    # the thread's work), so the threads are still told apart by that
    # band's parallel members (nussinov: a diagonal, then its cells).
    while node.n_children() == 1 and not (node.get_type() == isl.schedule_node_type.band
                                          and _has_coincident(node)):
        node = node.child(0)
    if node.get_type() == isl.schedule_node_type.band:
        partial = node.band_get_partial_schedule()
        for k in range(node.band_n_member()):
            if node.band_member_get_coincident(k):
                member = isl.UnionMap.from_union_pw_aff(partial.get_at(k))
                pairs = pairs.intersect(member.apply_range(member.reverse()))
    if pairs.is_empty():
        return True
    new = schedule.get_map()
    return pairs.is_subset(new.lex_lt_union_map(new))


def _has_coincident(band: isl.ScheduleNode) -> bool:
    return any(band.band_member_get_coincident(k) for k in range(band.band_n_member()))


def _first_parallel(schedule: isl.Schedule) -> list[tuple[isl.ScheduleNode, int]]:
    """Where each statement's path reaches its first parallel (coincident)
    band member, or its leaf when none is: the node, and how many band
    members run sequentially before it."""
    found = []

    def visit(node: isl.ScheduleNode, depth: int) -> None:
        t = node.get_type()
        if t == isl.schedule_node_type.band:
            for k in range(node.band_n_member()):
                if node.band_member_get_coincident(k):
                    found.append((node, depth))
                    return
                depth += 1
        if t == isl.schedule_node_type.leaf:
            found.append((node, depth))
            return
        for i in range(node.n_children()):
            visit(node.child(i), depth)

    visit(schedule.get_root(), 0)
    return found


def sequential_depth(schedule: isl.Schedule) -> int:
    """Over all statements, how many band members run sequentially outside
    the first parallel (coincident) member, or all of them when none is."""
    return sum(depth * _n_statements(node) for node, depth in _first_parallel(schedule))


#: parallel members counted per statement by parallel_width (the grid
#: dimensions a kernel maps by default, gpu.mapping.MAX_GRID_DIMS)
WIDTH_CAP = 2


def parallel_width(schedule: isl.Schedule) -> int:
    """Over all statements, how many coincident members follow one another
    from the first coincident member on the statement's path (what a
    kernel maps onto the grid), at most :data:`WIDTH_CAP` each."""
    return sum(statement_widths(schedule).values())


def _coincident_run(band: isl.ScheduleNode) -> tuple[int, int]:
    """The first coincident member of ``band`` and how many coincident
    members follow one another from it, at most :data:`WIDTH_CAP` (what a
    kernel maps)."""
    flags = [band.band_member_get_coincident(k) for k in range(band.band_n_member())]
    first = flags.index(True)
    run = next((n for n, flag in enumerate(flags[first:]) if not flag), len(flags) - first)
    return first, min(run, WIDTH_CAP)


def _parallel_bands(schedule: isl.Schedule) -> list[isl.ScheduleNode]:
    """The band where each statement's first coincident member is (none
    for a statement without one)."""
    return [node for node, _ in _first_parallel(schedule)
            if node.get_type() == isl.schedule_node_type.band]


def statement_widths(schedule: isl.Schedule) -> dict[str, int]:
    """Per statement, its share of :func:`parallel_width`."""
    widths: dict[str, int] = {}
    for band in _parallel_bands(schedule):
        run = _coincident_run(band)[1]
        sets = band.get_domain().get_set_list()
        for i in range(sets.n_set()):
            widths[sets.get_at(i).get_tuple_name()] = run
    return widths


def x_gathers(schedule: isl.Schedule, scop: Scop, names: set[str]) -> bool:
    """Whether, for one of the statements ``names``, the innermost mapped
    member (the last of the coincident members its first parallel band
    starts with, at most :data:`WIDTH_CAP`: what lands on ``x``) moves one
    of its accesses along an array dimension other than the last:
    work-items next to each other read or write a column. Only members
    that step one loop of the statement are looked at."""
    statements = {s.name: s for s in scop.statements}
    for band in _parallel_bands(schedule):
        first, run = _coincident_run(band)
        pw_list = band.band_get_partial_schedule().get_at(first + run - 1).get_pw_aff_list()
        for k in range(pw_list.n_pw_aff()):
            pa = pw_list.get_at(k)
            stmt = statements.get(pa.get_domain_space().get_tuple_name(isl.dim_type.set))
            if stmt is not None and stmt.name in names and _statement_gathers(stmt, pa):
                return True
    return False


def _statement_gathers(stmt, pa: isl.PwAff) -> bool:
    pieces = pa.get_pieces()
    if len(pieces) != 1:
        return False
    aff = pieces[0][1]
    depth = stmt.domain.dim(isl.dim_type.set)
    dims = [d for d in range(depth) if not aff.get_coefficient_val(isl.dim_type.in_, d).is_zero()]
    if len(dims) != 1 or not aff.get_coefficient_val(isl.dim_type.in_, dims[0]).is_one():
        return False
    step = step_along(stmt.domain, dims[0])
    return any(access_moves(a.relation, step)[1] for a in stmt.accesses
               if a.relation.dim(isl.dim_type.out) >= 2)


def _width_bound(schedule: isl.Schedule) -> int:
    """An upper bound of :func:`parallel_width` over the schedules of the
    same statements: each statement's loops outside its first coincident
    member (or all of them) are sequential, the rest could be parallel."""
    total = 0
    for node, depth in _first_parallel(schedule):
        sets = node.get_domain().get_set_list()
        for i in range(sets.n_set()):
            total += max(0, min(WIDTH_CAP, sets.get_at(i).dim(isl.dim_type.set) - depth))
    return total


def _n_statements(node: isl.ScheduleNode) -> int:
    return node.get_domain().get_set_list().n_set()


def _compute(scop: Scop, deps: Dependences, strict_scalars: bool, *, serialize: bool,
             free_scalars: bool = False) -> isl.Schedule:
    CTX.set_schedule_outer_coincidence(1)
    CTX.set_schedule_maximize_band_depth(1)
    CTX.set_schedule_serialize_sccs(1 if serialize else 0)
    sc = isl.ScheduleConstraints.on_domain(scop.domain)
    sc = sc.set_context(scop.context.intersect(scop.assumed))
    validity = deps.validity
    coincidence = validity
    if strict_scalars:
        validity = validity.union(deps.scalar_false)
    sc = sc.set_validity(validity).set_coincidence(coincidence).set_proximity(validity)
    if not strict_scalars and not free_scalars and not deps.scalar_false.is_empty():
        sc = sc.set_conditional_validity(deps.scalar_flow, deps.scalar_false)
    schedule = sc.compute_schedule()
    CTX.set_schedule_serialize_sccs(0)
    log.info("schedule of %s (serialize_sccs=%d): %s", scop.name, serialize, schedule)
    return schedule


def mark_coincidence(schedule: isl.Schedule, deps: Dependences) -> isl.Schedule:
    """Set the coincidence flag of every band member of ``schedule`` that
    carries no dependence (outer members equal)."""
    relevant = deps.validity

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.band:
            prefix = node.get_prefix_schedule_union_map()
            # Dependences not carried by outer bands: equal prefix.
            same_prefix = prefix.apply_range(prefix.reverse())
            live = relevant.intersect(same_prefix)
            partial = node.band_get_partial_schedule()
            for k in range(node.band_n_member()):
                member = isl.UnionMap.from_union_pw_aff(partial.get_at(k))
                dist_zero = member.apply_range(member.reverse())
                node = node.band_member_set_coincident(k, live.is_subset(dist_zero))
                live = live.intersect(dist_zero)
        return node

    with Callbacks() as callbacks:
        root = schedule.get_root().map_descendant_bottom_up(callbacks.wrap(visit, lambda node: node))
    return root.get_schedule()
