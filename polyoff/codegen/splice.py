"""Splice host-function calls into the original module's text.

For each offloaded SCoP a new block is put on the region's entering edge:
it calls the SCoP's host function and branches to the region's exit when
that returned non-zero, else into the untouched original region, which
stays the CPU fallback. The edit is textual on the canonical module, where
every value and block has a name (instnamer), so it only has to retarget
one branch, rename one predecessor in the entry's phis and add an incoming
value to the exit's phis. A region starting at the function's entry block
gets the new block as the function's entry instead.

Where the host function may ask for the original code to be timed (measured
placement: it returns 2), the region's edges to its exit go through one more
block, ``polyoff.done.<n>``, which calls the host module's
``__polyoff_done_<fn>_<n>`` with the host function's result (it tells the
runtime when that was 2) and the exit's phis take their value from there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from polyoff.errors import InternalError
from polyoff.ir.model import quote_name
from polyoff.scop.scop import Scop


@dataclass(frozen=True)
class SpliceSite:
    scop: Scop
    host_function: str
    arg_names: tuple[str, ...]
    arg_types: tuple[str, ...]
    #: called with the host function's result where the original region ends
    done_function: str | None = None


def _label_re(name: str) -> re.Pattern:
    return re.compile(r"^" + re.escape(quote_name(name)) + r":")


def _ref(name: str) -> str:
    return "%" + quote_name(name)


def _value(name: str) -> str:
    """A value by polyoff's naming: ``@g`` for globals, else a local."""
    return "@" + quote_name(name[1:]) if name.startswith("@") else _ref(name)


def _token(name: str) -> str:
    return re.escape(_ref(name)) + r"(?=[\s,\]]|$)"


def splice_module(text: str, sites: list[SpliceSite]) -> str:
    """Return ``text`` with a call of each site's host function spliced in,
    and declarations of the host functions appended."""
    lines = text.split("\n")
    for site in sites:
        lines = _splice_one(lines, site)
    decls = []
    for site in sites:
        decls.append(f"declare i32 @{quote_name(site.host_function)}({', '.join(site.arg_types)})")
        if site.done_function is not None:
            decls.append(f"declare void @{quote_name(site.done_function)}(i32)")
    return "\n".join(lines) + "\n" + "\n".join(decls) + "\n"


def _function_range(lines: list[str], fname: str) -> tuple[int, int]:
    pat = re.compile(r"^define\b.*@" + re.escape(quote_name(fname)) + r"\(")
    for i, line in enumerate(lines):
        if pat.match(line):
            for j in range(i + 1, len(lines)):
                if lines[j] == "}":
                    return i, j
    raise InternalError(f"function {fname} not found in module text")


def _block_ranges(lines: list[str], start: int, end: int) -> dict[str, tuple[int, int]]:
    labels: list[tuple[str, int]] = []
    label = re.compile(r'^("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+):')
    for i in range(start + 1, end):
        m = label.match(lines[i])
        if m is not None:
            name = m.group(1)
            if name.startswith('"'):
                name = name[1:-1]
            labels.append((name, i))
    ranges = {}
    for k, (name, i) in enumerate(labels):
        stop = labels[k + 1][1] if k + 1 < len(labels) else end
        ranges[name] = (i, stop)
    return ranges


def _splice_one(lines: list[str], site: SpliceSite) -> list[str]:
    scop = site.scop
    fn = scop.function
    start, end = _function_range(lines, fn.name)
    blocks = _block_ranges(lines, start, end)
    entry, exit_ = scop.entry, scop.exit
    check = f"polyoff.check.{scop.index}"
    preds = [p for p in fn.predecessors[entry] if p not in scop.blocks]
    is_fn_entry = fn.entry.name == entry
    if len(preds) > 1 or (not preds and not is_fn_entry):
        raise InternalError(f"region {entry} has {len(preds)} entering edges")
    lines = list(lines)
    if preds:
        pred = preds[0]
        lo, hi = blocks[pred]
        term = _last_instruction(lines, lo, hi)
        lines[term] = re.sub(r"label " + _token(entry), f"label {_ref(check)}", lines[term])
        lo, hi = blocks[entry]
        for i in range(lo + 1, hi):
            if re.match(r"^\s*%\S+ = phi\b", lines[i]):
                lines[i] = re.sub(r",\s*" + _token(pred) + r"(\s*\])", f", {_ref(check)}\\1", lines[i])
    # Exit phis: the value the region leaves them with (detection made sure
    # it is the same on every edge out of the region and not computed in it).
    n = scop.index
    done_block: list[str] = []
    if exit_ in blocks:
        lo, hi = blocks[exit_]
        region_preds = [p for p in fn.predecessors[exit_] if p in scop.blocks]
        done = f"polyoff.done.{n}" if site.done_function is not None and region_preds else None
        for i in range(lo + 1, hi):
            if not re.match(r"^\s*%\S+ = phi\b", lines[i]):
                continue
            value = _incoming_value(lines[i], region_preds)
            if done is not None:
                lines[i] = _replace_incoming(lines[i], region_preds, value, done)
            last = lines[i].rfind("]")
            lines[i] = lines[i][: last + 1] + f", [ {value}, {_ref(check)} ]" + lines[i][last + 1 :]
        if done is not None:
            for p in region_preds:
                plo, phi_ = blocks[p]
                term = _last_instruction(lines, plo, phi_)
                lines[term] = re.sub(r"label " + _token(exit_), f"label {_ref(done)}", lines[term])
            done_block = [
                f"{quote_name(done)}:",
                f"  call void @{quote_name(site.done_function)}(i32 %polyoff.ret.{n})",
                f"  br label {_ref(exit_)}",
                "",
            ]
    args = ", ".join(f"{t} {_value(a)}" for a, t in zip(site.arg_names, site.arg_types))
    block = [
        f"{quote_name(check)}:",
        f"  %polyoff.ret.{n} = call i32 @{quote_name(site.host_function)}({args})",
        f"  %polyoff.ok.{n} = icmp eq i32 %polyoff.ret.{n}, 1",
        f"  br i1 %polyoff.ok.{n}, label {_ref(exit_)}, label {_ref(entry)}",
    ]
    if done_block:
        lo, _ = blocks[exit_]
        lines = lines[:lo] + done_block + lines[lo:]
        blocks = _block_ranges(lines, start, end + len(done_block))
    if is_fn_entry and not preds:
        # The new block becomes the entry: it goes first. The old entry block
        # must now carry its label explicitly.
        first = start + 1
        if not _label_re(entry).match(lines[first]):
            block.append(f"{quote_name(entry)}:")
        return lines[:first] + block + lines[first:]
    lo, _ = blocks[entry]
    return lines[:lo] + block + [""] + lines[lo:]


def _last_instruction(lines: list[str], lo: int, hi: int) -> int:
    for i in range(hi - 1, lo, -1):
        s = lines[i].strip()
        if s and not s.startswith(";") and not s.startswith("#dbg_"):
            return i
    raise InternalError("block without instructions")


def _replace_incoming(phi_line: str, preds: list[str], value: str, block: str) -> str:
    """``phi_line`` with its incoming pairs from ``preds`` replaced by one,
    ``[value, block]`` (exit phis carry no trailing attachments)."""
    head, body = phi_line.split(" phi ", 1)
    ty = body.split("[", 1)[0].rstrip()
    pairs = re.findall(r"\[\s*(.+?),\s*(%(?:\"[^\"]*\"|[-a-zA-Z$._0-9]+))\s*\]", body)
    kept = [f"[ {v.strip()}, {b} ]" for v, b in pairs if b[1:].strip('"') not in preds]
    return f"{head} phi {ty} " + ", ".join([*kept, f"[ {value}, {_ref(block)} ]"])


def _incoming_value(phi_line: str, region_preds: list[str]) -> str:
    body = phi_line.split(" phi ", 1)[1]
    pairs = re.findall(r"\[\s*(.+?),\s*(%(?:\"[^\"]*\"|[-a-zA-Z$._0-9]+))\s*\]", body)
    values = {v.strip() for v, b in pairs if b[1:].strip('"') in region_preds}
    if len(values) != 1:
        raise InternalError(f"exit phi with differing values from the region: {phi_line.strip()}")
    return values.pop()
