"""Random affine loop nests, end to end: each generated nest (see
random_nests.py) must be detected as one SCoP, at -O0 and at -O1, and for
several sizes the model's iteration count of every statement (isl counts
the points of its domain with the parameters fixed) must equal the count
the instrumented program prints when run.

The nests come from fixed seeds, so a failure reproduces; set
POLYOFF_RANDOM_NESTS_SEED to try others.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from polyoff.ir.reader import read_program
from polyoff.scop.detect import detect_module
from tests.scop.models import fix
from tests.scop.random_nests import generate

DEFAULT_SEEDS = (17, 4242)
SEEDS = [int(os.environ.get("POLYOFF_RANDOM_NESTS_SEED", "0")) + k for k in DEFAULT_SEEDS]
NESTS = 16
SIZES = [(5, 4), (9, 12), (0, 3), (12, 1)]
ZIG = [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu", "-fno-sanitize=all"]


@pytest.fixture(scope="module", params=SEEDS)
def program(request, tmp_path_factory):
    seed = request.param
    out = tmp_path_factory.mktemp(f"nests{seed}")
    text, statements = generate(seed, NESTS)
    source = out / "nests.c"
    source.write_text(text)
    procs = [
        subprocess.Popen(
            [*ZIG, "-O1", str(source), "-o", str(out / "nests")], stderr=subprocess.PIPE
        )
    ]
    for level in ("-O0", "-O1"):
        procs.append(
            subprocess.Popen(
                [
                    *ZIG,
                    "-S",
                    "-emit-llvm",
                    "-gline-tables-only",
                    level,
                    "-fno-vectorize",
                    "-fno-slp-vectorize",
                    "-fno-unroll-loops",
                    str(source),
                    "-o",
                    str(out / f"nests{level}.ll"),
                ],
                stderr=subprocess.PIPE,
            )
        )
    for proc in procs:
        assert proc.wait() == 0, proc.stderr.read()
    counts = {}
    for n, m in SIZES:
        run = subprocess.run(
            [str(out / "nests"), str(n), str(m)], capture_output=True, text=True, check=True
        )
        counts[(n, m)] = {
            int(s): int(c) for s, c in (line.split() for line in run.stdout.splitlines())
        }
    return out, statements, counts, text


@pytest.mark.parametrize("level", ["-O0", "-O1"])
def test_random_nests_are_scops_with_exact_counts(program, level):
    out, statements, counts, text = program
    source = read_program(out / f"nests{level}.ll")
    detections = {d.function: d for d in detect_module(source.model)}
    for k, stmts in statements.items():
        det = detections[f"nest{k}"]
        assert len(det.scops) == 1 and not det.rejected, (k, det.rejected, _nest_text(text, k))
        scop = det.scops[0]
        for s in stmts:
            arrays = {a.name for a in scop.arrays if a.base == f"@S{s}"}
            writers = [
                st
                for st in scop.statements
                if any(a.array in arrays and a.is_write for a in st.accesses)
            ]
            if not writers:
                # Only a statement that never runs may be gone (LLVM
                # deletes what it proves dead).
                assert all(c[s] == 0 for c in counts.values()), (k, s, _nest_text(text, k))
                continue
            for (n, m), expected in counts.items():
                # The model holds for these sizes (its run-time checks pass).
                assert not fix(scop, scop.assumed, {0: n, 1: m}).is_empty(), (k, n, m, scop.assumed)
                model = sum(
                    fix(scop, st.domain, {0: n, 1: m}).count_val().to_python() for st in writers
                )
                assert model == expected[s], (k, s, n, m, model, expected[s], _nest_text(text, k))


def _nest_text(text: str, k: int) -> str:
    start = text.index(f"void nest{k}(")
    return text[start : text.index("\n}\n", start)]


def test_generator_covers_the_constructs():
    """The generated nests do use what they are meant to test."""
    text = "".join(generate(seed, NESTS)[0] for seed in DEFAULT_SEEDS)
    for construct in ("-= 2", "+= 2", "--", "? n : m", "% 2", "/ 3", "if (", "<= "):
        assert construct in text, construct
    depths = {len(stmts) for stmts in (generate(DEFAULT_SEEDS[0], NESTS)[1]).values()}
    assert max(depths) >= 2  # imperfect nests
