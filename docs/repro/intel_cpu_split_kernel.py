# ruff: noqa: I001  (the runtime sets up the ICD files before pyopencl loads)
"""Intel's CPU OpenCL runtime corrupts the heap on intel-cpu-split-kernel.cl
(docs/architecture.md, "Index-set splitting"): the module holds one kernel
of fuzz seed 11038's split statement (kernel_f1_1_6, never run here) and an
initialisation kernel (kernel_init_4_0), which is run once. Built and run
with pyopencl alone, the initialisation kernel's results are wrong (False)
and the process aborts in free() or dies of SIGSEGV; with
--without-split-kernel, or with that kernel's loop start written
max(lid1, start), it prints True four times. polyoff writes such starts
max(start, bound) on Intel's CPU runtime (polyoff.codegen.loop_starts). Run from the repository root:

    .venv/bin/python docs/repro/intel_cpu_split_kernel.py [--without-split-kernel]
"""

import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "runtime"))
from polyoff_runtime.devices import opencl_platforms

import pyopencl as cl

source = (Path(__file__).parent / "intel-cpu-split-kernel.cl").read_text()
if "--without-split-kernel" in sys.argv:
    source = re.sub(r"__kernel[^\n]*\nvoid kernel_f1_1_6.*?\n}\n", "", source, flags=re.S)
device = next(d for p, ds in opencl_platforms() if "Intel" in p.name for d in ds)
ctx = cl.Context([device])
queue = cl.CommandQueue(ctx)
program = cl.Program(ctx, source).build()
arrays = [np.zeros((40, 40)), np.zeros((40, 40)), np.zeros((40, 40)), np.zeros((40, 40), np.int32)]
buffers = [cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a) for a in arrays]
program.kernel_init_4_0(queue, (64, 16), (32, 8), *buffers, *[np.int64(0)] * 6)
for a, b in zip(arrays, buffers):
    cl.enqueue_copy(queue, a, b)
queue.finish()
i, j = np.meshgrid(np.arange(40), np.arange(40), indexing="ij")
expected = [((i * j + 1) % 17) / 17.0, ((i + 2 * j) % 19) / 19.0 - 0.5, ((3 * i + j) % 23) / 23.0,
            (i * 7 + j * 13) % 101]
print([bool(np.array_equal(a, e)) for a, e in zip(arrays, expected)])
