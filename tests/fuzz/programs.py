"""Random affine C programs for differential testing of offloading.

``generate(seed, functions)`` writes a complete C99 program: a handful of
global arrays (double matrices ``A B C``, vectors ``x y z``, an int matrix
``K``), a deterministic initialisation, ``functions`` functions
``f<k>(int n, int m)`` each holding one random affine loop nest, and a
``main`` that runs them in order with ``n`` and ``m`` from argv and prints a
checksum line per array.

The nests are written to have dependences: statements read the arrays they
and their neighbours write, at offsets of -1, 0 and +1 and transposed, so a
mapper that parallelises a loop it must not, reorders statements wrongly or
copies too little to or from the device changes the output. Shapes: up to
three loops, optionally inside a sequential time loop; rectangular,
triangular, strided and reversed loops; affine and quasi-affine conditions;
statements at several depths; reductions into an array element and into a
scalar accumulator (a ``double s`` carried by the innermost loop); integer
statements with ``%``. With ``leaving``, functions also return the
element some assignments wrote last and a counter's last value (values
leaving the SCoP); with ``data_ifs``, some assignments are under ``if``s on
array values (region statements).

Every counter stays in ``[1, DIM - 1)`` whatever ``n`` and ``m`` are (the
program clamps them), so every subscript ``v + c`` with ``|c| <= 1`` is in
bounds: the programs are free of undefined behaviour. The arithmetic is
plain and in a fixed order, so an offloaded run must print exactly what an
unmodified run prints.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

#: every array dimension
DIM = 40
MATRICES = ("A", "B", "C")
VECTORS = ("x", "y", "z")
COEFFICIENTS = ("0.5", "0.25", "0.75", "-0.5", "1.5", "0.125")


@dataclass
class _Nest:
    """The state of one function while its nest is generated."""

    rng: random.Random
    lines: list[str] = field(default_factory=list)
    scalars: int = 0

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)


def _extent(rng: random.Random) -> str:
    return rng.choice(["n", "m"])


def _loop(rng: random.Random, var: str, outer: list[str]) -> tuple[str, bool]:
    """A loop header over ``var``; the flag says whether ``var`` may be
    used as a subscript with an offset (it stays within [1, DIM - 1))."""
    hi = _extent(rng)
    kind = rng.choice(["up", "up", "up", "tri", "tri-upper", "step", "down", "half"])
    if kind == "tri" and outer:
        o = rng.choice(outer)
        return f"for (int {var} = 1; {var} < {o}; {var}++)", True
    if kind == "tri-upper" and outer:
        o = rng.choice(outer)
        return f"for (int {var} = {o}; {var} < {hi} - 1; {var}++)", True
    if kind == "step":
        return f"for (int {var} = 1; {var} < {hi} - 1; {var} += {rng.choice([2, 3])})", True
    if kind == "down":
        return f"for (int {var} = {hi} - 2; {var} >= 1; {var}--)", True
    if kind == "half":
        return f"for (int {var} = 1; {var} < ({hi} - 1) / 2 + 1; {var}++)", True
    return f"for (int {var} = 1; {var} < {hi} - 1; {var}++)", True


def _index(rng: random.Random, counters: list[str]) -> str:
    if not counters or rng.random() < 0.08:
        return str(rng.randrange(1, 8))
    v = rng.choice(counters)
    c = rng.choice([0, 0, 0, 1, -1])
    return v if c == 0 else f"{v} {'+' if c > 0 else '-'} {abs(c)}"


def _ref(rng: random.Random, counters: list[str], *, arrays=None) -> str:
    """A reference to a double array element."""
    name = rng.choice(arrays or (*MATRICES, *VECTORS))
    if name in MATRICES:
        return f"{name}[{_index(rng, counters)}][{_index(rng, counters)}]"
    return f"{name}[{_index(rng, counters)}]"


def _value(rng: random.Random, counters: list[str]) -> str:
    """A double expression over array elements, counters and constants."""
    terms = []
    for _ in range(rng.choice([1, 2, 2, 3])):
        kind = rng.random()
        if kind < 0.6:
            terms.append(f"{rng.choice(COEFFICIENTS)} * {_ref(rng, counters)}")
        elif kind < 0.75:
            terms.append(f"{_ref(rng, counters)} * {_ref(rng, counters)}")
        elif kind < 0.85 and counters:
            terms.append(f"(double)({rng.choice(counters)} % 5) * 0.0625")
        elif kind < 0.92:
            terms.append(f"{_ref(rng, counters)} / (1.0 + {_ref(rng, counters)} * {_ref(rng, counters)})")
        else:
            terms.append(f"sqrt(fabs({_ref(rng, counters)}))")
    return " + ".join(terms)


def _condition(rng: random.Random, counters: list[str]) -> str | None:
    if not counters or rng.random() < 0.7:
        return None
    a = rng.choice(counters)
    b = rng.choice(counters)
    return rng.choice(
        [f"{a} <= {b}", f"({a} + {b}) % 2 == 0", f"{a} > 2", f"{a} + {b} < n", f"{a} / 3 != 2"]
    )


def _statement(nest: _Nest, indent: int, counters: list[str]) -> None:
    rng = nest.rng
    cond = _condition(rng, counters)
    if cond is not None:
        nest.emit(indent, f"if ({cond}) {{")
        indent += 1
    kind = rng.random()
    if kind < 0.12 and len(counters) >= 2:
        a, b = rng.sample(counters, 2)
        nest.emit(indent, f"K[{a}][{b}] = (K[{a} - 1][{b}] + 3 * K[{a}][{b} - 1] + {a} * {b}) % 1009;")
    elif kind < 0.4:
        target = _ref(rng, counters)
        nest.emit(indent, f"{target} = {rng.choice(COEFFICIENTS)} * {target} + {_value(rng, counters)};")
    elif kind < 0.55:
        target = _ref(rng, counters)
        nest.emit(indent, f"{target} += {_ref(rng, counters)} * {_ref(rng, counters)};")
    else:
        nest.emit(indent, f"{_ref(rng, counters)} = {_value(rng, counters)};")
    if cond is not None:
        nest.emit(indent - 1, "}")


def _accumulation(nest: _Nest, indent: int, counters: list[str], var: str) -> None:
    """``s = init; for var: s += ...; target = s``: a reduction through a
    scalar the innermost loop carries."""
    rng = nest.rng
    s = f"s{nest.scalars}"
    nest.scalars += 1
    target = _ref(rng, counters)
    nest.emit(indent, f"double {s} = {rng.choice(COEFFICIENTS)} * {target};")
    header, _ = _loop(rng, var, counters)
    nest.emit(indent, header + " {")
    inner = [*counters, var]
    nest.emit(indent + 1, f"{s} += {_ref(rng, inner)} * {_ref(rng, inner)};")
    nest.emit(indent, "}")
    nest.emit(indent, f"{target} = {s};")


def _body(nest: _Nest, indent: int, counters: list[str], depth: int, names: list[str]) -> None:
    rng = nest.rng
    level = len(counters)
    if level == depth:
        for _ in range(rng.choice([1, 1, 2])):
            _statement(nest, indent, counters)
        return
    if level == depth - 1 and level >= 1 and rng.random() < 0.25:
        _accumulation(nest, indent, counters, names[level])
        return
    if level > 0 and rng.random() < 0.3:
        _statement(nest, indent, counters)
    header, _ = _loop(rng, names[level], counters)
    nest.emit(indent, header + " {")
    _body(nest, indent + 1, [*counters, names[level]], depth, names)
    nest.emit(indent, "}")
    if level > 0 and rng.random() < 0.2:
        _statement(nest, indent, counters)
    if level == 0 and rng.random() < 0.3:
        # A second nest in the same function: several kernels per SCoP.
        header, _ = _loop(rng, names[0], [])
        nest.emit(indent, header + " {")
        _body(nest, indent + 1, [names[0]], min(depth, 2), names)
        nest.emit(indent, "}")


def _function(rng: random.Random, k: int) -> list[str]:
    nest = _Nest(rng)
    depth = rng.choice([1, 2, 2, 2, 3, 3])
    indent = 1
    if rng.random() < 0.3:
        nest.emit(indent, f"for (int t = 0; t < {rng.choice([2, 3])}; t++) {{")
        indent += 1
    _body(nest, indent, [], depth, ["i", "j", "k"])
    if indent == 2:
        nest.emit(1, "}")
    return [f"__attribute__((noinline)) void f{k}(int n, int m)", "{", *nest.lines, "}"]


_ASSIGNMENT = re.compile(r"^(\s*)([A-Cx-z]\[[^=]*\]) (?:\+)?= .*;$")
_FOR = re.compile(r"^(\s*)for \(int (\w) = .*\{$")


def _with_leaving_values(rng: random.Random, lines: list[str]) -> list[str]:
    """The function ``lines`` (a ``void`` nest) returning values its nest
    computed: ``last``, the element some assignments inside the nest wrote
    last (at any depth, under conditions too), and ``count``, a counter's
    last value; each keeps its first value where its loop never runs. The
    values leave the SCoP: the host hands them back."""
    head, body = lines[:2], lines[2:-1]
    first = rng.choice(COEFFICIENTS)
    out = [head[0].replace("void ", "double ", 1), "{", f"    double last = {first};", "    long count = -3;"]
    assignments = [k for k, line in enumerate(body) if _ASSIGNMENT.match(line)]
    loops = [k for k, line in enumerate(body) if _FOR.match(line)]
    chosen = set(rng.sample(assignments, min(len(assignments), rng.choice([1, 1, 2]))))
    counted = rng.choice(loops) if loops and rng.random() < 0.7 else None
    for k, line in enumerate(body):
        out.append(line)
        if k in chosen:
            m = _ASSIGNMENT.match(line)
            out.append(f"{m.group(1)}last = {m.group(2)};")
        if k == counted:
            m = _FOR.match(line)
            out.append(f"{m.group(1)}    count = {m.group(2)} * 3 + 1;")
    return [*out, "    return last + (double)count * 0.5;", "}"]


def _data_condition(rng: random.Random, counters: list[str]) -> str:
    """A condition on array values (not affine): a region statement."""
    v = rng.choice(counters)
    w = rng.choice(counters)
    return rng.choice([
        f"{rng.choice(VECTORS)}[{v}] > {rng.choice(['0.3', '0.5', '0.1'])}",
        f"A[{v}][{w}] < B[{w}][{v}]",
        f"K[{v}][{w}] % 3 == 1",
        f"{rng.choice(VECTORS)}[{v}] < 0.6 && C[{w}][{v}] > 0.2",
        f"y[{v}] > 0.7 || x[{w}] < 0.2",
    ])


def _with_data_conditions(rng: random.Random, lines: list[str]) -> list[str]:
    """The function ``lines`` with some assignments inside its loops under
    ``if``s on array values, some with an ``else`` that scales the same
    element."""
    out: list[str] = []
    scope: list[tuple[int, str]] = []  # (indent, counter) of the open loops
    for line in lines:
        indent = len(line) - len(line.lstrip())
        if scope and line.strip() == "}" and indent == scope[-1][0]:
            scope.pop()  # the loop closes
        m = _FOR.match(line)
        if m is not None:
            out.append(line)
            scope.append((indent, m.group(2)))
            continue
        a = _ASSIGNMENT.match(line)
        if a is None or not scope or rng.random() < 0.6:
            out.append(line)
            continue
        pad = a.group(1)
        out.append(f"{pad}if ({_data_condition(rng, [v for _, v in scope])}) {{")
        out.append("    " + line)
        if rng.random() < 0.4:
            out.append(f"{pad}}} else {{")
            out.append(f"{pad}    {a.group(2)} = {rng.choice(COEFFICIENTS)} * {a.group(2)};")
        out.append(f"{pad}}}")
    return out


def generate(seed: int, functions: int, *, leaving: bool = False, data_ifs: bool = False) -> str:
    """The C source of a program of ``functions`` random nests; with
    ``leaving``, each function also returns values computed in its nest,
    with ``data_ifs`` some assignments are under conditions on array
    values (both drawn apart: the nests are those of the same seed
    without them)."""
    return "\n".join([
        *_prelude(f"/* polyoff offload fuzz program, seed {seed} */"),
        *_nests(seed, functions, leaving=leaving, data_ifs=data_ifs),
        *_main_head(),
        *_runs(range(functions), leaving, 1),
        "    return 0;",
        "}",
        "",
    ])


def generate_seeds(seeds, functions: int, *, leaving: bool = False, data_ifs: bool = False) -> str:
    """One program holding the nests of several seeds' programs: for each
    seed in turn, the arrays initialised afresh, the nests of
    ``generate(seed, functions, ...)`` (numbered on from the previous
    seed's) and their checksums after a ``seed S`` line. It computes and
    prints what the seeds' own programs print one after the other, in one
    polyoff process per run instead of one per seed (the test suite's
    fuzz tests: fewer processes for the same nests)."""
    seeds = list(seeds)
    out = [*_prelude(f"/* polyoff offload fuzz program, seeds {' '.join(map(str, seeds))} */")]
    for g, seed in enumerate(seeds):
        out += _nests(seed, functions, leaving=leaving, data_ifs=data_ifs, first=g * functions)
    out += _main_head()
    for g, seed in enumerate(seeds):
        out += [f'    printf("seed {seed}\\n");', "    {"]
        out += _runs(range(g * functions, (g + 1) * functions), leaving, 2)
        out += ["    }"]
    return "\n".join([*out, "    return 0;", "}", ""])


def _prelude(title: str) -> list[str]:
    """The program up to its nests: arrays, ``init``, the checksums."""
    return [
        title,
        "#include <math.h>",
        "#include <stdio.h>",
        "#include <stdlib.h>",
        "",
        f"#define DIM {DIM}",
        "double A[DIM][DIM], B[DIM][DIM], C[DIM][DIM], x[DIM], y[DIM], z[DIM];",
        "int K[DIM][DIM];",
        "",
        "static void init(void)",
        "{",
        "    for (int i = 0; i < DIM; i++) {",
        "        x[i] = (double)(i % 7) / 7.0;",
        "        y[i] = (double)((i * 3) % 11) / 11.0;",
        "        z[i] = (double)((i * 5 + 1) % 13) / 13.0;",
        "        for (int j = 0; j < DIM; j++) {",
        "            A[i][j] = (double)((i * j + 1) % 17) / 17.0;",
        "            B[i][j] = (double)((i + 2 * j) % 19) / 19.0 - 0.5;",
        "            C[i][j] = (double)((3 * i + j) % 23) / 23.0;",
        "            K[i][j] = (i * 7 + j * 13) % 101;",
        "        }",
        "    }",
        "}",
        "",
        "static void print2(const char *name, double a[DIM][DIM])",
        "{",
        "    double sum = 0.0, weighted = 0.0;",
        "    for (int i = 0; i < DIM; i++)",
        "        for (int j = 0; j < DIM; j++) {",
        "            sum += a[i][j];",
        "            weighted += a[i][j] * (double)((i * DIM + j) % 97 + 1);",
        "        }",
        '    printf("%s %.17g %.17g\\n", name, sum, weighted);',
        "}",
        "",
        "static void print1(const char *name, double *a)",
        "{",
        "    double sum = 0.0, weighted = 0.0;",
        "    for (int i = 0; i < DIM; i++) {",
        "        sum += a[i];",
        "        weighted += a[i] * (double)(i % 97 + 1);",
        "    }",
        '    printf("%s %.17g %.17g\\n", name, sum, weighted);',
        "}",
    ]


def _nests(seed: int, functions: int, *, leaving: bool, data_ifs: bool, first: int = 0) -> list[str]:
    """The functions ``f<first>`` ... of seed ``seed``'s ``functions`` nests."""
    rng = random.Random(seed)
    leaving_rng = random.Random(seed * 7919 + 1)
    data_rng = random.Random(seed * 104729 + 3)
    out: list[str] = []
    for k in range(functions):
        function = _function(rng, first + k)
        if data_ifs:
            function = _with_data_conditions(data_rng, function)
        out += ["", *(_with_leaving_values(leaving_rng, function) if leaving else function)]
    return out


def _main_head() -> list[str]:
    return [
        "",
        "int main(int argc, char **argv)",
        "{",
        "    int n = argc > 1 ? atoi(argv[1]) : DIM, m = argc > 2 ? atoi(argv[2]) : DIM - 3;",
        "    /* Counters stay in [1, DIM - 1): subscripts v - 1 and v + 1 are in bounds. */",
        "    n = n < 0 ? 0 : n > DIM ? DIM : n;",
        "    m = m < 0 ? 0 : m > DIM ? DIM : m;",
        "#ifdef FUZZ_CONSTANT_SIZES",
        "    /* Compile-time sizes: inlined nests with constant trip counts, whose",
        "       vector loops an optimising compiler keeps without a scalar loop. */",
        "    n = DIM;",
        "    m = DIM - 8;",
        "#endif",
    ]


def _runs(numbers, leaving: bool, indent: int) -> list[str]:
    """``init()``, the calls of functions ``f<k>`` for ``k`` in
    ``numbers`` (printing what they return, with ``leaving``), then the
    arrays' checksums."""
    pad = "    " * indent
    out = [f"{pad}init();"]
    if leaving:
        out += [f'{pad}printf("f{k} %.17g\\n", f{k}(n, m));' for k in numbers]
    else:
        out += [f"{pad}f{k}(n, m);" for k in numbers]
    out += [f'{pad}print2("A", A);', f'{pad}print2("B", B);', f'{pad}print2("C", C);']
    out += [f'{pad}print1("x", x);', f'{pad}print1("y", y);', f'{pad}print1("z", z);']
    return [
        *out,
        f"{pad}long ksum = 0;",
        f"{pad}for (int i = 0; i < DIM; i++)",
        f"{pad}    for (int j = 0; j < DIM; j++)",
        f"{pad}        ksum += (long)K[i][j] * ((i * DIM + j) % 97 + 1);",
        f'{pad}printf("K %ld\\n", ksum);',
    ]
