"""Constant expressions older LLVMs print and LLVM 22 no longer reads.

LLVM removed the ``icmp``/``fcmp``, ``and``/``or``/``mul``/shift, extension
and ``select`` constant expressions (LLVM 17 to 20); IR from an older clang
still has them where it folded a comparison of global addresses into an
operand (clang-15 -O3: ``or i1 %c, icmp ult (i64 sub (...), i64 16)``, a
vectoriser's overlap check between two global arrays). LLVM 22 refuses the
whole file. Each such expression in an instruction's operands is computed
by an instruction of its own just before it, innermost first, which is what
LLVM's own upgrade of bitcode does; the value is the same.

Expressions in global initialisers and in phi operands (which would need an
instruction at the end of the incoming block) are left as they are, and
the file is refused as before, naming the line.
"""

from __future__ import annotations

import re

from polyoff.ir.parser import split_top_level

#: removed expression kinds: comparisons, binary operations, casts, select
_COMPARE = ("icmp", "fcmp")
_BINARY = ("and", "or", "mul", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem")
_CASTS = ("zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp")
_START = re.compile(
    r"(?<![@%\w.$-])(?P<op>" + "|".join(_COMPARE + _BINARY + _CASTS + ("select",)) + r")"
    r"(?P<mods>(?:\s+(?:nuw|nsw|exact|disjoint|nneg|eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle|"
    r"oeq|ogt|oge|olt|ole|one|ord|ueq|une|uno|true|false))*)\s*\("
)
#: expressions LLVM 22 still reads, which cannot hold an instruction's
#: value: where a removed one inside them becomes an instruction, they do too
_KEPT_BINARY = ("add", "sub", "xor")
_KEPT_CASTS = ("trunc", "ptrtoint", "inttoptr", "bitcast", "addrspacecast")
_KEPT = re.compile(
    r"(?<![@%\w.$-])(?P<op>" + "|".join(_KEPT_BINARY + _KEPT_CASTS + ("getelementptr",)) + r")"
    r"(?P<mods>(?:\s+(?:nuw|nsw|inbounds|nusw|inrange(?:\(\s*-?\d+\s*,\s*-?\d+\s*\))?))*)\s*\("
)
_DEFINE = re.compile(r"^define\b")


def _closing(text: str, start: int) -> int:
    """Index of the parenthesis closing the one at ``start``."""
    depth = 0
    for k in range(start, len(text)):
        if text[k] == "(":
            depth += 1
        elif text[k] == ")":
            depth -= 1
            if depth == 0:
                return k
    return -1


def _innermost(line: str) -> tuple[int, int, re.Match] | None:
    """The first removed expression in ``line`` with none inside it:
    (start, end after its closing parenthesis, match)."""
    pos = 0
    while True:
        m = _START.search(line, pos)
        if m is None:
            return None
        end = _closing(line, m.end() - 1)
        if end < 0:
            return None
        inner = _START.search(line, m.end(), end)
        if inner is None:
            return m.start(), end + 1, m
        pos = inner.start()


def enclosing_kept(line: str, start: int) -> tuple[int, int, re.Match] | None:
    """The innermost expression LLVM 22 still reads (:data:`_KEPT`) whose
    parentheses hold ``start``: (start, end after its closing parenthesis,
    match), or None."""
    best = None
    for m in _KEPT.finditer(line, 0, start):
        end = _closing(line, m.end() - 1)
        if end > start and (best is None or m.start() > best[0]):
            best = (m.start(), end + 1, m)
    return best


def expression_instruction(m: re.Match, args: str) -> tuple[str, str] | None:
    """The instruction computing the expression (without its name), and its
    result type; None when the arguments are not as expected."""
    op, mods = m.group("op"), m.group("mods").strip()
    if op == "getelementptr":
        parts = _parts(args)
        if len(parts) < 2 or " " not in parts[1]:
            return None
        mods = re.sub(r"inrange(\([^)]*\))?", "", mods).split()
        return f"getelementptr {' '.join(mods) + ' ' if mods else ''}{', '.join(parts)}", "ptr"
    if op in _CASTS or op in _KEPT_CASTS:
        value, sep, to = args.rpartition(" to ")
        return (f"{op} {value} to {to}", to.strip()) if sep else None
    parts = _parts(args)
    if op == "select":
        if len(parts) != 3:
            return None
        result = parts[1].split(" ", 1)[0]
        return f"select {', '.join(parts)}", result
    if len(parts) != 2 or " " not in parts[0] or " " not in parts[1]:
        return None
    ty, a = parts[0].split(" ", 1)
    b = parts[1].split(" ", 1)[1]
    if op in _COMPARE:
        return f"{op} {mods} {ty} {a}, {b}", "i1"
    return f"{op} {mods + ' ' if mods else ''}{ty} {a}, {b}", ty


def at_operand_position(line: str, start: int) -> bool:
    """Whether ``start`` is where an instruction takes an operand: outside
    any bracket, or directly in a call's argument list (not inside another
    constant expression or a vector or aggregate constant, which cannot
    hold an instruction's value)."""
    stack: list[int] = []
    for k, ch in enumerate(line[:start]):
        if ch in "([{<":
            stack.append(k)
        elif ch in ")]}>" and stack:
            stack.pop()
    removed = {m.end() - 1 for m in _START.finditer(line)} | {m.end() - 1 for m in _KEPT.finditer(line)}
    for depth, k in enumerate(stack):
        if k in removed:
            # inside a removed expression, itself computed by an
            # instruction (or one still read, computed by one when a
            # removed one inside it is: checked there)
            continue
        call = depth == 0 and line[k] == "(" and re.search(r"@[-\w$.\"]+\s*$", line[:k]) is not None
        if not call:
            return False
    return True


def hoist_removed_constexprs(text: str) -> tuple[str, int]:
    """``text`` with the removed constant expressions of instruction
    operands computed by instructions of their own, and how many. Where
    one sits elsewhere (inside a vector constant, say), nothing is
    rewritten: LLVM's own error names the line."""
    if not _START.search(text):
        return text, 0
    out: list[str] = []
    in_function = False
    count = 0
    for line in text.split("\n"):
        if _DEFINE.match(line):
            in_function = True
        elif line.startswith("}"):
            in_function = False
        elif in_function and line.startswith("  ") and " = phi " not in line:
            indent = line[: len(line) - len(line.lstrip())]
            found = _innermost(line)
            while found is not None:
                start, end, m = found
                made = expression_instruction(m, line[m.end():end - 1])
                if made is None or not at_operand_position(line, start):
                    return text, 0
                count += 1
                name = f"%polyoff.constexpr.{count}"
                out.append(f"{indent}{name} = {made[0]}")
                line = line[:start] + name + line[end:]
                # An expression still read that now holds the value becomes
                # an instruction too (clang-15 aligns a global's address as
                # gep (@buf, add (and (sub (0, ptrtoint @buf), 63), 64))).
                found = enclosing_kept(line, start) or _innermost(line)
        out.append(line)
    return "\n".join(out), count


def _parts(text: str) -> list[str]:
    return [p.strip() for p in split_top_level(text)]
