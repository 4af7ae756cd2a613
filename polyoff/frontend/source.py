"""A decorated function's source: its AST with file positions, and errors
that point into it.

:func:`read_function_source` finds the function's text with ``inspect``,
parses it and moves every node to its real line in the file, so error
messages, debug locations and the report name the lines a user sees. Columns
are 1-based in messages; the dedented text's column offset is added back.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import textwrap
from dataclasses import dataclass

from polyoff.errors import FrontendError, SourceLocation


class UnsupportedSyntaxError(FrontendError):
    """A construct outside the subset the decorator compiles."""


class FrontendTypeError(FrontendError):
    """An operation whose NumPy meaning the decorator cannot reproduce
    exactly, or that would raise a TypeError when the function runs."""


class SignatureError(FrontendError, TypeError):
    """Arguments the decorator cannot pass to compiled code (a dtype, rank or
    object it does not support)."""


@dataclass(frozen=True)
class FunctionSource:
    """The parsed source of one function."""

    name: str
    qualname: str
    file: str
    tree: ast.FunctionDef
    text: str
    col_shift: int

    @property
    def digest(self) -> str:
        return hashlib.sha256(f"{self.file}\n{self.tree.lineno}\n{self.text}".encode()).hexdigest()

    def location(self, node: ast.AST | None) -> SourceLocation:
        if node is None or not hasattr(node, "lineno"):
            return SourceLocation(self.file, self.tree.lineno, None, self.name)
        return SourceLocation(
            self.file, node.lineno, node.col_offset + 1 + self.col_shift, self.name
        )

    def error(
        self, node: ast.AST | None, message: str, cls: type[FrontendError] = UnsupportedSyntaxError
    ) -> FrontendError:
        return cls(message, self.location(node))

    def snippet(self, node: ast.AST) -> str:
        shown = getattr(node, "_polyoff_text", None)  # code rewritten from this text
        if shown is not None:
            return shown
        try:
            text = ast.unparse(node)
        except Exception:  # unparse of a partial tree: only for messages
            return type(node).__name__
        return text if len(text) <= 60 else text[:57] + "..."


def read_function_source(fn: object) -> FunctionSource:
    """Parse ``fn``'s source; a FrontendError when there is none to read."""
    name = getattr(fn, "__name__", repr(fn))
    if not inspect.isfunction(fn):
        raise UnsupportedSyntaxError(
            f"@polyoff.offload decorates plain Python functions, not {type(fn).__name__}"
        )
    if fn.__name__ == "<lambda>":
        raise UnsupportedSyntaxError(
            "@polyoff.offload cannot compile a lambda; use def",
            SourceLocation(fn.__code__.co_filename, fn.__code__.co_firstlineno),
        )
    file = inspect.getsourcefile(fn) or fn.__code__.co_filename
    try:
        lines, first = inspect.getsourcelines(fn)
    except (OSError, TypeError) as exc:
        raise UnsupportedSyntaxError(
            f"cannot read the source of {name} ({exc}); @polyoff.offload needs the function's source text",
            SourceLocation(file, fn.__code__.co_firstlineno, None, name),
        ) from exc
    raw = "".join(lines)
    text = textwrap.dedent(raw)
    first_line = next((ln for ln in raw.splitlines() if ln.strip()), "")
    col_shift = len(first_line) - len(first_line.lstrip())
    try:
        module = ast.parse(text)
    except SyntaxError as exc:  # pragma: no cover - Python compiled it already
        raise UnsupportedSyntaxError(
            f"cannot parse the source of {name}: {exc.msg}",
            SourceLocation(file, first + (exc.lineno or 1) - 1, None, name),
        ) from exc
    ast.increment_lineno(module, first - 1)
    tree = next(
        (n for n in module.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), None
    )
    if tree is None:
        raise UnsupportedSyntaxError(
            f"cannot find the definition of {name} in its source",
            SourceLocation(file, first, None, name),
        )
    if isinstance(tree, ast.AsyncFunctionDef):
        raise UnsupportedSyntaxError(
            "async functions are not supported",
            SourceLocation(file, tree.lineno, tree.col_offset + 1 + col_shift, name),
        )
    return FunctionSource(name, getattr(fn, "__qualname__", name), file, tree, text, col_shift)
