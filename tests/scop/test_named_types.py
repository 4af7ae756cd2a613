"""Named LLVM types (``%struct.point = type { ... }``) are expanded where
the parser reads a type, so sizes and field offsets of arrays of structs
are known; opaque types and types that contain themselves stay names."""

from __future__ import annotations

from polyoff.ir.parser import parse_module
from polyoff.ir.types import field_offset, type_size

IR = """
%struct.point = type { double, double, i32 }
%"struct.two words" = type { %struct.point, [2 x %struct.point] }
%struct.node = type { i32, ptr }
%struct.opq = type opaque
%struct.self = type { i32, [1 x %struct.self] }
@P = global [32 x %struct.point] zeroinitializer, align 16

define void @f(i64 %i, ptr %q) {
entry:
  %a = getelementptr inbounds [32 x %struct.point], ptr @P, i64 0, i64 %i, i32 1
  %b = getelementptr inbounds %"struct.two words", ptr %q, i64 %i, i32 1, i64 1, i32 2
  %c = getelementptr inbounds %struct.node, ptr %q, i64 %i, i32 1
  %d = getelementptr inbounds %struct.opq, ptr %q, i64 %i
  %e = getelementptr inbounds %struct.self, ptr %q, i64 %i, i32 0
  ret void
}
"""


def test_named_types_are_expanded_in_instructions():
    (f,) = parse_module(IR).functions
    types = {i.name: i.source_type for b in f.blocks for i in b.instructions if i.opcode == "getelementptr"}
    point = "{ double, double, i32 }"
    assert types["a"] == f"[32 x {point}]"
    assert types["b"] == f"{{ {point}, [2 x {point}] }}"
    assert types["c"] == "{ i32, ptr }"
    assert types["d"] == "%struct.opq"
    assert types["e"] == "{ i32, [1 x %struct.self] }"
    assert type_size(point) == 24 and field_offset(point, 2) == 16
    assert type_size(types["b"]) == 72


def test_names_do_not_leak_between_modules():
    parse_module(IR)
    other = IR.replace("{ double, double, i32 }", "{ float }", 1)
    (f,) = parse_module(other).functions
    a = next(i for b in f.blocks for i in b.instructions if i.name == "a")
    assert a.source_type == "[32 x { float }]"
