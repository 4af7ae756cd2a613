"""Whole-array statements: slices, broadcasting, element-wise operators and
ufuncs, rewritten into affine loops before they are lowered.

A statement that assigns to a slice (``C[1:-1, 1:-1] = ...``), updates one
in place (``A[i] += x[:]``, ``A += 1``) or computes with slices becomes, for
the signature being lowered, ``for`` loops over the target's shape around
one scalar assignment — what a NumPy user would otherwise write by hand —
so types, index checks and the pipeline see plain loops. The rewritten
nodes carry the statement's positions, so errors and the report point at
the NumPy code.

What NumPy does, kept:

* **Bounds.** ``start:stop:step`` with affine bounds and a constant step; a
  negative literal bound counts from the end. NumPy clips bounds to the
  array; the loops do not, so a :class:`Requirement` asks, per call, that
  every given bound lies in ``[0, n]`` — else the undecorated function
  runs (and clips).
* **Shapes.** Operands broadcast to the target's shape from the right; an
  axis of literal length 1 stretches. Lengths that cannot be shown equal
  when lowering are a Requirement per call; ranks or constant lengths that
  can never match are an error naming the statement.
* **Order of evaluation.** NumPy computes the whole right-hand side before
  it writes. Scalar subexpressions (``x[0]``, ``dt / dx``) are computed
  once, before the loops, into hidden locals. Where the right-hand side
  reads the array written, each read must be shown to see the old value:
  the same element, an element of another row or plane (a constant offset
  in an integer index), or one the loops write only later — running the
  loops backwards where that shows it; otherwise the statement is refused
  (no temporary arrays yet) rather than given loop semantics. Two
  different arrays may still share memory at run time: a :class:`Disjoint`
  pair sends such a call to the undecorated function.
* **In-place casting.** ``A[...] += x`` follows the ufunc's ``same_kind``
  rule: a float result into an integer array is NumPy's UFuncTypeError, an
  error here.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from polyoff.errors import FrontendError
from polyoff.frontend.functions import find_callable
from polyoff.frontend.inlining import elementwise, python_function
from polyoff.frontend.lowered import Disjoint, Requirement
from polyoff.frontend.symbolic import Formula, Sym
from polyoff.frontend.values import StaticRef

#: Prefix of the names the rewrite introduces (not valid user names'
#: style, and never assigned by user code).
HIDDEN = "_polyoff_"


@dataclass(frozen=True)
class _Dim:
    """One dimension of a view: a fixed index, or a range of indices."""

    index: ast.expr | None = None
    start: ast.expr | None = None
    step: int = 1
    length: ast.expr | None = None
    #: the bounds the code gives (normalised), each to lie in [0, extent]
    bounds: tuple[ast.expr, ...] = ()


@dataclass(frozen=True)
class _View:
    """An array-valued name or subscript: ``A``, ``A[i]``, ``A[1:-1, j]``."""

    name: str
    node: ast.expr
    dims: tuple[_Dim, ...]

    @property
    def axes(self) -> list[int]:
        """The array dimensions that are axes of the view, in order."""
        return [k for k, d in enumerate(self.dims) if d.index is None]


def _literal_int(node: ast.expr | None) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, (ast.USub, ast.UAdd))
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
    ):
        return -node.operand.value if isinstance(node.op, ast.USub) else node.operand.value
    return None


def _at(new: ast.AST, old: ast.AST) -> ast.AST:
    """``new`` (and its parts without positions) at ``old``'s position."""
    for n in ast.walk(new):
        if not hasattr(n, "lineno"):
            ast.copy_location(n, old)
    return new


def _const(v: int, at: ast.AST) -> ast.expr:
    node: ast.expr = ast.Constant(v) if v >= 0 else ast.UnaryOp(ast.USub(), ast.Constant(-v))
    return _at(node, at)  # type: ignore[return-value]


def _bin(a: ast.expr, op: ast.operator, b: ast.expr, at: ast.AST) -> ast.expr:
    return _at(ast.BinOp(a, op, b), at)  # type: ignore[return-value]


def _extent(name: str, k: int, at: ast.AST) -> ast.expr:
    node = ast.Subscript(
        ast.Attribute(ast.Name(name, ast.Load()), "shape", ast.Load()), ast.Constant(k), ast.Load()
    )
    return _at(node, at)  # type: ignore[return-value]


def _affine(s: Sym) -> tuple[dict[str, int], int] | None:
    """``s`` as integer coefficients of parameters and loop variables plus a
    constant, where it is that simple."""
    if s.op == "const":
        return {}, int(s.value)
    if s.op in ("param", "loop"):
        return {f"{s.op}:{s.value}": 1}, 0
    if s.op == "add":
        a, b = (_affine(x) for x in s.args)
        if a is None or b is None:
            return None
        terms = dict(a[0])
        for k, v in b[0].items():
            terms[k] = terms.get(k, 0) + v
        return {k: v for k, v in terms.items() if v}, a[1] + b[1]
    if s.op == "mul":
        x, y = s.args
        if y.is_const:
            x, y = y, x
        if not x.is_const:
            return None
        inner = _affine(y)
        if inner is None:
            return None
        k = int(x.value)
        return {t: k * v for t, v in inner[0].items() if k * v}, k * inner[1]
    return None


def _difference(a: Sym | None, b: Sym | None) -> int | None:
    """``a - b`` where it is a constant, else None."""
    if a is None or b is None:
        return None
    fa, fb = _affine(a), _affine(b)
    if fa is None or fb is None:
        return 0 if a == b else None
    if fa[0] != fb[0]:
        return None
    return fa[1] - fb[1]


class SliceLowering:
    # ------------------------------------------------------------ recognising
    def whole_array_statement(self, node: ast.stmt) -> bool:
        """Lower ``node`` if it is a whole-array statement; False if it is a
        scalar one (left to the caller)."""
        if isinstance(node, ast.AugAssign):
            target = self._target_view(node.target)
            if target is None:
                if self._array_operands(node.value):
                    self._array_into_scalar(node.target, node.value)
                return False
            self._lower_array_statement(node, [target], node.value)
            return True
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            assert node.value is not None
            # `A = ...` rebinds the name (an error the scalar lowering names)
            views = [self._view(t) if isinstance(t, ast.Subscript) else None for t in targets]
            if all(v is None for v in views):
                if self._array_operands(node.value):
                    self._array_into_scalar(targets[0], node.value)
                return False
            if any(v is None for v in views):
                bad = next(t for t, v in zip(targets, views) if v is None)
                raise self.fail(
                    bad,
                    "chained assignment mixing slices and single elements or names is "
                    "not supported; assign them one by one",
                )
            self._lower_array_statement(node, views, node.value)  # type: ignore[arg-type]
            return True
        return False

    def _array_into_scalar(self, target: ast.expr, value: ast.expr) -> None:
        if isinstance(target, ast.Name) and target.id not in self.arrays:
            raise self.fail(
                value,
                f"`{self.src.snippet(value)}` is an array; assigning it to the name "
                f"`{target.id}` would create a new array, which is not supported; "
                "assign into an existing array (`out[...] = ...`)",
            )
        raise self.fail(
            value,
            f"`{self.src.snippet(value)}` is an array and `{self.src.snippet(target)}` a "
            "single element (NumPy: setting an array element with a sequence)",
        )

    def _target_view(self, node: ast.expr) -> _View | None:
        if isinstance(node, ast.Name):
            return self._view(node) if node.id in self.arrays else None
        if isinstance(node, ast.Subscript):
            return self._view(node)
        return None

    def _view(self, node: ast.expr) -> _View | None:
        """The view ``node`` names, or None where it is not array-valued (an
        element, ``A.shape[k]``, a scalar)."""
        if isinstance(node, ast.Name):
            if node.id not in self.arrays:
                return None
            arr = self.arrays[node.id]
            return _View(
                node.id, node, tuple(self._full(node.id, k, node) for k in range(arr.spec.ndim))
            )
        if not isinstance(node, ast.Subscript):
            return None
        levels: list[ast.Subscript] = []
        cur: ast.expr = node
        while isinstance(cur, ast.Subscript):
            levels.append(cur)
            cur = cur.value
        if not (isinstance(cur, ast.Name) and cur.id in self.arrays):
            return None
        items: list[ast.expr] = []
        for level in reversed(levels):
            items.extend(level.slice.elts if isinstance(level.slice, ast.Tuple) else [level.slice])
        has_slice = any(isinstance(i, ast.Slice) for i in items)
        if has_slice and len(levels) > 1:
            raise self.fail(
                node,
                f"chained subscripts with slices (`{self.src.snippet(node)}`) are not "
                "supported; index once, as `A[i, a:b]`",
            )
        name = cur.id
        ndim = self.arrays[name].spec.ndim
        if len(items) > ndim or (len(items) == ndim and not has_slice):
            return None  # an element, or an error the scalar lowering names
        dims = [
            self._slice_dim(name, k, item) if isinstance(item, ast.Slice) else _Dim(index=item)
            for k, item in enumerate(items)
        ]
        dims += [self._full(name, k, node) for k in range(len(items), ndim)]
        return _View(name, node, tuple(dims))

    def _full(self, name: str, k: int, at: ast.AST) -> _Dim:
        n = _extent(name, k, at)
        return _Dim(start=_const(0, at), step=1, length=n)

    def _slice_dim(self, name: str, k: int, item: ast.Slice) -> _Dim:
        n = _extent(name, k, item)
        step = 1
        if item.step is not None:
            step = _literal_int(item.step)  # type: ignore[assignment]
            if step is None:
                raise self.fail(item.step, "a slice step must be an integer constant")
            if step == 0:
                raise self.fail(item.step, "slice step cannot be zero")

        def bound(b: ast.expr | None) -> ast.expr | None:
            if b is None:
                return None
            lit = _literal_int(b)
            if lit is not None and lit < 0:
                return _bin(n, ast.Sub(), _const(-lit, b), b)
            return b

        if step < 0:
            if item.lower is not None or item.upper is not None:
                raise self.fail(
                    item,
                    "slices with a negative step are supported without bounds only (`A[::-1]`)",
                )
            length = _bin(
                _bin(n, ast.Add(), _const(-step - 1, item), item),
                ast.FloorDiv(),
                _const(-step, item),
                item,
            )
            return _Dim(start=_bin(n, ast.Sub(), _const(1, item), item), step=step, length=length)
        lo, hi = bound(item.lower), bound(item.upper)
        start = lo if lo is not None else _const(0, item)
        stop = hi if hi is not None else n
        span = _bin(stop, ast.Sub(), start, item)
        if step != 1:
            span = _bin(
                _bin(span, ast.Add(), _const(step - 1, item), item),
                ast.FloorDiv(),
                _const(step, item),
                item,
            )
        bounds = tuple(b for b in (lo, hi) if b is not None)
        return _Dim(start=start, step=step, length=span, bounds=bounds)

    def _array_operands(self, node: ast.expr) -> list[_View]:
        """The views ``node`` computes with element by element (empty for a
        scalar expression)."""
        if isinstance(node, (ast.Name, ast.Subscript)):
            v = self._view(node)
            return [v] if v is not None else []
        if isinstance(node, ast.BinOp):
            return self._array_operands(node.left) + self._array_operands(node.right)
        if isinstance(node, ast.UnaryOp):
            ops = self._array_operands(node.operand)
            if ops and isinstance(node.op, ast.Not):
                raise self.fail(node, "`not` of an array is ambiguous (NumPy raises ValueError)")
            return ops
        if isinstance(node, ast.Call):
            if self._is_reduction(node) or self._called(node) == ("builtin", "len"):
                return []
            helper = self._python_function_called(node)
            if helper is not None and not elementwise(helper):
                return []  # inlined: a scalar function of its arguments
            ops = [v for a in node.args for v in self._array_operands(a)]
            if ops and not self._elementwise_function(node):
                raise self.fail(
                    node,
                    f"`{self.src.snippet(node.func)}` does not apply element by element to "
                    "arrays; only NumPy ufuncs, abs and Python functions made of operators "
                    "and those do",
                )
            return ops
        if isinstance(node, (ast.Compare, ast.BoolOp, ast.IfExp)):
            for sub in ast.iter_child_nodes(node):
                if isinstance(sub, ast.expr) and self._array_operands(sub):
                    raise self.fail(
                        sub,
                        f"`{self.src.snippet(sub)}` is an array: comparisons, `and`/`or` and "
                        "conditional expressions of arrays (boolean arrays) are not supported",
                    )
        return []

    def _is_reduction(self, node: ast.Call) -> bool:
        """``np.sum(...)``, ``x.sum()``, ``np.dot(...)``: scalar results."""
        func = node.func
        if (
            isinstance(func, ast.Attribute)
            and func.attr in ("sum", "dot")
            and isinstance(func.value, (ast.Name, ast.Subscript))
            and self._view(func.value) is not None
        ):
            return True
        return self._reduction_name(node) is not None

    def _reduction_name(self, node: ast.Call) -> str | None:
        import numpy as np

        try:
            target = self.expr(node.func)
        except FrontendError:
            return None  # named when the call is lowered
        if isinstance(target, StaticRef):
            if target.obj is np.sum:
                return "sum"
            if target.obj is np.dot:
                return "dot"
        return None

    def _called(self, node: ast.Call) -> tuple[str, str] | None:
        """(family, name) of the supported function ``node`` calls."""
        try:
            target = self.expr(node.func)
        except FrontendError:
            return None  # named when the call is lowered
        fn = find_callable(target.obj) if isinstance(target, StaticRef) else None
        return (fn.family, fn.name) if fn is not None else None

    def _python_function_called(self, node: ast.Call) -> object | None:
        """The Python function (inlined) ``node`` calls, if it calls one."""
        try:
            target = self.expr(node.func)
        except FrontendError:
            return None
        if isinstance(target, StaticRef) and python_function(target.obj) is not None:
            return target.obj
        return None

    def _elementwise_function(self, node: ast.Call) -> bool:
        called = self._called(node)
        if called is None:
            helper = self._python_function_called(node)
            return helper is not None and elementwise(helper)
        return called[0] == "numpy" or called == ("builtin", "abs")

    # ---------------------------------------------------------------- lowering
    def _lower_array_statement(self, node: ast.stmt, targets: list[_View], value: ast.expr) -> None:
        if any(c is None for c in self.context):
            raise self.fail(
                node,
                "whole-array statements inside a loop whose range is not affine are not supported",
            )
        operands = self._array_operands(value)
        prelude: list[ast.stmt] = []
        loops: list[ast.stmt] = []
        counter = [0]
        if len(targets) > 1 and operands:
            raise self.fail(
                value,
                "chained assignment of an array-valued expression is not supported; "
                "assign it to one target, then copy",
            )
        reversed_order = False
        self.writing = {t.name for t in targets}
        for target in targets:
            for view in (target, *operands):
                self._require_bounds(view, node)
            lengths = [self._sym(target.dims[k].length, "slice length") for k in target.axes]
            for view in operands:
                self._require_shape(view, target, lengths, node)
            for name in dict.fromkeys(
                n.id for n in ast.walk(value) if isinstance(n, ast.Name) and n.id in self.arrays
            ):
                if name != target.name:
                    self.disjoint.append(Disjoint(target.name, name, node.lineno))
            reversed_order = self._order(node, target, operands, lengths)
        key = (node, reversed_order)
        cached = self.rewritten.get(key)
        if cached is None:
            for target in targets:
                rank = len(target.axes)
                tvars = [f"{HIDDEN}{node.lineno}_{node.col_offset}_{d}" for d in range(rank)]
                elem_value = self._element(value, rank, tvars, prelude, node, counter)
                elem_target = self._element_of(target, rank, tvars)
                if isinstance(node, ast.AugAssign):
                    body: ast.stmt = ast.AugAssign(elem_target, node.op, elem_value)
                    body._polyoff_inplace = True  # type: ignore[attr-defined]
                else:
                    body = ast.Assign([elem_target], elem_value)
                _at(body, node)
                for d in reversed(range(rank)):
                    length = target.dims[target.axes[d]].length
                    assert length is not None
                    args = (
                        [
                            _bin(length, ast.Sub(), _const(1, node), node),
                            _const(-1, node),
                            _const(-1, node),
                        ]
                        if reversed_order
                        else [length]
                    )
                    it = _at(ast.Call(ast.Name("range", ast.Load()), args, []), node)
                    body = _at(ast.For(ast.Name(tvars[d], ast.Store()), it, [body], []), node)  # type: ignore[arg-type,assignment]
                loops.append(body)
            cached = prelude + loops
            self.rewritten[key] = cached
        self.declare_hidden(cached)
        self.statements(cached)

    def declare_hidden(self, statements: list[ast.stmt]) -> None:
        """Make the names the rewrite introduced locals of the function."""
        for stmt in statements:
            for n in ast.walk(stmt):
                if isinstance(n, ast.Name) and n.id.startswith(HIDDEN) and n.id not in self.statics:
                    self.locals.add(n.id)
                    self.assigned.add(n.id)

    def _sym(self, node: ast.expr | None, what: str) -> Sym:
        assert node is not None
        v = self.value(node)
        if not v.vtype.is_int:
            raise self.fail(node, f"a {what} must be an integer, not {v.vtype.describe()}")
        if v.sym is None or not v.sym.checkable:
            raise self.fail(
                node,
                f"the {what} `{self.src.snippet(node)}` must be an affine function of loop "
                "variables and integer arguments",
            )
        return v.sym

    def _requirement(self, node: ast.stmt | ast.expr, violation: Formula, why: str) -> None:
        self.requirements.append(
            Requirement(
                violation,
                tuple(self.context),  # type: ignore[arg-type]
                *self.position(node),
                self.src.snippet(node),
                why,
            )
        )

    def _require_bounds(self, view: _View, node: ast.stmt | ast.expr) -> None:
        for k, d in enumerate(view.dims):
            if d.index is not None:
                continue
            n = self.arrays[view.name].shape_sym(k)
            for b in d.bounds:
                s = self._sym(b, "slice bound")
                self._requirement(
                    node,
                    Formula.compare("<", s, Sym.const(0)) | Formula.compare(">", s, n),
                    f"has a slice bound `{self.src.snippet(b)}` outside `{view.name}` for these "
                    "arguments (NumPy would clip it)",
                )

    def _require_shape(
        self,
        view: _View,
        target: _View,
        lengths: list[Sym],
        node: ast.stmt | ast.expr,
        *,
        exact: bool = False,
    ) -> None:
        """``view`` broadcasts to ``target``'s shape (``exact``: has it)."""
        axes = view.axes
        rank = len(target.axes)
        if len(axes) > rank or (exact and len(axes) != rank):
            raise self.fail(
                view.node,
                f"`{self.src.snippet(view.node)}` has {len(axes)} dimensions and cannot be "
                f"broadcast into `{self.src.snippet(target.node)}`, which has {rank}",
            )
        zero = Sym.const(0)
        for j, k in enumerate(axes):
            t = rank - len(axes) + j
            mine = self._sym(view.dims[k].length, "slice length")
            theirs = lengths[t]
            if (mine == Sym.const(1) and not exact) or _difference(mine, theirs) == 0:
                continue
            if mine.is_const and theirs.is_const:
                raise self.fail(
                    view.node,
                    f"`{self.src.snippet(view.node)}` has length {max(mine.value, 0)} in axis "
                    f"{j} and cannot be broadcast into `{self.src.snippet(target.node)}`, "
                    f"whose axis {t} has length {max(theirs.value, 0)}",  # type: ignore[type-var]
                )
            self._requirement(
                node,
                Formula.compare("!=", mine.maximum(zero), theirs.maximum(zero)),
                f"assigns `{self.src.snippet(view.node)}` to `{self.src.snippet(target.node)}` "
                "and their shapes differ for these arguments",
            )

    def _order(
        self, node: ast.stmt, target: _View, operands: list[_View], lengths: list[Sym]
    ) -> bool:
        """Whether the loops must run backwards for every read of the target
        to see the value before the statement (an error where neither
        direction does)."""
        forward = backward = True
        for view in operands:
            if view.name != target.name:
                continue
            delta = self._reuse_distance(view, target, lengths)
            if delta is None:
                raise self.fail(
                    view.node,
                    f"`{self.src.snippet(view.node)}` reads `{target.name}` where "
                    f"`{self.src.snippet(target.node)}` writes it, and polyoff cannot show "
                    "the loops would read every element before writing it (NumPy computes "
                    "the right-hand side first); write the result to another array (a temporary: "
                    "`T = np.empty_like(A)`)",
                )
            if delta == "disjoint":
                continue
            first = next((x for x in delta if x != 0), 0)
            forward = forward and first >= 0
            backward = backward and first <= 0
        if not (forward or backward):
            raise self.fail(
                node,
                f"the right-hand side reads `{target.name}` both before and after the "
                "elements this statement writes, so no loop order keeps NumPy's result "
                "(NumPy computes the right-hand side first); write the result to another array",
            )
        return not forward

    def _reuse_distance(
        self, view: _View, target: _View, lengths: list[Sym]
    ) -> tuple[int, ...] | str | None:
        """How many iterations (per target axis) after writing an element
        the loops read it through ``view``; "disjoint" if never; None if
        unknown."""
        rank = len(target.axes)
        t_axis = {k: a for a, k in enumerate(target.axes)}
        v_axes = view.axes
        v_axis = {k: rank - len(v_axes) + j for j, k in enumerate(v_axes)}
        delta = [0] * rank
        for k, (w, r) in enumerate(zip(target.dims, view.dims)):
            if w.index is not None and r.index is not None:
                diff = _difference(self.value(r.index).sym, self.value(w.index).sym)
                if diff is None:
                    return None
                if diff != 0:
                    return "disjoint"
                continue
            if w.index is None and r.index is None:
                a = t_axis[k]
                if v_axis[k] != a or w.step != r.step:
                    return None
                r_len = self._sym(r.length, "slice length")
                if r_len == Sym.const(1) and lengths[a] != Sym.const(1):
                    return None  # broadcast
                diff = _difference(
                    self._sym(r.start, "slice bound"), self._sym(w.start, "slice bound")
                )
                if diff is None:
                    return None
                if diff % w.step != 0:
                    return "disjoint"
                delta[a] = diff // w.step
                continue
            return None
        return tuple(delta)

    # -------------------------------------------------------------- rewriting
    def _element(
        self,
        node: ast.expr,
        rank: int,
        tvars: list[str],
        prelude: list[ast.stmt],
        stmt: ast.stmt,
        counter: list[int],
    ) -> ast.expr:
        """``node`` at one element of the target: views become element
        subscripts, scalar subexpressions hidden locals computed before the
        loops (NumPy computes them once, before it writes)."""
        if isinstance(node, (ast.Name, ast.Subscript)):
            view = self._view(node)
            if view is not None:
                return self._element_of(view, rank, tvars)
        if self._array_operands(node):
            if isinstance(node, ast.BinOp):
                new: ast.expr = ast.BinOp(
                    self._element(node.left, rank, tvars, prelude, stmt, counter),
                    node.op,
                    self._element(node.right, rank, tvars, prelude, stmt, counter),
                )
            elif isinstance(node, ast.UnaryOp):
                new = ast.UnaryOp(
                    node.op, self._element(node.operand, rank, tvars, prelude, stmt, counter)
                )
            else:
                assert isinstance(node, ast.Call)
                new = ast.Call(
                    node.func,
                    [self._element(a, rank, tvars, prelude, stmt, counter) for a in node.args],
                    [],
                )
            return ast.copy_location(new, node)
        if not any(
            isinstance(n, (ast.Name, ast.Subscript, ast.Call, ast.Attribute))
            for n in ast.walk(node)
        ):
            return node  # a literal
        if isinstance(node, ast.Name) or self._rereadable(node):
            return node
        counter[0] += 1
        name = f"{HIDDEN}{stmt.lineno}_{stmt.col_offset}_s{counter[0]}"
        prelude.append(_at(ast.Assign([ast.Name(name, ast.Store())], node), node))  # type: ignore[arg-type]
        return _at(ast.Name(name, ast.Load()), node)  # type: ignore[return-value]

    def _rereadable(self, node: ast.expr) -> bool:
        """Whether reading ``node`` at every element gives what NumPy's one
        evaluation gives: no call, nothing that can raise, and no element of
        an array the statement writes (arrays it only reads are checked for
        shared memory per call). Such scalars stay in the loop body, as in
        the loop form (a scalar computed before the loops would be carried
        into the kernel, which keeps the nest on the CPU)."""
        for n in ast.walk(node):
            if isinstance(n, ast.BinOp):
                if isinstance(n.op, (ast.FloorDiv, ast.Mod)):
                    divisor = _literal_int(n.right)
                    if not divisor:
                        return False
                elif not isinstance(n.op, (ast.Add, ast.Sub, ast.Mult)):
                    return False
            elif isinstance(n, ast.Subscript):
                base = n.value
                while isinstance(base, ast.Subscript):
                    base = base.value
                if isinstance(base, ast.Name) and base.id in self.writing:
                    return False
            elif not isinstance(
                n,
                (
                    ast.Name,
                    ast.Constant,
                    ast.Attribute,
                    ast.Tuple,
                    ast.UnaryOp,
                    ast.expr_context,
                    ast.unaryop,
                    ast.operator,
                ),
            ):
                return False
            if isinstance(n, ast.UnaryOp) and isinstance(n.op, (ast.Not, ast.Invert)):
                return False
        return True

    def _element_of(self, view: _View, rank: int, tvars: list[str]) -> ast.expr:
        axes = view.axes
        items: list[ast.expr] = []
        for k, d in enumerate(view.dims):
            if d.index is not None:
                items.append(d.index)
                continue
            assert d.start is not None and d.length is not None
            t = rank - len(axes) + axes.index(k)
            if self._sym(d.length, "slice length") == Sym.const(1):
                items.append(d.start)  # broadcasts (or is the one element)
                continue
            var = _at(ast.Name(tvars[t], ast.Load()), view.node)
            offset = (
                var if d.step == 1 else _bin(var, ast.Mult(), _const(d.step, view.node), view.node)
            )  # type: ignore[arg-type]
            items.append(
                offset
                if _literal_int(d.start) == 0
                else _bin(d.start, ast.Add(), offset, view.node)  # type: ignore[arg-type]
            )
        index: ast.expr = (
            items[0] if len(items) == 1 else _at(ast.Tuple(items, ast.Load()), view.node)
        )  # type: ignore[assignment]
        element = ast.Subscript(ast.Name(view.name, ast.Load()), index, ast.Load())
        element._polyoff_text = f"{self.src.snippet(view.node)} (an element)"  # type: ignore[attr-defined]
        return _at(element, view.node)  # type: ignore[return-value]
