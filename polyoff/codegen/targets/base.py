"""The interface every kernel target implements, and what targets share.

A :class:`Target` turns a sequence of :class:`~polyoff.codegen.kernel_ir.Kernel`
into one :class:`~polyoff_runtime.program.KernelModule`: code for the device plus,
per kernel, its entry name, argument kinds (as the runtime passes them), block
size and shared memory. Targets are built by
:func:`polyoff.codegen.targets.get_target` from a name and keyword options.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from polyoff_runtime.program import KernelArg, KernelInfo, KernelModule

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.check import SCALAR_PARAM_KINDS, all_expressions, shared_memory_bytes
from polyoff.errors import PolyoffError


class TargetError(PolyoffError):
    """A target cannot compile the kernels it was given (an operation or math
    function it has no lowering for, a missing device library, or a validating
    assembler that rejected the output). The message names what and where."""


class Target(ABC):
    """A kernel target. ``name`` is the ``KernelModule.target`` it produces."""

    name: str = ""

    @abstractmethod
    def build(self, kernels: Sequence[K.Kernel], *, fast_math: bool = False) -> KernelModule:
        """Compile ``kernels`` into one module.

        Args:
            kernels: the kernels, with distinct names; each is checked first.
            fast_math: allow contraction and relaxed math (``Options.fast_math``);
                without it, every float operation is done exactly as written.

        Raises:
            TargetError: the target cannot express something in the kernels.
            KernelIRError: a kernel is malformed (a bug in its builder).
        """

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def kernel_info(kernel: K.Kernel) -> KernelInfo:
    """The runtime's description of ``kernel``: arguments in order with their
    kinds (``buffer`` for arrays), block size and shared-memory bytes."""
    args = []
    for p in kernel.params:
        if isinstance(p, K.ArrayParam):
            args.append(KernelArg(p.name, "buffer"))
        else:
            args.append(KernelArg(p.var.name, SCALAR_PARAM_KINDS[p.var.type]))
    return KernelInfo(
        name=kernel.name,
        args=tuple(args),
        block=tuple(kernel.block_size),
        shared_bytes=shared_memory_bytes(kernel),
    )


def unsupported_math(target: str, function: str, type_: str, why: str) -> TargetError:
    """The error for a math function a target has no lowering for."""
    return TargetError(f"the {target} target cannot compute {function} on {type_}: {why}")


#: Build options that make OpenCL's f32 divide and sqrt correctly rounded.
CORRECTLY_ROUNDED = "-cl-fp32-correctly-rounded-divide-sqrt"
#: Fast-math build options: contraction (mad/FMA) allowed. Not the full
#: -cl-fast-relaxed-math: Intel's CPU runtime then fails to build double exp
#: and log from SPIR-V and aborts the process on sin.
FAST_RELAXED = "-cl-mad-enable -cl-no-signed-zeros"


def needs_correct_rounding(kernels: Sequence[K.Kernel]) -> bool:
    """Whether any kernel divides or takes a square root in single precision."""
    for kernel in kernels:
        for e in all_expressions(kernel):
            if e.type == "f32" and (
                (isinstance(e, K.Binary) and e.op == "fdiv")
                or (isinstance(e, K.Call) and e.function == "sqrt")
            ):
                return True
    return False


def opencl_build_options(kernels: Sequence[K.Kernel], fast_math: bool) -> str:
    """The OpenCL build options kernels need for their floating-point contract."""
    if fast_math:
        return FAST_RELAXED
    return CORRECTLY_ROUNDED if needs_correct_rounding(kernels) else ""
