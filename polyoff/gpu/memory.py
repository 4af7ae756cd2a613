"""Data placement: which part of each array goes to the device, and when.

Every memory array a SCoP's kernels touch gets one device buffer, bound to
the bounding box of the elements the SCoP accesses (per dimension minimum
and maximum over the iteration domain, as isl expressions of the
parameters); the range of the host array copied runs from the
lexicographically first element accessed to the last (in a row-major array
whose inner subscripts stay within their dimensions, every element accessed
lies between them; the box's far corner may not lie in the array). It is
copied in once before the first kernel and the written box copied out once
after the last; in between, data stays on the device. An array is copied in
when the SCoP reads it, or when it writes only part of the box (so the
copy-out does not clobber elements it never wrote).
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyoff.gpu.mapping import MappedScop
from polyoff.ir.affine import NotAffine
from polyoff.scop.budget import CompileBudgetExceeded
from polyoff.scop.isl_expr import CTX, IslConverter, ParamRegistry, maps_of
from polyoff.scop.scop import MAY_WRITE, ArrayInfo


@dataclass(frozen=True)
class ArrayTransfer:
    """The device copy of one array: per-dimension bounds of the accessed
    box (``lower``/``upper``, isl PwAffs over the SCoP's parameters, total:
    an empty box has upper < lower) and which directions to copy."""

    array: ArrayInfo
    lower: tuple[isl.PwAff, ...]
    upper: tuple[isl.PwAff, ...]
    copy_in: bool
    copy_out: bool
    #: the lexicographically first and last elements accessed (None: the
    #: box's corners), whose linear positions bound the range copied: the
    #: box's far corner can lie past the array's last element (a row of
    #: gramschmidt's R, delinearised as [*][n + 1], ends before its corner)
    first: tuple[isl.PwAff, ...] | None = None
    last: tuple[isl.PwAff, ...] | None = None
    #: copied out, though the SCoP may leave some elements of the range
    #: unwritten: they go back as they were copied in (which, in a program
    #: whose threads write them meanwhile, undoes those writes)
    partial: bool = False

    @property
    def written(self) -> bool:
        return self.copy_out


def plan_transfers(mapped: MappedScop, arrays: list[str]) -> list[ArrayTransfer]:
    """Transfers for the memory arrays named in ``arrays``."""
    scop = mapped.scop
    live_in = _live_in_reads(scop)
    result = []
    for name in arrays:
        arr = scop.array_map[name]
        accessed = reads = writes = None
        may = False
        for s in scop.statements:
            for a in s.accesses:
                if a.array != name:
                    continue
                elems = a.relation.intersect_domain(s.domain).range()
                accessed = elems if accessed is None else accessed.union(elems)
                if a.is_read:
                    reads = elems if reads is None else reads.union(elems)
                elif a.kind == MAY_WRITE:
                    may = True
                else:
                    writes = elems if writes is None else writes.union(elems)
        if accessed is None:
            continue
        lower, upper = box_bounds(accessed, arr.rank)
        first, last = linear_ends(accessed, arr.rank)
        # Copy in what the SCoP reads before writing it, and whatever part of
        # the box its writes do not cover (the copy-out writes the whole box;
        # a may-write covers nothing: where it does not happen, the element
        # must come back as it was).
        reads_live_in = live_in.get(name)
        partial = may or (writes is not None and not covers(writes, arr, scop))
        copy_in = (reads_live_in is not None and not reads_live_in.is_empty()) or partial
        result.append(ArrayTransfer(arr, lower, upper, copy_in, writes is not None or may, first, last,
                                    partial))
    return result


def box_bounds(elements: isl.Set, rank: int) -> tuple[tuple[isl.PwAff, ...], tuple[isl.PwAff, ...]]:
    """Per dimension, the minimum and maximum of ``elements`` (total: where
    there is none, the box is empty, upper < lower)."""
    elements = elements.coalesce()
    lower = tuple(_total(_extreme(elements, d, "min"), 0) for d in range(rank))
    upper = tuple(_total(_extreme(elements, d, "max"), -1) for d in range(rank))
    return lower, upper


#: pieces the least or greatest of an array's accessed elements may have in
#: one dimension, when many parts are combined, before computing it is too
#: costly
MAX_BOUND_PIECES = 8


def _extreme(elements: isl.Set, d: int, which: str) -> isl.PwAff:
    """The least or greatest element of ``elements`` in dimension ``d``.
    With more than `MAX_BOUND_PIECES` parts, one part at a time, and over
    the compile budget once the cases (which part is least, a split of the
    parameter space) pass `MAX_BOUND_PIECES`: isl's ``dim_min`` of twelve
    reads ``B[i + p1] ... B[i + p12]`` ran for tens of minutes (ten 18 s,
    eleven 190 s), unseen by the operation budget, while parts shifted by
    constants (an unrolled loop's ``A[i] ... A[i + 27]``) stay one case."""
    parts = elements.get_basic_sets()
    if len(parts) <= MAX_BOUND_PIECES:
        return elements.dim_min(d) if which == "min" else elements.dim_max(d)
    acc: isl.PwAff | None = None
    for part in parts:
        one = isl.Set.from_basic_set(part)
        bound = one.dim_min(d) if which == "min" else one.dim_max(d)
        acc = bound if acc is None else (acc.union_min(bound) if which == "min" else acc.union_max(bound))
        acc = acc.coalesce()
        if acc.n_piece() > MAX_BOUND_PIECES:
            raise CompileBudgetExceeded(
                f"the range of an array's elements to copy has more than {MAX_BOUND_PIECES} cases "
                "(which of its accesses reaches furthest depends on the parameters)")
    assert acc is not None
    return acc


def linear_ends(elements: isl.Set, rank: int) -> tuple[tuple[isl.PwAff, ...] | None,
                                                         tuple[isl.PwAff, ...] | None]:
    """The lexicographically first and last of ``elements`` (total: where
    there is none, all 0 and all -1). Their linear positions bound every
    element's in a row-major array whose inner subscripts stay within their
    dimensions (the model checks that they do). None for one dimension,
    where they are the box's ends."""
    if rank < 2:
        return None, None
    elements = elements.coalesce()
    lo, hi = elements.lexmin_pw_multi_aff(), elements.lexmax_pw_multi_aff()
    return (tuple(_total(lo.get_pw_aff(d), 0) for d in range(rank)),
            tuple(_total(hi.get_pw_aff(d), -1) for d in range(rank)))


#: parts of an array's writes beyond which :func:`covers` does not try
MAX_COVER_PIECES = 16


def covers(writes: isl.Set, arr: ArrayInfo, scop) -> bool:
    """Whether the writes fill the linearised box, so no copy-in is needed:
    for one dimension, every index between the least and greatest written; for several, whole rows of a
    contiguous range of rows (the box then spans every inner index, so its
    linear range is exactly those rows). Writes of more than
    :data:`MAX_COVER_PIECES` parts are taken not to cover (copying in is
    always right): the lanes of a vectorised loop split into scalar
    statements write ``128i + k`` for each ``k``, a union isl's hulls and
    inclusion tests took half a minute each on (LLVM test-suite's himeno)."""
    writes = writes.coalesce()
    if writes.n_basic_set() > MAX_COVER_PIECES:
        return False
    if arr.rank == 1:
        return _span(writes).is_subset(writes)
    rows = writes.project_out(isl.dim_type.set, 1, arr.rank - 1)
    if not _span(rows).is_subset(rows):
        return False
    full = rows.insert_dims(isl.dim_type.set, 1, arr.rank - 1).set_tuple_name(writes.get_tuple_name())
    conv = IslConverter(_registry(scop), full.get_space(), {})
    ls = isl.LocalSpace.from_space(full.get_space())
    zero = isl.PwAff.from_aff(isl.Aff.zero_on_domain(ls))
    for d in range(1, arr.rank):
        var = isl.PwAff.from_aff(isl.Aff.var_on_domain(ls, isl.dim_type.set, d))
        try:
            size = conv.pw_aff(arr.sizes[d])
        except NotAffine:
            return False
        full = full.intersect(var.ge_set(zero)).intersect(var.lt_set(size))
    return full.is_subset(writes)


def _span(elements: isl.Set) -> isl.Set:
    """For each value of the parameters, every index from the least of the
    one-dimensional ``elements`` to the greatest. Not a hull over
    parameters and indices together: a loop whose guard lies outside the
    SCoP runs once where ``lo >= hi`` (``A[lo]``), and the hull of that
    piece and ``lo <= i < hi`` holds indices of neither, so no write of a
    thread's rows covered its range. Nor a hull that keeps existentially
    quantified variables: that of ``i = 1 + 3e`` holds only the elements
    themselves, so every strided write would cover its range, the elements
    between coming back from the device uninitialised (fuzz seed 11038,
    ``y[i]`` for ``i += 3``, wrong with copies)."""
    space = elements.get_space()
    return elements.apply(isl.Map.lex_le(space)).intersect(elements.apply(isl.Map.lex_ge(space)))


def _registry(scop) -> ParamRegistry:
    registry = ParamRegistry()
    for p in scop.params:
        registry.by_llvm["*".join(p.llvm_values)] = p.name
        registry.by_isl[p.name] = p.llvm_values
    return registry


def _live_in_reads(scop) -> dict[str, isl.Set]:
    """Per memory array, the elements read before the SCoP writes them."""
    reads = scop.accesses(writes=False, scalars=False)
    must = scop.accesses(reads=False, may=False, scalars=False)
    may = scop.accesses(reads=False, may=True, scalars=False)
    info = (isl.UnionAccessInfo.from_sink(reads).set_must_source(must).set_may_source(may)
            .set_schedule(scop.schedule))
    no_source = info.compute_flow().get_may_no_source()
    result: dict[str, isl.Set] = {}
    for m in maps_of(no_source):
        elems = m.range()
        name = elems.get_tuple_name()
        result[name] = elems if name not in result else result[name].union(elems)
    return result


def _total(pa: isl.PwAff, default: int) -> isl.PwAff:
    rest = pa.domain().complement()
    if rest.is_empty():
        return pa.coalesce()
    return pa.union_add(isl.PwAff.val_on_domain(rest, isl.Val.int_from_si(CTX, default))).coalesce()
