#!/usr/bin/env python3
"""The PolyBench sweep on the GPU machine, time-boxed, one kernel at a time.

Runs ``scripts/polybench`` once per kernel (``--kernels K --datasets D
--config C... --no-peers --keep-work``), so that a kernel that is slow or
hangs costs only itself and everything finished so far is kept when the time
runs out. Kernels are taken in ``--kernels`` order (default: gemm, then the
rest from the quickest to the slowest at LARGE); one is started only when
the time left before ``--deadline`` is likely to be enough for it.

C is compiled to LLVM IR by the ``clang`` stand-in of ``precompiled_ir.py``
(the IR ``scripts/gpu/prepare.sh`` stored in ``.gpu/``), put first on PATH
for the harness, because the GPU machine has no C compiler.

Writes into ``--out``:

* ``results.json``, ``results.csv``, ``results.md``, ``plots/`` and the page
  ``polybench-gpu.md`` (with ``polybench-gpu/``): every kernel's rows merged
  and redrawn with ``scripts/polybench --replot``;
* ``resources.md`` / ``resources.csv``: per generated kernel, its block and
  grid and what ptxas says (registers, shared memory, spills), from the first
  report of each offloaded variant (``reports/``);
* ``sweep.json``: what ran, what timed out and what was left for lack of time;
* ``kernels/<name>/``: each harness run's own results and log.

``--merge DIR...`` runs nothing: it merges the outputs of earlier sweeps
(for example two device calls that each ran part of the kernels) into
``--out``.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: Seconds one polyoff run of the kernel's baseline took at LARGE (process
#: wall time, array dump included) on a 2-core AMD EPYC; the order and the
#: time box start from these. gemm goes first: cuBLAS is its reference.
LARGE_BASELINE_WALL = {
    "gemm": 2.5,
    "mvt": 0.5,
    "bicg": 0.5,
    "gesummv": 0.6,
    "atax": 0.7,
    "jacobi-1d": 0.7,
    "durbin": 1.0,
    "trisolv": 1.2,
    "symm": 2.7,
    "2mm": 3.5,
    "syrk": 3.6,
    "trmm": 3.9,
    "syr2k": 4.0,
    "doitgen": 4.5,
    "fdtd-2d": 4.9,
    "covariance": 5.0,
    "gemver": 5.0,
    "3mm": 5.3,
    "correlation": 5.3,
    "jacobi-2d": 7.3,
    "heat-3d": 7.9,
    "cholesky": 10.4,
    "gramschmidt": 12.8,
    "ludcmp": 13.8,
    "adi": 16.4,
    "lu": 16.8,
    "nussinov": 18.4,
    "seidel-2d": 27.0,
    "floyd-warshall": 31.8,
    "deriche": 60.8,
}
DEFAULT_ORDER = tuple(
    sorted(LARGE_BASELINE_WALL, key=lambda k: (k != "gemm", LARGE_BASELINE_WALL[k]))
)
#: Seconds each offloaded configuration adds to a kernel (polyoff compiling,
#: the device initialising) on top of running as long as the baseline.
COMPILE_ALLOWANCE = 10.0


def estimate(kernel: str, configs: int, runs: int) -> float:
    base = LARGE_BASELINE_WALL.get(kernel, 30.0)
    return base * runs * (1 + configs) + COMPILE_ALLOWANCE * configs


def _slug(text: str) -> str:
    return text.replace("/", "_").replace(":", "_")


def _shim_dir(gpu_dir: Path, work: Path) -> Path:
    """A folder with a ``clang`` that serves the IR stored in ``gpu_dir``."""
    folder = work / "bin"
    folder.mkdir(parents=True, exist_ok=True)
    clang = folder / "clang"
    clang.write_text(
        "#!/bin/sh\n"
        f'exec "{sys.executable}" "{HERE / "precompiled_ir.py"}" --from "{gpu_dir}" "$@"\n'
    )
    clang.chmod(0o755)
    return folder


def _stop(proc: subprocess.Popen) -> None:
    """End ``proc``'s whole process group (the harness and its polyoff runs)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    except ProcessLookupError:
        pass


def _run_harness(
    command: list[str], env: dict, timeout: float, log: Path
) -> tuple[int | None, float]:
    """(exit status or None on timeout, seconds); the whole process group
    is stopped on timeout, and when this script is terminated."""
    start = time.monotonic()
    with log.open("w") as out:
        proc = subprocess.Popen(
            command, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=REPO, start_new_session=True
        )

        def terminated(signum: int, frame: object) -> None:
            _stop(proc)
            raise SystemExit(128 + signum)

        previous = signal.signal(signal.SIGTERM, terminated)
        try:
            code = proc.wait(timeout=max(1.0, timeout))
        except subprocess.TimeoutExpired:
            _stop(proc)
            code = None
        finally:
            signal.signal(signal.SIGTERM, previous)
    return code, time.monotonic() - start


def _harvest(kernel: str, run_dir: Path, out: Path) -> None:
    """Keep the first report of each offloaded variant, drop the bulky rest
    (IR, binaries, array dumps, the per-kernel plots)."""
    reports = out / "reports"
    reports.mkdir(parents=True, exist_ok=True)
    for report in sorted((run_dir / "work").glob("*/*/reports/*-0.json")):
        variant = report.name[: -len("-0.json")]
        shutil.copyfile(report, reports / f"{kernel}.{variant}.json")
    shutil.rmtree(run_dir / "work", ignore_errors=True)
    shutil.rmtree(run_dir / "cache", ignore_errors=True)
    shutil.rmtree(run_dir / "plots", ignore_errors=True)


def merge_results(sources: list[Path], target: Path) -> int:
    """Merge ``results.json`` files into ``target``; the number of rows.
    A later row for the same kernel, dataset and variant replaces an earlier."""
    merged: dict | None = None
    rows: dict[tuple, dict] = {}
    variants: dict[str, dict] = {}
    seconds = 0.0
    notes: list[str] = []
    for source in sources:
        try:
            data = json.loads(source.read_text())
        except (OSError, ValueError):
            continue
        if merged is None:
            merged = data
        for v in data.get("variants", ()):
            variants.setdefault(v.get("key"), v)
        for r in data.get("rows", ()):
            rows[(r.get("kernel"), r.get("dataset"), r.get("variant"))] = r
        context = data.get("context") or {}
        seconds += float(context.get("seconds") or 0.0)
        notes += [n for n in context.get("notes") or () if n not in notes]
    if merged is None:
        return 0
    context = dict(merged.get("context") or {})
    context["seconds"] = seconds
    context["notes"] = notes
    context["command"] = (
        "scripts/gpu/sweep.py: one scripts/polybench run per kernel, "
        f"merged from {len(sources)} result file(s); first: "
        f"{context.get('command', '?')}"
    )
    merged.update(context=context, variants=list(variants.values()), rows=list(rows.values()))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(merged, indent=1) + "\n")
    return len(rows)


def replot(out: Path) -> int:
    command = [
        sys.executable,
        str(REPO / "scripts" / "polybench"),
        "--replot",
        str(out / "results.json"),
        "--out",
        str(out),
        "--markdown-page",
        str(out / "polybench-gpu.md"),
    ]
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, timeout=300)
    (out / "replot.log").write_text(done.stdout + done.stderr)
    return done.returncode


def resources_table(reports: Path, out: Path) -> int:
    """``resources.md`` and ``resources.csv`` from the reports; the number of kernels."""
    fields = (
        "kernel",
        "variant",
        "function",
        "name",
        "block",
        "grid",
        "arch",
        "registers",
        "shared_bytes",
        "spill_stores",
        "spill_loads",
        "stack_frame",
    )
    records = []
    for path in sorted(reports.glob("*.json")):
        kernel, _, variant = path.stem.partition(".")
        try:
            report = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        for function in report.get("functions", ()):
            for scop in function.get("scops", ()):
                for k in scop.get("kernels", ()):
                    res = k.get("resources") or {}
                    records.append(
                        {
                            "kernel": kernel,
                            "variant": variant,
                            "function": function["function"],
                            "name": k["name"],
                            "block": "x".join(map(str, k["block"])),
                            "grid": " x ".join(map(str, k["grid"])),
                            **{f: res.get(f) for f in fields[6:]},
                        }
                    )
    with (out / "resources.csv").open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        writer.writerows(records)
    lines = [
        "| kernel | variant | function | GPU kernel | block | grid | arch | registers "
        "| shared (B) | spills (st/ld) | stack (B) |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in records:
        spills = "" if r["spill_stores"] is None else f"{r['spill_stores']}/{r['spill_loads']}"
        lines.append(
            f"| {r['kernel']} | {r['variant']} | {r['function']} | {r['name']} | {r['block']} "
            f"| {r['grid']} | {r['arch'] or ''} | {'' if r['registers'] is None else r['registers']} "
            f"| {'' if r['shared_bytes'] is None else r['shared_bytes']} | {spills} "
            f"| {'' if r['stack_frame'] is None else r['stack_frame']} |"
        )
    (out / "resources.md").write_text(
        "Per generated kernel: block and grid (isl expressions of the sizes), and ptxas's "
        "registers, shared memory and spills (`--report=json` `resources`).\n\n"
        + "\n".join(lines)
        + "\n"
    )
    return len(records)


def finish(out: Path, sources: list[Path]) -> None:
    rows = merge_results(sources, out / "results.json")
    status = replot(out) if rows else None
    kernels = resources_table(out / "reports", out) if (out / "reports").is_dir() else 0
    print(
        f"sweep: {rows} rows merged into {out / 'results.json'}"
        + (f" (replot exit status {status})" if status is not None else "")
        + f"; {kernels} GPU kernels in resources.md",
        flush=True,
    )


def _names(values: list[str] | None) -> list[str]:
    return [n.strip() for v in values or () for n in v.split(",") if n.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--dataset", default="LARGE")
    parser.add_argument(
        "--config",
        action="append",
        metavar="DEVICE:TARGET",
        help="offloaded configuration(s) for scripts/polybench (default cuda:nvptx)",
    )
    parser.add_argument(
        "--kernels",
        action="append",
        metavar="K[,K...]",
        help="kernels, in the order to run them (default: gemm, then quickest first)",
    )
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument(
        "--deadline",
        type=float,
        default=None,
        help="stop starting kernels so as to end by this time (seconds since the epoch)",
    )
    parser.add_argument(
        "--budget", type=float, default=None, help="seconds from now; an alternative to --deadline"
    )
    parser.add_argument(
        "--run-timeout",
        type=float,
        default=180.0,
        help="time limit of one build or run inside the harness (default 180 s)",
    )
    parser.add_argument("--gpu-dir", type=Path, default=REPO / ".gpu")
    parser.add_argument(
        "--no-shim",
        action="store_true",
        help="compile C with the C compiler found here, not the stored IR",
    )
    parser.add_argument(
        "--merge",
        type=Path,
        nargs="+",
        metavar="DIR",
        help="merge the outputs of earlier sweeps into --out; run nothing",
    )
    ns = parser.parse_args(argv)
    out: Path = ns.out.resolve()
    out.mkdir(parents=True, exist_ok=True)

    if ns.merge:
        for folder in ns.merge:
            for report in (folder / "reports").glob("*.json"):
                (out / "reports").mkdir(exist_ok=True)
                shutil.copyfile(report, out / "reports" / report.name)
        finish(out, [folder / "results.json" for folder in ns.merge])
        return 0

    configs = _names(ns.config) or ["cuda:nvptx"]
    kernels = _names(ns.kernels) or list(DEFAULT_ORDER)
    deadline = ns.deadline
    if ns.budget is not None:
        deadline = time.time() + ns.budget
    env = dict(os.environ)
    env["PYTHONUNBUFFERED"] = "1"
    manifest = ns.gpu_dir / "manifest.json"
    if not ns.no_shim:
        if not manifest.is_file():
            print(f"sweep: no {manifest}: run scripts/gpu/prepare.sh (or pass --no-shim)")
            return 1
        env["PATH"] = f"{_shim_dir(ns.gpu_dir.resolve(), out)}{os.pathsep}{env.get('PATH', '')}"

    done: list[dict] = []
    not_run: list[str] = []
    start = time.time()
    for kernel in kernels:
        left = (deadline - time.time()) if deadline is not None else float("inf")
        need = estimate(kernel, len(configs), ns.runs)
        if left < max(30.0, 0.6 * need):
            print(
                f"sweep: {kernel}: not started, {left:.0f} s left and it needs about {need:.0f} s",
                flush=True,
            )
            not_run.append(kernel)
            continue
        run_dir = out / "kernels" / kernel
        shutil.rmtree(run_dir, ignore_errors=True)
        run_dir.mkdir(parents=True)
        command = [
            sys.executable,
            str(REPO / "scripts" / "polybench"),
            "--kernels",
            kernel,
            "--datasets",
            ns.dataset,
            "--no-peers",
            "--runs",
            str(ns.runs),
            "--timeout",
            str(max(10.0, min(ns.run_timeout, left - 5))),
            "--keep-work",
            "-q",
            "--out",
            str(run_dir),
        ]
        for config in configs:
            command += ["--config", config]
        code, seconds = _run_harness(command, env, left - 2, run_dir / "harness.log")
        _harvest(kernel, run_dir, out)
        outcome = {"kernel": kernel, "exit": code, "seconds": round(seconds, 1)}
        if code is None:
            outcome["problem"] = "stopped at the time box; its rows are lost"
            not_run.append(kernel)
        summary = ""
        try:
            rows = json.loads((run_dir / "results.json").read_text())["rows"]
            summary = ", ".join(
                f"{r['variant']} {r['status']}"
                + (f" {r['speedup']:.3g}x" if r.get("speedup") else "")
                for r in rows
            )
        except (OSError, ValueError, KeyError):
            summary = "no results.json"
        print(
            f"sweep: {kernel}: {summary} ({seconds:.0f} s"
            + (", stopped at the time box)" if code is None else ")"),
            flush=True,
        )
        done.append(outcome)

    finish(out, [out / "kernels" / d["kernel"] / "results.json" for d in done])
    status = {
        "dataset": ns.dataset,
        "configs": configs,
        "runs": ns.runs,
        "seconds": round(time.time() - start, 1),
        "kernels": done,
        "not_run": not_run,
    }
    (out / "sweep.json").write_text(json.dumps(status, indent=1) + "\n")
    if not_run:
        print(f"sweep: not run for lack of time: {','.join(not_run)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
