"""SCoP detection: maximal valid single-entry single-exit regions.

Candidate regions are the canonical SESE regions ``(entry, exit)`` of each
function: ``exit`` post-dominates ``entry``, ``entry`` dominates every block
reached from it before ``exit``, and no edge enters those blocks except at
``entry``. Larger candidates are tried first; a valid one (the model builds)
is kept unless it overlaps one kept already, as Polly keeps maximal regions.
Every outermost loop not covered by a SCoP gets the reason its own region
failed, so the report can say why each loop nest stayed on the CPU.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from polyoff.errors import bug_reason, strict
from polyoff.ir.cfg import CFG, VIRTUAL_EXIT
from polyoff.ir.input_loops import InputLoop
from polyoff.ir.model import Function, Module
from polyoff.scop.budget import CompileBudgetExceeded, isl_budget
from polyoff.scop.build import build_scop
from polyoff.scop.forward import rematerialize_forwarded_loads
from polyoff.scop.removed import removed_loop_reasons
from polyoff.scop.scop import ModelFeatures, RejectReason, Scop, ScopRejected

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FunctionDetection:
    """The SCoPs of one function, the reason each loop nest outside them
    was left out (``rejected``), and why SCoPs next to each other could not
    be one (``splits``: per group of SCoPs, the reason of the smallest
    rejected region holding them, with their indices in ``extra['scops']``)."""

    function: str
    scops: tuple[Scop, ...]
    rejected: tuple[RejectReason, ...]
    splits: tuple[RejectReason, ...] = ()


@dataclass(frozen=True)
class Region:
    entry: str
    exit: str
    blocks: frozenset[str]


def candidate_regions(cfg: CFG) -> list[Region]:
    """All canonical SESE regions that contain at least one loop header."""
    regions: list[Region] = []
    headers = set(cfg.loops)
    for entry in cfg.rpo:
        outside_preds = cfg.predecessors[entry]
        exit_: str | None = cfg.ipdom.get(entry)
        while exit_ is not None and exit_ != VIRTUAL_EXIT:
            blocks = _region_blocks(cfg, entry, exit_)
            if blocks is not None and blocks & headers:
                entering = [p for p in outside_preds if p not in blocks]
                # The function's entry block has no entering edge; the splice
                # then gives the function a new entry block.
                if len(entering) == 1 or (not entering and entry == cfg.function.entry.name):
                    regions.append(Region(entry, exit_, blocks))
            exit_ = cfg.ipdom.get(exit_)
    regions.sort(key=lambda r: (-len(r.blocks), cfg.rpo_index[r.entry]))
    return regions


def _region_blocks(cfg: CFG, entry: str, exit_: str) -> frozenset[str] | None:
    blocks: set[str] = set()
    work = [entry]
    while work:
        b = work.pop()
        if b in blocks or b == exit_:
            continue
        if not cfg.dominates(entry, b):
            return None
        blocks.add(b)
        succ = cfg.successors[b]
        if not succ:
            return None  # returns inside the region
        work.extend(succ)
    for b in blocks:
        if b == entry:
            continue
        if any(p not in blocks for p in cfg.predecessors[b] if p in cfg.rpo_index):
            return None
    return frozenset(blocks)


def detect_function(
    module: Module,
    function: Function,
    *,
    first_index: int = 0,
    features: ModelFeatures | None = None,
    max_operations: int = 0,
    excluded: dict[tuple[str, str], RejectReason] | None = None,
) -> FunctionDetection:
    """Find the SCoPs of one function and why other loop nests are not;
    the regions in ``excluded`` (entry, exit) are not SCoPs, for the reason
    given (a SCoP over its compile budget: the SCoPs inside it are tried);
    regions over the budget while modelling them are added to it."""
    if function.is_declaration or not function.blocks:
        return FunctionDetection(function.name, (), ())
    cfg = CFG(function)
    if not cfg.loops:
        return FunctionDetection(function.name, (), ())
    original, original_cfg = function, cfg
    rewritten = _forwarded_loads_undone(function)
    introduced: set[str] = set()
    if rewritten is not function:
        introduced = set(rewritten.definitions) - set(function.definitions)
        function, cfg = rewritten, CFG(rewritten)
    accepted: list[Scop] = []
    failures: dict[tuple[str, str], RejectReason] = {}
    covered: set[str] = set()
    for region in candidate_regions(cfg):
        if region.blocks & covered:
            continue
        if excluded is not None and (region.entry, region.exit) in excluded:
            failures[(region.entry, region.exit)] = excluded[(region.entry, region.exit)]
            continue
        # A region inside the loop whose forwarded load was read again, using
        # that load from outside itself, would take a value only the model
        # has (the host keeps the original code): it is modelled as it is.
        outside = _uses_from_outside(function, region, introduced)
        scop = _try_region(
            module,
            original if outside else function,
            original_cfg if outside else cfg,
            region,
            index=first_index + len(accepted),
            features=features,
            max_operations=max_operations,
        )
        if isinstance(scop, RejectReason):
            failures[(region.entry, region.exit)] = scop
            if excluded is not None and scop.kind == "compile-budget":
                # not modelled again in a later round (compiler.compile_module)
                excluded[(region.entry, region.exit)] = scop
            continue
        accepted.append(scop)
        covered |= region.blocks
        log.info(
            "SCoP in %s: %s..%s, %d statements",
            function.name,
            region.entry,
            region.exit,
            len(scop.statements),
        )
    accepted.sort(key=lambda s: cfg.rpo_index[s.entry])
    accepted = [_renumber(s, first_index + k) for k, s in enumerate(accepted)]
    return FunctionDetection(
        function.name,
        tuple(accepted),
        _reasons_for_uncovered(cfg, covered, failures),
        _reasons_for_splits(cfg, accepted, failures),
    )


def _uses_from_outside(function: Function, region: Region, names: set[str]) -> bool:
    """Whether an instruction of ``region`` uses one of ``names`` defined
    outside it."""
    if not names:
        return False
    for block in function.blocks:
        if block.name in region.blocks:
            for inst in block.instructions:
                for op in inst.operands:
                    if op.local in names and function.definitions[op.local].block not in region.blocks:
                        return True
    return False


def _forwarded_loads_undone(function: Function) -> Function:
    """``function`` with loads forwarded across iterations undone
    (:mod:`polyoff.scop.forward`), or as it is where that fails."""
    try:
        return rematerialize_forwarded_loads(function)
    except Exception as exc:  # a bug: model the function as it is
        if strict():
            raise
        log.warning("%s: forwarded loads kept: %s", function.name, exc)
        return function


def _try_region(
    module: Module,
    function: Function,
    cfg: CFG,
    region: Region,
    *,
    index: int,
    features: ModelFeatures | None,
    max_operations: int,
) -> Scop | RejectReason:
    """The SCoP of ``region``, or why it is none (an internal error too,
    outside strict mode: the region stays on the CPU)."""
    try:
        with isl_budget(max_operations):
            return build_scop(
                module,
                function,
                cfg,
                region.entry,
                region.exit,
                region.blocks,
                index=index,
                features=features,
            )
    except CompileBudgetExceeded as exc:
        return RejectReason(
            "compile-budget", f"modelling it: {exc}", function.name, block=region.entry,
            region=(region.entry, region.exit),
        )
    except ScopRejected as exc:
        log.debug(
            "region %s..%s of %s rejected: %s",
            region.entry,
            region.exit,
            function.name,
            exc.reason.message,
        )
        return exc.reason
    except Exception as exc:  # a bug: this region stays on the CPU
        if strict():
            raise
        log.warning("region %s..%s of %s: %s", region.entry, region.exit, function.name, exc)
        return RejectReason(
            "internal-error", bug_reason(exc), function.name, block=region.entry,
            region=(region.entry, region.exit),
        )


def _renumber(scop: Scop, index: int) -> Scop:
    return scop if scop.index == index else replace(scop, index=index)


def _reasons_for_uncovered(
    cfg: CFG, covered: set[str], failures: dict[tuple[str, str], RejectReason]
) -> tuple[RejectReason, ...]:
    reasons: list[RejectReason] = []
    seen: set[str] = set()
    # Loops not inside any SCoP, outermost first: report the reason of the
    # smallest failed region that contains the loop.
    for loop in sorted(cfg.loops.values(), key=lambda lp: (lp.depth, cfg.rpo_index[lp.header])):
        if loop.header in covered or loop.header in seen:
            continue
        candidates = [
            (len(r_blocks), reason)
            for (entry, exit_), reason in failures.items()
            if loop.header in (r_blocks := _blocks_of(cfg, entry, exit_))
            and loop.blocks <= r_blocks
        ]
        if candidates:
            reason = min(candidates, key=lambda c: c[0])[1]
        else:
            reason = RejectReason(
                "loop-shape",
                "loop is not part of a single-entry single-exit region",
                cfg.function.name,
                loop.header,
                next(
                    (i.line for i in cfg.function.block_map[loop.header].instructions if i.line),
                    None,
                ),
            )
        reasons.append(reason)
        # Where part of the nest is a SCoP, each inner loop outside it gets
        # its own reason below; otherwise the nest's reason covers them.
        seen |= {loop.header} if loop.blocks & covered else loop.blocks
    return tuple(reasons)


def _reasons_for_splits(
    cfg: CFG, scops: list[Scop], failures: dict[tuple[str, str], RejectReason]
) -> tuple[RejectReason, ...]:
    """For SCoPs that a larger region would have joined: the reason of the
    smallest failed region holding more than one of them, smallest first,
    each group reported once."""
    if len(scops) < 2:
        return ()
    groups: dict[tuple[int, ...], tuple[int, RejectReason]] = {}
    for (entry, exit_), reason in failures.items():
        blocks = _blocks_of(cfg, entry, exit_)
        inside = tuple(s.index for s in scops if s.blocks <= blocks)
        if len(inside) >= 2 and (inside not in groups or len(blocks) < groups[inside][0]):
            groups[inside] = (len(blocks), reason)
    out: list[RejectReason] = []
    joined: set[frozenset[int]] = set()
    for inside, (_, reason) in sorted(groups.items(), key=lambda g: g[1][0]):
        # A larger group adds nothing when its SCoPs are already explained
        # pairwise by smaller ones.
        if any(frozenset(inside) <= j for j in joined):
            continue
        joined = {j for j in joined if not j <= frozenset(inside)} | {frozenset(inside)}
        out.append(replace(reason, extra={**reason.extra, "scops": inside}))
    return tuple(out)


def _blocks_of(cfg: CFG, entry: str, exit_: str) -> frozenset[str]:
    return _region_blocks(cfg, entry, exit_) or frozenset()


def detect_module(
    module: Module,
    *,
    functions: set[str] | None = None,
    features: ModelFeatures | None = None,
    max_operations: int = 0,
    input_loops: tuple[InputLoop, ...] = (),
    excluded: dict[str, dict[tuple[str, str], RejectReason]] | None = None,
) -> list[FunctionDetection]:
    """Run detection on every defined function (or those named); ``features``
    enables constructs whose code the generators must support
    (:class:`~polyoff.scop.scop.ModelFeatures`); ``max_operations`` bounds
    isl's work per candidate region (:mod:`polyoff.scop.budget`);
    ``input_loops``, the loop nests before the clean-up, adds a reason for
    each one the clean-up removed (:mod:`polyoff.scop.removed`); ``excluded``
    gives, per function, regions that are not SCoPs (:func:`detect_function`)."""
    result = []
    index = 0
    for f in module.functions:
        if f.is_declaration or (functions is not None and f.name not in functions):
            continue
        det = detect_function(
            module, f, first_index=index, features=features, max_operations=max_operations,
            excluded=None if excluded is None else excluded.setdefault(f.name, {}),
        )
        removed = removed_loop_reasons(f, [n for n in input_loops if n.function == f.name])
        if removed:
            det = replace(det, rejected=det.rejected + removed)
        index += len(det.scops)
        result.append(det)
    return result
