"""Emulated thread-local storage (polyoff.ir.threads) on IR as front ends
write it: clang-15's direct uses inside constant expressions, newer clangs'
``llvm.threadlocal.address``, a phi, quoted names, ``@llvm.used``; each
result is valid IR whose functions ask for each variable once, on entry."""

from __future__ import annotations

import llvmlite.binding as llvm
import pytest

from polyoff.ir.reader import initialize_llvm
from polyoff.ir.threads import UnsupportedThreadLocal, emulate_thread_locals, thread_starts

HEADER = 'target triple = "x86_64-unknown-linux-gnu"\n'


def _emulated(text: str) -> str:
    out = emulate_thread_locals(HEADER + text)
    initialize_llvm()
    module = llvm.parse_assembly(out)
    module.verify()
    assert "thread_local" not in out
    return out


def test_constant_expression_uses_become_instructions():
    out = _emulated("""
@t = internal thread_local global [100 x double] zeroinitializer, align 16
@n = dso_local thread_local global i32 7, align 4

define double @f(i64 %i) {
  %a = load double, ptr getelementptr inbounds ([100 x double], ptr @t, i64 0, i64 7), align 8
  %p = getelementptr inbounds [100 x double], ptr @t, i64 0, i64 %i
  store double %a, ptr %p, align 8
  %k = load i32, ptr @n, align 4
  %k1 = add i32 %k, 1
  store i32 %k1, ptr @n, align 4
  ret double %a
}
""")
    assert "@__emutls_v.t = internal global { i64, i64, ptr, ptr } { i64 ptrtoint" in out
    assert ", i64 16, ptr null, ptr null }" in out  # zero-initialised: no template
    assert "@__emutls_t.n = internal constant i32 7, align 4" in out
    body = out[out.index("define double @f"):]
    assert body.count("call ptr @__emutls_get_address") == 2
    first = body.split("\n")[1]
    assert "@__emutls_get_address" in first  # asked on entry
    assert "%polyoff.tls.expr.1 = getelementptr inbounds [100 x double], ptr %polyoff.tls.0" in body


def test_threadlocal_address_and_phi():
    out = _emulated("""
@a = internal thread_local global i64 0, align 8
@"b c" = internal thread_local global i64 1, align 8
@llvm.used = appending global [1 x ptr] [ptr @a], section "llvm.metadata"

define i64 @g(i1 %c) {
entry:
  %pa = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @a)
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi ptr [ %pa, %entry ], [ @"b c", %x ]
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

declare ptr @llvm.threadlocal.address.p0(ptr)
""")
    assert 'ptr @"__emutls_v.b c"' in out
    assert "[1 x ptr] [ptr @__emutls_v.a]" in out
    lines = out[out.index("define i64 @g"):].split("\n")
    assert lines[1] == "entry:" and "@__emutls_get_address" in lines[2]
    assert "getelementptr i8, ptr %polyoff.tls.0, i64 0" in out


def test_a_library_thread_local_is_refused():
    with pytest.raises(UnsupportedThreadLocal, match="outside the program"):
        emulate_thread_locals(HEADER + "@e = external thread_local global i32, align 4\n"
                              "define i32 @h() {\n  %v = load i32, ptr @e\n  ret i32 %v\n}\n")


def test_thread_starts():
    names = ["printf", "pthread_create", "__kmpc_fork_call", "GOMP_parallel", "omp_get_thread_num",
             "_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE"]
    assert thread_starts(names) == tuple(sorted(names[1:4] + names[5:]))
    assert thread_starts(["malloc", "pthread_join"]) == ()
