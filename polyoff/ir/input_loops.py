"""The loop nests of the input as written, before polyoff's clean-up.

The canonicalisation in `ir.reader` (LLVM's instcombine and simplifycfg)
deletes loops that never run, run at most once or run only into undefined
behaviour; detection sees what is left. The outermost loops recorded here,
before the clean-up, let detection name those that are gone
(`scop.removed`), so that every loop nest of the input has a line in the
report. Block names survive the clean-up because every value is named
before it starts.
"""

from __future__ import annotations

from dataclasses import dataclass

from polyoff.ir.cfg import CFG
from polyoff.ir.model import Module


@dataclass(frozen=True)
class InputLoop:
    """An outermost natural loop of one function of the input."""

    function: str
    header: str
    #: every block of the nest
    blocks: frozenset[str]
    #: the first source line in the nest (debug locations), if any
    line: int | None
    #: loops in the nest, itself included
    loops: int


def input_loop_nests(model: Module) -> tuple[InputLoop, ...]:
    """The outermost loops of every defined function of ``model``."""
    nests: list[InputLoop] = []
    for function in model.functions:
        if function.is_declaration or not function.blocks:
            continue
        cfg = CFG(function)
        loops = cfg.loops
        for loop in sorted(loops.values(), key=lambda lp: cfg.rpo_index[lp.header]):
            if loop.parent is not None:
                continue
            lines = [i.line for b in cfg.rpo if b in loop.blocks
                     for i in function.block_map[b].instructions if i.line]
            inner = sum(1 for lp in loops.values() if lp.header in loop.blocks)
            nests.append(InputLoop(function.name, loop.header, loop.blocks,
                                   min(lines) if lines else None, inner))
    return tuple(nests)
