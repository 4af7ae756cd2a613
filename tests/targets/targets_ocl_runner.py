"""Run kernels on an OpenCL platform, in a process of their own.

Used by the target tests as ``python targets_ocl_runner.py JOB RESULT``: JOB is a
pickled dict ``{"platform": "pocl" | "intel", "programs": [...]}`` where each
program is ``{"code": bytes, "il": bool, "options": str, "launches": [...]}``
and each launch is ``{"kernel": name, "args": [...], "grid": (gx, gy, gz),
"block": (bx, by, bz)}`` with args ``("buffer", key)`` or ``("scalar", numpy
scalar)``; ``job["buffers"]`` maps keys to numpy arrays (shared by all launches
of one program, fresh per program). RESULT receives ``{"buffers": [dict per
program], "devices": [...]}`` or ``{"error": text}``.

A separate process because Intel's runtime is only visible to the ICD loader
when ``OCL_ICD_VENDORS`` is set before OpenCL is first used, and because a
driver that crashes must not take the test session with it.
"""

from __future__ import annotations

import pickle
import sys
import traceback


def run(job: dict) -> dict:
    import numpy as np
    import pyopencl as cl

    wanted = {"pocl": "Portable Computing Language", "intel": "Intel"}[job["platform"]]
    platforms = [p for p in cl.get_platforms() if wanted in p.name]
    if not platforms:
        return {"missing": f"no {job['platform']} OpenCL platform"}
    reason = None
    for platform in platforms:  # e.g. pip's pocl and a system pocl
        device = platform.get_devices()[0]
        ctx = cl.Context([device])
        queue = cl.CommandQueue(ctx)
        try:
            cl.Program(ctx, "__kernel void probe(__global int *a) { a[0] = 1; }").build()
            break
        except cl.RuntimeError as err:
            # e.g. pocl 3.0's LLVM 14 does not know the host CPU (AMD family 1Ah)
            # and then compiles nothing ("unknown target CPU 'generic'").
            lines = [line for line in str(err).splitlines() if "error" in line.lower()]
            reason = (lines or [str(err)])[-1].strip()
    else:
        return {"missing": f"{job['platform']} cannot compile OpenCL C here: {reason}"}
    results = []
    for program in job["programs"]:
        if program["il"]:
            prg = cl.Program(ctx, program["code"])
        else:
            prg = cl.Program(ctx, program["code"].decode())
        prg = prg.build(options=program["options"])
        host = {k: np.array(v, copy=True) for k, v in program["buffers"].items()}
        mf = cl.mem_flags
        bufs = {
            k: cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=v) for k, v in host.items()
        }
        for launch in program["launches"]:
            kernel = getattr(prg, launch["kernel"])
            args = [bufs[value] if kind == "buffer" else value for kind, value in launch["args"]]
            block = tuple(launch["block"])
            grid = tuple(g * b for g, b in zip(launch["grid"], block))
            kernel(queue, grid, block, *args)
        for k, v in host.items():
            cl.enqueue_copy(queue, v, bufs[k])
        queue.finish()
        results.append(host)
    return {"buffers": results, "device": device.name}


def main() -> None:
    job_path, result_path = sys.argv[1], sys.argv[2]
    with open(job_path, "rb") as f:
        job = pickle.load(f)
    try:
        result = run(job)
    except Exception:  # reported to the test, which fails with it
        result = {"error": traceback.format_exc()}
    with open(result_path, "wb") as f:
        pickle.dump(result, f)


if __name__ == "__main__":
    main()
