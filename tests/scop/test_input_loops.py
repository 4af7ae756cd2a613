"""The loop nests of the input before the clean-up (ir.input_loops), and
reading a switch that carries a debug location."""

from __future__ import annotations

from polyoff.ir.input_loops import input_loop_nests
from polyoff.ir.parser import parse_module
from polyoff.ir.reader import read_ir_text

SWITCH_WITH_LOCATION = """
define void @f(i8 %x, i64 %n) {
entry:
  switch i8 %x, label %loop [
    i8 0, label %exit
    i8 48, label %loop
  ], !dbg !7

loop:
  %i = phi i64 [ 0, %entry ], [ 0, %entry ], [ %i.next, %inner.done ]
  br label %inner

inner:
  %j = phi i64 [ 0, %loop ], [ %j.next, %inner ]
  %j.next = add i64 %j, 1
  %j.more = icmp slt i64 %j.next, %n
  br i1 %j.more, label %inner, label %inner.done

inner.done:
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n, !dbg !8
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "f.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!7 = !DILocation(line: 3, scope: !3)
!8 = !DILocation(line: 9, scope: !3)
"""


def test_a_switch_with_a_debug_location_ends_where_its_cases_do():
    # Its closing line is "], !dbg !7": the blocks after it were once
    # read as part of the switch, and the function lost its loops.
    (f,) = parse_module(SWITCH_WITH_LOCATION).functions
    assert [b.name for b in f.blocks] == ["entry", "loop", "inner", "inner.done", "exit"]
    assert f.blocks[0].terminator.successors == ("loop", "exit", "loop")


def test_outermost_loops_with_their_first_line_and_size():
    (nest,) = input_loop_nests(parse_module(SWITCH_WITH_LOCATION))
    assert (nest.function, nest.header, nest.line, nest.loops) == ("f", "loop", 9, 2)
    assert nest.blocks == {"loop", "inner", "inner.done"}


def test_reading_records_the_loops_before_the_clean_up():
    source = read_ir_text(SWITCH_WITH_LOCATION, "f.ll")
    assert [(n.header, n.loops) for n in source.input_loops] == [("loop", 2)]
