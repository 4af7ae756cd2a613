"""Floyd-Warshall split at i = k and j = k (polyoff.schedule.splitting),
end to end: offloaded on pocl (OpenCL C) and Intel's CPU runtime (SPIR-V)
it prints every element of its result exactly as the unmodified program
does, at sizes no multiple of the tiles, with the pieces as kernels of
their own; the profitability check counts the pieces' work as parallel,
the pivot i = j = k (one point per k) as the single-thread share; and by
default Intel's CPU runtime gets the split too (its compiler broke on one
kernel of a split statement until codegen.loop_starts wrote that kernel's
loop start with its bound, fuzz seed 11038).
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

SOURCE = ROOT / "polybench" / "floyd-warshall.c"
DEVICES = {"pocl": "opencl-c", "intel": "spirv"}
ENV = {"POLYBENCH_DUMP": "1"}


@cache
def _reference(size: str) -> str:
    proc = run_unmodified("-DMINI_DATASET", str(SOURCE), "--", size, env=ENV)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _kernel_scop(report: dict) -> tuple[dict, dict]:
    (static,) = [s for f in report["functions"] if f["function"] == "kernel_floyd_warshall" for s in f["scops"]]
    (run,) = [s for s in report["run"]["scops"] if s["scop"] == static["index"]]
    return static, run


@pytest.mark.parametrize("device", sorted(DEVICES))
def test_floyd_warshall_split_matches_unmodified(device, tmp_path):
    require_device(device)
    for size in ("45", "70"):
        report_file = tmp_path / f"report{size}.json"
        proc = run_polyoff(f"--device={device}", f"--target={DEVICES[device]}", "--index-set-splitting=on",
                           "--report=json", f"--report-file={report_file}", "-DMINI_DATASET", str(SOURCE),
                           "--", size, env=ENV)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == _reference(size), f"floyd-warshall {size} on {device}"
        static, run = _kernel_scop(json.loads(report_file.read_text()))
        # eight pieces in parallel and the pivot: nine kernels per k
        assert len(static["kernels"]) == 9, static["kernels"]
        assert run["offloaded"] == 1, run


def test_the_pivot_counts_as_the_single_thread_share(tmp_path):
    """At n = 180 the work (5.8 million instances) passes the default
    minimum and the pivot is 180 of them; counted as a whole statement in
    a single-thread kernel, it would be all of them ("mostly sequential")."""
    require_device("pocl")
    report_file = tmp_path / "report.json"
    proc = run_polyoff("--device=pocl", "--min-work-per-launch=1", "--report=json",
                       f"--report-file={report_file}", "-DMINI_DATASET", str(SOURCE), "--", "180",
                       env=ENV, always_offload=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == _reference("180")
    _, run = _kernel_scop(json.loads(report_file.read_text()))
    assert run["offloaded"] == 1 and run["sequential"] == 0, run


def test_split_by_default_on_intels_cpu_runtime(tmp_path):
    require_device("intel")
    report_file = tmp_path / "report.json"
    proc = run_polyoff("--device=intel", "--report=json", f"--report-file={report_file}", "-DMINI_DATASET",
                       str(SOURCE), "--", "45", env=ENV)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == _reference("45")
    static, _ = _kernel_scop(json.loads(report_file.read_text()))
    assert len(static["kernels"]) == 9, static["kernels"]
