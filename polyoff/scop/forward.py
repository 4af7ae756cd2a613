"""Loads forwarded across loop iterations, read again where they are used.

Once clang knows that arrays do not alias (a kernel inlined into ``main``,
where the arrays are ``malloc``'s), GVN forwards a load to the next
iteration of its loop instead of loading again: in a 2-D Jacobi stencil
``A[i][j+1]``, loaded at iteration ``j``, is the ``A[i][j]`` of iteration
``j+1``, so it travels in a header phi::

    pre:    %a0 = load double, ptr (A + i*n + 1)
    loop:   %aj = phi double [ %a0, %pre ], [ %anext, %loop ]
            ...
            %anext = load double, ptr (A + i*n + (j + 1))

That phi is a loop-carried scalar: the ``j`` loop would become sequential
and the kernel a 1-D grid. When nothing in the loop writes the array, the
phi's value at iteration ``c`` is what memory holds at the latch load's
address of iteration ``c - 1``, so the phi can be replaced by a load of that
address at the top of the loop, which is what the source said. The rewrite
is made on polyoff's model of the function only (the SCoP model and the
kernels read it); the host program keeps the original code.

Conditions, each checked (otherwise the phi stays):

- the phi sits in the header of a loop with one latch and two incoming
  values: a load ``V0`` in the block that enters the loop, and a load ``V1``
  inside the loop (SSA makes ``V1`` run on every iteration that reaches
  the latch);
- ``V1``'s address depends on the loop only through induction variables of
  its header with constant steps, through pure integer and address
  arithmetic (cloned with each induction variable one step back);
- ``V0`` reads exactly the address ``V1`` would read at iteration ``-1``
  (same array, same affine offset), and nothing after ``V0`` in its block
  writes memory;
- nothing in the loop writes that array or memory polyoff cannot place
  (a store through an unknown pointer, a call with side effects). Arrays
  with different bases are disjoint at run time: SCoPs check that
  (:mod:`polyoff.codegen.host`'s alias checks) before running kernels.

A load forwarded over several iterations (``phi`` of a ``phi``) is handled
by repeating the rewrite.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from polyoff.ir.affine import AffineAnalysis, Counter, NotAffine, Poly
from polyoff.ir.cfg import CFG, Loop
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import Block, Function, Instruction, IntConst, LocalRef, Operand
from polyoff.ir.types import is_int, is_pointer
from polyoff.scop.calls import is_ignored_call

log = logging.getLogger(__name__)

#: pure operations an address may be computed with inside the loop
_ADDRESS_OPS = frozenset(
    {"add", "sub", "mul", "shl", "or", "sext", "zext", "trunc", "getelementptr", "bitcast", "freeze"}
)
#: at most this many phis are rewritten per function (each one rebuilds it)
_MAX_REWRITES = 64


@dataclass(frozen=True)
class _Forward:
    phi: Instruction
    loop: Loop
    start_load: Instruction
    latch_load: Instruction
    steps: dict[str, int]  # induction phi of the header -> its constant step


def rematerialize_forwarded_loads(function: Function) -> Function:
    """``function`` with every forwarded load (see the module docstring)
    replaced by a load of the current iteration's element."""
    for _ in range(_MAX_REWRITES):
        if function.is_declaration or not function.blocks:
            return function
        cfg = CFG(function)
        found = _find_forward(function, cfg)
        if found is None:
            return function
        log.debug("phi %%%s in %s: forwarded load read again", found.phi.name, function.name)
        function = _rewrite(function, found)
    return function


def _find_forward(function: Function, cfg: CFG) -> _Forward | None:
    for loop in cfg.loops.values():
        if len(loop.latches) != 1:
            continue
        header = function.block_map[loop.header]
        for phi in header.phis:
            if is_pointer(phi.type) or len(phi.operands) != 2:
                continue
            try:
                found = _check(function, cfg, loop, phi)
            except NotAffine:
                found = None
            if found is not None:
                return found
    return None


def _plain_load(function: Function, value: Operand, type_: str) -> Instruction | None:
    name = value.local
    inst = function.definitions.get(name) if name else None
    if (
        inst is None
        or inst.opcode != "load"
        or inst.type != type_
        or "volatile" in inst.flags
        or "atomic" in inst.flags
    ):
        return None
    return inst


def _check(function: Function, cfg: CFG, loop: Loop, phi: Instruction) -> _Forward | None:
    entering = [p for p in cfg.predecessors[loop.header] if p not in loop.blocks]
    if len(entering) != 1:
        return None
    pre = entering[0]
    incoming = dict(zip(phi.incoming_blocks, phi.operands))
    if set(incoming) != {pre, loop.latches[0]}:
        return None
    start = _plain_load(function, incoming[pre], phi.type)
    latch = _plain_load(function, incoming[loop.latches[0]], phi.type)
    if start is None or latch is None or start.block != pre or latch.block not in loop.blocks:
        return None
    block = function.block_map[pre].instructions
    if any(_writes(i) for i in block[block.index(start) + 1 :]):
        return None
    # The affine view of the outermost loop around this one: values before
    # it are parameters, counters are those of its loops.
    outer = min(cfg.loops_containing(loop.header), key=lambda lp: lp.depth)
    region = outer.blocks
    loops = {h: lp for h, lp in cfg.loops.items() if h in region}
    aa = AffineAnalysis(function, cfg, region, loops)
    steps = _address_leaves(function, loop, latch.operands[0], aa)
    if steps is None:
        return None
    at = aa.address(latch.operands[0])
    before = aa.address(start.operands[0])
    counter = Counter(loop.header)
    at_start = at.offset.substitute(lambda a: Poly.const(-1) if a == counter else None)
    if before.base != at.base or before.offset != at_start:
        return None
    for b in loop.blocks:
        for inst in function.block_map[b].instructions:
            if not _writes(inst):
                continue
            if inst.opcode != "store":
                return None
            base = aa.base_of(inst.operands[1])
            if base is None or base == at.base:
                return None
    return _Forward(phi, loop, start, latch, steps)


def _writes(inst: Instruction) -> bool:
    if inst.opcode in ("store", "atomicrmw", "cmpxchg", "fence", "va_arg"):
        return True
    if inst.opcode in ("call", "invoke", "callbr"):
        return not (is_ignored_call(inst.callee) or (inst.callee and math_stem(inst.callee)))
    return False


def _address_leaves(
    function: Function, loop: Loop, pointer: Operand, aa: AffineAnalysis
) -> dict[str, int] | None:
    """The header's induction phis ``pointer`` is computed from inside the
    loop, with their steps; None when it depends on the loop otherwise."""
    steps: dict[str, int] = {}
    counter = Counter(loop.header)
    seen: set[str] = set()
    pending = [pointer]
    while pending:
        name = pending.pop().local
        if name is None or name in seen:
            continue
        seen.add(name)
        inst = function.definitions.get(name)
        if inst is None or inst.block not in loop.blocks:
            continue
        if inst.opcode == "phi":
            if inst.block != loop.header or not is_int(inst.type):
                return None
            expr = aa.value_expr(name)
            at = [expr.substitute(lambda a, k=k: Poly.const(k) if a == counter else None) for k in (0, 1, 2)]
            step = at[1] - at[0]
            if not step.is_constant or at[2] - at[1] != step or step.constant == 0:
                return None
            steps[name] = step.constant
            continue
        if inst.opcode not in _ADDRESS_OPS:
            return None
        pending.extend(inst.operands)
    return steps


def _fresh(function: Function, taken: set[str], stem: str) -> str:
    k = 0
    while True:
        name = f"{stem}.fwd{k or ''}"
        if name not in function.definitions and name not in function.param_names and name not in taken:
            taken.add(name)
            return name
        k += 1


def _rewrite(function: Function, fw: _Forward) -> Function:
    header = fw.loop.header
    taken: set[str] = set()
    new: list[Instruction] = []
    renamed: dict[str, str] = {}
    for iv, step in fw.steps.items():
        ty = function.definitions[iv].type
        prev = _fresh(function, taken, iv)
        new.append(
            Instruction(
                prev, "add", ty, (Operand(ty, LocalRef(iv)), Operand(ty, IntConst(-step))), header
            )
        )
        renamed[iv] = prev

    def clone(op: Operand) -> Operand:
        name = op.local
        inst = function.definitions.get(name) if name else None
        if inst is None or inst.block not in fw.loop.blocks:
            return op
        if name not in renamed:
            operands = tuple(clone(o) for o in inst.operands)
            copy = _fresh(function, taken, name)
            new.append(
                replace(inst, name=copy, operands=operands, block=header, flags=inst.flags - {"nuw"})
            )
            renamed[name] = copy
        return replace(op, value=LocalRef(renamed[name]))

    pointer = clone(fw.latch_load.operands[0])
    value = _fresh(function, taken, fw.phi.name)
    new.append(replace(fw.latch_load, name=value, operands=(pointer,), block=header))

    def use_value(op: Operand) -> Operand:
        return replace(op, value=LocalRef(value)) if op.local == fw.phi.name else op

    # The load before the loop is dead once the phi is gone, unless used.
    dead = {fw.phi.name}
    if all(u is fw.phi for u in function.users.get(fw.start_load.name, ())):
        dead.add(fw.start_load.name)
    blocks = []
    for b in function.blocks:
        insts = [
            replace(i, operands=tuple(use_value(o) for o in i.operands))
            if fw.phi.name in (o.local for o in i.operands)
            else i
            for i in b.instructions
            if i.name not in dead
        ]
        if b.name == header:
            k = sum(1 for i in insts if i.opcode == "phi")
            insts[k:k] = new
        blocks.append(Block(b.name, tuple(insts)))
    return replace(function, blocks=tuple(blocks))
