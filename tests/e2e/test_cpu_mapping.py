"""The two mapping decisions made for CPU OpenCL devices, whose compilers
vectorise work-items along x: loops bounded independently of the x thread
(``uniform_lanes``), and shared tiles only for reads neighbouring work-items
would gather, laid out so that they read contiguously (PPCG's reference
groups, one tile per group). Checked on the generated kernel IR and by
running syrk and syr2k with every combination against the unmodified run.
"""

from __future__ import annotations

from functools import cache

import pytest

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.check import statement_expressions, walk_expr, walk_statements
from polyoff.codegen.targets.opencl_c import print_kernels
from polyoff.codegen.targets.strip_vectors import plan_vector_strip
from polyoff.compiler import DeviceSettings, compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

POLYBENCH = ROOT / "polybench"
CPU = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True)  # Intel's


@cache
def kernels_of(name: str, shared: str, lanes: str, settings: DeviceSettings = CPU):
    """The kernels of PolyBench ``name``'s kernel function."""
    source = read_program(POLYBENCH / f"{name}.c")
    options = Options(shared_memory=shared, uniform_lanes=lanes, private_memory="off")
    comp = compile_module(source, options, target="opencl_c", settings=settings)
    built = [b for r in comp.results for b in r.kernels if f"kernel_{name.replace('-', '_')}" in b.plan.name]
    assert built
    return built


def kernel_of(name: str, shared: str, lanes: str, settings: DeviceSettings = CPU):
    (built,) = kernels_of(name, shared, lanes, settings)
    return built


def lane_dependent_loops(kernel: K.Kernel) -> list[K.For]:
    """Loops whose bounds use the x thread index."""
    def uses_x(expr: K.Expr) -> bool:
        return any(isinstance(e, K.Special) and e.kind == "thread_id" and e.dim == 0 for e in walk_expr(expr))

    return [s for s in walk_statements(kernel.body) if isinstance(s, K.For) and (uses_x(s.init) or uses_x(s.cond))]


@pytest.mark.parametrize("name", ["syrk", "syr2k", "trmm", "lu", "gemm"])
def test_uniform_lanes_keep_the_x_thread_out_of_loop_bounds(name):
    for built in kernels_of(name, "off", "on"):
        assert lane_dependent_loops(built.kernel) == [], built.plan.name


def test_without_uniform_lanes_the_triangle_bounds_a_loop():
    # syrk's j <= i with j on x: the lower bound of the i loop per thread.
    assert lane_dependent_loops(kernel_of("syrk", "off", "off").kernel) != []


def test_cpu_tiles_only_gathered_reads_transposed():
    tiles = kernel_of("syrk", "auto", "on").shared
    # A[i][k] is the same element for all x threads (j): no tile. A[j][k]
    # differs by a row from one x thread to the next: a tile stored k-major,
    # so that neighbouring threads read neighbouring elements.
    assert [(t.array, t.sizes, t.order) for t in tiles] == [("A", (32, 32), (1, 0))]
    (ref,) = tiles[0].refs
    assert ref[0] == "S1"


def test_gpu_tiles_every_group_with_reuse():
    gpu = DeviceSettings(cpu_device=False)
    tiles = kernel_of("syrk", "on", "off", gpu).shared
    # Two groups: the rows of A the i tile reads and those the j tile reads;
    # one box for both would not have a constant size.
    assert sorted(t.name for t in tiles) == ["A_shared", "A_shared1"]
    assert sorted(t.order for t in tiles) == [(0, 1), (1, 0)]
    assert all(len(t.refs) == 1 for t in tiles)


def test_gemm_keeps_no_tiles_on_cpu():
    # B[k][j] is read contiguously along x, A[i][k] uniformly: caches do it.
    assert kernel_of("gemm", "auto", "on").shared == ()


@pytest.mark.parametrize("device,target", [("pocl", "opencl-c"), ("intel", "spirv")])
@pytest.mark.parametrize("name,sizes", [("syrk", ("37", "45")), ("syr2k", ("29", "40")), ("trmm", ("35", "41"))])
def test_results_unchanged_by_lanes_and_tiles(name, sizes, device, target):
    require_device(device)
    program = str(POLYBENCH / f"{name}.c")
    expected = run_unmodified(program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    for flags in (("--uniform-lanes=on",), ("--uniform-lanes=off",),
                  ("--uniform-lanes=on", "--shared-memory=on", "--private-memory=on"),
                  ("--uniform-lanes=off", "--shared-memory=on", "--private-memory=on")):
        proc = run_polyoff(f"--device={device}", f"--target={target}", "--no-cache", *flags, program, "--", *sizes)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == expected.stdout, (name, device, flags)


POCL = DeviceSettings(cpu_device=True, one_point_per_thread=True)


def test_pocl_threads_hold_one_point_where_no_loop_runs_in_them():
    # jacobi-2d: every loop is the host's t or mapped (i, j): tiles are the
    # blocks, so no thread loops over a tile's rows
    for built in kernels_of("jacobi-2d", "off", "off", POCL):
        assert built.plan.tile_sizes == built.plan.block_sizes == (8, 32), built.plan.name
        assert not [s for s in walk_statements(built.kernel.body) if isinstance(s, K.For)]
    # gemm's k loop runs in the thread anyway: the default tiles stay
    for built in kernels_of("gemm", "off", "off", POCL):
        assert built.plan.tile_sizes[:2] == (32, 32), built.plan.name
    # other devices keep the default tiles
    for built in kernels_of("jacobi-2d", "off", "off", CPU):
        assert built.plan.tile_sizes == (32, 32), built.plan.name


@pytest.mark.parametrize("name,sizes", [("jacobi-2d", ("3", "37")), ("fdtd-2d", ("3", "29", "41"))])
def test_pocl_one_point_per_thread_keeps_results(name, sizes):
    require_device("pocl")
    program = str(POLYBENCH / f"{name}.c")
    expected = run_unmodified(program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    proc = run_polyoff("--device=pocl", "--no-cache", "--report", program, "--", *sizes)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected.stdout
    assert "/ 8 + 1" in proc.stderr  # the grid counts 8-row tiles


STRIPS = DeviceSettings(cpu_device=True, one_point_per_thread=True, x_strips=True)  # pocl's


def _stores_in_innermost_loops(kernel: K.Kernel) -> list[tuple[K.For, K.Store]]:
    """(loop, store) for every store whose innermost enclosing loop has no loop inside."""
    found = []
    for loop in walk_statements(kernel.body):
        if isinstance(loop, K.For) and not any(isinstance(s, K.For) for s in walk_statements(loop.body)):
            found += [(loop, s) for s in walk_statements(loop.body) if isinstance(s, K.Store)]
    return found


def test_pocl_strips_run_the_tile_row_innermost_in_each_thread():
    # gemm's k loop runs in the thread: with strips, a thread (1 wide on x)
    # runs the 32 j points of its tile as the innermost loop, around every
    # store, and never reads the x thread index; no registers (they would
    # hold one element of the strip)
    (built,) = kernels_of("gemm", "off", "off", STRIPS)
    plan = built.plan
    assert plan.x_strip and plan.tile_sizes == (32, 32) and plan.block == (1, 8, 1)
    assert built.private == ()
    thread_x = [e for s in walk_statements(built.kernel.body) for x in statement_expressions(s)
                for e in walk_expr(x) if isinstance(e, K.Special) and e.kind == "thread_id" and e.dim == 0]
    assert thread_x == []
    stores = _stores_in_innermost_loops(built.kernel)
    assert len(stores) == 2  # C *= beta, C += alpha * A * B
    for loop, store in stores:
        assert store.array == "C"
        assert loop.var in walk_expr(store.index) and loop.step == 1 and loop.strip
    # the k loop around the second strip: C's strip in vector registers
    (k_loop,) = [s for s in walk_statements(built.kernel.body) if isinstance(s, K.For)
                 and plan_vector_strip(s) is not None]
    assert plan_vector_strip(k_loop).registers[0][0] == "C"
    assert print_kernels([built.kernel]).count("vstore8(vec_C_") == 4
    # without strips: 32 x 8 blocks, each thread one column, k innermost
    (plain,) = kernels_of("gemm", "off", "off", POCL)
    assert not plain.plan.x_strip and plain.plan.block == (32, 8, 1)
    # a kernel with no loop in its threads keeps one point per thread
    assert not any(b.plan.x_strip for b in kernels_of("jacobi-2d", "off", "off", STRIPS))
    # heat-3d's k loop runs in the thread along A[i][j][k]'s rows, while j
    # (on x) indexes its middle dimension: a strip would step over rows
    assert not any(b.plan.x_strip for b in kernels_of("heat-3d", "off", "off", STRIPS))
    # covariance's symmetric store cov[j][i] (S6) runs after the k loop, in
    # no loop of the thread: the product's kernel is a strip all the same
    assert [b.plan.statements for b in kernels_of("covariance", "off", "off", STRIPS) if b.plan.x_strip] \
        == [("S5", "S6")]


def test_strips_not_where_sizes_are_chosen():
    source = read_program(POLYBENCH / "gemm.c")
    for options in (Options(block_sizes=(16, 16, 1)), Options(tile_sizes=(16,)),
                    Options(sizes="{ kernel[i] -> block[16,16] }")):
        comp = compile_module(source, options, target="opencl_c", settings=STRIPS)
        assert not any(b.plan.x_strip for r in comp.results for b in r.kernels), options


@pytest.mark.parametrize("device,target", [("pocl", "opencl-c"), ("intel", "spirv")])
@pytest.mark.parametrize("name,sizes", [("gemm", ("37", "45", "29")), ("2mm", ("33", "41", "27", "35")),
                                        ("covariance", ("45", "37")), ("correlation", ("45", "37")),
                                        ("doitgen", ("5", "37", "41")), ("heat-3d", ("3", "37"))])
def test_strips_keep_results(name, sizes, device, target):
    # sizes that leave partial tiles on both mapped members
    require_device(device)
    program = str(POLYBENCH / f"{name}.c")
    expected = run_unmodified(program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    # Where strips apply: doitgen's q (x on pocl) indexes the middle of
    # A[r][q][s], its p (x on Intel's runtime, which maps three loops) the
    # last; heat-3d's j indexes the middle of A[i][j][k] on pocl, and on
    # Intel's runtime no loop runs in its threads
    stripped = name not in ("heat-3d", "doitgen") or (name, device) == ("doitgen", "intel")
    for strips, vectors in (("on", "on"), ("on", "off"), ("off", "on")):
        proc = run_polyoff(f"--device={device}", f"--target={target}", "--no-cache", "--report",
                           f"--x-strips={strips}", f"--strip-vectors={vectors}", program, "--", *sizes)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == expected.stdout, (name, device, strips, vectors)
        assert ("strip of 32 along x" in proc.stderr) == (stripped and strips == "on"), proc.stderr


INTEL = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True, grid_dims=3,
                       row_blocks=(1, 4, 128))  # Intel's


def test_intel_row_blocks_where_no_loop_runs_in_threads():
    # heat-3d's two sweeps map i, j, k with no loop left in the thread: one
    # point per thread, blocks of 4 rows of 128 points along k (x)
    built = kernels_of("heat-3d", "off", "on", INTEL)
    assert len(built) == 2
    for b in built:
        assert b.plan.tile_sizes == b.plan.block_sizes == (1, 4, 128), b.plan.name
        assert b.plan.block == (128, 4, 1)
        assert not [s for s in walk_statements(b.kernel.body) if isinstance(s, K.For)]
    # without row blocks: the default 32-point tiles, threads loop over them
    plain = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True, grid_dims=3)
    for b in kernels_of("heat-3d", "off", "on", plain):
        assert b.plan.tile_sizes == (32, 32, 32), b.plan.name
    # doitgen's sum over s runs in the thread: not a row block; its copy of
    # the sums back into A (no loop in the thread) is one
    shapes = {b.plan.tile_sizes for b in kernels_of("doitgen", "off", "on", INTEL)}
    assert (1, 4, 128) in shapes and len(shapes) == 2


def test_row_blocks_not_where_sizes_are_chosen():
    source = read_program(POLYBENCH / "heat-3d.c")
    for options in (Options(block_sizes=(16, 16, 1)), Options(tile_sizes=(16,)),
                    Options(sizes="{ kernel[i] -> block[16,16,1] }")):
        comp = compile_module(source, options, target="opencl_c", settings=INTEL)
        plans = [b.plan for r in comp.results for b in r.kernels if "heat_3d" in b.plan.name]
        assert plans and not any(p.tile_sizes == (1, 4, 128) for p in plans), options


@pytest.mark.parametrize("device,target,flags", [
    ("intel", "spirv", ()),  # the default there
    ("intel", "opencl-c", ()),
    # the same shape asked for on pocl
    ("pocl", "opencl-c", ("--tile-sizes=1,4,128", "--block-sizes=128,4,1")),
])
@pytest.mark.parametrize("sizes", [("3", "37"), ("2", "131")])
def test_row_blocks_keep_results(device, target, flags, sizes):
    # 37: one partial block on x and y; 131: two blocks on x, the second
    # one 1 point wide
    require_device(device)
    program = str(POLYBENCH / "heat-3d.c")
    expected = run_unmodified(program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    # (compiled through the session's cache: the other size reuses it)
    proc = run_polyoff(f"--device={device}", f"--target={target}", "--always-offload",
                       "--time-tile=off", "--report", *flags, program, "--", *sizes)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected.stdout, (device, flags)
    assert "offloaded" in proc.stderr or "kernel" in proc.stderr, proc.stderr


def test_lu_update_maps_rows_and_columns():
    # lu's right-looking schedule: the column's division (S1) apart from the
    # update (S0, S2), which then maps rows and columns (columns on x,
    # contiguous) instead of rows alone with each work-item running its row
    settings = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True, grid_dims=3,
                              volatile_carried_stores=True)
    built = kernels_of("lu", "off", "on", settings)
    mapped = {s: b.plan.n_mapped for b in built for s in b.plan.statements}
    assert mapped == {"S0": 2, "S1": 1, "S2": 2}, mapped


def test_rows_on_x_stay_fused():
    # gramschmidt's column dot products and update: j on x runs along rows
    # (the sum in a register), so the fused kernel stays although the
    # update alone would map two members (slower split, see
    # docs/architecture.md)
    built = kernels_of("gramschmidt", "off", "on", INTEL)
    statements = {b.plan.statements for b in built}
    assert ("S7", "S8") in statements, statements


def test_loops_over_a_threads_points_store_plainly():
    # lu's update on Intel's CPU runtime: each thread loops over its tile's
    # rows, a parallel member, so no store there is volatile (only a loop
    # that may carry a dependence makes it so, test_odd_programs'
    # carried recurrences)
    settings = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True, grid_dims=3,
                              volatile_carried_stores=True)
    built = kernels_of("lu", "off", "on", settings)
    assert any(isinstance(s, K.For) for b in built for s in walk_statements(b.kernel.body))
    for b in built:
        stores = [s for s in walk_statements(b.kernel.body) if isinstance(s, K.Store)]
        assert stores and not any(s.volatile for s in stores), b.plan.name


@pytest.mark.parametrize("device,target", [("pocl", "opencl-c"), ("intel", "spirv"), ("intel", "opencl-c")])
@pytest.mark.parametrize("name,sizes", [("lu", ("37",)), ("lu", ("70",)), ("symm", ("37", "45")),
                                        ("cholesky", ("41",))])
def test_solvers_keep_results(name, sizes, device, target):
    # sizes: partial tiles in both mapped members, several tiles of the
    # shrinking update
    require_device(device)
    program = str(POLYBENCH / f"{name}.c")
    expected = run_unmodified(program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    # (compiled through the session's cache: lu's other size reuses it)
    proc = run_polyoff(f"--device={device}", f"--target={target}", "--always-offload", "--report",
                       program, "--", *sizes)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected.stdout, (name, device, target)
    assert "launch(es)" in proc.stderr, proc.stderr


@pytest.mark.parametrize("ordered", [False, True])
def test_float_sums_stay_in_order_on_intel(ordered):
    # symm's temp2 sum is a float register carried across k. For Intel's
    # runtime, which reassociates such sums, it is volatile in SPIR-V; in
    # OpenCL C it stays a plain register and the loops that assign it are
    # ordered (a loop pragma), the cheaper guard (symm 7.1 s -> 1.1-1.6 s).
    settings = DeviceSettings(cpu_device=True, volatile_accumulators=True, ordered_loops=ordered)
    built = kernels_of("symm", "off", "off", settings)
    # the registers a thread keeps across statements: declared first
    floats = {s.var.name for b in built for s in b.kernel.body.stmts
              if isinstance(s, K.Declare) and s.var.type == "f64"}
    assert floats
    assigned_in = [s for b in built for s in walk_statements(b.kernel.body) if isinstance(s, K.For)
                   and any(isinstance(a, K.Assign) and a.var.name in floats for a in walk_statements(s.body))]
    assert assigned_in
    declares = [s for b in built for s in walk_statements(b.kernel.body)
                if isinstance(s, K.Declare) and s.var.name in floats]
    assert all(d.volatile != ordered for d in declares)
    assert all(loop.ordered == ordered for loop in assigned_in)
    if ordered:
        from polyoff.codegen.targets import get_target

        code = get_target("opencl_c").build([b.kernel for b in built]).code.decode()
        assert "#pragma clang loop vectorize(disable) interleave(disable)" in code
        assert "volatile double" not in code


@pytest.mark.parametrize("name,sizes,target", [("symm", ("37", "45"), "opencl_c"),
                                                ("gemm", ("37", "45", "29"), "opencl_c"),
                                                ("jacobi-2d", ("5", "30"), "spirv")])
def test_intel_builds_float_sums_as_opencl_c(name, sizes, target):
    # By default Intel's runtime gets SPIR-V, except a module whose kernels
    # keep float sums in registers (symm's temp2) or add into an element
    # through memory in SPIR-V (gemm, whose registers are off there): OpenCL
    # C, whose loop pragma keeps them in order without volatile registers
    # or stores (a volatile store in each step: gemm at LARGE 550 ms against
    # 81 ms). A stencil has no sum and stays SPIR-V.
    require_device("intel")
    program = str(POLYBENCH / f"{name}.c")
    expected = run_unmodified(program, "--", *sizes)
    proc = run_polyoff("--device=intel", "--always-offload", "--report", program, "--", *sizes)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected.stdout, name
    assert f"target {target} on" in proc.stderr, proc.stderr


def test_sums_through_memory_rebuild_as_opencl_c_and_keep_spirv_when_it_fails(monkeypatch):
    # Intel's runtime by default (SPIR-V chosen, float sums moved to OpenCL
    # C): gemm's sum through memory makes the module OpenCL C, its kernels
    # rebuilt from the same mapping with the sum in a register of an ordered
    # loop. A rebuild that fails leaves the SPIR-V kernels as they were
    # (their volatile stores keep the sum in order).
    import polyoff.compiler as compiler

    intel = DeviceSettings(cpu_device=True, volatile_accumulators=True, volatile_carried_stores=True,
                           float_sums_in_c=True)
    source = read_program(POLYBENCH / "gemm.c")
    comp = compile_module(source, Options(), target="spirv", settings=intel)
    assert comp.target == "opencl_c"
    (gemm,) = [b for r in comp.results for b in r.kernels if "kernel_gemm" in b.plan.name]
    assert any(isinstance(s, K.For) and s.ordered for s in walk_statements(gemm.kernel.body))
    assert not compiler.sums_through_memory(gemm.kernel.body)

    monkeypatch.setenv("POLYOFF_STRICT", "0")
    calls = []
    real = compiler._build_kernels

    def second_fails(*args, **kwargs):
        calls.append(1)
        if len(calls) > 2:  # the SCoPs' first builds pass, the rebuild does not
            raise RuntimeError("injected")
        return real(*args, **kwargs)

    monkeypatch.setattr(compiler, "_build_kernels", second_fails)
    comp = compile_module(read_program(POLYBENCH / "gemm.c"), Options(), target="spirv", settings=intel)
    assert comp.target == "spirv" and len(calls) == 3
    (gemm,) = [b for r in comp.results for b in r.kernels if "kernel_gemm" in b.plan.name]
    assert compiler.sums_through_memory(gemm.kernel.body)
    assert any(isinstance(s, K.Store) and s.volatile for s in walk_statements(gemm.kernel.body))
