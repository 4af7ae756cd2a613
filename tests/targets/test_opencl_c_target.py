"""OpenCL C as printed: pragmas, qualifiers, exact literals, C-safe names,
the spelling of the operators whose C meaning differs from kernel_ir's."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np
import pytest
import targets_samples as S
from hypothesis import given, settings
from hypothesis import strategies as st
from targets_reference import _fraction_to_f32

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets import get_target
from polyoff.codegen.targets.check import KernelIRError
from polyoff.codegen.targets.opencl_c import float_literal, int_literal, print_kernels


def test_pragmas_and_extension():
    src = print_kernels([S.gemm("f32")])
    assert "#pragma OPENCL FP_CONTRACT OFF" in src
    assert "cl_khr_fp64" not in src
    src = print_kernels([S.gemm("f64")], fast_math=True)
    assert "#pragma OPENCL FP_CONTRACT ON" in src
    assert "#pragma OPENCL EXTENSION cl_khr_fp64 : enable" in src
    module = get_target("opencl-c").build([S.gemm("f64")])
    assert module.target == "opencl_c" and module.code.decode() == print_kernels([S.gemm("f64")])


def test_kernel_signature_and_local_arrays():
    src = print_kernels([S.shared_gemm("f32"), S.stencil("f64")])
    assert "__kernel __attribute__((reqd_work_group_size(8, 8, 1)))" in src
    assert (
        "void shared_gemm_f32(__global const float *restrict A, "
        "__global const float *restrict B, __global float *C, long n)"
    ) in src
    assert "__local float As[64];" in src
    assert "    double P[5];" in src
    assert src.count("barrier(CLK_LOCAL_MEM_FENCE);") == 2


def test_loops_and_ifs_stay_structured():
    src = print_kernels([S.stencil("f32")])
    assert "for (long nb = 0L; nb < 5L; nb++) {" in src
    assert "} else {" in src
    assert "goto" not in src


def i64(name):
    return S.V(name)


def kernel_storing(*values: K.Expr, extra=()) -> K.Kernel:
    types = sorted({v.type for v in values})
    assert len(types) == 1
    return K.Kernel(
        "k",
        (K.ArrayParam("o", types[0]), *extra),
        K.Block(tuple(K.Store("o", S.C("i64", q), v) for q, v in enumerate(values))),
    )


def statements(src: str) -> list[str]:
    body = src.split("{", 1)[1] if "static inline" not in src else src.rsplit("void k(", 1)[1]
    return [line.strip() for line in body.splitlines() if line.strip().startswith("o[")]


def test_operator_spellings():
    a, b = S.V("a"), S.V("b")
    p = (K.ScalarParam(a), K.ScalarParam(b))
    src = print_kernels(
        [
            kernel_storing(
                K.Binary("add", a, b, "i64"),
                K.Binary("mul", K.Binary("add", a, S.C("i64", 1), "i64"), b, "i64"),
                K.Binary("udiv", a, b, "i64"),
                K.Binary("floordiv", a, S.C("i64", 32), "i64"),
                K.Binary("lshr", a, b, "i64"),
                K.Binary("smin", a, b, "i64"),
                K.Binary("umax", a, b, "i64"),
                K.Unary("neg", a, "i64"),
                extra=p,
            )
        ]
    )
    assert statements(src) == [
        "o[0L] = (long)((ulong)a + b);",
        "o[1L] = (long)(((ulong)a + 1L) * b);",
        "o[2L] = (long)((ulong)a / (ulong)b);",
        "o[3L] = polyoff_floordiv_long(a, 32L);",
        "o[4L] = (long)((ulong)a >> (b & 63));",
        "o[5L] = polyoff_min_long(a, b);",
        "o[6L] = (long)max((ulong)a, (ulong)b);",
        "o[7L] = (long)(-(ulong)a);",
    ]
    assert "static inline long polyoff_floordiv_long(long a, long b)" in src
    # A comparison, not OpenCL's min(): Intel's compiler cannot vectorise
    # loops bounded by a call of the built-in.
    assert "static inline long polyoff_min_long(long a, long b)\n{\n    return a < b ? a : b;" in src
    x, y = S.V("x", "f32"), S.V("y", "f32")
    src = print_kernels(
        [
            kernel_storing(
                *(
                    K.Cast("zext", K.Compare(p_, x, y), "i32")
                    for p_ in ("folt", "fult", "fone", "fueq", "funo", "fune")
                ),
                extra=(K.ScalarParam(x), K.ScalarParam(y)),
            )
        ]
    )
    assert statements(src) == [
        "o[0L] = (int)(x < y);",
        "o[1L] = (int)(!(x >= y));",
        "o[2L] = (int)islessgreater(x, y);",
        "o[3L] = (int)(!islessgreater(x, y));",
        "o[4L] = (int)isunordered(x, y);",
        "o[5L] = (int)(x != y);",
    ]


def test_integer_literals():
    assert int_literal("i64", -(2**63)) == "(-9223372036854775807L - 1L)"
    assert int_literal("i32", 2**32 - 1) == "(-1)"
    assert int_literal("i32", -(2**31)) == "(-2147483647 - 1)"
    assert int_literal("i8", 200) == "((char)-56)"
    assert int_literal("i1", 1) == "1"


def _parse_literal(text: str, t: str) -> float:
    if text.startswith(("as_float(0x", "as_double(0x")):  # a NaN, by its bits
        bits = int(text.split("0x")[1].rstrip("UL)"), 16)
        return struct.unpack("<d", struct.pack("<Q", bits))[0] if t == "f64" else \
            struct.unpack("<f", struct.pack("<I", bits))[0]
    text = text.strip("()")
    sign = -1.0 if text.startswith("-") else 1.0
    text = text.lstrip("-(").rstrip(")")
    if "INFINITY" in text:
        return sign * math.inf
    if "NAN" in text:
        return math.copysign(math.nan, sign)
    if t == "f32":
        assert text.endswith("f")
        value = _fraction_to_f32(Fraction(text[:-1]))  # correctly rounded, like a compiler
        return sign * float(value) if value != 0 else math.copysign(0.0, sign)
    return sign * float(text)  # Python's float() rounds decimal strings correctly


@settings(max_examples=400, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_f32_literals_read_back_exactly(bits):
    value = struct.unpack("<f", struct.pack("<I", bits))[0]
    text = float_literal("f32", value)
    back = _parse_literal(text, "f32")
    assert struct.pack("<f", back) == struct.pack("<f", value), text  # NaNs' bits too
    if not math.isnan(value):
        assert len(text.strip("()-f")) <= 16  # shortest digits, not 17


@settings(max_examples=400, deadline=None)
@given(st.floats(allow_nan=True, allow_infinity=True))
def test_f64_literals_read_back_exactly(value):
    back = _parse_literal(float_literal("f64", value), "f64")
    assert struct.pack("<d", back) == struct.pack("<d", value)  # NaNs' bits too


def test_special_float_literals():
    assert float_literal("f32", math.inf) == "INFINITY"
    assert float_literal("f64", -math.inf) == "(-((double)INFINITY))"
    assert float_literal("f32", math.nan) == "as_float(0x7fc00000U)"
    negative_nan = struct.unpack("<d", struct.pack("<Q", 0xFFF8000000000000))[0]
    assert float_literal("f64", negative_nan) == "as_double(0xfff8000000000000UL)"
    assert float_literal("f64", -0.0) == "(-0.0)"
    assert float_literal("f32", 1e39) == "INFINITY"  # rounds to infinity in f32
    assert float_literal("f32", 0.1) == "0.1f"
    assert float_literal("f32", 16777217.0) == "16777216.0f"
    assert float_literal("f32", 1.0) == "1.0f"


def test_names_are_made_c_safe():
    odd = [
        "int",
        "a.b",
        "a_b",
        "2x",
        "sqrt",
        "__x",
        "polyoff_floordiv_long",
        "kernel",
        "M_PI",
        "float4",
        "FLT_MAX",
    ]
    values = [K.Cast("sitofp", S.V(n), "f64") for n in odd]
    total = values[0]
    for v in values[1:]:
        total = K.Binary("fadd", total, v, "f64")
    k = K.Kernel(
        "names",
        (K.ArrayParam("o", "f64"), *(K.ScalarParam(S.V(n)) for n in odd)),
        K.Block((K.Store("o", S.C("i64", 0), total),)),
    )
    src = print_kernels([k])
    header = src.split("void names(", 1)[1].split(")", 1)[0]
    params = [p.split()[-1] for p in header.split(", ")[1:]]
    assert len(set(params)) == len(odd)
    assert all(p.isidentifier() and p not in ("int", "sqrt", "kernel") for p in params)
    assert not {"M_PI", "float4", "FLT_MAX"} & set(params)
    assert not any(p.startswith("__") or p.startswith("polyoff_") for p in params)
    assert params[1] != params[2]  # a.b and a_b stay apart


def test_comments_are_line_comments():
    k = K.Kernel("c", (), K.Block((K.Comment("first */ line\nsecond"),)))
    src = print_kernels([k])
    assert "    // first */ line\n    // second" in src


def test_reserved_kernel_names_are_refused():
    with pytest.raises(KernelIRError, match="reserved word"):
        print_kernels([K.Kernel("barrier", (), K.Block())])


def test_all_ops_text_compiles_into_distinct_statements():
    kernel, counts = S.all_ops()
    src = print_kernels([kernel])
    assert src.count("out_i32[") == counts["i32"]
    assert np.all([line.count("(") == line.count(")") for line in src.splitlines()])


def test_shadowing_declarations_get_their_own_c_name():
    # kernel_ir evaluates an initialiser before the new name exists; in C the
    # new variable is already in scope there, so it must be renamed.
    x32, x64 = S.V("x", "i32"), S.V("x")
    k = K.Kernel(
        "shadow",
        (K.ArrayParam("o", "i64"),),
        K.Block(
            (
                K.Declare(x32, S.C("i32", 5)),
                K.Block(
                    (
                        K.Declare(x64, K.Cast("sext", x32, "i64")),
                        K.Store("o", S.C("i64", 0), x64),
                    )
                ),
                K.For(
                    S.V("k"),
                    S.C("i64", 0),
                    S.lt(S.V("k"), S.C("i64", 2)),
                    1,
                    K.Block(
                        (K.For(S.V("k"), S.V("k"), S.lt(S.V("k"), S.C("i64", 2)), 1, K.Block()),)
                    ),
                ),
                K.For(S.V("k"), S.C("i64", 0), S.lt(S.V("k"), S.C("i64", 2)), 1, K.Block()),
            )
        ),
    )
    src = print_kernels([k])
    assert "int x = 5;" in src
    assert "long x_1 = (long)x;" in src
    assert "o[0L] = x_1;" in src
    assert "for (long k_1 = k; k_1 < 2L; k_1++) {" in src
    assert src.count("for (long k = 0L; k < 2L; k++) {") == 2  # siblings reuse the name
