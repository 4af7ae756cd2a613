"""The forms of input SCoP detection reads: textual IR with opaque or typed
pointers, bitcode, clang 14 and zig's clang at -O0 to -O3, and what the
reader does to them before detection (return blocks of their own)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from polyoff.ir.reader import read_program, split_return_blocks, zig_cc
from polyoff.scop.detect import detect_module
from tests.scop.models import INPUTS, elements, only_scop, same_set

#: the typed-pointer text clang 14 writes, by hand, to test the reader
#: without clang 14
TYPED = """
target triple = "x86_64-unknown-linux-gnu"

define void @scale(i32 %n, double* %A) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %pre, label %exit

pre:
  %wide = zext i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %A, i64 %i
  %x = load double, double* %p, align 8
  %y = fmul double %x, 2.000000e+00
  store double %y, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %wide
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
"""


def test_typed_pointers_in_text(tmp_path):
    path = tmp_path / "typed.ll"
    path.write_text(TYPED)
    det = next(d for d in detect_module(read_program(path).model) if d.function == "scale")
    assert len(det.scops) == 1 and not det.rejected
    assert same_set(elements(det.scops[0], "A", {0: 6}), "{ [i] : 0 <= i < 6 }")


@pytest.mark.parametrize(
    "name", ["vla.ll", "vla-clang14-O0.ll", "vla-clang14-O2.ll", "vla-clang14-O3.bc", "vla-O2.bc"]
)
def test_compilers_levels_and_bitcode_agree(name):
    """The same C through different compilers, levels and file forms: the
    same elements written."""
    scop = only_scop(name, "vla")
    got = elements(scop, scop.function.params[4].name, {0: 4, 1: 7, 2: 5})
    assert got.count_val().to_python() == 4 * 7


def test_clang14_writes_typed_pointers():
    """The committed clang 14 inputs really are the old form."""
    text = (INPUTS / "vla-clang14-O2.ll").read_text()
    assert "double*" in text and "ptr " not in text.split("define", 1)[1].split("\n", 1)[0]


@pytest.mark.skipif(shutil.which("clang-14") is None, reason="clang 14 is not installed")
@pytest.mark.parametrize("level", ["-O0", "-O1", "-O2", "-O3"])
def test_clang14_polybench_kernel(level, tmp_path):
    """clang 14 at every level, on a PolyBench kernel with a triangular
    nest and a reduction: one SCoP."""
    root = INPUTS.parents[2]
    out = tmp_path / "symm.ll"
    subprocess.run(
        [
            "clang-14",
            "-S",
            "-emit-llvm",
            "-gline-tables-only",
            level,
            "-fno-vectorize",
            "-fno-slp-vectorize",
            "-fno-unroll-loops",
            "-DMINI_DATASET",
            f"-I{root / 'polybench'}",
            str(root / "polybench" / "symm.c"),
            "-o",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    det = next(d for d in detect_module(read_program(out).model) if d.function == "kernel_symm")
    assert len(det.scops) == 1 and not det.rejected


@pytest.mark.parametrize("level", ["-O0", "-O2"])
def test_zig_levels(level, tmp_path):
    """zig's clang at the levels the other tests do not use."""
    out = tmp_path / "vla.ll"
    subprocess.run(
        [
            *zig_cc(),
            "-S",
            "-emit-llvm",
            level,
            "-fno-vectorize",
            "-fno-slp-vectorize",
            "-fno-unroll-loops",
            str(INPUTS / "vla.c"),
            "-o",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    det = next(d for d in detect_module(read_program(out).model) if d.function == "vla")
    assert len(det.scops) == 1 and not det.rejected


def test_return_blocks_are_split():
    """Work before a return gets a block apart from the ``ret``, so that a
    SCoP can end after it (correlation's last store)."""
    text = """define i32 @f(ptr %p) {
entry:
  store i32 1, ptr %p
  ret i32 0
}

define void @g() {
entry:
  ret void
}
"""
    out = split_return_blocks(text)
    f = out.split("define void @g")[0]
    assert (
        "store i32 1, ptr %p\n  br label %polyoff.return.1\n\npolyoff.return.1:\n  ret i32 0" in f
    )
    assert out.count("polyoff.return") == 2  # @g's lone ret stays as it is
    source = read_program(INPUTS / "globals.ll")
    assert "polyoff.return" in source.text


#: what clang -O2 makes of ``for t: for j: A[t][j] = f[t] * j``: the load
#: of f[t] hoisted out of the j loop, into a block of its own
HOISTED = """
target triple = "x86_64-unknown-linux-gnu"

define void @fill(i64 %n, i64 %m, ptr noalias %f, ptr noalias %A) {
entry:
  %c = icmp sgt i64 %n, 0
  %cm = icmp sgt i64 %m, 0
  %both = and i1 %c, %cm
  br i1 %both, label %outer, label %exit

outer:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %fp = getelementptr inbounds double, ptr %f, i64 %t
  %ft = load double, ptr %fp, align 8
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %jf = sitofp i64 %j to double
  %v = fmul double %ft, %jf
  %row = mul nsw i64 %t, 100
  %k = add nsw i64 %row, %j
  %p = getelementptr inbounds double, ptr %A, i64 %k
  store double %v, ptr %p, align 8
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, %m
  br i1 %jd, label %latch, label %inner

latch:
  %t.next = add nuw nsw i64 %t, 1
  %td = icmp eq i64 %t.next, %n
  br i1 %td, label %exit, label %outer

exit:
  ret void
}
"""


def test_a_block_that_only_reads_is_no_statement(tmp_path):
    """The hoisted load is read again by the statement that uses it; its
    own block changes nothing, so it is no statement (it was a kernel of
    its own that did nothing)."""
    path = tmp_path / "hoisted.ll"
    path.write_text(HOISTED)
    det = next(d for d in detect_module(read_program(path).model) if d.function == "fill")
    (scop,) = det.scops
    assert [s.block for s in scop.statements] == ["inner"]
    assert {a.array for a in scop.statements[0].accesses} == {"f", "A"}
