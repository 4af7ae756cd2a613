"""Kernel builder: a :class:`~polyoff.gpu.mapping.KernelPlan` → kernel IR.

The schedule of one launch is built in isl, PPCG's way. Every member of the
kernel's band is tiled: the mapped members' tile coordinates ``t`` are
fixed to ``block id + first tile`` (a kernel argument) and their point
coordinates ``p`` are congruent to the thread id modulo the block size; the
other members' tile loops ``R`` run in each thread around the point loops.
The order is ``[t, R, seq, k, p, r, inner]`` where ``seq`` orders, inside
one ``(t, R)`` tile, the copies into shared memory (0, the k-th array's
copy in its own loop nest), a barrier (1), the computation (2) and a
barrier (3). isl's AST generator then produces the
per-thread loops, strides and boundary guards.

Shared memory (PPCG's promotion, simplified): the references to an array
the kernel only reads are grouped (one group where their boxes overlap
enough, else one each); a group whose accesses within one ``(t, R)`` tile
reuse elements, and whose footprint per tile fits a box of constant size,
gets a ``__local`` tile loaded cooperatively (the innermost array dimension
spread over the threads' ``x`` for coalescing) and read from there by the
computation. The tile stores the array dimensions the ``x`` thread indexes
last, so that neighbouring threads read neighbouring elements (syrk's
``A[j][k]`` with ``j`` on ``x`` is stored ``k``-major). On CPU devices only
groups that neighbouring work-items would read non-contiguously (gather)
are promoted.

For CPU devices, which vectorise work-items along ``x``, the ``x`` point
coordinate can also be scheduled as a loop each thread runs as a guard
(:class:`Lane`), so that no loop bound differs between vector lanes. For
pocl, which vectorises loops inside a work-item instead, a kernel with loops
in its threads can have each thread run its tile's whole row of ``x``
points as its innermost loop (an x strip, ``KernelPlan.x_strip``: the same
schedule with the lane last, as a real loop).
Statement bodies come from `codegen.statement`. The result is a
:class:`BuiltKernel`: the kernel IR, what each argument is (for the host
code), and the grid as isl expressions.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass

import islpy as isl

from polyoff.codegen import kernel_ir as k
from polyoff.codegen import loop_starts
from polyoff.codegen.carry import forward_carried_values
from polyoff.codegen.isl_ast import LaneLoop, aligned_build, ast_expr, ast_to_block
from polyoff.codegen.jam import jam_point_loops
from polyoff.codegen.shared_tile import SharedTile
from polyoff.codegen.statement import (
    I64,
    KernelSymbols,
    StatementGenerator,
    UnsupportedInKernel,
    kernel_type,
)
from polyoff.codegen.targets.check import statement_expressions, walk_expr, walk_statements
from polyoff.gpu.mapping import KernelPlan, MappedScop, combines_iterators, member_pieces
from polyoff.ir.affine import Param
from polyoff.scop.build import scop_analysis
from polyoff.scop.isl_expr import CTX, Callbacks, ParamRegistry, maps_of, sets_of
from polyoff.scop.scop import MAY_WRITE

log = logging.getLogger(__name__)

COPY = "__copy_"
BARRIER = "__barrier"
#: the barrier after each step of a time tile (fences global memory)
STEP_BARRIER = BARRIER + "_step"
#: sequence positions inside one (t, R) tile
SEQ_COPY, SEQ_BARRIER_IN, SEQ_COMPUTE, SEQ_BARRIER_OUT = 0, 1, 2, 3
#: order, inside one thread's point, of private copy-in, computation, copy-out
ORD_IN, ORD_COMPUTE, ORD_OUT = 0, 1, 2
PRIVATE_IN = "__private_in_"
PRIVATE_OUT = "__private_out_"


#: isl parameter names for hardware indices and per-launch values.
def bid(d: int) -> str:
    return f"__bid{d}"


def tid(d: int) -> str:
    return f"__tid{d}"


def toff(d: int) -> str:
    return f"__toff{d}"


def host_iter(j: int) -> str:
    return f"__h{j}"


@dataclass(frozen=True)
class ArgSource:
    """Where the host gets a kernel argument from.

    kind: ``buffer`` (array's device buffer), ``offset`` (array's first
    element index in its buffer), ``param`` (an isl parameter: a SCoP
    parameter, host iterator ``__h<j>`` or tile offset ``__toff<d>``),
    ``invariant`` (an LLVM value from before the SCoP).
    """

    kind: str
    name: str
    type: str


@dataclass(frozen=True)
class PrivateCopy:
    """An array element a thread uses repeatedly within one (t, R) tile,
    kept in a register between a copy-in and a copy-out (PPCG's private
    promotion: gemm's accumulator)."""

    array: str
    element: isl.Map  # [t.., R.., p..] -> A[a..], single-valued
    copy_in: bool
    copy_out: bool


@dataclass(frozen=True)
class BuiltKernel:
    plan: KernelPlan
    kernel: k.Kernel
    args: tuple[ArgSource, ...]
    #: per mapped member d: first tile index and number of tiles, as isl
    #: PwAffs over SCoP parameters and host iterators (``__h<j>``)
    tile_offsets: tuple[isl.PwAff, ...]
    tile_counts: tuple[isl.PwAff, ...]
    arrays_written: frozenset[str]
    arrays_read: frozenset[str]
    shared: tuple[SharedTile, ...] = ()
    private: tuple[PrivateCopy, ...] = ()


def build_kernel(mapped: MappedScop, plan: KernelPlan, registry: ParamRegistry, *,
                 fuse_fmuladd: bool, volatile_accumulators: bool = False,
                 shared_memory: bool | str = True, private_memory: bool = True,
                 local_memory_bytes: int = 48 * 1024, restrict_readonly: str = "always",
                 uniform_lanes: bool = False, carried_registers: bool = False,
                 volatile_carried_stores: bool = False, ordered_loops: bool = False,
                 clamp_thread_loop_starts: bool = False, strip_vectors: bool = False) -> BuiltKernel:
    """Kernel IR, arguments and grid of one kernel.

    ``volatile_accumulators`` makes floating-point scalars kept in registers
    across statements volatile, for device compilers that would otherwise
    reassociate the reductions they carry (Intel's CPU runtime).
    ``shared_memory`` enables shared-memory tiles within ``local_memory_bytes``:
    ``True`` or ``"reuse"`` for every group of references with reuse,
    ``"gather"`` only for those that neighbouring threads do not read
    contiguously (see :func:`_plan_shared_tiles`).
    ``restrict_readonly`` says when read-only buffers are marked
    ``noalias``: ``"always"``, or ``"single-subscript"``: only when every
    written buffer is loaded and stored through one subscript expression.
    Intel's CPU compiler, given ``noalias`` buffers, breaks loop-carried
    dependences between different elements of the other buffers (found by
    scripts/fuzz_offload); with one subscript no such dependence exists.
    ``uniform_lanes`` keeps the ``x`` thread index out of loop bounds: the
    ``x`` point coordinate becomes a loop of its own that each thread runs
    as a guard for its own point (:class:`Lane`).
    ``carried_registers`` keeps a value a thread's loop stores in one
    iteration and loads back in the next in a register
    (:func:`polyoff.codegen.carry.forward_carried_values`).
    ``volatile_carried_stores`` makes a store in a loop volatile where the
    loop also reads or writes its array at another subscript (see
    :func:`_volatile_carried_stores`); with ``ordered_loops`` (OpenCL C,
    whose loops can say so) the loop is ordered instead
    (:func:`_ordered_carried_loops`).
    ``clamp_thread_loop_starts`` writes a loop start that falls as a thread
    index grows as ``max(start, lower bound)`` (Intel's CPU compiler; see
    :mod:`polyoff.codegen.loop_starts`).
    ``strip_vectors`` marks the loops over a thread's x strip
    (``For.strip``), which the OpenCL C target then prints as vectors where
    they qualify (:mod:`polyoff.codegen.targets.strip_vectors`).

    The steps: the instances of one launch (:func:`_launch_domain`), their
    tiled schedule with shared and private copies (:func:`_schedule`), isl's
    AST of it (:func:`_build_ast`), the kernel body from the AST
    (:class:`_BodyBuilder`), and the kernel's parameters
    (:func:`_parameters`).
    """
    scop = mapped.scop
    domain = _launch_domain(plan)
    schedule = _schedule(mapped, plan, domain, shared_memory=shared_memory, private_memory=private_memory,
                         local_memory_bytes=local_memory_bytes, uniform_lanes=uniform_lanes)
    tree = _build_ast(mapped, plan, schedule)

    def again(**changes) -> BuiltKernel:
        args = dict(fuse_fmuladd=fuse_fmuladd, volatile_accumulators=volatile_accumulators,
                    shared_memory=shared_memory, private_memory=private_memory,
                    local_memory_bytes=local_memory_bytes, restrict_readonly=restrict_readonly,
                    uniform_lanes=uniform_lanes, carried_registers=carried_registers,
                    volatile_carried_stores=volatile_carried_stores, ordered_loops=ordered_loops,
                    clamp_thread_loop_starts=clamp_thread_loop_starts, strip_vectors=strip_vectors)
        return build_kernel(mapped, plan, registry, **{**args, **changes})

    if not _lane_values_exact(tree, schedule.lane):
        log.info("kernel %s: isl shifted a statement within the lane loop; built without uniform lanes",
                 plan.name)
        return again(uniform_lanes=False)
    bodies = _BodyBuilder(mapped, plan, registry, schedule, tree, fuse_fmuladd)
    body = bodies.kernel_body(volatile_accumulators)
    try:
        check_uniform_barriers(body)
    except UnsupportedInKernel as exc:
        if not schedule.tiles or plan.time_tiled:
            raise
        # isl put a work-item index into the bounds of a loop around a shared
        # tile's barriers (which statement instances a thread runs decides
        # where its loop starts; PolyBench covariance's k tiles on a GPU):
        # without shared tiles the kernel has no barrier.
        log.info("kernel %s: %s; built without shared-memory tiles", plan.name, exc)
        return again(shared_memory=False)
    if carried_registers:
        body = forward_carried_values(body, volatile_floats=volatile_accumulators)
    if volatile_accumulators and not plan.n_mapped:
        # One thread runs every loop: a floating-point element it reads and
        # writes across iterations is a reduction that Intel's compiler,
        # holding it in a register, reassociates (C[1] += B[j] * A[j] came
        # out in the last bits wrong; ContractionOff does not stop it).
        body = _volatile_float_memory(body, frozenset(mapped.scop.array_map))
    if volatile_carried_stores:
        parallel = _parallel_iterators(plan, schedule)
        body = (_ordered_carried_loops(body, parallel) if ordered_loops
                else _volatile_carried_stores(body, parallel))
    if clamp_thread_loop_starts:
        body = loop_starts.clamp_thread_loop_starts(body, plan.block)
    if plan.jam > 1:
        # Before the noalias decision: with read-only buffers noalias,
        # Intel's compiler mis-built a jammed kernel whose copies each
        # overwrite their own element of y in every iteration (fuzz seed
        # 14012, SPIR-V), though each copy alone had one subscript.
        body = jam_point_loops(body, _parallel_iterators(plan, schedule), plan.jam)
    strip = _strip_iterator(schedule) if strip_vectors else None
    if strip is not None:
        body = _mark_strip_loops(body, strip)
    params, args, arrays_written, arrays_read = _parameters(mapped, plan, body, bodies.symbols,
                                                            bodies.used_params, restrict_readonly)
    tiles = schedule.tiles
    local = tuple(k.LocalArray(t.name, kernel_type(scop.array_map[t.array].element_type), _prod(t.sizes), "shared")
                  for t in tiles)
    kernel = k.Kernel(plan.name, tuple(params), body, plan.block if plan.n_mapped else (1, 1, 1), local)
    offsets, counts = _grid(domain, plan)
    return BuiltKernel(plan, kernel, tuple(args), offsets, counts, arrays_written, arrays_read, tiles,
                       schedule.privates)


def _launch_domain(plan: KernelPlan) -> isl.UnionSet:
    """The instances of the kernel for one value of the host iterators (all
    of them for a kernel tiled in time, whose wavefront :func:`_tile_maps`
    selects by tile coordinates)."""
    if not plan.n_host or plan.time_tiled:
        return plan.domain
    hnames = [host_iter(j) for j in range(plan.n_host)]
    eqs = " and ".join(f"x{j} = {h}" for j, h in enumerate(hnames))
    hset = isl.UnionSet(f"[{', '.join(hnames)}] -> {{ [{', '.join(f'x{j}' for j in range(plan.n_host))}] : {eqs} }}")
    return plan.prefix.intersect_range(hset).domain()


@dataclass(frozen=True)
class _KernelSchedule:
    """One launch's schedule, with its copies into shared and private memory."""

    domain: isl.UnionSet
    #: the whole schedule: statements, copies and barriers, padded to one length
    sched: isl.UnionMap
    #: per statement, its ``[t.., R..]`` tile (None: no mapped member)
    prefix: isl.UnionMap | None
    #: per statement, its thread's point coordinates (None: no mapped member)
    thread: isl.UnionMap | None
    lane: Lane | None
    tiles: tuple[SharedTile, ...]
    privates: tuple[PrivateCopy, ...]

    def tile(self, name: str) -> SharedTile:
        return {t.name: t for t in self.tiles}[name]

    def private(self, array: str) -> PrivateCopy:
        return {c.array: c for c in self.privates}[array]


def _schedule(mapped: MappedScop, plan: KernelPlan, domain: isl.UnionSet, *, shared_memory: bool | str,
              private_memory: bool, local_memory_bytes: int, uniform_lanes: bool) -> _KernelSchedule:
    """Tile the kernel's band (see the module's docstring) and plan its shared
    tiles and private copies."""
    scop = mapped.scop
    g = plan.n_mapped
    combined = (_flat(domain, plan.band).flat_range_product(_flat(domain, plan.rest))
                .flat_range_product(plan.inner.intersect_domain(domain)))
    tiles: tuple[SharedTile, ...] = ()
    privates: tuple[PrivateCopy, ...] = ()
    thread = None
    lane = _lane_member(plan) if g and uniform_lanes else None
    if plan.time_tiled:
        # Every array a tile touches is written in it (or read once per
        # point): nothing for shared tiles or registers to keep.
        shared_memory, private_memory, lane = False, False, None
    if g and plan.x_strip:
        # The x points of a tile, innermost in the thread: one strip per
        # thread, which the device compiler vectorises as a loop. Shared
        # tiles and private copies are planned per thread point, not per
        # strip, so none.
        lane = Lane(g - 1, last=True, strip=True)
        shared_memory, private_memory = False, False
    if g:
        sched, prefix, thread, lane = _tile(combined, plan, lane)
        if shared_memory:
            policy = "reuse" if shared_memory is True else shared_memory
            tiles = _plan_shared_tiles(scop, plan, domain, prefix, combined, local_memory_bytes, policy)
        if private_memory:
            exclude = {t.array for t in tiles} | set(mapped.device_scalars)
            privates = _plan_private(scop, plan, domain, thread, exclude)
        sched = (sched.union(_copy_schedule(tiles, plan, lane)).union(_barrier_schedule(tiles, plan, lane))
                 .union(_private_schedule(privates, plan, lane)))
    else:
        sched, prefix = combined, None
    extra = _extra_domains(tiles, prefix).union(_private_domains(privates))
    if plan.time_tiled:
        step_sched, step_domain = _step_barriers(plan, prefix)
        sched, extra = sched.union(step_sched), extra.union(step_domain)
    sched = _pad(sched, lane is not None and lane.last).intersect_domain(domain.union(extra))
    return _KernelSchedule(domain, sched, prefix, thread, lane, tiles, privates)


@dataclass(frozen=True)
class _UserInstance:
    """What isl's AST says about one statement it places: the statement (or
    copy, or barrier), its schedule iterators as isl expressions, per shared
    tile or private copy the origin it reads from, and the lane value to test
    (see :class:`Lane`), if any."""

    name: str
    exprs: list
    origins: dict
    lane_value: isl.AstExpr | None


@dataclass(frozen=True)
class _KernelAst:
    ast: isl.AstNode
    #: per annotation of a user node, the instance it stands for
    users: dict[str, _UserInstance]
    #: the name of the lane loop's iterator ("" without lanes)
    lane_iterator: str


def _build_ast(mapped: MappedScop, plan: KernelPlan, schedule: _KernelSchedule) -> _KernelAst:
    """isl's AST of ``schedule``, each user node annotated with the
    :class:`_UserInstance` it stands for."""
    lane = schedule.lane
    build, sched = aligned_build(_context(mapped, plan), schedule.sched)
    n_sched = max(m.dim(isl.dim_type.out) for m in maps_of(sched))
    # isl names the iterator of schedule dimension n "c<n>".
    lane_iterator = f"c{lane.schedule_dim(plan, n_sched)}" if lane is not None and lane.guarded else ""
    users: dict[str, _UserInstance] = {}

    def at_domain(node: isl.AstNode, build: isl.AstBuild) -> isl.AstNode:
        key = f"user{len(users)}"
        users[key] = _user_instance(build, plan, schedule)
        return node.set_annotation(isl.Id(key))

    # Atomic loops: one loop per dimension for all statements it carries,
    # instead of isl's default separation into pieces, which grows the code
    # and the compile time exponentially with modulo conditions.
    dims = ", ".join(f"x{j}" for j in range(n_sched))
    build = build.set_options(isl.UnionMap(f"{{ [{dims}] -> atomic[y] : 0 <= y < {n_sched} }}"))
    with Callbacks() as callbacks:
        build, _keepalive = build.set_at_each_domain(callbacks.wrap(at_domain, lambda node, _build: node))
        ast = build.node_from_schedule_map(sched)
        del _keepalive
    return _KernelAst(ast, users, lane_iterator)


def _lane_values_exact(tree: _KernelAst, lane: Lane | None) -> bool:
    """Whether every statement inside a loop over the lane dimension runs
    at the lane value of its own schedule: where isl fixed a statement's
    lane coordinate to an expression of the loops outside (its lane value
    is not the loop's iterator), the AST may place it at another value of
    that loop. With atomic loops, isl keeps the order of the instances
    but not necessarily the loop's values: a statement scheduled at lane
    ``c4 - 32t`` came out under ``if (32t + c5 + 1 == c4)`` in a loop over
    ``c5`` (scripts/fuzz_offload seed 9122, clang -O2), and with the lane
    loop turned into the thread's guard it ran on no thread. Without the
    lane loop, each thread runs its own points and the values do not
    matter."""
    if lane is None or not lane.guarded:
        return True

    def exact(node: isl.AstNode, inside: bool) -> bool:
        t = node.get_type()
        if t == isl.ast_node_type.block:
            children = node.block_get_children()
            return all(exact(children.get_at(i), inside) for i in range(children.n_ast_node()))
        if t == isl.ast_node_type.for_:
            name = node.for_get_iterator().id_get_id().get_name()
            return exact(node.for_get_body(), inside or name == tree.lane_iterator)
        if t == isl.ast_node_type.if_:
            return exact(node.if_get_then_node(), inside) and (
                not node.if_has_else_node() or exact(node.if_get_else_node(), inside))
        if t == isl.ast_node_type.mark:
            return exact(node.mark_get_node(), inside)
        if t == isl.ast_node_type.user and inside:
            value = tree.users[node.get_annotation().get_name()].lane_value
            return value is None or (value.get_type() == isl.ast_expr_type.id
                                     and value.get_id().get_name() == tree.lane_iterator)
        return True

    return exact(tree.ast, False)


def _user_instance(build: isl.AstBuild, plan: KernelPlan, schedule: _KernelSchedule) -> _UserInstance:
    """The instance isl is placing at ``build``'s schedule point."""
    space = build.get_schedule_space()
    lane, tiles = schedule.lane, schedule.tiles
    if lane is not None and not lane.guarded:
        lane = None  # a strip: no lane value to test

    def expr(pa: isl.PwAff) -> isl.AstExpr:
        return build.expr_from_pw_aff(pa.align_params(space))  # see aligned_build

    iterator_map = isl.PwMultiAff.from_map(isl.Map.from_union_map(build.get_schedule().reverse()))
    name = iterator_map.get_tuple_name(isl.dim_type.out)
    n_dims = iterator_map.dim(isl.dim_type.out)
    exprs = [expr(iterator_map.get_pw_aff(d)) for d in range(n_dims)]
    origins: dict[str, list] = {}
    if name.startswith((PRIVATE_IN, PRIVATE_OUT)):
        copy = schedule.private(_private_array(name))
        element = isl.PwMultiAff.from_map(copy.element.set_tuple_name(isl.dim_type.in_, name))
        elems = element.pullback_pw_multi_aff(iterator_map)
        origins[copy.array] = [expr(elems.get_pw_aff(d))
                               for d in range(elems.dim(isl.dim_type.out))]
    elif name.startswith(COPY):
        tile = schedule.tile(name[len(COPY):])
        origins[tile.name] = [expr(_on_copy_space(o, name, n_dims).pullback_pw_multi_aff(iterator_map))
                              for o in tile.origin]
    elif not name.startswith(BARRIER) and tiles:
        stmt_prefix = isl.PwMultiAff.from_map(_map_for(schedule.prefix, name))
        for tile in tiles:
            if not any(stmt == name for stmt, _ in tile.refs):
                continue
            origins[tile.name] = [expr(
                o.pullback_pw_multi_aff(stmt_prefix).pullback_pw_multi_aff(iterator_map)) for o in tile.origin]
    lane_value = None
    if lane is not None and name.startswith((PRIVATE_IN, PRIVATE_OUT)):
        lane_value = exprs[lane.point_dim(plan)]
    elif lane is not None and not name.startswith((COPY, BARRIER)):
        point = isl.PwMultiAff.from_map(_map_for(schedule.thread, name)).get_pw_aff(lane.point_dim(plan))
        lane_value = expr(point.pullback_pw_multi_aff(iterator_map))
    return _UserInstance(name, exprs, origins, lane_value)


class _BodyBuilder:
    """The kernel body from its AST: statement bodies from
    `codegen.statement`, copies into shared and private memory, barriers;
    and what the body uses (:attr:`symbols`, :attr:`used_params`)."""

    def __init__(self, mapped: MappedScop, plan: KernelPlan, registry: ParamRegistry,
                 schedule: _KernelSchedule, tree: _KernelAst, fuse_fmuladd: bool):
        scop = self.scop = mapped.scop
        self.plan, self.schedule, self.tree = plan, schedule, tree
        # Values as the model sees them: hoisted loads are parameters.
        analysis = scop_analysis(scop)
        #: the isl parameters the body reads, by name, as kernel variables
        self.used_params: dict[str, k.Expr] = {}
        self.private_vars = {c.array: k.Var(f"{c.array}_private",
                                            kernel_type(scop.array_map[c.array].element_type))
                             for c in schedule.privates}
        self.symbols = KernelSymbols(registry, self.isl_param, dict(scop.array_map),
                                     device_scalars=mapped.device_scalars,
                                     shared_tiles={ref: t for t in schedule.tiles for ref in t.refs},
                                     private_elements=self.private_vars)
        self.gen = StatementGenerator(scop, analysis, self.symbols, fuse_fmuladd)

    def kernel_body(self, volatile_accumulators: bool) -> k.Block:
        """The body, with the declarations of its private scalars and copies."""
        self.symbols.volatile_accumulators = volatile_accumulators
        lane_loop = (LaneLoop(self.tree.lane_iterator, k.Special("thread_id", 0), self.computes)
                     if self.schedule.lane is not None and self.schedule.lane.guarded else None)
        body = _hoist_barriers(ast_to_block(self.tree.ast, self.resolve, self.user, lane_loop))
        decls = tuple(k.Declare(v, volatile=volatile_accumulators and v.type in ("f32", "f64"))
                      for v in [*self.symbols.private_scalars.values(), *self.private_vars.values()])
        return k.Block(decls + body.stmts)

    def isl_param(self, name: str) -> k.Expr:
        for d in range(3):
            if name == bid(d):
                return k.Special("block_id", d)
            if name == tid(d):
                return k.Special("thread_id", d)
        var = k.Var(name if not name.startswith("__") else name[2:], I64)
        self.used_params[name] = var
        return var

    def resolve(self, ident: str) -> k.Expr:
        return self.isl_param(_hw_param(ident, self.plan))

    def computes(self, node: isl.AstNode) -> bool:
        first = _first_user(node)
        return first is not None and not self.tree.users[first].name.startswith((COPY, BARRIER))

    def user(self, node: isl.AstNode, resolve_in) -> list:
        inst = self.tree.users[node.get_annotation().get_name()]
        code = self._user_code(inst, resolve_in)
        if inst.lane_value is None:
            return code
        # Inside the lane loop (a guard, see LaneLoop), the lane dimension is
        # its iterator; where isl fixed it to an expression, test it here.
        value = ast_expr(inst.lane_value, resolve_in)
        if value == k.Var(f"it_{self.tree.lane_iterator}", I64):
            return code
        return [k.If(k.Compare("eq", k.Special("thread_id", 0), value), k.Block(tuple(code)))]

    def _user_code(self, inst: _UserInstance, resolve_in) -> list:
        scop, symbols, name = self.scop, self.symbols, inst.name
        if name.startswith(BARRIER):
            return [k.Barrier(global_memory=name == STEP_BARRIER)]
        if name.startswith((PRIVATE_IN, PRIVATE_OUT)):
            copy = self.schedule.private(_private_array(name))
            element = [ast_expr(e, resolve_in) for e in inst.origins[copy.array]]
            index = _linear(scop.array_map[copy.array], element, symbols)
            var = self.private_vars[copy.array]
            ty = kernel_type(scop.array_map[copy.array].element_type)
            symbols.arrays_used.setdefault(copy.array, False)
            if name.startswith(PRIVATE_IN):
                return [k.Assign(var, k.Load(copy.array, index, ty))]
            symbols.arrays_used[copy.array] = True
            return [k.Store(copy.array, index, var)]
        origin_exprs = {a: [ast_expr(e, resolve_in) for e in es] for a, es in inst.origins.items()}
        if name.startswith(COPY):
            return _copy_body(scop, self.schedule.tile(name[len(COPY):]), [ast_expr(e, resolve_in) for e in inst.exprs],
                              origin_exprs, symbols, self.plan.n_mapped + len(self.plan.rest))
        counters = [ast_expr(e, resolve_in) for e in inst.exprs]
        stmt = scop.statement_map[name]
        body = self.gen.generate(stmt, counters, origin_exprs)
        return [k.Comment(f"{name} (block {stmt.block}{', line ' + str(stmt.line) if stmt.line else ''})"),
                k.Block(tuple(body))]


def _parameters(mapped: MappedScop, plan: KernelPlan, body: k.Block, symbols: KernelSymbols,
                used_params: dict[str, k.Expr], restrict_readonly: str):
    """The kernel's parameters and what each is (buffers, their offsets, isl
    parameters, loop invariants, in that order), and the arrays it writes
    and reads."""
    scop = mapped.scop
    params: list = []
    args: list[ArgSource] = []
    arrays_written = frozenset(a for a, w in symbols.arrays_used.items() if w)
    restrict = restrict_readonly == "always" or _single_subscripts(body, arrays_written)
    arrays_read = frozenset(symbols.arrays_used) - arrays_written | _read_arrays(scop, plan)
    for aname in sorted(symbols.arrays_used):
        arr = scop.array_map[aname]
        readonly = aname not in arrays_written
        params.append(k.ArrayParam(aname, kernel_type(arr.element_type), readonly=readonly,
                                   noalias=readonly and restrict))
        args.append(ArgSource("buffer", aname, "buffer"))
    for aname in sorted(symbols.arrays_used):
        if aname in mapped.device_scalars:
            continue  # one element at index 0
        var = symbols.offset_var(aname)
        params.append(k.ScalarParam(var))
        args.append(ArgSource("offset", aname, I64))
    for name, var in sorted(used_params.items()):
        params.append(k.ScalarParam(var))
        args.append(ArgSource("param", name, I64))
    for llvm_name, var in sorted(symbols.invariants.items()):
        params.append(k.ScalarParam(var))
        args.append(ArgSource("invariant", llvm_name, var.type))
    return params, args, arrays_written, arrays_read


# ------------------------------------------------------------------ schedule


def _flat(domain: isl.UnionSet, members) -> isl.UnionMap:
    result = isl.UnionMap.from_domain_and_range(domain, isl.UnionSet(isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0))))
    for m in members:
        result = result.flat_range_product(isl.UnionMap.from_union_pw_aff(m).intersect_domain(domain))
    return result


@dataclass(frozen=True)
class Lane:
    """The mapped member on the ``x`` threads, scheduled as a loop over the
    whole tile that each thread runs for its own point only (a guard).

    CPU OpenCL compilers run the work-items of a work-group along ``x`` as
    the lanes of vector instructions; a loop whose bounds differ between
    lanes (``j <= i`` in syrk, with ``j`` on ``x``) makes them mask every
    iteration, 2-3 times slower than a uniform loop with a guard inside
    (measured on Intel's CPU runtime). With the point coordinate of ``x`` a
    loop of its own instead of the thread index, no loop outside it depends
    on the lane; loops inside it would, so when the loops of the tile's
    other members (``r``, inner) are bounded by it, it is scheduled
    innermost (``last``). Reordering is legal: a thread runs one value of
    the member, and the member is parallel. Where no loop depends on the
    ``x`` point coordinate at all (stencils), the thread index stays as it
    was: a guard at the top of the kernel costs less than one in a loop.

    A strip (``strip``, for ``KernelPlan.x_strip``) is scheduled last the
    same way, but its thread runs all of the tile's points, one wide on x:
    the lane dimension stays a loop, which pocl vectorises.
    """

    member: int
    last: bool = False
    #: the thread runs every point of the member in its tile (an x strip,
    #: KernelPlan.x_strip): the lane dimension is a real loop, no guard
    strip: bool = False

    @property
    def guarded(self) -> bool:
        """Whether each thread runs the lane loop for its own point only."""
        return not self.strip

    def point_dim(self, plan: KernelPlan) -> int:
        """The member's point coordinate in the thread prefix ``[t, R, p]``."""
        return plan.n_mapped + len(plan.rest) + self.member

    def schedule_dim(self, plan: KernelPlan, n_sched: int | None = None) -> int:
        """Its dimension in the launch schedule (in place: after ``t, R,
        seq, k`` and the other point coordinates; last: ``n_sched - 1``)."""
        return n_sched - 1 if self.last else self.point_dim(plan) + 2


def _lane_member(plan: KernelPlan) -> Lane | None:
    """The ``x`` member when one thread has one point of it per tile (block
    size = tile size) and the band is not skewed, else None.

    A skewed band or a wavefront host loop (seidel-2d) cuts every tile
    obliquely, so lane-uniform loops would run up to twice the iterations
    in every tile (seidel-2d on Intel's runtime: 9.5 s with the thread
    index in the bounds, 13.4 s without); a triangle (syrk, lu) only cuts
    the tiles on its diagonal."""
    d = plan.n_mapped - 1
    if plan.block_sizes[d] != plan.tile_sizes[d] or _skewed(plan):
        return None
    return Lane(d)


def _skewed(plan: KernelPlan) -> bool:
    """Whether a band member or a host loop of the kernel combines several
    loop iterators (a skewed or wavefront schedule)."""
    functions = member_pieces(plan.band)
    for m in maps_of(plan.prefix) if plan.n_host else ():
        host = isl.PwMultiAff.from_map(m)
        functions += [host.get_pw_aff(d) for d in range(host.dim(isl.dim_type.out))]
    return combines_iterators(functions)


def _tile(combined: isl.UnionMap, plan: KernelPlan,
          lane: Lane | None = None) -> tuple[isl.UnionMap, isl.UnionMap, isl.UnionMap, Lane | None]:
    """The launch schedule ``[t, R, seq=2, 0, p, ord=1, r, inner]`` of the
    computation, the tile prefix ``instance -> [t, R]``, the thread prefix
    ``instance -> [t, R, p]`` and the lane (see :class:`Lane`) with its
    placement decided: none where no loop depends on the lane anyway."""
    sched, prefix, thread = _tile_maps(combined, plan, lane)
    if lane is None or lane.strip:
        return sched, prefix, thread, lane
    at = lane.schedule_dim(plan)  # in place
    if _independent(sched, at, at - lane.member, at) and _independent(sched, at, at + 2):
        return (*_tile_maps(combined, plan, None), None)
    if not _independent(sched, at, at + 2):
        lane = Lane(lane.member, last=True)
        sched, prefix, thread = _tile_maps(combined, plan, lane)
    return sched, prefix, thread, lane


def _independent(sched: isl.UnionMap, at: int, first: int, stop: int | None = None) -> bool:
    """Whether, in every statement's schedule points, dimension ``at`` and
    the dimensions ``first`` to ``stop`` (None: to the end) vary
    independently of each other given the rest: the points are the
    intersection of their projections without ``at`` and without those."""
    for m in maps_of(sched):
        points = m.range()
        n = points.dim(isl.dim_type.set)
        positions = [d for d in range(first, n if stop is None else stop) if d < n]
        if not positions:
            continue
        without_dims = points
        for d in reversed(positions):
            without_dims = without_dims.project_out(isl.dim_type.set, d, 1).insert_dims(isl.dim_type.set, d, 1)
        without_at = points.project_out(isl.dim_type.set, at, 1).insert_dims(isl.dim_type.set, at, 1)
        if not without_dims.intersect(without_at).is_subset(points):
            return False
    return True


def _wavefront(plan: KernelPlan, tiles: list[str], time: list[str]) -> list[str]:
    """For a kernel tiled in time, the constraint that puts the tiles
    ``tiles`` with the time step ``time[0]`` in the launch's wavefront (the
    last host iterator): ``floor(time / time_steps) + sum(tiles)`` equals it,
    written without a division."""
    if not plan.time_tiled:
        return []
    T = plan.time_steps
    first = f"{T}*({host_iter(plan.n_host - 1)} - ({' + '.join(tiles)}))"
    return [f"{first} <= {time[0]} <= {first} + {T - 1}"]


def _tile_maps(combined: isl.UnionMap, plan: KernelPlan,
               lane: Lane | None) -> tuple[isl.UnionMap, isl.UnionMap, isl.UnionMap]:
    g, q = plan.n_mapped, len(plan.rest)
    params = ([f"__toff{d}" for d in range(g)] + [f"__bid_m{d}" for d in range(g)]
              + [f"__tid_m{d}" for d in range(g)] + ([host_iter(plan.n_host - 1)] if plan.time_tiled else []))
    sched = prefix = thread = None
    for m in maps_of(combined):
        n_out = m.dim(isl.dim_type.out)
        b = [f"b{d}" for d in range(g)]
        r = [f"r{e}" for e in range(q)]
        inner = [f"i{j}" for j in range(n_out - g - q)]
        t = [f"t{d}" for d in range(g)]
        R = [f"R{e}" for e in range(q)]
        p = [f"p{d}" for d in range(g)]
        rr = [f"rr{e}" for e in range(q)]
        tiling = []
        for d in range(g):
            T = plan.tile_sizes[d]
            tiling += [f"b{d} = {T}t{d} + p{d}", f"0 <= p{d} < {T}"]
        for e in range(q):
            T = plan.rest_tile_sizes[e]
            tiling += [f"r{e} = {T}R{e} + rr{e}", f"0 <= rr{e} < {T}"]
        fixing = _fix_block(g, t) + _fix_threads(plan, lane) + _wavefront(plan, t, r[:1])
        src = ", ".join(b + r + inner)
        cond = " and ".join(tiling + fixing)
        out = t + R + [str(SEQ_COMPUTE), "0"] + _without(p, lane) + [str(ORD_COMPUTE)] + rr + inner + _lane_dim(p, lane)
        text = f"[{', '.join(params)}] -> {{ [{src}] -> [{', '.join(out)}] : {cond} }}"
        part = isl.UnionMap.from_map(m).apply_range(isl.UnionMap.from_map(isl.Map(text)))
        floors = ([f"t{d} = floor(b{d}/{plan.tile_sizes[d]})" for d in range(g)]
                  + [f"R{e} = floor(r{e}/{plan.rest_tile_sizes[e]})" for e in range(q)])
        pre_text = f"{{ [{src}] -> [{', '.join(t + R)}] : {' and '.join(floors)} }}"
        pre = isl.UnionMap.from_map(m).apply_range(isl.UnionMap.from_map(isl.Map(pre_text)))
        points = [f"p{d} = b{d} mod {plan.tile_sizes[d]}" for d in range(g)]
        thread_text = f"{{ [{src}] -> [{', '.join(t + R + p)}] : {' and '.join(floors + points)} }}"
        thr = isl.UnionMap.from_map(m).apply_range(isl.UnionMap.from_map(isl.Map(thread_text)))
        sched = part if sched is None else sched.union(part)
        prefix = pre if prefix is None else prefix.union(pre)
        thread = thr if thread is None else thread.union(thr)
    return sched, prefix, thread


def _fix_block(g: int, names: list[str]) -> list[str]:
    return [f"{names[d]} = __bid_m{d} + __toff{d}" for d in range(g)]


def _fix_threads(plan: KernelPlan, lane: Lane | None) -> list[str]:
    """Point coordinates ``p`` of the thread: congruent to its index modulo
    the block size; the lane member's is left free (a guard fixes it)."""
    out = []
    for d in range(plan.n_mapped):
        T, B = plan.tile_sizes[d], plan.block_sizes[d]
        if lane is not None and d == lane.member:
            continue
        if B == T:
            out.append(f"p{d} = __tid_m{d}")
        elif plan.time_tiled:
            # Consecutive points per thread: affine, where the points
            # congruent modulo the block size of the skewed tiles of
            # several steps were beyond isl's AST generator (fdtd-2d).
            c = -(-T // B)
            out.append(f"{c}*__tid_m{d} <= p{d} <= {c}*__tid_m{d} + {c - 1}")
        else:
            out.append(f"exists (e{d}: p{d} = {B}e{d} + __tid_m{d})")
    return out


def _without(p: list[str], lane: Lane | None) -> list[str]:
    """``p`` without the lane when that is scheduled last."""
    return [x for d, x in enumerate(p) if lane is None or not lane.last or d != lane.member]


def _lane_dim(p: list[str], lane: Lane | None) -> list[str]:
    """The trailing dimension of a schedule with the lane last (see :func:`_pad`)."""
    return [p[lane.member]] if lane is not None and lane.last else []


def _copy_schedule(tiles: tuple[SharedTile, ...], plan: KernelPlan, lane: Lane | None) -> isl.UnionMap:
    """Copy statements ``__copy_A[t, R, a]``: threads split the innermost
    array dimension (x, coalesced) and the next one (y)."""
    g, q = plan.n_mapped, len(plan.rest)
    result = isl.UnionMap.empty(isl.Space.params_alloc(CTX, 0))
    hw = {plan.hardware_dim(d): d for d in range(g)}  # hardware dim -> member
    for number, tile in enumerate(tiles):
        rank = len(tile.sizes)
        t = [f"t{d}" for d in range(g)]
        R = [f"R{e}" for e in range(q)]
        a = [f"a{d}" for d in range(rank)]
        cons = _fix_block(g, t)
        params = [f"__toff{d}" for d in range(g)] + [f"__bid_m{d}" for d in range(g)] + [f"__tid_m{d}" for d in range(g)]
        if rank == 1 or len(hw) == 1:
            # One dimension of work: spread it over all threads, x fastest.
            bx = plan.block_sizes[hw[0]]
            lin = f"__tid_m{hw[0]}" if len(hw) == 1 else f"__tid_m{hw[0]} + {bx} __tid_m{hw[1]}"
            total = _prod(plan.block_sizes)
            cons.append(f"exists (ex: {a[-1]} = {total} ex + {lin})")
        else:
            for level, dim in ((0, rank - 1), (1, rank - 2)):
                member = hw[level]
                cons.append(f"exists (e{level}: {a[dim]} = {plan.block_sizes[member]} e{level} + __tid_m{member})")
        out = t + R + [str(SEQ_COPY), str(number)] + a + _lane_dim(["0"] * g, lane)
        text = (f"[{', '.join(params)}] -> {{ {COPY}{tile.name}[{', '.join(t + R + a)}] -> "
                f"[{', '.join(out)}] : {' and '.join(cons)} }}")
        result = result.union(isl.UnionMap(text))
    return result


def _barrier_schedule(tiles: tuple[SharedTile, ...], plan: KernelPlan, lane: Lane | None) -> isl.UnionMap:
    if not tiles:
        return isl.UnionMap.empty(isl.Space.params_alloc(CTX, 0))
    g, q = plan.n_mapped, len(plan.rest)
    t = [f"t{d}" for d in range(g)]
    R = [f"R{e}" for e in range(q)]
    params = [f"__toff{d}" for d in range(g)] + [f"__bid_m{d}" for d in range(g)]
    result = None
    for seq in (SEQ_BARRIER_IN, SEQ_BARRIER_OUT):
        out = t + R + [str(seq), "0"] + _lane_dim(["0"] * g, lane)
        text = (f"[{', '.join(params)}] -> {{ {BARRIER}{seq}[{', '.join(t + R)}] -> [{', '.join(out)}]"
                f" : {' and '.join(_fix_block(g, t))} }}")
        m = isl.UnionMap(text)
        result = m if result is None else result.union(m)
    return result


def _step_barriers(plan: KernelPlan, prefix: isl.UnionMap) -> tuple[isl.UnionMap, isl.UnionSet]:
    """The barrier after each step of a time tile (``KernelPlan.time_tiled``):
    its schedule ``[t, R, SEQ_BARRIER_OUT, 0]`` and its domain, every
    ``(t, R)`` the launch's instances visit. Its domain depends on the
    block's tile only, never on the thread, so every work-item of a
    work-group runs the same barriers."""
    g, q = plan.n_mapped, len(plan.rest)
    t = [f"t{d}" for d in range(g)]
    R = [f"R{e}" for e in range(q)]
    params = [f"__toff{d}" for d in range(g)] + [f"__bid_m{d}" for d in range(g)]
    out = t + R + [str(SEQ_BARRIER_OUT), "0"]
    sched = isl.UnionMap(f"[{', '.join(params)}] -> {{ {STEP_BARRIER}[{', '.join(t + R)}] -> [{', '.join(out)}]"
                         f" : {' and '.join(_fix_block(g, t))} }}")
    h = host_iter(plan.n_host - 1)
    wave = isl.Set(f"[{h}] -> {{ [{', '.join(t + R)}] : {' and '.join(_wavefront(plan, t, R[:1]))} }}")
    visited = isl.Set.from_union_set(prefix.range()).intersect(wave.align_params(
        isl.Set.from_union_set(prefix.range()).get_space()))
    return sched, isl.UnionSet(visited.coalesce().set_tuple_name(STEP_BARRIER))


def _extra_domains(tiles: tuple[SharedTile, ...], prefix: isl.UnionMap | None) -> isl.UnionSet:
    """Domains of the copy and barrier statements: the footprints and the
    (t, R) tiles the computation visits."""
    result = isl.UnionSet.empty(isl.Space.params_alloc(CTX, 0))
    if not tiles:
        return result
    for tile in tiles:
        result = result.union(isl.UnionSet(tile.footprint.wrap().flatten().set_tuple_name(COPY + tile.name)))
    # Barriers must be reached by every thread of a block, so their domain
    # must not depend on the block: the R tiles any block visits, for all t.
    visited = isl.Set.from_union_set(prefix.range())
    g = visited.dim(isl.dim_type.set) - _rest_dims(tiles)
    visited = visited.project_out(isl.dim_type.set, 0, g).insert_dims(isl.dim_type.set, 0, g)
    for seq in (SEQ_BARRIER_IN, SEQ_BARRIER_OUT):
        result = result.union(isl.UnionSet(visited.set_tuple_name(f"{BARRIER}{seq}")))
    return result


def _rest_dims(tiles: tuple[SharedTile, ...]) -> int:
    """Number of R dimensions, read off a footprint's [t.., R..] space."""
    return tiles[0].rest_dims


def _pad(sched: isl.UnionMap, lane: bool = False) -> isl.UnionMap:
    """Give every statement's schedule the same number of dimensions; a lane
    schedule keeps its last dimension last."""
    maps = maps_of(sched)
    n = max(m.dim(isl.dim_type.out) for m in maps)
    result = None
    for m in maps:
        extra = n - m.dim(isl.dim_type.out)
        if extra:
            at = m.dim(isl.dim_type.out) - (1 if lane else 0)
            m = m.insert_dims(isl.dim_type.out, at, extra)
            for j in range(at, at + extra):
                m = m.fix_val(isl.dim_type.out, j, isl.Val.zero(CTX))
        part = isl.UnionMap.from_map(m)
        result = part if result is None else result.union(part)
    return result


def _map_for(umap: isl.UnionMap, name: str) -> isl.Map:
    for m in maps_of(umap):
        if m.get_tuple_name(isl.dim_type.in_) == name:
            return m
    raise KeyError(name)


def _on_copy_space(origin: isl.PwAff, copy_name: str, n_dims: int) -> isl.PwAff:
    """``origin`` (on [t, R]) as a function on ``__copy_A[t, R, a]``."""
    space = origin.get_domain_space()
    n_prefix = space.dim(isl.dim_type.set)
    copy_space = isl.Space.create_from_names(CTX, set=[f"c{j}" for j in range(n_dims)]).set_tuple_name(
        isl.dim_type.set, copy_name)
    proj = isl.Map.from_domain_and_range(isl.Set.universe(copy_space), isl.Set.universe(
        isl.Space.create_from_names(CTX, set=[f"x{j}" for j in range(n_prefix)])))
    for j in range(n_prefix):
        proj = proj.equate(isl.dim_type.in_, j, isl.dim_type.out, j)
    return origin.pullback_pw_multi_aff(isl.PwMultiAff.from_map(proj))


# --------------------------------------------------------------- shared tiles


def _plan_shared_tiles(scop, plan: KernelPlan, domain: isl.UnionSet, prefix: isl.UnionMap,
                       combined: isl.UnionMap, budget: int, policy: str) -> tuple[SharedTile, ...]:
    """Shared-memory tiles for the groups of references to arrays this kernel
    only reads (PPCG's promotion): a group has reuse inside a (t, R) tile and
    a footprint per tile in a box of constant size.

    References to one array form one group when the box of their union is no
    larger than their boxes together (a stencil's neighbours), else groups
    of their own (syrk's ``A[i][k]`` and ``A[j][k]``). Policy ``"reuse"``
    promotes every such group; ``"gather"`` (CPU devices, whose caches
    already serve reuse) only those that threads next to each other on ``x``
    do not read at the same or the next element, where a vectorising
    compiler would gather lane by lane.
    """
    refs: dict[str, list[tuple[tuple[str, str], isl.UnionMap]]] = {}
    written: set[str] = set()
    for sname in plan.statements:
        for a in scop.statement_map[sname].accesses:
            if scop.array_map[a.array].is_scalar:
                continue
            if a.is_write:
                written.add(a.array)
                continue
            rel = isl.UnionMap.from_map(a.relation).intersect_domain(domain)
            if not rel.is_empty():
                refs.setdefault(a.array, []).append(((sname, a.instruction), rel))
    tiles = []
    used = 0
    for name in sorted(set(refs) - written):
        arr = scop.array_map[name]
        promoted = 0
        for group in _reference_groups(refs[name], prefix, arr.rank):
            access = group.relations[0]
            for rel in group.relations[1:]:
                access = access.union(rel)
            if access.is_injective():
                continue  # no element read twice: nothing to gain
            varying = _x_varying_dims(group.relations, combined, plan.n_mapped - 1, arr.rank)
            if policy == "gather" and varying is not None and _contiguous(varying, arr.rank):
                continue
            nbytes = _prod(group.sizes) * arr.element_size
            if nbytes > budget - used:
                continue
            used += nbytes
            moving = varying.moving if varying is not None else ()
            order = tuple([d for d in range(arr.rank) if d not in moving] + [d for d in moving])
            tile_name = f"{name}_shared" + (str(promoted) if promoted else "")
            promoted += 1
            tiles.append(SharedTile(name, tile_name, tuple(group.sizes), group.footprint, tuple(group.origin),
                                    len(plan.rest), frozenset(group.keys), order))
    return tuple(tiles)


@dataclass(frozen=True)
class _Group:
    """References to one array that share a shared tile."""

    keys: tuple[tuple[str, str], ...]  # (statement, access instruction)
    relations: tuple[isl.UnionMap, ...]  # per reference
    footprint: isl.Map  # [t.., R..] -> A[a..]
    origin: list[isl.PwAff]
    sizes: list[int]

    def merged(self, other: _Group, rank: int) -> _Group | None:
        """The two as one group, if their box is no larger than both boxes."""
        footprint = self.footprint.union(other.footprint).coalesce()
        box = _box(footprint, rank)
        if box is None or _prod(box[1]) > _prod(self.sizes) + _prod(other.sizes):
            return None
        return _Group(self.keys + other.keys, self.relations + other.relations, footprint, *box)


def _reference_groups(refs, prefix: isl.UnionMap, rank: int) -> list[_Group]:
    """Groups of references to one array with a box of constant size each,
    merged while the merged box is no larger than the parts' boxes."""
    groups = []
    for key, rel in refs:
        by_tile = prefix.reverse().apply_range(rel)
        if by_tile.n_map() != 1:
            continue  # as in _plan_private: no single footprint to copy
        footprint = isl.Map.from_union_map(by_tile)
        box = _box(footprint, rank)
        if box is not None:
            groups.append(_Group((key,), (rel,), footprint, *box))
    i = 0
    while i < len(groups):
        for j in range(i + 1, len(groups)):
            merged = groups[i].merged(groups[j], rank)
            if merged is not None:
                groups[i] = merged
                del groups[j]
                i = 0  # the grown group may now merge with an earlier one
                break
        else:
            i += 1
    return groups


def _box(footprint: isl.Map, rank: int) -> tuple[list, list[int]] | None:
    """Per array dimension, the first element of ``footprint`` per tile and
    the tile's constant extent; None if some extent is not constant."""
    origin, sizes = [], []
    for d in range(rank):
        proj = footprint.project_out(isl.dim_type.out, d + 1, rank - d - 1).project_out(isl.dim_type.out, 0, d)
        try:
            lo = proj.lexmin_pw_multi_aff().get_pw_aff(0)
            hi = proj.lexmax_pw_multi_aff().get_pw_aff(0)
            extent = hi.sub(lo).max_val()
        except isl.Error:
            return None
        if not extent.is_int() or extent.is_infty() or extent.is_neginfty():
            return None
        origin.append(lo)
        sizes.append(extent.to_python() + 1)
    return origin, sizes


@dataclass(frozen=True)
class _Varying:
    """How the element a group reads changes from one x thread to the next."""

    deltas: isl.Set  # element differences
    moving: tuple[int, ...]  # array dimensions that change


def _x_varying_dims(rels: tuple[isl.UnionMap, ...], combined: isl.UnionMap, x: int, rank: int) -> _Varying | None:
    """The differences between the elements each reference reads at band
    point ``s`` and at ``s`` plus one on member ``x`` (the x threads), or
    None if isl cannot tell (then the group counts as gathered)."""
    deltas = None
    try:
        for rel in rels:
            for acc in maps_of(rel):
                m = _map_for(combined, acc.get_tuple_name(isl.dim_type.in_))
                point_to_element = m.reverse().apply_range(acc)
                n = m.dim(isl.dim_type.out)
                src = [f"s{j}" for j in range(n)]
                dst = [f"s{j} + 1" if j == x else f"s{j}" for j in range(n)]
                shift = isl.Map(f"{{ [{', '.join(src)}] -> [{', '.join(dst)}] }}")
                shift = shift.align_params(point_to_element.get_space())
                pairs = point_to_element.reverse().apply_range(shift.apply_range(point_to_element))
                d = pairs.deltas()
                deltas = d if deltas is None else deltas.union(d)
    except isl.Error:
        return None
    if deltas is None:
        return None
    moving = tuple(j for j in range(rank)
                   if not deltas.intersect(_nonzero(deltas.get_space(), j)).is_empty())
    return _Varying(deltas, moving)


def _nonzero(space: isl.Space, dim: int) -> isl.Set:
    zero = isl.Set.universe(space).fix_val(isl.dim_type.set, dim, isl.Val.zero(CTX))
    return isl.Set.universe(space).subtract(zero)


def _contiguous(varying: _Varying, rank: int) -> bool:
    """Whether neighbouring x threads read the same or the next element."""
    names = [f"d{j}" for j in range(rank)]
    unit = isl.Set(f"{{ [{', '.join(names)}] : {' and '.join(f'{n} = 0' for n in names[:-1]) or '0 = 0'}"
                   f" and 0 <= {names[-1]} <= 1 }}")
    deltas = varying.deltas.reset_tuple_id()
    return deltas.is_subset(unit.align_params(deltas.get_space()))


def _copy_body(scop, tile: SharedTile, exprs: list, origins: dict, symbols: KernelSymbols,
               n_prefix: int) -> list:
    arr = scop.array_map[tile.array]
    a = exprs[n_prefix:]
    symbols.arrays_used.setdefault(tile.array, False)
    load = k.Load(tile.array, _linear(arr, a, symbols), kernel_type(arr.element_type))
    return [k.Store(tile.name, tile.index(a, origins[tile.name]), load)]


def _size_expr(size, symbols: KernelSymbols) -> k.Expr:
    acc: k.Expr = k.Const(I64, size.constant)
    for mono, coeff in size.terms:
        if not mono:
            continue
        term: k.Expr = k.Const(I64, coeff)
        for atom in mono:
            assert isinstance(atom, Param)
            term = k.Binary("mul", term, symbols.isl_param(symbols.params.name_for((atom.name,))), I64)
        acc = k.Binary("add", acc, term, I64)
    return acc


def _plan_private(scop, plan: KernelPlan, domain: isl.UnionSet, thread: isl.UnionMap,
                  exclude: set[str]) -> tuple[PrivateCopy, ...]:
    """Arrays whose accesses by one thread within one (t, R) tile all hit a
    single element that no other thread touches, and hit it repeatedly."""
    g, q = plan.n_mapped, len(plan.rest)
    accesses: dict[str, isl.UnionMap] = {}
    reads: set[str] = set()
    writes: set[str] = set()
    for sname in plan.statements:
        for a in scop.statement_map[sname].accesses:
            arr = scop.array_map[a.array]
            if arr.is_scalar or a.array in exclude:
                continue
            rel = isl.UnionMap.from_map(a.relation).intersect_domain(domain)
            accesses[a.array] = rel if a.array not in accesses else accesses[a.array].union(rel)
            (writes if a.is_write else reads).add(a.array)
            if a.kind == MAY_WRITE:
                reads.add(a.array)  # the register starts as the element: the write may not happen
    result = []
    for name in sorted(accesses):
        access = accesses[name]
        if access.is_empty():
            continue
        by_thread = thread.reverse().apply_range(access)
        if by_thread.n_map() != 1:
            # No thread reaches these accesses (a statement the thread
            # map leaves out), or they come in several spaces: nothing
            # to keep per thread.
            continue
        element = isl.Map.from_union_map(by_thread)
        if not element.is_single_valued():
            continue
        if not element.project_out(isl.dim_type.in_, g, q).is_injective():
            continue  # another thread touches the same element
        users = thread.intersect_domain(access.domain())
        if users.is_injective():
            continue  # one use per thread and tile: nothing to keep
        result.append(PrivateCopy(name, element, name in reads, name in writes))
    return tuple(result)


def _private_schedule(privates: tuple[PrivateCopy, ...], plan: KernelPlan, lane: Lane | None) -> isl.UnionMap:
    g, q = plan.n_mapped, len(plan.rest)
    result = isl.UnionMap.empty(isl.Space.params_alloc(CTX, 0))
    t = [f"t{d}" for d in range(g)]
    R = [f"R{e}" for e in range(q)]
    p = [f"p{d}" for d in range(g)]
    params = [f"__toff{d}" for d in range(g)] + [f"__bid_m{d}" for d in range(g)] + [f"__tid_m{d}" for d in range(g)]
    cons = _fix_block(g, t) + _fix_threads(plan, lane)
    for copy in privates:
        for prefix, order, wanted in ((PRIVATE_IN, ORD_IN, copy.copy_in), (PRIVATE_OUT, ORD_OUT, copy.copy_out)):
            if not wanted:
                continue
            text = (f"[{', '.join(params)}] -> {{ {prefix}{copy.array}[{', '.join(t + R + p)}] -> "
                    f"[{', '.join(t + R + [str(SEQ_COMPUTE), '0'] + _without(p, lane) + [str(order)] + _lane_dim(p, lane))}]"
                    f" : {' and '.join(cons)} }}")
            result = result.union(isl.UnionMap(text))
    return result


def _private_array(statement: str) -> str:
    """The array of a private copy statement: its name after the prefix (the
    array's own name may contain underscores)."""
    prefix = PRIVATE_IN if statement.startswith(PRIVATE_IN) else PRIVATE_OUT
    return statement[len(prefix):]


def _private_domains(privates: tuple[PrivateCopy, ...]) -> isl.UnionSet:
    result = isl.UnionSet.empty(isl.Space.params_alloc(CTX, 0))
    for copy in privates:
        used = copy.element.domain()
        for prefix, wanted in ((PRIVATE_IN, copy.copy_in), (PRIVATE_OUT, copy.copy_out)):
            if wanted:
                result = result.union(isl.UnionSet(used.set_tuple_name(prefix + copy.array)))
    return result


def _linear(arr, element: list, symbols: KernelSymbols) -> k.Expr:
    glob = element[0]
    for d in range(1, arr.rank):
        glob = k.Binary("add", k.Binary("mul", glob, _size_expr(arr.sizes[d], symbols), I64), element[d], I64)
    return k.Binary("sub", glob, symbols.offset_var(arr.name), I64)


def _prod(xs) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


# ---------------------------------------------------------------- utilities


def _first_user(node: isl.AstNode) -> str | None:
    """The annotation of the first user node in ``node``."""
    t = node.get_type()
    if t == isl.ast_node_type.user:
        return node.get_annotation().get_name()
    if t == isl.ast_node_type.block:
        children = node.block_get_children()
        for i in range(children.n_ast_node()):
            found = _first_user(children.get_at(i))
            if found is not None:
                return found
        return None
    if t == isl.ast_node_type.for_:
        return _first_user(node.for_get_body())
    if t == isl.ast_node_type.if_:
        found = _first_user(node.if_get_then_node())
        if found is None and node.if_has_else_node():
            found = _first_user(node.if_get_else_node())
        return found
    if t == isl.ast_node_type.mark:
        return _first_user(node.mark_get_node())
    return None


def _uses_thread_id(expr: k.Expr) -> bool:
    return any(isinstance(e, k.Special) and e.kind == "thread_id" for e in walk_expr(expr))


def _volatile_float_memory(body: k.Block, arrays: frozenset[str]) -> k.Block:
    """``body`` with its floating-point loads and stores of ``arrays``
    (buffers in global memory) volatile."""
    def float_access(node) -> bool:
        if isinstance(node, k.Load):
            return node.array in arrays and node.type in ("f32", "f64")
        return (isinstance(node, k.Store) and node.array in arrays
                and k.expr_type(node.value) in ("f32", "f64"))

    return _rewritten(body, lambda node: {"volatile": True} if float_access(node) else {})


def _volatile_float_registers(body: k.Block) -> set[str]:
    return {s.var.name for s in walk_statements(body)
            if isinstance(s, k.Declare) and s.volatile and s.var.type in ("f32", "f64")}


def carries_float_registers(body: k.Block) -> bool:
    """Whether ``body`` declares a volatile floating-point register (see
    ``build_kernel``'s ``volatile_accumulators``)."""
    return bool(_volatile_float_registers(body))


def sums_through_memory(body: k.Block) -> bool:
    """Whether an innermost loop of ``body`` adds into a floating-point
    element through memory (:func:`_memory_sums`), which Intel's CPU runtime
    needs kept in order: a volatile store in SPIR-V, where no loop can be
    marked ordered."""
    return any(isinstance(loop, k.For) and _memory_sums(loop, list(walk_statements(loop.body)))
               for loop in walk_statements(body))


def ordered_float_loops(body: k.Block) -> k.Block:
    """``body`` with its volatile floating-point registers plain and every
    loop that assigns one of them ``ordered`` instead.

    Intel's CPU compiler reassociates a floating-point sum a loop carries in
    a register: it vectorises or interleaves the loop with partial sums
    (shared_gemm's ``acc`` over ``kk``, tests/targets), where the lanes of a
    work-group do not vectorise the kernel instead. Volatile registers keep
    every addition in order but put a store and a load into each addition's
    latency (symm on that runtime 3-5x slower); a loop that is neither
    vectorised nor interleaved keeps the order at no such cost. Loops that
    only read such a register carry no sum and stay as they are."""
    floats = _volatile_float_registers(body)
    if not floats:
        return body

    def assigns(block: k.Block) -> bool:
        return any(isinstance(s, k.Assign) and s.var.name in floats for s in walk_statements(block))

    def rewrite(block: k.Block) -> k.Block:
        out = []
        for s in block.stmts:
            if isinstance(s, k.Declare) and s.var.name in floats:
                s = dataclasses.replace(s, volatile=False)
            elif isinstance(s, k.Block):
                s = rewrite(s)
            elif isinstance(s, k.For):
                s = dataclasses.replace(s, body=rewrite(s.body), ordered=s.ordered or assigns(s.body))
            elif isinstance(s, k.If):
                s = dataclasses.replace(s, then=rewrite(s.then),
                                        orelse=None if s.orelse is None else rewrite(s.orelse))
            out.append(s)
        return k.Block(tuple(out))

    return rewrite(body)


def _parallel_iterators(plan: KernelPlan, schedule: _KernelSchedule) -> frozenset[str]:
    """The kernel IR names of the loops over a thread's points of the mapped
    members (launch schedule ``[t, R, seq, k, p, ...]``, the lane possibly
    last; shared tiles' copies run their parallel element loops there too).
    The members are coincident, so these loops carry no dependence."""
    g = plan.n_mapped
    if not g:
        return frozenset()
    n_sched = max(m.dim(isl.dim_type.out) for m in maps_of(schedule.sched))
    lane = schedule.lane
    first = g + len(plan.rest) + 2
    dims = list(range(first, first + g - (1 if lane is not None and lane.last else 0)))
    if lane is not None and lane.last:
        dims.append(n_sched - 1)
    return frozenset(f"it_c{d}" for d in dims)


def _strip_iterator(schedule: _KernelSchedule) -> str | None:
    """The kernel IR name of the loop over a thread's x strip (the lane
    dimension, last in the launch schedule), if the kernel has strips."""
    if schedule.lane is None or not schedule.lane.strip:
        return None
    n_sched = max(m.dim(isl.dim_type.out) for m in maps_of(schedule.sched))
    return f"it_c{n_sched - 1}"


def _mark_strip_loops(block: k.Block, iterator: str) -> k.Block:
    """``block`` with its loops over ``iterator`` marked ``strip``."""
    out: list = []
    for s in block.stmts:
        if isinstance(s, k.Block):
            s = _mark_strip_loops(s, iterator)
        elif isinstance(s, k.If):
            s = dataclasses.replace(s, then=_mark_strip_loops(s.then, iterator),
                                    orelse=None if s.orelse is None else _mark_strip_loops(s.orelse, iterator))
        elif isinstance(s, k.For):
            s = dataclasses.replace(s, body=_mark_strip_loops(s.body, iterator), strip=s.var.name == iterator)
        out.append(s)
    return k.Block(tuple(out))


def _carried_stores(body: k.Block, parallel: frozenset[str] = frozenset()) -> set:
    """``(array, index)`` of the stores in a loop of ``body`` whose array
    the same loop accesses at another subscript. A loop with a barrier in
    its body (a time tile's steps) is not vectorised as a loop: its steps'
    stores are left alone there (the loops inside it are still looked at);
    nor are the loops named in ``parallel``, which carry no dependence."""
    out: set = set()
    for loop in walk_statements(body):
        if not isinstance(loop, k.For) or loop.var.name in parallel:
            continue
        stmts = list(walk_statements(loop.body))
        if any(isinstance(s, k.Barrier) for s in stmts):
            continue
        subscripts: dict[str, set] = {}
        for s in stmts:
            if isinstance(s, k.Store):
                subscripts.setdefault(s.array, set()).add(s.index)
            for e in (x for expr in statement_expressions(s) for x in walk_expr(expr)):
                if isinstance(e, k.Load):
                    subscripts.setdefault(e.array, set()).add(e.index)
        out.update((s.array, s.index) for s in stmts
                   if isinstance(s, k.Store) and len(subscripts[s.array]) > 1)
        out.update(_memory_sums(loop, stmts))
    return out


def _memory_sums(loop: k.For, stmts: list) -> set:
    """``(array, index)`` of the floating-point stores in ``loop`` to an
    element the loop also loads, at a subscript that does not change from
    one iteration to the next: a sum carried through memory (syr2k's
    ``C[i][j] += ...`` over ``k`` where clang -O3's IR leaves ``k``
    innermost). Intel's CPU compiler keeps such an element in a register
    and reassociates the sum (PolyBench/C 4.2.1 syr2k at MINI from clang-15
    -O3: 269 of 900 values off in the last bit). Innermost loops only: the
    ones the compiler vectorises (a loop around one that copies a private
    sum back, once per tile, keeps its plain store)."""
    if any(isinstance(s, k.For) for s in stmts):
        return set()
    changing = {loop.var.name} | {s.var.name for s in stmts if isinstance(s, k.Declare | k.Assign)}
    loads = {(e.array, e.index) for s in stmts for expr in statement_expressions(s)
             for e in walk_expr(expr) if isinstance(e, k.Load)}
    return {(s.array, s.index) for s in stmts
            if isinstance(s, k.Store) and s.value.type in ("f32", "f64") and (s.array, s.index) in loads
            and not any(isinstance(e, k.Var) and e.name in changing for e in walk_expr(s.index))}


def _volatile_carried_stores(body: k.Block, parallel: frozenset[str] = frozenset()) -> k.Block:
    """``body`` with a store volatile where its loop also accesses its array
    at another subscript: a dependence the loop may carry.

    Intel's CPU compiler vectorises such a loop as if the dependence were
    not there when the subscripts share a parameter, or a buffer's offset:
    ``t[34+c-off] = t[3+c-off] + t[31+c-off]`` over ``c`` reads ``t[35]``
    before it is written (Rodinia's glibc_compat_srand, LLVM test-suite
    MultiSource, on one thread). The loop vectoriser leaves a loop with a
    volatile store alone. Loops over a thread's points of the mapped members
    (``parallel``: their members are coincident) carry no dependence and
    are left out: lu's update, a loop over its tile's rows in each thread,
    would otherwise store every point volatile."""
    marked = _carried_stores(body, parallel)
    if not marked:
        return body
    return _rewritten(body, lambda node: {"volatile": True} if isinstance(node, k.Store)
                      and (node.array, node.index) in marked else {})


def _rewritten(body: k.Block, changes_of) -> k.Block:
    """``body`` rebuilt bottom-up, each node with the field changes
    ``changes_of(node)`` returns (the node as it was, before its children
    were rebuilt)."""
    def rewrite(node):
        if isinstance(node, tuple):
            return tuple(rewrite(x) for x in node)
        if not dataclasses.is_dataclass(node) or isinstance(node, type):
            return node
        changes = {f.name: rewrite(getattr(node, f.name)) for f in dataclasses.fields(node)}
        return dataclasses.replace(node, **{**changes, **changes_of(node)})

    return rewrite(body)


def _ordered_carried_loops(body: k.Block, parallel: frozenset[str] = frozenset()) -> k.Block:
    """``body`` with every loop ordered (neither vectorised nor interleaved)
    that holds a store :func:`_volatile_carried_stores` would make volatile,
    for OpenCL C, where a loop pragma says so. Both reasons for the volatile
    store are the loop vectoriser's (a dependence it ignores, a sum through
    memory it reassociates in a register), and an ordered loop is not
    vectorised, while a volatile store in every iteration costs the sum its
    speed: covariance's `cov[i][j] += data[k][i] * data[k][j]` at LARGE on
    Intel's CPU runtime 395 ms with the store volatile, 135 ms with its
    loops ordered, bit-identical. Loops named in ``parallel`` and loops
    with a barrier stay as they are."""
    marked = _carried_stores(body, parallel)
    if not marked:
        return body

    def holds_marked(loop: k.For) -> bool:
        stmts = list(walk_statements(loop.body))
        return (not any(isinstance(s, k.Barrier) for s in stmts)
                and any(isinstance(s, k.Store) and (s.array, s.index) in marked for s in stmts))

    return _rewritten(body, lambda node: {"ordered": True} if isinstance(node, k.For)
                      and node.var.name not in parallel and holds_marked(node) else {})


def _hoist_barriers(block: k.Block) -> k.Block:
    """Take barriers out of the guards isl puts around them.

    A barrier statement's guard only involves the block and its tile
    coordinates, so every thread of the block agrees on it; running the
    barrier unconditionally in that place is equivalent, and keeps barriers
    out of conditional code, which pocl mishandles.
    """
    out: list = []
    for stmt in block.stmts:
        if isinstance(stmt, k.Block):
            out.append(_hoist_barriers(stmt))
        elif isinstance(stmt, k.For):
            out.append(k.For(stmt.var, stmt.init, stmt.cond, stmt.step, _hoist_barriers(stmt.body)))
        elif isinstance(stmt, k.If):
            then = _hoist_barriers(stmt.then)
            orelse = _hoist_barriers(stmt.orelse) if stmt.orelse is not None else None
            inner = then.stmts
            if orelse is None and not _uses_thread_id(stmt.cond) and inner and (
                    isinstance(inner[0], k.Barrier) or isinstance(inner[-1], k.Barrier)):
                before = [inner[0]] if isinstance(inner[0], k.Barrier) else []
                rest = inner[len(before):]
                after = [rest[-1]] if rest and isinstance(rest[-1], k.Barrier) else []
                rest = rest[:len(rest) - len(after)]
                out.extend(before)
                if rest:
                    out.append(k.If(stmt.cond, k.Block(tuple(rest))))
                out.extend(after)
            else:
                out.append(k.If(stmt.cond, then, orelse))
        else:
            out.append(stmt)
    return k.Block(tuple(out))



def check_uniform_barriers(body: k.Block) -> None:
    """Raise :class:`UnsupportedInKernel` where a barrier of ``body`` is not
    reached by every work-item of a work-group alike: inside a condition or
    a loop whose bounds depend on the work-item's index (directly or
    through a variable or loop iterator computed from it), where OpenCL
    leaves the behaviour undefined and a CPU runtime would hang or skip it."""
    varying: set[str] = set()

    def depends(expr: k.Expr | None) -> bool:
        if expr is None:
            return False
        return any((isinstance(e, k.Special) and e.kind == "thread_id")
                   or (isinstance(e, k.Var) and e.name in varying) for e in walk_expr(expr))

    def visit(block: k.Block, divergent: bool) -> None:
        for stmt in block.stmts:
            if isinstance(stmt, k.Barrier):
                if divergent:
                    raise UnsupportedInKernel("a barrier would depend on the work-item")
            elif isinstance(stmt, k.Block):
                visit(stmt, divergent)
            elif isinstance(stmt, (k.Declare, k.Assign)):
                value = stmt.init if isinstance(stmt, k.Declare) else stmt.value
                if divergent or depends(value):
                    varying.add(stmt.var.name)
            elif isinstance(stmt, k.For):
                inner = divergent or depends(stmt.init) or depends(stmt.cond)
                if inner:
                    varying.add(stmt.var.name)
                visit(stmt.body, inner)
            elif isinstance(stmt, k.If):
                inner = divergent or depends(stmt.cond)
                visit(stmt.then, inner)
                if stmt.orelse is not None:
                    visit(stmt.orelse, inner)

    visit(body, False)


def _single_subscripts(body: k.Block, arrays: frozenset[str]) -> bool:
    """Whether each of ``arrays`` is loaded and stored in ``body`` through
    one subscript expression only."""
    subscripts: dict[str, set] = {}
    for stmt in walk_statements(body):
        if isinstance(stmt, k.Store) and stmt.array in arrays:
            subscripts.setdefault(stmt.array, set()).add(stmt.index)
        for expr in statement_expressions(stmt):
            for e in walk_expr(expr):
                if isinstance(e, k.Load) and e.array in arrays:
                    subscripts.setdefault(e.array, set()).add(e.index)
    return all(len(s) == 1 for s in subscripts.values())


def _read_arrays(scop, plan: KernelPlan) -> frozenset[str]:
    out = set()
    for s in plan.statements:
        for a in scop.statement_map[s].accesses:
            if a.is_read and not scop.array_map[a.array].is_scalar:
                out.add(a.array)
    return frozenset(out)


def _hw_param(ident: str, plan: KernelPlan) -> str:
    """isl names the hardware parameters after the mapped member; the kernel
    IR wants them per hardware dimension."""
    for d in range(plan.n_mapped):
        hw = plan.hardware_dim(d)
        if ident == f"__bid_m{d}":
            return bid(hw)
        if ident == f"__tid_m{d}":
            return tid(hw)
    return ident


def _context(mapped: MappedScop, plan: KernelPlan) -> isl.Set:
    scop = mapped.scop
    ctx = scop.context.intersect(scop.assumed)
    g = plan.n_mapped
    for d in range(g):
        ctx = ctx.intersect(isl.Set(
            f"[__bid_m{d}, __tid_m{d}] -> {{ : __bid_m{d} >= 0 and 0 <= __tid_m{d} < {plan.block_sizes[d]} }}"))
    if plan.n_host:
        hdom = plan.host_points()
        acc = None
        for s in sets_of(hdom):
            n = s.dim(isl.dim_type.set)
            nparam = s.dim(isl.dim_type.param)
            s = s.move_dims(isl.dim_type.param, nparam, isl.dim_type.set, 0, n)
            for j in range(n):
                s = s.set_dim_name(isl.dim_type.param, nparam + j, host_iter(j))
            acc = s.params() if acc is None else acc.union(s.params())
        if acc is not None:
            # A superset of the host loops' values, without their modulo
            # conditions and as one convex set: an assumption the AST
            # generator may use, so weaker is still right, and isl
            # simplifies every guard against the context. Exact, the
            # wavefront of fdtd-2d's time tiles (a union of five sets with
            # floors) took isl 8.4 s to generate one kernel's AST, 1.4 s so.
            ctx = ctx.intersect(isl.Set.from_basic_set(acc.remove_divs().simple_hull()))
    return ctx.coalesce()


def _grid(domain: isl.UnionSet, plan: KernelPlan) -> tuple[tuple[isl.PwAff, ...], tuple[isl.PwAff, ...]]:
    if plan.time_tiled:
        return _wavefront_grid(domain, plan)
    offsets, counts = [], []
    for d, member in enumerate(plan.band):
        image = domain.apply(isl.UnionMap.from_union_pw_aff(member))
        # Bounds of a superset without the existentials (modulo conditions)
        # are cheap and only add idle blocks, which the kernel's guards skip.
        s = isl.Set.from_union_set(image).remove_divs().coalesce()
        lo, hi = s.dim_min(0), s.dim_max(0)
        T = isl.Val.int_from_si(CTX, plan.tile_sizes[d])
        first = lo.scale_down_val(T).floor()
        last = hi.scale_down_val(T).floor()
        one = isl.PwAff.val_on_domain(last.domain(), isl.Val.one(CTX))
        count = last.sub(first).add(one)
        offsets.append(_total(first))
        counts.append(_total(count))
    return tuple(offsets), tuple(counts)


def _wavefront_grid(domain: isl.UnionSet, plan: KernelPlan) -> tuple[tuple[isl.PwAff, ...], tuple[isl.PwAff, ...]]:
    """A box holding the tiles of one wavefront of a kernel tiled in time
    (see :func:`_wavefront`); tiles outside the wavefront in it are idle."""
    from polyoff.gpu.time_tiling import wavefront_box

    h = host_iter(plan.n_host - 1)
    wave = isl.PwAff(f"[{h}] -> {{ [({h})] }}")
    offsets, counts = [], []
    for lo, hi in wavefront_box(domain, (plan.rest[0], *plan.band), (plan.time_steps, *plan.tile_sizes), wave):
        count = hi.sub(lo).add(isl.PwAff.val_on_domain(hi.domain(), isl.Val.one(CTX)))
        count = count.max(isl.PwAff.val_on_domain(count.domain(), isl.Val.zero(CTX)))
        offsets.append(_total(lo))
        counts.append(_total(count))
    return tuple(offsets), tuple(counts)


def _total(pa: isl.PwAff) -> isl.PwAff:
    """Extend ``pa`` with 0 where it is undefined (no instances)."""
    dom = pa.domain()
    rest = dom.complement()
    if rest.is_empty():
        return pa.coalesce()
    zero = isl.PwAff.val_on_domain(rest, isl.Val.zero(CTX))
    return pa.union_add(zero).coalesce()
