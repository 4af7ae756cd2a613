"""Helpers called inside loops, inlined before the model is built.

C compiled by polyoff (``clang -O1 -disable-llvm-passes``) keeps every call:
``b[i] = sq(a[i])`` with a ``static inline double sq(double)`` — or a helper
of another input file, linked in — would make its loop nest a call to a
function that may have side effects. LLVM's inliner is what Polly relies on
(it runs before Polly in the pass pipeline); llvmlite offers the
always-inliner, so the helpers worth inlining are marked ``alwaysinline``
and that pass runs first.

A helper is inlined where it is called inside a loop, when it is defined
in the module, small (at most :data:`MAX_INSTRUCTIONS` instructions), not
variadic, not recursive (directly or through other functions) and not
marked ``noinline`` or ``optnone`` (clang -O0 marks every function
``noinline``: such input keeps its calls, as it asked).
"""

from __future__ import annotations

import re

from polyoff.ir.cfg import CFG
from polyoff.ir.model import Module, quote_name

#: helpers larger than this stay calls
MAX_INSTRUCTIONS = 150

_ATTRIBUTE_GROUP = re.compile(r"^attributes (#\d+) = \{(.*)\}", re.M)


def helpers_to_inline(text: str, model: Module) -> set[str]:
    """The functions of ``model`` (parsed from ``text``) to inline where
    they are called."""
    groups = {m.group(1): m.group(2) for m in _ATTRIBUTE_GROUP.finditer(text)}
    defined = {f.name: f for f in model.functions if not f.is_declaration}
    calls = {
        name: {i.callee for b in f.blocks for i in b.instructions if i.opcode == "call" and i.callee in defined}
        for name, f in defined.items()
    }

    def recursive(name: str) -> bool:
        seen: set[str] = set()
        work = list(calls[name])
        while work:
            callee = work.pop()
            if callee == name:
                return True
            if callee not in seen:
                seen.add(callee)
                work.extend(calls.get(callee, ()))
        return False

    def inlinable(name: str) -> bool:
        fn = defined[name]
        if name == "main" or fn.is_vararg:
            return False
        if sum(len(b.instructions) for b in fn.blocks) > MAX_INSTRUCTIONS:
            return False
        attrs = _attributes(text, name, groups)
        if re.search(r"\b(noinline|optnone)\b", attrs):
            return False
        return not recursive(name)

    wanted: set[str] = set()
    for f in defined.values():
        cfg = None
        for b in f.blocks:
            for inst in b.instructions:
                if inst.opcode != "call" or inst.callee not in defined or inst.callee in wanted:
                    continue
                cfg = cfg or CFG(f)
                if cfg.loops_containing(b.name) and inlinable(inst.callee):
                    wanted.add(inst.callee)
    return wanted


def _attributes(text: str, name: str, groups: dict[str, str]) -> str:
    """The attributes of the definition of ``name``: those on its line and
    those of the groups it names."""
    m = re.search(r"^define\b[^\n]*@" + re.escape(quote_name(name)) + r"\([^\n]*$", text, re.M)
    if m is None:
        return ""
    line = m.group(0)
    out = [line]
    for ref in re.findall(r"#\d+", line.split(")")[-1]):
        out.append(groups.get(ref, ""))
    return " ".join(out)


def mark_always_inline(text: str, names: set[str]) -> str:
    """``text`` with the definitions of ``names`` marked ``alwaysinline``
    (where function attributes start: after the parameter list and any
    ``unnamed_addr``/``local_unnamed_addr`` and ``addrspace(N)`` that
    follow it, since metadata may end the line)."""
    for name in names:
        m = re.search(r"^define\b[^\n]*?@" + re.escape(quote_name(name)) + r"\(", text, re.M)
        if m is None:
            continue
        depth, i = 1, m.end()
        while depth and i < len(text):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        after = _BEFORE_FN_ATTRIBUTES.match(text, i)
        if after is not None:
            i = after.end()
        text = text[:i] + " alwaysinline" + text[i:]
    return text


#: what may stand between a definition's parameter list and its attributes
_BEFORE_FN_ATTRIBUTES = re.compile(r"(?:\s+(?:local_unnamed_addr|unnamed_addr|addrspace\(\d+\)))+")
