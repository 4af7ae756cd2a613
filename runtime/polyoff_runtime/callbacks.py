r"""The C side of the runtime ABI: ctypes callbacks, program ids, fatal exit.

Several programs may be live in one process (the Python decorator compiles
one per function). Each :class:`~polyoff_runtime.session.Session` registers
here under a program id; the ``polyoff_rt_*`` symbols of
:data:`polyoff_runtime.abi.SIGNATURES` are bound into LLVM's symbol table once
per process (:func:`bind_runtime_symbols`) as ctypes callbacks that look the
id up and dispatch to the session. Nothing raised in Python crosses into C:
the callbacks turn every exception into a status code. ``polyoff_rt_fatal``
prints the error, flushes Python's and C's stdio and ``_exit``\s with 71.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import itertools
import logging
import os
import sys
import threading
from collections.abc import Callable, Sequence
from typing import NoReturn, Protocol

from . import abi, interrupts
from .program import Program

logger = logging.getLogger(__name__)


class ProgramCalls(Protocol):
    """What the callbacks call on the object registered for a program id
    (a :class:`~polyoff_runtime.session.Session`): one method per
    ``polyoff_rt_*`` function. A protocol, so that this module, which the
    session imports, need not import the session."""

    program: Program

    def init(self) -> int: ...
    def reject(self, what: str, message: str) -> int: ...
    def alloc(self, host: int, nbytes: int, flags: int) -> tuple[int, int]: ...
    def copy_in(self, handle: int) -> int: ...
    def copy_out(self, handle: int) -> int: ...
    def launch(self, kernel: int, grid: Sequence[int], slots: Sequence[int]) -> int: ...
    def sync(self) -> int: ...
    def free(self, handle: int) -> int: ...
    def note(self, scop: int, event: int) -> None: ...
    def place(self, scop: int, facts: dict[str, int]) -> int: ...
    def done(self, scop: int) -> None: ...
    def fatal(self, status: int) -> NoReturn: ...


_registry: dict[int, ProgramCalls] = {}
_registry_lock = threading.Lock()
_program_ids = itertools.count(1)


def register_session(session: ProgramCalls) -> int:
    """A new program id, dispatching to ``session`` until unregistered."""
    with _registry_lock:
        prog = next(_program_ids)
        _registry[prog] = session
        return prog


def unregister_session(prog: int) -> None:
    with _registry_lock:
        _registry.pop(prog, None)


def flush_c_stdio() -> None:
    """``fflush(NULL)``: write out what JIT-compiled code printed through C stdio."""
    libc = _libc()
    if libc is not None:
        libc.fflush(None)


_libc_handle: ctypes.CDLL | None = None


def _libc() -> ctypes.CDLL | None:
    global _libc_handle
    if _libc_handle is None:
        try:
            _libc_handle = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            _libc_handle.fflush.argtypes = [ctypes.c_void_p]
            _libc_handle.fflush.restype = ctypes.c_int
        except OSError as exc:
            logger.debug("cannot open libc: %s", exc)
            return None
    return _libc_handle


def session_for(prog: int) -> ProgramCalls | None:
    """The live session registered under program id ``prog`` (one dict
    read, atomic under the GIL: every call from compiled code asks)."""
    return _registry.get(prog)


def fatal_exit(message: str) -> NoReturn:
    """Print ``message`` as a fatal device error, flush all stdio, ``_exit(71)``."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    flush_c_stdio()
    text = (
        f"polyoff: fatal device error: {message}\n"
        "polyoff: host memory may hold partial results, so the program cannot "
        f"continue (exit status {abi.EXIT_DEVICE_FATAL})\n"
    )
    with contextlib.suppress(OSError):
        os.write(2, text.encode(errors="replace"))
    os._exit(abi.EXIT_DEVICE_FATAL)


# -- the C callbacks -----------------------------------------------------------

_CTYPES = {"i32": ctypes.c_int32, "i64": ctypes.c_int64, "ptr": ctypes.c_void_p, "void": None}


def _unknown(prog: int) -> int:
    logger.warning("runtime call for unknown program id %d", prog)
    return abi.FAIL_CLEAN


def _rt_init(prog: int) -> int:
    s = session_for(prog)
    return s.init() if s else _unknown(prog)


def _rt_alloc(prog: int, host: int | None, nbytes: int, flags: int, out: int | None) -> int:
    s = session_for(prog)
    if s is None:
        return _unknown(prog)
    if not out:
        return s.reject("alloc", "null out_buffer pointer")
    status, handle = s.alloc(host or 0, nbytes, flags)
    ctypes.c_int64.from_address(out).value = handle
    return status


def _rt_copy_in(prog: int, buffer: int) -> int:
    s = session_for(prog)
    return s.copy_in(buffer) if s else _unknown(prog)


def _rt_copy_out(prog: int, buffer: int) -> int:
    s = session_for(prog)
    return s.copy_out(buffer) if s else _unknown(prog)


def _rt_launch(prog: int, kernel: int, grid: int | None, args: int | None) -> int:
    s = session_for(prog)
    if s is None:
        return _unknown(prog)
    module = s.program.kernels
    nargs = 0
    if module is not None and 0 <= kernel < len(module.kernels):
        nargs = len(module.kernels[kernel].args)
    if not grid or (nargs and not args):
        return s.reject("launch", "null grid or argument pointer")
    g = list((ctypes.c_int64 * 3).from_address(grid))
    slots = list((ctypes.c_int64 * nargs).from_address(args)) if nargs else []
    return s.launch(kernel, g, slots)


def _rt_sync(prog: int) -> int:
    s = session_for(prog)
    return s.sync() if s else _unknown(prog)


def _rt_free(prog: int, buffer: int) -> int:
    s = session_for(prog)
    return s.free(buffer) if s else _unknown(prog)


def _rt_note(prog: int, scop: int, event: int) -> None:
    s = session_for(prog)
    if s is not None:
        s.note(scop, event)


def facts_from(address: int) -> dict[str, int]:
    """The ``abi.FACT_NAMES`` i64 values the host code passes at ``address``."""
    values = (ctypes.c_int64 * len(abi.FACT_NAMES)).from_address(address)
    return dict(zip(abi.FACT_NAMES, (int(v) for v in values), strict=True))


def _rt_place(prog: int, scop: int, facts: int | None) -> int:
    s = session_for(prog)
    if s is None:
        return 0  # no session: the device is as unusable as in init; the CPU runs it
    if not facts:
        s.reject("place", "null facts pointer")
        return 0  # its FAIL_CLEAN (1) would mean "the device"
    return s.place(scop, facts_from(facts))


def _rt_done(prog: int, scop: int) -> None:
    s = session_for(prog)
    if s is not None:
        s.done(scop)


def _rt_fatal(prog: int, status: int) -> None:
    s = session_for(prog)
    if s is not None:
        s.fatal(status)
    fatal_exit(f"program {prog} (no session) failed with status {status}")


_IMPLEMENTATIONS: dict[str, Callable[..., int | None]] = {
    "polyoff_rt_init": _rt_init,
    "polyoff_rt_alloc": _rt_alloc,
    "polyoff_rt_copy_in": _rt_copy_in,
    "polyoff_rt_copy_out": _rt_copy_out,
    "polyoff_rt_launch": _rt_launch,
    "polyoff_rt_sync": _rt_sync,
    "polyoff_rt_free": _rt_free,
    "polyoff_rt_note": _rt_note,
    "polyoff_rt_fatal": _rt_fatal,
    "polyoff_rt_place": _rt_place,
    "polyoff_rt_done": _rt_done,
}


def _shielded(name: str, function: Callable[..., int | None], returns: bool) -> Callable:
    # The outermost guard: whatever escapes becomes a status (or is logged for
    # the void functions) instead of ctypes printing it and returning 0 == OK.
    # What is not an error (KeyboardInterrupt, SystemExit from a signal
    # handler) is raised again once the compiled code has returned.
    def callback(*args: object) -> int | None:
        try:
            return function(*args)
        except Exception as exc:
            logger.error("%s raised %s: %s", name, type(exc).__name__, exc)
            return abi.FAIL_CLEAN if returns else None
        except BaseException as exc:  # kept and raised later, not swallowed
            interrupts.hold(exc)
            return abi.FAIL_CLEAN if returns else None

    return callback


_callbacks: dict[str, object] = {}
_bind_lock = threading.Lock()


def runtime_symbols() -> dict[str, int]:
    """Name -> address of every ``polyoff_rt_*`` callback (made once per process)."""
    with _bind_lock:
        if not _callbacks:
            for name, (ret, params) in abi.SIGNATURES.items():
                prototype = ctypes.CFUNCTYPE(_CTYPES[ret], *(_CTYPES[p] for p in params))
                # Module-level references keep the thunks alive for the process.
                _callbacks[name] = prototype(_shielded(name, _IMPLEMENTATIONS[name], ret != "void"))
        return {
            name: ctypes.cast(cb, ctypes.c_void_p).value or 0 for name, cb in _callbacks.items()
        }


_bound = False


def bind_runtime_symbols() -> None:
    """Register the ``polyoff_rt_*`` symbols with LLVM's JIT symbol table, once."""
    global _bound
    if _bound:
        return
    import llvmlite.binding as llvm

    for name, address in runtime_symbols().items():
        llvm.add_symbol(name, address)
    _bound = True
