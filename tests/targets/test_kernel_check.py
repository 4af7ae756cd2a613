"""Malformed kernels are refused with a KernelIRError naming the problem, by
the checker and so by every target, before LLVM sees anything."""

from __future__ import annotations

import pytest
import targets_samples as S

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets import get_target
from polyoff.codegen.targets.check import KernelIRError, check_kernel, check_kernels
from polyoff.errors import InternalError

i = S.V("i")
A = K.ArrayParam("A", "f64")
N = K.ScalarParam(S.V("n"))


def kernel(*stmts, params=(A, N), **kw) -> K.Kernel:
    return K.Kernel("k", params, K.Block(tuple(stmts)), **kw)


def store(value) -> K.Store:
    return K.Store("A", S.C("i64", 0), value)


BAD = [
    (kernel(store(S.V("x", "f64"))), "variable 'x' is not declared"),
    (
        kernel(store(K.Binary("fadd", S.C("f64", 1.0), S.C("f32", 1.0), "f64"))),
        "fadd of f64 and f32",
    ),
    (kernel(store(K.Binary("add", S.C("f64", 1.0), S.C("f64", 1.0), "f64"))), "add of f64 and f64"),
    (
        kernel(store(K.Binary("pow", S.C("f64", 1.0), S.C("f64", 1.0), "f64"))),
        "binary operator 'pow'",
    ),
    (kernel(store(K.Cast("sext", S.C("i64", 1), "f64"))), "cast 'sext' from i64 to f64"),
    (kernel(store(K.Cast("trunc", S.C("i32", 1), "i64"))), "cast 'trunc'"),
    (kernel(store(K.Cast("bitcast", S.C("i32", 1), "f64"))), "cast 'bitcast' from i32 to f64"),
    (kernel(K.Store("B", S.C("i64", 0), S.C("f64", 0.0))), "array 'B'"),
    (kernel(K.Store("A", S.C("f64", 0.0), S.C("f64", 0.0))), "index into 'A' is f64"),
    (kernel(store(K.Load("A", S.C("i64", 0), "f32"))), "typed f32"),
    (kernel(K.Assign(S.V("n"), S.C("i64", 1))), "assignment to param 'n'"),
    (kernel(K.Assign(S.V("x"), S.C("i64", 1))), "undeclared variable 'x'"),
    (kernel(K.Declare(i), K.Declare(i)), "declared twice in one scope"),
    (kernel(K.Declare(S.V("n"))), "shadows a kernel parameter"),
    (kernel(K.Declare(S.V("A"))), "shadows a kernel parameter or array"),
    (kernel(K.For(i, S.C("i64", 0), S.lt(i, S.C("i64", 3)), 0, K.Block())), "step 0"),
    (
        kernel(
            K.For(
                i, S.C("i64", 0), S.lt(i, S.C("i64", 3)), 1, K.Block((K.Assign(i, S.C("i64", 1)),))
            )
        ),
        "assignment to iterator 'i'",
    ),
    (kernel(K.For(i, S.C("i64", 0), S.C("i64", 1), 1, K.Block())), "condition of the loop"),
    (kernel(K.If(S.C("i32", 1), K.Block())), "if condition is i32"),
    (kernel(store(K.Call("sqrt", (S.C("f64", 1.0), S.C("f64", 1.0)), "f64"))), "sqrt takes 1"),
    (kernel(store(K.Call("erf", (S.C("f64", 1.0),), "f64"))), "'erf'"),
    (
        kernel(K.Declare(S.V("x", "i32"), K.Call("fabs", (S.C("i32", 1),), "i32"))),
        "math functions take",
    ),
    (kernel(store(K.Const("f64", "1.0"))), "not a number"),
    (kernel(K.Declare(S.V("x", "i8"), S.C("i8", 300))), "does not fit i8"),
    (kernel(K.Declare(S.V("x", "i32"), S.C("i32", 1.5))), "is not an int"),
    (kernel(K.Declare(S.V("x"), K.Special("warp_id", 0))), "special 'warp_id'"),
    (kernel(K.Declare(S.V("x"), K.Special("thread_id", 3))), "dimension 3"),
    (
        kernel(K.Declare(S.V("x", "i1"), K.Compare("flt", S.C("i64", 1), S.C("i64", 2)))),
        "does not compare i64",
    ),
    (
        kernel(K.Declare(S.V("x", "i1"), K.Logical("xor", (S.C("i1", 1), S.C("i1", 0))))),
        "logical 'xor'",
    ),
    (kernel(K.Declare(S.V("x", "i1"), K.Unary("fneg", S.C("i1", 1), "i1"))), "fneg of i1"),
    (kernel(K.Declare(S.V("x", "f128"))), "type 'f128'"),
    (
        kernel(store(S.C("f64", 0.0)), params=(A, K.ScalarParam(S.V("b", "i8")))),
        "kernels take i32, i64",
    ),
    (kernel(params=(A, A)), "used twice"),
    (kernel(block_size=(0, 1, 1)), "block_size"),
    (kernel(local_arrays=(K.LocalArray("s", "f32", 4, "global"),)), "space 'global'"),
    (kernel(local_arrays=(K.LocalArray("A", "f32", 4, "shared"),)), "name of another"),
    (kernel(local_arrays=(K.LocalArray("s", "f32", 0, "shared"),)), "size 0"),
    (K.Kernel("9k", (), K.Block()), "not a C identifier"),
    (kernel(K.If(S.C("i1", 1), K.Block(), "else")), "expected a Block"),
    (kernel("stmt"), "unknown statement"),
]


@pytest.mark.parametrize("bad,message", BAD, ids=[m for _, m in BAD])
def test_malformed_kernels_are_refused(bad, message):
    with pytest.raises(KernelIRError) as err:
        check_kernel(bad)
    assert message in str(err.value)
    assert "kernel 'k'" in str(err.value) or "9k" in str(err.value)
    assert isinstance(err.value, InternalError)  # a builder bug, not a user error


@pytest.mark.parametrize("target", ["nvptx", "spirv", "amdgpu", "opencl_c"])
def test_every_target_checks_first(target):
    bad = kernel(store(S.V("x", "f64")))
    with pytest.raises(KernelIRError, match="variable 'x' is not declared"):
        get_target(target).build([bad])


def test_scoping_allows_shadowing_in_inner_blocks_and_sibling_loops():
    x = S.V("x", "i32")
    body = (
        K.Declare(x, S.C("i32", 1)),
        K.Block((K.Declare(S.V("x", "f64"), S.C("f64", 2.0)), store(S.V("x", "f64")))),
        K.For(i, S.C("i64", 0), S.lt(i, S.C("i64", 2)), 1, K.Block((K.Assign(x, S.C("i32", 3)),))),
        K.For(i, S.C("i64", 0), S.lt(i, S.C("i64", 2)), 1, K.Block()),
        store(K.Cast("sitofp", x, "f64")),
    )
    check_kernel(kernel(*body))
    # once the block is closed, its declaration is gone
    with pytest.raises(KernelIRError, match="'x' is i32, used as f64"):
        check_kernel(kernel(*body, store(S.V("x", "f64"))))
    with pytest.raises(KernelIRError, match="'i' is not declared"):
        check_kernel(kernel(*body, K.Declare(S.V("j"), i)))


def test_duplicate_kernel_names_are_refused():
    k = kernel()
    with pytest.raises(KernelIRError, match="two kernels"):
        check_kernels([k, k])


def test_the_samples_are_well_formed():
    kernel_all, _ = S.all_ops()
    check_kernels(
        [
            kernel_all,
            S.gemm("f32"),
            S.gemm("f64"),
            S.stencil("f32"),
            S.stencil("f64"),
            S.shared_gemm("f32"),
            S.math_kernel("f64", K.MATH_FUNCTIONS),
        ]
    )


@pytest.mark.parametrize("target", ["nvptx", "amdgpu"])
def test_blocks_larger_than_the_device_allows_are_refused(target):
    from polyoff.codegen.targets import TargetError

    big = kernel(block_size=(64, 32, 1))
    with pytest.raises(TargetError, match="64x32x1 threads exceeds the 1024"):
        get_target(target).build([big])


@pytest.mark.parametrize("target", ["nvptx", "spirv", "amdgpu", "opencl_c"])
def test_degenerate_kernels_build(target):
    empty = K.Kernel("empty", (), K.Block())
    flags = K.Kernel(
        "flags",
        (K.ArrayParam("a", "i1"), K.ScalarParam(S.V("x", "f32"))),
        K.Block(
            (K.Store("a", S.C("i64", 0), K.Compare("folt", S.V("x", "f32"), S.C("f32", 1.0))),)
        ),
    )
    module = get_target(target).build([empty, flags])
    assert [k.name for k in module.kernels] == ["empty", "flags"]
    assert [a.kind for a in module.kernels[1].args] == ["buffer", "f32"]
