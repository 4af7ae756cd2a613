"""The run-time profitability check: too little parallel work, too little per
launch, or mostly single-thread kernels keep a SCoP on the CPU, decided from
the program's sizes; the report says which way each SCoP went; the output
never changes."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, require_device, run_polyoff

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "profitability.c"
#: SCoPs of the program, in report order
NEST, TIME_LOOP, SEQUENTIAL, MAIN_INIT = range(4)
THRESHOLDS = ("--min-compute=10000", "--min-work-per-launch=1000")


def _run(tmp_path, *flags: str, args: tuple[str, ...]) -> tuple[str, dict]:
    report_file = tmp_path / "report.json"
    proc = run_polyoff("--no-cache", "--device=pocl", "--report=json", f"--report-file={report_file}",
                       *flags, str(PROGRAM), "--", *args, always_offload=False)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout, json.loads(report_file.read_text())


def _events(report: dict) -> dict[int, str]:
    """Per SCoP, the one event its single run produced."""
    out = {}
    for sc in report["run"]["scops"]:
        fired = [k for k, v in sc.items() if k != "scop" and v]
        assert len(fired) == 1, sc
        out[sc["scop"]] = fired[0]
    return out


@pytest.fixture(scope="module")
def unmodified() -> dict[tuple[str, ...], str]:
    results = {}
    for args in (("200", "50", "100"), ("200", "50", "1000000"), ("40", "3", "10")):
        proc = run_polyoff("--gpu-runtime=none", str(PROGRAM), "--", *args)
        assert proc.returncode == 0, proc.stderr
        results[args] = proc.stdout
    return results


def test_each_reason_keeps_its_scop_on_the_cpu(tmp_path, unmodified):
    require_device("pocl")
    args = ("200", "50", "100")
    out, report = _run(tmp_path, *THRESHOLDS, args=args)
    assert out == unmodified[args]
    assert _events(report) == {
        NEST: "offloaded",           # 40,000 instances in one launch
        TIME_LOOP: "few_per_launch",  # 100 launches of 198 instances
        SEQUENTIAL: "offloaded",      # 100 sequential against 40,000 parallel
        MAIN_INIT: "too_small",       # 512 instances
    }
    assert "at least 10,000 parallel statement instances" in report["profitability"]


def test_mostly_single_thread_work_stays_on_the_cpu(tmp_path, unmodified):
    require_device("pocl")
    args = ("200", "50", "1000000")
    out, report = _run(tmp_path, *THRESHOLDS, args=args)
    assert out == unmodified[args]
    assert _events(report)[SEQUENTIAL] == "sequential"


def test_device_defaults_and_always_offload(tmp_path, unmodified):
    require_device("pocl")
    args = ("40", "3", "10")
    out, report = _run(tmp_path, args=args)
    assert out == unmodified[args]
    assert set(_events(report).values()) == {"too_small"}
    assert "1,000,000" in report["profitability"]  # the CPU devices' default

    out, report = _run(tmp_path, "--always-offload", args=args)
    assert out == unmodified[args]
    assert set(_events(report).values()) == {"offloaded"}
    assert "no profitability check" in report["profitability"]


def test_a_nest_run_many_times_is_counted_without_a_runtime_call(tmp_path):
    """A nest the profitability check keeps on the CPU at every one of its
    20,000 runs: the outcome is counted in the host module
    (``abi.COUNTS_GLOBAL``), not noted by a call into Python each run
    (fannkuch took over two minutes for a 5-second native run), and the
    report still counts every run."""
    source = ROOT / "tests" / "e2e" / "inputs" / "hot_small_nest.c"
    plain = run_polyoff("--no-cache", "--gpu-runtime=none", str(source))
    report_file, host = tmp_path / "report.json", tmp_path / "host.ll"
    proc = run_polyoff("--no-cache", "--device=pocl", "--report=json", f"--report-file={report_file}",
                       f"--emit-llvm={host}", str(source), always_offload=False)
    assert (proc.returncode, proc.stdout) == (0, plain.stdout), proc.stderr
    runs = json.loads(report_file.read_text())["run"]["scops"]
    assert max(s["too_small"] for s in runs) == 20000, runs
    notes = [line for line in host.read_text().splitlines() if "@polyoff_rt_note(" in line and "call" in line]
    assert not [line for line in notes if line.rstrip(")").endswith(("i32 1", "i32 2", "i32 4", "i32 5"))], notes
