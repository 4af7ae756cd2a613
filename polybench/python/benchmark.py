"""What a Python PolyBench kernel is, and how its results are printed.

A :class:`Benchmark` bundles one kernel of the suite: its size names (in the
C program's argv order), the sizes of each dataset (the C file's
``PB_PICK``), an ``init`` that builds the kernel's arguments exactly as the
C ``init_array`` does, the ``@polyoff.offload`` kernel, the arrays it prints
(in the C program's order) and, for some kernels, a NumPy-vectorised form
for comparisons and a NumPy-style decorated form (slices, same results).

:func:`result_lines` prints results in the C harness's format
(``polybench.h``): per array ``<name> <sum %.17g> <weighted sum %.17g>``,
sums in double in row-major order with weight ``k % 97 + 1`` for flat
element ``k`` — or, with ``POLYBENCH_DUMP=1``, every element. The sums are
sequential, as in C (``numpy.add.accumulate`` adds left to right), so the
lines are byte-identical to the C program's when the arrays are.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

DATASETS = ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")


@dataclass(frozen=True)
class Benchmark:
    """One PolyBench kernel in Python.

    Attributes:
        name: the suite's name (``fdtd-2d``).
        sizes: size names in the C program's argv order.
        datasets: dataset name -> sizes (same order).
        init: sizes (keywords) -> the kernel's arguments, in order, as a dict.
        kernel: the decorated kernel (``kernel.py_func`` is plain Python).
        results: names of the printed arrays, in the C program's order.
        numpy: a NumPy-vectorised form taking the same arguments, or None.
        numpy_style: the kernel as a NumPy user writes it (slices for
            stencils and BLAS-like updates), decorated, computing what
            ``kernel`` computes bit for bit; or None.
    """

    name: str
    sizes: tuple[str, ...]
    datasets: dict[str, tuple[int, ...]]
    init: Callable[..., dict]
    kernel: Callable
    results: tuple[str, ...]
    numpy: Callable | None = None
    numpy_style: Callable | None = None
    notes: str = field(default="")

    def dataset_sizes(self, dataset: str) -> dict[str, int]:
        if dataset not in self.datasets:
            raise KeyError(f"unknown dataset {dataset!r}; one of {', '.join(DATASETS)}")
        return dict(zip(self.sizes, self.datasets[dataset]))

    def arguments(self, dataset: str = "MINI", **overrides: int) -> dict:
        """Fresh arguments for ``dataset`` (sizes may be overridden)."""
        sizes = self.dataset_sizes(dataset)
        sizes.update(overrides)
        return self.init(**sizes)


def picks(mini: int, small: int, medium: int, large: int, extralarge: int) -> tuple[int, ...]:
    return (mini, small, medium, large, extralarge)


def datasets(**per_size: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
    """``datasets(ni=picks(...), nj=picks(...))`` -> dataset -> sizes."""
    columns = list(per_size.values())
    return {name: tuple(col[k] for col in columns) for k, name in enumerate(DATASETS)}


def index_grid(*extents: int) -> tuple[np.ndarray, ...]:
    """Open int64 index grids (like C loop counters) for vectorised inits."""
    return (
        tuple(np.ogrid[tuple(slice(0, n) for n in extents)])
        if len(extents) > 1
        else (np.arange(extents[0]),)
    )


def dump_requested() -> bool:
    env = os.environ.get("POLYBENCH_DUMP")
    return env is not None and env != "" and env != "0"


def result_lines(name: str, array: np.ndarray, dump: bool | None = None) -> list[str]:
    """The C harness's output for one result array."""
    values = np.ascontiguousarray(array).reshape(-1).astype(np.float64)
    if dump_requested() if dump is None else dump:
        return [f"{name} {values.size}", *(f"{v:.17g}" for v in values.tolist())]
    if values.size == 0:
        return [f"{name} {0.0:.17g} {0.0:.17g}"]
    weights = (np.arange(values.size) % 97 + 1).astype(np.float64)
    total = float(np.add.accumulate(values)[-1])
    weighted = float(np.add.accumulate(values * weights)[-1])
    return [f"{name} {_c_format(total)} {_c_format(weighted)}"]


def _c_format(v: float) -> str:
    # printf("%.17g") spells NaN with its sign bit and infinities as C does.
    if v != v:
        return "-nan" if np.signbit(v) else "nan"
    return f"{v:.17g}"


def exact_ratio(numerator: np.ndarray, denominator: float, dtype) -> np.ndarray:
    """``(DATA_TYPE)(int expression) / SCALAR_VAL(d)`` elementwise."""
    return numerator.astype(dtype) / dtype(denominator)
