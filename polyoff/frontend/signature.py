"""What a call passes: the specialisation key of a decorated function.

Each argument (and each global or closure variable the function reads that
holds data) is classified as an array of one of the supported dtypes and a
rank, or a Python or NumPy scalar. One compilation serves every call with
the same :class:`Signature`; shapes and values are run-time arguments.
Arrays that are not C-contiguous in native byte order are passed as a
C-contiguous copy (and copied back when the function writes them), so the
compiled code only ever sees C-contiguous arrays.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from polyoff.frontend.source import SignatureError
from polyoff.frontend.types import ARRAY_DTYPES, INT64_MAX, INT64_MIN, NumType, numpy_type_of_scalar


@dataclass(frozen=True)
class ArraySpec:
    """An array argument: element type and rank."""

    dtype: NumType
    ndim: int

    def describe(self) -> str:
        return f"{self.dtype.name}[{', '.join([':'] * self.ndim)}]"


@dataclass(frozen=True)
class ScalarSpec:
    """A scalar argument: a Python int or float, or a NumPy scalar."""

    type: NumType

    def describe(self) -> str:
        return self.type.describe()


ParamSpec = ArraySpec | ScalarSpec


@dataclass(frozen=True)
class Signature:
    """Parameter names (the function's, then the globals it reads) and what
    each holds."""

    names: tuple[str, ...]
    specs: tuple[ParamSpec, ...]

    def describe(self) -> str:
        return "(" + ", ".join(f"{n}: {s.describe()}" for n, s in zip(self.names, self.specs)) + ")"

    @property
    def token(self) -> str:
        return ";".join(f"{n}={s.describe()}" for n, s in zip(self.names, self.specs))


def classify(name: str, value: object) -> ParamSpec:
    """The spec of one argument; a SignatureError for what cannot be passed."""
    if isinstance(value, np.ndarray):
        dtype = ARRAY_DTYPES.get(value.dtype.name)
        if dtype is None:
            raise SignatureError(
                f"argument {name!r} is an array of {value.dtype}; polyoff compiles float32, float64, int32 and int64 arrays"
            )
        if value.ndim == 0:
            raise SignatureError(f"argument {name!r} is a 0-d array; pass a scalar instead")
        return ArraySpec(dtype, value.ndim)
    t = numpy_type_of_scalar(value)
    if t is None:
        if isinstance(value, (bool, np.bool_)):
            raise SignatureError(
                f"argument {name!r} is a bool; booleans are not supported, pass 0 or 1"
            )
        raise SignatureError(
            f"argument {name!r} is a {type(value).__name__}; polyoff compiles NumPy arrays and int/float scalars"
        )
    if t.name == "int" and not INT64_MIN <= value <= INT64_MAX:  # type: ignore[operator]
        raise SignatureError(f"argument {name!r} = {value} does not fit in 64 bits")
    return ScalarSpec(t)


def needs_copy(a: np.ndarray) -> bool:
    """Whether ``a`` must be passed as a C-contiguous copy."""
    return not a.flags.c_contiguous or not a.dtype.isnative
