"""What the compiler hands the runtime: a host module and kernel binaries.

A :class:`Program` is plain data (strings, bytes, tuples) so it can be cached
on disk and loaded without importing the compiler. The host module is textual
LLVM IR for the whole transformed program; its host functions call the
runtime ABI (`polyoff_runtime.abi`) with kernel indices into
``Program.kernels``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

#: Kinds of kernel arguments as the host passes them (one i64 slot each):
#: a buffer handle from ``polyoff_rt_alloc``; integers sign-extended; floats as
#: their IEEE bits (f32 bits in the low 32 bits).
ARG_KINDS = ("buffer", "i32", "i64", "f32", "f64")

#: Kernel code formats per target.
TARGET_FORMATS = {
    "spirv": "SPIR-V binary module",
    "opencl_c": "OpenCL C source (UTF-8)",
    "nvptx": "PTX assembly (UTF-8)",
    "amdgpu": "ELF relocatable object (AMDGPU code object before linking)",
}


@dataclass(frozen=True)
class KernelArg:
    name: str
    kind: str


@dataclass(frozen=True)
class KernelInfo:
    """One kernel of a :class:`KernelModule`: entry point, arguments in order,
    the block (work-group) size it must be launched with, shared memory."""

    name: str
    args: tuple[KernelArg, ...]
    block: tuple[int, int, int]
    shared_bytes: int = 0


@dataclass(frozen=True)
class KernelModule:
    """All kernels of a program for one target, compiled together."""

    target: str
    code: bytes
    kernels: tuple[KernelInfo, ...]
    build_options: str = ""


@dataclass(frozen=True)
class Program:
    """A compiled program: host IR plus the kernels it launches.

    ``kernels`` is ``None`` when nothing was offloaded (the host IR is then the
    original program). ``report`` is the compiler's JSON-able report.
    """

    host_ir: str
    kernels: KernelModule | None
    entry: str = "main"
    report: dict = field(default_factory=dict)

    def to_bytes(self) -> bytes:
        header = {
            "host_ir": self.host_ir,
            "entry": self.entry,
            "report": self.report,
            "kernels": None,
        }
        code = b""
        if self.kernels is not None:
            header["kernels"] = {
                "target": self.kernels.target,
                "build_options": self.kernels.build_options,
                "kernels": [asdict(k) for k in self.kernels.kernels],
            }
            code = self.kernels.code
        head = json.dumps(header).encode()
        return len(head).to_bytes(8, "little") + head + code

    @staticmethod
    def from_bytes(data: bytes) -> Program:
        n = int.from_bytes(data[:8], "little")
        header = json.loads(data[8 : 8 + n])
        code = data[8 + n :]
        kernels = None
        if header["kernels"] is not None:
            k = header["kernels"]
            kernels = KernelModule(
                target=k["target"],
                code=code,
                build_options=k["build_options"],
                kernels=tuple(
                    KernelInfo(
                        name=ki["name"],
                        args=tuple(KernelArg(**a) for a in ki["args"]),
                        block=tuple(ki["block"]),
                        shared_bytes=ki["shared_bytes"],
                    )
                    for ki in k["kernels"]
                ),
            )
        return Program(
            host_ir=header["host_ir"], kernels=kernels, entry=header["entry"],
            report=header["report"],
        )
