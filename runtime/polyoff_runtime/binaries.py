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

On a miss the module is built in a child process, which hands the binary
back: Intel's compiler has aborted the whole process on a module now and
then (``PLEASE submit a bug report to https://software.intel.com``, twice
in sweeps of the Python PolyBench kernels, not reproducible on a rebuild),
and an abort in the child is a build error the runtime falls back from
(to the CPU, before anything was written back) instead of the end of the
user's program. A child that crashes is tried once more. The child costs
0.3-0.9 s of start-up, once per module and machine (``POLYOFF_BUILD_IN_CHILD=0``
builds in the process instead).

Only Intel's CPU runtime uses it, where it was measured. pocl keeps its own
kernel cache (see :mod:`polyoff_runtime.pocl_warm`), and GPU drivers keep
theirs.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

from .devices import DeviceInfo
from .errors import KernelBuildError
from .private_files import drop_entry, load_entry, store_entry
from .program import KernelModule

logger = logging.getLogger(__name__)

#: seconds the child may take to build a module
BUILD_TIMEOUT_S = 600.0

_CHILD = """
import base64, json, sys
from polyoff_runtime import devices
job = json.load(sys.stdin)
cl, device = devices.opencl_device_of(job["spec"])
context = cl.Context([device])
code = base64.b64decode(job["code"])
if job["target"] == "opencl_c":
    program = cl._cl._Program(context, code.decode("utf-8"))
else:
    program = cl._cl._create_program_with_il(context, code)
try:
    program.build(" ".join(job["options"]).encode(), [device])
except Exception as exc:
    print(exc, file=sys.stderr)
    sys.exit(3)
sys.stdout.buffer.write(bytes(program.get_info(cl.program_info.BINARIES)[0]))
"""

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


def build_in_child(device: DeviceInfo, module: KernelModule, options: list[str], *,
                   timeout: float = BUILD_TIMEOUT_S) -> bytes | None:
    """The device binary of ``module`` built by a child process, or None
    where the child's build failed as builds fail (the caller builds the
    module itself, for its error and log) or the child could not start.
    Raises KernelBuildError when the device's compiler crashed twice or
    ran past ``timeout``. ``POLYOFF_BUILD_IN_CHILD=0`` builds in this
    process instead (None); the test suite does, for its time."""
    if os.environ.get("POLYOFF_BUILD_IN_CHILD", "1").strip() in ("0", ""):
        return None
    job = json.dumps({
        "spec": device.spec, "target": module.target, "options": options,
        "code": base64.b64encode(module.code).decode("ascii"),
    })
    crashes = []
    for _attempt in range(2):
        try:
            proc = subprocess.run([sys.executable, "-c", _CHILD], input=job.encode(), capture_output=True,
                                  timeout=timeout, env=dict(os.environ))
        except subprocess.TimeoutExpired as exc:
            raise KernelBuildError(
                f"{device.describe()}'s compiler took over {timeout:.0f} s to build the {module.target} module"
            ) from exc
        except OSError as exc:
            logger.info("cannot start a child to build the module: %s", exc)
            return None
        if proc.returncode == 0 and proc.stdout:
            return proc.stdout
        if proc.returncode > 0:
            return None
        crashes.append(f"signal {-proc.returncode}: {proc.stderr.decode('utf-8', 'replace').strip()[-300:]}")
        logger.warning("%s's compiler crashed building the %s module (%s)", device.describe(), module.target,
                       crashes[-1])
    raise KernelBuildError(f"{device.describe()}'s compiler crashed building the {module.target} module",
                           "\n".join(crashes), crashed=True)
