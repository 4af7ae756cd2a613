"""Fault injection: an LD_PRELOAD shim (inputs/fault_shim.c) makes chosen
OpenCL calls fail — building, creating kernels and buffers, copying,
mapping, launching — at their first or a later call, on both CPU devices,
with and without zero-copy (where a configuration never makes the call,
only the output is checked). Whatever fails, the program either prints
exactly what it prints unoffloaded (exit 0; the failure before results
reached host memory, so the region ran on the CPU, and the report says
why), or stops with polyoff's fatal device error (exit 71) naming the
failed call's error — never a different output, another exit status or a crash."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PROGRAMS, require_device, run_polyoff

SHIM = Path(__file__).resolve().parent / "inputs" / "fault_shim.c"
PROGRAM = PROGRAMS / "gemm.c"
FAULTS = (
    "clBuildProgram:1",
    "clBuildProgram:1",
    "clCreateKernel:1",
    "clCreateBuffer:1",
    "clEnqueueWriteBuffer:1",
    "clEnqueueWriteBuffer:1",
    "clEnqueueNDRangeKernel:1",
    "clEnqueueNDRangeKernel:1",
    "clEnqueueNDRangeKernel:2",
    "clEnqueueNDRangeKernel:2",
    "clEnqueueReadBuffer:1",
    "clEnqueueReadBuffer:1",
    "clEnqueueMapBuffer:1",
    "clEnqueueMapBuffer:1",
    "clEnqueueMapBuffer:4",
)


@functools.cache
def _opencl_library() -> str | None:
    """The ICD loader pyopencl is linked with (its wheel brings one)."""
    import pyopencl

    folder = Path(pyopencl.__file__).parent / ".libs"
    found = sorted(folder.glob("libOpenCL*.so*")) if folder.is_dir() else []
    return str(found[0]) if found else None


@pytest.fixture(scope="module")
def shim(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("shim") / "fault.so"
    cc = [shutil.which("gcc") or shutil.which("cc")] if (shutil.which("gcc") or shutil.which("cc")) else \
        [sys.executable, "-m", "ziglang", "cc"]
    subprocess.run([*cc, "-shared", "-fPIC", "-O1", str(SHIM), "-o", str(out), "-ldl"], check=True,
                   capture_output=True)
    return out


@pytest.fixture(scope="module")
def unmodified() -> str:
    proc = run_polyoff("--no-cache", "--gpu-runtime=none", str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


#: each fault on one device, in turn (both devices see every kind of call)
CASES = [(fault, ("pocl", "intel")[k % 2]) for k, fault in enumerate(FAULTS)]


@pytest.mark.parametrize("zero_copy", ["auto", "off"])
@pytest.mark.parametrize(("fault", "device"), CASES)
def test_device_faults_never_change_results(fault, device, zero_copy, shim, unmodified, tmp_path):
    require_device(device)
    if _opencl_library() is None:
        pytest.skip("pyopencl's ICD loader not found")
    report_file = tmp_path / "report.json"
    log = tmp_path / "injected"
    env = {"LD_PRELOAD": str(shim), "POLYOFF_FAULT": fault, "POLYOFF_FAULT_LIB": _opencl_library(),
           "POLYOFF_FAULT_LOG": str(log)}
    proc = run_polyoff("--no-cache", f"--device={device}", f"--zero-copy={zero_copy}", "--report=json",
                       f"--report-file={report_file}", str(PROGRAM), env={**os.environ, **env})
    injected = "OUT_OF_RESOURCES"  # the shim's error code, -5
    if proc.returncode == 71:
        assert "fatal device error" in proc.stderr and injected in proc.stderr, proc.stderr
        return
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == unmodified
    run = json.loads(report_file.read_text())["run"]
    if not log.exists():
        return  # this configuration does not make that call
    failed = run["status"].startswith("failed") or run["failures"] > 0
    assert failed, run  # the fault happened and was noticed...
    if run["failures"]:
        assert injected in run["first_error"], run  # ...and the report names its cause
    else:
        assert injected in run["status"] or "build" in run["status"], run
