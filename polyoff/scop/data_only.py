"""Integer values that are only data.

The affine analysis models integer arithmetic as mathematical and, where
LLVM does not promise that it does not wrap (no ``nsw``, a truncation),
assumes at run time that it does not. That is needed where the value shapes
the model: an address, a loop bound, a branch. A value that only ends up
stored or converted to floating point (``rec[i] = (unsigned char)(i * 3)``)
shapes nothing; kernels compute it as the instructions do, wrapping
included (`codegen.statement`), so it needs no assumption, and the loop
runs offloaded for every ``n`` instead of only while ``3n`` fits a byte.
"""

from __future__ import annotations

from polyoff.ir.model import INT_BINARY, Function
from polyoff.ir.types import is_int

#: integer operations a data value may flow through
_THROUGH = INT_BINARY | frozenset({"trunc", "zext", "sext", "freeze", "select"})


def data_only(function: Function, name: str, cache: dict[str, bool] | None = None) -> bool:
    """Whether the integer value ``name`` is used, in its own block, only as
    data: stored (not as an address), converted to floating point, or in
    integer operations whose results are such data."""
    cache = {} if cache is None else cache
    if name in cache:
        return cache[name]
    cache[name] = False  # a cycle (through a phi) is no data flow
    inst = function.definitions.get(name)
    ok = (
        inst is not None
        and is_int(inst.type)
        and inst.type != "i1"
        and inst.opcode in _THROUGH
        and all(_data_use(function, inst.block, name, u, cache) for u in function.users.get(name, ()))
    )
    cache[name] = ok
    return ok


def _data_use(function: Function, block: str, name: str, user, cache: dict[str, bool]) -> bool:
    if user.block != block:
        return False
    op = user.opcode
    if op == "store":
        return user.operands[0].local == name and user.operands[1].local != name
    if op in ("sitofp", "uitofp"):
        return True
    return op in _THROUGH and user.name is not None and data_only(function, user.name, cache)
