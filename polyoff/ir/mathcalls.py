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


def finite_alias(callee: str) -> str | None:
    """The libm name of glibc's ``-ffinite-math-only`` entry point
    ``__<name>_finite`` (``__log10_finite`` → ``log10``, ``__expf_finite``
    → ``expf``), or None. Before glibc 2.31 clang called these under
    ``-ffast-math``; they are the same functions, and newer glibc no longer
    exports them to new programs."""
    if callee.startswith("__") and callee.endswith("_finite"):
        name = callee[2:-len("_finite")]
        if name in MATH_CALLS or (name.endswith("f") and name[:-1] in MATH_CALLS):
            return name
    return None


def math_stem(callee: str) -> str | None:
    """The math function a call computes, or None. ``llvm.sqrt.f64`` → sqrt,
    ``sqrtf`` → sqrt, ``sqrt`` → sqrt, ``__sqrt_finite`` → sqrt."""
    callee = finite_alias(callee) or callee
    if callee.startswith("llvm."):
        stem = callee.split(".")[1]
        return stem if stem in MATH_INTRINSICS else None
    if callee in MATH_CALLS:
        return callee
    if callee.endswith("f") and callee[:-1] in MATH_CALLS:
        return callee[:-1]
    return None
