"""One line per thread (``line_threads``): kernels of one mapped member whose
threads sweep along rows (adi's tridiagonal solves, deriche's row filters)
or sum along them (gesummv, atax) get blocks one wide on x on CPU devices,
where work-items next to each other would be a row apart, and run four
lines at a time (codegen.jam); everything else keeps its blocks. Checked on the plans
and by running adi and deriche at sizes that leave partial tiles, with and
without the rule, against the unmodified run."""

from __future__ import annotations

from functools import cache

import pytest

from polyoff.compiler import DeviceSettings, compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

POLYBENCH = ROOT / "polybench"
INTEL = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True, grid_dims=3,
                       row_blocks=(1, 4, 128), line_threads=True)
POCL = DeviceSettings(cpu_device=True, one_point_per_thread=True, x_strips=True, line_threads=True)
DEFAULTS = Options()


@cache
def plans(name: str, settings: DeviceSettings, options: Options = DEFAULTS) -> dict[str, tuple]:
    """{kernel name: (statements, tile sizes, block)} of PolyBench ``name``'s kernel function."""
    comp = compile_module(read_program(POLYBENCH / f"{name}.c"), options, target="opencl_c", settings=settings)
    fn = f"kernel_{name.replace('-', '_')}"
    return {b.plan.name.removeprefix(f"kernel_{fn}_"): (b.plan.statements, b.plan.tile_sizes, b.plan.block)
            for r in comp.results for b in r.kernels if fn in b.plan.name}


@pytest.mark.parametrize("settings", [INTEL, POCL], ids=["intel", "pocl"])
def test_adi_sweeps_run_a_line_per_thread(settings):
    # adi's four kernels (forward elimination and back substitution of the
    # column and the row sweeps): i on x, j along p[i][j] and q[i][j] in
    # the thread; the 32 lines of a tile run in turn in one thread
    got = plans("adi", settings)
    assert sorted(got) == ["0_0", "0_1", "0_2", "0_3"]
    assert all(tiles == (32,) and block == (1, 1, 1) for _, tiles, block in got.values()), got
    # without the rule: 32 work-items on x
    off = plans("adi", settings, Options(line_threads="off"))
    assert all(block == (32, 1, 1) for _, _, block in off.values()), off


@pytest.mark.parametrize("settings", [INTEL, POCL], ids=["intel", "pocl"])
def test_deriche_rows_only(settings):
    got = plans("deriche", settings)
    blocks = {k: block for k, (_, _, block) in got.items()}
    # the row filters (i on x, j along y1[i][j] and y2[i][j]) run a row per
    # thread; the column filters (j on x, contiguous across work-items) and
    # the element-wise sums keep their blocks
    assert blocks["0_0"] == blocks["1_0"] == (1, 1, 1), blocks
    assert blocks["3_0"] == blocks["4_0"] == (32, 1, 1), blocks
    assert blocks["2_0"][0] > 1 and blocks["5_0"][0] > 1, blocks


#: the kernels that sum along rows: y[i] = A[i][j] * x[j] + y[i], i on x
ROW_SUMS = {"atax": "0_0", "bicg": "0_0", "mvt": "0_1", "gesummv": "0_0", "gemver": "0_1"}


@pytest.mark.parametrize("name", [*ROW_SUMS, "covariance", "gramschmidt"])
@pytest.mark.parametrize("settings", [INTEL, POCL], ids=["intel", "pocl"])
def test_sums_along_rows_run_a_row_per_thread(name, settings):
    # y[i] = A[i][j] * x[j] + y[i]: the write stays in place as j steps (a
    # sum along the row, into one element per row); the row's loop runs
    # whole in the thread (its tiles would read short stretches of rows)
    got, off = plans(name, settings), plans(name, settings, Options(line_threads="off"))
    changed = {k for k in got if got[k] != off[k]}
    assert changed == ({ROW_SUMS[name]} if name in ROW_SUMS else set()), (got, off)
    for k in changed:
        assert got[k][1:] == ((32,), (1, 1, 1)) and off[k][2][0] > 1, (got[k], off[k])


def test_chosen_sizes_win():
    got = plans("adi", POCL, Options(sizes="{ kernel[i] -> block[16] }"))
    assert all(block == (16, 1, 1) for _, _, block in got.values()), got


@pytest.mark.parametrize("name,sizes,device,target", [
    (name, sizes, device, target)
    for name, sizes, intel_target in [("adi", ("3", "45"), "spirv"), ("deriche", ("37", "29"), "spirv"),
                                      # sums in registers: OpenCL C with ordered loops there
                                      ("gesummv", ("71",), "auto"), ("atax", ("45", "39"), "auto")]
    for device, target in [("pocl", "opencl-c"), ("intel", intel_target)]])
def test_line_threads_keep_results(name, sizes, device, target):
    # 43 interior lines of adi, 37 rows of deriche, 71 rows of gesummv and
    # 45 of atax: partial tiles of 32, and of 4 lines at once
    require_device(device)
    program = str(POLYBENCH / f"{name}.c")
    expected = run_unmodified(program, "--", *sizes)
    assert expected.returncode == 0, expected.stderr
    for rule in ("auto", "off"):
        proc = run_polyoff(f"--device={device}", f"--target={target}", "--no-cache", "--report",
                           f"--line-threads={rule}", program, "--", *sizes)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == expected.stdout, (name, device, rule)
        assert ("one line per thread" in proc.stderr) == (rule == "auto"), proc.stderr
        assert ("x block (1, 1, 1)" in proc.stderr) == (rule == "auto"), proc.stderr
        if target == "auto":
            assert "target opencl_c" in proc.stderr, proc.stderr
