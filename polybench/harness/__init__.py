"""The PolyBench sweep: build, run, check and time the 30 kernels under polyoff.

``scripts/polybench`` is the command; this package is its library, a module
per idea: which kernels and datasets exist (`kernels`), how a kernel is built
(`build`), which variants run it (`variants`: the ``--gpu-runtime=none``
baseline, offloaded configurations, native and Polly peers), running a
process with a time limit (`process`), reading its output (`dump`), checking
results against the baseline (`compare`), what polyoff's JSON report says
(`offload`), the sweep itself (`sweep`), its rows (`results`), and the
outputs: CSV and Markdown tables (`tables`), plots (`plots`) and the results
page (`page`).
"""

from __future__ import annotations
