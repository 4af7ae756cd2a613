"""``results.json``: a sweep's rows, variants and context, so that tables,
plots and the page can be made again (``scripts/polybench --replot``)
without running anything."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path

from .environment import Environment
from .page import PageContext
from .results import Row, row_from_record, row_to_record
from .variants import OffloadConfig, Variant

FORMAT = 1


@dataclass(frozen=True)
class Stored:
    rows: tuple[Row, ...]
    variants: tuple[Variant, ...]
    context: PageContext


def save(
    path: Path, rows: tuple[Row, ...], variants: tuple[Variant, ...], ctx: PageContext
) -> None:
    data = {
        "format": FORMAT,
        "context": dataclasses.asdict(ctx),
        "variants": [dataclasses.asdict(v) for v in variants],
        "rows": [row_to_record(r) for r in rows],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, allow_nan=True) + "\n")


def load(path: Path) -> Stored:
    """Read ``results.json``; ValueError when it is not one."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise ValueError(f"cannot read {path}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{path} is not a results.json of this version of scripts/polybench")
    try:
        ctx = dict(data["context"])
        ctx["environment"] = Environment(**ctx["environment"])
        for key in ("devices", "notes"):
            ctx[key] = tuple(ctx[key])
        variants = []
        for v in data["variants"]:
            v = dict(v)
            v["config"] = OffloadConfig(**v["config"]) if v.get("config") else None
            v["native_flags"] = tuple(v.get("native_flags") or ())
            variants.append(Variant(**v))
        rows = tuple(row_from_record(r) for r in data["rows"])
    except (KeyError, TypeError) as exc:
        raise ValueError(f"{path} is malformed: {exc}") from None
    return Stored(rows, tuple(variants), PageContext(**ctx))
