"""Constant expressions LLVM 22 no longer reads are computed by
instructions of their own (`polyoff.ir.constexpr`)."""

from __future__ import annotations

import ctypes

import llvmlite.binding as llvm
import pytest

from polyoff.ir.constexpr import hoist_removed_constexprs
from polyoff.ir.reader import initialize_llvm

OLD = """
@a = global [4 x i64] zeroinitializer
@b = global [4 x i64] zeroinitializer

define i64 @f(i1 %c) {
entry:
  %x = or i1 %c, icmp ult (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @a to i64)), i64 16)
  %y = add i64 zext (i1 icmp eq (ptr @a, ptr @b) to i64), 40
  %z = select i1 %x, i64 %y, i64 select (i1 icmp ne (ptr @a, ptr @b), i64 2, i64 3)
  %w = call i64 @and(i64 %z)
  ret i64 %w
}

define i64 @and(i64 %v) {
entry:
  ret i64 %v
}
"""


def _jit(text: str, fn: str, arg: int) -> int:
    initialize_llvm()
    mod = llvm.parse_assembly(text)
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, llvm.Target.from_default_triple().create_target_machine())
    engine.finalize_object()
    return ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_bool)(engine.get_function_address(fn))(arg)


def test_old_text_is_refused_as_it_comes():
    initialize_llvm()
    with pytest.raises(RuntimeError, match="constexpr"):
        llvm.parse_assembly(OLD)


@pytest.mark.parametrize(("c", "expected"), [(True, 40), (False, 2)])
def test_hoisted_expressions_compute_the_same_values(c, expected):
    text, count = hoist_removed_constexprs(OLD)
    assert count == 5  # icmp ult; icmp eq and its zext; the select and its icmp ne
    assert "@and(i64 %z)" in text  # a call to a function named like an operation is left alone
    # @b lies after @a: the distance is 32 bytes, not below 16; @a != @b
    assert _jit(text, "f", c) == expected


ALIGNED = """
@buffer = global [256 x i8] zeroinitializer, align 16

define i64 @aligned(i1 %c) {
entry:
  %d = ptrtoint ptr getelementptr inbounds (i8, ptr @buffer, i64 add (i64 and (i64 sub (i64 0, i64 ptrtoint (ptr @buffer to i64)), i64 63), i64 64)) to i64
  ret i64 %d
}
"""


def test_expressions_still_read_around_a_removed_one_become_instructions():
    """clang-15 -O2 aligns a global's address to 64 bytes as one constant:
    a GEP whose offset is ``add (and (sub (0, ptrtoint @buffer), 63), 64)``
    (gcc's torture test 20060420-1): the ``and`` is computed by an
    instruction, so the ``add`` and the GEP around it are too."""
    text, count = hoist_removed_constexprs(ALIGNED)
    assert count == 3
    initialize_llvm()
    mod = llvm.parse_assembly(text)
    engine = llvm.create_mcjit_compiler(mod, llvm.Target.from_default_triple().create_target_machine())
    engine.finalize_object()
    start = engine.get_global_value_address("buffer")
    got = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_bool)(engine.get_function_address("aligned"))(True)
    assert got == start + (-start & 63) + 64 and got % 64 == 0


def test_phi_operands_and_initialisers_are_left_alone():
    text = ("@g = global i1 icmp eq (ptr @g, ptr null)\n"
            "define i1 @h(i1 %c) {\nentry:\n  br label %next\nnext:\n"
            "  %p = phi i1 [ icmp eq (ptr @g, ptr null), %entry ]\n  ret i1 %p\n}\n")
    assert hoist_removed_constexprs(text) == (text, 0)


def test_expressions_inside_vector_constants_leave_the_text_as_it_is():
    """clang-15 -O3 also puts such expressions inside a vector constant's
    lanes (``<i32 add (i32 zext (i1 icmp ...) to i32), i32 1), ...>``),
    where no instruction's value may stand: nothing is rewritten, so LLVM's
    error names the right line."""
    text = ("@a = global [4 x i32] zeroinitializer\n@b = global [4 x i32] zeroinitializer\n"
            "define <2 x i32> @v(<2 x i32> %x) {\nentry:\n"
            "  %y = mul <2 x i32> %x, <i32 add (i32 zext (i1 icmp eq (ptr @a, ptr @b) to i32), i32 1), i32 1>\n"
            "  ret <2 x i32> %y\n}\n")
    assert hoist_removed_constexprs(text) == (text, 0)


LATE_TARGET = """; a module written for an older LLVM
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

define void @f(ptr %a) {
  ret void
}

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

define void @g(ptr %a) {
  store i32 1, ptr %a, align 4
  ret void
  bad
}
"""


def test_target_lines_after_definitions_are_read(tmp_path):
    """LLVM 22 reads no ``target`` line after a definition (Polly's
    GPGPU/scalar-parameter.ll repeats its data layout per function); the
    repeat is moved to the first line, other lines keep their numbers."""
    from polyoff.errors import InputError
    from polyoff.ir.reader import read_program

    src = tmp_path / "late.ll"
    src.write_text(LATE_TARGET.replace("  bad\n", ""))
    assert {f.name for f in read_program(src).model.functions} >= {"f", "g"}
    src.write_text(LATE_TARGET)
    with pytest.raises(InputError) as err:
        read_program(src)
    assert str(err.value).startswith(f"{src}:13:")  # `bad`, where the file has it
    src.write_text(LATE_TARGET.replace('S128"\n\ndefine void @g', 'S64"\n\ndefine void @g'))
    with pytest.raises(InputError, match="expected top-level entity"):
        read_program(src)  # two different layouts: LLVM names the second
