"""Random loop nests over pointer parameters, as library code is written:
the arrays a function works on arrive as arguments, so polyoff cannot see
at compile time whether they overlap, and their element types vary.

``generate_pointers(seed, functions)`` writes a C99 program with one pool
per element type (``double``, ``float``, ``int``, ``unsigned``, ``long``)
and ``functions`` functions ``p<k>(int n, int m, ...)`` whose array
parameters are

* flat pointers indexed with the constant row stride ``DIM``
  (``a[i * DIM + j]``),
* flat pointers indexed with a row stride passed as an argument
  (``a[i * s + j]``; ``s`` is ``DIM``, ``m`` or 7, so rows may overlap and
  delinearisation must not assume they do not),
* C99 array parameters (``double (*a)[DIM]``) and vectors (``double *v``).

``main`` calls every function once or twice with pointers into the pools:
distinct regions, the same pointer for two parameters, or regions that
overlap by a row or an element, so the run-time alias checks of an
offloaded SCoP must keep the overlapping calls on the CPU (or prove them
harmless) and the others give the same output on the device.

Arithmetic is free of undefined behaviour: signed integers stay small
through ``% 1009``, unsigned ones wrap as C defines, shifts are right
shifts, every subscript is in its pool (counters stay in ``[1, DIM - 1)``
whatever ``n`` and ``m`` are).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

DIM = 24
POOL = 3 * DIM * DIM + 4 * DIM
#: element offsets of the pointers main passes: apart, or overlapping
OFFSETS = (0, DIM * DIM, 2 * DIM * DIM, 1, DIM, DIM + 1)
TYPES = ("double", "float", "int", "unsigned", "long")
POOLS = {"double": "PD", "float": "PF", "int": "PI", "unsigned": "PU", "long": "PL"}


@dataclass
class _Param:
    name: str
    type: str
    #: "flat" (a[i * DIM + j]), "strided" (a[i * s + j]), "array" (a[i][j]), "vector" (a[i])
    shape: str

    def declaration(self) -> str:
        if self.shape == "array":
            return f"{self.type} (*{self.name})[DIM]"
        return f"{self.type} *{self.name}"

    def ref(self, i: str, j: str | None) -> str:
        if self.shape == "vector":
            return f"{self.name}[{i}]"
        if self.shape == "array":
            return f"{self.name}[{i}][{j}]"
        stride = "DIM" if self.shape == "flat" else "s"
        return f"{self.name}[({i}) * {stride} + ({j})]"


@dataclass
class _Function:
    rng: random.Random
    params: list[_Param]
    counter_type: str
    lines: list[str] = field(default_factory=list)

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)


def _index(rng: random.Random, counters: list[str], halves: set[str]) -> str:
    if not counters or rng.random() < 0.06:
        return str(rng.randrange(1, 6))
    v = rng.choice(counters)
    if v in halves and rng.random() < 0.4:
        return f"2 * {v}"
    kind = rng.random()
    if kind < 0.15:
        return f"DIM - 1 - {v}" if rng.random() < 0.5 else f"{v} / 2"
    c = rng.choice([0, 0, 0, 1, -1])
    return v if c == 0 else f"{v} {'+' if c > 0 else '-'} {abs(c)}"


def _ref(f: _Function, p: _Param, counters: list[str], halves: set[str]) -> str:
    i = _index(f.rng, counters, halves)
    j = None if p.shape == "vector" else _index(f.rng, counters, halves)
    return p.ref(i, j)


def _as(expr: str, src: str, dst: str) -> str:
    """``expr`` of element type ``src`` converted to ``dst`` without
    undefined behaviour (floating values never become integers)."""
    if src == dst:
        return expr
    if dst in ("double", "float"):
        return f"({dst})({expr})"
    if src in ("double", "float"):
        return "1"
    if src == "unsigned" and dst == "int":
        return f"(int)({expr} % 1009u)"
    return f"({dst})({expr})"


def _value(f: _Function, target: _Param, counters: list[str], halves: set[str]) -> str:
    rng = f.rng
    t = target.type
    reads = [p for p in f.params if rng.random() < 0.7] or [target]
    terms = [_as(_ref(f, p, counters, halves), p.type, t) for p in reads[:3]]
    if t in ("double", "float"):
        k = "f" if t == "float" else ""
        ops = [f"0.5{k} * {terms[0]}"]
        for term in terms[1:]:
            ops.append(rng.choice([f"{term}", f"-0.25{k} * {term}", f"{term} / (1.0{k} + {term} * {term})"]))
        if counters and rng.random() < 0.3:
            ops.append(f"({t})({rng.choice(counters)} % 5) * 0.125{k}")
        return " + ".join(ops)
    if t == "unsigned":
        ops = [f"{terms[0]} * 2654435761u"]
        ops += [rng.choice([f"({term} >> 3)", f"({term} ^ 0x9e37u)", f"{term}"]) for term in terms[1:]]
        return " + ".join(ops)
    if t == "long":
        ops = [f"{terms[0]} * 7"] + [f"{term}" for term in terms[1:]]
        return f"({' + '.join(ops)}) % 100003"
    ops = [f"{terms[0]} * 3"]
    for term in terms[1:]:
        ops.append(rng.choice([f"{term}", f"({term} < {terms[0]} ? {term} : {terms[0]})", f"({term} >> 1)"]))
    return f"({' + '.join(ops)}) % 1009"


def _statement(f: _Function, indent: int, counters: list[str], halves: set[str]) -> None:
    rng = f.rng
    target = rng.choice(f.params)
    if target.shape == "vector" and not counters:
        return
    guard = None
    if counters and rng.random() < 0.25:
        a, b = rng.sample(counters, 2) if len(counters) > 1 else (counters[0], "m")
        guard = rng.choice([f"{a} <= {b}", f"({a} + {b}) % 3 != 0", f"{a} > 2"])
    if guard:
        f.emit(indent, f"if ({guard}) {{")
        indent += 1
    lhs = _ref(f, target, counters, halves)
    f.emit(indent, f"{lhs} = {_value(f, target, counters, halves)};")
    if guard:
        f.emit(indent - 1, "}")


def _loop(f: _Function, var: str, outer: list[str]) -> tuple[str, bool]:
    rng = f.rng
    t = f.counter_type
    hi = rng.choice(["n", "m"])
    kind = rng.choice(["up", "up", "up", "tri", "down", "half"])
    if t == "unsigned":
        # i + 1 < n: never wraps for n = 0
        return f"for (unsigned {var} = 1; {var} + 1 < (unsigned){hi}; {var}++)", False
    if kind == "tri" and outer:
        return f"for ({t} {var} = 1; {var} < {rng.choice(outer)}; {var}++)", False
    if kind == "down":
        return f"for ({t} {var} = {hi} - 2; {var} >= 1; {var}--)", False
    if kind == "half":
        return f"for ({t} {var} = 1; {var} < ({hi} - 1) / 2; {var}++)", True
    return f"for ({t} {var} = 1; {var} < {hi} - 1; {var}++)", False


def _body(f: _Function, indent: int, counters: list[str], halves: set[str], depth: int) -> None:
    level = len(counters)
    if level == depth:
        for _ in range(f.rng.choice([1, 1, 2])):
            _statement(f, indent, counters, halves)
        return
    var = "ijk"[level]
    header, half = _loop(f, var, counters)
    f.emit(indent, header + " {")
    _body(f, indent + 1, [*counters, var], halves | ({var} if half else set()), depth)
    f.emit(indent, "}")
    if level > 0 and f.rng.random() < 0.2:
        _statement(f, indent, counters, halves)


def _function(rng: random.Random, k: int) -> tuple[list[str], _Function]:
    params = []
    for q in range(rng.choice([2, 2, 3])):
        t = rng.choice(TYPES) if q else rng.choice(("double", "double", "float", "int", "unsigned", "long"))
        shape = rng.choice(["flat", "flat", "strided", "array", "vector"])
        params.append(_Param(f"a{q}", t, shape))
    f = _Function(rng, params, rng.choice(["int", "int", "int", "long", "unsigned"]))
    depth = 1 if all(p.shape == "vector" for p in params) else rng.choice([1, 2, 2, 3])
    indent = 1
    if rng.random() < 0.2:
        f.emit(1, "for (int t = 0; t < 2; t++) {")
        indent = 2
    _body(f, indent, [], set(), depth)
    if indent == 2:
        f.emit(1, "}")
    decl = ", ".join(p.declaration() for p in params)
    head = f"__attribute__((noinline)) void p{k}(int n, int m, int s, {decl})"
    return [head, "{", *f.lines, "}"], f


def _call(rng: random.Random, k: int, f: _Function) -> str:
    args = []
    for p in f.params:
        pool = POOLS[p.type]
        same = [a for a, q in zip(args, f.params, strict=False) if q.type == p.type]
        if same and rng.random() < 0.25:
            ptr = rng.choice(same)
        else:
            ptr = f"{pool} + {rng.choice(OFFSETS)}"
        args.append(ptr if p.shape != "array" else f"(void *)({ptr})")
    stride = rng.choice(["DIM", "m", "7"])
    return f"    p{k}(n, m, {stride}, {', '.join(args)});"


def generate_pointers(seed: int, functions: int = 4) -> str:
    """The C source of a program of ``functions`` random nests over pointers."""
    rng = random.Random(seed)
    out = [
        f"/* polyoff pointer-parameter fuzz program, seed {seed} */",
        "#include <stdio.h>",
        "#include <stdlib.h>",
        "",
        f"#define DIM {DIM}",
        f"#define POOL {POOL}",
        "double PD[POOL]; float PF[POOL]; int PI[POOL]; unsigned PU[POOL]; long PL[POOL];",
        "",
        "static void init(void)",
        "{",
        "    for (int i = 0; i < POOL; i++) {",
        "        PD[i] = (double)((i * 7 + 1) % 17) / 17.0 - 0.25;",
        "        PF[i] = (float)((i * 5 + 2) % 13) / 13.0f;",
        "        PI[i] = (i * 13 + 5) % 101;",
        "        PU[i] = (unsigned)i * 2246822519u;",
        "        PL[i] = (long)((i * 11 + 3) % 997);",
        "    }",
        "}",
    ]
    functions_ = []
    for k in range(functions):
        lines, f = _function(rng, k)
        functions_.append(f)
        out += ["", *lines]
    out += [
        "",
        "int main(int argc, char **argv)",
        "{",
        "    int n = argc > 1 ? atoi(argv[1]) : DIM, m = argc > 2 ? atoi(argv[2]) : DIM - 3;",
        "    n = n < 0 ? 0 : n > DIM ? DIM : n;",
        "    m = m < 0 ? 0 : m > DIM ? DIM : m;",
        "    init();",
    ]
    for k, f in enumerate(functions_):
        for _ in range(rng.choice([1, 1, 2])):
            out.append(_call(rng, k, f))
    out += [
        "    double sd = 0, wd = 0, sf = 0, wf = 0;",
        "    long si = 0, su = 0, sl = 0;",
        "    for (int i = 0; i < POOL; i++) {",
        "        sd += PD[i]; wd += PD[i] * (i % 89 + 1);",
        "        sf += PF[i]; wf += (double)PF[i] * (i % 83 + 1);",
        "        si += (long)PI[i] * (i % 79 + 1);",
        "        su += (long)(PU[i] % 65521u) * (i % 73 + 1);",
        "        sl += PL[i] * (i % 71 + 1);",
        "    }",
        '    printf("%.17g %.17g %.17g %.17g %ld %ld %ld\\n", sd, wd, sf, wf, si, su, sl);',
        "    return 0;",
        "}",
        "",
    ]
    return "\n".join(out)
