"""Splice host-function calls into the original module's text.

For each offloaded SCoP a new block is put on the region's entering edge:
it calls the SCoP's host function and branches to the region's exit when
that returned non-zero, else into the untouched original region, which
stays the CPU fallback. The edit is textual on the canonical module, where
every value and block has a name (instnamer), so it only has to retarget
one branch, rename one predecessor in the entry's phis and add an incoming
value to the exit's phis. A region starting at the function's entry block
gets the new block as the function's entry instead.

Values leaving the region (`Scop.leaving`) come back through slots: the
host function takes the address of one per value (``%polyoff.out.<n>.<k>``,
allocas of the function's first block) and writes the value there. The
check block loads it: an exit phi takes it on the check block's edge; a
value used after the region gets a slot of its own (``%polyoff.esc.<n>.<k>``)
that the original region stores right after computing it and the check
block after the call, and every use after the region loads it (LLVM's
mem2reg turns the slot back into phis).

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
from polyoff.scop.scop import ESCAPE, EXIT_PHI, Scop


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
    # Uses after a region are rewritten once every check block is in
    # place: a later region's check block may pass such a value on.
    for site in sites:
        lines = _values_leaving(lines, site)
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
    if len([p for p in fn.predecessors[entry] if p not in scop.blocks]) > 1:
        raise InternalError(f"region {entry} has several entering edges")
    # The entering edges as the text has them now: where an earlier SCoP
    # ends at this one's entry, its check and done blocks enter too.
    preds = _entering(lines, blocks, entry, scop.blocks)
    is_fn_entry = fn.entry.name == entry
    if not preds and not is_fn_entry:
        raise InternalError(f"region {entry} has no entering edge")
    lines = list(lines)
    check_phis: list[str] = []
    for pred in preds:
        lo, hi = blocks[pred]
        term = _last_instruction(lines, lo, hi)
        lines[term] = re.sub(r"label " + _token(entry), f"label {_ref(check)}", lines[term])
    if preds:
        lo, hi = blocks[entry]
        for i in range(lo + 1, hi):
            m = _PHI_NAME.match(lines[i])
            if m is None:
                continue
            if len(preds) == 1:
                lines[i] = re.sub(r",\s*" + _token(preds[0]) + r"(\s*\])", f", {_ref(check)}\\1", lines[i])
                continue
            # The entering values meet in a phi of the check block.
            merged = f"%polyoff.in.{scop.index}.{m.group(1).strip(chr(34))}"
            check_phis.append(f"  {_ref(merged[1:])} = {_phi_of(lines[i], preds)}")
            lines[i] = _replace_incoming(lines[i], preds, _ref(merged[1:]), check)
    # Exit phis: the value the region leaves them with (detection made sure
    # it is the same on every edge out of the region and not computed in it).
    n = scop.index
    done_block: list[str] = []
    fed_inside = {a.value: j for j, a in enumerate(scop.leaving) if a.kind == EXIT_PHI}
    done_phis: list[str] = []
    if exit_ in blocks:
        lo, hi = blocks[exit_]
        region_preds = [p for p in fn.predecessors[exit_] if p in scop.blocks]
        done = f"polyoff.done.{n}" if site.done_function is not None and region_preds else None
        for i in range(lo + 1, hi):
            m = re.match(r"^\s*%(\S+) = phi\b", lines[i])
            if m is None:
                continue
            name = m.group(1).strip('"')
            if name in fed_inside:
                # The host's value on the check block's edge; through the
                # done block, the region's values meet in a phi of its own.
                value = f"%polyoff.val.{n}.{fed_inside[name]}"
                if done is not None:
                    merged = f"%polyoff.done.{n}.{fed_inside[name]}"
                    done_phis.append(f"  {merged} = {_phi_of(lines[i], region_preds)}")
                    lines[i] = _replace_incoming(lines[i], region_preds, merged, done)
            else:
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
                *done_phis,
                f"  call void @{quote_name(site.done_function)}(i32 %polyoff.ret.{n})",
                f"  br label {_ref(exit_)}",
                "",
            ]
    args = [f"{t} {_value(a)}" for a, t in zip(site.arg_names, site.arg_types)]
    before, after = [], []
    for j, array in enumerate(scop.leaving):
        ty = fn.definitions[array.value].type
        out, val = f"%polyoff.out.{n}.{j}", f"%polyoff.val.{n}.{j}"
        args.append(f"ptr {out}")
        after.append(f"  {val} = load {ty}, ptr {out}")
        if array.kind == ESCAPE:
            # The slot keeps its value where no instance writes it.
            esc, old = f"%polyoff.esc.{n}.{j}", f"%polyoff.old.{n}.{j}"
            before += [f"  {old} = load {ty}, ptr {esc}", f"  store {ty} {old}, ptr {out}"]
            after.append(f"  store {ty} {val}, ptr {esc}")
    block = [
        f"{quote_name(check)}:",
        *check_phis,
        *before,
        f"  %polyoff.ret.{n} = call i32 @{quote_name(site.host_function)}({', '.join(args)})",
        f"  %polyoff.ok.{n} = icmp eq i32 %polyoff.ret.{n}, 1",
        *after,
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


def _phi_of(phi_line: str, preds: list[str]) -> str:
    """A phi of ``phi_line``'s type over its incoming pairs from ``preds``
    (the text after ``=``)."""
    body = phi_line.split(" phi ", 1)[1]
    ty = body.split("[", 1)[0].strip()
    pairs = _PAIR.findall(body)
    kept = [f"[ {v.strip()}, {b} ]" for v, b in pairs if b[1:].strip('"') in preds]
    return f"phi {ty} " + ", ".join(kept)


def _entering(lines: list[str], blocks: dict[str, tuple[int, int]], entry: str,
              region: frozenset[str]) -> list[str]:
    """The blocks outside ``region`` whose terminators branch to ``entry``."""
    target = re.compile(r"label " + _token(entry))
    out = []
    for name, (lo, hi) in blocks.items():
        if name in region:
            continue
        try:
            term = _last_instruction(lines, lo, hi)
        except InternalError:
            continue
        if target.search(lines[term]):
            out.append(name)
    return out


_PHI_NAME = re.compile(r"^\s*%(\S+) = phi\b")
_PAIR = re.compile(r"\[\s*(.+?),\s*(%(?:\"[^\"]*\"|[-a-zA-Z$._0-9]+))\s*\]")
_PHI_LINE = re.compile(r"^\s*%\S+ = phi\b")


def _use(name: str) -> re.Pattern:
    """A use of the local ``name`` (not of a longer name it begins)."""
    return re.compile(re.escape(_ref(name)) + r"(?![-a-zA-Z$._0-9\"])")


def _values_leaving(lines: list[str], site: SpliceSite) -> list[str]:
    """The slots of the values leaving ``site``'s region: allocas in the
    function's first block, a store in the original region right after
    each value is computed, and a load before each use after the region
    (a use by a phi: at the end of the block it comes from; a debug record
    forgets the value)."""
    scop = site.scop
    fn = scop.function
    n = scop.index
    escaping = [(j, a) for j, a in enumerate(scop.leaving) if a.kind == ESCAPE]
    if not scop.leaving:
        return lines
    start, end = _function_range(lines, fn.name)
    lines = list(lines)
    inserts: dict[int, list[str]] = {}  # before line i

    def insert(i: int, text: str) -> None:
        inserts.setdefault(i, []).append(text)

    blocks = _block_ranges(lines, start, end)
    ours = {f"polyoff.check.{n}", f"polyoff.done.{n}"}
    for j, array in escaping:
        name = array.value
        ty = fn.definitions[name].type
        slot = f"%polyoff.esc.{n}.{j}"
        lo, hi = blocks[fn.definitions[name].block]
        define = re.compile(r"^\s*" + re.escape(_ref(name)) + r" = ")
        at = next(i for i in range(lo + 1, hi) if define.match(lines[i]))
        if _PHI_LINE.match(lines[at]):
            while at + 1 < hi and _PHI_LINE.match(lines[at + 1]):
                at += 1
        insert(at + 1, f"  store {ty} {_ref(name)}, ptr {slot}")
        use = _use(name)
        count = 0
        for label, (blo, bhi) in blocks.items():
            if label in scop.blocks or label in ours:
                continue
            for i in range(blo + 1, bhi):
                line = lines[i]
                if not use.search(line):
                    continue
                if line.lstrip().startswith("#dbg_"):
                    lines[i] = use.sub("poison", line)
                elif _PHI_LINE.match(line):
                    head, body = line.split(" phi ", 1)
                    for v, src in _PAIR.findall(body):
                        if not use.fullmatch(v.strip()):
                            continue
                        src_name = src[1:].strip('"')
                        if label == scop.exit and src_name in scop.blocks:
                            continue  # an exit phi: the check block's edge has its value
                        count += 1
                        loaded = f"%polyoff.use.{n}.{j}.{count}"
                        slo, shi = blocks[src_name]
                        insert(_last_instruction(lines, slo, shi), f"  {loaded} = load {ty}, ptr {slot}")
                        body = body.replace(f"[ {v.strip()}, {src} ]", f"[ {loaded}, {src} ]")
                    lines[i] = f"{head} phi {body}"
                else:
                    count += 1
                    loaded = f"%polyoff.use.{n}.{j}.{count}"
                    insert(i, f"  {loaded} = load {ty}, ptr {slot}")
                    lines[i] = use.sub(loaded, line)
    # The slots, in the function's first block.
    first = start + 1
    while not lines[first].strip() or lines[first].lstrip().startswith(";"):
        first += 1
    if re.match(r'^("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+):', lines[first]):
        first += 1
    for j, array in enumerate(scop.leaving):
        ty = fn.definitions[array.value].type
        insert(first, f"  %polyoff.out.{n}.{j} = alloca {ty}")
        if array.kind == ESCAPE:
            insert(first, f"  %polyoff.esc.{n}.{j} = alloca {ty}")
    for i in sorted(inserts, reverse=True):
        lines[i:i] = inserts[i]
    return lines
