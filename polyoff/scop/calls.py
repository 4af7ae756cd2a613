"""Which calls a SCoP may hold: math whose results devices compute bit for
bit as the host's C library does, intrinsics that change nothing the model
sees, and the memory intrinsics (``memset``, ``memcpy``, ``memmove``).

Code generation asks the same questions of the calls it rebuilds.
"""

from __future__ import annotations

from polyoff.ir.model import FloatConst, Instruction

#: Math whose result devices compute bit for bit as the host's C library
#: does (IEEE 754 requires these correctly rounded or exact; polyoff's
#: kernels build with correctly rounded division and square root), so a
#: statement calling them may run on a device by default. Any other math
#: function (exp, sin, pow, cbrt, ...) is computed by each device's own
#: library, which differs from the host's in the last bits: its loop nest
#: stays on the CPU unless ``--fast-math`` (``ModelFeatures.inexact_math``).
EXACT_MATH = frozenset(
    {
        "sqrt",
        "fabs",
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "nearbyint",
        "fma",
        "fmuladd",
        "copysign",
        "fmod",
        "smin",
        "smax",
        "umin",
        "umax",
        "abs",
        "usub",
        "uadd",
        "ssub",
        "sadd",
    }
)

#: fmin/fmax and LLVM's minnum/maxnum leave the result for (+0, -0) open:
#: the host's library and the devices' pick different zeros. Exact when one
#: operand is a constant that is neither zero nor NaN.
ZERO_SIGN_OPEN = frozenset({"fmin", "fmax", "minnum", "maxnum"})

IGNORED_INTRINSICS = (
    "llvm.lifetime.",
    "llvm.dbg.",
    "llvm.assume",
    "llvm.experimental.noalias",
    "llvm.invariant.",
    "llvm.sideeffect",
    "llvm.pseudoprobe",
)


def exact_math_call(stem: str, inst: Instruction) -> bool:
    """Whether a call of the math function ``stem`` gives the host's bits on
    every device (:data:`EXACT_MATH`, :data:`ZERO_SIGN_OPEN`)."""
    if stem in EXACT_MATH:
        return True
    if stem in ZERO_SIGN_OPEN:
        return any(
            isinstance(op.value, FloatConst) and op.value.value != 0 and op.value.value == op.value.value
            for op in inst.operands
        )
    return False


def is_ignored_call(callee: str | None) -> bool:
    return callee is not None and callee.startswith(IGNORED_INTRINSICS)


def memory_intrinsic(callee: str | None) -> str | None:
    """``memset``, ``memcpy`` or ``memmove`` for the LLVM intrinsics
    (``llvm.memset.p0.i64``, ``llvm.memcpy.inline...``), else None."""
    if callee is None or not callee.startswith("llvm.mem"):
        return None
    stem = callee.split(".")[1]
    return stem if stem in ("memset", "memcpy", "memmove") else None
