"""Measured placement: per SCoP and size, run where it ran (or is predicted to run) faster.

The host code's instance-count thresholds know neither what a launch or an
instance costs on the device at hand nor what the CPU would take, and on
CPU OpenCL devices they offload solvers and stencils that run slower there
(lu, heat-3d at PolyBench LARGE). So the host code asks the runtime
(``polyoff_rt_place``, with its estimates from the parameters: statement
instances, launches, bytes, ...; ``abi.FACT_NAMES``) and the runtime
answers from measurements, per SCoP and *size bucket*
(``work.bit_length()``: sizes within a factor of two share one):

* no measurement yet: the side the cost model predicts faster
  (:mod:`~polyoff_runtime.calibration`: the device's launch, copy and
  per-instance costs, calibrated once per device), timed: a device run from
  the question to the ``EVENT_OFFLOADED`` note (allocation, copies,
  launches and copies back: what the program waits for), a CPU run as
  below; without a calibration (``POLYOFF_CALIBRATION=off``, a device it
  cannot measure) the device's default thresholds decide, as the host code
  computed them (``PLACE_THRESHOLD``), and a device run is timed;
* the device measured, the CPU not: the CPU (the host function returns
  :data:`PLACE_CPU_TIMED` and the original code runs), timed from the
  question to ``polyoff_rt_done``, which the spliced code calls where the
  original region ends;
* both measured: the faster, timed again; a side's time is the median of
  its last :data:`WINDOW` times (after two, the faster of them), so one
  noisy run does not flip a choice, however slow it was, and a lasting
  change corrects it within a few runs (the mean of the kept time and the
  new one, used before, flipped lu at PolyBench LARGE to the CPU after a
  device run of 3.4 s among runs of 1.6-2.1 s, against the CPU's 2.0 s);
* except that a side which lost after a single run, by less than
  :data:`RETRY_WITHIN` (the device) or :data:`CPU_RETRY_WITHIN` (the CPU),
  is timed once more and keeps the faster of its two times: a first device
  run can be cold (the driver's first launch of a kernel, the first touch
  of its buffers; mvt's first device run took 10.1 ms, its later ones
  5.6-6.6 ms, against the CPU's 8.9 ms), and a side never chosen is never
  timed again. Where the backend times its launches, a device run's
  first launches are measured instead (:data:`EXCESS`: what each kernel's
  first launch took beyond its second, the whole launch of a kernel
  launched once), and the device is timed again if, that taken off, it is
  within :data:`WARM_RETRY_WITHIN` of the CPU: a solver's thousands of
  launches are as warm as they get after the first few (ludcmp on pocl at
  LARGE: 1.9 s on the device against 1.73 s on the CPU, within 1.5x, so a
  sweep's third run went to the device again), while a kernel launched
  once may be all first launch. That margin is the machine's run-to-run
  noise, which for a solver's seconds on a shared 2-core machine is tens
  of percent (lu at LARGE on Intel's runtime: 1.1 to 3.4 s on the device
  within an hour; its first device run of a sweep took 2.45 s against the
  CPU's 2.13 s and it stayed on the CPU, though most of its device runs
  took 1.0-1.7 s). The CPU's original code has no such first-run cost (it is
  compiled with the program, its arrays were written before the region),
  so only a near tie times it again: each run of it is a run the device
  would have done faster (floyd-warshall at LARGE: the device 7.5 s, the
  CPU 10.8 s, timed a second time under the device's margin, and two of a
  sweep's three runs went to the CPU);
* and a device run that was the SCoP's first in its process (the
  driver's first launch of its kernels: the decorator's doitgen took
  0.7 s there, 40 ms after, against the CPU's 0.36 s) is timed once more
  whatever it lost by, once the SCoP has run on the device here (unless
  its first launches were measured and it built nothing); where
  another process recorded it, only if that run also opened the device
  and built the kernels (the decorator's first call: :meth:`initialised`),
  which later processes load built (``binaries``, pocl's own cache). A C
  program opens the device before ``main``, so its device runs never pay
  for that, and each of its runs is a first launch: timing such a run again
  whatever it lost by only gave a sweep's third run to a device measured
  slower (fdtd-2d on pocl at LARGE: 3.5 s, the CPU 0.88 s, then 2.9 s);
* a bucket never seen, of a SCoP with both sides measured in other
  buckets: predicted, each side's time a line through its two measured
  buckets nearest in size (a fixed cost plus a cost per instance: launch
  and copy latency on the device), or, with one, its seconds per instance
  times this bucket's instances.

The CPU and the device compute the same bits, so placement changes only
the time. A PolyBench program runs each kernel once per process, so the
verdicts are kept on disk (:class:`VerdictStore`), one small JSON file per
program and device, in polyoff's private cache directory: the key is a hash
of the program (host IR and kernels), the device's name, platform and
driver version. A file that cannot be read, is not JSON of this format or
names another key is ignored (and replaced at the next save).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import abi, calibration
from .private_files import NotPrivate, private_directory, read_private_file, write_private_file

logger = logging.getLogger(__name__)

#: what ``polyoff_rt_place`` answers (and the host function returns unless 1)
PLACE_CPU = 0
PLACE_DEVICE = 1
PLACE_CPU_TIMED = 2
#: no model, no verdict: as the thresholds decided (``facts["threshold"]``)
PLACE_THRESHOLD = 3

FORMAT = "polyoff-placement-1"
#: a verdict file larger than this is not read
MAX_FILE = 1 << 20
#: ``POLYOFF_PLACEMENT=off`` turns measured placement off (the thresholds decide)
ENV = "POLYOFF_PLACEMENT"
#: ``POLYOFF_PLACEMENT_SECONDS="device=0.5,cpu=0.1"``: for tests, each
#: measured run takes these seconds instead of the clock's
ENV_FAKE = "POLYOFF_PLACEMENT_SECONDS"

DEVICE, CPU = "device", "cpu"
#: a side's time is the median of its last this many runs
WINDOW = 5
#: a device timed once that lost by less than this factor is timed again
RETRY_WITHIN = 1.5
#: ... and the CPU (a near tie, within the machine's noise)
CPU_RETRY_WITHIN = 1.1
#: a device timed once whose time less its first launches' excess is
#: within this factor of the CPU's is timed again (run-to-run noise of
#: runs over 20 ms here: the device's seconds of lu at LARGE spread 1.1 to
#: 3.4 s; one run more costs one run, a wrong verdict every later run)
WARM_RETRY_WITHIN = 1.25
#: a bucket's record of how often each side was timed
RUNS = {DEVICE: "device_runs", CPU: "cpu_runs"}
#: ... and of each side's last WINDOW times, oldest first
SAMPLES = {DEVICE: "device_samples", CPU: "cpu_samples"}
#: ... and whether its last device run was the SCoP's first in its process
COLD = "device_cold"
#: ... and whether that run opened the device and built the kernels
BUILT = "device_built"
#: ... and the seconds of it that were kernels' first launches in the
#: process, beyond what a later launch took
EXCESS = "device_first_launches"


def enabled() -> bool:
    return os.environ.get(ENV, "on").lower() not in ("0", "off", "no", "false")


def bucket_of(work: int) -> int:
    """The size bucket of an estimate of ``work`` statement instances."""
    return max(int(work), 0).bit_length()


def program_key(host_ir: str, kernel_code: bytes, device_parts: tuple[str, ...]) -> str:
    """The verdict file's key: the program and the device with its driver."""
    h = hashlib.sha256(FORMAT.encode())
    for part in (host_ir.encode(), kernel_code, *(p.encode() for p in device_parts)):
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return h.hexdigest()


class VerdictStore:
    """The measured seconds of one program on one device, on disk:
    ``{"format", "key", "scops": {scop: {bucket: {"device": s, "cpu": s, "work": n}}}}``."""

    def __init__(self, directory: str | os.PathLike, key: str) -> None:
        self.directory = Path(directory)
        self.key = key
        self.path = self.directory / f"{key}.json"

    def load(self) -> dict[int, dict[int, dict]]:
        try:
            private_directory(self.directory)
            data = read_private_file(self.path, MAX_FILE)
        except (OSError, NotPrivate) as exc:
            logger.warning("not using the placement verdicts %s: %s", self.path, exc)
            return {}
        if data is None:
            return {}
        try:
            doc = json.loads(data)
            if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("key") != self.key:
                raise ValueError("not polyoff's verdicts for this program and device")
            scops: dict[int, dict[int, dict]] = {}
            for scop, buckets in doc["scops"].items():
                for bucket, rec in buckets.items():
                    clean = {side: float(rec[side]) for side in (DEVICE, CPU)
                             if side in rec and float(rec[side]) >= 0}
                    clean["work"] = int(rec.get("work", 0))
                    clean.update({RUNS[side]: int(rec[RUNS[side]]) for side in (DEVICE, CPU)
                                  if RUNS[side] in rec})
                    for side in (DEVICE, CPU):
                        samples = [float(x) for x in rec.get(SAMPLES[side], ())][-WINDOW:]
                        if side in clean and samples and all(x >= 0 for x in samples):
                            clean[SAMPLES[side]] = samples
                    for flag in (COLD, BUILT):
                        if flag in rec:
                            clean[flag] = bool(rec[flag])
                    if EXCESS in rec and float(rec[EXCESS]) >= 0:
                        clean[EXCESS] = float(rec[EXCESS])
                    scops.setdefault(int(scop), {})[int(bucket)] = clean
            return scops
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            logger.warning("ignoring the placement verdicts %s: %s", self.path, exc)
            return {}

    def save(self, scops: dict[int, dict[int, dict]]) -> None:
        doc = {"format": FORMAT, "key": self.key,
               "scops": {str(s): {str(b): rec for b, rec in buckets.items()} for s, buckets in scops.items()}}
        try:
            private_directory(self.directory)
            write_private_file(self.directory, self.path.name, json.dumps(doc, sort_keys=True).encode())
        except OSError as exc:
            logger.warning("cannot write the placement verdicts in %s: %s", self.directory, exc)


@dataclass
class _Pending:
    bucket: int
    side: str
    start: float
    work: int
    #: the device was opened and the kernels built during this run
    built: bool = False
    #: the session's first-launch excess when the run started (None: not
    #: measured, as in every run after the SCoP's first on the device here)
    excess_start: float | None = None


def _fake_seconds() -> dict[str, float] | None:
    text = os.environ.get(ENV_FAKE)
    if not text:
        return None
    try:
        pairs = dict(item.split("=", 1) for item in text.split(","))
        return {side: float(pairs[side]) for side in (DEVICE, CPU)}
    except (ValueError, KeyError):
        logger.warning("%s=%r: expected device=SECONDS,cpu=SECONDS", ENV_FAKE, text)
        return None


class Placement:
    """The measured choice for one session (see the module's doc).

    ``store``: where verdicts persist (None: this process only). ``clock``:
    seconds, monotonic. ``calibrations``: where the cost model's numbers
    persist (None: measured in this process, see :meth:`device_ready`)."""

    def __init__(self, store: VerdictStore | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 calibrations: calibration.CalibrationStore | None = None) -> None:
        self.store = store
        self.calibrations = calibrations
        #: the cost model's numbers (None: no model, the thresholds decide)
        self.calibration: calibration.Calibration | None = None
        #: where they came from ("measured", "stored", "injected") or why there are none
        self.calibration_source = "no device opened"
        self.clock = clock
        self.fake = _fake_seconds()
        self.verdicts: dict[int, dict[int, dict]] = store.load() if store is not None else {}
        self._dirty = False
        self._pending: dict[int, _Pending] = {}
        #: SCoPs whose kernels ran on the device in this process
        self._device_here: set[int] = set()
        self._lock = threading.Lock()
        #: (scop, bucket) -> {"work", "runs": {side: n}, "why": {side: reason}, "last": side}
        self.runs: dict[tuple[int, int], dict] = {}
        #: the session's first-launch excess so far, its launches' timings
        #: collected (:attr:`StatsCollector.first_launch_excess`); None where
        #: the session does not measure it. Called outside this object's lock.
        self.launch_excess: Callable[[], float] | None = None

    def device_ready(self, backend: object) -> None:
        """The device is open: take the cost model's numbers for it
        (injected, stored, or measured now and stored)."""
        with self._lock:
            self.calibration, self.calibration_source = calibration.obtain(backend, self.calibrations)

    # -- the ABI's side ---------------------------------------------------

    def place(self, scop: int, facts: dict[str, int]) -> int:
        """The answer to ``polyoff_rt_place`` (``PLACE_*``) for one run of
        ``scop`` with ``facts`` (``abi.FACT_NAMES`` -> value)."""
        work = max(int(facts.get("work", 0)), 0)
        bucket = bucket_of(work)
        with self._lock:
            rec = self.verdicts.get(scop, {}).get(bucket, {})
            model = calibration.predict(self.calibration, facts) if self.calibration is not None else None
            side, why = self._choose(scop, bucket, work, rec, model)
            if why == "threshold" and facts.get("threshold", 0):
                return PLACE_THRESHOLD  # on the CPU, untimed, as without placement
            pending = self._pending[scop] = _Pending(bucket, side, self.clock(), work)
            # only a SCoP's first device run in the process has first launches
            # (later ones are not measured: no work on a warm call's path)
            cold = side == DEVICE and scop not in self._device_here
            run = self.runs.setdefault((scop, bucket), {"work": work, "runs": {}, "why": {}})
            run["runs"][side] = run["runs"].get(side, 0) + 1
            run["why"][side] = why
            run["last"] = side
            if model is not None:
                run["model"] = model
        if cold:
            excess = self._launch_excess()
            if excess is not None:
                with self._lock:
                    pending.excess_start = excess
                    pending.start = self.clock()
        return PLACE_DEVICE if side == DEVICE else PLACE_CPU_TIMED

    def _launch_excess(self) -> float | None:
        if self.launch_excess is None or self.fake is not None:
            return None  # fake seconds: the tests choose every time, first launches too
        try:
            return float(self.launch_excess())
        except Exception as exc:  # timing only: never a reason to fail a run
            logger.debug("first-launch excess: %s", exc)
            return None

    def _choose(self, scop: int, bucket: int, work: int, rec: dict,
                model: dict[str, float] | None) -> tuple[str, str]:
        if DEVICE in rec and CPU in rec:
            best, other = (DEVICE, CPU) if rec[DEVICE] <= rec[CPU] else (CPU, DEVICE)
            # the loser timed once (files written before the counts were
            # kept: taken as settled), narrowly or cold where it is warm now
            if rec.get(RUNS[other], 2) < 2:
                if other == DEVICE and EXCESS in rec:
                    # its first launches measured: the rest is what a warm run takes
                    near = rec[DEVICE] - rec[EXCESS] < WARM_RETRY_WITHIN * rec[best]
                else:
                    near = rec[other] < (RETRY_WITHIN if other == DEVICE else CPU_RETRY_WITHIN) * rec[best]
                if near:
                    return other, f"timing the {'device' if other == DEVICE else 'CPU'} again"
                if other == DEVICE and rec.get(COLD):
                    # (its first launches measured, only a build in the run
                    # is left to make it cold)
                    if scop in self._device_here and (EXCESS not in rec or rec.get(BUILT)):
                        return DEVICE, "timing the device again, warm"
                    if rec.get(BUILT):
                        # recorded by another process, which built the
                        # kernels during that run: this run is a first
                        # launch too, but loads them built
                        return DEVICE, "timing the device again, built"
            return best, "measured"
        if DEVICE in rec:
            return CPU, "timing the CPU once"
        if CPU in rec:
            return DEVICE, "timing the device once"
        predicted = self.predict(scop, work)
        if predicted is not None:
            return (DEVICE if predicted[DEVICE] <= predicted[CPU] else CPU), "predicted"
        if model is not None:
            return (DEVICE if model[DEVICE] <= model[CPU] else CPU), "model"
        return DEVICE, "threshold"

    def asks(self, scop: int) -> bool:
        """Whether a run of ``scop`` that the default thresholds keep on the
        CPU could be placed otherwise: the cost model is on, or the SCoP has
        been measured (a verdict to complete or to predict from). Otherwise
        the host function decides such a run itself (:data:`abi.ASK_GLOBAL`)."""
        if calibration.enabled():
            return True
        with self._lock:
            return bool(self.verdicts.get(scop))

    def predict(self, scop: int, work: int) -> dict[str, float] | None:
        """Each side's seconds at ``work`` instances, from the nearest
        bucket of ``scop`` where it was measured (seconds per instance);
        None unless both sides were measured somewhere."""
        buckets = self.verdicts.get(scop, {})
        target = bucket_of(work)
        out = {}
        for side in (DEVICE, CPU):
            near = sorted((abs(b - target), b) for b, rec in buckets.items()
                          if side in rec and rec.get("work", 0) > 0)
            if not near:
                return None
            first = buckets[near[0][1]]
            per_instance = first[side] / first["work"]
            fixed = 0.0
            if len(near) > 1:
                second = buckets[near[1][1]]
                slope = (second[side] - first[side]) / (second["work"] - first["work"])
                if slope > 0:
                    per_instance = slope
                    fixed = max(first[side] - slope * first["work"], 0.0)
            out[side] = fixed + per_instance * work
        return out

    def initialised(self) -> None:
        """The session opened the device and built its kernels just now:
        device runs being timed paid for that."""
        with self._lock:
            for pending in self._pending.values():
                if pending.side == DEVICE:
                    pending.built = True

    def noted(self, scop: int, event: int) -> None:
        """A host function's outcome: ``EVENT_OFFLOADED`` ends a device run
        being timed; any other outcome of one (a check failed after the
        question, a device failure) ends it untimed."""
        with self._lock:
            pending = self._pending.get(scop)
            if pending is None or pending.side != DEVICE:
                return
            del self._pending[scop]
            if event != abi.EVENT_OFFLOADED:
                self._uncount(scop, pending)
                return
            self._measured(scop, pending)
        if pending.excess_start is not None:
            # after the clock was read: collecting the run's launch timings is not its time
            excess = self._launch_excess()
            if excess is not None:
                with self._lock:
                    rec = self.verdicts.get(scop, {}).get(pending.bucket)
                    if rec is not None:
                        rec[EXCESS] = max(excess - pending.excess_start, 0.0)
                        run = self.runs.get((scop, pending.bucket))
                        if run is not None:
                            run["first_launches"] = rec[EXCESS]

    def done(self, scop: int) -> None:
        """The original code of ``scop``, placed on the CPU, has finished."""
        with self._lock:
            pending = self._pending.get(scop)
            if pending is None or pending.side != CPU:
                return
            del self._pending[scop]
            self._measured(scop, pending)

    def _uncount(self, scop: int, pending: _Pending) -> None:
        run = self.runs.get((scop, pending.bucket))
        if run is not None:
            run["runs"][pending.side] -= 1

    def _measured(self, scop: int, pending: _Pending) -> None:
        seconds = self.clock() - pending.start if self.fake is None else self.fake[pending.side]
        rec = self.verdicts.setdefault(scop, {}).setdefault(pending.bucket, {})
        kept = rec.get(pending.side)
        runs = rec.get(RUNS[pending.side], 0 if kept is None else 2)
        # (a record from before the samples were kept: its time as one)
        samples = [*rec.get(SAMPLES[pending.side], [] if kept is None else [kept]), seconds][-WINDOW:]
        rec[SAMPLES[pending.side]] = samples
        if len(samples) == 2:  # the second run of a side: its first may have been cold
            rec[pending.side] = min(samples)
        else:
            rec[pending.side] = statistics.median(samples)
        rec[RUNS[pending.side]] = runs + 1
        if pending.side == DEVICE:
            rec[COLD] = scop not in self._device_here
            rec[BUILT] = pending.built
            self._device_here.add(scop)
        rec["work"] = pending.work
        self._dirty = True
        run = self.runs[(scop, pending.bucket)]
        run.setdefault("seconds", {})[pending.side] = seconds

    # -- outside the ABI ----------------------------------------------------

    def save(self) -> None:
        """Write the verdicts measured since the last save (once the program
        ran, so that no file is written inside its timed regions)."""
        with self._lock:
            if self.store is None or not self._dirty:
                return
            self._dirty = False
            self.store.save(self.verdicts)

    def model_summary(self) -> dict:
        """The cost model's numbers (seconds, or None) and where they came from."""
        with self._lock:
            cal = self.calibration
            return {"source": self.calibration_source,
                    "seconds": dataclasses.asdict(cal) if cal is not None else None}

    def summary(self) -> list[dict]:
        """Per SCoP and bucket that ran: where, why, and the seconds known."""
        out = []
        with self._lock:
            for (scop, bucket), run in sorted(self.runs.items()):
                rec = self.verdicts.get(scop, {}).get(bucket, {})
                entry = {
                    "scop": scop,
                    "bucket": bucket,
                    "work": run["work"],
                    "runs": {side: n for side, n in run["runs"].items() if n > 0},
                    "why": dict(run["why"]),
                    "last": run.get("last"),
                    "measured": dict(run.get("seconds", {})),
                    "device_seconds": rec.get(DEVICE),
                    "cpu_seconds": rec.get(CPU),
                }
                if "first_launches" in run:
                    entry["device_first_launches"] = run["first_launches"]
                if "predicted" in run["why"].values():
                    entry["predicted"] = self.predict(scop, run["work"])
                if "model" in run:
                    entry["model"] = dict(run["model"])
                out.append(entry)
        return out

