"""What the compiler produces, as records: per SCoP a :class:`ScopResult`
(its kernels, or why it stayed on the CPU), per module a
:class:`Compilation` (the Program and everything the report needs), per
input file a :class:`FileResult`. `compiler` makes them; `report`,
`offload` and the CLI read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from polyoff_runtime.program import Program

from polyoff.codegen.kernel import BuiltKernel
from polyoff.gpu.mapping import MappedScop
from polyoff.gpu.memory import ArrayTransfer
from polyoff.gpu.profitability import ALWAYS, Profitability
from polyoff.ir.reader import SourceModule
from polyoff.options import Options
from polyoff.scop.detect import FunctionDetection
from polyoff.scop.isl_expr import ParamRegistry
from polyoff.scop.scop import Scop


@dataclass(frozen=True)
class ScopResult:
    """What happened to one SCoP."""

    scop: Scop
    mapped: MappedScop | None
    kernels: tuple[BuiltKernel, ...]
    transfers: tuple[ArrayTransfer, ...]
    offloaded: bool
    reason: str | None = None
    kernel_base: int = 0
    #: isl parameter names, including any the kernel builder added
    registry: ParamRegistry | None = None


@dataclass(frozen=True)
class Compilation:
    """The compiled program and everything the report needs."""

    program: Program
    detections: tuple[FunctionDetection, ...]
    results: tuple[ScopResult, ...]
    target: str | None
    options: Options
    timings: dict = field(default_factory=dict)
    #: per kernel name, what the target's assembler says (NVPTX: ptxas -v)
    kernel_resources: dict = field(default_factory=dict)
    profitability: Profitability = ALWAYS


@dataclass(frozen=True)
class FileResult:
    """A compiled input file, ready to run: the program (with its report in
    ``report``), the device chosen and the target it was compiled for."""

    program: Program
    report: dict
    device: object | None  # polyoff_runtime.DeviceInfo
    target: str | None
    compilation: Compilation | None
    source: SourceModule | None = None
