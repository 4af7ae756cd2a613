"""The programs of LLVM's test-suite ``MultiSource`` folders, read from their
``CMakeLists.txt`` for ``scripts/corpus --multi``.

Each ``llvm_multisource(NAME [SOURCES...])`` call is one program: its C
files (the ones named, else every ``.c`` file of the folder), the
``CPPFLAGS``/``CFLAGS`` and ``LDFLAGS`` the file appends, its ``RUN_OPTIONS``
(with a ``< FILE`` for standard input) and its ``C_STANDARD``. The CMake
is interpreted only as far as these files use it: ``set``, ``list(APPEND)``,
``if``/``elseif``/``else`` over the test-suite's variables, for an x86-64
Linux host with ``SMALL_PROBLEM_SIZE`` set and defined for the C code (the
small problem sizes the test-suite itself offers). A program with a C++ source is left out (polyoff
reads C and LLVM IR).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

#: the test-suite's configuration variables, as on an x86-64 Linux host
HOST = {"SMALL_PROBLEM_SIZE": "ON", "ARCH": "x86_64", "TARGET_OS": "Linux", "ENDIAN": "little",
        "CMAKE_SYSTEM_NAME": "Linux", "CMAKE_SYSTEM_PROCESSOR": "x86_64"}


@dataclass(frozen=True)
class MultiProgram:
    name: str
    folder: Path
    sources: tuple[Path, ...]
    #: preprocessor and compiler flags (``-D``, ``-I``, ``-f...``, ``-std=``)
    c_flags: tuple[str, ...]
    #: libraries (``-lm``)
    ld_flags: tuple[str, ...]
    args: tuple[str, ...]
    #: a file of ``folder`` read as standard input, or None
    stdin: Path | None

    @property
    def label(self) -> str:
        return f"{self.folder.parent.name}/{self.folder.name}/{self.name}"


def _commands(text: str) -> list[tuple[str, list[str]]]:
    """``name(args)`` calls of a CMake file, arguments split as CMake splits
    unquoted and quoted arguments (quotes inside an unquoted one are kept)."""
    text = re.sub(r"(?m)#.*$", "", text)
    out = []
    for m in re.finditer(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(((?:[^()\"]|\"[^\"]*\"|\([^()]*\))*)\)", text):
        args = re.findall(r"\"[^\"]*\"|\(|\)|[^\s()\"]+(?:\"[^\"]*\"[^\s()]*)?", m.group(2))
        out.append((m.group(1).lower(), [a[1:-1] if a.startswith('"') and a.endswith('"') else a for a in args]))
    return out


def _expand(word: str, variables: dict[str, str]) -> str:
    return re.sub(r"\$\{(\w+)\}", lambda m: variables.get(m.group(1), ""), word)


def _condition(words: list[str], variables: dict[str, str]) -> bool:
    """A CMake ``if`` condition (NOT, AND, OR, parentheses, STREQUAL,
    MATCHES, DEFINED, a variable's truth); what it does not know is false."""
    pos = 0

    def value(word: str) -> str:
        return variables.get(word, word)

    def truth(word: str) -> bool:
        v = variables.get(word)
        return v is not None and v.upper() not in ("", "0", "OFF", "NO", "FALSE", "N", "IGNORE", "NOTFOUND")

    def primary() -> bool:
        nonlocal pos
        w = words[pos] if pos < len(words) else ""
        pos += 1
        if w == "(":
            r = disjunction()
            pos += 1
            return r
        if w == "NOT":
            return not primary()
        if w == "DEFINED":
            pos += 1
            return words[pos - 1] in variables
        if pos < len(words) and words[pos] in ("STREQUAL", "MATCHES"):
            op, rhs = words[pos], words[pos + 1]
            pos += 2
            left = value(w)
            return left == value(rhs) if op == "STREQUAL" else re.search(rhs, left) is not None
        return truth(w)

    def chain(operand, keyword: str) -> bool:
        """``operand (keyword operand)*``: every operand is read (no short
        circuit, so the words are consumed), AND or OR of their values."""
        nonlocal pos
        values = [operand()]
        while pos < len(words) and words[pos] == keyword:
            pos += 1
            values.append(operand())
        return all(values) if keyword == "AND" else any(values)

    def conjunction() -> bool:
        return chain(primary, "AND")

    def disjunction() -> bool:
        return chain(conjunction, "OR")

    return disjunction()


def read_folder(folder: Path) -> list[MultiProgram]:
    """The programs ``folder/CMakeLists.txt`` builds (none when it builds
    none, or only C++ ones)."""
    variables = dict(HOST, CMAKE_CURRENT_SOURCE_DIR=str(folder))
    # The test-suite defines SMALL_PROBLEM_SIZE for every target when the
    # option is on (cmake/modules/TestSuite.cmake).
    lists: dict[str, list[str]] = {"CPPFLAGS": ["-DSMALL_PROBLEM_SIZE"], "CFLAGS": [], "LDFLAGS": []}
    standards: dict[str, str] = {}
    programs: list[tuple[str, list[str], dict[str, list[str]], str]] = []
    # if-nesting: (taking this branch, some branch was taken, the enclosing one is taken)
    stack: list[tuple[bool, bool, bool]] = []
    active = True
    for name, raw in _commands((folder / "CMakeLists.txt").read_text(errors="replace")):
        args = [_expand(a, variables) for a in raw]
        if name == "if":
            taken = active and _condition(args, variables)
            stack.append((taken, taken, active))
            active = taken
            continue
        if name in ("elseif", "else"):
            _, done, outer = stack[-1]
            taken = outer and not done and (name == "else" or _condition(args, variables))
            stack[-1] = (taken, done or taken, outer)
            active = taken
            continue
        if name == "endif":
            active = stack.pop()[2]
            continue
        if not active or not args:
            continue
        if name == "set":
            variables[args[0]] = " ".join(args[1:])
            lists[args[0]] = args[1:]
        elif name == "list" and args[0] == "APPEND" and len(args) > 1:
            lists.setdefault(args[1], []).extend(args[2:])
            variables[args[1]] = " ".join(lists[args[1]])
        elif name == "add_definitions":
            lists["CPPFLAGS"].extend(args)
        elif name == "llvm_multisource":
            programs.append((args[0], args[1:], {k: list(v) for k, v in lists.items()},
                             variables.get("RUN_OPTIONS", "")))
        elif name == "set_property" and "C_STANDARD" in args:
            standards[args[1] if args[0] == "TARGET" else ""] = args[-1]
    out = []
    for target, named, flags, run in programs:
        sources = [folder / s for s in named if not s.startswith("$")] if named else sorted(folder.glob("*.c"))
        if not sources or any(s.suffix != ".c" for s in sources) or (
                not named and any(folder.glob("*.cpp"))) or not all(s.is_file() for s in sources):
            continue
        words = shlex.split(run)
        stdin = None
        if "<" in words:
            cut = words.index("<")
            stdin, words = folder / words[cut + 1], words[:cut] + words[cut + 2:]
        c_flags = [f for f in flags.get("CPPFLAGS", []) + flags.get("CFLAGS", [])
                   if not f.startswith("-W")]
        standard = standards.get(target)
        if standard:
            c_flags.append(f"-std=gnu{standard}")
        out.append(MultiProgram(target, folder, tuple(sources), tuple(c_flags),
                                tuple(f for f in flags.get("LDFLAGS", []) if f.startswith("-l")),
                                tuple(words), stdin))
    return out


def programs_under(root: Path, names: set[str] = frozenset()) -> list[MultiProgram]:
    """Every C program under ``root`` (see `read_folder`); ``names``: only
    those whose name or folder name is among them."""
    found = []
    for cmake in sorted(root.rglob("CMakeLists.txt")):
        for prog in read_folder(cmake.parent):
            if not names or prog.name in names or prog.folder.name in names:
                found.append(prog)
    return found


if __name__ == "__main__":
    import sys

    for p in programs_under(Path(sys.argv[1]), set(sys.argv[2:])):
        print(p.label, len(p.sources), " ".join(p.c_flags), " ".join(p.ld_flags), "|", " ".join(p.args),
              f"< {p.stdin.name}" if p.stdin else "")
