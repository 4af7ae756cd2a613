"""Kernel builder: a :class:`~polyoff.gpu.mapping.KernelPlan` → kernel IR.

For each kernel the instance schedule (mapped band members, then what runs
inside a thread) is tiled and fixed to the hardware indices in isl, PPCG's
way: tile coordinate ``t = floor(b / T)`` equals block id plus the first
tile's index (a kernel argument), point coordinate ``p = b - T t`` is
congruent to the thread id modulo the block size, so isl's AST generator
emits the per-thread loops, strides and boundary guards itself. The host
iterators the kernel sits in are parameters too. Statement bodies come from
`codegen.statement`. The result is a :class:`BuiltKernel`: the kernel IR,
what each argument is (for the host code), and the grid as isl expressions.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.isl_ast import ast_to_block
from polyoff.codegen.statement import I64, KernelSymbols, StatementGenerator
from polyoff.gpu.mapping import KernelPlan, MappedScop
from polyoff.ir.affine import AffineAnalysis
from polyoff.ir.cfg import CFG
from polyoff.scop.isl_expr import CTX, ParamRegistry, maps_of, sets_of


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


def build_kernel(mapped: MappedScop, plan: KernelPlan, registry: ParamRegistry, *,
                 fuse_fmuladd: bool, volatile_accumulators: bool = False) -> BuiltKernel:
    """Kernel IR, arguments and grid of one kernel.

    ``volatile_accumulators`` makes floating-point scalars kept in registers
    across statements volatile, for device compilers that would otherwise
    reassociate the reductions they carry (Intel's CPU runtime).
    """
    scop = mapped.scop
    g = plan.n_mapped
    domain = plan.domain
    # Instances of this kernel for one value of the host iterators.
    if plan.n_host:
        hnames = [host_iter(j) for j in range(plan.n_host)]
        eqs = " and ".join(f"x{j} = {h}" for j, h in enumerate(hnames))
        hset = isl.UnionSet(f"[{', '.join(hnames)}] -> {{ [{', '.join(f'x{j}' for j in range(plan.n_host))}] : {eqs} }}")
        domain = plan.prefix.intersect_range(hset).domain()

    band_map = _flat(domain, plan.band)
    sched = band_map.flat_range_product(plan.inner.intersect_domain(domain))
    if g:
        sched = _apply_tiling(sched, plan)
    sched = sched.intersect_domain(domain)

    context = _context(mapped, plan)
    build = isl.AstBuild.from_context(context)
    counters_of: dict[str, list] = {}
    n_user = [0]

    def at_domain(node: isl.AstNode, build: isl.AstBuild) -> isl.AstNode:
        schedule = build.get_schedule()
        iterator_map = isl.PwMultiAff.from_map(isl.Map.from_union_map(schedule.reverse()))
        name = iterator_map.get_tuple_name(isl.dim_type.out)
        exprs = [build.expr_from_pw_aff(iterator_map.get_pw_aff(d))
                 for d in range(iterator_map.dim(isl.dim_type.out))]
        key = f"stmt{n_user[0]}"
        n_user[0] += 1
        counters_of[key] = [name, exprs]
        return node.set_annotation(isl.Id(key))

    build, _keepalive = build.set_at_each_domain(at_domain)
    ast = build.node_from_schedule_map(sched)
    del _keepalive

    fn = scop.function
    analysis = AffineAnalysis(fn, CFG(fn), scop.blocks, {h: lp for h, lp in CFG(fn).loops.items() if h in scop.blocks})
    used_params: dict[str, k.Expr] = {}

    def isl_param(name: str) -> k.Expr:
        for d in range(3):
            if name == bid(d):
                return k.Special("block_id", d)
            if name == tid(d):
                return k.Special("thread_id", d)
        var = k.Var(name if not name.startswith("__") else name[2:], I64)
        used_params[name] = var
        return var

    symbols = KernelSymbols(registry, isl_param, dict(scop.array_map),
                            device_scalars=mapped.device_scalars)
    gen = StatementGenerator(scop, analysis, symbols, fuse_fmuladd)

    def resolve(ident: str) -> k.Expr:
        return isl_param(_hw_param(ident, plan))

    def user(node: isl.AstNode, resolve_in) -> list:
        key = node.get_annotation().get_name()
        sname, exprs = counters_of[key]
        from polyoff.codegen.isl_ast import ast_expr

        counters = [ast_expr(e, resolve_in) for e in exprs]
        stmt = scop.statement_map[sname]
        body = gen.generate(stmt, counters)
        return [k.Comment(f"{sname} (block {stmt.block}{', line ' + str(stmt.line) if stmt.line else ''})"),
                k.Block(tuple(body))]

    body = ast_to_block(ast, resolve, user)
    decls = tuple(k.Declare(v, volatile=volatile_accumulators and v.type in ("f32", "f64"))
                  for v in symbols.private_scalars.values())
    body = k.Block(decls + body.stmts)

    params: list = []
    args: list[ArgSource] = []
    arrays_written = frozenset(a for a, w in symbols.arrays_used.items() if w)
    arrays_read = frozenset(symbols.arrays_used) - arrays_written | _read_arrays(scop, plan)
    for aname in sorted(symbols.arrays_used):
        arr = scop.array_map[aname]
        from polyoff.codegen.statement import kernel_type

        params.append(k.ArrayParam(aname, kernel_type(arr.element_type), readonly=aname not in arrays_written))
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

    kernel = k.Kernel(plan.name, tuple(params), body, plan.block if g else (1, 1, 1))
    offsets, counts = _grid(domain, plan)
    return BuiltKernel(plan, kernel, tuple(args), offsets, counts, arrays_written, arrays_read)


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


def _flat(domain: isl.UnionSet, members) -> isl.UnionMap:
    result = isl.UnionMap.from_domain_and_range(domain, isl.UnionSet(isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0))))
    for m in members:
        result = result.flat_range_product(isl.UnionMap.from_union_pw_aff(m).intersect_domain(domain))
    return result


def _apply_tiling(sched: isl.UnionMap, plan: KernelPlan) -> isl.UnionMap:
    """[b0..b_{g-1}, r...] -> [t0.., p0.., r...] with t fixed to the block and
    p congruent to the thread, per range space of ``sched``."""
    g = plan.n_mapped
    result = None
    for m in maps_of(sched):
        n_out = m.dim(isl.dim_type.out)
        rest = [f"r{j}" for j in range(n_out - g)]
        b = [f"b{d}" for d in range(g)]
        t = [f"t{d}" for d in range(g)]
        p = [f"p{d}" for d in range(g)]
        params = [f"__toff{d}" for d in range(g)] + [f"__bid_m{d}" for d in range(g)] + [f"__tid_m{d}" for d in range(g)]
        cons = []
        for d in range(g):
            T, B = plan.tile_sizes[d], plan.block_sizes[d]
            cons.append(f"t{d} = __bid_m{d} + __toff{d}")
            cons.append(f"b{d} = {T}t{d} + p{d}")
            cons.append(f"0 <= p{d} < {T}")
            if B == T:
                cons.append(f"p{d} = __tid_m{d}")
            else:
                cons.append(f"exists (e{d}: p{d} = {B}e{d} + __tid_m{d})")
        text = (f"[{', '.join(params)}] -> {{ [{', '.join(b + rest)}] -> [{', '.join(t + p + rest)}] : "
                + " and ".join(cons) + " }")
        tm = isl.Map(text)
        part = isl.UnionMap.from_map(m).apply_range(isl.UnionMap.from_map(tm))
        result = part if result is None else result.union(part)
    return result


def _context(mapped: MappedScop, plan: KernelPlan) -> isl.Set:
    scop = mapped.scop
    ctx = scop.context.intersect(scop.assumed)
    g = plan.n_mapped
    for d in range(g):
        ctx = ctx.intersect(isl.Set(
            f"[__bid_m{d}, __tid_m{d}] -> {{ : __bid_m{d} >= 0 and 0 <= __tid_m{d} < {plan.block_sizes[d]} }}"))
    if plan.n_host:
        hdom = plan.prefix.range()
        acc = None
        for s in sets_of(hdom):
            n = s.dim(isl.dim_type.set)
            nparam = s.dim(isl.dim_type.param)
            s = s.move_dims(isl.dim_type.param, nparam, isl.dim_type.set, 0, n)
            for j in range(n):
                s = s.set_dim_name(isl.dim_type.param, nparam + j, host_iter(j))
            acc = s.params() if acc is None else acc.union(s.params())
        if acc is not None:
            ctx = ctx.intersect(acc)
    return ctx.coalesce()


def _grid(domain: isl.UnionSet, plan: KernelPlan) -> tuple[tuple[isl.PwAff, ...], tuple[isl.PwAff, ...]]:
    offsets, counts = [], []
    for d, member in enumerate(plan.band):
        image = domain.apply(isl.UnionMap.from_union_pw_aff(member))
        s = isl.Set.from_union_set(image)
        lo, hi = s.dim_min(0), s.dim_max(0)
        T = isl.Val.int_from_si(CTX, plan.tile_sizes[d])
        first = lo.scale_down_val(T).floor()
        last = hi.scale_down_val(T).floor()
        one = isl.PwAff.val_on_domain(last.domain(), isl.Val.one(CTX))
        count = last.sub(first).add(one)
        offsets.append(_total(first))
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
