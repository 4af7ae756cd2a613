"""The cost model in a compiled program (polyoff_runtime.calibration): in a
fresh process (no verdict yet) each SCoP runs where the model predicts it
faster, on pocl and on Intel's runtime, with the output of the unmodified
program; the next process times the other side; the report shows the
prediction next to the measurement; the calibration is measured once per
device and kept in the cache directory. The model's numbers are injected
(``POLYOFF_CALIBRATION``) where a test checks a choice, so no test here
depends on speed."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, require_device, run_polyoff

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "cost_shapes.c"
#: columns 10x faster on the device, streams and rows no faster (tests/runtime/test_rt_calibration.py)
INJECTED = ("launch=2e-5,buffer=5e-6,copy=1e-10,serial=2e-9,device_stream=1e-9,device_row=1e-9,"
            "device_column=0.5e-9,cpu_stream=1e-9,cpu_row=1e-9,cpu_column=5e-9")
DEVICES = ("pocl", "intel")


@pytest.fixture(scope="module")
def unmodified() -> str:
    proc = run_polyoff("--gpu-runtime=none", str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _run(tmp_path, device: str, *flags: str, calibration: str = INJECTED, fmt: str = "json"):
    report_file = tmp_path / f"report.{fmt}"
    env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache"),
           "POLYOFF_CALIBRATION": calibration, "POLYOFF_PLACEMENT_SECONDS": "device=1,cpu=3"}
    proc = run_polyoff(f"--device={device}", f"--report={fmt}", f"--report-file={report_file}", *flags,
                       str(PROGRAM), always_offload=False, env=env)
    assert proc.returncode == 0, proc.stderr
    text = report_file.read_text()
    return proc.stdout, (json.loads(text) if fmt == "json" else text)


def _by_function(report: dict) -> dict[str, tuple[dict, dict]]:
    """function -> (its SCoP's events, its placement entry)."""
    index = {sc["index"]: fn["function"] for fn in report["functions"] for sc in fn["scops"]}
    events = {sc["scop"]: sc for sc in report["run"]["scops"]}
    return {index[e["scop"]]: (events[e["scop"]], e) for e in report["run"]["placement"]}


@pytest.mark.parametrize("device", DEVICES)
def test_first_process_follows_the_model(tmp_path, unmodified, device):
    require_device(device)
    out, report = _run(tmp_path, device)
    assert out == unmodified
    assert report["run"]["calibration"]["source"] == "injected"
    assert "cost model" in report["profitability"]
    scops = _by_function(report)
    # stream and row: predicted faster on the CPU; column: on the device
    for function, side in (("stream", "cpu"), ("row", "cpu"), ("column", "device")):
        events, placed = scops[function]
        assert placed["why"] == {side: "model"}, function
        assert events["offloaded" if side == "device" else "held"] == 1, function
        model = placed["model"]
        assert (model["device"] < model["cpu"]) == (side == "device")
    # the next process times the other side once, the output still the same
    out, report = _run(tmp_path, device)
    assert out == unmodified
    scops = _by_function(report)
    assert scops["stream"][1]["why"] == {"device": "timing the device once"}
    assert scops["column"][1]["why"] == {"cpu": "timing the CPU once"}
    # from then on the measurements (device=1 s, cpu=3 s injected): the device
    out, report = _run(tmp_path, device)
    assert out == unmodified
    assert {e["why"].get("device") for _, e in _by_function(report).values()} == {"measured"}


def test_text_report_shows_prediction_and_measurement(tmp_path, unmodified):
    require_device("pocl")
    out, text = _run(tmp_path, "pocl", fmt="text")
    assert out == unmodified
    assert "cost model: injected: launch 20.0 µs" in text
    lines = [ln for ln in text.splitlines() if "placement: SCoP #" in ln]
    assert lines and all("(cost model: device " in ln for ln in lines)
    assert any("on the device 1 time(s), predicted faster there by the cost model, timed; device 1000.000 ms"
               in ln for ln in lines)


def test_explicit_thresholds_still_apply(tmp_path, unmodified):
    """--min-compute above every SCoP's work: all on the CPU before the model is asked."""
    require_device("pocl")
    out, report = _run(tmp_path, "pocl", "--min-compute=10000000")
    assert out == unmodified
    assert not report["run"]["placement"]
    assert all(sc["too_small"] == 1 and sc["offloaded"] == 0 for sc in report["run"]["scops"])


def test_without_a_model_the_default_thresholds_decide(tmp_path, unmodified):
    """POLYOFF_CALIBRATION=off: the device's default thresholds (a million
    instances) keep these 90,000-instance SCoPs on the CPU, untimed."""
    require_device("pocl")
    out, report = _run(tmp_path, "pocl", calibration="off")
    assert out == unmodified
    assert report["run"]["calibration"]["seconds"] is None
    assert not report["run"]["placement"]
    assert all(sc["too_small"] == 1 for sc in report["run"]["scops"])


@pytest.mark.parametrize("device", DEVICES)
def test_calibration_is_measured_once_and_kept(tmp_path, unmodified, device):
    require_device(device)
    out, report = _run(tmp_path, device, calibration="on")
    assert out == unmodified
    cal = report["run"]["calibration"]
    assert cal["source"] == "measured" and cal["seconds"]["launch"] > 0
    (stored,) = (tmp_path / "cache" / "calibration").glob("*.json")
    assert json.loads(stored.read_text())["seconds"] == cal["seconds"]
    out, report = _run(tmp_path, device, calibration="on")
    assert out == unmodified
    assert report["run"]["calibration"] == {**cal, "source": "stored"}
    # a corrupt file: measured again, replaced
    stored.write_bytes(b"{not json")
    out, report = _run(tmp_path, device, calibration="on")
    assert out == unmodified
    assert report["run"]["calibration"]["source"] == "measured"
    assert json.loads(stored.read_text())["format"] == "polyoff-calibration-1"


def test_small_scops_are_not_asked_about(tmp_path):
    """Under 65,536 instances (codegen.host.ASK_MIN) the host code does not
    call into the runtime: the default thresholds keep these SCoPs (40,000
    instances and fewer) on the CPU, untimed, model or not."""
    require_device("pocl")
    program = ROOT / "tests" / "e2e" / "inputs" / "profitability.c"
    want = run_polyoff("--gpu-runtime=none", str(program), "--", "200", "50", "100")
    report_file = tmp_path / "report.json"
    env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache"), "POLYOFF_CALIBRATION": INJECTED}
    proc = run_polyoff("--device=pocl", "--report=json", f"--report-file={report_file}", str(program), "--",
                       "200", "50", "100", always_offload=False, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == want.stdout
    report = json.loads(report_file.read_text())
    assert not report["run"]["placement"]
    assert all(sc["too_small"] == 1 and sc["offloaded"] == 0 for sc in report["run"]["scops"])
