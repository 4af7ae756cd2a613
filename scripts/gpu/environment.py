#!/usr/bin/env python3
"""What the GPU machine is: GPU, driver, CUDA, Python packages, polyoff's devices.

Prints one line per fact and writes them to ``--out`` (JSON). Nothing here
fails: what cannot be found is reported as missing, with why.

    scripts/gpu/environment.py [--out env.json]
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path


def _command(*args: str) -> str:
    if shutil.which(args[0]) is None:
        return f"({args[0]} not found)"
    try:
        done = subprocess.run(list(args), capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"({args[0]} failed: {exc})"
    return (done.stdout + done.stderr).strip()


def _release(text: str) -> str:
    """The ``release X.Y, VX.Y.Z`` line of an NVIDIA tool's ``--version``."""
    lines = text.splitlines() or ["?"]
    return next((line.strip() for line in lines if "release" in line), lines[-1])


def _version(module: str) -> str:
    try:
        mod = importlib.import_module(module)
    except Exception as exc:  # ImportError or a binary that does not load
        return f"missing ({type(exc).__name__}: {str(exc)[:200]})"
    version = getattr(mod, "__version__", None) or getattr(mod, "VERSION_TEXT", None) or "?"
    return f"{version} ({Path(getattr(mod, '__file__', '') or '?').parent})"


def _cpu() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _llvm() -> str:
    try:
        import llvmlite.binding as llvm

        return ".".join(map(str, llvm.llvm_version_info))
    except Exception as exc:
        return f"unknown ({exc})"


def _pycuda() -> dict:
    try:
        import pycuda.driver as driver

        driver.init()
        version = driver.get_driver_version()
        return {
            "driver_api": f"{version // 1000}.{version % 1000 // 10}",
            "compiled_for": ".".join(map(str, driver.get_version())),
            "devices": [
                f"{driver.Device(i).name()} (sm_{''.join(map(str, driver.Device(i).compute_capability()))}, "
                f"{driver.Device(i).total_memory() / 2**30:.0f} GiB)"
                for i in range(driver.Device.count())
            ],
        }
    except Exception as exc:
        return {"problem": f"{type(exc).__name__}: {str(exc)[:300]}"}


def _opencl_icds() -> dict:
    vendors = os.environ.get("OCL_ICD_VENDORS")
    folder = Path(vendors) if vendors else Path("/etc/OpenCL/vendors")
    files = {}
    if folder.is_dir():
        for icd in sorted(folder.glob("*.icd")):
            try:
                files[icd.name] = icd.read_text().strip()
            except OSError as exc:
                files[icd.name] = f"unreadable: {exc}"
    return {"OCL_ICD_VENDORS": vendors, "folder": str(folder), "icds": files}


def _polyoff_devices() -> list[str]:
    try:
        from polyoff_runtime import list_devices

        return [
            f"{d.describe()} driver {d.driver_version}; usable={d.usable}"
            + (f" ({d.compile_problem})" if d.compile_problem else "")
            for d in list_devices()
        ]
    except Exception as exc:
        return [f"listing failed: {type(exc).__name__}: {exc}"]


def collect() -> dict:
    return {
        "nvidia_smi": _command(
            "nvidia-smi",
            "--query-gpu=name,driver_version,memory.total,"
            "clocks.max.sm,clocks.max.mem,power.limit,pci.bus_id",
            "--format=csv,noheader",
        ),
        "nvidia_smi_cuda": next(
            (
                line.strip()
                for line in _command("nvidia-smi").splitlines()
                if "CUDA Version" in line
            ),
            "?",
        ),
        "nvcc": _release(_command("nvcc", "--version")),
        "ptxas": _release(_command("ptxas", "--version")) + f" ({shutil.which('ptxas')})",
        "cpu": f"{_cpu()}, {os.cpu_count()} logical cores",
        "os": platform.platform(),
        "python": f"{sys.version.split()[0]} ({sys.executable})",
        "numpy": _version("numpy"),
        "llvmlite": _version("llvmlite") + f", LLVM {_llvm()}",
        "islpy": _version("islpy"),
        "pyopencl": _version("pyopencl"),
        "pycuda": _version("pycuda"),
        "cupy": _version("cupy"),
        "polyoff": _version("polyoff"),
        "cuda_through_pycuda": _pycuda(),
        "opencl": _opencl_icds(),
        "polyoff_devices": _polyoff_devices(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    ns = parser.parse_args(argv)
    facts = collect()
    for key, value in facts.items():
        if isinstance(value, list):
            print(f"{key}:")
            for item in value or ["(none)"]:
                print(f"    {item}")
        else:
            print(f"{key}: {value}")
    if ns.out is not None:
        ns.out.parent.mkdir(parents=True, exist_ok=True)
        ns.out.write_text(json.dumps(facts, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
