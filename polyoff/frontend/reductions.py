"""Reductions of slices: ``np.sum(x)``, ``x.sum()``, ``np.dot(x, y)``,
``x.dot(y)``, bit-identical to NumPy's.

The order of the additions is what makes a float sum's bits, so it
follows NumPy's (measured against NumPy 2.4, all lengths to 300 and up to
20,000, contiguous and strided, float32 and float64):

* ``np.sum`` of floats is ``0.0 + pairwise(x)``: NumPy's pairwise summation
  (fewer than 8 elements in order; up to 128 in eight interleaved partial
  sums combined as ``((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7))``, the rest in
  order; longer halves at a multiple of 8, recursively). It is emitted as
  a recursive helper function in the module, so the loop nest around it
  stays on the CPU: the sum is exact, not parallel. One-dimensional
  views (any stride) and whole arrays (contiguous: NumPy sums them as one
  run) are reproduced; NumPy's order over several strided axes is not, so
  those are refused.
* ``np.dot`` of floats calls BLAS, whose order depends on the machine: it
  is refused unless ``fast_math=True``.
* Integer sums and dot products wrap, so any order gives NumPy's bits: they
  become plain loops (``acc += x[k]``, offloadable around them), in NumPy's
  result types (``int32`` sums to ``int64``; ``np.dot`` keeps the promoted
  type). Under ``fast_math=True`` float ones do too, in order.
"""

from __future__ import annotations

import ast

import numpy as np
from llvmlite import ir

from polyoff.frontend import numeric as nm
from polyoff.frontend.lowered import CheckedAccess, LoopDomain
from polyoff.frontend.slices import HIDDEN, _at, _const, _View
from polyoff.frontend.symbolic import Sym
from polyoff.frontend.types import FLOAT32, FLOAT64, INT32, INT64, NumType, VType
from polyoff.frontend.values import StaticRef, Value

_TYPES = {"int32": INT32, "int64": INT64, "float32": FLOAT32, "float64": FLOAT64}
#: NumPy's unrolling and block size in pairwise summation (loops_utils.h).
_UNROLL = 8
_BLOCK = 128


class ReductionLowering:
    def reduction_call(self, node: ast.Call) -> Value | None:
        """The value of ``node`` if it is a reduction of arrays, else None."""
        func = node.func
        kind = None
        args = list(node.args)
        if (
            isinstance(func, ast.Attribute)
            and func.attr in ("sum", "dot")
            and isinstance(func.value, (ast.Name, ast.Subscript))
            and self._view(func.value) is not None
        ):
            kind = func.attr
            args = [func.value, *args]
        else:
            target = self.expr(func) if isinstance(func, (ast.Name, ast.Attribute)) else None
            if isinstance(target, StaticRef):
                if target.obj is np.sum:
                    kind = "sum"
                elif target.obj is np.dot:
                    kind = "dot"
        if kind is None:
            return None
        wanted = 1 if kind == "sum" else 2
        if len(args) != wanted:
            extra = " (an axis is not supported)" if kind == "sum" else ""
            raise self.fail(
                node, f"numpy.{kind} takes {wanted} array argument(s) here, not {len(args)}{extra}"
            )
        operands = [self._array_operands(a) for a in args]
        for a, ops in zip(args, operands):
            if not ops:
                raise self.fail(a, f"`{self.src.snippet(a)}` is not an array (numpy.{kind})")
        result = self._sum(node, args[0], operands[0]) if kind == "sum" else self._dot(node, *args)
        self.loc(node)
        return result

    # ------------------------------------------------------------------ sum
    def _sum(self, node: ast.Call, arg: ast.expr, operands: list[_View]) -> Value:
        dtypes = {self.arrays[v.name].spec.dtype for v in operands}
        is_float = any(t.is_float for t in dtypes)
        if not is_float:
            return self._ordered(node, arg, None, INT64)
        if not self.exact_math:
            return self._ordered(node, arg, None, _result_type(dtypes))
        view = operands[0]
        if len(operands) != 1 or view.node is not arg:
            raise self.fail(
                arg,
                f"numpy.sum of the expression `{self.src.snippet(arg)}` adds a temporary array "
                "pairwise, which polyoff does not reproduce; sum a slice, write the loop "
                "(`s += ...`, in order), or decorate with fast_math=True",
            )
        return self._pairwise(node, view)

    def _pairwise(self, node: ast.Call, view: _View) -> Value:
        arr = self.arrays[view.name]
        t = arr.spec.dtype
        elem = nm.ll_type(t.machine)
        axes = view.axes
        full = all(d.index is None and not d.bounds and d.step == 1 for d in view.dims)
        if full:
            n = arr.shapes[0]
            for k in range(1, arr.spec.ndim):
                n = self.b.mul(n, arr.shapes[k], flags=["nsw"])
            base, stride = arr.ptr, ir.Constant(nm.I64, 1)
            if arr.spec.ndim > 1:
                self.summed_whole.append(arr.name)  # the caller's, when inlined
        else:
            if len(axes) != 1:
                raise self.fail(
                    view.node,
                    f"numpy.sum over {len(axes)} strided axes (`{self.src.snippet(view.node)}`) "
                    "adds in an order polyoff does not reproduce; sum each row in a loop, or "
                    "decorate with fast_math=True",
                )
            base, stride, n = self._strided(node, view, axes[0])
        helper = _pairwise_function(self.module, elem)
        total = self.b.call(helper, [base, n, stride])
        return Value(VType.of(t), self.b.fadd(ir.Constant(elem, 0.0), total))

    def _strided(
        self, node: ast.Call, view: _View, axis: int
    ) -> tuple[ir.Value, ir.Value, ir.Value]:
        """First element's address, stride (elements) and length of a
        one-axis view, with its accesses recorded for the call-time check."""
        if any(c is None for c in self.context):
            raise self.fail(
                node, "numpy.sum inside a loop whose range is not affine is not supported"
            )
        arr = self.arrays[view.name]
        self._require_bounds(view, node)
        d = view.dims[axis]
        length = self.value(d.length)  # type: ignore[arg-type]
        start = self.value(d.start)  # type: ignore[arg-type]
        indices = [self.value(x.index) if x.index is not None else start for x in view.dims]
        for v, x in zip(indices, view.dims):
            if v.sym is None or not v.sym.checkable or not v.vtype.is_int:
                raise self.fail(
                    x.index or x.start,
                    f"the index `{self.src.snippet(x.index or x.start)}` of numpy.sum's slice "
                    "must be an affine function of loop variables and integer arguments",
                )
        if length.sym is None or not length.sym.checkable:
            raise self.fail(view.node, "the length of numpy.sum's slice must be affine")
        self.loop_count += 1
        dim = f"sum_{self.loop_count}"
        syms = [v.sym for v in indices]
        syms[axis] = start.sym + Sym.loop(dim) * Sym.const(d.step)  # type: ignore[operator]
        domain = LoopDomain(dim, Sym.const(0), length.sym, Sym.const(1))
        self.accesses.append(
            CheckedAccess(
                arr.name,
                tuple(syms),  # type: ignore[arg-type]
                (*self.context, domain),  # type: ignore[arg-type]
                *self.position(node),
                self.src.snippet(view.node),
                arr.extents,
            )
        )
        offset = None
        for k, v in enumerate(indices):
            i = self.to_i64(v).ir
            offset = (
                i
                if offset is None
                else self.b.add(self.b.mul(offset, arr.shapes[k], flags=["nsw"]), i, flags=["nsw"])
            )
        elem = nm.ll_type(arr.spec.dtype.machine)
        base = self.b.gep(arr.ptr, [offset], source_etype=elem)
        stride: ir.Value = ir.Constant(nm.I64, d.step)
        for k in range(axis + 1, arr.spec.ndim):
            stride = self.b.mul(stride, arr.shapes[k], flags=["nsw"])
        return base, stride, self.to_i64(length).ir

    # ------------------------------------------------------------------ dot
    def _dot(self, node: ast.Call, x: ast.expr, y: ast.expr) -> Value:
        views = []
        for a in (x, y):
            v = self._view(a) if isinstance(a, (ast.Name, ast.Subscript)) else None
            if v is None or len(v.axes) != 1:
                raise self.fail(
                    a,
                    f"numpy.dot is supported on one-dimensional slices, not "
                    f"`{self.src.snippet(a)}`",
                )
            views.append(v)
        dtypes = [self.arrays[v.name].spec.dtype for v in views]
        rtype = _result_type(set(dtypes))
        if rtype.is_float and self.exact_math:
            raise self.fail(
                node,
                "numpy.dot of floats runs in BLAS, whose order of additions depends on the "
                "machine, so polyoff cannot reproduce its bits; write the loop "
                "(`s += x[k] * y[k]`, in order) or decorate with fast_math=True",
            )
        return self._ordered(node, x, y, rtype)

    # ---------------------------------------------------------- in-order loops
    def _ordered(self, node: ast.Call, x: ast.expr, y: ast.expr | None, rtype: NumType) -> Value:
        """``acc = rtype(0); for ...: acc += x[...] (* y[...])``, in order."""
        if any(c is None for c in self.context):
            raise self.fail(
                node, "reductions inside a loop whose range is not affine are not supported"
            )
        xs = self._array_operands(x)
        ref = xs[0]
        lengths = [self._sym(ref.dims[k].length, "slice length") for k in ref.axes]
        ops = xs + (self._array_operands(y) if y is not None else [])
        for v in ops:
            self._require_bounds(v, node)
        for v in ops[1:]:
            self._require_shape(v, ref, lengths, node, exact=y is not None)
        acc = f"{HIDDEN}{node.lineno}_{node.col_offset}_acc"
        key = (node, False)
        cached = self.rewritten.get(key)
        if cached is None:
            rank = len(ref.axes)
            tvars = [f"{HIDDEN}{node.lineno}_{node.col_offset}_r{d}" for d in range(rank)]
            prelude: list[ast.stmt] = []
            counter = [0]
            self.writing = set()
            term = self._element(x, rank, tvars, prelude, node, counter)
            if y is not None:
                term = _at(
                    ast.BinOp(
                        term, ast.Mult(), self._element(y, rank, tvars, prelude, node, counter)
                    ),
                    node,
                )  # type: ignore[assignment]
            zero = _at(
                ast.Call(
                    ast.Attribute(ast.Name(f"{HIDDEN}np", ast.Load()), rtype.name, ast.Load()),
                    [_const(0, node)],
                    [],
                ),
                node,
            )
            body: ast.stmt = _at(ast.AugAssign(ast.Name(acc, ast.Store()), ast.Add(), term), node)  # type: ignore[assignment]
            for d in reversed(range(rank)):
                length = ref.dims[ref.axes[d]].length
                it = _at(ast.Call(ast.Name("range", ast.Load()), [length], []), node)
                body = _at(ast.For(ast.Name(tvars[d], ast.Store()), it, [body], []), node)  # type: ignore[arg-type,assignment]
            cached = [*prelude, _at(ast.Assign([ast.Name(acc, ast.Store())], zero), node), body]  # type: ignore[list-item]
            self.rewritten[key] = cached
        self.statics[f"{HIDDEN}np"] = np
        self.declare_hidden(cached)
        self.statements(cached)
        return self.load_name(_at(ast.Name(acc, ast.Load()), node))  # type: ignore[arg-type]


def _result_type(dtypes: set[NumType]) -> NumType:
    return _TYPES[np.result_type(*(np.dtype(t.name) for t in dtypes)).name]


def _pairwise_function(module: ir.Module, elem: ir.Type) -> ir.Function:
    """NumPy's pairwise summation of ``n`` elements ``stride`` apart, as a
    recursive internal function (numpy/_core/src/umath/loops_utils.h)."""
    name = f"polyoff.pairwise.{'f64' if elem == nm.F64 else 'f32'}"
    try:
        return module.get_global(name)
    except KeyError:
        pass
    ptr = ir.PointerType()
    fn = ir.Function(module, ir.FunctionType(elem, [ptr, nm.I64, nm.I64]), name)
    fn.linkage = "internal"
    body = _PairwiseBody(fn, elem)
    b = body.b
    b.cbranch(
        b.icmp_signed("<", body.n, ir.Constant(nm.I64, _UNROLL)),
        body.blocks["small"],
        body.blocks["mid"],
    )
    body.in_order()
    body.partial_sums()
    body.halves()
    return fn


class _PairwiseBody:
    """The body of :func:`_pairwise_function`, one case per method: fewer
    than eight elements, at most 128, more."""

    BLOCKS = (
        "entry",
        "small",
        "small.loop",
        "small.end",
        "mid",
        "block",
        "block.loop",
        "block.body",
        "block.rest",
        "block.rest.body",
        "block.end",
        "split",
    )

    def __init__(self, fn: ir.Function, elem: ir.Type) -> None:
        self.fn, self.elem = fn, elem
        self.a, self.n, self.s = fn.args
        self.blocks = {k: fn.append_basic_block(k) for k in self.BLOCKS}
        b = self.b = ir.IRBuilder(self.blocks["entry"])
        i64 = nm.I64
        self.i_slot = b.alloca(i64, name="i")
        self.res_slot = b.alloca(elem, name="res")
        self.r_slots = [b.alloca(elem, name=f"r{k}") for k in range(_UNROLL)]

    def load(self, k_ir: ir.Value) -> ir.Value:
        b = self.b
        return b.load(b.gep(self.a, [b.mul(k_ir, self.s)], source_etype=self.elem), typ=self.elem)

    def in_order(self) -> None:
        """n < 8: in order."""
        b, blocks, fn, n = self.b, self.blocks, self.fn, self.n
        i64 = nm.I64
        zero, one = ir.Constant(i64, 0), ir.Constant(i64, 1)
        b.position_at_end(blocks["small"])
        b.store(ir.Constant(self.elem, 0.0), self.res_slot)
        b.store(zero, self.i_slot)
        b.branch(blocks["small.loop"])
        b.position_at_end(blocks["small.loop"])
        i = b.load(self.i_slot)
        body = fn.append_basic_block("small.body")
        b.cbranch(b.icmp_signed("<", i, n), body, blocks["small.end"])
        b.position_at_end(body)
        b.store(b.fadd(b.load(self.res_slot), self.load(i)), self.res_slot)
        b.store(b.add(i, one), self.i_slot)
        b.branch(blocks["small.loop"])
        b.position_at_end(blocks["small.end"])
        b.ret(b.load(self.res_slot))

    def partial_sums(self) -> None:
        """n <= 128: eight partial sums, then the rest in order."""
        b, blocks, fn, n = self.b, self.blocks, self.fn, self.n
        i_slot, res_slot, r_slots = self.i_slot, self.res_slot, self.r_slots
        i64 = nm.I64
        one = ir.Constant(i64, 1)
        b.position_at_end(blocks["mid"])
        b.cbranch(b.icmp_signed("<=", n, ir.Constant(i64, _BLOCK)), blocks["block"], blocks["split"])
        b.position_at_end(blocks["block"])
        for k, slot in enumerate(r_slots):
            b.store(self.load(ir.Constant(i64, k)), slot)
        b.store(ir.Constant(i64, _UNROLL), i_slot)
        whole = b.sub(n, b.srem(n, ir.Constant(i64, _UNROLL)))
        b.branch(blocks["block.loop"])
        b.position_at_end(blocks["block.loop"])
        i = b.load(i_slot)
        b.cbranch(b.icmp_signed("<", i, whole), blocks["block.body"], blocks["block.rest"])
        b.position_at_end(blocks["block.body"])
        for k, slot in enumerate(r_slots):
            b.store(b.fadd(b.load(slot), self.load(b.add(i, ir.Constant(i64, k)))), slot)
        b.store(b.add(i, ir.Constant(i64, _UNROLL)), i_slot)
        b.branch(blocks["block.loop"])
        b.position_at_end(blocks["block.rest"])
        r = [b.load(slot) for slot in r_slots]
        res = b.fadd(
            b.fadd(b.fadd(r[0], r[1]), b.fadd(r[2], r[3])),
            b.fadd(b.fadd(r[4], r[5]), b.fadd(r[6], r[7])),
        )
        b.store(res, res_slot)
        rest_head = fn.append_basic_block("block.rest.head")
        b.branch(rest_head)
        b.position_at_end(rest_head)
        i = b.load(i_slot)
        b.cbranch(b.icmp_signed("<", i, n), blocks["block.rest.body"], blocks["block.end"])
        b.position_at_end(blocks["block.rest.body"])
        b.store(b.fadd(b.load(res_slot), self.load(i)), res_slot)
        b.store(b.add(i, one), i_slot)
        b.branch(rest_head)
        b.position_at_end(blocks["block.end"])
        b.ret(b.load(res_slot))

    def halves(self) -> None:
        """Longer: two halves, the first a multiple of 8 long."""
        b, fn, a, n, s, elem = self.b, self.fn, self.a, self.n, self.s, self.elem
        i64 = nm.I64
        b.position_at_end(self.blocks["split"])
        half = b.sdiv(n, ir.Constant(i64, 2))
        half = b.sub(half, b.srem(half, ir.Constant(i64, _UNROLL)))
        left = b.call(fn, [a, half, s])
        right = b.call(fn, [b.gep(a, [b.mul(half, s)], source_etype=elem), b.sub(n, half), s])
        b.ret(b.fadd(left, right))
