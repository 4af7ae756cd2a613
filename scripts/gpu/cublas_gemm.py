#!/usr/bin/env python3
"""cuBLAS's double-precision gemm at PolyBench's LARGE sizes, through CuPy.

The reference ceiling for polyoff's gemm: ``C = alpha*A*B + beta*C`` with
``A`` NI x NK, ``B`` NK x NJ, ``C`` NI x NJ in float64 (LARGE: 1000, 1100,
1200), initialised as polybench/gemm.c initialises them. Measured on the
device, each the median of ``--repeats`` runs after warm-up, timed with CUDA
events:

* ``dot``: ``cupy.dot(A, B, out=T)`` (a plain DGEMM);
* ``gemm``: ``cupy.cublas.gemm`` with alpha and beta, one call, PolyBench's
  whole kernel;
* ``with_transfers``: copying A, B and C to the device, that gemm, and C
  back, on the wall clock, as polyoff's end-to-end kernel time counts them.

Throughput is ``2*NI*NJ*NK`` floating-point operations over the time (the
same count serves polyoff's gemm, so ratios are time ratios). The result is
checked against NumPy's. Writes ``--out`` (JSON) and prints a summary.

    scripts/gpu/cublas_gemm.py [--out cublas.json] [--repeats 30]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

NI, NJ, NK = 1000, 1100, 1200
ALPHA, BETA = 1.25, 0.75


def polybench_arrays(np):
    """A, B and C as polybench/gemm.c's init_array makes them."""
    i = np.arange(NI)[:, None]
    j_nj = np.arange(NJ)[None, :]
    j_nk = np.arange(NK)[None, :]
    k = np.arange(NK)[:, None]
    c = (((i % 23) * (j_nj % 19) + 2 * i + 1) % 31) / 31.0
    a = (((i % 29) * (j_nk % 13) + j_nk + 3) % 37) / 37.0
    b = (((k % 17) * (j_nj % 31) + 5 * j_nj + k) % 41) / 41.0
    return (
        np.ascontiguousarray(a, dtype=np.float64),
        np.ascontiguousarray(b, dtype=np.float64),
        np.ascontiguousarray(c, dtype=np.float64),
    )


def _events_median(cp, action, repeats: int) -> tuple[float, float]:
    times = []
    for _ in range(repeats):
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        action()
        end.record()
        end.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, end) * 1e-3)
    return statistics.median(times), min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("cublas.json"))
    parser.add_argument("--repeats", type=int, default=30)
    ns = parser.parse_args(argv)
    try:
        import cupy as cp
        import numpy as np
    except ImportError as exc:
        print(f"cublas_gemm: not run: {exc}")
        return 3
    try:
        device = cp.cuda.Device(0)
        props = cp.cuda.runtime.getDeviceProperties(device.id)
    except Exception as exc:  # no device, no driver
        print(f"cublas_gemm: not run: no CUDA device through CuPy: {exc}")
        return 3
    import cupy.cublas

    a, b, c = polybench_arrays(np)
    expected = ALPHA * (a @ b) + BETA * c
    flops = 2.0 * NI * NJ * NK

    da, db, dc = cp.asarray(a), cp.asarray(b), cp.asarray(c)
    dt = cp.empty((NI, NJ), dtype=cp.float64)
    check = cp.array(dc)
    cupy.cublas.gemm("N", "N", da, db, out=check, alpha=ALPHA, beta=BETA)
    got = cp.asnumpy(check)
    max_rel = float(np.max(np.abs(got - expected) / np.maximum(np.abs(expected), 1e-300)))

    def dot() -> None:
        cp.dot(da, db, out=dt)

    def gemm() -> None:
        cupy.cublas.gemm("N", "N", da, db, out=dc, alpha=ALPHA, beta=BETA)

    for action in (dot, gemm):
        for _ in range(3):
            action()
    cp.cuda.Device().synchronize()
    dot_med, dot_min = _events_median(cp, dot, ns.repeats)
    gemm_med, gemm_min = _events_median(cp, gemm, ns.repeats)

    walls = []
    for _ in range(max(5, ns.repeats // 3)):
        cp.cuda.Device().synchronize()
        start = time.perf_counter()
        ta, tb, tc = cp.asarray(a), cp.asarray(b), cp.asarray(c)
        cupy.cublas.gemm("N", "N", ta, tb, out=tc, alpha=ALPHA, beta=BETA)
        cp.asnumpy(tc)
        walls.append(time.perf_counter() - start)
    wall_med = statistics.median(walls)

    name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    result = {
        "device": name,
        "cupy": cp.__version__,
        "cuda_runtime": cp.cuda.runtime.runtimeGetVersion(),
        "cuda_driver": cp.cuda.runtime.driverGetVersion(),
        "sizes": {"ni": NI, "nj": NJ, "nk": NK},
        "flops": flops,
        "repeats": ns.repeats,
        "max_rel_error_vs_numpy": max_rel,
        "dot": {"median_s": dot_med, "min_s": dot_min, "gflops": flops / dot_med / 1e9},
        "gemm": {"median_s": gemm_med, "min_s": gemm_min, "gflops": flops / gemm_med / 1e9},
        "with_transfers": {"median_s": wall_med, "gflops": flops / wall_med / 1e9},
    }
    ns.out.parent.mkdir(parents=True, exist_ok=True)
    ns.out.write_text(json.dumps(result, indent=1) + "\n")
    print(
        f"cublas_gemm: {name}, float64 {NI}x{NJ}x{NK}: dot {dot_med * 1e6:.1f} us "
        f"({result['dot']['gflops']:.0f} GFLOP/s), gemm {gemm_med * 1e6:.1f} us "
        f"({result['gemm']['gflops']:.0f} GFLOP/s), with transfers {wall_med * 1e3:.2f} ms "
        f"({result['with_transfers']['gflops']:.0f} GFLOP/s); max rel. error {max_rel:.1e}"
    )
    if max_rel > 1e-12:
        print("cublas_gemm: cuBLAS's result differs from NumPy's")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
