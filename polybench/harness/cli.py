"""``scripts/polybench``: sweep PolyBench kernels under polyoff and its peers.

Builds each chosen kernel, runs the baseline (``polyoff --gpu-runtime=none``),
every offloaded configuration and the native peers, checks their results
against the baseline, times them, and writes ``results.csv``,
``results.md``, ``results.json`` and plots into ``--out``, and with
``--markdown-page`` a results page. Exit status: 0 when every row passed
(ran and matched the baseline, or was skipped as unavailable), 1 when some
row failed, 2 for a bad command line.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import shlex
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import results as R
from .compare import DEFAULT_TOLERANCE
from .kernels import DATASETS, KERNELS, SOURCE_DIR, select_kernels

if TYPE_CHECKING:
    from .page import PageContext
    from .results import Row
    from .sweep import SweepSettings
    from .variants import Variant

log = logging.getLogger("polybench")


def _names(values: list[str] | None) -> list[str]:
    return [n.strip() for v in values or () for n in v.split(",") if n.strip()]


def _int_from(least: int, what: str):
    """An argparse type: an integer of at least ``least`` (``what`` names it)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = least - 1
        if value < least:
            raise argparse.ArgumentTypeError(f"expected a {what} integer, not {text!r}")
        return value

    return parse


_positive_int = _int_from(1, "positive")
_non_negative_int = _int_from(0, "non-negative")


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive number, not {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, not {text!r}")
    return value


def make_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="scripts/polybench",
        description="Run the PolyBench/C kernels of polybench/ under polyoff: the baseline "
        "(--gpu-runtime=none), offloaded configurations and native peers (clang -O3, "
        "Polly); check every result against the baseline, time them, and write a CSV, "
        "Markdown tables, plots and optionally a results page.",
        epilog="Exit status: 0 every kernel ran and matched the baseline; 1 some row failed "
        "(build, polyoff, run, timeout or wrong result; the outputs are still written); "
        "2 bad command line. Example: scripts/polybench --datasets SMALL --config "
        "pocl:opencl-c --config intel:spirv --runs 3 --markdown-page docs/polybench.md",
    )
    p.add_argument(
        "--kernels",
        action="append",
        metavar="K[,K...]",
        help=f"kernels to run (default all {len(KERNELS)}): " + ", ".join(KERNELS),
    )
    p.add_argument(
        "--datasets",
        action="append",
        metavar="D[,D...]",
        help=f"datasets: {', '.join(DATASETS)} (default LARGE)",
    )
    p.add_argument(
        "--config",
        action="append",
        metavar="DEVICE[:TARGET]",
        help="an offloaded configuration: a polyoff --device selector and --target, e.g. "
        "pocl:opencl-c, intel:spirv, opencl:1:0:opencl-c, cuda:0:nvptx; repeatable "
        "(default: every usable CPU OpenCL device with its default target)",
    )
    p.add_argument(
        "--no-offload",
        action="store_true",
        help="no offloaded configuration: baseline and peers only",
    )
    p.add_argument(
        "--static",
        action="store_true",
        help="compile-time bounds (-DPOLYBENCH_STATIC_SIZES) instead of parametric ones",
    )
    p.add_argument(
        "--type",
        dest="element_type",
        choices=("double", "float"),
        default="double",
        help="element type (default double)",
    )
    p.add_argument(
        "--runs",
        type=_positive_int,
        default=3,
        metavar="N",
        help="runs per variant; times are medians (default 3)",
    )
    p.add_argument(
        "--warmup",
        type=_non_negative_int,
        default=0,
        metavar="N",
        help="untimed runs of every variant before its timed ones, in the same turns, so "
        "that polyoff's measured placement has settled where each loop nest runs (their "
        "times are kept in the CSV's warmup_times_s; default 0)",
    )
    p.add_argument(
        "--short-runs",
        type=_positive_int,
        default=None,
        metavar="N",
        help="runs for a variant whose median kernel time is under 20 ms after --runs "
        "(default: three times --runs where that is 3 or more, else --runs): "
        "millisecond kernels vary by more than 5%% from run to run",
    )
    p.add_argument(
        "--always-offload",
        action="store_true",
        help="pass --always-offload to polyoff: offload every SCoP it can, with no "
        "profitability check (small datasets would otherwise stay on the CPU)",
    )
    p.add_argument(
        "--zero-copy",
        action="store_true",
        help="run each configuration with zero-copy on and off where the device shares "
        "host memory, and compare",
    )
    p.add_argument(
        "--peers",
        action="append",
        metavar="P[,P...]",
        help="native peers: clang (clang -O3), native (-O3 -march=native), polly "
        "(-mllvm -polly), polly-parallel (-march=native -mllvm -polly -mllvm -polly-parallel "
        "-fopenmp); default: clang, native and polly-parallel, where the installed clang "
        "supports them",
    )
    p.add_argument("--no-peers", action="store_true", help="no native peers")
    p.add_argument(
        "--threads",
        type=_positive_int,
        default=2,
        metavar="N",
        help="OpenMP threads for polly-parallel (default 2)",
    )
    p.add_argument(
        "--jobs",
        type=_positive_int,
        default=1,
        metavar="N",
        help="kernels run at a time (default 1; more makes timings share cores)",
    )
    p.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="output folder (default ./polybench-results; with --replot, the folder "
        "of the results.json)",
    )
    p.add_argument(
        "--timeout",
        type=_positive_float,
        default=600.0,
        metavar="S",
        help="time limit in seconds for each build and each run (default 600)",
    )
    p.add_argument(
        "--tolerance",
        type=_positive_float,
        default=None,
        metavar="X",
        help="max relative error for a pass (default "
        + ", ".join(f"{v:g} for {k}" for k, v in DEFAULT_TOLERANCE.items())
        + ")",
    )
    p.add_argument(
        "--markdown-page",
        type=Path,
        default=None,
        metavar="FILE",
        help="also write the results page FILE (e.g. docs/polybench.md), its plots in "
        "a folder named after it (docs/polybench/)",
    )
    p.add_argument(
        "--replot",
        type=Path,
        default=None,
        metavar="RESULTS_JSON",
        help="run nothing: make the tables, plots and page again from a results.json",
    )
    p.add_argument(
        "--source-dir",
        type=Path,
        default=SOURCE_DIR,
        metavar="DIR",
        help="where the kernels' C files are (default: polybench/ of this repository)",
    )
    p.add_argument(
        "--keep-work",
        action="store_true",
        help="keep the IR, binaries, array dumps and polyoff reports under DIR/work",
    )
    p.add_argument(
        "--note",
        action="append",
        default=[],
        metavar="TEXT",
        help="a note for the results page (how the machine was shared, which build ran); "
        "repeatable",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.add_argument("-v", "--verbose", action="store_true", help="log what the harness does")
    return p


def _settings(
    ns: argparse.Namespace, parser: argparse.ArgumentParser
) -> tuple[SweepSettings, tuple[str, ...]]:
    from .build import find_native_compiler
    from .sweep import SweepSettings
    from .variants import (
        DEFAULT_PEERS,
        PEERS,
        default_configs,
        parse_config,
        peer_variants,
        resolve_config,
    )

    try:
        kernels = select_kernels(_names(ns.kernels), ns.source_dir)
    except ValueError as exc:
        parser.error(str(exc))
    datasets = tuple(dict.fromkeys(d.upper() for d in _names(ns.datasets))) or ("LARGE",)
    bad = [d for d in datasets if d not in DATASETS]
    if bad:
        parser.error(f"unknown dataset(s) {', '.join(bad)}; choose from {', '.join(DATASETS)}")
    if ns.no_offload and ns.config:
        parser.error("--no-offload and --config contradict each other")
    try:
        configs = tuple(parse_config(c) for c in _names(ns.config))
    except ValueError as exc:
        parser.error(str(exc))
    if not configs and not ns.no_offload:
        configs = default_configs()
    if ns.always_offload:
        configs = tuple(dataclasses.replace(c, always_offload=True) for c in configs)
    resolved = tuple(resolve_config(c) for c in configs)
    notes = [
        f"configuration {rc.config.label} skipped: {rc.problem}" for rc in resolved if rc.problem
    ]
    if not configs and not ns.no_offload:
        notes.append("no usable CPU OpenCL device: no offloaded configuration")
    if ns.zero_copy:
        notes += [
            f"{rc.config.label}: {rc.device} does not share host memory; zero-copy not compared"
            for rc in resolved
            if not rc.problem and "on" not in rc.zero_copy_modes
        ]
    wanted = () if ns.no_peers else tuple(dict.fromkeys(_names(ns.peers))) or DEFAULT_PEERS
    unknown = [p for p in wanted if p not in PEERS]
    if unknown:
        parser.error(f"unknown peer(s) {', '.join(unknown)}; choose from {', '.join(PEERS)}")
    native = find_native_compiler() if wanted else None
    peers, peer_notes = peer_variants(native, wanted, ns.threads)
    notes += peer_notes
    settings = SweepSettings(
        kernels=kernels,
        datasets=datasets,
        out_dir=ns.out or Path("polybench-results"),
        configs=resolved,
        element_type=ns.element_type,
        static=ns.static,
        zero_copy_compare=ns.zero_copy,
        peers=peers,
        native=native,
        runs=ns.runs,
        warmup=ns.warmup,
        short_runs=max(
            ns.short_runs if ns.short_runs else 3 * ns.runs if ns.runs >= 3 else ns.runs,
            ns.runs,
        ),
        jobs=ns.jobs,
        timeout=ns.timeout,
        tolerance=ns.tolerance or DEFAULT_TOLERANCE[ns.element_type],
        source_dir=ns.source_dir,
        keep_work=ns.keep_work,
    )
    return settings, tuple(notes)


def _write_outputs(
    out: Path,
    rows: Sequence[Row],
    variants: Sequence[Variant],
    ctx: PageContext,
    page: Path | None,
) -> list[Path]:
    from . import store
    from .page import write_page
    from .plots import all_plots
    from .tables import markdown, write_csv

    out.mkdir(parents=True, exist_ok=True)
    write_csv(rows, out / "results.csv")
    (out / "results.md").write_text(markdown(rows, variants))
    store.save(out / "results.json", rows, variants, ctx)
    plots = all_plots(rows, variants, out / "plots")
    written = [out / "results.csv", out / "results.md", out / "results.json", *plots]
    if page is not None:
        written += write_page(page, rows, variants, plots, ctx, out / "results.csv")
    return written


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = make_parser()
    ns = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if ns.verbose else logging.WARNING,
        format="polybench: %(message)s",
        stream=sys.stderr,
    )
    # A sweep's children run in sessions of their own: on SIGTERM, stop them
    # as on Ctrl-C (and a sweep started in the background ignores SIGINT).
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        if ns.replot is not None:
            return _replot(ns, parser)
        return _sweep(ns, parser, argv)
    except KeyboardInterrupt:
        sys.stderr.write("polybench: interrupted\n")
        return 130


def _replot(ns: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from . import store

    try:
        stored = store.load(ns.replot)
    except ValueError as exc:
        parser.error(str(exc))
    out = ns.out or ns.replot.parent
    for path in _write_outputs(out, stored.rows, stored.variants, stored.context, ns.markdown_page):
        print(path)
    return 0 if all(r.passed or r.status == R.SKIPPED for r in stored.rows) else 1


def _sweep(ns: argparse.Namespace, parser: argparse.ArgumentParser, argv: list[str]) -> int:
    from .environment import describe_environment
    from .page import PageContext
    from .sweep import run_sweep

    settings, notes = _settings(ns, parser)
    notes = (*ns.note, *notes)
    env = describe_environment()
    variants = [v.key for v, _ in settings.variants()]
    sys.stderr.write(
        f"polybench: {len(settings.kernels)} kernel(s) x {len(settings.datasets)} "
        f"dataset(s) x {len(variants)} variant(s): {', '.join(variants)}\n"
    )
    for note in notes:
        sys.stderr.write(f"polybench: note: {note}\n")
    result = run_sweep(settings, progress_stream=None if ns.quiet else sys.stderr)
    native = settings.native.description if settings.native else "none"
    if not settings.peers:
        native += " (no peers run)"
    ctx = PageContext(
        environment=env,
        command=shlex.join(["scripts/polybench", *argv]),
        runs=settings.runs,
        short_runs=settings.short_runs,
        turns=True,
        warmup=settings.warmup,
        jobs=settings.jobs,
        timeout=settings.timeout,
        tolerance=settings.tolerance,
        devices=tuple(
            f"{rc.config.label}: {rc.device or 'none'}"
            + (f" (skipped: {rc.problem})" if rc.problem else "")
            for rc in settings.configs
        ),
        native=native,
        notes=notes,
        seconds=result.seconds,
    )
    for path in _write_outputs(
        settings.out_dir, result.rows, result.variants, ctx, ns.markdown_page
    ):
        print(path)
    failed = [r for r in result.rows if not r.passed and r.status != R.SKIPPED]
    ok = sum(1 for r in result.rows if r.passed)
    sys.stderr.write(
        f"polybench: {ok} of {len(result.rows)} rows ok, {len(failed)} failed, "
        f"{result.seconds:.0f} s\n"
    )
    return 1 if failed else 0
