"""Programs as people hand them over: several C files with preprocessor
flags (a PolyBench-like suite, tests/e2e/inputs/suite), C mixed with IR,
library modules and modules for another architecture compiled with
``--no-run``, IR without a triple or with another processor's attributes.
Each running case compares its output with a native build or with the
unmodified run (``--gpu-runtime=none``), and checks that the loops really
ran as kernels."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from polyoff.ir.cc import C_FLAGS, clang_major, find_c_compiler, find_clang
from polyoff.ir.target import X86_64_CPUS
from tests.conftest import native_cc, require_device, run_polyoff

SUITE = Path(__file__).resolve().parent / "inputs" / "suite"
UTILITIES = SUITE / "utilities"
DEVICE = "pocl"


def _clean(proc: subprocess.CompletedProcess) -> None:
    assert "Traceback" not in proc.stderr and "LLVM ERROR" not in proc.stderr, proc.stderr
    assert proc.returncode not in (-6, 134), "process aborted"


def _native(tmp_path: Path, sources: list[Path], flags: tuple[str, ...] = ()) -> str:
    exe = tmp_path / "native"
    subprocess.run([*native_cc(), "-O2", *flags, *map(str, sources), "-o", str(exe), "-lm"],
                   check=True, capture_output=True)
    return subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout


def _offloaded(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, dict]:
    """Run polyoff on the pocl device with a JSON report."""
    require_device(DEVICE)
    report = tmp_path / "report.json"
    proc = run_polyoff(f"--device={DEVICE}", "--report=json", f"--report-file={report}", *args)
    _clean(proc)
    assert proc.returncode == 0, proc.stderr
    return proc, json.loads(report.read_text())


def _offloaded_functions(report: dict) -> set[str]:
    return {f["function"] for f in report["functions"] for s in f["scops"] if s.get("kernels")}


def _launched(report: dict) -> set[str]:
    """The kernels that ran (a silent CPU fallback prints the same output)."""
    return {k["name"] for k in (report.get("run") or {}).get("kernels", []) if k["launches"] > 0}


# ------------------------------------------------------------ C, several files


def test_suite_as_its_user_types_it(tmp_path):
    """``polyoff -I utilities -DSUITE_TIME -DMINI_DATASET matmul.c
    utilities/suite.c``: the PolyBench way of building a kernel."""
    flags = ("-I", str(UTILITIES), "-DSUITE_TIME", "-DMINI_DATASET")
    sources = [SUITE / "matmul.c", UTILITIES / "suite.c"]
    expected = _native(tmp_path, sources, flags)
    proc, report = _offloaded(tmp_path, *flags, *map(str, sources))
    assert proc.stdout == expected
    assert "kernel-time:" in proc.stderr  # -DSUITE_TIME reached utilities/suite.c
    assert "kernel_matmul" in _offloaded_functions(report)
    assert any("matmul" in k for k in _launched(report))
    plain = run_polyoff("--gpu-runtime=none", *flags, *map(str, sources))
    assert plain.returncode == 0 and plain.stdout == expected
    # The dataset macro reached matmul.c: SMALL is another program.
    small = run_polyoff("--gpu-runtime=none", "-I", str(UTILITIES), *map(str, sources))
    assert small.returncode == 0 and small.stdout != expected


def test_define_undefine_include_and_std(tmp_path):
    header = tmp_path / "scale.h"
    header.write_text("#define SCALE 0.5\n")
    sources = [SUITE / "matmul.c", UTILITIES / "suite.c"]
    flags = ("-I", str(UTILITIES), "-DMINI_DATASET", "-DSUITE_TIME", "-USUITE_TIME", "-include", str(header))
    expected = _native(tmp_path, sources, flags)
    proc, _ = _offloaded(tmp_path, *flags, *map(str, sources))
    assert proc.stdout == expected
    assert "kernel-time:" not in proc.stderr  # -U came after -D, as for cc
    unscaled = run_polyoff("--gpu-runtime=none", "-I", str(UTILITIES), "-DMINI_DATASET", *map(str, sources))
    assert unscaled.stdout != expected
    version = tmp_path / "version.c"
    version.write_text('#include <stdio.h>\nint main(void) { printf("%ld\\n", (long)__STDC_VERSION__); '
                       "return 0; }\n")
    for std, value in (("c99", "199901"), ("c11", "201112")):
        proc = run_polyoff("--gpu-runtime=none", f"-std={std}", str(version))
        assert proc.stdout.strip() == value, (std, proc.stderr)


@pytest.mark.parametrize("kind", ["ll", "bc"])
def test_c_mixed_with_ir(tmp_path, kind):
    """matmul.c with the harness given as IR made by the C compiler."""
    cc = find_c_compiler()
    assert cc is not None
    ir = tmp_path / f"suite.{kind}"
    emit = ["-S", "-emit-llvm"] if kind == "ll" else ["-c", "-emit-llvm"]
    subprocess.run([*cc, *emit, "-O1", "-I", str(UTILITIES), str(UTILITIES / "suite.c"), "-o", str(ir)],
                   check=True, capture_output=True)
    sources = [SUITE / "matmul.c", UTILITIES / "suite.c"]
    expected = _native(tmp_path, sources, ("-I", str(UTILITIES), "-DMINI_DATASET"))
    proc, report = _offloaded(tmp_path, "-I", str(UTILITIES), "-DMINI_DATASET", str(ir),
                              str(SUITE / "matmul.c"))
    assert proc.stdout == expected
    assert any("matmul" in k for k in _launched(report))


def test_code_generation_flags_reach_the_c_compiler(tmp_path):
    """``-fcommon``, as LLVM's test-suite builds Olden and IRSmk: files
    that each declare ``double total[64];`` share one array; without it
    (clang's default since 11) they conflict."""
    one, two = tmp_path / "one.c", tmp_path / "two.c"
    one.write_text("double total[64];\nvoid fill(int n);\n#include <stdio.h>\n"
                   "int main(void) { fill(64); double s = 0; for (int i = 0; i < 64; i++) s += total[i];\n"
                   "  printf(\"%.17g\\n\", s); return 0; }\n")
    two.write_text("double total[64];\n"
                   "void fill(int n) { for (int i = 0; i < n; i++) total[i] = 0.5 * i + 1.0 / (i + 1); }\n")
    refused = run_polyoff("--gpu-runtime=none", str(one), str(two))
    assert refused.returncode == 65 and "conflicting definitions" in refused.stderr, refused.stderr
    expected = _native(tmp_path, [one, two], ("-fcommon",))
    proc, report = _offloaded(tmp_path, "-fcommon", str(one), str(two))
    assert proc.stdout == expected
    assert "kernel_fill" in " ".join(_launched(report))


def test_program_arguments_after_inputs(tmp_path):
    """``polyoff a.c b.c -- ARGS`` and the older ``polyoff prog.c ARGS``."""
    main = tmp_path / "main.c"
    main.write_text("int count(int argc);\nint main(int argc, char **argv) { return count(argc); }\n")
    lib = tmp_path / "count.c"
    lib.write_text("int count(int argc) { return 40 + argc; }\n")
    assert run_polyoff("--gpu-runtime=none", str(main), str(lib), "--", "x", "y").returncode == 43
    assert run_polyoff("--gpu-runtime=none", str(main), str(lib), "x").returncode == 42
    # -O levels, as a C compiler takes them, are accepted and ignored.
    assert run_polyoff("--gpu-runtime=none", "-O3", str(main), str(lib)).returncode == 41


def test_shared_library_with_l_and_load(tmp_path):
    lib_dir = tmp_path / "lib"
    lib_dir.mkdir()
    (lib_dir / "twice.c").write_text("double twice(double x) { return 2 * x; }\n")
    subprocess.run([*native_cc(), "-shared", "-fPIC", str(lib_dir / "twice.c"), "-o",
                    str(lib_dir / "libtwice.so")], check=True, capture_output=True)
    prog = tmp_path / "prog.c"
    prog.write_text('#include <stdio.h>\ndouble twice(double);\n'
                    'int main(void) { printf("%g\\n", twice(21)); return 0; }\n')
    for flags in (("-L", str(lib_dir), "-ltwice", "-lm"), ("--load", str(lib_dir / "libtwice.so"))):
        proc = run_polyoff("--gpu-runtime=none", *flags, str(prog))
        _clean(proc)
        assert (proc.returncode, proc.stdout) == (0, "42\n"), (flags, proc.stderr)


# ------------------------------------------------------- modules that do not run

LIBRARY = """
void scale(int n, int m, double A[n][m], double B[n][m], double alpha)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            B[i][j] = alpha * A[i][j] + B[i][j];
}
"""


def test_no_run_on_a_library_module(tmp_path):
    src = tmp_path / "library.c"
    src.write_text(LIBRARY)
    kernels = tmp_path / "kernels"
    report = tmp_path / "report.json"
    proc = run_polyoff("--no-run", "--report=json", f"--report-file={report}", f"--emit-kernels={kernels}",
                       str(src))
    _clean(proc)
    assert proc.returncode == 0, proc.stderr
    assert "scale" in _offloaded_functions(json.loads(report.read_text()))
    assert any(p.suffix == ".cl" for p in kernels.iterdir())
    # Running it still needs a main.
    proc = run_polyoff(str(src))
    assert proc.returncode == 65 and "no 'main'" in proc.stderr and "--no-run" in proc.stderr


LOOP_IR = """{header}
define void @scale(ptr %a, i64 %n) #0 {{
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
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
{main}
attributes #0 = {{ nounwind {attributes}}}
"""

MAIN_IR = """
@buf = global [4096 x double] zeroinitializer
@fmt = private constant [7 x i8] c"%.17g\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %init
init:
  %i = phi i64 [ 0, %entry ], [ %i1, %init ]
  %p = getelementptr [4096 x double], ptr @buf, i64 0, i64 %i
  %f = sitofp i64 %i to double
  %g = fmul double %f, 0.25
  store double %g, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, 4096
  br i1 %c, label %init, label %run
run:
  call void @scale(ptr @buf, i64 4096)
  %q = getelementptr [4096 x double], ptr @buf, i64 0, i64 4095
  %v = load double, ptr %q
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %v)
  ret i32 0
}
"""

ARM = '"target-cpu"="cortex-a53" "target-features"="+neon,+v8a" '


def _emitted_kernels(directory: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(directory.glob("*.cl"))}


def test_no_run_on_another_architecture(tmp_path):
    """An AArch64 module gets its kernels and report; running it is refused.
    Its kernels are those of the same module for this host."""
    arm = tmp_path / "arm.ll"
    arm.write_text(LOOP_IR.format(header='target triple = "aarch64-unknown-linux-gnu"', main="",
                                  attributes=ARM))
    host = tmp_path / "host.ll"
    host.write_text(LOOP_IR.format(header="", main="", attributes=""))
    outputs = {}
    for src in (arm, host):
        out = tmp_path / f"kernels-{src.stem}"
        proc = run_polyoff("--no-run", "--report", f"--emit-kernels={out}", str(src))
        _clean(proc)
        assert proc.returncode == 0, proc.stderr
        assert "kernel_scale_0_0" in proc.stderr
        outputs[src.stem] = _emitted_kernels(out)
    assert outputs["arm"] and outputs["arm"] == outputs["host"]
    proc = run_polyoff(str(arm))
    _clean(proc)
    assert proc.returncode == 65
    assert "aarch64" in proc.stderr and "--no-run" in proc.stderr


@pytest.mark.parametrize("case", ["no-triple-arm-cpu", "x86-triple-i686-cpu", "no-triple"])
def test_foreign_processor_attributes_and_no_triple(tmp_path, case):
    """Polly's test files: ARM processor attributes without a triple (an LLVM
    fatal error before), a 32-bit processor on x86-64 (the same), and IR
    without a triple ("host module targets unknown-unknown-unknown" before):
    each runs, offloaded, with the unmodified run's output."""
    header, attributes = {
        "no-triple-arm-cpu": ("", ARM),
        "x86-triple-i686-cpu": ('target triple = "x86_64-unknown-linux-gnu"', '"target-cpu"="i686" '),
        "no-triple": ("", ""),
    }[case]
    src = tmp_path / "prog.ll"
    src.write_text(LOOP_IR.format(header=header, main=MAIN_IR, attributes=attributes))
    plain = run_polyoff("--gpu-runtime=none", str(src))
    _clean(plain)
    assert plain.returncode == 0, plain.stderr
    assert plain.stdout == "3071.25\n"
    proc, report = _offloaded(tmp_path, str(src))
    assert proc.stdout == plain.stdout
    assert "scale" in _offloaded_functions(report)
    assert "kernel_scale_0_0" in _launched(report)
    if attributes:
        assert any("processor attributes ignored" in n for n in report["notes"]), report["notes"]


# ------------------------------------------------------------- the C compiler


def _fake_clang(folder: Path, name: str, major: int | None) -> None:
    path = folder / name
    path.write_text(f"#!/bin/sh\necho 'clang version {major}.0.1'\n" if major else "#!/bin/sh\necho wrapper\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_clang_discovery(tmp_path, monkeypatch):
    """``clang`` or the newest ``clang-N`` no newer than llvmlite's LLVM."""
    newest = llvm.llvm_version_info[0]
    for major in (14, newest, newest + 3):
        _fake_clang(tmp_path, f"clang-{major}", major)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_clang(max_major=newest) == [str(tmp_path / f"clang-{newest}")]
    assert find_clang() == [str(tmp_path / f"clang-{newest + 3}")]
    _fake_clang(tmp_path, "clang", newest + 1)  # too new: its IR may not parse
    assert find_clang(max_major=newest) == [str(tmp_path / f"clang-{newest}")]
    monkeypatch.delenv("POLYOFF_CC", raising=False)
    assert find_c_compiler() == [str(tmp_path / f"clang-{newest}")]
    monkeypatch.setenv("POLYOFF_CC", "my-cc --flag")
    assert find_c_compiler() == ["my-cc", "--flag"]
    # A wrapper that does not say its version (scripts/gpu/precompiled_ir.py) is trusted.
    (tmp_path / "clang").unlink()
    _fake_clang(tmp_path, "clang", None)
    clang_major.cache_clear()
    assert find_clang(max_major=newest) == [str(tmp_path / "clang")]


def test_c_flags_are_the_front_ends():
    assert "-disable-llvm-passes" in C_FLAGS and "-emit-llvm" in C_FLAGS


@pytest.mark.skipif(not llvm.get_process_triple().startswith("x86_64"), reason="x86-64 host only")
def test_every_kept_x86_processor_is_one_llvm_knows():
    """A processor kept on an x86-64 function must be a 64-bit one this LLVM
    knows; an unknown or 32-bit one aborts the process (so: a child)."""
    functions = "\n".join(
        f'define double @f{k}(double %a) #{k} {{\n  %r = fadd double %a, 1.0\n  ret double %r\n}}\n'
        f'attributes #{k} = {{ "target-cpu"="{cpu}" }}'
        for k, cpu in enumerate(sorted(X86_64_CPUS)))
    code = ("import sys, llvmlite.binding as l\n"
            "l.initialize_native_target(); l.initialize_native_asmprinter()\n"
            "m = l.parse_assembly(sys.stdin.read())\n"
            "l.Target.from_triple(m.triple).create_target_machine().emit_assembly(m)\n")
    module = 'target triple = "x86_64-unknown-linux-gnu"\n' + functions
    proc = subprocess.run([sys.executable, "-c", code], input=module, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": ""}, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "not a recognized processor" not in proc.stderr


# ------------------------------------------------- what the JIT could not run

MODULE_ASM = r"""
#include <stdio.h>
__asm__(".globl polyoff_marker\npolyoff_marker = 0");
double A[200][200];
int main(void)
{
    for (int i = 0; i < 200; i++)
        for (int j = 0; j < 200; j++)
            A[i][j] = i + 0.5 * j;
    printf("%.17g\n", A[199][198]);
    return 0;
}
"""


@pytest.mark.parametrize("case", ["module-asm", "thread-local"])
def test_module_asm_and_thread_locals_run(tmp_path, case):
    """File-scope asm (LLVM aborted: no asm parser) and ``_Thread_local``
    variables (LLVM aborted: "allocation of TLS not implemented") in a
    program that starts no thread: offloaded, with the native output
    (programs that start threads: tests/e2e/test_threads.py)."""
    text = MODULE_ASM if case == "module-asm" else MODULE_ASM.replace(
        '__asm__(".globl polyoff_marker\\npolyoff_marker = 0");\ndouble', "_Thread_local double")
    src = tmp_path / "prog.c"
    src.write_text(text)
    expected = _native(tmp_path, [src])
    plain = run_polyoff("--gpu-runtime=none", str(src))
    _clean(plain)
    assert (plain.returncode, plain.stdout) == (0, expected), plain.stderr
    proc, report = _offloaded(tmp_path, str(src))
    assert proc.stdout == expected
    assert "kernel_main_0_0" in _launched(report)


def test_atexit_handlers_run_after_main(tmp_path):
    """``atexit`` is in glibc's static libc_nonshared.a, so the JIT found no
    such symbol and the program was refused (exit 65)."""
    src = tmp_path / "prog.c"
    src.write_text(MODULE_ASM.replace('__asm__(".globl polyoff_marker\\npolyoff_marker = 0");\n', "")
                   .replace("#include <stdio.h>", "#include <stdio.h>\n#include <stdlib.h>\n"
                            'static void first(void) { printf("registered first, runs last\\n"); }\n'
                            'static void last(void) { printf("registered last, runs first\\n"); }')
                   .replace("int main(void)\n{", "int main(void)\n{\n    atexit(first);\n    atexit(last);"))
    expected = _native(tmp_path, [src])
    assert expected.endswith("runs first\nregistered first, runs last\n")
    plain = run_polyoff("--gpu-runtime=none", str(src))
    _clean(plain)
    assert (plain.returncode, plain.stdout) == (0, expected), plain.stderr
    proc, report = _offloaded(tmp_path, str(src))
    assert proc.stdout == expected
    assert "kernel_main_0_0" in _launched(report)


@pytest.mark.parametrize("kind", ["ll", "bc"])
def test_optnone_ir_from_O0_is_offloaded(tmp_path, kind):
    """clang -O0 marks every function optnone, as text or as bitcode."""
    src = tmp_path / "library.c"
    src.write_text(LIBRARY)
    ir = tmp_path / f"library.{kind}"
    emit = ["-S", "-emit-llvm"] if kind == "ll" else ["-c", "-emit-llvm"]
    subprocess.run([*find_c_compiler(), *emit, "-O0", str(src), "-o", str(ir)], check=True, capture_output=True)
    report = tmp_path / "report.json"
    proc = run_polyoff("--no-run", "--report=json", f"--report-file={report}", str(ir))
    _clean(proc)
    assert proc.returncode == 0, proc.stderr
    assert "scale" in _offloaded_functions(json.loads(report.read_text()))
