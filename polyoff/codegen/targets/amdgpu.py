"""AMDGPU: kernels as an ELF relocatable object for ``amdgcn-amd-amdhsa`` and one
``gfx`` processor (the code object before linking; ROCm links and loads it).

Kernels are ``amdgpu_kernel`` functions with ``!reqd_work_group_size``, a flat
work-group size of exactly the block size and uniform work-groups (the host
launches whole blocks). Buffers are addrspace(1), shared arrays addrspace(3),
private arrays and allocas addrspace(5). Thread and block indices are
``llvm.amdgcn.workitem.id.*`` / ``llvm.amdgcn.workgroup.id.*``; the block size is
a constant and the number of blocks is read from the HSA dispatch packet
(``grid_size`` over the block size). The barrier is ``s_barrier`` between a
work-group release fence and an acquire fence, so shared-memory writes before it
are seen after it.

Math (no device library is linked, so only what the backend selects itself):

* f32 and f64: ``sqrt`` (correctly rounded expansion), ``fabs floor ceil trunc
  round rint fmin fmax fma copysign``, as LLVM intrinsics;
* f32 only: ``exp exp2 exp10 log log2 log10`` (LLVM's AMDGPU expansions, about
  1 ulp, the accuracy OpenCL asks for);
* with fast math only, f32: ``pow sin cos`` (hardware approximations);
* anything else, ``fmod``/``frem`` included (the backend's ``frem`` is not C's
  exact ``fmod``), is a :class:`TargetError` naming the function and type.

:func:`kernel_descriptors` lists the ``<kernel>.kd`` symbols of such an ELF.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import llvmlite.binding as llvm
from llvmlite import ir

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.llvm_lower import DeviceLowering, add_raw_attribute, constant
from polyoff.codegen.targets.base import TargetError, unsupported_math
from polyoff.codegen.targets.elf import ElfError, read_elf
from polyoff.codegen.targets.llvm_target import LLVMTarget, initialize_llvm

EM_AMDGPU = 224
#: ``e_flags`` bits holding the processor (EF_AMDGPU_MACH).
EF_AMDGPU_MACH = 0xFF

_INTRINSIC = {
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
    "exp": "llvm.exp",
    "exp2": "llvm.exp2",
    "exp10": "llvm.exp10",
    "log": "llvm.log",
    "log2": "llvm.log2",
    "log10": "llvm.log10",
    "pow": "llvm.pow",
    "sin": "llvm.sin",
    "cos": "llvm.cos",
}
#: Functions lowered on both float types.
MATH_BOTH = frozenset(
    {"sqrt", "fabs", "floor", "ceil", "trunc", "round", "rint", "fmin", "fmax", "fma", "copysign"}
)
#: Functions lowered on f32 only.
MATH_F32 = frozenset({"exp", "exp2", "exp10", "log", "log2", "log10"})
#: f32 functions lowered only in fast-math mode (approximate hardware instructions).
MATH_F32_FAST = frozenset({"pow", "sin", "cos"})

_WORK_ID = {"thread_id": "llvm.amdgcn.workitem.id", "block_id": "llvm.amdgcn.workgroup.id"}
#: Offset of grid_size_x in hsa_kernel_dispatch_packet_t.
_GRID_SIZE_OFFSET = 12
_GFX = re.compile(r"gfx[0-9a-f]{3,4}\Z")


def math_support(function: str, type_: str, fast_math: bool) -> str | None:
    """Why the amdgpu target cannot lower ``function`` on ``type_``, or ``None``."""
    if function in MATH_BOTH:
        return None
    if type_ == "f32" and function in MATH_F32:
        return None
    if type_ == "f32" and function in MATH_F32_FAST:
        if fast_math:
            return None
        return "only a hardware approximation exists, which fast math allows"
    return (
        "the AMDGPU backend selects no instruction for it and no device library "
        "(ROCm's ocml) is linked; use the spirv or opencl_c target"
    )


class AMDGPULowering(DeviceLowering):
    triple = "amdgcn-amd-amdhsa"
    calling_convention = "amdgpu_kernel"
    global_addrspace = 1
    shared_addrspace = 3
    private_addrspace = 5

    def special(self, builder: ir.IRBuilder, kind: str, dim: int) -> ir.Value:
        i32 = ir.IntType(32)
        block = self.kernel.block_size[dim]
        if kind == "block_dim":
            return constant("i32", block)
        if kind in _WORK_ID:
            return self.call_intrinsic(builder, f"{_WORK_ID[kind]}.{'xyz'[dim]}", i32, [])
        # grid_dim: work-items in the grid (dispatch packet) over the block size.
        packet = self.call_intrinsic(
            builder, "llvm.amdgcn.dispatch.ptr", ir.PointerType(addrspace=4), []
        )
        field = builder.gep(
            packet,
            [constant("i64", _GRID_SIZE_OFFSET + 4 * dim)],
            inbounds=True,
            source_etype=ir.IntType(8),
        )
        items = builder.load(field, typ=i32, align=4)
        rounded = builder.add(items, constant("i32", block - 1))
        return builder.udiv(rounded, constant("i32", block))

    def barrier(self, builder: ir.IRBuilder, global_memory: bool = False) -> None:
        # Work-group scoped fences order global and LDS accesses alike
        # (LLVM's AMDGPU memory model), so one form serves both.
        builder.fence("release", "workgroup")
        self.call_intrinsic(builder, "llvm.amdgcn.s.barrier", ir.VoidType(), [])
        builder.fence("acquire", "workgroup")

    def math(
        self,
        builder: ir.IRBuilder,
        function: str,
        args: Sequence[ir.Value],
        type_: str,
        fast_math: bool,
    ) -> ir.Value:
        why = math_support(function, type_, fast_math)
        if why is not None:
            raise unsupported_math("amdgpu", function, type_, why)
        return self.call_intrinsic(
            builder, f"{_INTRINSIC[function]}.{type_}", args[0].type, args, fast_math
        )

    def finish_kernel(self, function: ir.Function, kernel: K.Kernel) -> None:
        x, y, z = kernel.block_size
        md = self.module.add_metadata([constant("i32", n) for n in kernel.block_size])
        function.set_metadata("reqd_work_group_size", md)
        add_raw_attribute(
            function.attributes, f'"amdgpu-flat-work-group-size"="{x * y * z},{x * y * z}"'
        )
        add_raw_attribute(function.attributes, '"uniform-work-group-size"="true"')


class AMDGPUTarget(LLVMTarget):
    """An AMDGPU ELF relocatable object for processor ``gfx``.

    Args:
        gfx: the processor, ``gfx90a`` (MI200) by default.
        opt_level: LLVM optimisation level (0-3).
    """

    name = "amdgpu"
    max_block_threads = 1024
    triple = "amdgcn-amd-amdhsa"

    def __init__(self, *, gfx: str = "gfx90a", opt_level: int = 3) -> None:
        super().__init__(opt_level=opt_level)
        if not _GFX.match(gfx):
            raise ValueError(f"gfx must look like 'gfx90a', not {gfx!r}")
        if not processor_known(gfx):
            raise TargetError(f"LLVM does not know the AMDGPU processor {gfx!r}")
        self.gfx = gfx

    def __repr__(self) -> str:
        return f"AMDGPUTarget(gfx={self.gfx!r}, opt_level={self.opt_level})"

    def machine_options(self) -> tuple[str, str]:
        return self.gfx, ""

    def lowering(self, fast_math: bool) -> DeviceLowering:
        return AMDGPULowering()


@functools.cache
def processor_known(gfx: str) -> bool:
    """Whether LLVM's AMDGPU backend knows processor ``gfx``.

    LLVM only warns about an unknown processor and goes on with none, and then
    aborts the process on the first instruction it cannot select; an empty
    kernel still compiles, and its ELF header says which processor it is for.
    """
    initialize_llvm()
    machine = llvm.Target.from_triple(AMDGPUTarget.triple).create_target_machine(
        cpu=gfx, codemodel="default"
    )
    source = (
        f'target datalayout = "{machine.target_data}"\n'
        f'target triple = "{AMDGPUTarget.triple}"\n'
        "define amdgpu_kernel void @probe() {\n  ret void\n}\n"
    )
    try:
        with llvm.parse_assembly(source) as module:
            elf = read_elf(machine.emit_object(module))
    finally:
        machine.close()
    return elf.machine == EM_AMDGPU and bool(elf.flags & EF_AMDGPU_MACH)


def kernel_descriptors(elf_bytes: bytes) -> list[str]:
    """The kernel descriptor symbols (``<kernel>.kd``) an AMDGPU ELF defines, in
    symbol-table order. Raises :class:`TargetError` for bytes that are not ELF64."""
    try:
        elf = read_elf(elf_bytes)
    except ElfError as err:
        raise TargetError(f"not an AMDGPU code object: {err}") from None
    return [
        s.name for s in elf.symbols if s.name.endswith(".kd") and s.defined and s.type == "OBJECT"
    ]
