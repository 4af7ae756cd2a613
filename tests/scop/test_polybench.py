"""Acceptance: the 30 PolyBench kernels at -O1 and -O3 (zig's clang, no
vectoriser or unroller, line tables).

* With every model feature on, each kernel function is one SCoP covering
  all its loops, with no loop nest left out.
* With the default features (what the offloading pipeline uses), a kernel
  split into several SCoPs says why (adi: LLVM's loop versioning compares
  pointers into different arrays, which needs the pointer distances).
* The loops the model calls parallel, in the original schedule, are the
  ones exact dependence analysis finds (a PPCG-style mapper without
  skewing or privatisation of arrays): written as a tree per kernel, P for
  a parallel loop and S for a sequential one, outermost loops in order.
* After isl's scheduler (PPCG's settings), the kernels the PolyBench notes
  call parallel have every statement under a parallel band member, and the
  mostly sequential ones do not.

The 60 inputs are compiled once per session, two at a time.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import islpy as isl
import pytest

from polyoff.ir.reader import read_program
from polyoff.options import Options
from polyoff.schedule.optimize import schedule_scop
from polyoff.scop.dependences import compute_dependences
from polyoff.scop.detect import detect_module
from polyoff.scop.scop import ModelFeatures
from tests.scop.models import loop_tree, loops

ROOT = Path(__file__).resolve().parents[2]
KERNELS = sorted(p.stem for p in (ROOT / "polybench").glob("*.c"))
LEVELS = ("-O1", "-O3")

#: kernel -> loops of the kernel function in the original schedule
TREES = {
    "2mm": "P(P(S)) P(P(S))",
    "3mm": "P(P(S)) P(P(S)) P(P(S))",
    # the row sweep's forward loop is there twice: LLVM versions it
    "adi": "S(P(S S) P(S S S))",
    "atax": "S(S P)",
    "bicg": "S(S)",
    "cholesky": "S(S(S) S)",
    "correlation": "P(S) P(S) P(P) P(P(S))",
    "covariance": "P(S) P(P) P(P(S))",
    "deriche": "P(S) P(S) P(P) P(S) P(S) P(P)",
    "doitgen": "S(S(P(S) P))",
    "durbin": "S(S P P)",
    "fdtd-2d": "S(P P(P) P(P) P(P))",
    "floyd-warshall": "S(S(S))",
    "gemm": "P(P S(P))",
    "gemver": "P(P) P(S) P P(S)",
    "gesummv": "P(S)",
    "gramschmidt": "S(S P P(S P))",
    "heat-3d": "S(P(P(P)) P(P(P)))",
    "jacobi-1d": "S(P P)",
    "jacobi-2d": "S(P(P) P(P))",
    "lu": "S(S(S) P(S))",
    "ludcmp": "S(S(S) P(S)) S(S) S(S)",
    "mvt": "P(S) P(S)",
    "nussinov": "S(S(S))",
    "seidel-2d": "S(S(S))",
    "symm": "S(P(S))",
    "syr2k": "P(P S(P))",
    "syrk": "P(P S(P))",
    "trisolv": "S(S)",
    "trmm": "S(P(S))",
}

#: the notes' "parallel and profitable" kernels, and the mostly sequential ones
PARALLEL = {
    "2mm",
    "3mm",
    "gemm",
    "syrk",
    "syr2k",
    "symm",
    "covariance",
    "correlation",
    "doitgen",
    "fdtd-2d",
    "jacobi-1d",
    "jacobi-2d",
    "heat-3d",
    "gemver",
    "mvt",
    "bicg",
    "atax",
    "gesummv",
}
SEQUENTIAL = {"durbin", "trisolv", "lu", "ludcmp", "cholesky", "seidel-2d"}
#: sequential as written, parallel once scheduled: nussinov's cells along
#: a diagonal (isl puts diagonals outermost once a cell's temporary does not
#: constrain it; schedule.optimize._isl_schedule)
WAVEFRONT = {"nussinov"}


@pytest.fixture(scope="session")
def polybench_ir(tmp_path_factory) -> dict[tuple[str, str], Path]:
    out = tmp_path_factory.mktemp("polybench-ir")
    cc = [
        sys.executable,
        "-m",
        "ziglang",
        "cc",
        "-target",
        "x86_64-linux-gnu",
        "-S",
        "-emit-llvm",
        "-gline-tables-only",
        "-fno-vectorize",
        "-fno-slp-vectorize",
        "-fno-unroll-loops",
        "-DMINI_DATASET",
        f"-I{ROOT / 'polybench'}",
    ]
    jobs = [(k, lvl) for k in KERNELS for lvl in LEVELS]
    paths = {job: out / f"{job[0]}{job[1]}.ll" for job in jobs}
    running: list[tuple[tuple[str, str], subprocess.Popen]] = []
    for job in jobs:
        if len(running) >= 2:
            done, proc = running.pop(0)
            assert proc.wait() == 0, proc.stderr.read() if proc.stderr else done
        proc = subprocess.Popen(
            [*cc, job[1], str(ROOT / "polybench" / f"{job[0]}.c"), "-o", str(paths[job])],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        running.append((job, proc))
    for done, proc in running:
        assert proc.wait() == 0, proc.stderr.read() if proc.stderr else done
    return paths


def _detect(path: Path, kernel: str, features: ModelFeatures | None):
    source = read_program(path)
    fname = "kernel_" + kernel.replace("-", "_")
    return next(d for d in detect_module(source.model, functions={fname}, features=features))


def test_every_kernel_has_an_expectation():
    assert set(TREES) == set(KERNELS)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kernel", KERNELS)
def test_kernel_is_one_scop(kernel, level, polybench_ir):
    path = polybench_ir[(kernel, level)]
    full = _detect(path, kernel, ModelFeatures.all())
    assert len(full.scops) == 1, [(s.entry, s.exit) for s in full.scops]
    assert not full.rejected, full.rejected
    scop = full.scops[0]
    infos = loops(scop)
    assert loop_tree(infos) == TREES[kernel]

    # After isl's scheduler: statements under a parallel band member.
    deps = compute_dependences(scop)
    parallel = _parallel_statements(schedule_scop(scop, deps, Options()))
    looped = {s.name for s in scop.statements if s.depth}
    if kernel in PARALLEL or kernel in WAVEFRONT:
        assert looped <= parallel, looped - parallel
    if kernel in SEQUENTIAL:
        assert not looped <= parallel

    default = _detect(path, kernel, None)
    if len(default.scops) == 1 and not default.rejected:
        assert loop_tree(loops(default.scops[0])) == TREES[kernel]
    else:
        # Split or partly left out: the report has a reason.
        assert default.rejected or default.splits
        assert all(r.message for r in (*default.rejected, *default.splits))


def _parallel_statements(schedule: isl.Schedule) -> set[str]:
    names: set[str] = set()

    def visit(node: isl.ScheduleNode, parallel: bool) -> None:
        kind = node.get_type()
        if kind == isl.schedule_node_type.band:
            parallel = parallel or any(
                node.band_member_get_coincident(k) for k in range(node.band_n_member())
            )
        if kind == isl.schedule_node_type.leaf:
            if parallel:
                sets = node.get_domain().get_set_list()
                names.update(sets.get_at(k).get_tuple_name() for k in range(sets.n_set()))
            return
        for k in range(node.n_children()):
            visit(node.child(k), parallel)

    visit(schedule.get_root(), False)
    return names
