"""Bad input gets a clear message and a documented exit code: never a Python
traceback, never an abort of the process."""

from __future__ import annotations

import llvmlite.binding as llvm

from tests.conftest import PROGRAMS, run_polyoff


def _clean(proc) -> None:
    assert "Traceback" not in proc.stderr
    assert proc.returncode not in (-6, 134), "process aborted"


def test_missing_file(tmp_path):
    proc = run_polyoff(str(tmp_path / "nope.ll"))
    _clean(proc)
    assert proc.returncode == 66
    assert "nope.ll" in proc.stderr and "no such file" in proc.stderr


def test_malformed_ll_names_line_and_column(tmp_path):
    bad = tmp_path / "bad.ll"
    bad.write_text("define i32 @main() {\nentry:\n  %x = add i32 1\n  ret i32 %x\n}\n")
    proc = run_polyoff(str(bad))
    _clean(proc)
    assert proc.returncode == 65
    # LLVM reports where it noticed: the token after the missing operand.
    assert f"{bad}:4:3: error: expected ','" in proc.stderr, proc.stderr
    assert "error" in proc.stderr


def test_invalid_ir_fails_verification(tmp_path):
    bad = tmp_path / "unverified.ll"
    # Parses, but an instruction uses a value that does not dominate it.
    bad.write_text(
        "define i32 @main() {\nentry:\n  br i1 true, label %a, label %b\na:\n  %v = add i32 1, 2\n"
        "  br label %b\nb:\n  ret i32 %v\n}\n")
    proc = run_polyoff(str(bad))
    _clean(proc)
    assert proc.returncode == 65
    assert "invalid IR" in proc.stderr


def test_module_without_main(tmp_path):
    src = tmp_path / "nomain.ll"
    src.write_text("define void @f(ptr %a) {\nentry:\n  ret void\n}\n")
    proc = run_polyoff(str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert "main" in proc.stderr


def test_c_that_does_not_compile(tmp_path):
    src = tmp_path / "broken.c"
    src.write_text("int main(void) {\n  return undefined_name;\n}\n")
    proc = run_polyoff(str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert "broken.c:2:" in proc.stderr


def test_unknown_suffix(tmp_path):
    src = tmp_path / "prog.txt"
    src.write_text("hello")
    proc = run_polyoff(str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert "expected .ll, .bc or .c" in proc.stderr


def test_foreign_architecture(tmp_path):
    src = tmp_path / "arm.ll"
    src.write_text('target triple = "aarch64-unknown-linux-gnu"\n'
                   "define i32 @main() {\nentry:\n  ret i32 0\n}\n")
    proc = run_polyoff(str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert "aarch64" in proc.stderr


def test_garbage_bitcode(tmp_path):
    src = tmp_path / "junk.bc"
    src.write_bytes(b"BC\xc0\xde" + b"\x00" * 40)
    proc = run_polyoff(str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert "junk.bc" in proc.stderr


def test_bitcode_input_runs(tmp_path):
    llvm.initialize_native_target()
    ir = ("define i32 @main(i32 %argc, ptr %argv) {\nentry:\n  %r = add i32 %argc, 40\n  ret i32 %r\n}\n")
    mod = llvm.parse_assembly(ir)
    src = tmp_path / "prog.bc"
    src.write_bytes(mod.as_bitcode())
    proc = run_polyoff("--gpu-runtime=none", str(src), "--", "a")
    _clean(proc)
    assert proc.returncode == 42  # the program's own exit status: argc (2) + 40


def test_bad_options():
    for args in (["--tile-sizes=0", "x.ll"], ["--sizes=kernel[0] -> tile[a]", "x.ll"],
                 ["--target=vulkan", "x.ll"]):
        proc = run_polyoff(*args)
        _clean(proc)
        assert proc.returncode == 2, (args, proc.stderr)


def test_program_exit_status_and_output_are_its_own(tmp_path):
    src = tmp_path / "exit.c"
    src.write_text('#include <stdio.h>\nint main(void) {\n  printf("out\\n");\n'
                   '  fprintf(stderr, "err\\n");\n  return 7;\n}\n')
    proc = run_polyoff(str(src))
    _clean(proc)
    assert (proc.returncode, proc.stdout, proc.stderr) == (7, "out\n", "err\n")


def test_unknown_device_falls_back_with_one_warning():
    proc = run_polyoff("--device=no-such-device", str(PROGRAMS / "2mm.c"))
    _clean(proc)
    assert proc.returncode == 0
    (line,) = proc.stderr.splitlines()
    assert line.startswith("polyoff: warning: no usable opencl device matching 'no-such-device'")
    # ... and the report says so too.
    proc = run_polyoff("--device=no-such-device", "--report", str(PROGRAMS / "2mm.c"))
    assert "no usable opencl device" in proc.stderr


def test_non_affine_nest_runs_on_cpu_with_reason():
    proc = run_polyoff("--gpu-runtime=opencl", "--report=json", "--report-file=/dev/stdout", "--no-run",
                       str(PROGRAMS / "non-affine.c"))
    _clean(proc)
    import json

    report = json.loads(proc.stdout)
    kinds = {r["kind"] for f in report["functions"] for r in f["rejected"]}
    assert {"non-affine-access", "unknown-call"} <= kinds, kinds
    lines = [r["line"] for f in report["functions"] for r in f["rejected"]]
    assert all(isinstance(n, int) and n > 0 for n in lines), lines


def test_missing_header_names_file_and_line(tmp_path):
    src = tmp_path / "prog.c"
    src.write_text('int x;\n#include "not_there.h"\nint main(void) { return 0; }\n')
    proc = run_polyoff(str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert f"{src}:2:10: error:" in proc.stderr and "not_there.h" in proc.stderr, proc.stderr


def test_unknown_library(tmp_path):
    src = tmp_path / "prog.c"
    src.write_text("int main(void) { return 0; }\n")
    proc = run_polyoff("-lpolyoff_no_such_library", str(src))
    _clean(proc)
    assert proc.returncode == 66
    assert "-lpolyoff_no_such_library" in proc.stderr
    proc = run_polyoff("--load", str(tmp_path / "libnothere.so"), str(src))
    _clean(proc)
    assert proc.returncode == 66 and "libnothere.so" in proc.stderr


def test_undefined_function_suggests_a_library(tmp_path):
    src = tmp_path / "prog.c"
    src.write_text("double from_a_library(double);\nint main(void) { return (int)from_a_library(1); }\n")
    proc = run_polyoff("--gpu-runtime=none", str(src))
    _clean(proc)
    assert proc.returncode == 65
    assert "from_a_library" in proc.stderr and "-l" in proc.stderr


def test_conflicting_definitions_when_linking(tmp_path):
    a = tmp_path / "a.c"
    a.write_text("int f(int x) { return x + 1; }\nint main(void) { return f(1); }\n")
    b = tmp_path / "b.c"
    b.write_text("int f(int x) { return x + 2; }\n")
    proc = run_polyoff(str(a), str(b))
    _clean(proc)
    assert proc.returncode == 65
    assert "conflicting definitions" in proc.stderr and "'f'" in proc.stderr
    assert str(a) in proc.stderr and str(b) in proc.stderr


def test_inputs_for_different_architectures_do_not_link(tmp_path):
    a = tmp_path / "a.ll"
    a.write_text("define i32 @main() {\nentry:\n  ret i32 0\n}\n")
    b = tmp_path / "b.ll"
    b.write_text('target triple = "aarch64-unknown-linux-gnu"\ndefine void @g() {\nentry:\n  ret void\n}\n')
    proc = run_polyoff("--no-run", str(a), str(b))
    _clean(proc)
    assert proc.returncode == 65 and "aarch64" in proc.stderr and "cannot be linked" in proc.stderr


def test_unwritable_outputs_are_refused_before_the_program_runs(tmp_path):
    src = tmp_path / "prog.c"
    src.write_text('#include <stdio.h>\nint main(void) { printf("ran\\n"); return 3; }\n')
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    for option in (f"--report-file={blocker}/report.txt", f"--emit-kernels={blocker}/kernels",
                   f"--emit-llvm={blocker}/host.ll"):
        proc = run_polyoff("--gpu-runtime=none", "--report", option, str(src))
        _clean(proc)
        assert (proc.returncode, proc.stdout) == (2, ""), (option, proc.stderr)
        assert f"cannot write {blocker}/" in proc.stderr or "cannot write kernels" in proc.stderr


def test_report_file_alone_writes_a_report(tmp_path):
    src = tmp_path / "prog.c"
    src.write_text("int main(void) { return 3; }\n")
    import json

    proc = run_polyoff("--gpu-runtime=none", f"--report-file={tmp_path / 'r.json'}", str(src))
    assert proc.returncode == 3 and json.loads((tmp_path / "r.json").read_text())["source"] == str(src)
    proc = run_polyoff("--gpu-runtime=none", f"--report-file={tmp_path / 'r.txt'}", str(src))
    assert proc.returncode == 3 and "polyoff report" in (tmp_path / "r.txt").read_text()
