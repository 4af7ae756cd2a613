#!/usr/bin/env python3
"""Run every tests/programs/ program on the CUDA device and compare with native output.

For each program and argument set of the CUDA tests (``CASES`` of
tests/e2e/test_gpu.py) this runs ``polyoff --gpu-runtime=cuda --target=nvptx
--report=json`` on the stored IR (``.gpu/``, from scripts/gpu/prepare.sh; the C
source where no IR was stored and a C compiler exists) and compares stdout
with the stored native output. It writes into ``--out``:

* ``programs.json``: one record per run (match, exit status, run status,
  launches, kernels with their block, grid and ptxas registers / shared
  memory / spills, device compile, transfer and kernel seconds, fallbacks);
* ``programs.md``: the same as a table;
* ``reports/<name>.<i>.json``: polyoff's reports.

Exit status 0 when every run matched and offloaded without failure, 1 when
some did not, 3 when the check could not run here (no CUDA device, nothing
stored).

    scripts/gpu/check_programs.py [--gpu-dir .gpu] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))


def _kernels(report: dict) -> list[dict]:
    return [
        k
        for f in report.get("functions", ())
        for s in f.get("scops", ())
        for k in s.get("kernels", ())
    ]


def _run_one(
    name: str, args: tuple[str, ...], source: Path, expected: str | None, report_path: Path
) -> dict:
    command = [
        sys.executable,
        "-m",
        "polyoff",
        "--gpu-runtime=cuda",
        "--target=nvptx",
        "--always-offload",  # the test programs are small
        "--report=json",
        f"--report-file={report_path}",
        str(source),
        "--",
        *args,
    ]
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=REPO)
    except subprocess.TimeoutExpired:
        return {"program": name, "args": list(args), "ok": False, "problem": "timed out (300 s)"}
    record: dict = {
        "program": name,
        "args": list(args),
        "exit": done.returncode,
        "wall_s": time.perf_counter() - start,
        "matches_native": None if expected is None else done.stdout == expected,
        "stderr": done.stderr[-2000:],
    }
    try:
        report = json.loads(report_path.read_text())
    except (OSError, ValueError):
        report = {}
    run = report.get("run") or {}
    record.update(
        status=run.get("status"),
        device=run.get("device"),
        launches=run.get("launches"),
        failures=run.get("failures"),
        last_error=run.get("last_error"),
        fallbacks=sum(s.get("device_failed", 0) for s in run.get("scops", ())),
        offloaded_scops=sum(1 for s in run.get("scops", ()) if s.get("offloaded", 0) > 0),
        device_compile_s=run.get("compile_seconds"),
        kernel_s=run.get("kernel_seconds"),
        transfer_s=(run.get("seconds_in") or 0) + (run.get("seconds_out") or 0),
        bytes_in=run.get("bytes_in"),
        bytes_out=run.get("bytes_out"),
        polyoff_compile_s=(report.get("compile_seconds") or {}).get("total_s"),
        kernels=[
            {
                "name": k["name"],
                "block": k["block"],
                "grid": k["grid"],
                **{
                    f: k.get("resources", {}).get(f)
                    for f in ("arch", "registers", "shared_bytes", "spill_stores", "spill_loads")
                },
            }
            for k in _kernels(report)
        ],
    )
    problems = []
    if done.returncode != 0:
        problems.append(f"exit status {done.returncode}")
    if record["matches_native"] is False:
        problems.append("stdout differs from the native build")
    if record["matches_native"] is None:
        problems.append("no native output to compare with")
    if record["status"] != "ready":
        problems.append(f"runtime {record['status']}")
    if not record["launches"]:
        problems.append("no kernel launched")
    if record["failures"] or record["fallbacks"]:
        problems.append(f"{record['failures']} failure(s), {record['fallbacks']} fallback(s)")
    record["ok"] = not problems
    record["problem"] = "; ".join(problems)
    return record


def _seconds(value: float | None) -> str:
    if value is None:
        return ""
    return f"{value * 1e3:.2f} ms" if value < 1 else f"{value:.2f} s"


def _markdown(records: list[dict], device: str) -> str:
    lines = [
        f"Test programs on {device} (`--gpu-runtime=cuda --target=nvptx`), "
        "compared with the native build's stdout.",
        "",
        "| program | args | ok | kernels (launches) | registers | shared | device compile "
        "| transfers | kernels | problem |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in records:
        kernels = r.get("kernels") or []
        regs = ", ".join(str(k["registers"]) for k in kernels if k.get("registers") is not None)
        shared = ", ".join(
            str(k["shared_bytes"]) for k in kernels if k.get("shared_bytes") is not None
        )
        lines.append(
            f"| {r['program']} | {' '.join(r['args'])} | {'yes' if r['ok'] else '**no**'} "
            f"| {len(kernels)} ({r.get('launches') or 0}) | {regs} | {shared} "
            f"| {_seconds(r.get('device_compile_s'))} | {_seconds(r.get('transfer_s'))} "
            f"| {_seconds(r.get('kernel_s'))} | {r.get('problem', '')} |"
        )
    ok = sum(1 for r in records if r["ok"])
    lines += ["", f"{ok} of {len(records)} runs ok."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gpu-dir", type=Path, default=REPO / ".gpu")
    parser.add_argument("--out", type=Path, default=Path("gpu-programs"))
    ns = parser.parse_args(argv)
    os.environ["POLYOFF_GPU_DIR"] = str(ns.gpu_dir.resolve())

    from polyoff_runtime import select_device

    from polyoff.ir.cc import find_c_compiler
    from tests.conftest import PROGRAMS
    from tests.e2e.test_gpu import CASES, GPU_DIR, cuda_problem, stored

    problem = cuda_problem()
    if problem:
        print(f"check_programs: not run: {problem}")
        return 3
    device = select_device("cuda")
    assert device is not None
    out: Path = ns.out
    (out / "reports").mkdir(parents=True, exist_ok=True)
    records = []
    have_cc = find_c_compiler() is not None
    for name in sorted(CASES):
        entry = stored().get(name)
        if entry is not None:
            source = GPU_DIR / entry["ir"]
        elif have_cc:
            source = PROGRAMS / f"{name}.c"
        else:
            records.append(
                {
                    "program": name,
                    "args": [],
                    "ok": False,
                    "problem": f"no up-to-date IR in {GPU_DIR} and no C compiler",
                }
            )
            continue
        outputs = {
            tuple(r["args"]): (GPU_DIR / r["stdout"]).read_text()
            for r in (entry or {}).get("runs", ())
        }
        for i, args in enumerate(CASES[name][0]):
            record = _run_one(
                name, args, source, outputs.get(tuple(args)), out / "reports" / f"{name}.{i}.json"
            )
            records.append(record)
            print(
                f"check_programs: {name} {' '.join(args)}: "
                f"{'ok' if record['ok'] else 'FAILED: ' + record['problem']}",
                flush=True,
            )
    (out / "programs.json").write_text(
        json.dumps({"device": device.describe(), "records": records}, indent=1) + "\n"
    )
    (out / "programs.md").write_text(_markdown(records, device.describe()))
    failed = [r for r in records if not r["ok"]]
    print(f"check_programs: {len(records) - len(failed)} of {len(records)} runs ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
