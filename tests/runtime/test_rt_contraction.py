"""The host module's text without FMA contraction (polyoff_runtime.contraction)."""

from __future__ import annotations

import llvmlite.binding as llvm
import pytest
from polyoff_runtime.contraction import ContractionRewriteError, uncontracted


def test_fmuladd_becomes_fmul_and_fadd() -> None:
    text = uncontracted(
        "define double @f(double %a, ptr %p) {\n"
        "  %1 = load double, ptr %p\n"
        "  %2 = tail call fast double @llvm.fmuladd.f64(double %a, double %1, double 0x3FF0000000000000) #0, !dbg !1\n"
        "  call double @llvm.fmuladd.f64(double %a, double %a, double %2)\n"
        "  ret double %2\n"
        "}\n"
        "declare double @llvm.fmuladd.f64(double, double, double)\n"
    )
    lines = [line.strip() for line in text.splitlines()]
    flags = "reassoc nnan ninf nsz arcp afn"
    assert f'%"polyoff.fmul.0" = fmul {flags} double %a, %1, !dbg !1' in lines
    assert f'%2 = fadd {flags} double %"polyoff.fmul.0", 0x3FF0000000000000, !dbg !1' in lines
    assert '%"polyoff.fadd.2" = fadd double %"polyoff.fmul.1", %2' in lines
    assert "declare double @llvm.fmuladd.f64(double, double, double)" in lines


def test_vector_operands_and_contract_flags() -> None:
    text = uncontracted(
        "define <2 x double> @g(<2 x double> %a, double %s) {\n"
        "  %m = fmul contract double %s, %s\n"
        "  %call = fadd nnan contract double %m, %s\n"
        "  %r = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %a, <2 x double> <double 1.0, double 2.0>,"
        " <2 x double> splat (double 1.0))\n"
        "  ret <2 x double> %r\n"
        "}\n"
        "declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)\n"
    )
    assert "contract" not in text
    assert "%call = fadd nnan double %m, %s" in text
    assert '%r = fadd <2 x double> %"polyoff.fmul.0", splat (double 1.0)' in text
    llvm.parse_assembly(text).verify()


def test_unread_form_is_an_error_not_a_fused_result() -> None:
    with pytest.raises(ContractionRewriteError, match=r"llvm\.fmuladd"):
        uncontracted("  %x = call double @llvm.fmuladd.f64(double %a, double %b)\n")


_TWO_FUNCTIONS = (
    "define double @plain(double %a) #0 {\n"
    "  %r = call double @llvm.fmuladd.f64(double %a, double %a, double %a)\n"
    "  ret double %r\n"
    "}\n"
    'define internal double @"native.one"(double %a) local_unnamed_addr #1 {\n'
    "entry:\n"
    "  %r = call double @llvm.fmuladd.f64(double %a, double %a, double %a)\n"
    "  ret double %r\n"
    "}\n"
    "define double @generic(double %a) #2 { ret double %a }\n"
    "define double @bare(double %a) {\n"
    "  %r = call double @llvm.fmuladd.f64(double %a, double %a, double %a)\n"
    "  ret double %r\n"
    "}\n"
    "declare double @llvm.fmuladd.f64(double, double, double)\n"
    'attributes #0 = { nounwind "target-cpu"="x86-64" "target-features"="+cx8,+mmx,+sse,+sse2,+x87" }\n'
    'attributes #1 = { nounwind "target-cpu"="haswell" }\n'
    'attributes #2 = { nounwind "target-features"="+avx2,+fma" }\n'
)


def test_defined_functions_and_their_attribute_groups() -> None:
    from polyoff_runtime.contraction import defined_functions

    found = [(name, group) for name, group, _, _ in defined_functions(_TWO_FUNCTIONS)]
    assert found == [("plain", "0"), ("native.one", "1"), ("generic", "2"), ("bare", None)]
    for _, _, start, end in defined_functions(_TWO_FUNCTIONS):
        assert _TWO_FUNCTIONS[start:].startswith("define ")
        assert _TWO_FUNCTIONS[:end].endswith("}\n")


def test_kept_functions_keep_fmuladd() -> None:
    text = uncontracted(_TWO_FUNCTIONS, frozenset({"native.one"}))
    native = text[text.index('@"native.one"'):text.index("@generic")]
    assert "@llvm.fmuladd.f64(double %a" in native
    rest = text.replace(native, "")
    assert "call double @llvm.fmuladd" not in rest
    assert rest.count("= fmul double %a, %a") == 2
    llvm.parse_assembly(text).verify()


def test_functions_for_fma_processors_fuse() -> None:
    """A function's own processor decides, as in its native build: haswell
    and +fma fuse llvm.fmuladd, the plain x86-64 target and no processor
    at all do not (on x86 hosts; elsewhere the baseline fuses anyway)."""
    from polyoff_runtime.host_llvm import compiles_unfused, fusing_functions, host_target_spec

    if not compiles_unfused(host_target_spec()[0]):
        assert fusing_functions(_TWO_FUNCTIONS) == frozenset()
        return
    # @generic has no llvm.fmuladd, but its processor fuses all the same
    assert fusing_functions(_TWO_FUNCTIONS) == {"native.one", "generic"}
    assert fusing_functions(_TWO_FUNCTIONS.replace("llvm.fmuladd", "llvm.fma")) == frozenset()
