"""NVPTX: PTX for the sample kernels assembles with ptxas for sm_70/80/90, FMA
contraction only with fast math, libdevice linked and internalised, and clear
errors for what cannot be built."""

from __future__ import annotations

import re

import pytest
import targets_samples as S
import targets_suite

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets import TargetError, get_target
from polyoff.codegen.targets.nvptx import (
    NVPTXTarget,
    PtxasArchUnsupported,
    PtxasError,
    default_libdevice,
    find_ptxas,
    ptxas_architectures,
    validate_ptx,
)

needs_ptxas = pytest.mark.skipif(find_ptxas() is None, reason="ptxas is not installed")
needs_libdevice = pytest.mark.skipif(default_libdevice() is None, reason="libdevice not found")


@pytest.fixture(scope="module")
def sample_kernels():
    return [case.kernel for case in targets_suite.make_cases().values()]


@needs_ptxas
@pytest.mark.parametrize("arch", ["sm_70", "sm_80", "sm_90"])
def test_samples_assemble_with_ptxas(arch, sample_kernels):
    module = get_target("nvptx", arch=arch).build(sample_kernels)
    ptx = module.code.decode()
    assert f".target {arch}" in ptx
    supported = ptxas_architectures(find_ptxas())
    assemble_for = arch
    if supported and arch not in supported:
        # CUDA 13's ptxas dropped sm_70; PTX for sm_70 is valid for any later
        # GPU, so assemble it for the oldest one this ptxas has.
        with pytest.raises(PtxasArchUnsupported, match=arch):
            validate_ptx(ptx, arch)
        assemble_for = min(
            (a for a in supported if re.fullmatch(r"sm_\d+", a)), key=lambda a: int(a[3:])
        )
    report = validate_ptx(ptx, assemble_for)
    assert {k.name for k in report.kernels} == {k.name for k in sample_kernels}
    for info in module.kernels:
        stats = report.kernel(info.name)
        assert stats.shared_bytes == info.shared_bytes
        assert stats.spill_stores == stats.spill_loads == 0
        assert 0 < stats.registers <= 255
        x, y, z = info.block
        assert re.search(rf"\.entry {info.name}\([^)]*\)\s*\.reqntid {x}, {y}, {z}", ptx)


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_no_fma_without_fast_math(t):
    target = get_target("nvptx", arch="sm_80")
    exact = target.build([S.axpy(t)]).code.decode()
    assert "fma" not in exact
    # explicit rounding (.rn) also keeps ptxas from fusing the two
    assert f"mul.rn.{t}" in exact and f"add.rn.{t}" in exact
    fast = target.build([S.axpy(t)], fast_math=True).code.decode()
    assert f"fma.rn.{t}" in fast
    if find_ptxas():
        validate_ptx(exact, "sm_80")
        validate_ptx(fast, "sm_80")


def test_fma_call_is_kept_without_fast_math():
    assert "fma.rn.f64" in get_target("nvptx").build([S.one_call("fma")]).code.decode()


@needs_libdevice
def test_libdevice_is_linked_and_internalised():
    target = get_target("nvptx", arch="sm_80")
    ptx = target.build([S.one_call("exp"), S.one_call("sin", "f32")]).code.decode()
    assert ".extern" not in ptx  # nothing left to resolve
    assert "__nv_" not in ptx or ".visible .func" not in ptx  # helpers are internal
    assert "__nv_cos" not in ptx and "__nv_log" not in ptx  # unused ones dropped
    ir = target.llvm_ir([S.one_call("exp")])
    assert "declare double @__nv_exp" not in ir
    assert re.findall(r"^define .*@(\S+)\(", ir, re.MULTILINE)[0] == "call_exp_f64"
    assert len(ptx) < 20000


@needs_libdevice
def test_frem_uses_libdevice_fmod():
    t = "f64"
    i = S.V("i")
    k = K.Kernel(
        "rem",
        (K.ArrayParam("x", t),),
        K.Block(
            (
                K.Declare(i, S.global_id(0)),
                K.Store("x", i, K.Binary("frem", K.Load("x", i, t), S.C(t, 0.7), t)),
            )
        ),
        (32, 1, 1),
    )
    ir = get_target("nvptx").llvm_ir([k])
    assert "frem" not in ir  # the backend's own frem is not C's fmod


def test_without_libdevice_only_native_math_builds():
    target = NVPTXTarget(libdevice=False)
    for function in (
        "sqrt",
        "fabs",
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "fmin",
        "fmax",
        "fma",
        "copysign",
    ):
        ptx = target.build([S.one_call(function)]).code.decode()
        assert "call.uni" not in ptx and ".func" not in ptx, function
    with pytest.raises(TargetError, match=r"cannot compute exp on f64.*libdevice"):
        target.build([S.one_call("exp")])
    with pytest.raises(TargetError, match="fmod"):
        target.build([S.one_call("fmod")])


def test_fast_math_uses_fast_libdevice_variants():
    if default_libdevice() is None:
        pytest.skip("libdevice not found")
    ptx = get_target("nvptx").build([S.one_call("sin", "f32")], fast_math=True).code.decode()
    assert "sin.approx.f32" in ptx


def test_indices_barrier_and_shared_memory_in_ptx():
    ptx = get_target("nvptx").build([S.shared_gemm("f32")]).code.decode()
    for needle in ("%tid.x", "%tid.y", "%ctaid.x", "%ctaid.y", ".shared"):
        assert needle in ptx, needle
    assert len(re.findall(r"bar\.sync\s+0;", ptx)) == 2
    grid = K.Kernel(
        "g",
        (K.ArrayParam("o", "i64"),),
        K.Block(
            (
                K.Store("o", S.C("i64", 0), K.Special("grid_dim", 2)),
                K.Store("o", S.C("i64", 1), K.Special("block_dim", 1)),
            )
        ),
        (4, 8, 2),
    )
    ptx = get_target("nvptx").build([grid]).code.decode()
    assert "%nctaid.z" in ptx and "%ntid" not in ptx  # block size is a constant


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas is not installed")
def test_opencl_variant():
    target = get_target("nvptx", opencl=True, arch="sm_80")
    assert 'target triple = "nvptx64-nvidia-nvcl"' in target.llvm_ir([S.gemm()])
    validate_ptx(target.build([S.gemm()]).code, "sm_80")


@needs_ptxas
def test_validate_ptx_reports_rejections():
    ptx = get_target("nvptx", arch="sm_80").build([S.axpy("f32")]).code.decode()
    with pytest.raises(PtxasError, match="rejected the PTX") as err:
        validate_ptx(ptx.replace("add.rn.f32", "add.bogus.f32"), "sm_80")
    assert "add.bogus" in str(err.value) or "error" in str(err.value).lower()


def test_validate_ptx_without_ptxas_returns_none(tmp_path, monkeypatch):
    import polyoff.codegen.targets.nvptx as nvptx

    monkeypatch.setattr(nvptx, "find_ptxas", lambda: None)
    assert validate_ptx(".version 7.0", "sm_80") is None
    missing = tmp_path / "ptxas"
    with pytest.raises(PtxasError, match="running"):
        validate_ptx(".version 7.0", "sm_80", ptxas=str(missing))


def test_bad_architectures_are_refused():
    with pytest.raises(ValueError, match="sm_80"):
        NVPTXTarget(arch="volta")
    with pytest.raises(TargetError, match="does not know the architecture 'sm_99'"):
        NVPTXTarget(arch="sm_99")
    with pytest.raises(TargetError, match=r"sm_90 needs PTX ISA 7\.8"):
        NVPTXTarget(arch="sm_90", ptx_version=60)
    with pytest.raises(TargetError, match="PTX ISA version 99"):
        NVPTXTarget(arch="sm_80", ptx_version=99)
    assert (
        ".version 8.0"
        in NVPTXTarget(arch="sm_80", ptx_version=80).build([S.axpy("f32")]).code.decode()
    )
    with pytest.raises(TargetError, match="libdevice not found"):
        NVPTXTarget(libdevice="/nonexistent/libdevice.10.bc")
    with pytest.raises(ValueError, match="bad options for target nvptx"):
        get_target("nvptx", gfx="gfx90a")


def test_f32_divide_and_sqrt_are_correctly_rounded_without_fast_math():
    i = S.V("i")
    value = K.Binary(
        "fdiv",
        K.Call("sqrt", (K.Load("x", i, "f32"),), "f32"),
        K.Load("x", S.C("i64", 0), "f32"),
        "f32",
    )
    k = K.Kernel(
        "d",
        (K.ArrayParam("x", "f32"),),
        K.Block((K.Declare(i, S.global_id(0)), K.Store("x", i, value))),
        (32, 1, 1),
    )
    exact = get_target("nvptx").build([k]).code.decode()
    assert "sqrt.rn.f32" in exact and "div.rn.f32" in exact and ".ftz" not in exact
    fast = get_target("nvptx").build([k], fast_math=True).code.decode()
    assert "sqrt.approx" in fast and "div.approx" in fast


def test_shared_tiles_whose_barriers_would_diverge_are_dropped(caplog):
    """PolyBench covariance's k-tile loop, mapped for a GPU with shared
    tiles, gets a lower bound that depends on the work-item (isl derives it
    from which instances each thread runs), so its barriers would diverge:
    the kernel is built without shared tiles instead of the SCoP staying on
    the CPU (found on an H100: covariance and correlation at 1.0x)."""
    import logging
    from pathlib import Path

    from polyoff.codegen.kernel import check_uniform_barriers
    from polyoff.compiler import DeviceSettings, compile_module
    from polyoff.ir.reader import read_program
    from polyoff.options import Options

    source = read_program(Path(__file__).resolve().parents[2] / "polybench" / "covariance.c")
    with caplog.at_level(logging.INFO, logger="polyoff.codegen.kernel"):
        comp = compile_module(source, Options(always_offload=True), target="nvptx", settings=DeviceSettings())
    (result,) = [r for r in comp.results if r.scop.function.name == "kernel_covariance"]
    assert result.offloaded, result.reason
    assert any("without shared-memory tiles" in m for m in caplog.messages)
    for built in result.kernels:
        check_uniform_barriers(built.kernel.body)
