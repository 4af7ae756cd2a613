"""Exceptions raised by the runtime's Python API.

None of these ever crosses the C boundary: the ABI callbacks in
:mod:`polyoff_runtime.session` turn them into status codes. They reach Python
callers of :class:`~polyoff_runtime.jit.JitProgram`, the backends and
:class:`~polyoff_runtime.session.Session` methods.
"""

from __future__ import annotations


class RuntimeFailure(Exception):
    """Base of every error the runtime raises on purpose."""


class DeviceError(RuntimeFailure):
    """A device could not be opened, or an operation on it failed."""


class KernelBuildError(DeviceError):
    """The kernel module did not build (or load) for the chosen device.

    ``log`` holds the driver's build log when there is one; ``crashed``
    says that the device's compiler crashed (a child process building the
    module died of a signal), which may not happen again.
    """

    def __init__(self, message: str, log: str = "", *, crashed: bool = False) -> None:
        super().__init__(message if not log else f"{message}\n{log.strip()}")
        self.log = log
        self.crashed = crashed


class JitError(RuntimeFailure):
    """The host module could not be parsed, verified, linked or JIT-compiled."""
