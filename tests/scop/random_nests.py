"""Random affine loop nests as C, instrumented with a counter per statement.

``generate(seed, count)`` writes a C program of ``count`` functions
``nest<k>(int n, int m)``, each an affine loop nest: up to three loops with
bounds that are affine in the outer counters and the parameters (with min
and max), unit, non-unit and negative strides, affine and quasi-affine
conditions, and statements at several depths (imperfect nests). Statement
``s`` writes ``S<s>[i0][i1][i2]`` (its own array, every element at most
once) and counts itself in ``count[s]``; ``main(argc, argv)`` runs every
nest with n and m from argv and prints each statement's count. The model's
iteration count of the statement that writes ``S<s>`` must equal it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

#: every array dimension; bounds keep counters in [0, DIM)
DIM = 48


@dataclass
class Nest:
    lines: list[str] = field(default_factory=list)
    statements: list[int] = field(default_factory=list)


def _bound_pair(rng: random.Random, outer: list[str]) -> tuple[str, str]:
    """A lower and an upper bound (exclusive), both within [0, 40]."""
    o = rng.choice(outer) if outer else None
    lows = ["0", "1", "2"]
    highs = ["n", "m", "n + 2", "m + 1", "(n < m ? n : m)", "(n > m ? n : m)", "7"]
    if o is not None:
        lows += [o, f"({o} > 2 ? {o} - 2 : 0)", f"{o} / 2"]
        highs += [
            f"{o} + 1",
            f"{o} + 3",
            f"(n < {o} + 4 ? n : {o} + 4)",
            f"2 * {o} - {o} / 2 + 1",
            f"n - {o} + 3",
        ]
    return rng.choice(lows), rng.choice(highs)


def _loop(rng: random.Random, var: str, outer: list[str]) -> str:
    lo, hi = _bound_pair(rng, outer)
    kind = rng.choice(["up", "up", "up", "up<=", "step", "down", "downstep"])
    if kind == "up":
        return f"for (int {var} = {lo}; {var} < {hi}; {var}++)"
    if kind == "up<=":
        return f"for (int {var} = {lo}; {var} <= {hi} - 1; {var}++)"
    if kind == "step":
        return f"for (int {var} = {lo}; {var} < {hi}; {var} += {rng.choice([2, 3])})"
    if kind == "down":
        return f"for (int {var} = {hi} - 1; {var} >= {lo}; {var}--)"
    return f"for (int {var} = {hi} - 1; {var} >= {lo}; {var} -= 2)"


def _condition(rng: random.Random, vars_: list[str]) -> str | None:
    if not vars_ or rng.random() < 0.5:
        return None
    a = rng.choice(vars_)
    b = rng.choice(vars_)
    return rng.choice(
        [
            f"{a} + {b} < n + 1",
            f"{a} % 2 == 0",
            f"{a} >= {b}",
            f"{a} != 3",
            f"2 * {a} > m",
            f"{a} / 3 <= {b}",
        ]
    )


def _statement(index: int, vars_: list[str], indent: str, cond: str | None) -> list[str]:
    subs = "".join(f"[{v}]" for v in vars_) + "[0]" * (3 - len(vars_))
    value = " + ".join(f"{k + 1} * {v}" for k, v in enumerate(vars_)) or "1"
    body = [f"S{index}{subs} = (double)({value}) + 0.5;", f"count[{index}]++;"]
    if cond is None:
        return [indent + line for line in body]
    return [f"{indent}if ({cond}) {{", *(indent + "    " + line for line in body), f"{indent}}}"]


def _nest(rng: random.Random, first_statement: int) -> Nest:
    nest = Nest()
    depth = rng.choice([1, 2, 2, 3, 3])
    names = ["i", "j", "k"][:depth]
    stmt = first_statement

    def emit(level: int, indent: str) -> None:
        nonlocal stmt
        var = names[level]
        nest.lines.append(indent + _loop(rng, var, names[:level]) + " {")
        inner = indent + "    "
        vars_ = names[: level + 1]
        if level + 1 < depth and rng.random() < 0.4:
            nest.lines.extend(_statement(stmt, vars_, inner, _condition(rng, vars_)))
            nest.statements.append(stmt)
            stmt += 1
        if level + 1 < depth:
            emit(level + 1, inner)
        if level + 1 == depth or rng.random() < 0.3:
            nest.lines.extend(_statement(stmt, vars_, inner, _condition(rng, vars_)))
            nest.statements.append(stmt)
            stmt += 1
        nest.lines.append(indent + "}")

    emit(0, "    ")
    return nest


def generate(seed: int, count: int) -> tuple[str, dict[int, list[int]]]:
    """The C program and, per nest, the statement numbers it holds."""
    rng = random.Random(seed)
    nests = []
    stmt = 0
    for _ in range(count):
        nest = _nest(rng, stmt)
        stmt += len(nest.statements)
        nests.append(nest)
    # External linkage: stores to arrays nothing reads stay in the IR.
    out = ["#include <stdio.h>", "#include <stdlib.h>", "", f"long count[{stmt}];"]
    out += [f"double S{s}[{DIM}][{DIM}][{DIM}];" for s in range(stmt)]
    for k, nest in enumerate(nests):
        out += ["", f"__attribute__((noinline)) void nest{k}(int n, int m)", "{", *nest.lines, "}"]
    out += [
        "",
        "int main(int argc, char **argv)",
        "{",
        "    int n = argc > 1 ? atoi(argv[1]) : 5, m = argc > 2 ? atoi(argv[2]) : 4;",
    ]
    out += [f"    nest{k}(n, m);" for k in range(count)]
    out += [
        f"    for (int s = 0; s < {stmt}; s++)",
        '        printf("%d %ld\\n", s, count[s]);',
        "    return 0;",
        "}",
        "",
    ]
    return "\n".join(out), {k: nest.statements for k, nest in enumerate(nests)}
