"""Which calls compute a math function: libm names and the LLVM intrinsics
of the same functions, by their stem. The IR layer's own knowledge: the
affine analysis, the model builder and the statement generator all ask it.
"""

from __future__ import annotations

#: Side-effect-free math functions by their libm names (``sqrt``; ``sqrtf``
#: is the same function on floats).
MATH_CALLS = frozenset(
    {
        "sqrt",
        "exp",
        "exp2",
        "exp10",
        "expm1",
        "log",
        "log2",
        "log10",
        "log1p",
        "pow",
        "fabs",
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "nearbyint",
        "sin",
        "cos",
        "tan",
        "asin",
        "acos",
        "atan",
        "atan2",
        "sinh",
        "cosh",
        "tanh",
        "fmin",
        "fmax",
        "fma",
        "copysign",
        "fmod",
        "cbrt",
        "hypot",
    }
)
#: The LLVM intrinsics computing math, by their stem (``llvm.sqrt.f64``).
MATH_INTRINSICS = frozenset(
    {
        "sqrt",
        "exp",
        "exp2",
        "exp10",
        "log",
        "log2",
        "log10",
        "pow",
        "fabs",
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "nearbyint",
        "sin",
        "cos",
        "tan",
        "fma",
        "fmuladd",
        "minnum",
        "maxnum",
        "minimum",
        "maximum",
        "copysign",
        "smin",
        "smax",
        "umin",
        "umax",
        "abs",
        "tanh",
        "usub",
        "uadd",
        "ssub",
        "sadd",  # .sat: saturating integer arithmetic
        "asin",
        "acos",
        "atan",
        "atan2",
        "sinh",
        "cosh",
    }
)


def math_stem(callee: str) -> str | None:
    """The math function a call computes, or None. ``llvm.sqrt.f64`` → sqrt,
    ``sqrtf`` → sqrt, ``sqrt`` → sqrt."""
    if callee.startswith("llvm."):
        stem = callee.split(".")[1]
        return stem if stem in MATH_INTRINSICS else None
    if callee in MATH_CALLS:
        return callee
    if callee.endswith("f") and callee[:-1] in MATH_CALLS:
        return callee[:-1]
    return None
