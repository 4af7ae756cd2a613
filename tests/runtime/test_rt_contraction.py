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
