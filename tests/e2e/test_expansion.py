"""Temporaries expanded over outer loops (polyoff.gpu.expansion).

doitgen's ``sum[p]`` is filled afresh by every ``(r, q)`` iteration; once
each iteration has its own copy, ``r`` and ``q`` run in parallel on the grid
instead of being host loops around ``nr * nq`` launches. Checked on the
mapping (no host loop left, the outer loops mapped) and by running
tests/e2e/inputs/expansion/temporaries.c offloaded on both CPU devices
against the native build, including the temporary's final contents, with
arrays whose values cross outer iterations left unexpanded.
"""

from __future__ import annotations

import subprocess
from functools import cache

import pytest

from polyoff.compiler import DeviceSettings, compile_module
from polyoff.gpu.expansion import expand_temporaries
from polyoff.ir.reader import read_program
from polyoff.options import Options
from polyoff.scop.detect import detect_module
from tests.conftest import ROOT, build_native, require_device, run_polyoff

INPUT = ROOT / "tests" / "e2e" / "inputs" / "expansion" / "temporaries.c"


@cache
def results(grid_dims: int) -> dict:
    source = read_program(INPUT)
    settings = DeviceSettings(cpu_device=True, grid_dims=grid_dims)
    comp = compile_module(source, Options(), target="opencl_c", settings=settings)
    return {r.scop.function.name: r for r in comp.results}


def test_doitgen_shape_maps_its_outer_loops_onto_the_grid():
    r = results(2)["contract"]
    assert r.offloaded
    assert [(e.array, e.depth) for e in r.mapped.expansions] == [("sum", 2)]
    # r and q on the grid: no host loop, two mapped members per kernel
    # (without the expansion both kernels sat inside two host loops)
    assert [(b.plan.n_host, b.plan.n_mapped) for b in r.kernels] == [(0, 2), (0, 2)]
    assert any("sum_x" in a for b in r.kernels for a in b.arrays_written)


def test_three_grid_dimensions_map_every_parallel_loop():
    r = results(3)["contract"]
    assert [(b.plan.n_host, b.plan.n_mapped) for b in r.kernels] == [(0, 3), (0, 3)]
    # p, the innermost parallel member, runs on x
    assert r.kernels[0].plan.block[0] == 32


@pytest.mark.parametrize("function", ["carried", "partial"])
def test_values_across_iterations_keep_the_array(function):
    # carried: tmp[p] is read before it is written in an r iteration;
    # partial: the last r iteration writes less than the earlier ones, so
    # no single slice holds the final contents.
    r = results(2)[function]
    assert r.mapped.expansions == ()
    assert any(b.plan.n_host == 1 for b in r.kernels)


def test_expansion_of_the_model():
    source = read_program(INPUT)
    (scop,) = [s for d in detect_module(source.model) for s in d.scops if s.function.name == "contract"]
    expanded, (e,) = expand_temporaries(scop)
    assert (e.array, e.temporary) == ("sum", "sum_x")
    temp = expanded.array_map["sum_x"]
    assert temp.rank == 3 and temp.base is not None
    # every access of sum now goes to sum_x[r][q][p]
    assert not any(a.array == "sum" for s in expanded.statements for a in s.accesses)
    last = str(e.last)
    assert "-1 + p_nr" in last and "-1 + p_nq" in last


@pytest.fixture(scope="module")
def native(tmp_path_factory):
    return build_native(INPUT, tmp_path_factory.mktemp("expansion") / "temporaries")


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("1", "1", "1"), ("40", "3", "33"), ("2", "2", "4096", "3000")])
def test_offloaded_output_is_the_native_output(native, device, args):
    require_device(device)
    expected = subprocess.run([str(native), *args], capture_output=True, text=True, check=True).stdout
    proc = run_polyoff("--device", device, "--report", str(INPUT), "--", *args)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected
    assert "sum expanded over 2 outer loop(s)" in proc.stderr
    # the second call of contract, with sum inside A, fails the run-time
    # alias check
    assert "SCoP #5: offloaded 1 time(s), run-time check failed 1" in proc.stderr
    # wide's t expanded over 3000 rows of 4096 would take 98 MB, more than
    # 64 MiB and than any array of the program: the original code runs
    assert "t expanded over 1 outer loop(s)" in proc.stderr
    big = len(args) == 4
    # (#9: print's checksum loop, whose sums leave it, is SCoP #6)
    assert f"SCoP #9: offloaded {0 if big else 1} time(s), run-time check failed {1 if big else 0}" in proc.stderr
