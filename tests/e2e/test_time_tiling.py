"""Stencils tiled in time (``--time-tile=on``, polyoff.gpu.time_tiling).

End to end: the PolyBench stencils, offloaded with time tiles on pocl
(OpenCL C) and Intel's CPU runtime (SPIR-V), print every element of their
result arrays (``POLYBENCH_DUMP=1``) exactly as the unmodified program
does, at sizes where the tiles are partial, with fewer time steps than a
time tile and with several time tiles; the report must say the kernel was
tiled in time and show its launches.

Mapping level: the legality check refuses a tiling that breaks a
dependence (no skew), stencils whose time steps are not parallel
(seidel-2d) or cannot be skewed are mapped the usual way, barriers are
reached uniformly, and the time-tiled kernels build for every target.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.kernel import check_uniform_barriers
from polyoff.codegen.statement import UnsupportedInKernel
from polyoff.codegen.targets import get_target
from polyoff.codegen.targets.check import walk_statements
from polyoff.compiler import DeviceSettings, compile_module
from polyoff.gpu import time_tiling
from polyoff.gpu.time_tiling import (
    DEFAULT_SIZES,
    INTEL_SIZES,
    NotAStencil,
    TimeTilingRefused,
    check_time_tiling,
    time_tile,
)
from polyoff.ir.reader import read_program
from polyoff.options import Options
from polyoff.scop.dependences import compute_dependences
from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

POLYBENCH = ROOT / "polybench"
DEVICES = {"pocl": "opencl-c", "intel": "spirv"}

#: kernel -> runs: (sizes, time tile sizes or None for the defaults). The
#: sizes are no multiples of the tiles; the first run of each has fewer
#: time steps than one time tile (the defaults), the second several time
#: tiles and several partial tiles per spatial dimension.
CASES = {
    "jacobi-1d": [(("13", "70"), None), (("37", "101"), "5,16")],
    "jacobi-2d": [(("5", "41"), None), (("19", "37"), "3,8,16"),
                  # Intel's defaults (INTEL_SIZES), several partial tiles
                  (("19", "150"), "16,128,128")],
    "heat-3d": [(("3", "13"), None), (("9", "15"), "2,4,4,8")],
    "fdtd-2d": [(("6", "21", "35"), None), (("11", "19", "29"), "3,8,16"),
                (("19", "70", "135"), "16,128,128")],
}


def _run(name: str, sizes, *flags: str):
    env = {"POLYBENCH_DUMP": "1"}
    return run_polyoff(*flags, "-DMINI_DATASET", str(POLYBENCH / f"{name}.c"), "--", *sizes, env=env)


@cache
def _reference(name: str, sizes: tuple[str, ...]) -> str:
    proc = run_unmodified("-DMINI_DATASET", str(POLYBENCH / f"{name}.c"), "--", *sizes, env={"POLYBENCH_DUMP": "1"})
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("device", sorted(DEVICES))
@pytest.mark.parametrize("name", sorted(CASES))
def test_time_tiled_stencil_matches_unmodified(name, device, tmp_path):
    require_device(device)
    for k, (sizes, tile_sizes) in enumerate(CASES[name]):
        report_file = tmp_path / f"report{k}.json"
        flags = [f"--device={device}", f"--target={DEVICES[device]}", "--time-tile=on", "--report=json",
                 f"--report-file={report_file}"]
        if tile_sizes:
            flags.append(f"--time-tile-sizes={tile_sizes}")
        proc = _run(name, sizes, *flags)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == _reference(name, sizes), f"{name} {sizes} {tile_sizes} on {device}"
        report = json.loads(report_file.read_text())
        text = json.dumps(report)
        assert "tiled in time" in text, f"{name} was not tiled in time"
        run = report["run"]
        assert run is not None and run["status"] == "ready", run
        assert run["launches"] > 0 and run["failures"] == 0
        kernel_scops = [s for s in run["scops"] if s["offloaded"] > 0]
        assert kernel_scops, run["scops"]


# ------------------------------------------------------------- mapping level


@cache
def _scop(name: str):
    source = read_program(POLYBENCH / f"{name}.c")
    comp = compile_module(source, Options(time_tile="off"), target="opencl_c")
    (scop,) = [r.scop for r in comp.results if r.scop.function.name == f"kernel_{name.replace('-', '_')}"]
    return scop


def test_skews_follow_the_dependence_distances():
    scop = _scop("jacobi-1d")
    tiling = time_tile(scop, compute_dependences(scop), Options())
    # B[i] reads A[i-1..i+1] of the step before, A[i] reads B[i-1..i+1]:
    # one point per step.
    assert tiling.skew == (1,) and tiling.phases == 2


def test_legality_check_refuses_a_tiling_without_skew():
    scop = _scop("jacobi-2d")
    deps = compute_dependences(scop)
    tiling = time_tile(scop, deps, Options(time_tile_sizes=(4, 8, 8)))
    check_time_tiling(tiling, deps.all)  # the skewed one holds
    base = time_tiling._base_schedule(time_tiling._phases(scop, deps), 2)
    unskewed = time_tiling._tiling(scop.domain, base, (0, 0), (4, 8, 8), 2)
    with pytest.raises(TimeTilingRefused, match="break a dependence"):
        check_time_tiling(unskewed, deps.all)


def test_time_steps_not_parallel_are_refused():
    scop = _scop("seidel-2d")
    with pytest.raises(NotAStencil):
        time_tile(scop, compute_dependences(scop), Options())


def test_dependence_that_no_skew_repairs_is_refused(tmp_path):
    # B[i] = A[n-1-i]: the distance between steps grows with i, no skew
    # makes it non-negative.
    source = tmp_path / "reverse.c"
    source.write_text(
        "void reverse(int tsteps, int n, double *A, double *B) {\n"
        "  for (int t = 0; t < tsteps; t++) {\n"
        "    for (int i = 0; i < n; i++) B[i] = A[n - 1 - i] + 1.0;\n"
        "    for (int i = 0; i < n; i++) A[i] = B[i];\n"
        "  }\n"
        "}\n")
    comp = compile_module(read_program(source), Options(time_tile="on"), target="opencl_c")
    (result,) = comp.results
    assert result.offloaded
    assert not any(b.plan.time_tiled for b in result.kernels)
    assert any("not tiled in time" in note and "skew" in note for note in result.mapped.notes), result.mapped.notes
    with pytest.raises(TimeTilingRefused):
        time_tile(result.scop, compute_dependences(result.scop), Options())


@cache
def _tiled_kernels(name: str):
    source = read_program(POLYBENCH / f"{name}.c")
    comp = compile_module(source, Options(time_tile="on"), target="opencl_c", settings=DeviceSettings(cpu_device=True))
    built = [b for r in comp.results for b in r.kernels if b.plan.time_tiled]
    assert len(built) == 1, name
    return built


@pytest.mark.parametrize("name", sorted(CASES))
def test_steps_end_with_a_global_barrier_every_work_item_reaches(name):
    (built,) = _tiled_kernels(name)
    barriers = [s for s in walk_statements(built.kernel.body) if isinstance(s, K.Barrier)]
    assert barriers and all(b.global_memory for b in barriers)
    check_uniform_barriers(built.kernel.body)


def test_a_barrier_under_a_work_item_condition_is_refused():
    cond = K.Compare("eq", K.Special("thread_id", 0), K.Const("i64", 0))
    body = K.Block((K.If(cond, K.Block((K.Barrier(global_memory=True),))),))
    with pytest.raises(UnsupportedInKernel, match="barrier"):
        check_uniform_barriers(body)
    # ... or in a loop whose bound a work-item's variable sets
    i = K.Var("i", "i64")
    lim = K.Var("lim", "i64")
    body = K.Block((K.Declare(lim, K.Special("thread_id", 1)),
                    K.For(i, K.Const("i64", 0), K.Compare("slt", i, lim), 1, K.Block((K.Barrier(),)))))
    with pytest.raises(UnsupportedInKernel, match="barrier"):
        check_uniform_barriers(body)


def test_fences_per_target():
    kernels = [b.kernel for name in sorted(CASES) for b in _tiled_kernels(name)]
    cl = get_target("opencl_c").build(kernels).code.decode()
    assert "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);" in cl
    for target in ("spirv", "nvptx", "amdgpu"):
        assert get_target(target).build(kernels).code, target


def test_ptx_of_time_tiles_assembles():
    from polyoff.codegen.targets.nvptx import find_ptxas, ptxas_architectures, validate_ptx

    ptxas = find_ptxas()
    if ptxas is None:
        pytest.skip("ptxas is not installed")
    kernels = [b.kernel for name in sorted(CASES) for b in _tiled_kernels(name)]
    module = get_target("nvptx", arch="sm_80").build(kernels)
    supported = ptxas_architectures(ptxas)
    arch = "sm_80" if not supported or "sm_80" in supported else min(
        (a for a in supported if a[3:].isdigit()), key=lambda a: int(a[3:]))
    report = validate_ptx(module.code, arch)
    assert {k.name for k in report.kernels} == {k.name for k in kernels}


def test_auto_tiles_what_the_device_gains_from():
    # Intel's runtime (DeviceSettings.time_tile=2): 1-D and 2-D stencils;
    # NVIDIA GPUs (3): 3-D too; devices without the setting (pocl): none.
    def tiled(name: str, settings: DeviceSettings):
        comp = compile_module(read_program(POLYBENCH / f"{name}.c"), Options(), target="opencl_c", settings=settings)
        (result,) = [r for r in comp.results if r.scop.function.name == f"kernel_{name.replace('-', '_')}"]
        return any(b.plan.time_tiled for b in result.kernels), result.mapped.notes

    intel = DeviceSettings(cpu_device=True, time_tile=2)
    assert tiled("jacobi-2d", intel)[0]
    is_tiled, notes = tiled("heat-3d", intel)
    assert not is_tiled and any("3 spatial dimensions" in n for n in notes), notes
    assert not tiled("jacobi-2d", DeviceSettings(cpu_device=True))[0]
    assert tiled("heat-3d", DeviceSettings(time_tile=3))[0]


def test_device_settings_tile_in_time_on_intel_and_nvidia_gpus():
    from polyoff_runtime.devices import DeviceInfo

    from polyoff.compiler import device_settings

    def device(runtime, platform, vendor, kind):
        return DeviceInfo(runtime, f"{runtime}:0", platform, "d", vendor, kind, "1", "1", (), kind == "cpu",
                          1024, (1024, 1024, 64), 48 * 1024, 1 << 30, 8, True,
                          (9, 0) if runtime == "cuda" else None)

    h100 = device("cuda", "CUDA", "NVIDIA Corporation", "gpu")
    assert device_settings(h100, "nvptx", Options()).time_tile == 3
    assert device_settings(device("opencl", "Intel(R) OpenCL", "Intel(R) Corporation", "cpu"), None,
                           Options()).time_tile == 2
    assert device_settings(device("opencl", "Portable Computing Language", "AuthenticAMD", "cpu"), None,
                           Options()).time_tile == 0


def test_default_time_tile_sizes_per_device():
    # Intel's runtime (DeviceSettings.time_tile_sizes = INTEL_SIZES): 2-D
    # stencils in 16-step tiles of 128x128 points, 128x8 work-items; elsewhere
    # time_tiling.DEFAULT_SIZES (8 steps of 32x32); the user's sizes win
    def plan(name: str, settings: DeviceSettings, options: Options | None = None):
        options = options or Options(time_tile="on")
        comp = compile_module(read_program(POLYBENCH / f"{name}.c"), options, target="opencl_c", settings=settings)
        (result,) = [r for r in comp.results if r.scop.function.name == f"kernel_{name.replace('-', '_')}"]
        (built,) = result.kernels
        assert built.plan.time_tiled
        return built.plan

    intel = DeviceSettings(cpu_device=True, time_tile=2, time_tile_sizes=INTEL_SIZES)
    for name in ("jacobi-2d", "fdtd-2d"):
        p = plan(name, intel)
        assert (p.time_steps, p.tile_sizes, p.block) == (16, (128, 128), (128, 8, 1)), name
        p = plan(name, DeviceSettings(cpu_device=True))
        assert (p.time_steps, p.tile_sizes) == (8, (32, 32)), name
        p = plan(name, intel, Options(time_tile="on", time_tile_sizes=(4, 16, 32)))
        assert (p.time_steps, p.tile_sizes) == (4, (16, 32)), name
    # 1-D and 3-D stencils keep the common defaults
    assert plan("jacobi-1d", intel).tile_sizes == (DEFAULT_SIZES[1][1],)
    assert dict(INTEL_SIZES)[3] == DEFAULT_SIZES[3]
