"""The C compiler polyoff drives, and the shared libraries a program loads.

``find_c_compiler`` picks the command that turns C into LLVM IR polyoff can
read: ``$POLYOFF_CC`` when set, else ``clang`` on PATH, else the newest
``clang-N`` on PATH (Debian's versioned packages), in both cases only if
its major version is at most llvmlite's LLVM major (LLVM reads older IR,
not newer; a ``clang`` that does not say its version is trusted), else the ``ziglang`` package's bundled clang. ``compile_c``
runs it with polyoff's flags (the front end's IR, with source lines and
value names) plus the user's preprocessor flags. ``find_shared_library``
resolves ``-l``/``-L`` the way a linker would, for libraries the program
calls at run time.
"""

from __future__ import annotations

import ctypes.util
import functools
import logging
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from polyoff.errors import CCompileError, InputNotFoundError, SourceLocation

log = logging.getLogger(__name__)

#: clang flags for C inputs: front-end output only, then polyoff canonicalises.
C_FLAGS = (
    "-S",
    "-emit-llvm",
    "-O1",
    "-Xclang",
    "-disable-llvm-passes",
    "-gline-tables-only",
    "-fno-discard-value-names",
    "-fno-vectorize",
    "-fno-slp-vectorize",
    "-fno-unroll-loops",
)


def llvm_major() -> int:
    """The major version of the LLVM inside llvmlite."""
    import llvmlite.binding as llvm

    return llvm.llvm_version_info[0]


def zig_cc() -> list[str] | None:
    """The ``ziglang`` package's clang for generic x86-64 Linux, or None
    when the package is not installed."""
    try:
        import ziglang  # noqa: F401
    except ImportError:
        return None
    return [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu", "-fno-sanitize=all"]


@functools.cache
def clang_major(command: str) -> int | None:
    """The major version ``command --version`` reports, or None."""
    try:
        out = subprocess.run([command, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"clang version (\d+)", out.stdout)
    return int(m.group(1)) if m else None


def find_clang(max_major: int | None = None) -> list[str] | None:
    """``clang`` on PATH, else the newest ``clang-N`` on PATH; with
    ``max_major``, only a clang of that major version or older."""
    plain = shutil.which("clang")
    if plain is not None:
        # One whose version it does not say (a wrapper) is taken on trust.
        major = clang_major(plain) if max_major is not None else None
        if max_major is None or major is None or major <= max_major:
            return [plain]
    best: tuple[int, str] | None = None
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        try:
            names = os.listdir(folder or ".")
        except OSError:
            continue
        for name in names:
            m = re.fullmatch(r"clang-(\d+)", name)
            if m is None:
                continue
            major, path = int(m.group(1)), os.path.join(folder or ".", name)
            if max_major is not None and major > max_major:
                continue
            if os.access(path, os.X_OK) and (best is None or major > best[0]):
                best = (major, path)
    return [best[1]] if best else None


def find_c_compiler() -> list[str] | None:
    """The command that compiles C to LLVM IR polyoff can read (see the
    module docstring), or None when there is none."""
    override = os.environ.get("POLYOFF_CC", "").strip()
    if override:
        return shlex.split(override)
    return find_clang(max_major=llvm_major()) or zig_cc()


def compile_c(path: Path, extra_flags: tuple[str, ...] = ()) -> str:
    """Compile a C file to textual LLVM IR; ``extra_flags`` are the user's
    (``-I``, ``-D``, ``-U``, ``-include``, ``-std=``, ``-f...``, ``-m...``)."""
    cc = find_c_compiler()
    if cc is None:
        raise CCompileError(
            "no C compiler found: install clang or `pip install ziglang`",
            SourceLocation(str(path)),
        )
    with tempfile.TemporaryDirectory(prefix="polyoff-cc-") as tmp:
        out = Path(tmp) / (path.stem + ".ll")
        cmd = [*cc, *C_FLAGS, *extra_flags, str(path), "-o", str(out)]
        log.info("compiling C: %s", shlex.join(cmd))
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True)
        except OSError as exc:
            raise CCompileError(f"cannot run the C compiler {cc[0]}: {exc.strerror}",
                                SourceLocation(str(path))) from exc
        if proc.returncode != 0 or not out.exists():
            detail = "\n".join(
                line
                for line in proc.stderr.splitlines()
                if "argument unused during compilation" not in line
            ).strip()
            raise CCompileError(f"C compilation failed:\n{detail}", _first_c_location(detail, path))
        return out.read_text()


def _first_c_location(stderr: str, path: Path) -> SourceLocation:
    m = re.search(r"^(.*?):(\d+):(\d+): (?:fatal )?error:", stderr, re.M)
    if m is not None:
        return SourceLocation(m.group(1), int(m.group(2)), int(m.group(3)))
    return SourceLocation(str(path))


def find_shared_library(name: str, search_dirs: tuple[str, ...] = ()) -> str:
    """The shared library ``-l name`` means: ``libNAME.so`` in the ``-L``
    folders, else where the system's loader finds it (``ldconfig``,
    ``LD_LIBRARY_PATH``). A static archive cannot be loaded into the JIT."""
    for folder in search_dirs:
        candidate = Path(folder) / f"lib{name}.so"
        if candidate.is_file():
            return str(candidate)
    found = ctypes.util.find_library(name)
    if found is not None:
        return found
    archives = [str(Path(f) / f"lib{name}.a") for f in search_dirs if (Path(f) / f"lib{name}.a").is_file()]
    where = f" ({archives[0]} is a static archive; polyoff loads shared libraries only)" if archives else ""
    searched = ", ".join(search_dirs) + " and " if search_dirs else ""
    raise InputNotFoundError(f"library not found for -l{name}: no lib{name}.so in {searched}"
                             f"the system's library path{where}")
