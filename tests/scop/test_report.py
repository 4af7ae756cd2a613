"""The report's SCoP details, as JSON and as text (short, and the full
model with ``verbose``), for someone who knows Polly's ``-polly-report``
and ``-debug-only=polly-scops``."""

from __future__ import annotations

import io
import json

import pytest

from polyoff.compiler import compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from polyoff.report import build_report, write_text
from tests.conftest import run_polyoff
from tests.scop.models import INPUTS

#: the keys the report had before the SCoP details grew; they stay
OLD_SCOP_KEYS = {
    "index",
    "function",
    "lines",
    "region",
    "depth",
    "parameters",
    "context",
    "assumptions",
    "statements",
    "arrays",
    "offloaded",
    "reason",
    "kernels",
    "transfers",
}


@pytest.fixture(scope="module")
def report() -> dict:
    comp = compile_module(read_program(INPUTS / "rejects.ll"), Options(), target=None)
    return build_report(comp, source="rejects.ll")


@pytest.fixture(scope="module")
def vla_report() -> dict:
    comp = compile_module(read_program(INPUTS / "vla.ll"), Options(), target=None)
    return build_report(comp, source="vla.ll")


def _scop(report: dict, function: str) -> dict:
    return next(s for f in report["functions"] if f["function"] == function for s in f["scops"])


def test_json_keeps_its_keys_and_adds_the_model(vla_report):
    scop = _scop(vla_report, "vla")
    assert set(scop) >= OLD_SCOP_KEYS
    assert {"loops", "host_values", "dependences", "original_schedule"} <= set(scop)
    assert [lp["parallel"] for lp in scop["loops"]] == [True, True, True, True]
    assert {"flow", "false", "scalar_flow", "scalar_false"} <= set(scop["dependences"])
    stmt = scop["statements"][0]
    assert {"name", "block", "line", "domain", "accesses", "loops", "schedule"} <= set(stmt)
    access = stmt["accesses"][0]
    assert {"kind", "relation", "array", "instruction", "subscripts"} <= set(access)
    assert scop["assumptions"]["notes"]  # k <= m is checked at run time
    json.loads(json.dumps(vla_report, default=str))


def test_json_rejected_regions_and_splits(report):
    fns = {f["function"]: f for f in report["functions"]}
    scatter = fns["scatter"]["rejected"][0]
    assert scatter["kind"] == "non-affine-access"
    assert scatter["line"] == 28 and scatter["where"] == "line 28"
    assert scatter["meaning"] and scatter["region"]
    assert all("splits" in f for f in report["functions"])


def test_text_is_short_by_default(vla_report):
    out = io.StringIO()
    write_text(vla_report, out)
    text = out.getvalue()
    assert "SCoP #" in text and "loops (4 of 4 parallel)" in text
    assert "run-time checks:" in text
    assert "domain" not in text  # the model only with verbose


def test_text_verbose_shows_the_model(vla_report):
    out = io.StringIO()
    write_text(vla_report, out, verbose=True)
    text = out.getvalue()
    for piece in (
        "region: %",
        "context:",
        "assumed context:",
        "arrays:",
        "statements:",
        "domain   :=",
        "schedule :=",
        "ReadAccess",
        "MustWriteAccess",
        "dependences:",
        "flow",
        "subscripts of",
    ):
        assert piece in text, piece


def test_text_names_each_reason_with_its_line(report):
    out = io.StringIO()
    write_text(report, out, verbose=True)
    text = out.getvalue()
    assert "loop nest at line 28 not offloaded [non-affine-access]" in text
    assert "loop nest at line 35 not offloaded [unknown-call]: call to external_weight" in text
    assert "array subscript is not affine" in text  # the catalogue's meaning, with verbose


def test_text_says_why_scops_are_split():
    comp = compile_module(read_program(INPUTS / "unrolled.ll"), Options(), target=None)
    rep = build_report(comp, source="unrolled.ll")
    fn = next(f for f in rep["functions"] if f["function"] == "main")
    out = io.StringIO()
    write_text(rep, out)
    assert len(fn["scops"]) > 1 and fn["splits"]
    assert "are separate: the region holding them is not a SCoP [unknown-call]" in out.getvalue()
    assert "call to strtol" in out.getvalue()


def test_cli_report_lists_reasons():
    proc = run_polyoff("--gpu-runtime=none", "--no-run", "--report", str(INPUTS / "rejects.ll"))
    assert proc.returncode == 0, proc.stderr
    assert "loop nest at line 35 not offloaded [unknown-call]: call to external_weight" in proc.stderr


def test_cli_report_memory_intrinsics_are_accesses():
    # memset and memcpy of rows: one SCoP (range accesses), not a reason
    proc = run_polyoff("--gpu-runtime=none", "--no-run", "--report", str(INPUTS / "memops.ll"))
    assert proc.returncode == 0, proc.stderr
    assert "function memops:\n  SCoP #0 (lines 9-12)" in proc.stderr
    assert "llvm.mem" not in proc.stderr
    proc = run_polyoff("--gpu-runtime=none", "--no-run", "--report=json", str(INPUTS / "memops.ll"))
    rep = json.loads(proc.stderr)
    assert any(f["function"] == "memops" for f in rep["functions"])


def test_a_function_whose_loops_the_clean_up_removed_is_in_the_report(tmp_path):
    # The function has no loop left after the clean-up; both report forms
    # still name its loop nest, as the JSON of every other reject does.
    proc = run_polyoff("--gpu-runtime=none", "--no-run", "--report", str(INPUTS / "rejects_ir.ll"))
    assert proc.returncode == 0, proc.stderr
    assert "function removed:" in proc.stderr
    assert "block once not offloaded [removed]" in proc.stderr
    assert "block second not offloaded [non-affine-access]" in proc.stderr
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--gpu-runtime=none", "--no-run", "--report=json", f"--report-file={report_file}",
                       str(INPUTS / "rejects_ir.ll"))
    assert proc.returncode == 0, proc.stderr
    rep = json.loads(report_file.read_text())
    fn = next(f for f in rep["functions"] if f["function"] == "removed_ub")
    assert [(r["kind"], r["block"]) for r in fn["rejected"]] == [("removed", "ub")]
    assert "clean-up" in fn["rejected"][0]["meaning"]


def test_a_scop_isl_fails_on_is_reported_not_raised(tmp_path):
    """isl fails computing the dependences of one SCoP of this fuzz program
    (an error of isl's, not a budget): the compiler keeps it on the CPU with
    the reason, and the report, which computes the dependences of SCoPs not
    mapped again, says so instead of stopping with an internal error (exit
    70 for the whole program, ``--gpu-runtime=none`` included)."""
    import subprocess
    import sys

    ll = tmp_path / "isl_flow_failure.ll"
    subprocess.run([sys.executable, "-m", "ziglang", "cc", "-S", "-emit-llvm", "-g0", "-O1",
                    str(INPUTS / "isl_flow_failure.c"), "-o", str(ll)], check=True, capture_output=True)
    comp = compile_module(read_program(ll), Options(), target="opencl_c")
    rep = build_report(comp, source=str(ll))
    scop = _scop(rep, "f2")
    assert not scop["offloaded"]
    assert "isl_union_access_info_compute_flow" in scop["reason"] and "please report" not in scop["reason"]
    assert scop["dependences"] is None
