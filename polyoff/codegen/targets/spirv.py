"""SPIR-V: kernels as a SPIR-V binary for OpenCL devices that take IL
(``clCreateProgramWithIL``), through LLVM's SPIR-V backend.

The module is ``spirv64-unknown-unknown`` with OpenCL's address spaces (global 1,
local 3, private 0) and ``spir_kernel`` functions carrying
``!reqd_work_group_size`` (the backend makes it ``OpExecutionMode LocalSize``).
Indices and the barrier are calls of OpenCL C's built-ins by their
Itanium-mangled names (``_Z12get_local_idj``, ``_Z12get_group_idj``,
``_Z14get_num_groupsj``, ``_Z7barrierj`` with ``CLK_LOCAL_MEM_FENCE``), which the
backend turns into SPIR-V built-in variables and ``OpControlBarrier``; the block
size is a constant. Every math function, ``frem`` as ``fmod`` included, is the
OpenCL built-in of that name (``_Z4sqrtf``, ``_Z3powdd``, ...), i.e. an
``OpExtInst`` of the ``OpenCL.std`` set, so the device's OpenCL library computes it.

Without fast math the backend marks each kernel ``ContractionOff`` (no
``opencl.enable.FP_CONTRACT`` metadata is emitted), and the IR has no fast-math
flags; single-precision divide and sqrt need
``-cl-fp32-correctly-rounded-divide-sqrt`` to be exact, which
``KernelModule.build_options`` then carries. With fast math, the module
allows contraction and the build options ask for ``-cl-mad-enable``.
"""

from __future__ import annotations

from collections.abc import Sequence

from llvmlite import ir

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.llvm_lower import DeviceLowering, constant
from polyoff.codegen.targets.base import opencl_build_options
from polyoff.codegen.targets.llvm_target import LLVMTarget

#: OpenCL's CLK_LOCAL_MEM_FENCE and CLK_GLOBAL_MEM_FENCE.
CLK_LOCAL_MEM_FENCE = 1
CLK_GLOBAL_MEM_FENCE = 2

_BUILTINS = {
    "thread_id": "_Z12get_local_idj",
    "block_id": "_Z12get_group_idj",
    "block_dim": "_Z14get_local_sizej",
    "grid_dim": "_Z14get_num_groupsj",
}


def mangle_math(function: str, type_: str, arity: int) -> str:
    """The Itanium-mangled name of OpenCL's ``function`` on scalar ``type_``."""
    code = {"f32": "f", "f64": "d"}[type_]
    return f"_Z{len(function)}{function}{code * arity}"


class SPIRVLowering(DeviceLowering):
    triple = "spirv64-unknown-unknown"
    calling_convention = "spir_kernel"
    global_addrspace = 1
    shared_addrspace = 3
    private_addrspace = 0

    def builtin(
        self,
        builder: ir.IRBuilder,
        name: str,
        ret: ir.Type,
        args: Sequence[ir.Value],
        *,
        convergent: bool = False,
    ) -> ir.Value:
        fn = self.declare_function(builder.module, name, ret, [a.type for a in args])
        if not fn.attributes:
            fn.attributes.add("nounwind")
            if convergent:
                fn.attributes.add("convergent")
            else:
                fn.attributes.add("readnone")
        return builder.call(fn, list(args))

    def special(self, builder: ir.IRBuilder, kind: str, dim: int) -> ir.Value:
        if kind == "block_dim":
            return constant("i64", self.kernel.block_size[dim])
        return self.builtin(builder, _BUILTINS[kind], ir.IntType(64), [constant("i32", dim)])

    def barrier(self, builder: ir.IRBuilder, global_memory: bool = False) -> None:
        flags = CLK_LOCAL_MEM_FENCE | (CLK_GLOBAL_MEM_FENCE if global_memory else 0)
        self.builtin(
            builder,
            "_Z7barrierj",
            ir.VoidType(),
            [constant("i32", flags)],
            convergent=True,
        )

    def math(
        self,
        builder: ir.IRBuilder,
        function: str,
        args: Sequence[ir.Value],
        type_: str,
        fast_math: bool,
    ) -> ir.Value:
        name = mangle_math(function, type_, len(args))
        fn = self.declare_function(builder.module, name, args[0].type, [a.type for a in args])
        if not fn.attributes:
            fn.attributes.add("nounwind")
            fn.attributes.add("readnone")
        return builder.call(fn, list(args), fastmath=("fast",) if fast_math else ())

    def finish_kernel(self, function: ir.Function, kernel: K.Kernel) -> None:
        md = self.module.add_metadata([constant("i32", n) for n in kernel.block_size])
        function.set_metadata("reqd_work_group_size", md)

    def finish_module(self, module: ir.Module, fast_math: bool) -> None:
        if fast_math:
            # The backend writes ContractionOff unless this is present (what
            # clang emits for `#pragma OPENCL FP_CONTRACT ON`).
            module.add_named_metadata("opencl.enable.FP_CONTRACT", [])


class SPIRVTarget(LLVMTarget):
    """A SPIR-V binary module (OpenCL environment, 64-bit addressing).

    Args:
        opt_level: LLVM optimisation level before the backend (0-3); the
            device's OpenCL compiler optimises again when it builds the IL.
            The default is 0: Intel's CPU runtime (2026.2) reassociates a
            floating-point reduction that LLVM's optimiser has turned into a
            register recurrence (``x[i]`` promoted across the loop) for the
            work-items of a partial work-group, despite ``ContractionOff``,
            which changes results in the last bits. Handing it unoptimised IL,
            as its own OpenCL C front end does, keeps results exact.
    """

    name = "spirv"
    triple = "spirv64-unknown-unknown"

    def __init__(self, *, opt_level: int = 0) -> None:
        super().__init__(opt_level=opt_level)

    def __repr__(self) -> str:
        return f"SPIRVTarget(opt_level={self.opt_level})"

    def machine_options(self) -> tuple[str, str]:
        return "", ""

    def lowering(self, fast_math: bool) -> DeviceLowering:
        return SPIRVLowering()

    def build_options(self, kernels: Sequence[K.Kernel], fast_math: bool) -> str:
        return opencl_build_options(kernels, fast_math)
