"""The OpenCL backend, on pyopencl.

:class:`OpenCLBackend` opens a context and an in-order, profiling command
queue on one device and builds a kernel module for it: SPIR-V through
``clCreateProgramWithIL``, OpenCL C from source (with
``-cl-fp32-correctly-rounded-divide-sqrt`` so float division and sqrt round
as on the host, then the module's own options), PTX as an NVIDIA OpenCL
binary, and linked AMDGPU code objects as binaries. On pocl, whose code
generation happens at a kernel's first launch, the build also warms pocl's
kernel cache (:mod:`.pocl_warm`), so that it is not paid inside the run.

Buffers either live on the device (copied in and out) or, in zero-copy mode,
wrap the host range with ``CL_MEM_USE_HOST_PTR``; their copy-in and copy-out
are a map and an unmap, which is what makes the host range and the device
agree. A launch runs ``grid * block`` work-items in work-groups of the
kernel's block. Kernel and copy times come from profiling events, collected
lazily so that launches stay asynchronous.
"""

from __future__ import annotations

import ctypes
import logging
import time
import warnings
from collections import deque
from collections.abc import Sequence
from typing import Any

import numpy as np

from . import binaries
from .backend import Backend, DeviceBuffer, Recorder, check_module
from .devices import DeviceInfo, opencl_platforms
from .errors import DeviceError, KernelBuildError
from .icd import import_pyopencl
from .pocl_warm import should_warm, warm_pocl_cache
from .program import KernelModule

logger = logging.getLogger(__name__)

_CORRECT_DIVIDE = "-cl-fp32-correctly-rounded-divide-sqrt"
_RELAXED = ("-cl-fast-relaxed-math", "-cl-unsafe-math-optimizations")
# OpenCL's own option for no warnings. The code is polyoff's, so a warning
# tells the user nothing, and pocl prints its compiler's count ("24 warnings
# generated.") on the process's stderr, beside the program's own output: on
# a CPU without AVX-512, for every double8 the strip vectors load (clang's
# note that such a vector changes the ABI of pocl's vload8).
_NO_WARNINGS = "-w"
_SPIRV_MAGIC = b"\x03\x02\x23\x07"
# Bounds the number of unresolved profiling events kept per session.
_MAX_PENDING = 1024
# A zero-byte range still needs a valid cl_mem to pass as an argument.
_EMPTY_BUFFER_BYTES = 64


def _find_device(cl: Any, info: DeviceInfo) -> Any:
    try:
        _, p, d = info.spec.split(":")
        _platform, devices = opencl_platforms()[int(p)]
        device = devices[int(d)]
    except (ValueError, IndexError) as exc:
        raise DeviceError(f"OpenCL device {info.spec} is gone") from exc
    if device.name.strip() != info.name:
        raise DeviceError(
            f"OpenCL device {info.spec} is now {device.name.strip()!r}, not {info.name!r}"
        )
    return device


def build_options(module: KernelModule) -> list[str]:
    """clBuildProgram options for ``module``: no warnings, float division and
    sqrt correctly rounded (as on the host) unless the module asks for relaxed
    math, then the module's own options."""
    options = module.build_options.split()
    if module.target not in ("opencl_c", "spirv"):
        return options
    if not any(o in options for o in _RELAXED):
        options.insert(0, _CORRECT_DIVIDE)
    if _NO_WARNINGS not in options:
        options.insert(0, _NO_WARNINGS)
    return options


def _kernel_resources(cl: Any, kernel: Any, device: Any, limit: int) -> dict:
    """What the device says about a built kernel (for polyoff's report)."""
    info = cl.kernel_work_group_info
    out = {"max_work_group_size": int(limit)}
    for key, attr in (("local_mem_bytes", "LOCAL_MEM_SIZE"), ("private_mem_bytes", "PRIVATE_MEM_SIZE"),
                      ("preferred_work_group_multiple", "PREFERRED_WORK_GROUP_SIZE_MULTIPLE")):
        try:
            out[key] = int(kernel.get_work_group_info(getattr(info, attr), device))
        except Exception:  # not every driver answers every query
            continue
    return out


#: numpy dtypes of the scalar argument kinds (``program.ARG_KINDS``);
#: None: a buffer
_ARG_DTYPES = {
    "buffer": None,
    "i32": np.int32,
    "i64": np.int64,
    "f32": np.float32,
    "f64": np.float64,
}


def map_host_range(cl: Any, queue: Any, handle: Any, host: int, nbytes: int, inward: bool) -> None:
    """Map and unmap the USE_HOST_PTR buffer ``handle`` over the host range
    ``host`` so that the range and the device agree: inward
    (WRITE_INVALIDATE) the host's bytes are the truth, outward (READ) the
    device's bytes become visible in the range. The queue is in order, so a
    map inward is not waited for where the runtime maps the host range itself
    (every CPU runtime here): kernels enqueued after its unmap see the host's
    bytes. A map outward is waited for once, as the host reads the range when
    it returns. Each wait is a round trip through the runtime's threads (20
    to 150 µs on Intel's CPU runtime), and a call maps every array it uses."""
    flags = cl.map_flags.WRITE_INVALIDATE_REGION if inward else cl.map_flags.READ
    mapped, event = cl.enqueue_map_buffer(
        queue, handle, flags, 0, (nbytes,), np.uint8, is_blocking=False
    )
    try:
        address = mapped.ctypes.data
        if address != host:
            # Allowed only before OpenCL 1.2 semantics; keep the range right anyway.
            event.wait()
            if inward:
                ctypes.memmove(address, host, nbytes)
            else:
                ctypes.memmove(host, address, nbytes)
        elif not inward:
            event.wait()
    finally:
        unmapped = mapped.base.release(queue)
    if not inward:
        unmapped.wait()


class OpenCLBackend(Backend):
    """One OpenCL device context (see the module docstring)."""

    def __init__(self, device: DeviceInfo, recorder: Recorder, *, zero_copy: str = "auto") -> None:
        if device.runtime != "opencl":
            raise DeviceError(f"{device.describe()} is not an OpenCL device")
        cl = import_pyopencl()
        if cl is None:
            raise DeviceError("pyopencl is not available")
        self._cl = cl
        self.device = device
        self.zero_copy_mode = zero_copy
        self._recorder = recorder
        self._cl_device = _find_device(cl, device)
        self.context = cl.Context([self._cl_device])
        try:
            self.queue = cl.CommandQueue(
                self.context, properties=cl.command_queue_properties.PROFILING_ENABLE
            )
            self._profiling = True
        except Exception:
            self.queue = cl.CommandQueue(self.context)
            self._profiling = False
        self._program: Any = None
        self._kernels: list[Any] = []
        self._module: KernelModule | None = None
        # (kind, key, nbytes, event, wall-clock start)
        self._pending: deque[tuple[str, Any, int, Any, float]] = deque()

    # -- building --------------------------------------------------------

    def _create_program(self, module: KernelModule) -> Any:
        cl, ctx, dev = self._cl, self.context, self._cl_device
        low = getattr(cl, "_cl", None)
        if module.target == "opencl_c":
            try:
                source = module.code.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise KernelBuildError(f"OpenCL C source is not UTF-8: {exc}") from exc
            return low._Program(ctx, source) if low else cl.Program(ctx, source)
        if module.target == "spirv":
            if not self.device.takes_spirv:
                raise KernelBuildError(
                    f"{self.device.describe()} does not accept SPIR-V (no IL support)"
                )
            if module.code[:4] != _SPIRV_MAGIC:
                raise KernelBuildError("the SPIR-V module does not start with the SPIR-V magic")
            return (
                low._create_program_with_il(ctx, module.code)
                if low
                else cl.Program(ctx, module.code)
            )
        if module.target == "nvptx":
            if not self.device.is_nvidia:
                raise KernelBuildError(f"PTX needs NVIDIA OpenCL, not {self.device.describe()}")
            return cl.Program(ctx, [dev], [module.code])
        if module.target == "amdgpu":
            vendor = (self.device.platform + self.device.vendor).lower()
            if "amd" not in vendor and "advanced micro devices" not in vendor:
                raise KernelBuildError(f"an AMDGPU code object needs AMD OpenCL, not {vendor}")
            # e_type at offset 16: 3 (ET_DYN) is a linked code object; a
            # relocatable object (1) must go through ld.lld first.
            if module.code[:4] != b"\x7fELF" or module.code[16:18] != b"\x03\x00":
                raise KernelBuildError("the AMDGPU module is not a linked (ET_DYN) code object")
            return cl.Program(ctx, [dev], [module.code])
        raise KernelBuildError(f"unknown kernel target {module.target!r}")

    def _build_log(self, program: Any) -> str:
        try:
            return program.get_build_info(self._cl_device, self._cl.program_build_info.LOG).strip()
        except Exception:
            return ""

    def _build_program(self, module: KernelModule) -> Any:
        options = build_options(module)
        entry = binaries.key(self.device, module, options) if binaries.applies(self.device) else None
        if entry is None:
            return self._build_from_source(module, options)
        program = self._stored_program(entry, options)
        if program is not None:
            return program
        # built in a child, whose crash is a build error here (binaries)
        binary = binaries.build_in_child(self.device, module, options)
        program = self._program_from_binary(binary, options) if binary else None
        if program is None:
            program = self._build_from_source(module, options)
            try:
                binary = bytes(program.get_info(self._cl.program_info.BINARIES)[0])
            except Exception as exc:  # the binary is an optimisation only
                logger.info("no binary of the program kept: %s", exc)
                return program
        binaries.store(entry, binary)
        return program

    def _stored_program(self, entry: str, options: list[str]) -> Any:
        """The program built from the binary stored under ``entry``
        (:mod:`polyoff_runtime.binaries`), or None."""
        binary = binaries.load(entry)
        if binary is None:
            return None
        program = self._program_from_binary(binary, options)
        if program is None:
            binaries.drop(entry, "the driver refused it")
            return None
        logger.debug("program built from its stored binary %s", entry[:16])
        return program

    def _program_from_binary(self, binary: bytes, options: list[str]) -> Any:
        """The program built from a device binary, or None if the driver refuses it."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                program = self._cl.Program(self.context, [self._cl_device], [binary])
                program.build(options=options, devices=[self._cl_device])
        except Exception as exc:
            logger.info("the driver refused a binary: %s", exc)
            return None
        return program

    def _build_from_source(self, module: KernelModule, options: list[str]) -> Any:
        program = self._create_program(module)
        for attempt in range(2):
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    if isinstance(program, self._cl.Program):
                        program.build(options=options, devices=[self._cl_device])
                    else:
                        program.build(" ".join(options).encode(), [self._cl_device])
                log = self._build_log(program)
                if log:
                    logger.debug("build log for %s:\n%s", self.device.describe(), log)
                return program
            except Exception as exc:
                message = str(exc)
                invalid_option = (
                    "INVALID_BUILD_OPTIONS" in message or "INVALID_COMPILER_OPTIONS" in message
                )
                if attempt == 0 and invalid_option and _CORRECT_DIVIDE in options:
                    # Drivers that do not advertise correctly rounded division may
                    # refuse the option; build without it (logged: results may differ).
                    logger.warning(
                        "%s refuses %s; float division may not round as on the host",
                        self.device.describe(),
                        _CORRECT_DIVIDE,
                    )
                    options.remove(_CORRECT_DIVIDE)
                    program = self._create_program(module)
                    continue
                log = self._build_log(program) or message
                raise KernelBuildError(
                    f"{module.target} module failed to build for {self.device.describe()}", log
                ) from exc
        raise AssertionError("unreachable")

    def build(self, module: KernelModule) -> None:
        start = time.perf_counter()
        check_module(module, self.device)
        program = self._build_program(module)
        cl = self._cl
        kernels = []
        for index, info in enumerate(module.kernels):
            try:
                kernel = cl.Kernel(program, info.name)
                num_args = kernel.num_args
            except Exception as exc:
                raise KernelBuildError(
                    f"kernel {index} ({info.name}) is not in the built module: {exc}"
                ) from exc
            if num_args != len(info.args):
                raise KernelBuildError(
                    f"kernel {index} ({info.name}) takes {num_args} arguments, "
                    f"the program describes {len(info.args)}"
                )
            threads = info.block[0] * info.block[1] * info.block[2]
            limit = kernel.get_work_group_info(
                cl.kernel_work_group_info.WORK_GROUP_SIZE, self._cl_device
            )
            if threads > limit:
                raise KernelBuildError(
                    f"kernel {index} ({info.name}): block {info.block} has {threads} "
                    f"threads; the compiled kernel allows {limit} on {self.device.name}"
                )
            # Typed scalars let pyopencl pack all arguments in one generated
            # call: setting them one by one cost 5 to 8 µs each on Intel's
            # runtime and pocl, more than the enqueue (a kernel of 10
            # arguments paid 70 µs a launch; floyd-warshall launches 25,000).
            kernel.set_scalar_arg_dtypes([_ARG_DTYPES[arg.kind] for arg in info.args])
            kernels.append(kernel)
            self._recorder.kernel_resources(index, _kernel_resources(cl, kernel, self._cl_device, limit))
        self._program, self._kernels, self._module = program, kernels, module
        if should_warm(self.device, module):
            # pocl generates code at a kernel's first launch: now, not in the run
            warm_pocl_cache(self.device, module, build_options(module))
        self._recorder.compiled(time.perf_counter() - start)

    # -- memory ----------------------------------------------------------

    def alloc(self, host: int, nbytes: int, flags: int) -> DeviceBuffer:
        cl = self._cl
        if nbytes < 0:
            raise DeviceError(f"negative buffer size {nbytes}")
        mf = cl.mem_flags
        if nbytes and not host:
            # A device-only temporary (e.g. a scalar passed between kernels):
            # nothing on the host to copy from or to.
            handle = cl.Buffer(self.context, mf.READ_WRITE, size=nbytes)
            return DeviceBuffer(0, nbytes, flags, zero_copy=False, handle=handle)
        if nbytes == 0:
            handle = cl.Buffer(self.context, mf.READ_WRITE, size=_EMPTY_BUFFER_BYTES)
            return DeviceBuffer(host, 0, flags, zero_copy=False, handle=handle)
        buffer = DeviceBuffer(host, nbytes, flags, zero_copy=False)
        if self.use_zero_copy(self.device.host_unified_memory):
            buffer.zero_copy = True
            buffer.handle = cl.Buffer(
                self.context, mf.READ_WRITE | mf.USE_HOST_PTR, hostbuf=buffer.host_view()
            )
        else:
            buffer.handle = cl.Buffer(self.context, mf.READ_WRITE, size=nbytes)
        return buffer

    def _map(self, buffer: DeviceBuffer, direction: str) -> None:
        start = time.perf_counter()
        map_host_range(
            self._cl, self.queue, buffer.handle, buffer.host, buffer.nbytes, direction == "in"
        )
        self._recorder.mapped(direction, time.perf_counter() - start)

    def copy_in(self, buffer: DeviceBuffer) -> None:
        if buffer.nbytes and not buffer.host:
            raise DeviceError("a device-only buffer has no host range to copy")
        if buffer.nbytes == 0:
            return
        if buffer.zero_copy:
            self._map(buffer, "in")
            return
        start = time.perf_counter()
        event = self._cl.enqueue_copy(
            self.queue, buffer.handle, buffer.host_view(), is_blocking=False
        )
        self._track("in", None, buffer.nbytes, event, start)

    def copy_out(self, buffer: DeviceBuffer) -> None:
        if buffer.nbytes and not buffer.host:
            raise DeviceError("a device-only buffer has no host range to copy")
        if buffer.nbytes == 0:
            return
        if buffer.zero_copy:
            self._map(buffer, "out")
            return
        start = time.perf_counter()
        event = self._cl.enqueue_copy(
            self.queue, buffer.host_view(), buffer.handle, is_blocking=True
        )
        self._track("out", None, buffer.nbytes, event, start)

    def free(self, buffer: DeviceBuffer) -> None:
        handle, buffer.handle = buffer.handle, None
        if handle is not None:
            handle.release()

    # -- kernels ---------------------------------------------------------

    def launch(self, kernel: int, grid: tuple[int, int, int], args: Sequence[object]) -> None:
        if self._module is None:
            raise DeviceError("no kernel module was built")
        if not 0 <= kernel < len(self._kernels):
            raise DeviceError(
                f"kernel index {kernel} out of range (the module has {len(self._kernels)})"
            )
        info = self._module.kernels[kernel]
        if any(g < 0 for g in grid):
            raise DeviceError(f"negative grid {grid} for kernel {info.name}")
        if any(g == 0 for g in grid):
            return
        values = [value.handle if isinstance(value, DeviceBuffer) else value for value in args]
        global_size = tuple(g * b for g, b in zip(grid, info.block))
        start = time.perf_counter()
        event = self._kernels[kernel](self.queue, global_size, info.block, *values)
        self._track("kernel", kernel, 0, event, start)

    def sync(self) -> None:
        self.queue.finish()
        self.collect_timings(wait=True)

    # -- timing ----------------------------------------------------------

    def _track(self, kind: str, key: Any, nbytes: int, event: Any, start: float) -> None:
        self._pending.append((kind, key, nbytes, event, start))
        if len(self._pending) > _MAX_PENDING:
            self._resolve(self._pending.popleft())

    def _resolve(self, item: tuple[str, Any, int, Any, float]) -> None:
        kind, key, nbytes, event, start = item
        event.wait()
        seconds = None
        if self._profiling:
            try:
                seconds = (event.profile.end - event.profile.start) * 1e-9
            except Exception:
                seconds = None
        if seconds is None:
            # Without profiling: enqueue-to-completion, an upper bound.
            seconds = time.perf_counter() - start
        if kind == "kernel":
            self._recorder.kernel_ran(key, seconds)
        else:
            self._recorder.copied(kind, nbytes, seconds)

    def collect_timings(self, wait: bool) -> None:
        complete = self._cl.command_execution_status.COMPLETE
        while self._pending:
            if not wait and self._pending[0][3].command_execution_status != complete:
                break
            self._resolve(self._pending.popleft())

    def close(self) -> None:
        try:
            self.queue.finish()
            self.collect_timings(wait=True)
        except Exception as exc:
            logger.debug("closing %s: %s", self.device.describe(), exc)
        self._pending.clear()
        self._kernels = []
        self._program = None
