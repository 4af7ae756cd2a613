"""polyoff's data-management runtime: devices, kernel launches, the host JIT.

It runs a compiled :class:`Program` (host LLVM IR plus a kernel module) on an
OpenCL device (pyopencl) or a CUDA device (pycuda): :mod:`.devices` finds and
picks devices, :class:`Session` holds one program's device state behind the C
ABI of :mod:`.abi`, and :class:`JitProgram` JIT-compiles the host module with
llvmlite and runs it. It never imports the compiler (``polyoff``) or islpy;
pyopencl and pycuda are imported only when a device is first needed.

Typical use::

    from polyoff_runtime import JitProgram, Session, default_target, select_device

    device = select_device("opencl", None)      # None: POLYOFF_DEVICE or the best one
    target = default_target(device)             # what the compiler should emit
    ...                                         # compile `program` for `target`
    with Session(program, device=device, zero_copy="auto") as session:
        with JitProgram(program, session) as jit:
            exit_status = jit.run_main(["prog", "arg"])
        stats = session.stats()                 # SessionStats; .to_dict() for JSON
"""

from __future__ import annotations

from . import abi
from .backend import ZERO_COPY_MODES, Backend, DeviceBuffer
from .callbacks import bind_runtime_symbols, fatal_exit, flush_c_stdio, session_for
from .devices import DEVICE_ENV, DeviceInfo, default_target, list_devices, select_device
from .errors import DeviceError, JitError, KernelBuildError, RuntimeFailure
from .host_llvm import (
    fusing_functions,
    host_fuses_fmuladd,
    host_target_machine,
    host_target_spec,
    optimize_module,
)
from .icd import register_pip_opencl_drivers
from .jit import JitProgram
from .program import ARG_KINDS, TARGET_FORMATS, KernelArg, KernelInfo, KernelModule, Program
from .session import Session
from .stats import KernelStats, ScopEvents, SessionStats

# Before anything can import pyopencl and enumerate platforms: pip-installed
# drivers (Intel's CPU runtime) must be in OCL_ICD_VENDORS by then.
register_pip_opencl_drivers()

__all__ = [
    "ARG_KINDS",
    "DEVICE_ENV",
    "TARGET_FORMATS",
    "ZERO_COPY_MODES",
    "Backend",
    "DeviceBuffer",
    "DeviceError",
    "DeviceInfo",
    "JitError",
    "JitProgram",
    "KernelArg",
    "KernelBuildError",
    "KernelInfo",
    "KernelModule",
    "KernelStats",
    "Program",
    "RuntimeFailure",
    "ScopEvents",
    "Session",
    "SessionStats",
    "abi",
    "bind_runtime_symbols",
    "default_target",
    "fatal_exit",
    "flush_c_stdio",
    "fusing_functions",
    "host_fuses_fmuladd",
    "host_target_machine",
    "host_target_spec",
    "list_devices",
    "optimize_module",
    "register_pip_opencl_drivers",
    "select_device",
    "session_for",
]
