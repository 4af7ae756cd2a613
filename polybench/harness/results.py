"""The rows of a sweep: one per kernel, dataset and variant.

A row records whether the variant built, ran and agreed with the baseline
(`status`), its times (medians over the runs) and, for offloaded variants,
what polyoff offloaded and the device figures. Speedups are relative to the
baseline of the same kernel and dataset:

* ``speedup`` — baseline kernel time / this variant's kernel time, both the
  region the program itself times (the kernel call, so an offloaded run's
  transfers, launches and any fallback to the CPU are inside it): the
  end-to-end speedup of the kernel;
* ``speedup_kernels`` — baseline kernel time / the device time of the
  kernel function's kernels: what the kernels alone would give;
* ``speedup_wall`` — baseline process wall time / this one's (compilation,
  JIT and initialisation included).
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

#: Row statuses. Only ``ok`` is a pass.
OK = "ok"
WRONG = "wrong"
BUILD_ERROR = "build-error"
POLYOFF_ERROR = "polyoff-error"
RUN_ERROR = "run-error"
TIMEOUT = "timeout"
UNCHECKED = "unchecked"
SKIPPED = "skipped"
STATUSES = (OK, WRONG, BUILD_ERROR, POLYOFF_ERROR, RUN_ERROR, TIMEOUT, UNCHECKED, SKIPPED)


@dataclass(frozen=True)
class Row:
    """One kernel, dataset and variant. Times are seconds; ``None`` is unknown."""

    kernel: str
    dataset: str
    element_type: str
    form: str
    variant: str
    kind: str
    status: str
    message: str = ""
    exact: bool | None = None
    max_rel_error: float | None = None
    worst_array: str | None = None
    runs: int = 0
    kernel_time_s: float | None = None
    kernel_times_s: tuple[float, ...] = ()
    #: kernel times of the untimed warm-up runs (``--warmup``), first to last
    warmup_times_s: tuple[float, ...] = ()
    wall_s: float | None = None
    build_s: float | None = None
    device: str | None = None
    target: str | None = None
    zero_copy: str | None = None
    offloaded: str | None = None
    scops: int | None = None
    scops_offloaded: int | None = None
    kernels: int | None = None
    launches: int | None = None
    why_not: str = ""
    polyoff_compile_s: float | None = None
    device_compile_s: float | None = None
    device_kernel_s: float | None = None
    all_kernels_s: float | None = None
    transfer_s: float | None = None
    bytes_in: int | None = None
    bytes_out: int | None = None
    zero_copy_buffers: int | None = None
    transfer_fraction: float | None = None
    baseline_time_s: float | None = None
    speedup: float | None = None
    speedup_kernels: float | None = None
    speedup_wall: float | None = None

    @property
    def passed(self) -> bool:
        return self.status == OK

    def with_speedups(self, baseline: Row | None) -> Row:
        """This row with its speedups over ``baseline`` filled in."""
        if baseline is None:
            return self
        return dataclasses.replace(
            self,
            baseline_time_s=baseline.kernel_time_s,
            speedup=ratio(baseline.kernel_time_s, self.kernel_time_s),
            speedup_kernels=ratio(baseline.kernel_time_s, self.device_kernel_s),
            speedup_wall=ratio(baseline.wall_s, self.wall_s),
        )


FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Row))


def ratio(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or denominator is None or numerator <= 0 or denominator <= 0:
        return None
    return numerator / denominator


def median(values: Iterable[float]) -> float | None:
    values = list(values)
    return statistics.median(values) if values else None


def geomean(values: Iterable[float | None]) -> float | None:
    """Geometric mean of the positive finite values; ``None`` when there are none."""
    logs = [math.log(v) for v in values if v is not None and v > 0 and math.isfinite(v)]
    if not logs:
        return None
    return math.exp(sum(logs) / len(logs))


def row_to_record(row: Row) -> dict:
    """A JSON-able dict of ``row``."""
    return dataclasses.asdict(row)


def row_from_record(record: dict) -> Row:
    known = {k: v for k, v in record.items() if k in FIELDS}
    for name in ("kernel_times_s", "warmup_times_s"):
        if name in known:
            known[name] = tuple(known[name] or ())
    return Row(**known)
