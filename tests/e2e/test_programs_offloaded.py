"""The end-to-end contract: offloaded output == unmodified output == native.

Every program in tests/programs/ is built natively and run, then run by
polyoff without offloading, and offloaded on pocl (OpenCL C) and on Intel's
CPU runtime (SPIR-V). Stdout must be identical byte for byte (the kernels do
the same floating-point operations in the same order), the exit status the
program's own, and the report must show that the loop nests really ran as
kernels (a silent CPU fallback would also print the right numbers).
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import PROGRAMS, build_native, require_device, run_polyoff

#: program -> (argument sets to run with, number of SCoPs that must offload)
CASES = {
    "gemm": ([(), ("33", "17", "5")], 1),
    "2mm": ([()], 1),
    "atax": ([(), ("7", "45")], 1),
    "bicg": ([()], 1),
    "mvt": ([(), ("61",)], 1),
    "jacobi-2d": ([()], 1),
    "fdtd-2d": ([(), ("3", "35", "33")], 1),
    "covariance": ([()], 1),
    "imperfect-int": ([()], 1),
    "multi-kernel": ([(), ("37",)], 1),
    "triangular": ([(), ("45",)], 1),
    "non-affine": ([()], 1),
}

DEVICES = {
    "pocl-opencl-c": ("pocl", "opencl-c"),
    "intel-spirv": ("intel", "spirv"),
}


@pytest.fixture(scope="module")
def native(tmp_path_factory):
    out = tmp_path_factory.mktemp("native")
    cache: dict[tuple[str, tuple[str, ...]], str] = {}

    def get(name: str, args: tuple[str, ...]) -> str:
        key = (name, args)
        if key not in cache:
            import subprocess

            exe = build_native(PROGRAMS / f"{name}.c", out / name)
            proc = subprocess.run([str(exe), *args], capture_output=True, text=True, check=True)
            cache[key] = proc.stdout
        return cache[key]

    return get


@pytest.mark.parametrize("name", sorted(CASES))
def test_unoffloaded_matches_native(name, native):
    for args in CASES[name][0]:
        proc = run_polyoff("--gpu-runtime=none", str(PROGRAMS / f"{name}.c"), "--", *args)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == native(name, args)
        assert proc.stderr == ""


@pytest.mark.parametrize("device", sorted(DEVICES))
@pytest.mark.parametrize("name", sorted(CASES))
def test_offloaded_matches_native(name, device, native, tmp_path):
    spec, target = DEVICES[device]
    require_device(spec)
    arg_sets, min_offloaded = CASES[name]
    for k, args in enumerate(arg_sets):
        report_file = tmp_path / f"report{k}.json"
        proc = run_polyoff(f"--device={spec}", f"--target={target}", "--report=json",
                           f"--report-file={report_file}", str(PROGRAMS / f"{name}.c"), "--", *args)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == native(name, args), f"{name} {args} on {device}"
        assert proc.stderr == ""
        report = json.loads(report_file.read_text())
        run = report["run"]
        assert run is not None and run["status"] == "ready", run
        offloaded = [s for s in run["scops"] if s["offloaded"] > 0]
        assert len(offloaded) >= min_offloaded, run["scops"]
        assert run["launches"] > 0
        assert run["failures"] == 0
        assert all(s["device_failed"] == 0 for s in run["scops"])


def test_report_names_kernels_grids_and_reasons(tmp_path):
    require_device("pocl")
    proc = run_polyoff("--device=pocl", "--report", str(PROGRAMS / "non-affine.c"))
    assert proc.returncode == 0, proc.stderr
    text = proc.stderr
    assert "offloaded as" in text and "grid (" in text and "block (" in text
    # Every construct polyoff cannot model is named with its line.
    assert "not offloaded [" in text
    for kind in ("non-affine-access", "unknown-call"):
        assert kind in text, text
