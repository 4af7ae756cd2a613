"""What a region may hold to be modelled (Polly's ScopDetection): reducible
control flow, loops inside the region with one back edge each, no value
computed inside flowing out through the exit block's phis, and only
instructions and calls a kernel can execute as the host does.
"""

from __future__ import annotations

from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import Instruction, IntConst
from polyoff.ir.types import is_pointer
from polyoff.scop.calls import ZERO_SIGN_OPEN, exact_math_call, is_ignored_call, memory_intrinsic
from polyoff.scop.region import RegionBuilder
from polyoff.scop.scop import ScopRejected

#: The reason for loops LLVM vectorised (vector types, element and shuffle
#: instructions), with how to get IR polyoff can optimise.
VECTORIZED_ADVICE = (
    "LLVM vectorised this loop (vector instructions); polyoff models scalar loops: give it the "
    "C source (polyoff prog.c), or IR from clang -O1 -Xclang -disable-llvm-passes, or compile "
    "with -fno-vectorize -fno-slp-vectorize -fno-unroll-loops"
)

#: Opcodes a SCoP cannot hold: exceptions, indirect and computed jumps,
#: varargs, aggregates, switches, and leaving the function.
UNMODELLED_OPCODES = frozenset(
    {
        "invoke",
        "landingpad",
        "resume",
        "callbr",
        "indirectbr",
        "va_arg",
        "extractvalue",
        "insertvalue",
        "switch",
        "unreachable",
        "ret",
    }
)


#: types of the values the host can hand back to the code after a region
LEAVING_TYPES = frozenset({"i8", "i16", "i32", "i64", "float", "double"})


class InstructionChecker(RegionBuilder):
    """Rejects a region whose structure or instructions cannot be modelled."""

    def check_structure(self) -> None:
        if not self.cfg.is_reducible and self.cfg.irreducible_blocks & self.region:
            raise self.reject("irreducible", "irreducible control flow", block=self.entry)
        for lp in self.loops.values():
            if not lp.blocks <= self.region:
                raise self.reject("loop-shape", "loop leaves the region", block=lp.header)
            if len(lp.latches) != 1:
                raise self.reject("loop-shape", "loop with several back edges", block=lp.header)
        for b in self.rpo_blocks:
            for inst in self.block_map[b].instructions:
                try:
                    self.check_instruction(inst)
                except ScopRejected as exc:
                    if exc.reason.kind != "unknown-call" or not self._may_be_error_block(b):
                        raise
                    self.error_blocks.add(b)
                    break  # the block is assumed not to run: nothing else in it matters
        self.check_exit_phis()

    def _may_be_error_block(self, b: str) -> bool:
        """Whether ``b`` runs only on some paths through an iteration of
        its loop: a call there may be an error path (``if (i > 512)
        report()``) that the SCoP assumes is never taken, checked at run
        time (Polly's error blocks)."""
        if b == self.entry or b in self.loops:
            return False
        inner = None
        for lp in self.loops.values():
            if b in lp.blocks and (inner is None or len(lp.blocks) < len(inner.blocks)):
                inner = lp
        # Only inside a loop: there a call otherwise keeps the whole nest on
        # the CPU, so assuming it away can only gain; between nests, the
        # region splits into SCoPs around the call instead, which an
        # assumption failing at run time (`if (argc > 1) strtol(...)`)
        # would all send back to the CPU.
        return inner is not None and not any(self.cfg.dominates(b, latch) for latch in inner.latches)

    def check_exit_phis(self) -> None:
        """An exit phi fed from inside the region carries its value back to
        the code after it (``scop.scalars``): only values a kernel can
        write to memory can travel so."""
        exit_block = self.block_map.get(self.exit)
        if exit_block is None:
            return
        for phi in exit_block.phis:
            values = {
                op.spelling()
                for op, src in zip(phi.operands, phi.incoming_blocks)
                if src in self.region
            }
            inner = any(
                op.local is not None and self.aa.defined_in_region(op.local)
                for op, src in zip(phi.operands, phi.incoming_blocks)
                if src in self.region
            )
            if (len(values) > 1 or inner) and phi.type not in LEAVING_TYPES:
                raise self.reject(
                    "scalar-escape",
                    f"%{phi.name}, a {phi.type}, receives a value computed in the region",
                    phi,
                )

    def check_instruction(self, inst: Instruction) -> None:
        """Reject the region for an instruction a kernel cannot execute as
        the host does (the first reason found, in this order)."""
        self._check_memory_use(inst)
        if inst.opcode == "call":
            self._check_call(inst)
        else:
            self._check_opcode(inst)

    def _check_memory_use(self, inst: Instruction) -> None:
        """Volatile and atomic accesses, stack allocation, pointers made from
        integers or turned into them, other address spaces, stored pointers."""
        op = inst.opcode
        if (
            "volatile" in inst.flags
            or "atomic" in inst.flags
            or op in ("atomicrmw", "cmpxchg", "fence")
        ):
            raise self.reject(
                "volatile",
                f"{'volatile' if 'volatile' in inst.flags else 'atomic'} memory access",
                inst,
            )
        if op == "alloca":
            raise self.reject("alloca", "stack allocation inside the region", inst)
        if op == "inttoptr":
            raise self.reject("int-to-ptr", "pointer made from an integer (inttoptr)", inst)
        spaces = {o.type for o in inst.operands if "addrspace(" in o.type} - {"ptr addrspace(0)"}
        if spaces:
            raise self.reject(
                "unknown-instruction",
                f"pointer in another address space ({', '.join(sorted(spaces))})",
                inst,
            )
        if op == "ptrtoint" and not self.features.pointer_differences:
            # An address as data: a kernel sees device addresses, not the host's.
            raise self.reject("int-to-ptr", "pointer turned into an integer (ptrtoint)", inst)
        if op == "store" and is_pointer(inst.operands[0].type):
            # A kernel cannot hold host addresses (nor a load read them back).
            raise self.reject("unknown-instruction", "store of a pointer into memory", inst)

    def _check_call(self, inst: Instruction) -> None:
        """Direct calls of intrinsics that change nothing, of memory
        intrinsics the code generator models, and of math functions."""
        if "asm" in inst.flags:
            raise self.reject("unknown-call", "inline assembly", inst)
        if "indirect" in inst.flags or inst.callee is None:
            raise self.reject("unknown-call", "indirect call", inst)
        if is_ignored_call(inst.callee):
            return
        intrinsic = memory_intrinsic(inst.callee)
        if intrinsic is not None:
            self._check_memory_intrinsic(inst, intrinsic)
            return
        stem = math_stem(inst.callee)
        if stem is None:
            raise self.reject(
                "unknown-call", f"call to {inst.callee}, which may have side effects", inst
            )
        if not self.features.inexact_math and not exact_math_call(stem, inst):
            why = (
                f"devices and the C library return different zeros for {stem}(+0, -0)"
                if stem in ZERO_SIGN_OPEN
                else f"devices do not compute {stem} bit for bit as the C library does"
            )
            raise self.reject(
                "inexact-math", f"call to {inst.callee}: {why} (--fast-math offloads it)", inst
            )

    def _check_memory_intrinsic(self, inst: Instruction, intrinsic: str) -> None:
        volatile = inst.operands[3] if len(inst.operands) > 3 else None
        if (
            volatile is not None
            and isinstance(volatile.value, IntConst)
            and volatile.value.value
        ):
            raise self.reject("volatile", f"volatile {intrinsic}", inst)
        if not self.features.memory_intrinsics:
            raise self.reject(
                "unknown-call",
                f"call to {inst.callee} (memory intrinsics are not "
                "modelled for this code generator)",
                inst,
            )

    def _check_opcode(self, inst: Instruction) -> None:
        """Vector instructions, and opcodes the model has no place for."""
        op = inst.opcode
        if op in ("extractelement", "insertelement", "shufflevector") or any(
            t.startswith("<") for t in (inst.type, *(o.type for o in inst.operands))
        ):
            raise self.reject("vectorized-ir", VECTORIZED_ADVICE, inst)
        if op in UNMODELLED_OPCODES or "unparsed" in inst.flags:
            raise self.reject("unknown-instruction", f"instruction '{op}' cannot be modelled", inst)
