#!/usr/bin/env python3
"""Time-tiled stencils on the CUDA device, compared exactly with the CPU.

On CPU OpenCL devices a work-group's work-items run in an order that hides a
missing barrier between the time steps of a tile (docs/architecture.md, time
tiling); on a GPU they run at once, so wrong values show. For jacobi-1d,
jacobi-2d, heat-3d and fdtd-2d, on the stored PolyBench IR (``.gpu/``, from
scripts/gpu/prepare.sh), this runs the baseline (``--gpu-runtime=none``),
then ``--gpu-runtime=cuda --target=nvptx --always-offload`` with
``--time-tile=off`` and ``--time-tile=on``: at MINI with small tile sizes, so
that several tiles, wavefronts and partial tiles run, and at LARGE with the
defaults. Every variant's arrays (``POLYBENCH_DUMP=1``) must print exactly as
the baseline's. It writes ``time_tiles.json`` and ``time_tiles.md`` into
``--out`` (kernel times, launches, whether the kernel was time-tiled).

Exit status 0 when every run matched, 1 when one did not, 3 when the check
could not run here (no CUDA device, nothing stored).

    scripts/gpu/check_time_tiles.py [--gpu-dir .gpu] [--out DIR] [--datasets MINI,LARGE]
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

KERNELS = ("jacobi-1d", "jacobi-2d", "heat-3d", "fdtd-2d")
#: MINI tile sizes (time steps first, then one per spatial dimension) small
#: enough for several tiles and wavefronts at MINI's sizes
SMALL_TILES = {"jacobi-1d": "4,8", "jacobi-2d": "2,8,8", "heat-3d": "2,4,4,4", "fdtd-2d": "2,8,8"}


def _run(command: list[str], env: dict[str, str], timeout: float) -> tuple[int, str, str, float]:
    t0 = time.monotonic()
    try:
        proc = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, "", "timed out", time.monotonic() - t0
    return proc.returncode, proc.stdout, proc.stderr, time.monotonic() - t0


def _kernel_time(stderr: str) -> float | None:
    for line in stderr.splitlines():
        if line.startswith("kernel-time:"):
            try:
                return float(line.split(":", 1)[1])
            except ValueError:
                return None
    return None


def _time_tiled(report: dict) -> tuple[bool, int]:
    """Whether a kernel was tiled in time (its mapping note says so), and
    the launches of the run."""
    tiled = any("tiled in time" in note
                for f in report.get("functions", ()) for s in f.get("scops", ())
                for note in s.get("mapping_notes", ()))
    return tiled, int(report.get("run", {}).get("launches", 0) or 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gpu-dir", type=Path, default=REPO / ".gpu")
    parser.add_argument("--out", type=Path, default=REPO / "out" / "time-tiles")
    parser.add_argument("--datasets", default="MINI,LARGE")
    parser.add_argument("--timeout", type=float, default=120.0)
    ns = parser.parse_args(argv)

    from polyoff_runtime import list_devices

    if not any(d.usable for d in list_devices("cuda")):
        print("check_time_tiles: no usable CUDA device")
        return 3
    manifest_path = ns.gpu_dir / "manifest.json"
    if not manifest_path.exists():
        print(f"check_time_tiles: no {manifest_path} (run scripts/gpu/prepare.sh)")
        return 3
    manifest = json.loads(manifest_path.read_text())
    from polybench.harness.compare import compare_outputs
    from polybench.harness.dump import DumpError, parse_dump

    out: Path = ns.out
    (out / "reports").mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, POLYBENCH_DUMP="1")
    rows: list[dict] = []
    failed = False
    for dataset in (d.strip().upper() for d in ns.datasets.split(",") if d.strip()):
        for kernel in KERNELS:
            key = manifest.get("polybench", {}).get(kernel, {}).get(dataset)
            if key is None:
                rows.append({"kernel": kernel, "dataset": dataset, "variant": "-", "status": "no stored IR"})
                failed = True
                continue
            ir = ns.gpu_dir / manifest["ir"][key]["file"]
            base = [sys.executable, "-m", "polyoff"]
            code, ref_out, err, wall = _run([*base, "--gpu-runtime=none", str(ir)], env, ns.timeout)
            rows.append({"kernel": kernel, "dataset": dataset, "variant": "baseline",
                         "status": "ok" if code == 0 else f"exit {code}", "kernel_time_s": _kernel_time(err),
                         "wall_s": round(wall, 2)})
            if code != 0:
                failed = True
                continue
            try:
                reference = parse_dump(ref_out)
            except DumpError as exc:
                rows[-1]["status"] = f"malformed dump: {exc}"
                failed = True
                continue
            variants = [("per step", ["--time-tile=off"]), ("time tiles", ["--time-tile=on"])]
            if dataset == "MINI":
                variants.append(("small time tiles", ["--time-tile=on", f"--time-tile-sizes={SMALL_TILES[kernel]}"]))
            for name, flags in variants:
                report = out / "reports" / f"{kernel}-{dataset}-{name.replace(' ', '_')}.json"
                command = [*base, "--gpu-runtime=cuda", "--target=nvptx", "--always-offload", *flags,
                           "--report=json", f"--report-file={report}", str(ir)]
                code, got, err, wall = _run(command, env, ns.timeout)
                row = {"kernel": kernel, "dataset": dataset, "variant": name, "flags": flags,
                       "kernel_time_s": _kernel_time(err), "wall_s": round(wall, 2)}
                if code != 0:
                    row["status"] = f"exit {code}: {err.strip().splitlines()[-1] if err.strip() else ''}"
                    failed = True
                else:
                    try:
                        comparison = compare_outputs(parse_dump(got), reference)
                        row["status"] = "exact" if comparison.exact else f"DIFFERENT: {comparison}"
                        failed = failed or not comparison.exact
                    except DumpError as exc:
                        row["status"] = f"malformed dump: {exc}"
                        failed = True
                    try:
                        tiled, launches = _time_tiled(json.loads(report.read_text()))
                        row["time_tiled"], row["launches"] = tiled, launches
                    except (OSError, ValueError):
                        pass
                rows.append(row)
                print(json.dumps(row), flush=True)
    (out / "time_tiles.json").write_text(json.dumps(rows, indent=1) + "\n")
    lines = ["| kernel | dataset | variant | status | kernel time (s) | launches | time-tiled |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['kernel']} | {r['dataset']} | {r['variant']} | {r['status']} | "
                     f"{r.get('kernel_time_s')} | {r.get('launches', '')} | {r.get('time_tiled', '')} |")
    (out / "time_tiles.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
