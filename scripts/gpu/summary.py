#!/usr/bin/env python3
"""The summary of a GPU run (scripts/gpu/run.sh): one Markdown page.

Reads what run.sh's steps left in RESULTS (``steps.tsv``, ``env.json``,
``tests-junit.xml``, ``programs/programs.json``, ``cublas.json``,
``sweep/results.json``, ``sweep/sweep.json``) and writes the environment,
each step's outcome, the test counts, and issue 7's acceptance figures
measured in this run: how many PolyBench kernels were correct on the GPU,
the geometric-mean speedup over the sequential baseline (transfers
included), and gemm's throughput against cuBLAS. What was not measured is
said to be so; nothing is estimated.

    scripts/gpu/summary.py RESULTS [--out summary.md]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

KERNEL_COUNT = 30
GEOMEAN_GOAL = 20.0
CUBLAS_GOAL = 0.30


def _load(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _geomean(values: list[float]) -> float | None:
    values = [v for v in values if v and v > 0 and math.isfinite(v)]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def _environment(results: Path) -> list[str]:
    env = _load(results / "env.json")
    if env is None:
        return ["No environment was recorded (env.json missing)."]
    lines = ["| | |", "|---|---|"]
    for key in (
        "nvidia_smi",
        "nvidia_smi_cuda",
        "nvcc",
        "ptxas",
        "cpu",
        "python",
        "llvmlite",
        "islpy",
        "pyopencl",
        "pycuda",
        "cupy",
    ):
        lines.append(f"| {key} | {str(env.get(key, '?')).replace('|', '/')} |")
    lines.append(f"| CUDA through pycuda | {json.dumps(env.get('cuda_through_pycuda'))} |")
    icds = (env.get("opencl") or {}).get("icds") or {}
    lines.append(f"| OpenCL ICDs | {', '.join(f'{k}: {v}' for k, v in icds.items()) or 'none'} |")
    lines.append(f"| polyoff devices | {'<br>'.join(env.get('polyoff_devices') or ['none'])} |")
    return lines


def _steps(results: Path) -> list[str]:
    lines = ["| step | exit status | seconds |", "|---|---|---|"]
    try:
        for row in (results / "steps.tsv").read_text().splitlines():
            name, code, seconds = [*row.split("\t"), "", ""][:3]
            lines.append(f"| {name} | {code} | {seconds} |")
    except OSError:
        lines.append("| (no steps.tsv) | | |")
    return lines


def _tests(results: Path) -> list[str]:
    try:
        root = ET.parse(results / "tests-junit.xml").getroot()
    except (OSError, ET.ParseError):
        return ["The gpu-marked tests left no JUnit report (not run, or pytest failed to start)."]
    suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
    counts = {
        k: sum(int(s.get(k, 0)) for s in suites) for k in ("tests", "failures", "errors", "skipped")
    }
    passed = counts["tests"] - counts["failures"] - counts["errors"] - counts["skipped"]
    lines = [
        f"`pytest -m gpu`: {passed} passed, {counts['failures']} failed, "
        f"{counts['errors']} errors, {counts['skipped']} skipped."
    ]
    for case in root.iter("testcase"):
        for kind in ("failure", "error"):
            found = case.find(kind)
            if found is not None:
                message = (found.get("message") or "").splitlines()[:1]
                lines.append(
                    f"- {kind}: `{case.get('classname')}::{case.get('name')}` "
                    f"{message[0][:200] if message else ''}"
                )
    skipped = {(s.get("message") or "") for s in root.iter("skipped")}
    for reason in sorted(skipped)[:5]:
        lines.append(f"- skipped: {reason[:200]}")
    return lines


def _programs(results: Path) -> list[str]:
    data = _load(results / "programs" / "programs.json")
    if data is None:
        return ["The test programs were not run on the GPU (see the programs step's log)."]
    records = data.get("records", [])
    ok = sum(1 for r in records if r.get("ok"))
    lines = [
        f"{ok} of {len(records)} program runs on {data.get('device')} printed the native "
        "output with their loop nests launched as kernels (table: programs/programs.md)."
    ]
    lines += [
        f"- {r['program']} {' '.join(r.get('args', []))}: {r.get('problem')}"
        for r in records
        if not r.get("ok")
    ]
    return lines


def _sweep(results: Path, cublas: dict | None) -> tuple[list[str], list[str]]:
    """(sweep section, acceptance lines)."""
    data = _load(results / "sweep" / "results.json")
    status = _load(results / "sweep" / "sweep.json") or {}
    if data is None:
        return (
            ["The PolyBench sweep left no results (see the sweep step's log)."],
            ["- PolyBench on the GPU: **not measured** (no sweep results)."],
        )
    rows = data.get("rows", [])
    lines: list[str] = []
    accept: list[str] = []
    configs = [v["key"] for v in data.get("variants", ()) if v.get("kind") == "offload"]
    datasets = sorted({r.get("dataset") for r in rows})
    lines.append(
        f"Dataset(s) {', '.join(map(str, datasets))}; configurations "
        f"{', '.join(configs) or 'none'}; {status.get('runs', '?')} run(s) per variant."
    )
    not_run = status.get("not_run") or []
    if not_run:
        lines.append(
            f"Not run for lack of time: {', '.join(not_run)} — run them with "
            f"`bash scripts/gpu/run.sh --steps setup,sweep --kernels {','.join(not_run)}` "
            "and merge with `scripts/gpu/sweep.py --merge A B --out C`."
        )
    for config in configs:
        mine = [r for r in rows if r.get("variant") == config]
        ok = [r for r in mine if r.get("status") == "ok"]
        bad = [r for r in mine if r.get("status") not in ("ok", "skipped")]
        skipped = [r for r in mine if r.get("status") == "skipped"]
        speed = _geomean([r.get("speedup") for r in ok])
        kernels_only = _geomean([r.get("speedup_kernels") for r in ok])
        lines.append(
            f"- **{config}**: {len(ok)} of {len(mine)} kernels ok"
            + (
                f", {len(skipped)} skipped ({skipped[0].get('message', '')[:120]})"
                if skipped
                else ""
            )
            + (f"; geomean speedup over the baseline {speed:.3g}x with transfers" if speed else "")
            + (f", {kernels_only:.3g}x kernels alone" if kernels_only else "")
        )
        for r in bad:
            lines.append(f"    - {r['kernel']}: {r['status']}: {(r.get('message') or '')[:200]}")
        if config.startswith("cuda"):
            large = [r for r in mine if r.get("dataset") == "LARGE"]
            large_ok = [r for r in large if r.get("status") == "ok"]
            accept.append(
                f"- Kernels correct on the GPU ({config}, LARGE): {len(large_ok)} of "
                f"{KERNEL_COUNT} measured ok, {len(large) - len(large_ok)} not ok, "
                f"{KERNEL_COUNT - len(large)} not run (goal: all {KERNEL_COUNT})."
            )
            large_speed = _geomean([r.get("speedup") for r in large_ok])
            accept.append(
                f"- Geomean speedup at LARGE with transfers ({config}): "
                + (
                    f"{large_speed:.3g}x over {len(large_ok)} kernels (goal ≥ {GEOMEAN_GOAL:g}x"
                    + ("" if len(large) == KERNEL_COUNT else "; not all kernels ran")
                    + ")."
                    if large_speed
                    else "**not measured**."
                )
            )
            accept.append(_gemm_line(config, large, cublas))
    return lines, accept


def _gemm_line(config: str, rows: list[dict], cublas: dict | None) -> str:
    gemm = next((r for r in rows if r.get("kernel") == "gemm"), None)
    if gemm is None or gemm.get("status") != "ok":
        return f"- gemm vs cuBLAS ({config}): **not measured** (gemm did not run ok at LARGE)."
    if cublas is None:
        return f"- gemm vs cuBLAS ({config}): **not measured** (no cuBLAS reference)."
    flops = cublas["flops"]
    parts = []
    for label, seconds in (
        ("with transfers", gemm.get("kernel_time_s")),
        ("kernels alone", gemm.get("device_kernel_s")),
    ):
        if seconds:
            gflops = flops / seconds / 1e9
            parts.append(
                f"{label} {gflops:.0f} GFLOP/s = {gflops / cublas['gemm']['gflops']:.1%} of cuBLAS"
            )
    return (
        f"- gemm vs cuBLAS ({config}): cuBLAS DGEMM {cublas['gemm']['gflops']:.0f} GFLOP/s "
        f"(with transfers {cublas['with_transfers']['gflops']:.0f}); polyoff "
        + ("; ".join(parts) or "no time")
        + f" (goal ≥ {CUBLAS_GOAL:.0%})."
    )


def render(results: Path) -> str:
    cublas = _load(results / "cublas.json")
    sweep, accept = _sweep(results, cublas)
    out = [
        "# polyoff on the GPU: run summary",
        "",
        "Everything below was measured in this run; what did not run says so.",
        "",
        "## Acceptance figures (issue 7)",
        "",
        *accept,
        "",
        "## Environment",
        "",
        *_environment(results),
        "",
        "## Steps",
        "",
        *_steps(results),
        "",
        "## Tests",
        "",
        *_tests(results),
        "",
        "## Test programs",
        "",
        *_programs(results),
        "",
        "## cuBLAS reference (gemm, float64, LARGE)",
        "",
    ]
    if cublas is None:
        out.append("Not measured (see the cublas step's log).")
    else:
        out.append(
            f"{cublas['device']}, CuPy {cublas['cupy']}: dot "
            f"{cublas['dot']['gflops']:.0f} GFLOP/s, gemm {cublas['gemm']['gflops']:.0f} "
            f"GFLOP/s ({cublas['gemm']['median_s'] * 1e6:.1f} µs), with transfers "
            f"{cublas['with_transfers']['gflops']:.0f} GFLOP/s "
            f"({cublas['with_transfers']['median_s'] * 1e3:.2f} ms)."
        )
    out += [
        "",
        "## PolyBench sweep",
        "",
        *sweep,
        "",
        "Tables: sweep/results.md; page: sweep/polybench-gpu.md; registers and shared "
        "memory: sweep/resources.md.",
        "",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", type=Path)
    parser.add_argument("--out", type=Path, default=None)
    ns = parser.parse_args(argv)
    text = render(ns.results)
    if ns.out is None:
        sys.stdout.write(text)
    else:
        ns.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
