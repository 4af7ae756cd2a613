"""Hand-built kernels for the target tests, with their inputs and references.

* :func:`gemm` — 2-D grid over (i, j), a loop over k, scalar alpha/beta;
* :func:`stencil` — Jacobi-like 5-point stencil with boundary guards, an
  if/else, and a private array;
* :func:`shared_gemm` — tiled matrix product through shared memory with
  barriers (PPCG's promotion pattern);
* :func:`math_kernel` — one output row per math function;
* :func:`all_ops` — every Binary, Unary, Compare, Cast, Logical and Select on
  i1/i8/i16/i32/i64/f32/f64, constants with special values, loops with
  mutation, hardware indices.
"""

from __future__ import annotations

import numpy as np

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.check import MATH_ARITY

I64 = "i64"


def V(name: str, t: str = I64) -> K.Var:
    return K.Var(name, t)


def C(t: str, v) -> K.Const:
    return K.Const(t, v)


def add(a, b, t=I64):
    return K.Binary("add", a, b, t)


def mul(a, b, t=I64):
    return K.Binary("mul", a, b, t)


def lt(a, b):
    return K.Compare("slt", a, b)


def global_id(dim: int) -> K.Expr:
    return add(
        K.Special("thread_id", dim), mul(K.Special("block_id", dim), K.Special("block_dim", dim))
    )


def grid_for(n: tuple[int, ...], block: tuple[int, int, int]) -> tuple[int, int, int]:
    dims = list(n) + [1] * (3 - len(n))
    return tuple(-(-d // b) for d, b in zip(dims, block))


def axpy(t: str) -> K.Kernel:
    """out[i] = a[i] * b[i] + c[i]: the pattern a backend would like to fuse."""
    i = V("i")
    ld = lambda name: K.Load(name, i, t)  # noqa: E731
    value = K.Binary("fadd", K.Binary("fmul", ld("a"), ld("b"), t), ld("c"), t)
    return K.Kernel(
        f"axpy_{t}",
        (
            K.ArrayParam("a", t, True),
            K.ArrayParam("b", t, True),
            K.ArrayParam("c", t, True),
            K.ArrayParam("out", t),
        ),
        K.Block((K.Declare(i, global_id(0)), K.Store("out", i, value))),
        (64, 1, 1),
    )


def one_call(function: str, t: str = "f64") -> K.Kernel:
    i = V("i")
    args = tuple(K.Load("x", i, t) for _ in range(MATH_ARITY[function]))
    return K.Kernel(
        f"call_{function}_{t}",
        (K.ArrayParam("x", t),),
        K.Block((K.Declare(i, global_id(0)), K.Store("x", i, K.Call(function, args, t)))),
        (32, 1, 1),
    )


# ------------------------------------------------------------------- gemm


def gemm(t: str = "f64", block=(8, 4, 1), name: str | None = None) -> K.Kernel:
    """C[i,j] = alpha * sum_k A[i,k] B[k,j] + beta * C[i,j] (k in order)."""
    ni, nj, nk = V("ni"), V("nj"), V("nk")
    i, j, k, acc = V("i"), V("j"), V("k"), V("acc", t)
    f = lambda op, a, b: K.Binary(op, a, b, t)  # noqa: E731
    body = K.Block(
        (
            K.Comment("one thread per element of C"),
            K.Declare(j, global_id(0)),
            K.Declare(i, global_id(1)),
            K.If(
                K.Logical("and", (lt(i, ni), lt(j, nj))),
                K.Block(
                    (
                        K.Declare(acc, C(t, 0.0)),
                        K.For(
                            k,
                            C(I64, 0),
                            lt(k, nk),
                            1,
                            K.Block(
                                (
                                    K.Assign(
                                        acc,
                                        f(
                                            "fadd",
                                            acc,
                                            f(
                                                "fmul",
                                                K.Load("A", add(mul(i, nk), k), t),
                                                K.Load("B", add(mul(k, nj), j), t),
                                            ),
                                        ),
                                    ),
                                )
                            ),
                        ),
                        K.Store(
                            "C",
                            add(mul(i, nj), j),
                            f(
                                "fadd",
                                f("fmul", V("alpha", t), acc),
                                f("fmul", V("beta", t), K.Load("C", add(mul(i, nj), j), t)),
                            ),
                        ),
                    )
                ),
            ),
        )
    )
    return K.Kernel(
        name or f"gemm_{t}",
        (
            K.ArrayParam("A", t, readonly=True, noalias=True),
            K.ArrayParam("B", t, readonly=True, noalias=True),
            K.ArrayParam("C", t),
            K.ScalarParam(V("alpha", t)),
            K.ScalarParam(V("beta", t)),
            K.ScalarParam(ni),
            K.ScalarParam(nj),
            K.ScalarParam(nk),
        ),
        body,
        block,
    )


def gemm_reference(A, B, C0, alpha, beta):
    ni, nk = A.shape
    acc = np.zeros((ni, B.shape[1]), A.dtype)
    for k in range(nk):
        acc = acc + A[:, k, None] * B[None, k, :]
    return alpha * acc + beta * C0


# ---------------------------------------------------------------- stencil


def stencil(t: str = "f32", block=(16, 4, 1)) -> K.Kernel:
    """B = 0.2 * (5-point sum of A) inside, B = A on the border."""
    n = V("n")
    i, j, c, s = V("i"), V("j"), V("c"), V("s", t)
    nb = V("nb")

    def at(off):
        return K.Load("A", add(c, off), t)

    inside = K.Logical(
        "and",
        (
            K.Compare("sge", i, C(I64, 1)),
            lt(i, add(n, C(I64, -1))),
            K.Compare("sge", j, C(I64, 1)),
            lt(j, add(n, C(I64, -1))),
        ),
    )
    offsets = [C(I64, 0), C(I64, -1), C(I64, 1), n, K.Unary("neg", n, I64)]
    loads = [K.Store("P", C(I64, q), at(off)) for q, off in enumerate(offsets)]
    body = K.Block(
        (
            K.Declare(j, global_id(0)),
            K.Declare(i, global_id(1)),
            K.If(
                K.Logical("and", (lt(i, n), lt(j, n))),
                K.Block(
                    (
                        K.Declare(c, add(mul(i, n), j)),
                        K.If(
                            inside,
                            K.Block(
                                (
                                    *loads,
                                    K.Declare(s, C(t, 0.0)),
                                    K.For(
                                        nb,
                                        C(I64, 0),
                                        lt(nb, C(I64, 5)),
                                        1,
                                        K.Block(
                                            (
                                                K.Assign(
                                                    s, K.Binary("fadd", s, K.Load("P", nb, t), t)
                                                ),
                                            )
                                        ),
                                    ),
                                    K.Store("B", c, K.Binary("fmul", C(t, 0.2), s, t)),
                                )
                            ),
                            K.Block((K.Store("B", c, K.Load("A", c, t)),)),
                        ),
                    )
                ),
            ),
        )
    )
    return K.Kernel(
        f"stencil_{t}",
        (K.ArrayParam("A", t, readonly=True, noalias=True), K.ArrayParam("B", t), K.ScalarParam(n)),
        body,
        block,
        (K.LocalArray("P", t, 5, "private"),),
    )


def stencil_reference(A):
    dt = A.dtype.type
    B = A.copy()
    c = A[1:-1, 1:-1]
    s = dt(0) + c
    s = s + A[1:-1, :-2]
    s = s + A[1:-1, 2:]
    s = s + A[2:, 1:-1]
    s = s + A[:-2, 1:-1]
    B[1:-1, 1:-1] = dt(0.2) * s
    return B


# ------------------------------------------------------------ shared gemm


def shared_gemm(t: str = "f32", tile: int = 8) -> K.Kernel:
    """C = A B with TILE x TILE tiles of A and B staged in shared memory."""
    n = V("n")
    tx, ty, i, j, k0, kk, acc = (V("tx"), V("ty"), V("i"), V("j"), V("k0"), V("kk"), V("acc", t))
    T = C(I64, tile)
    zero = C(t, 0.0)
    in_a = K.Logical("and", (lt(i, n), lt(add(k0, tx), n)))
    in_b = K.Logical("and", (lt(add(k0, ty), n), lt(j, n)))
    body = K.Block(
        (
            K.Declare(tx, K.Special("thread_id", 0)),
            K.Declare(ty, K.Special("thread_id", 1)),
            K.Declare(j, add(mul(K.Special("block_id", 0), T), tx)),
            K.Declare(i, add(mul(K.Special("block_id", 1), T), ty)),
            K.Declare(acc, zero),
            K.For(
                k0,
                C(I64, 0),
                lt(k0, n),
                tile,
                K.Block(
                    (
                        K.If(
                            in_a,
                            K.Block(
                                (
                                    K.Store(
                                        "As",
                                        add(mul(ty, T), tx),
                                        K.Load("A", add(mul(i, n), add(k0, tx)), t),
                                    ),
                                )
                            ),
                            K.Block((K.Store("As", add(mul(ty, T), tx), zero),)),
                        ),
                        K.If(
                            in_b,
                            K.Block(
                                (
                                    K.Store(
                                        "Bs",
                                        add(mul(ty, T), tx),
                                        K.Load("B", add(mul(add(k0, ty), n), j), t),
                                    ),
                                )
                            ),
                            K.Block((K.Store("Bs", add(mul(ty, T), tx), zero),)),
                        ),
                        K.Barrier(),
                        K.For(
                            kk,
                            C(I64, 0),
                            lt(kk, K.Binary("smin", T, K.Binary("sub", n, k0, I64), I64)),
                            1,
                            K.Block(
                                (
                                    K.Assign(
                                        acc,
                                        K.Binary(
                                            "fadd",
                                            acc,
                                            K.Binary(
                                                "fmul",
                                                K.Load("As", add(mul(ty, T), kk), t),
                                                K.Load("Bs", add(mul(kk, T), tx), t),
                                                t,
                                            ),
                                            t,
                                        ),
                                    ),
                                )
                            ),
                        ),
                        K.Barrier(),
                    )
                ),
            ),
            K.If(
                K.Logical("and", (lt(i, n), lt(j, n))),
                K.Block((K.Store("C", add(mul(i, n), j), acc),)),
            ),
        )
    )
    return K.Kernel(
        f"shared_gemm_{t}",
        (
            K.ArrayParam("A", t, readonly=True, noalias=True),
            K.ArrayParam("B", t, readonly=True, noalias=True),
            K.ArrayParam("C", t),
            K.ScalarParam(n),
        ),
        body,
        (tile, tile, 1),
        (
            K.LocalArray("As", t, tile * tile, "shared"),
            K.LocalArray("Bs", t, tile * tile, "shared"),
        ),
    )


def matmul_reference(A, B):
    acc = np.zeros((A.shape[0], B.shape[1]), A.dtype)
    for k in range(A.shape[1]):
        acc = acc + A[:, k, None] * B[None, k, :]
    return acc


# ------------------------------------------------------------------- math

#: Math functions whose result is exactly specified (correctly rounded or exact).
EXACT_MATH = (
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
    "fmod",
)


def math_kernel(t: str, functions: tuple[str, ...], block=(32, 1, 1)) -> K.Kernel:
    """out[q*n + i] = functions[q](x[i], y[i], z[i]) (as many args as it takes)."""
    from polyoff.codegen.targets.check import MATH_ARITY

    n, i = V("n"), V("i")
    args = (K.Load("x", i, t), K.Load("y", i, t), K.Load("z", i, t))
    stores = tuple(
        K.Store("out", add(mul(C(I64, q), n), i), K.Call(f, args[: MATH_ARITY[f]], t))
        for q, f in enumerate(functions)
    )
    body = K.Block((K.Declare(i, global_id(0)), K.If(lt(i, n), K.Block(stores))))
    return K.Kernel(
        f"math_{t}",
        (
            K.ArrayParam("x", t, True),
            K.ArrayParam("y", t, True),
            K.ArrayParam("z", t, True),
            K.ArrayParam("out", t),
            K.ScalarParam(n),
        ),
        body,
        block,
    )


def math_inputs(t: str, n: int, seed: int = 1):
    rng = np.random.default_rng(seed)
    dt = np.float32 if t == "f32" else np.float64
    x = rng.uniform(0.05, 0.95, n).astype(dt)  # in every function's domain
    y = rng.uniform(0.5, 2.0, n).astype(dt)
    z = rng.uniform(-3.0, 3.0, n).astype(dt)
    x[:4] = [0.5, 0.25, 0.75, 0.125]  # halfway cases for round/rint
    z[:6] = [2.5, -2.5, 0.5, -0.5, 1.5, -0.0]
    return x, y, z


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Distance in units in the last place between same-typed float arrays."""
    it = np.int32 if a.dtype == np.float32 else np.int64
    ia, ib = a.view(it).astype(np.int64), b.view(it).astype(np.int64)
    # Map to a monotonic integer line (negative floats count down from zero).
    top = np.int64(np.iinfo(it).min)
    ia = np.where(ia < 0, top - ia, ia)
    ib = np.where(ib < 0, top - ib, ib)
    return np.abs(ia - ib)


# ---------------------------------------------------------------- all ops

I32_VALUES = [
    0,
    1,
    -1,
    2,
    -2,
    7,
    -7,
    31,
    32,
    33,
    63,
    64,
    65,
    2**31 - 1,
    -(2**31),
    12345,
    -54321,
    0x55555555,
    -0x2AAAAAAB,
    1 << 30,
    255,
    128,
    -128,
    32767,
    -32768,
    65535,
]
I64_VALUES = [
    0,
    1,
    -1,
    2,
    -2,
    7,
    -7,
    63,
    64,
    65,
    2**63 - 1,
    -(2**63),
    2**31,
    -(2**31) - 1,
    2**32 + 5,
    0x5555555555555555,
    -0x2AAAAAAAAAAAAAAB,
    2**53 + 1,
    -(2**53) - 3,
    2**62 + 2**40 + 1,
    123456789012345,
]
F_SPECIAL = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -1.5,
    0.1,
    3.0,
    1e30,
    -1e-30,
    float("inf"),
    float("-inf"),
    float("nan"),
    2.5,
    -2.5,
    1e-40,
    7.0,
    1e300,
    5e-324,
]
DIVISORS = [1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 32, 1000, -1000]


INPUT_NAMES = (
    "a_i32",
    "b_i32",
    "d_i32",
    "a_i64",
    "b_i64",
    "d_i64",
    "a_f32",
    "b_f32",
    "a_f64",
    "b_f64",
    "c_f32",
    "c_f64",
    "flag",
)


def all_ops_inputs(n: int, seed: int = 7) -> dict[str, np.ndarray]:
    assert n >= 32, "the special values need 32 elements"
    rng = np.random.default_rng(seed)

    def ints(values, bits, size):
        lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
        extra = rng.integers(lo, hi, size=max(0, size - len(values)), dtype=np.int64, endpoint=True)
        return np.array(list(values) + list(extra), dtype=np.int64)[:size]

    def floats(dt, size):
        with np.errstate(over="ignore"):
            special = np.array(F_SPECIAL, dtype=dt)
        extra = (rng.standard_normal(size) * 10.0 ** rng.integers(-5, 6, size)).astype(dt)
        out = extra.copy()
        out[: len(special)] = special[:size]
        return out

    a32 = ints(I32_VALUES, 32, n).astype(np.int32)
    b32 = np.roll(ints(list(reversed(I32_VALUES)), 32, n), 3).astype(np.int32)
    a64 = ints(I64_VALUES, 64, n)
    b64 = np.roll(ints(list(reversed(I64_VALUES)), 64, n), 5)
    d = np.array([DIVISORS[q % len(DIVISORS)] * (1 + q // len(DIVISORS)) for q in range(n)])
    fa32, fb32 = floats(np.float32, n), np.roll(floats(np.float32, n), 4)
    fa64, fb64 = floats(np.float64, n), np.roll(floats(np.float64, n), 4)
    # In range of every float -> int conversion (signed and unsigned).
    conv = rng.uniform(0.0, 2.0e9, n)
    conv[:6] = [0.0, 0.5, 0.99, 1.5, 2.5, 2147483520.0]
    inputs = {
        "a_i32": a32,
        "b_i32": b32,
        "d_i32": d.astype(np.int32),
        "a_i64": a64,
        "b_i64": b64,
        "d_i64": (d * 1_000_003).astype(np.int64),
        "a_f32": fa32,
        "b_f32": fb32,
        "a_f64": fa64,
        "b_f64": fb64,
        "c_f32": conv.astype(np.float32),
        "c_f64": conv,
        "flag": (np.arange(n) % 3 == 0).astype(np.uint8),
    }
    assert tuple(inputs) == INPUT_NAMES
    return inputs


def all_ops(block=(16, 1, 1), without: tuple[str, ...] = ()) -> tuple[K.Kernel, dict[str, int]]:
    """The all-operations kernel and how many results it writes per type;
    binary operators in ``without`` are left out."""
    i = V("i")
    ld = lambda name, t: K.Load(name, i, t)  # noqa: E731
    items: list[K.Expr] = []
    out = items.append

    def as_i32(e):
        if e.type == "i32":
            return e
        if e.type in ("i1", "i8", "i16"):
            return K.Cast("sext", e, "i32")
        raise AssertionError(e.type)

    def zext32(e):
        return K.Cast("zext", e, "i32")

    for t in ("i32", "i64"):
        a, b, d = ld(f"a_{t}", t), ld(f"b_{t}", t), ld(f"d_{t}", t)
        for op in (
            "add",
            "sub",
            "mul",
            "and",
            "or",
            "xor",
            "shl",
            "lshr",
            "ashr",
            "smin",
            "smax",
            "umin",
            "umax",
        ):
            out(K.Binary(op, a, b, t))
        for op in ("sdiv", "srem", "udiv", "urem", "floordiv"):
            out(K.Binary(op, a, d, t))
        out(K.Unary("neg", a, t))
        out(K.Unary("not", a, t))
        for p in ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"):
            out(zext32(K.Compare(p, a, b)))
        out(K.Select(K.Compare("slt", a, b), a, b, t))
        out(zext32(K.Logical("and", (K.Compare("slt", a, b), K.Compare("ne", a, C(t, 0))))))
        out(
            zext32(
                K.Logical(
                    "or",
                    (
                        K.Compare("ugt", a, b),
                        K.Compare("eq", a, C(t, 7)),
                        K.Compare("eq", b, C(t, -1)),
                    ),
                )
            )
        )
        lo, hi = -(2 ** (32 if t == "i64" else 16)), 2 ** (63 if t == "i64" else 31) - 1
        out(K.Binary("add", a, C(t, hi), t))
        out(K.Binary("mul", a, C(t, lo), t))
        out(K.Binary("sub", C(t, -(2 ** (63 if t == "i64" else 31))), a, t))
        # a chain of wrapping operations and the other operators on top of it
        chain = K.Binary("add", K.Binary("mul", a, C(t, 3), t), K.Binary("shl", b, C(t, 2), t), t)
        out(K.Binary("xor", K.Unary("neg", chain, t), K.Binary("ashr", chain, C(t, 1), t), t))
        out(K.Binary("floordiv", K.Binary("sub", a, b, t), C(t, 32), t))
    for w in ("i8", "i16"):
        x = K.Cast("trunc", ld("a_i32", "i32"), w)
        y = K.Cast("trunc", ld("b_i32", "i32"), w)
        pos = K.Binary(
            "or", K.Binary("and", K.Cast("trunc", ld("d_i32", "i32"), w), C(w, 0x3F), w), C(w, 1), w
        )
        nonzero = K.Binary("or", K.Cast("trunc", ld("d_i32", "i32"), w), C(w, 1), w)
        for op in (
            "add",
            "sub",
            "mul",
            "and",
            "or",
            "xor",
            "shl",
            "lshr",
            "ashr",
            "smin",
            "smax",
            "umin",
            "umax",
        ):
            out(as_i32(K.Binary(op, x, y, w)))
        for op in ("sdiv", "srem", "floordiv"):
            out(as_i32(K.Binary(op, x, pos, w)))
        for op in ("udiv", "urem"):
            out(as_i32(K.Binary(op, x, nonzero, w)))
        out(as_i32(K.Unary("neg", x, w)))
        out(as_i32(K.Unary("not", x, w)))
        out(zext32(K.Compare("slt", x, y)))
        out(zext32(K.Compare("ult", x, y)))
        out(zext32(K.Cast("zext", x, "i16" if w == "i8" else "i32")) if w == "i8" else zext32(x))
        out(as_i32(K.Binary("add", x, C(w, -128 if w == "i8" else 32767), w)))
    # i1
    p = K.Compare("slt", ld("a_i32", "i32"), ld("b_i32", "i32"))
    q = K.Compare("ne", ld("a_i32", "i32"), ld("d_i32", "i32"))
    f = K.Load("flag", i, "i1")
    for op in (
        "add",
        "sub",
        "mul",
        "and",
        "or",
        "xor",
        "smin",
        "smax",
        "umin",
        "umax",
        "shl",
        "lshr",
        "ashr",
    ):
        out(as_i32(K.Binary(op, p, f, "i1")))
    out(as_i32(K.Unary("not", p, "i1")))
    out(as_i32(K.Unary("neg", f, "i1")))
    out(zext32(p))
    out(zext32(K.Compare("slt", p, f)))
    out(zext32(K.Compare("ult", p, q)))
    out(zext32(K.Compare("sgt", f, q)))
    out(as_i32(K.Cast("trunc", ld("a_i32", "i32"), "i1")))
    out(K.Cast("sitofp", p, "f32"))
    out(K.Cast("uitofp", f, "f64"))
    out(K.Cast("sext", f, "i64"))
    out(K.Select(f, ld("a_i64", "i64"), ld("b_i64", "i64"), "i64"))
    out(zext32(K.Select(q, p, f, "i1")))
    # integer casts
    out(K.Cast("sext", ld("a_i32", "i32"), "i64"))
    out(K.Cast("zext", ld("a_i32", "i32"), "i64"))
    out(K.Cast("trunc", ld("a_i64", "i64"), "i32"))
    out(as_i32(K.Cast("trunc", ld("a_i64", "i64"), "i16")))
    out(K.Cast("zext", K.Cast("trunc", ld("a_i64", "i64"), "i8"), "i64"))
    # int <-> float
    for src in ("i32", "i64"):
        for dst in ("f32", "f64"):
            out(K.Cast("sitofp", ld(f"a_{src}", src), dst))
            out(K.Cast("uitofp", ld(f"a_{src}", src), dst))
    for src in ("f32", "f64"):
        c = ld(f"c_{src}", src)
        out(K.Cast("fptosi", c, "i32"))
        out(K.Cast("fptoui", c, "i32"))
        out(K.Cast("fptosi", c, "i64"))
        out(K.Cast("fptoui", c, "i64"))
        out(as_i32(K.Cast("fptosi", K.Binary("fmul", c, C(src, 1e-8), src), "i16")))
    out(K.Cast("fpext", ld("a_f32", "f32"), "f64"))
    out(K.Cast("fptrunc", ld("a_f64", "f64"), "f32"))
    out(K.Cast("bitcast", ld("a_i32", "i32"), "f32"))
    out(K.Cast("bitcast", ld("a_f32", "f32"), "i32"))
    out(K.Cast("bitcast", ld("a_i64", "i64"), "f64"))
    out(K.Cast("bitcast", ld("a_f64", "f64"), "i64"))
    # floats
    for t in ("f32", "f64"):
        a, b = ld(f"a_{t}", t), ld(f"b_{t}", t)
        for op in ("fadd", "fsub", "fmul", "fdiv", "frem"):
            if op not in without:
                out(K.Binary(op, a, b, t))
        out(K.Unary("fneg", a, t))
        for p_ in K.FCMP_PREDICATES:
            out(zext32(K.Compare(p_, a, b)))
        out(K.Select(K.Compare("folt", a, b), a, b, t))
        # contraction would change this: a*b+c rounded once instead of twice
        out(K.Binary("fadd", K.Binary("fmul", a, b, t), C(t, 0.1), t))
        out(K.Binary("fsub", K.Binary("fmul", a, a, t), K.Binary("fmul", b, b, t), t))
        for v in (
            float("inf"),
            float("-inf"),
            float("nan"),
            -0.0,
            0.1,
            1e-45,
            3.4028234663852886e38,
            16777217.0,
            1.0 / 3.0,
        ):
            out(K.Binary("fadd", a, C(t, v), t))
    # hardware indices, loops, mutation
    for kind in ("thread_id", "block_id", "block_dim", "grid_dim"):
        out(K.Special(kind, 0))
    out(K.Special("thread_id", 1, "i32"))
    counts: dict[str, int] = {}
    stores: list[K.Stmt] = []
    n = V("n")
    for e in items:
        slot = counts.get(e.type, 0)
        counts[e.type] = slot + 1
        stores.append(K.Store(f"out_{e.type}", add(mul(C(I64, slot), n), i), e))
    s, k = V("s", "i32"), V("k")
    loops = (
        K.Declare(s, C("i32", 1)),
        K.For(
            k,
            C(I64, 0),
            lt(k, C(I64, 5)),
            1,
            K.Block(
                (
                    K.Assign(
                        s,
                        K.Binary(
                            "add",
                            K.Binary("mul", s, C("i32", 31), "i32"),
                            K.Cast("trunc", k, "i32"),
                            "i32",
                        ),
                    ),
                )
            ),
        ),
        K.For(
            k,
            C(I64, 10),
            K.Compare("sgt", k, C(I64, 0)),
            -3,
            K.Block(
                (
                    K.Assign(s, K.Binary("xor", s, K.Cast("trunc", mul(k, i), "i32"), "i32")),
                    K.If(
                        K.Compare("eq", k, C(I64, 4)),
                        K.Block((K.Assign(s, K.Unary("not", s, "i32")),)),
                    ),
                )
            ),
        ),
        K.Block(
            (
                K.Declare(V("s", "f64"), C("f64", 0.5)),
                K.Assign(V("s", "f64"), K.Binary("fmul", V("s", "f64"), C("f64", 3.0), "f64")),
                K.Store("out_f64", add(mul(C(I64, counts.get("f64", 0)), n), i), V("s", "f64")),
            )
        ),
        K.Store("out_i32", add(mul(C(I64, counts.get("i32", 0)), n), i), s),
    )
    counts["f64"] = counts.get("f64", 0) + 1
    counts["i32"] = counts.get("i32", 0) + 1
    body = K.Block(
        (
            K.Declare(i, global_id(0)),
            K.If(lt(i, n), K.Block((*stores, *loops))),
        )
    )
    params = (
        tuple(
            K.ArrayParam(name, {"flag": "i1"}.get(name, name.rsplit("_", 1)[-1]), readonly=True, noalias=True)
            for name in INPUT_NAMES
        )
        + tuple(K.ArrayParam(f"out_{t}", t) for t in sorted(counts))
        + (K.ScalarParam(n),)
    )
    return K.Kernel("all_ops", params, body, block), counts


NP = {"i32": np.int32, "i64": np.int64, "f32": np.float32, "f64": np.float64, "i1": np.uint8}


def all_ops_buffers(n: int, counts: dict[str, int]) -> dict[str, np.ndarray]:
    buffers = dict(all_ops_inputs(n))
    for t, c in counts.items():
        buffers[f"out_{t}"] = np.zeros(c * n, NP[t])
    return buffers


def same_values(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Elementwise: bit-identical, or both NaN (payloads may differ)."""
    if a.dtype.kind == "f":
        it = np.int32 if a.dtype == np.float32 else np.int64
        return (a.view(it) == b.view(it)) | (np.isnan(a) & np.isnan(b))
    return a == b


# --------------------------------------------------------------- launching

SCALAR_TYPES = {"i32": np.int32, "i64": np.int64, "f32": np.float32, "f64": np.float64}


def launch(module, kernel: str, grid, scalars: dict | None = None) -> dict:
    """A launch of ``kernel`` of ``module`` (a KernelModule) for the OpenCL runner:
    buffers by argument name, scalars from ``scalars``."""
    info = next(k for k in module.kernels if k.name == kernel)
    args = []
    for arg in info.args:
        if arg.kind == "buffer":
            args.append(("buffer", arg.name))
        else:
            args.append(("scalar", SCALAR_TYPES[arg.kind]((scalars or {})[arg.name])))
    return {"kernel": kernel, "args": args, "grid": tuple(grid), "block": info.block}


def program(module, buffers: dict, launches: list[dict]) -> dict:
    """A program for the OpenCL runner from a KernelModule."""
    return {
        "code": module.code,
        "il": module.target == "spirv",
        "options": module.build_options,
        "buffers": buffers,
        "launches": launches,
    }
