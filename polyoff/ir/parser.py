"""Read LLVM's textual IR, as LLVM itself prints it, into `ir.model` records.

Only text printed by LLVM after canonicalisation reaches this parser (the
reader round-trips every input through llvmlite first), so the grammar is
LLVM's printed form: one instruction per line except ``switch``, names made
explicit by ``instnamer``, debug records on lines of their own. Instructions
the analyses do not understand are still recorded with their opcode and
operands, so the detector can reject them with a reason instead of the parser
failing.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass

from polyoff.errors import InternalError
from polyoff.ir.model import (
    FLOAT_BINARY,
    INT_BINARY,
    Block,
    ConstExpr,
    FloatConst,
    Function,
    GlobalRef,
    GlobalVariable,
    Instruction,
    IntConst,
    LocalRef,
    Module,
    Operand,
    OtherValue,
    Parameter,
    SpecialConst,
)

_TOKEN = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<comment>;[^\n]*)
  | (?P<str>c?"(?:[^"\\]|\\.)*")
  | (?P<local>%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+))
  | (?P<global>@(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+))
  | (?P<meta>!(?:[a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)|!)
  | (?P<attrgrp>\#\d+)
  | (?P<hex>0x[KLMHR]?[0-9A-Fa-f]+)
  | (?P<num>[-+]?(?:\d+\.\d*(?:[eE][-+]?\d+)?|\d+(?:[eE][-+]?\d+)?|inf|nan))
  | (?P<word>[a-zA-Z_][a-zA-Z_0-9.]*)
  | (?P<punct>\.\.\.|[()\[\]{}<>,=*:|])
    """,
    re.VERBOSE,
)


@dataclass
class _Tok:
    kind: str
    text: str


def tokenize(text: str) -> list[_Tok]:
    toks: list[_Tok] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise IRSyntaxError(f"unexpected character {text[pos]!r} in {text.strip()!r}")
        pos = m.end()
        kind = m.lastgroup
        if kind in ("ws", "comment"):
            continue
        toks.append(_Tok(kind, m.group()))
    return toks


#: the named types of the module being parsed (``%struct.point = type {
#: double, double, i32 }``): name -> body text, expanded where they are used
#: so that sizes and field offsets are known (opaque types stay names)
_NAMED_TYPES: ContextVar[dict[str, str] | None] = ContextVar("_NAMED_TYPES", default=None)
_NAMED_TYPE_DEF = re.compile(r'^(%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+))\s*=\s*type\s+(.*)$')


def _named_types(lines: list[str]) -> dict[str, str]:
    """The type definitions of a module, by the name their uses spell."""
    out = {}
    for line in lines:
        if line.startswith("%"):
            m = _NAMED_TYPE_DEF.match(line)
            if m is not None and m.group(2).strip() != "opaque":
                out[m.group(1)] = m.group(2).strip()
    return out


def _expand_named(name: str) -> str:
    """The literal type ``name`` stands for, its own named fields expanded;
    the name itself where it is opaque, unknown or (through arrays, since
    pointers are opaque) contains itself."""
    table = _NAMED_TYPES.get()
    if table is None or name not in table:
        return name
    body = table[name]
    if body.startswith("%"):  # being expanded further up: a cycle
        return name
    table[name] = "%" + body  # mark: a use of the name inside stays a name
    try:
        cur = _Cursor(tokenize(body), body)
        result = cur.type()
    finally:
        table[name] = body
    return result


class IRSyntaxError(InternalError):
    """LLVM printed something this parser does not understand (a polyoff bug)."""


FLOAT_TYPES = frozenset({"half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128"})
_SIMPLE_TYPES = FLOAT_TYPES | {"void", "label", "metadata", "token", "x86_amx", "x86_mmx"}
_BINARY = INT_BINARY | FLOAT_BINARY
_CASTS = frozenset(
    {
        "trunc",
        "zext",
        "sext",
        "fptrunc",
        "fpext",
        "fptoui",
        "fptosi",
        "uitofp",
        "sitofp",
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
    }
)
_INST_FLAGS = frozenset(
    {
        "nsw",
        "nuw",
        "exact",
        "inbounds",
        "nneg",
        "disjoint",
        "samesign",
        "nusw",
        "fast",
        "nnan",
        "ninf",
        "nsz",
        "arcp",
        "contract",
        "afn",
        "reassoc",
        "volatile",
        "atomic",
        "tail",
        "musttail",
        "notail",
        "inrange",
    }
)
_CALL_SKIP = frozenset(
    {
        "fastcc",
        "coldcc",
        "ccc",
        "cc",
        "zeroext",
        "signext",
        "noundef",
        "inreg",
        "noalias",
        "nonnull",
        "dereferenceable",
        "dereferenceable_or_null",
        "align",
        "range",
        "nofpclass",
        "spir_func",
        "spir_kernel",
        "ptx_kernel",
        "ptx_device",
        "amdgpu_kernel",
        "returned",
        "noext",
        "writable",
        "dead_on_unwind",
        "initializes",
    }
)


class _Cursor:
    def __init__(self, toks: list[_Tok], line_text: str) -> None:
        self.toks = toks
        self.i = 0
        self.line_text = line_text

    def peek(self, k: int = 0) -> _Tok | None:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def at(self, text: str) -> bool:
        t = self.peek()
        return t is not None and t.text == text

    def next(self) -> _Tok:
        t = self.peek()
        if t is None:
            raise IRSyntaxError(f"unexpected end of line in {self.line_text.strip()!r}")
        self.i += 1
        return t

    def expect(self, text: str) -> None:
        t = self.next()
        if t.text != text:
            raise IRSyntaxError(f"expected {text!r}, got {t.text!r} in {self.line_text.strip()!r}")

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.i += 1
            return True
        return False

    def done(self) -> bool:
        return self.i >= len(self.toks)

    # ----------------------------------------------------------------- types
    def type(self) -> str:
        t = self.next()
        if t.text == "[" or t.text == "<":
            close = "]" if t.text == "[" else ">"
            if t.text == "<" and self.at("{"):
                inner = self._struct_body()
                self.expect(">")
                result = "<" + inner + ">"
            else:
                scalable = ""
                if self.at("vscale"):
                    self.next()
                    self.expect("x")
                    scalable = "vscale x "
                n = self.next().text
                self.expect("x")
                elem = self.type()
                self.expect(close)
                result = f"{t.text}{scalable}{n} x {elem}{close}"
        elif t.text == "{":
            self.i -= 1
            result = self._struct_body()
        elif t.kind == "word" and (t.text in _SIMPLE_TYPES or re.fullmatch(r"i\d+", t.text)):
            result = t.text
        elif t.text == "ptr":
            result = "ptr"
            if self.at("addrspace"):
                self.next()
                self.expect("(")
                space = self.next().text
                self.expect(")")
                if space != "0":
                    result = f"ptr addrspace({space})"
        elif t.kind == "local":
            result = _expand_named(t.text)
        elif t.text == "target":
            depth = 0
            parts = ["target"]
            while True:
                u = self.next()
                parts.append(u.text)
                if u.text == "(":
                    depth += 1
                elif u.text == ")":
                    depth -= 1
                    if depth == 0:
                        break
            result = " ".join(parts)
        else:
            raise IRSyntaxError(f"expected a type, got {t.text!r} in {self.line_text.strip()!r}")
        # Typed pointers and function types.
        while True:
            if self.at("*"):
                self.next()
                result = "ptr"
            elif self.at("(") and self._looks_like_fn_type():
                self.next()
                params = []
                while not self.at(")"):
                    if self.at("..."):
                        self.next()
                        params.append("...")
                    else:
                        params.append(self.type())
                    self.accept(",")
                self.expect(")")
                result = f"{result} ({', '.join(params)})"
            elif self.at("addrspace") and result == "ptr":
                self.next()
                self.expect("(")
                space = self.next().text
                self.expect(")")
                result = f"ptr addrspace({space})" if space != "0" else "ptr"
            else:
                return result

    def _looks_like_fn_type(self) -> bool:
        # "T (" starts a function type only when followed by a type list.
        nxt = self.peek(1)
        if nxt is None:
            return False
        if nxt.text in (")", "...", "[", "{", "<", "ptr") or nxt.kind == "local":
            return True
        return nxt.kind == "word" and (
            nxt.text in _SIMPLE_TYPES or bool(re.fullmatch(r"i\d+", nxt.text))
        )

    def _struct_body(self) -> str:
        self.expect("{")
        elems = []
        while not self.at("}"):
            elems.append(self.type())
            self.accept(",")
        self.expect("}")
        return "{ " + ", ".join(elems) + " }" if elems else "{}"

    # ---------------------------------------------------------------- values
    def value(self, type_: str) -> Operand:
        t = self.next()
        if t.kind == "local":
            return Operand(type_, LocalRef(unquote(t.text[1:])))
        if t.kind == "global":
            return Operand(type_, GlobalRef(unquote(t.text[1:])))
        if t.kind == "num" and re.fullmatch(r"[-+]?\d+", t.text):
            if type_ in FLOAT_TYPES:
                return Operand(type_, FloatConst(float(t.text), t.text))
            return Operand(type_, IntConst(int(t.text)))
        if t.kind == "num":
            return Operand(type_, FloatConst(float(t.text), t.text))
        if t.kind == "hex":
            return Operand(type_, FloatConst(hex_float_value(t.text, type_), t.text))
        if t.text in ("true", "false"):
            return Operand(type_, IntConst(1 if t.text == "true" else 0))
        if t.text in ("null", "undef", "poison", "zeroinitializer", "none"):
            return Operand(type_, SpecialConst(t.text))
        if t.kind == "word" and (
            t.text in _CASTS or t.text in ("getelementptr",) or t.text in _BINARY
        ):
            return Operand(type_, self._const_expr(t.text))
        # Aggregates, vectors, metadata, blockaddress, inline asm: keep the text.
        parts = [t.text]
        depth = 1 if t.text in ("[", "{", "<", "(") else 0
        while depth > 0 or (self.at("(") and t.kind == "word"):
            u = self.next()
            parts.append(u.text)
            if u.text in ("[", "{", "<", "("):
                depth += 1
            elif u.text in ("]", "}", ">", ")"):
                depth -= 1
        return Operand(type_, OtherValue(" ".join(parts)))

    def _const_expr(self, opcode: str) -> ConstExpr:
        start = self.i - 1
        flags = set()
        while self.peek() is not None and self.peek().text in _INST_FLAGS:
            flags.add(self.next().text)
        self.expect("(")
        source_type = None
        operands: list[Operand] = []
        if opcode == "getelementptr":
            source_type = self.type()
            self.expect(",")
        while not self.at(")"):
            if self.at("to"):
                self.next()
                self.type()
                continue
            ty = self.type()
            operands.append(self.value(ty))
            self.accept(",")
        self.expect(")")
        text = " ".join(t.text for t in self.toks[start : self.i])
        text = text.replace("( ", "(").replace(" )", ")").replace(" ,", ",")
        return ConstExpr(opcode, tuple(operands), source_type, frozenset(flags), text)

    def typed_value(self) -> Operand:
        ty = self.type()
        return self.value(ty)

    def skip_flags(self) -> set[str]:
        flags = set()
        while self.peek() is not None and self.peek().text in _INST_FLAGS:
            flags.add(self.next().text)
        return flags


def unquote(name: str) -> str:
    if name.startswith('"'):
        body = name[1:-1]
        return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), body)
    return name


def hex_float_value(text: str, type_: str) -> float:
    import struct

    if text[2] in "KLMHR":
        return float("nan")  # exotic formats: value unused by the analyses
    bits = int(text[2:], 16)
    if type_ == "float" or type_ == "double":
        # LLVM prints float constants as the double with the same value.
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    return float("nan")


# ------------------------------------------------------------------ functions

_DEFINE = re.compile(r"^(define|declare)\b")
_LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+):')
_DBG = re.compile(r"!dbg (!\d+)")


def parse_module(text: str) -> Module:
    """Parse a whole module as LLVM prints it."""
    lines = text.split("\n")
    token = _NAMED_TYPES.set(_named_types(lines))
    try:
        return _parse_module_lines(lines)
    finally:
        _NAMED_TYPES.reset(token)


def _parse_module_lines(lines: list[str]) -> Module:
    metadata = _parse_debug_metadata(lines)
    functions: list[Function] = []
    globals_: list[GlobalVariable] = []
    triple = datalayout = source = None
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("target triple"):
            triple = line.split("=", 1)[1].strip().strip('"')
        elif line.startswith("target datalayout"):
            datalayout = line.split("=", 1)[1].strip().strip('"')
        elif line.startswith("source_filename"):
            source = line.split("=", 1)[1].strip().strip('"')
        elif line.startswith("@"):
            g = _parse_global(line)
            if g is not None:
                globals_.append(g)
        elif _DEFINE.match(line):
            if line.startswith("declare"):
                functions.append(_parse_header(line, declaration=True, metadata=metadata))
            else:
                end = i + 1
                while end < len(lines) and lines[end] != "}":
                    end += 1
                functions.append(_parse_function(lines[i : end + 1], metadata))
                i = end
        i += 1
    return Module(tuple(functions), tuple(globals_), triple, datalayout, source, metadata)


def _parse_global(line: str) -> GlobalVariable | None:
    m = re.match(r'^@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\s*=\s*(.*)$', line)
    if m is None:
        return None
    name = unquote(m.group(1))
    rest = m.group(2)
    toks = tokenize(rest.split(", align")[0].split(", !")[0])
    cur = _Cursor(toks, line)
    linkage = []
    while cur.peek() is not None and cur.peek().text not in ("global", "constant"):
        t = cur.next()
        if t.text in ("alias", "ifunc"):
            return None
        linkage.append(t.text)
        if t.text in ("addrspace", "externally_initialized") and cur.at("("):
            while not cur.accept(")"):
                cur.next()
    if cur.done():
        return None
    is_constant = cur.next().text == "constant"
    ty = cur.type()
    init = None
    if not cur.done():
        init = " ".join(t.text for t in cur.toks[cur.i :])
    return GlobalVariable(name, ty, is_constant, init, " ".join(linkage))


def _parse_header(line: str, *, declaration: bool, metadata: dict) -> Function:
    body = line.rstrip().rstrip("{").strip()
    m = re.search(r"@(\"(?:[^\"\\]|\\.)*\"|[-a-zA-Z$._0-9]+)\(", body)
    if m is None:
        raise IRSyntaxError(f"cannot find function name in {line!r}")
    name = unquote(m.group(1))
    before = body[: m.start()].split()
    ret_toks = tokenize(" ".join(before[1:]))
    # The return type is the last type-looking run before the name.
    ret = _last_type(ret_toks, line)
    # Parameters: up to the matching parenthesis.
    depth = 0
    j = m.end() - 1
    for j in range(m.end() - 1, len(body)):
        if body[j] == "(":
            depth += 1
        elif body[j] == ")":
            depth -= 1
            if depth == 0:
                break
    params_text = body[m.end() : j]
    params: list[Parameter] = []
    vararg = False
    for k, piece in enumerate(split_top_level(params_text)):
        piece = piece.strip()
        if not piece:
            continue
        if piece == "...":
            vararg = True
            continue
        cur = _Cursor(tokenize(piece), line)
        ty = cur.type()
        pname = f"arg{k}"
        for t in cur.toks[cur.i :]:
            if t.kind == "local":
                pname = unquote(t.text[1:])
        params.append(Parameter(pname, ty))
    dbg = _DBG.search(body[j:])
    fline = ffile = None
    if dbg is not None:
        info = metadata.get(dbg.group(1))
        if info is not None:
            fline, _, ffile = info
    return Function(name, ret, tuple(params), (), declaration, vararg, fline, ffile)


def _last_type(toks: list[_Tok], line: str) -> str:
    for start in range(len(toks)):
        cur = _Cursor(toks[start:], line)
        try:
            ty = cur.type()
        except IRSyntaxError:
            continue
        if cur.done():
            return ty
    return "void"


def split_top_level(text: str) -> list[str]:
    """``text`` split at its commas outside brackets and strings."""
    parts, depth, cur, in_str = [], 0, [], False
    for ch in text:
        if ch == '"':
            in_str = not in_str
        if not in_str:
            if ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append("".join(cur))
                cur = []
                continue
        cur.append(ch)
    parts.append("".join(cur))
    return parts


def _parse_function(lines: list[str], metadata: dict) -> Function:
    header = _parse_header(lines[0], declaration=False, metadata=metadata)
    blocks: list[Block] = []
    current: str | None = None
    insts: list[Instruction] = []
    pending = ""
    counter = 0
    for raw in lines[1:-1]:
        line = raw.split(";", 1)[0] if ";" in raw and '"' not in raw else raw
        stripped = line.strip()
        if not stripped or stripped.startswith("#dbg_"):
            continue
        if pending:
            pending += " " + stripped
            if stripped.startswith("]"):
                stripped, pending = pending, ""
            else:
                continue
        m = _LABEL.match(line)
        if m is not None and not line.startswith(" "):
            if current is not None or insts:
                blocks.append(Block(current if current is not None else str(counter), tuple(insts)))
            current = unquote(m.group(1))
            insts = []
            continue
        # A switch's cases follow on lines of their own up to ``]`` (which
        # a ``!dbg`` attachment may follow).
        if stripped.startswith("switch ") and stripped.count("[") > stripped.count("]"):
            pending = stripped
            continue
        if current is None:
            current = "entry" if not blocks else str(counter)
        insts.append(parse_instruction(stripped, current, metadata))
    if current is not None:
        blocks.append(Block(current, tuple(insts)))
    return Function(
        header.name,
        header.return_type,
        header.params,
        tuple(blocks),
        False,
        header.is_vararg,
        header.line,
        header.file,
    )


def _parse_debug_metadata(lines: list[str]) -> dict[str, tuple[int, int, str | None]]:
    """Map ``!N`` of DILocation/DISubprogram nodes to (line, column, file)."""
    files: dict[str, str] = {}
    scopes: dict[str, str] = {}
    raw: dict[str, tuple[int, int, str | None]] = {}
    for line in lines:
        if not line.startswith("!"):
            continue
        m = re.match(r"^(!\d+) = (?:distinct )?!(\w+)\((.*)\)\s*$", line)
        if m is None:
            continue
        ident, kind, body = m.groups()
        if kind == "DIFile":
            fm = re.search(r'filename: "([^"]*)"', body)
            if fm:
                files[ident] = fm.group(1)
        elif kind in ("DILocation", "DISubprogram", "DILexicalBlock"):
            lm = re.search(r"\bline: (\d+)", body)
            cm = re.search(r"\bcolumn: (\d+)", body)
            sm = re.search(r"\b(?:scope|file): (!\d+)", body)
            raw[ident] = (
                int(lm.group(1)) if lm else 0,
                int(cm.group(1)) if cm else 0,
                sm.group(1) if sm else None,
            )
            if sm:
                scopes[ident] = sm.group(1)
    result: dict[str, tuple[int, int, str | None]] = {}
    for ident, (ln, col, scope) in raw.items():
        fname = None
        seen = set()
        while scope is not None and scope not in seen:
            seen.add(scope)
            if scope in files:
                fname = files[scope]
                break
            scope = scopes.get(scope)
        result[ident] = (ln, col, fname)
    return result


def parse_instruction(text: str, block: str, metadata: dict | None = None) -> Instruction:
    """Parse one instruction as LLVM prints it."""
    line = col = None
    body = text
    # Strip trailing metadata attachments (", !dbg !12", ", !tbaa !3", ...).
    mdm = re.search(r"(,\s*![a-zA-Z_.]+\s+!\d+)+\s*$", body)
    if mdm is not None:
        attachments = body[mdm.start() :]
        body = body[: mdm.start()]
        dbg = _DBG.search(attachments)
        if dbg is not None and metadata is not None and dbg.group(1) in metadata:
            line, col, _ = metadata[dbg.group(1)]
    name = None
    nm = re.match(r'^%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\s*=\s*', body)
    if nm is not None:
        name = unquote(nm.group(1))
        body = body[nm.end() :]
    cur = _Cursor(tokenize(body), text)
    flags = cur.skip_flags()  # tail / musttail before call
    opcode = cur.next().text
    flags |= cur.skip_flags()
    base = dict(name=name, opcode=opcode, block=block, line=line, column=col, text=text)
    try:
        return _parse_body(cur, opcode, flags, base)
    except IRSyntaxError:
        raise
    except Exception as exc:  # pragma: no cover - defensive
        raise IRSyntaxError(f"cannot parse {text!r}: {exc}") from exc


def _parse_body(cur: _Cursor, opcode: str, flags: set[str], base: dict) -> Instruction:
    """The instruction after its opcode: a dispatch to the opcode's parser
    (:data:`_BODY_PARSERS`), each given the cursor after the opcode, the
    opcode, the flags read so far and the fields every instruction has."""
    parse = _BODY_PARSERS.get(opcode, _parse_other)
    return parse(cur, opcode, frozenset(flags), base)


def _parse_binary(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    ty = cur.type()
    a = cur.value(ty)
    cur.expect(",")
    b = cur.value(ty)
    return Instruction(type=ty, operands=(a, b), flags=fl, **base)


def _parse_fneg(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    ty = cur.type()
    return Instruction(type=ty, operands=(cur.value(ty),), flags=fl, **base)


def _parse_compare(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    fl = fl | cur.skip_flags()
    pred = cur.next().text
    ty = cur.type()
    a = cur.value(ty)
    cur.expect(",")
    b = cur.value(ty)
    rty = "i1" if not ty.startswith("<") else ty
    return Instruction(type=rty, operands=(a, b), predicate=pred, flags=fl, **base)


def _parse_cast(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    src = cur.typed_value()
    cur.expect("to")
    dst = cur.type()
    return Instruction(type=dst, operands=(src,), flags=fl, **base)


def _parse_select(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    c = cur.typed_value()
    cur.expect(",")
    a = cur.typed_value()
    cur.expect(",")
    b = cur.typed_value()
    return Instruction(type=a.type, operands=(c, a, b), flags=fl, **base)


def _parse_freeze(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    v = cur.typed_value()
    return Instruction(type=v.type, operands=(v,), flags=fl, **base)


def _memory_flags(cur: _Cursor, fl: frozenset[str]) -> frozenset[str]:
    """``fl`` with the ``atomic`` and ``volatile`` a load or store begins with."""
    if cur.accept("atomic"):
        fl = fl | {"atomic"}
    if cur.accept("volatile"):
        fl = fl | {"volatile"}
    return fl


def _ordered(cur: _Cursor, fl: frozenset[str]) -> frozenset[str]:
    """``fl`` with ``atomic`` where a memory ordering follows the operands."""
    if not cur.done() and cur.peek().text not in (","):
        fl = fl | {"atomic"}
    return fl


def _parse_load(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    fl = _memory_flags(cur, fl)
    ty = cur.type()
    cur.expect(",")
    p = cur.typed_value()
    return Instruction(type=ty, operands=(p,), flags=_ordered(cur, fl), **base)


def _parse_store(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    fl = _memory_flags(cur, fl)
    v = cur.typed_value()
    cur.expect(",")
    p = cur.typed_value()
    return Instruction(type="void", operands=(v, p), flags=_ordered(cur, fl), **base)


def _parse_gep(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    src = cur.type()
    ops = []
    while cur.accept(","):
        if cur.at("inrange"):
            cur.next()
            while not cur.accept(")"):
                cur.next()
        ops.append(cur.typed_value())
    rty = ops[0].type if ops else "ptr"
    return Instruction(type=rty, operands=tuple(ops), source_type=src, flags=fl, **base)


def _parse_phi(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    fl = fl | cur.skip_flags()
    ty = cur.type()
    vals, blocks = [], []
    while True:
        cur.expect("[")
        vals.append(cur.value(ty))
        cur.expect(",")
        blocks.append(unquote(cur.next().text[1:]))
        cur.expect("]")
        if not cur.accept(","):
            break
    return Instruction(
        type=ty, operands=tuple(vals), incoming_blocks=tuple(blocks), flags=fl, **base
    )


def _label(cur: _Cursor) -> str:
    """The block named by ``label %name``."""
    cur.expect("label")
    return unquote(cur.next().text[1:])


def _parse_br(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    if cur.at("label"):
        target = _label(cur)
        return Instruction(type="void", operands=(), successors=(target,), flags=fl, **base)
    c = cur.typed_value()
    cur.expect(",")
    t = _label(cur)
    cur.expect(",")
    f = _label(cur)
    return Instruction(type="void", operands=(c,), successors=(t, f), flags=fl, **base)


def _parse_switch(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    v = cur.typed_value()
    cur.expect(",")
    default = _label(cur)
    succ, vals = [default], []
    cur.expect("[")
    while not cur.accept("]"):
        case = cur.typed_value()
        cur.expect(",")
        succ.append(_label(cur))
        vals.append(case.value.value if isinstance(case.value, IntConst) else 0)
    return Instruction(
        type="void",
        operands=(v,),
        successors=tuple(succ),
        switch_values=tuple(vals),
        flags=fl,
        **base,
    )


def _parse_ret(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    if cur.accept("void"):
        return Instruction(type="void", operands=(), flags=fl, **base)
    v = cur.typed_value()
    return Instruction(type="void", operands=(v,), flags=fl, **base)


def _parse_unreachable(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    return Instruction(type="void", operands=(), flags=fl, **base)


def _parse_alloca(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    if cur.accept("inalloca"):
        fl = fl | {"inalloca"}
    ty = cur.type()
    ops = []
    if cur.accept(",") and not cur.at("align") and not cur.at("addrspace"):
        ops.append(cur.typed_value())
    return Instruction(type="ptr", operands=tuple(ops), source_type=ty, flags=fl, **base)


def _parse_other(cur: _Cursor, opcode: str, fl: frozenset[str], base: dict) -> Instruction:
    """Any other instruction: its typed operands, best effort, so that
    detection can reject it."""
    ops = []
    try:
        while not cur.done():
            if cur.peek().kind in ("word",) and cur.peek().text in _INST_FLAGS | {"syncscope"}:
                cur.next()
                continue
            ops.append(cur.typed_value())
            if not cur.accept(","):
                break
    except IRSyntaxError:
        pass
    rty = (
        ops[0].type
        if ops and base["name"] is not None
        else ("void" if base["name"] is None else "i64")
    )
    return Instruction(type=rty, operands=tuple(ops), flags=fl | {"unparsed"}, **base)


#: Attributes of a call's arguments, skipped with any parenthesised or
#: numeric value they take.
_PARAM_SKIP = _CALL_SKIP | {
    "immarg",
    "nocapture",
    "readonly",
    "readnone",
    "writeonly",
    "captures",
    "byval",
    "sret",
    "elementtype",
    "nest",
    "swiftself",
    "swifterror",
    "allocalign",
    "allocptr",
    "preallocated",
    "inalloca",
    "noundef",
    "nofree",
}


def _parse_call(cur: _Cursor, opcode: str, flags: frozenset[str], base: dict) -> Instruction:
    """``call`` and ``invoke``: the callee (a function, a pointer or inline
    assembly), the arguments and, for ``invoke``, the successors."""
    flags = flags | cur.skip_flags()
    _skip_call_attributes(cur)
    ret = cur.type()
    fn_type = None
    if "(" in ret:
        fn_type = ret
        ret = ret.split(" (", 1)[0]
    callee, operands, flags = _parse_callee(cur, flags)
    args = _parse_call_arguments(cur)
    extra = {}
    if opcode == "invoke":
        succ = []
        while not cur.done():
            t = cur.next()
            if t.kind == "local":
                succ.append(unquote(t.text[1:]))
        extra = dict(successors=tuple(succ))
    return Instruction(
        type=ret,
        operands=tuple(args + operands),
        source_type=fn_type,
        callee=callee,
        flags=flags,
        **extra,
        **base,
    )


def _skip_call_attributes(cur: _Cursor) -> None:
    """Skip the calling convention and the return value's attributes."""
    while (
        cur.peek() is not None
        and cur.peek().kind == "word"
        and (cur.peek().text in _CALL_SKIP or cur.peek().text.startswith("cc"))
    ):
        t = cur.next().text
        if cur.at("("):
            while not cur.accept(")"):
                cur.next()
        if t in ("cc", "align") and cur.peek() is not None and cur.peek().kind == "num":
            cur.next()


def _parse_callee(cur: _Cursor, flags: frozenset[str]) -> tuple[str | None, list[Operand], frozenset[str]]:
    """The function called (None where indirect), the pointer called
    through as an operand, and ``flags`` with ``indirect`` or ``asm``."""
    callee_tok = cur.next()
    callee = None
    operands: list[Operand] = []
    if callee_tok.kind == "word" and callee_tok.text == "asm":
        # Inline assembly: `asm [sideeffect] [alignstack] [inteldialect]
        # [unwind] "code", "constraints"`; an opaque call, never modelled.
        while not cur.at("("):
            cur.next()
        flags = flags | {"indirect", "asm"}
    elif callee_tok.kind == "global":
        callee = unquote(callee_tok.text[1:])
    elif callee_tok.kind == "local":
        operands.append(Operand("ptr", LocalRef(unquote(callee_tok.text[1:]))))
        flags = flags | {"indirect"}
    else:
        flags = flags | {"indirect"}
    return callee, operands, flags


def _parse_call_arguments(cur: _Cursor) -> list[Operand]:
    """The parenthesised arguments of a call, without their attributes."""
    cur.expect("(")
    args: list[Operand] = []
    while not cur.accept(")"):
        ty = cur.type()
        _skip_param_attributes(cur)
        if ty == "metadata":
            args.append(Operand(ty, OtherValue(_metadata_argument(cur))))
        else:
            args.append(cur.value(ty))
        cur.accept(",")
    return args


def _skip_param_attributes(cur: _Cursor) -> None:
    """Skip the attributes of one argument (:data:`_PARAM_SKIP`)."""
    while cur.peek() is not None and cur.peek().kind == "word" and cur.peek().text in _PARAM_SKIP:
        t = cur.next().text
        if cur.at("("):
            depth = 0
            while True:
                u = cur.next().text
                if u == "(":
                    depth += 1
                elif u == ")":
                    depth -= 1
                    if depth == 0:
                        break
        elif (
            t in ("align", "dereferenceable")
            and cur.peek() is not None
            and cur.peek().kind == "num"
        ):
            cur.next()


def _metadata_argument(cur: _Cursor) -> str:
    """A metadata argument's tokens, joined by spaces, up to the next
    ``,`` or ``)`` outside brackets."""
    parts = []
    depth = 0
    while not (depth == 0 and (cur.at(",") or cur.at(")"))):
        u = cur.next().text
        parts.append(u)
        if u in ("(", "[", "{"):
            depth += 1
        elif u in (")", "]", "}"):
            depth -= 1
    return " ".join(parts)


#: The parser of each opcode's operands (:func:`_parse_body`).
_BODY_PARSERS = {
    **dict.fromkeys(_BINARY, _parse_binary),
    "fneg": _parse_fneg,
    "icmp": _parse_compare,
    "fcmp": _parse_compare,
    **dict.fromkeys(_CASTS, _parse_cast),
    "select": _parse_select,
    "freeze": _parse_freeze,
    "load": _parse_load,
    "store": _parse_store,
    "getelementptr": _parse_gep,
    "phi": _parse_phi,
    "br": _parse_br,
    "switch": _parse_switch,
    "ret": _parse_ret,
    "unreachable": _parse_unreachable,
    "alloca": _parse_alloca,
    "call": _parse_call,
    "invoke": _parse_call,
}
