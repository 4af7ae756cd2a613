"""Shared fixtures: devices, the native C compiler, running polyoff."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "tests" / "programs"


def pytest_configure(config):
    # The suite starts a few thousand Python processes (polyoff on each
    # program, the harness, pytest-xdist's workers); with
    # PYTHONDONTWRITEBYTECODE set, as some environments do, each one compiles
    # polyoff's sources again (about a fifth of a short polyoff run's time).
    # Let them write and read __pycache__ (written atomically, so concurrent
    # processes are safe).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False
    # A bug met while compiling a SCoP fails the test (users get the SCoP on
    # the CPU with the bug named in the report instead).
    os.environ.setdefault("POLYOFF_STRICT", "1")
    # Hermetic cache: tests never read a user's cache.
    os.environ.setdefault("POLYOFF_CACHE_DIR", str(Path(os.environ.get("TMPDIR", "/tmp")) / f"polyoff-test-cache-{os.getpid()}"))
    # No measured placement: a verdict an earlier test left ("the CPU was
    # faster") must not hold a later test's SCoP on the CPU. Its own tests
    # turn it on with a cache directory of their own.
    os.environ.setdefault("POLYOFF_PLACEMENT", "off")
    # No calibration measured: where a test turns measured placement on, the
    # thresholds decide until it injects the cost model's numbers itself
    # (``POLYOFF_CALIBRATION=launch=...``), so no test depends on speed.
    os.environ.setdefault("POLYOFF_CALIBRATION", "off")


def pytest_collection_modifyitems(config, items):
    # Tests marked slow (minutes each: the PolyBench sweeps, the decorator's
    # suites in a process on Intel's runtime) start first, so that under
    # pytest-xdist (scripts/test.sh) the workers do not end on one of them
    # while the others idle. The rest keep their order.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@functools.cache
def device_available(spec: str) -> bool:
    from polyoff_runtime import select_device

    return select_device("opencl", spec) is not None


def require_device(spec: str) -> None:
    if not device_available(spec):
        pytest.skip(f"no usable OpenCL device matching {spec!r}")


@functools.cache
def native_cc() -> list[str]:
    """A C compiler for native reference builds, for the default x86-64
    target (no FMA), as a user's plain `clang -O2` would build."""
    clang = shutil.which("clang")
    if clang:
        return [clang]
    return [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu"]


def build_native(source: Path, out: Path, flags: tuple[str, ...] = ()) -> Path:
    cmd = [*native_cc(), "-std=c99", "-O2", *flags, str(source), "-o", str(out), "-lm"]
    subprocess.run(cmd, check=True, capture_output=True)
    return out


def run_polyoff(*args: str, timeout: int = 300, env: dict | None = None,
                always_offload: bool = True) -> subprocess.CompletedProcess:
    """``polyoff ARGS``; test inputs are small, so by default with
    ``--always-offload`` (no profitability check)."""
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    flags = ["--always-offload"] if always_offload else []
    return subprocess.run([sys.executable, "-m", "polyoff", *flags, *args], capture_output=True, text=True,
                          timeout=timeout, env=full_env)
