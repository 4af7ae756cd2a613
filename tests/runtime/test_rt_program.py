"""Program serialisation: what the compiler caches must come back unchanged."""

from __future__ import annotations

from polyoff_runtime import KernelArg, KernelInfo, KernelModule, Program


def test_round_trip_with_kernels() -> None:
    module = KernelModule(
        target="spirv",
        code=bytes(range(256)) * 3,
        kernels=(
            KernelInfo("k0", (KernelArg("A", "buffer"), KernelArg("n", "i64")), (32, 8, 1), 2048),
            KernelInfo("k1", (), (1, 1, 1)),
        ),
        build_options="-cl-std=CL2.0",
    )
    program = Program(
        host_ir="define i32 @main() {\n  ret i32 0\n}\n",
        kernels=module,
        entry="main",
        report={"scops": [{"name": "s0", "offloaded": True}], "target": "spirv"},
    )
    back = Program.from_bytes(program.to_bytes())
    assert back == program
    assert back.kernels is not None
    assert back.kernels.kernels[0].block == (32, 8, 1)
    assert isinstance(back.kernels.kernels[0].args, tuple)
    assert back.kernels.code == module.code


def test_round_trip_without_kernels() -> None:
    program = Program(host_ir="; empty\n", kernels=None, entry="start")
    back = Program.from_bytes(program.to_bytes())
    assert back == program
    assert back.kernels is None
