"""Every knob of the compiler and runtime in one frozen dataclass.

The command line (`polyoff.cli`) and the decorator (`polyoff.offload`) both map
their arguments onto :class:`Options`; the stages read it and never mutate it.
Its canonical string (`Options.cache_token`) is part of the compilation cache
key, so a new field that changes generated code must appear there.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field

RUNTIMES = ("opencl", "cuda", "none")
TARGETS = ("auto", "spirv", "opencl-c", "nvptx", "amdgpu")
ZERO_COPY = ("auto", "on", "off")
REPORT_FORMATS = ("text", "json")


@dataclass(frozen=True)
class Options:
    """Compiler and runtime options.

    Args:
        gpu_runtime: ``opencl``, ``cuda`` or ``none`` (no offloading at all).
        target: kernel target; ``auto`` picks from the device (SPIR-V where it
            takes IL, OpenCL C otherwise, PTX for CUDA).
        device: a device selector (see ``polyoff_runtime.devices.select``).
        tile_sizes: default tile size per band member, outermost first; the last
            value repeats for deeper bands.
        block_sizes: threads per block dimension (x, y, z) as a cap; the mapper
            uses min(tile, block) per dimension.
        sizes: per-kernel overrides, PPCG style (``kernel[N] -> tile[...]``).
        zero_copy: use host memory in place on devices that share it.
        shared_memory / private_memory: PPCG's memory promotions, ``on``,
            ``off`` or ``auto`` (booleans are accepted): ``auto`` turns both on
            for GPUs; on CPU devices, where local memory is the same memory,
            shared tiles are made only on Intel's runtime, where they turn
            reads that neighbouring work-items would gather into contiguous
            ones, and registers stay off where the device needs them
            volatile (Intel's CPU runtime).
        uniform_lanes: ``on`` keeps the x thread index out of loop bounds
            (its loop becomes a guard inside the others), for compilers that
            vectorise work-items along x; ``auto``: on Intel's CPU runtime.
        x_strips: ``on`` has each thread run its tile's points along x as its
            innermost loop where loops run inside threads (blocks one wide
            on x), for compilers that vectorise loops within a work-item
            rather than work-items; ``auto``: on pocl.
        line_threads: ``on`` gives a kernel of one mapped member whose
            threads sweep along lines (a loop writing the next element of a
            row at each step) or sum along them (into one element per row),
            with work-items next to each other a row apart, blocks one wide
            on x, each thread running its tile's lines four at a time
            (``polyoff.codegen.jam``); ``auto``: on CPU devices.
        strip_vectors: ``on`` prints a loop inside a thread whose body is
            the thread's x strip with the strip as OpenCL C vectors and the
            elements the strip sums in vector registers
            (``polyoff.codegen.targets.strip_vectors``); ``auto``: on (it
            applies where there are strips and the target is OpenCL C).
        carried_registers: ``on`` keeps a value that a loop inside a thread
            stores in one iteration and loads in the next in a register
            (``polyoff.codegen.carry``); ``auto``: on, except where a
            floating-point register would have to be volatile (SPIR-V
            chosen on Intel's CPU runtime).
        time_tile: ``on`` maps a stencil (a time loop around nests that are
            parallel within a time step) onto one kernel launch per
            wavefront of tiles spanning several time steps
            (``polyoff.gpu.time_tiling``); ``auto``: where it was measured
            faster, on Intel's CPU runtime for stencils of one or two
            spatial dimensions; ``off``: a launch per nest and time step.
        index_set_splitting: ``on`` schedules a statement as pieces of its
            domain where the dependences that keep its loops sequential
            start or end on a hyperplane (``polyoff.schedule.splitting``:
            Floyd-Warshall's row and column ``k``); ``auto``: on (on Intel's
            CPU runtime with ``codegen.loop_starts``' work-around for its
            compiler; see docs/architecture.md); ``off``: isl's schedule as
            it is.
        time_tile_sizes: the time tiles' sizes, steps first (a step is one
            nest of one time step), then one per spatial dimension, the last
            repeating; empty: by the number of spatial dimensions
            (``time_tiling.DEFAULT_SIZES``; ``INTEL_SIZES`` on Intel's CPU
            runtime).
        fast_math: allow FMA contraction and relaxed math in kernels.
        min_compute: minimum number of parallel statement instances a SCoP
            must execute for offloading to pay (checked at run time, like
            Polly's minimal-compute check); ``None``: the device's default,
            0: no minimum.
        min_work_per_launch: minimum parallel statement instances per kernel
            launch; ``None``: the device's default, 0: no minimum.
        always_offload: offload every SCoP that can be offloaded, with no
            profitability check (see ``polyoff.gpu.profitability``).
        measured_placement: let the runtime choose between the device and
            the CPU per SCoP and size: in a fresh process by its cost model
            (calibrated once per device, ``polyoff_runtime.calibration``;
            opt-in, ``POLYOFF_CALIBRATION=on``, else the thresholds),
            then by measured times kept on disk
            (``polyoff_runtime.placement``); the thresholds the user gave
            (``min_compute``, ``min_work_per_launch``) still apply first, the
            defaults only where the runtime has no model; off: the
            thresholds alone decide.
        schedule: ``isl`` (isl's scheduler with PPCG's settings) or
            ``original`` (keep the input order, mark parallel loops only).
        isl_max_operations: isl's operation budget per SCoP (Polly's
            ``-polly-dependences-computeout``, isl's ``max_operations``); a
            SCoP over it stays on the CPU (reason ``compile-budget``); 0: none.
        scop_time_limit: wall-clock seconds per SCoP, checked between the
            stages of its compilation (0: none); over it, the same.
        cache: use the on-disk compilation cache.
        cache_dir: where it lives (``POLYOFF_CACHE_DIR`` / XDG cache by default).
        verbose: log what each stage did.
    """

    gpu_runtime: str = "opencl"
    target: str = "auto"
    device: str | None = None
    tile_sizes: tuple[int, ...] = (32,)
    block_sizes: tuple[int, ...] = (32, 8, 1)
    sizes: str | None = None
    zero_copy: str = "auto"
    shared_memory: str = "auto"
    private_memory: str = "auto"
    uniform_lanes: str = "auto"
    x_strips: str = "auto"
    line_threads: str = "auto"
    strip_vectors: str = "auto"
    carried_registers: str = "auto"
    time_tile: str = "auto"
    index_set_splitting: str = "auto"
    time_tile_sizes: tuple[int, ...] = ()
    fast_math: bool = False
    min_compute: int | None = None
    min_work_per_launch: int | None = None
    always_offload: bool = False
    measured_placement: bool = True
    schedule: str = "isl"
    isl_max_operations: int = 10_000_000
    scop_time_limit: float = 60.0
    cache: bool = True
    cache_dir: str | None = None
    verbose: bool = False
    extra: tuple[tuple[str, str], ...] = field(default=())

    def __post_init__(self) -> None:
        if self.gpu_runtime not in RUNTIMES:
            raise ValueError(f"gpu_runtime must be one of {RUNTIMES}, not {self.gpu_runtime!r}")
        if self.target not in TARGETS:
            raise ValueError(f"target must be one of {TARGETS}, not {self.target!r}")
        if self.zero_copy not in ZERO_COPY:
            raise ValueError(f"zero_copy must be one of {ZERO_COPY}, not {self.zero_copy!r}")
        for name in ("shared_memory", "private_memory", "uniform_lanes", "x_strips", "line_threads",
                     "strip_vectors", "carried_registers", "time_tile", "index_set_splitting"):
            value = getattr(self, name)
            if isinstance(value, bool):
                object.__setattr__(self, name, "on" if value else "off")
            elif value not in ("auto", "on", "off"):
                raise ValueError(f"{name} must be 'auto', 'on' or 'off', not {value!r}")
        for name in ("min_compute", "min_work_per_launch"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or value < 0):
                raise ValueError(f"{name} must be a non-negative integer, not {value!r}")
        if not isinstance(self.isl_max_operations, int) or self.isl_max_operations < 0:
            raise ValueError(f"isl_max_operations must be a non-negative integer, not {self.isl_max_operations!r}")
        if not isinstance(self.scop_time_limit, (int, float)) or not self.scop_time_limit >= 0:
            raise ValueError(f"scop_time_limit must be a non-negative number, not {self.scop_time_limit!r}")
        if self.schedule not in ("isl", "original"):
            raise ValueError(f"schedule must be 'isl' or 'original', not {self.schedule!r}")
        check_sizes("tile", self.tile_sizes)
        check_sizes("block", self.block_sizes)
        if self.time_tile_sizes:
            check_sizes("tile", self.time_tile_sizes)

    def replace(self, **changes: object) -> Options:
        return dataclasses.replace(self, **changes)

    def tile_size(self, member: int) -> int:
        """Tile size of band member ``member`` (outermost is 0)."""
        return self.tile_sizes[min(member, len(self.tile_sizes) - 1)]

    @property
    def cache_token(self) -> str:
        """The fields that change generated code, canonically serialised."""
        fields = dataclasses.asdict(self)
        for runtime_only in ("cache", "cache_dir", "verbose", "device"):
            fields.pop(runtime_only)
        return json.dumps(fields, sort_keys=True)


#: the largest tile size (beyond any loop's extent a tile is the whole loop;
#: kernels compute tile origins in 64-bit arithmetic) and block size (threads
#: per dimension of a work-group on any device polyoff targets)
MAX_SIZE = {"tile": 1 << 24, "block": 1024}


def check_sizes(kind: str, sizes: tuple[int, ...]) -> None:
    """Raise ValueError unless ``sizes`` are usable ``kind`` sizes."""
    top = MAX_SIZE[kind]
    if not sizes or any(not isinstance(v, int) or not 0 < v <= top for v in sizes):
        raise ValueError(f"{kind} sizes must be integers from 1 to {top}, not {sizes!r}")

