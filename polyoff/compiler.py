"""The pipeline, top to bottom: canonical module → Program.

``compile_module`` runs one stage after another — detection, the polyhedral
model, dependences, scheduling, mapping, kernel and host code generation,
the splice — and collects, per SCoP, what became which kernels or why it
stayed on the CPU. A SCoP that fails at any stage after detection is simply
not offloaded (its region runs as before); only bugs in polyoff propagate.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import islpy as isl
import llvmlite.binding as llvm
from llvmlite import ir
from polyoff_runtime.program import KernelModule, Program

from polyoff import cache
from polyoff.codegen.host import RUNTIME_NAMES, build_host_function, host_value_order
from polyoff.codegen.isl_ast import ConstantOutOfRange
from polyoff.codegen.kernel import (
    BuiltKernel,
    build_kernel,
    carries_float_registers,
    ordered_float_loops,
    sums_through_memory,
)
from polyoff.codegen.splice import SpliceSite, splice_module
from polyoff.codegen.statement import UnsupportedInKernel
from polyoff.codegen.targets import TARGET_NAMES, TargetError, get_target
from polyoff.errors import InputError, InternalError, SourceLocation, bug_reason, strict
from polyoff.gpu.expansion import expand_temporaries
from polyoff.gpu.mapping import MappedScop, MappingError, ScalarsAcrossKernels, map_scop
from polyoff.gpu.memory import plan_transfers
from polyoff.gpu.profitability import ALWAYS, Profitability, profitability_for
from polyoff.gpu.time_tiling import INTEL_SIZES
from polyoff.ir.reader import SourceModule, initialize_llvm, read_program, read_programs
from polyoff.ir.threads import thread_starts
from polyoff.options import Options
from polyoff.report import build_report
from polyoff.result import Compilation, FileResult, ScopResult
from polyoff.schedule.optimize import schedule_scop, sequential_depth
from polyoff.scop.budget import CompileBudgetExceeded, Deadline, isl_budget, quota_exhausted
from polyoff.scop.dependences import Dependences, compute_dependences
from polyoff.scop.detect import detect_module
from polyoff.scop.isl_expr import ParamRegistry
from polyoff.scop.scop import ModelFeatures, RejectReason, Scop

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DeviceSettings:
    """What compilation needs to know about the device (see
    :func:`device_settings`); the defaults suit no particular device."""

    max_block_threads: int = 1024
    #: the host JIT fuses ``llvm.fmuladd``, so kernels must too
    fuse_fmuladd: bool = False
    #: ... or only in these functions, compiled for a processor with FMA
    #: (``polyoff_runtime.fusing_functions``; compile_module finds them)
    fusing_functions: frozenset[str] = frozenset()
    #: the program's functions that start threads (`polyoff.ir.threads`;
    #: compile_module finds them): its host functions may run concurrently
    thread_starts: tuple[str, ...] = ()
    #: the device's compiler reassociates float reductions held in registers
    #: (Intel's CPU runtime), so keep them volatile
    volatile_accumulators: bool = False
    #: ... except that the kernels are OpenCL C: their float registers stay
    #: plain and the loops that carry them are neither vectorised nor
    #: interleaved (see compile_module)
    ordered_loops: bool = False
    #: a SPIR-V module (the target chosen by default) whose kernels keep
    #: float sums in registers is built as OpenCL C instead
    float_sums_in_c: bool = False
    #: when read-only buffers are marked ``noalias`` (see build_kernel)
    restrict_readonly: str = "always"
    #: the device's compiler vectorises loops across the dependences they
    #: carry through memory (Intel's CPU runtime), so such stores are volatile
    volatile_carried_stores: bool = False
    #: the device's compiler mis-builds a module with a loop whose start
    #: falls as a thread index grows (Intel's CPU runtime), so such starts
    #: are written max(start, bound) (see codegen.loop_starts)
    clamp_thread_loop_starts: bool = False
    local_memory_bytes: int = 48 * 1024
    cpu_device: bool = False
    #: keep the x thread index out of loop bounds (Intel's CPU runtime
    #: vectorises work-items along x; see codegen.kernel.Lane)
    uniform_lanes: bool = False
    #: on a CPU device, shared tiles for gathered reads only (else none)
    gather_tiles: bool = False
    #: tiles no larger than blocks where a thread would otherwise loop over
    #: a tile's rows and nothing else (see gpu.mapping.map_scop)
    one_point_per_thread: bool = False
    #: threads run their tile's x points as their innermost loop where loops
    #: run inside them (see gpu.mapping.map_scop)
    x_strips: bool = False
    #: tiles and blocks, one point per thread, for kernels of as many mapped
    #: members with no loop in their threads (see gpu.mapping.map_scop)
    row_blocks: tuple[int, ...] = ()
    #: blocks one wide on x for kernels sweeping along lines (see
    #: gpu.mapping.map_scop)
    line_threads: bool = False
    #: leading coincident band members mapped onto the grid (see map_scop)
    grid_dims: int = 2
    #: stencils of up to this many spatial dimensions tiled in time (see
    #: gpu.time_tiling) under --time-tile=auto; 0: none
    time_tile: int = 0
    #: default time tile sizes, (spatial dimensions, sizes) pairs (None:
    #: time_tiling.DEFAULT_SIZES)
    time_tile_sizes: tuple | None = None
    #: statements split into pieces where that frees loops (schedule.
    #: splitting) under --index-set-splitting=auto
    index_set_splitting: bool = True
    target_options: dict | None = None
    #: run-time thresholds for running a SCoP on the device
    profitability: Profitability = ALWAYS


def compile_module(source: SourceModule, options: Options, *, target: str | None,
                   settings: DeviceSettings = DeviceSettings()) -> Compilation:
    """Compile ``source`` for ``target`` (``None``: no offloading) on a
    device described by ``settings``."""
    initialize_llvm()
    t0 = time.perf_counter()
    if not settings.fuse_fmuladd:
        from polyoff_runtime import fusing_functions

        settings = dataclasses.replace(settings, fusing_functions=fusing_functions(source.text))
    settings = dataclasses.replace(settings, thread_starts=thread_starts(
        f.name for f in source.model.functions if f.is_declaration))
    features = ModelFeatures(inexact_math=options.fast_math, hoist_invariant_loads=True,
                             memory_intrinsics=True, pointer_differences=True)
    # A SCoP too large to compile (over its budget, or needing constants
    # beyond 64 bits, as the many statements of loops LLVM unrolled can)
    # is no SCoP: detection runs again without it, so that the SCoPs inside
    # it are tried (a few rounds at most).
    excluded: dict[str, dict[tuple[str, str], RejectReason]] = {}
    done: dict[tuple, ScopResult] = {}  # SCoPs compiled in an earlier round
    for _ in range(_SPLIT_ROUNDS):
        detections = tuple(detect_module(source.model, features=features,
                                         max_operations=options.isl_max_operations,
                                         input_loops=source.input_loops, excluded=excluded))
        t_detect = time.perf_counter()
        results, all_kernels = _compile_scops(detections, options, target, settings, done)
        too_large = [r for r in results if r.reason and r.reason.startswith(_TOO_LARGE)]
        if not too_large:
            break
        for r in too_large:
            fn = r.scop.function.name
            excluded.setdefault(fn, {})[(r.scop.entry, r.scop.exit)] = RejectReason(
                COMPILE_BUDGET, f"compiling it: {r.reason.removeprefix(COMPILE_BUDGET + ': ')}", fn,
                block=r.scop.entry, region=(r.scop.entry, r.scop.exit))
    t_map = time.perf_counter()

    kernel_module: KernelModule | None = None
    resources: dict = {}
    ordered = settings.ordered_loops
    if all_kernels and settings.float_sums_in_c and any(carries_float_registers(b.kernel.body) for b in all_kernels):
        target, ordered = "opencl_c", True
    elif all_kernels and settings.float_sums_in_c and any(sums_through_memory(b.kernel.body) for b in all_kernels):
        # SPIR-V keeps a sum through memory in order only by a volatile
        # store in every iteration, which Intel's CPU runtime runs up to 8x
        # slower (gemm at LARGE 550 ms, 65 ms before the store was made
        # volatile). Built again as OpenCL C with ordered loops, the sum is
        # a register of an ordered loop (private memory is on there): 81 ms;
        # 2mm 664 -> 75 ms, doitgen 200 -> 32 ms decorated. covariance, whose
        # volatile sum cost little, loses (0.33 -> 0.42 s).
        rebuilt = _kernels_again(results, options, dataclasses.replace(settings, ordered_loops=True,
                                                                       float_sums_in_c=False))
        if rebuilt is not None:
            results, all_kernels = rebuilt
            target, ordered = "opencl_c", True
    if all_kernels and ordered:
        results, all_kernels = _ordered_in_c(results)
    if all_kernels:
        try:
            kernel_module = get_target(target, **(settings.target_options or {})).build(
                [b.kernel for b in all_kernels], fast_math=options.fast_math)
            resources = _kernel_resources(kernel_module)
        except TargetError as exc:
            reason = f"{target} cannot compile the kernels: {exc.message}"
            log.warning("%s", reason)
            results = [ScopResult(r.scop, r.mapped, (), (), False, reason if r.offloaded else r.reason)
                       for r in results]
            all_kernels = []
    t_kernels = time.perf_counter()

    offloaded = [r for r in results if r.offloaded]
    if offloaded:
        host_ir, results = _host_program(source, results, settings.profitability, options)
        offloaded = [r for r in results if r.offloaded]
    if not offloaded:
        host_ir = source.text
        kernel_module = None
    t_host = time.perf_counter()
    timings = {
        "detect_s": t_detect - t0,
        "model_schedule_map_s": t_map - t_detect,
        "kernel_codegen_s": t_kernels - t_map,
        "host_codegen_s": t_host - t_kernels,
        "total_s": t_host - t0,
    }
    program = Program(host_ir=host_ir, kernels=kernel_module, report={})
    return Compilation(program, detections, tuple(results), target if offloaded else None, options, timings,
                       resources, settings.profitability)


def _ordered_in_c(results: list[ScopResult]) -> tuple[list[ScopResult], list[BuiltKernel]]:
    """``results`` with each kernel's volatile float registers plain and
    the loops that assign them ordered, as OpenCL C for Intel's CPU runtime
    has them: there a loop pragma keeps a sum in order where SPIR-V can
    only make its register volatile (symm 7.1 s -> 1.1-1.6 s). Modules
    without such registers stay SPIR-V, which runs covariance 20-25 % and
    2mm 5 % faster on that runtime than OpenCL C."""
    def ordered(b: BuiltKernel) -> BuiltKernel:
        return dataclasses.replace(b, kernel=dataclasses.replace(b.kernel, body=ordered_float_loops(b.kernel.body)))

    results = [dataclasses.replace(r, kernels=tuple(ordered(b) for b in r.kernels)) for r in results]
    return results, [b for r in results for b in r.kernels]


def _kernel_resources(module: KernelModule) -> dict:
    """Registers, spills and shared memory per NVPTX kernel from ``ptxas -v``
    (when installed); other targets report resources at run time."""
    if module.target != "nvptx":
        return {}
    from polyoff.codegen.targets.nvptx import (
        PtxasError,
        find_ptxas,
        ptxas_architectures,
        validate_ptx,
    )

    ptx = module.code.decode()
    arch = next((line.split()[1] for line in ptx.splitlines() if line.startswith(".target")), "sm_70")
    ptxas = find_ptxas()
    if ptxas is None:
        return {}
    supported = ptxas_architectures(ptxas)
    if supported and arch not in supported:
        arch = min((a for a in supported if a.startswith("sm_") and a[3:].isdigit()), key=lambda a: int(a[3:]))
    try:
        report = validate_ptx(ptx, arch)
    except PtxasError as exc:
        raise InternalError(f"ptxas rejected generated PTX: {exc}") from exc
    return {k.name: {"arch": arch, "registers": k.registers, "spill_stores": k.spill_stores,
                     "spill_loads": k.spill_loads, "shared_bytes": k.shared_bytes,
                     "stack_frame": k.stack_frame} for k in report.kernels}


def _compile_scops(detections, options: Options, target: str | None, settings: DeviceSettings,
                   done: dict[tuple, ScopResult]) -> tuple[list[ScopResult], list[BuiltKernel]]:
    """Compile every SCoP of ``detections`` (a bug keeps its SCoP on the
    CPU); the results and all kernels. ``done`` holds the results of earlier
    rounds by function, region, SCoP number and first kernel number (the
    same SCoP compiles to the same kernels) and gets this round's."""
    results: list[ScopResult] = []
    all_kernels: list[BuiltKernel] = []
    for det in detections:
        for scop in det.scops:
            if target is None:
                results.append(ScopResult(scop, None, (), (), False, "offloading is off (--gpu-runtime=none or no device)"))
                continue
            key = (scop.function.name, scop.entry, scop.exit, scop.index, len(all_kernels))
            if key in done:
                results.append(dataclasses.replace(done[key], scop=scop))
                all_kernels.extend(results[-1].kernels)
                continue
            try:
                results.append(_compile_scop(scop, options, len(all_kernels), settings))
            except Exception as exc:  # a bug: this SCoP stays on the CPU
                if strict():
                    raise
                log.warning("SCoP %s: %s", scop.name, exc)
                results.append(ScopResult(scop, None, (), (), False, bug_reason(exc)))
            done[key] = results[-1]
            all_kernels.extend(results[-1].kernels)
    return results, all_kernels


def _compile_scop(scop: Scop, options: Options, kernel_base: int, settings: DeviceSettings) -> ScopResult:
    deadline = Deadline(options.scop_time_limit)
    try:
        with isl_budget(options.isl_max_operations):
            return _compile_within_budget(scop, options, kernel_base, settings, deadline)
    except CompileBudgetExceeded as exc:
        if _time_tile(options, settings):
            # Time tiles cost isl more than a launch per step (the NumPy
            # form of fdtd-2d, whose sizes are seven parameters): map it
            # the usual way, within a budget of its own.
            log.info("SCoP %s: time tiles over the compile budget (%s); mapped without", scop.name, exc)
            result = _compile_scop(scop, options.replace(time_tile="off"), kernel_base, settings)
            if result.mapped is not None:
                note = f"not tiled in time: {COMPILE_BUDGET}: {exc}"
                result = dataclasses.replace(result, mapped=dataclasses.replace(
                    result.mapped, notes=(*result.mapped.notes, note)))
            return result
        log.info("SCoP %s not offloaded: %s", scop.name, exc)
        return ScopResult(scop, None, (), (), False, f"{COMPILE_BUDGET}: {exc}")


#: the reason's prefix for SCoPs over their compile budget
COMPILE_BUDGET = "compile-budget"

#: reasons of SCoPs whose inner SCoPs are tried instead (the message of
#: codegen.isl_ast.ConstantOutOfRange starts with the second)
_TOO_LARGE = (COMPILE_BUDGET, "the generated code needs the constant")

#: detection rounds at most (each without the SCoPs too large in the last)
_SPLIT_ROUNDS = 3


def _compile_within_budget(scop: Scop, options: Options, kernel_base: int, settings: DeviceSettings,
                           deadline: Deadline) -> ScopResult:
    try:
        try:
            deps = compute_dependences(scop)
        except isl.Error as exc:
            if quota_exhausted():
                raise
            # isl's own failure on a valid model (fuzz seed 11014 at zig
            # -O1: "affine expression involves some of the domain
            # dimensions" inside compute_flow): no dependences, no offload
            log.info("SCoP %s not offloaded: isl's dataflow analysis failed: %s", scop.name, exc)
            return ScopResult(scop, None, (), (), False, f"isl's dataflow analysis failed on it ({exc})")
        deadline.check("dependences")
        split = _auto(options.index_set_splitting, settings.index_set_splitting)
        schedule = schedule_scop(scop, deps, options, split=split)
        deadline.check("scheduling")
        scop, deps, schedule, expansions = _expand(scop, deps, schedule, options, split)
        deadline.check("array expansion")
        def mapping(schedule):
            return map_scop(scop, deps, schedule, options, max_block_threads=settings.max_block_threads,
                            grid_dims=settings.grid_dims, one_point_per_thread=settings.one_point_per_thread,
                            x_strips=_auto(options.x_strips, settings.x_strips), row_blocks=settings.row_blocks,
                            line_threads=_auto(options.line_threads, settings.line_threads),
                            time_tile=_time_tile(options, settings), time_tile_sizes=settings.time_tile_sizes)

        try:
            mapped = mapping(schedule)
        except ScalarsAcrossKernels:
            # The schedule passes a scalar from one kernel to another: keep
            # each scalar's live ranges in order and map again.
            mapped = mapping(schedule_scop(scop, deps, options, strict_scalars=True, split=split))
        deadline.check("mapping")
        if expansions:
            notes = [f"{e.array} expanded over {e.depth} outer loop(s) into {e.temporary} (one copy per "
                     f"iteration, so those loops run in parallel; the last copy is written back)"
                     for e in expansions]
            mapped = dataclasses.replace(mapped, expansions=expansions, notes=(*mapped.notes, *notes))
        registry = _registry(scop)
        host_value_order(scop, registry)
        if all(plan.is_sequential for plan in mapped.kernels):
            return ScopResult(scop, mapped, (), (), False,
                              "no parallel loop: it would run on a single device thread")
        kernels, transfers = _build_kernels(mapped, registry, options, settings, deadline)
        unsafe = [t.array.name for t in transfers if t.partial] if settings.thread_starts else []
        if unsafe:
            # The chunks of an OpenMP loop over columns: each thread's SCoP
            # writes its columns, but the range copied back spans the others'
            # (which a copy per array cannot leave out).
            return ScopResult(scop, mapped, (), (), False,
                              f"the program runs threads ({settings.thread_starts[0]}) and the range of "
                              f"{unsafe[0]} copied back holds elements the SCoP may not write, which "
                              "other threads may write meanwhile")
    except (MappingError, UnsupportedInKernel, ConstantOutOfRange, NotImplementedError) as exc:
        log.info("SCoP %s not offloaded: %s", scop.name, exc)
        return ScopResult(scop, None, (), (), False, str(exc))
    return ScopResult(scop, mapped, kernels, transfers, True, None, kernel_base, registry)


def _build_kernels(mapped: MappedScop, registry: ParamRegistry, options: Options, settings: DeviceSettings,
                   deadline: Deadline) -> tuple[tuple[BuiltKernel, ...], tuple]:
    """The kernels of a mapped SCoP and its arrays' transfers."""
    exact = settings.volatile_accumulators and not options.fast_math
    shared, private = _promotions(options, settings, exact and not settings.ordered_loops)
    # float registers end up plain: OpenCL C with ordered loops, chosen or switched to
    ordered_c = settings.ordered_loops or settings.float_sums_in_c
    kernels = []
    for plan in mapped.kernels:
        kernels.append(build_kernel(mapped, plan, registry,
                                    fuse_fmuladd=(settings.fuse_fmuladd or options.fast_math
                                                  or mapped.scop.function.name in settings.fusing_functions),
                                    volatile_accumulators=exact, shared_memory=shared,
                                    private_memory=private,
                                    local_memory_bytes=settings.local_memory_bytes,
                                    restrict_readonly=settings.restrict_readonly,
                                    uniform_lanes=_auto(options.uniform_lanes, settings.uniform_lanes),
                                    # volatile, a carried register costs what the load did
                                    # (adi on Intel's runtime, SPIR-V: 5.1 -> 6.2 s)
                                    carried_registers=_auto(options.carried_registers, not exact or ordered_c),
                                    volatile_carried_stores=settings.volatile_carried_stores,
                                    ordered_loops=settings.ordered_loops,
                                    clamp_thread_loop_starts=settings.clamp_thread_loop_starts,
                                    strip_vectors=options.strip_vectors != "off"))
        deadline.check(f"kernel {plan.name}")
    arrays = sorted(({a for b in kernels for a in b.arrays_read | b.arrays_written}
                     | {a for b in kernels for a in _kernel_arrays(b)}) - mapped.device_scalars)
    transfers = tuple(plan_transfers(mapped, arrays))
    deadline.check("transfer planning")
    return tuple(kernels), transfers


def _kernels_again(results: list[ScopResult], options: Options, settings: DeviceSettings
                   ) -> tuple[list[ScopResult], list[BuiltKernel]] | None:
    """``results`` with the kernels of every offloaded SCoP built again
    under ``settings`` from the SCoP's mapping, which does not depend on
    what ``settings`` changes (promotions, volatility); and all kernels. None
    where a SCoP's kernels cannot be built so: the module keeps the kernels
    it has."""
    out = []
    for r in results:
        if not r.kernels:
            out.append(r)
            continue
        try:
            with isl_budget(options.isl_max_operations):
                kernels, transfers = _build_kernels(r.mapped, r.registry, options, settings,
                                                    Deadline(options.scop_time_limit))
        except Exception as exc:  # a bug or a budget: keep the kernels built before
            if strict():
                raise
            log.warning("SCoP %s: building its kernels again failed (%s); kept as they were", r.scop.name, exc)
            return None
        out.append(dataclasses.replace(r, kernels=kernels, transfers=transfers))
    return out, [b for r in out for b in r.kernels]


def _expand(scop: Scop, deps: Dependences, schedule: isl.Schedule, options: Options, split: bool):
    """The SCoP with its temporaries expanded (gpu.expansion) when that
    leaves fewer sequential loops outside the parallel ones, else as it is:
    expansion costs memory traffic, so it must buy parallelism."""
    depth = sequential_depth(schedule)
    try:
        found = expand_temporaries(scop) if depth else None
    except isl.Error as exc:  # e.g. an unbounded extent: no expansion, no harm
        log.info("SCoP %s: no expansion (%s)", scop.name, exc)
        found = None
    if found is None:
        return scop, deps, schedule, ()
    expanded, expansions = found
    x_deps = compute_dependences(expanded)
    x_schedule = schedule_scop(expanded, x_deps, options, split=split)
    if sequential_depth(x_schedule) >= depth:
        log.info("SCoP %s: expanding %s gains no parallel loop", scop.name,
                 ", ".join(e.array for e in expansions))
        return scop, deps, schedule, ()
    return expanded, x_deps, x_schedule, expansions


def _promotions(options: Options, settings: DeviceSettings, volatile: bool) -> tuple[bool | str, bool]:
    """Which memory promotions to apply: the shared-memory policy of
    build_kernel (False, "reuse" or "gather") and whether to use registers.

    Measured at PolyBench LARGE on the CPU devices here: tiles of arrays
    the work-items read contiguously made gemm 2x (Intel) to 4x (pocl)
    slower, as the caches already hold them, while a tile laid out for
    contiguous reads where the work-items would otherwise gather (syrk's
    ``A[j][k]``, ``j`` on x) made syrk 2.5x faster on Intel (on pocl, whose
    barriers are costly, such tiles made atax and mvt 20x slower);
    registers made pocl's syrk and syr2k 2x faster, but on Intel's runtime
    registers are volatile in SPIR-V, so they cost instead (in OpenCL C they
    stay plain there, their loops ordered: syrk 1.5x, doitgen 1.3x faster
    with them, gemm, 2mm and trmm the same)."""
    auto: bool | str = "reuse"
    if settings.cpu_device:
        auto = "gather" if settings.gather_tiles else False
    shared: bool | str = {"on": "reuse", "off": False}.get(options.shared_memory, auto)
    private = _auto(options.private_memory, not volatile)
    return shared, private


def _auto(choice: str, default: bool) -> bool:
    """An ``on``/``off``/``auto`` option: ``auto`` takes the device's ``default``."""
    return choice == "on" or (choice == "auto" and default)


def _time_tile(options: Options, settings: DeviceSettings) -> int:
    """The most spatial dimensions of a stencil tiled in time (0: none)."""
    return {"on": 3, "off": 0}.get(options.time_tile, settings.time_tile)


def _kernel_arrays(b: BuiltKernel) -> set[str]:
    return {src.name for src in b.args if src.kind == "buffer"}


def _registry(scop: Scop) -> ParamRegistry:
    reg = ParamRegistry()
    for p in scop.params:
        key = "*".join(p.llvm_values)
        reg.by_llvm[key] = p.name
        reg.by_isl[p.name] = p.llvm_values
    return reg


def _host_program(source: SourceModule, results: list[ScopResult], profitability: Profitability,
                  options: Options) -> tuple[str, list[ScopResult]]:
    """The program with each offloaded SCoP replaced by a call of its host
    function, and the results again: a SCoP whose host function exceeds the
    compile budget or needs a constant beyond 64 bits stays on the CPU (its
    kernels go unused)."""
    model = source.model
    host = ir.Module(name="polyoff.host")
    if model.triple:
        host.triple = model.triple
    if model.datalayout:
        host.data_layout = model.datalayout
    sites = []
    kept = []
    for r in results:
        if r.offloaded:
            known = set(host.globals)
            try:
                with isl_budget(options.isl_max_operations):
                    fn = build_host_function(host, r.mapped, list(r.kernels), r.kernel_base, list(r.transfers),
                                             r.registry or _registry(r.scop), profitability=profitability,
                                             measured_placement=options.measured_placement)
                Deadline(options.scop_time_limit).check("host code")
            except (CompileBudgetExceeded, ConstantOutOfRange) as exc:
                log.info("SCoP %s not offloaded: %s", r.scop.name, exc)
                for name in set(host.globals) - known - RUNTIME_NAMES:
                    del host.globals[name]  # the unfinished host function
                reason = f"{COMPILE_BUDGET}: {exc}" if isinstance(exc, CompileBudgetExceeded) else str(exc)
                r = ScopResult(r.scop, r.mapped, (), (), False, reason)
            else:
                sites.append(SpliceSite(r.scop, fn.name, fn.arg_names, fn.arg_types, fn.done_name))
        kept.append(r)
    sites, kept = _available_arguments(sites, kept)
    if not sites:
        return source.text, kept
    for fn in host.functions:
        if fn.name.startswith(("__polyoff_scop_", "__polyoff_done_")):
            fn.linkage = ""  # external, so that the main module's declaration links to it
    spliced = splice_module(source.text, sites)
    try:
        main = llvm.parse_assembly(spliced)
        main.verify()
        host_ref = llvm.parse_assembly(str(host))
        host_ref.verify()
        main.link_in(host_ref)
        main.verify()
    except RuntimeError as exc:
        raise InternalError(f"generated host code does not verify: {exc}") from exc
    return str(main), kept


def _available_arguments(sites: list[SpliceSite], results: list[ScopResult]
                         ) -> tuple[list[SpliceSite], list[ScopResult]]:
    """The sites whose host function can be called, and the results again.
    A value computed inside an offloaded region exists after it only where
    the region hands it back; a host function that needs another one (its
    parameter is a value the other region computes, reached through a cast
    of a value that does leave) cannot be called: its SCoP stays on the CPU,
    round by round, as a SCoP left on the CPU computes its values again."""
    dropped: dict[int, str] = {}
    while True:
        inside: dict[str, int] = {}
        for site in sites:
            if site.scop.index in dropped:
                continue
            leaving = {a.value for a in site.scop.leaving}
            defs = site.scop.function.definitions
            for name, inst in defs.items():
                if inst.block in site.scop.blocks and name not in leaving:
                    inside[(site.scop.function.name, name)] = site.scop.index
        conflicts: list[tuple[int, str, int]] = []  # (consumer, value, provider)
        for site in sites:
            if site.scop.index in dropped:
                continue
            for arg in site.arg_names:
                owner = inside.get((site.scop.function.name, arg))
                if owner is not None and owner != site.scop.index:
                    conflicts.append((site.scop.index, arg, owner))
        if not conflicts:
            break
        blocked: dict[int, set[int]] = {}
        for consumer, _, provider in conflicts:
            blocked.setdefault(provider, set()).add(consumer)
        provider = max(blocked, key=lambda p: (len(blocked[p]), -p))
        if len(blocked[provider]) > 1:
            # Keeping this one on the CPU lets several others run.
            dropped[provider] = (f"SCoPs {', '.join(f'#{c}' for c in sorted(blocked[provider]))} "
                                 "need values it computes, which it would not hand back")
            log.info("SCoP #%d not offloaded: %s", provider, dropped[provider])
            continue
        consumer, arg, provider = conflicts[0]
        dropped[consumer] = (f"it needs %{arg}, which SCoP #{provider} computes on the device "
                             "and does not hand back")
        log.info("SCoP #%d not offloaded: %s", consumer, dropped[consumer])
    kept = [ScopResult(r.scop, r.mapped, (), (), False, dropped[r.scop.index]) if r.scop.index in dropped else r
            for r in results]
    return [s for s in sites if s.scop.index not in dropped], kept


# ---------------------------------------------------------------- whole files


def choose_device(options: Options):
    """The device and kernel target for ``options``, and a note explaining
    any fallback to the CPU."""
    from polyoff_runtime import default_target, select_device

    if options.gpu_runtime == "none":
        return None, None, "offloading is off (--gpu-runtime=none)"
    device = select_device(options.gpu_runtime, options.device)
    if device is None:
        which = ""
        if options.device:
            from polyoff_runtime import list_devices

            here = "; ".join(d.describe() for d in list_devices(options.gpu_runtime)) or "none"
            which = (f" matching {options.device!r} (devices here: {here}; selectors: pocl, intel, "
                     "nvidia, gpu, cpu, opencl:P:D, cuda:N or part of a device's name)")
        return None, None, f"no usable {options.gpu_runtime} device{which}; the program runs unmodified on the CPU"
    target = default_target(device) if options.target == "auto" else options.target.replace("-", "_")
    runnable = {"opencl": {"spirv", "opencl_c"} | ({"nvptx"} if device.is_nvidia else set()),
                "cuda": {"nvptx"}}.get(device.runtime, set())
    if target == "spirv" and not device.takes_spirv:
        return device, None, f"{device.describe()} does not take SPIR-V; the program runs on the CPU"
    if target not in runnable:
        return device, None, f"{target} kernels cannot run on {device.describe()}; the program runs on the CPU"
    return device, target, None


def compile_file(paths: str | os.PathLike | Sequence[str], options: Options, *, c_flags: tuple[str, ...] = (),
                 run: bool = True) -> FileResult:
    """Read ``paths`` (one input or several, linked; ``c_flags`` for the C
    compiler), compile (or fetch from the cache) and report. ``run=False``
    (``--no-run``): a module without ``main`` or for another architecture
    is compiled for its kernels and report."""
    single = isinstance(paths, (str, os.PathLike))
    source = read_programs([paths] if single else paths, c_flags=c_flags, runnable=run)
    path = source.path
    if run and source.model.function("main") is None:
        raise InputError("the program has no 'main' function to run (--no-run compiles it "
                         "without running)", SourceLocation(path))
    device, target, note = choose_device(options)
    notes = [*source.notes, *([note] if note else [])]
    device_name = device.describe() if device is not None else None
    key = None
    if options.cache:
        # The loops before the clean-up: the report names those it removed.
        loops = ";".join(f"{n.function}:{n.header}:{n.line}:{','.join(sorted(n.blocks))}"
                         for n in source.input_loops)
        key = cache.cache_key(source.text, loops, options.cache_token, target or "-",
                              device.spec + "|" + device.name + "|" + device.driver_version if device else "-",
                              "fma" if _host_fuses() else "nofma")
        cached = cache.load(key, cache.cache_dir(options.cache_dir))
        if cached is not None:
            report = dict(cached.report)
            # This run's notes (input, device choice), not the ones of the
            # run that filled the cache: the device named may differ.
            report["notes"] = [*notes, "compiled program taken from the cache"]
            return FileResult(cached, report, device if target else None, target, None, source)
    comp = compile_module(source, options, target=target, settings=device_settings(device, target, options))
    report = build_report(comp, source=path, device=device_name, notes=notes)
    program = Program(host_ir=comp.program.host_ir, kernels=comp.program.kernels, report=report)
    if key is not None:
        cache.store(key, cache.cache_dir(options.cache_dir), program)
    return FileResult(program, report, device if comp.target else None, comp.target, comp, source)


def device_settings(device, target: str | None, options: Options) -> DeviceSettings:
    """What compile_module needs to know about ``device`` (a polyoff_runtime
    DeviceInfo, or None)."""
    if device is None:
        return DeviceSettings(fuse_fmuladd=_host_fuses())
    # measured on Intel's CPU runtime only (not on an Intel GPU)
    intel_cpu = bool(device.is_intel) and device.device_type == "cpu"
    target_options = None
    if target == "nvptx" and device.compute_capability:
        major, minor = device.compute_capability[:2]
        target_options = {"arch": f"sm_{major}{minor}"}
    return DeviceSettings(
        max_block_threads=min(device.max_work_group_size, 1024),
        fuse_fmuladd=_host_fuses(),
        # Intel's CPU runtime reassociates float sums held in registers.
        volatile_accumulators=bool(device.is_intel),
        # OpenCL C can say "do not vectorise this loop" instead (cheaper).
        ordered_loops=bool(device.is_intel) and target == "opencl_c",
        float_sums_in_c=intel_cpu and target == "spirv" and options.target == "auto",
        # Intel's CPU compiler, seeing restrict read-only buffers, breaks
        # loop-carried dependences through the written ones (tests/e2e/
        # test_fuzz_offload.py, seed 1089).
        restrict_readonly="single-subscript" if device.is_intel else "always",
        # Intel's CPU compiler vectorises t[c+3-off] = t[c-off] + ... over c
        # (codegen.kernel._volatile_carried_stores).
        volatile_carried_stores=bool(device.is_intel),
        local_memory_bytes=min(device.local_mem_size or 48 * 1024, 48 * 1024),
        cpu_device=device.device_type == "cpu",
        # Intel's compiler vectorises work-items along x: lane-uniform loops
        # and tiles for gathered reads pay there (syrk 280 -> 37 ms at LARGE);
        # pocl's work-item loops gain nothing and pay for the guards and the
        # barriers (pocl atax 9 -> 165 ms with a tile), so not elsewhere.
        uniform_lanes=bool(device.is_intel),
        gather_tiles=bool(device.is_intel),
        # pocl vectorises work-item loops only around loops whose bounds
        # all work-items share (jacobi-2d LARGE 30 -> 1.7 s, loaded machine)
        one_point_per_thread=device.device_type == "cpu" and not device.is_intel,
        # ... and vectorises the loops inside a work-item, not work-items
        # that each run a loop: strips along x there (gemm LARGE, kernel
        # time 1.31 -> 0.31 s)
        x_strips=device.device_type == "cpu" and not device.is_intel,
        # Intel's runtime runs a work-group's rows one after the other: long
        # stretches of a row per group, not 32 points (heat-3d LARGE, its
        # kernels side by side: 1.50-1.76 -> 0.66-1.10 s per 100 time steps,
        # loaded machine; docs/architecture.md)
        row_blocks=(1, 4, 128) if intel_cpu else (),
        # Both CPU runtimes vectorise across work-items next to each other
        # on x: across lines a row apart, a sweep along them gathers and
        # scatters at every step (adi at LARGE, side by side: Intel's
        # runtime 1.3x, pocl 1.1-2.3x faster with one line per thread;
        # docs/architecture.md)
        line_threads=device.device_type == "cpu",
        # A third grid dimension puts a band's innermost parallel member on
        # x where Intel's compiler vectorises (LARGE, loaded machine: heat-3d
        # 14.9 -> 4.4 s, doitgen 479 -> 75-93 ms); pocl's work-item loops ran
        # both 3.5x and 1.8x slower with it, so not there.
        grid_dims=3 if device.is_intel else 2,
        # Time tiles (LARGE, side by side, 2-core machine at load 8-14):
        # Intel's runtime ran jacobi-2d 10.7-11.8 -> 4.5-5.3 s and fdtd-2d
        # faster, heat-3d slower (16-19 -> 23-39 s); pocl ran all of them
        # 2-9x slower (jacobi-2d 17-18 -> 34-37 s). On an NVIDIA H100 (CUDA,
        # LARGE, one run each, all exact) every stencil gained: jacobi-1d
        # 37.8 -> 1.1 ms, jacobi-2d 51 -> 18 ms, heat-3d 297 -> 139 ms,
        # fdtd-2d 319 -> 27 ms.
        time_tile=2 if device.is_intel else 3 if device.device_type == "gpu" and device.is_nvidia else 0,
        # 2-D stencils there in tiles of 16 time steps by 128x128 points
        # (fdtd-2d and jacobi-2d at LARGE, side by side: docs/architecture.md)
        time_tile_sizes=INTEL_SIZES if intel_cpu else None,
        # Intel's CPU compiler builds a module wrongly (another kernel of it
        # computes nothing, or the heap is corrupted) when a kernel's loop
        # starts at a value falling as a thread index grows, as statements
        # split by schedule.splitting have them (fuzz seed 11038).
        clamp_thread_loop_starts=intel_cpu,
        target_options=target_options,
        profitability=profitability_for(options, device.device_type),
    )


def _host_fuses() -> bool:
    from polyoff_runtime import host_fuses_fmuladd

    return host_fuses_fmuladd()


def emit_all_kernels(result: FileResult, directory, options: Options) -> None:
    """Write each kernel of ``result`` for every target into ``directory``."""
    comp = result.compilation
    if comp is None or comp.target is None:
        # From the cache, or not offloaded (no device): compile for the kernel IR.
        source = result.source or read_program(result.report["source"])
        comp = compile_module(source, options,
                              target=result.target or "opencl_c",
                              settings=DeviceSettings(fuse_fmuladd=_host_fuses()))
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    suffix = {"nvptx": ".ptx", "spirv": ".spv", "amdgpu": ".amdgpu.o", "opencl_c": ".cl"}
    for r in comp.results:
        for b in r.kernels:
            for name in TARGET_NAMES:
                try:
                    module = get_target(name).build([b.kernel], fast_math=options.fast_math)
                except TargetError as exc:
                    (directory / f"{b.plan.name}{suffix[name]}.error.txt").write_text(exc.message + "\n")
                    continue
                (directory / f"{b.plan.name}{suffix[name]}").write_bytes(module.code)
