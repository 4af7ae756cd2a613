"""scripts/polybench: its pieces, failure rows, a MINI smoke sweep of six kernels with the
page and plots, and a SMALL sweep of all 30 on both CPU devices."""

from __future__ import annotations

import csv
import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from polybench.harness import results as R
from polybench.harness.compare import (
    DEFAULT_TOLERANCE,
    FLOOR_FRACTION,
    compare_outputs,
    relative_errors,
)
from polybench.harness.dump import DumpError, parse_dump, parse_kernel_time
from polybench.harness.kernels import KERNELS, BuildForm, kernel_function, select_kernels
from polybench.harness.offload import summarize_run, summarize_static
from polybench.harness.plots import matplotlib_available
from polybench.harness.variants import OffloadConfig, parse_config
from tests.conftest import ROOT, device_available, require_device

SCRIPT = ROOT / "scripts" / "polybench"


def run_script(*args: str, timeout: int = 600) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("POLYOFF_DEVICE", None)
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


# -- pieces ----------------------------------------------------------------


def test_parse_dump_reads_arrays_in_order():
    arrays = parse_dump("C 3\n1.5\n-0\nnan\ntmp 1\n2.0000000000000004\n")
    assert list(arrays) == ["C", "tmp"]
    assert arrays["C"].text == ("1.5", "-0", "nan")
    assert arrays["C"].values[0] == 1.5 and math.isnan(arrays["C"].values[2])
    assert arrays["tmp"].values[0] == 2.0000000000000004


@pytest.mark.parametrize(
    "text, message",
    [
        ("C 3\n1\n2\n", "3 values announced, 2 printed"),
        ("C three\n1\n", "expected '<array> <count>'"),
        ("C 1\nabc\n", "not a number"),
        ("C 1\n1\nC 1\n2\n", "printed twice"),
    ],
)
def test_parse_dump_rejects_malformed_output(text, message):
    with pytest.raises(DumpError, match=message):
        parse_dump(text)


def test_parse_kernel_time_takes_the_last_line():
    assert parse_kernel_time("noise\nkernel-time: 0.000123\n") == pytest.approx(0.000123)
    assert parse_kernel_time("kernel-time: 1\nkernel-time: 2.5\n") == 2.5
    assert parse_kernel_time("no timing here\n") is None


def test_relative_error_has_a_floor_and_handles_special_values():
    ref = np.array([100.0, 1.0, 0.0, np.nan, np.inf, 5.0])
    out = np.array([100.0, 1.0 + 1e-6, 1e-20, np.nan, np.inf, np.nan])
    err = relative_errors(out, ref)
    assert err[0] == 0.0
    assert err[1] == pytest.approx(1e-6)
    # 1e-20 against an exact 0 is judged against FLOOR_FRACTION * 100.
    assert err[2] == pytest.approx(1e-20 / (FLOOR_FRACTION * 100.0))
    assert err[3] == 0.0 and err[4] == 0.0  # same NaN, same infinity
    assert err[5] == math.inf  # NaN where the baseline has a number


def test_compare_outputs_exact_close_wrong_and_missing():
    ref = parse_dump("A 2\n1\n2\nB 1\n3\n")
    assert compare_outputs(parse_dump("A 2\n1\n2\nB 1\n3\n"), ref).exact
    close = compare_outputs(parse_dump("A 2\n1\n2.0000000000000004\nB 1\n3\n"), ref)
    assert not close.exact and close.worst_array == "A"
    assert close.passed(DEFAULT_TOLERANCE["double"])
    wrong = compare_outputs(parse_dump("A 2\n1\n2.1\nB 1\n3\n"), ref)
    assert wrong.max_rel_error == pytest.approx(0.05)
    assert not wrong.passed(DEFAULT_TOLERANCE["double"])
    assert "1 of 2 elements differ" in wrong.describe()
    missing = compare_outputs(parse_dump("A 2\n1\n2\n"), ref)
    assert missing.problem == "missing array(s) B" and not missing.passed(1.0)
    shorter = compare_outputs(parse_dump("A 1\n1\nB 1\n3\n"), ref)
    assert "has 1 values" in shorter.problem


def test_geomean_median_and_ratio():
    assert R.geomean([1.0, 4.0]) == pytest.approx(2.0)
    assert R.geomean([2.0, None, 0.0, math.inf, 8.0]) == pytest.approx(4.0)
    assert R.geomean([]) is None
    assert R.median([3.0, 1.0, 2.0]) == 2.0
    assert R.ratio(1.0, 0.0) is None and R.ratio(6.0, 2.0) == 3.0


def test_parse_config_and_kernels():
    assert parse_config("pocl:opencl-c") == OffloadConfig("pocl", "opencl-c")
    assert parse_config("opencl:1:0:spirv") == OffloadConfig("opencl:1:0", "spirv")
    assert parse_config("opencl:1:0") == OffloadConfig("opencl:1:0", "auto")
    assert parse_config("cuda:0:nvptx").runtime == "cuda"
    with pytest.raises(ValueError, match="is a target"):
        parse_config("spirv")
    assert len(KERNELS) == 30 and select_kernels(None) == KERNELS
    assert select_kernels(["gemm", "2mm", "gemm"]) == ("2mm", "gemm")
    with pytest.raises(ValueError, match="unknown kernel"):
        select_kernels(["gemmm"])
    assert kernel_function("fdtd-2d") == "kernel_fdtd_2d"
    assert BuildForm("MINI", "float", True).defines == (
        "-DMINI_DATASET",
        "-DDATA_TYPE_IS_FLOAT",
        "-DPOLYBENCH_STATIC_SIZES",
    )


def _scop(index, offloaded, kernels=(), reason=None):
    return {
        "index": index,
        "lines": [10, 20],
        "region": ["a", "b"],
        "offloaded": offloaded,
        "reason": reason,
        "kernels": [{"name": k} for k in kernels],
        "assumptions": {"set": "{ : }", "notes": ["subscripts of A stay within its dimensions"]},
    }


def test_peers_are_issue_14s_by_default():
    from polybench.harness.build import NativeCompiler
    from polybench.harness.variants import DEFAULT_PEERS, peer_variants

    clang = NativeCompiler(("clang",), "clang", True, "", True, "")
    peers, notes = peer_variants(clang, DEFAULT_PEERS, 2)
    assert not notes
    flags = {v.key: v.native_flags for v in peers}
    assert set(flags) == {"clang", "native", "polly-parallel"}
    assert flags["native"] == ("-march=native",)
    assert flags["polly-parallel"][:1] == ("-march=native",)
    assert "-polly-parallel" in flags["polly-parallel"]
    no_omp = NativeCompiler(("clang",), "clang", True, "", False, "no libomp")
    peers, notes = peer_variants(no_omp, DEFAULT_PEERS, 2)
    assert [v.key for v in peers] == ["clang", "native"] and "no libomp" in notes[0]


def test_offload_summary_yes_partial_no():
    report = {
        "target": "opencl_c",
        "device": "dev",
        "notes": [],
        "compile_seconds": {"total_s": 0.5},
        "functions": [
            {"function": "kernel_x", "scops": [_scop(0, True, ["k0", "k1"])], "rejected": []},
            {"function": "init_array", "scops": [_scop(1, True, ["k2"])], "rejected": []},
        ],
        "run": {
            "status": "ready",
            "compile_seconds": 0.1,
            "kernel_seconds": 3.0,
            "seconds_in": 0.25,
            "seconds_out": 0.25,
            "map_seconds": 0.0,
            "kernels": [
                {"name": "k0", "launches": 2, "seconds": 1.0},
                {"name": "k1", "launches": 1, "seconds": 0.5},
                {"name": "k2", "launches": 1, "seconds": 1.5},
            ],
            "scops": [{"scop": 0, "offloaded": 1}, {"scop": 1, "offloaded": 1}],
        },
    }
    s = summarize_static(report, "kernel_x")
    assert (s.offloaded, s.kernels, s.why_not, s.polyoff_compile_s) == (
        "yes",
        ("k0", "k1"),
        (),
        0.5,
    )
    run = summarize_run(report, s.kernels)
    assert (run.launches, run.kernel_s, run.all_kernels_s, run.transfer_s) == (3, 1.5, 3.0, 0.5)

    report["functions"][0]["rejected"] = [
        {"kind": "non-affine-bound", "message": "bound", "line": 7}
    ]
    partial = summarize_static(report, "kernel_x")
    assert partial.offloaded == "partial"
    assert "line 7 is not a SCoP [non-affine-bound]" in partial.why_not[0]

    report["functions"][0]["rejected"] = []
    report["run"]["scops"][0] = {"scop": 0, "offloaded": 0, "check_failed": 1}
    fell_back = summarize_static(report, "kernel_x")
    assert fell_back.offloaded == "no" and "run-time check failed 1x" in fell_back.why_not[0]

    report["functions"][0]["scops"] = [_scop(0, False, reason="scalar carried between kernels")]
    not_offloaded = summarize_static(report, "kernel_x")
    assert not_offloaded.offloaded == "no"
    assert not_offloaded.why_not == ("SCoP lines 10-20: scalar carried between kernels",)


# -- more runs for millisecond kernels ---------------------------------------

_QUICK = """#include "polybench.h"
PB_KERNEL void kernel_quick(double *a) { a[0] = 1.0; }
int main(void) { static double a[1]; PB_TIME(kernel_quick(a)); pb_print_array("a", 1, a); return 0; }
"""
# Busy for 30 ms of wall time: above the 20 ms under which a variant runs more.
_SLOW = """#include "polybench.h"
PB_KERNEL void kernel_slow(double *a) { double t = pb_now(); while (pb_now() - t < 0.03) { } a[0] = 2.0; }
int main(void) { static double a[1]; PB_TIME(kernel_slow(a)); pb_print_array("a", 1, a); return 0; }
"""


def test_a_millisecond_kernel_gets_its_short_runs(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy(ROOT / "polybench" / "polybench.h", src)
    (src / "quick.c").write_text(_QUICK)
    (src / "slow.c").write_text(_SLOW)
    out = tmp_path / "out"
    common = ["--source-dir", str(src), "--kernels", "quick,slow", "--datasets", "MINI"]
    proc = run_script(
        *common, "--runs", "2", "--short-runs", "4", "--warmup", "1", "--no-offload", "--no-peers",
        "--out", str(out), "-q",
    )
    assert proc.returncode == 0, proc.stderr
    rows = read_csv(out / "results.csv")
    assert {r["kernel"]: int(r["runs"]) for r in rows} == {"quick": 4, "slow": 2}
    # the warm-up run's time is kept apart, out of the median
    assert {r["kernel"]: len(r["kernel_times_s"].split(";")) for r in rows} == {"quick": 4, "slow": 2}
    assert all(len(r["warmup_times_s"].split(";")) == 1 for r in rows)
    assert float(next(r for r in rows if r["kernel"] == "slow")["warmup_times_s"]) >= 0.03


def test_variants_take_turns_and_stop_on_their_own():
    """A kernel's variants run one run each in turn, warm-up runs first;
    one that has its runs (or failed) drops out while the others go on."""
    from types import SimpleNamespace

    from polybench.harness import sweep as S

    log: list[str] = []
    kernel_run = object.__new__(S._KernelRun)
    kernel_run.s = SimpleNamespace(runs=2, short_runs=4, warmup=1)
    kernel_run.kernel = "k"
    kernel_run.form = SimpleNamespace(dataset="MINI")
    kernel_run.progress = SimpleNamespace(step=lambda label: log.append("end " + label))
    seconds = {"quick": 0.001, "slow": 0.5, "broken": 0.1}

    def run_once(runs, warmup=False):
        key = runs.variant.key
        log.append(key + (" warm-up" if warmup else ""))
        runs.done += 1
        if key == "broken" and runs.done == 2:
            runs.outcome.status = R.RUN_ERROR
            return False
        (runs.outcome.warmup_times if warmup else runs.outcome.kernel_times).append(seconds[key])
        return True

    kernel_run._run_once = run_once
    pending = [
        S._Runs(SimpleNamespace(key=k), ["x"], {}, S._Outcome()) for k in ("quick", "slow", "broken")
    ]
    all_runs = list(pending)
    kernel_run._run_rounds(pending)
    assert log == [
        "quick warm-up", "slow warm-up", "broken warm-up",
        "quick", "slow", "broken", "end k/MINI: broken run-error",
        "quick", "slow",
        "quick", "end k/MINI: slow ok",
        "quick", "end k/MINI: quick ok",
    ]
    assert [(len(r.outcome.warmup_times), len(r.outcome.kernel_times)) for r in all_runs] == [(1, 4), (1, 2), (1, 0)]


# -- failures become rows ----------------------------------------------------

_BROKEN = '#include "polybench.h"\nint main(void) { return not_declared; }\n'
_SPIN = """#include "polybench.h"
PB_KERNEL void kernel_spin(volatile int *x) { while (*x == 0) { } }
int main(void) { static int x; PB_TIME(kernel_spin(&x)); pb_print_int_array("x", 1, &x); return 0; }
"""
# Prints a different "result" on every run: whatever runs after the baseline is wrong.
_NOISY = """#include "polybench.h"
PB_KERNEL void kernel_noisy(double *t) { t[0] = pb_now(); }
int main(void) { static double t[1]; PB_TIME(kernel_noisy(t)); pb_print_array("t", 1, t); return 0; }
"""


def test_failures_are_rows_not_crashes(tmp_path):
    require_device("pocl")
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy(ROOT / "polybench" / "polybench.h", src)
    (src / "broken.c").write_text(_BROKEN)
    (src / "spin.c").write_text(_SPIN)
    (src / "noisy.c").write_text(_NOISY)
    out = tmp_path / "out"
    proc = run_script(
        "--source-dir",
        str(src),
        "--kernels",
        "broken,spin,noisy",
        "--datasets",
        "MINI",
        "--runs",
        "1",
        "--config",
        "pocl:opencl-c",
        "--no-peers",
        "--timeout",
        "3",
        "--out",
        str(out),
        "-q",
    )
    assert proc.returncode == 1, proc.stderr
    rows = {(r["kernel"], r["variant"]): r for r in read_csv(out / "results.csv")}
    assert rows[("broken", "baseline")]["status"] == "build-error"
    assert "not_declared" in rows[("broken", "pocl:opencl-c")]["message"]
    assert rows[("spin", "baseline")]["status"] == "timeout"
    assert rows[("noisy", "baseline")]["status"] == "ok"
    assert rows[("noisy", "pocl:opencl-c")]["status"] == "wrong"
    assert "max rel. error" in rows[("noisy", "pocl:opencl-c")]["message"]
    md = (out / "results.md").read_text()
    assert "**build-error**" in md and "**timeout**" in md and "**wrong**" in md


def test_bad_command_line_is_exit_2():
    proc = run_script("--kernels", "nonesuch", "--no-offload", "--no-peers")
    assert proc.returncode == 2 and "unknown kernel" in proc.stderr
    proc = run_script("--datasets", "HUGE", "--no-offload", "--no-peers")
    assert proc.returncode == 2 and "unknown dataset" in proc.stderr
    assert run_script("--help").returncode == 0


# -- the smoke sweep -----------------------------------------------------------


#: one kernel of each class (nussinov a launch per diagonal), a
#: native peer's dump compared too. All 30 run at
#: SMALL on both CPU devices below, and at MINI from every C front end and
#: -O level in CI's corpus (scripts/corpus): this sweep is for the script's
#: page, plots, peers and replot, which need no more kernels.
MINI_KERNELS = ("gemm", "atax", "correlation", "lu", "nussinov", "jacobi-2d")


@pytest.mark.slow
def test_mini_sweep_matches_the_baseline_and_writes_the_page(tmp_path):
    require_device("pocl")
    out = tmp_path / "out"
    page = tmp_path / "docs" / "polybench.md"
    proc = run_script(
        "--kernels",
        ",".join(MINI_KERNELS),
        "--datasets",
        "MINI",
        "--config",
        "pocl:opencl-c",
        "--always-offload",
        "--runs",
        "1",
        "--jobs",
        "2",
        "--peers",
        "clang",
        "--out",
        str(out),
        "--markdown-page",
        str(page),
        "-q",
        timeout=900,
    )
    rows = read_csv(out / "results.csv")
    bad = [
        (r["kernel"], r["variant"], r["status"], r["message"])
        for r in rows
        if r["status"] not in ("ok", "skipped")
    ]
    assert not bad, bad
    assert proc.returncode == 0, proc.stderr
    offloaded = {r["kernel"]: r for r in rows if r["variant"] == "pocl:opencl-c"}
    assert set(offloaded) == set(MINI_KERNELS)
    for kernel, r in offloaded.items():
        assert r["status"] == "ok", kernel
        assert float(r["max_rel_error"]) <= DEFAULT_TOLERANCE["double"], kernel
        assert r["offloaded"] in ("yes", "partial", "no"), kernel
        assert float(r["kernel_time_s"]) > 0 and float(r["speedup"]) > 0, kernel
        if r["offloaded"] != "yes":
            assert r["why_not"], f"{kernel} is not entirely offloaded but says no reason"
    # Natively built, every kernel prints exactly what the JIT-compiled baseline prints.
    native = [r for r in rows if r["variant"] == "clang"]
    assert all(r["exact"] == "True" for r in native), [r["kernel"] for r in native]
    # They must really run on the device, or this smoke test proves little
    # (nussinov too, since its diagonals are parallel; schedule.optimize).
    on_device = {k for k, r in offloaded.items() if r["offloaded"] != "no"}
    assert on_device == set(MINI_KERNELS), on_device
    md = (out / "results.md").read_text()
    assert "| gemm |" in md and "geomean" in md
    text = page.read_text()
    assert "scripts/polybench --kernels gemm,atax," in text and "--datasets MINI" in text
    assert "## Summary" in text
    if matplotlib_available():
        for name in ("speedup-MINI", "transfers-MINI"):
            for ext in ("png", "svg"):
                path = out / "plots" / f"{name}.{ext}"
                assert path.is_file() and path.stat().st_size > 1000, path
        assert "](polybench/speedup-MINI.png)" in text
        assert (page.parent / "polybench" / "speedup-MINI.svg").is_file()
    data = json.loads((out / "results.json").read_text())
    assert len(data["rows"]) == len(rows)

    # The stored results make the same outputs again without running anything.
    again = run_script("--replot", str(out / "results.json"), "--out", str(tmp_path / "replot"))
    assert again.returncode == 0, again.stderr
    assert (tmp_path / "replot" / "results.md").read_text() == md


@pytest.mark.slow
def test_small_sweep_matches_the_baseline_on_every_cpu_device(tmp_path):
    """All 30 kernels at SMALL offloaded on pocl (OpenCL C) and Intel's
    runtime (its default target: SPIR-V, or OpenCL C with ordered loops for
    modules that keep float sums in registers; its own mapping: uniform
    lanes, gather tiles), each against the baseline (MINI: the smoke sweep
    above, pocl only)."""
    configs = [c for c, spec in (("pocl:opencl-c", "pocl"), ("intel:auto", "intel")) if device_available(spec)]
    if not configs:
        pytest.skip("no OpenCL CPU device")
    args = ["--always-offload", "--runs", "1", "--jobs", "2", "--no-peers", "-q"]
    for config in configs:
        args += ["--config", config]
    datasets = "SMALL"
    out = tmp_path / "out"
    proc = run_script("--datasets", datasets, *args, "--out", str(out), timeout=1200)
    rows = read_csv(out / "results.csv")
    bad = [(r["kernel"], r["dataset"], r["variant"], r["status"], r["message"])
           for r in rows if r["status"] != "ok"]
    assert not bad, bad
    assert proc.returncode == 0, proc.stderr
    for config in configs:
        for dataset in datasets.split(","):
            ran = {r["kernel"] for r in rows if r["variant"] == config and r["dataset"] == dataset}
            assert ran == set(KERNELS), (config, dataset)
