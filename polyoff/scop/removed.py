"""Loop nests of the input that polyoff's clean-up removed, named.

Detection runs on the canonical module, from which LLVM's simplifications
have deleted the loops that never run, run at most once, or run only into
undefined behaviour (a division by zero, ``unreachable``, a branch on
``undef``). Polly, which runs without those simplifications, models some of
them. Each such nest gets the reason ``removed`` at its place in the input,
so that no loop nest, and no function, leaves the report without a word.

A nest counts as removed when none of its blocks is in a loop of the
canonical function: the clean-up keeps block names (every value is named
before it starts) and never moves a block of a live loop out of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from polyoff.ir.cfg import CFG
from polyoff.ir.input_loops import InputLoop
from polyoff.ir.model import Function
from polyoff.scop.scop import RejectReason


def removed_loop_reasons(function: Function, nests: Sequence[InputLoop]) -> tuple[RejectReason, ...]:
    """A ``removed`` reason for each of ``function``'s input loop nests
    (``nests``: those of this function) that the clean-up deleted."""
    if not nests:
        return ()
    in_loops: set[str] = set()
    if not function.is_declaration and function.blocks:
        for loop in CFG(function).loops.values():
            in_loops |= loop.blocks
    reasons = []
    for nest in nests:
        if nest.blocks & in_loops:
            continue
        many = f" ({nest.loops} loops)" if nest.loops > 1 else ""
        reasons.append(RejectReason(
            "removed",
            f"the loop nest{many} at %{nest.header} was removed by polyoff's clean-up (LLVM's "
            f"instcombine and simplifycfg): it runs at most once, never, or only into undefined "
            f"behaviour",
            function.name,
            nest.header,
            nest.line,
        ))
    return tuple(reasons)
