"""Temporary arrays: ``T = np.empty(shape)``, ``np.zeros``, ``np.ones``,
``np.empty_like(A)``, ``np.zeros_like``, ``np.ones_like``.

A temporary is created at the function's top level (outside loops and
``if``), once, with a shape that is an affine function of the integer
arguments and array extents. It is allocated where the statement runs
(``malloc``; ``calloc`` for zeros, whose bits are +0.0 as NumPy's; ones are
filled by a whole-array statement) and freed on every way out of the
function. From then on it is an array like the arguments: its extents are
known expressions of the parameters, so the call-time index check covers
its accesses, and the loops using it may be offloaded with it (the pipeline
moves it like any other array). Only float64/float32/int64/int32.
"""

from __future__ import annotations

import ast

import numpy as np
from llvmlite import ir

from polyoff.errors import FrontendError
from polyoff.frontend import numeric as nm
from polyoff.frontend.lowered import Requirement
from polyoff.frontend.signature import ArraySpec
from polyoff.frontend.symbolic import Formula, Sym
from polyoff.frontend.types import FLOAT32, FLOAT64, INT32, INT64, NumType
from polyoff.frontend.values import ArrayRef, StaticRef

CONSTRUCTORS = {
    "empty": "empty",
    "zeros": "zeros",
    "ones": "ones",
    "empty_like": "empty",
    "zeros_like": "zeros",
    "ones_like": "ones",
}
_DTYPES = {
    id(np.float64): FLOAT64,
    id(np.float32): FLOAT32,
    id(np.int64): INT64,
    id(np.int32): INT32,
    id(float): FLOAT64,
    id(int): INT64,
}


class TemporaryLowering:
    def temporary_statement(self, node: ast.stmt) -> bool:
        """Lower ``node`` if it creates a temporary array; False otherwise."""
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
        ):
            return False
        kind = self._constructor(node.value)
        if kind is None:
            return False
        target = node.targets[0]
        call = node.value
        name = target.id
        if self.context:
            raise self.fail(
                call,
                "temporary arrays are supported at the function's top level only (outside "
                "loops and `if`); create it before the loops",
            )
        if name in self.arrays or self._is_param(name):
            raise self.fail(target, f"cannot rebind `{name}` to a new array")
        stores = [
            n
            for n in ast.walk(self.src.tree)
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
        ]
        if len(stores) > 1:
            raise self.fail(
                stores[1],
                f"`{name}` holds a temporary array; it cannot be assigned again "
                "(assign to its elements)",
            )
        shape_ir, shape_syms, dtype = self._shape_and_dtype(kind, call)
        count = ir.Constant(nm.I64, 1)
        for n in shape_ir:
            count = self.b.mul(count, n, flags=["nsw"])
        size = ir.Constant(nm.I64, dtype.bits // 8)
        ptr_t = ir.PointerType()
        if CONSTRUCTORS[kind] == "zeros":
            calloc = nm.declare(self.module, "calloc", ptr_t, [nm.I64, nm.I64])
            ptr = self.b.call(calloc, [count, size], name=name)
        else:
            malloc = nm.declare(self.module, "malloc", ptr_t, [nm.I64])
            ptr = self.b.call(malloc, [self.b.mul(count, size)], name=name)
        slot = self.alloca_b.alloca(ptr_t, name=f"{name}.temporary")
        self.alloca_b.store(ir.Constant(ptr_t, None), slot)
        self.b.store(ptr, slot)
        self.temporaries.append(slot)
        for k, s in enumerate(shape_syms):
            self.requirements.append(
                Requirement(
                    Formula.compare("<", s, Sym.const(0)),
                    (),
                    *self.position(node),
                    self.src.snippet(node),
                    f"gives `{name}` a negative extent in axis {k} (NumPy raises ValueError)",
                )
            )
        self.arrays[name] = ArrayRef(
            name, ArraySpec(dtype, len(shape_ir)), ptr, tuple(shape_ir), tuple(shape_syms)
        )
        if CONSTRUCTORS[kind] == "ones":
            self._fill_ones(node, name, len(shape_ir))
        return True

    def _constructor(self, call: ast.Call) -> str | None:
        func = call.func
        if not isinstance(func, (ast.Name, ast.Attribute)):
            return None
        leaf = func.id if isinstance(func, ast.Name) else func.attr
        if leaf not in CONSTRUCTORS:
            return None
        try:
            target = self.expr(func)
        except FrontendError:  # named when the call is lowered
            return None
        if not isinstance(target, StaticRef):
            return None
        for kind in CONSTRUCTORS:
            if target.obj is getattr(np, kind):
                return kind
        return None

    def _shape_and_dtype(
        self, kind: str, call: ast.Call
    ) -> tuple[list[ir.Value], list[Sym], NumType]:
        dtype_node = None
        for kw in call.keywords:
            if kw.arg != "dtype":
                raise self.fail(kw, f"numpy.{kind}() takes only `dtype=` as a keyword here")
            dtype_node = kw.value
        args = list(call.args)
        if len(args) == 2 and dtype_node is None:
            dtype_node = args.pop()
        if len(args) != 1:
            raise self.fail(call, f"numpy.{kind}() takes a shape and a dtype here")
        (shape,) = args
        if kind.endswith("_like"):
            base = self.expr(shape)
            if not isinstance(base, ArrayRef):
                raise self.fail(
                    shape, f"numpy.{kind}() needs an array, not `{self.src.snippet(shape)}`"
                )
            ir_shape = list(base.shapes)
            syms = [base.shape_sym(k) for k in range(base.spec.ndim)]
            dtype = base.spec.dtype
        else:
            items = shape.elts if isinstance(shape, ast.Tuple) else [shape]
            if not items:
                raise self.fail(shape, "0-d temporary arrays are not supported")
            ir_shape, syms = [], []
            for item in items:
                v = self.value(item)
                if not v.vtype.is_int:
                    raise self.fail(
                        item, f"an array extent must be an integer, not {v.vtype.describe()}"
                    )
                if v.sym is None or v.sym.loop_vars or not v.sym.checkable:
                    raise self.fail(
                        item,
                        f"the extent `{self.src.snippet(item)}` must be an affine function of "
                        "integer arguments and array extents",
                    )
                ir_shape.append(self.to_i64(v).ir)
                syms.append(v.sym)
            dtype = FLOAT64
        if dtype_node is not None:
            target = self.expr(dtype_node)
            found = _DTYPES.get(id(target.obj)) if isinstance(target, StaticRef) else None
            if found is None:
                raise self.fail(
                    dtype_node,
                    f"the dtype `{self.src.snippet(dtype_node)}` is not supported "
                    "(float64, float32, int64, int32)",
                )
            dtype = found
        return ir_shape, syms, dtype

    def _fill_ones(self, node: ast.stmt, name: str, ndim: int) -> None:
        key = (node, "ones")
        fill = self.rewritten.get(key)
        if fill is None:
            full = [ast.Slice(None, None, None) for _ in range(ndim)]
            index = full[0] if ndim == 1 else ast.Tuple(full, ast.Load())
            fill = [
                ast.Assign(
                    [ast.Subscript(ast.Name(name, ast.Load()), index, ast.Store())], ast.Constant(1)
                )
            ]
            for n in ast.walk(fill[0]):
                ast.copy_location(n, node)
            self.rewritten[key] = fill
        self.statements(fill)

    def free_temporaries(self) -> None:
        """Free every temporary before each ``ret`` (free(NULL) where it was
        not allocated on that path)."""
        if not self.temporaries:
            return
        free = nm.declare(self.module, "free", ir.VoidType(), [ir.PointerType()])
        for block in self.fn.blocks:
            term = block.terminator
            if isinstance(term, ir.Ret):
                self.b.position_before(term)
                self.b.debug_metadata = term.metadata.get("dbg", self.b.debug_metadata)
                for slot in self.temporaries:
                    self.b.call(free, [self.b.load(slot)])
