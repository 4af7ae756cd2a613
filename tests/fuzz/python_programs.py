"""Random Python loop nests over NumPy arrays, for differential testing of
``@polyoff.offload`` (``scripts/fuzz_python``).

``generate_python(seed, functions)`` returns the source of a module with
``functions`` functions ``f<k>(A, B, x, y, n, m, alpha)``: ``A`` and ``B``
are ``D x D`` matrices, ``x`` and ``y`` vectors of ``D``, each of a dtype
the seed picks (float64, float32, int64, int32, mixed within a program),
``n`` and ``m`` loop extents at most ``D`` and ``alpha`` a Python or NumPy
scalar. The bodies mix the forms a NumPy user writes:

* element loops (rectangular, triangular, reversed, strided) with affine
  subscripts at offsets -1, 0, +1, ``2 * i`` and ``D - 1 - i``, affine
  conditions, accumulators carried by the innermost loop;
* slice statements that read the array they write at another offset
  (NumPy evaluates the right-hand side first), whole-array stencils,
  in-place operators on slices, broadcasting of scalars and rows;
* reductions (``.sum()``, ``np.dot``) over slices, and a ``return``.

Integer arithmetic stays small (``% 1009``) and never divides by zero;
every subscript is in range whatever ``n`` and ``m`` are (counters stay in
``[1, D - 1)``), so the undecorated function defines the expected result
bit for bit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

D = 12
DTYPES = ("float64", "float32", "int64", "int32")


@dataclass
class _Fn:
    rng: random.Random
    dtypes: dict[str, str]
    lines: list[str] = field(default_factory=list)
    accumulators: int = 0
    #: names of scalar results to return at the end
    results: list[str] = field(default_factory=list)

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def is_float(self, name: str) -> bool:
        return self.dtypes[name].startswith("float")


def _index(rng: random.Random, counters: list[str], halves: set[str]) -> str:
    if not counters or rng.random() < 0.06:
        return str(rng.randrange(1, 5))
    v = rng.choice(counters)
    if v in halves and rng.random() < 0.4:
        return f"2 * {v}"
    if rng.random() < 0.1:
        return f"{D - 1} - {v}"
    c = rng.choice([0, 0, 0, 1, -1])
    return v if c == 0 else f"{v} {'+' if c > 0 else '-'} {abs(c)}"


def _ref(f: _Fn, name: str, counters: list[str], halves: set[str]) -> str:
    if name in ("A", "B"):
        return f"{name}[{_index(f.rng, counters, halves)}, {_index(f.rng, counters, halves)}]"
    return f"{name}[{_index(f.rng, counters, halves)}]"


def _float_expr(f: _Fn, terms: list[str]) -> str:
    rng = f.rng
    out = [f"{rng.choice(['0.5', '0.25', '-0.75', '1.5', 'alpha'])} * {terms[0]}"]
    for t in terms[1:]:
        out.append(rng.choice([t, f"{t} * {terms[0]}", f"{t} / (1.0 + {t} * {t})", f"abs({t})",
                               f"min({t}, {terms[0]})", f"math.sqrt(abs({t}))", f"{t} ** 2",
                               f"{t} // 0.375", f"{t} % 0.625", f"-{t} * {t} * {t}"]))
    return " + ".join(out)


def _int_expr(f: _Fn, terms: list[str]) -> str:
    rng = f.rng
    if rng.random() < 0.15:
        # NumPy integers wrap: a multiplier that overflows int32 (and,
        # carried over time steps, int64)
        return f"{terms[0]} * 1000003 + {terms[-1]} * 65599"
    out = [f"{terms[0]} * {rng.choice([3, -2, 5])}"]
    for t in terms[1:]:
        out.append(rng.choice([t, f"{t} // 3", f"{t} % 7", f"max({t}, {terms[0]})", f"-{t}", f"abs({t})",
                               f"{t} // -4", f"{t} % -5", f"({t} % 9) ** 2"]))
    return f"({' + '.join(out)}) % 1009"


def _element_statement(f: _Fn, indent: int, counters: list[str], halves: set[str]) -> None:
    rng = f.rng
    arrays = ["A", "B", "x", "y"]
    target = rng.choice(arrays)
    reads = rng.sample(arrays, rng.choice([1, 2, 3]))
    guard = None
    if counters and rng.random() < 0.25:
        a = rng.choice(counters)
        guard = rng.choice([f"{a} % 2 == 0", f"{a} <= {rng.choice(counters)}", f"{a} > 2 and {a} < n - 2"])
    if guard:
        f.emit(indent, f"if {guard}:")
        indent += 1
    lhs = _ref(f, target, counters, halves)
    refs = [(r, _ref(f, r, counters, halves)) for r in reads]
    if counters and rng.random() < 0.1:
        # a condition on the data: not affine, the nest stays on the CPU
        src, ref = refs[0]
        f.emit(indent, f"if {ref} > {'0.25' if f.is_float(src) else '3'}:")
        indent += 1
    if f.is_float(target):
        value = _float_expr(f, [ref for _, ref in refs])
    elif rng.random() < 0.15 and any(f.is_float(r) for r, _ in refs):
        # a float stored into an integer array: NumPy truncates
        ref = next(ref for r, ref in refs if f.is_float(r))
        value = f"{ref} * 8.0 + {rng.choice(['0.5', '-0.5', '3.25'])}"
    else:
        ints = [ref for r, ref in refs if not f.is_float(r)]
        if not ints:
            ints = [f"({rng.choice(counters)} * 3 + 1)" if counters else "5"]
        value = _int_expr(f, ints)
    op = "+=" if rng.random() < 0.2 and f.is_float(target) else "="
    f.emit(indent, f"{lhs} {op} {value}")


def _loop(f: _Fn, var: str, outer: list[str]) -> tuple[str, bool]:
    rng = f.rng
    hi = rng.choice(["n", "m"])
    kind = rng.choice(["up", "up", "up", "tri", "down", "step", "half"])
    if kind == "tri" and outer:
        return f"for {var} in range(1, {rng.choice(outer)}):", False
    if kind == "down":
        return f"for {var} in range({hi} - 2, 0, -1):", False
    if kind == "step":
        return f"for {var} in range(1, {hi} - 1, {rng.choice([2, 3])}):", False
    if kind == "half":
        return f"for {var} in range(1, ({hi} - 1) // 2):", True
    return f"for {var} in range(1, {hi} - 1):", False


def _accumulation(f: _Fn, indent: int, counters: list[str], halves: set[str], var: str) -> None:
    rng = f.rng
    s = f"s{f.accumulators}"
    f.accumulators += 1
    float_target = [a for a in ("A", "B", "x", "y") if f.is_float(a)]
    if not float_target:
        return
    target = rng.choice(float_target)
    a, b = rng.choice(float_target), rng.choice(float_target)
    single = f.dtypes[a] == f.dtypes[b] == "float32"
    # The accumulator keeps one type: float32 products into a float32 zero.
    f.emit(indent, f"{s} = {'np.float32(0.0)' if single else '0.0'}")
    header, _ = _loop(f, var, counters)
    f.emit(indent, header)
    inner = [*counters, var]
    f.emit(indent + 1, f"{s} += {_ref(f, a, inner, halves)} * {_ref(f, b, inner, halves)}")
    f.emit(indent, f"{_ref(f, target, counters, halves)} = {s}")


def _slice_statement(f: _Fn, indent: int, counters: list[str]) -> None:
    """A NumPy-style statement: a row, a column range or a whole block."""
    rng = f.rng
    kind = rng.random()
    if kind < 0.35 and counters:
        # a row range of a matrix at row i, reading shifted ranges
        i = rng.choice(counters)
        target = rng.choice(["A", "B"])
        lo, hi = "1", "m - 1"
        reads = []
        for _ in range(rng.choice([1, 2, 3])):
            src = rng.choice(["A", "B", "x", "y"])
            shift = rng.choice([-1, 0, 1])
            rng_text = f"{lo}{shift:+d}:{hi}{shift:+d}" if shift else f"{lo}:{hi}"
            row = rng.choice([i, f"{i} - 1", f"{i} + 1"])
            reads.append((src, f"{src}[{row}, {rng_text}]" if src in ("A", "B") else f"{src}[{rng_text}]"))
        lhs = f"{target}[{i}, {lo}:{hi}]"
    elif kind < 0.6:
        # a whole-block stencil
        target = rng.choice(["A", "B"])
        reads = []
        for _ in range(rng.choice([2, 3, 4])):
            src = rng.choice(["A", "B"])
            di, dj = rng.choice([(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)])
            reads.append((src, f"{src}[{1 + di}:n{di - 1:+d}, {1 + dj}:m{dj - 1:+d}]"))
        lhs = f"{target}[1:n - 1, 1:m - 1]"
    elif kind < 0.7:
        # reversed ranges: a negative step (no bounds), read into a copy
        target = rng.choice(["x", "y"])
        src = "y" if target == "x" else "x"
        reads = [(src, f"{src}[::-1]")]
        if rng.random() < 0.5:
            reads.append((target, f"{target}[::-1]"))
        lhs = f"{target}[:]"
    else:
        # a vector range, possibly in place
        target = rng.choice(["x", "y"])
        reads = []
        for _ in range(rng.choice([1, 2])):
            src = rng.choice(["x", "y"])
            shift = rng.choice([-1, 0, 1])
            reads.append((src, f"{src}[{1 + shift}:n{shift - 1:+d}]"))
        if rng.random() < 0.4:
            reads.append(("A", f"A[{rng.choice(counters) if counters else '2'}, 1:n - 1]"))
        lhs = f"{target}[1:n - 1]"
    if f.is_float(target):
        terms = [ref if f.is_float(src) else f"({ref} * 0.125)" for src, ref in reads]
        value = " + ".join(f"{rng.choice(['0.5', '-0.25', 'alpha'])} * {t}" for t in terms)
        op = "+=" if rng.random() < 0.3 else "="
    else:
        ints = [ref for src, ref in reads if not f.is_float(src)] or None
        if ints is None:
            return
        value = f"({' + '.join(f'{t} * {rng.choice([2, 3, -1])}' for t in ints)}) % 1009"
        op = "="
    f.emit(indent, f"{lhs} {op} {value}")


def _reduction(f: _Fn, indent: int, counters: list[str]) -> None:
    rng = f.rng
    floats = [a for a in ("x", "y") if f.is_float(a)]
    mats = [a for a in ("A", "B") if f.is_float(a)]
    if not floats or not mats or not counters:
        return
    i = rng.choice(counters)
    target = rng.choice(floats)
    src = rng.choice(mats)
    vec = rng.choice(floats)
    # Sums of slices only: NumPy adds pairwise (polyoff reproduces that
    # order); np.dot of floats runs in BLAS and is refused without fast_math.
    form = rng.choice([f"{src}[{i}, 1:m - 1].sum()", f"np.sum({src}[{i}, 0:m])", f"{vec}[1:n - 1].sum()"])
    f.emit(indent, f"{target}[{i}] = {form}")


def _body(f: _Fn, indent: int, counters: list[str], halves: set[str], depth: int) -> None:
    rng = f.rng
    level = len(counters)
    if level == depth:
        for _ in range(rng.choice([1, 1, 2])):
            r = rng.random()
            if r < 0.2 and level <= 1:
                _slice_statement(f, indent, counters)
            elif r < 0.3:
                _reduction(f, indent, counters)
            else:
                _element_statement(f, indent, counters, halves)
        return
    var = "ijk"[level]
    if level == depth - 1 and level >= 1 and rng.random() < 0.25:
        _accumulation(f, indent, counters, halves, var)
        return
    header, half = _loop(f, var, counters)
    f.emit(indent, header)
    before = len(f.lines)
    _body(f, indent + 1, [*counters, var], halves | ({var} if half else set()), depth)
    if len(f.lines) == before:
        _element_statement(f, indent + 1, [*counters, var], halves)


def _function(rng: random.Random, k: int, dtypes: dict[str, str]) -> list[str]:
    f = _Fn(rng, dtypes)
    for _ in range(rng.choice([1, 2])):
        if rng.random() < 0.2:
            _slice_statement(f, 1, [])
        else:
            _body(f, 1, [], set(), rng.choice([1, 2, 2, 3]))
    lines = [f"def f{k}(A, B, x, y, n, m, alpha):", *f.lines]
    if rng.random() < 0.3:
        floats = [a for a in ("x", "y") if dtypes[a].startswith("float")]
        if floats:
            v = rng.choice(floats)
            zero = "np.float32(0.0)" if dtypes[v] == "float32" else "0.0"
            lines += [f"    total = {zero}", "    for i in range(n):", f"        total += {v}[i]", "    return total"]
    if len(lines) == 1:
        lines.append("    pass")
    return lines


def program_dtypes(seed: int) -> dict[str, str]:
    """The dtype of each array in program ``seed``."""
    rng = random.Random(seed * 7919 + 1)
    base = rng.choice(DTYPES)
    return {a: (base if rng.random() < 0.7 else rng.choice(DTYPES)) for a in ("A", "B", "x", "y")}


def generate_python(seed: int, functions: int = 3) -> str:
    rng = random.Random(seed)
    dtypes = program_dtypes(seed)
    out = [f'"""polyoff decorator fuzz program, seed {seed}; dtypes {dtypes}"""', "import math", "",
           "import numpy as np", ""]
    for k in range(functions):
        out += ["", *_function(rng, k, dtypes), ""]
    return "\n".join(out) + "\n"
