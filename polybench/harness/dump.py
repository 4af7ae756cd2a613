"""Reading what a PolyBench program prints.

With ``POLYBENCH_DUMP=1`` a kernel prints, for each result array, a line
``<name> <count>`` and then ``count`` lines of one ``%.17g`` value each
(row-major); ``%.17g`` round-trips a double, so the text is the value. On
stderr it prints ``kernel-time: <seconds>`` for the kernel call alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np


class DumpError(ValueError):
    """The output is not a well-formed array dump."""


@dataclass(frozen=True)
class ArrayDump:
    """One result array: its values and the exact text they were printed as."""

    name: str
    values: np.ndarray
    text: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.text)


_KERNEL_TIME = re.compile(r"^kernel-time:\s*([0-9.eE+-]+)\s*$", re.M)


def parse_kernel_time(stderr: str) -> float | None:
    """The last ``kernel-time:`` value on ``stderr``, or ``None``."""
    found = _KERNEL_TIME.findall(stderr)
    if not found:
        return None
    try:
        return float(found[-1])
    except ValueError:
        return None


def parse_dump(text: str) -> dict[str, ArrayDump]:
    """The arrays of a dump, by name, in printed order.

    Raises DumpError naming the line when a header is malformed, an array is
    cut short, a value is not a number, or an array name repeats.
    """
    lines = text.splitlines()
    arrays: dict[str, ArrayDump] = {}
    i = 0
    while i < len(lines):
        header = lines[i].split()
        if not header:
            i += 1
            continue
        if len(header) != 2 or not header[1].isdigit():
            raise DumpError(f"line {i + 1}: expected '<array> <count>', got {lines[i][:80]!r}")
        name, count = header[0], int(header[1])
        body = lines[i + 1 : i + 1 + count]
        if len(body) < count:
            raise DumpError(f"array {name}: {count} values announced, {len(body)} printed")
        if name in arrays:
            raise DumpError(f"line {i + 1}: array {name} printed twice")
        stripped = tuple(v.strip() for v in body)
        try:
            values = np.array(stripped, dtype=np.float64) if stripped else np.zeros(0)
        except ValueError as exc:
            raise DumpError(f"array {name}: a value is not a number ({exc})") from None
        arrays[name] = ArrayDump(name, values, stripped)
        i += 1 + count
    return arrays
