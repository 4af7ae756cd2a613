"""Checking a run's result arrays against the baseline's.

The error of element ``i`` of an array is relative, with a floor::

    err_i = |x_i - r_i| / max(|r_i|, FLOOR_FRACTION * max_j |r_j|)

``r`` the baseline (reference), ``x`` the checked run. The floor keeps an
element that should be zero, or is mere cancellation noise next to the
array's large values, from turning a harmless absolute difference into a
huge relative one. Elements printed identically have error 0 (NaN against
NaN and infinities of one sign included); a NaN or infinity against anything
else is an infinite error. An array's error is the largest over its
elements; a run passes when every array is present with its count and no
error exceeds the tolerance (`DEFAULT_TOLERANCE`, per element type).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .dump import ArrayDump

#: Relative tolerance per element type: far above the rounding a change of
#: operation order causes (~1e-16 and ~1e-7 relative), far below any real bug.
DEFAULT_TOLERANCE: dict[str, float] = {"double": 1e-9, "float": 1e-4}

#: Elements below this fraction of the array's largest magnitude are judged
#: against that fraction instead of their own size.
FLOOR_FRACTION = 1e-3


@dataclass(frozen=True)
class ArrayComparison:
    """One result array: bit-identical or not, and its max relative error."""

    name: str
    count: int
    exact: bool
    max_rel_error: float
    differing: int


@dataclass(frozen=True)
class Comparison:
    """A run's output against the baseline's.

    ``problem`` is set when the outputs cannot be compared element by element
    (an array missing, extra, or of another length); the run is then wrong
    whatever the tolerance.
    """

    arrays: tuple[ArrayComparison, ...]
    problem: str | None = None

    @property
    def exact(self) -> bool:
        return self.problem is None and all(a.exact for a in self.arrays)

    @property
    def max_rel_error(self) -> float:
        if self.problem is not None:
            return math.inf
        return max((a.max_rel_error for a in self.arrays), default=0.0)

    @property
    def worst_array(self) -> str | None:
        if not self.arrays or self.exact:
            return None
        return max(self.arrays, key=lambda a: a.max_rel_error).name

    def passed(self, tolerance: float) -> bool:
        return self.problem is None and self.max_rel_error <= tolerance

    def describe(self) -> str:
        """``exact``, or the error and where it is largest."""
        if self.problem is not None:
            return self.problem
        if self.exact:
            return "exact"
        worst = max(self.arrays, key=lambda a: a.max_rel_error)
        return (
            f"max rel. error {format_error(worst.max_rel_error)} in {worst.name} "
            f"({worst.differing} of {worst.count} elements differ)"
        )


def format_error(value: float) -> str:
    if value == 0:
        return "0"
    if math.isinf(value):
        return "inf"
    return f"{value:.2e}"


def relative_errors(values: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """Per-element error of ``values`` against ``reference`` (see module docs)."""
    x = np.asarray(values, dtype=np.float64)
    r = np.asarray(reference, dtype=np.float64)
    if x.shape != r.shape:
        raise ValueError(f"shapes differ: {x.shape} against {r.shape}")
    finite = np.isfinite(r)
    scale = float(np.max(np.abs(r[finite]))) if finite.any() else 0.0
    floor = max(FLOOR_FRACTION * scale, np.finfo(np.float64).tiny)
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(x - r) / np.maximum(np.abs(r), floor)
    same = (x == r) | (np.isnan(x) & np.isnan(r))
    err = np.where(same, 0.0, err)
    # Whatever is left non-finite (NaN against a number, inf against another
    # value) is as wrong as can be.
    return np.where(np.isfinite(err), err, np.inf)


def compare_array(out: ArrayDump, ref: ArrayDump) -> ArrayComparison:
    if out.text == ref.text:
        return ArrayComparison(ref.name, len(ref), True, 0.0, 0)
    err = relative_errors(out.values, ref.values)
    differing = sum(1 for a, b in zip(out.text, ref.text) if a != b)
    return ArrayComparison(ref.name, len(ref), False, float(err.max(initial=0.0)), differing)


def compare_outputs(out: dict[str, ArrayDump], ref: dict[str, ArrayDump]) -> Comparison:
    """Compare every result array of ``out`` with the baseline ``ref``."""
    missing = [n for n in ref if n not in out]
    extra = [n for n in out if n not in ref]
    if missing or extra:
        parts = []
        if missing:
            parts.append("missing array(s) " + ", ".join(missing))
        if extra:
            parts.append("unexpected array(s) " + ", ".join(extra))
        return Comparison((), "; ".join(parts))
    for name, r in ref.items():
        if len(out[name]) != len(r):
            return Comparison(
                (), f"array {name} has {len(out[name])} values, the baseline {len(r)}"
            )
    return Comparison(tuple(compare_array(out[n], r) for n, r in ref.items()))
