"""The host JIT: target machine, FMA policy, running main, clear errors."""

from __future__ import annotations

import ctypes
import math
import textwrap

import llvmlite.binding as llvm
import pytest
from abi_fixtures import run_python
from polyoff_runtime import (
    JitError,
    JitProgram,
    Program,
    Session,
    abi,
    host_fuses_fmuladd,
    host_target_machine,
    host_target_spec,
    optimize_module,
)


def jit(ir: str, **kwargs: object) -> JitProgram:
    return JitProgram(Program(ir, None), **kwargs)


def test_host_target_keeps_every_feature() -> None:
    # Contraction is taken out of the IR, not out of the target: removing
    # FMA would also remove AVX-512 (avx512f implies fma in LLVM).
    triple, cpu, features = host_target_spec()
    assert cpu
    host = llvm.get_host_cpu_features().flatten().split(",")
    assert set(host) <= set(features.split(","))
    if triple.startswith("x86_64"):
        assert "-fma" not in features.split(",")
        assert host_fuses_fmuladd() is False
        for feature in ("+fma", "+avx512f"):
            assert (feature in features.split(",")) == (feature in host)
    tm = host_target_machine()
    assert tm.triple == triple


def _fused_instructions(asm: str) -> list[str]:
    from polyoff_runtime.host_llvm import _FUSED

    return [m.group(0).strip() for m in _FUSED.finditer(asm)]


def test_fmuladd_is_not_fused_in_the_jit() -> None:
    # a * b rounds to 1 + 2^-29 exactly, so unfused a*b + c is 0 while a
    # fused multiply-add keeps the 2^-60 of the exact product.
    ir = """
    define double @f(double %a, double %b, double %c) {
      %r = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
      ret double %r
    }
    declare double @llvm.fmuladd.f64(double, double, double)
    """
    with jit(ir) as program:
        f = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_double)(
            program.function_address("f")
        )
        a = 1.0 + 2.0**-30
        result = f(a, a, -(1.0 + 2.0**-29))
    assert result == (2.0**-60 if host_fuses_fmuladd() else 0.0)
    if host_target_spec()[0].startswith("x86_64"):
        assert result == 0.0  # as a native clang -O3 build for plain x86-64


# A loop that -O3 vectorises, with what C's -ffp-contract=on gives
# (llvm.fmuladd, scalar and vector) and explicit contraction flags.
_FMULADD_LOOP = """
define void @axpy(ptr noalias %x, ptr noalias %y, ptr noalias %z, double %a, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %pz = getelementptr inbounds double, ptr %z, i64 %i
  %vx = load double, ptr %px
  %vy = load double, ptr %py
  %r = tail call double @llvm.fmuladd.f64(double %a, double %vx, double %vy), !dbg !5
  store double %r, ptr %py
  %t = fmul fast double %vx, %vx
  %u = fadd contract double %t, %vy
  store double %u, ptr %pz
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define <4 x double> @vec(<4 x double> %a, <4 x double> %b) #0 {
  %r = call nnan <4 x double> @llvm.fmuladd.v4f64(<4 x double> %a, <4 x double> %b, <4 x double> splat (double 1.0)) #1
  ret <4 x double> %r
}
declare double @llvm.fmuladd.f64(double, double, double)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>)
attributes #0 = { nounwind "target-cpu"="x86-64" "unsafe-fp-math"="true" }
attributes #1 = { nounwind }
!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DILocation(line: 1, scope: !6)
!6 = distinct !DISubprogram(name: "axpy", scope: !8, file: !8, unit: !7, spFlags: DISPFlagDefinition)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !8, emissionKind: LineTablesOnly)
!8 = !DIFile(filename: "a.c", directory: "/")
"""


_WIDE_ADD = """
define <8 x double> @wide(<8 x double> %a, <8 x double> %b) #0 {
  %r = fadd <8 x double> %a, %b
  ret <8 x double> %r
}
attributes #0 = { nounwind "min-legal-vector-width"="512" "prefer-vector-width"="512" }
"""


def test_cpu_path_has_all_host_features_and_no_fused_instruction() -> None:
    # On x86 the JIT builds for the host with every feature (AVX-512 where
    # it has it), yet neither llvm.fmuladd nor a contract flag becomes a
    # fused instruction, and the results are the unfused ones bit for bit.
    from polyoff_runtime.host_llvm import host_module_text

    triple, _, features = host_target_spec()
    if not triple.startswith("x86_64"):
        pytest.skip("the JIT fuses llvm.fmuladd where the baseline target does")
    tm = host_target_machine()
    text = host_module_text(_FMULADD_LOOP)
    assert "@llvm.fmuladd.f64(double %a" not in text and "contract" not in text
    assert '"unsafe-fp-math"="false"' in text
    mod = llvm.parse_assembly(text)
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    optimize_module(mod, 3, tm)
    asm = tm.emit_assembly(mod)
    assert _fused_instructions(asm) == []
    if "+avx" in features.split(","):
        assert "ymm" in asm or "zmm" in asm  # the loops vectorised with AVX
    if "+avx512f" in features.split(","):
        # AVX-512 kept (removing FMA would have removed it). Probed with a
        # 512-bit operation its function asks for: Intel cores that LLVM
        # tunes to prefer 256-bit vectors vectorise the loops above in ymm.
        probe = llvm.parse_assembly(_WIDE_ADD)
        probe.triple, probe.data_layout = tm.triple, str(tm.target_data)
        assert "zmm" in tm.emit_assembly(probe)
    if "+fma" in features.split(","):
        # the same module as it came, on the same target machine, fuses
        raw = llvm.parse_assembly(_FMULADD_LOOP)
        raw.triple, raw.data_layout = tm.triple, str(tm.target_data)
        optimize_module(raw, 3, tm)
        assert _fused_instructions(tm.emit_assembly(raw))
    n = 37
    a = 1.0 + 2.0**-30
    x = (ctypes.c_double * n)(*([a] * n))
    y = (ctypes.c_double * n)(*([-(1.0 + 2.0**-29)] * n))
    z = (ctypes.c_double * n)()
    with jit(_FMULADD_LOOP) as program:
        axpy = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 3, ctypes.c_double, ctypes.c_int64)(
            program.function_address("axpy")
        )
        axpy(ctypes.addressof(x), ctypes.addressof(y), ctypes.addressof(z), a, n)
    # a*a + y (y as loaded) from llvm.fmuladd and from fmul fast/fadd
    # contract: 0 unfused, 2^-60 fused
    assert list(y) == [0.0] * n
    assert list(z) == [0.0] * n


def test_functions_for_an_fma_processor_fuse_as_their_native_build() -> None:
    # clang -march=native on an x86 with FMA names the processor on each
    # function, and its native build fuses every llvm.fmuladd: the JIT
    # keeps them there (and only there), so the bits are the native ones.
    triple, _, features = host_target_spec()
    if not triple.startswith("x86_64") or "+fma" not in features.split(","):
        pytest.skip("an x86 host with FMA")
    ir = """
    define double @native(double %a, double %b, double %c) #0 {
      %r = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
      ret double %r
    }
    define double @baseline(double %a, double %b, double %c) #1 {
      %r = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
      ret double %r
    }
    declare double @llvm.fmuladd.f64(double, double, double)
    attributes #0 = { nounwind "target-cpu"="haswell" "target-features"="+avx2,+fma" }
    attributes #1 = { nounwind "target-cpu"="x86-64" }
    """
    ir = textwrap.dedent(ir)  # as LLVM writes a module: definitions and attribute groups at the line's start
    fn = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_double)
    a = 1.0 + 2.0**-30
    with jit(ir) as program:
        native = fn(program.function_address("native"))(a, a, -(1.0 + 2.0**-29))
        baseline = fn(program.function_address("baseline"))(a, a, -(1.0 + 2.0**-29))
    assert (native, baseline) == (2.0**-60, 0.0)


def test_optimize_module_keeps_meaning() -> None:
    ir = """
    define i64 @sum(i64 %n) {
    entry:
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
      %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
      %s1 = add i64 %s, %i
      %i1 = add i64 %i, 1
      %c = icmp slt i64 %i1, %n
      br i1 %c, label %loop, label %exit
    exit:
      ret i64 %s1
    }
    """
    mod = llvm.parse_assembly(ir)
    optimize_module(mod, 3)
    mod.verify()
    assert "phi" not in str(mod)  # -O3 turns the loop into a closed form
    for level in (0, 3):
        with JitProgram(Program(ir, None), opt_level=level) as program:
            f = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)(program.function_address("sum"))
            assert f(100) == 4950
    with pytest.raises(ValueError):
        optimize_module(mod, 7)


def test_libm_and_intrinsics_resolve() -> None:
    ir = """
    declare double @sin(double)
    declare double @llvm.powi.f64.i32(double, i32)
    declare double @llvm.exp.f64(double)
    define double @f(double %x) {
      %s = call double @sin(double %x)
      %p = call double @llvm.powi.f64.i32(double %x, i32 3)
      %e = call double @llvm.exp.f64(double %x)
      %a = fadd double %s, %p
      %r = fadd double %a, %e
      ret double %r
    }
    """
    with jit(ir, opt_level=0) as program:
        f = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(program.function_address("f"))
        assert f(0.5) == pytest.approx(math.sin(0.5) + 0.125 + math.exp(0.5), rel=1e-15)


def test_program_id_is_written() -> None:
    reader = """
    define i64 @read() {
      %v = load i64, ptr @__polyoff_program
      ret i64 %v
    }
    """
    for decl in ("@__polyoff_program = global i64 0", "@__polyoff_program = external global i64"):
        program = Program(decl + "\n" + reader, None)
        with Session(program, runtime="none") as session, JitProgram(program, session) as j:
            read = ctypes.CFUNCTYPE(ctypes.c_int64)(j.function_address("read"))
            assert read() == session.prog_id


def test_static_constructors_run() -> None:
    ir = """
    @flag = global i32 0
    @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
    define internal void @init() {
      store i32 42, ptr @flag
      ret void
    }
    define i32 @get() {
      %v = load i32, ptr @flag
      ret i32 %v
    }
    """
    with jit(ir, opt_level=0) as program:
        assert ctypes.CFUNCTYPE(ctypes.c_int32)(program.function_address("get"))() == 42


@pytest.mark.parametrize(
    ("ir", "message"),
    [
        ("define i32 @main( {", "does not parse"),
        ("define i32 @main() {\n  ret i64 0\n}", "does not parse"),
        (
            "define i32 @f() {\nentry:\n  br label %x\nx:\n  %v = add i32 %w, 1\n  %w = add i32 %v, 1\n  ret i32 %v\n}",
            "does not verify",
        ),
        (
            "declare i32 @no_such_function_anywhere(i32)\n"
            "define i32 @main() {\n  %r = call i32 @no_such_function_anywhere(i32 1)\n  ret i32 %r\n}",
            "no_such_function_anywhere",
        ),
        (
            'target triple = "aarch64-unknown-linux-gnu"\ndefine i32 @main() {\n  ret i32 0\n}',
            "aarch64",
        ),
    ],
    ids=["syntax", "type", "dominance", "unresolved", "foreign-triple"],
)
def test_bad_modules_raise_jit_error(ir: str, message: str) -> None:
    with pytest.raises(JitError, match=message):
        jit(ir, opt_level=0)


def test_missing_entry_and_function() -> None:
    with jit("define i32 @other() {\n  ret i32 0\n}") as program:
        with pytest.raises(JitError, match="no function 'main'"):
            program.run_main(["x"])
        with pytest.raises(KeyError):
            program.function_address("nope")
    with (
        jit("define i32 @main(double %x) {\n  ret i32 0\n}") as program,
        pytest.raises(JitError, match="unsupported signature"),
    ):
        program.run_main(["x"])


def test_main_signatures() -> None:
    with jit("define i32 @main() {\n  ret i32 7\n}") as program:
        assert program.run_main(["prog"]) == 7
    with jit("define void @main() {\n  ret void\n}") as program:
        assert program.run_main(["prog"]) == 0
    argc_only = """
    define i32 @main(i32 %argc, ptr %argv) {
      %p = getelementptr ptr, ptr %argv, i32 %argc
      %last = load ptr, ptr %p
      %null = icmp eq ptr %last, null
      %r = select i1 %null, i32 %argc, i32 -1
      ret i32 %r
    }
    """
    with jit(argc_only) as program:
        assert program.run_main(["prog", "a", "b"]) == 3  # and argv[argc] is NULL


_MAIN_PRINTS = r"""
@.fmt = private constant [16 x i8] c"argc=%d arg=%s\0A\00"
@.env = private constant [12 x i8] c"POLYOFF_XYZ\00"
@.efmt = private constant [8 x i8] c"env=%s\0A\00"
declare i32 @printf(ptr, ...)
declare ptr @getenv(ptr)
define i32 @main(i32 %argc, ptr %argv) {
  %p = getelementptr ptr, ptr %argv, i64 1
  %a1 = load ptr, ptr %p
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %argc, ptr %a1)
  %e = call ptr @getenv(ptr @.env)
  %r2 = call i32 (ptr, ...) @printf(ptr @.efmt, ptr %e)
  ret i32 3
}
"""


def test_run_main_output_order_and_exit_status() -> None:
    code = f"""
import sys
from polyoff_runtime import JitProgram, Program
jit = JitProgram(Program({_MAIN_PRINTS!r}, None))
print("python before")
status = jit.run_main(["prog", "hello world"])
print("python after", status)
sys.exit(status)
"""
    result = run_python(code, env={"POLYOFF_XYZ": "set"})
    assert result.returncode == 3, result.stderr
    assert result.stdout == "python before\nargc=2 arg=hello world\nenv=set\npython after 3\n"


def test_exit_inside_main_flushes() -> None:
    ir = r"""
    @.s = private constant [7 x i8] c"bye %d\00"
    declare i32 @printf(ptr, ...)
    declare void @exit(i32)
    define i32 @main() {
      %r = call i32 (ptr, ...) @printf(ptr @.s, i32 5)
      call void @exit(i32 5)
      unreachable
    }
    """
    code = f"""
from polyoff_runtime import JitProgram, Program
print("python", flush=True)
JitProgram(Program({ir!r}, None)).run_main(["p"])
print("not reached")
"""
    result = run_python(code)
    assert result.returncode == 5, result.stderr
    assert result.stdout == "python\nbye 5"


def test_fatal_without_session_exits_71() -> None:
    ir = """
    declare void @polyoff_rt_fatal(i64, i32)
    define i32 @main() {
      call void @polyoff_rt_fatal(i64 424242, i32 2)
      ret i32 0
    }
    """
    code = f"""
from polyoff_runtime import JitProgram, Program
JitProgram(Program({ir!r}, None)).run_main(["p"])
"""
    result = run_python(code)
    assert result.returncode == abi.EXIT_DEVICE_FATAL
    assert "program 424242" in result.stderr


_GENERIC_LOOP = """
define void @scale(ptr noalias %a, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr double, ptr %a, i64 %i
  %v = load double, ptr %p
  %w = fmul double %v, 3.0
  store double %w, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
define void @named() #1 {
  ret void
}
attributes #0 = { nounwind "target-cpu"="x86-64" "target-features"="+cx8,+sse,+sse2" "tune-cpu"="generic" }
attributes #1 = { nounwind "target-cpu"="x86-64-v2" }
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
"""


def test_cpu_path_is_built_for_the_host() -> None:
    # clang's default processor attributes (what polyoff's C front end
    # gives) would compile the CPU path for SSE2 only, and -fno-unroll-loops
    # forbids unrolling: the JIT builds for the host as -march=native would.
    from polyoff_runtime.host_llvm import host_module_text

    triple, cpu, features = host_target_spec()
    text = host_module_text(_GENERIC_LOOP)
    assert f'attributes #0 = {{ nounwind "target-cpu"="{cpu}" "target-features"="{features},+cx8,+sse,+sse2" }}' in text
    assert 'attributes #1 = { nounwind "target-cpu"="x86-64-v2" }' in text  # named: kept
    assert "unroll.disable" not in text
    if triple.startswith("x86_64") and "+avx2" in features.split(","):
        mod = llvm.parse_assembly(text)
        tm = host_target_machine()
        mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
        optimize_module(mod, 3)
        assert "ymm" in tm.emit_assembly(mod)  # vectorised for the host, not for SSE2
    with jit(_GENERIC_LOOP) as program:
        scale = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)(program.function_address("scale"))
        data = (ctypes.c_double * 37)(*range(37))
        scale(ctypes.addressof(data), 37)
        assert list(data) == [3.0 * i for i in range(37)]


def test_nussinovs_inner_loop_is_unrolled() -> None:
    """Without induction-variable widening (optimize_module): LLVM 22
    widened the C int counter of nussinov's k loop and left its exit test
    as ``(iv & 0xffffffff) == j``, a trip count it cannot compute, so the
    loop was not unrolled and the JIT ran nussinov 30 % slower than
    clang-15 -O3 (inputs/nussinov_kernel.ll: clang-15 -O1 -Xclang
    -disable-llvm-passes of inputs/nussinov_kernel.c). The widening is back
    on after the pipeline, for the device's code."""
    from pathlib import Path

    from polyoff_runtime.host_llvm import host_module_text

    tm = host_target_machine()
    text = (Path(__file__).parent / "inputs" / "nussinov_kernel.ll").read_text()
    mod = llvm.parse_assembly(host_module_text(text))
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    optimize_module(mod, 3, tm)
    body = str(mod.get_function("kernel_nussinov"))
    assert "xtraiter" in body  # the runtime unroller's remainder count
    # The option is restored: the same pipeline with it set on widens again.
    llvm.set_option("polyoff", "-indvars-widen-indvars=true")
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pto.loop_vectorization = pto.slp_vectorization = pto.loop_unrolling = True
    again = llvm.parse_assembly(host_module_text(text))
    again.triple, again.data_layout = tm.triple, str(tm.target_data)
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(again, pb)
    assert "xtraiter" not in str(again.get_function("kernel_nussinov"))
