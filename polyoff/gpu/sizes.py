"""PPCG-style ``--sizes`` descriptions: per-kernel tile and block sizes.

The syntax follows PPCG's: ``{ kernel[0] -> tile[16,16]; kernel[1] ->
block[8,8]; kernel[i] -> tile[64] }`` where ``kernel[i]`` (any variable)
applies to every kernel not named explicitly. Braces are optional.
"""

from __future__ import annotations

import re
from functools import lru_cache

from polyoff.errors import OptionError
from polyoff.options import check_sizes

_ENTRY = re.compile(r"^\s*kernel\[\s*(\w+)\s*\]\s*->\s*(tile|block|grid)\[\s*([\d\s,]+)\]\s*$")


@lru_cache(maxsize=32)
def parse_sizes(spec: str) -> dict[tuple[int | None, str], tuple[int, ...]]:
    """Parse a sizes description into {(kernel or None, kind): sizes}."""
    body = spec.strip()
    if body.startswith("{") and body.endswith("}"):
        body = body[1:-1]
    table: dict[tuple[int | None, str], tuple[int, ...]] = {}
    for part in body.split(";"):
        if not part.strip():
            continue
        m = _ENTRY.match(part)
        if m is None:
            raise OptionError(f"cannot read sizes entry {part.strip()!r}: expected 'kernel[N] -> tile[a,b]'")
        which, kind, values = m.groups()
        nums = tuple(int(v) for v in values.replace(" ", "").split(",") if v)
        try:
            check_sizes("block" if kind == "block" else "tile", nums)
        except ValueError as exc:
            raise OptionError(f"{exc} in {part.strip()!r}") from None
        key = int(which) if which.isdigit() else None
        table[(key, kind)] = nums
    return table
