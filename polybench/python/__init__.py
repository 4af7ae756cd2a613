"""The 30 PolyBench/C 4.2.1 kernels as ``@polyoff.offload`` Python functions.

Each kernel is written as plain Python loops over NumPy arrays, statement for
statement like its C version in ``polybench/<name>.c`` (same loop orders,
same order of floating-point operations), so that the decorated kernel, the
undecorated one (``kernel.py_func``) and the C program print identical
checksums. The modules follow the suite's categories: ``datamining``,
``blas``, ``kernels`` (linear-algebra kernels), ``solvers``, ``medley``,
``stencils``. :data:`KERNELS` maps the suite's names to
:class:`~polybench.python.benchmark.Benchmark` records.

Run one: ``python -m polybench.python gemm --dataset MINI`` (see ``--help``).
"""

from __future__ import annotations

from polybench.python import blas, datamining, kernels, medley, solvers, stencils
from polybench.python.benchmark import DATASETS, Benchmark, result_lines

KERNELS: dict[str, Benchmark] = {
    b.name: b
    for module in (datamining, blas, kernels, solvers, medley, stencils)
    for b in module.BENCHMARKS
}

__all__ = ["DATASETS", "KERNELS", "Benchmark", "result_lines"]
