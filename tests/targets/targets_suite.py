"""The sample kernels as runnable cases: a program for the OpenCL runner and a
check of its results against the reference.

All kernels of one target go into one module and one program per case, so a
platform is started once per session (see ``conftest.suite_results``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import targets_samples as S
from targets_reference import Interpreter

from polyoff.codegen import kernel_ir as K

#: Names of the cases, in order.
CASES = (
    "gemm_f32",
    "gemm_f64",
    "stencil_f32",
    "stencil_f64",
    "shared_gemm_f32",
    "shared_gemm_f64",
    "math_f32",
    "math_f64",
    "all_ops",
)

#: Largest error in ulps accepted for the inexact math functions (OpenCL's
#: limit for pow; the others allow less).
MATH_ULPS = 16

ALL_OPS_N = 64


@dataclass(frozen=True)
class Case:
    name: str
    kernel: K.Kernel
    buffers: dict
    launches: list  # (kernel name, grid, scalars)
    check: Callable[[dict], None]
    reference: dict = field(default_factory=dict)


def _assert_same(name: str, got: np.ndarray, want: np.ndarray) -> None:
    same = S.same_values(got, want)
    if not same.all():
        bad = np.flatnonzero(~same)
        raise AssertionError(
            f"{name}: {bad.size} of {same.size} values differ, first at {bad[:8].tolist()}: "
            f"got {got[bad[:8]].tolist()}, want {want[bad[:8]].tolist()}"
        )


def make_cases(math_functions: dict[str, tuple[str, ...]] | None = None) -> dict[str, Case]:
    """Every case; ``math_functions`` restricts the math kernels (per type)."""
    rng = np.random.default_rng(3)
    cases: dict[str, Case] = {}
    for t, dt in (("f32", np.float32), ("f64", np.float64)):
        ni, nj, nk = 13, 19, 11
        A = rng.standard_normal((ni, nk)).astype(dt)
        B = rng.standard_normal((nk, nj)).astype(dt)
        C0 = rng.standard_normal((ni, nj)).astype(dt)
        alpha, beta = dt(1.5), dt(-0.3)
        want = S.gemm_reference(A, B, C0, alpha, beta)
        kernel = S.gemm(t)
        cases[f"gemm_{t}"] = Case(
            f"gemm_{t}",
            kernel,
            {"A": A.ravel(), "B": B.ravel(), "C": C0.ravel()},
            [
                (
                    kernel.name,
                    S.grid_for((nj, ni), kernel.block_size),
                    {"alpha": alpha, "beta": beta, "ni": ni, "nj": nj, "nk": nk},
                )
            ],
            lambda r, want=want, t=t: _assert_same(f"gemm_{t}", r["C"], want.ravel()),
        )
        n = 37
        A = rng.standard_normal((n, n)).astype(dt)
        kernel = S.stencil(t)
        want = S.stencil_reference(A)
        cases[f"stencil_{t}"] = Case(
            f"stencil_{t}",
            kernel,
            {"A": A.ravel(), "B": np.zeros(n * n, dt)},
            [(kernel.name, S.grid_for((n, n), kernel.block_size), {"n": n})],
            lambda r, want=want, t=t: _assert_same(f"stencil_{t}", r["B"], want.ravel()),
        )
        # Full tiles only: Intel's CPU runtime (2026.2) reassociates a
        # floating-point accumulation held in a register when the lanes of a
        # work-group diverge (a partial tile), from SPIR-V and OpenCL C alike
        # (see docs/architecture.md). Partial tiles are covered by the stencil
        # and gemm cases, which accumulate in memory.
        n = 24
        A = rng.standard_normal((n, n)).astype(dt)
        B = rng.standard_normal((n, n)).astype(dt)
        kernel = S.shared_gemm(t)
        want = S.matmul_reference(A, B)
        cases[f"shared_gemm_{t}"] = Case(
            f"shared_gemm_{t}",
            kernel,
            {"A": A.ravel(), "B": B.ravel(), "C": np.zeros(n * n, dt)},
            [(kernel.name, S.grid_for((n, n), kernel.block_size), {"n": n})],
            lambda r, want=want, t=t: _assert_same(f"shared_gemm_{t}", r["C"], want.ravel()),
            {"C": want.ravel()},
        )
        functions = (math_functions or {}).get(t, K.MATH_FUNCTIONS)
        n = 40
        x, y, z = S.math_inputs(t, n)
        kernel = S.math_kernel(t, functions)
        cases[f"math_{t}"] = Case(
            f"math_{t}",
            kernel,
            {"x": x, "y": y, "z": z, "out": np.zeros(len(functions) * n, dt)},
            [(kernel.name, S.grid_for((n,), kernel.block_size), {"n": n})],
            lambda r, t=t, functions=functions, xyz=(x, y, z): check_math(
                r["out"], t, functions, xyz
            ),
        )
    kernel, counts = S.all_ops()
    buffers = S.all_ops_buffers(ALL_OPS_N, counts)
    grid = S.grid_for((ALL_OPS_N,), kernel.block_size)
    reference = {k: v.copy() for k, v in buffers.items()}
    Interpreter(kernel, reference, {"n": ALL_OPS_N}).run(grid)

    def check_all_ops(r, reference=reference, counts=counts):
        for t in counts:
            _assert_same(f"all_ops out_{t}", r[f"out_{t}"], reference[f"out_{t}"])

    cases["all_ops"] = Case(
        "all_ops", kernel, buffers, [(kernel.name, grid, {"n": ALL_OPS_N})], check_all_ops
    )
    return cases


def check_math(out: np.ndarray, t: str, functions, xyz) -> None:
    from targets_reference import MATH

    from polyoff.codegen.targets.check import MATH_ARITY

    n = xyz[0].size
    dt = np.float32 if t == "f32" else np.float64
    for q, f in enumerate(functions):
        got = out[q * n : (q + 1) * n]
        args = xyz[: MATH_ARITY[f]]
        if f in S.EXACT_MATH:
            want = np.array([MATH[f](*(a[i] for a in args)) for i in range(n)], dtype=dt)
            _assert_same(f"{f} on {t}", got, want)
            continue
        # Inexact functions: the reference is computed in double (long double is
        # not portable) and rounded once.
        with np.errstate(all="ignore"):
            want = np.array([MATH[f](*(np.float64(a[i]) for a in args)) for i in range(n)]).astype(
                dt
            )
        ulps = S.ulp_distance(got, want)
        assert ulps.max() <= MATH_ULPS, f"{f} on {t}: {ulps.max()} ulps off at {ulps.argmax()}"


def build_programs(target, cases: dict[str, Case], *, fast_math: bool = False) -> dict[str, dict]:
    """One runner program per case, from one module holding every kernel."""
    module = target.build([c.kernel for c in cases.values()], fast_math=fast_math)
    return {
        name: S.program(
            module,
            case.buffers,
            [S.launch(module, k, grid, scalars) for k, grid, scalars in case.launches],
        )
        for name, case in cases.items()
    }
