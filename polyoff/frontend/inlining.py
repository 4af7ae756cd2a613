"""Calls of plain Python functions, inlined.

A decorated function may call another Python function (plain, or itself
decorated: its undecorated body is used) whose body is what small helpers
look like: assignments to local names, then ``return <expression>``
(``def flux(a, b): d = a - b; return 0.5 * d``). The arguments are
evaluated first, left to right, as Python does; then the callee's
statements are lowered in its own namespace: its parameters bound to the
argument values (arrays to the caller's arrays, so its subscripts, slices
and reductions reach them), each assignment binding a name to a value, its
other names resolved in its module as Python would resolve them when it
runs.

Applied to slices (``B[1:] = flux(A[1:], A[:-1])``), a callee is applied
element by element where that is what NumPy computes: its body uses its
parameters only through operators and NumPy ufuncs (see
:func:`elementwise`).

Refused, with an error in the callee naming its file, line and column:
recursion, generators, ``*args``/``**kwargs``, defaults and keyword
arguments, statements other than assignments to names, and numbers or
arrays the callee reads from its module or from a closure (the caller's
compiled code would not see them change). The code the callee becomes is
attributed to the call's line in the report, in index checks and in the
exceptions the compiled code raises.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import types
import weakref
from contextlib import contextmanager

from polyoff.frontend.functions import find_callable
from polyoff.frontend.source import FunctionSource, read_function_source
from polyoff.frontend.syntax import ARITH_OPS, check_syntax
from polyoff.frontend.values import ArrayRef, Expr, StaticRef, Value

#: Nested inlining deeper than this is refused (recursion is refused
#: before it gets there).
MAX_DEPTH = 16

#: Parsed callees (a function's code never changes, so neither does its
#: source as compiled).
_SOURCES: weakref.WeakKeyDictionary[types.FunctionType, FunctionSource] = (
    weakref.WeakKeyDictionary()
)


def python_function(obj: object) -> types.FunctionType | None:
    """The plain Python function ``obj`` is (or decorates), else None."""
    py = getattr(obj, "py_func", obj)
    if not isinstance(py, types.FunctionType) or py.__name__ == "<lambda>":
        return None
    if str(py.__module__).split(".")[0] in ("polyoff", "polyoff_runtime", "numpy", "math"):
        return None  # library code, not a helper of the user's
    return py


def callee_source(py: types.FunctionType) -> FunctionSource:
    src = _SOURCES.get(py)
    if src is None:
        src = read_function_source(py)
        _SOURCES[py] = src
    return src


def _statements(src: FunctionSource) -> list[ast.stmt]:
    """The body without its docstring."""
    return [
        s
        for s in src.tree.body
        if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
    ]


def _check_body(py: types.FunctionType, src: FunctionSource, site: str) -> ast.Return:
    """Raise, in the callee, at what keeps it from being inlined; its
    ``return``."""
    name = py.__name__
    for n in ast.walk(src.tree):
        if isinstance(n, (ast.Yield, ast.YieldFrom)):
            raise src.error(
                n, f"`{name}` (called at {site}) is a generator; only functions are inlined"
            )
    check_syntax(src)
    body = _statements(src)
    for k, stmt in enumerate(body):
        last = k == len(body) - 1
        if last and isinstance(stmt, ast.Return) and stmt.value is not None:
            return stmt
        if not last and isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if all(isinstance(t, ast.Name) for t in targets):
                continue
        what = (
            "a `return` without a value"
            if isinstance(stmt, ast.Return)
            else f"this {type(stmt).__name__.lower()} statement"
        )
        raise src.error(
            stmt,
            f"`{name}` (called at {site}) is inlined, so its body must be assignments to "
            f"local names and one `return <expression>` at the end; {what} is not",
        )
    raise src.error(
        src.tree,
        f"`{name}` (called at {site}) is inlined, so its body must end with `return <expression>`",
    )


def _resolve(py: types.FunctionType, name: str) -> tuple[bool, object]:
    """``name`` as the callee would find it when it runs: (found, value)
    and whether it is a closure variable."""
    cells = dict(zip(py.__code__.co_freevars, py.__closure__ or ()))
    if name in cells:
        try:
            return True, cells[name].cell_contents
        except ValueError:
            return False, None
    if name in py.__globals__:
        return True, py.__globals__[name]
    b = py.__globals__.get("__builtins__", builtins)
    b = b if isinstance(b, dict) else vars(b)
    if name in b:
        return True, b[name]
    return False, None


def _local_names(src: FunctionSource) -> set[str]:
    params = {a.arg for a in (*src.tree.args.posonlyargs, *src.tree.args.args)}
    for stmt in _statements(src):
        if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            params |= {t.id for t in targets if isinstance(t, ast.Name)}
    return params


def _callee_names(py: types.FunctionType, src: FunctionSource) -> dict[str, object]:
    """The callee's free names: modules and functions (numbers and arrays
    are refused where they are read)."""
    local = _local_names(src)
    cells = set(py.__code__.co_freevars)
    out: dict[str, object] = {}
    for n in ast.walk(src.tree):
        if not (isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)) or n.id in local:
            continue
        found, value = _resolve(py, n.id)
        if not found:
            raise src.error(n, f"name `{n.id}` is not defined")
        if not (isinstance(value, types.ModuleType) or callable(value)):
            where = (
                "a variable of the enclosing function (a closure)"
                if n.id in cells
                else "a global of its module"
            )
            raise src.error(
                n,
                f"`{n.id}` is {where}, a {type(value).__name__}, which `{py.__name__}` reads "
                "when inlined; pass it as an argument instead (the compiled code would not "
                "see it change)",
            )
        out[n.id] = value
    return out


def elementwise(obj: object, _seen: frozenset = frozenset()) -> bool:
    """Whether calling ``obj`` on arrays computes what calling it on their
    elements one by one computes: a helper whose body combines its
    parameters only with arithmetic operators, NumPy ufuncs, ``abs`` and
    other such helpers (so NumPy broadcasts it element by element)."""
    py = python_function(obj)
    if py is None or py in _seen:
        return False
    try:
        src = callee_source(py)
    except Exception:
        return False
    body = _statements(src)
    if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
        return False
    exprs: list[ast.expr] = []
    for stmt in body[:-1]:
        if not isinstance(stmt, (ast.Assign, ast.AugAssign)) or stmt.value is None:
            return False
        exprs.append(stmt.value)
    exprs.append(body[-1].value)
    local = _local_names(src)
    seen = _seen | {py}

    def static(node: ast.expr) -> object | None:
        if isinstance(node, ast.Name) and node.id not in local:
            found, value = _resolve(py, node.id)
            return value if found else None
        if isinstance(node, ast.Attribute):
            base = static(node.value)
            return getattr(base, node.attr, None) if base is not None else None
        return None

    def ok(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return isinstance(node.value, (int, float)) and not isinstance(node.value, bool)
        if isinstance(node, ast.Name):
            return node.id in local
        if isinstance(node, ast.BinOp):
            return type(node.op) in ARITH_OPS and ok(node.left) and ok(node.right)
        if isinstance(node, ast.UnaryOp):
            return isinstance(node.op, (ast.USub, ast.UAdd)) and ok(node.operand)
        if isinstance(node, ast.Call) and not node.keywords:
            fn = static(node.func)
            if fn is None:
                return False
            known = find_callable(fn)
            if known is not None:
                applies = known.family == "numpy" or (known.family, known.name) == (
                    "builtin",
                    "abs",
                )
            else:
                applies = elementwise(fn, seen)
            return applies and all(ok(a) for a in node.args)
        return False

    return all(ok(e) for e in exprs)


class InlineLowering:
    def inline_call(self, node: ast.Call, fn: object) -> Value | None:
        """The value of calling the Python function ``fn`` (None when ``fn``
        is not a plain Python function)."""
        py = python_function(fn)
        if py is None:
            return None
        here = self.src.location(node)
        site = f"{here.file}:{here.line}:{here.column}"
        if py in self.inline_stack:
            raise self.fail(node, f"`{py.__name__}` calls itself; recursion is not inlined")
        if len(self.inline_stack) >= MAX_DEPTH:
            raise self.fail(node, f"calls nested more than {MAX_DEPTH} deep are not inlined")
        src = callee_source(py)
        ret = _check_body(py, src, site)
        params = inspect.signature(py).parameters
        defaults = [p for p in params.values() if p.default is not p.empty]
        if defaults or any(
            p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params.values()
        ):
            bad = defaults[0].name if defaults else next(iter(params))
            raise src.error(
                next(a for a in src.tree.args.args if a.arg == bad)
                if any(a.arg == bad for a in src.tree.args.args)
                else src.tree,
                f"`{py.__name__}` (called at {site}) is inlined only with positional "
                "parameters without defaults",
            )
        if len(params) != len(node.args):
            raise self.fail(
                node,
                f"`{py.__name__}` takes {len(params)} positional argument(s), "
                f"not {len(node.args)}",
            )
        values: dict[str, Expr] = {}
        for name, arg in zip(params, node.args):
            e = self.expr(arg)
            if not isinstance(e, (Value, ArrayRef)):
                raise self.fail(
                    arg, f"`{self.src.snippet(arg)}` cannot be passed to `{py.__name__}`"
                )
            values[name] = e
        names = _callee_names(py, src)
        with self._inlined(src, py, values, names, self.position(node)):
            for stmt in _statements(src)[:-1]:
                self._inline_assign(stmt)
            return self.value(ret.value)  # type: ignore[arg-type]

    def _inline_assign(self, stmt: ast.stmt) -> None:
        assert self.inline_names is not None
        if isinstance(stmt, ast.AugAssign):
            assert isinstance(stmt.target, ast.Name)
            current = self.value(stmt.target)
            rhs = self.value(stmt.value)
            value = self.binop(ARITH_OPS[type(stmt.op)], current, rhs, stmt, stmt.value)
            self.inline_names[stmt.target.id] = value
            return
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]  # type: ignore[attr-defined]
        value = self.value(stmt.value)  # type: ignore[arg-type]
        for t in targets:
            self.inline_names[t.id] = value

    def inline_name(self, node: ast.Name) -> Expr:
        assert self.inline_names is not None
        value = self.inline_names.get(node.id)
        if value is None:
            raise self.fail(node, f"local variable `{node.id}` is used before it is assigned")
        return value

    @contextmanager
    def _inlined(self, src, py, values: dict[str, Expr], names: dict[str, object], site):
        saved = (self.src, self.inline_names, self.arrays, self.inline_site)
        self.src = src
        self.inline_names = {**{n: StaticRef(n, o) for n, o in names.items()}, **values}
        # the callee's subscripts, slices and reductions see its parameters
        self.arrays = {n: v for n, v in values.items() if isinstance(v, ArrayRef)}
        if self.inline_site is None:
            self.inline_site = site
        self.inline_stack.append(py)
        try:
            yield
        finally:
            self.inline_stack.pop()
            self.src, self.inline_names, self.arrays, self.inline_site = saved
