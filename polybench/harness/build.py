"""Building a kernel: LLVM IR as polyoff reads C, and native peer binaries.

The IR is made exactly as ``polyoff PROG.c`` would make it (the same C
compiler and flags, `polyoff.ir.cc`), plus the dataset macros, so the
baseline and every offloaded configuration start from one file. Native peers
are built with a real clang when one is installed: ``clang`` on PATH, else
the newest ``clang-N`` (Debian's versioned packages), else the ``ziglang``
package's clang for the default x86-64 target (no FMA, like a plain build
for a generic CPU). Polly is a part of some clang builds only (Debian's
links it in); it is detected by compiling a small loop nest with it.
"""

from __future__ import annotations

import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .kernels import BuildForm
from .process import ProcessResult, run_command

log = logging.getLogger(__name__)

#: C flags common to native peer builds (the sources are C99).
NATIVE_FLAGS: tuple[str, ...] = ("-std=c99", "-O3")
POLLY_FLAGS: tuple[str, ...] = ("-mllvm", "-polly")
#: for this host's processor, as a user tuning for speed builds (FMA contraction
#: on, as clang's default -ffp-contract=on does with FMA hardware)
MARCH_NATIVE: tuple[str, ...] = ("-march=native",)
POLLY_PARALLEL_FLAGS: tuple[str, ...] = (
    "-march=native",
    "-mllvm",
    "-polly",
    "-mllvm",
    "-polly-parallel",
    "-fopenmp",
)


def ir_compile_command(source: Path, output: Path, form: BuildForm) -> list[str]:
    """The command polyoff would run to read ``source``, with ``form``'s macros."""
    from polyoff.ir.cc import C_FLAGS, find_c_compiler

    cc = find_c_compiler()
    if cc is None:
        raise RuntimeError("no C compiler for LLVM IR: install clang or `pip install ziglang`")
    return [*cc, *C_FLAGS, *form.defines, str(source), "-o", str(output)]


def build_ir(source: Path, output: Path, form: BuildForm, *, timeout: float) -> ProcessResult:
    output.parent.mkdir(parents=True, exist_ok=True)
    return run_command(ir_compile_command(source, output, form), timeout=timeout)


@dataclass(frozen=True)
class NativeCompiler:
    """A C compiler for native peers and what it can do.

    ``polly_note``/``parallel_note`` say why a Polly variant is unavailable
    (empty when it is available).
    """

    command: tuple[str, ...]
    description: str
    polly: bool
    polly_note: str
    polly_parallel: bool
    parallel_note: str


def _clang_on_path() -> tuple[str, ...] | None:
    from polyoff.ir.cc import find_clang

    # Native peers need no cap on the version: they never hand IR to polyoff.
    command = find_clang()
    return tuple(command) if command else None


def _zig_cc() -> tuple[str, ...] | None:
    from polyoff.ir.cc import zig_cc

    command = zig_cc()
    return tuple(command) if command else None


_PROBE = """
#include <stdio.h>
double a[64][64], b[64][64];
int main(void) {
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++)
            b[i][j] = a[i][j] * 2.0 + i + j;
    printf("%g\\n", b[63][63]);
    return 0;
}
"""


def _probe(cc: tuple[str, ...], flags: tuple[str, ...], *, run: bool, env: dict[str, str]) -> str:
    """Empty when ``cc`` builds (and runs) the probe with ``flags``, else why not."""
    with tempfile.TemporaryDirectory(prefix="polybench-probe-") as tmp:
        src = Path(tmp) / "probe.c"
        src.write_text(_PROBE)
        exe = Path(tmp) / "probe"
        built = run_command(
            [*cc, *NATIVE_FLAGS, *flags, str(src), "-o", str(exe), "-lm"], timeout=120, env=env
        )
        if not built.ok:
            return built.failure(" ".join(flags) or "build")
        if run:
            ran = run_command([str(exe)], timeout=60, env=env)
            what = "running the probe built with " + (" ".join(flags) or "no flags")
            if not ran.ok:
                return ran.failure(what)
            if ran.stdout.strip() != "126":
                return f"{what}: it printed {ran.stdout.strip()[:40]!r}, not 126"
    return ""


def find_native_compiler(env: dict[str, str] | None = None) -> NativeCompiler | None:
    """The native compiler for peers, with its Polly support probed; ``None``
    when there is none at all."""
    env = dict(os.environ if env is None else env)
    clang = _clang_on_path()
    cc = clang or _zig_cc()
    if cc is None:
        return None
    version = run_command([*cc, "--version"], timeout=60, env=env)
    first = version.stdout.strip().splitlines()[0] if version.ok and version.stdout.strip() else "?"
    description = f"{' '.join(Path(c).name for c in cc[:1])} ({first})"
    if clang is None:
        description = f"zig cc -target x86_64-linux-gnu ({first})"
    base_problem = _probe(cc, (), run=True, env=env)
    if base_problem:
        log.warning("native compiler %s does not work: %s", description, base_problem)
        return None
    polly_note = _probe(cc, POLLY_FLAGS, run=False, env=env)
    if polly_note:
        polly_note = f"{description} has no Polly ({polly_note})"
    parallel_note = polly_note
    if not polly_note:
        parallel_note = _probe(
            cc, POLLY_PARALLEL_FLAGS, run=True, env={**env, "OMP_NUM_THREADS": "2"}
        )
        if parallel_note:
            parallel_note = f"Polly with OpenMP does not build or run here ({parallel_note})"
    return NativeCompiler(
        tuple(cc), description, not polly_note, polly_note, not parallel_note, parallel_note
    )


def build_native(
    compiler: NativeCompiler,
    source: Path,
    output: Path,
    form: BuildForm,
    flags: tuple[str, ...],
    *,
    timeout: float,
) -> ProcessResult:
    output.parent.mkdir(parents=True, exist_ok=True)
    command = [
        *compiler.command,
        *NATIVE_FLAGS,
        *flags,
        *form.defines,
        str(source),
        "-o",
        str(output),
        "-lm",
    ]
    return run_command(command, timeout=timeout)
