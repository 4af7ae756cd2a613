"""codegen.targets.strip_vectors: a strip loop inside a thread's loop printed
as OpenCL vectors, with the elements it sums kept in vector registers.
Hand-made loops check what is planned and what is left as it is; on pocl,
the vector form must leave the memory the scalar loop leaves, bit for bit,
where the strip is full, partial, or the loop runs no iteration."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.opencl_c import print_kernels
from polyoff.codegen.targets.strip_vectors import plan_vector_strip

I64 = "i64"
KV = K.Var("k", I64)  # the thread's loop
J = K.Var("j", I64)  # the strip
N, M, NK = K.Var("n", I64), K.Var("m", I64), K.Var("nk", I64)
ALPHA = K.Var("alpha", "f64")


def c(x: int) -> K.Const:
    return K.Const(I64, x)


def add(a: K.Expr, b: K.Expr) -> K.Expr:
    return K.Binary("add", a, b, I64)


def mul(a: K.Expr, b: K.Expr) -> K.Expr:
    return K.Binary("mul", a, b, I64)


def f(op: str, a: K.Expr, b: K.Expr, t: str = "f64") -> K.Expr:
    return K.Binary(op, a, b, t)


def strip(body: list, *, points: int = 32, extent: K.Expr | None = None, marked: bool = True,
          constant: bool = False) -> K.For:
    """The strip ``for j in 0 .. min(points - 1, extent)`` (``extent``
    ``m - 1`` unless given), or to ``points - 1`` with ``constant``."""
    extent = add(M, c(-1)) if extent is None else extent
    bound = c(points - 1) if constant else K.Binary("smin", c(points - 1), extent, I64)
    return K.For(J, c(0), K.Compare("sle", J, bound), 1, K.Block(tuple(body)), strip=marked)


def thread_loop(inner: K.For) -> K.For:
    return K.For(KV, c(0), K.Compare("slt", KV, NK), 1, K.Block((K.Comment("S1"), inner)))


def gemm_row(t: str = "f64") -> list:
    """``C[j] = alpha * A[k] * B[k*n + j] + C[j]`` as the statement builder
    writes it: one temporary per instruction."""
    a, b, cc = (K.Var(x, t) for x in ("a", "b", "cc"))
    alpha = ALPHA if t == "f64" else K.Var("alpha32", t)
    return [K.Declare(a, f("fmul", alpha, K.Load("A", KV, t), t)),
            K.Declare(b, K.Load("B", add(mul(KV, N), J), t)),
            K.Declare(cc, K.Load("C", J, t)),
            K.Store("C", J, f("fadd", f("fmul", a, b, t), cc, t))]


def kernel(loop: K.For, t: str = "f64") -> K.Kernel:
    params = (K.ArrayParam("A", t, readonly=True, noalias=True), K.ArrayParam("B", t, readonly=True, noalias=True),
              K.ArrayParam("C", t), K.ScalarParam(N), K.ScalarParam(M), K.ScalarParam(NK),
              K.ScalarParam(ALPHA), K.ScalarParam(K.Var("alpha32", "f32")))
    return K.Kernel("k", params, K.Block((loop,)))


def test_a_sum_along_the_strip_is_kept_in_vector_registers():
    plan = plan_vector_strip(thread_loop(strip(gemm_row())))
    assert plan is not None
    assert (plan.width, plan.chunks, plan.element) == (8, 4, "f64")
    assert plan.registers == (("C", J),)
    assert plan.varying == {"b", "cc"}  # a is the same in every lane
    text = print_kernels([kernel(thread_loop(strip(gemm_row())))])
    assert "double8 vec_C_0, vec_C_1, vec_C_2, vec_C_3;" in text
    assert text.count("vload8(0, B + ") == 4 and text.count("vstore8(vec_C_") == 4
    assert "} else {" in text  # partial strips and empty loops: the scalar loop
    # f32: float8, and a strip of 12 points in vectors of 4
    plan = plan_vector_strip(thread_loop(strip(gemm_row("f32"), points=12)))
    assert plan is not None and (plan.width, plan.chunks, plan.element) == (4, 3, "f32")
    # a strip known full: the vectors wherever the loop runs at all
    plan = plan_vector_strip(thread_loop(strip(gemm_row(), constant=True)))
    assert plan is not None and plan.full == K.Compare("slt", c(0), NK)


def _with(body: list, i: int, stmt) -> list:
    out = list(body)
    out[i] = stmt
    return out


@pytest.mark.parametrize("case", [
    "unmarked", "other_element", "index_as_value", "condition", "odd_strip", "extent_in_loop",
    "same_element_each_lane", "register_moves_with_loop", "strided", "assign", "ordered", "no_store",
])
def test_left_as_it_is(case):
    body = gemm_row()
    inner = {"unmarked": lambda: strip(body, marked=False),
             # C read at another element than the one stored
             "other_element": lambda: strip(_with(body, 2, K.Declare(K.Var("cc", "f64"),
                                                                     K.Load("C", add(J, c(1)), "f64")))),
             "index_as_value": lambda: strip(_with(body, 0, K.Declare(K.Var("a", "f64"),
                                                                      K.Cast("sitofp", J, "f64")))),
             "condition": lambda: strip([K.If(K.Compare("sgt", NK, c(3)), K.Block(tuple(body)))]),
             "odd_strip": lambda: strip(body, points=30),
             "extent_in_loop": lambda: strip(body, extent=add(M, KV)),
             "same_element_each_lane": lambda: strip(_with(body, 3, K.Store("C", c(0), K.Var("cc", "f64")))),
             "register_moves_with_loop": lambda: strip(
                 [*body[:2], K.Declare(K.Var("cc", "f64"), K.Load("C", add(J, KV), "f64")),
                  K.Store("C", add(J, KV), K.Var("cc", "f64"))]),
             "strided": lambda: strip(_with(body, 1, K.Declare(K.Var("b", "f64"),
                                                               K.Load("B", add(mul(J, N), KV), "f64")))),
             "assign": lambda: strip([*body, K.Assign(K.Var("s", "f64"), K.Var("cc", "f64"))]),
             "ordered": lambda: strip(body),
             "no_store": lambda: strip(body[:3])}[case]()
    loop = thread_loop(inner)
    if case == "ordered":
        loop = dataclasses.replace(loop, ordered=True)
    assert plan_vector_strip(loop) is None


def _program(kern: K.Kernel, arrays: dict, n: int, m: int, nk: int) -> dict:
    args = [("buffer", "A"), ("buffer", "B"), ("buffer", "C"), ("scalar", np.int64(n)), ("scalar", np.int64(m)),
            ("scalar", np.int64(nk)), ("scalar", np.float64(1.25)), ("scalar", np.float32(0.75))]
    return {"code": print_kernels([kern]).encode(), "il": False, "options": "-cl-std=CL1.2", "buffers": arrays,
            "launches": [{"kernel": "k", "args": args, "grid": (1, 1, 1), "block": (1, 1, 1)}]}


@pytest.mark.parametrize("t", ["f64", "f32"])
def test_vectors_leave_the_scalar_loops_memory(pocl, tmp_path, t):
    dtype = np.float64 if t == "f64" else np.float32
    rng = np.random.default_rng(7)
    n = 40
    arrays = {"A": rng.standard_normal(64).astype(dtype), "B": rng.standard_normal(64 * n).astype(dtype),
              "C": rng.standard_normal(n).astype(dtype)}
    # negated sums of a uniform value too: fneg and a broadcast scalar
    row = gemm_row(t)
    row[3] = K.Store("C", J, K.Unary("fneg", f("fsub", f("fmul", row[3].value.lhs.lhs, K.Var("b", t), t),
                                                  K.Var("cc", t), t), t))
    vector = kernel(thread_loop(strip(row)), t)
    scalar = kernel(thread_loop(strip(row, marked=False)), t)
    assert "vload8" in print_kernels([vector]) and "vload8" not in print_kernels([scalar])
    cases = [(40, 64), (32, 5), (31, 64), (12, 3), (40, 0), (40, 1)]  # full, full, partial, partial, none, one
    programs = [_program(kern, arrays, n, m, nk) for m, nk in cases for kern in (vector, scalar)]
    out = pocl.run(programs, tmp_path)
    for i, (m, nk) in enumerate(cases):
        got, want = out[2 * i], out[2 * i + 1]
        assert np.array_equal(got["C"], want["C"]), (t, m, nk)
        if nk == 0:
            assert np.array_equal(got["C"], arrays["C"])
        else:
            assert not np.array_equal(want["C"], arrays["C"])


def _random_row(rng: np.random.Generator, t: str) -> list:
    """A strip body of random float expressions over ``A[k]`` (the same in
    every lane), ``B[k*n + j]`` (a lane's own), the register ``C[j]`` and
    constants; one or two declared temporaries, then the store."""
    leaves = [lambda: K.Load("A", KV, t), lambda: K.Load("B", add(mul(KV, N), J), t),
              lambda: K.Load("C", J, t), lambda: K.Const(t, float(rng.integers(-3, 4)) / 4 + 0.5)]
    temps: list[K.Var] = []

    def expr(depth: int) -> K.Expr:
        if depth == 0 or rng.random() < 0.25:
            if temps and rng.random() < 0.4:
                return temps[int(rng.integers(len(temps)))]
            return leaves[int(rng.integers(len(leaves)))]()
        if rng.random() < 0.15:
            return K.Unary("fneg", expr(depth - 1), t)
        op = ("fadd", "fsub", "fmul", "fdiv")[int(rng.integers(4))]
        return f(op, expr(depth - 1), expr(depth - 1), t)

    body: list = []
    for i in range(int(rng.integers(1, 3))):
        var = K.Var(f"t{i}", t)
        body.append(K.Declare(var, expr(3)))
        temps.append(var)
    return [*body, K.Store("C", J, f("fadd", expr(3), K.Load("C", J, t), t))]


@pytest.mark.parametrize("t", ["f64", "f32"])
def test_random_strip_bodies_as_vectors_and_as_loops(pocl, tmp_path, t):
    dtype = np.float64 if t == "f64" else np.float32
    rng = np.random.default_rng(11 if t == "f64" else 12)
    n = 40
    arrays = {"A": rng.standard_normal(64).astype(dtype), "B": rng.standard_normal(64 * n).astype(dtype),
              "C": rng.standard_normal(n).astype(dtype)}
    programs, planned = [], 0
    for _ in range(24):
        row = _random_row(rng, t)
        vector = kernel(thread_loop(strip(row)), t)
        planned += plan_vector_strip(vector.body.stmts[0]) is not None
        for kern in (vector, kernel(thread_loop(strip(row, marked=False)), t)):
            programs.append(_program(kern, arrays, n, 40, 9))
    assert planned == 24
    out = pocl.run(programs, tmp_path)
    for i in range(0, len(out), 2):
        assert np.array_equal(out[i]["C"], out[i + 1]["C"], equal_nan=True), i // 2
