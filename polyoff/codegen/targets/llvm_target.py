"""The part of building that NVPTX, SPIR-V and AMDGPU share: LLVM and its passes.

:class:`LLVMTarget` lowers the kernels with `codegen.llvm_lower` for the
subclass's :class:`~polyoff.codegen.llvm_lower.DeviceLowering`, parses and
verifies the module with the target's triple and datalayout set, runs SROA (the
allocas of mutable scalars become SSA values), lets the subclass link device
libraries, optimises with LLVM's default pipeline for ``opt_level`` (through the
target machine, so target passes such as NVVMReflect run), verifies again and
emits. Every LLVM object is closed when a build ends.

Nothing here sets a global LLVM option: options are process-wide, so one set
for a build without fast math would leak into a later build with it.
"""

from __future__ import annotations

import functools
import logging
from abc import abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager

import llvmlite.binding as llvm
from polyoff_runtime.program import KernelModule

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.llvm_lower import DeviceLowering, lower_kernels
from polyoff.codegen.targets.base import Target, TargetError, kernel_info
from polyoff.codegen.targets.check import check_kernels
from polyoff.errors import InternalError

logger = logging.getLogger(__name__)


@functools.cache
def initialize_llvm() -> None:
    """Register LLVM's targets and assembly printers (once per process)."""
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


class LLVMTarget(Target):
    """A target whose kernels go through LLVM; subclasses describe the device."""

    triple: str = ""
    #: The most threads a block may have on this target (None: the device says).
    max_block_threads: int | None = None

    def __init__(self, *, opt_level: int = 3) -> None:
        if opt_level not in (0, 1, 2, 3):
            raise ValueError(f"opt_level must be 0, 1, 2 or 3, not {opt_level!r}")
        self.opt_level = opt_level

    # ------------------------------------------------------ what subclasses give

    @abstractmethod
    def lowering(self, fast_math: bool) -> DeviceLowering:
        """A fresh lowering (target description) for one build."""

    @abstractmethod
    def machine_options(self) -> tuple[str, str]:
        """The ``(cpu, features)`` of the target machine."""

    def link_libraries(
        self, module: llvm.ModuleRef, kernels: Sequence[K.Kernel], fast_math: bool
    ) -> None:
        """Link device libraries into ``module`` (after SROA, before optimising)."""

    def emit(self, machine: llvm.TargetMachine, module: llvm.ModuleRef) -> bytes:
        """The module's code as ``KernelModule.code`` holds it."""
        return machine.emit_object(module)

    def build_options(self, kernels: Sequence[K.Kernel], fast_math: bool) -> str:
        """Build options the runtime passes along with the code."""
        return ""

    # ---------------------------------------------------------------- building

    def target_machine(self) -> llvm.TargetMachine:
        """A target machine for this target's triple and options."""
        initialize_llvm()
        cpu, features = self.machine_options()
        try:
            target = llvm.Target.from_triple(self.triple)
            return target.create_target_machine(
                cpu=cpu, features=features, opt=min(self.opt_level, 3), codemodel="default"
            )
        except RuntimeError as err:
            raise TargetError(
                f"LLVM has no {self.triple} target machine for {cpu!r}: {err}"
            ) from None

    def build(self, kernels: Sequence[K.Kernel], *, fast_math: bool = False) -> KernelModule:
        kernels = tuple(kernels)
        with self._compiled(kernels, fast_math) as (machine, module):
            code = self._run_llvm("emitting code", self.emit, machine, module)
        return KernelModule(
            target=self.name,
            code=code,
            kernels=tuple(kernel_info(k) for k in kernels),
            build_options=self.build_options(kernels, fast_math),
        )

    def llvm_ir(self, kernels: Sequence[K.Kernel], *, fast_math: bool = False) -> str:
        """The optimised LLVM module, as text (what :meth:`build` emits code from)."""
        with self._compiled(tuple(kernels), fast_math) as (_, module):
            return str(module)

    def assembly(self, kernels: Sequence[K.Kernel], *, fast_math: bool = False) -> str:
        """The target's assembly for ``kernels`` (PTX, GCN assembly, SPIR-V text)."""
        with self._compiled(tuple(kernels), fast_math) as (machine, module):
            return self._run_llvm("emitting assembly", machine.emit_assembly, module)

    @contextmanager
    def _compiled(
        self, kernels: tuple[K.Kernel, ...], fast_math: bool
    ) -> Iterator[tuple[llvm.TargetMachine, llvm.ModuleRef]]:
        check_kernels(kernels)
        for kernel in kernels:
            x, y, z = kernel.block_size
            if self.max_block_threads is not None and x * y * z > self.max_block_threads:
                raise TargetError(
                    f"kernel {kernel.name!r}: a block of {x}x{y}x{z} threads exceeds the "
                    f"{self.max_block_threads} a {self.name} block can have"
                )
        lowering = self.lowering(fast_math)
        with ExitStack() as stack:
            machine = self.target_machine()
            stack.callback(machine.close)
            lowering.data_layout = str(machine.target_data)
            text = str(lower_kernels(kernels, lowering, fast_math=fast_math))
            try:
                module = llvm.parse_assembly(text)
            except RuntimeError as err:
                raise InternalError(
                    f"{self.name}: lowered kernels do not parse: {err}\n{text}"
                ) from None
            stack.callback(module.close)
            self._verify(module, "lowering", text)
            self._run_passes(machine, module, cleanup=True)
            self.link_libraries(module, kernels, fast_math)
            if self.opt_level > 0:
                self._run_passes(machine, module, cleanup=False)
            self._verify(module, "optimisation", None)
            logger.debug(
                "%s: %d kernels lowered and optimised (O%d)",
                self.name,
                len(kernels),
                self.opt_level,
            )
            yield machine, module

    def _verify(self, module: llvm.ModuleRef, stage: str, text: str | None) -> None:
        try:
            module.verify()
        except RuntimeError as err:
            raise InternalError(
                f"{self.name}: the module is invalid after {stage}: {err}\n{text or module}"
            ) from None

    def _run_passes(
        self, machine: llvm.TargetMachine, module: llvm.ModuleRef, cleanup: bool
    ) -> None:
        options = llvm.create_pipeline_tuning_options(speed_level=self.opt_level)
        builder = llvm.create_pass_builder(machine, options)
        try:
            if cleanup:
                manager = llvm.create_new_module_pass_manager()
                manager.add_sroa_pass()
                manager.add_global_dead_code_eliminate_pass()
            else:
                manager = builder.getModulePassManager()
            try:
                self._run_llvm("optimising", manager.run, module, builder)
            finally:
                manager.close()
        finally:
            builder.close()
            options.close()

    def _run_llvm(self, what: str, fn, *args):
        try:
            return fn(*args)
        except RuntimeError as err:
            raise TargetError(f"{self.name}: LLVM failed {what}: {err}") from None


def internalize_except(module: llvm.ModuleRef, keep: set[str]) -> None:
    """Give every function definition not named in ``keep`` internal linkage,
    so that the optimiser drops what the kernels do not call."""
    for fn in module.functions:
        if not fn.is_declaration and fn.name not in keep:
            fn.linkage = llvm.Linkage.internal
