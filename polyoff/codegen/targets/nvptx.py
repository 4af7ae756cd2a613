"""NVPTX: kernels as PTX assembly for CUDA (``nvptx64-nvidia-cuda``) or NVIDIA's
OpenCL (``nvptx64-nvidia-nvcl``), plus validation with ``ptxas``.

Kernels are ``ptx_kernel`` functions with an ``nvvm.reqntid`` attribute (the
block size they must be launched with); buffers live in addrspace(1), shared
arrays in addrspace(3); indices are ``llvm.nvvm.read.ptx.sreg.*`` (the block size
is a constant); the barrier is ``llvm.nvvm.barrier.cta.sync.aligned.all(0)``
(``bar.sync 0``, what ``llvm.nvvm.barrier0`` became in LLVM 22).

Math: ``sqrt fabs floor ceil trunc round rint fmin fmax fma copysign`` are LLVM
intrinsics the backend turns into single PTX instructions (``sqrt.rn``,
``cvt.rmi`` ...), correctly rounded. Every other function is libdevice's
``__nv_<f>`` (``__nv_<f>f`` for f32), linked from ``libdevice.10.bc``, internalised
and optimised so only what is called remains; ``frem`` is ``__nv_fmod[f]``
because the backend's own ``frem`` expansion is not C's exact ``fmod``. With fast
math, f32 functions that have one use libdevice's ``__nv_fast_<f>f`` (as
``nvcc -use_fast_math``). Without libdevice, those functions are a
:class:`TargetError`.

No FMA contraction without fast math: the IR carries no ``contract`` flags and
the target machine keeps LLVM's default fusion mode (fuse only what is marked),
so ``a*b+c`` becomes ``mul.rn`` + ``add.rn``, whose explicit rounding also keeps
``ptxas`` from fusing them. LLVM's ``-nvptx-fma-level`` is deliberately left
alone: it is a process-wide option that, once given, overrides the per-
instruction flags of every later build, fast-math ones included.
"""

from __future__ import annotations

import functools
import logging
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm
from llvmlite import ir

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.llvm_lower import DeviceLowering, add_raw_attribute, constant
from polyoff.codegen.targets.base import TargetError, unsupported_math
from polyoff.codegen.targets.llvm_target import LLVMTarget, initialize_llvm, internalize_except

logger = logging.getLogger(__name__)

#: Functions the backend selects as single, correctly rounded instructions.
NATIVE_MATH = {
    "sqrt": "llvm.sqrt",
    "fabs": "llvm.fabs",
    "floor": "llvm.floor",
    "ceil": "llvm.ceil",
    "trunc": "llvm.trunc",
    "round": "llvm.round",
    "rint": "llvm.rint",
    "fmin": "llvm.minnum",
    "fmax": "llvm.maxnum",
    "fma": "llvm.fma",
    "copysign": "llvm.copysign",
}
#: f32 functions with a fast libdevice variant (``__nv_fast_<f>f``).
FAST_F32 = frozenset({"exp", "exp10", "log", "log2", "log10", "pow", "sin", "cos", "tan"})

_SREG = {"thread_id": "tid", "block_id": "ctaid", "grid_dim": "nctaid"}
_ARCH = re.compile(r"sm_(\d+)[af]?\Z")


def default_libdevice() -> Path | None:
    """libdevice's bitcode under ``$CUDA_HOME``, ``$CUDA_PATH`` or /usr/local/cuda."""
    roots = [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"]
    for root in filter(None, roots):
        path = Path(root) / "nvvm" / "libdevice" / "libdevice.10.bc"
        if path.is_file():
            return path
    return None


@functools.lru_cache(maxsize=4)
def _read_libdevice(path: str) -> bytes:
    return Path(path).read_bytes()


class NVPTXLowering(DeviceLowering):
    calling_convention = "ptx_kernel"
    global_addrspace = 1
    shared_addrspace = 3
    private_addrspace = 0

    def __init__(self, triple: str, have_libdevice: bool) -> None:
        super().__init__()
        self.triple = triple
        self.have_libdevice = have_libdevice

    def special(self, builder: ir.IRBuilder, kind: str, dim: int) -> ir.Value:
        if kind == "block_dim":
            return constant("i32", self.kernel.block_size[dim])
        name = f"llvm.nvvm.read.ptx.sreg.{_SREG[kind]}.{'xyz'[dim]}"
        return self.call_intrinsic(builder, name, ir.IntType(32), [])

    def barrier(self, builder: ir.IRBuilder, global_memory: bool = False) -> None:
        # bar.sync orders the CTA's shared and global memory accesses alike
        # (PTX ISA, "Parallel synchronization and communication: bar"), so
        # one barrier serves both.
        self.call_intrinsic(
            builder, "llvm.nvvm.barrier.cta.sync.aligned.all", ir.VoidType(), [constant("i32", 0)]
        )

    def math(
        self,
        builder: ir.IRBuilder,
        function: str,
        args: Sequence[ir.Value],
        type_: str,
        fast_math: bool,
    ) -> ir.Value:
        ty = args[0].type
        if function in NATIVE_MATH:
            return self.call_intrinsic(
                builder, f"{NATIVE_MATH[function]}.{type_}", ty, args, fast_math
            )
        if not self.have_libdevice:
            raise unsupported_math(
                "nvptx",
                function,
                type_,
                "it needs CUDA's libdevice (nvvm/libdevice/libdevice.10.bc), which was not "
                "found; set CUDA_HOME or pass libdevice= to the target",
            )
        if type_ == "f32":
            name = (
                f"__nv_fast_{function}f"
                if fast_math and function in FAST_F32
                else f"__nv_{function}f"
            )
        else:
            name = f"__nv_{function}"
        fn = self.declare_function(builder.module, name, ty, [a.type for a in args])
        return builder.call(fn, list(args))

    def finish_kernel(self, function: ir.Function, kernel: K.Kernel) -> None:
        x, y, z = kernel.block_size
        # The block size the kernel must be launched with (PTX .reqntid); LLVM
        # 22 reads it from this attribute (formerly nvvm.annotations).
        add_raw_attribute(function.attributes, f'"nvvm.reqntid"="{x},{y},{z}"')


class NVPTXTarget(LLVMTarget):
    """PTX for ``arch`` (``sm_XX``).

    Args:
        arch: the GPU architecture, ``sm_70`` by default.
        ptx_version: the PTX ISA version as an int (``78`` for 7.8); LLVM's
            minimum for ``arch`` when omitted.
        opencl: target NVIDIA's OpenCL (``nvptx64-nvidia-nvcl``) instead of CUDA.
        libdevice: path of ``libdevice.10.bc``; found under the CUDA install when
            omitted. ``False`` disables it.
        opt_level: LLVM optimisation level (0-3).
    """

    name = "nvptx"
    max_block_threads = 1024

    def __init__(
        self,
        *,
        arch: str = "sm_70",
        ptx_version: int | None = None,
        opencl: bool = False,
        libdevice: str | os.PathLike | bool | None = None,
        opt_level: int = 3,
    ) -> None:
        super().__init__(opt_level=opt_level)
        if not _ARCH.match(arch):
            raise ValueError(f"arch must look like 'sm_80', not {arch!r}")
        if ptx_version is not None and (not isinstance(ptx_version, int) or ptx_version < 32):
            raise ValueError(
                f"ptx_version must be an int such as 78 (for 7.8), not {ptx_version!r}"
            )
        self.arch = arch
        self.ptx_version = ptx_version
        self.opencl = opencl
        self.triple = "nvptx64-nvidia-nvcl" if opencl else "nvptx64-nvidia-cuda"
        _check_arch(self.triple, arch, ptx_version)
        if libdevice is False:
            self.libdevice: Path | None = None
        elif libdevice is None or libdevice is True:
            self.libdevice = default_libdevice()
        else:
            self.libdevice = Path(libdevice)
            if not self.libdevice.is_file():
                raise TargetError(f"libdevice not found at {self.libdevice}")

    def __repr__(self) -> str:
        return (
            f"NVPTXTarget(arch={self.arch!r}, ptx_version={self.ptx_version!r}, "
            f"opencl={self.opencl!r}, libdevice={str(self.libdevice) if self.libdevice else None!r})"
        )

    def machine_options(self) -> tuple[str, str]:
        features = f"+ptx{self.ptx_version}" if self.ptx_version else ""
        return self.arch, features

    def lowering(self, fast_math: bool) -> DeviceLowering:
        return NVPTXLowering(self.triple, self.libdevice is not None)

    def link_libraries(
        self, module: llvm.ModuleRef, kernels: Sequence[K.Kernel], fast_math: bool
    ) -> None:
        wanted = [
            f.name for f in module.functions if f.is_declaration and f.name.startswith("__nv_")
        ]
        if not wanted:
            return
        assert self.libdevice is not None  # the lowering refused otherwise
        try:
            library = llvm.parse_bitcode(_read_libdevice(str(self.libdevice)))
        except (OSError, RuntimeError) as err:
            raise TargetError(f"cannot read libdevice {self.libdevice}: {err}") from None
        missing = [n for n in wanted if not _defines(library, n)]
        if missing:
            library.close()
            raise TargetError(f"libdevice {self.libdevice} lacks {', '.join(missing)}")
        library.triple = module.triple
        library.data_layout = module.data_layout
        try:
            module.link_in(library)  # consumes the library module
        except RuntimeError as err:
            raise TargetError(f"linking libdevice {self.libdevice} failed: {err}") from None
        internalize_except(module, {k.name for k in kernels})
        logger.debug("nvptx: linked libdevice for %s", ", ".join(wanted))

    def emit(self, machine: llvm.TargetMachine, module: llvm.ModuleRef) -> bytes:
        return machine.emit_assembly(module).encode()


def _probe_ptx_version(triple: str, arch: str, features: str) -> int:
    """The PTX ISA version (e.g. 78) LLVM writes for an empty kernel."""
    initialize_llvm()
    machine = llvm.Target.from_triple(triple).create_target_machine(
        cpu=arch, features=features, codemodel="default"
    )
    source = (
        f'target datalayout = "{machine.target_data}"\n'
        f'target triple = "{triple}"\n'
        "define ptx_kernel void @probe() {\n  ret void\n}\n"
    )
    try:
        with llvm.parse_assembly(source) as module:
            ptx = machine.emit_assembly(module)
    finally:
        machine.close()
    m = re.search(r"^\.version (\d+)\.(\d+)", ptx, re.MULTILINE)
    return int(m.group(1)) * 10 + int(m.group(2)) if m else 0


@functools.cache
def _check_arch(triple: str, arch: str, ptx_version: int | None) -> None:
    # LLVM only warns about an unknown processor or PTX version and aborts the
    # process on a PTX version too old for the processor, so both are checked
    # here on an empty kernel, in the order that cannot abort: the processor's
    # minimum PTX version first (LLVM's default), then the requested one.
    minimum = _probe_ptx_version(triple, arch, "")
    if int(_ARCH.match(arch).group(1)) >= 50 and minimum <= 32:
        # A known sm_50 or later needs PTX 4.0 at least; 3.2 is the fallback.
        raise TargetError(f"LLVM's NVPTX backend does not know the architecture {arch!r}")
    if ptx_version is None:
        return
    if ptx_version < minimum:
        raise TargetError(
            f"{arch} needs PTX ISA {minimum // 10}.{minimum % 10} or later, "
            f"not {ptx_version // 10}.{ptx_version % 10}"
        )
    if _probe_ptx_version(triple, arch, f"+ptx{ptx_version}") != ptx_version:
        raise TargetError(f"LLVM's NVPTX backend does not know PTX ISA version {ptx_version}")


def _defines(module: llvm.ModuleRef, name: str) -> bool:
    try:
        return not module.get_function(name).is_declaration
    except NameError:
        return False


# -------------------------------------------------------------------- ptxas


class PtxasError(TargetError):
    """``ptxas`` rejected the PTX, or cannot assemble for the requested arch."""


class PtxasArchUnsupported(PtxasError):
    """The installed ``ptxas`` has no such architecture (CUDA 13 dropped sm_70)."""


@dataclass(frozen=True)
class PtxasKernelStats:
    """What ``ptxas -v`` says about one kernel (entry function)."""

    name: str
    registers: int
    spill_stores: int
    spill_loads: int
    shared_bytes: int
    stack_frame: int


@dataclass(frozen=True)
class PtxasReport:
    """The outcome of :func:`validate_ptx`: the arch and per-kernel statistics."""

    arch: str
    kernels: tuple[PtxasKernelStats, ...]

    def kernel(self, name: str) -> PtxasKernelStats:
        for k in self.kernels:
            if k.name == name:
                return k
        raise KeyError(name)


def find_ptxas() -> str | None:
    """The ``ptxas`` on PATH (or in $CUDA_HOME/bin), if any."""
    found = shutil.which("ptxas")
    if found:
        return found
    home = default_libdevice()
    if home is not None:
        candidate = home.parents[2] / "bin" / "ptxas"
        if candidate.is_file():
            return str(candidate)
    return None


@functools.lru_cache(maxsize=4)
def ptxas_architectures(ptxas: str) -> frozenset[str]:
    """The ``sm_XX`` values ``ptxas`` accepts, read from its ``--help``."""
    try:
        out = subprocess.run([ptxas, "--help"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return frozenset()
    section = out.stdout.split("--gpu-name", 1)[-1].split("Default value", 1)[0]
    return frozenset(re.findall(r"'(sm_\d+[af]?)'", section))


def validate_ptx(ptx: str | bytes, arch: str, *, ptxas: str | None = None) -> PtxasReport | None:
    """Assemble ``ptx`` with ``ptxas -arch=<arch> -v`` and report each kernel's
    registers, spills and shared memory.

    Returns ``None`` when no ``ptxas`` is installed (nothing to check against).

    Raises:
        PtxasArchUnsupported: this ``ptxas`` cannot assemble for ``arch``.
        PtxasError: ``ptxas`` rejected the PTX (its messages are included).
    """
    ptxas = ptxas or find_ptxas()
    if ptxas is None:
        return None
    if isinstance(ptx, bytes):
        ptx = ptx.decode()
    archs = ptxas_architectures(ptxas)
    if archs and arch not in archs:
        raise PtxasArchUnsupported(
            f"{ptxas} cannot assemble for {arch}; it knows {', '.join(sorted(archs))}"
        )
    with tempfile.TemporaryDirectory(prefix="polyoff-ptxas-") as tmp:
        src = Path(tmp) / "kernels.ptx"
        src.write_text(ptx)
        try:
            out = subprocess.run(
                [ptxas, f"-arch={arch}", "-v", "-o", str(Path(tmp) / "kernels.cubin"), str(src)],
                capture_output=True,
                text=True,
                timeout=600,
            )
        except (OSError, subprocess.TimeoutExpired) as err:
            raise PtxasError(f"running {ptxas} failed: {err}") from None
    text = out.stdout + out.stderr
    if out.returncode != 0:
        raise PtxasError(
            f"ptxas -arch={arch} rejected the PTX (exit {out.returncode}):\n{text.strip()}"
        )
    return PtxasReport(arch=arch, kernels=_parse_ptxas(text))


def _parse_ptxas(text: str) -> tuple[PtxasKernelStats, ...]:
    entries = re.findall(r"Compiling entry function '([^']+)'", text)
    stats: dict[str, dict[str, int]] = {}
    current = None
    for line in text.splitlines():
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            current = m.group(1)
            stats.setdefault(current, {})
            continue
        if current is None:
            continue
        values = stats[current]
        for key, pattern in (
            ("stack_frame", r"(\d+) bytes stack frame"),
            ("spill_stores", r"(\d+) bytes spill stores"),
            ("spill_loads", r"(\d+) bytes spill loads"),
            ("registers", r"Used (\d+) registers"),
            ("shared_bytes", r"(\d+) bytes smem"),
        ):
            m = re.search(pattern, line)
            if m:
                values[key] = int(m.group(1))
    return tuple(
        PtxasKernelStats(
            name=name,
            registers=stats.get(name, {}).get("registers", 0),
            spill_stores=stats.get(name, {}).get("spill_stores", 0),
            spill_loads=stats.get(name, {}).get("spill_loads", 0),
            shared_bytes=stats.get(name, {}).get("shared_bytes", 0),
            stack_frame=stats.get(name, {}).get("stack_frame", 0),
        )
        for name in entries
    )
