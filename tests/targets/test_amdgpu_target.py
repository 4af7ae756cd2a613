"""AMDGPU: ELF objects with every kernel and its descriptor, no contraction
without fast math, and clear errors for math the backend cannot compute."""

from __future__ import annotations

import re
import struct

import pytest
import targets_samples as S
import targets_suite

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets import TargetError, get_target
from polyoff.codegen.targets.amdgpu import (
    MATH_BOTH,
    MATH_F32,
    MATH_F32_FAST,
    AMDGPUTarget,
    kernel_descriptors,
    math_support,
)
from polyoff.codegen.targets.elf import ElfError, read_elf

SUPPORTED = {"f32": tuple(sorted(MATH_BOTH | MATH_F32)), "f64": tuple(sorted(MATH_BOTH))}


@pytest.fixture(scope="module")
def sample_kernels():
    kernels = [
        c.kernel for c in targets_suite.make_cases(SUPPORTED).values() if c.name != "all_ops"
    ]
    return [*kernels, S.all_ops(without=("frem",))[0]]  # no exact frem here


@pytest.mark.parametrize("gfx", ["gfx90a", "gfx1100"])
def test_elf_has_each_kernel_and_descriptor(gfx, sample_kernels):
    module = get_target("amdgpu", gfx=gfx).build(sample_kernels)
    assert module.target == "amdgpu"
    elf = read_elf(module.code)
    assert elf.machine == 224 and elf.file_type == 1  # EM_AMDGPU, ET_REL
    functions = {s.name for s in elf.symbols if s.type == "FUNC" and s.binding == "GLOBAL"}
    names = {k.name for k in sample_kernels}
    assert functions == names
    assert sorted(kernel_descriptors(module.code)) == sorted(f"{n}.kd" for n in names)
    for s in elf.symbols:
        if s.name.endswith(".kd"):
            assert s.size == 64 and s.defined  # an amd_kernel_code descriptor


def test_assembly_has_indices_barrier_and_sizes():
    target = get_target("amdgpu")
    # 256 threads: more than one wavefront, so the barrier stays
    asm = target.assembly([S.shared_gemm("f32", tile=16)])
    assert "s_barrier" in asm
    assert re.search(r"\.amdhsa_group_segment_fixed_size 2048\b", asm)
    ir = target.llvm_ir([S.shared_gemm("f32", tile=16)])
    assert '"amdgpu-flat-work-group-size"="256,256"' in ir
    assert "!reqd_work_group_size" in ir
    assert 'fence syncscope("workgroup") release' in ir
    grid = K.Kernel(
        "g",
        (K.ArrayParam("o", "i64"),),
        K.Block((K.Store("o", S.C("i64", 0), K.Special("grid_dim", 1)),)),
        (4, 8, 2),
    )
    assert "llvm.amdgcn.dispatch.ptr" in target.llvm_ir([grid])


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_no_fma_without_fast_math(t):
    target = get_target("amdgpu")
    exact = target.assembly([S.axpy(t)])
    assert not re.search(r"\bv_(fma|fmac|mad|mac|pk_fma)\w*", exact)
    assert re.search(rf"\bv_mul_{t}", exact) and re.search(rf"\bv_add_{t}", exact)
    fast = target.assembly([S.axpy(t)], fast_math=True)
    assert re.search(r"\bv_(fma|fmac)\w*", fast)


def test_math_support_and_errors():
    target = AMDGPUTarget()
    for function in K.MATH_FUNCTIONS:
        for t in ("f32", "f64"):
            kernel = S.one_call(function, t)
            if math_support(function, t, fast_math=False) is None:
                assert read_elf(target.build([kernel]).code).symbols
            else:
                with pytest.raises(TargetError, match=f"cannot compute {function} on {t}"):
                    target.build([kernel])
    for function in MATH_F32_FAST:
        target.build([S.one_call(function, "f32")], fast_math=True)
    i = S.V("i")
    rem = K.Kernel(
        "rem",
        (K.ArrayParam("x", "f32"),),
        K.Block(
            (
                K.Declare(i, S.global_id(0)),
                K.Store("x", i, K.Binary("frem", K.Load("x", i, "f32"), S.C("f32", 0.5), "f32")),
            )
        ),
    )
    with pytest.raises(TargetError, match="cannot compute fmod on f32"):
        target.build([rem])


def test_bad_processors_are_refused():
    with pytest.raises(ValueError, match="gfx90a"):
        AMDGPUTarget(gfx="mi250")
    with pytest.raises(TargetError, match="does not know the AMDGPU processor 'gfx999'"):
        AMDGPUTarget(gfx="gfx999")


def test_elf_reader_and_descriptor_errors():
    with pytest.raises(TargetError, match="not an AMDGPU code object"):
        kernel_descriptors(b"\x7fELF")
    with pytest.raises(ElfError):
        read_elf(b"not an elf at all, but long enough to hold a header" * 2)
    code = get_target("amdgpu").build([S.axpy("f32")]).code
    truncated = code[:64] + b"\0" * 8
    with pytest.raises(ElfError):
        read_elf(truncated + code[72:200])  # section table now points past the end
    # a 32-bit ELF header is refused
    elf32 = b"\x7fELF\x01\x01" + bytes(58)
    with pytest.raises(ElfError, match="ELF64"):
        read_elf(elf32)
    assert struct.unpack_from("<H", code, 18)[0] == 224
