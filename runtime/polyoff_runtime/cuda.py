"""The CUDA backend, on pycuda (imported only when a CUDA backend is made).

:class:`CUDABackend` retains the device's primary context, loads a PTX
kernel module with the driver's JIT (``cuModuleLoadData``), allocates device
memory, copies with ``cuMemcpy`` and launches each kernel with
``block = KernelInfo.block`` and the grid the host code passes, on one stream.
Kernel times come from CUDA events; copies are synchronous and timed on the
wall clock.

Zero-copy registers the host range (``cuMemHostRegister`` with
``DEVICEMAP``) and hands kernels its device pointer, so they read and write
host memory over the bus; copy-in is then nothing and copy-out a stream
synchronisation. In ``auto`` mode this happens only on integrated GPUs, whose
memory is the host's. The registration calls the driver library through
ctypes (:class:`_HostRegistration`), not pycuda's ``register_host_memory``,
which fails under NumPy 2 (it sets the base of an array that already has
one and returns with that error set: a ``SystemError``, seen on an H100 with
pycuda 2026.1); a range the driver refuses is copied instead.
"""

from __future__ import annotations

import ctypes
import logging
import time
from collections import deque
from collections.abc import Sequence
from typing import Any

import numpy as np

from .backend import Backend, DeviceBuffer, Recorder, check_module
from .devices import DeviceInfo, import_pycuda_driver
from .errors import DeviceError, KernelBuildError
from .program import KernelModule

logger = logging.getLogger(__name__)

_MAX_PENDING = 1024
_MAX_GRID = (2**31 - 1, 65535, 65535)


class _HostRegistration:
    """Page-locking a host range for the device (``cuMemHostRegister`` with
    ``DEVICEMAP``), its device pointer and its release, through the CUDA
    driver library that pycuda has loaded."""

    DEVICEMAP = 0x02

    def __init__(self, library: Any) -> None:
        self._register = library.cuMemHostRegister_v2
        self._register.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint]
        self._register.restype = ctypes.c_int
        self._pointer = library.cuMemHostGetDevicePointer_v2
        self._pointer.argtypes = [ctypes.POINTER(ctypes.c_uint64), ctypes.c_void_p, ctypes.c_uint]
        self._pointer.restype = ctypes.c_int
        self._unregister = library.cuMemHostUnregister
        self._unregister.argtypes = [ctypes.c_void_p]
        self._unregister.restype = ctypes.c_int

    @classmethod
    def load(cls) -> _HostRegistration | None:
        try:
            return cls(ctypes.CDLL("libcuda.so.1"))
        except (OSError, AttributeError) as exc:
            logger.info("zero-copy unavailable: the CUDA driver library cannot register host memory (%s)", exc)
            return None

    def register(self, host: int, nbytes: int) -> tuple[int, int]:
        """(CUresult, device pointer): 0 and the pointer, or the error and 0
        (the range is then not registered)."""
        status = self._register(host, nbytes, self.DEVICEMAP)
        if status:
            return status, 0
        pointer = ctypes.c_uint64()
        status = self._pointer(ctypes.byref(pointer), host, 0)
        if status:
            self._unregister(host)
            return status, 0
        return 0, pointer.value

    def unregister(self, host: int) -> int:
        return self._unregister(host)


class CUDABackend(Backend):
    """One CUDA device context (see the module docstring)."""

    def __init__(self, device: DeviceInfo, recorder: Recorder, *, zero_copy: str = "auto") -> None:
        if device.runtime != "cuda":
            raise DeviceError(f"{device.describe()} is not a CUDA device")
        driver = import_pycuda_driver()
        if driver is None:
            raise DeviceError("CUDA is not available (pycuda missing or cuInit failed)")
        self._drv = driver
        self.device = device
        self.zero_copy_mode = zero_copy
        self._recorder = recorder
        index = int(device.spec.split(":")[1])
        try:
            self._cu_device = driver.Device(index)
            self.context = self._cu_device.retain_primary_context()
            self.context.push()
        except Exception as exc:
            raise DeviceError(f"cannot open {device.describe()}: {exc}") from exc
        self._can_map = bool(
            self._cu_device.get_attribute(driver.device_attribute.CAN_MAP_HOST_MEMORY)
        )
        self._registration = _HostRegistration.load() if self._can_map else None
        self.stream = driver.Stream()
        self._module: Any = None
        self._functions: list[Any] = []
        self._kernel_module: KernelModule | None = None
        # (kernel index, start event, end event)
        self._pending: deque[tuple[int, Any, Any]] = deque()
        self._closed = False

    def build(self, module: KernelModule) -> None:
        start = time.perf_counter()
        if module.target != "nvptx":
            raise KernelBuildError(f"CUDA runs PTX kernels, not {module.target!r}")
        check_module(module, self.device)
        code = module.code if module.code.endswith(b"\0") else module.code + b"\0"
        try:
            cu_module = self._drv.module_from_buffer(code)
        except Exception as exc:
            raise KernelBuildError(
                f"PTX failed to load on {self.device.describe()}", str(exc)
            ) from exc
        functions = []
        for index, info in enumerate(module.kernels):
            try:
                function = cu_module.get_function(info.name)
            except Exception as exc:
                raise KernelBuildError(
                    f"kernel {index} ({info.name}) is not in the PTX module: {exc}"
                ) from exc
            threads = info.block[0] * info.block[1] * info.block[2]
            limit = function.get_attribute(self._drv.function_attribute.MAX_THREADS_PER_BLOCK)
            if threads > limit:
                raise KernelBuildError(
                    f"kernel {index} ({info.name}): block {info.block} has {threads} threads; "
                    f"the compiled kernel allows {limit} (register pressure)"
                )
            functions.append(function)
        self._module, self._functions, self._kernel_module = cu_module, functions, module
        self._recorder.compiled(time.perf_counter() - start)

    def alloc(self, host: int, nbytes: int, flags: int) -> DeviceBuffer:
        if nbytes < 0:
            raise DeviceError(f"negative buffer size {nbytes}")
        buffer = DeviceBuffer(host, nbytes, flags, zero_copy=False)
        if (nbytes and host and self._registration is not None
                and self.use_zero_copy(self.device.host_unified_memory)):
            # The range stays page-locked until free() unregisters it.
            status, pointer = self._registration.register(host, nbytes)
            if status == 0:
                buffer.zero_copy = True
                buffer.extra["registered_host"] = host
                buffer.handle = np.uintp(pointer)
                return buffer
            logger.warning("zero-copy: the driver did not register %d bytes at %#x (CUresult %d); "
                           "the buffer is copied instead", nbytes, host, status)
        buffer.extra["allocation"] = self._drv.mem_alloc(max(nbytes, 1))
        buffer.handle = np.uintp(int(buffer.extra["allocation"]))
        return buffer

    def copy_in(self, buffer: DeviceBuffer) -> None:
        if buffer.nbytes and not buffer.host:
            raise DeviceError("a device-only buffer has no host range to copy")
        if buffer.nbytes == 0 or buffer.zero_copy:
            return
        start = time.perf_counter()
        self._drv.memcpy_htod(int(buffer.handle), buffer.host_view())
        self._recorder.copied("in", buffer.nbytes, time.perf_counter() - start)

    def copy_out(self, buffer: DeviceBuffer) -> None:
        if buffer.nbytes and not buffer.host:
            raise DeviceError("a device-only buffer has no host range to copy")
        if buffer.nbytes == 0:
            return
        start = time.perf_counter()
        if buffer.zero_copy:
            self.stream.synchronize()
            self._recorder.mapped("out", time.perf_counter() - start)
            return
        # cuMemcpyDtoH on the legacy stream waits for our stream's kernels.
        self.stream.synchronize()
        self._drv.memcpy_dtoh(buffer.host_view(), int(buffer.handle))
        self._recorder.copied("out", buffer.nbytes, time.perf_counter() - start)

    def free(self, buffer: DeviceBuffer) -> None:
        registered = buffer.extra.pop("registered_host", None)
        allocation = buffer.extra.pop("allocation", None)
        buffer.handle = None
        if registered is not None and self._registration is not None:
            self.stream.synchronize()
            status = self._registration.unregister(registered)
            if status:
                raise DeviceError(f"cuMemHostUnregister failed (CUresult {status})")
        if allocation is not None:
            allocation.free()

    def launch(self, kernel: int, grid: tuple[int, int, int], args: Sequence[object]) -> None:
        if self._kernel_module is None:
            raise DeviceError("no kernel module was built")
        if not 0 <= kernel < len(self._functions):
            raise DeviceError(
                f"kernel index {kernel} out of range (the module has {len(self._functions)})"
            )
        info = self._kernel_module.kernels[kernel]
        if any(g < 0 for g in grid):
            raise DeviceError(f"negative grid {grid} for kernel {info.name}")
        if any(g == 0 for g in grid):
            return
        if any(g > limit for g, limit in zip(grid, _MAX_GRID)):
            raise DeviceError(f"grid {grid} exceeds CUDA's limits {_MAX_GRID}")
        values = [a.handle if isinstance(a, DeviceBuffer) else a for a in args]
        start, end = self._drv.Event(), self._drv.Event()
        start.record(self.stream)
        self._functions[kernel](
            *values, block=tuple(info.block), grid=tuple(int(g) for g in grid), stream=self.stream
        )
        end.record(self.stream)
        self._pending.append((kernel, start, end))
        if len(self._pending) > _MAX_PENDING:
            self._resolve(self._pending.popleft())

    def _resolve(self, item: tuple[int, Any, Any]) -> None:
        kernel, start, end = item
        end.synchronize()
        self._recorder.kernel_ran(kernel, start.time_till(end) * 1e-3)

    def sync(self) -> None:
        self.stream.synchronize()
        self.collect_timings(wait=True)

    def collect_timings(self, wait: bool) -> None:
        while self._pending:
            if not wait and not self._pending[0][2].query():
                break
            self._resolve(self._pending.popleft())

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            self.stream.synchronize()
            self.collect_timings(wait=True)
        except Exception as exc:
            logger.debug("closing %s: %s", self.device.describe(), exc)
        self._pending.clear()
        self._functions = []
        self._module = None
        try:
            self.context.pop()
        except Exception as exc:
            logger.debug("popping the CUDA context: %s", exc)
