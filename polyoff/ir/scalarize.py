"""Split the vector instructions LLVM's vectorisers left into one scalar
instruction per lane.

The loop vectoriser keeps a scalar loop behind its guards only where the
trip count may not be a multiple of its vector width; with constant bounds
(PolyBench's own sources, kernels inlined into ``main``) the vector loop is
all there is, and SLP vectorisation packs straight-line code the same way.
`polyoff.ir.devectorize` can take back only the first kind. What is left is
rewritten lane by lane, as LLVM's own Scalarizer pass does (which llvmlite
does not expose): a ``<4 x double>`` load becomes four loads of consecutive
elements, a ``fmul <4 x double>`` four ``fmul double``, a vector phi four
phis, an ``insertelement``/``shufflevector``/``extractelement`` a choice of
lanes. Each lane computes exactly what the vector lane computed, so the
program's results do not change; a vector loop becomes a loop whose counter
steps by its width, with a statement per lane that the polyhedral model
reads as it reads any unrolled loop.

Only instructions whose lanes are independent are split: a function with
anything else of vector type (a vector argument or result, a gather, a
masked load, a bitcast that changes the lane count, a floating-point
reduction with ``reassoc``, a call to a function that takes a vector) is
left as it is and rejected later with the vectorised-IR reason.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from polyoff.ir.model import ConstExpr, Instruction, LocalRef, Operand, quote_name
from polyoff.ir.parser import parse_instruction, split_top_level

_VECTOR = re.compile(r"^<(\d+) x ([^<>]+)>$")
_HAS_VECTOR = re.compile(r"<\d+ x ")
_LABEL = re.compile(r'^([-\w$.]+|"[^"]+"):')
_ELEMENT_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "half": 2, "bfloat": 2,
                  "float": 4, "double": 8, "ptr": 8}
_BINARY = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and",
           "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem"}
_CASTS = {"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
          "ptrtoint", "inttoptr", "bitcast"}
#: element-wise intrinsics: name stem -> whether every argument is a lane
#: argument (False: the last argument is a scalar flag, as abs's i1)
_ELEMENTWISE = {
    "fmuladd": True, "fma": True, "fabs": True, "sqrt": True, "copysign": True, "floor": True,
    "ceil": True, "trunc": True, "round": True, "rint": True, "nearbyint": True, "roundeven": True,
    "minnum": True, "maxnum": True, "minimum": True, "maximum": True, "smin": True, "smax": True,
    "umin": True, "umax": True, "exp": True, "exp2": True, "log": True, "log2": True,
    "log10": True, "sin": True, "cos": True, "pow": True, "abs": False, "ctpop": True,
}
#: integer reductions (exact in any order) -> the binary operation
_INT_REDUCTIONS = {"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor"}
_MINMAX_REDUCTIONS = {"smin", "smax", "umin", "umax"}
_INTRINSIC = re.compile(r"^llvm\.(vector\.reduce\.)?([a-z0-9]+)\.(.+)$")
_FAST = {"fast", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"}


class _Unsupported(Exception):
    """A vector instruction whose lanes this pass does not split."""


def _vector(ty: str) -> tuple[int, str] | None:
    m = _VECTOR.match(ty.strip())
    return (int(m.group(1)), m.group(2).strip()) if m else None


def _zero(elem: str) -> str:
    if elem == "ptr":
        return "null"
    return "0.0" if elem in ("half", "bfloat", "float", "double") else "0"


def constant_lanes(text: str, width: int, elem: str) -> list[str]:
    """The lanes of a vector constant as LLVM prints it."""
    text = text.strip()
    if text == "zeroinitializer":
        return [_zero(elem)] * width
    if text in ("poison", "undef"):
        return [text] * width
    m = re.match(r"^splat \((.*)\)$", text)
    if m:
        return [_without_type(m.group(1), elem)] * width
    if text.startswith("<") and text.endswith(">"):
        lanes = [_without_type(p, elem) for p in _parts(text[1:-1])]
        if len(lanes) == width:
            return lanes
    raise _Unsupported(f"vector constant {text}")


def _without_type(typed: str, elem: str) -> str:
    typed = typed.strip()
    if not typed.startswith(elem + " "):
        raise _Unsupported(f"lane {typed} is not of type {elem}")
    value = typed[len(elem) + 1:].strip()
    if "(" in value:  # a constant expression: leave the function alone
        raise _Unsupported(f"constant expression {value}")
    return value


@dataclass
class _Function:
    """The lane names of one function's vector values."""

    vectors: dict[str, tuple[int, str]]
    used_names: set[str]
    declarations: dict[str, str] = field(default_factory=dict)
    count: int = 0

    def lane_name(self, name: str, k: int) -> str:
        return f"{name}.lane{k}"

    def lanes(self, op: Operand) -> list[str]:
        vec = _vector(op.type)
        if vec is None:
            raise _Unsupported(f"{op.type} is not a vector")
        width, elem = vec
        if isinstance(op.value, LocalRef):
            if op.value.name not in self.vectors:
                raise _Unsupported(f"vector value %{op.value.name} not computed here")
            return ["%" + quote_name(self.lane_name(op.value.name, k)) for k in range(width)]
        if isinstance(op.value, ConstExpr):
            raise _Unsupported("vector constant expression")
        return constant_lanes(op.spelling(), width, elem)

    def result(self, inst: Instruction, k: int) -> str:
        return "%" + quote_name(self.lane_name(inst.name, k))


def scalarize(text: str) -> tuple[str, int]:
    """``text`` with the vector instructions of every function whose vector
    code is all element-wise split into lanes, and how many were split."""
    if not _HAS_VECTOR.search(text):
        return text, 0
    lines = text.split("\n")
    out: list[str] = []
    declarations: dict[str, str] = {}
    total = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("define ") and line.rstrip().endswith("{"):
            end = i + 1
            while end < len(lines) and lines[end] != "}":
                end += 1
            body = lines[i:end + 1]
            try:
                new_body, fn = _scalarize_function(body)
            except _Unsupported:
                new_body, fn = body, None
            if fn is not None:
                total += fn.count
                declarations.update(fn.declarations)
            out.extend(new_body)
            i = end + 1
            continue
        out.append(line)
        i += 1
    if not total:
        return text, 0
    declared = {m.group(1) for m in re.finditer(r"(?m)^declare [^@]*@([-\w$.]+)\(", text)}
    out.extend(decl for name, decl in sorted(declarations.items()) if name not in declared)
    return "\n".join(out), total


def _scalarize_function(body: list[str]) -> tuple[list[str], _Function | None]:
    header = body[0]
    if _HAS_VECTOR.search(header.split("(", 1)[0]) or _HAS_VECTOR.search(header):
        raise _Unsupported("vector argument or result")
    if not any(_HAS_VECTOR.search(line) for line in body[1:]):
        return body, None
    parsed: list[tuple[str, Instruction | None]] = []
    block = "entry"
    names: set[str] = set()
    for line in body[1:-1]:
        stripped = line.strip()
        label = _LABEL.match(line)
        if label and not line.startswith(" "):
            block = label.group(1).strip('"')
            parsed.append((line, None))
            continue
        if not stripped or stripped.startswith(";") or stripped.startswith("#dbg_"):
            parsed.append((line, None))
            continue
        if not _HAS_VECTOR.search(line):
            parsed.append((line, None))
            continue
        inst = parse_instruction(stripped, block)
        if inst.name is None and inst.opcode != "store":
            raise _Unsupported(f"unnamed vector instruction {stripped}")
        if inst.name is not None:
            names.add(inst.name)
        parsed.append((line, inst))
    vectors = {}
    for _, inst in parsed:
        if inst is not None and inst.name is not None:
            vec = _vector(_result_type(inst))
            if vec is not None:
                vectors[inst.name] = vec
    fn = _Function(vectors, names)
    out = [header]
    for line, inst in parsed:
        if inst is None:
            out.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        out.extend(indent + s for s in _split(fn, inst))
        fn.count += 1
    out.append(body[-1])
    return out, fn


def _result_type(inst: Instruction) -> str:
    if inst.opcode == "extractelement":
        vec = _vector(inst.operands[0].type)
        return vec[1] if vec else inst.type
    if inst.opcode == "shufflevector":
        vec, mask = _vector(inst.operands[0].type), _vector(inst.operands[2].type)
        if vec is None or mask is None:
            raise _Unsupported("shufflevector of non-vectors")
        return f"<{mask[0]} x {vec[1]}>"
    if inst.opcode == "insertelement":
        return inst.operands[0].type
    return inst.type


def _fast_flags(inst: Instruction) -> str:
    flags = sorted(f for f in inst.flags if f in _FAST)
    return " ".join(flags) + " " if flags else ""


def _int_flags(inst: Instruction) -> str:
    flags = sorted(f for f in inst.flags if f in ("nuw", "nsw", "exact", "disjoint", "nneg"))
    return " ".join(flags) + " " if flags else ""


def _split(fn: _Function, inst: Instruction) -> list[str]:
    op = inst.opcode
    lane_choice = op in ("extractelement", "insertelement", "shufflevector", "freeze")
    if "volatile" in inst.flags or "atomic" in inst.flags or ("unparsed" in inst.flags and not lane_choice):
        raise _Unsupported(f"{op} of vectors")
    if any(f in inst.flags for f in ("reassoc", "fast")):
        raise _Unsupported("reassociation allowed: the lanes' order is the vector code's own")
    handler = _HANDLERS.get(op)
    if handler is None:
        raise _Unsupported(f"vector {op}")
    return handler(fn, inst)


def _vec_of(inst: Instruction, ty: str | None = None) -> tuple[int, str]:
    vec = _vector(ty or inst.type)
    if vec is None:
        raise _Unsupported(f"{inst.opcode} of {ty or inst.type}")
    return vec


def _binary(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst)
    a, b = (fn.lanes(o) for o in inst.operands)
    flags = _fast_flags(inst) + _int_flags(inst)
    return [f"{fn.result(inst, k)} = {inst.opcode} {flags}{elem} {a[k]}, {b[k]}" for k in range(width)]


def _fneg(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst)
    a = fn.lanes(inst.operands[0])
    return [f"{fn.result(inst, k)} = fneg {_fast_flags(inst)}{elem} {a[k]}" for k in range(width)]


def _compare(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst, inst.operands[0].type)
    a, b = (fn.lanes(o) for o in inst.operands)
    return [f"{fn.result(inst, k)} = {inst.opcode} {_fast_flags(inst)}{inst.predicate} {elem} {a[k]}, {b[k]}"
            for k in range(width)]


def _cast(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst)
    src = _vector(inst.operands[0].type)
    if src is None or src[0] != width:
        raise _Unsupported(f"{inst.opcode} that changes the number of lanes")
    a = fn.lanes(inst.operands[0])
    return [f"{fn.result(inst, k)} = {inst.opcode} {_int_flags(inst)}{src[1]} {a[k]} to {elem}"
            for k in range(width)]


def _select(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst)
    cond, a, b = inst.operands
    conds = fn.lanes(cond) if _vector(cond.type) else [cond.spelling()] * width
    x, y = fn.lanes(a), fn.lanes(b)
    return [f"{fn.result(inst, k)} = select {_fast_flags(inst)}i1 {conds[k]}, {elem} {x[k]}, {elem} {y[k]}"
            for k in range(width)]


def _freeze(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst, inst.operands[0].type)
    a = fn.lanes(inst.operands[0])
    return [f"{fn.result(inst, k)} = freeze {elem} {a[k]}" for k in range(width)]


def _phi(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst)
    incoming = [(fn.lanes(o), "%" + quote_name(b)) for o, b in zip(inst.operands, inst.incoming_blocks,
                                                                    strict=True)]
    return [f"{fn.result(inst, k)} = phi {_fast_flags(inst)}{elem} "
            + ", ".join(f"[ {lanes[k]}, {b} ]" for lanes, b in incoming) for k in range(width)]


def _lane_pointer(fn: _Function, inst_name: str, ptr: str, elem: str, k: int) -> tuple[str, list[str]]:
    if k == 0:
        return ptr, []
    name = "%" + quote_name(f"{inst_name}.addr{k}")
    return name, [f"{name} = getelementptr inbounds {elem}, ptr {ptr}, i64 {k}"]


def _alignment(inst: Instruction, elem: str, k: int) -> str:
    m = re.search(r"\balign (\d+)", inst.text)
    align = int(m.group(1)) if m else _ELEMENT_BYTES.get(elem, 1)
    size = _ELEMENT_BYTES.get(elem)
    if size is None:
        raise _Unsupported(f"element type {elem}")
    return f", align {math.gcd(align, size * k) if k else align}"


def _load(fn: _Function, inst: Instruction) -> list[str]:
    width, elem = _vec_of(inst)
    ptr = inst.operands[0]
    if ptr.type != "ptr":
        raise _Unsupported("load from a vector of pointers")
    out = []
    for k in range(width):
        p, gep = _lane_pointer(fn, inst.name, ptr.spelling(), elem, k)
        out.extend(gep)
        out.append(f"{fn.result(inst, k)} = load {elem}, ptr {p}{_alignment(inst, elem, k)}")
    return out


def _store(fn: _Function, inst: Instruction) -> list[str]:
    value, ptr = inst.operands
    width, elem = _vec_of(inst, value.type)
    if ptr.type != "ptr":
        raise _Unsupported("store to a vector of pointers")
    lanes = fn.lanes(value)
    key = f"polyoff.store.{fn.count}"
    out = []
    for k in range(width):
        p, gep = _lane_pointer(fn, key, ptr.spelling(), elem, k)
        out.extend(gep)
        out.append(f"store {elem} {lanes[k]}, ptr {p}{_alignment(inst, elem, k)}")
    return out


def _copy(elem: str, value: str, name: str) -> str:
    """``name`` holds ``value`` (a no-op cast the clean-up removes)."""
    return f"{name} = bitcast {elem} {value} to {elem}"


def _constant_index(op: Operand) -> int:
    if op.is_constant and re.fullmatch(r"-?\d+", op.spelling()):
        return int(op.spelling())
    raise _Unsupported("lane chosen at run time")


def _insertelement(fn: _Function, inst: Instruction) -> list[str]:
    vec, value, index = inst.operands
    width, elem = _vec_of(inst, vec.type)
    lanes = fn.lanes(vec)
    k0 = _constant_index(index)
    if not 0 <= k0 < width:
        raise _Unsupported("lane out of range")
    lanes[k0] = value.spelling()
    return [_copy(elem, lanes[k], fn.result(inst, k)) for k in range(width)]


def _extractelement(fn: _Function, inst: Instruction) -> list[str]:
    vec, index = inst.operands
    width, elem = _vec_of(inst, vec.type)
    k0 = _constant_index(index)
    if not 0 <= k0 < width:
        raise _Unsupported("lane out of range")
    return [_copy(elem, fn.lanes(vec)[k0], "%" + quote_name(inst.name))]


def _shufflevector(fn: _Function, inst: Instruction) -> list[str]:
    a, b, mask = inst.operands
    _, elem = _vec_of(inst, a.type)
    mwidth, _ = _vec_of(inst, mask.type)
    both = fn.lanes(a) + fn.lanes(b)
    out = []
    for k, m in enumerate(constant_lanes(mask.spelling(), mwidth, "i32")):
        value = "poison" if m in ("poison", "undef") else both[int(m)]
        out.append(_copy(elem, value, fn.result(inst, k)))
    return out


def _call(fn: _Function, inst: Instruction) -> list[str]:
    m = _INTRINSIC.match(inst.callee or "")
    if m is None:
        raise _Unsupported(f"call to {inst.callee} with vectors")
    reduction, stem, suffix = m.groups()
    tail = "tail " if "tail" in inst.flags else ""
    if reduction:
        return _reduction(fn, inst, stem)
    if stem not in _ELEMENTWISE or inst.name is None:
        raise _Unsupported(f"call to {inst.callee}")
    width, elem = _vec_of(inst)
    lane_args = inst.operands if _ELEMENTWISE[stem] else inst.operands[:-1]
    extra = [] if _ELEMENTWISE[stem] else [f"{o.type} {o.spelling()}" for o in inst.operands[-1:]]
    lanes = [fn.lanes(o) for o in lane_args]
    scalar_suffix = re.sub(r"^v\d+", "", suffix)
    callee = f"llvm.{stem}.{scalar_suffix}"
    arg_types = [elem] * len(lanes) + [o.type for o in inst.operands[len(lanes):]]
    fn.declarations[callee] = f"declare {elem} @{callee}({', '.join(arg_types)})"
    return [f"{fn.result(inst, k)} = {tail}call {_fast_flags(inst)}{elem} @{callee}("
            + ", ".join([f"{elem} {lane[k]}" for lane in lanes] + extra) + ")"
            for k in range(width)]


def _reduction(fn: _Function, inst: Instruction, stem: str) -> list[str]:
    """An integer reduction (exact in any order) or an ordered
    floating-point sum: a chain of scalar operations, lane 0 first."""
    name = inst.name
    if name is None:
        raise _Unsupported("reduction without a result")
    if stem in ("fadd", "fmul"):
        start, vec = inst.operands
        ops, chain_op = fn.lanes(vec), stem
        acc, elem = start.spelling(), start.type
    elif stem in _INT_REDUCTIONS or stem in _MINMAX_REDUCTIONS:
        (vec,) = inst.operands
        ops = fn.lanes(vec)
        elem = _vec_of(inst, vec.type)[1]
        acc, ops, chain_op = ops[0], ops[1:], _INT_REDUCTIONS.get(stem, stem)
    else:
        raise _Unsupported(f"reduction {stem}")
    out = []
    for k, lane in enumerate(ops):
        target = "%" + quote_name(name if k == len(ops) - 1 else f"{name}.acc{k}")
        if chain_op in _MINMAX_REDUCTIONS:
            callee = f"llvm.{chain_op}.{_mangle(elem)}"
            fn.declarations[callee] = f"declare {elem} @{callee}({elem}, {elem})"
            out.append(f"{target} = call {elem} @{callee}({elem} {acc}, {elem} {lane})")
        else:
            out.append(f"{target} = {chain_op} {_fast_flags(inst)}{elem} {acc}, {lane}")
        acc = target
    if not ops:
        out.append(_copy(elem, acc, "%" + quote_name(name)))
    return out


def _mangle(elem: str) -> str:
    return {"float": "f32", "double": "f64", "half": "f16"}.get(elem, elem)


_HANDLERS = {
    **dict.fromkeys(_BINARY, _binary),
    **dict.fromkeys(_CASTS, _cast),
    "fneg": _fneg,
    "icmp": _compare,
    "fcmp": _compare,
    "select": _select,
    "freeze": _freeze,
    "phi": _phi,
    "load": _load,
    "store": _store,
    "insertelement": _insertelement,
    "extractelement": _extractelement,
    "shufflevector": _shufflevector,
    "call": _call,
}


def _parts(text: str) -> list[str]:
    return [p.strip() for p in split_top_level(text)]
