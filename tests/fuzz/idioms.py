"""Random C loops in the idioms people write, rather than PolyBench's:
``size_t`` loops counting down (``for (size_t i = n; i-- > 0;)``), pointer
walks (``*p++ = ...``), ``do``/``while`` loops, early ``break`` and
``return``, ``switch`` on a counter, arrays of structs, 3-D arrays,
``restrict`` parameters, ``static`` helpers the compiler inlines, loops
whose bounds are read from memory, ``memcpy``/``memset`` of rows, and
records of a ``double``, an ``int`` and bytes in a byte buffer (one array
accessed with elements of several sizes, and bytes that wrap).

``generate_idioms(seed, functions)`` returns a complete program in the
shape of tests/fuzz/programs.py (``n`` and ``m`` from argv, clamped, a
checksum per array), free of undefined behaviour at every size; each
function takes one idiom with random statements. Run by
``scripts/fuzz_offload --idioms`` (with ``--ir-flags`` for optimised IR).
"""

from __future__ import annotations

import random

DIM = 32

HEADER = """/* polyoff idiom fuzz program, seed {seed} */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DIM {dim}
struct point {{ double x, y; int tag; }};
double A[DIM][DIM], B[DIM][DIM], T[8][DIM][DIM], v[DIM], w[DIM];
struct point P[DIM];
unsigned char R[DIM * 16 + 8];
int bounds[2];

static void init(void)
{{
    for (int i = 0; i < DIM; i++) {{
        v[i] = (double)(i % 7) / 7.0;
        w[i] = (double)((i * 3) % 11) / 11.0 - 0.5;
        P[i].x = (double)((i * 5) % 13) / 13.0;
        P[i].y = (double)((i * 7) % 17) / 17.0;
        P[i].tag = i % 3;
        double d = (double)((i * 11) % 13) / 13.0;
        int t = i * 7 - 40;
        memcpy(&R[16 * i], &d, sizeof d);
        memcpy(&R[16 * i + 8], &t, sizeof t);
        for (int b = 12; b < 16; b++)
            R[16 * i + b] = (unsigned char)(i * b + 3);
        for (int j = 0; j < DIM; j++) {{
            A[i][j] = (double)((i * j + 1) % 19) / 19.0;
            B[i][j] = (double)((i + 3 * j) % 23) / 23.0;
            for (int k = 0; k < 8; k++)
                T[k][i][j] = (double)((i + j + k) % 29) / 29.0;
        }}
    }}
}}

static double scale(double a, double b)
{{
    return a * 0.5 + b * 0.25;
}}
"""

FOOTER = """
int main(int argc, char **argv)
{{
    int n = argc > 1 ? atoi(argv[1]) : DIM, m = argc > 2 ? atoi(argv[2]) : DIM - 3;
    n = n < 0 ? 0 : n > DIM ? DIM : n;
    m = m < 0 ? 0 : m > DIM ? DIM : m;
    init();
    bounds[0] = m / 2;
    bounds[1] = m;
{calls}
    double s = 0.0, t = 0.0;
    for (int i = 0; i < DIM; i++) {{
        s += v[i] * (i % 5 + 1) + w[i] * (i % 3 + 1) + P[i].x + 2.0 * P[i].y + P[i].tag;
        for (int j = 0; j < DIM; j++) {{
            t += A[i][j] * ((i * DIM + j) % 97 + 1) + B[i][j] * ((i + j) % 13 + 1);
            for (int k = 0; k < 8; k++)
                t += T[k][i][j] * (k + 1);
        }}
    }}
    for (int i = 0; i < DIM * 16 + 8; i++)
        t += R[i] * (i % 7 + 1);
    printf("%.17g %.17g\\n", s, t);
    return 0;
}}
"""


def _coef(rng: random.Random) -> str:
    return rng.choice(["0.5", "0.25", "-0.75", "1.5", "0.125"])


def _stmt2(rng: random.Random, i: str, j: str) -> str:
    """A statement over A and B at (i, j) with neighbours in range."""
    dst, src = rng.choice([("A", "B"), ("B", "A"), ("A", "A")])
    di, dj = rng.choice([(0, 0), (0, 1), (1, 0), (0, -1)])
    ii = i if di == 0 else f"{i} {'+' if di > 0 else '-'} 1"
    jj = j if dj == 0 else f"{j} {'+' if dj > 0 else '-'} 1"
    return f"{dst}[{i}][{j}] = {_coef(rng)} * {dst}[{i}][{j}] + {_coef(rng)} * {src}[{ii}][{jj}];"


def _idiom(rng: random.Random, k: int) -> str:
    kind = rng.choice(["size_t_down", "pointer_walk", "do_while", "break", "switch", "structs",
                       "three_d", "restrict", "helper", "bound_in_memory", "memops", "early_return",
                       "records"])
    c1, c2 = _coef(rng), _coef(rng)
    if kind == "size_t_down":
        body = (f"    for (size_t i = n > 1 ? (size_t)n - 1 : 1; i-- > 1;)\n"
                f"        for (size_t j = 1; j + 1 < (size_t)m; j++)\n"
                f"            {_stmt2(rng, 'i', 'j')}\n")
        sig = "int n, int m"
    elif kind == "pointer_walk":
        body = (f"    for (int i = 1; i < n - 1; i++) {{\n"
                f"        double *p = &A[i][1];\n"
                f"        const double *q = &B[i - 1][0];\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            *p++ = {c1} * *q++ + {c2} * v[j];\n"
                f"    }}\n")
        sig = "int n, int m"
    elif kind == "do_while":
        body = (f"    int i = 1;\n"
                f"    if (n > 2) do {{\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            {_stmt2(rng, 'i', 'j')}\n"
                f"        i++;\n"
                f"    }} while (i < n - 1);\n")
        sig = "int n, int m"
    elif kind == "break":
        body = (f"    for (int i = 1; i < n - 1; i++) {{\n"
                f"        for (int j = 1; j < m - 1; j++) {{\n"
                f"            if (A[i][j] > {rng.choice(['0.9', '2.0', '0.5'])}) break;\n"
                f"            {_stmt2(rng, 'i', 'j')}\n"
                f"        }}\n"
                f"    }}\n")
        sig = "int n, int m"
    elif kind == "switch":
        body = (f"    for (int i = 1; i < n - 1; i++)\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            switch ((i + j) % 3) {{\n"
                f"            case 0: A[i][j] = {c1} * B[i][j]; break;\n"
                f"            case 1: A[i][j] = {c2} * B[i][j - 1] + v[j]; break;\n"
                f"            default: A[i][j] += w[i];\n"
                f"            }}\n")
        sig = "int n, int m"
    elif kind == "structs":
        body = (f"    for (int i = 1; i < n - 1; i++) {{\n"
                f"        P[i].x = {c1} * P[i].y + {c2} * P[i - 1].x;\n"
                f"        P[i].y = P[i].y * 0.5 + v[i] * P[i].tag;\n"
                f"    }}\n")
        sig = "int n, int m"
    elif kind == "three_d":
        body = (f"    for (int t = 1; t < 8; t++)\n"
                f"        for (int i = 1; i < n - 1; i++)\n"
                f"            for (int j = 1; j < m - 1; j++)\n"
                f"                T[t][i][j] = {c1} * T[t - 1][i][j] + {c2} * (T[t - 1][i - 1][j] + T[t - 1][i][j + 1]);\n")
        sig = "int n, int m"
    elif kind == "restrict":
        body = (f"    for (int i = 1; i < n - 1; i++)\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            out[i * DIM + j] = {c1} * in[(i - 1) * DIM + j] + {c2} * in[i * DIM + j + 1];\n")
        sig = "int n, int m, double *restrict out, const double *restrict in"
    elif kind == "helper":
        body = (f"    for (int i = 1; i < n - 1; i++)\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            A[i][j] = scale(B[i][j], A[i - 1][j]) + {c1} * v[j];\n")
        sig = "int n, int m"
    elif kind == "bound_in_memory":
        body = (f"    for (int i = 1; i < n - 1; i++)\n"
                f"        for (int j = bounds[0]; j < bounds[1] - 1; j++)\n"
                f"            {_stmt2(rng, 'i', 'j')}\n")
        sig = "int n, int m"
    elif kind == "memops":
        body = (f"    for (int i = 1; i < n - 1; i++) {{\n"
                f"        memcpy(A[i], B[i - 1], sizeof(double) * (size_t)m);\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            A[i][j] += {c1} * v[j];\n"
                f"    }}\n"
                f"    if (n > 3) memset(B[n - 2], 0, sizeof B[0]);\n")
        sig = "int n, int m"
    elif kind == "records":
        lo = rng.choice(["1", "0"])
        body = (f"    for (int i = {lo}; i < n - 1; i++) {{\n"
                f"        double d = {c1} * A[i][1] + v[i];\n"
                f"        int t = (int)((unsigned)i * 2654435761u) + m;\n"
                f"        memcpy(&R[16 * i], &d, sizeof d);\n"
                f"        memcpy(&R[16 * i + 8], &t, sizeof t);\n"
                f"        R[16 * i + 12] = (unsigned char)(i * 37 + m);\n"
                f"    }}\n"
                f"    for (int i = 1; i < n - 1; i++) {{\n"
                f"        double d;\n"
                f"        int t;\n"
                f"        memcpy(&d, &R[16 * (i - 1)], sizeof d);\n"
                f"        memcpy(&t, &R[16 * i + 8], sizeof t);\n"
                f"        w[i] = {c2} * d + (double)(t & 255) + R[16 * i + {rng.choice(['12', '13'])}];\n"
                f"    }}\n")
        sig = "int n, int m"
    else:  # early_return
        body = (f"    if (m < 4) return;\n"
                f"    for (int i = 1; i < n - 1; i++)\n"
                f"        for (int j = 1; j < m - 1; j++)\n"
                f"            {_stmt2(rng, 'i', 'j')}\n")
        sig = "int n, int m"
    return f"/* {kind} */\n__attribute__((noinline)) void g{k}({sig})\n{{\n{body}}}\n", kind


def generate_idioms(seed: int, functions: int = 4) -> str:
    rng = random.Random(seed)
    parts, calls = [], []
    for k in range(functions):
        text, kind = _idiom(rng, k)
        parts.append(text)
        if kind == "restrict":
            src, dst = rng.choice([("&B[0][0]", "&A[0][0]"), ("&A[0][0]", "&B[0][0]")])
            calls.append(f"    g{k}(n, m, {dst}, {src});")
        else:
            calls.append(f"    g{k}(n, m);")
    return (HEADER.format(seed=seed, dim=DIM) + "\n" + "\n".join(parts)
            + FOOTER.format(calls="\n".join(calls)))
