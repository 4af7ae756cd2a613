"""Index-set splitting (polyoff.schedule.splitting): Floyd-Warshall's
update reads row k and column k, which only the instances i = k and
j = k write, so no loop inside k is parallel for one affine schedule of
the statement. Split at those planes, every piece but the point
i = j = k runs in parallel, and the schedule still respects every
dependence. Nests whose pieces gain nothing keep isl's own schedule."""

from __future__ import annotations

import subprocess
import sys

import islpy as isl
import pytest

from polyoff.codegen.host import _fixed_dims
from polyoff.ir.reader import read_program
from polyoff.options import Options
from polyoff.schedule.optimize import _isl_schedule, _worst_depths, schedule_scop
from polyoff.scop.dependences import compute_dependences
from polyoff.scop.detect import detect_module
from polyoff.scop.isl_expr import sets_of
from tests.conftest import ROOT


def _scop(tmp_path, kernel: str, level: str):
    out = tmp_path / f"{kernel}{level}.ll"
    subprocess.run([sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu", "-S", "-emit-llvm",
                    "-gline-tables-only", "-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops", level,
                    "-DMINI_DATASET", f"-I{ROOT / 'polybench'}", str(ROOT / "polybench" / f"{kernel}.c"),
                    "-o", str(out)], check=True, capture_output=True)
    fname = "kernel_" + kernel.replace("-", "_")
    (detection,) = detect_module(read_program(out).model, functions={fname})
    assert len(detection.scops) == 1
    return detection.scops[0]


def _sequential_instances(schedule: isl.Schedule) -> isl.UnionSet:
    """The instances under no coincident band member."""
    found = []

    def visit(node: isl.ScheduleNode, parallel: bool) -> None:
        kind = node.get_type()
        if kind == isl.schedule_node_type.band:
            parallel = parallel or any(node.band_member_get_coincident(k) for k in range(node.band_n_member()))
        if kind == isl.schedule_node_type.leaf:
            if not parallel:
                found.append(node.get_domain())
            return
        for k in range(node.n_children()):
            visit(node.child(k), parallel)

    visit(schedule.get_root(), False)
    out = isl.UnionSet.empty(schedule.get_domain().get_space())
    for s in found:
        out = out.union(s)
    return out


@pytest.mark.parametrize("level", ["-O1", "-O3"])
def test_floyd_warshall_runs_all_but_the_pivot_in_parallel(tmp_path, level):
    scop = _scop(tmp_path, "floyd-warshall", level)
    deps = compute_dependences(scop)
    # isl alone: a wavefront along i + j inside k, two loops sequential
    # outside the parallel one
    assert _worst_depths(_isl_schedule(scop, deps, False)) == {"S0": 2}
    schedule = schedule_scop(scop, deps, Options())
    assert _worst_depths(schedule) == {"S0": 1}
    # only the instance i = j = k of each k runs alone
    sequential = _sequential_instances(schedule)
    (name,) = {s.get_tuple_name() for s in sets_of(sequential)}
    pivots = scop.domain.intersect(isl.UnionSet(f"{{ {name}[k, i, j] : i = k and j = k }}"))
    assert not sequential.is_empty()
    assert sequential.is_subset(pivots), sequential
    # the whole domain is still scheduled, each instance once, every
    # dependence respected
    assert schedule.get_domain().is_equal(scop.domain)
    order = schedule.get_map()
    assert deps.all.is_subset(order.lex_lt_union_map(order))


@pytest.mark.parametrize("kernel", ["seidel-2d", "gemm", "lu"])
def test_nests_that_gain_nothing_keep_isls_schedule(tmp_path, kernel):
    scop = _scop(tmp_path, kernel, "-O1")
    deps = compute_dependences(scop)
    assert schedule_scop(scop, deps, Options()).plain_is_equal(_isl_schedule(scop, deps, False))


def test_fixed_dimensions_count_once():
    assert _fixed_dims(isl.Set("[n] -> { [k, i, j] : i = k and j = k and 0 <= k < n }")) == {1, 2}
    assert _fixed_dims(isl.Set("[n] -> { [k, i, j] : j = k and 0 <= i, k < n }")) == {2}
    assert _fixed_dims(isl.Set("[n] -> { [k, i, j] : 0 <= i, j, k < n }")) == set()


def test_an_attempt_that_does_not_finish_is_given_up(tmp_path, monkeypatch):
    """isl's scheduler ran for ever on the pieces of PolyBench/C's own
    gramschmidt (clang-15 -O1, not bounded by isl's operation budget): the
    attempt runs in a forked child with a time limit, and isl's schedule
    stays. A child that finishes hands its schedule back unchanged."""
    import time

    from polyoff.schedule import splitting

    scop = _scop(tmp_path, "floyd-warshall", "-O1")
    deps = compute_dependences(scop)
    best = _isl_schedule(scop, deps, False)
    context = scop.context.intersect(scop.assumed)
    direct = splitting.split_index_sets(best, deps, scop.domain, context, False)
    handed = splitting.split_within(60, best, deps, scop.domain, context, False)
    assert direct is not None and handed.plain_is_equal(direct)

    monkeypatch.setattr(splitting, "split_index_sets", lambda *args: time.sleep(600))
    start = time.monotonic()
    assert splitting.split_within(1.0, best, deps, scop.domain, context, False) is None
    assert time.monotonic() - start < 10
    monkeypatch.setattr(splitting, "TIME_LIMIT", 1.0)
    assert schedule_scop(scop, deps, Options()).plain_is_equal(best)
