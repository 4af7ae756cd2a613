"""Fixtures for the runtime tests: the OpenCL devices to run on, kernel modules."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
# The runtime is importable from an installed distribution or from the tree;
# abi_fixtures (host modules and kernels) sits beside this file.
try:
    import polyoff_runtime  # noqa: F401
except ImportError:
    sys.path.insert(0, str(HERE.parents[1] / "runtime"))
sys.path.insert(0, str(HERE))

from abi_fixtures import INTEL_LIB, SAXPY_INFO, SAXPY_OPENCL_C  # noqa: E402
from polyoff_runtime import DeviceInfo, KernelModule, list_devices  # noqa: E402


def _device_params() -> list:
    """One param per OpenCL device kind the tests know, skipped when absent or broken."""
    devices = list_devices("opencl")
    params = []
    for kind in ("pocl", "intel"):
        found = [d for d in devices if (d.is_pocl if kind == "pocl" else d.is_intel)]
        # Prefer a driver that can build kernels (pip's pocl 3.0 cannot on CPUs
        # newer than its LLVM 14; a system pocl may sit beside it).
        found.sort(key=lambda d: bool(d.compile_problem))
        if not found:
            marks = [pytest.mark.skip(reason=f"no {kind} OpenCL device")]
        elif found[0].compile_problem:
            marks = [
                pytest.mark.skip(
                    reason=f"{kind} cannot build OpenCL C here: {found[0].compile_problem}"
                )
            ]
        else:
            marks = []
        if kind == "intel":
            marks.append(pytest.mark.intel)
        params.append(pytest.param(found[0] if found else None, id=kind, marks=marks))
    return params


@pytest.fixture(params=_device_params())
def cl_device(request: pytest.FixtureRequest) -> DeviceInfo:
    """Each OpenCL device that compiles OpenCL C (pocl, Intel's CPU runtime)."""
    return request.param


@pytest.fixture
def intel_device() -> DeviceInfo:
    if not INTEL_LIB.is_file():
        pytest.skip("Intel's CPU OpenCL runtime (libintelocl.so) is not installed")
    found = [d for d in list_devices("opencl") if d.is_intel]
    if not found:
        pytest.skip("Intel's CPU OpenCL runtime is installed but not listed")
    return found[0]


@pytest.fixture
def saxpy_module() -> KernelModule:
    return KernelModule("opencl_c", SAXPY_OPENCL_C, (SAXPY_INFO,))
