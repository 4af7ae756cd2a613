"""LLVM IR for NumPy's scalar arithmetic, operation by operation.

Each function emits, with an ``llvmlite.ir.IRBuilder``, exactly what NumPy's
scalar math (or Python's, for two Python numbers) computes: floor division
and modulo with the sign of the divisor, integer division by zero giving 0
(NumPy's rule) and never trapping, NumPy's floating ``divmod`` algorithm,
integer powers by squaring, C-style float-to-int casts that give the x86
result (the minimum integer) outside the range instead of LLVM's poison, and
Python's exact comparison of an int with a float. Everything is branch-free
(selects), so the detector sees straight-line statements.

Library functions (``pow``, ``exp``, ...) are declared ``nobuiltin`` where
LLVM would otherwise rewrite them (``pow(x, 2.0)`` into ``x*x``, which
differs from the C library's ``pow`` in the last bit for some ``x``).
"""

from __future__ import annotations

from llvmlite import ir

from polyoff.frontend.types import NumType, VType

I1 = ir.IntType(1)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
F32 = ir.FloatType()
F64 = ir.DoubleType()

I8 = ir.IntType(8)
#: ``weak``: the flag kept beside a variable whose type is a Python scalar
#: on some paths and a NumPy one on others (values.Value.weak_bit)
_LL = {"i1": I1, "i32": I32, "i64": I64, "f32": F32, "f64": F64, "weak": I1}

#: Python/NumPy comparison operators → (icmp predicate, fcmp predicate).
#: NaN compares false except with ``!=`` (Python's and IEEE's rule).
PREDICATES = {
    "<": ("<", "olt"),
    "<=": ("<=", "ole"),
    ">": (">", "ogt"),
    ">=": (">=", "oge"),
    "==": ("==", "oeq"),
    "!=": ("!=", "une"),
}


def ll_type(machine: str) -> ir.Type:
    return _LL[machine]


def declare(
    module: ir.Module, name: str, ret: ir.Type, args: list[ir.Type], *, nobuiltin: bool = False
) -> ir.Function:
    """The function ``name`` of ``module``, declared on first use."""
    try:
        fn = module.get_global(name)
    except KeyError:
        fn = ir.Function(module, ir.FunctionType(ret, args), name)
        if nobuiltin:
            fn.attributes.add("nobuiltin")
    return fn


def intrinsic(module: ir.Module, name: str, t: ir.Type, nargs: int = 1) -> ir.Function:
    suffix = {"double": "f64", "float": "f32", "i64": "i64", "i32": "i32"}[str(t)]
    return declare(module, f"llvm.{name}.{suffix}", t, [t] * nargs)


def libm(module: ir.Module, name: str, t: ir.Type, nargs: int = 1) -> ir.Function:
    """The C library's ``name`` (double) or ``namef`` (float)."""
    full = name if isinstance(t, ir.DoubleType) else name + "f"
    return declare(module, full, t, [t] * nargs, nobuiltin=True)


def cpu_only(module: ir.Module, fn: ir.Function) -> ir.Function:
    """An internal wrapper around ``fn``: a call the detector does not take
    for a math function, so the code calling it is never offloaded (the JIT
    inlines it on the CPU)."""
    name = f"polyoff.cpu.{fn.name}"
    try:
        return module.get_global(name)
    except KeyError:
        pass
    wrapper = ir.Function(module, fn.function_type, name)
    wrapper.linkage = "internal"
    b = ir.IRBuilder(wrapper.append_basic_block("entry"))
    b.ret(b.call(fn, list(wrapper.args)))
    return wrapper


def fconst(t: ir.Type, v: float) -> ir.Constant:
    return ir.Constant(t, v)


# ------------------------------------------------------------------ casts


def convert(b: ir.IRBuilder, v: ir.Value, src: VType, dst: NumType) -> ir.Value:
    """``v`` (of type ``src``) as ``dst``, converting as NumPy would."""
    s, d = src.machine, dst.machine
    if s == d:
        return v
    target = ll_type(d)
    if src.is_int and dst.is_float:
        if d == "f32" and not all(not t.weak for t in src.members):
            # A Python int becomes a float32 through a double (PyLong_AsDouble).
            return b.fptrunc(b.sitofp(v, F64), F32)
        return b.sitofp(v, target)
    if src.is_float and dst.is_float:
        return b.fpext(v, target) if d == "f64" else b.fptrunc(v, target)
    if src.is_int and dst.is_int:
        return b.sext(v, target) if dst.bits > int(s[1:]) else b.trunc(v, target)
    if src.is_float and dst.is_int:
        return float_to_int(b, v, dst.bits)
    raise ValueError(f"no conversion from {src.describe()} to {dst.describe()}")


def float_to_int(b: ir.IRBuilder, v: ir.Value, bits: int) -> ir.Value:
    """C's truncating float → int cast with x86's result outside the range
    (the minimum integer, NaN included), never LLVM's poison."""
    t = ir.IntType(bits)
    lo = fconst(v.type, -(2.0 ** (bits - 1)) - 1.0)
    hi = fconst(v.type, 2.0 ** (bits - 1))
    in_range = b.and_(b.fcmp_ordered(">", v, lo), b.fcmp_ordered("<", v, hi))
    return b.select(in_range, b.fptosi(v, t), ir.Constant(t, -(2 ** (bits - 1))))


# ------------------------------------------------------------- integers


def int_arith(b: ir.IRBuilder, op: str, x: ir.Value, y: ir.Value, *, nsw: bool) -> ir.Value:
    """``+ - *`` on integers; ``nsw`` for Python ints (which never wrap)."""
    flags = ["nsw"] if nsw else []
    if op == "+":
        return b.add(x, y, flags=flags)
    if op == "-":
        return b.sub(x, y, flags=flags)
    if op == "*":
        return b.mul(x, y, flags=flags)
    raise ValueError(op)


def int_floordiv(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    """Python's ``x // y``; 0 for ``y == 0`` and wrapping ``-x`` for
    ``y == -1`` (NumPy's results), never a trapping ``sdiv``."""
    t = x.type
    if isinstance(y, ir.Constant):
        k = _signed_const(y)
        if k == 0:
            return ir.Constant(t, 0)
        if k == -1:
            return b.sub(ir.Constant(t, 0), x)
        if k > 0 and k & (k - 1) == 0:
            return b.ashr(x, ir.Constant(t, k.bit_length() - 1))
        q = b.sdiv(x, y)
        r = b.srem(x, y)
        return b.sub(q, _sign_differs(b, r, k))
    zero, one, minus_one = ir.Constant(t, 0), ir.Constant(t, 1), ir.Constant(t, -1)
    special = b.or_(b.icmp_signed("==", y, zero), b.icmp_signed("==", y, minus_one))
    safe = b.select(special, one, y)
    q = b.sdiv(x, safe)
    r = b.srem(x, safe)
    wrong = b.and_(
        b.icmp_signed("!=", r, zero),
        b.xor(b.icmp_signed("<", r, zero), b.icmp_signed("<", safe, zero)),
    )
    q = b.sub(q, b.zext(wrong, t))
    q = b.select(b.icmp_signed("==", y, minus_one), b.sub(zero, x), q)
    return b.select(b.icmp_signed("==", y, zero), zero, q)


def int_mod(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    """Python's ``x % y`` (sign of the divisor); 0 for ``y`` of 0 or -1."""
    t = x.type
    zero = ir.Constant(t, 0)
    if isinstance(y, ir.Constant):
        k = _signed_const(y)
        if k in (0, -1, 1):
            return zero
        if k > 0 and k & (k - 1) == 0:
            return b.and_(x, ir.Constant(t, k - 1))
        r = b.srem(x, y)
        return b.add(r, b.mul(_sign_differs(b, r, k), y))
    one, minus_one = ir.Constant(t, 1), ir.Constant(t, -1)
    special = b.or_(b.icmp_signed("==", y, zero), b.icmp_signed("==", y, minus_one))
    safe = b.select(special, one, y)
    r = b.srem(x, safe)
    wrong = b.and_(
        b.icmp_signed("!=", r, zero),
        b.xor(b.icmp_signed("<", r, zero), b.icmp_signed("<", safe, zero)),
    )
    r = b.select(wrong, b.add(r, safe), r)
    return b.select(special, zero, r)


def _sign_differs(b: ir.IRBuilder, r: ir.Value, k: int) -> ir.Value:
    """1 where the remainder ``r`` of a division by the constant ``k`` is
    non-zero with the other sign than ``k`` (floor division then rounds one
    further down), else 0 — as ``smin(r, 0) - smin(r, -1)`` (1 for r >= 0)
    rather than a compare: instcombine turns ``r < 0`` into ``ashr r, 63``,
    and min/max keep the value affine for the detector."""
    t = r.type
    smin = declare(b.module, f"llvm.smin.{t}", t, [t, t])
    if k < 0:
        r = b.sub(ir.Constant(t, 0), r)  # r > 0 where r has the other sign than k
    non_negative = b.sub(
        b.call(smin, [r, ir.Constant(t, 0)]), b.call(smin, [r, ir.Constant(t, -1)])
    )
    return b.sub(ir.Constant(t, 1), non_negative)


def int_power(b: ir.IRBuilder, x: ir.Value, n: int, *, nsw: bool) -> ir.Value:
    """``x ** n`` for a constant ``n >= 0`` by squaring (wrapping for NumPy
    integers: any order of the multiplications gives the same bits)."""
    flags = ["nsw"] if nsw else []
    result: ir.Value | None = None
    base = x
    while n:
        if n & 1:
            result = base if result is None else b.mul(result, base, flags=flags)
        n >>= 1
        if n:
            base = b.mul(base, base, flags=flags)
    return result if result is not None else ir.Constant(x.type, 1)


def int_abs(b: ir.IRBuilder, x: ir.Value, *, nsw: bool) -> ir.Value:
    neg = b.sub(ir.Constant(x.type, 0), x, flags=["nsw"] if nsw else [])
    return b.select(b.icmp_signed("<", x, ir.Constant(x.type, 0)), neg, x)


def _signed_const(c: ir.Constant) -> int:
    v = int(c.constant)
    bits = c.type.width
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


# ---------------------------------------------------------------- floats


def float_arith(b: ir.IRBuilder, op: str, x: ir.Value, y: ir.Value) -> ir.Value:
    if op == "+":
        return b.fadd(x, y)
    if op == "-":
        return b.fsub(x, y)
    if op == "*":
        return b.fmul(x, y)
    if op == "/":
        return b.fdiv(x, y)
    raise ValueError(op)


def float_divmod(
    b: ir.IRBuilder, module: ir.Module, x: ir.Value, y: ir.Value
) -> tuple[ir.Value, ir.Value]:
    """(floor quotient, modulo) of two floats, NumPy's ``npy_divmod`` (which
    is CPython's float divmod) with its results for a zero divisor."""
    t = x.type
    zero, one, half = fconst(t, 0.0), fconst(t, 1.0), fconst(t, 0.5)
    copysign = intrinsic(module, "copysign", t, 2)
    floor = intrinsic(module, "floor", t)
    mod = b.frem(x, y)
    div = b.fdiv(b.fsub(x, mod), y)
    mod_nonzero = b.fcmp_unordered("!=", mod, zero)
    signs_differ = b.xor(b.fcmp_ordered("<", y, zero), b.fcmp_ordered("<", mod, zero))
    adjust = b.and_(mod_nonzero, signs_differ)
    mod_adj = b.select(adjust, b.fadd(mod, y), mod)
    div = b.select(adjust, b.fsub(div, one), div)
    mod_res = b.select(mod_nonzero, mod_adj, b.call(copysign, [zero, y]))
    fl = b.call(floor, [div])
    fl = b.select(b.fcmp_ordered(">", b.fsub(div, fl), half), b.fadd(fl, one), fl)
    floordiv = b.select(
        b.fcmp_unordered("!=", div, zero), fl, b.call(copysign, [zero, b.fdiv(x, y)])
    )
    y_zero = b.fcmp_ordered("==", y, zero)
    floordiv = b.select(y_zero, b.fdiv(x, y), floordiv)
    mod_res = b.select(y_zero, mod, mod_res)
    # Where fmod gives a NaN, its bits are the host's, not the device's
    # (pocl's fmod returns +NaN for x % 0.0, x86 -NaN).
    fabs = intrinsic(module, "fabs", t)
    is_nan = b.or_(b.fcmp_unordered("uno", x, x), b.fcmp_unordered("uno", y, y))
    nan_result = b.or_(is_nan, b.or_(y_zero, b.fcmp_ordered("==", b.call(fabs, [x]),
                                                            fconst(t, float("inf")))))
    mod_res = b.select(nan_result, host_fmod_nan(b, x, y), mod_res)
    return floordiv, mod_res


def host_fmod_nan(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    """The NaN x86's C library ``fmod`` returns where its result is NaN
    (glibc's x87 ``fprem``): a NaN operand, quieted (of two, the larger
    significand, the positive one on a tie); else, for ``fmod(inf, y)`` and
    ``fmod(x, 0)``, the default NaN, whose sign bit is set."""
    width = 64 if isinstance(x.type, ir.DoubleType) else 32
    mantissa = 52 if width == 64 else 23
    it = ir.IntType(width)
    quiet = 1 << (mantissa - 1)
    significand = (1 << mantissa) - 1
    default = ((1 << (width - mantissa)) - 1) << mantissa | quiet  # sign, exponent, quiet
    xq = b.or_(b.bitcast(x, it), ir.Constant(it, quiet))
    yq = b.or_(b.bitcast(y, it), ir.Constant(it, quiet))
    xs = b.and_(xq, ir.Constant(it, significand))
    ys = b.and_(yq, ir.Constant(it, significand))
    both = b.select(b.icmp_unsigned(">", xs, ys), xq,
                    b.select(b.icmp_unsigned(">", ys, xs), yq, b.and_(xq, yq)))
    x_nan = b.fcmp_unordered("uno", x, x)
    y_nan = b.fcmp_unordered("uno", y, y)
    bits = b.select(x_nan, b.select(y_nan, both, xq),
                    b.select(y_nan, yq, ir.Constant(it, default)))
    return b.bitcast(bits, x.type)


# ----------------------------------------------------------- comparisons


def compare(b: ir.IRBuilder, op: str, x: ir.Value, y: ir.Value, is_float: bool) -> ir.Value:
    ipred, fpred = PREDICATES[op]
    if is_float:
        if fpred == "une":
            return b.fcmp_unordered("!=", x, y)
        return b.fcmp_ordered(ipred, x, y)
    return b.icmp_signed(ipred, x, y)


def exact_compare(b: ir.IRBuilder, op: str, xi: ir.Value, yf: ir.Value, int_left: bool) -> ir.Value:
    """Python's exact comparison of an int (i64) and a float (double):
    compare after rounding, and where the rounded int equals the float
    (which is then an integer) compare as integers."""
    xf = b.sitofp(xi, F64)
    left, right = (xf, yf) if int_left else (yf, xf)
    rough = compare(b, op, left, right, True)
    equal = b.fcmp_ordered("==", xf, yf)
    two63 = fconst(F64, 2.0**63)
    big = b.fcmp_ordered(">=", yf, two63)  # only 2**63 itself can equal a rounded int64
    yi = b.fptosi(b.select(big, fconst(F64, 0.0), yf), I64)
    li, ri = (xi, yi) if int_left else (yi, xi)
    exact = compare(b, op, li, ri, False)
    # With y == 2**63 the int is below it.
    below = {"<": True, "<=": True, ">": False, ">=": False, "==": False, "!=": True}[op]
    if not int_left:
        below = {"<": False, "<=": False, ">": True, ">=": True, "==": False, "!=": True}[op]
    exact = b.select(big, ir.Constant(I1, int(below)), exact)
    return b.select(equal, exact, rough)


def truth(b: ir.IRBuilder, v: ir.Value, is_float: bool) -> ir.Value:
    """Python truthiness of a number: non-zero (NaN is true)."""
    if isinstance(v.type, ir.IntType) and v.type.width == 1:
        return v
    if is_float:
        return b.fcmp_unordered("!=", v, fconst(v.type, 0.0))
    return b.icmp_signed("!=", v, ir.Constant(v.type, 0))
