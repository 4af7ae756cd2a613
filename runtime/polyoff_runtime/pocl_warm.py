"""Warming pocl's kernel cache at build time, so its compiler leaves the timed run.

pocl builds a program (clBuildProgram) to LLVM IR only; the machine code of
each kernel's work-group function is generated at the kernel's first launch,
specialised for that launch's local size, a zero global offset and a grid
narrower than the device's limit ("smallgrid"), and kept in pocl's on-disk
kernel cache (``$POCL_CACHE_DIR``, else ``~/.cache/pocl/kcache``). So a
program's first run on pocl paid the code generation inside its own timer:
about 1 s for correlation's largest kernel on a 2-core AMD EPYC (LARGE: 5.7 s
first run, 4.2 s warm; issue 14 measured 2.46 s and 0.88 s).

:func:`warm_pocl_cache` moves that to build time: a child process builds the
same module on the same device and launches each kernel once, one
work-group of the kernel's block (the specialisation real launches of
polyoff's kernels get: their offset is zero and their grids narrow), with
zero scalars and a small zeroed buffer for every array. pocl generates the
code before it runs a kernel; what the kernel then does with arguments that
mean nothing cannot touch the program, since it runs in the child (a crash
or a long loop there costs the warm-up only, which has a time limit). A
marker in polyoff's cache directory, keyed by the code, the build options,
the device and pocl's cache folder, skips the child on later runs (pocl's
own cache then has the code). Nothing is warmed when pocl's kernel cache is
off (``POCL_KERNEL_CACHE=0``) or ``POLYOFF_POCL_WARM=0`` is set.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

from .devices import DeviceInfo
from .program import KernelModule

logger = logging.getLogger(__name__)

#: seconds the child may take for a whole module
WARM_TIMEOUT_S = 300.0
#: bytes of the zeroed buffer every array argument gets in the child
_DUMMY_BYTES = 1 << 16

_CHILD = """
import json, sys
import numpy as np
from polyoff_runtime import devices
job = json.load(sys.stdin)
cl, device = devices.opencl_device_of(job["spec"])
context = cl.Context([device])
program = cl._cl._Program(context, job["source"])
program.build(" ".join(job["options"]).encode(), [device])
buffer = cl.Buffer(context, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR,
                   hostbuf=np.zeros(job["dummy_bytes"], np.uint8))
scalars = {"i32": np.int32(0), "i64": np.int64(0), "f32": np.float32(0), "f64": np.float64(0)}
queues = []
for name, kinds, block in job["kernels"]:
    kernel = cl.Kernel(program, name)
    for i, kind in enumerate(kinds):
        kernel.set_arg(i, buffer if kind == "buffer" else scalars[kind])
    queue = cl.CommandQueue(context)  # one each: a slow kernel holds up no other
    cl.enqueue_nd_range_kernel(queue, kernel, tuple(block), tuple(block))
    queue.flush()
    queues.append(queue)
for queue in queues:
    queue.finish()
"""


def _cache_folder() -> str:
    explicit = os.environ.get("POCL_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pocl", "kcache")


def _marker(device: DeviceInfo, module: KernelModule, options: list[str]) -> Path:
    digest = hashlib.sha256()
    for part in (
        device.spec, device.platform, device.name, device.driver_version,
        " ".join(options), os.path.abspath(_cache_folder()),
        json.dumps([(k.name, k.block) for k in module.kernels]),
    ):
        digest.update(part.encode() + b"\0")
    digest.update(module.code)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "polyoff" / "pocl-warm" / digest.hexdigest()[:32]


def should_warm(device: DeviceInfo, module: KernelModule) -> bool:
    """Whether ``module`` on ``device`` is pocl code whose launches compile."""
    if not device.is_pocl or device.device_type != "cpu" or module.target != "opencl_c":
        return False
    return all(
        os.environ.get(name, "1").strip() not in ("0", "")
        for name in ("POCL_KERNEL_CACHE", "POLYOFF_POCL_WARM")
    )


def warm_pocl_cache(
    device: DeviceInfo, module: KernelModule, options: list[str], *,
    timeout: float = WARM_TIMEOUT_S,
) -> str:
    """Have pocl generate every kernel of ``module`` now (module docstring).

    Returns what was done, for the log: ``"warm"`` (the marker says it was
    done before), ``"warmed"``, ``"skipped"`` (not pocl, or no kernel cache)
    or why the child failed; a failure only means the first launches compile
    as before.
    """
    if not should_warm(device, module) or not module.kernels:
        return "skipped"
    marker = _marker(device, module, options)
    if marker.exists():
        return "warm"
    job = {
        "spec": device.spec,
        "source": module.code.decode("utf-8", "replace"),
        "options": options,
        "dummy_bytes": _DUMMY_BYTES,
        "kernels": [[k.name, [a.kind for a in k.args], list(k.block)] for k in module.kernels],
    }
    start = time.perf_counter()
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _CHILD], input=json.dumps(job), capture_output=True,
            text=True, timeout=timeout, env=dict(os.environ),
        )
    except subprocess.TimeoutExpired:
        # The code was generated before the kernels ran; only running them
        # with meaningless arguments took long.
        outcome = f"the warm-up ran past {timeout:.0f} s (its kernels, not pocl's compiler)"
    except OSError as exc:
        return f"cannot start the warm-up: {exc}"
    else:
        outcome = "warmed" if proc.returncode == 0 else (
            f"the warm-up ended with status {proc.returncode}: {proc.stderr.strip()[-300:]}"
        )
    logger.info("pocl warm-up of %d kernels: %s (%.2f s)", len(module.kernels), outcome,
                time.perf_counter() - start)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(outcome + "\n")
    except OSError as exc:
        logger.info("cannot write %s: %s", marker, exc)
    return outcome
