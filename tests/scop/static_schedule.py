"""Schedule every SCoP of PolyBench kernels in PolyBench's own form
(compile-time sizes, kernels inlined), printing one line per kernel:
``<kernel> <SCoPs> <seconds>``. Run by test_polybench_static.py in a child
process with a time limit, because one isl call can outrun every budget."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from polyoff.ir.reader import read_program
from polyoff.options import Options
from polyoff.schedule.optimize import schedule_scop
from polyoff.scop.dependences import compute_dependences
from polyoff.scop.detect import detect_module

ROOT = Path(__file__).resolve().parents[2]
FLAGS = ("-DMINI_DATASET", "-DPOLYBENCH_STATIC_SIZES", "-DPOLYBENCH_INLINE_KERNELS")

for kernel in sys.argv[1:]:
    start = time.perf_counter()
    source = read_program(ROOT / "polybench" / f"{kernel}.c", c_flags=FLAGS)
    n = 0
    for det in detect_module(source.model):
        for scop in det.scops:
            schedule_scop(scop, compute_dependences(scop), Options())
            n += 1
    print(kernel, n, f"{time.perf_counter() - start:.2f}", flush=True)
