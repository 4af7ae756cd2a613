"""Sessions: one running Program's device state behind the C ABI.

A :class:`Session` owns what one :class:`~polyoff_runtime.program.Program`
needs at run time: the device, the backend, the built kernel module, the live
buffers and the statistics. It is created cheaply; the device is opened and
the kernels built on the first ``polyoff_rt_init`` (once per session however
often init is called; a failed build is remembered, so every later init
fails fast and the program keeps running on the CPU).

Each session registers under a program id, which the ABI callbacks of
:mod:`polyoff_runtime.callbacks` dispatch on. Its methods mirror the ABI and
return its status codes, never raising: ``FAIL_CLEAN`` while host memory is
untouched, ``FAIL_DIRTY`` once a zero-copy buffer may have been written by a
kernel or a copy-out has begun writing host memory (until every buffer is
freed again, which ends a SCoP's run).
"""

from __future__ import annotations

import ctypes
import itertools
import logging
import os
import threading
from collections.abc import Callable, Sequence
from typing import NoReturn

from . import abi
from .backend import ZERO_COPY_MODES, Backend, DeviceBuffer, decode_args
from .callbacks import fatal_exit, register_session, unregister_session
from .devices import DeviceInfo, select_device
from .errors import DeviceError, KernelBuildError
from .placement import PLACE_CPU, PLACE_THRESHOLD, Placement
from .program import Program
from .stats import SessionStats, StatsCollector

logger = logging.getLogger(__name__)

_SESSION_RUNTIMES = (None, "opencl", "cuda", "none")


def make_backend(device: DeviceInfo, recorder: StatsCollector, zero_copy: str) -> Backend:
    """The backend for ``device``'s runtime (imports pyopencl / pycuda lazily)."""
    if device.runtime == "opencl":
        from .opencl import OpenCLBackend

        return OpenCLBackend(device, recorder, zero_copy=zero_copy)
    if device.runtime == "cuda":
        from .cuda import CUDABackend

        return CUDABackend(device, recorder, zero_copy=zero_copy)
    raise DeviceError(f"unknown runtime {device.runtime!r}")


class Session:
    """The device side of one running Program.

    Args:
        program: the compiled program.
        runtime: ``opencl``, ``cuda``, ``None`` (whichever has the best
            device) or ``none`` (never offload: init always fails cleanly).
        device_spec: a device selector (see
            :func:`~polyoff_runtime.devices.select_device`); ``None`` reads
            ``POLYOFF_DEVICE`` or picks the best device.
        device: a device already chosen (overrides ``runtime``/``device_spec``).
        zero_copy: ``auto``, ``on`` or ``off`` (see ``backend.ZERO_COPY_MODES``).
        verbose: log every ABI call at INFO (DEBUG otherwise).
        placement: the measured choice between device and CPU per SCoP
            and size (:mod:`~polyoff_runtime.placement`), which also
            calibrates the cost model once the device is open; ``None``:
            every ``polyoff_rt_place`` answers "as the thresholds decide".

    The Python methods mirror the C ABI and return its status codes; they never
    raise. ``prog_id`` is the id the host module's ``@__polyoff_program`` must hold.
    """

    def __init__(
        self,
        program: Program,
        *,
        runtime: str | None = None,
        device_spec: str | None = None,
        device: DeviceInfo | None = None,
        zero_copy: str = "auto",
        verbose: bool = False,
        placement: Placement | None = None,
    ) -> None:
        if runtime not in _SESSION_RUNTIMES:
            raise ValueError(f"runtime must be one of {_SESSION_RUNTIMES}, not {runtime!r}")
        if zero_copy not in ZERO_COPY_MODES:
            raise ValueError(f"zero_copy must be one of {ZERO_COPY_MODES}, not {zero_copy!r}")
        self.program = program
        self.runtime = runtime
        self.device_spec = device_spec
        self.zero_copy = zero_copy
        self.verbose = verbose
        self.placement = placement
        self.device: DeviceInfo | None = device
        self.backend: Backend | None = None
        self._stats = StatsCollector()
        #: the host modules' counted events (abi.COUNTS_GLOBAL): per source,
        #: a function reading the totals and the totals already taken
        self._count_sources: dict[object, tuple[Callable[[], dict[int, tuple[int, ...]]], dict]] = {}
        #: SCoP -> its abi.ASK_GLOBAL in each loaded host module
        self._ask_flags: dict[int, list[ctypes.c_int8]] = {}
        self._lock = threading.RLock()
        self._init_status: int | None = None
        self._init_problem = ""
        #: builds still allowed after the device's compiler crashed
        self._crash_retries = self.CRASH_RETRIES
        self._init_crashed = False
        self._buffers: dict[int, DeviceBuffer] = {}
        self._buffer_ids = itertools.count(1)
        #: set by the caller to run every SCoP on the CPU for now (init
        #: answers FAIL_CLEAN, noted as EVENT_HELD, not as a failure)
        self.hold = False
        self._dirty = False
        self._closed = False
        #: the process that owns the device: OpenCL drivers do not survive
        #: fork() (pocl's worker threads are gone in the child, which hangs)
        self._pid = os.getpid()
        self.prog_id = register_session(self)

    # -- plumbing ----------------------------------------------------------

    def _trace(self, message: str, *args: object) -> None:
        logger.log(logging.INFO if self.verbose else logging.DEBUG, message, *args)

    def _guarded(self, what: str, operation: Callable[[], None]) -> int:
        with self._lock:
            try:
                operation()
                return abi.OK
            except Exception as exc:  # a failure becomes a status (callbacks.py guards the rest)
                status = abi.FAIL_DIRTY if self._dirty else abi.FAIL_CLEAN
                message = f"{what}: {exc}" if str(exc) else f"{what}: {type(exc).__name__}"
                self._stats.failed(message)
                logger.warning(
                    "program %d: %s (%s)",
                    self.prog_id,
                    message,
                    "FAIL_DIRTY" if status == abi.FAIL_DIRTY else "FAIL_CLEAN",
                )
                return status

    def reject(self, what: str, message: str) -> int:
        """Record a call refused before it reached the device; its status."""
        with self._lock:
            self._stats.failed(f"{what}: {message}")
            logger.warning("program %d: %s: %s", self.prog_id, what, message)
            return abi.FAIL_DIRTY if self._dirty else abi.FAIL_CLEAN

    def _ready_backend(self) -> Backend:
        if os.getpid() != self._pid:
            raise DeviceError("this is a forked child process, where the device's driver does not "
                              "work; the region runs on the CPU")
        if self._init_status != abi.OK or self.backend is None:
            raise DeviceError("the runtime is not initialised (polyoff_rt_init did not succeed)")
        return self.backend

    def _buffer(self, handle: int) -> DeviceBuffer:
        buffer = self._buffers.get(handle)
        if buffer is None:
            raise DeviceError(f"no live buffer {handle}")
        return buffer

    # -- the ABI -------------------------------------------------------------

    #: inits tried again after the device's compiler crashed building the
    #: module (Intel's CPU compiler crashes now and then: the decorator's
    #: syrk stayed on the CPU for a whole process after two crashes in a
    #: row, where 50 builds of the same module in a row all succeeded)
    CRASH_RETRIES = 2

    def init(self) -> int:
        """Open the device and build the kernels, once; later calls repeat
        the result, except that a build the device's compiler crashed on is
        tried again at the next call (:attr:`CRASH_RETRIES` times)."""
        if self.hold:
            return abi.FAIL_CLEAN
        with self._lock:
            if self._init_status is not None:
                if self._init_status == abi.OK or not self._init_crashed or self._crash_retries <= 0:
                    return self._init_status
                self._crash_retries -= 1
                self._init_crashed = False
                self._init_status = None
                logger.warning("program %d: building the kernels again after the device's compiler crashed",
                               self.prog_id)
            if self._closed:
                return abi.FAIL_CLEAN
            status = self._guarded("init", self._initialise)
            self._init_status = status
            if self.placement is not None:
                self.placement.initialised()
            if status != abi.OK:
                self._init_problem = self._stats.last_error
                if self.backend is not None:
                    self.backend.close()
                    self.backend = None
            return status

    def _initialise(self) -> None:
        if self.runtime == "none":
            raise DeviceError("offloading is disabled (runtime 'none')")
        module = self.program.kernels
        if module is None:
            raise DeviceError("the program has no kernels")
        if self.device is None:
            self.device = select_device(self.runtime, self.device_spec)
            if self.device is None:
                raise DeviceError("no usable device (see the log for why)")
        elif self.runtime not in (None, self.device.runtime):
            raise DeviceError(f"{self.device.describe()} is not a {self.runtime} device")
        self._trace(
            "program %d: building %s kernels for %s",
            self.prog_id,
            module.target,
            self.device.describe(),
        )
        self.backend = make_backend(self.device, self._stats, self.zero_copy)
        try:
            self.backend.build(module)
        except KernelBuildError as exc:
            self._init_crashed = exc.crashed
            raise
        if self.placement is not None:
            # the cost model's numbers: stored, or measured now (before the program runs)
            self.placement.device_ready(self.backend)
            self.placement.launch_excess = self._first_launch_excess

    def _first_launch_excess(self) -> float:
        """The kernels' first launches' excess so far (placement), with
        every launch enqueued until now timed."""
        with self._lock:
            if self.backend is not None:
                self.backend.collect_timings(wait=True)
            return self._stats.first_launch_excess

    def alloc(self, host: int, nbytes: int, flags: int) -> tuple[int, int]:
        """(status, buffer handle) for a buffer bound to ``[host, host + nbytes)``."""
        handle = 0

        def operation() -> None:
            nonlocal handle
            buffer = self._ready_backend().alloc(host, nbytes, flags)
            handle = next(self._buffer_ids)
            self._buffers[handle] = buffer
            self._stats.allocated(buffer.zero_copy)
            self._trace(
                "program %d: alloc %d bytes at %#x -> buffer %d%s",
                self.prog_id,
                nbytes,
                host,
                handle,
                " (zero-copy)" if buffer.zero_copy else "",
            )

        status = self._guarded("alloc", operation)
        return status, handle

    def copy_in(self, handle: int) -> int:
        def operation() -> None:
            backend, buffer = self._ready_backend(), self._buffer(handle)
            self._trace("program %d: copy_in buffer %d", self.prog_id, handle)
            backend.copy_in(buffer)

        return self._guarded("copy_in", operation)

    def copy_out(self, handle: int) -> int:
        def operation() -> None:
            backend, buffer = self._ready_backend(), self._buffer(handle)
            # From here on host memory is being written.
            self._dirty = True
            self._trace("program %d: copy_out buffer %d", self.prog_id, handle)
            backend.copy_out(buffer)

        return self._guarded("copy_out", operation)

    def launch(self, kernel: int, grid: Sequence[int], slots: Sequence[int]) -> int:
        """Launch kernel ``kernel`` on ``grid`` (3 block counts) with raw i64 slots."""

        def operation() -> None:
            backend = self._ready_backend()
            module = self.program.kernels
            assert module is not None
            if not 0 <= kernel < len(module.kernels):
                raise DeviceError(
                    f"kernel index {kernel} out of range (the program has {len(module.kernels)})"
                )
            info = module.kernels[kernel]
            if len(grid) != 3:
                raise DeviceError(f"grid must have 3 entries, not {len(grid)}")
            if len(slots) != len(info.args):
                raise DeviceError(
                    f"kernel {info.name} takes {len(info.args)} arguments, got {len(slots)}"
                )
            args = decode_args(info, slots, self._buffers)
            g = (int(grid[0]), int(grid[1]), int(grid[2]))
            self._trace("program %d: launch %s grid %s", self.prog_id, info.name, g)
            backend.launch(kernel, g, args)
            if all(x > 0 for x in g):
                self._stats.launched(kernel)
                if any(
                    isinstance(a, DeviceBuffer) and a.zero_copy and a.kernel_may_write for a in args
                ):
                    self._dirty = True

        return self._guarded("launch", operation)

    def sync(self) -> int:
        return self._guarded("sync", lambda: self._ready_backend().sync())

    def free(self, handle: int) -> int:
        if handle == 0:  # never allocated (the failure path frees every slot)
            return abi.OK

        def operation() -> None:
            backend, buffer = self._ready_backend(), self._buffer(handle)
            del self._buffers[handle]
            self._trace("program %d: free buffer %d", self.prog_id, handle)
            try:
                backend.free(buffer)
            finally:
                if not self._buffers:
                    # The SCoP run is over: a new one starts with clean host memory.
                    self._dirty = False

        return self._guarded("free", operation)

    def place(self, scop: int, facts: dict[str, int]) -> int:
        """Where SCoP ``scop`` runs this time (``placement.PLACE_*``), from
        the host code's ``facts`` (``abi.FACT_NAMES``)."""
        if self.hold:
            return PLACE_CPU
        if self.placement is None:
            return PLACE_THRESHOLD
        return self.placement.place(scop, facts)

    def done(self, scop: int) -> None:
        """The original code of ``scop``, placed on the CPU to be timed, finished."""
        if self.placement is not None:
            self.placement.done(scop)
            self._update_ask_flags(scop)

    def note(self, scop: int, event: int) -> None:
        # Every call of a compiled function notes which way it went: keep
        # this short (the trace only where it is logged).
        if self.hold and event == abi.EVENT_DEVICE_FAILED:
            event = abi.EVENT_HELD
        with self._lock:
            self._stats.noted(scop, event)
        if self.placement is not None:
            self.placement.noted(scop, event)
            if event == abi.EVENT_OFFLOADED:
                self._update_ask_flags(scop)
        if logger.isEnabledFor(logging.INFO if self.verbose else logging.DEBUG):
            self._trace(
                "program %d: scop %d %s",
                self.prog_id,
                scop,
                abi.EVENT_NAMES.get(event, f"event {event}"),
            )

    def add_counts(self, key: object, read: Callable[[], dict[int, tuple[int, ...]]]) -> None:
        """A host module's counted events (:data:`abi.COUNTS_GLOBAL`):
        ``read()`` gives each SCoP's totals, in :data:`abi.COUNTED_EVENTS`
        order, while the module is loaded."""
        with self._lock:
            self._count_sources[key] = (read, {})

    def add_ask_flags(self, flags: dict[int, ctypes.c_int8]) -> None:
        """A host module's :data:`abi.ASK_GLOBAL` per SCoP: set where the
        placement could answer other than "as the thresholds decide"."""
        with self._lock:
            for scop, flag in flags.items():
                self._ask_flags.setdefault(scop, []).append(flag)
                flag.value = int(self.placement is not None and self.placement.asks(scop))

    def _update_ask_flags(self, scop: int) -> None:
        flags = self._ask_flags.get(scop)
        if flags and self.placement is not None and self.placement.asks(scop):
            for flag in flags:
                flag.value = 1

    def remove_counts(self, key: object) -> None:
        """Take ``key``'s last counts, before its module is unloaded."""
        with self._lock:
            self._take_counts()
            self._count_sources.pop(key, None)

    def _take_counts(self) -> None:
        for read, taken in self._count_sources.values():
            for scop, totals in read().items():
                for event, total in zip(abi.COUNTED_EVENTS, totals, strict=True):
                    new = total - taken.get((scop, event), 0)
                    if new:
                        self._stats.noted(scop, event, new)
                        taken[(scop, event)] = total

    def fatal(self, status: int) -> NoReturn:
        """Report the failure, flush C and Python stdio, exit with status 71."""
        device = self.device.describe() if self.device else "no device"
        fatal_exit(
            f"program {self.prog_id} on {device}: "
            f"{self._stats.last_error or 'unknown failure'} (status {status})"
        )

    # -- outside the ABI -----------------------------------------------------

    @property
    def offloaded_count(self) -> int:
        """SCoP runs offloaded so far (cheap: for per-call bookkeeping)."""
        return sum(c.get("offloaded", 0) for c in self._stats.events.values())

    @property
    def ready(self) -> bool:
        return self._init_status == abi.OK

    def stats(self) -> SessionStats:
        """A frozen snapshot of what this session measured so far."""
        with self._lock:
            self._take_counts()
            if self.backend is not None:
                try:
                    self.backend.collect_timings(wait=True)
                except Exception as exc:
                    logger.debug("collecting timings: %s", exc)
            if self.runtime == "none":
                status = "disabled"
            elif self._init_status is None:
                status = "not started"
            elif self._init_status == abi.OK:
                status = "ready"
            else:
                status = f"failed: {self._init_problem}"
            module = self.program.kernels
            return self._stats.snapshot(
                kernel_names=tuple(k.name for k in module.kernels) if module else (),
                device=self.device.describe() if self.device else None,
                target=module.target if module else None,
                zero_copy=self.zero_copy,
                status=status,
                placement=tuple(self.placement.summary()) if self.placement is not None else (),
                calibration=self.placement.model_summary() if self.placement is not None else None,
            )

    def save_placement(self) -> None:
        """Keep what the measured placement learnt (on disk, when it has a store)."""
        if self.placement is not None and os.getpid() == self._pid:
            self.placement.save()

    def close(self) -> None:
        """Free what is left, release the device and unregister the program id."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self.save_placement()
            if self.backend is not None and os.getpid() != self._pid:
                self.backend = None  # the parent's: leave its driver state alone
            if self.backend is not None:
                for buffer in self._buffers.values():
                    try:
                        self.backend.free(buffer)
                    except Exception as exc:
                        logger.debug("freeing a leftover buffer: %s", exc)
                self._buffers.clear()
                self.backend.close()
            unregister_session(self.prog_id)

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
