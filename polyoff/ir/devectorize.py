"""Take LLVM's loop vectoriser back: run its scalar loop for every iteration.

IR as compilers hand it over at -O2 and -O3 has its simple loops vectorised
(``<4 x double>`` loads and arithmetic), which no polyhedral model of scalar
statements reads. But LLVM's loop vectoriser keeps the original loop as the
remainder loop and guards the vector loop with checks — too few iterations
(``min.iters.check``), arrays that may overlap (``vector.memcheck``), the
epilogue's own minimum — whose failure sends every iteration to the scalar
loop, with the scalar loop's resume values set to the loop's start. Taking
that path always is therefore exact: the scalar loop computes what the
vector loop would (the vectoriser reorders floating point only under
``reassoc``), and the clean-up then deletes the vector loop as unreachable.
Code that stays on the CPU loses nothing either: the JIT's -O3 pipeline
vectorises it again.

Only the vectoriser's own guards are taken: a vector loop and a scalar loop
that both carry ``llvm.loop.isvectorized`` (the mark the vectoriser puts on
both so that it never revisits them), a block ``S`` that the vector loop's
exit path reaches and that dominates the scalar loop, and the branches into
``S`` from before the vector loop whose other side leads to it. Loops
written with vector types by hand carry no such mark and stay as they are
(rejected with the vectorised-IR reason), as does SLP-vectorised straight
code. A vector loop with ``reassoc`` arithmetic stays too: its scalar loop
would add in another order than the unmodified program.
"""

from __future__ import annotations

import re

from polyoff.ir.cfg import CFG
from polyoff.ir.model import Function, Module

_LOOP_MD = re.compile(r"!llvm\.loop !(\d+)")
_MD_NODE = re.compile(r"^!(\d+) = (?:distinct )?!\{(.*)\}$", re.M)
_COND_BR = re.compile(r"^(\s*br i1 )(\S+)(, label %(\S+), label %(\S+))(.*)$")


def _vectorized_loop_ids(text: str) -> frozenset[str]:
    """Metadata ids of loop nodes that carry ``llvm.loop.isvectorized``."""
    nodes = {m.group(1): m.group(2) for m in _MD_NODE.finditer(text)}
    marked = {k for k, body in nodes.items() if '!"llvm.loop.isvectorized"' in body}
    return frozenset(k for k, body in nodes.items()
                     if any(ref.strip().lstrip("!") in marked for ref in body.split(",")))


def _is_vector(ty: str) -> bool:
    return ty.startswith("<") and not ty.startswith("<{")


def forced_guards(module: Module, text: str) -> tuple[dict[str, dict[str, str]], frozenset[str]]:
    """Per function, the guard blocks to send to the scalar loop (block ->
    the successor to take), and the headers of the vector loops that go."""
    marked = _vectorized_loop_ids(text)
    if not marked:
        return {}, frozenset()
    out: dict[str, dict[str, str]] = {}
    gone: set[str] = set()
    for fn in module.functions:
        if not fn.blocks:
            continue
        forced, headers = _function_guards(fn, marked)
        if forced:
            out[fn.name] = forced
            gone |= headers
    return out, frozenset(gone)


def _marked(fn: Function, loop, marked: frozenset[str]) -> bool:
    blocks = fn.block_map
    for latch in loop.latches:
        m = _LOOP_MD.search(blocks[latch].terminator.text)
        if m is None or m.group(1) not in marked:
            return False
    return True


def _reach(cfg: CFG, starts, stop: frozenset[str], *, backward: bool = False) -> set[str]:
    """Blocks reachable from ``starts`` (along predecessors with
    ``backward``) without entering ``stop``."""
    edges = cfg.predecessors if backward else cfg.successors
    seen: set[str] = set()
    work = [b for b in starts if b not in stop]
    while work:
        b = work.pop()
        if b in seen:
            continue
        seen.add(b)
        work.extend(s for s in edges.get(b, ()) if s not in stop and s not in seen)
    return seen


def _function_guards(fn: Function, marked: frozenset[str]) -> tuple[dict[str, str], set[str]]:
    cfg = CFG(fn)
    if not cfg.is_reducible:
        return {}, set()
    loops = cfg.loops
    blocks = fn.block_map
    vector_loops, scalar_loops = [], []
    for loop in loops.values():
        if not _marked(fn, loop, marked):
            continue
        insts = [i for b in loop.blocks for i in blocks[b].instructions]
        if any(_is_vector(i.type) for i in insts):
            if any("reassoc" in i.flags or "fast" in i.flags for i in insts):
                continue
            vector_loops.append(loop)
        else:
            scalar_loops.append(loop)
    forced: dict[str, str] = {}
    headers: set[str] = set()
    for vloop in vector_loops:
        exits = [s for b in vloop.blocks for s in cfg.successors[b] if s not in vloop.blocks]
        # Not around an enclosing loop's back edge: from there, everything
        # before the vector loop in the enclosing body is "after" it too.
        outer = frozenset(lp.header for lp in loops.values()
                          if lp.header != vloop.header and vloop.blocks <= lp.blocks)
        after = _reach(cfg, exits, vloop.blocks | outer)
        for s in sorted(after):
            guards = [g for g in cfg.predecessors.get(s, ()) if g not in after and g not in vloop.blocks]
            if not guards or not any(_scalar_preheader(cfg, fn, s, sl, outer) for sl in scalar_loops):
                continue
            for g in guards:
                term = blocks[g].terminator
                if term.opcode != "br" or len(term.successors) != 2 or s not in term.successors:
                    continue
                other = next(x for x in term.successors if x != s)
                if vloop.header in _reach(cfg, [other], frozenset({s})):
                    forced[g] = s
                    headers.add(vloop.header)
    return forced, headers


def _scalar_preheader(cfg: CFG, fn: Function, s: str, sloop, outer: frozenset[str]) -> bool:
    """Whether ``s`` leads into the scalar loop ``sloop`` as the vectoriser's
    ``scalar.ph`` does: it dominates the loop, and every block on a path from
    it to the loop's header (within one iteration of the loops around, whose
    headers are ``outer``) is scalar (a runtime-unrolled remainder of the
    scalar loop may sit there; the vector loop's own unrolled remainder,
    also a block the vector path reaches, has vector instructions)."""
    if not cfg.dominates(s, sloop.header) or s in sloop.blocks:
        return False
    forward = _reach(cfg, [s], frozenset({sloop.header}) | outer)
    entries = [p for p in cfg.predecessors.get(sloop.header, ()) if p not in sloop.blocks]
    if not any(p in forward for p in entries):
        return False
    between = forward & (_reach(cfg, entries, frozenset({s}) | outer, backward=True) | {s})
    return not any(_is_vector(i.type) for b in between for i in fn.block_map[b].instructions)


def devectorize(text: str, module: Module) -> tuple[str, int, frozenset[str]]:
    """``text`` with the vectoriser's guards (:func:`forced_guards`) taking
    the scalar path, how many were forced, and the headers of the vector
    loops that go (the clean-up that follows removes them; their work is
    their scalar loops')."""
    forced, headers = forced_guards(module, text)
    if not forced:
        return text, 0, frozenset()
    lines = text.split("\n")
    out: list[str] = []
    fn_name: str | None = None
    block: str | None = None
    count = 0
    fn_forced: dict[str, str] = {}
    for line in lines:
        if line.startswith("define "):
            m = re.search(r"@(\"[^\"]+\"|[-\w$.]+)\(", line)
            fn_name = m.group(1).strip('"') if m else None
            fn_forced = forced.get(fn_name, {})
            block = _entry_name(module, fn_name)
        elif line == "}":
            fn_name, fn_forced = None, {}
        elif fn_forced and (lbl := re.match(r"^([-\w$.]+|\"[^\"]+\"):", line)):
            block = lbl.group(1).strip('"')
        elif fn_forced and block in fn_forced and (br := _COND_BR.match(line)):
            target = fn_forced[block]
            if target in (br.group(4), br.group(5)):
                value = "true" if br.group(4) == target else "false"
                line = f"{br.group(1)}{value}{br.group(3)}{br.group(6)}"
                count += 1
        out.append(line)
    return "\n".join(out), count, headers


def _entry_name(module: Module, fn_name: str | None) -> str | None:
    fn = module.function(fn_name) if fn_name else None
    return fn.blocks[0].name if fn is not None and fn.blocks else None
