"""Code compiled for a processor with FMA gives its native build's bits.

``clang -O2 -march=haswell`` (or ``-march=native`` on any recent x86)
names the processor on every function, and the native build fuses each
``llvm.fmuladd`` C's default ``-ffp-contract=on`` leaves; a build for plain
x86-64 fuses none. polyoff must give the bits of the build the IR was made
for, both where a loop nest stays on the CPU and where its kernels run on a
device (they fuse the same operations): tests/e2e/inputs/fma_target.c,
as IR from the native C compiler and as C with ``-march=haswell`` on
polyoff's command line, against native builds with and without the flag
(which differ, so the comparison can fail).
"""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.conftest import ROOT, build_native, native_cc, require_device, run_polyoff

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "fma_target.c"
MARCH = "-march=haswell"


def _host_has_haswell() -> bool:
    from polyoff_runtime import host_target_spec

    triple, _, features = host_target_spec()
    wanted = {"+fma", "+avx2", "+bmi2", "+f16c", "+movbe"}
    return triple.startswith("x86_64") and wanted <= set(features.split(","))


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> dict[str, str]:
    if not _host_has_haswell():
        pytest.skip("an x86-64 host that runs haswell code (FMA, AVX2)")
    work = tmp_path_factory.mktemp("fma")
    out = {}
    for name, flags in (("haswell", (MARCH,)), ("x86-64", ())):
        exe = build_native(PROGRAM, work / name, flags)
        out[name] = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    ir = work / "fma_target.ll"
    subprocess.run([*native_cc(), "-std=c99", "-O2", MARCH, "-S", "-emit-llvm", "-g0", str(PROGRAM),
                    "-o", str(ir)], check=True, capture_output=True)
    assert "@llvm.fmuladd" in ir.read_text()
    out["ir"] = str(ir)
    # the two native builds differ: fused and unfused bits
    assert out["haswell"] != out["x86-64"]
    return out


@pytest.mark.parametrize("device", [None, "pocl", "intel"])
def test_ir_for_an_fma_processor(builds, tmp_path, device):
    if device is not None:
        require_device(device)
    report = tmp_path / "report.json"
    where = ["--gpu-runtime=none"] if device is None else [f"--device={device}"]
    proc = run_polyoff("--no-cache", *where, f"--report-file={report}", builds["ir"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == builds["haswell"]
    if device is not None:
        assert any(s["offloaded"] for s in json.loads(report.read_text())["run"]["scops"])


@pytest.mark.parametrize("flags", [(MARCH,), ()], ids=["march", "plain"])
def test_c_with_and_without_march(builds, flags):
    require_device("pocl")
    proc = run_polyoff("--no-cache", "--device=pocl", *flags, str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == builds["haswell" if flags else "x86-64"]
