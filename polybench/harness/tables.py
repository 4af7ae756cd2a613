"""The sweep's tables: a CSV of every row and Markdown for people.

The Markdown has, per dataset: one table per offloaded variant (what was
offloaded, how many kernels ran how often, the error, the times split into
device kernels, transfers and compilation, the speedups and the transfer
fraction, and why anything stayed on the CPU), a side-by-side table of every
variant's kernel time and speedup (peers included), a zero-copy table when
that comparison ran, and the failures.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from pathlib import Path

from . import results as R
from .results import FIELDS, Row
from .variants import Variant

#: The multiplication sign of speedups and the dash of an empty cell
#: (escaped: lint rejects look-alike characters in literals).
TIMES = "\u00d7"
NONE = "\u2013"


def format_seconds(s: float | None) -> str:
    if s is None:
        return NONE
    if s < 1e-3:
        return f"{s * 1e6:.0f} µs"
    if s < 1.0:
        return f"{s * 1e3:.2f} ms"
    return f"{s:.2f} s"


def format_speedup(x: float | None) -> str:
    if x is None:
        return NONE
    if x >= 100:
        return f"{x:.0f}{TIMES}"
    return f"{x:.2f}{TIMES}" if x >= 0.1 else f"{x:.2g}{TIMES}"


def format_error(row: Row) -> str:
    if row.exact:
        return "exact"
    if row.max_rel_error is None:
        return NONE
    if math.isinf(row.max_rel_error):
        return "inf"
    return f"{row.max_rel_error:.1e}"


def format_percent(x: float | None) -> str:
    return NONE if x is None else f"{100 * x:.0f} %"


def _cell(text: str, limit: int | None = None) -> str:
    text = text.replace("|", "\\|").replace("\n", " ")
    if limit is not None and len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def write_csv(rows: Sequence[Row], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(FIELDS)
        for row in rows:
            values = []
            for name in FIELDS:
                v = getattr(row, name)
                if isinstance(v, tuple):
                    v = ";".join(f"{x:.9g}" for x in v)
                elif isinstance(v, float):
                    v = f"{v:.9g}"
                elif v is None:
                    v = ""
                values.append(v)
            w.writerow(values)


def _groups(rows: Sequence[Row]) -> list[tuple[str, str, str]]:
    return list(dict.fromkeys((r.dataset, r.element_type, r.form) for r in rows))


def _table(header: Sequence[str], body: Sequence[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out.extend("| " + " | ".join(cells) + " |" for cells in body)
    return out


def offload_table(rows: Sequence[Row], why_limit: int | None = 160) -> list[str]:
    """One offloaded variant's rows (one per kernel) as a Markdown table."""
    header = [
        "kernel",
        "offloaded",
        "kernels (launches)",
        "max rel. error",
        "baseline",
        "offloaded",
        "device kernels",
        "transfers",
        "compile (polyoff + device)",
        "speedup",
        "kernel speedup",
        "transfer share",
        "status / why not on the device",
    ]
    body = []
    for r in rows:
        status = r.why_not if r.passed else f"**{r.status}**: {r.message}"
        compile_s = NONE
        if r.polyoff_compile_s is not None:
            compile_s = (
                f"{format_seconds(r.polyoff_compile_s)} + {format_seconds(r.device_compile_s)}"
            )
        kernels = NONE if r.kernels is None else f"{r.kernels} ({r.launches})"
        body.append(
            [
                r.kernel,
                r.offloaded or NONE,
                kernels,
                format_error(r),
                format_seconds(r.baseline_time_s),
                format_seconds(r.kernel_time_s),
                format_seconds(r.device_kernel_s),
                format_seconds(r.transfer_s),
                compile_s,
                format_speedup(r.speedup),
                format_speedup(r.speedup_kernels),
                format_percent(r.transfer_fraction),
                _cell(status, why_limit),
            ]
        )
    ok = [r for r in rows if r.passed]
    body.append(
        [
            f"**geomean** ({len(ok)} ok)",
            f"{sum(r.offloaded == 'yes' for r in rows)} yes, "
            f"{sum(r.offloaded == 'partial' for r in rows)} partial",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            f"**{format_speedup(R.geomean(r.speedup for r in ok))}**",
            format_speedup(R.geomean(r.speedup_kernels for r in ok)),
            "",
            "",
        ]
    )
    return _table(header, body)


def side_by_side(rows: Sequence[Row], variants: Sequence[Variant]) -> list[str]:
    """Every variant's kernel time (and speedup over the baseline), per kernel."""
    present = [v for v in variants if any(r.variant == v.key for r in rows)]
    header = ["kernel", *(v.key for v in present)]
    by = {(r.kernel, r.variant): r for r in rows}
    body = []
    for kernel in dict.fromkeys(r.kernel for r in rows):
        cells = [kernel]
        for v in present:
            r = by.get((kernel, v.key))
            if r is None:
                cells.append("")
            elif not r.passed:
                cells.append(f"**{r.status}**")
            elif v.kind == "baseline":
                cells.append(format_seconds(r.kernel_time_s))
            else:
                cells.append(f"{format_seconds(r.kernel_time_s)} ({format_speedup(r.speedup)})")
        body.append(cells)
    geo = ["**geomean speedup**"]
    for v in present:
        ok = [r for r in rows if r.variant == v.key and r.passed]
        geo.append(
            "1" + TIMES
            if v.kind == "baseline"
            else f"**{format_speedup(R.geomean(r.speedup for r in ok))}**"
        )
    body.append(geo)
    return _table(header, body)


def zero_copy_table(rows: Sequence[Row], variants: Sequence[Variant]) -> list[str]:
    """Zero-copy on against off, per configuration and kernel (empty when not compared)."""
    labels = list(
        dict.fromkeys(
            v.config.label
            for v in variants
            if v.kind == "offload" and v.config is not None and v.zero_copy == "on"
        )
    )
    if not labels:
        return []
    by = {(r.kernel, r.variant): r for r in rows}
    header = ["kernel"]
    for label in labels:
        header += [f"{label} on", f"{label} off", "off / on"]
    body = []
    for kernel in dict.fromkeys(r.kernel for r in rows):
        cells = [kernel]
        for label in labels:
            on, off = by.get((kernel, f"{label}/zc-on")), by.get((kernel, f"{label}/zc-off"))
            for r in (on, off):
                cells.append(
                    NONE
                    if r is None
                    else format_seconds(r.kernel_time_s)
                    if r.passed
                    else f"**{r.status}**"
                )
            ok = on is not None and off is not None and on.passed and off.passed
            cells.append(
                format_speedup(R.ratio(off.kernel_time_s, on.kernel_time_s)) if ok else NONE
            )
        body.append(cells)
    return _table(header, body)


def failures(rows: Sequence[Row]) -> list[str]:
    bad = [r for r in rows if not r.passed and r.status != R.SKIPPED]
    return [
        f"- {r.kernel} ({r.dataset}) {r.variant}: **{r.status}** — {_cell(r.message)}" for r in bad
    ]


def stays_on_cpu(rows: Sequence[Row], variants: Sequence[Variant]) -> list[str]:
    """Per kernel not entirely offloaded, the reasons in full (from the first
    offloaded variant that ran it; others are named when they differ)."""
    offload = [v.key for v in variants if v.kind == "offload"]
    out = []
    for kernel in dict.fromkeys(r.kernel for r in rows):
        mine = [r for k in offload for r in rows if r.kernel == kernel and r.variant == k]
        ran = [r for r in mine if r.offloaded is not None]
        if not ran or all(r.offloaded == "yes" for r in ran):
            continue
        first = ran[0]
        others = [r.variant for r in ran[1:] if r.offloaded != first.offloaded]
        differ = f" (differs on {', '.join(others)})" if others else ""
        out.append(
            f"- **{kernel}** ({first.offloaded}{differ}): {_cell(first.why_not or 'no reason given')}"
        )
    return out


def markdown(rows: Sequence[Row], variants: Sequence[Variant], *, heading: str = "##") -> str:
    """The Markdown tables of a sweep."""
    out: list[str] = []
    for dataset, element_type, form in _groups(rows):
        group = [
            r for r in rows if (r.dataset, r.element_type, r.form) == (dataset, element_type, form)
        ]
        out.append(f"{heading} {dataset} ({element_type}, {form} bounds)\n")
        out.append(f"{heading}# All variants: kernel time (speedup over the baseline)\n")
        out.extend(side_by_side(group, variants))
        out.append("")
        for v in variants:
            if v.kind != "offload":
                continue
            mine = [r for r in group if r.variant == v.key]
            if not mine:
                continue
            device = next((r.device for r in mine if r.device), None)
            out.append(f"{heading}# {v.title}" + (f" — {device}" if device else "") + "\n")
            out.extend(offload_table(mine))
            out.append("")
        zc = zero_copy_table(group, variants)
        if zc:
            out.append(f"{heading}# Zero-copy against copying (kernel time)\n")
            out.extend(zc)
            out.append("")
        cpu = stays_on_cpu(group, variants)
        if cpu:
            out.append(f"{heading}# What stays on the CPU, and why\n")
            out.extend(cpu)
            out.append("")
        bad = failures(group)
        out.append(f"{heading}# Failures\n")
        out.extend(bad or ["None: every variant of every kernel ran and matched the baseline."])
        out.append("")
    return "\n".join(out) + "\n"
