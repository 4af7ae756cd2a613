"""What polyoff's JSON report says about one kernel function.

The report covers the whole program (``init_array`` is often offloaded too);
the sweep is about ``kernel_<name>``, so this module picks out that
function's SCoPs, kernels, rejected loop nests and run-time events, and the
run's device figures. Transfer counters are the runtime's, for the whole
program: the report does not split them per SCoP.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OffloadStatic:
    """What was decided at compile time, and what the first run did.

    ``offloaded`` is ``yes`` (every loop nest of the kernel function became
    kernels and they ran on the device every time), ``partial`` (some did),
    or ``no``; ``why_not`` says, one item per cause, what stayed on the CPU.
    """

    offloaded: str
    scops: int
    scops_offloaded: int
    kernels: tuple[str, ...]
    why_not: tuple[str, ...]
    polyoff_compile_s: float | None
    device: str | None
    target: str | None
    notes: tuple[str, ...]


@dataclass(frozen=True)
class OffloadRun:
    """The device figures of one run.

    ``kernel_s`` and ``launches`` count the kernel function's kernels only;
    ``all_kernels_s`` and the transfer figures cover the whole program.
    """

    launches: int
    kernel_s: float
    all_kernels_s: float
    transfer_s: float
    bytes_in: int
    bytes_out: int
    zero_copy_buffers: int
    buffers: int
    device_compile_s: float
    fallbacks: int
    status: str


#: the run-time profitability events of a SCoP (polyoff.gpu.profitability)
_UNPROFITABLE = {
    "too_small": "too little parallel work",
    "few_per_launch": "too little work per kernel launch",
    "sequential": "mostly single-thread kernels",
}


def _lines(entry: dict) -> str:
    lines = entry.get("lines")
    return (
        f"lines {lines[0]}-{lines[1]}"
        if lines
        else f"blocks {entry['region'][0]}..{entry['region'][1]}"
    )


def _function(report: dict, function: str) -> dict:
    for fn in report.get("functions") or ():
        if fn.get("function") == function:
            return fn
    return {"function": function, "scops": [], "rejected": []}


def summarize_static(report: dict, function: str) -> OffloadStatic:
    """The kernel function's offloading decisions (and the first run's fallbacks)."""
    fn = _function(report, function)
    scops = fn.get("scops") or []
    rejected = fn.get("rejected") or []
    run = report.get("run") or {}
    events = {e["scop"]: e for e in run.get("scops") or ()}
    why: list[str] = []
    kernels: list[str] = []
    ran_everywhere = True
    offloaded_scops = 0
    for s in scops:
        if not s.get("offloaded"):
            why.append(f"SCoP {_lines(s)}: {s.get('reason') or 'not offloaded'}")
            ran_everywhere = False
            continue
        offloaded_scops += 1
        kernels.extend(k["name"] for k in s.get("kernels") or ())
        if not run:
            continue
        ev = events.get(s["index"], {})
        checks = s.get("assumptions", {}).get("notes") or []
        fell_back = False
        if ev.get("check_failed"):
            cond = s.get("assumptions", {}).get("set", "")
            what = "; ".join(checks) or "assumptions"
            why.append(
                f"SCoP {_lines(s)}: run-time check failed {ev['check_failed']}x, ran on "
                f"the CPU (checks: {what}; assumed {cond})"
            )
            fell_back = True
        for event, what in _UNPROFITABLE.items():
            if ev.get(event):
                why.append(f"SCoP {_lines(s)}: {what} {ev[event]}x, ran on the CPU")
                fell_back = True
        if ev.get("device_failed"):
            why.append(
                f"SCoP {_lines(s)}: the device failed {ev['device_failed']}x, ran on the CPU "
                f"({run.get('last_error') or 'no message'})"
            )
            fell_back = True
        if fell_back:
            ran_everywhere = False
            if not ev.get("offloaded"):
                offloaded_scops -= 1
    for r in rejected:
        where = f"line {r['line']}" if r.get("line") else f"block {r.get('block')}"
        why.append(f"loop nest at {where} is not a SCoP [{r.get('kind')}]: {r.get('message')}")
        ran_everywhere = False
    if not scops and not rejected:
        why.append("no loop nest found in the kernel function")
    if run and run.get("status") not in (None, "ready"):
        why.append(f"device {run.get('status')}")
        ran_everywhere = False
    notes = tuple(report.get("notes") or ())
    if not report.get("target"):
        why.extend(n for n in notes if "cache" not in n)
    if offloaded_scops <= 0 or not kernels:
        offloaded = "no"
    elif ran_everywhere:
        offloaded = "yes"
    else:
        offloaded = "partial"
    compile_s = (report.get("compile_seconds") or {}).get("total_s")
    return OffloadStatic(
        offloaded=offloaded,
        scops=len(scops) + len(rejected),
        scops_offloaded=max(offloaded_scops, 0),
        kernels=tuple(kernels),
        why_not=tuple(dict.fromkeys(why)),
        polyoff_compile_s=float(compile_s) if compile_s is not None else None,
        device=report.get("device"),
        target=report.get("target"),
        notes=notes,
    )


def summarize_run(report: dict, kernels: tuple[str, ...]) -> OffloadRun:
    """The device figures of one run (zeros when nothing ran on a device)."""
    run = report.get("run") or {}
    mine = [k for k in run.get("kernels") or () if k.get("name") in set(kernels)]
    fallbacks = sum(
        e.get("check_failed", 0) + e.get("device_failed", 0) + sum(e.get(k, 0) for k in _UNPROFITABLE)
        for e in run.get("scops") or ()
    )
    return OffloadRun(
        launches=sum(int(k.get("launches", 0)) for k in mine),
        kernel_s=sum(float(k.get("seconds", 0.0)) for k in mine),
        all_kernels_s=float(run.get("kernel_seconds", 0.0)),
        transfer_s=float(run.get("seconds_in", 0.0))
        + float(run.get("seconds_out", 0.0))
        + float(run.get("map_seconds", 0.0)),
        bytes_in=int(run.get("bytes_in", 0)),
        bytes_out=int(run.get("bytes_out", 0)),
        zero_copy_buffers=int(run.get("zero_copy_buffers", 0)),
        buffers=int(run.get("buffers", 0)),
        device_compile_s=float(run.get("compile_seconds", 0.0)),
        fallbacks=fallbacks,
        status=str(run.get("status", "not run")),
    )
