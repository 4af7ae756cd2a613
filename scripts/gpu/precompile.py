#!/usr/bin/env python3
"""Precompile, on a machine with a C compiler, what the GPU run needs.

Writes into ``--out`` (``.gpu/`` by default):

* ``programs/<name>.ll``: every tests/programs/ program as polyoff compiles
  C (``polyoff.ir.cc.C_FLAGS`` with ``find_c_compiler()``);
* ``programs/<name>.<i>.out``: the stdout of the natively built program
  (``tests.conftest.build_native``) for each argument set the CUDA tests run
  (``CASES`` of tests/e2e/test_gpu.py);
* ``ir/<key>.ll``: every PolyBench kernel at each ``--datasets`` dataset, in
  the parametric double form, compiled with the sweep harness's own command
  (``polybench.harness.build.ir_compile_command``), keyed for the ``clang``
  stand-in of ``precompiled_ir.py``; the test programs are keyed there too;
* ``manifest.json``: what is where, with the sources' hashes, the compiler,
  the flags and polyoff's commit.

Run from anywhere with polyoff's environment: ``.venv/bin/python
scripts/gpu/precompile.py [--out DIR] [--datasets MINI,LARGE] [--jobs N]``.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from precompiled_ir import MANIFEST, ir_key, split_command  # noqa: E402


@dataclass(frozen=True)
class Job:
    """One C-to-IR compilation: ``command`` (compiler included) into ``output``."""

    key: str
    source: Path
    flags: tuple[str, ...]
    command: tuple[str, ...]
    output: Path


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _relative(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(REPO))
    except ValueError:
        return str(path)


def _ir_job(cc: list[str], command: list[str], out_dir: Path, output: Path | None = None) -> Job:
    flags, source, _ = split_command(command[len(cc) :])
    key = ir_key(flags, source)
    target = output or out_dir / "ir" / f"{key}.ll"
    full = [*command[: command.index("-o") + 1], str(target), *command[command.index("-o") + 2 :]]
    return Job(key, source, tuple(flags), tuple(full), target)


def _compile(job: Job) -> str:
    """Empty on success, else the compiler's complaint."""
    job.output.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(job.command, capture_output=True, text=True, timeout=600, cwd=REPO)
    if done.returncode != 0 or not job.output.is_file():
        return f"{' '.join(job.command)}\n{done.stderr.strip()}"
    return ""


def _compiler_version(cc: list[str]) -> str:
    try:
        done = subprocess.run([*cc, "--version"], capture_output=True, text=True, timeout=120)
        first = (done.stdout.strip().splitlines() or ["?"])[0]
    except (OSError, subprocess.SubprocessError):
        first = "?"
    name = "zig cc" if "ziglang" in cc else Path(cc[0]).name
    return f"{name} ({first})"


def _commit() -> str:
    try:
        head = subprocess.run(
            ["git", "-C", str(REPO), "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            timeout=30,
        )
        dirty = subprocess.run(
            ["git", "-C", str(REPO), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    if head.returncode != 0:
        return "unknown"
    return head.stdout.strip() + (" (with uncommitted changes)" if dirty.stdout.strip() else "")


def _native_outputs(programs: dict, out_dir: Path, work: Path) -> list[str]:
    """Build each program natively, run its argument sets, store stdout."""
    from tests.conftest import PROGRAMS, build_native
    from tests.e2e.test_gpu import CASES

    problems = []
    for name in sorted(CASES):
        exe = work / name
        try:
            build_native(PROGRAMS / f"{name}.c", exe)
        except subprocess.CalledProcessError as exc:
            problems.append(f"native build of {name} failed: {exc.stderr}")
            continue
        runs = []
        for i, args in enumerate(CASES[name][0]):
            done = subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300)
            if done.returncode != 0:
                problems.append(f"{name} {list(args)} exited {done.returncode}: {done.stderr}")
                continue
            stdout = out_dir / "programs" / f"{name}.{i}.out"
            stdout.write_text(done.stdout)
            runs.append({"args": list(args), "stdout": _relative_to(stdout, out_dir)})
        programs[name]["runs"] = runs
    return problems


def _relative_to(path: Path, base: Path) -> str:
    return str(path.relative_to(base))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / ".gpu")
    parser.add_argument(
        "--datasets",
        default="MINI,LARGE",
        help="PolyBench datasets to precompile (default MINI,LARGE)",
    )
    parser.add_argument("--jobs", type=int, default=max(2, os.cpu_count() or 2))
    ns = parser.parse_args(argv)

    from polybench.harness.build import ir_compile_command
    from polybench.harness.kernels import DATASETS, KERNELS, BuildForm, kernel_source
    from polyoff.ir.cc import C_FLAGS, find_c_compiler
    from tests.conftest import PROGRAMS
    from tests.e2e.test_gpu import CASES

    cc = find_c_compiler()
    if cc is None:
        sys.stderr.write("precompile: no C compiler for LLVM IR (clang or the ziglang wheel)\n")
        return 1
    datasets = [d.strip().upper() for d in ns.datasets.split(",") if d.strip()]
    bad = [d for d in datasets if d not in DATASETS]
    if bad:
        parser.error(f"unknown dataset(s) {', '.join(bad)}")

    out_dir: Path = ns.out.resolve()
    for sub in ("ir", "programs"):
        shutil.rmtree(out_dir / sub, ignore_errors=True)
    (out_dir / "programs").mkdir(parents=True, exist_ok=True)

    jobs: list[Job] = []
    programs: dict[str, dict] = {}
    for name in sorted(CASES):
        source = PROGRAMS / f"{name}.c"
        ll = out_dir / "programs" / f"{name}.ll"
        command = [*cc, *C_FLAGS, str(source), "-o", str(ll)]
        jobs.append(_ir_job(cc, command, out_dir, ll))
        programs[name] = {
            "source": _relative(source),
            "source_sha256": _sha256(source),
            "ir": _relative_to(ll, out_dir),
        }
    kernels: dict[str, dict] = {}
    for dataset in datasets:
        form = BuildForm(dataset)
        for kernel in KERNELS:
            source = kernel_source(kernel)
            command = ir_compile_command(source, out_dir / "placeholder.ll", form)
            job = _ir_job(cc, command, out_dir)
            jobs.append(job)
            kernels.setdefault(kernel, {})[dataset] = job.key

    with concurrent.futures.ThreadPoolExecutor(max_workers=ns.jobs) as pool:
        problems = [p for p in pool.map(_compile, jobs) if p]
    with tempfile.TemporaryDirectory(prefix="polyoff-native-") as work:
        problems += _native_outputs(programs, out_dir, Path(work))

    manifest = {
        "created": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": _commit(),
        "compiler": _compiler_version(cc),
        "c_flags": list(C_FLAGS),
        "datasets": datasets,
        "programs": programs,
        "polybench": kernels,
        "ir": {
            job.key: {
                "source": _relative(job.source),
                "flags": list(job.flags),
                "file": _relative_to(job.output, out_dir),
            }
            for job in jobs
        },
    }
    (out_dir / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    total = sum(p.stat().st_size for p in out_dir.rglob("*") if p.is_file())
    print(
        f"precompile: {len(jobs)} IR files, {sum(len(p.get('runs', ())) for p in programs.values())} "
        f"native outputs, {total / 2**20:.1f} MiB in {out_dir}"
    )
    for problem in problems:
        sys.stderr.write(f"precompile: {problem}\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
