"""Device binaries of built OpenCL programs, kept on disk.

Intel's CPU runtime compiles a program's SPIR-V or OpenCL C at every
clBuildProgram: 0.2-0.5 s for one of polyoff's modules, paid again by every
run of the same program. Built from the binary the runtime hands back
(``CL_PROGRAM_BINARIES``), the same program takes about 0.01 s. So after a
build from source the binary is stored, and a later build of the same
module on the same device and driver starts from it.

An entry is keyed by the module's code, its kernels, the build options and
the device (platform, name, vendor, driver version), and written like the
compilation cache's entries: in a private directory, behind an HMAC under
the directory's own secret (:func:`polyoff_runtime.private_files.load_entry`),
since a binary is machine code the process will run. A binary the driver
refuses is dropped and the module built from source. The folder is
``binaries`` in polyoff's cache directory (``$POLYOFF_CACHE_DIR``, else the
XDG cache's ``polyoff/programs``); ``POLYOFF_BINARY_CACHE=0`` turns it off.

Only Intel's CPU runtime uses it, where it was measured. pocl keeps its own
kernel cache (see :mod:`polyoff_runtime.pocl_warm`), and GPU drivers keep
theirs.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from .devices import DeviceInfo
from .private_files import drop_entry, load_entry, store_entry
from .program import KernelModule

MAGIC = b"POLYOFF-BINARY-1\n"
#: the largest binary read back
MAX_BINARY = 64 << 20


def applies(device: DeviceInfo) -> bool:
    """Whether programs for ``device`` are kept as binaries."""
    if os.environ.get("POLYOFF_BINARY_CACHE", "1").strip() in ("0", ""):
        return False
    return bool(device.is_intel) and device.device_type == "cpu"


def folder() -> Path:
    env = os.environ.get("POLYOFF_CACHE_DIR")
    if env:
        return Path(env) / "binaries"
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "polyoff" / "programs" / "binaries"


def key(device: DeviceInfo, module: KernelModule, options: list[str]) -> str:
    """The entry's key: what decides the binary the driver builds."""
    digest = hashlib.sha256()
    for part in (
        device.platform, device.name, device.vendor, device.driver_version, module.target,
        " ".join(options), json.dumps([(k.name, list(k.block)) for k in module.kernels]),
    ):
        data = str(part).encode()
        digest.update(len(data).to_bytes(8, "little") + data)
    digest.update(module.code)
    return digest.hexdigest()


def load(entry_key: str) -> bytes | None:
    """The binary stored under ``entry_key``, or None."""
    return load_entry(folder(), f"{entry_key}.bin", entry_key, MAGIC, MAX_BINARY)


def store(entry_key: str, binary: bytes) -> None:
    if binary and len(binary) <= MAX_BINARY:
        store_entry(folder(), f"{entry_key}.bin", entry_key, MAGIC, binary)


def drop(entry_key: str, why: str) -> None:
    """Remove a stored binary the driver refused."""
    drop_entry(folder(), f"{entry_key}.bin", why)
