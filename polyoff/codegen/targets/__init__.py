"""Kernel targets: one :class:`~polyoff.codegen.targets.base.Target` per kind of
device code (PTX, SPIR-V, AMDGPU ELF, OpenCL C), built by :func:`get_target`.

The target modules are imported on demand, so that reading this package (or
``targets.check``, which `codegen.llvm_lower` uses) does not load them all.
"""

from __future__ import annotations

import importlib

from polyoff.codegen.targets.base import Target, TargetError, kernel_info

__all__ = ["TARGET_NAMES", "Target", "TargetError", "get_target", "kernel_info"]

#: Target names, as ``KernelModule.target`` spells them, and their classes.
_CLASSES = {
    "nvptx": ("polyoff.codegen.targets.nvptx", "NVPTXTarget"),
    "spirv": ("polyoff.codegen.targets.spirv", "SPIRVTarget"),
    "amdgpu": ("polyoff.codegen.targets.amdgpu", "AMDGPUTarget"),
    "opencl_c": ("polyoff.codegen.targets.opencl_c", "OpenCLCTarget"),
}
TARGET_NAMES = tuple(_CLASSES)


def get_target(name: str, **options: object) -> Target:
    """The target called ``name`` (``nvptx``, ``spirv``, ``amdgpu``, ``opencl_c``;
    ``opencl-c`` as in ``Options.target`` also works), built with ``options``
    (e.g. ``arch='sm_80'`` for nvptx, ``gfx='gfx90a'`` for amdgpu)."""
    key = name.replace("-", "_")
    if key not in _CLASSES:
        raise ValueError(f"unknown target {name!r}; targets are {', '.join(TARGET_NAMES)}")
    module, cls = _CLASSES[key]
    target_class = getattr(importlib.import_module(module), cls)
    try:
        return target_class(**options)
    except TypeError as err:
        raise ValueError(f"bad options for target {key}: {err}") from None
