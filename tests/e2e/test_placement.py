"""Measured placement of a compiled program (polyoff_runtime.placement):
where the thresholds offload a SCoP, the first run of a size is timed on
the device, the next on the CPU, and later runs — in later processes too —
go where it was faster; the verdicts live in the cache directory and a bad
verdict file is ignored. The timings are injected
(``POLYOFF_PLACEMENT_SECONDS``), so the tests do not depend on speed."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, require_device, run_polyoff

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "profitability.c"
ARGS = ("200", "50", "100")
#: SCoP 0 (a parallel nest of 40,000 instances) passes these thresholds
THRESHOLDS = ("--min-compute=10000", "--min-work-per-launch=1000")
NEST = 0


@pytest.fixture(scope="module")
def unmodified() -> str:
    proc = run_polyoff("--gpu-runtime=none", str(PROGRAM), "--", *ARGS)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _run(tmp_path, *flags: str, seconds: str = "device=2,cpu=1", fmt: str = "json",
         thresholds: tuple[str, ...] = THRESHOLDS, env: dict | None = None):
    report_file = tmp_path / f"report.{fmt}"
    full_env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache"),
                "POLYOFF_PLACEMENT_SECONDS": seconds, **(env or {})}
    proc = run_polyoff("--device=pocl", f"--report={fmt}", f"--report-file={report_file}", *thresholds, *flags,
                       str(PROGRAM), "--", *ARGS, always_offload=False, env=full_env)
    assert proc.returncode == 0, proc.stderr
    text = report_file.read_text()
    return proc.stdout, (json.loads(text) if fmt == "json" else text)


def _nest(report: dict) -> tuple[dict, dict]:
    """SCoP 0's events and its placement entry."""
    events = next(sc for sc in report["run"]["scops"] if sc["scop"] == NEST)
    placement = next(e for e in report["run"]["placement"] if e["scop"] == NEST)
    return events, placement


def test_cpu_faster_is_held_on_the_cpu_in_a_fresh_process(tmp_path, unmodified):
    require_device("pocl")
    out, report = _run(tmp_path)
    assert out == unmodified
    events, placed = _nest(report)
    assert events["offloaded"] == 1 and placed["why"] == {"device": "threshold"}
    assert placed["device_seconds"] == 2.0 and placed["cpu_seconds"] is None
    assert "measured placement" in report["profitability"]

    out, report = _run(tmp_path)  # a new process: the CPU, timed once
    assert out == unmodified
    events, placed = _nest(report)
    assert events["held"] == 1 and events["offloaded"] == 0
    assert placed["why"] == {"cpu": "timing the CPU once"}
    assert (placed["device_seconds"], placed["cpu_seconds"]) == (2.0, 1.0)

    # A C program opens the device and builds its kernels before main, so
    # its device run paid for neither: the CPU from now on, measured faster
    # (by 2x: beyond RETRY_WITHIN).
    for _ in range(3):
        out, report = _run(tmp_path)
        assert out == unmodified
        events, placed = _nest(report)
        assert events["held"] == 1 and placed["why"] == {"cpu": "measured"}

    (verdicts,) = (tmp_path / "cache" / "placement").glob("*.json")
    doc = json.loads(verdicts.read_text())
    assert doc["format"] == "polyoff-placement-1"
    assert any(rec == {"device": 2.0, "cpu": 1.0, "work": 40000, "device_runs": 1, "cpu_runs": 4,
                       "device_cold": True, "device_built": False, "device_samples": [2.0],
                       "cpu_samples": [1.0] * 4}
               for rec in doc["scops"][str(NEST)].values())

    # The thresholds' word alone: offloaded despite the verdict.
    for flags in (("--no-measured-placement",), ("--always-offload",)):
        out, report = _run(tmp_path, *flags)
        assert out == unmodified
        assert next(sc for sc in report["run"]["scops"] if sc["scop"] == NEST)["offloaded"] == 1
        assert not report["run"]["placement"]
    out, report = _run(tmp_path, env={"POLYOFF_PLACEMENT": "off"})
    assert next(sc for sc in report["run"]["scops"] if sc["scop"] == NEST)["offloaded"] == 1


def test_device_faster_stays_on_the_device(tmp_path, unmodified):
    require_device("pocl")
    seconds = "device=1,cpu=3"
    for expected in ("threshold", "timing the CPU once", "measured"):
        out, report = _run(tmp_path, seconds=seconds)
        assert out == unmodified
        _, placed = _nest(report)
        assert placed["why"] == ({"cpu": expected} if expected.endswith("CPU once") else {"device": expected})
    events, _ = _nest(report)
    assert events["offloaded"] == 1


def test_corrupt_or_foreign_verdicts_are_ignored(tmp_path, unmodified):
    require_device("pocl")
    _run(tmp_path)
    _run(tmp_path)
    (verdicts,) = (tmp_path / "cache" / "placement").glob("*.json")
    good = json.loads(verdicts.read_text())
    for bad in (b"\xff\x00 not json", json.dumps({**good, "key": "0" * 64}).encode(),
                json.dumps({**good, "scops": {"0": "x"}}).encode()):
        verdicts.write_bytes(bad)
        out, report = _run(tmp_path)
        assert out == unmodified
        events, placed = _nest(report)
        assert events["offloaded"] == 1 and placed["why"] == {"device": "threshold"}


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_a_cold_device_run_measures_its_first_launches(tmp_path, unmodified, device):
    """Real timings (no injected seconds): the session's profiling events
    give the device run's first launches, kept with the verdict and shown
    in the report; the output is the unmodified run's either way."""
    require_device(device)
    report_file = tmp_path / "report.json"
    env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_PLACEMENT_SECONDS": "", "POLYOFF_CACHE_DIR": str(tmp_path / "cache")}
    proc = run_polyoff(f"--device={device}", "--report=json", f"--report-file={report_file}", *THRESHOLDS,
                       str(PROGRAM), "--", *ARGS, always_offload=False, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == unmodified
    events, placed = _nest(json.loads(report_file.read_text()))
    assert events["offloaded"] == 1 and placed["why"] == {"device": "threshold"}
    first = placed["device_first_launches"]
    assert 0.0 <= first <= placed["device_seconds"]
    (verdicts,) = (tmp_path / "cache" / "placement").glob("*.json")
    (rec,) = json.loads(verdicts.read_text())["scops"][str(NEST)].values()
    assert rec["device_first_launches"] == first and rec["device_runs"] == 1


def test_text_report_shows_both_times(tmp_path, unmodified):
    require_device("pocl")
    _run(tmp_path, seconds="device=0.25,cpu=0.125", fmt="text")
    out, text = _run(tmp_path, seconds="device=0.25,cpu=0.125", fmt="text")
    assert out == unmodified
    line = next(ln for ln in text.splitlines() if "placement: SCoP #0" in ln)
    assert "on the CPU 1 time(s), timing the CPU once" in line
    assert "device 250.000 ms, CPU 125.000 ms" in line


def test_cpu_timing_keeps_the_exit_phis(tmp_path):
    """The original nest, timed on the CPU, leaves through the spliced
    ``polyoff.done`` block into a loop header whose phis it feeds."""
    require_device("pocl")
    program = ROOT / "tests" / "e2e" / "inputs" / "placement_exit_phis.c"
    want = run_polyoff("--gpu-runtime=none", str(program))
    assert want.returncode == 0, want.stderr
    env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache"),
           "POLYOFF_PLACEMENT_SECONDS": "device=2,cpu=1"}
    flags = ("--device=pocl", "--min-compute=1000", "--min-work-per-launch=100")
    host = tmp_path / "host.ll"
    assert run_polyoff(*flags, "--no-run", f"--emit-llvm={host}", str(program), always_offload=False,
                       env=env).returncode == 0
    assert "[ 0.000000e+00, %polyoff.done.0 ]" in host.read_text()
    whys = []
    for _ in range(4):
        report_file = tmp_path / "report.json"
        proc = run_polyoff(*flags, "--report=json", f"--report-file={report_file}", str(program),
                           always_offload=False, env=env)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == want.stdout
        placed = json.loads(report_file.read_text())["run"]["placement"][0]
        whys.append(placed["why"])
    assert whys == [{"device": "threshold"}, {"cpu": "timing the CPU once"},
                    {"cpu": "measured"}, {"cpu": "measured"}]
    assert (placed["device_seconds"], placed["cpu_seconds"]) == (2.0, 1.0)


#: with n = 400 SCoP 0 runs 160,000 instances in one launch: enough to be
#: asked about (codegen.host.ASK_MIN), too few for the default thresholds
BELOW = ("400", "1", "1")
#: the model's numbers: the device faster at everything
DEVICE_FAST = ("launch=1e-9,buffer=1e-9,copy=1e-15,serial=1e-9,device_stream=1e-12,device_row=1e-12,"
               "device_column=1e-12,cpu_stream=1e-6,cpu_row=1e-6,cpu_column=1e-6")


def test_below_the_thresholds_asks_only_when_something_could_place_it(tmp_path):
    """A run the default thresholds keep on the CPU does not call the
    runtime (abi.ASK_GLOBAL, zero) unless the cost model is on or the SCoP
    has verdicts on both sides: then it is placed as they say."""
    require_device("pocl")
    want = run_polyoff("--gpu-runtime=none", str(PROGRAM), "--", *BELOW)
    assert want.returncode == 0, want.stderr
    host = tmp_path / "host.ll"
    assert run_polyoff("--device=pocl", "--no-run", f"--emit-llvm={host}", str(PROGRAM),
                       always_offload=False).returncode == 0
    assert "@__polyoff_ask_0 = global i8 0" in host.read_text()

    def run(calibration: str) -> tuple[dict, dict | None]:
        report_file = tmp_path / "report.json"
        env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache"),
               "POLYOFF_PLACEMENT_SECONDS": "device=1,cpu=3", "POLYOFF_CALIBRATION": calibration}
        proc = run_polyoff("--device=pocl", "--report=json", f"--report-file={report_file}", str(PROGRAM),
                           "--", *BELOW, always_offload=False, env=env)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == want.stdout
        report = json.loads(report_file.read_text())
        events = next(sc for sc in report["run"]["scops"] if sc["scop"] == NEST)
        placed = next((e for e in report["run"]["placement"] if e["scop"] == NEST), None)
        return events, placed

    # No model, nothing measured: the thresholds decide in the host code.
    events, placed = run("off")
    assert placed is None and events["too_small"] == 1 and events["offloaded"] == 0
    # The model (device faster): asked, placed on the device, timed.
    events, placed = run(DEVICE_FAST)
    assert events["offloaded"] == 1 and placed["why"] == {"device": "model"}
    # The model off again: the SCoP has a verdict now, so it is still asked:
    # the CPU timed once, then the faster side (the device).
    events, placed = run("off")
    assert placed["why"] == {"cpu": "timing the CPU once"} and events["held"] == 1
    events, placed = run("off")
    assert placed["why"] == {"device": "measured"} and events["offloaded"] == 1
