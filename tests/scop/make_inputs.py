"""Regenerate the LLVM IR inputs of tests/scop from their C sources.

The tests read the ``.ll`` files (so they need no C compiler); this script
rebuilds them: every ``inputs/<name>.c`` becomes ``inputs/<name>.ll`` with
the ``ziglang`` wheel's clang at -O1 and line tables, plus the variants in
``VARIANTS`` (other levels, clang 14's typed pointers, bitcode).

    python tests/scop/make_inputs.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

INPUTS = Path(__file__).resolve().parent / "inputs"
FLAGS = ("-gline-tables-only", "-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops")
ZIG = (sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu", "-fno-sanitize=all")

#: output name -> (source, compiler, level, extra flags)
VARIANTS = {
    "triangular-O0.ll": ("triangular.c", "zig", "-O0", ()),
    "triangular-O3.ll": ("triangular.c", "zig", "-O3", ()),
    "vla-clang14-O0.ll": ("vla.c", "clang-14", "-O0", ()),
    "vla-clang14-O2.ll": ("vla.c", "clang-14", "-O2", ()),
    "vla-clang14-O3.bc": ("vla.c", "clang-14", "-O3", ()),
    "vla-O2.bc": ("vla.c", "zig", "-O2", ()),
    "memops-O3.ll": ("memops.c", "zig", "-O3", ()),
}


def compile_one(source: Path, out: Path, compiler: str, level: str, extra: tuple[str, ...]) -> None:
    cc = ZIG if compiler == "zig" else (shutil.which(compiler),)
    if cc[0] is None:
        print(f"skipping {out.name}: no {compiler}")
        return
    mode = ("-c", "-emit-llvm") if out.suffix == ".bc" else ("-S", "-emit-llvm")
    subprocess.run([*cc, *mode, level, *FLAGS, *extra, str(source), "-o", str(out)], check=True)
    print(f"wrote {out.name}")


def main() -> None:
    for source in sorted(INPUTS.glob("*.c")):
        compile_one(source, source.with_suffix(".ll"), "zig", "-O1", ())
    for name, (source, compiler, level, extra) in VARIANTS.items():
        compile_one(INPUTS / source, INPUTS / name, compiler, level, extra)


if __name__ == "__main__":
    main()
