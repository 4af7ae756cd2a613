"""Lowering of calls: builtins, ``math`` and ``numpy`` scalar functions, casts.

A mixin of :class:`polyoff.frontend.python._Emitter`. The C library's
transcendental functions keep their loop nest on the CPU unless fast math
is allowed (see :func:`polyoff.frontend.python.lower_function`), and NumPy's
own implementations of them, which differ from the C library's, are refused.
"""

from __future__ import annotations

import ast

from llvmlite import ir

from polyoff.frontend import numeric as nm
from polyoff.frontend.functions import Callable, find_callable, numpy_kind
from polyoff.frontend.types import (
    PY_FLOAT,
    PY_INT,
    TypeRuleError,
    VType,
    int_constant_fits,
    keep_type_ufunc,
    min_max_result,
    promote,
    strong_of,
    unary_float_ufunc,
)
from polyoff.frontend.values import ArrayRef, StaticRef, Value

#: NumPy ufuncs whose float results NumPy computes with its own (SIMD)
#: code rather than the C library's.
NUMPY_INEXACT = frozenset(
    {"exp", "log", "log2", "log10", "sin", "cos", "tan", "tanh", "power", "pow"}
)
_MATH_NAME = {"power": "pow"}


class CallLowering:
    # ---------------------------------------------------------------- calls
    def call(self, node: ast.Call) -> Value:
        if node.keywords:
            raise self.fail(
                node.keywords[0],
                f"keyword arguments in calls are not supported (`{self.src.snippet(node)}`)",
            )
        reduced = self.reduction_call(node)
        if reduced is not None:
            return reduced
        target = self.expr(node.func)
        if not isinstance(target, StaticRef):
            raise self.fail(node.func, f"`{self.src.snippet(node.func)}` is not a function")
        fn = find_callable(target.obj)
        if fn is None:
            inlined = self.inline_call(node, target.obj)
            if inlined is not None:
                return inlined
            if getattr(target.obj, "__name__", None) == "<lambda>":
                raise self.fail(
                    node.func,
                    f"`{self.src.snippet(node.func)}` is a lambda; calls are inlined from "
                    "functions defined with `def` whose body is assignments and a `return`",
                )
            what = f"`{self.src.snippet(node.func)}`"
            raise self.fail(
                node,
                f"calling {what} is not supported; only math/numpy scalar functions, "
                "abs, min, max, len, float, int, numpy.float32/float64/int32/int64 and "
                "Python functions (inlined) are",
            )
        if fn.name == "range":
            raise self.fail(node, "range() is supported only as the iterable of a for loop")
        if len(node.args) not in fn.nargs:
            raise self.fail(
                node, f"{fn.spelling}() takes {_counts(fn.nargs)} argument(s), not {len(node.args)}"
            )
        if fn.name == "len":
            arr = self.expr(node.args[0])
            if not isinstance(arr, ArrayRef):
                raise self.fail(node.args[0], "len() is supported on arrays only")
            return self.shape_value(arr, 0)
        args = [self.value(a) for a in node.args]
        for a, a_node in zip(args, node.args):
            if a.is_bool:
                raise self.fail(a_node, f"{fn.spelling}() of a boolean is not supported")
        try:
            if fn.family == "builtin":
                return self.call_builtin(fn, args, node)
            if fn.family == "math":
                return self.call_math(fn, args, node)
            if fn.family == "numpy":
                return self.call_numpy(fn, args, node)
            return self.call_cast(fn, args[0], node)
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None

    def call_builtin(self, fn: Callable, args: list[Value], node: ast.Call) -> Value:
        name = fn.name
        if name == "abs":
            (v,) = args
            if v.vtype.is_float:
                return Value(
                    v.vtype, self.b.call(nm.intrinsic(self.module, "fabs", v.ir.type), [v.ir])
                )
            sym = v.sym.maximum(-v.sym) if v.sym is not None else None
            return Value(v.vtype, nm.int_abs(self.b, v.ir, nsw=v.vtype.all_weak), sym)
        if name in ("min", "max"):
            result = args[0]
            for k, nxt in enumerate(args[1:], 1):
                rtype = min_max_result(result.vtype, nxt.vtype)
                cmp, _ = self.compare("<" if name == "min" else ">", nxt, result, node.args[k])
                chosen = self.b.select(cmp, nxt.ir, result.ir)
                sym = None
                if rtype.is_int and result.sym is not None and nxt.sym is not None:
                    sym = (
                        result.sym.minimum(nxt.sym)
                        if name == "min"
                        else result.sym.maximum(nxt.sym)
                    )
                result = Value(rtype, chosen, sym)
            return result
        (v,) = args
        if name == "float":
            return Value(VType.of(PY_FLOAT), nm.convert(self.b, v.ir, v.vtype, PY_FLOAT))
        if name == "int":
            if v.vtype.is_int:
                return Value(VType.of(PY_INT), self.to_i64(v).ir, v.sym)
            return Value(VType.of(PY_INT), nm.float_to_int(self.b, v.ir, 64))
        raise self.fail(node, f"{name}() is not supported")

    def call_math(self, fn: Callable, args: list[Value], node: ast.Call) -> Value:
        name = fn.name
        if name in ("floor", "ceil") and args[0].vtype.is_int:
            return Value(VType.of(PY_INT), self.to_i64(args[0]).ir, args[0].sym)
        xs = [nm.convert(self.b, a.ir, a.vtype, PY_FLOAT) for a in args]
        r = self.float_function(name, xs, node)
        if name in ("floor", "ceil"):
            return Value(VType.of(PY_INT), nm.float_to_int(self.b, r, 64))
        return Value(VType.of(PY_FLOAT), r)

    def call_numpy(self, fn: Callable, args: list[Value], node: ast.Call) -> Value:
        kind = numpy_kind(fn.name)
        if self.exact_math and fn.name in NUMPY_INEXACT and not all(a.vtype.is_int for a in args):
            raise TypeRuleError(
                f"numpy.{fn.name} on floats uses NumPy's own implementation, whose results differ in the "
                "last bit from the C library's (and from any device's), so polyoff cannot reproduce it "
                f"exactly; use math.{_MATH_NAME.get(fn.name, fn.name)} or `**` (the C library's, bit-identical), "
                "or decorate with fast_math=True to accept last-bit differences"
            )
        if kind == "power":
            a, b = args
            results = {strong_of(promote(x, y)) for x in a.vtype.members for y in b.vtype.members}
            if len(results) != 1:
                raise TypeRuleError("numpy.power's result type would depend on the path taken")
            t = results.pop()
            if t.is_int:
                if not (isinstance(b.const, int) and b.const >= 0):
                    raise TypeRuleError(
                        "numpy.power of integers needs a constant non-negative exponent"
                    )
                x = nm.convert(self.b, a.ir, a.vtype, t)
                return Value(VType.of(t), nm.int_power(self.b, x, b.const, nsw=False))
            x = nm.convert(self.b, a.ir, a.vtype, t)
            y = nm.convert(self.b, b.ir, b.vtype, t)
            return Value(VType.of(t), self.library_call("pow", [x, y], node))
        (v,) = args
        rule = unary_float_ufunc if kind == "float" else keep_type_ufunc
        results = {rule(t) for t in v.vtype.members}
        if len(results) != 1:
            raise TypeRuleError(f"numpy.{fn.name}'s result type would depend on the path taken")
        t = results.pop()
        x = nm.convert(self.b, v.ir, v.vtype, t)
        if t.is_int:
            if fn.name in ("abs", "absolute"):
                return Value(VType.of(t), nm.int_abs(self.b, x, nsw=False))
            return Value(VType.of(t), x, v.sym)  # floor/ceil keep integers
        name = "fabs" if fn.name in ("abs", "absolute") else fn.name
        return Value(VType.of(t), self.float_function(name, [x], node))

    def call_cast(self, fn: Callable, v: Value, node: ast.Call) -> Value:
        t = fn.cast_to
        assert t is not None
        if isinstance(v.const, int) and not int_constant_fits(v.const, t):
            raise self.fail(node, f"Python integer {v.const} out of bounds for {t.name}")
        sym = v.sym if t.is_int and v.vtype.is_int else None
        return Value(VType.of(t), nm.convert(self.b, v.ir, v.vtype, t), sym)

    def float_function(self, name: str, xs: list[ir.Value], node: ast.AST) -> ir.Value:
        t = xs[0].type
        if name in ("sqrt", "fabs", "floor", "ceil"):
            # Exact operations (IEEE sqrt is correctly rounded everywhere).
            return self.b.call(nm.intrinsic(self.module, name, t), xs)
        return self.library_call(name, xs, node)

    def library_call(self, name: str, xs: list[ir.Value], node: ast.AST) -> ir.Value:
        """A C library function; under exact math through a CPU-only wrapper,
        which the detector rejects, so its loop nest stays on the CPU."""
        fn = nm.libm(self.module, name, xs[0].type, len(xs))
        if not self.exact_math:
            return self.b.call(fn, xs)
        self.note(
            node,
            f"`{self.src.snippet(node)}` calls the C library's {fn.name}, which devices do not "
            "reproduce bit for bit, so this loop nest stays on the CPU "
            "(decorate with fast_math=True to offload it)",
        )
        return self.b.call(nm.cpu_only(self.module, fn), xs)


def _counts(ns: tuple[int, ...]) -> str:
    if len(ns) == 1:
        return str(ns[0])
    return f"{ns[0]} to {ns[-1]}"
