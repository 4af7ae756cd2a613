"""Random sliding-window loops: the shapes whose loads an optimising C
compiler forwards from one iteration to the next (see
polyoff/scop/forward.py), with and without writes that make forwarding
illegal for a reload. Compiled with ``-O2`` (tests/fuzz/runner.py's
``ir_flags``), run unmodified and offloaded, compared."""

from __future__ import annotations

import random

HEADER = """/* polyoff forwarded-load fuzz program, seed {seed} */
#include <stdio.h>
#include <stdlib.h>

#define DIM 48
double A[DIM][DIM], B[DIM][DIM], x[DIM], y[DIM];

static void init(void)
{{
    for (int i = 0; i < DIM; i++) {{
        x[i] = (double)((i * 5 + 1) % 13) / 13.0;
        y[i] = 0.0;
        for (int j = 0; j < DIM; j++) {{
            A[i][j] = (double)((i * 7 + j * 3) % 17) / 17.0;
            B[i][j] = 0.0;
        }}
    }}
}}
"""

FOOTER = """
int main(int argc, char **argv)
{{
    int n = argc > 1 ? atoi(argv[1]) : DIM;
    if (n > DIM)
        n = DIM;
    init();
{calls}
    double s = 0.0, w = 0.0;
    for (int i = 0; i < DIM; i++) {{
        s += x[i] + y[i] * (i + 1);
        for (int j = 0; j < DIM; j++)
            w += A[i][j] * (j % 7 + 1) + B[i][j] * (i % 5 + 1);
    }}
    printf("%.17g %.17g\\n", s, w);
    return 0;
}}
"""

#: loop bounds keep every offset in range: j runs over [3, n - 3)
MARGIN = 3


def _sum(rng: random.Random, ref: str) -> str:
    """A weighted sum of ``ref`` at 1 to 4 distinct offsets of ``j``."""
    offsets = rng.sample(range(-MARGIN, MARGIN + 1), rng.randint(1, 4))
    terms = [f"{rng.choice(['0.25', '0.5', '1.5', '-0.75'])} * {ref.format(f'j + {o}' if o >= 0 else f'j - {-o}')}"
             for o in offsets]
    return " + ".join(terms)


def _nest(rng: random.Random, k: int) -> str:
    two_d = rng.random() < 0.6
    src = "A[i][{}]" if two_d else "x[{}]"
    dst = "B[i][j]" if two_d else "y[j]"
    body = [f"{dst} = {_sum(rng, src)};"]
    if rng.random() < 0.4:
        # a write into the array the window reads: a reload would see it
        o = rng.randint(-MARGIN, MARGIN)
        where = src.format(f"j + {o}" if o >= 0 else f"j - {-o}")
        body.insert(rng.randint(0, 1), f"{where} = {dst} * 0.5 + 0.125;")
    if rng.random() < 0.3:
        # a condition around the window's loads
        body = [f"if (j % 3 != 1) {{ {' '.join(body)} }}"]
    inner = "\n".join("            " + b for b in body)
    loop_j = f"for (int j = {MARGIN}; j < n - {MARGIN}; j++) {{\n{inner}\n        }}"
    if two_d:
        text = f"    for (int i = 0; i < n; i++) {{\n        {loop_j}\n    }}"
    else:
        text = f"    {loop_j.replace(chr(10) + '    ', chr(10))}"
    if rng.random() < 0.3:
        text = f"    for (int t = 0; t < 3; t++) {{\n{text}\n    }}"
    return f"static void w{k}(int n)\n{{\n{text}\n}}\n"


def generate_window(seed: int, functions: int = 3) -> str:
    rng = random.Random(seed)
    nests = [_nest(rng, k) for k in range(functions)]
    calls = "\n".join(f"    w{k}(n);" for k in range(functions))
    return HEADER.format(seed=seed) + "\n" + "\n".join(nests) + FOOTER.format(calls=calls)
