"""SCoP detection on the PolyBench kernels, per compiler and -O level.

For each kernel: compile ``polybench/<k>.c`` (MINI dataset, line tables) to
LLVM IR with the chosen compiler at each level, read it with polyoff, and
print for the kernel function the SCoPs found (statements, depth, parallel
loops in the original schedule as a tree: P parallel, S sequential) and the
reasons for loop nests left out.

    python scripts/scop_survey.py                       # zig cc, -O1 and -O3
    python scripts/scop_survey.py --cc clang-14 -O0 -O1 -O2 -O3 --bitcode
    python scripts/scop_survey.py --features all gemm lu

Compilation runs in parallel (one process per core).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ("-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops", "-DMINI_DATASET")


def compiler_command(cc: str) -> list[str]:
    if cc == "zig":
        from polyoff.ir.cc import zig_cc

        command = zig_cc()
        if command is None:
            raise SystemExit("the ziglang package is not installed")
        return command
    path = shutil.which(cc)
    if path is None:
        raise SystemExit(f"no compiler {cc!r} on PATH")
    return [path]


def compile_kernel(cc: str, kernel: str, level: str, out_dir: Path, bitcode: bool) -> Path:
    out = out_dir / f"{kernel}-{cc}{level}.{'bc' if bitcode else 'll'}"
    mode = ["-c", "-emit-llvm"] if bitcode else ["-S", "-emit-llvm"]
    cmd = [
        *compiler_command(cc),
        *mode,
        "-gline-tables-only",
        level,
        *FLAGS,
        f"-I{ROOT / 'polybench'}",
        str(ROOT / "polybench" / f"{kernel}.c"),
        "-o",
        str(out),
    ]
    subprocess.run(cmd, check=True, capture_output=True)
    return out


def loop_tree(infos, parent=None) -> str:
    parts = []
    for info in infos:
        if info.parent == parent:
            inner = loop_tree(infos, info.header)
            parts.append(("P" if info.parallel else "S") + (f"({inner})" if inner else ""))
    return " ".join(parts)


def survey(args: tuple[str, str, str, str, bool, str]) -> str:
    cc, kernel, level, out_dir, bitcode, features = args
    from polyoff.ir.reader import read_program
    from polyoff.scop.dependences import compute_dependences, loop_parallelism
    from polyoff.scop.detect import detect_module
    from polyoff.scop.scop import ModelFeatures

    try:
        path = compile_kernel(cc, kernel, level, Path(out_dir), bitcode)
        source = read_program(path)
    except Exception as exc:
        return f"{kernel:15s} {level}  FAILED: {type(exc).__name__}: {str(exc)[:200]}"
    fname = "kernel_" + kernel.replace("-", "_")
    feats = ModelFeatures.all() if features == "all" else ModelFeatures()
    det = next(d for d in detect_module(source.model, functions={fname}, features=feats))
    parts = []
    for scop in det.scops:
        infos = loop_parallelism(scop, compute_dependences(scop))
        lines = f"lines {scop.lines[0]}-{scop.lines[1]}" if scop.lines else "no lines"
        extra = f" host values {len(scop.host_values)}" if scop.host_values else ""
        parts.append(
            f"[{lines}, {len(scop.statements)} stmts, depth {scop.depth}{extra}: {loop_tree(infos)}]"
        )
    reasons = [f"{r.kind} at {r.where()}: {r.message}" for r in det.rejected]
    reasons += [
        f"SCoPs {', '.join(map(str, r.extra.get('scops', ())))} split by {r.kind} at {r.where()}: "
        f"{r.message}"
        for r in det.splits
    ]
    text = f"{kernel:15s} {level}  scops={len(det.scops)} {' '.join(parts)}"
    if reasons:
        text += "\n" + "\n".join("    rejected: " + r for r in reasons)
    return text


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("kernels", nargs="*", help="kernel names (default: all 30)")
    parser.add_argument(
        "--cc", default="zig", help="zig (the ziglang wheel) or a clang on PATH, e.g. clang-14"
    )
    parser.add_argument(
        "-O",
        dest="levels",
        action="append",
        choices=["0", "1", "2", "3"],
        help="levels (default -O1 -O3); repeatable",
    )
    parser.add_argument("--bitcode", action="store_true", help="compile to .bc instead of .ll")
    parser.add_argument(
        "--features",
        choices=["default", "all"],
        default="default",
        help="model features (hoisted loads, pointer distances, memory intrinsics)",
    )
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    levels = [f"-O{x}" for x in (args.levels or ["1", "3"])]
    kernels = args.kernels or sorted(p.stem for p in (ROOT / "polybench").glob("*.c"))
    with tempfile.TemporaryDirectory(prefix="polyoff-survey-") as tmp:
        jobs = [
            (args.cc, k, lvl, tmp, args.bitcode, args.features) for lvl in levels for k in kernels
        ]
        with ProcessPoolExecutor(args.jobs) as pool:
            for line in pool.map(survey, jobs):
                print(line, flush=True)


if __name__ == "__main__":
    main()
