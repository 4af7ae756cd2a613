"""The 30 PolyBench/C 4.2.1 kernels of ``polybench/``, their datasets and forms.

A kernel is named as the suite names it (``fdtd-2d``); its source is
``polybench/<name>.c`` and the function polyoff should offload is
``kernel_<name>`` with hyphens as underscores (see polybench/README.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

#: The suite's kernels, grouped as the suite groups them.
KERNELS: tuple[str, ...] = (
    # datamining
    "correlation",
    "covariance",
    # linear-algebra/kernels
    "2mm",
    "3mm",
    "atax",
    "bicg",
    "doitgen",
    "mvt",
    # linear-algebra/blas
    "gemm",
    "gemver",
    "gesummv",
    "symm",
    "syr2k",
    "syrk",
    "trmm",
    # linear-algebra/solvers
    "cholesky",
    "durbin",
    "gramschmidt",
    "lu",
    "ludcmp",
    "trisolv",
    # medley
    "deriche",
    "floyd-warshall",
    "nussinov",
    # stencils
    "adi",
    "fdtd-2d",
    "heat-3d",
    "jacobi-1d",
    "jacobi-2d",
    "seidel-2d",
)

DATASETS: tuple[str, ...] = ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")

ELEMENT_TYPES: tuple[str, ...] = ("double", "float")

#: The directory of the kernels in this repository.
SOURCE_DIR = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class BuildForm:
    """How one kernel is compiled: dataset, element type and form of bounds."""

    dataset: str = "LARGE"
    element_type: str = "double"
    static: bool = False

    def __post_init__(self) -> None:
        if self.dataset not in DATASETS:
            raise ValueError(f"dataset must be one of {', '.join(DATASETS)}, not {self.dataset!r}")
        if self.element_type not in ELEMENT_TYPES:
            raise ValueError(f"element type must be double or float, not {self.element_type!r}")

    @property
    def defines(self) -> tuple[str, ...]:
        """The preprocessor flags polybench.h reads."""
        flags = [f"-D{self.dataset}_DATASET"]
        if self.element_type == "float":
            flags.append("-DDATA_TYPE_IS_FLOAT")
        if self.static:
            flags.append("-DPOLYBENCH_STATIC_SIZES")
        return tuple(flags)

    @property
    def tag(self) -> str:
        """A file-name-safe tag: ``MINI``, ``LARGE-float-static``."""
        parts = [self.dataset]
        if self.element_type != "double":
            parts.append(self.element_type)
        if self.static:
            parts.append("static")
        return "-".join(parts)


def kernel_function(kernel: str) -> str:
    """The C function holding the kernel: ``kernel_fdtd_2d`` for ``fdtd-2d``."""
    return "kernel_" + kernel.replace("-", "_")


def kernel_source(kernel: str, source_dir: Path = SOURCE_DIR) -> Path:
    return source_dir / f"{kernel}.c"


def select_kernels(names: list[str] | None, source_dir: Path = SOURCE_DIR) -> tuple[str, ...]:
    """The kernels to run, in suite order; ``None`` or ``[]`` means all 30.

    Names outside the suite are accepted when ``<source_dir>/<name>.c`` exists
    (a kernel of one's own written against polybench.h). Raises ValueError
    for a name that is neither.
    """
    if not names:
        return KERNELS
    unknown = [n for n in names if n not in KERNELS and not kernel_source(n, source_dir).is_file()]
    if unknown:
        raise ValueError(f"unknown kernel(s): {', '.join(unknown)} (known: {', '.join(KERNELS)})")
    wanted = list(dict.fromkeys(names))
    ordered = [k for k in KERNELS if k in wanted]
    return (*ordered, *(n for n in wanted if n not in KERNELS))
