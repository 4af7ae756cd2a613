"""Hand-written host modules, kernels and helpers for the runtime tests.

Host functions are LLVM IR text calling the ABI of ``polyoff_runtime.abi``.
:func:`checked` turns a list of status-returning calls into straight-line IR
that returns ``10 * step + status`` at the first call that fails, and 0 at
the end, so a test sees exactly which ABI call failed and how.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from polyoff_runtime import KernelArg, KernelInfo, abi

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
INTEL_LIB = Path(sys.prefix) / "lib" / "libintelocl.so"


def run_python(
    code: str, *, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh interpreter that can import the runtime and this module."""
    full_env = dict(os.environ)
    full_env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT / "runtime"), str(HERE), full_env.get("PYTHONPATH", "")]
    )
    if env:
        full_env.update(env)
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=timeout,
        check=False,
    )


DECLARATIONS = "\n".join(
    f"declare {ret} @{name}({', '.join(params)})" for name, (ret, params) in abi.SIGNATURES.items()
)

PROGRAM_GLOBAL = f"@{abi.PROGRAM_GLOBAL} = global i64 0"


def checked(steps: list[str]) -> str:
    """IR lines for ``steps``: plain lines, or ``CHECK <call returning i32>``."""
    lines = []
    step = 0
    for s in steps:
        if not s.startswith("CHECK "):
            lines.append("  " + s)
            continue
        step += 1
        call = s[len("CHECK ") :]
        lines += [
            f"  %st{step} = {call}",
            f"  %ok{step} = icmp eq i32 %st{step}, 0",
            f"  br i1 %ok{step}, label %next{step}, label %fail{step}",
            f"fail{step}:",
            f"  %ret{step} = add i32 %st{step}, {10 * step}",
            f"  ret i32 %ret{step}",
            f"next{step}:",
        ]
    return "\n".join(lines)


def module(*functions: str, program_global: str = PROGRAM_GLOBAL) -> str:
    return "\n\n".join([program_global, DECLARATIONS, *functions]) + "\n"


# saxpy_host(x, y, a, n): y = a * x + y through one kernel launch.
# Kernel 0 is saxpy(buffer x, buffer y, f32 a, i32 n) with a 1-D block of 64.
SAXPY_HOST = (
    "define i32 @saxpy_host(ptr %x, ptr %y, float %a, i32 %n) {\n"
    "entry:\n"
    + checked(
        [
            "%prog = load i64, ptr @__polyoff_program",
            "%bx = alloca i64",
            "%by = alloca i64",
            "%grid = alloca [3 x i64]",
            "%args = alloca [4 x i64]",
            "%n64 = sext i32 %n to i64",
            "%bytes = mul i64 %n64, 4",
            "CHECK call i32 @polyoff_rt_init(i64 %prog)",
            "CHECK call i32 @polyoff_rt_alloc(i64 %prog, ptr %x, i64 %bytes, i32 1, ptr %bx)",
            "CHECK call i32 @polyoff_rt_alloc(i64 %prog, ptr %y, i64 %bytes, i32 3, ptr %by)",
            "%hx = load i64, ptr %bx",
            "%hy = load i64, ptr %by",
            "CHECK call i32 @polyoff_rt_copy_in(i64 %prog, i64 %hx)",
            "CHECK call i32 @polyoff_rt_copy_in(i64 %prog, i64 %hy)",
            "%blocks0 = add i64 %n64, 63",
            "%blocks = sdiv i64 %blocks0, 64",
            "%g0 = getelementptr [3 x i64], ptr %grid, i64 0, i64 0",
            "%g1 = getelementptr [3 x i64], ptr %grid, i64 0, i64 1",
            "%g2 = getelementptr [3 x i64], ptr %grid, i64 0, i64 2",
            "store i64 %blocks, ptr %g0",
            "store i64 1, ptr %g1",
            "store i64 1, ptr %g2",
            "%a0 = getelementptr [4 x i64], ptr %args, i64 0, i64 0",
            "%a1 = getelementptr [4 x i64], ptr %args, i64 0, i64 1",
            "%a2 = getelementptr [4 x i64], ptr %args, i64 0, i64 2",
            "%a3 = getelementptr [4 x i64], ptr %args, i64 0, i64 3",
            "store i64 %hx, ptr %a0",
            "store i64 %hy, ptr %a1",
            "%abits = bitcast float %a to i32",
            "%abits64 = zext i32 %abits to i64",
            "store i64 %abits64, ptr %a2",
            "store i64 %n64, ptr %a3",
            "CHECK call i32 @polyoff_rt_launch(i64 %prog, i32 0, ptr %grid, ptr %args)",
            "CHECK call i32 @polyoff_rt_copy_out(i64 %prog, i64 %hy)",
            "CHECK call i32 @polyoff_rt_free(i64 %prog, i64 %hx)",
            "CHECK call i32 @polyoff_rt_free(i64 %prog, i64 %hy)",
            "call void @polyoff_rt_note(i64 %prog, i32 0, i32 0)",
            "ret i32 0",
        ]
    )
    + "\n}"
)

SAXPY_INFO = KernelInfo(
    "saxpy",
    (
        KernelArg("x", "buffer"),
        KernelArg("y", "buffer"),
        KernelArg("a", "f32"),
        KernelArg("n", "i32"),
    ),
    (64, 1, 1),
)

SAXPY_OPENCL_C = b"""
#pragma OPENCL FP_CONTRACT OFF
__kernel void saxpy(__global const float *x, __global float *y, float a, int n) {
    int i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i] + y[i];
}
"""


# acc2d_host(c, a, b, alpha, ni, nj, steps): `steps` launches of kernel 0 in a
# host loop, each doing c[i][j] += alpha * a[i][j] * b[j][i] (a 2-D grid of
# 16x4 blocks); the data stays on the device between launches.
ACC2D_HOST = (
    "define i32 @acc2d_host(ptr %c, ptr %a, ptr %b, double %alpha, i64 %ni, i64 %nj, i64 %steps) {\n"
    "entry:\n"
    + checked(
        [
            "%prog = load i64, ptr @__polyoff_program",
            "%bc = alloca i64",
            "%ba = alloca i64",
            "%bb = alloca i64",
            "%grid = alloca [3 x i64]",
            "%args = alloca [6 x i64]",
            "%tp = alloca i64",
            "%elems = mul i64 %ni, %nj",
            "%bytes = mul i64 %elems, 8",
            "CHECK call i32 @polyoff_rt_init(i64 %prog)",
            "CHECK call i32 @polyoff_rt_alloc(i64 %prog, ptr %c, i64 %bytes, i32 3, ptr %bc)",
            "CHECK call i32 @polyoff_rt_alloc(i64 %prog, ptr %a, i64 %bytes, i32 1, ptr %ba)",
            "CHECK call i32 @polyoff_rt_alloc(i64 %prog, ptr %b, i64 %bytes, i32 1, ptr %bb)",
            "%hc = load i64, ptr %bc",
            "%ha = load i64, ptr %ba",
            "%hb = load i64, ptr %bb",
            "CHECK call i32 @polyoff_rt_copy_in(i64 %prog, i64 %hc)",
            "CHECK call i32 @polyoff_rt_copy_in(i64 %prog, i64 %ha)",
            "CHECK call i32 @polyoff_rt_copy_in(i64 %prog, i64 %hb)",
            "%gx0 = add i64 %nj, 15",
            "%gx = sdiv i64 %gx0, 16",
            "%gy0 = add i64 %ni, 3",
            "%gy = sdiv i64 %gy0, 4",
            "%g0 = getelementptr [3 x i64], ptr %grid, i64 0, i64 0",
            "%g1 = getelementptr [3 x i64], ptr %grid, i64 0, i64 1",
            "%g2 = getelementptr [3 x i64], ptr %grid, i64 0, i64 2",
            "store i64 %gx, ptr %g0",
            "store i64 %gy, ptr %g1",
            "store i64 1, ptr %g2",
            "%a0 = getelementptr [6 x i64], ptr %args, i64 0, i64 0",
            "%a1 = getelementptr [6 x i64], ptr %args, i64 0, i64 1",
            "%a2 = getelementptr [6 x i64], ptr %args, i64 0, i64 2",
            "%a3 = getelementptr [6 x i64], ptr %args, i64 0, i64 3",
            "%a4 = getelementptr [6 x i64], ptr %args, i64 0, i64 4",
            "%a5 = getelementptr [6 x i64], ptr %args, i64 0, i64 5",
            "store i64 %hc, ptr %a0",
            "store i64 %ha, ptr %a1",
            "store i64 %hb, ptr %a2",
            "%alphabits = bitcast double %alpha to i64",
            "store i64 %alphabits, ptr %a3",
            "store i64 %ni, ptr %a4",
            "store i64 %nj, ptr %a5",
            "store i64 0, ptr %tp",
            "br label %loop",
            "loop:",
            "CHECK call i32 @polyoff_rt_launch(i64 %prog, i32 0, ptr %grid, ptr %args)",
            "%t = load i64, ptr %tp",
            "%t1 = add i64 %t, 1",
            "store i64 %t1, ptr %tp",
            "%more = icmp slt i64 %t1, %steps",
            "br i1 %more, label %loop, label %done",
            "done:",
            "CHECK call i32 @polyoff_rt_sync(i64 %prog)",
            "CHECK call i32 @polyoff_rt_copy_out(i64 %prog, i64 %hc)",
            "CHECK call i32 @polyoff_rt_free(i64 %prog, i64 %hc)",
            "CHECK call i32 @polyoff_rt_free(i64 %prog, i64 %ha)",
            "CHECK call i32 @polyoff_rt_free(i64 %prog, i64 %hb)",
            "call void @polyoff_rt_note(i64 %prog, i32 1, i32 0)",
            "ret i32 0",
        ]
    )
    + "\n}"
)

ACC2D_OPENCL_C = b"""
#pragma OPENCL FP_CONTRACT OFF
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void acc2d(__global double *c, __global const double *a, __global const double *b,
                    double alpha, long ni, long nj) {
    long j = get_global_id(0);
    long i = get_global_id(1);
    if (i < ni && j < nj)
        c[i * nj + j] = c[i * nj + j] + alpha * a[i * nj + j] * b[j * ni + i];
}
"""


# launch_twice_host(y, n, second): allocates y (read-write), launches kernel 0
# (saxpy on y, y) and then kernel `second`; returns 10 * step + status at the
# first failure. With `second` out of range, the second launch fails: cleanly
# when y was copied, dirty when y is a zero-copy buffer a kernel wrote.
LAUNCH_TWICE_HOST = (
    "define i32 @launch_twice_host(ptr %y, i32 %n, i32 %second) {\n"
    "entry:\n"
    + checked(
        [
            "%prog = load i64, ptr @__polyoff_program",
            "%by = alloca i64",
            "%grid = alloca [3 x i64]",
            "%args = alloca [4 x i64]",
            "%n64 = sext i32 %n to i64",
            "%bytes = mul i64 %n64, 4",
            "CHECK call i32 @polyoff_rt_init(i64 %prog)",
            "CHECK call i32 @polyoff_rt_alloc(i64 %prog, ptr %y, i64 %bytes, i32 3, ptr %by)",
            "%hy = load i64, ptr %by",
            "CHECK call i32 @polyoff_rt_copy_in(i64 %prog, i64 %hy)",
            "%g0 = getelementptr [3 x i64], ptr %grid, i64 0, i64 0",
            "%g1 = getelementptr [3 x i64], ptr %grid, i64 0, i64 1",
            "%g2 = getelementptr [3 x i64], ptr %grid, i64 0, i64 2",
            "%blocks0 = add i64 %n64, 63",
            "%blocks = sdiv i64 %blocks0, 64",
            "store i64 %blocks, ptr %g0",
            "store i64 1, ptr %g1",
            "store i64 1, ptr %g2",
            "%a0 = getelementptr [4 x i64], ptr %args, i64 0, i64 0",
            "%a1 = getelementptr [4 x i64], ptr %args, i64 0, i64 1",
            "%a2 = getelementptr [4 x i64], ptr %args, i64 0, i64 2",
            "%a3 = getelementptr [4 x i64], ptr %args, i64 0, i64 3",
            "store i64 %hy, ptr %a0",
            "store i64 %hy, ptr %a1",
            "store i64 1065353216, ptr %a2",  # 1.0f
            "store i64 %n64, ptr %a3",
            "CHECK call i32 @polyoff_rt_launch(i64 %prog, i32 0, ptr %grid, ptr %args)",
            "CHECK call i32 @polyoff_rt_launch(i64 %prog, i32 %second, ptr %grid, ptr %args)",
            "CHECK call i32 @polyoff_rt_copy_out(i64 %prog, i64 %hy)",
            "CHECK call i32 @polyoff_rt_free(i64 %prog, i64 %hy)",
            "ret i32 0",
        ]
    )
    + "\n}"
)


# raw_call_host(prog): init for an arbitrary program id (no global read).
RAW_INIT_HOST = """define i32 @raw_init(i64 %prog) {
  %s = call i32 @polyoff_rt_init(i64 %prog)
  ret i32 %s
}"""


# fatal_main: prints, starts a SCoP, asks to copy out a buffer that does not
# exist; the failure from copy_out on is fatal, as the host protocol says.
FATAL_MAIN = (
    '@.before = private constant [8 x i8] c"before\\0A\\00"\n'
    '@.after = private constant [7 x i8] c"after\\0A\\00"\n'
    "declare i32 @printf(ptr, ...)\n"
    "define i32 @main() {\n"
    "entry:\n"
    "  %prog = load i64, ptr @__polyoff_program\n"
    "  %p = call i32 (ptr, ...) @printf(ptr @.before)\n"
    "  %s0 = call i32 @polyoff_rt_init(i64 %prog)\n"
    "  %s1 = call i32 @polyoff_rt_copy_out(i64 %prog, i64 999)\n"
    "  %bad = icmp ne i32 %s1, 0\n"
    "  br i1 %bad, label %fatal, label %fine\n"
    "fatal:\n"
    "  call void @polyoff_rt_fatal(i64 %prog, i32 %s1)\n"
    "  unreachable\n"
    "fine:\n"
    "  %q = call i32 (ptr, ...) @printf(ptr @.after)\n"
    "  ret i32 0\n"
    "}"
)
