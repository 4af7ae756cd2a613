"""Read a program (``.ll``, ``.bc`` or ``.c`` files, linked into one
module) and canonicalise it.

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
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm

from polyoff.errors import InputError, InputNotFoundError, SourceLocation, strict
from polyoff.ir.cc import C_FLAGS, compile_c, find_c_compiler, zig_cc
from polyoff.ir.constexpr import hoist_removed_constexprs
from polyoff.ir.devectorize import devectorize
from polyoff.ir.inline import helpers_to_inline, mark_always_inline
from polyoff.ir.input_loops import InputLoop, input_loop_nests
from polyoff.ir.model import Module
from polyoff.ir.parser import parse_module
from polyoff.ir.scalarize import scalarize
from polyoff.ir.statements import split_statements
from polyoff.ir.target import PreparedTarget, arch_of, prepare_target
from polyoff.ir.threads import UnsupportedThreadLocal, emulate_thread_locals, thread_starts

#: re-exported: the C driver lives in polyoff.ir.cc
__all__ = ["C_FLAGS", "SourceModule", "compile_c", "find_c_compiler", "read_program",
           "read_programs", "zig_cc"]

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
    #: what reading it changed, for the report (ignored processor attributes)
    notes: tuple[str, ...] = ()
    #: the outermost loops before the clean-up (see `polyoff.ir.input_loops`)
    input_loops: tuple[InputLoop, ...] = ()

    @property
    def display_name(self) -> str:
        return self.path


def read_program(path: str | os.PathLike, *, c_flags: tuple[str, ...] = (),
                 runnable: bool = True) -> SourceModule:
    """Read ``path`` (``.ll``, ``.bc`` or ``.c``) and canonicalise it."""
    return read_programs([path], c_flags=c_flags, runnable=runnable)


def read_programs(paths: Sequence[str | os.PathLike], *, c_flags: tuple[str, ...] = (),
                  runnable: bool = True) -> SourceModule:
    """Read ``paths`` (``.ll``, ``.bc`` or ``.c``, mixed), link them into one
    module and canonicalise it.

    ``c_flags`` are passed to the C compiler for every ``.c`` input.
    ``runnable``: the program is to run here, so a module for another
    architecture is an error (see `polyoff.ir.target`)."""
    if not paths:
        raise InputError("no input files")
    modules = []
    notes: list[str] = []
    for path in paths:
        name = str(path)
        module = _load(Path(path), c_flags)
        verify_module(module, name)
        prepared = prepare_target(module, name, runnable=runnable)
        notes.extend(prepared.notes)
        modules.append((name, prepared))
    name = ", ".join(n for n, _ in modules)
    module = _link(modules)
    if runnable:
        module = _thread_locals(module, name)
    return _canonical(module, name, tuple(notes), triple=modules[0][1].triple)


def _load(p: Path, c_flags: tuple[str, ...]) -> llvm.ModuleRef:
    if not p.exists():
        raise InputNotFoundError(f"no such file: {p}", SourceLocation(str(p)))
    if not p.is_file():
        raise InputNotFoundError(f"not a file: {p}", SourceLocation(str(p)))
    suffix = p.suffix.lower()
    try:
        if suffix == ".c":
            return parse_ir_text(_upgraded(compile_c(p, c_flags)), str(p))
        if suffix == ".bc":
            return _parse_bitcode(p.read_bytes(), str(p))
        if suffix == ".ll":
            return parse_ir_text(_upgraded(p.read_text(errors="replace")), str(p))
    except OSError as exc:
        raise InputNotFoundError(
            f"cannot read {p}: {exc.strerror}", SourceLocation(str(p))
        ) from exc
    raise InputError(
        f"unknown input kind {suffix or '(no suffix)'!r}: expected .ll, .bc or .c",
        SourceLocation(str(p)),
    )


def _upgraded(text: str) -> str:
    """IR text older LLVMs read and LLVM 22 does not, rewritten: removed
    constant expressions (`ir.constexpr`) and target lines after a
    definition (LLVM 22 reads the data layout before anything it shapes)."""
    return _targets_first(hoist_removed_constexprs(text)[0])


_TARGET_LINE = re.compile(r"^target\s+(datalayout|triple)\s*=\s*\"[^\"]*\"[ \t]*$", re.M)


def _targets_first(text: str) -> str:
    """Move ``target datalayout``/``triple`` lines that come after the
    first definition to the start of the first line (IR ignores line
    breaks, so every other line keeps its number for diagnostics); a
    repeat of a line already there is dropped. Different repeats are
    left for LLVM to name."""
    first_def = re.search(r"^(define|declare|@|%[-\w$.]+\s*=\s*type)", text, re.M)
    if first_def is None:
        return text
    seen: dict[str, str] = {}
    moved: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in _TARGET_LINE.finditer(text):
        kind, line = m.group(1), m.group(0).strip()
        if kind in seen and seen[kind] != line:
            return text
        if m.start() > first_def.start():
            spans.append(m.span())
            if kind not in seen:
                moved.append(line)
        seen.setdefault(kind, line)
    if not spans:
        return text
    for start, end in reversed(spans):
        text = text[:start] + text[end:]
    return " ".join(moved) + " " + text


def _link(modules: list[tuple[str, PreparedTarget]]) -> llvm.ModuleRef:
    """One module from the inputs' settled texts: the first, with the others
    linked in (each takes the first's triple and data layout, which share
    the architecture, so LLVM's linker has nothing to warn about)."""
    first_name, first = modules[0]
    linked = parse_ir_text(_strip_optnone(first.text), first_name)
    defined = {g: first_name for g in _definitions(linked)}
    for name, prepared in modules[1:]:
        other = parse_ir_text(_strip_optnone(prepared.text), name)
        if arch_of(prepared.triple) != arch_of(first.triple):
            raise InputError(f"{name} is compiled for {prepared.triple!r}, {first_name} for "
                             f"{first.triple!r}: they cannot be linked", SourceLocation(name))
        other.triple, other.data_layout = linked.triple, linked.data_layout
        clashes = sorted(g for g in _definitions(other) if g in defined)
        if clashes:
            where = "; ".join(f"'{g}' in {defined[g]} and {name}" for g in clashes[:5])
            raise InputError(f"conflicting definitions when linking: {where}", SourceLocation(name))
        defined.update((g, name) for g in _definitions(other))
        try:
            linked.link_in(other)
        except RuntimeError as exc:
            raise InputError(f"cannot link {name} into {first_name}: {_clean_llvm_message(str(exc))}",
                             SourceLocation(name)) from exc
    return linked


_THREAD_LOCAL = re.compile(r"(?m)^(@[^ ]+ = (?:[a-z_]+ )*?)thread_local(?:\(\w+\))? ")
_TLS_ADDRESS = re.compile(r"call (?:\w+ (?:\d+ )?)*ptr @llvm\.threadlocal\.address\.p0\("
                          r"ptr (?:\w+ (?:\d+ )?)*(@[^\s),]+)\)(?: #\d+)?")


def _thread_locals(module: llvm.ModuleRef, name: str) -> llvm.ModuleRef:
    """MCJIT cannot allocate thread-local storage (LLVM ends the process:
    "allocation of TLS not implemented"). In a program that starts no
    thread, a thread-local variable is an ordinary one; in one that does, it
    is emulated (`polyoff.ir.threads`), each thread getting its own."""
    tls = [g.name for g in module.global_variables if "thread_local" in str(g).split("=", 1)[-1][:80]]
    if not tls:
        return module
    starts = thread_starts(f.name for f in module.functions if f.is_declaration)
    if starts:
        try:
            return parse_ir_text(emulate_thread_locals(str(module)), name)
        except UnsupportedThreadLocal as exc:
            raise InputError(f"{exc}, in a program that starts threads ({starts[0]})",
                             SourceLocation(name)) from exc
    text = _TLS_ADDRESS.sub(r"getelementptr i8, ptr \1, i64 0", _THREAD_LOCAL.sub(r"\1", str(module)))
    return parse_ir_text(text, name)


def _definitions(module: llvm.ModuleRef) -> list[str]:
    """Names of the external definitions of ``module``, which another module
    may not define too (weak and common ones may)."""
    names = []
    for value in (*module.functions, *module.global_variables):
        if not value.is_declaration and value.linkage == llvm.Linkage.external:
            names.append(value.name)
    return names


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
    """Read one module's textual IR (the decorator's, for instance)."""
    module = parse_ir_text(_strip_optnone(text), name)
    verify_module(module, name)
    prepared = prepare_target(module, name, runnable=True)
    return _canonical(parse_ir_text(prepared.text, name), name, prepared.notes, triple=prepared.triple)


def _canonical(module: llvm.ModuleRef, name: str, notes: tuple[str, ...], *, triple: str) -> SourceModule:
    verify_module(module, name)
    loops = _input_loops(module)
    module, inlined = _inlined_helpers(module, name)
    if inlined:
        notes = (*notes, f"inlined where called in loops: {', '.join(sorted(inlined))}")
    module, forced, gone = _devectorized(module, name)
    if forced:
        notes = (*notes, f"{forced} loop vectoriser guard(s) sent to the scalar loop (the vector loops go)")
        # A vector loop that goes is no nest of its own: its scalar loop is.
        loops = tuple(nest for nest in loops if nest.header not in gone)
    module, split = _scalarized(module, name)
    if split:
        notes = (*notes, f"{split} vector instruction(s) split into scalar lanes")
    canonicalize(module, triple=triple)
    verify_module(module, name)
    text = _split_statements(split_return_blocks(str(module)))
    module = parse_ir_text(text, name)
    verify_module(module, name)
    text = str(module)
    return SourceModule(name, text, parse_module(text), notes, loops)


def _split_statements(text: str) -> str:
    """``text`` with its loop blocks cut into independent statements
    (`polyoff.ir.statements`)."""
    try:
        new_text, cuts = split_statements(text, parse_module(text))
    except Exception as exc:  # a model this parser cannot read: one statement per block
        if strict():
            raise
        log.warning("blocks not split into statements: %s", exc)
        return text
    if cuts:
        log.debug("%d block cut(s) between independent statements", cuts)
    return new_text


def _inlined_helpers(module: llvm.ModuleRef, name: str) -> tuple[llvm.ModuleRef, set[str]]:
    """The module with the small helpers called inside loops inlined
    (`polyoff.ir.inline`), and their names."""
    text = str(module)
    if "call" not in text:
        return module, set()
    try:
        wanted = helpers_to_inline(text, parse_module(text))
    except Exception as exc:  # a model this parser cannot read: keep the calls
        if strict():
            raise
        log.warning("helpers not inlined: %s", exc)
        return module, set()
    if not wanted:
        return module, set()
    module = parse_ir_text(mark_always_inline(text, wanted), name)
    verify_module(module, name)
    _run_passes(module, ("always_inliner",))
    return module, wanted


def _devectorized(module: llvm.ModuleRef, name: str) -> tuple[llvm.ModuleRef, int, frozenset[str]]:
    """The module with LLVM's vectorised loops taken back to their scalar
    loops (`polyoff.ir.devectorize`), how many guards were forced, and the
    headers of the vector loops that go."""
    text = str(module)
    if "llvm.loop.isvectorized" not in text:
        return module, 0, frozenset()
    try:
        new_text, forced, gone = devectorize(text, parse_module(text))
    except Exception as exc:  # a model this parser cannot read: leave the loops vectorised
        if strict():
            raise
        log.warning("vectorised loops left as they are: %s", exc)
        return module, 0, frozenset()
    if not forced:
        return module, 0, frozenset()
    devectorized = parse_ir_text(new_text, name)
    verify_module(devectorized, name)
    return devectorized, forced, gone


def _scalarized(module: llvm.ModuleRef, name: str) -> tuple[llvm.ModuleRef, int]:
    """The module with the vector instructions the devectorizer left split
    into scalar lanes (`polyoff.ir.scalarize`), and how many were split."""
    text = str(module)
    try:
        new_text, split = scalarize(text)
    except Exception as exc:  # a line this parser cannot read: leave the vectors
        if strict():
            raise
        log.warning("vector instructions left as they are: %s", exc)
        return module, 0
    if not split:
        return module, 0
    scalar = parse_ir_text(new_text, name)
    verify_module(scalar, name)
    return scalar, split


def _input_loops(module: llvm.ModuleRef) -> tuple[InputLoop, ...]:
    """Name every value (so that block names outlive the clean-up) and
    record the loop nests as written. Reading the uncanonical text is a
    courtesy to the report: where polyoff's parser does not follow it, the
    report only lacks the loops the clean-up removes."""
    _run_passes(module, ("instruction_namer",))
    try:
        return input_loop_nests(parse_module(str(module)))
    except Exception as exc:
        if strict():
            raise
        log.warning("loop nests before the clean-up not recorded: %s", exc)
        return ()


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
    # simplifycfg turns chains of equality tests back into a switch
    # (``x % 4`` compared with 0, 1, 2): lower it again.
    "lower_switch",
    "loop_simplify",
    "lcssa",
    "instruction_namer",
)


def canonicalize(module: llvm.ModuleRef, *, triple: str | None = None) -> None:
    """Run polyoff's canonicalisation pipeline in place, with the cost model
    of ``triple``'s target (default: the host's)."""
    _run_passes(module, CANONICALIZATION, triple=triple)


def _run_passes(module: llvm.ModuleRef, passes: Sequence[str], *, triple: str | None = None) -> None:
    initialize_llvm()
    try:
        target = llvm.Target.from_triple(triple) if triple else llvm.Target.from_default_triple()
    except RuntimeError:  # an architecture this LLVM was built without
        target = llvm.Target.from_default_triple()
    tm = target.create_target_machine()
    pto = llvm.create_pipeline_tuning_options(speed_level=0)
    pb = llvm.create_pass_builder(tm, pto)
    mpm = llvm.create_new_module_pass_manager()
    for name in passes:
        getattr(mpm, f"add_{name}_pass")()
    mpm.run(module, pb)
