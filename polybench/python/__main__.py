"""Run one Python PolyBench kernel and print its results like the C program.

    python -m polybench.python KERNEL [SIZES...] [--dataset MINI] [--variant offload|python|numpy]
                               [--runtime opencl|cuda|none] [--device SPEC] [--report]

stdout: the C harness's checksum lines (``POLYBENCH_DUMP=1``: every element);
stderr: ``kernel-time: <seconds>`` of the kernel call (with ``--report``, the
decorated kernel's polyoff report too). Exit status 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import sys
import time

import polyoff
from polybench.python import DATASETS, KERNELS, result_lines


def make_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m polybench.python", description=__doc__.split("\n\n")[0]
    )
    p.add_argument(
        "kernel", choices=sorted(KERNELS), metavar="KERNEL", help="a PolyBench kernel, e.g. gemm"
    )
    p.add_argument("sizes", nargs="*", type=int, help="all sizes, in the C program's argv order")
    p.add_argument(
        "--dataset", choices=DATASETS, default="MINI", help="dataset sizes (default MINI)"
    )
    p.add_argument(
        "--variant",
        choices=("offload", "python", "numpy"),
        default="offload",
        help="decorated kernel (default), undecorated Python, or the NumPy form",
    )
    p.add_argument(
        "--runtime",
        choices=("opencl", "cuda", "none"),
        default=None,
        help="decorate with this runtime instead of the kernel's default",
    )
    p.add_argument(
        "--device", default=None, help="device selector (pocl, intel, gpu, opencl:P:D, ...)"
    )
    p.add_argument(
        "--always-offload",
        action="store_true",
        help="no profitability check: offload every SCoP polyoff can (small datasets)",
    )
    p.add_argument("--report", action="store_true", help="print the polyoff report on stderr")
    return p


def main(argv: list[str] | None = None) -> int:
    ns = make_parser().parse_args(argv)
    bench = KERNELS[ns.kernel]
    if ns.sizes and len(ns.sizes) != len(bench.sizes):
        sys.stderr.write(f"{ns.kernel}: give all of {' '.join(bench.sizes)} or none\n")
        return 2
    overrides = dict(zip(bench.sizes, ns.sizes))
    if any(v < 1 for v in overrides.values()):
        sys.stderr.write(f"{ns.kernel}: sizes must be positive\n")
        return 2
    args = bench.arguments(ns.dataset, **overrides)
    if ns.variant == "numpy":
        if bench.numpy is None:
            sys.stderr.write(f"{ns.kernel} has no NumPy form\n")
            return 2
        fn = bench.numpy
    elif ns.variant == "python":
        fn = bench.kernel.py_func
    elif ns.runtime or ns.device or ns.always_offload:
        fn = polyoff.offload(
            runtime=ns.runtime or "opencl", device=ns.device, always_offload=ns.always_offload
        )(bench.kernel.py_func)
    else:
        fn = bench.kernel
    start = time.perf_counter()
    fn(*args.values())
    elapsed = time.perf_counter() - start
    sys.stderr.write(f"kernel-time: {elapsed:.9f}\n")
    lines = [line for name in bench.results for line in result_lines(name, args[name])]
    sys.stdout.write("\n".join(lines) + "\n")
    if ns.report and hasattr(fn, "report"):
        sys.stderr.write(fn.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
