"""Vector code the devectorizer cannot take back is split into scalar lanes
(`polyoff.ir.scalarize`): exactly what each lane computed, or, for code
whose lanes are not independent, nothing at all."""

from __future__ import annotations

import json
import subprocess

import llvmlite.binding as llvm
import pytest

from polyoff.ir.reader import initialize_llvm, read_program
from polyoff.ir.scalarize import constant_lanes, scalarize
from tests.conftest import ROOT, require_device, run_polyoff

CONSTANT = ROOT / "tests" / "e2e" / "inputs" / "odd" / "vecconst.ll"

HEADER = 'target triple = "x86_64-pc-linux-gnu"\n'


@pytest.mark.parametrize(("text", "lanes"), [
    ("zeroinitializer", ["0.0", "0.0"]),
    ("poison", ["poison", "poison"]),
    ("splat (double 1.500000e+00)", ["1.500000e+00", "1.500000e+00"]),
    ("<double 1.0, double -2.0>", ["1.0", "-2.0"]),
])
def test_constant_lanes(text, lanes):
    assert constant_lanes(text, 2, "double") == lanes


def _run(text: str, fn: str, *args):
    """Run ``fn`` of ``text`` with the JIT (integer arguments, result)."""
    initialize_llvm()
    mod = llvm.parse_assembly(text)
    mod.verify()
    target = llvm.Target.from_default_triple().create_target_machine()
    engine = llvm.create_mcjit_compiler(mod, target)
    engine.finalize_object()
    import ctypes

    addr = engine.get_function_address(fn)
    f = ctypes.CFUNCTYPE(ctypes.c_int64, *[ctypes.c_int64] * len(args))(addr)
    return f(*args)


LANES = HEADER + """
define i64 @f(i64 %a, i64 %b) {
entry:
  %v0 = insertelement <4 x i64> poison, i64 %a, i64 0
  %v1 = insertelement <4 x i64> %v0, i64 %b, i64 1
  %s = shufflevector <4 x i64> %v1, <4 x i64> <i64 10, i64 20, i64 30, i64 40>, <4 x i32> <i32 1, i32 0, i32 6, i32 4>
  %m = mul nsw <4 x i64> %s, <i64 1, i64 100, i64 10000, i64 1000000>
  %c = icmp sgt <4 x i64> %m, splat (i64 150)
  %sel = select <4 x i1> %c, <4 x i64> %m, <4 x i64> zeroinitializer
  %r = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %sel)
  %e = extractelement <4 x i64> %sel, i64 1
  %min = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %sel, <4 x i64> splat (i64 500))
  %rm = call i64 @llvm.vector.reduce.smax.v4i64(<4 x i64> %min)
  %t = add i64 %r, %e
  %u = add i64 %t, %rm
  ret i64 %u
}
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)
declare i64 @llvm.vector.reduce.smax.v4i64(<4 x i64>)
declare <4 x i64> @llvm.smin.v4i64(<4 x i64>, <4 x i64>)
"""


@pytest.mark.parametrize(("a", "b"), [(3, 4), (7, 1), (0, 0), (-5, 9)])
def test_lane_operations_compute_what_the_vector_code_computes(a, b):
    text, split = scalarize(LANES)
    assert split == 10
    assert "<4 x" not in text.split("declare")[0]
    assert _run(text, "f", a, b) == _run(LANES, "f", a, b)


GATHER = HEADER + """
define double @g(ptr %p, <2 x i64> %i) {
entry:
  %ps = getelementptr double, ptr %p, <2 x i64> %i
  %v = call <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr> %ps, i32 8, <2 x i1> splat (i1 true), <2 x double> poison)
  %e = extractelement <2 x double> %v, i64 0
  ret double %e
}
define double @h(ptr %p) {
entry:
  %ps = getelementptr double, ptr %p, <2 x i64> <i64 0, i64 3>
  %v = call <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr> %ps, i32 8, <2 x i1> splat (i1 true), <2 x double> poison)
  %w = call reassoc double @llvm.vector.reduce.fadd.v2f64(double 0.0, <2 x double> %v)
  ret double %w
}
declare <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x double>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
"""


def test_functions_with_vector_code_it_cannot_split_are_left_alone():
    assert scalarize(GATHER) == (GATHER, 0)


def test_vector_loops_without_scalar_loop_are_split():
    source = read_program(CONSTANT)
    assert any("split into scalar lanes" in n for n in source.notes)
    vector_types = [i.type for f in source.model.functions for b in f.blocks for i in b.instructions
                    if i.type.startswith("<")]
    assert vector_types == []


def test_split_program_prints_what_its_native_build_prints(tmp_path):
    exe = tmp_path / "native"
    from polyoff.ir.cc import find_c_compiler

    subprocess.run([*find_c_compiler(), "-O0", str(CONSTANT), "-o", str(exe), "-lm"], check=True,
                   capture_output=True)
    native = subprocess.run([str(exe)], capture_output=True, text=True).stdout
    for device in ("pocl", "intel"):
        require_device(device)
        report = tmp_path / f"{device}.json"
        proc = run_polyoff("--no-cache", f"--device={device}", "--always-offload", "--report=json",
                           f"--report-file={report}", str(CONSTANT))
        assert proc.returncode == 0 and proc.stdout == native, proc.stderr
        data = json.loads(report.read_text())
        assert not [n for f in data["functions"] for n in f["rejected"] if n["kind"] == "vectorized-ir"]
        assert sum(k["launches"] for k in data["run"]["kernels"]) >= 3
