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
from polyoff.codegen.targets.check import walk_expr, walk_statements
from polyoff.compiler import DeviceSettings, compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from tests.conftest import ROOT, require_device, run_polyoff

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
    expected = run_polyoff("--gpu-runtime=none", program, "--", *sizes)
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
    expected = run_polyoff("--gpu-runtime=none", program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    proc = run_polyoff("--device=pocl", "--no-cache", "--report", program, "--", *sizes)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected.stdout
    assert "/ 8 + 1" in proc.stderr  # the grid counts 8-row tiles
