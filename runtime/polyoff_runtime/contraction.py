"""Floating-point contraction taken out of a module's text, for the host JIT.

Every result polyoff gives must equal a native ``clang -O3`` build for the
plain x86-64 target, which has no FMA instruction and so never fuses a
multiply and an add. The JIT compiles for the host CPU with all its features
(AVX-512 included, which in LLVM implies FMA), so the IR must say by itself
that nothing may fuse; :func:`uncontracted` makes it so:

* ``llvm.fmuladd.*(a, b, c)`` ("fuse if faster", what C's default
  ``-ffp-contract=on`` gives) becomes ``fmul`` then ``fadd``, the way
  SelectionDAG lowers it where fusing is not allowed;
* the ``contract`` fast-math flag (alone or inside ``fast``) is dropped, and
  ``"unsafe-fp-math"="true"`` function attributes become ``"false"``, since
  either lets instruction selection fuse a ``fmul`` into the ``fadd`` using it.

With LLVM's default ``AllowFPOpFusion=Standard`` (llvmlite does not expose
the option) an ``fmul`` and ``fadd`` without those flags are never fused, and
no optimisation pass creates ``llvm.fmuladd``. An explicit ``llvm.fma`` (C's
``fma()``) is exact either way and stays.

A function compiled for a processor with FMA (``clang -march=native`` on any
x86 of the last decade: ``"target-features"`` with ``+fma``) is another
matter: its native build fuses every ``llvm.fmuladd`` (LLVM's x86 back end
does wherever FMA is available), so its calls stay, named in ``keep``
(:func:`polyoff_runtime.host_llvm.fusing_functions` finds them), and the
kernels of its loop nests fuse them too. Contraction flags go everywhere
all the same: which ``fmul``/``fadd`` pairs a back end fuses under them is
its own choice, which kernels cannot repeat.
"""

from __future__ import annotations

import re

_FMF = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
_FMF_WORD = r"(?:fast|" + "|".join(_FMF) + ")"
# An instruction with fast-math flags: the opcode, then the flags.
_FLAGGED = re.compile(
    r"(?m)(?<![\w.$\"%@-])(fadd|fsub|fmul|fdiv|frem|fneg|fcmp|call|phi|select|fptrunc|fpext|uitofp|sitofp)"
    r"((?: " + _FMF_WORD + r")+)(?= )"
)
_UNSAFE_FP_MATH = re.compile(r'"unsafe-fp-math"="true"')
# One call of llvm.fmuladd: result, tail-call kind, flags, type, suffix,
# then the rest of the line (arguments and what follows them).
_FMULADD_CALL = re.compile(
    r"(?m)^(?P<indent>[ \t]*)(?:(?P<result>%[-\w.$]+|%\"[^\"]*\") = )?"
    r"(?:(?:tail|musttail|notail) )?call(?P<flags>(?: " + _FMF_WORD + r")*) "
    r"(?P<type>[^@\n]+?) @llvm\.fmuladd\.(?P<suffix>[\w.]+)\((?P<rest>.*)$"
)


class ContractionRewriteError(ValueError):
    """A call of ``llvm.fmuladd`` whose text this rewriter does not read."""


#: a function's definition line: its name and the attribute group it names
_DEFINE = re.compile(r'^define\b[^\n]*?@(?P<name>"(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
_GROUP_REF = re.compile(r"\s#(\d+)\b")


def defined_functions(text: str) -> list[tuple[str, str | None, int, int]]:
    """Each function ``text`` defines: (name without ``@`` or quotes, the
    number of the attribute group its definition names or None, the
    offsets of its first and past its last line)."""
    out = []
    start = None
    name, group = "", None
    offset = 0
    for line in text.splitlines(keepends=True):
        if start is None:
            m = _DEFINE.match(line)
            if m:
                start, name = offset, m.group("name").strip('"')
                refs = _GROUP_REF.findall(line[m.end():])
                group = refs[-1] if refs else None
                if line.rstrip().endswith("}"):  # a one-line body
                    out.append((name, group, start, offset + len(line)))
                    start = None
        elif line.rstrip() == "}":
            out.append((name, group, start, offset + len(line)))
            start = None
        offset += len(line)
    return out


def uncontracted(text: str, keep: frozenset[str] = frozenset()) -> str:
    """``text`` (a module's IR) with every ``llvm.fmuladd`` call an unfused
    multiply and add, except in the functions named in ``keep``, and no flag
    or attribute that allows contraction.

    Raises :class:`ContractionRewriteError` for an ``llvm.fmuladd`` call in a
    form it does not read (left alone, LLVM would fuse it).
    """
    if "contract" in text or "fast" in text:
        text = _FLAGGED.sub(_without_contract, text)
    text = _UNSAFE_FP_MATH.sub('"unsafe-fp-math"="false"', text)
    if "@llvm.fmuladd." not in text:
        return text
    kept = [(a, b) for name, _, a, b in defined_functions(text) if name in keep] if keep else []
    counter = iter(range(1 << 62))
    parts, at = [], 0
    for a, b in [*kept, (len(text), len(text))]:
        rewritten = _FMULADD_CALL.sub(lambda m: _split_fmuladd(m, counter), text[at:a])
        for line in rewritten.splitlines():
            if "@llvm.fmuladd." in line and not line.lstrip().startswith(("declare ", ";")):
                raise ContractionRewriteError(f"cannot read this use of llvm.fmuladd: {line.strip()}")
        parts += (rewritten, text[a:b])
        at = b
    return "".join(parts)


def _without_contract(m: re.Match) -> str:
    flags: list[str] = []
    for flag in m.group(2).split():
        for one in (_FMF if flag == "fast" else (flag,)):
            if one != "contract" and one not in flags:
                flags.append(one)
    return m.group(1) + "".join(" " + f for f in flags)


def _split_fmuladd(m: re.Match, counter) -> str:
    ty = m.group("type").strip()
    args, after = _call_arguments(m.group("rest"))
    if len(args) != 3 or not all(a.startswith(ty + " ") for a in args):
        raise ContractionRewriteError(f"cannot read this call of llvm.fmuladd: {m.group(0).strip()}")
    a, b, c = (arg[len(ty) + 1:].strip() for arg in args)
    # Function attributes (#N, nounwind ...) of the call have no place on an
    # instruction; metadata attachments (!dbg) go on both.
    metadata = after[after.index(", !"):] if ", !" in after else ""
    flags = m.group("flags")
    product = f'%"polyoff.fmul.{next(counter)}"'
    result = m.group("result") or f'%"polyoff.fadd.{next(counter)}"'
    indent = m.group("indent")
    return (
        f"{indent}{product} = fmul{flags} {ty} {a}, {b}{metadata}\n"
        f"{indent}{result} = fadd{flags} {ty} {product}, {c}{metadata}"
    )


def _call_arguments(rest: str) -> tuple[list[str], str]:
    """The top-level comma-separated arguments of a call whose text after the
    opening parenthesis is ``rest``, and the text after the closing one."""
    args: list[str] = []
    depth = 0
    start = 0
    quoted = False
    for i, ch in enumerate(rest):
        if quoted:
            quoted = ch != '"'
        elif ch == '"':
            quoted = True
        elif ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            if depth == 0:
                args.append(rest[start:i].strip())
                return args, rest[i + 1:]
            depth -= 1
        elif ch == "," and depth == 0:
            args.append(rest[start:i].strip())
            start = i + 1
    return [], ""
