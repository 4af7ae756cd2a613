"""Which calls compute a math function: libm names and the LLVM intrinsics
of the same functions, by their stem. The IR layer's own knowledge: the
affine analysis, the model builder and the statement generator all ask it.
"""

from __future__ import annotations

#: Math functions both as libm names and as LLVM intrinsics.
_COMMON = frozenset({
    "sqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "pow",
    "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "copysign", "fma",
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
})
#: Side-effect-free math functions by their libm names (``sqrt``; ``sqrtf``
#: is the same function on floats).
MATH_CALLS = _COMMON | {"expm1", "log1p", "fmin", "fmax", "fmod", "cbrt", "hypot"}
#: The LLVM intrinsics computing math, by their stem (``llvm.sqrt.f64``);
#: ``usub`` ... ``sadd`` are the ``.sat`` saturating integer arithmetic.
MATH_INTRINSICS = _COMMON | {
    "fmuladd", "minnum", "maxnum", "minimum", "maximum",
    "smin", "smax", "umin", "umax", "abs", "usub", "uadd", "ssub", "sadd",
}


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
