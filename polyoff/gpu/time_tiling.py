"""Time tiling of stencils: one kernel launch covers several time steps.

A stencil SCoP is a time loop around a sequence of loop nests, each of them
parallel within one time step (jacobi-1d/2d, heat-3d, fdtd-2d). Mapped the
usual way, its time loop is a host loop and every nest one launch per time
step. Here the whole SCoP becomes one kernel launched once per wavefront of
tiles that each span several time steps:

- *steps*: the nests in one time step are numbered ``0 .. P-1`` in their
  order, and instance ``S[t, x]`` of nest ``k`` runs at step
  ``s = P*t + k``. Each step must be parallel: no dependence between two
  instances of one step (checked).
- *skew*: the spatial coordinates ``x`` (the nest's loops, padded with
  zeros at the front to the deepest nest) become ``x' = x + sigma*s`` with
  the smallest ``sigma >= 0`` per dimension that makes every dependence
  distance non-negative in ``(s, x')``: the band is permutable, so it can be
  tiled in all its members (Wolf and Lam's skewing; PPCG's time tiling
  chooses hybrid tiles instead, this is the classic parallelogram tiling).
- *tiles*: ``Tt`` time steps by ``T_k`` points per spatial dimension.
  Tile dependences are non-negative in every coordinate, so the tiles
  whose coordinates have the same sum ``w`` (a wavefront) are independent.

The kernel (:class:`~polyoff.gpu.mapping.KernelPlan` with ``time_steps``)
has ``w`` as its host loop, the spatial members as its mapped band (a
work-group per tile of the wavefront, work-items over the points of a
step) and the time step and nest as tile loops inside the work-group,
with a work-group barrier fencing global memory after each step.

Before the kernel is used, isl checks the final execution order against
every dependence (:func:`check_time_tiling`): a dependence must go to a
later wavefront, or stay in its tile and go to a later step. Anything the
construction does not recognise, or a tiling that check refuses, raises
:class:`TimeTilingRefused`, and the SCoP is mapped the usual way.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass

import islpy as isl

from polyoff.options import Options
from polyoff.scop.dependences import Dependences
from polyoff.scop.isl_expr import CTX, maps_of, sets_of
from polyoff.scop.scop import Scop

log = logging.getLogger(__name__)

#: the largest skew factor tried per spatial dimension
MAX_SKEW = 8

#: default tile sizes by the number of spatial dimensions: time steps
#: first, then one per spatial dimension (outermost first)
DEFAULT_SIZES = {1: (32, 512), 2: (8, 32, 32), 3: (4, 8, 8, 32)}

#: tile sizes by spatial dimensions: a dict, or (dimensions, sizes) pairs
SizeTable = Mapping[int, tuple[int, ...]] | tuple[tuple[int, tuple[int, ...]], ...]

#: Intel's CPU runtime: 2-D stencils in tiles of 16 time steps by 128x128
#: points. A work-group of 128x8 work-items (one per point along x, 16 rows
#: each) runs rows four times as long along x, where that runtime
#: vectorises, as 32x32 tiles would, and a launch covers twice the time
#: steps (fdtd-2d and jacobi-2d at LARGE, side by side with 8,64,64:
#: docs/architecture.md). (dimensions, sizes) pairs: DeviceSettings is
#: hashed.
INTEL_SIZES = tuple(sorted({**DEFAULT_SIZES, 2: (16, 128, 128)}.items()))


class TimeTilingRefused(Exception):
    """The SCoP is not a stencil this module can tile in time, or the
    tiling would not respect its dependences."""


class NotAStencil(TimeTilingRefused):
    """The SCoP is not a time loop around parallel nests at all."""


@dataclass(frozen=True)
class TimeTiling:
    """The members of a time-tiled kernel, as functions of the instances.

    ``wavefront`` is the host loop; ``spatial`` the skewed spatial members
    (mapped onto work-groups and work-items, tiled by ``spatial_sizes``);
    ``time`` the time step and ``phase`` the nest's number in it (loops
    inside the work-group over the tile's ``time_size`` time steps);
    ``skew`` the factor of each spatial member, per step.
    """

    domain: isl.UnionSet
    wavefront: isl.UnionPwAff
    spatial: tuple[isl.UnionPwAff, ...]
    time: isl.UnionPwAff
    phase: isl.UnionPwAff
    time_size: int
    spatial_sizes: tuple[int, ...]
    skew: tuple[int, ...]
    phases: int

    def wavefronts(self) -> isl.Set:
        """A box of the wavefront numbers, ``[w]`` from the sum of the
        smallest tile coordinates to the sum of the largest (the exact set
        has an integer division per member, too costly for isl's AST
        generator; a wavefront without tiles launches nothing)."""
        lo = hi = None
        for low, high in tile_box(self.domain, (self.time, *self.spatial), (self.time_size, *self.spatial_sizes)):
            lo = low if lo is None else lo.add(low)
            hi = high if hi is None else hi.add(high)
        lo, hi = lo.insert_dims(isl.dim_type.in_, 0, 1), hi.insert_dims(isl.dim_type.in_, 0, 1)
        w = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(lo.get_domain_space()), isl.dim_type.set, 0)
        return w.ge_set(lo).intersect(w.le_set(hi)).coalesce()


def tile_box(domain: isl.UnionSet, members, sizes) -> list[tuple[isl.PwAff, isl.PwAff]]:
    """Per member, the smallest and largest tile coordinate over ``domain``
    (functions of the parameters)."""
    box = []
    for member, size in zip(members, sizes):
        image = isl.Set.from_union_set(domain.apply(isl.UnionMap.from_union_pw_aff(member)))
        image = image.remove_redundancies().coalesce()
        T = isl.Val.int_from_si(CTX, size)
        box.append((image.dim_min(0).scale_down_val(T).floor(), image.dim_max(0).scale_down_val(T).floor()))
    return box


def wavefront_box(domain: isl.UnionSet, members, sizes, wavefront: isl.PwAff) -> list[tuple[isl.PwAff, isl.PwAff]]:
    """Per member after the first (the time), a range of tile coordinates
    that holds every tile of wavefront ``wavefront`` (the sum of the
    coordinates): within the member's own range, and such that the other
    members' ranges can complete the sum."""
    box = tile_box(domain, members, sizes)
    out = []
    for d in range(1, len(box)):
        lo, hi = box[d]
        others_lo = others_hi = None
        for e, (low, high) in enumerate(box):
            if e != d:
                others_lo = low if others_lo is None else others_lo.add(low)
                others_hi = high if others_hi is None else others_hi.add(high)
        out.append((lo.max(wavefront.sub(others_hi)), hi.min(wavefront.sub(others_lo))))
    return out


def time_tile(scop: Scop, deps: Dependences, options: Options, *, max_dims: int = 3,
              default_sizes: SizeTable | None = None) -> TimeTiling:
    """The time tiling of stencil ``scop`` with at most ``max_dims`` spatial
    dimensions, checked against ``deps``, or :class:`TimeTilingRefused`
    with the reason. Tile sizes: ``options.time_tile_sizes``, else
    ``default_sizes`` (by spatial dimensions, a dict or (dimensions,
    sizes) pairs; :data:`DEFAULT_SIZES` if ``None``)."""
    phases = _phases(scop, deps)
    d = max(len(members) - 1 for _, members in phases)
    if not 1 <= d <= 3:
        raise TimeTilingRefused(f"{d} spatial dimensions (1 to 3 map onto work-groups)")
    if d > max_dims:
        raise TimeTilingRefused(f"{d} spatial dimensions, more than this device gains from "
                                f"(--time-tile=on tiles them)")
    base = _base_schedule(phases, d)
    if not base.is_injective():
        raise TimeTilingRefused("two instances at the same step and point")
    dependences = deps.all
    skew = _skews(_steps(base, len(phases), d), dependences, d)
    sizes = _sizes(options, d, dict(default_sizes or DEFAULT_SIZES))
    tiling = _tiling(scop.domain, base, skew, sizes, len(phases))
    check_time_tiling(tiling, dependences)
    return tiling


def _phases(scop: Scop, deps: Dependences) -> list[tuple[isl.UnionSet, list[isl.UnionPwAff]]]:
    """The time member and, per nest in one time step, its domain and its
    spatial members, read off the SCoP's own (input order) schedule:
    ``band(t) -> sequence of (band chain -> leaf)``, every spatial member
    parallel within its time step."""
    from polyoff.schedule.optimize import mark_coincidence

    node = mark_coincidence(scop.schedule, deps).get_root()
    node = _skip(node)
    if node.get_type() != isl.schedule_node_type.band or node.band_n_member() != 1:
        raise NotAStencil("the SCoP is not one loop around the others")
    if node.band_member_get_coincident(0):
        raise NotAStencil("the outer loop carries no dependence (no time loop)")
    time = node.band_get_partial_schedule().get_at(0)
    below = _skip(node.child(0))
    if below.get_type() in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
        if below.get_type() == isl.schedule_node_type.set:
            raise NotAStencil("nests without an order inside the time loop")
        children = [below.child(i) for i in range(below.n_children())]
    else:
        children = [below]
    phases = []
    for child in children:
        n = _skip(child)
        domain = n.get_domain()
        members: list[isl.UnionPwAff] = []
        while n.get_type() == isl.schedule_node_type.band:
            partial = n.band_get_partial_schedule()
            for k in range(n.band_n_member()):
                if not n.band_member_get_coincident(k):
                    raise NotAStencil("a loop inside the time loop carries a dependence")
                members.append(partial.get_at(k).intersect_domain(domain))
            n = _skip(n.child(0))
        if n.get_type() != isl.schedule_node_type.leaf:
            raise NotAStencil("a nest inside the time loop is not a perfect nest of one statement")
        if len(sets_of(domain)) != 1:
            raise NotAStencil("a nest inside the time loop holds several statements")
        phases.append((domain, [time.intersect_domain(domain), *members]))
    return phases


def _skip(node: isl.ScheduleNode) -> isl.ScheduleNode:
    while node.get_type() in (isl.schedule_node_type.domain, isl.schedule_node_type.filter,
                              isl.schedule_node_type.mark, isl.schedule_node_type.context,
                              isl.schedule_node_type.guard) and node.n_children() == 1:
        node = node.child(0)
    return node


def _piece(member: isl.UnionPwAff) -> isl.PwAff:
    pieces = member.get_pw_aff_list()
    if pieces.n_pw_aff() != 1:
        raise TimeTilingRefused("a loop shared by several statements")
    return pieces.get_at(0)


def _base_schedule(phases, d: int) -> isl.UnionMap:
    """instance -> [t, k, x_1 .. x_d]: its time step, its nest's number in
    the time step and its spatial point (padded with zeros in front)."""
    result = None
    for k, (domain, members) in enumerate(phases):
        (dom,) = sets_of(domain)
        m = isl.Map.from_pw_aff(_piece(members[0]))
        zero = isl.PwAff.zero_on_domain(isl.LocalSpace.from_space(dom.get_space()))
        m = m.flat_range_product(isl.Map.from_pw_aff(zero.add_constant_val(isl.Val.int_from_si(CTX, k))))
        for _ in range(d - (len(members) - 1)):
            m = m.flat_range_product(isl.Map.from_pw_aff(zero))
        for member in members[1:]:
            m = m.flat_range_product(isl.Map.from_pw_aff(_piece(member)))
        m = m.intersect_domain(dom)
        part = isl.UnionMap.from_map(m)
        result = part if result is None else result.union(part)
    return result


def _steps(base: isl.UnionMap, phases: int, d: int) -> isl.UnionMap:
    """instance -> [s, x_1 .. x_d] with the step ``s = phases*t + k``."""
    xs = [f"x{j}" for j in range(d)]
    return base.apply_range(isl.UnionMap(f"{{ [t, k, {', '.join(xs)}] -> [{phases} t + k, {', '.join(xs)}] }}"))


def _skews(base: isl.UnionMap, dependences: isl.UnionMap, d: int) -> tuple[int, ...]:
    """Per spatial dimension the smallest skew making every dependence
    distance non-negative; steps must be parallel."""
    between = dependences.apply_domain(base).apply_range(base)
    if between.is_empty():
        return (0,) * d
    deltas = isl.Set.from_union_set(between.deltas())
    names = ["ds", *(f"dx{k}" for k in range(d))]
    same_step = isl.Set(f"{{ [{', '.join(names)}] : ds = 0 }}").align_params(deltas.get_space())
    backward = isl.Set(f"{{ [{', '.join(names)}] : ds < 0 }}").align_params(deltas.get_space())
    if not deltas.intersect(backward).is_empty():
        raise TimeTilingRefused("a dependence goes back in time")
    within = deltas.intersect(same_step)
    if not within.is_subset(isl.Set(f"{{ [{', '.join(names)}] : "
                                    f"{' and '.join(f'{n} = 0' for n in names)} }}").align_params(within.get_space())):
        raise TimeTilingRefused("a time step is not parallel")
    skew = []
    for k in range(d):
        for sigma in range(MAX_SKEW + 1):
            bad = isl.Set(f"{{ [{', '.join(names)}] : ds > 0 and dx{k} + {sigma} ds < 0 }}")
            if deltas.intersect(bad.align_params(deltas.get_space())).is_empty():
                skew.append(sigma)
                break
        else:
            raise TimeTilingRefused(f"no skew up to {MAX_SKEW} makes spatial dimension {k} permutable")
    return tuple(skew)


def _sizes(options: Options, d: int, defaults: Mapping[int, tuple[int, ...]]) -> tuple[int, ...]:
    sizes = options.time_tile_sizes or defaults[d]
    sizes = tuple(sizes) + (sizes[-1],) * (d + 1 - len(sizes))
    return sizes[: d + 1]


def _tiling(domain: isl.UnionSet, base: isl.UnionMap, skew: tuple[int, ...], sizes: tuple[int, ...],
            phases: int) -> TimeTiling:
    d = len(skew)
    names = ["t", "k", *(f"x{j}" for j in range(d))]
    skewed = [f"x{j} + {skew[j]}*({phases}*t + k)" if skew[j] else f"x{j}" for j in range(d)]
    wave = " + ".join([f"floor(t / {sizes[0]})", *(f"floor(({skewed[j]}) / {sizes[j + 1]})" for j in range(d))])
    members = []
    for expr in ["t", "k", *skewed, wave]:
        f = isl.UnionMap(f"{{ [{', '.join(names)}] -> [{expr}] }}")
        members.append(base.apply_range(f).intersect_domain(domain).as_multi_union_pw_aff().get_at(0))
    time, phase, *spatial, wavefront = members
    return TimeTiling(domain, wavefront, tuple(spatial), time, phase, sizes[0], tuple(sizes[1:]), skew, phases)


def flat_schedule(tiling: TimeTiling) -> isl.UnionMap:
    """instance -> [w, tile_1 .. tile_d, t, k, x'_1 .. x'_d]: the
    wavefront, the spatial tile, the time step, the nest in it and the
    skewed point."""
    def umap(member: isl.UnionPwAff) -> isl.UnionMap:
        return isl.UnionMap.from_union_pw_aff(member)

    result = umap(tiling.wavefront)
    for member, size in zip(tiling.spatial, tiling.spatial_sizes):
        tile = member.scale_down_val(isl.Val.int_from_si(CTX, size)).floor()
        result = result.flat_range_product(umap(tile))
    result = result.flat_range_product(umap(tiling.time)).flat_range_product(umap(tiling.phase))
    for member in tiling.spatial:
        result = result.flat_range_product(umap(member))
    return result.intersect_domain(tiling.domain)


def check_time_tiling(tiling: TimeTiling, dependences: isl.UnionMap) -> None:
    """Raise :class:`TimeTilingRefused` unless every dependence goes to a
    later wavefront, or stays in its tile and goes to a later step (time
    step, then nest): the order in which the kernel runs (wavefronts one
    launch after another, the tiles of one in parallel, a tile's steps in
    order with a barrier between them, the points of one step in
    parallel)."""
    flat = flat_schedule(tiling)
    d = len(tiling.spatial)
    pairs = dependences.apply_domain(flat).apply_range(flat)
    if pairs.is_empty():
        return
    src = ["w", *(f"b{j}" for j in range(d)), "t", "k", *(f"x{j}" for j in range(d))]
    dst = [f"{n}_" for n in src]
    same_tile = " and ".join(f"b{j}_ = b{j}" for j in range(d))
    allowed = isl.Map(f"{{ [{', '.join(src)}] -> [{', '.join(dst)}] : w_ > w or "
                      f"(w_ = w and {same_tile} and (t_ > t or (t_ = t and k_ > k))) }}")
    for m in maps_of(pairs):
        allowed_here = allowed.align_params(m.get_space())
        if not m.is_subset(allowed_here):
            broken = str(m.subtract(allowed_here))
            raise TimeTilingRefused("the time tiles would break a dependence: "
                                    + (broken if len(broken) < 300 else broken[:300] + " ..."))
