"""Compile budgets (issue 12): a SCoP that needs more isl operations than
--isl-max-operations, or more time than --scop-time-limit, stays on the
CPU with the reason compile-budget; the rest of the program is offloaded
and the output is the unmodified run's."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT, require_device, run_polyoff

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "budget.c"


def _run(tmp_path, *flags: str) -> tuple[str, dict[str, str]]:
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--no-cache", "--device=pocl", f"--report-file={report_file}", *flags, str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    report = json.loads(report_file.read_text())
    ran = {s["scop"] for s in (report["run"] or {"scops": []})["scops"] if s["offloaded"]}
    where = {}
    for f in report["functions"]:
        for s in f["scops"]:
            where[f["function"]] = "ran" if s["index"] in ran else (s["reason"] or "not run")
        for r in f["rejected"]:
            where.setdefault(f["function"], f"{r['kind']}: {r['message']}")
    return proc.stdout, where


@pytest.fixture(scope="module")
def unmodified() -> str:
    proc = run_polyoff("--no-cache", "--gpu-runtime=none", str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_a_scop_over_the_operation_budget_stays_on_the_cpu(unmodified, tmp_path):
    require_device("pocl")
    out, where = _run(tmp_path, "--isl-max-operations=60000")
    assert out == unmodified
    assert where["init"].startswith("compile-budget") and "60,000 operations" in where["init"]
    assert where["scale"] == "ran"
    out, where = _run(tmp_path, "--isl-max-operations=0")  # no limit
    assert out == unmodified and where["init"] == where["scale"] == "ran"


def test_a_scop_over_the_time_limit_stays_on_the_cpu(unmodified, tmp_path):
    require_device("pocl")
    out, where = _run(tmp_path, "--scop-time-limit=0.000001")
    assert out == unmodified
    assert all(w.startswith("compile-budget") and "--scop-time-limit" in w for w in where.values()), where


def test_budgets_are_checked_options():
    for flag in ("--isl-max-operations=-5", "--scop-time-limit=-1"):
        proc = run_polyoff("--gpu-runtime=none", flag, str(PROGRAM))
        assert proc.returncode == 2 and "must be a non-negative" in proc.stderr, proc.stderr


#: polyoff with the host-function builder over its budget for the SCoP of
#: ``init``, after it has begun the function (an unfinished function must
#: not reach the program)
_HOST_OVER_BUDGET = """
import sys
import polyoff.compiler as compiler
from polyoff.scop.budget import CompileBudgetExceeded

real = compiler.build_host_function

def build(host, mapped, *args, **kwargs):
    fn = real(host, mapped, *args, **kwargs)
    if mapped.scop.function.name == "init":
        host.globals[fn.name].append_basic_block("unfinished")
        raise CompileBudgetExceeded("isl needed more than 1 operations (--isl-max-operations)")
    return fn

compiler.build_host_function = build
from polyoff.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_host_function_over_the_budget_leaves_its_scop_on_the_cpu(unmodified, tmp_path):
    require_device("pocl")
    report_file = tmp_path / "r.json"
    proc = subprocess.run(
        [sys.executable, "-c", _HOST_OVER_BUDGET, "--no-cache", "--always-offload", "--device=pocl",
         f"--report-file={report_file}", str(PROGRAM)],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == unmodified
    report = json.loads(report_file.read_text())
    scops = {f["function"]: f["scops"] for f in report["functions"]}
    assert scops["init"][0]["reason"].startswith("compile-budget"), scops
    ran = {s["scop"] for s in report["run"]["scops"] if s["offloaded"]}
    assert scops["init"][0]["index"] not in ran and scops["scale"][0]["index"] in ran, report["run"]


def test_the_nests_of_a_scop_over_the_budget_are_tried_alone(tmp_path):
    """One SCoP of two nests is over the budget; the plain nest alone is
    not, and is offloaded (the whole function stayed on the CPU before)."""
    require_device("pocl")
    program = ROOT / "tests" / "e2e" / "inputs" / "budget_split.c"
    plain = run_polyoff("--no-cache", "--gpu-runtime=none", str(program))
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--no-cache", "--device=pocl", "--isl-max-operations=60000",
                       f"--report-file={report_file}", str(program))
    assert proc.returncode == plain.returncode == 0, proc.stderr
    assert proc.stdout == plain.stdout
    report = json.loads(report_file.read_text())
    (both,) = [f for f in report["functions"] if f["function"] == "both"]
    outcomes = [(s["depth"], s["offloaded"], s["reason"] or "") for s in both["scops"]]
    assert (1, True, "") in outcomes, outcomes
    assert any(not ok and reason.startswith("compile-budget") for _, ok, reason in outcomes), outcomes
