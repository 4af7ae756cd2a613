"""LLVM's vectorised loops are taken back to their scalar loops
(`polyoff.ir.devectorize`): only the vectoriser's own guards, recognised by
its ``llvm.loop.isvectorized`` marks, are sent to the scalar loop."""

from __future__ import annotations

import json
import subprocess

import pytest

from polyoff.ir.devectorize import devectorize
from polyoff.ir.parser import parse_module
from polyoff.ir.reader import read_program
from tests.conftest import ROOT, require_device, run_polyoff

VECTORIZED = ROOT / "tests" / "e2e" / "inputs" / "odd" / "vectorized.ll"
#: vector loops inside outer loops (gemm, a Jacobi stencil)
NESTED = ROOT / "tests" / "e2e" / "inputs" / "odd" / "vecnest.ll"
HAND = ROOT / "tests" / "scop" / "inputs" / "handvec.ll"


def test_hand_written_vector_loop_is_left_alone():
    text = HAND.read_text()
    assert devectorize(text, parse_module(text)) == (text, 0, frozenset())


def test_vectoriser_guards_are_forced():
    source = read_program(VECTORIZED)
    assert any("loop vectoriser guard(s)" in n for n in source.notes)
    vector_types = [i.type for f in source.model.functions for b in f.blocks for i in b.instructions
                    if i.type.startswith("<") and f.name in ("f", "g")]
    assert vector_types == []  # the vector loops of f and g are gone


def test_vector_loops_inside_outer_loops_go():
    """The guards of a vector loop nested in other loops are found: the
    enclosing loops' back edges do not make the code before the vector loop
    look like code after it. gemm and jacobi become one SCoP each."""
    source = read_program(NESTED)
    vector_types = [i.type for f in source.model.functions for b in f.blocks for i in b.instructions
                    if i.type.startswith("<")]
    assert vector_types == []


@pytest.mark.parametrize(("program", "argsets", "kernel"), [
    (VECTORIZED, ((), ("x",)), "kernel_main"),
    (NESTED, ((), ("37",)), "kernel_main"),
], ids=["flat", "nested"])
def test_devectorized_program_prints_what_its_native_build_prints(program, argsets, kernel, tmp_path):
    exe = tmp_path / "native"
    from polyoff.ir.cc import find_c_compiler

    subprocess.run([*find_c_compiler(), "-O0", str(program), "-o", str(exe), "-lm"], check=True,
                   capture_output=True)
    for args in argsets:
        native = subprocess.run([str(exe), *args], capture_output=True, text=True).stdout
        plain = run_polyoff("--no-cache", "--gpu-runtime=none", str(program), "--", *args)
        assert plain.stdout == native
        for device in ("pocl", "intel"):
            require_device(device)
            report = tmp_path / f"{device}.json"
            # (compiled through the session's cache: the other arguments reuse it)
            proc = run_polyoff(f"--device={device}", "--always-offload", "--report=json",
                               f"--report-file={report}", str(program), "--", *args)
            assert proc.returncode == 0 and proc.stdout == native, proc.stderr
            launched = {k["name"] for k in json.loads(report.read_text())["run"]["kernels"] if k["launches"]}
            assert any(name.startswith(kernel) for name in launched)
