"""Every kernel polyoff generates for the test programs is valid for every
target: the PTX assembles with ptxas for sm_70 (assembled for the oldest
architecture this ptxas has when it dropped sm_70), sm_80 and sm_90, and the
AMDGPU object has each kernel's symbol and descriptor. Also checks the
``--emit-kernels`` and ``--emit-llvm`` outputs of the CLI."""

from __future__ import annotations

import re
from functools import cache

import pytest

from polyoff.codegen.targets import get_target
from polyoff.codegen.targets.amdgpu import kernel_descriptors
from polyoff.codegen.targets.nvptx import find_ptxas, ptxas_architectures, validate_ptx
from polyoff.compiler import compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from tests.conftest import PROGRAMS, run_polyoff

NAMES = sorted(p.stem for p in PROGRAMS.glob("*.c"))


@cache
def kernels_of(name: str):
    source = read_program(PROGRAMS / f"{name}.c")
    comp = compile_module(source, Options(), target="opencl_c")
    return [b.kernel for r in comp.results for b in r.kernels]


@pytest.mark.parametrize("arch", ["sm_70", "sm_80", "sm_90"])
def test_ptx_assembles(arch):
    ptxas = find_ptxas()
    if ptxas is None:
        pytest.skip("ptxas is not installed")
    supported = ptxas_architectures(ptxas)
    assemble_for = arch
    if supported and arch not in supported:
        assemble_for = min((a for a in supported if re.fullmatch(r"sm_\d+", a)), key=lambda a: int(a[3:]))
    total = 0
    for name in NAMES:
        kernels = kernels_of(name)
        if not kernels:
            continue
        module = get_target("nvptx", arch=arch).build(kernels)
        report = validate_ptx(module.code, assemble_for)
        assert {k.name for k in report.kernels} == {k.name for k in kernels}, name
        for stats in report.kernels:
            assert stats.spill_stores == 0 and stats.spill_loads == 0, (name, stats)
        total += len(kernels)
    assert total >= 20


def test_amdgpu_objects_have_descriptors():
    for name in NAMES:
        kernels = kernels_of(name)
        if not kernels:
            continue
        module = get_target("amdgpu").build(kernels)
        descriptors = set(kernel_descriptors(module.code))
        assert {f"{k.name}.kd" for k in kernels} <= descriptors, name


def test_cli_emits_every_target(tmp_path):
    out = tmp_path / "kernels"
    host = tmp_path / "host.ll"
    proc = run_polyoff("--device=pocl", "--no-run", f"--emit-kernels={out}", f"--emit-llvm={host}",
                       str(PROGRAMS / "jacobi-2d.c"))
    assert proc.returncode == 0, proc.stderr
    files = sorted(p.name for p in out.iterdir())
    for suffix in (".ptx", ".spv", ".amdgpu.o", ".cl"):
        assert any(f.endswith(suffix) for f in files), files
    text = host.read_text()
    assert "__polyoff_scop_" in text and "polyoff_rt_launch" in text
