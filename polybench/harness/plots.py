"""The sweep's plots (matplotlib, PNG and SVG), one set per dataset:

* ``speedup-<tag>``: every variant's speedup over the baseline per kernel,
  bars from 1 on a log scale, with each variant's geomean as a dashed line;
  a kernel whose variant failed is marked with a cross at the axis;
* ``transfers-<tag>``: the share of the offloaded work spent in transfers,
  transfers / (transfers + device kernels), per kernel and configuration;
* ``zero-copy-<tag>``: copying time over zero-copy time per kernel (above 1:
  zero-copy is faster), when the sweep compared them.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from pathlib import Path

from . import results as R
from .kernels import BuildForm
from .results import Row
from .tables import format_speedup
from .variants import Variant

log = logging.getLogger(__name__)


def matplotlib_available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams["svg.hashsalt"] = "polybench"  # stable SVG ids from run to run
    return plt


def _save(fig, out_dir: Path, stem: str) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = [out_dir / f"{stem}.png", out_dir / f"{stem}.svg"]
    fig.savefig(paths[0], dpi=120, bbox_inches="tight", metadata={"Software": None})
    fig.savefig(paths[1], bbox_inches="tight", metadata={"Date": None, "Creator": None})
    return paths


def _plain_log_axis(ax) -> None:
    """Log scale with ticks written as plain numbers (0.1, 2, 10), not 10^k."""
    from matplotlib import ticker

    ax.set_yscale("log")
    ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda v, _: f"{v:g}"))

    def minor(value: float, _pos: object) -> str:
        # Label 2 and 5 times a power of ten, and only when few decades show.
        low, high = ax.get_ylim()
        if value <= 0 or low <= 0 or high / low > 30:
            return ""
        mantissa = value / 10 ** math.floor(math.log10(value) + 1e-9)
        return f"{value:g}" if round(mantissa) in (2, 5) else ""

    ax.yaxis.set_minor_formatter(ticker.FuncFormatter(minor))


def _width(kernels: Sequence[str]) -> float:
    return min(20.0, max(10.0, 0.6 * len(kernels)))


def _kernels(rows: Sequence[Row]) -> list[str]:
    return list(dict.fromkeys(r.kernel for r in rows))


def _grouped(
    ax,
    kernels: list[str],
    series: list[tuple[str, dict[str, float | None]]],
    *,
    around: float,
    failed: dict[str, set[str]] | None = None,
) -> list:
    """Bars per kernel, one per series, drawn from ``around`` (1 for ratios
    on a log scale, 0 for fractions)."""
    n = max(len(series), 1)
    width = 0.8 / n
    colors = [f"C{i % 10}" for i in range(n)]
    handles = []
    for i, (name, values) in enumerate(series):
        xs = [k + (i - (n - 1) / 2) * width for k in range(len(kernels))]
        heights = [values.get(kern) for kern in kernels]
        bx = [x for x, h in zip(xs, heights) if h is not None]
        bh = [h - around for h in heights if h is not None]
        handles.append(ax.bar(bx, bh, width=width, bottom=around, color=colors[i], label=name))
        if failed:
            fx = [x for x, kern in zip(xs, kernels) if kern in failed.get(name, set())]
            if fx:
                ax.plot(fx, [around] * len(fx), "x", color=colors[i], markersize=7, mew=2)
    ax.set_xticks(range(len(kernels)))
    ax.set_xticklabels(kernels, rotation=60, ha="right")
    ax.set_xlim(-0.6, len(kernels) - 0.4)
    return handles


def speedup_plot(
    rows: Sequence[Row], variants: Sequence[Variant], out_dir: Path, tag: str, title: str
) -> list[Path]:
    plt = _pyplot()
    kernels = _kernels(rows)
    shown = [v for v in variants if v.kind != "baseline" and any(r.variant == v.key for r in rows)]
    if not kernels or not shown:
        return []
    series: list[tuple[str, dict[str, float | None]]] = []
    failed: dict[str, set[str]] = {}
    geomeans: list[float | None] = []
    for v in shown:
        mine = [r for r in rows if r.variant == v.key]
        ok = [r for r in mine if r.passed and r.speedup is not None]
        g = R.geomean(r.speedup for r in ok)
        geomeans.append(g)
        label = f"{v.key} (geomean {format_speedup(g)})" if g else v.key
        series.append((label, {r.kernel: r.speedup for r in ok}))
        failed[label] = {r.kernel for r in mine if not r.passed and r.status != R.SKIPPED}
    fig, ax = plt.subplots(figsize=(_width(kernels), 6))
    _plain_log_axis(ax)
    _grouped(ax, kernels, series, around=1.0, failed=failed)
    for i, g in enumerate(geomeans):
        if g:
            ax.axhline(g, color=f"C{i % 10}", linestyle="--", linewidth=1)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_ylabel("speedup over the baseline (kernel time, log scale)")
    ax.set_title(title)
    ax.grid(axis="y", which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    paths = _save(fig, out_dir, f"speedup-{tag}")
    plt.close(fig)
    return paths


def transfer_plot(
    rows: Sequence[Row], variants: Sequence[Variant], out_dir: Path, tag: str, title: str
) -> list[Path]:
    plt = _pyplot()
    kernels = _kernels(rows)
    shown = [
        v
        for v in variants
        if v.kind == "offload"
        and any(r.variant == v.key and r.transfer_fraction is not None for r in rows)
    ]
    if not kernels or not shown:
        return []
    series = [
        (
            v.key,
            {
                r.kernel: r.transfer_fraction
                for r in rows
                if r.variant == v.key and r.passed and r.transfer_fraction is not None
            },
        )
        for v in shown
    ]
    fig, ax = plt.subplots(figsize=(_width(kernels), 4.5))
    _grouped(ax, kernels, series, around=0.0)
    ax.set_ylim(0, 1)
    ax.set_ylabel("transfers / (transfers + device kernels)")
    ax.set_title(title)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    paths = _save(fig, out_dir, f"transfers-{tag}")
    plt.close(fig)
    return paths


def zero_copy_plot(
    rows: Sequence[Row], variants: Sequence[Variant], out_dir: Path, tag: str, title: str
) -> list[Path]:
    labels = list(
        dict.fromkeys(
            v.config.label
            for v in variants
            if v.kind == "offload" and v.config is not None and v.zero_copy == "on"
        )
    )
    kernels = _kernels(rows)
    if not labels or not kernels:
        return []
    by = {(r.kernel, r.variant): r for r in rows}
    series = []
    for label in labels:
        values: dict[str, float | None] = {}
        for k in kernels:
            on, off = by.get((k, f"{label}/zc-on")), by.get((k, f"{label}/zc-off"))
            if on is not None and off is not None and on.passed and off.passed:
                values[k] = R.ratio(off.kernel_time_s, on.kernel_time_s)
        series.append((label, values))
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(_width(kernels), 4.5))
    _plain_log_axis(ax)
    _grouped(ax, kernels, series, around=1.0)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_ylabel("time copying / time zero-copy (log scale)")
    ax.set_title(title)
    ax.grid(axis="y", which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    paths = _save(fig, out_dir, f"zero-copy-{tag}")
    plt.close(fig)
    return paths


def all_plots(rows: Sequence[Row], variants: Sequence[Variant], out_dir: Path) -> list[Path]:
    """Every plot for every dataset in ``rows``; ``[]`` without matplotlib."""
    if not matplotlib_available():
        log.warning("matplotlib is not installed: no plots (pip install matplotlib)")
        return []
    paths: list[Path] = []
    groups = dict.fromkeys((r.dataset, r.element_type, r.form) for r in rows)
    for dataset, element_type, form in groups:
        group = [
            r for r in rows if (r.dataset, r.element_type, r.form) == (dataset, element_type, form)
        ]
        tag = BuildForm(dataset, element_type, form == "static").tag
        what = f"PolyBench {dataset} ({element_type}, {form} bounds)"
        paths += speedup_plot(
            group, variants, out_dir, tag, f"{what}: speedup over polyoff --gpu-runtime=none"
        )
        paths += transfer_plot(
            group, variants, out_dir, tag, f"{what}: share of offloaded time in transfers"
        )
        paths += zero_copy_plot(group, variants, out_dir, tag, f"{what}: zero-copy against copying")
    return paths
