"""The interface every device backend implements (OpenCL, CUDA).

A :class:`Backend` owns one device context: it builds a
:class:`~polyoff_runtime.program.KernelModule`, binds device buffers to host
ranges, moves data, launches kernels and reports timings to a
:class:`Recorder`. The session (`polyoff_runtime.session`) drives it through
the C ABI and turns its exceptions into status codes; backends simply raise
(:class:`~polyoff_runtime.errors.DeviceError` for foreseen failures).

Also here, shared by the backends: :class:`DeviceBuffer`, the checks of a
kernel module against a device's limits, and the decoding of the ABI's i64
argument slots into typed values.
"""

from __future__ import annotations

import ctypes
import math
import struct
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from . import abi
from .devices import DeviceInfo
from .errors import DeviceError
from .program import ARG_KINDS, KernelInfo, KernelModule

#: Zero-copy modes: ``auto`` uses host memory in place on devices that share it
#: with the host; ``on`` does so on every device that can (slow over PCIe, but
#: it saves device memory); ``off`` always copies.
ZERO_COPY_MODES = ("auto", "on", "off")


class Recorder(Protocol):
    """Where backends report what they measured (seconds are device time when
    the driver profiles, wall-clock time otherwise)."""

    def compiled(self, seconds: float) -> None: ...

    def kernel_ran(self, kernel: int, seconds: float) -> None: ...

    def copied(self, direction: str, nbytes: int, seconds: float) -> None: ...

    def mapped(self, direction: str, seconds: float) -> None: ...

    def kernel_resources(self, kernel: int, resources: dict) -> None: ...


@dataclass(eq=False)
class DeviceBuffer:
    """A device buffer bound to the host range ``[host, host + nbytes)``.

    ``zero_copy`` buffers use the host memory in place: kernels that write
    them change host memory before any copy-out. ``handle`` is the backend's
    object (``pyopencl.Buffer``, a pycuda allocation, ...).
    """

    host: int
    nbytes: int
    flags: int
    zero_copy: bool
    handle: Any = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def kernel_may_write(self) -> bool:
        # Flags of 0 say nothing: assume the worst.
        return self.flags & abi.BUF_WRITE != 0 or self.flags == 0

    def host_view(self) -> ctypes.Array:
        """The host range as a writable buffer-protocol object (no copy)."""
        return (ctypes.c_ubyte * self.nbytes).from_address(self.host)


class Backend(ABC):
    """One device context. Methods raise on failure; none returns a status."""

    device: DeviceInfo
    zero_copy_mode: str

    @abstractmethod
    def build(self, module: KernelModule) -> None:
        """Compile or load ``module``; raises KernelBuildError on failure."""

    @abstractmethod
    def alloc(self, host: int, nbytes: int, flags: int) -> DeviceBuffer:
        """A buffer for the host range; zero-copy when the mode and device allow."""

    @abstractmethod
    def copy_in(self, buffer: DeviceBuffer) -> None:
        """Host range -> device (may return before the copy completes)."""

    @abstractmethod
    def copy_out(self, buffer: DeviceBuffer) -> None:
        """Device -> host range; returns once the host range holds the data."""

    @abstractmethod
    def launch(self, kernel: int, grid: tuple[int, int, int], args: Sequence[object]) -> None:
        """Enqueue kernel ``kernel`` on ``grid`` blocks with decoded ``args``
        (numpy scalars and :class:`DeviceBuffer` objects)."""

    @abstractmethod
    def sync(self) -> None:
        """Wait for everything enqueued; raises if any of it failed."""

    @abstractmethod
    def free(self, buffer: DeviceBuffer) -> None:
        """Release the device side of ``buffer``."""

    @abstractmethod
    def collect_timings(self, wait: bool) -> None:
        """Report finished operations' times to the recorder (all, if ``wait``)."""

    @abstractmethod
    def close(self) -> None:
        """Release the context; the backend is unusable afterwards."""

    def use_zero_copy(self, host_unified: bool) -> bool:
        if self.zero_copy_mode == "off":
            return False
        if self.zero_copy_mode == "on":
            return True
        return host_unified


def check_module(module: KernelModule, device: DeviceInfo) -> None:
    """Raise DeviceError when a kernel cannot run on ``device`` as compiled."""
    for index, kernel in enumerate(module.kernels):
        where = f"kernel {index} ({kernel.name})"
        if len(kernel.block) != 3 or any(b <= 0 for b in kernel.block):
            raise DeviceError(f"{where}: block size {kernel.block} is not three positive sizes")
        threads = math.prod(kernel.block)
        if threads > device.max_work_group_size:
            raise DeviceError(
                f"{where}: block {kernel.block} has {threads} threads, more than the "
                f"{device.max_work_group_size} of {device.name}"
            )
        for dim, (b, limit) in enumerate(zip(kernel.block, device.max_work_item_sizes)):
            if b > limit:
                raise DeviceError(
                    f"{where}: block dimension {dim} is {b}, more than the {limit} of {device.name}"
                )
        if kernel.shared_bytes > device.local_mem_size:
            raise DeviceError(
                f"{where}: needs {kernel.shared_bytes} bytes of shared memory, "
                f"{device.name} has {device.local_mem_size}"
            )
        for arg in kernel.args:
            if arg.kind not in ARG_KINDS:
                raise DeviceError(f"{where}: argument {arg.name} has unknown kind {arg.kind!r}")


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def decode_args(
    kernel: KernelInfo, slots: Sequence[int], buffers: dict[int, DeviceBuffer]
) -> list[object]:
    """The ABI's i64 slots as typed values, following ``program.ARG_KINDS``.

    ``buffers`` maps live buffer handles to buffers; an unknown handle raises.
    """
    values: list[object] = []
    for arg, raw in zip(kernel.args, slots):
        raw = int(raw)
        if arg.kind == "buffer":
            buffer = buffers.get(raw)
            if buffer is None:
                raise DeviceError(f"argument {arg.name} of {kernel.name}: no live buffer {raw}")
            values.append(buffer)
        elif arg.kind == "i32":
            values.append(np.int32(_signed(raw, 32)))
        elif arg.kind == "i64":
            values.append(np.int64(_signed(raw, 64)))
        elif arg.kind == "f32":
            bits = struct.pack("<I", raw & 0xFFFFFFFF)
            values.append(np.frombuffer(bits, dtype=np.float32)[0])
        elif arg.kind == "f64":
            bits = struct.pack("<Q", raw & 0xFFFFFFFFFFFFFFFF)
            values.append(np.frombuffer(bits, dtype=np.float64)[0])
        else:
            raise DeviceError(f"argument {arg.name} of {kernel.name}: unknown kind {arg.kind!r}")
    return values
