"""Turn `ir.affine` polynomials and conditions into isl objects.

A polynomial is affine for isl when each of its terms is a constant, one
counter or one parameter times an integer. A product of parameters
(``n*m`` in a bound) is region-invariant, so, as Polly does, it becomes a
parameter of its own whose value the host code computes; a product of a
counter and a parameter is not affine and raises NotAffine. Quasi-affine
atoms map to isl's floor/tdiv/min/max/piecewise operations.

Parameters get isl names derived from their LLVM names (isl names must be C
identifiers); :class:`ParamRegistry` keeps both directions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import islpy as isl

from polyoff.ir.affine import (
    BoolConst,
    BoolOp,
    Cmp,
    Cond,
    Counter,
    FDiv,
    MinMax,
    NotAffine,
    Param,
    PhiAtom,
    Poly,
    SelectAtom,
    TDiv,
    TRem,
)

CTX = isl.DEFAULT_CONTEXT


@dataclass
class ParamRegistry:
    """isl parameter names for LLVM values and products of them."""

    by_llvm: dict[str, str] = field(default_factory=dict)
    by_isl: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def name_for(self, llvm_names: tuple[str, ...]) -> str:
        """isl name of the product of the given LLVM values (one for a plain
        parameter)."""
        key = "*".join(llvm_names)
        if key in self.by_llvm:
            return self.by_llvm[key]
        base = "_x_".join(re.sub(r"[^A-Za-z0-9_]", "_", n).strip("_") or "v" for n in llvm_names)
        base = "p_" + base
        name, k = base, 1
        while name in self.by_isl:
            k += 1
            name = f"{base}_{k}"
        self.by_llvm[key] = name
        self.by_isl[name] = llvm_names
        return name


def _val(n: int) -> isl.Val:
    """An isl integer of any size (64-bit masks and offsets included)."""
    return isl.Val(str(n), CTX)


def set_space(name: str | None, dims: list[str]) -> isl.Space:
    space = isl.Space.create_from_names(CTX, set=dims)
    if name is not None:
        space = space.set_tuple_name(isl.dim_type.set, name)
    return space


@dataclass
class IslConverter:
    """Builds isl objects on a set space whose dimensions are loop counters.

    ``counters`` maps a loop header to its dimension position in ``space``.
    """

    params: ParamRegistry
    space: isl.Space
    counters: dict[str, int]
    #: loops finished before this space's block: header -> the last value of
    #: its counter as a function of its outer counters (the first dimensions)
    last_iterations: dict[str, isl.PwAff] = field(default_factory=dict)

    def _universe(self) -> isl.Set:
        return isl.Set.universe(self.space)

    def _const(self, c: int) -> isl.PwAff:
        ls = isl.LocalSpace.from_space(self.space)
        aff = isl.Aff.zero_on_domain(ls).set_constant_val(_val(c))
        return isl.PwAff.from_aff(aff)

    def _param(self, llvm_names: tuple[str, ...]) -> isl.PwAff:
        pname = self.params.name_for(llvm_names)
        pspace = isl.Space.params_alloc(CTX, 1).set_dim_name(isl.dim_type.param, 0, pname)
        space = self.space.align_params(pspace)
        pos = space.find_dim_by_name(isl.dim_type.param, pname)
        ls = isl.LocalSpace.from_space(space)
        return isl.PwAff.from_aff(isl.Aff.var_on_domain(ls, isl.dim_type.param, pos))

    def _counter(self, loop: str) -> isl.PwAff:
        if loop not in self.counters:
            if loop in self.last_iterations:
                return self._after(loop)
            raise NotAffine("non-affine", f"value of loop {loop} used outside that loop")
        ls = isl.LocalSpace.from_space(self.space)
        return isl.PwAff.from_aff(isl.Aff.var_on_domain(ls, isl.dim_type.set, self.counters[loop]))

    def last_counter(self, loop: str) -> isl.PwAff:
        """The last counter of ``loop``, which finished before this space's
        block, as a function of this space's counters."""
        if loop not in self.last_iterations:
            raise NotAffine("non-affine", f"value of loop {loop} used outside that loop")
        return self._after(loop)

    def _after(self, loop: str) -> isl.PwAff:
        """A value of ``loop`` used after it: its counter is the last one."""
        last = self.last_iterations[loop]
        outer = last.dim(isl.dim_type.in_)
        n = self.space.dim(isl.dim_type.set)
        if outer > n:
            raise NotAffine("non-affine", f"value of loop {loop} used outside its outer loops")
        last = last.insert_dims(isl.dim_type.in_, outer, n - outer)
        for k in range(n):
            last = last.set_dim_id(isl.dim_type.in_, k, self.space.get_dim_id(isl.dim_type.set, k))
        if self.space.has_tuple_id(isl.dim_type.set):
            last = last.set_tuple_id(isl.dim_type.in_, self.space.get_tuple_id(isl.dim_type.set))
        return last

    # ---------------------------------------------------------------- polys
    def pw_aff(self, poly: Poly) -> isl.PwAff:
        result = self._const(poly.constant)
        for mono, coeff in poly.terms:
            if not mono:
                continue
            if all(isinstance(a, Param) for a in mono):
                term = self._param(tuple(a.name for a in mono))
            elif len(mono) == 1:
                term = self._atom(mono[0])
            else:
                raise NotAffine("non-affine", f"product {'*'.join(map(str, mono))} is not affine")
            if coeff != 1:
                term = term.scale_val(_val(coeff))
            result = result.add(term)
        return result.coalesce()

    def _atom(self, a: object) -> isl.PwAff:
        if isinstance(a, Counter):
            return self._counter(a.loop)
        if isinstance(a, Param):
            return self._param((a.name,))
        if isinstance(a, (TDiv, TRem)):
            num = self.pw_aff(a.num)
            den = self._const(a.den)
            return num.tdiv_q(den) if isinstance(a, TDiv) else num.tdiv_r(den)
        if isinstance(a, FDiv):
            return self.pw_aff(a.num).scale_down_val(_val(a.den)).floor()
        if isinstance(a, MinMax):
            parts = [self.pw_aff(p) for p in a.args]
            acc = parts[0]
            for p in parts[1:]:
                acc = acc.min(p) if a.kind == "min" else acc.max(p)
            return acc
        if isinstance(a, SelectAtom):
            cond = self.set(a.cond)
            t = self.pw_aff(a.if_true).intersect_domain(cond)
            f = self.pw_aff(a.if_false).intersect_domain(cond.complement())
            return t.union_add(f)
        if isinstance(a, PhiAtom):
            raise NotAffine("non-affine", f"phi %{a.name} is not an induction variable")
        raise NotAffine("non-affine", f"cannot model {a}")

    # ----------------------------------------------------------- conditions
    def set(self, cond: Cond) -> isl.Set:
        if isinstance(cond, BoolConst):
            u = self._universe()
            return u if cond.value else isl.Set.empty(self.space)
        if isinstance(cond, BoolOp):
            parts = [self.set(c) for c in cond.args]
            if cond.op == "not":
                return parts[0].complement()
            acc = parts[0]
            for p in parts[1:]:
                acc = acc.intersect(p) if cond.op == "and" else acc.union(p)
            return acc.coalesce()
        if isinstance(cond, Cmp):
            # Compare the difference with zero: terms both sides share
            # (``8*n*i`` in two addresses of one row) cancel first.
            a, b = self.pw_aff(cond.lhs - cond.rhs), self._const(0)
            pred = cond.pred
            if pred in ("eq",):
                return a.eq_set(b)
            if pred == "ne":
                return a.ne_set(b)
            if pred in ("slt", "ult"):
                return a.lt_set(b)
            if pred in ("sle", "ule"):
                return a.le_set(b)
            if pred in ("sgt", "ugt"):
                return a.gt_set(b)
            if pred in ("sge", "uge"):
                return a.ge_set(b)
        raise NotAffine("non-affine-branch", f"cannot model condition {cond}")


class Callbacks:
    """Python functions handed to isl as callbacks, kept from raising into it.

    islpy reports an exception raised in a callback by printing it on
    standard output — the running program's own output, when polyoff
    compiles at run time — and the isl call then fails. A function wrapped
    by :meth:`wrap` keeps its first exception instead, and it and every
    later call answer ``fallback(*args)``; :meth:`check`, after the isl
    call, raises the exception kept. Used as a context manager, an isl error
    of the call itself (what a callback's failure leads to) gives way to the
    callback's own exception."""

    def __init__(self) -> None:
        self.error: BaseException | None = None

    def wrap(self, fn: Callable, fallback: Callable) -> Callable:
        def callback(*args):
            if self.error is None:
                try:
                    return fn(*args)
                except BaseException as exc:  # kept, raised by check()
                    self.error = exc
            return fallback(*args)

        return callback

    def check(self) -> None:
        if self.error is not None:
            raise self.error

    def __enter__(self) -> Callbacks:
        return self

    def __exit__(self, kind, exc, tb) -> bool:
        if exc is None:
            self.check()
        elif isinstance(exc, isl.Error) and self.error is not None:
            raise self.error from exc
        return False


def sets_of(uset: isl.UnionSet) -> list[isl.Set]:
    """The sets of a union set, one per space."""
    lst = uset.get_set_list()
    return [lst.get_at(i) for i in range(lst.n_set())]


def maps_of(umap: isl.UnionMap) -> list[isl.Map]:
    lst = umap.get_map_list()
    return [lst.get_at(i) for i in range(lst.n_map())]


def step_along(domain: isl.Set, dim: int) -> isl.Map:
    """The map from each point of ``domain`` to the point where loop
    ``dim`` has stepped by one and the other loops stay."""
    step = isl.Map.from_domain_and_range(domain, domain)
    for d in range(domain.dim(isl.dim_type.set)):
        if d != dim:
            step = step.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
    c = isl.Constraint.equality_alloc(isl.LocalSpace.from_space(step.get_space()))
    c = c.set_coefficient_val(isl.dim_type.in_, dim, 1)
    c = c.set_coefficient_val(isl.dim_type.out, dim, -1)
    c = c.set_constant_val(1)
    return step.add_constraint(c)


def access_moves(access: isl.Map, step: isl.Map) -> tuple[bool, bool]:
    """(moves along the last array dimension, moves along another) when the
    statement takes ``step`` (the deltas of access^-1 . step . access)."""
    relation = access.intersect_domain(step.domain()).reverse().apply_range(step).apply_range(access)
    deltas = relation.deltas()
    rank = deltas.dim(isl.dim_type.set)
    if rank == 0 or deltas.is_empty():
        return False, False

    def moves(d: int) -> bool:
        along = deltas.project_out(isl.dim_type.set, d + 1, rank - d - 1).project_out(isl.dim_type.set, 0, d)
        return not along.fix_val(isl.dim_type.set, 0, 0).is_equal(along)

    return moves(rank - 1), any(moves(d) for d in range(rank - 1))
