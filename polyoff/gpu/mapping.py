"""PPCG-style mapping of a scheduled SCoP onto host loops and GPU kernels.

The schedule tree is walked from the root. A band whose leading members are
coincident becomes a kernel: its first one or two coincident members are
tiled, tile coordinates go to the grid (block ids) and point coordinates to
threads, the innermost member on ``x`` for coalescing; the rest of the band
and everything below it run sequentially inside each thread. A band member
that is not coincident but has parallelism below it becomes a host loop
around kernel launches (a stencil's time loop). A subtree without any
parallelism becomes a kernel of a single thread, so data can stay on the
device between kernels.

:func:`map_scop` returns a :class:`MappedScop`: the kernels (each with its
instance domain, the host iterators it depends on, its band and inner
schedule, tile and block sizes) and the host schedule of the kernel launches
(a statement ``K<k>[h...]`` per kernel over the host iterators), ready for
AST generation.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import islpy as isl

from polyoff.options import Options
from polyoff.scop.dependences import Dependences
from polyoff.scop.isl_expr import CTX, Callbacks, access_moves, sets_of, step_along
from polyoff.scop.scop import Scop

if TYPE_CHECKING:
    from polyoff.gpu.time_tiling import SizeTable

log = logging.getLogger(__name__)

#: band members mapped onto the grid by default (PPCG's); ``grid_dims``
#: of map_scop allows up to 3
MAX_GRID_DIMS = 2


@dataclass(frozen=True)
class KernelPlan:
    """One kernel of a mapped SCoP.

    ``prefix`` maps the kernel's statement instances to the values of the
    ``n_host`` host loops around it; ``band`` lists the mapped band members
    (partial schedules, outermost first), ``rest`` the band's other members
    when it is permutable (tiled inside each thread), and ``inner`` the
    schedule of everything below, as a flat union map.
    ``tile_sizes[d]`` and ``block_sizes[d]`` belong to mapped member ``d``;
    member ``d`` runs on hardware dimension ``n_mapped - 1 - d`` (x innermost).
    """

    index: int
    name: str
    domain: isl.UnionSet
    statements: tuple[str, ...]
    n_host: int
    prefix: isl.UnionMap
    band: tuple[isl.UnionPwAff, ...]
    inner: isl.UnionMap
    tile_sizes: tuple[int, ...]
    block_sizes: tuple[int, ...]
    #: lines of the original loops this kernel covers (for the report)
    lines: tuple[int, int] | None = None
    #: further members of the mapped band, tiled and run sequentially in each
    #: thread (tile loops outside the points, PPCG's order)
    rest: tuple[isl.UnionPwAff, ...] = ()
    rest_tile_sizes: tuple[int, ...] = ()
    #: one thread runs all points of its tile along the x member, as the
    #: innermost loop of everything it runs (its block is 1 wide on x; see
    #: map_scop's ``x_strips``)
    x_strip: bool = False
    #: points of the thread's loop over its tile that run at once, their
    #: bodies interleaved (codegen.jam; 1: one after another): one line per
    #: thread with a loop in it, on CPU devices (see map_scop's
    #: ``line_threads``)
    jam: int = 1
    #: time steps per tile of a stencil tiled in time (gpu.time_tiling; 0:
    #: not tiled in time): the host loop runs the wavefronts
    #: ``floor(time / time_steps) + sum of the band's tile coordinates``,
    #: ``rest`` is the time step and the nest in it (tile sizes 1), and a
    #: work-group barrier fencing global memory follows every step
    time_steps: int = 0
    #: the values of the host loops where ``prefix.range()`` is too costly
    #: for isl (a time tiling's wavefronts); a superset of it
    host_range: isl.Set | None = None

    @property
    def time_tiled(self) -> bool:
        return self.time_steps > 0

    def host_points(self) -> isl.UnionSet:
        """The values the host loops take (a superset where ``host_range``
        says so)."""
        if self.host_range is not None:
            return isl.UnionSet.from_set(self.host_range)
        return self.prefix.range()

    @property
    def n_mapped(self) -> int:
        return len(self.band)

    @property
    def is_sequential(self) -> bool:
        return not self.band

    @property
    def block(self) -> tuple[int, int, int]:
        """Threads per block on (x, y, z)."""
        dims = [1, 1, 1]
        for d, b in enumerate(self.block_sizes):
            dims[self.n_mapped - 1 - d] = b
        return (dims[0], dims[1], dims[2])

    def hardware_dim(self, member: int) -> int:
        return self.n_mapped - 1 - member

    def host_space_name(self) -> str:
        return f"K{self.index}"


@dataclass(frozen=True)
class MappedScop:
    scop: Scop
    dependences: Dependences
    schedule: isl.Schedule
    kernels: tuple[KernelPlan, ...]
    #: K<k>[h...] -> flat host schedule, one entry per kernel
    host_schedule: isl.UnionMap
    host_domain: isl.UnionSet
    #: scalar arrays kept in registers of each thread
    private_scalars: frozenset[str]
    notes: tuple[str, ...] = ()
    #: scalar arrays passed between single-thread kernels in device memory
    device_scalars: frozenset[str] = frozenset()
    #: temporaries expanded over outer loops (gpu.expansion.Expansion)
    expansions: tuple = ()

    @property
    def temporaries(self) -> frozenset[str]:
        """The arrays the host allocates itself (expanded temporaries)."""
        return frozenset(e.temporary for e in self.expansions)


class MappingError(Exception):
    """The schedule cannot be mapped (the SCoP then stays on the CPU)."""


class ScalarsAcrossKernels(MappingError):
    """A scalar kept in registers would have to pass between kernels."""


@dataclass
class _HostPart:
    kind: str  # 'pos' | 'host'
    value: int | isl.UnionPwAff


#: points of a line thread's tile run at once (KernelPlan.jam): gesummv's
#: row sums at LARGE on Intel's CPU runtime, hand-written kernels of one
#: row per work-item: 0.82 ms one row at a time, 0.47 ms four at a time
JAM_FACTOR = 4


def map_scop(scop: Scop, deps: Dependences, schedule: isl.Schedule, options: Options,
             *, max_block_threads: int = 1024, kernel_prefix: str = "",
             grid_dims: int = MAX_GRID_DIMS, one_point_per_thread: bool = False,
             x_strips: bool = False, row_blocks: tuple[int, ...] = (), line_threads: bool = False,
             time_tile: int = 0, time_tile_sizes: SizeTable | None = None) -> MappedScop:
    """Map ``schedule`` of ``scop`` onto kernels and host loops, with up to
    ``grid_dims`` (1 to 3) leading coincident band members per kernel.

    ``one_point_per_thread``: where a kernel's statements have no loop
    inside the thread (every loop is a host loop or mapped), its tiles are
    its blocks, unless the user chose tile sizes. pocl runs a work-group's
    work-items as loops it vectorises only when every loop in the kernel
    has the same bounds in all work-items, which the loop over a tile's
    rows (from the thread's y index, in steps of the block's height) has
    not: jacobi-2d at LARGE ran 18x faster on pocl with 8x32 tiles than with
    32x32 (the default), while kernels with a loop of their own (gemm's k)
    ran slower with smaller tiles (docs/architecture.md).

    ``x_strips``: where a kernel of two or more mapped members has loops
    inside its threads (gemm's k), each thread runs its tile's whole row
    along x as its innermost loop (:attr:`KernelPlan.x_strip`; blocks one
    wide on x), unless the user chose sizes or the band is skewed. pocl
    vectorises loops, not work-items across control flow that differs
    between them: a strip is a loop it vectorises, while work-items each
    running the k loop run one lane at a time (gemm at LARGE on pocl, the
    kernel alone: 1.31 s with 32x8 blocks, 0.31 s with strips of 32 on
    1x8 blocks, hand-written kernels of both shapes; docs/architecture.md).

    ``row_blocks``: where a kernel of three mapped members has no loop
    inside its threads (heat-3d's time steps), its tiles and blocks are
    these sizes (outermost first: one plane, a few rows, a long stretch of
    a row along x), one point per thread, unless the user chose sizes.
    Intel's CPU runtime vectorises work-items along x and runs a
    work-group's rows one after the other: with 32 points per row the
    groups read short stretches of every row, and heat-3d at LARGE ran
    1.7-2x slower per time step with 32x8 blocks (one point per thread or
    the default 32-point tiles) than with one point per thread in blocks
    of 128x2 to 128x8 (its own kernels, side by side;
    docs/architecture.md).

    ``line_threads``: where a kernel of one mapped member runs a loop in
    its threads that sweeps along rows, writing as it goes (adi's
    tridiagonal solves, deriche's filters), while work-items next to each
    other on x access those rows a row apart, its blocks are one wide: each thread runs its tile's lines one after another, unless
    the user chose sizes. CPU OpenCL compilers vectorise work-items along
    x (Intel's runtime) or their work-item loops (pocl); across lines that
    is a gather and a scatter per step around a recurrence, and adi at
    LARGE ran 1.2-1.5x faster with one line per thread on both
    (docs/architecture.md).

    ``time_tile``: map a stencil of up to this many spatial dimensions
    onto one kernel of time tiles, launched once per wavefront
    (:mod:`polyoff.gpu.time_tiling`), where its checks allow; elsewhere
    (and with 0) the schedule's mapping, with the reason in the notes;
    ``time_tile_sizes``: the device's default time tile sizes by spatial
    dimensions, a dict or (dimensions, sizes) pairs
    (``time_tiling.DEFAULT_SIZES`` if ``None``)."""
    if not 1 <= grid_dims <= 3:
        raise ValueError(f"grid_dims must be 1, 2 or 3, not {grid_dims}")
    mapper = _Mapper(scop, options, max_block_threads, kernel_prefix or f"kernel_{_ident(scop.function.name)}_{scop.index}",
                     grid_dims, one_point_per_thread, x_strips, row_blocks, line_threads)
    if not (time_tile and mapper.time_tiled_kernel(deps, time_tile, time_tile_sizes)):
        mapper.visit(schedule.get_root(), [])
    if not mapper.kernels:
        raise MappingError("nothing to map")
    private, device = _place_scalars(scop, mapper.kernels)
    host_schedule, host_domain = mapper.host_schedule()
    return MappedScop(scop, deps, schedule, tuple(mapper.kernels), host_schedule, host_domain,
                      private, tuple(mapper.notes), device)


def _ident(name: str) -> str:
    import re

    return re.sub(r"[^A-Za-z0-9_]", "_", name)


class _Mapper:
    def __init__(self, scop: Scop, options: Options, max_threads: int, prefix: str,
                 grid_dims: int = MAX_GRID_DIMS, one_point_per_thread: bool = False,
                 x_strips: bool = False, row_blocks: tuple[int, ...] = (), line_threads: bool = False) -> None:
        self.scop = scop
        self.options = options
        self.max_threads = max_threads
        self.prefix = prefix
        self.kernels: list[KernelPlan] = []
        self.host_paths: list[list[_HostPart]] = []
        self.notes: list[str] = []
        self.one_point_per_thread = one_point_per_thread
        self.x_strips = x_strips
        self.row_blocks = row_blocks
        self.line_threads = line_threads
        self.grid_dims = grid_dims

    # ------------------------------------------------------------ walking
    def visit(self, node: isl.ScheduleNode, path: list[_HostPart]) -> None:
        t = node.get_type()
        if t in (isl.schedule_node_type.domain, isl.schedule_node_type.filter,
                 isl.schedule_node_type.mark, isl.schedule_node_type.context,
                 isl.schedule_node_type.guard):
            if node.n_children():
                self.visit(node.child(0), path)
            return
        if t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
            for i in range(node.n_children()):
                self.visit(node.child(i), [*path, _HostPart("pos", i)])
            return
        if t == isl.schedule_node_type.band:
            self.visit_band(node, 0, path)
            return
        if t == isl.schedule_node_type.leaf:
            if not node.get_domain().is_empty():
                self.make_kernel(node, path, band_start=None)
            return
        raise MappingError(f"unsupported schedule node {t}")

    def visit_band(self, node: isl.ScheduleNode, start: int, path: list[_HostPart]) -> None:
        n = node.band_n_member()
        if start >= n:
            self.visit(node.child(0), path)
            return
        if node.band_member_get_coincident(start):
            self.make_kernel(node, path, band_start=start)
            return
        if _has_parallelism(node, start + 1):
            member = node.band_get_partial_schedule().get_at(start)
            self.visit_band(node, start + 1, [*path, _HostPart("host", member)])
            return
        self.make_kernel(node, path, band_start=start, sequential=True)

    # ------------------------------------------------------------ kernels
    def time_tiled_kernel(self, deps: Dependences, max_dims: int,
                          default_sizes: SizeTable | None = None) -> bool:
        """Map the whole SCoP as one time-tiled kernel, if
        gpu.time_tiling accepts it; else a note why not."""
        from polyoff.gpu.time_tiling import NotAStencil, TimeTilingRefused, time_tile

        try:
            tiling = time_tile(self.scop, deps, self.options, max_dims=max_dims, default_sizes=default_sizes)
        except TimeTilingRefused as exc:
            if not isinstance(exc, NotAStencil):
                self.notes.append(f"not tiled in time: {exc}")
            log.info("SCoP %s not tiled in time: %s", self.scop.name, exc)
            return False
        domain = tiling.domain
        n = len(tiling.spatial)
        # Threads per tile: one per point along x (neighbouring points on
        # neighbouring work-items, which CPU compilers vectorise), the
        # block sizes as caps on the others, each thread running
        # consecutive points there; halved on the outer members down to
        # the device's limit.
        caps = [*self.options.block_sizes, 1, 1, 1]
        blocks = [min(caps[n - 1 - k], tiling.spatial_sizes[k]) for k in range(n - 1)]
        blocks.append(tiling.spatial_sizes[n - 1])
        if self.one_point_per_thread and _prod(list(tiling.spatial_sizes)) <= self.max_threads:
            # pocl: no loop in the thread (see map_scop)
            blocks = list(tiling.spatial_sizes)
        while _prod(blocks) > self.max_threads:
            k = max(range(n), key=lambda j: (blocks[j], -j))
            blocks[k] = max(1, blocks[k] // 2)
        stmts = tuple(sorted({s.get_tuple_name() for s in sets_of(domain)}, key=_stmt_key))
        lines = [self.scop.statement_map[s].line for s in stmts if self.scop.statement_map[s].line]
        plan = KernelPlan(
            index=0, name=f"{self.prefix}_0", domain=domain, statements=stmts, n_host=1,
            prefix=_flat_map(domain, [tiling.wavefront]), band=tiling.spatial, inner=_flat_map(domain, []),
            tile_sizes=tiling.spatial_sizes, block_sizes=tuple(blocks), rest=(tiling.time, tiling.phase),
            rest_tile_sizes=(1, 1), lines=(min(lines), max(lines)) if lines else None,
            time_steps=tiling.time_size, host_range=tiling.wavefronts(),
        )
        self.kernels.append(plan)
        self.host_paths.append([_HostPart("host", tiling.wavefront)])
        self.notes.append(f"kernel 0: tiled in time, {tiling.time_size} time steps by "
                          f"{'x'.join(map(str, tiling.spatial_sizes))} points (skew "
                          f"{', '.join(map(str, tiling.skew))} per step, {tiling.phases} steps per time step), "
                          f"one launch per wavefront of tiles")
        log.info("kernel %s: time tiles %d x %s, skew %s, block %s", plan.name, tiling.time_size,
                 tiling.spatial_sizes, tiling.skew, plan.block)
        return True

    def make_kernel(self, node: isl.ScheduleNode, path: list[_HostPart], *, band_start: int | None,
                    sequential: bool = False) -> None:
        domain = node.get_domain()
        if domain.is_empty():
            return
        host_members = [p.value for p in path if p.kind == "host"]
        prefix = _flat_map(domain, host_members)
        band: list[isl.UnionPwAff] = []
        rest: list[isl.UnionPwAff] = []
        tiled_rest: list[isl.UnionPwAff] = []
        if band_start is not None:
            partial = node.band_get_partial_schedule()
            n = node.band_n_member()
            members = [partial.get_at(k) for k in range(band_start, n)]
            if not sequential:
                n_par = 0
                while (n_par < len(members) and n_par < self.grid_dims
                       and node.band_member_get_coincident(band_start + n_par)):
                    n_par += 1
                band, rest = members[:n_par], members[n_par:]
                if rest and node.band_get_permutable():
                    # The rest of a permutable band is tiled too (PPCG): its
                    # tile loops run inside the thread, around the points,
                    # which is where shared-memory tiles are loaded.
                    tiled_rest, rest = rest, []
            else:
                rest = members
            below = node.child(0)
            inner_tail = below.get_subtree_schedule_union_map().intersect_domain(domain)
        else:
            inner_tail = node.get_subtree_schedule_union_map().intersect_domain(domain) \
                if node.get_type() != isl.schedule_node_type.leaf else None
        index = len(self.kernels)
        outer = len(host_members) + len(band)
        default_tiles = (self.options.tile_sizes == Options().tile_sizes
                         and not _sizes_given(self.options.sizes, index, "tile"))
        skewed = combines_iterators(member_pieces([*host_members, *band]))
        line_kind = None
        if (self.line_threads and len(band) == 1 and not _no_loop_in_thread(domain, outer)
                and not skewed and default_tiles and not self._sizes_chosen(index)):
            if _sweeps_lines(self.scop, domain, band[0], outer):
                line_kind = "sweeps"
            elif _sums_along_lines(self.scop, domain, band[0], outer):
                # A row's sum runs along its whole row: tiles of the rest
                # would make each thread read short stretches of its rows
                # in turn (gesummv at LARGE on Intel's runtime: 2.4 ms with
                # tiles of 128 columns, 1.6 ms untiled).
                line_kind, rest, tiled_rest = "sums", [*tiled_rest, *rest], []
        inner = _flat_map(domain, rest)
        if inner_tail is not None:
            inner = inner.flat_range_product(inner_tail)
        tiles, blocks = self._sizes(index, len(band))
        if (self.one_point_per_thread and band and not tiled_rest and _no_loop_in_thread(domain, outer)
                and not skewed and default_tiles):
            tiles = blocks
        if (self.row_blocks and len(band) == len(self.row_blocks) and not tiled_rest
                and _no_loop_in_thread(domain, outer) and not skewed and default_tiles
                and not self._sizes_chosen(index)):
            rows = list(self.row_blocks)
            while _prod(rows) > self.max_threads:
                d = max(range(len(rows)), key=lambda k: (rows[k], -k))
                rows[d] = max(1, rows[d] // 2)
            tiles = blocks = tuple(rows)
        x_strip = (self.x_strips and len(band) >= 2 and not _no_loop_in_thread(domain, outer)
                   and not skewed and default_tiles and not self._sizes_chosen(index)
                   and not _writes_scalars(self.scop, domain)
                   and _x_innermost(self.scop, domain, band[-1], outer))
        if x_strip:
            blocks = (*blocks[:-1], 1)
        jam = 1
        if line_kind is not None:
            blocks, jam = (1,), JAM_FACTOR
            # the jam itself is codegen.jam's, which leaves a loop whose shape
            # it cannot rewrite as it was (nussinov's, whose register is first
            # assigned inside a statement's block: jammed, it ran 10 % slower)
            self.notes.append(f"kernel {index}: one line per thread (blocks 1 wide on x; each thread runs "
                              f"the {tiles[0]} lines of its tile, {jam} at a time where its loop allows)")
        rest_tiles = tuple(self.options.tile_size(len(band) + e) for e in range(len(tiled_rest)))
        stmts = tuple(sorted({s.get_tuple_name() for s in sets_of(domain)}, key=_stmt_key))
        lines = [self.scop.statement_map[s].line for s in stmts if self.scop.statement_map[s].line]
        plan = KernelPlan(
            index=index, name=f"{self.prefix}_{index}", domain=domain, statements=stmts,
            n_host=len(host_members), prefix=prefix, band=tuple(band), inner=inner,
            tile_sizes=tiles, block_sizes=blocks, rest=tuple(tiled_rest), rest_tile_sizes=rest_tiles,
            lines=(min(lines), max(lines)) if lines else None, x_strip=x_strip, jam=jam,
        )
        self.kernels.append(plan)
        self.host_paths.append(path)
        log.info("kernel %s: statements %s, %d host loops, %d mapped dims, tiles %s, block %s",
                 plan.name, ",".join(stmts), plan.n_host, plan.n_mapped, tiles, plan.block)

    def _sizes(self, index: int, n_mapped: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        tiles = tuple(self.options.tile_size(d) for d in range(n_mapped))
        tiles = _override_sizes(self.options.sizes, index, "tile", tiles)
        # Hardware x is member n_mapped-1; cap each block dimension by its tile.
        hw_caps = [*self.options.block_sizes, 1, 1, 1]
        asked = tuple(hw_caps[n_mapped - 1 - d] for d in range(n_mapped))
        asked = _override_sizes(self.options.sizes, index, "block", asked)
        blocks = tuple(min(b, t) for b, t in zip(asked, tiles))
        capped = blocks
        # Respect the device's work-group limit by halving outer members.
        blocks_l = list(blocks)
        while blocks_l and _prod(blocks_l) > self.max_threads:
            d = max(range(len(blocks_l)), key=lambda k: (blocks_l[k], -k))
            blocks_l[d] = max(1, blocks_l[d] // 2)
        if tuple(blocks_l) != asked and self._sizes_chosen(index):
            why = []
            if capped != asked:
                why.append(f"no larger than the tiles {tiles[::-1]}")
            if tuple(blocks_l) != capped:
                why.append(f"at most {self.max_threads} threads per block on this device")
            # in hardware order (x first), as --block-sizes and the report give it
            self.notes.append(f"kernel {index}: block {asked[::-1]} asked, {tuple(blocks_l)[::-1]} "
                              f"used ({'; '.join(why)})")
        return tiles, tuple(blocks_l)

    def _sizes_chosen(self, index: int) -> bool:
        """Whether the user chose this kernel's block sizes (their reduction
        is then worth a word in the report)."""
        return (self.options.block_sizes != Options().block_sizes
                or _sizes_given(self.options.sizes, index, "block"))

    # --------------------------------------------------------------- host
    def host_schedule(self) -> tuple[isl.UnionMap, isl.UnionSet]:
        length = max(len(p) for p in self.host_paths)
        sched = None
        dom = None
        for plan, path in zip(self.kernels, self.host_paths):
            kname = plan.host_space_name()
            hvars = [f"h{j}" for j in range(plan.n_host)]
            entries = []
            j = 0
            for part in path:
                if part.kind == "pos":
                    entries.append(str(part.value))
                else:
                    entries.append(hvars[j])
                    j += 1
            entries += ["0"] * (length - len(entries))
            if not entries:
                entries = ["0"]
            m = isl.UnionMap(f"{{ {kname}[{', '.join(hvars)}] -> [{', '.join(entries)}] }}")
            kdom = plan.host_points() if plan.n_host else isl.UnionSet(
                isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0)))
            kdom = _rename_set(kdom, kname)
            sched = m if sched is None else sched.union(m)
            dom = kdom if dom is None else dom.union(kdom)
        # Pad all entries to the same length (already done) and restrict.
        return sched.intersect_domain(dom), dom


def _rename_set(uset: isl.UnionSet, name: str) -> isl.UnionSet:
    result = None
    for s in sets_of(uset):
        s = s.set_tuple_name(name)
        result = isl.UnionSet.from_set(s) if result is None else result.union(isl.UnionSet.from_set(s))
    if result is None:
        raise MappingError("kernel with an empty host domain")
    return result


def _flat_map(domain: isl.UnionSet, members: list[isl.UnionPwAff]) -> isl.UnionMap:
    """instances -> [m0, m1, ...] (a 0-dimensional range when no members)."""
    result = isl.UnionMap.from_domain_and_range(
        domain, isl.UnionSet(isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0))))
    for m in members:
        result = result.flat_range_product(isl.UnionMap.from_union_pw_aff(m).intersect_domain(domain))
    return result


def _has_parallelism(node: isl.ScheduleNode, start: int) -> bool:
    """Whether member ``start`` or later of this band, or any band below,
    has a coincident member."""
    for k in range(start, node.band_n_member()):
        if node.band_member_get_coincident(k):
            return True
    found = False

    def check(n: isl.ScheduleNode) -> bool:
        nonlocal found
        if n.get_type() == isl.schedule_node_type.band and any(
                n.band_member_get_coincident(k) for k in range(n.band_n_member())):
            found = True
        return not found

    if node.n_children():
        with Callbacks() as callbacks:
            node.child(0).foreach_descendant_top_down(callbacks.wrap(check, lambda _node: False))
    return found


def _stmt_key(name: str) -> tuple[int, str]:
    digits = "".join(c for c in name if c.isdigit())
    return (int(digits) if digits else 0, name)


def _prod(xs: list[int]) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


def _sizes_given(spec: str | None, kernel: int, kind: str) -> bool:
    """Whether a ``--sizes`` entry sets ``kind`` sizes of ``kernel``."""
    if not spec:
        return False
    from polyoff.gpu.sizes import parse_sizes

    table = parse_sizes(spec)
    return (kernel, kind) in table or (None, kind) in table


def _override_sizes(spec: str | None, kernel: int, kind: str, default: tuple[int, ...]) -> tuple[int, ...]:
    """Apply a PPCG-style ``--sizes`` entry such as ``kernel[0] -> tile[16,16]``."""
    if not spec or not default:
        return default
    from polyoff.gpu.sizes import parse_sizes

    table = parse_sizes(spec)
    values = table.get((kernel, kind)) or table.get((None, kind))
    if values is None:
        return default
    values = tuple(values) + tuple(default[len(values):])
    return values[: len(default)]


def _place_scalars(scop: Scop, kernels: list[KernelPlan]) -> tuple[frozenset[str], frozenset[str]]:
    """Where each scalar array lives: in the registers of each thread when all
    its accesses are in one kernel; in device memory when it passes between
    kernels and every kernel writing it runs on a single thread (kernels run
    one after another, in the schedule's order, and the threads of a
    parallel kernel only read it, so one memory cell is exactly the scalar:
    a sum computed by one thread and used by every thread of the next
    kernel), and when it leaves the region (one instance writes it).
    Anything else cannot be mapped."""
    users: dict[str, set[int]] = {}
    writers: dict[str, set[int]] = {}
    for plan in kernels:
        for sname in plan.statements:
            for a in scop.statement_map[sname].accesses:
                if scop.array_map[a.array].is_scalar:
                    users.setdefault(a.array, set()).add(plan.index)
                    if a.is_write:
                        writers.setdefault(a.array, set()).add(plan.index)
    private, device = set(), set()
    for name, where in users.items():
        if scop.array_map[name].leaves_region:
            # Written by one instance of each statement writing it and
            # handed back to the host: device memory.
            device.add(name)
        elif len(where) == 1:
            private.add(name)
        elif all(kernels[k].is_sequential for k in writers.get(name, ())):
            device.add(name)
        else:
            arr = scop.array_map[name]
            first, second = sorted(where)[:2]
            raise ScalarsAcrossKernels(
                f"scalar {arr.value} is carried between kernels {first} and {second}")
    return frozenset(private), frozenset(device)


def _x_innermost(scop: Scop, domain: isl.UnionSet, member: isl.UnionPwAff, outer_members: int) -> bool:
    """Whether the loop iterator of ``member`` (the one on x) indexes only
    the innermost dimension of the arrays accessed by the statements of
    ``domain`` that run in loops inside the thread (they are the work), so
    that a strip along it runs over contiguous memory: heat-3d's
    ``A[i][j][k]`` with ``j`` on x and ``k`` in the thread ran 2.8x slower
    on pocl in strips, whose loop steps over rows, while covariance's
    ``cov[j][i] = cov[i][j]`` after its k loop costs nothing."""
    functions = {f.get_domain_space().get_tuple_name(isl.dim_type.set): f for f in member_pieces([member])}
    for stmt_set in sets_of(domain):
        name = stmt_set.get_tuple_name()
        if stmt_set.dim(isl.dim_type.set) <= outer_members:
            continue
        if name not in functions:
            return False
        x_iterators = _iterators_used(functions[name])
        for access in scop.statement_map[name].accesses:
            array = scop.array_map.get(access.array)
            if array is None or array.is_scalar:
                continue
            try:
                subscripts = isl.PwMultiAff.from_map(access.relation)
            except isl.Error:  # not one element per instance
                return False
            n = subscripts.dim(isl.dim_type.out)
            if any(_iterators_used(subscripts.get_pw_aff(d)) & x_iterators for d in range(n - 1)):
                return False
    return True


def _sweeps_lines(scop: Scop, domain: isl.UnionSet, member: isl.UnionPwAff, outer_members: int) -> bool:
    """Whether a statement of ``domain`` that runs in a loop inside the
    thread sweeps along lines: as its innermost loop steps, one of its
    accesses moves along the last dimension of its array (along a row)
    while, as ``member`` (on x) steps, the same access moves along another
    (work-items next to each other a row apart), and one of its writes
    moves (a sweep writing as it goes; a sum into one element per line is
    :func:`_sums_along_lines`)."""
    for stmt, inner, across in _lane_statements(scop, domain, member, outer_members):
        arrays = [a for a in stmt.accesses if a.relation.dim(isl.dim_type.out) >= 2]
        if (any(not a.is_read and any(access_moves(a.relation, inner)) for a in arrays)
                and any(access_moves(a.relation, inner)[0] and access_moves(a.relation, across)[1]
                        for a in arrays)):
            return True
    return False


def _lane_statements(scop: Scop, domain: isl.UnionSet, member: isl.UnionPwAff, outer_members: int):
    """The statements of ``domain`` in a loop inside the thread whose
    ``member`` is one loop iterator other than their innermost, each with
    the steps of its innermost loop and of that iterator (the lane)."""
    functions = {f.get_domain_space().get_tuple_name(isl.dim_type.set): f for f in member_pieces([member])}
    for stmt_set in sets_of(domain):
        name = stmt_set.get_tuple_name()
        depth = stmt_set.dim(isl.dim_type.set)
        if depth <= outer_members or name not in functions:
            continue
        lane = _single_iterator(functions[name])
        if lane is None or lane == depth - 1:
            continue
        stmt = scop.statement_map[name]
        yield stmt, step_along(stmt.domain, depth - 1), step_along(stmt.domain, lane)


def _sums_along_lines(scop: Scop, domain: isl.UnionSet, member: isl.UnionPwAff, outer_members: int) -> bool:
    """Whether a statement of ``domain`` that runs in a loop inside the
    thread sums along lines: as its innermost loop steps, one of its
    accesses moves along the last dimension of its array while, as
    ``member`` (on x) steps, the same access moves along another, and none
    of its writes moves with the loop (a sum into one element per line:
    gesummv's ``tmp[i] = A[i][j] * x[j] + tmp[i]``). Work-items next to
    each other on x then read a row apart at every step, which CPU
    compilers vectorising work-items turn into gathers."""
    found = False
    for stmt, inner, across in _lane_statements(scop, domain, member, outer_members):
        if any(not a.is_read and any(access_moves(a.relation, inner)) for a in stmt.accesses):
            return False
        found = found or any(access_moves(a.relation, inner)[0] and access_moves(a.relation, across)[1]
                             for a in stmt.accesses if a.relation.dim(isl.dim_type.out) >= 2)
    return found


def _single_iterator(function: isl.PwAff) -> int | None:
    """The loop iterator ``function`` is, when it is one iterator (one
    piece, coefficient 1, nothing else varying), else ``None``."""
    used = _iterators_used(function)
    if function.n_piece() != 1 or len(used) != 1:
        return None
    (d,) = used
    (_, aff), = function.get_pieces()
    return d if aff.get_coefficient_val(isl.dim_type.in_, d).is_one() else None


def _writes_scalars(scop: Scop, domain: isl.UnionSet) -> bool:
    """Whether a statement of ``domain`` writes a scalar: kept in a register
    of the thread, it holds one point's value at a time, while a strip's
    thread interleaves the live ranges of all its points (fuzz seed 3008:
    a sum carried across a k loop in a phi came out wrong in strips)."""
    for stmt_set in sets_of(domain):
        for access in scop.statement_map[stmt_set.get_tuple_name()].accesses:
            array = scop.array_map.get(access.array)
            if access.is_write and (array is None or array.is_scalar):
                return True
    return False


def _iterators_used(function: isl.PwAff) -> set[int]:
    """The input dimensions with a nonzero coefficient in some piece."""
    used: set[int] = set()
    for _set, aff in function.get_pieces():
        used.update(i for i in range(aff.dim(isl.dim_type.in_))
                    if not aff.get_coefficient_val(isl.dim_type.in_, i).is_zero())
    return used


def _no_loop_in_thread(domain: isl.UnionSet, outer_members: int) -> bool:
    """Whether each statement of ``domain`` has no more loops than the
    host loops and mapped members around it (so none runs in a thread)."""
    return all(s.dim(isl.dim_type.set) <= outer_members for s in sets_of(domain))


def member_pieces(members) -> list[isl.PwAff]:
    """The per-statement functions of schedule members (UnionPwAffs)."""
    out: list[isl.PwAff] = []
    for member in members:
        pieces = member.get_pw_aff_list()
        out += [pieces.get_at(j) for j in range(pieces.n_pw_aff())]
    return out


def combines_iterators(functions: list[isl.PwAff]) -> bool:
    """Whether one of the schedule ``functions`` combines several loop
    iterators (a skewed or wavefront schedule: its tile sizes set how many
    wavefront steps the host runs, so smaller tiles mean more launches)."""
    affs = [aff for function in functions for _set, aff in function.get_pieces()]
    return any(sum(1 for i in range(aff.dim(isl.dim_type.in_))
                   if not aff.get_coefficient_val(isl.dim_type.in_, i).is_zero()) > 1 for aff in affs)
