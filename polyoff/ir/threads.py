"""Programs that run their code in several threads at once.

Two things change for them. A SCoP's host function may run in several
threads at the same time (an OpenMP loop's chunks, pthreads), so a copy-out
may not write back elements the SCoP did not write: another thread may have
written them meanwhile (``polyoff.compiler`` keeps such SCoPs on the CPU).
And their thread-local variables must stay thread-local: MCJIT cannot
allocate thread-local storage (LLVM ends the process: "allocation of TLS not
implemented"), so :func:`emulate_thread_locals` gives each one the
emulated-TLS form LLVM's ``-emulated-tls`` code generation uses: a control
object ``__emutls_v.<name>`` (size, alignment, a slot for the run-time
library, the initial value ``__emutls_t.<name>``), whose address
``__emutls_get_address`` (libgcc_s) turns into the calling thread's copy,
made on the thread's first call. Each function asks once, on entry (a
function runs in one thread), and uses the answer where it used the
variable. A program that starts no thread keeps its thread-local variables
as ordinary ones (``polyoff.ir.reader``): there is one thread to own them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from polyoff.ir.constexpr import at_operand_position, enclosing_kept, expression_instruction
from polyoff.ir.parser import split_top_level

#: what a program calls to run code in another thread: POSIX and C11
#: threads, the OpenMP run-times' parallel regions, tasks and teams (LLVM's
#: libomp, GCC's libgomp), libstdc++'s std::thread
THREAD_START_PREFIXES = ("pthread_create", "thrd_create", "__kmpc_fork_", "__kmpc_omp_task",
                         "__kmpc_omp_taskloop", "GOMP_parallel", "GOMP_task", "GOMP_teams",
                         "_ZNSt6thread15_M_start_thread")


def thread_starts(names: Iterable[str]) -> tuple[str, ...]:
    """The names among ``names`` (a module's declared functions) that start threads."""
    return tuple(sorted({n for n in names if n.startswith(THREAD_START_PREFIXES)}))


class UnsupportedThreadLocal(Exception):
    """A thread-local variable the emulation cannot give each thread (the
    message says which and why; the reader names the file)."""


_GLOBAL_NAME = r'@(?:"[^"]*"|[-\w$.]+)'
_TLS_DEFINITION = re.compile(
    rf"^(?P<name>{_GLOBAL_NAME}) = (?P<words>(?:[a-z_]+(?:\(\d+\))? )*?)thread_local(?:\(\w+\))? "
    r"(?P<after>(?:[a-z_]+(?:\(\d+\))? )*?)(?P<kind>global|constant) (?P<rest>.*)$")
_ENTRY_LABEL = re.compile(r'^(?:[-\w$.]+|"[^"]*"):')
_ALIGN = re.compile(r"^align (\d+)$")
_GET_ADDRESS = "__emutls_get_address"


def _prefixed(name: str, prefix: str) -> str:
    """``@g`` -> ``@<prefix>g`` (quoted names stay quoted)."""
    if name.startswith('@"'):
        return f'@"{prefix}{name[2:]}'
    return f"@{prefix}{name[1:]}"


def _name_pattern(name: str) -> re.Pattern:
    return re.compile(re.escape(name) + (r"" if name.endswith('"') else r"(?![-\w$.])"))


def _type_and_rest(text: str) -> tuple[str, str]:
    """Split ``<type> <initialiser>`` at the end of the type."""
    text = text.strip()
    if text[:1] in "[{<":
        depth = 0
        for k, ch in enumerate(text):
            if ch in "[{<(":
                depth += 1
            elif ch in "]}>)":
                depth -= 1
                if depth == 0:
                    return text[:k + 1], text[k + 1:].strip()
        raise UnsupportedThreadLocal(f"cannot read the type of '{text[:60]}'")
    ty, _, rest = text.partition(" ")
    return ty, rest.strip()


def _control_objects(match: re.Match) -> list[str]:
    """The emulated-TLS globals replacing one thread-local definition."""
    name = match.group("name")
    parts = [p.strip() for p in split_top_level(match.group("rest"))]
    ty, init = _type_and_rest(parts[0])
    align = 16
    for p in parts[1:]:
        m = _ALIGN.match(p)
        if m:
            align = int(m.group(1))
    if not init:
        raise UnsupportedThreadLocal(f"thread-local variable '{name[1:]}' is defined outside the program "
                                     "(a library's): its threads' copies cannot be reached")
    size = f"ptrtoint (ptr getelementptr ({ty}, ptr null, i32 1) to i64)"
    control = _prefixed(name, "__emutls_v.")
    lines = []
    if init in ("zeroinitializer", "undef", "poison"):
        template = "null"
    else:
        template = _prefixed(name, "__emutls_t.")
        lines.append(f"{template} = internal constant {ty} {init}, align {align}")
    lines.append(f"{control} = internal global {{ i64, i64, ptr, ptr }} "
                 f"{{ i64 {size}, i64 {align}, ptr null, ptr {template} }}, align 8")
    return lines


def _function_uses(body: list[str], names: list[str], function: str) -> list[str]:
    """``body`` (a function's lines after ``define``) with every use of the
    thread-local ``names`` replaced by the address asked for on entry."""
    patterns = [(_name_pattern(n), f"%polyoff.tls.{k}") for k, n in enumerate(names)]
    # clang >= 16 reads a thread-local variable's address through this
    # intrinsic, whose argument must be the variable itself
    tls_addresses = [re.compile(r"call (?:\w+ (?:\d+ )?)*ptr @llvm\.threadlocal\.address\.p0\("
                                rf"ptr (?:\w+ (?:\d+ )?)*{pattern.pattern}\)(?: #\d+)?")
                     for pattern, _ in patterns]
    used: set[int] = set()
    out: list[str] = []
    hoisted = 0
    for line in body:
        if not any(p.search(line) for p, _ in patterns):
            out.append(line)
            continue
        for k, ((_, local), tls_address) in enumerate(zip(patterns, tls_addresses)):
            line, n = tls_address.subn(f"getelementptr i8, ptr {local}, i64 0", line)
            if n:
                used.add(k)
        indent = line[: len(line) - len(line.lstrip())]
        for k, (pattern, local) in enumerate(patterns):
            while (m := pattern.search(line)) is not None:
                used.add(k)
                start = m.start()
                line = line[:start] + local + line[m.end():]
                # a constant expression holding the variable cannot hold the
                # address, an instruction's value: it becomes an instruction
                while (found := enclosing_kept(line, start)) is not None:
                    if " = phi " in line:
                        raise UnsupportedThreadLocal(
                            f"in {function}, a phi takes a constant expression of "
                            f"thread-local variable '{names[k][1:]}'")
                    begin, end, km = found
                    made = expression_instruction(km, line[km.end():end - 1])
                    if made is None or not at_operand_position(line, begin):
                        raise UnsupportedThreadLocal(
                            f"in {function}, thread-local variable '{names[k][1:]}' "
                            "is inside a constant")
                    hoisted += 1
                    temp = f"%polyoff.tls.expr.{hoisted}"
                    out.append(f"{indent}{temp} = {made[0]}")
                    line = line[:begin] + temp + line[end:]
                    start = begin
                if not at_operand_position(line, start) and " = phi " not in line:
                    raise UnsupportedThreadLocal(
                        f"in {function}, thread-local variable '{names[k][1:]}' is inside a constant")
        out.append(line)
    if not used:
        return body
    entry = 1 if body and _ENTRY_LABEL.match(body[0]) else 0
    asks = [f"  %polyoff.tls.{k} = call ptr @{_GET_ADDRESS}(ptr {_prefixed(names[k], '__emutls_v.')})"
            for k in sorted(used)]
    # (the hoisted instructions were added before their lines, after the label)
    return out[:entry] + asks + out[entry:]


def emulate_thread_locals(text: str) -> str:
    """``text`` (a module's LLVM text) with each thread-local variable
    emulated (see the module's doc). Raises :class:`UnsupportedThreadLocal`
    for a variable it cannot give each thread."""
    lines = text.split("\n")
    names: list[str] = []
    out: list[str] = []
    for line in lines:
        m = _TLS_DEFINITION.match(line)
        if m:
            names.append(m.group("name"))
            out.extend(_control_objects(m))
        else:
            out.append(line)
    if not names:
        return text
    lines, out = out, []
    k = 0
    while k < len(lines):
        line = lines[k]
        if line.startswith("define "):
            end = k + 1
            while end < len(lines) and not lines[end].startswith("}"):
                end += 1
            out.append(line)
            function = m.group(0) if (m := re.search(_GLOBAL_NAME, line)) else "a function"
            out.extend(_function_uses(lines[k + 1:end], names, function))
            k = end
            continue
        if line.startswith(("@", "$", "!")):
            for name in names:
                if _name_pattern(name).search(line) and " alias " in line:
                    raise UnsupportedThreadLocal(f"an alias of thread-local variable '{name[1:]}'")
                # @llvm.used and friends keep the control object instead
                line = _name_pattern(name).sub(_prefixed(name, "__emutls_v.").replace("\\", r"\\"), line)
        out.append(line)
        k += 1
    if not any(line.startswith(f"declare ptr @{_GET_ADDRESS}(") for line in out):
        out.append(f"declare ptr @{_GET_ADDRESS}(ptr)")
    return "\n".join(out)
