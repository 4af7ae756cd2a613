"""The call-time index check: is every array access of this call in range?

Python raises IndexError for an index past the end and counts a negative
index from the end; compiled code, let alone a kernel, does neither. For
each :class:`~polyoff.frontend.python.CheckedAccess` the lowering recorded,
this module builds, with the parameters' values of the call substituted,
the isl set of loop iterations (inside the enclosing loops' ranges and
affine conditions) whose subscripts are negative or past the extent, and
asks isl whether it is empty; each
:class:`~polyoff.frontend.lowered.Requirement` (what whole-array statements
need: matching shapes, slice bounds inside the array) likewise, with its
violation in place of "out of range". Data-dependent conditions are left out, so
the check over-approximates: it may send a call that would have been fine
to the undecorated function, never the other way round. Results are
cached per tuple of parameter values.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping

import islpy as isl

from polyoff.frontend.lowered import CheckedAccess, Guard, LoopDomain, Requirement
from polyoff.frontend.symbolic import NotCheckable

log = logging.getLogger(__name__)

CACHE_ENTRIES = 256


class IndexCheck:
    """The accesses of one lowered function, checked per call."""

    def __init__(
        self, accesses: tuple[CheckedAccess, ...], requirements: tuple[Requirement, ...] = ()
    ) -> None:
        # Requirements first: where a bound NumPy would clip also indexes out
        # of range, the bound is the better reason.
        self.accesses: tuple[CheckedAccess | Requirement, ...] = (*requirements, *accesses)
        names: set[str] = set()
        for a in self.accesses:
            if isinstance(a, Requirement):
                names |= _formula_params(a.violation)
            else:
                # The extents are part of the answer: a call with a smaller
                # array must not reuse a larger one's verdict.
                if a.extents is not None:
                    for e in a.extents:
                        names |= e.params
                else:
                    names |= {f"{a.array}.shape[{k}]" for k in range(len(a.subscripts))}
                for s in a.subscripts:
                    names |= s.params
            for c in a.context:
                if isinstance(c, LoopDomain):
                    names |= c.start.params | c.stop.params | c.step.params
                else:
                    names |= _formula_params(c.formula)
        self.params = tuple(sorted(names))
        self._cache: OrderedDict[tuple[int, ...], CheckedAccess | Requirement | None] = (
            OrderedDict()
        )

    def first_violation(
        self, values: Mapping[str, int]
    ) -> CheckedAccess | Requirement | None:
        """The first access that can be out of range (or requirement that can
        fail) for these values, or None."""
        if not self.accesses:
            return None
        try:
            key = tuple(int(values[p]) for p in self.params)
        except KeyError as exc:
            log.debug("index check: no value for %s", exc)
            return self.accesses[0]
        return self._first_violation(key, values)

    def first_violation_of_key(
        self, key: tuple[int, ...]
    ) -> CheckedAccess | Requirement | None:
        """:meth:`first_violation` for the values of :attr:`params`, in order."""
        if not self.accesses:
            return None
        cached = self._cache.get(key, _MISSING)
        if cached is not _MISSING:
            self._cache.move_to_end(key)
            return cached  # type: ignore[return-value]
        return self._first_violation(key, dict(zip(self.params, key)))

    def _first_violation(
        self, key: tuple[int, ...], values: Mapping[str, int]
    ) -> CheckedAccess | Requirement | None:
        if key in self._cache:
            self._cache.move_to_end(key)
            return self._cache[key]
        result = None
        for access in self.accesses:
            if not _in_range(access, values):
                result = access
                break
        self._cache[key] = result
        if len(self._cache) > CACHE_ENTRIES:
            self._cache.popitem(last=False)
        return result


_MISSING = object()


def _formula_params(f) -> set[str]:
    out: set[str] = set()
    if f.op == "cmp":
        for s in f.args:
            out |= s.params
    else:
        for sub in f.args:
            out |= _formula_params(sub)
    return out


def _in_range(access: CheckedAccess | Requirement, values: Mapping[str, int]) -> bool:
    try:
        text = (
            requirement_set_text(access, values)
            if isinstance(access, Requirement)
            else access_set_text(access, values)
        )
    except (NotCheckable, KeyError, ZeroDivisionError) as exc:
        log.debug("index check of %s: %s", access.text, exc)
        return False
    if text is None:
        return True
    try:
        return isl.Set(text).is_empty()
    except isl.Error as exc:  # a malformed set is a bug here; stay safe
        log.warning("index check of %s failed (%s): %s", access.text, exc, text)
        return False


def _context_text(
    context: tuple[LoopDomain | Guard, ...], values: Mapping[str, int]
) -> tuple[list[str], list[str]] | None:
    """The dimensions and constraints of the iterations ``context`` runs
    (None when its loops cannot run at all)."""
    dims: list[str] = []
    constraints: list[str] = []
    for c in context:
        if isinstance(c, LoopDomain):
            step = c.step.evaluate(values)
            if step == 0:
                return None  # range() raises before the loop runs
            d = c.dim
            dims.append(d)
            start, stop = c.start.render(values), c.stop.render(values)
            if step > 0:
                constraints.append(f"({start}) <= {d} and {d} < ({stop})")
            else:
                constraints.append(f"({stop}) < {d} and {d} <= ({start})")
            if abs(step) != 1:
                constraints.append(f"({d} - ({start})) mod {abs(step)} = 0")
        elif isinstance(c, Guard):
            text = c.formula.render(values)
            if text != "true":
                constraints.append(text)
    return dims, constraints


def requirement_set_text(req: Requirement, values: Mapping[str, int]) -> str | None:
    """isl text of the iterations where ``req`` fails (None when its loops
    cannot run at all)."""
    ctx = _context_text(req.context, values)
    if ctx is None:
        return None
    dims, constraints = ctx
    body = " and ".join([*constraints, req.violation.render(values)])
    return f"{{ [{', '.join(dims)}] : {body} }}"


def access_set_text(access: CheckedAccess, values: Mapping[str, int]) -> str | None:
    """isl text of the iterations where ``access`` is out of range (None
    when the enclosing loops cannot run at all)."""
    ctx = _context_text(access.context, values)
    if ctx is None:
        return None
    dims, constraints = ctx
    extents = (
        [e.evaluate(values) for e in access.extents]
        if access.extents is not None
        else [values[f"{access.array}.shape[{k}]"] for k in range(len(access.subscripts))]
    )
    outside = []
    for sub, n in zip(access.subscripts, extents):
        s = sub.render(values)
        outside.append(f"({s}) < 0 or ({s}) >= {int(n)}")
    body = " and ".join([*constraints, "(" + " or ".join(outside) + ")"])
    return f"{{ [{', '.join(dims)}] : {body} }}"
