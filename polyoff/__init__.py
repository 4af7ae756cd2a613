"""polyoff: polyhedral loop-nest auto-offloading.

Finds affine loop nests (SCoPs) in LLVM IR, C or decorated Python functions,
schedules them with isl, maps them PPCG-style onto a GPU grid and runs them
through an OpenCL or CUDA runtime, with the original code as fallback.
"""

from __future__ import annotations

from polyoff.offload import offload
from polyoff.version import __version__

__all__ = ["__version__", "offload"]
