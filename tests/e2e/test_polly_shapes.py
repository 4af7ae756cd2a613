"""Loop nests in the shapes of LLVM Polly's detection tests (issue 15),
written afresh in IR with a C driver each: each runs offloaded on pocl
and on Intel's CPU runtime and prints what the unmodified program prints,
and the report shows the function offloaded (a silent CPU fallback would
print the same numbers)."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

SHAPES = ROOT / "tests" / "e2e" / "inputs" / "shapes"

#: shape -> (argument sets, functions that must be offloaded whole)
CASES = {
    # a switch simplifycfg rebuilt after polyoff lowered it
    "switch": ([(), ("37",)], {"bump"}),
    # float arrays copied through i32, doubles read back as i64 bits
    "mixed": ([(), ("45",)], {"copy_bits"}),
    # bounds and values loaded from memory the loops never write (hoisted
    # loads), behind a guard, and aliased by a written array (run-time check)
    "invload": ([(), ("77",)], {"fill", "guarded", "bounded", "splat"}),
    # base pointers and sizes loaded from structs (hoisted pointer loads),
    # one call with overlapping arrays (run-time check)
    "baseptr": ([(), ("91",)], {"scale", "axpy", "nested"}),
    # loops bounded by comparing two pointers (their distance a parameter)
    "ptrcmp": ([(), ("37",)], {"bump_until", "halve_below"}),
    # (t + 1) % 2 as LLVM writes it: (t & 1) ^ 1
    "parity": ([(), ("7",)], {"steps"}),
    # memset and memcpy of rows (range accesses, expanded in the kernel)
    "memops": ([(), ("57",), ("130",)], {"rows", "marks"}),
}


def _inputs(name: str) -> list[str]:
    return [str(SHAPES / f"{name}.ll"), str(SHAPES / f"{name}_main.c")]


def _offloaded(report: dict) -> set[str]:
    return {f["function"] for f in report["functions"]
            if f["scops"] and all(s["offloaded"] for s in f["scops"]) and not f["rejected"]}


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_shape_runs_offloaded_as_unmodified(name, device, tmp_path):
    require_device(device)
    arg_sets, functions = CASES[name]
    for k, args in enumerate(arg_sets):
        plain = run_unmodified(*_inputs(name), "--", *args)
        assert plain.returncode == 0, plain.stderr
        report_file = tmp_path / f"report{k}.json"
        proc = run_polyoff(f"--device={device}", "--report=json",
                           f"--report-file={report_file}", *_inputs(name), "--", *args)
        assert (proc.returncode, proc.stdout) == (0, plain.stdout), proc.stderr
        report = json.loads(report_file.read_text())
        assert functions <= _offloaded(report), report["functions"]


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_clang_memset_memcpy_rows_run_offloaded(device, tmp_path):
    """clang's own llvm.memset / llvm.memcpy of VLA rows (tests/scop/inputs/
    memops.c at -O1): one SCoP with the loop between them, offloaded."""
    require_device(device)
    program = str(ROOT / "tests" / "scop" / "inputs" / "memops.ll")
    for args in [("12", "9"), ("40", "30")]:
        plain = run_unmodified(program, "--", *args)
        assert plain.returncode == 0, plain.stderr
        report_file = tmp_path / "report.json"
        proc = run_polyoff(f"--device={device}", "--report=json",
                           f"--report-file={report_file}", program, "--", *args)
        assert (proc.returncode, proc.stdout) == (0, plain.stdout), proc.stderr
        assert "memops" in _offloaded(json.loads(report_file.read_text()))
