"""Compile budgets: nothing polyoff does for one SCoP may take unbounded time.

isl's algorithms are exponential in the worst case (dependence analysis
with many parameters, Polly's ``assume_gep_bounds_many``; the scheduler on
a skewed min-plus nest). Polly bounds them with isl's operation counter
(``-polly-dependences-computeout``), as PPCG does; polyoff bounds every
isl call made for one SCoP — detection of its region, dependences,
scheduling, mapping, kernel generation, host code — by ``Options.isl_max_operations``
operations, and the whole by ``Options.scop_time_limit`` seconds, checked
between stages. Over either, :class:`CompileBudgetExceeded`: the region
stays on the CPU with the reason ``compile-budget``, the rest of the
program is compiled as usual.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator

import islpy as isl

from polyoff.scop.isl_expr import CTX


class CompileBudgetExceeded(Exception):
    """A SCoP needed more than its compile budget."""


def quota_exhausted() -> bool:
    """Whether isl refuses work because the operation budget is spent (isl
    reports it as the failure of whatever call hit the limit, with that
    call's own message, so ask it for one more trivial operation)."""
    if CTX.get_max_operations() == 0:
        return False
    try:
        isl.Set("{ [i] : 0 <= i < 2 }").lexmin()
    except isl.Error:
        return True
    return False


@contextlib.contextmanager
def isl_budget(max_operations: int) -> Iterator[None]:
    """Run the block with isl limited to ``max_operations`` operations (0:
    unlimited); a failure because the limit was reached becomes
    CompileBudgetExceeded. Not reentrant: the outermost use counts."""
    if max_operations <= 0 or CTX.get_max_operations() != 0:
        yield
        return
    CTX.reset_operations()
    CTX.set_max_operations(max_operations)
    try:
        yield
    except isl.Error as exc:
        if quota_exhausted():
            raise CompileBudgetExceeded(
                f"isl needed more than {max_operations:,} operations (--isl-max-operations)"
            ) from exc
        raise
    finally:
        CTX.set_max_operations(0)
        CTX.reset_operations()


class Deadline:
    """A wall-clock limit, checked between stages (0 or less: none)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds if seconds > 0 else None

    def check(self, stage: str) -> None:
        if self.end is not None and time.monotonic() > self.end:
            raise CompileBudgetExceeded(
                f"compiling it took more than {self.seconds:g} s (at {stage}; --scop-time-limit)"
            )
