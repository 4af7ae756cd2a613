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

from polyoff.compiler import Compilation, ScopResult
from polyoff.scop.scop import REJECT_KINDS


def _c(pa: isl.PwAff) -> str:
    build = isl.AstBuild.from_context(isl.Set.universe(pa.get_domain_space()))
    return build.expr_from_pw_aff(pa).to_C_str()


def _set_c(s: isl.Set) -> str:
    if s.plain_is_universe():
        return "true"
    build = isl.AstBuild.from_context(isl.Set.universe(s.get_space()))
    return build.expr_from_set(s).to_C_str()


def _scop_entry(r: ScopResult, resources: dict) -> dict:
    scop = r.scop
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
                "accesses": [{"kind": a.kind, "relation": str(a.relation)} for a in s.accesses],
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
    if r.mapped is not None:
        deps = r.mapped.dependences
        entry["dependences"] = {"flow": str(deps.flow), "false": str(deps.false),
                                "scalar_false": str(deps.scalar_false)}
        entry["schedule"] = str(r.mapped.schedule)
        entry["private_scalars"] = sorted(r.mapped.private_scalars)
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
            "grid": [_c(c) for c in reversed(b.tile_counts)] or ["1"],
            "arguments": [f"{a.kind}:{a.name}" for a in b.args],
            "resources": resources.get(plan.name, {}),
        })
    entry["kernels"] = kernels
    entry["transfers"] = [
        {"array": t.array.name, "in": t.copy_in, "out": t.copy_out,
         "box": [[_c(lo), _c(hi)] for lo, hi in zip(t.lower, t.upper)]}
        for t in r.transfers
    ]
    return entry


def build_report(comp: Compilation, *, source: str, device: str | None = None,
                 stats: dict | None = None, notes: list[str] | None = None) -> dict:
    """The report as a JSON-able dict."""
    by_fn: dict[str, dict] = {}
    for det in comp.detections:
        by_fn[det.function] = {
            "function": det.function,
            "scops": [],
            "rejected": [
                {"kind": r.kind, "meaning": REJECT_KINDS.get(r.kind, ""), "message": r.message,
                 "line": r.line, "block": r.block, "instruction": r.instruction,
                 "region": list(r.region) if r.region else None}
                for r in det.rejected
            ],
        }
    for r in comp.results:
        by_fn[r.scop.function.name]["scops"].append(_scop_entry(r, comp.kernel_resources))
    functions = [f for f in by_fn.values() if f["scops"] or f["rejected"]]
    return {
        "source": source,
        "target": comp.target,
        "device": device,
        "float_mode": "fast-math (contraction allowed)" if comp.options.fast_math else "exact (no FMA contraction)",
        "options": json.loads(comp.options.cache_token),
        "compile_seconds": comp.timings,
        "functions": functions,
        "notes": notes or [],
        "run": stats,
    }


def write_json(report: dict, out: TextIO = sys.stderr) -> None:
    json.dump(report, out, indent=2, default=str)
    out.write("\n")


def write_text(report: dict, out: TextIO = sys.stderr) -> None:
    p = out.write
    p(f"polyoff report: {report['source']}\n")
    if report["target"]:
        p(f"  target {report['target']} on {report['device']}; floating point: {report['float_mode']}\n")
    else:
        p(f"  nothing offloaded{'; device: ' + report['device'] if report['device'] else ''}\n")
    for note in report["notes"]:
        p(f"  note: {note}\n")
    for fn in report["functions"]:
        p(f"\nfunction {fn['function']}:\n")
        for s in fn["scops"]:
            lines = s["lines"]
            where = f"lines {lines[0]}-{lines[1]}" if lines else f"blocks {s['region'][0]}..{s['region'][1]}"
            p(f"  SCoP #{s['index']} ({where}): depth {s['depth']}, {len(s['statements'])} statement(s)\n")
            if s["parameters"]:
                p("    parameters: " + ", ".join(f"{k} = {v}" for k, v in s["parameters"].items()) + "\n")
            if s["assumptions"]["notes"]:
                p(f"    run-time checks: {s['assumptions']['set']} ({'; '.join(s['assumptions']['notes'])})\n")
            if not s["offloaded"]:
                p(f"    stays on the CPU: {s['reason']}\n")
                continue
            p(f"    offloaded as {len(s['kernels'])} kernel(s):\n")
            for kern in s["kernels"]:
                lines = kern["lines"]
                kind = "single thread" if kern["sequential"] else f"grid ({', '.join(kern['grid'])}) x block {tuple(kern['block'])}"
                host = f", inside {kern['host_loops']} host loop(s)" if kern["host_loops"] else ""
                at = f" lines {lines[0]}-{lines[1]}" if lines else ""
                p(f"      {kern['name']}: {', '.join(kern['statements'])}{at}; {kind}{host}\n")
            moved = [f"{t['array']}({'in' if t['in'] else ''}{'/' if t['in'] and t['out'] else ''}{'out' if t['out'] else ''})"
                     for t in s["transfers"]]
            if moved:
                p(f"    transfers: {', '.join(moved)}\n")
        for r in fn["rejected"]:
            where = f"line {r['line']}" if r["line"] else f"block {r['block']}"
            p(f"  loop nest at {where} not offloaded [{r['kind']}]: {r['message']}\n")
    run = report.get("run")
    if run:
        p("\nrun:\n")
        p(f"  device {run.get('device')}: {run.get('status')}\n")
        for sc in run.get("scops", ()):
            p(f"  SCoP #{sc['scop']}: offloaded {sc['offloaded']} time(s), run-time check failed "
              f"{sc['check_failed']}, too little work {sc.get('too_small', 0)}, device failures "
              f"{sc['device_failed']}\n")
        for kern in run.get("kernels", ()):
            p(f"  {kern['name']}: {kern['launches']} launch(es), {kern['seconds'] * 1e3:.3f} ms\n")
        p(f"  transfers: {run.get('copies_in', 0)} in ({run.get('bytes_in', 0)} B, {run.get('seconds_in', 0) * 1e3:.3f} ms), "
          f"{run.get('copies_out', 0)} out ({run.get('bytes_out', 0)} B, {run.get('seconds_out', 0) * 1e3:.3f} ms), "
          f"{run.get('zero_copy_buffers', 0)} zero-copy buffer(s)\n")
        p(f"  device compilation {run.get('compile_seconds', 0):.3f} s\n")
