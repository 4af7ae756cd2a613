"""The cost model: what a launch, a byte and a statement instance cost, measured once per device.

The host code's thresholds count statement instances; they know neither
what the device at hand charges for a launch, a buffer, a byte or an
instance, nor what the CPU would take. So, once per device (its platform,
name and driver version, and the host processor the JIT compiles for),
the runtime measures (:func:`measure`, well under a second):

* **launch**: seconds per kernel launch (an empty kernel of 64 work-groups
  enqueued 64 times, its argument set each time, then waited for: launches
  of one SCoP are enqueued back to back too);
* **buffer**: seconds to allocate, bind and free one buffer;
* **copy**: seconds per byte copied in and out (for zero-copy buffers, the
  map and unmap the runtime does instead);
* per **shape** of statement (:data:`SHAPES`), seconds per instance on the
  device (an OpenCL kernel over 2^20 instances) and on the CPU (the same
  loop nest, JIT-compiled at ``-O3`` for the host as polyoff compiles the
  original code): ``stream``, an element-wise ``c[i] = a[i] * b[i] + c[i]``;
  ``row``, a reduction along a row (``y[i] += A[i][j] * x[j]``, j inner);
  ``column``, the same reduction along a column (``A[j][i]``, j inner, a
  stride of a row per instance on the CPU);
* **serial**: seconds per instance of a single-thread kernel (one work-item
  looping over the stream shape).

and keeps the numbers in the private cache directory (:class:`CalibrationStore`).
Per SCoP the host code passes, at run time from the parameters, what the
prediction needs (``abi.FACT_*``: instances in parallel and in single-thread
kernels, launches, buffers, bytes copied in and out, and the shape the
compiler read from its deepest statement); :func:`predict` then gives

    device = launches * launch + buffers * buffer + bytes * copy
             + parallel * device[shape] + sequential * serial
    cpu    = (parallel + sequential) * cpu[shape]

A file that cannot be read, is not of this format, names another key or
holds a number that is not a positive finite float is ignored and
measured again. ``POLYOFF_CALIBRATION`` (``launch=2e-5,buffer=1e-5,...``,
the names of :attr:`Calibration.fields`) gives the numbers instead of
measuring them, for tests; ``POLYOFF_CALIBRATION=on`` turns the model on:
it is off by default (the thresholds decide where there is no measured
verdict) until its first-run choices beat the thresholds'.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import logging
import math
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .private_files import NotPrivate, private_directory, read_private_file, write_private_file

logger = logging.getLogger(__name__)

FORMAT = "polyoff-calibration-1"
MAX_FILE = 1 << 16
ENV = "POLYOFF_CALIBRATION"

#: statement shapes, in the order of their codes in ``abi.FACT_SHAPE``
SHAPES = ("stream", "row", "column")

#: instances per calibration loop (2^20: 8 MiB of doubles, beyond L2, fast enough)
_N = 1 << 20
_ROWS = 1 << 10
_LAUNCHES = 64
#: an empty launch's work-items and work-group size: 64 groups
_LAUNCH_ITEMS, _LAUNCH_GROUP = 4096, 64
_BUFFERS = 16
_REPEAT = 5


@dataclass(frozen=True)
class Calibration:
    """Seconds per launch, buffer, byte and statement instance (module doc)."""

    launch: float
    buffer: float
    copy: float
    serial: float
    device_stream: float
    device_row: float
    device_column: float
    cpu_stream: float
    cpu_row: float
    cpu_column: float

    @classmethod
    def fields(cls) -> tuple[str, ...]:
        return tuple(cls.__dataclass_fields__)

    @classmethod
    def from_dict(cls, values: dict[str, Any]) -> Calibration:
        """Raises ValueError unless every field is a finite number >= 0."""
        numbers = {}
        for name in cls.fields():
            if name not in values:
                raise ValueError(f"no {name!r}")
            value = values[name]
            if isinstance(value, bool) or not isinstance(value, (int, float, str)):
                raise ValueError(f"{name!r} is not a number")
            value = float(value)
            if not math.isfinite(value) or value < 0:
                raise ValueError(f"{name!r} = {value} is not a finite number >= 0")
            numbers[name] = value
        return cls(**numbers)

    def describe(self) -> str:
        return (f"launch {self.launch * 1e6:.1f} µs, buffer {self.buffer * 1e6:.1f} µs, "
                f"copy {1 / self.copy / 1e9 if self.copy else math.inf:.2f} GB/s; ns per instance "
                + ", ".join(f"{shape} {getattr(self, 'device_' + shape) * 1e9:.3f} device / "
                            f"{getattr(self, 'cpu_' + shape) * 1e9:.3f} CPU" for shape in SHAPES)
                + f", single-thread kernel {self.serial * 1e9:.3f}")


def shape_name(code: int) -> str:
    return SHAPES[code] if 0 <= code < len(SHAPES) else SHAPES[0]


def predict(cal: Calibration, facts: dict[str, int]) -> dict[str, float]:
    """Seconds on the device and on the CPU for one run of a SCoP with these
    ``facts`` (``abi.FACT_NAMES`` -> value)."""
    shape = shape_name(facts.get("shape", 0))
    parallel, sequential = facts.get("parallel", 0), facts.get("sequential", 0)
    device = (facts.get("launches", 0) * cal.launch + facts.get("buffers", 0) * cal.buffer
              + (facts.get("bytes_in", 0) + facts.get("bytes_out", 0)) * cal.copy
              + parallel * getattr(cal, "device_" + shape) + sequential * cal.serial)
    cpu = (parallel + sequential) * getattr(cal, "cpu_" + shape)
    return {"device": device, "cpu": cpu}


def enabled() -> bool:
    """The model is opt-in (``POLYOFF_CALIBRATION=on``, or numbers given):
    measured on 2026-11-27 its first-run choices were not yet better than
    the default thresholds' (Intel's runtime about even, pocl worse with a
    calibration taken under load; docs/architecture.md)."""
    value = os.environ.get(ENV, "off").lower()
    return value in ("1", "on", "yes", "true") or "=" in value


def injected() -> Calibration | None:
    """The numbers ``POLYOFF_CALIBRATION`` gives (``name=seconds,...``), if any."""
    text = os.environ.get(ENV, "")
    if not text or "=" not in text:
        return None
    try:
        return Calibration.from_dict(dict(item.split("=", 1) for item in text.split(",")))
    except ValueError as exc:
        logger.warning("%s=%r: %s (expected %s)", ENV, text, exc, "=SECONDS,".join(Calibration.fields()) + "=SECONDS")
        return None


def device_key(device_parts: tuple[str, ...]) -> str:
    """The calibration file's key: the device with its driver, and the host
    processor the CPU side is compiled for."""
    from .host_llvm import host_target_spec

    h = hashlib.sha256(FORMAT.encode())
    for part in (*device_parts, *host_target_spec()):
        data = part.encode()
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


class CalibrationStore:
    """One device's calibration on disk: ``{"format", "key", "seconds": {field: s}}``."""

    def __init__(self, directory: str | os.PathLike, key: str) -> None:
        self.directory = Path(directory)
        self.key = key
        self.path = self.directory / f"{key}.json"

    def load(self) -> Calibration | None:
        try:
            private_directory(self.directory)
            data = read_private_file(self.path, MAX_FILE)
        except (OSError, NotPrivate) as exc:
            logger.warning("not using the calibration %s: %s", self.path, exc)
            return None
        if data is None:
            return None
        try:
            doc = json.loads(data)
            if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("key") != self.key:
                raise ValueError("not polyoff's calibration of this device")
            if not isinstance(doc.get("seconds"), dict):
                raise ValueError("no seconds")
            return Calibration.from_dict(doc["seconds"])
        except ValueError as exc:  # json's errors are ValueErrors too
            logger.warning("ignoring the calibration %s: %s", self.path, exc)
            return None

    def save(self, cal: Calibration) -> None:
        doc = {"format": FORMAT, "key": self.key, "seconds": asdict(cal)}
        try:
            private_directory(self.directory)
            write_private_file(self.directory, self.path.name, json.dumps(doc, sort_keys=True).encode())
        except OSError as exc:
            logger.warning("cannot write the calibration in %s: %s", self.directory, exc)


def obtain(backend: Any, store: CalibrationStore | None) -> tuple[Calibration | None, str]:
    """The calibration for ``backend``'s device and where it came from
    (``"injected"``, ``"stored"``, ``"measured"``); (None, why) where the
    model is off or cannot be measured."""
    if not enabled():
        return None, f"{ENV}=off"
    cal = injected()
    if cal is not None:
        return cal, "injected"
    if store is not None:
        cal = store.load()
        if cal is not None:
            return cal, "stored"
    try:
        cal = measure(backend)
    except Exception as exc:  # a driver's failure: the thresholds decide instead
        logger.warning("cannot calibrate %s: %s", getattr(getattr(backend, "device", None), "describe",
                                                          lambda: "the device")(), exc)
        return None, f"calibration failed: {exc}"
    if store is not None:
        store.save(cal)
    return cal, "measured"


# -- measuring ---------------------------------------------------------------

_KERNELS = r"""
__kernel void empty(__global double *p) { }
__kernel void stream(__global const double *a, __global const double *b, __global double *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] * b[i] + c[i];
}
__kernel void row(__global const double *A, __global const double *x, __global double *y, int n) {
    size_t i = get_global_id(0);
    double s = y[i];
    for (int j = 0; j < n; j++) s = s + A[i * n + j] * x[j];
    y[i] = s;
}
__kernel void column(__global const double *A, __global const double *x, __global double *y, int n) {
    size_t i = get_global_id(0);
    double s = y[i];
    for (int j = 0; j < n; j++) s = s + A[(size_t)j * n + i] * x[j];
    y[i] = s;
}
__kernel void serial(__global const double *a, __global const double *b, __global double *c, int n) {
    for (int i = 0; i < n; i++) c[i] = a[i] * b[i] + c[i];
}
"""

#: the CPU side of each shape: ``void f(double *A, double *x, double *y, i64 n, i64 m)``
_CPU_IR = r"""
define void @stream(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n, i64 %m) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %pa = getelementptr double, ptr %a, i64 %i
  %pb = getelementptr double, ptr %b, i64 %i
  %pc = getelementptr double, ptr %c, i64 %i
  %va = load double, ptr %pa
  %vb = load double, ptr %pb
  %vc = load double, ptr %pc
  %p = fmul double %va, %vb
  %s = fadd double %p, %vc
  store double %s, ptr %pc
  %i1 = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %out
out:
  ret void
}

define void @row(ptr noalias %A, ptr noalias %x, ptr noalias %y, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %py = getelementptr double, ptr %y, i64 %i
  %base = mul nsw i64 %i, %m
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %k = add nsw i64 %base, %j
  %pA = getelementptr double, ptr %A, i64 %k
  %px = getelementptr double, ptr %x, i64 %j
  %vA = load double, ptr %pA
  %vx = load double, ptr %px
  %vy = load double, ptr %py
  %p = fmul double %vA, %vx
  %s = fadd double %vy, %p
  store double %s, ptr %py
  %j1 = add nuw nsw i64 %j, 1
  %jmore = icmp slt i64 %j1, %m
  br i1 %jmore, label %inner, label %next
next:
  %i1 = add nuw nsw i64 %i, 1
  %imore = icmp slt i64 %i1, %n
  br i1 %imore, label %outer, label %out
out:
  ret void
}

define void @column(ptr noalias %A, ptr noalias %x, ptr noalias %y, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %py = getelementptr double, ptr %y, i64 %i
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %row = mul nsw i64 %j, %n
  %k = add nsw i64 %row, %i
  %pA = getelementptr double, ptr %A, i64 %k
  %px = getelementptr double, ptr %x, i64 %j
  %vA = load double, ptr %pA
  %vx = load double, ptr %px
  %vy = load double, ptr %py
  %p = fmul double %vA, %vx
  %s = fadd double %vy, %p
  store double %s, ptr %py
  %j1 = add nuw nsw i64 %j, 1
  %jmore = icmp slt i64 %j1, %m
  br i1 %jmore, label %inner, label %next
next:
  %i1 = add nuw nsw i64 %i, 1
  %imore = icmp slt i64 %i1, %n
  br i1 %imore, label %outer, label %out
out:
  ret void
}
"""


def _best(run, repeat: int = _REPEAT) -> float:
    """The shortest of ``repeat`` timed runs of ``run()`` (after one untimed:
    pocl compiles a kernel at its first launch, caches warm up)."""
    run()
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def measure_cpu() -> dict[str, float]:
    """Seconds per instance of each shape's loop nest, JIT-compiled for the host."""
    import llvmlite.binding as llvm
    import numpy as np

    from .host_llvm import host_module_text, host_target_machine, optimize_module

    tm = host_target_machine()
    module = llvm.parse_assembly(host_module_text(_CPU_IR))
    module.triple = tm.triple
    module.data_layout = str(tm.target_data)
    optimize_module(module, 3, tm)
    engine = llvm.create_mcjit_compiler(module, tm)
    try:
        engine.finalize_object()
        proto = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64,
                                 ctypes.c_int64)
        a, b, c = (np.full(_N, 1.0 + k / 8) for k in range(3))
        out = {}
        for shape in SHAPES:
            fn = proto(engine.get_function_address(shape))
            if shape == "stream":
                args = (a.ctypes.data, b.ctypes.data, c.ctypes.data, _N, 0)
            else:
                args = (a.ctypes.data, b.ctypes.data, c.ctypes.data, _ROWS, _N // _ROWS)
            out[shape] = _best(lambda fn=fn, args=args: fn(*args)) / _N
        return out
    finally:
        del engine  # owns the module and the target machine


def measure(backend: Any) -> Calibration:
    """Measure ``backend``'s device (an OpenCL backend: its context and
    queue) and the host CPU; see the module doc."""
    import numpy as np

    from .opencl import map_host_range

    cl = getattr(backend, "_cl", None)
    if cl is None or not hasattr(backend, "context"):
        raise RuntimeError("the cost model measures OpenCL devices only")
    ctx, queue = backend.context, backend.queue
    program = cl.Program(ctx, _KERNELS).build()
    kernels = {name: cl.Kernel(program, name) for name in ("empty", "stream", "row", "column", "serial")}
    mf = cl.mem_flags
    host = [np.full(_N, 1.0 + k / 8) for k in range(3)]
    bufs = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=h) for h in host]
    n = np.int32(_N // _ROWS)

    def launches() -> None:
        # as OpenCLBackend.launch: the argument set, then enqueued; enough
        # work-groups that every compute unit takes part (a launch's fixed
        # cost includes waking the driver's worker threads)
        kernel = kernels["empty"]
        for _ in range(_LAUNCHES):
            kernel.set_arg(0, bufs[0])
            cl.enqueue_nd_range_kernel(queue, kernel, (_LAUNCH_ITEMS,), (_LAUNCH_GROUP,))
        queue.finish()

    def on_device(name: str, size: int, *args) -> float:
        kernel = kernels[name]
        kernel.set_args(*args)

        def run() -> None:
            cl.enqueue_nd_range_kernel(queue, kernel, (size,), None)
            queue.finish()

        return _best(run)

    zero_copy = backend.use_zero_copy(backend.device.host_unified_memory)

    def buffers() -> None:
        for _ in range(_BUFFERS):
            if zero_copy:
                b = cl.Buffer(ctx, mf.READ_WRITE | mf.USE_HOST_PTR, hostbuf=host[2])
            else:
                b = cl.Buffer(ctx, mf.READ_WRITE, size=host[2].nbytes)
            b.release()

    def copies() -> None:
        if zero_copy:
            # what OpenCLBackend._map does: map and unmap, once in and once out
            for inward in (True, False):
                map_host_range(cl, queue, zc, host[2].ctypes.data, host[2].nbytes, inward)
        else:
            cl.enqueue_copy(queue, bufs[2], host[2], is_blocking=True)
            cl.enqueue_copy(queue, host[2], bufs[2], is_blocking=True)

    zc = cl.Buffer(ctx, mf.READ_WRITE | mf.USE_HOST_PTR, hostbuf=host[2]) if zero_copy else None
    try:
        launch = _best(launches) / _LAUNCHES
        seconds = {
            "launch": launch,
            "buffer": _best(buffers) / _BUFFERS,
            "copy": _best(copies) / (2 * host[2].nbytes),
            "device_stream": (on_device("stream", _N, *bufs) - launch) / _N,
            "device_row": (on_device("row", _ROWS, *bufs, n) - launch) / _N,
            "device_column": (on_device("column", _N // _ROWS, *bufs, n) - launch) / _N,
            "serial": (on_device("serial", 1, *bufs, np.int32(_N // 16)) - launch) / (_N // 16),
        }
    finally:
        for b in bufs + ([zc] if zc is not None else []):
            b.release()
    seconds.update({"cpu_" + shape: s for shape, s in measure_cpu().items()})
    cal = Calibration.from_dict({k: max(v, 0.0) for k, v in seconds.items()})
    logger.info("calibrated %s: %s", backend.device.describe(), cal.describe())
    return cal
