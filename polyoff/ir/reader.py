"""Read a program (``.ll``, ``.bc`` or ``.c``) and canonicalise it.

Returns a :class:`SourceModule`: the canonical LLVM text (every value named,
so the host splice can edit it safely), polyoff's model of it, and where it
came from. Canonicalisation is Polly's preparation in spirit: SROA,
instcombine, simplifycfg, loop-simplify, loop-rotate, LCSSA, switch lowering
and instnamer; no vectoriser, unroller or LICM, so loop nests keep their shape.
Every failure is a :class:`~polyoff.errors.InputError` naming the file and line.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm

from polyoff.errors import CCompileError, InputError, InputNotFoundError, SourceLocation
from polyoff.ir.model import Module
from polyoff.ir.parser import parse_module

log = logging.getLogger(__name__)

_initialized = False


def initialize_llvm() -> None:
    global _initialized
    if not _initialized:
        llvm.initialize_all_targets()
        llvm.initialize_all_asmprinters()
        _initialized = True


@dataclass(frozen=True)
class SourceModule:
    """A canonicalised input program."""

    path: str
    text: str
    model: Module

    @property
    def display_name(self) -> str:
        return self.path


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


def zig_cc() -> list[str] | None:
    """The ``ziglang`` package's clang for generic x86-64 Linux, or None
    when the package is not installed."""
    try:
        import ziglang  # noqa: F401
    except ImportError:
        return None
    return [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu", "-fno-sanitize=all"]


def find_c_compiler() -> list[str] | None:
    """The command that compiles C to LLVM IR: ``clang`` on PATH, else the
    ``ziglang`` package's bundled clang."""
    clang = shutil.which("clang")
    if clang is not None:
        return [clang]
    return zig_cc()


def compile_c(path: Path, extra_flags: tuple[str, ...] = ()) -> str:
    """Compile a C file to textual LLVM IR."""
    cc = find_c_compiler()
    if cc is None:
        raise CCompileError(
            "no C compiler found: install clang or `pip install ziglang`",
            SourceLocation(str(path)),
        )
    with tempfile.TemporaryDirectory(prefix="polyoff-cc-") as tmp:
        out = Path(tmp) / (path.stem + ".ll")
        cmd = [*cc, *C_FLAGS, *extra_flags, str(path), "-o", str(out)]
        log.info("compiling C: %s", " ".join(cmd))
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0 or not out.exists():
            detail = "\n".join(
                line
                for line in proc.stderr.splitlines()
                if "argument unused during compilation" not in line
            ).strip()
            loc = _first_c_location(detail, path)
            raise CCompileError(f"C compilation failed:\n{detail}", loc)
        return out.read_text()


def _first_c_location(stderr: str, path: Path) -> SourceLocation:
    m = re.search(r"^(.*?):(\d+):(\d+): error:", stderr, re.M)
    if m is not None:
        return SourceLocation(m.group(1), int(m.group(2)), int(m.group(3)))
    return SourceLocation(str(path))


def read_program(path: str | os.PathLike, *, c_flags: tuple[str, ...] = ()) -> SourceModule:
    """Read ``path`` (``.ll``, ``.bc`` or ``.c``) and canonicalise it."""
    p = Path(path)
    if not p.exists():
        raise InputNotFoundError(f"no such file: {p}", SourceLocation(str(p)))
    if not p.is_file():
        raise InputNotFoundError(f"not a file: {p}", SourceLocation(str(p)))
    suffix = p.suffix.lower()
    try:
        if suffix == ".c":
            return read_ir_text(compile_c(p, c_flags), str(p))
        if suffix == ".bc":
            data = p.read_bytes()
            return read_ir_module(_parse_bitcode(data, str(p)), str(p))
        if suffix == ".ll":
            return read_ir_text(p.read_text(errors="replace"), str(p))
    except OSError as exc:
        raise InputNotFoundError(
            f"cannot read {p}: {exc.strerror}", SourceLocation(str(p))
        ) from exc
    raise InputError(
        f"unknown input kind {suffix or '(no suffix)'!r}: expected .ll, .bc or .c",
        SourceLocation(str(p)),
    )


def _parse_bitcode(data: bytes, name: str) -> llvm.ModuleRef:
    initialize_llvm()
    if not data.startswith(b"BC\xc0\xde") and not data.startswith(b"\xde\xc0\x17\x0b"):
        raise InputError("not LLVM bitcode (bad magic number)", SourceLocation(name))
    try:
        return llvm.parse_bitcode(data)
    except RuntimeError as exc:
        raise InputError(
            f"invalid bitcode: {_clean_llvm_message(str(exc))}", SourceLocation(name)
        ) from exc


_LLVM_DIAG = re.compile(r"<string>:(\d+):(\d+): error: (.*)")


def parse_ir_text(text: str, name: str) -> llvm.ModuleRef:
    """Parse textual IR, turning LLVM's diagnostics into an InputError."""
    initialize_llvm()
    try:
        return llvm.parse_assembly(text)
    except RuntimeError as exc:
        msg = str(exc)
        m = _LLVM_DIAG.search(msg)
        if m is not None:
            raise InputError(
                m.group(3).strip(), SourceLocation(name, int(m.group(1)), int(m.group(2)))
            ) from exc
        raise InputError(_clean_llvm_message(msg), SourceLocation(name)) from exc


def _clean_llvm_message(msg: str) -> str:
    return " ".join(
        line.strip()
        for line in msg.splitlines()
        if line.strip() and line.strip() != "LLVM IR parsing error"
    )


def read_ir_text(text: str, name: str) -> SourceModule:
    return read_ir_module(parse_ir_text(_strip_optnone(text), name), name)


def read_ir_module(module: llvm.ModuleRef, name: str) -> SourceModule:
    verify_module(module, name)
    _check_target(module, name)
    text = _main_thread_only(_strip_optnone(str(module)), name)
    module = parse_ir_text(text, name)
    canonicalize(module)
    verify_module(module, name)
    text = split_return_blocks(str(module))
    module = parse_ir_text(text, name)
    verify_module(module, name)
    text = str(module)
    return SourceModule(name, text, parse_module(text))


_RET = re.compile(r"^  ret\b")


def split_return_blocks(text: str) -> str:
    """Give every ``ret`` a block of its own.

    Work just before a return (``corr[m-1][m-1] = 1`` after the last loop
    nest) would otherwise share the block that ends the function, which no
    single-entry single-exit region can contain: the nest and that statement
    could not form one SCoP. Polly's preparation splits such blocks the
    same way. The new block is ``polyoff.return.<n>``; the ``ret`` keeps its
    operands, which the old block still dominates."""
    out: list[str] = []
    in_function = False
    used: set[str] = set()
    count = 0
    prev_is_label_or_phi = True
    for line in text.split("\n"):
        if line.startswith("define "):
            in_function, prev_is_label_or_phi = True, True
        elif line == "}":
            in_function = False
        elif in_function and _RET.match(line) and not prev_is_label_or_phi:
            while True:
                count += 1
                label = f"polyoff.return.{count}"
                if label not in used and f"%{label}" not in text:
                    break
            used.add(label)
            out.append(f"  br label %{label}")
            out.append("")
            out.append(f"{label}:")
        if in_function:
            stripped = line.strip()
            if stripped and not stripped.startswith(";") and not stripped.startswith("#dbg_"):
                prev_is_label_or_phi = (not line.startswith("  ")) or " = phi " in line
        out.append(line)
    return "\n".join(out)


def verify_module(module: llvm.ModuleRef, name: str) -> None:
    try:
        module.verify()
    except RuntimeError as exc:
        raise InputError(
            f"invalid IR: {_clean_llvm_message(str(exc))}", SourceLocation(name)
        ) from exc


def _check_target(module: llvm.ModuleRef, name: str) -> None:
    triple = module.triple
    if not triple:
        return
    arch = triple.split("-", 1)[0]
    host_arch = llvm.get_process_triple().split("-", 1)[0]
    if arch != host_arch:
        raise InputError(
            f"module is compiled for {triple!r}; polyoff runs programs on this host ({host_arch})",
            SourceLocation(name),
        )


_THREAD_LOCAL = re.compile(r"(?m)^(@[^=\n]+= [^\n]*?)\bthread_local(?:\([a-z]+\))? ")
_TLS_ADDRESS = re.compile(
    r"call (?:align \d+ )?ptr @llvm\.threadlocal\.address\.p0\(ptr (?:nonnull )?(?:align \d+ )?(@[-\w.$\"]+)\)"
)
#: functions that start threads: a program calling one keeps its thread-local variables
_THREAD_STARTERS = ("@pthread_create(", "@thrd_create(", "@clone(", "@__kmpc_fork_call(", "@GOMP_parallel")


def _main_thread_only(text: str, name: str) -> str:
    """Thread-local variables as ordinary globals, for a program that never
    starts a thread (the JIT cannot allocate thread-local storage, and with
    one thread the two are the same). A program that starts threads and
    has thread-local variables is refused with a clear message."""
    if " thread_local" not in text:
        return text
    if any(f"declare {starter}" in text or starter in text for starter in _THREAD_STARTERS):
        raise InputError(
            "the program has thread-local variables and starts threads; polyoff's JIT cannot "
            "give each thread its own copy",
            SourceLocation(name),
        )
    text = _THREAD_LOCAL.sub(r"\1", text)
    return _TLS_ADDRESS.sub(r"getelementptr i8, ptr \1, i64 0", text)


def _strip_optnone(text: str) -> str:
    # clang -O0 marks every function optnone, which would make the
    # canonicalisation passes skip it; the attribute has no meaning for us.
    return re.sub(r"(?m)^(attributes #\d+ = \{.*?)\boptnone\b", r"\1", text)


#: new_gvn removes loads that repeat one already made (``x = A[i] < B[i] ?
#: A[i] : B[i]`` at -O0 loads A[i] again in the branch), so that simplifycfg
#: can turn such diamonds into selects: a branch on data becomes data flow.
#: It does no partial redundancy elimination, so it adds no loop-carried values.
CANONICALIZATION = (
    "sroa",
    "instruction_combine",
    "simplify_cfg",
    "new_gvn",
    "simplify_cfg",
    "lower_switch",
    "loop_simplify",
    "loop_rotate",
    "instruction_combine",
    "simplify_cfg",
    "loop_simplify",
    "lcssa",
    "instruction_namer",
)


def canonicalize(module: llvm.ModuleRef) -> None:
    """Run polyoff's canonicalisation pipeline in place."""
    initialize_llvm()
    tm = llvm.Target.from_default_triple().create_target_machine()
    pto = llvm.create_pipeline_tuning_options(speed_level=0)
    pb = llvm.create_pass_builder(tm, pto)
    mpm = llvm.create_new_module_pass_manager()
    for name in CANONICALIZATION:
        getattr(mpm, f"add_{name}_pass")()
    mpm.run(module, pb)
