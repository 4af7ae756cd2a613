"""Array shapes and subscripts from byte offsets (delinearisation).

Every load and store reaches us as ``base + offset`` bytes (`ir.affine`).
Per base pointer this module decides the array's element type and shape and
turns each offset into one subscript per dimension:

* Parametric strides, as produced by C99 variable-length arrays (``i*m + j``):
  the strides are the distinct parameter products that multiply counters,
  ordered by degree, each dividing the next (Grosser et al., "On recovering
  multi-dimensional arrays in Polly", IMPACT 2015). The subscript of each
  inner dimension must stay within its size; where that is not provable it
  becomes a run-time assumption.
* Constant strides on a global with an array type take the global's
  dimensions when every subscript provably stays in range.
* Otherwise the array is one-dimensional with a linear affine subscript,
  which is exact for dependence analysis.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from polyoff.ir.affine import Counter, NotAffine, Param, Poly
from polyoff.ir.model import Module
from polyoff.ir.types import array_shape, type_size
from polyoff.scop.isl_expr import IslConverter


@dataclass(frozen=True)
class RawAccess:
    """A load or store before shapes are known."""

    key: str  # unique id of the access (statement + instruction)
    base: str
    offset: Poly  # bytes
    element_type: str
    converter: IslConverter  # on the statement's space
    domain: object  # isl.Set of the statement
    gep_dims: tuple[int, ...] = ()  # array dimensions of the last GEP on the way


@dataclass(frozen=True)
class Shape:
    element_type: str
    element_size: int
    sizes: tuple[Poly | None, ...]
    subscripts: dict[str, tuple[Poly, ...]]
    #: (access key, dimension, subscript, size): inner subscripts that must lie
    #: in [0, size) for the shape to be valid, unless proved.
    bounds: tuple[tuple[str, int, Poly, Poly], ...] = ()


class ShapeError(NotAffine):
    pass


def sanitize(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]", "_", name).strip("_") or "v"
    return s if not s[0].isdigit() else "v" + s


def shape_array(base: str, accesses: list[RawAccess], module: Module, *, linear: bool = False) -> Shape:
    """Element type, shape and subscripts of the array at ``base``.

    With ``linear``, constant-stride arrays stay one-dimensional (used when the
    multi-dimensional view's in-bounds assumption can never hold).
    """
    types = {a.element_type for a in accesses}
    if len(types) != 1:
        raise ShapeError("mixed-types", f"array {base} is accessed as {', '.join(sorted(types))}")
    elem = types.pop()
    esize = type_size(elem)
    offsets: dict[str, Poly] = {}
    for a in accesses:
        q = a.offset.exact_div(esize)
        if q is None:
            raise ShapeError("non-affine-access", f"access to {base} not aligned to its {elem} elements")
        offsets[a.key] = q

    if _is_parametric(offsets.values()):
        return _parametric_shape(base, elem, esize, offsets)

    if not linear:
        dims = _declared_dims(base, accesses, module, esize)
        if dims is not None:
            shape = _constant_shape(elem, esize, dims, offsets)
            if shape is not None:
                return shape
    return Shape(elem, esize, (None,), {k: (v,) for k, v in offsets.items()})


def _declared_dims(base: str, accesses: list[RawAccess], module: Module, esize: int) -> tuple[int, ...] | None:
    """Dimensions the program declares for the array: a global's array type,
    or the array type every GEP into a pointer argument steps through
    (``double A[][M]``). The outermost is unused (only strides matter)."""
    if base.startswith("@"):
        g = module.global_map.get(base[1:])
        if g is not None:
            dims, inner = array_shape(g.value_type)
            if len(dims) >= 2 and type_size(inner) == esize:
                return dims
    inner_dims = {a.gep_dims for a in accesses}
    if len(inner_dims) == 1:
        dims = inner_dims.pop()
        if dims:
            return (0, *dims)
    return None


def _split(mono: tuple) -> tuple[tuple[str, ...], tuple]:
    params = tuple(sorted(a.name for a in mono if isinstance(a, Param)))
    rest = tuple(a for a in mono if not isinstance(a, Param))
    return params, rest


def _is_parametric(offsets) -> bool:
    for off in offsets:
        for mono, _ in off.terms:
            params, rest = _split(mono)
            if params and any(isinstance(a, Counter) for a in rest):
                return True
    return False


def _divides(small: tuple[str, ...], big: tuple[str, ...]) -> tuple[str, ...] | None:
    rest = list(big)
    for p in small:
        if p not in rest:
            return None
        rest.remove(p)
    return tuple(rest)


def _param_poly(names: tuple[str, ...]) -> Poly:
    p = Poly.const(1)
    for n in names:
        p = p * Poly.atom(Param(n))
    return p


def _parametric_shape(base: str, elem: str, esize: int, offsets: dict[str, Poly]) -> Shape:
    strides = {()}
    for off in offsets.values():
        for mono, _ in off.terms:
            params, rest = _split(mono)
            if rest and any(isinstance(a, Counter) for a in rest):
                strides.add(params)
    ordered = sorted(strides, key=lambda s: (len(s), s))
    for small, big in pairwise(ordered):
        if _divides(small, big) is None or len(small) == len(big):
            raise ShapeError("delinearization", f"cannot find consistent dimensions for {base}")
    ordered.reverse()  # outermost stride first
    sizes: list[Poly | None] = [None]
    for outer, inner in pairwise(ordered):
        sizes.append(_param_poly(_divides(inner, outer)))  # type: ignore[arg-type]
    subscripts: dict[str, tuple[Poly, ...]] = {}
    bounds = []
    for key, off in offsets.items():
        subs = [Poly() for _ in ordered]
        for mono, coeff in off.terms:
            params, rest = _split(mono)
            for k, stride in enumerate(ordered):
                quotient = _divides(stride, params)
                if quotient is not None:
                    if quotient and any(isinstance(a, Counter) for a in rest):
                        raise ShapeError("delinearization", f"subscript of {base} is not affine after delinearisation")
                    term = Poly.const(coeff) * _param_poly(quotient)
                    for a in rest:
                        term = term * Poly.atom(a)
                    subs[k] = subs[k] + term
                    break
        subscripts[key] = tuple(subs)
        for k in range(1, len(ordered)):
            bounds.append((key, k, subs[k], sizes[k]))
    return Shape(elem, esize, tuple(sizes), subscripts, tuple(bounds))


def _constant_shape(elem: str, esize: int, dims: tuple[int, ...], offsets: dict[str, Poly]) -> Shape | None:
    strides = []
    acc = 1
    for d in reversed(dims):
        strides.append(acc)
        acc *= d
    strides.reverse()
    subscripts = {}
    bounds = []
    for key, off in offsets.items():
        subs = [Poly() for _ in dims]
        for mono, coeff in off.terms:
            for k, s in enumerate(strides):
                if coeff % s == 0:
                    subs[k] = subs[k] + _mono_poly(mono, coeff // s)
                    break
        subscripts[key] = tuple(subs)
        for k in range(1, len(dims)):
            bounds.append((key, k, subs[k], Poly.const(dims[k])))
    sizes: tuple[Poly | None, ...] = (None, *(Poly.const(d) for d in dims[1:]))
    return Shape(elem, esize, sizes, subscripts, tuple(bounds))


def _mono_poly(mono: tuple, coeff: int) -> Poly:
    term = Poly.const(coeff)
    for a in mono:
        term = term * Poly.atom(a)
    return term
