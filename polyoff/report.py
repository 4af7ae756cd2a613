"""What was offloaded, what was not, and why — as a dict (JSON) and as text.

The report has one entry per function with loops: each SCoP (source lines,
region, depth, statements with their domains and accesses, parameters,
run-time checks, the schedule, parallel loops, and the kernels it became
with their grids and blocks, or why it stayed on the CPU) and each loop nest
that is not a SCoP with its reject reason. After a run it also carries the
runtime's counters: launches, transfers, fallbacks. The text form is meant
to read like Polly's ``-polly-report`` for someone who knows it.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

import islpy as isl

from polyoff.result import Compilation, ScopResult
from polyoff.scop.budget import CompileBudgetExceeded, isl_budget
from polyoff.scop.dependences import compute_dependences, loop_parallelism
from polyoff.scop.isl_expr import maps_of
from polyoff.scop.scop import REJECT_KINDS, MemoryAccess, RejectReason


def _c(pa: isl.PwAff) -> str:
    build = isl.AstBuild.from_context(isl.Set.universe(pa.get_domain_space()))
    return build.expr_from_pw_aff(pa).to_C_str()


def _set_c(s: isl.Set) -> str:
    if s.plain_is_universe():
        return "true"
    build = isl.AstBuild.from_context(isl.Set.universe(s.get_space()))
    return build.expr_from_set(s).to_C_str()


def _access_entry(a: MemoryAccess) -> dict:
    entry = {"kind": a.kind, "relation": str(a.relation), "array": a.array, "instruction": a.instruction,
             "subscripts": [str(x) for x in a.subscripts]}
    if a.length is not None:
        entry["length"] = str(a.length)
    return entry


def _model_entry(r: ScopResult, max_operations: int) -> dict:
    """What the polyhedral model says, whether or not the SCoP was mapped:
    loops with their parallelism, the original schedule, dependences,
    host-computed parameters (dependences within the compile budget: a SCoP
    over it gets none)."""
    scop = r.scop
    deps = r.mapped.dependences if r.mapped is not None else None
    if deps is None:
        try:
            with isl_budget(max_operations):
                deps = compute_dependences(scop)
        except (CompileBudgetExceeded, isl.Error):
            # over the budget, or isl failed on it (the compiler kept the
            # SCoP on the CPU for the same reason, which the report gives)
            return {"original_schedule": str(scop.schedule.get_map()), "loops": [], "host_values": [],
                    "dependences": None}
    return {
        "original_schedule": str(scop.schedule.get_map()),
        "loops": [
            {"header": lp.header, "depth": lp.depth, "parent": lp.parent, "parallel": lp.parallel,
             "line": lp.line, "statements": list(lp.statements)}
            for lp in loop_parallelism(scop, deps)
        ],
        "host_values": [
            {"name": h.name, "kind": h.kind, "type": h.type, "base": h.base, "offset": str(h.offset),
             "other": h.other, "context": str(h.context) if h.context is not None else None}
            for h in scop.host_values
        ],
        "dependences": {"flow": str(deps.flow), "false": str(deps.false),
                        "scalar_flow": str(deps.scalar_flow), "scalar_false": str(deps.scalar_false)},
    }


def _scop_entry(r: ScopResult, resources: dict, max_operations: int = 0) -> dict:
    scop = r.scop
    schedules = {m.get_tuple_name(isl.dim_type.in_): str(m) for m in maps_of(scop.schedule.get_map())}
    entry: dict = {
        "index": scop.index,
        "function": scop.function.name,
        "lines": list(scop.lines) if scop.lines else None,
        "region": [scop.entry, scop.exit],
        "depth": scop.depth,
        "parameters": {p.name: "*".join("%" + v for v in p.llvm_values) for p in scop.params},
        "context": str(scop.context),
        "assumptions": {"set": str(scop.assumed), "notes": list(scop.assumption_notes)},
        "statements": [
            {
                "name": s.name,
                "block": s.block,
                "line": s.line,
                "domain": str(s.domain),
                "accesses": [_access_entry(a) for a in s.accesses],
                "loops": list(s.loops),
                "schedule": schedules.get(s.name),
            }
            for s in scop.statements
        ],
        "arrays": [
            {
                "name": a.name,
                "kind": a.kind,
                "element_type": a.element_type,
                "sizes": ["*" if s is None else str(s) for s in a.sizes],
                "base": a.base,
                "value": a.value,
            }
            for a in scop.arrays
        ],
        "offloaded": r.offloaded,
        "reason": r.reason,
    }
    entry.update(_model_entry(r, max_operations))
    if r.mapped is not None:
        entry["schedule"] = str(r.mapped.schedule)
        entry["private_scalars"] = sorted(r.mapped.private_scalars)
        entry["mapping_notes"] = list(r.mapped.notes)
    kernels = []
    for b in r.kernels:
        plan = b.plan
        kernels.append({
            "name": plan.name,
            "index": r.kernel_base + plan.index,
            "statements": list(plan.statements),
            "lines": list(plan.lines) if plan.lines else None,
            "host_loops": plan.n_host,
            "mapped_dims": plan.n_mapped,
            "sequential": plan.is_sequential,
            "tile_sizes": list(plan.tile_sizes),
            "block": list(plan.block),
            "x_strip": plan.tile_sizes[-1] if plan.x_strip else None,
            "grid": [_c(c) for c in reversed(b.tile_counts)] or ["1"],
            "arguments": [f"{a.kind}:{a.name}" for a in b.args],
            "resources": resources.get(plan.name, {}),
            "shared_memory": [{"array": t.array, "tile": list(t.sizes), "layout": list(t.order)}
                              for t in b.shared],
            "private_memory": [c.array for c in b.private],
        })
    entry["kernels"] = kernels
    entry["transfers"] = [
        {"array": t.array.name, "in": t.copy_in, "out": t.copy_out,
         "box": [[_c(lo), _c(hi)] for lo, hi in zip(t.lower, t.upper)]}
        for t in r.transfers
    ]
    return entry


def _reject_entry(r: RejectReason) -> dict:
    return {"kind": r.kind, "meaning": REJECT_KINDS.get(r.kind, ""), "message": r.message,
            "line": r.line, "block": r.block, "instruction": r.instruction,
            "region": list(r.region) if r.region else None, "where": r.where()}


def _profitability(comp: Compilation) -> str:
    text = comp.profitability.describe()
    if comp.profitability.model:
        text += ("; measured placement: each size timed on the side the model chose and once on the other, "
                 "then run where it was faster")
    elif comp.profitability.checks and comp.options.measured_placement:
        text += ("; where that offloads, measured placement: each size timed once on the device "
                 "and once on the CPU, then run where it was faster")
    return text


def build_report(comp: Compilation, *, source: str, device: str | None = None,
                 stats: dict | None = None, notes: list[str] | None = None) -> dict:
    """The report as a JSON-able dict."""
    by_fn: dict[str, dict] = {}
    for det in comp.detections:
        by_fn[det.function] = {
            "function": det.function,
            "scops": [],
            "rejected": [_reject_entry(r) for r in det.rejected],
            "splits": [{**_reject_entry(r), "scops": list(r.extra.get("scops", ()))} for r in det.splits],
        }
    for r in comp.results:
        by_fn[r.scop.function.name]["scops"].append(_scop_entry(r, comp.kernel_resources,
                                                                     comp.options.isl_max_operations))
    functions = [f for f in by_fn.values() if f["scops"] or f["rejected"]]
    return {
        "source": source,
        "target": comp.target,
        "device": device,
        "float_mode": "fast-math (contraction allowed)" if comp.options.fast_math else "exact (no FMA contraction)",
        "profitability": _profitability(comp) if comp.target else None,
        "options": json.loads(comp.options.cache_token),
        "compile_seconds": comp.timings,
        "functions": functions,
        "notes": notes or [],
        "run": stats,
    }


def write_json(report: dict, out: TextIO = sys.stderr) -> None:
    json.dump(report, out, indent=2, default=str)
    out.write("\n")


def _loop_summary(loops: list[dict]) -> str:
    """``i (line 48) parallel { j parallel, k sequential { j parallel } }``,
    loops named by their line where there is one."""

    def name(lp: dict) -> str:
        return f"line {lp['line']}" if lp["line"] else f"%{lp['header']}"

    def tree(parent: str | None) -> str:
        parts = []
        for lp in loops:
            if lp["parent"] == parent:
                inner = tree(lp["header"])
                kind = "parallel" if lp["parallel"] else "sequential"
                parts.append(f"{name(lp)} {kind}" + (f" {{ {inner} }}" if inner else ""))
        return ", ".join(parts)

    return tree(None)


def _write_scop_details(s: dict, p) -> None:
    """The model in the manner of Polly's ``-debug-only=polly-scops``."""
    p(f"    region: %{s['region'][0]} => %{s['region'][1]}\n")
    p(f"    context: {s['context']}\n")
    p(f"    assumed context: {s['assumptions']['set']}\n")
    for note in s["assumptions"]["notes"]:
        p(f"      - {note}\n")
    for h in s.get("host_values", ()):
        if h["kind"] == "load":
            p(f"    invariant load hoisted: %{h['name']} = load {h['type']} from {h['base']} + {h['offset']} bytes"
              f" (where {h['context']})\n")
        else:
            p(f"    pointer distance: {h['name']} = {h['base']} - {h['other']} bytes\n")
    p("    arrays:\n")
    for a in s["arrays"]:
        dims = "".join(f"[{d}]" for d in a["sizes"])
        origin = f"base {a['base']}" if a["base"] else f"{a['kind']} scalar %{a['value']}"
        p(f"      {a['element_type']} {a['name']}{dims}  ({origin})\n")
    p("    statements:\n")
    for st in s["statements"]:
        at = f", line {st['line']}" if st["line"] else ""
        p(f"      {st['name']} (block %{st['block']}{at})\n")
        p(f"        domain   := {st['domain']}\n")
        if st.get("schedule"):
            p(f"        schedule := {st['schedule']}\n")
        for a in st["accesses"]:
            kind = {"read": "ReadAccess", "write": "MustWriteAccess", "may_write": "MayWriteAccess"}[a["kind"]]
            subs = "".join(f"[{x}]" for x in a.get("subscripts", ()))
            span = f" (+{a['length']} elements)" if a.get("length") else ""
            p(f"        {kind:15s} {a.get('array', '')}{subs}{span} := {a['relation']}\n")
    if s.get("dependences"):
        p("    dependences:\n")
        for kind, rel in s["dependences"].items():
            p(f"      {kind:12s} {rel}\n")
    if s.get("schedule"):
        p("    schedule (isl scheduler):\n")
        for line in s["schedule"].splitlines():
            p(f"      {line}\n")


def write_text(report: dict, out: TextIO = sys.stderr, *, verbose: bool = False) -> None:
    """The report as text: short by default; ``verbose`` adds each SCoP's
    model (domains, schedule, accesses, dependences, assumptions)."""
    p = out.write
    p(f"polyoff report: {report['source']}\n")
    if report["target"]:
        p(f"  target {report['target']} on {report['device']}; floating point: {report['float_mode']}\n")
        if report.get("profitability"):
            p(f"  profitability: {report['profitability']}\n")
    else:
        p(f"  nothing offloaded{'; device: ' + report['device'] if report['device'] else ''}\n")
    for note in report["notes"]:
        p(f"  note: {note}\n")
    for fn in report["functions"]:
        p(f"\nfunction {fn['function']}:\n")
        for s in fn["scops"]:
            _write_scop(s, p, verbose)
        _write_left_out(fn, p, verbose)
    run = report.get("run")
    if run:
        _write_run(run, p)


def _write_scop(s: dict, p, verbose: bool) -> None:
    """One SCoP: where, its loops, parameters and checks, and its kernels or
    why it stays on the CPU."""
    lines = s["lines"]
    where = f"lines {lines[0]}-{lines[1]}" if lines else f"blocks {s['region'][0]}..{s['region'][1]}"
    p(f"  SCoP #{s['index']} ({where}): depth {s['depth']}, {len(s['statements'])} statement(s)\n")
    if s.get("loops"):
        n_par = sum(lp["parallel"] for lp in s["loops"])
        p(f"    loops ({n_par} of {len(s['loops'])} parallel): {_loop_summary(s['loops'])}\n")
    if s["parameters"]:
        p("    parameters: " + ", ".join(f"{k} = {v}" for k, v in s["parameters"].items()) + "\n")
    if s["assumptions"]["notes"]:
        p(f"    run-time checks: {s['assumptions']['set']} ({'; '.join(s['assumptions']['notes'])})\n")
    if verbose:
        _write_scop_details(s, p)
    if not s["offloaded"]:
        p(f"    stays on the CPU: {s['reason']}\n")
        return
    p(f"    offloaded as {len(s['kernels'])} kernel(s):\n")
    for note in s.get("mapping_notes", ()):
        p(f"      note: {note}\n")
    _write_kernels(s["kernels"], p)
    moved = [f"{t['array']}({'in' if t['in'] else ''}{'/' if t['in'] and t['out'] else ''}{'out' if t['out'] else ''})"
             for t in s["transfers"]]
    if moved:
        p(f"    transfers: {', '.join(moved)}\n")


def _write_kernels(kernels: list[dict], p) -> None:
    """The kernels of an offloaded SCoP: statements, grid, promoted memory, resources."""
    for kern in kernels:
        lines = kern["lines"]
        kind = "single thread" if kern["sequential"] else f"grid ({', '.join(kern['grid'])}) x block {tuple(kern['block'])}"
        host = f", inside {kern['host_loops']} host loop(s)" if kern["host_loops"] else ""
        if kern.get("x_strip"):
            kind += f", each thread a strip of {kern['x_strip']} along x"
        at = f" lines {lines[0]}-{lines[1]}" if lines else ""
        p(f"      {kern['name']}: {', '.join(kern['statements'])}{at}; {kind}{host}\n")
        promoted = [f"{t['array']} in shared tiles {'x'.join(map(str, t['tile']))}{_layout(t)}"
                    for t in kern["shared_memory"]]
        promoted += [f"{a} in registers" for a in kern["private_memory"]]
        if promoted:
            p(f"        memory: {', '.join(promoted)}\n")
        res = kern.get("resources") or {}
        if res:
            p(f"        {res.get('arch', 'ptxas')}: {res.get('registers')} registers, "
              f"{res.get('spill_stores', 0)} spill stores, {res.get('shared_bytes', 0)} B shared\n")


def _write_left_out(fn: dict, p, verbose: bool) -> None:
    """The loop nests of a function left on the CPU, and why SCoPs next to
    each other are separate."""
    for r in fn.get("splits", ()):
        scops = ", ".join(f"#{k}" for k in r["scops"])
        p(f"  SCoPs {scops} are separate: the region holding them is not a SCoP "
          f"[{r['kind']}] at {r.get('where') or r['block']}: {r['message']}\n")
    for r in fn["rejected"]:
        where = f"line {r['line']}" if r["line"] else f"block {r['block']}"
        p(f"  loop nest at {where} not offloaded [{r['kind']}]: {r['message']}\n")
        if verbose:
            region = f"region %{r['region'][0]} => %{r['region'][1]}; " if r.get("region") else ""
            p(f"    {region}{r['meaning']}\n")
            if r.get("instruction"):
                p(f"    at: {r['instruction']}\n")


def _write_run(run: dict, p) -> None:
    """What happened when the program ran: per SCoP and kernel, transfers,
    device compilation and failures."""
    p("\nrun:\n")
    p(f"  device {run.get('device')}: {run.get('status')}\n")
    for sc in run.get("scops", ()):
        p(f"  SCoP #{sc['scop']}: offloaded {sc['offloaded']} time(s), run-time check failed "
          f"{sc['check_failed']}, too little work {sc.get('too_small', 0)}, too little per launch "
          f"{sc.get('few_per_launch', 0)}, mostly sequential {sc.get('sequential', 0)}, device failures "
          f"{sc['device_failed']}"
          + (f", held on the CPU by the measured placement {sc['held']}" if sc.get("held") else "") + "\n")
    cal = run.get("calibration")
    if cal:
        p(f"  cost model: {describe_calibration(cal)}\n")
    for entry in run.get("placement", ()):
        p(f"  placement: {describe_placement(entry)}\n")
    for kern in run.get("kernels", ()):
        res = kern.get("resources") or {}
        extra = ""
        if res:
            extra = (f" (work-group limit {res.get('max_work_group_size')}, local {res.get('local_mem_bytes', 0)} B, "
                     f"private {res.get('private_mem_bytes', 0)} B)")
        p(f"  {kern['name']}: {kern['launches']} launch(es), {kern['seconds'] * 1e3:.3f} ms{extra}\n")
    p(f"  transfers: {run.get('copies_in', 0)} in ({run.get('bytes_in', 0)} B, {run.get('seconds_in', 0) * 1e3:.3f} ms), "
      f"{run.get('copies_out', 0)} out ({run.get('bytes_out', 0)} B, {run.get('seconds_out', 0) * 1e3:.3f} ms), "
      f"{run.get('zero_copy_buffers', 0)} zero-copy buffer(s)\n")
    p(f"  device compilation {run.get('compile_seconds', 0):.3f} s\n")
    if run.get("failures"):
        p(f"  device failures: {run['failures']} (the regions ran on the CPU instead); first: "
          f"{run.get('first_error') or run.get('last_error') or 'no message'}\n")


def describe_calibration(cal: dict) -> str:
    """The cost model's numbers of the run (``polyoff_runtime.calibration``)."""
    from polyoff_runtime.calibration import Calibration

    seconds = cal.get("seconds")
    if not seconds:
        return f"none ({cal.get('source')}): the thresholds decide where nothing was measured"
    return f"{cal.get('source')}: {Calibration.from_dict(seconds).describe()}"


def describe_placement(entry: dict) -> str:
    """One measured-placement entry of the run (``polyoff_runtime.placement``):
    where the SCoP ran at that size, why, and the times known."""
    def ms(s: float | None) -> str:
        return "not measured" if s is None else f"{s * 1e3:.3f} ms"

    reasons = {
        "threshold": "as the thresholds decide, timed",
        "model": "predicted faster there by the cost model, timed",
        "measured": "measured faster there",
        "predicted": "predicted faster there from other sizes",
        "timing the CPU once": "timing the CPU once",
        "timing the device once": "timing the device once",
    }
    where = "; ".join(f"on the {'device' if side == 'device' else 'CPU'} {n} time(s), "
                      f"{reasons.get(entry['why'].get(side, ''), entry['why'].get(side, ''))}"
                      for side, n in sorted(entry["runs"].items()))
    line = (f"SCoP #{entry['scop']}, about {entry['work']:,} instances (size bucket {entry['bucket']}): "
            f"{where or 'no run completed'}; device {ms(entry.get('device_seconds'))}, "
            f"CPU {ms(entry.get('cpu_seconds'))}")
    first = entry.get("device_first_launches")
    if first is not None:
        line += f" (of its first device run here, {ms(first)} kernels' first launches beyond a later one)"
    predicted = entry.get("predicted")
    if predicted:
        line += f" (predicted: device {ms(predicted.get('device'))}, CPU {ms(predicted.get('cpu'))})"
    model = entry.get("model")
    if model:
        line += f" (cost model: device {ms(model.get('device'))}, CPU {ms(model.get('cpu'))})"
    return line


def _layout(tile: dict) -> str:
    """How a shared tile's layout differs from the array's, if it does."""
    order = tile.get("layout") or list(range(len(tile["tile"])))
    if order == sorted(order):
        return ""
    return f" (stored with dimensions {', '.join(map(str, order))} outermost first)"
