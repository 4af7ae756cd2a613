"""Fixtures for the decorator's tests: where to run, and running both ways.

``target`` is each configuration a decorated function is tested in: the
CPU only (``runtime="none"``), pocl (OpenCL C) and Intel's CPU runtime
(SPIR-V), the last two skipped where absent. :func:`same_as_python` is the
main check of this suite: the decorated function leaves every array and
returns exactly what the undecorated one does, bit for bit.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import warnings
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import polyoff
from tests.conftest import ROOT, device_available

TARGETS = {
    "cpu": {"runtime": "none"},
    # Test inputs are small: offload them whatever the profitability check says.
    "pocl": {"device": "pocl", "target": "opencl-c", "always_offload": True},
    "intel": {"device": "intel", "target": "spirv", "always_offload": True},
}


#: The configurations this process tests: pocl's and Intel's OpenCL
#: compilers each bring an LLVM of their own, and in one process the second
#: one's builds fail now and then ("Invalid br record") or crash, so the
#: Intel runs happen in a separate process (test_intel_process.py sets this).
ACTIVE = tuple(os.environ.get("POLYOFF_TEST_TARGETS", "cpu,pocl").split(","))


def target_params(names=("cpu", "pocl", "intel")) -> list:
    out = []
    for name in names:
        marks = [pytest.mark.intel] if name == "intel" else []
        if name not in ACTIVE:
            marks.append(
                pytest.mark.skip(reason=f"{name} runs in its own process (POLYOFF_TEST_TARGETS)")
            )
        out.append(pytest.param(name, id=name, marks=marks))
    return out


@pytest.fixture(params=target_params())
def target(request) -> str:
    name = request.param
    if name != "cpu" and not device_available(name):
        pytest.skip(f"no usable OpenCL device matching {name!r}")
    return name


@pytest.fixture(params=target_params(("pocl", "intel")))
def device_target(request) -> str:
    """Only the configurations with a device (to check kernels ran)."""
    name = request.param
    if not device_available(name):
        pytest.skip(f"no usable OpenCL device matching {name!r}")
    return name


@functools.cache
def decorated(fn, target: str, **options):
    """``fn`` decorated for ``target`` (memoised: one compilation per
    signature across the tests that share it)."""
    return polyoff.offload(**TARGETS[target], **options)(fn)


def _copy(a):
    return a.copy() if isinstance(a, np.ndarray) else a


def same_as_python(fn, target: str, *args, expect_launches: bool | None = None, **options):
    """Run ``fn`` undecorated and decorated for ``target`` on copies of
    ``args``; assert identical arrays (bytes) and results (type and value).
    Returns the decorated function and the decorated run's arrays."""
    ref_args = [_copy(a) for a in args]
    got_args = [_copy(a) for a in args]
    expected = result = raised = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            expected = fn(*ref_args)
        except Exception as exc:  # the decorated function must raise it too
            raised = type(exc)
    f = decorated(fn, target, **options)
    before = launches(f)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", polyoff.offload.NotOffloadedWarning)
        if raised is None:
            result = f(*got_args)
        else:
            with pytest.raises(raised):
                f(*got_args)
    for k, (a, b) in enumerate(zip(ref_args, got_args)):
        if isinstance(a, np.ndarray):
            assert a.dtype == b.dtype and a.shape == b.shape
            if a.tobytes() != b.tobytes():
                diff = np.flatnonzero(a.reshape(-1) != b.reshape(-1))
                raise AssertionError(
                    f"argument {k} differs at {diff.size} element(s), first at flat index {diff[:5]}: "
                    f"python {a.reshape(-1)[diff[:5]]} vs polyoff {b.reshape(-1)[diff[:5]]} ({target})"
                )
    assert type(result) is type(expected), (type(result), type(expected))
    if isinstance(expected, float) and expected != expected:
        assert result != result
    else:
        assert result == expected
    if expect_launches is not None and target != "cpu":
        ran = launches(f) - before
        assert (ran > 0) == expect_launches, f"{ran} kernel launches ({target})"
    return f, got_args


def launches(f) -> int:
    return sum(s["launches"] for s in f.stats() if s)


# ------------------------------------------------------------ PolyBench in C
C_FLAGS = ("-target", "x86_64-linux-gnu", "-O2", "-ffp-contract=off", "-DMINI_DATASET")


def _build_and_run(name: str, out_dir) -> str:
    exe = out_dir / name
    subprocess.run(
        [
            sys.executable,
            "-m",
            "ziglang",
            "cc",
            *C_FLAGS,
            str(ROOT / "polybench" / f"{name}.c"),
            "-o",
            str(exe),
            "-lm",
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return subprocess.run([str(exe)], check=True, capture_output=True, text=True, timeout=60).stdout


@pytest.fixture(scope="session")
def c_output(tmp_path_factory) -> dict[str, str]:
    """Each PolyBench C program's stdout at MINI, built natively (no FMA)."""
    pytest.importorskip("ziglang")
    from polybench.python import KERNELS

    names = sorted(KERNELS)
    out_dir = tmp_path_factory.mktemp("polybench-c")
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(names, pool.map(lambda n: _build_and_run(n, out_dir), names)))
