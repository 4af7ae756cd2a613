"""Data placement: which part of each array goes to the device, and when.

Every memory array a SCoP's kernels touch gets one device buffer, bound to
the bounding box of the elements the SCoP accesses (per dimension minimum
and maximum over the iteration domain, as isl expressions of the
parameters), linearised to a contiguous range of the host array. The box is
copied in once before the first kernel and the written box copied out once
after the last; in between, data stays on the device. An array is copied in
when the SCoP reads it, or when it writes only part of the box (so the
copy-out does not clobber elements it never wrote).
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from polyoff.gpu.mapping import MappedScop
from polyoff.scop.isl_expr import CTX
from polyoff.scop.scop import ArrayInfo


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

    @property
    def written(self) -> bool:
        return self.copy_out


def plan_transfers(mapped: MappedScop, arrays: list[str]) -> list[ArrayTransfer]:
    """Transfers for the memory arrays named in ``arrays``."""
    scop = mapped.scop
    result = []
    for name in arrays:
        arr = scop.array_map[name]
        accessed = reads = writes = None
        for s in scop.statements:
            for a in s.accesses:
                if a.array != name:
                    continue
                elems = a.relation.intersect_domain(s.domain).range()
                accessed = elems if accessed is None else accessed.union(elems)
                if a.is_read:
                    reads = elems if reads is None else reads.union(elems)
                else:
                    writes = elems if writes is None else writes.union(elems)
        if accessed is None:
            continue
        accessed = accessed.coalesce()
        lower, upper = [], []
        for d in range(arr.rank):
            lower.append(_total(accessed.dim_min(d), 0))
            upper.append(_total(accessed.dim_max(d), -1))
        copy_in = reads is not None or (writes is not None and not _covers(writes, arr))
        result.append(ArrayTransfer(arr, tuple(lower), tuple(upper), copy_in, writes is not None))
    return result


def _covers(writes: isl.Set, arr: ArrayInfo) -> bool:
    """Whether a write-only array's writes fill its linearised box, so that no
    copy-in is needed: only decided for one dimension, where the box is the
    hull of the writes (for several dimensions the rows between the box's
    corners are copied too)."""
    if arr.rank != 1:
        return False
    hull = isl.Set.from_basic_set(writes.simple_hull())
    return hull.is_subset(writes)


def _total(pa: isl.PwAff, default: int) -> isl.PwAff:
    rest = pa.domain().complement()
    if rest.is_empty():
        return pa.coalesce()
    return pa.union_add(isl.PwAff.val_on_domain(rest, isl.Val.int_from_si(CTX, default))).coalesce()
