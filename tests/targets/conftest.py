"""Fixtures for the target tests: running kernels on OpenCL CPU platforms.

Kernels run in a child process (``targets_ocl_runner.py``) whose ICD loader sees
exactly the platforms asked for: ``OCL_ICD_VENDORS`` names a folder holding
pocl's ``.icd`` file and, for Intel, one with the full path of
``libintelocl.so``. Setting it for the child only keeps this test process (and
any pyopencl it imported) untouched.
"""

from __future__ import annotations

import importlib.util
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
VENV_LIB = REPO / ".venv" / "lib"
INTEL_LIB = VENV_LIB / "libintelocl.so"


def _pocl_icd() -> Path | None:
    # Found without importing pyopencl into this process.
    spec = importlib.util.find_spec("pyopencl")
    if spec is None or spec.origin is None:
        return None
    icd = Path(spec.origin).parent / ".libs" / "pocl.icd"
    return icd if icd.is_file() else None


class OpenCLRunner:
    """Runs jobs of ``targets_ocl_runner.py`` on one platform."""

    def __init__(self, platform: str, vendors: Path) -> None:
        self.platform = platform
        self.vendors = vendors

    def run(self, programs: list[dict], tmp: Path) -> list[dict]:
        job = tmp / f"job-{self.platform}.pkl"
        result = tmp / f"result-{self.platform}.pkl"
        with open(job, "wb") as f:
            pickle.dump({"platform": self.platform, "programs": programs}, f)
        env = dict(os.environ)
        env["OCL_ICD_VENDORS"] = str(self.vendors)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(REPO), str(REPO / "runtime"), env.get("PYTHONPATH", "")]
        )
        proc = subprocess.run(
            [sys.executable, str(HERE / "targets_ocl_runner.py"), str(job), str(result)],
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        if not result.exists():
            pytest.fail(f"OpenCL runner died (exit {proc.returncode}):\n{proc.stderr[-4000:]}")
        with open(result, "rb") as f:
            out = pickle.load(f)
        if "missing" in out:
            pytest.skip(out["missing"])
        if "error" in out:
            pytest.fail(f"OpenCL run on {self.platform} failed:\n{out['error']}")
        return out["buffers"]


@pytest.fixture(scope="session")
def pocl(tmp_path_factory) -> OpenCLRunner:
    icd = _pocl_icd()
    if icd is None:
        pytest.skip("pyopencl with its bundled pocl is not installed")
    vendors = tmp_path_factory.mktemp("icd-pocl")
    shutil.copy(icd, vendors / "pocl.icd")
    _copy_system_icds(vendors)
    return OpenCLRunner("pocl", vendors)


def _copy_system_icds(vendors) -> None:
    """A system pocl (Debian's) next to pip's, which cannot compile on CPUs
    newer than its LLVM knows."""
    system = Path("/etc/OpenCL/vendors")
    if system.is_dir():
        for f in system.glob("*pocl*.icd"):
            shutil.copy(f, vendors / f"system-{f.name}")


@pytest.fixture(scope="session")
def intel(tmp_path_factory) -> OpenCLRunner:
    if not INTEL_LIB.is_file():
        pytest.skip(f"Intel's CPU OpenCL runtime is not installed ({INTEL_LIB})")
    vendors = tmp_path_factory.mktemp("icd-intel")
    (vendors / "intel.icd").write_text(f"{INTEL_LIB}\n")
    icd = _pocl_icd()
    if icd is not None:
        shutil.copy(icd, vendors / "pocl.icd")
    _copy_system_icds(vendors)
    return OpenCLRunner("intel", vendors)


@pytest.fixture(scope="session")
def suite_cases():
    import targets_suite

    return targets_suite.make_cases()


def _run_suite(runner: OpenCLRunner, target_name: str, cases, tmp: Path,
               volatile_floats: bool = False, ordered_loops: bool = False) -> dict[str, dict]:
    import targets_suite

    from polyoff.codegen.targets import get_target

    if volatile_floats:
        cases = {name: _with_volatile_floats(case, ordered_loops) for name, case in cases.items()}
    programs = targets_suite.build_programs(get_target(target_name), cases)
    names = list(programs)
    results = runner.run([programs[n] for n in names], tmp)
    return dict(zip(names, results))


@pytest.fixture(scope="session")
def pocl_results(pocl, suite_cases, tmp_path_factory) -> dict[str, dict]:
    """Every sample case compiled as OpenCL C and run on pocl."""
    return _run_suite(pocl, "opencl_c", suite_cases, tmp_path_factory.mktemp("pocl-run"))


@pytest.fixture(scope="session")
def intel_results(intel, suite_cases, tmp_path_factory) -> dict[str, dict]:
    """Every sample case compiled as SPIR-V and run on Intel's CPU runtime."""
    return _run_suite(intel, "spirv", suite_cases, tmp_path_factory.mktemp("intel-run"), volatile_floats=True)


@pytest.fixture(scope="session")
def intel_c_results(intel, suite_cases, tmp_path_factory) -> dict[str, dict]:
    """Every sample case compiled as OpenCL C and run on Intel's CPU runtime,
    its float registers plain and the loops that carry them ordered, as
    polyoff builds OpenCL C for that runtime."""
    return _run_suite(intel, "opencl_c", suite_cases, tmp_path_factory.mktemp("intel-c-run"),
                      volatile_floats=True, ordered_loops=True)


def _with_volatile_floats(case, ordered_loops: bool = False):
    """``case`` with its kernel's top-level float scalars volatile, as polyoff
    declares registers that carry float values on Intel's CPU runtime, which
    otherwise reassociates the sums they hold (shared_gemm's ``acc``, once
    its loops vectorise; see docs/architecture.md); with ``ordered_loops``
    turned into plain registers and ordered loops instead
    (``codegen.kernel.ordered_float_loops``, what polyoff does for OpenCL C)."""
    import dataclasses

    from polyoff.codegen import kernel_ir as K
    from polyoff.codegen.kernel import ordered_float_loops

    kernel = case.kernel
    stmts = tuple(dataclasses.replace(s, volatile=True)
                  if isinstance(s, K.Declare) and s.var.type in ("f32", "f64") else s
                  for s in kernel.body.stmts)
    body = K.Block(stmts)
    if ordered_loops:
        body = ordered_float_loops(body)
    return dataclasses.replace(case, kernel=dataclasses.replace(kernel, body=body))
