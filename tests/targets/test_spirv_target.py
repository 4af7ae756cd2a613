"""SPIR-V modules as built (no device needed): entry points, work-group sizes,
contraction off without fast math, OpenCL built-ins, build options."""

from __future__ import annotations

import struct

import targets_samples as S
import targets_suite

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets import get_target
from polyoff.codegen.targets.spirv import mangle_math

OP_ENTRY_POINT, OP_EXECUTION_MODE, OP_EXT_INST_IMPORT = 15, 16, 11
LOCAL_SIZE, CONTRACTION_OFF = 17, 31


def instructions(code: bytes):
    words = struct.unpack(f"<{len(code) // 4}I", code)
    assert words[0] == 0x07230203, "SPIR-V magic number"
    pos = 5
    while pos < len(words):
        count, opcode = words[pos] >> 16, words[pos] & 0xFFFF
        assert count > 0
        yield opcode, words[pos + 1 : pos + count]
        pos += count


def literal_string(words) -> str:
    raw = b"".join(struct.pack("<I", w) for w in words)
    return raw.split(b"\0", 1)[0].decode()


def entry_points(code: bytes) -> dict[str, dict]:
    ids, modes = {}, {}
    for opcode, ops in instructions(code):
        if opcode == OP_ENTRY_POINT:
            ids[ops[1]] = literal_string(ops[2:])
        elif opcode == OP_EXECUTION_MODE:
            modes.setdefault(ops[0], {})[ops[1]] = tuple(ops[2:])
    return {name: modes.get(i, {}) for i, name in ids.items()}


def test_entry_points_sizes_and_contraction():
    kernels = [c.kernel for c in targets_suite.make_cases().values()]
    module = get_target("spirv").build(kernels)
    assert len(module.code) % 4 == 0
    points = entry_points(module.code)
    assert set(points) == {k.name for k in kernels}
    for k in kernels:
        assert points[k.name][LOCAL_SIZE] == k.block_size
        assert CONTRACTION_OFF in points[k.name]
    fast = entry_points(get_target("spirv").build(kernels, fast_math=True).code)
    assert all(CONTRACTION_OFF not in modes for modes in fast.values())


def test_builtins_and_math_are_opencl_std():
    target = get_target("spirv")
    asm = target.assembly([S.shared_gemm("f64"), S.math_kernel("f32", K.MATH_FUNCTIONS)])
    for needle in (
        "BuiltIn LocalInvocationId",
        "BuiltIn WorkgroupId",
        "OpControlBarrier",
        "Workgroup",
        'OpExtInstImport "OpenCL.std"',
        "sqrt",
        "exp10",
        "atan2",
        "fmin",
        "fma",
    ):
        assert needle in asm, needle
    assert "OpFunctionCall" not in asm  # every built-in was recognised


def test_mangled_names():
    assert mangle_math("sqrt", "f64", 1) == "_Z4sqrtd"
    assert mangle_math("exp", "f32", 1) == "_Z3expf"
    assert mangle_math("pow", "f32", 2) == "_Z3powff"
    assert mangle_math("fma", "f64", 3) == "_Z3fmaddd"
    assert mangle_math("exp10", "f32", 1) == "_Z5exp10f"


def test_build_options():
    target = get_target("spirv")
    assert target.build([S.gemm("f64")]).build_options == ""
    assert target.build([S.axpy("f32")]).build_options == ""
    f32_div = S.one_call("sqrt", "f32")
    assert "-cl-fp32-correctly-rounded-divide-sqrt" in target.build([f32_div]).build_options
    assert "-cl-mad-enable" in target.build([f32_div], fast_math=True).build_options


def test_no_fast_math_flags_in_ir():
    ir = get_target("spirv").llvm_ir([S.gemm("f32"), S.math_kernel("f32", ("exp",))])
    for flag in (" fast ", " contract ", " reassoc ", " afn "):
        assert flag not in ir
    fast_ir = get_target("spirv").llvm_ir([S.gemm("f32")], fast_math=True)
    assert "fmul fast" in fast_ir


def test_all_ops_data_would_catch_contraction():
    # The device runs compare a*b + 0.1 and a*a - b*b bit for bit; that only
    # proves "no contraction" if a fused result differs for some inputs.
    import numpy as np
    from targets_reference import MATH

    inputs = S.all_ops_inputs(targets_suite.ALL_OPS_N)
    for t, dt in (("f32", np.float32), ("f64", np.float64)):
        a, b = inputs[f"a_{t}"], inputs[f"b_{t}"]
        finite = np.isfinite(a) & np.isfinite(b) & (np.abs(a * b) < 1e30)
        fused = np.array([MATH["fma"](x, y, dt(0.1)) for x, y in zip(a[finite], b[finite])], dt)
        separate = a[finite] * b[finite] + dt(0.1)
        assert (fused != separate).any(), t
