"""Measured placement in the runtime (polyoff_runtime.placement): the choice
per SCoP and size bucket, its timing through the ABI's place/note/done
calls, prediction for sizes never seen, and the verdicts on disk."""

from __future__ import annotations

import json
import os

from polyoff_runtime import abi
from polyoff_runtime.placement import (
    PLACE_CPU_TIMED,
    PLACE_DEVICE,
    Placement,
    VerdictStore,
    bucket_of,
    program_key,
)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _run(p: Placement, clock: Clock, scop: int, work: int, device: float, cpu: float) -> int:
    """One run of ``scop`` taking ``device`` or ``cpu`` seconds where it goes."""
    where = p.place(scop, {"work": work})
    if where == PLACE_DEVICE:
        clock.now += device
        p.noted(scop, abi.EVENT_OFFLOADED)
    else:
        clock.now += cpu
        p.noted(scop, abi.EVENT_HELD)
        p.done(scop)
    return where


def test_device_then_cpu_then_the_faster(monkeypatch):
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    assert _run(p, clock, 3, 5000, device=2.0, cpu=1.0) == PLACE_DEVICE  # as the thresholds decided
    assert _run(p, clock, 3, 5000, device=2.0, cpu=1.0) == PLACE_CPU_TIMED  # the CPU, once
    # the device's one run was its first in this process (cold): once more
    assert _run(p, clock, 3, 5000, device=2.0, cpu=1.0) == PLACE_DEVICE
    for _ in range(3):
        assert _run(p, clock, 3, 5000, device=2.0, cpu=1.0) == PLACE_CPU_TIMED  # faster there
    (entry,) = p.summary()
    assert entry["device_seconds"] == 2.0 and entry["cpu_seconds"] == 1.0
    assert entry["runs"] == {"device": 2, "cpu": 4} and entry["why"] == {
        "cpu": "measured", "device": "timing the device again, warm"}
    # Another size is another bucket: first predicted from this one (the
    # CPU), then the device timed once, then the faster
    assert _run(p, clock, 3, 5_000_000, device=0.5, cpu=1.0) == PLACE_CPU_TIMED
    assert _run(p, clock, 3, 5_000_000, device=0.5, cpu=1.0) == PLACE_DEVICE
    assert _run(p, clock, 3, 5_000_000, device=0.5, cpu=1.0) == PLACE_DEVICE
    big = p.summary()[1]
    assert big["why"] == {"cpu": "predicted", "device": "measured"}
    assert big["device_seconds"] == 0.5 and big["cpu_seconds"] == 1.0


def test_a_device_run_that_did_not_happen_is_not_timed(monkeypatch):
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    assert p.place(0, {"work": 100}) == PLACE_DEVICE
    clock.now += 9.0
    p.noted(0, abi.EVENT_CHECK_FAILED)  # an alias check after the question
    p.done(0)  # the original code ran, but it was not placed there to be timed
    assert p.verdicts == {}
    assert _run(p, clock, 0, 100, device=1.0, cpu=2.0) == PLACE_DEVICE


def test_an_unseen_size_is_predicted_from_measured_ones(monkeypatch):
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    # 1000 instances: device 1 ms, CPU 3 ms
    _run(p, clock, 1, 1000, device=1e-3, cpu=3e-3)
    _run(p, clock, 1, 1000, device=1e-3, cpu=3e-3)
    predicted = p.predict(1, 64_000)
    assert abs(predicted["device"] - 0.064) < 1e-12 and abs(predicted["cpu"] - 0.192) < 1e-12
    assert p.place(1, {"work": 64_000}) == PLACE_DEVICE
    entry = next(e for e in p.summary() if e["bucket"] == bucket_of(64_000))
    assert entry["why"]["device"] == "predicted" and entry["predicted"]["cpu"] > entry["predicted"]["device"]
    # A SCoP measured on one side only predicts nothing.
    q = Placement(None, clock)
    _run(q, clock, 1, 1000, device=1e-3, cpu=3e-3)
    assert q.predict(1, 64_000) is None


def test_verdicts_persist_and_bad_files_are_ignored(tmp_path, monkeypatch):
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    key = program_key("define i32 @main()", b"kernels", ("Intel", "cpu", "2026.2"))
    store = VerdictStore(tmp_path / "placement", key)
    clock = Clock()
    p = Placement(store, clock)
    for _ in range(3):  # the device (cold), the CPU, the device again (warm)
        _run(p, clock, 0, 7000, device=2.0, cpu=1.0)
    p.save()
    assert oct(os.stat(store.path).st_mode & 0o777) == "0o600"
    fresh = Placement(VerdictStore(tmp_path / "placement", key), clock)
    assert fresh.place(0, {"work": 7000}) == PLACE_CPU_TIMED  # held on the CPU at once
    assert fresh.summary()[0]["why"]["cpu"] == "measured"
    rec = fresh.verdicts[0][bucket_of(7000)]
    assert rec["device_samples"] == [2.0, 2.0] and rec["cpu_samples"] == [1.0]
    # Samples that are no list of times are dropped, the record kept.
    doc = json.loads(store.path.read_text())
    (bucket,) = doc["scops"]["0"]
    doc["scops"]["0"][bucket]["device_samples"] = [-1.0]
    store.path.write_text(json.dumps(doc))
    kept = Placement(VerdictStore(tmp_path / "placement", key), clock).verdicts[0][bucket_of(7000)]
    assert "device_samples" not in kept and kept["device"] == 2.0 and kept["cpu_samples"] == [1.0]
    # Another driver version: another key, nothing known.
    other = program_key("define i32 @main()", b"kernels", ("Intel", "cpu", "2026.3"))
    assert other != key and Placement(VerdictStore(tmp_path / "placement", other), clock).verdicts == {}
    # Corrupt, foreign or ill-formed files: ignored, no exception.
    for text in (b"\x00garbage{", json.dumps({"format": "polyoff-placement-1", "key": "f" * 64, "scops": {}}).encode(),
                 json.dumps({"format": "polyoff-placement-1", "key": key, "scops": {"0": {"13": {"cpu": "x"}}}}).encode(),
                 json.dumps([1, 2]).encode()):
        store.path.write_bytes(text)
        loaded = Placement(VerdictStore(tmp_path / "placement", key), clock)
        assert loaded.verdicts == {}
        assert loaded.place(0, {"work": 7000}) == PLACE_DEVICE


def test_fake_seconds_for_tests(monkeypatch):
    monkeypatch.setenv("POLYOFF_PLACEMENT_SECONDS", "device=0.5,cpu=0.25")
    clock = Clock()
    p = Placement(None, clock)
    _run(p, clock, 0, 10, device=100.0, cpu=100.0)
    _run(p, clock, 0, 10, device=100.0, cpu=100.0)
    assert p.verdicts[0][bucket_of(10)] == {"device": 0.5, "cpu": 0.25, "work": 10,
                                            "device_runs": 1, "cpu_runs": 1, "device_cold": True,
                                            "device_built": False, "device_samples": [0.5],
                                            "cpu_samples": [0.25]}


def test_prediction_fits_a_fixed_cost_from_two_sizes(monkeypatch):
    """Device: 10 ms to start plus 1 µs per instance; CPU: 2 µs per
    instance. Measured at 1,000 and 4,000 instances (the CPU faster at
    both), a size of 64,000 is predicted faster on the device."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    for work in (1000, 4000):
        for _ in range(2):
            _run(p, clock, 0, work, device=0.01 + 1e-6 * work, cpu=2e-6 * work)
    predicted = p.predict(0, 64_000)
    assert abs(predicted["device"] - 0.074) < 1e-9 and abs(predicted["cpu"] - 0.128) < 1e-9
    assert p.place(0, {"work": 64_000}) == PLACE_DEVICE


def test_one_noisy_run_does_not_flip_a_choice(monkeypatch):
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    _run(p, clock, 0, 500, device=1.5, cpu=0.5)
    _run(p, clock, 0, 500, device=1.5, cpu=0.5)
    _run(p, clock, 0, 500, device=1.5, cpu=0.5)  # the device again, warm
    _run(p, clock, 0, 500, device=1.5, cpu=0.5)  # the CPU's second run: the faster of two kept
    _run(p, clock, 0, 500, device=1.5, cpu=1.3)  # a slow CPU run: the median stays
    assert abs(p.verdicts[0][bucket_of(500)]["cpu"] - 0.5) < 1e-12
    _run(p, clock, 0, 500, device=1.5, cpu=9.0)  # however slow
    assert abs(p.verdicts[0][bucket_of(500)]["cpu"] - 0.9) < 1e-12  # (0.5 + 1.3) / 2 of four
    assert p.place(0, {"work": 500}) == PLACE_CPU_TIMED


def test_a_lasting_change_corrects_a_choice_within_the_window(monkeypatch):
    """A side's time is the median of its last WINDOW runs: lu at LARGE on
    Intel's runtime ran 1.6, 1.7, 2.1 and then 3.4 s on the device against
    2.0 s on the CPU; the mean of the kept time and the new one went to
    2.6 s and sent the next runs to the CPU. Slower for good, the device
    loses within a few runs; records without samples count their time as
    one."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    assert _run(p, clock, 0, 500, device=1.57, cpu=2.03) == PLACE_DEVICE
    assert _run(p, clock, 0, 500, device=1.57, cpu=2.03) == PLACE_CPU_TIMED
    for seconds in (1.70, 2.08, 3.38):
        assert _run(p, clock, 0, 500, device=seconds, cpu=2.03) == PLACE_DEVICE
    rec = p.verdicts[0][bucket_of(500)]
    assert abs(rec["device"] - (1.70 + 2.08) / 2) < 1e-12  # the median of four, not 2.6
    rec["cpu_runs"] = 2  # (the CPU settled: no near-tie retry of it here)
    assert _run(p, clock, 0, 500, device=3.0, cpu=2.03) == PLACE_DEVICE  # median of five: 2.08
    assert [round(x, 9) for x in rec["device_samples"]] == [1.57, 1.70, 2.08, 3.38, 3.0]
    assert _run(p, clock, 0, 500, device=3.0, cpu=2.03) == PLACE_CPU_TIMED  # the median now 3.0
    old = Placement(None, clock)
    old.verdicts = {1: {bucket_of(500): {"device": 1.0, "cpu": 2.0, "work": 500,
                                          "device_runs": 4, "cpu_runs": 1}}}
    _run(old, clock, 1, 500, device=5.0, cpu=2.0)
    rec = old.verdicts[1][bucket_of(500)]
    assert rec["device_samples"] == [1.0, 5.0] and rec["device"] == 1.0


def test_a_side_that_lost_narrowly_after_one_run_is_timed_again(monkeypatch):
    """A first device run can be cold (mvt from the decorator: 10.1 ms,
    then 5.6-6.6 ms, against the CPU's 8.9 ms): where it lost by less than
    RETRY_WITHIN, it is timed once more and the faster of its two runs
    counts; by more, or after two runs, it is not. The CPU only in a near
    tie (CPU_RETRY_WITHIN)."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    assert _run(p, clock, 0, 4000, device=10.1e-3, cpu=8.0e-3) == PLACE_DEVICE  # cold
    assert _run(p, clock, 0, 4000, device=5.6e-3, cpu=8.0e-3) == PLACE_CPU_TIMED
    assert _run(p, clock, 0, 4000, device=5.6e-3, cpu=8.0e-3) == PLACE_DEVICE  # again
    rec = p.verdicts[0][bucket_of(4000)]
    assert abs(rec["device"] - 5.6e-3) < 1e-12 and rec["device_runs"] == 2
    (entry,) = p.summary()
    assert entry["why"]["device"] == "timing the device again"
    # The CPU, timed once and behind by 1.43x, is not timed again: its
    # original code has no cold first run, and RETRY_WITHIN's margin sent
    # floyd-warshall to the CPU for two of a sweep's three runs.
    for _ in range(3):
        assert _run(p, clock, 0, 4000, device=5.6e-3, cpu=8.0e-3) == PLACE_DEVICE
    assert p.summary()[0]["why"] == {"device": "measured", "cpu": "timing the CPU once"}
    # A near tie (within CPU_RETRY_WITHIN) times the CPU once more, and the
    # faster of its two runs counts.
    tie = Placement(None, clock)
    assert _run(tie, clock, 2, 4000, device=5.6e-3, cpu=6.0e-3) == PLACE_DEVICE
    assert _run(tie, clock, 2, 4000, device=5.6e-3, cpu=6.0e-3) == PLACE_CPU_TIMED
    assert _run(tie, clock, 2, 4000, device=5.6e-3, cpu=5.0e-3) == PLACE_CPU_TIMED
    assert tie.summary()[0]["why"]["cpu"] == "timing the CPU again"
    assert abs(tie.verdicts[2][bucket_of(4000)]["cpu"] - 5.0e-3) < 1e-12
    # Behind by more than RETRY_WITHIN: timed again only because its one
    # run was its first in this process, then never.
    q = Placement(None, clock)
    assert _run(q, clock, 1, 4000, device=20e-3, cpu=8.9e-3) == PLACE_DEVICE
    assert _run(q, clock, 1, 4000, device=20e-3, cpu=8.9e-3) == PLACE_CPU_TIMED
    assert _run(q, clock, 1, 4000, device=19e-3, cpu=8.9e-3) == PLACE_DEVICE
    assert q.verdicts[1][bucket_of(4000)]["device_cold"] is False
    for _ in range(4):
        assert _run(q, clock, 1, 4000, device=5.6e-3, cpu=8.9e-3) == PLACE_CPU_TIMED
    # A cold run another process recorded, which built the kernels during
    # the run (the decorator's first call), is timed once more here, where
    # they load built; then the faster side stays.
    cold = Placement(None, clock)
    cold.verdicts = {1: {bucket_of(4000): {"device": 20e-3, "cpu": 8.9e-3, "work": 4000,
                                           "device_runs": 1, "cpu_runs": 1, "device_cold": True,
                                           "device_built": True}}}
    assert _run(cold, clock, 1, 4000, device=5.0e-3, cpu=8.9e-3) == PLACE_DEVICE
    assert cold.summary()[0]["why"]["device"] == "timing the device again, built"
    rec = cold.verdicts[1][bucket_of(4000)]
    assert abs(rec["device"] - 5.0e-3) < 1e-12 and rec["device_runs"] == 2
    assert _run(cold, clock, 1, 4000, device=5.0e-3, cpu=8.9e-3) == PLACE_DEVICE
    # ... and where the device is slower after all, the CPU from then on
    slow = Placement(None, clock)
    slow.verdicts = {1: {bucket_of(4000): {"device": 20e-3, "cpu": 8.9e-3, "work": 4000,
                                           "device_runs": 1, "cpu_runs": 1, "device_cold": True,
                                           "device_built": True}}}
    assert _run(slow, clock, 1, 4000, device=15e-3, cpu=8.9e-3) == PLACE_DEVICE
    for _ in range(3):
        assert _run(slow, clock, 1, 4000, device=15e-3, cpu=8.9e-3) == PLACE_CPU_TIMED
    # A cold run of another process that did not build (a C program opens
    # the device before main; each of its runs is a first launch) is not
    # timed again beyond RETRY_WITHIN: fdtd-2d on pocl lost 3.5 s to 0.88 s
    # and its retry took 2.9 s.
    c_program = Placement(None, clock)
    c_program.verdicts = {1: {bucket_of(4000): {"device": 20e-3, "cpu": 8.9e-3, "work": 4000,
                                                "device_runs": 1, "cpu_runs": 1, "device_cold": True,
                                                "device_built": False}}}
    assert _run(c_program, clock, 1, 4000, device=5.0e-3, cpu=8.9e-3) == PLACE_CPU_TIMED
    assert c_program.summary()[0]["why"] == {"cpu": "measured"}
    # Verdicts written before the runs were counted are settled as they are.
    r = Placement(None, clock)
    r.verdicts = {2: {bucket_of(4000): {"device": 10e-3, "cpu": 8.9e-3, "work": 4000}}}
    assert r.place(2, {"work": 4000}) == PLACE_CPU_TIMED


def test_a_device_run_that_opened_the_device_is_marked_built(monkeypatch):
    """Placement.initialised (the session opened the device and built the
    kernels) marks the device runs being timed, and only those; the mark
    is kept with the verdict."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock = Clock()
    p = Placement(None, clock)
    assert p.place(0, {"work": 4000}) == PLACE_DEVICE
    p.initialised()  # the first call's rt_init: the build
    clock.now += 0.5
    p.noted(0, abi.EVENT_OFFLOADED)
    assert p.verdicts[0][bucket_of(4000)]["device_built"] is True
    assert _run(p, clock, 0, 4000, device=0.5, cpu=0.1) == PLACE_CPU_TIMED
    p.initialised()  # nothing pending on the device: nothing marked
    assert _run(p, clock, 0, 4000, device=0.05, cpu=0.1) == PLACE_DEVICE  # warm here
    assert p.verdicts[0][bucket_of(4000)]["device_built"] is False


def test_asks_once_the_scop_is_measured_or_the_model_is_on(monkeypatch):
    """Placement.asks: whether a run the thresholds keep on the CPU is worth
    a question (abi.ASK_GLOBAL)."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    monkeypatch.setenv("POLYOFF_CALIBRATION", "off")
    clock = Clock()
    p = Placement(None, clock)
    assert not p.asks(3)
    _run(p, clock, 3, 5000, device=2.0, cpu=1.0)
    assert p.asks(3) and not p.asks(4)
    monkeypatch.setenv("POLYOFF_CALIBRATION", "on")
    assert p.asks(4)


class Launches:
    """A session's first-launch excess (``Placement.launch_excess``): each
    device run adds what its kernels' first launches took beyond a warm one."""

    def __init__(self) -> None:
        self.excess = 0.0
        self.calls = 0

    def __call__(self) -> float:
        self.calls += 1
        return self.excess


def _device_run(p: Placement, clock: Clock, launches: Launches, scop: int, work: int,
                seconds: float, first_launches: float) -> int:
    where = p.place(scop, {"work": work})
    if where == PLACE_DEVICE:
        clock.now += seconds
        launches.excess += first_launches
        p.noted(scop, abi.EVENT_OFFLOADED)
    return where


def test_a_device_run_warm_but_for_its_first_launches_is_not_timed_again(monkeypatch):
    """ludcmp on pocl at LARGE: 4,001 launches, 2.3 s on the device against
    1.73 s on the CPU, within RETRY_WITHIN; its first launches took a few
    milliseconds beyond their second, so the device is as warm as it gets
    and, behind by more than the run-to-run noise (WARM_RETRY_WITHIN), the
    CPU wins from the second run on. Within it (1.9 s, then 1.2 s: lu on
    Intel's runtime spread as much), the device is timed once more, and
    the faster of its two runs counts."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    clock, launches = Clock(), Launches()
    p = Placement(None, clock)
    p.launch_excess = launches
    assert _device_run(p, clock, launches, 0, 10**8, seconds=2.3, first_launches=0.006) == PLACE_DEVICE
    rec = p.verdicts[0][bucket_of(10**8)]
    assert abs(rec["device_first_launches"] - 0.006) < 1e-12
    assert _run(p, clock, 0, 10**8, device=2.3, cpu=1.729) == PLACE_CPU_TIMED  # the CPU, once
    for _ in range(3):
        assert _run(p, clock, 0, 10**8, device=2.3, cpu=1.729) == PLACE_CPU_TIMED
    (entry,) = p.summary()
    assert entry["runs"] == {"device": 1, "cpu": 4} and entry["device_first_launches"] == rec["device_first_launches"]
    near = Placement(None, clock)
    near.launch_excess = launches
    _device_run(near, clock, launches, 0, 10**8, seconds=1.905, first_launches=0.006)
    assert _run(near, clock, 0, 10**8, device=1.905, cpu=1.729) == PLACE_CPU_TIMED
    assert _run(near, clock, 0, 10**8, device=1.2, cpu=1.729) == PLACE_DEVICE  # within the noise
    assert near.summary()[0]["why"]["device"] == "timing the device again"
    for _ in range(3):
        assert _run(near, clock, 0, 10**8, device=1.2, cpu=1.729) == PLACE_DEVICE


def test_a_device_run_slow_by_its_first_launches_is_timed_again(monkeypatch):
    """Kernels launched once (mvt: 10.1 ms cold, 5.6-6.6 ms warm, the CPU
    8.9 ms) count whole: the device is timed again, and so is one that lost
    by more than RETRY_WITHIN where its first launches explain the loss."""
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    for device, first, cpu in ((10.1e-3, 8e-3, 8.9e-3), (3.0, 2.5, 1.0)):
        clock, launches = Clock(), Launches()
        p = Placement(None, clock)
        p.launch_excess = launches
        _device_run(p, clock, launches, 0, 5000, seconds=device, first_launches=first)
        assert _run(p, clock, 0, 5000, device=device, cpu=cpu) == PLACE_CPU_TIMED
        calls = launches.calls
        assert _device_run(p, clock, launches, 0, 5000, seconds=device - first, first_launches=0.0) == PLACE_DEVICE
        assert p.summary()[0]["why"]["device"] == "timing the device again"
        # a warm run is not measured (nothing on a warm call's path): the
        # record keeps the first run's first launches
        assert launches.calls == calls
        assert p.verdicts[0][bucket_of(5000)]["device_first_launches"] == first
        # warm, it won: it stays there
        assert _device_run(p, clock, launches, 0, 5000, seconds=device - first, first_launches=0.0) == PLACE_DEVICE


def test_the_first_launches_persist_and_fake_seconds_ignore_them(tmp_path, monkeypatch):
    monkeypatch.delenv("POLYOFF_PLACEMENT_SECONDS", raising=False)
    key = program_key("define i32 @main()", b"kernels", ("pocl", "cpu", "6.0"))
    clock, launches = Clock(), Launches()
    p = Placement(VerdictStore(tmp_path / "placement", key), clock)
    p.launch_excess = launches
    _device_run(p, clock, launches, 2, 9000, seconds=1.9, first_launches=0.004)
    p.save()
    fresh = Placement(VerdictStore(tmp_path / "placement", key), clock)
    assert abs(fresh.verdicts[2][bucket_of(9000)]["device_first_launches"] - 0.004) < 1e-12
    # Fake seconds (the tests' own verdicts): no first launches measured.
    monkeypatch.setenv("POLYOFF_PLACEMENT_SECONDS", "device=2,cpu=1")
    clock, launches = Clock(), Launches()
    q = Placement(None, clock)
    q.launch_excess = launches
    _device_run(q, clock, launches, 0, 10, seconds=5.0, first_launches=1.0)
    assert launches.calls == 0 and "device_first_launches" not in q.verdicts[0][bucket_of(10)]


def test_the_session_measures_first_launches_beyond_the_second():
    from polyoff_runtime.stats import StatsCollector

    stats = StatsCollector()
    stats.kernel_ran(0, 0.010)  # first launch of kernel 0: all of it, for now
    assert stats.first_launch_excess == 0.010
    stats.kernel_ran(0, 0.004)  # its second: 6 ms beyond
    stats.kernel_ran(0, 0.001)  # later launches change nothing
    stats.kernel_ran(1, 0.002)
    stats.kernel_ran(1, 0.003)  # a longer second launch (a growing loop): no excess
    assert abs(stats.first_launch_excess - 0.006) < 1e-12
    assert stats.kernel_seconds[0] == 0.015
