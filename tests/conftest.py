"""Shared fixtures: devices, the native C compiler, running polyoff."""

from __future__ import annotations

import functools
import hashlib
import json
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
    # Hermetic cache: tests never read a user's cache (pytest-xdist's
    # workers inherit the controller's folder; it goes when the run ends).
    if "POLYOFF_CACHE_DIR" not in os.environ:
        folder = Path(os.environ.get("TMPDIR", "/tmp")) / f"polyoff-test-cache-{os.getpid()}"
        os.environ["POLYOFF_CACHE_DIR"] = str(folder)
        config._polyoff_cache_dir = folder
        # pocl's kernel cache too: a warm one hid what pocl's compiler prints
        # on a fresh machine (CI's), as it did its "24 warnings generated.".
        os.environ.setdefault("POCL_CACHE_DIR", str(folder / "pocl"))
    # The unmodified runs of this session (``run_unmodified``), shared by
    # pytest-xdist's workers like the cache folder.
    if "POLYOFF_TEST_UNMODIFIED" not in os.environ:
        folder = Path(os.environ.get("TMPDIR", "/tmp")) / f"polyoff-test-unmodified-{os.getpid()}"
        os.environ["POLYOFF_TEST_UNMODIFIED"] = str(folder)
        config._polyoff_unmodified_dir = folder
    # No measured placement: a verdict an earlier test left ("the CPU was
    # faster") must not hold a later test's SCoP on the CPU. Its own tests
    # turn it on with a cache directory of their own.
    os.environ.setdefault("POLYOFF_PLACEMENT", "off")
    # No calibration measured: where a test turns measured placement on, the
    # thresholds decide until it injects the cost model's numbers itself
    # (``POLYOFF_CALIBRATION=launch=...``), so no test depends on speed.
    os.environ.setdefault("POLYOFF_CALIBRATION", "off")
    # Intel's runtime builds each new module in this process, not in a child
    # (polyoff_runtime.binaries): a child costs 0.3-0.9 s per module, and the
    # suite builds hundreds; its own tests turn it on.
    os.environ.setdefault("POLYOFF_BUILD_IN_CHILD", "0")


def pytest_unconfigure(config):
    for name in ("_polyoff_cache_dir", "_polyoff_unmodified_dir"):
        folder = getattr(config, name, None)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


#: Test files whose tests one pytest-xdist worker runs, as one unit, under
#: scripts/test.sh: they share an expensive session fixture, or a test reads
#: what the tests before it recorded. File (or test function) -> unit.
ONE_WORKER = {
    # the native builds (the session fixture ``built``)
    "tests/test_programs_native.py": "native-builds",
    # the kernels' IR at -O1 and -O3 (``polybench_ir``)
    "tests/scop/test_polybench.py": "polybench-ir",
    # the kernels of every test program (``kernels_of``, cached in the
    # process: the PTX tests on two workers compiled them twice, ~40 s each)
    "tests/e2e/test_emit_kernels.py": "emit-kernels",
    # the sample suite run on each device (``pocl_results``, ...)
    "tests/targets/test_opencl_c_run.py": "targets-runs",
    "tests/targets/test_spirv_run.py": "targets-runs",
    # test_most_kernels_ran_on_the_device reads what the per-kernel tests
    # recorded (LAUNCHED); the C programs' outputs (``c_output``)
    "tests/frontend/test_polybench_python.py": "polybench-python",
    "tests/frontend/test_intel_process.py::test_polybench_on_intel": "polybench-python",
}


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``-n N`` (``--dist load``, or ``loadgroup`` as scripts/test.sh says)
    with the units of ONE_WORKER, every other test a unit of its own.
    (pytest-xdist's own loadgroup reads ``xdist_group`` marks by renaming
    items' node ids, which pytest 9.2 no longer lets a plugin do: the marks
    were silently ignored.)"""
    if config.getoption("dist") not in ("load", "loadgroup"):
        return None
    from xdist.scheduler import LoadScopeScheduling

    class OneWorkerUnits(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            function = nodeid.split("[", 1)[0]
            return ONE_WORKER.get(function) or ONE_WORKER.get(function.split("::", 1)[0], nodeid)

        def remove_node(self, node):
            # A worker that crashed (a device compiler's segfault) has its
            # whole workload put back in the queue by xdist 3.8, the units it
            # had finished too; handed out again they run nothing and never
            # complete, and the session waits for ever with idle workers
            # (pytest-xdist #1378; a fresh-clone CI hung so). Only units with
            # tests left go back, without the test it crashed on, which
            # xdist reports failed (pytest-xdist #1371).
            workload = self.assigned_work.get(node, {})
            crashed = next((nodeid for unit in workload.values() for nodeid, done in unit.items()
                            if not done), None)
            for unit in workload.values():
                if crashed in unit:
                    unit[crashed] = True
            for scope in [scope for scope, unit in workload.items() if all(unit.values())]:
                del workload[scope]
            if workload:
                super().remove_node(node)
            else:
                self.assigned_work.pop(node, None)
            return crashed

    return OneWorkerUnits(config, log)


def pytest_collection_modifyitems(config, items):
    # Tests marked slow (minutes each: the PolyBench sweeps, the decorator's
    # suites in a process on Intel's runtime) come first, so that under
    # pytest-xdist (scripts/test.sh) the workers start them early and do not
    # end on one of them while the other idles. The rest keep their order.
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


def run_unmodified(*args: str, timeout: int = 300, env: dict | None = None) -> subprocess.CompletedProcess:
    """``polyoff --gpu-runtime=none ARGS``: the unmodified run, the
    reference offloaded runs are compared with, run once per session.

    Tests on each device (and on several mappings or seeds) compare with the
    same unmodified run; its exit status, stdout and stderr are kept in a
    folder shared by pytest-xdist's workers (a file per run, renamed into
    place), under a key of the command, the environment given and the
    contents of every input file named, so a test on the other device, or
    in another worker, reads them instead of starting polyoff again. For
    references only: a test of the unmodified run's own side effects (a
    cache it fills) calls ``run_polyoff``."""
    cmd = ["--gpu-runtime=none", *args]
    named = []
    for arg in cmd:
        option, _, value = arg.rpartition("=")
        path = Path(value)
        # an input file by its contents (the same generated program in two
        # tests' folders is one run)
        named.append(f"{option}={hashlib.sha256(path.read_bytes()).hexdigest()}" if path.is_file() else arg)
    key = hashlib.sha256(json.dumps([named, sorted((env or {}).items())]).encode()).hexdigest()
    return _remembered(key, tuple(cmd), timeout, tuple(sorted((env or {}).items())))


@functools.cache
def _remembered(key: str, cmd: tuple[str, ...], timeout: int, env: tuple) -> subprocess.CompletedProcess:
    folder = Path(os.environ["POLYOFF_TEST_UNMODIFIED"])
    entry = folder / f"{key}.json"
    try:
        returncode, stdout, stderr = json.loads(entry.read_text())
        return subprocess.CompletedProcess(["polyoff", *cmd], returncode, stdout, stderr)
    except (OSError, ValueError):
        pass
    proc = run_polyoff(*cmd, timeout=timeout, env=dict(env), always_offload=False)
    folder.mkdir(parents=True, exist_ok=True)
    temporary = folder / f"{key}.{os.getpid()}.tmp"
    temporary.write_text(json.dumps([proc.returncode, proc.stdout, proc.stderr]))
    os.replace(temporary, entry)
    return proc
