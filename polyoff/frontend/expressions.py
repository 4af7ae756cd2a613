"""Lowering of expressions: numbers, names, operators, comparisons,
conditional expressions, array elements and attributes.

A mixin of :class:`polyoff.frontend.python._Emitter` (it uses the emitter's
builder, environment and bookkeeping); calls are in
:mod:`polyoff.frontend.calls`.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable

from llvmlite import ir

from polyoff.frontend import numeric as nm
from polyoff.frontend.functions import module_constant
from polyoff.frontend.lowered import CheckedAccess, Guard
from polyoff.frontend.slices import HIDDEN
from polyoff.frontend.symbolic import Formula, Sym
from polyoff.frontend.syntax import ARITH_OPS, COMPARE_OPS
from polyoff.frontend.types import (
    BOOL,
    PY_FLOAT,
    PY_INT,
    TypeRuleError,
    VType,
    binary_result,
    int_constant_fits,
    power_by_constant,
)
from polyoff.frontend.values import ArrayRef, Expr, ShapeRef, StaticRef, Value


class ExpressionLowering:
    # --------------------------------------------------------- expressions
    def expr(self, node: ast.expr) -> Expr:
        if isinstance(node, ast.Constant):
            return self.constant(node)
        if isinstance(node, (ast.BinOp, ast.UnaryOp)):
            literal = self.literal(node)
            if literal is not None:
                return literal
        if isinstance(node, ast.Name):
            return self.name(node)
        if isinstance(node, ast.BinOp):
            return self.binop(
                ARITH_OPS[type(node.op)],
                self.value(node.left),
                self.value(node.right),
                node,
                node.right,
            )
        if isinstance(node, ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1:
                raise self.fail(
                    node, "chained comparisons are supported in conditions (if, elif) only"
                )
            cmp, _ = self.compare(
                COMPARE_OPS[type(node.ops[0])],
                self.value(node.left),
                self.value(node.comparators[0]),
                node,
            )
            return Value(VType.of(BOOL), cmp)
        if isinstance(node, ast.BoolOp):
            raise self.fail(
                node,
                "`and`/`or` are supported in conditions (if, elif, conditional expressions) only",
            )
        if isinstance(node, ast.IfExp):
            return self.if_expression(node)
        if isinstance(node, ast.Subscript):
            return self.subscript(node)
        if isinstance(node, ast.Attribute):
            return self.attribute(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        raise self.fail(node, f"`{type(node).__name__}` expressions are not supported")

    def value(self, node: ast.expr) -> Value:
        return self.number(self.expr(node), node)

    def number(self, e: Expr, node: ast.expr) -> Value:
        if isinstance(e, Value):
            return e
        if isinstance(e, ArrayRef):
            raise self.fail(
                node,
                f"`{self.src.snippet(node)}` is an array; only its elements can be used as values "
                "(index every dimension)",
            )
        if isinstance(e, ShapeRef):
            raise self.fail(
                node, f"`{self.src.snippet(node)}` is a tuple; use `{self.src.snippet(node)}[k]`"
            )
        raise self.fail(node, f"`{self.src.snippet(node)}` is not a number")

    def constant(self, node: ast.Constant) -> Value:
        v = node.value
        if isinstance(v, bool):
            return Value(VType.of(BOOL), ir.Constant(nm.I1, int(v)), None, v)
        if isinstance(v, int):
            if not int_constant_fits(v, PY_INT):
                raise self.fail(node, f"the integer {v} does not fit in 64 bits")
            return Value(VType.of(PY_INT), ir.Constant(nm.I64, v), Sym.const(v), v)
        if isinstance(v, float):
            return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, v), None, v)
        raise self.fail(node, f"the constant {v!r} is not a number")

    def literal(self, node: ast.BinOp | ast.UnaryOp) -> Value | None:
        """An expression of number literals, computed exactly as Python does
        (``-2**63`` fits in 64 bits though ``2**63`` does not); None for
        other expressions. A result outside 64 bits is an error; where
        Python would raise (``1 / 0``), the compiled code raises there."""
        return self._folded(node, lambda: literal_value(node))

    def raise_here(self, exception: str, message: str, node: ast.AST) -> Value:
        """Raise ``exception`` where ``node`` runs (Python evaluates it there):
        the code after it is unreachable; its value is a placeholder."""
        self.b.branch(self.raise_site(exception, message, node))
        self.b.position_at_end(self.block("after.raise"))
        return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, 0.0))

    def int_const(self, v: int) -> Value:
        return Value(VType.of(PY_INT), ir.Constant(nm.I64, v), Sym.const(v), v)

    def name(self, node: ast.Name) -> Expr:
        n = node.id
        if self.inline_names is not None and not n.startswith(HIDDEN):
            return self.inline_name(node)  # inside an inlined function
        if n in self.arrays:
            return self.arrays[n]
        if n in self.locals:
            return self.load_name(node)
        if n in self.global_scalars:
            return self.global_scalars[n]
        if n in self.statics:
            return StaticRef(n, self.statics[n])
        raise self.fail(node, f"name `{n}` is not defined")

    def load_name(self, node: ast.Name) -> Value:
        n = node.id
        if n in self.arrays:
            raise self.fail(node, f"`{n}` is an array; index it")
        assert self.env is not None
        local = self.env.get(n)
        if local is None:
            raise self.fail(node, f"local variable `{n}` is used before it is assigned")
        if local.maybe_unbound:
            raise self.fail(
                node,
                f"local variable `{n}` may be used before it is assigned "
                "(it is assigned only on some paths, or only inside a loop)",
            )
        if local.vtype is None:
            raise self.fail(
                node,
                f"variable `{n}` holds {local.conflict}, and the two cannot share one "
                f"representation; give it one type from the start (e.g. `{n} = 0.0` for a float, "
                f"`{n} = numpy.float32(0.0)` for a float32 accumulator)",
            )
        bit = None
        if _mixed_weakness(local.vtype) and n not in self.bitless:
            bit = self.b.load(self.slot(n, "weak"))
        return Value(
            local.vtype, self.b.load(self.slot(n, local.vtype.machine)), local.sym, weak_bit=bit
        )

    def weak_bit_of(self, v: Value) -> ir.Value | None:
        """Whether ``v`` is a Python scalar, as an i1 (None: not known)."""
        if not _mixed_weakness(v.vtype):
            return ir.Constant(nm.I1, int(v.vtype.all_weak))
        return v.weak_bit

    def unary(self, node: ast.UnaryOp) -> Value:
        if isinstance(node.op, ast.Not):
            raise self.fail(
                node, "`not` is supported in conditions (if, elif, conditional expressions) only"
            )
        v = self.value(node.operand)
        if v.is_bool:
            raise self.fail(node, "booleans cannot be used in arithmetic")
        if isinstance(node.op, ast.UAdd):
            return v
        if v.const is not None and not isinstance(v.const, bool):
            c = -v.const
            if isinstance(c, int):
                return self.int_const(c) if int_constant_fits(c, PY_INT) else self._too_big(node, c)
            return Value(v.vtype, ir.Constant(nm.F64, c), None, c)
        if v.vtype.is_float:
            return Value(v.vtype, self.b.fneg(v.ir))
        neg = self.b.sub(ir.Constant(v.ir.type, 0), v.ir, flags=["nsw"] if v.vtype.all_weak else [])
        return Value(v.vtype, neg, -v.sym if v.sym is not None else None)

    def _too_big(self, node: ast.AST, c: int | None) -> Value:
        value = f" = {c}" if c is not None and c.bit_length() <= 256 else ""
        raise self.fail(
            node,
            f"`{self.src.snippet(node)}`{value} does not fit in 64 bits "
            "(polyoff compiles Python ints as 64-bit integers)",
        )

    def to_i64(self, v: Value) -> Value:
        if v.vtype.machine == "i64":
            return v
        return Value(v.vtype, self.b.sext(v.ir, nm.I64), v.sym, v.const)

    # ------------------------------------------------------------ arithmetic
    def binop(self, op: str, a: Value, b: Value, node: ast.AST, right_node: ast.AST) -> Value:
        r = self._binop(op, a, b, node, right_node)
        if _mixed_weakness(r.vtype) and r.weak_bit is None:
            # NEP 50: a Python scalar only where both operands are
            bits = [self.weak_bit_of(a), self.weak_bit_of(b)]
            if bits[0] is not None and bits[1] is not None:
                r = dataclasses.replace(r, weak_bit=self.b.and_(bits[0], bits[1]))
        return r

    def _binop(self, op: str, a: Value, b: Value, node: ast.AST, right_node: ast.AST) -> Value:
        if a.is_bool or b.is_bool:
            raise self.fail(node, "booleans cannot be used in arithmetic")
        folded = self.fold(op, a, b, node)
        if folded is not None:
            return folded
        if (
            op == "**"
            and isinstance(b.const, int)
            and not isinstance(b.const, bool)
            and b.vtype.single == PY_INT
        ):
            return self.power_const(a, b.const, node)
        try:
            how, rtype = binary_result(op, a.vtype, b.vtype)
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None
        compute = how.compute
        for v in (a, b):
            if isinstance(v.const, int) and not int_constant_fits(v.const, compute):
                raise self.fail(node, f"Python integer {v.const} out of bounds for {compute.name}")
        x = nm.convert(self.b, a.ir, a.vtype, compute)
        y = nm.convert(self.b, b.ir, b.vtype, compute)
        if op in ("/", "//", "%") and rtype.all_weak and not b.const:
            self.python_zero_division(op, y, compute.is_float, node, right_node)
        sym = None
        if compute.is_int:
            nsw = rtype.all_weak
            if op in ("+", "-", "*"):
                r = nm.int_arith(self.b, op, x, y, nsw=nsw)
            elif op == "//":
                r = nm.int_floordiv(self.b, x, y)
            elif op == "%":
                r = nm.int_mod(self.b, x, y)
            else:
                raise self.fail(node, f"the operator {op} is not supported on integers here")
            if a.sym is not None and b.sym is not None:
                sym = {
                    "+": a.sym + b.sym,
                    "-": a.sym - b.sym,
                    "*": a.sym * b.sym,
                    "//": a.sym.floordiv(b.sym),
                    "%": a.sym.mod(b.sym),
                }[op]
        else:
            if op in ("+", "-", "*", "/"):
                r = nm.float_arith(self.b, op, x, y)
            elif op in ("//", "%"):
                q, m = nm.float_divmod(self.b, self.module, x, y)
                r = q if op == "//" else m
            else:
                r = self.library_call("pow", [x, y], node)
        return Value(rtype, r, sym)

    def python_zero_division(
        self, op: str, y: ir.Value, is_float: bool, node: ast.AST, divisor: ast.AST
    ) -> None:
        """Two Python numbers: dividing by zero raises ZeroDivisionError (NumPy
        scalars give inf or 0 with a warning instead, and the code does).
        A divisor that is a scalar argument the function never assigns is
        checked per call (zero: the undecorated function runs), so that loop
        nests dividing by it stay offloadable; others are tested here."""
        if isinstance(y, ir.Constant) and y.constant != 0:
            return
        if isinstance(divisor, ast.Name) and (
            divisor.id in self.global_scalars
            or (self._is_param(divisor.id) and divisor.id not in self.assigned)
        ):
            self.zero_divisors.setdefault(divisor.id)
            return
        zero = ir.Constant(y.type, 0.0 if is_float else 0)
        is_zero = self.b.fcmp_ordered("==", y, zero) if is_float else self.b.icmp_signed("==", y, zero)
        try:
            _EXACT[op](1.0 if is_float else 1, 0.0 if is_float else 0)
            message = "division by zero"
        except ZeroDivisionError as exc:
            message = str(exc)  # this Python's own words
        ok = self.block("divisor.ok")
        self.b.cbranch(is_zero, self.raise_site("ZeroDivisionError", message, node), ok)
        self.b.position_at_end(ok)

    def fold(self, op: str, a: Value, b: Value, node: ast.AST) -> Value | None:
        """``a op b`` for two Python constants (``math.pi`` among them), as
        Python computes it at run time: raising where it raises, an error
        where the result leaves 64 bits; None when either is not constant."""
        x, y = a.const, b.const
        if x is None or y is None or isinstance(x, bool) or isinstance(y, bool):
            return None
        return self._folded(node, lambda: exact_binary(op, x, y))

    def _folded(self, node: ast.AST, compute: Callable[[], int | float]) -> Value | None:
        """The constant ``compute()`` gives, computed exactly as Python does:
        an error for a complex result or one outside 64 bits, a raise site
        where Python raises, None when the operands are not constants."""
        try:
            r = compute()
        except ComplexResult:
            raise self.fail(node, f"`{self.src.snippet(node)}` is a complex number in Python") from None
        except TooBig:
            return self._too_big(node, None)
        except NotLiteral:
            return None
        except (ZeroDivisionError, OverflowError) as exc:
            return self.raise_here(type(exc).__name__, str(exc), node)
        if isinstance(r, int):
            return self.int_const(r) if int_constant_fits(r, PY_INT) else self._too_big(node, r)
        return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, r), None, r)

    def power_const(self, a: Value, n: int, node: ast.AST) -> Value:
        try:
            results = {power_by_constant(t, n) for t in a.vtype.members}
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None
        rtype = VType(frozenset(results))
        if a.vtype.is_int and n >= 0:
            return Value(rtype, nm.int_power(self.b, a.ir, n, nsw=a.vtype.all_weak))
        target = next(iter(results))
        if len({t.machine for t in results}) != 1:
            raise self.fail(node, "the power's type would depend on the path taken")
        x = nm.convert(self.b, a.ir, a.vtype, target)
        return Value(rtype, self.library_call("pow", [x, nm.fconst(x.type, float(n))], node))

    def compare(
        self, op: str, a: Value, b: Value, node: ast.AST
    ) -> tuple[ir.Value, Formula | None]:
        if a.is_bool or b.is_bool:
            raise self.fail(node, "comparing booleans is not supported")
        try:
            how, _ = binary_result(op, a.vtype, b.vtype)
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None
        if how.exact_compare:
            int_left = a.vtype.is_int
            xi, yf = (a.ir, b.ir) if int_left else (b.ir, a.ir)
            return nm.exact_compare(self.b, op, xi, yf, int_left), None
        x = nm.convert(self.b, a.ir, a.vtype, how.compute)
        y = nm.convert(self.b, b.ir, b.vtype, how.compute)
        cmp = nm.compare(self.b, op, x, y, how.compute.is_float)
        formula = None
        if (
            how.compute.is_int
            and a.sym is not None
            and b.sym is not None
            and a.sym.checkable
            and b.sym.checkable
        ):
            formula = Formula.compare(op, a.sym, b.sym)
        return cmp, formula

    def if_expression(self, node: ast.IfExp) -> Value:
        if _speculatable(node):
            return self.select_expression(node)
        t, f, merge = self.block("ifexp.then"), self.block("ifexp.else"), self.block("ifexp.end")
        then_f, else_f = self.branch(node.test, t, f)
        results = []
        for blk, sub, formula in ((t, node.body, then_f), (f, node.orelse, else_f)):
            self.b.position_at_end(blk)
            with self.guarded(Guard(formula)):
                v = self.value(sub)
            results.append((v, self.b.block))
            self.b.branch(merge)
        (a, a_blk), (c, c_blk) = results
        joined = a.vtype.join(c.vtype)
        if joined is None:
            raise self.fail(
                node,
                f"the conditional expression gives {a.vtype.describe()} or {c.vtype.describe()}; "
                "convert both sides to one type",
            )
        self.b.position_at_end(merge)
        phi = self.b.phi(a.ir.type)
        phi.add_incoming(a.ir, a_blk)
        phi.add_incoming(c.ir, c_blk)
        return Value(joined, phi)

    def select_expression(self, node: ast.IfExp) -> Value:
        """``a if c else b`` as a ``select``: both sides evaluated, which is
        safe when they read only elements the condition read already (and
        nothing here can trap), and keeps data-dependent choices such as
        ``x if x < y else y`` out of the control flow (a branch on array
        values would keep the loop nest off the device)."""
        cond = self.condition_value(node.test)
        a = self.value(node.body)
        c = self.value(node.orelse)
        joined = a.vtype.join(c.vtype)
        if joined is None:
            raise self.fail(
                node,
                f"the conditional expression gives {a.vtype.describe()} or {c.vtype.describe()}; "
                "convert both sides to one type",
            )
        return Value(joined, self.b.select(cond, a.ir, c.ir))

    def condition_value(self, node: ast.expr) -> ir.Value:
        """An i1 for a condition without short-circuit evaluation (only for
        conditions whose operands are all safe to evaluate)."""
        if isinstance(node, ast.BoolOp):
            vals = [self.condition_value(v) for v in node.values]
            out = vals[0]
            for v in vals[1:]:
                out = self.b.and_(out, v) if isinstance(node.op, ast.And) else self.b.or_(out, v)
            return out
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return self.b.not_(self.condition_value(node.operand))
        if isinstance(node, ast.Compare):
            left = self.value(node.left)
            out = None
            for op_node, right_node in zip(node.ops, node.comparators):
                right = self.value(right_node)
                cmp, _ = self.compare(COMPARE_OPS[type(op_node)], left, right, node)
                out = cmp if out is None else self.b.and_(out, cmp)
                left = right
            return out
        v = self.value(node)
        return nm.truth(self.b, v.ir, v.vtype.is_float)

    # --------------------------------------------------------------- arrays
    def subscript_parts(self, node: ast.Subscript) -> tuple[ArrayRef, list[ast.expr]]:
        indices: list[ast.expr] = []
        cur: ast.expr = node
        while isinstance(cur, ast.Subscript):
            items = cur.slice.elts if isinstance(cur.slice, ast.Tuple) else [cur.slice]
            indices = list(items) + indices
            cur = cur.value
        base = self.expr(cur)
        if isinstance(base, ShapeRef):
            raise self.fail(node, "only `A.shape[k]` with a constant k is supported")
        if not isinstance(base, ArrayRef):
            raise self.fail(cur, f"`{self.src.snippet(cur)}` is not an array and cannot be indexed")
        nd = base.spec.ndim
        if any(isinstance(i, ast.Slice) for i in indices):
            raise self.fail(
                node,
                f"`{self.src.snippet(node)}` is an array (a slice); slices are supported in "
                "whole-array assignments (`A[1:-1] = 0.5 * B[:-2]`), in-place updates and "
                "np.sum/np.dot, not as single values",
            )
        if len(indices) > nd:
            raise self.fail(
                node,
                f"too many indices for `{base.name}`: it is {nd}-dimensional, "
                f"but {len(indices)} were given",
            )
        if len(indices) < nd:
            raise self.fail(
                node,
                f"`{self.src.snippet(node)}` is a view of {nd - len(indices)} dimension(s) of "
                f"`{base.name}`; index all {nd} dimensions to get an element",
            )
        return base, indices

    def subscript(self, node: ast.Subscript) -> Value:
        if isinstance(node.value, ast.Attribute) and node.value.attr == "shape":
            base = self.expr(node.value)
            if isinstance(base, ShapeRef):
                k = node.slice
                kv = k.value if isinstance(k, ast.Constant) else None
                if (
                    isinstance(k, ast.UnaryOp)
                    and isinstance(k.op, ast.USub)
                    and isinstance(k.operand, ast.Constant)
                ):
                    kv = -k.operand.value if isinstance(k.operand.value, int) else None
                if not isinstance(kv, int) or isinstance(kv, bool):
                    raise self.fail(k, "the index of `A.shape[k]` must be an integer constant")
                nd = base.array.spec.ndim
                if not -nd <= kv < nd:
                    raise self.fail(
                        k, f"`{base.array.name}.shape` has {nd} entries; index {kv} is out of range"
                    )
                return self.shape_value(base.array, kv % nd)
        arr, indices = self.subscript_parts(node)
        return self.load_element(arr, self.element_pointer(arr, indices, node))

    def shape_value(self, arr: ArrayRef, k: int) -> Value:
        return Value(VType.of(PY_INT), arr.shapes[k], arr.shape_sym(k))

    def element_pointer(
        self, arr: ArrayRef, index_nodes: list[ast.expr], node: ast.AST
    ) -> ir.Value:
        values = []
        for idx in index_nodes:
            v = self.value(idx)
            if not v.vtype.is_int:
                raise self.fail(idx, f"array indices must be integers, not {v.vtype.describe()}")
            values.append(self.to_i64(v))
        known = all(c is not None for c in self.context)
        checkable = known and all(v.sym is not None and v.sym.checkable for v in values)
        if checkable:
            self.accesses.append(
                CheckedAccess(
                    arr.name,
                    tuple(v.sym for v in values),
                    tuple(self.context),  # type: ignore[misc]
                    *self.position(node),
                    self.src.snippet(node),
                    arr.extents,
                )
            )
            indices = [v.ir for v in values]
        else:
            if known:
                bad = next(
                    n for v, n in zip(values, index_nodes) if v.sym is None or not v.sym.checkable
                )
                self.note(
                    bad,
                    f"the subscript `{self.src.snippet(bad)}` of `{arr.name}` is not an affine function "
                    "of loop variables and integer arguments",
                )
            indices = [self.checked_index(v.ir, arr, k, node) for k, v in enumerate(values)]
        offset = indices[0]
        for k in range(1, len(indices)):
            offset = self.b.add(
                self.b.mul(offset, arr.shapes[k], flags=["nsw"]), indices[k], flags=["nsw"]
            )
        elem = nm.ll_type(arr.spec.dtype.machine)
        return self.b.gep(arr.ptr, [offset], inbounds=True, source_etype=elem)

    def checked_index(self, idx: ir.Value, arr: ArrayRef, axis: int, node: ast.AST) -> ir.Value:
        """Python's indexing: a negative index counts from the end; out of
        range raises IndexError."""
        n = arr.shapes[axis]
        neg = self.b.icmp_signed("<", idx, ir.Constant(nm.I64, 0))
        wrapped = self.b.select(neg, self.b.add(idx, n), idx)
        bad = self.b.icmp_unsigned(">=", wrapped, n)
        ok = self.block("index.ok")
        msg = f"index out of bounds for axis {axis} of `{arr.name}` in `{self.src.snippet(node)}`"
        self.b.cbranch(bad, self.raise_site("IndexError", msg, node), ok)
        self.b.position_at_end(ok)
        return wrapped

    def load_element(self, arr: ArrayRef, ptr: ir.Value) -> Value:
        t = arr.spec.dtype
        return Value(VType.of(t), self.b.load(ptr, typ=nm.ll_type(t.machine)))

    def store_element(self, arr: ArrayRef, ptr: ir.Value, v: Value, node: ast.AST) -> None:
        t = arr.spec.dtype
        if (
            isinstance(v.const, int)
            and not isinstance(v.const, bool)
            and not int_constant_fits(v.const, t)
        ):
            raise self.fail(node, f"Python integer {v.const} out of bounds for {t.name}")
        if v.is_bool:
            conv = (
                self.b.uitofp(v.ir, nm.ll_type(t.machine))
                if t.is_float
                else self.b.zext(v.ir, nm.ll_type(t.machine))
            )
        else:
            conv = nm.convert(self.b, v.ir, v.vtype, t)
        self.b.store(conv, ptr)
        self.written.add(arr.name)

    # ----------------------------------------------------------- attributes
    def attribute(self, node: ast.Attribute) -> Expr:
        base = self.expr(node.value)
        if isinstance(base, ArrayRef):
            if node.attr == "shape":
                return ShapeRef(base)
            if node.attr == "ndim":
                return self.int_const(base.spec.ndim)
            if node.attr == "size":
                v = self.shape_value(base, 0)
                for k in range(1, base.spec.ndim):
                    nxt = self.shape_value(base, k)
                    v = Value(v.vtype, self.b.mul(v.ir, nxt.ir, flags=["nsw"]), v.sym * nxt.sym)  # type: ignore[operator]
                return v
            raise self.fail(
                node,
                f"the array attribute `.{node.attr}` is not supported "
                "(`.shape`, `.ndim` and `.size` are)",
            )
        if isinstance(base, StaticRef):
            try:
                obj = getattr(base.obj, node.attr)
            except AttributeError:
                raise self.fail(node, f"`{self.src.snippet(node)}` does not exist") from None
            const = module_constant(base.obj, node.attr)
            if const is not None:
                return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, const), None, const)
            return StaticRef(f"{base.name}.{node.attr}", obj)
        raise self.fail(node, f"the attribute `{self.src.snippet(node)}` is not supported")


def _mixed_weakness(t: VType) -> bool:
    return len({m.weak for m in t.members}) > 1


class NotLiteral(Exception):
    """Not an expression of number literals (or not one polyoff computes)."""


class ComplexResult(NotLiteral):
    """Python would compute a complex number (``(-8) ** 0.5``)."""


class TooBig(NotLiteral):
    """An integer of thousands of bits: out of 64 bits, whatever follows."""


#: Literal integers beyond this many bits are out of 64 bits anyway; the
#: bound keeps ``10**10**10`` from being computed.
_LITERAL_BITS = 4096

_EXACT = {
    "+": lambda x, y: x + y,
    "-": lambda x, y: x - y,
    "*": lambda x, y: x * y,
    "/": lambda x, y: x / y,
    "//": lambda x, y: x // y,
    "%": lambda x, y: x % y,
    "**": lambda x, y: x**y,
}


def exact_binary(op: str, x: int | float, y: int | float) -> int | float:
    """Python's ``x op y`` for numbers; ComplexResult or TooBig for a result
    polyoff has no type for (complex, an integer of thousands of bits)."""
    if (op == "**" and isinstance(x, int) and isinstance(y, int) and y > 0
            and abs(x) > 1 and y * (abs(x).bit_length() - 1) > _LITERAL_BITS):
        raise TooBig(op)
    r = _EXACT[op](x, y)
    if isinstance(r, complex):
        raise ComplexResult(op)
    if isinstance(r, int) and r.bit_length() > _LITERAL_BITS:
        raise TooBig(op)
    return r


def literal_value(node: ast.AST) -> int | float:
    """The value of an expression of int and float literals, unary ``+ -``
    and ``+ - * / // % **``, exactly as Python computes it (raising what it
    raises); NotLiteral for anything else."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = literal_value(node.operand)
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, ast.BinOp) and type(node.op) in ARITH_OPS:
        return exact_binary(ARITH_OPS[type(node.op)], literal_value(node.left),
                            literal_value(node.right))
    raise NotLiteral(type(node).__name__)


def _element_reads(node: ast.AST) -> list[str]:
    return [
        ast.dump(n)
        for n in ast.walk(node)
        if isinstance(n, ast.Subscript)
        and not (isinstance(n.value, ast.Attribute) and n.value.attr == "shape")
    ]


def _speculatable(node: ast.IfExp) -> bool:
    """Whether both sides and the whole condition of ``a if c else b`` may be
    evaluated unconditionally: every element they read is one the condition
    reads first (so it is in range whenever the condition was evaluated)."""
    test = node.test
    if isinstance(test, ast.BoolOp):
        return False  # keep `and`/`or` short-circuit
    if isinstance(test, ast.Compare) and len(test.ops) > 1:
        return False
    first = _element_reads(test)
    return all(r in first for r in _element_reads(node.body) + _element_reads(node.orelse))
