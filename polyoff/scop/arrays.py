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

import math
import re
from dataclasses import dataclass, field
from itertools import pairwise

from polyoff.ir.affine import Counter, NotAffine, Param, Poly
from polyoff.ir.model import Module
from polyoff.ir.types import array_shape, int_width, is_int, type_size
from polyoff.scop.isl_expr import IslConverter


@dataclass(frozen=True)
class RawAccess:
    """A load or store before shapes are known."""

    key: str  # unique id of the access (statement + instruction)
    base: str
    offset: Poly  # bytes
    element_type: str | None  # None: a memory intrinsic's range, in the array's type
    converter: IslConverter  # on the statement's space
    domain: object  # isl.Set of the statement
    gep_dims: tuple[int, ...] = ()  # array dimensions of the last GEP on the way
    length: Poly | None = None  # bytes, for a memory intrinsic's range
    element_hint: str | None = None  # the type its address's GEP points to


@dataclass(frozen=True)
class Shape:
    element_type: str
    element_size: int
    sizes: tuple[Poly | None, ...]
    subscripts: dict[str, tuple[Poly, ...]]
    #: (access key, dimension, subscript, size): inner subscripts that must lie
    #: in [0, size) for the shape to be valid, unless proved.
    bounds: tuple[tuple[str, int, Poly, Poly], ...] = ()
    #: elements of the innermost dimension a memory intrinsic's range covers
    lengths: dict[str, Poly] = field(default_factory=dict)

    def range_ends(self) -> tuple[tuple[str, Poly, Poly], ...]:
        """(access key, end, size): a non-empty range must end within the
        innermost dimension too (ranges are modelled along that dimension
        only), ``end <= size``."""
        if len(self.sizes) < 2:
            return ()
        k = len(self.sizes) - 1
        return tuple(
            (key, self.subscripts[key][k] + n, self.sizes[k])  # type: ignore[misc]
            for key, n in self.lengths.items()
        )


class ShapeError(NotAffine):
    pass


#: scalar types a kernel can hold, by size in bytes
_UNIFIABLE = {"i8": 1, "i16": 2, "i32": 4, "float": 4, "i64": 8, "double": 8}


def unified_element_type(types: set[str]) -> str | None:
    """One element type for an array accessed with several of the same
    size (``float`` stored, ``i32`` copied: clang copies structs and
    ``memcpy``-like loops through integers), as Polly unifies element
    types; the floating-point type when there is one. Each access keeps its
    own type, reinterpreting the element's bits (`codegen.statement`).
    ``None`` when the sizes differ or a type is not a plain scalar."""
    sizes = {_UNIFIABLE.get(t) for t in types}
    if None in sizes or len(sizes) != 1:
        return None
    return min(types, key=lambda t: (t not in ("float", "double"), t))


def store_size(ty: str) -> int | None:
    """Bytes a load or store of ``ty`` touches (``i24``: 3), None for types
    that are not plain scalars."""
    if is_int(ty):
        return (int_width(ty) + 7) // 8
    return {"half": 2, "bfloat": 2, "float": 4, "double": 8}.get(ty)


def _smallest_element(types: set[str]) -> str | None:
    """The element type of an array accessed with scalars of different
    sizes (``*(float *)&bytes[4 * i]``), as Polly models it: elements of
    the greatest common divisor of the sizes, each wider access a range of
    them (`_elements_spanned`). A type of that size that a kernel can hold,
    else the integer of that size; None when there is none."""
    sizes = [store_size(t) for t in types]
    if None in sizes:
        return None
    esize = math.gcd(*sizes)  # type: ignore[arg-type]
    same = {t for t in types if store_size(t) == esize}
    if same and (unified := unified_element_type(same)) is not None:
        return unified
    return f"i{8 * esize}" if esize in (1, 2, 4, 8) else None


def _reinterprets(ty: str, elem: str) -> bool:
    """Whether an access of ``ty`` to ``elem`` elements is not one element
    read as another type of its size (`unified_element_type`), but a range
    of elements whose bits it joins (`codegen.statement`)."""
    return ty != elem and unified_element_type({ty, elem}) is None


def _elements_spanned(ty: str, esize: int) -> int | None:
    """How many ``esize``-byte elements an access of ``ty`` covers (None:
    part of one, or not a plain scalar)."""
    size = store_size(ty)
    if size is None or size % esize:
        return None
    return size // esize


def sanitize(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]", "_", name).strip("_") or "v"
    return s if not s[0].isdigit() else "v" + s


def shape_array(
    base: str, accesses: list[RawAccess], module: Module, *, linear: bool = False
) -> Shape:
    """Element type, shape and subscripts of the array at ``base``.

    With ``linear``, constant-stride arrays stay one-dimensional (used when the
    multi-dimensional view's in-bounds assumption can never hold).
    """
    types = {a.element_type for a in accesses if a.element_type is not None}
    if len(types) > 1:
        unified = unified_element_type(types) or _smallest_element(types)
        if unified is None:
            raise ShapeError("mixed-types", f"array {base} is accessed as {', '.join(sorted(types))}")
        types = {unified}
    # An array only memory intrinsics touch holds what their addresses'
    # GEPs point to, else what the program declares (a global's type: its
    # GEPs may be byte offsets once LLVM canonicalises them), else bytes.
    hints = {a.element_hint for a in accesses if a.element_hint is not None}
    if types:
        elem = types.pop()
    elif len(hints) == 1 and hints != {"i8"}:
        elem = hints.pop()
    else:
        elem = _declared_element(base, module) or (hints.pop() if len(hints) == 1 else "i8")
    esize = type_size(elem)
    offsets: dict[str, Poly] = {}
    lengths: dict[str, Poly] = {}
    for a in accesses:
        q = a.offset.exact_div(esize)
        if q is None:
            raise ShapeError(
                "non-affine-access", f"access to {base} not aligned to its {elem} elements"
            )
        offsets[a.key] = q
        if a.element_type is not None and _reinterprets(a.element_type, elem):
            wide = _elements_spanned(a.element_type, esize)
            if wide is None:
                raise ShapeError(
                    "mixed-types", f"{a.element_type} access to {base} covers part of a {elem} element"
                )
            lengths[a.key] = Poly.const(wide)
        if a.length is not None:
            n = a.length.exact_div(esize)
            if n is None:
                raise ShapeError(
                    "non-affine-access",
                    f"memory intrinsic on {base} covers part of a {elem} element",
                )
            lengths[a.key] = n
    shape = _shape(base, elem, esize, accesses, offsets, module, linear)
    return Shape(
        shape.element_type, shape.element_size, shape.sizes, shape.subscripts, shape.bounds, lengths
    )


def _shape(
    base: str,
    elem: str,
    esize: int,
    accesses: list[RawAccess],
    offsets: dict[str, Poly],
    module: Module,
    linear: bool,
) -> Shape:
    if _is_parametric(offsets.values()):
        return _parametric_shape(base, elem, esize, offsets)

    if not linear:
        dims = _declared_dims(base, accesses, module, esize)
        if dims is not None:
            shape = _constant_shape(elem, esize, dims, offsets)
            if shape is not None:
                return shape
    return Shape(elem, esize, (None,), {k: (v,) for k, v in offsets.items()})


def _declared_element(base: str, module: Module) -> str | None:
    """The scalar element type a global array is declared with, else None."""
    g = module.global_map.get(base[1:]) if base.startswith("@") else None
    if g is None:
        return None
    inner = array_shape(g.value_type)[1]
    return inner if is_int(inner) or inner in ("half", "bfloat", "float", "double") else None


def _declared_dims(
    base: str, accesses: list[RawAccess], module: Module, esize: int
) -> tuple[int, ...] | None:
    """Dimensions the program declares for the array: a global's array type,
    or the array type every GEP into a pointer argument that has one steps
    through (``double A[][M]``). The outermost is unused (only strides
    matter)."""
    if base.startswith("@"):
        g = module.global_map.get(base[1:])
        if g is not None:
            dims, inner = array_shape(g.value_type)
            if len(dims) >= 2 and type_size(inner) == esize:
                return dims
    # Accesses through plain pointer arithmetic (a memory intrinsic's
    # operand, a byte GEP) declare nothing; their offsets are split by the
    # others' dimensions and checked against them like any subscript.
    inner_dims = {a.gep_dims for a in accesses if a.gep_dims}
    if len(inner_dims) == 1:
        dims = inner_dims.pop()
        if dims:
            return (0, *dims)
    return None


def _has_counter(atoms) -> bool:
    return any(
        isinstance(a, Counter) or any(isinstance(x, Counter) for x in Poly.atom(a).atoms())
        for a in atoms
    )


def _by_index(off: Poly) -> dict[tuple, Poly]:
    """``off`` as ``sum over index parts r of C_r * r``: each index part is
    the product of a monomial's non-parameter atoms (counters, quasi-affine
    pieces; ``()`` for the parameter-only rest), ``C_r`` a polynomial in
    parameters."""
    parts: dict[tuple, Poly] = {}
    for mono, coeff in off.terms:
        coef = Poly.const(coeff)
        for a in mono:
            if isinstance(a, Param):
                coef = coef * Poly.atom(a)
        rest = tuple(a for a in mono if not isinstance(a, Param))
        parts[rest] = parts.get(rest, Poly()) + coef
    return parts


def _is_parametric(offsets) -> bool:
    return any(
        rest and _has_counter(rest) and not coef.is_constant
        for off in offsets
        for rest, coef in _by_index(off).items()
    )


def _leading(p: Poly) -> tuple[tuple, int]:
    """The greatest term in a graded order (degree, then atoms)."""
    return max(p.terms, key=lambda t: (len(t[0]), [str(a) for a in t[0]]))


def _monomial_quotient(big: tuple, small: tuple) -> tuple | None:
    rest = list(big)
    for a in small:
        if a not in rest:
            return None
        rest.remove(a)
    return tuple(rest)


def _term(mono: tuple, coeff: int) -> Poly:
    p = Poly.const(coeff)
    for a in mono:
        p = p * Poly.atom(a)
    return p


def poly_divmod(p: Poly, d: Poly) -> tuple[Poly, Poly]:
    """Multivariate division of polynomials in parameters: ``p = q*d + r``
    where no term of ``r`` is divisible by ``d``'s leading term (integer
    quotients only)."""
    lead_mono, lead_coeff = _leading(d)
    q, r, rest = Poly(), Poly(), p
    while rest.terms:
        mono, coeff = _leading(rest)
        quot = _monomial_quotient(mono, lead_mono)
        if quot is None or coeff % lead_coeff:
            r = r + _term(mono, coeff)
            rest = rest - _term(mono, coeff)
            continue
        t = _term(quot, coeff // lead_coeff)
        q = q + t
        rest = rest - t * d
    return q, r


def _normal(c: Poly) -> tuple[Poly, int]:
    """``c`` as ``content * primitive`` with the primitive's leading
    coefficient positive."""
    g = c.coefficient_gcd() or 1
    if _leading(c)[1] < 0:
        g = -g
    return c.exact_div(g), g  # type: ignore[return-value]


def _decompose(c: Poly, strides: list[Poly]) -> list[Poly] | None:
    """``c`` as ``sum q_k * strides[k]`` with constant ``q_k`` (strides
    largest first), or None."""
    out = []
    for stride in strides:
        q, c = poly_divmod(c, stride)
        if not q.is_constant:
            return None
        out.append(q)
    return out if not c.terms else None


def _parametric_shape(base: str, elem: str, esize: int, offsets: dict[str, Poly]) -> Shape:
    """Dimensions from the coefficients of the counters (Grosser et al.,
    IMPACT 2015): the strides are the coefficients that are not integer
    combinations of simpler ones (``m*p``, ``p`` and 1 for ``A[][m][p]``;
    ``n + w`` and 1 for ``T[][n + w]``, where ``T[i][i + j]`` gives ``i`` the
    coefficient ``n + w + 1``); they must divide each other, and a
    dimension's size is the quotient of neighbouring strides. The
    parameter-only rest of an offset is divided among the dimensions from
    the outermost in."""
    parts = {key: _by_index(off) for key, off in offsets.items()}
    # Per primitive coefficient, the gcd of the constant factors it comes
    # with: a row of ``4 * w`` bytes read as words (``img[y][4 * x + 3]``
    # with ``unsigned char img[h][4 * w]``) has rows of 4w elements, not w.
    contents: dict[Poly, int] = {}
    for by_index in parts.values():
        for rest, coef in by_index.items():
            if rest and _has_counter(rest) and coef.terms:
                primitive, content = _normal(coef)
                contents[primitive] = math.gcd(contents.get(primitive, 0), abs(content))
    candidates = {
        primitive * Poly.const(content) if not primitive.is_constant else primitive
        for primitive, content in contents.items()
    }
    strides: list[Poly] = [Poly.const(1)]
    for cand in sorted(
        candidates, key=lambda c: (max(len(m) for m, _ in c.terms), len(c.terms), str(c))
    ):
        ordered_now = sorted(strides, key=_stride_key, reverse=True)
        if _decompose(cand, ordered_now) is None:
            strides.append(cand)
    ordered = sorted(strides, key=_stride_key, reverse=True)
    sizes: list[Poly | None] = [None]
    for outer, inner in pairwise(ordered):
        size, rem = poly_divmod(outer, inner)
        if rem.terms or size.is_constant:
            raise ShapeError(
                "delinearization",
                f"cannot find consistent dimensions for {base} "
                f"(strides {', '.join(map(str, ordered))})",
            )
        sizes.append(size)
    subscripts: dict[str, tuple[Poly, ...]] = {}
    bounds = []
    for key, by_index in parts.items():
        subs = [Poly() for _ in ordered]
        rest_params = Poly()
        for rest, coef in by_index.items():
            if not rest or not _has_counter(rest):
                rest_params = rest_params + _term(rest, 1) * coef
                continue
            qs = _decompose(coef, ordered)
            if qs is None:
                raise ShapeError(
                    "delinearization", f"subscript of {base} is not affine after delinearisation"
                )
            for k, q in enumerate(qs):
                subs[k] = subs[k] + q * _term(rest, 1)
        for k, stride in enumerate(ordered):
            q, rest_params = poly_divmod(rest_params, stride)
            subs[k] = subs[k] + q
        subscripts[key] = tuple(subs)
        for k in range(1, len(ordered)):
            bounds.append((key, k, subs[k], sizes[k]))
    return Shape(elem, esize, tuple(sizes), subscripts, tuple(bounds))


def _stride_key(s: Poly) -> tuple:
    return max(len(m) for m, _ in s.terms), len(s.terms), str(s)


def _constant_shape(
    elem: str, esize: int, dims: tuple[int, ...], offsets: dict[str, Poly]
) -> Shape | None:
    """Subscripts over declared constant dimensions: each coefficient of a
    linear offset written in the mixed radix of the strides with digits
    rounded to the nearest (``2256*i`` over strides 2304, 48, 1 is ``i`` in
    the first dimension and ``-i`` in the second: ``A[i][n - i][k]``)."""
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
            rest = coeff
            for k, s in enumerate(strides):
                digit = rest // s if k == len(strides) - 1 else _nearest(rest, s)
                if digit:
                    subs[k] = subs[k] + _mono_poly(mono, digit)
                    rest -= digit * s
        subscripts[key] = tuple(subs)
        for k in range(1, len(dims)):
            bounds.append((key, k, subs[k], Poly.const(dims[k])))
    sizes: tuple[Poly | None, ...] = (None, *(Poly.const(d) for d in dims[1:]))
    return Shape(elem, esize, sizes, subscripts, tuple(bounds))


def _nearest(a: int, b: int) -> int:
    """a / b rounded to the nearest integer, halves toward zero."""
    q, r = divmod(a, b)
    if 2 * r > b or (2 * r == b and q < 0):
        q += 1
    return q


def _mono_poly(mono: tuple, coeff: int) -> Poly:
    term = Poly.const(coeff)
    for a in mono:
        term = term * Poly.atom(a)
    return term
