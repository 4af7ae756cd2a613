"""The functions a decorated function may call, found by identity.

A name in the function's code is looked up the way Python would (locals,
then globals and closure cells, then builtins) and the object found is
compared with the supported ones, so ``math.sqrt``, ``from math import
sqrt`` and ``np.sqrt`` under any alias all resolve; a global that shadows
``abs`` with something else is not mistaken for it.

Families and their result types:

* ``builtin``: ``abs min max len float int`` (``range`` only as a loop).
* ``math``: the C library on doubles; results are Python floats
  (``math.floor``/``math.ceil`` give Python ints).
* ``numpy``: ufuncs on scalars, with NumPy's type resolution.
* ``cast``: ``numpy.float32(x)`` and friends.
"""

from __future__ import annotations

import builtins
import math
from dataclasses import dataclass

import numpy as np

from polyoff.frontend.types import FLOAT32, FLOAT64, INT32, INT64, NumType


@dataclass(frozen=True)
class Callable:
    family: str
    name: str
    nargs: tuple[int, ...]
    cast_to: NumType | None = None

    @property
    def spelling(self) -> str:
        prefix = {"builtin": "", "math": "math.", "numpy": "numpy.", "cast": "numpy."}[self.family]
        return prefix + self.name


#: math functions: name -> number of arguments.
MATH_FUNCTIONS = {
    "sqrt": 1,
    "exp": 1,
    "log": 1,
    "log2": 1,
    "log10": 1,
    "sin": 1,
    "cos": 1,
    "tan": 1,
    "tanh": 1,
    "fabs": 1,
    "pow": 2,
    "floor": 1,
    "ceil": 1,
}
#: NumPy ufuncs on scalars: name -> (number of arguments, kind), kind being
#: ``float`` (result float32 for float32, else float64), ``keep`` (result of
#: the argument's type) or ``power``.
NUMPY_FUNCTIONS = {
    "sqrt": "float",
    "exp": "float",
    "log": "float",
    "log2": "float",
    "log10": "float",
    "sin": "float",
    "cos": "float",
    "tan": "float",
    "tanh": "float",
    "fabs": "float",
    "floor": "keep",
    "ceil": "keep",
    "abs": "keep",
    "absolute": "keep",
    "power": "power",
    "pow": "power",
}
CASTS = {"float32": FLOAT32, "float64": FLOAT64, "int32": INT32, "int64": INT64}


def _table() -> dict[int, Callable]:
    table: dict[int, Callable] = {}
    for name in ("abs", "len", "float", "int"):
        table[id(getattr(builtins, name))] = Callable("builtin", name, (1,))
    for name in ("min", "max"):
        table[id(getattr(builtins, name))] = Callable("builtin", name, (2, 3, 4, 5, 6, 7, 8))
    table[id(builtins.range)] = Callable("builtin", "range", (1, 2, 3))
    for name, n in MATH_FUNCTIONS.items():
        table[id(getattr(math, name))] = Callable("math", name, (n,))
    for name, kind in NUMPY_FUNCTIONS.items():
        obj = getattr(np, name, None)
        if obj is not None and id(obj) not in table:
            table[id(obj)] = Callable("numpy", name, (2,) if kind == "power" else (1,))
    for name, t in CASTS.items():
        table[id(getattr(np, name))] = Callable("cast", name, (1,), t)
    return table


_CALLABLES = _table()
# Keep the objects alive so their ids stay theirs.
_KEEP = [builtins, math, np]


def find_callable(obj: object) -> Callable | None:
    c = _CALLABLES.get(id(obj))
    if c is None:
        return None
    # Guard against id reuse: compare with the real object.
    module = {"builtin": builtins, "math": math, "numpy": np, "cast": np}[c.family]
    real = getattr(module, c.name, None)
    if c.family == "numpy" and real is not obj:
        real = next((getattr(np, n) for n in NUMPY_FUNCTIONS if getattr(np, n, None) is obj), None)
    return c if real is obj else None


def numpy_kind(name: str) -> str:
    return NUMPY_FUNCTIONS[name]


#: Modules whose attributes the function may use.
SUPPORTED_MODULES = (math, np)


def module_constant(module: object, attr: str) -> float | None:
    """``math.pi``, ``np.inf``, ...: Python floats fixed at import time."""
    if module not in SUPPORTED_MODULES:
        return None
    value = getattr(module, attr, None)
    if isinstance(value, float):
        return value
    return None
