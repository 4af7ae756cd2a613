"""The cost model (polyoff_runtime.calibration): its prediction from
calibrated numbers, the choice it makes where nothing was measured, the
calibration on disk (stored, reused, ignored when bad), and the numbers a
test injects. No test here depends on speed: the numbers are given."""

from __future__ import annotations

import json
import os

import pytest
from polyoff_runtime import abi, calibration
from polyoff_runtime.calibration import Calibration, CalibrationStore, predict
from polyoff_runtime.callbacks import facts_from
from polyoff_runtime.placement import (
    PLACE_CPU_TIMED,
    PLACE_DEVICE,
    PLACE_THRESHOLD,
    Placement,
)

#: a CPU OpenCL device's order of magnitude: 20 µs a launch, streams no
#: faster than the CPU, columns 10x faster (work-items read them contiguously)
CAL = Calibration(launch=20e-6, buffer=5e-6, copy=1e-10, serial=2e-9,
                  device_stream=1e-9, device_row=1e-9, device_column=0.5e-9,
                  cpu_stream=1e-9, cpu_row=1e-9, cpu_column=5e-9)
STREAM, ROW, COLUMN = range(3)


def facts(**values: int) -> dict[str, int]:
    out = dict.fromkeys(abi.FACT_NAMES, 0)
    out.update(values)
    out["work"] = out["parallel"] + out["sequential"]
    return out


def test_prediction_adds_launches_buffers_bytes_and_instances():
    f = facts(parallel=1_000_000, sequential=1000, launches=10, buffers=3, bytes_in=8000, bytes_out=4000,
              shape=COLUMN)
    got = predict(CAL, f)
    device = 10 * 20e-6 + 3 * 5e-6 + 12000 * 1e-10 + 1_000_000 * 0.5e-9 + 1000 * 2e-9
    assert got["device"] == pytest.approx(device)
    assert got["cpu"] == pytest.approx(1_001_000 * 5e-9)


@pytest.mark.parametrize(("f", "where"), [
    # a column read of a million instances, one launch: the device
    (facts(parallel=1_000_000, launches=1, buffers=3, shape=COLUMN), PLACE_DEVICE),
    # the same work as a stream: no faster there, and the launch on top
    (facts(parallel=1_000_000, launches=1, buffers=3, shape=STREAM), PLACE_CPU_TIMED),
    # a time loop: 2,000 launches of 500 instances each (lu's, heat-3d's shape)
    (facts(parallel=1_000_000, launches=2000, buffers=2, shape=COLUMN), PLACE_CPU_TIMED),
    # mostly in a single-thread kernel: twice the CPU's time per instance
    (facts(parallel=1000, sequential=1_000_000, launches=2, shape=STREAM), PLACE_CPU_TIMED),
])
def test_the_model_decides_where_nothing_was_measured(f, where):
    p = Placement(None)
    p.calibration, p.calibration_source = CAL, "injected"
    assert p.place(0, f) == where
    (entry,) = p.summary()
    assert set(entry["why"].values()) == {"model"}
    assert entry["model"] == predict(CAL, f)


def test_measurements_win_over_the_model(monkeypatch):
    """The model says device; measured, the CPU was faster: from then on the CPU."""
    monkeypatch.setenv("POLYOFF_PLACEMENT_SECONDS", "device=2,cpu=1")
    p = Placement(None)
    p.calibration = CAL
    f = facts(parallel=1_000_000, launches=1, buffers=3, shape=COLUMN)
    assert p.place(0, f) == PLACE_DEVICE  # the model
    p.noted(0, abi.EVENT_OFFLOADED)
    assert p.place(0, f) == PLACE_CPU_TIMED  # the other side, timed once
    p.noted(0, abi.EVENT_HELD)
    p.done(0)
    assert p.place(0, f) == PLACE_DEVICE  # its one run was cold (its first here): once more
    p.noted(0, abi.EVENT_OFFLOADED)
    assert p.place(0, f) == PLACE_CPU_TIMED
    assert p.summary()[0]["why"] == {"device": "timing the device again, warm", "cpu": "measured"}


def test_without_a_model_the_thresholds_decide():
    p = Placement(None)  # no device opened: no calibration
    assert p.place(0, facts(parallel=10, launches=1, threshold=abi.EVENT_TOO_SMALL)) == PLACE_THRESHOLD
    assert p.summary() == []  # not timed, as without placement
    assert p.place(1, facts(parallel=10, launches=1)) == PLACE_DEVICE
    assert p.summary()[0]["why"] == {"device": "threshold"}


def test_calibration_stored_reused_and_bad_files_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv(calibration.ENV, "on")
    measured = []

    def fake_measure(backend):
        measured.append(backend)
        return CAL

    monkeypatch.setattr(calibration, "measure", fake_measure)
    key = "a" * 64
    store = CalibrationStore(tmp_path / "calibration", key)
    assert calibration.obtain("backend", store) == (CAL, "measured")
    assert oct(os.stat(store.path).st_mode & 0o777) == "0o600"
    assert calibration.obtain("backend", CalibrationStore(tmp_path / "calibration", key)) == (CAL, "stored")
    assert len(measured) == 1
    good = json.loads(store.path.read_text())
    assert good["format"] == "polyoff-calibration-1" and good["seconds"]["launch"] == 20e-6
    bad_numbers = [{**good["seconds"], "launch": -1.0}, {**good["seconds"], "copy": "nan"},
                   {k: v for k, v in good["seconds"].items() if k != "serial"}, {**good["seconds"], "launch": True}]
    for bad in (b"\xff not json", json.dumps({**good, "key": "b" * 64}).encode(),
                json.dumps({**good, "format": "polyoff-calibration-0"}).encode(), json.dumps([1]).encode(),
                *(json.dumps({**good, "seconds": s}).encode() for s in bad_numbers)):
        store.path.write_bytes(bad)
        before = len(measured)
        assert calibration.obtain("backend", store) == (CAL, "measured")
        assert len(measured) == before + 1  # measured again, and stored again
    assert json.loads(store.path.read_text()) == good
    # another device (or driver, or host processor): another key
    parts = ("Intel(R) OpenCL", "cpu", "2026.1")
    assert calibration.device_key(parts) != calibration.device_key(("Intel(R) OpenCL", "cpu", "2026.2"))


def test_a_failed_measurement_leaves_the_thresholds(tmp_path, monkeypatch):
    monkeypatch.setenv(calibration.ENV, "on")

    def broken(backend):
        raise RuntimeError("CL_OUT_OF_RESOURCES")

    monkeypatch.setattr(calibration, "measure", broken)
    store = CalibrationStore(tmp_path / "calibration", "c" * 64)
    cal, why = calibration.obtain(object(), store)
    assert cal is None and "CL_OUT_OF_RESOURCES" in why
    assert not store.path.exists()


def test_injected_and_off(monkeypatch):
    monkeypatch.setenv(calibration.ENV, ",".join(f"{k}=1e-9" for k in Calibration.fields()))
    cal, why = calibration.obtain(object(), None)
    assert why == "injected" and cal.launch == 1e-9
    monkeypatch.setenv(calibration.ENV, "off")
    assert calibration.obtain(object(), None) == (None, "POLYOFF_CALIBRATION=off")
    # opt-in: not yet better than the thresholds at a first run
    monkeypatch.delenv(calibration.ENV)
    assert calibration.obtain(object(), None) == (None, "POLYOFF_CALIBRATION=off")
    # ill-formed: a warning, then measured (here: fails, no OpenCL backend)
    monkeypatch.setenv(calibration.ENV, "launch=x")
    cal, why = calibration.obtain(object(), None)
    assert cal is None and "OpenCL" in why


def test_facts_are_read_in_the_abi_order():
    import ctypes

    values = (ctypes.c_int64 * len(abi.FACT_NAMES))(*range(1, len(abi.FACT_NAMES) + 1))
    got = facts_from(ctypes.addressof(values))
    assert list(got) == list(abi.FACT_NAMES) and got["work"] == 1 and got["threshold"] == len(abi.FACT_NAMES)
