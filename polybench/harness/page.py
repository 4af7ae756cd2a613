"""The results page (``docs/polybench.md``): machine, command, how to read
the numbers, a summary, the plots and the tables of one sweep."""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from . import results as R
from .compare import FLOOR_FRACTION
from .environment import Environment
from .results import Row
from .tables import format_speedup, markdown
from .variants import Variant

RUNNING = (
    "## Running it",
    "",
    "`scripts/polybench --help` lists the options. The benchmark run (by hand, not in CI) "
    "is LARGE with several runs and one kernel at a time, e.g. "
    "`scripts/polybench --datasets LARGE --runs 3 --warmup 2 --markdown-page "
    "docs/polybench.md` (`--warmup 2`: two untimed runs of every variant first, in which "
    "measured placement settles where each loop nest runs; without them one of three timed "
    "runs is the side it tried and did not keep); `--replot polybench-results/results.json --markdown-page "
    "docs/polybench.md` remakes the tables, plots and this page without running anything. "
    "CI runs all 30 kernels at MINI on pocl and at SMALL on pocl and Intel's runtime (tests/test_polybench_sweep.py).",
    "",
    "Peers: `clang -O3` is `clang` on PATH, else the newest `clang-N` (Debian's versioned "
    "packages), else the `ziglang` package's clang for generic x86-64; by default the sweep runs "
    "it as `clang -O3` (*clang*), `clang -O3 -march=native` (*native*, FMA contraction on, so "
    "its results may differ from the baseline's in the last bits) and Polly with OpenMP "
    "(*polly-parallel*: `-O3 -march=native -mllvm -polly -mllvm -polly-parallel -fopenmp`); "
    "`--peers polly` adds serial Polly. Debian links Polly "
    "into its clang packages, so `-mllvm -polly` works with a plain `apt-get install "
    "clang-15`; `-polly-parallel -fopenmp` also needs the OpenMP runtime (`apt-get install "
    "libomp-15-dev`, the same version). A peer the compiler cannot build is skipped with a "
    "note above. Every peer's results are checked against the baseline too.",
    "",
)


@dataclass(frozen=True)
class PageContext:
    """What the page says about the run besides its rows."""

    environment: Environment
    command: str
    runs: int
    jobs: int
    timeout: float
    tolerance: float
    devices: tuple[str, ...]
    native: str
    notes: tuple[str, ...]
    seconds: float
    #: runs of a variant whose median kernel time was under 20 ms (0: as ``runs``)
    short_runs: int = 0
    #: whether a kernel's variants took turns, one run each (sweeps before
    #: af9a8a4 ran each variant's runs in a row)
    turns: bool = False
    #: untimed runs of every variant before its timed ones
    warmup: int = 0


def summary(rows: Sequence[Row], variants: Sequence[Variant]) -> list[str]:
    """One bullet per dataset and offloaded variant, and the peers' geomeans."""
    out: list[str] = []
    for dataset in dict.fromkeys(r.dataset for r in rows):
        for v in variants:
            mine = [r for r in rows if r.dataset == dataset and r.variant == v.key]
            if not mine or v.kind == "baseline":
                continue
            ok = [r for r in mine if r.passed]
            g = R.geomean(r.speedup for r in ok)
            if v.kind != "offload":
                out.append(
                    f"- {dataset}, {v.key}: {len(ok)}/{len(mine)} ok, geomean speedup "
                    f"{format_speedup(g)}."
                )
                continue
            skipped = [r for r in mine if r.status == R.SKIPPED]
            if len(skipped) == len(mine):
                out.append(f"- {dataset}, {v.key}: skipped ({skipped[0].message}).")
                continue
            count = {
                k: [r.kernel for r in mine if r.offloaded == k] for k in ("yes", "partial", "no")
            }
            exact = sum(1 for r in ok if r.exact)
            bad = [f"{r.kernel} ({r.status})" for r in mine if not r.passed]
            line = (
                f"- {dataset}, {v.key}: {len(count['yes'])} kernels offloaded entirely, "
                f"{len(count['partial'])} in part, {len(count['no'])} not at all"
                + (f" ({', '.join(count['no'])})" if count["no"] else "")
                + f"; {len(ok)}/{len(mine)} match the baseline ({exact} bit-identical)"
                + f"; geomean speedup {format_speedup(g)}, kernels alone "
                f"{format_speedup(R.geomean(r.speedup_kernels for r in ok))}."
            )
            if bad:
                line += f" Failures: {', '.join(bad)}."
            out.append(line)
    return out


def write_page(
    path: Path,
    rows: Sequence[Row],
    variants: Sequence[Variant],
    plots: Sequence[Path],
    ctx: PageContext,
    csv_file: Path | None = None,
) -> list[Path]:
    """Write the page at ``path``, its plots (and ``csv_file``, the raw rows)
    copied into ``<path stem>/`` beside it; returns the files written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    img_dir = path.parent / path.stem
    written: list[Path] = []
    copied: list[Path] = []
    if plots or csv_file is not None:
        img_dir.mkdir(parents=True, exist_ok=True)
        for old in img_dir.glob("*"):
            if old.suffix in (".png", ".svg", ".csv"):
                old.unlink()
    data_link: list[str] = []
    if csv_file is not None:
        target = img_dir / "results.csv"
        shutil.copyfile(csv_file, target)
        written.append(target)
        rel = os.path.relpath(target, path.parent)
        data_link = [f"Every row, with all its figures: [{rel}]({rel}).", ""]
    if plots:
        for p in plots:
            target = img_dir / p.name
            shutil.copyfile(p, target)
            copied.append(target)
            written.append(target)
    env = ctx.environment
    lines = [
        "# PolyBench/C 4.2.1 under polyoff: results",
        "",
        "*Generated by `scripts/polybench` from a real run; regenerate it rather than editing it "
        "(the command is below).*",
        "",
        "## Machine and run",
        "",
        f"- Date: {env.date}; the sweep took {ctx.seconds / 60:.1f} min.",
        f"- CPU: {env.cpu}, {env.cores} cores; {env.os}; Python {env.python}.",
        f"- polyoff {env.polyoff}, commit {env.commit}.",
        *(f"- Device: {d}" for d in ctx.devices),
        f"- C to LLVM IR (as polyoff compiles C): {env.ir_compiler}.",
        f"- Native peers: {ctx.native}.",
        *(f"- Note: {n}" for n in ctx.notes),
        *([f"- Each variant first ran {ctx.warmup} time(s) untimed, in the same turns (warm-up: "
           "measured placement's verdicts settle there, so the times below are its steady state; "
           "the warm-up runs' kernel times are in the CSV's `warmup_times_s`)."] if ctx.warmup else []),
        f"- Each variant ran {ctx.runs} time(s)"
        + (
            f" ({ctx.short_runs} where its median kernel time was under 20 ms)"
            if ctx.short_runs > ctx.runs
            else ""
        )
        + "; times are medians"
        + ("; a kernel's variants took turns, one run each" if ctx.turns else "")
        + f". {ctx.jobs} kernel(s) at a time"
        + (" (timings share the cores and are only indicative)" if ctx.jobs > 1 else "")
        + f"; time limit {ctx.timeout:g} s per process.",
        "",
        "```",
        ctx.command,
        "```",
        "",
        "## How to read it",
        "",
        "- **baseline**: `polyoff --gpu-runtime=none`, the unmodified program JIT-compiled at -O3. "
        "Every variant's result arrays (dumped with `POLYBENCH_DUMP=1`) are compared with the "
        "baseline's; every speedup is over the baseline.",
        "- **kernel time**: the program's own `kernel-time`, the kernel call alone. For an "
        "offloaded run it includes transfers, launches and any fallback to the CPU, so "
        "**speedup** = baseline kernel time / offloaded kernel time is end to end for the "
        "kernel; **kernel speedup** divides by the device time of the kernel function's "
        "kernels only.",
        "- **an offloaded variant's runs** go where polyoff's measured placement puts them "
        "(docs/architecture.md): a loop nest the thresholds send to the device (or the cost "
        "model to either side) runs there in the first run and on the other side in the "
        "second, both timed, and later runs take the side measured faster (or the loser again "
        "where it lost narrowly); one they keep on the CPU stays there, untimed. The verdicts "
        "live in the sweep's private cache. "
        + ("The warm-up runs made those first two, so the timed runs are on the side measured "
           "faster." if ctx.warmup else
           "So one of three runs is usually on the side not chosen, and the median of three is "
           "then the slower of the other two."),
        "- **compile**: polyoff's compilation (detection to splice, from its report) + the "
        "device's build of the kernels, from the first (uncached) run.",
        "- **transfers** and **transfer share** = transfers / (transfers + device kernels) are "
        "the runtime's figures for the whole program (initialisation is often offloaded too); "
        "on CPU devices with zero-copy buffers, transfers are map/unmap times.",
        "- **offloaded**: *yes* — every loop nest of the kernel function ran as device kernels; "
        "*partial* — some did; *no* — none. **kernels (launches)**: kernels compiled for the "
        "kernel function and how often they were launched.",
        f"- **max rel. error**: max over elements of |x - r| / max(|r|, {FLOOR_FRACTION:g} · "
        f"max |r|) against the baseline r; *exact* when every value printed identically "
        f"(`%.17g`). Tolerance {ctx.tolerance:g}.",
        "",
        *RUNNING,
        "## Summary",
        "",
        *summary(rows, variants),
        "",
    ]
    if copied:
        lines += ["## Plots", ""]
        for p in copied:
            if p.suffix == ".png":
                rel = os.path.relpath(p, path.parent)
                svg = rel[:-4] + ".svg"
                lines += [f"![{p.stem}]({rel})", "", f"([SVG]({svg}))", ""]
    lines += ["## Tables", "", *data_link, markdown(rows, variants, heading="###")]
    path.write_text("\n".join(lines))
    written.insert(0, path)
    return written
