"""Split loop blocks into independent statements (Polly's ``scalar-indep``
statement granularity), as a textual preparation of the canonical module.

polyoff models one statement per basic block, so two updates that share a
loop body share their dependences too: in PolyBench's bicg,

    for i: for j: { s[j] += r[i] * A[i][j];  q[i] += A[i][j] * p[j]; }

is one statement whose ``s`` update carries ``i`` and whose ``q`` update
carries ``j``, so neither loop is parallel and the scheduler can only skew
the nest into a wavefront of thousands of small launches. As two statements,
each has a parallel loop of its own: the ``s`` update runs over ``j`` and
the ``q`` update over ``i``, one launch each.

A block inside a loop is cut where:

- a store (or memory intrinsic) ends the part before the cut and another
  write follows it;
- no value the part before computes crosses the cut, except pure integer
  and pointer arithmetic on phis, arguments and values from other blocks
  (addresses, induction variables: the model rebuilds those where used),
  and loads from an argument the function never writes through (with
  ``restrict``, GVN leaves one load of ``A[i][j]`` for both updates: the
  model reloads it where used). No value has to travel between the
  statements as a scalar, which would make their loops sequential; a value feeding a phi
  (the back edge's or a successor's) counts as used at the block's end,
  where the terminator goes;
- the two parts write to different base pointers, so that unrolled copies
  of one update (``A[i][j]``, ``A[i][j+1]``) stay one statement;
- one of the two parts is an update (it reads an array it writes, as
  ``s[j] = s[j] + ...``): parts that only write, as an initialisation of
  several arrays, carry no dependence the other lacks, and as statements of
  their own the scheduler would give each a kernel of its own.

Nothing moves: the instructions keep their order, the part after the cut
becomes a new block (``<block>.polyoff.stmt<k>``) that the part before
branches to, and the phis of the block's successors take their values from
the last part. The program means what it meant before; LLVM's CFG
simplification merges the blocks again in the code that runs on the CPU.
"""

from __future__ import annotations

import itertools
import re

from polyoff.ir.cfg import CFG
from polyoff.ir.mathcalls import math_stem
from polyoff.ir.model import Block, Function, Instruction, Module, local_names, quote_name

_INTEGER = re.compile(r"^i\d+$")
_NOT_PURE = frozenset(
    {"load", "call", "invoke", "alloca", "atomicrmw", "cmpxchg", "va_arg", "landingpad",
     "freeze", "extractvalue", "insertvalue", "callbr"}
)
#: blocks of exception handling (whose instructions may span several lines) stay whole
_EXCEPTIONAL = frozenset({"landingpad", "invoke", "catchpad", "cleanuppad", "catchswitch", "callbr"})
_MEMORY_WRITERS = ("llvm.memset", "llvm.memcpy", "llvm.memmove")
_LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+):')


def split_statements(text: str, module: Module) -> tuple[str, int]:
    """``text`` with its loop blocks cut into independent statements (see the
    module's description), and how many cuts were made. ``module`` is the
    model of ``text``."""
    cuts: dict[str, dict[str, list[int]]] = {}
    for fn in module.functions:
        if fn.is_declaration or not fn.blocks:
            continue
        in_loops: set[str] = set()
        for loop in CFG(fn).loops.values():
            in_loops |= loop.blocks
        read_only: frozenset[str] | None = None
        for block in fn.blocks:
            if block.name in in_loops and _may_cut(block):
                if read_only is None:
                    read_only = _read_only_roots(fn)
                positions = _cuts(fn, block, read_only)
                if positions:
                    cuts.setdefault(fn.name, {})[block.name] = positions
    if not cuts:
        return text, 0
    return _edit(text, module, cuts), sum(len(p) for c in cuts.values() for p in c.values())


# -------------------------------------------------------------- where to cut


def _writes(inst: Instruction) -> bool:
    return inst.opcode == "store" or (
        inst.opcode == "call" and (inst.callee or "").startswith(_MEMORY_WRITERS)
    )


def _base(fn: Function, name: str | None) -> str | None:
    """The pointer an address is computed from: through GEPs and casts to
    an argument, a global or the instruction producing it."""
    seen: set[str] = set()
    definitions = fn.definitions
    while name is not None and name not in seen:
        seen.add(name)
        inst = definitions.get(name)
        if inst is None or inst.opcode not in ("getelementptr", "bitcast", "addrspacecast"):
            return name
        name = inst.operands[0].local if inst.operands else None
        if name is None:
            return inst.operands[0].spelling() if inst.operands else None
    return name


def _written_base(fn: Function, inst: Instruction) -> str | None:
    # store <value>, <pointer>; memory intrinsics write their first argument
    operand = inst.operands[1] if inst.opcode == "store" else inst.operands[0]
    return _base(fn, operand.local) if operand.local is not None else operand.spelling()


def _read_only_roots(fn: Function) -> frozenset[str]:
    """Arguments that no write of ``fn`` is based on, where
    every write's base is known and ``fn`` calls nothing but intrinsics and
    math functions (otherwise none)."""
    roots = set(fn.param_names)
    locals_ = set(fn.definitions)
    for block in fn.blocks:
        for inst in block.instructions:
            if inst.opcode in ("call", "invoke") and not _writes(inst):
                callee = inst.callee or ""
                if not (callee.startswith("llvm.") or math_stem(callee)):
                    return frozenset()
            elif inst.opcode in ("atomicrmw", "cmpxchg"):
                return frozenset()
            if _writes(inst):
                base = _written_base(fn, inst)
                if base is None:
                    return frozenset()
                if base in locals_ and fn.definitions[base].opcode != "alloca":
                    return frozenset()
                roots.discard(base)
    return frozenset(roots)


def _may_cut(block: Block) -> bool:
    """Two writes at least, and no exception handling."""
    insts = block.instructions
    return sum(1 for i in insts if _writes(i)) >= 2 and not any(i.opcode in _EXCEPTIONAL for i in insts)


def _cuts(fn: Function, block: Block, read_only: frozenset[str]) -> list[int]:
    """Indices of the instructions of ``block`` before which it is cut;
    ``read_only``: :func:`_read_only_roots` of ``fn``."""
    insts = block.instructions
    index = {i.name: k for k, i in enumerate(insts) if i.name is not None}
    position = {id(i): k for k, i in enumerate(insts)}
    pure: dict[str, bool] = {}
    for inst in insts:
        if inst.name is None:
            continue
        if inst.opcode == "phi":
            pure[inst.name] = bool(_INTEGER.match(inst.type)) or inst.type == "ptr"
        elif inst.opcode == "load" and not re.search(r"\bload (volatile|atomic)\b", inst.text):
            address = inst.operands[0].local if inst.operands else None
            pure[inst.name] = (
                address is not None
                and pure.get(address, True)
                and _base(fn, address) in read_only
            )
        elif inst.opcode in _NOT_PURE or not (_INTEGER.match(inst.type) or inst.type == "ptr"):
            pure[inst.name] = False
        else:
            pure[inst.name] = all(pure.get(n, True) for n in local_names(inst) if n in index)
    # how far each value that must not cross a cut is used in the block
    end = len(insts) - 1
    reach = [0] * len(insts)
    for name, k in index.items():
        if pure[name]:
            continue
        last = k
        for user in fn.users.get(name, ()):
            if user.opcode == "phi":
                if any(op.local == name and source == block.name
                       for op, source in zip(user.operands, user.incoming_blocks, strict=False)):
                    last = end  # the incoming edge leaves from the block's end
            elif user.block == block.name:
                last = max(last, position[id(user)])
        reach[k] = last
    first_body = next(k for k, i in enumerate(insts) if i.opcode != "phi")
    written = {k: _written_base(fn, i) for k, i in enumerate(insts[:end]) if _writes(i)}
    cuts: list[int] = []
    segment_bases: set[str | None] = set()
    furthest = max(reach[:first_body], default=0)
    for k in range(first_body, end):
        furthest = max(furthest, reach[k])
        if k in written:
            segment_bases.add(written[k])
            following = {base for at, base in written.items() if at > k}
            if (following and furthest <= k and None not in segment_bases
                    and None not in following and not segment_bases & following):
                cuts.append(k + 1)
                segment_bases = set()
    return _between_updates(fn, insts, written, first_body, end, cuts)


def _between_updates(fn: Function, insts: tuple[Instruction, ...], written: dict[int, str | None],
                     first: int, end: int, cuts: list[int]) -> list[int]:
    """The cuts next to an update (a part that reads an array it writes,
    as ``s[j] = s[j] + ...``): only an update carries a dependence that
    the other part does not share. Parts that only write (an
    initialisation of several arrays) stay one statement, so that they stay
    one kernel."""
    bounds = [first, *cuts, end]
    updates = []
    for start, stop in itertools.pairwise(bounds):
        stored = {base for at, base in written.items() if start <= at < stop}
        read = {_base(fn, i.operands[0].local) for i in insts[start:stop]
                if i.opcode == "load" and i.operands and i.operands[0].local is not None}
        updates.append(bool(stored & read))
    kept = []
    merged_update = updates[0]
    for cut, next_update in zip(cuts, updates[1:], strict=True):
        if merged_update or next_update:
            kept.append(cut)
            merged_update = next_update
        else:
            merged_update = False
    return kept


# ---------------------------------------------------------------- the edit


def _edit(text: str, module: Module, cuts: dict[str, dict[str, list[int]]]) -> str:
    functions = module.function_map
    out: list[str] = []
    fn: Function | None = None
    block: str | None = None
    renames: dict[str, dict[str, str]] = {}  # successor -> {cut block: its last part}
    counter = 0
    pending: list[int] = []
    names: list[str] = []
    position = 0
    # first pass: the new names, so that phis before the cut block are renamed too
    plans: dict[tuple[str, str], list[str]] = {}
    for fname, blocks in cuts.items():
        taken = set(functions[fname].block_map)
        for bname, positions in blocks.items():
            new = []
            for _ in positions:
                counter += 1
                label = f"{bname}.polyoff.stmt{counter}"
                while label in taken:
                    counter += 1
                    label = f"{bname}.polyoff.stmt{counter}"
                taken.add(label)
                new.append(label)
            plans[(fname, bname)] = new
    for line in text.split("\n"):
        if line.startswith("define "):
            m = re.search(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(', line)
            name = m.group(1).strip('"') if m else None
            fn = functions.get(name) if name in cuts else None
            block, pending, renames = None, [], {}
            if fn is not None:
                for (fname, bname), new in plans.items():
                    if fname == fn.name:
                        for succ in fn.block_map[bname].successors:
                            renames.setdefault(succ, {})[bname] = new[-1]
            out.append(line)
            continue
        if fn is None:
            out.append(line)
            continue
        if line == "}":
            fn = None
            out.append(line)
            continue
        label = _LABEL.match(line)
        if label is not None:
            block = label.group(1).strip('"')
            plan = plans.get((fn.name, block))
            pending = list(cuts[fn.name][block]) if plan else []
            names = list(plan or [])
            position = 0
            out.append(line)
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith(";") or stripped.startswith("#dbg_") or block is None:
            out.append(line)
            continue
        if pending and position == pending[0]:
            expected = fn.block_map[block].instructions[position].text
            if stripped != expected:
                raise ValueError(f"statement split: {block!r} does not read as parsed ({stripped!r})")
            label_name = names.pop(0)
            out.append(f"  br label %{quote_name(label_name)}")
            out.append("")
            out.append(f"{quote_name(label_name)}:")
            pending.pop(0)
        position += 1
        if " = phi " in stripped and block in renames:
            for old, new in renames[block].items():
                line = re.sub(r"(,\s*)%" + re.escape(quote_name(old)) + r"(\s*\])",
                              lambda m, new=new: m.group(1) + "%" + quote_name(new) + m.group(2), line)
        out.append(line)
    return "\n".join(out)
