"""The Python subset ``@polyoff.offload`` compiles, checked when decorating.

:func:`check_syntax` walks the function's AST and raises an
:class:`~polyoff.frontend.source.UnsupportedSyntaxError` at the first
construct outside the subset, naming it and its line and column, so a
mistake shows when the module is imported, before anything runs. What needs
the argument types (which names are arrays, whether an operation has an
exact NumPy meaning) is checked later, by the lowering, at the first call.

The subset: ``for v in range(...)`` loops (``numba.prange`` as ``range``),
``while`` loops that are counted loops (:mod:`polyoff.frontend.loops`),
``break``, ``continue`` (rewritten into ``if``/``else`` by
:mod:`polyoff.frontend.continues`), ``if``/``elif``/``else``,
assignments and augmented assignments to names and array elements,
``pass``, ``return``; expressions with numbers, names, ``+ - * / // % **``,
unary ``-``/``+``, comparisons, ``and``/``or``/``not``, conditional
expressions, subscripts (with slices: whole-array statements, see
:mod:`polyoff.frontend.slices`), attributes (``A.shape``, ``math.sqrt``) and calls
of the supported functions (positional arguments only).
"""

from __future__ import annotations

import ast

from polyoff.frontend.counted import counted_while
from polyoff.frontend.source import FunctionSource

ARITH_OPS = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.Pow: "**",
}
COMPARE_OPS = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
}

_STATEMENT_NAMES = {
    ast.With: "`with` blocks are not supported",
    ast.AsyncWith: "`async with` is not supported",
    ast.AsyncFor: "`async for` is not supported",
    ast.Try: "`try` blocks are not supported",
    ast.Raise: "`raise` is not supported",
    ast.Assert: "`assert` is not supported",
    ast.Delete: "`del` is not supported",
    ast.Import: "`import` inside the function is not supported; import at module level",
    ast.ImportFrom: "`import` inside the function is not supported; import at module level",
    ast.Global: "`global` declarations are not supported (globals can be read, not assigned)",
    ast.Nonlocal: "`nonlocal` declarations are not supported",
    ast.FunctionDef: "nested function definitions are not supported",
    ast.AsyncFunctionDef: "nested function definitions are not supported",
    ast.ClassDef: "class definitions are not supported",
}
if hasattr(ast, "TryStar"):
    _STATEMENT_NAMES[ast.TryStar] = "`try` blocks are not supported"
if hasattr(ast, "Match"):
    _STATEMENT_NAMES[ast.Match] = "`match` statements are not supported"

_EXPRESSION_NAMES = {
    ast.List: "list displays are not supported",
    ast.Tuple: "tuples are not supported here",
    ast.Dict: "dict displays are not supported",
    ast.Set: "set displays are not supported",
    ast.ListComp: "list comprehensions are not supported",
    ast.SetComp: "set comprehensions are not supported",
    ast.DictComp: "dict comprehensions are not supported",
    ast.GeneratorExp: "generator expressions are not supported",
    ast.Lambda: "lambda expressions are not supported",
    ast.JoinedStr: "f-strings are not supported",
    ast.Starred: "starred expressions are not supported",
    ast.NamedExpr: "assignment expressions (:=) are not supported",
    ast.Await: "`await` is not supported",
    ast.Yield: "generators (`yield`) are not supported",
    ast.YieldFrom: "generators (`yield from`) are not supported",
}
_OPERATOR_NAMES = {
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.MatMult: "@",
}


def check_syntax(src: FunctionSource) -> None:
    """Raise at the first unsupported construct of ``src``."""
    fn = src.tree
    args = fn.args
    if args.vararg is not None:
        raise src.error(args.vararg, "*args parameters are not supported")
    if args.kwarg is not None:
        raise src.error(args.kwarg, "**kwargs parameters are not supported")
    _Checker(src).block(fn.body)


class _Checker:
    def __init__(self, src: FunctionSource) -> None:
        self.src = src

    def fail(self, node: ast.AST, message: str):
        return self.src.error(node, message)

    # ---------------------------------------------------------- statements
    def block(self, body: list[ast.stmt]) -> None:
        for stmt in body:
            self.statement(stmt)

    def statement(self, node: ast.stmt) -> None:
        message = _STATEMENT_NAMES.get(type(node))
        if message is not None:
            raise self.fail(node, message)
        if isinstance(node, ast.Assign):
            for target in node.targets:
                self.target(target, node.value)
            self.expr(
                node.value, allow_shape_tuple=any(isinstance(t, ast.Tuple) for t in node.targets)
            )
        elif isinstance(node, ast.AugAssign):
            self.operator(node.op, node)
            if isinstance(node.target, ast.Tuple):
                raise self.fail(node.target, "augmented assignment to a tuple is not supported")
            self.target(node.target, None)
            self.expr(node.value)
        elif isinstance(node, ast.AnnAssign):
            if node.value is None:
                raise self.fail(node, "a bare annotation without a value is not supported")
            self.target(node.target, None)
            self.expr(node.value)
        elif isinstance(node, ast.For):
            self.for_loop(node)
        elif isinstance(node, ast.While):
            counted = counted_while(node)
            if isinstance(counted, str):
                raise self.fail(
                    node,
                    f"`while` loops are supported when they are counted loops (`while i < n:` "
                    f"with one `i += c`); this one is not: {counted}",
                )
            self.expr(node.test)
            self.block(node.body)
        elif isinstance(node, (ast.Break, ast.Continue)):
            return  # Python allows them in loops only
        elif isinstance(node, ast.If):
            self.expr(node.test)
            self.block(node.body)
            self.block(node.orelse)
        elif isinstance(node, ast.Expr):
            value = node.value
            if isinstance(value, ast.Constant) and (
                isinstance(value.value, str) or value.value is Ellipsis
            ):
                return  # docstring or `...`
            if isinstance(value, ast.Call):
                raise self.fail(
                    node,
                    f"the call `{self.src.snippet(value)}` is a statement on its own; "
                    "only calls of pure math functions in expressions are supported",
                )
            raise self.fail(
                node, f"the expression statement `{self.src.snippet(value)}` has no effect"
            )
        elif isinstance(node, ast.Pass):
            return
        elif isinstance(node, ast.Return):
            if node.value is not None:
                if isinstance(node.value, ast.Tuple):
                    raise self.fail(
                        node.value, "returning several values is not supported; return one number"
                    )
                self.expr(node.value)
        else:
            raise self.fail(node, f"`{type(node).__name__}` statements are not supported")

    def for_loop(self, node: ast.For) -> None:
        if not isinstance(node.target, ast.Name):
            raise self.fail(
                node.target, "a for loop must bind a single name (`for i in range(...)`)"
            )
        it = node.iter
        # `prange(...)` and `numba.prange(...)` too: the lowering checks that
        # the name is numba's (parallelism is polyoff's to prove).
        if not (
            isinstance(it, ast.Call)
            and (
                (isinstance(it.func, ast.Name) and it.func.id in ("range", "prange"))
                or (isinstance(it.func, ast.Attribute) and it.func.attr == "prange")
            )
        ):
            raise self.fail(
                it,
                f"only `for ... in range(...)` loops are supported, not `for ... in {self.src.snippet(it)}`",
            )
        if it.keywords:
            raise self.fail(it.keywords[0], "range() takes no keyword arguments")
        if not 1 <= len(it.args) <= 3:
            raise self.fail(it, f"range() takes 1 to 3 arguments, not {len(it.args)}")
        for a in it.args:
            self.expr(a)
        if node.orelse:
            raise self.fail(node.orelse[0], "`for ... else` is not supported")
        self.block(node.body)

    def target(self, node: ast.expr, value: ast.expr | None) -> None:
        if isinstance(node, ast.Name):
            return
        if isinstance(node, ast.Subscript):
            self.subscript(node)
            return
        if isinstance(node, ast.Tuple):
            if (
                value is not None
                and isinstance(value, ast.Attribute)
                and value.attr == "shape"
                and all(isinstance(e, ast.Name) for e in node.elts)
            ):
                return
            raise self.fail(node, "tuple assignment is supported only as `a, b = A.shape`")
        if isinstance(node, ast.Attribute):
            raise self.fail(
                node, f"assignment to the attribute `{self.src.snippet(node)}` is not supported"
            )
        if isinstance(node, ast.Starred):
            raise self.fail(node, "starred assignment is not supported")
        raise self.fail(node, f"cannot assign to `{self.src.snippet(node)}`")

    def subscript(self, node: ast.Subscript) -> None:
        index = node.slice
        items = index.elts if isinstance(index, ast.Tuple) else [index]
        for item in items:
            if isinstance(item, ast.Slice):
                for part in (item.lower, item.upper, item.step):
                    if part is not None:
                        self.expr(part)
                continue
            if isinstance(item, ast.Constant) and item.value is Ellipsis:
                raise self.fail(item, "`...` in subscripts is not supported")
            if isinstance(item, ast.Constant) and item.value is None:
                raise self.fail(item, "`None` (newaxis) in subscripts is not supported")
            self.expr(item)
        self.expr(node.value)

    def operator(self, op: ast.operator, node: ast.AST) -> None:
        if type(op) in _OPERATOR_NAMES:
            raise self.fail(node, f"the operator `{_OPERATOR_NAMES[type(op)]}` is not supported")
        if type(op) not in ARITH_OPS:
            raise self.fail(node, f"the operator {type(op).__name__} is not supported")

    # --------------------------------------------------------- expressions
    def expr(self, node: ast.expr, allow_shape_tuple: bool = False) -> None:
        message = _EXPRESSION_NAMES.get(type(node))
        if message is not None:
            raise self.fail(node, message)
        if isinstance(node, ast.Constant):
            v = node.value
            if isinstance(v, (bool, int, float)):
                return
            kind = {
                str: "strings",
                bytes: "bytes",
                complex: "complex numbers",
                type(None): "None",
            }.get(type(v), type(v).__name__)
            raise self.fail(node, f"{kind} are not supported as values")
        if isinstance(node, ast.Name):
            return
        if isinstance(node, ast.BinOp):
            self.operator(node.op, node)
            self.expr(node.left)
            self.expr(node.right)
        elif isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Invert):
                raise self.fail(node, "the operator `~` is not supported")
            self.expr(node.operand)
        elif isinstance(node, ast.BoolOp):
            for v in node.values:
                self.expr(v)
        elif isinstance(node, ast.Compare):
            for op in node.ops:
                if type(op) not in COMPARE_OPS:
                    name = {
                        ast.Is: "is",
                        ast.IsNot: "is not",
                        ast.In: "in",
                        ast.NotIn: "not in",
                    }.get(type(op), type(op).__name__)
                    raise self.fail(node, f"the comparison `{name}` is not supported")
            self.expr(node.left)
            for c in node.comparators:
                self.expr(c)
        elif isinstance(node, ast.IfExp):
            self.expr(node.test)
            self.expr(node.body)
            self.expr(node.orelse)
        elif isinstance(node, ast.Call):
            # `dtype=` for np.zeros & co.; the lowering refuses it elsewhere
            if any(kw.arg != "dtype" for kw in node.keywords):
                raise self.fail(
                    next(kw for kw in node.keywords if kw.arg != "dtype"),
                    f"keyword arguments in calls are not supported (`{self.src.snippet(node)}`)",
                )
            if not isinstance(node.func, (ast.Name, ast.Attribute)):
                raise self.fail(node.func, f"cannot call `{self.src.snippet(node.func)}`")
            if isinstance(node.func, ast.Attribute):
                if node.func.attr in ("sum", "dot") and isinstance(node.func.value, ast.Subscript):
                    self.subscript(node.func.value)  # a reduction method: `A[i, :].sum()`
                else:
                    self.expr(node.func)
            for a in node.args:
                if isinstance(a, ast.Starred):
                    raise self.fail(a, "starred arguments are not supported")
                if isinstance(a, ast.Tuple):  # a shape: np.zeros((n, m))
                    for e in a.elts:
                        self.expr(e)
                    continue
                self.expr(a)
            for kw in node.keywords:
                self.expr(kw.value)
        elif isinstance(node, ast.Attribute):
            if not isinstance(node.value, (ast.Name, ast.Attribute)):
                raise self.fail(node, f"the attribute `{self.src.snippet(node)}` is not supported")
            self.expr(node.value)
        elif isinstance(node, ast.Subscript):
            self.subscript(node)
        else:
            raise self.fail(node, f"`{type(node).__name__}` expressions are not supported")
