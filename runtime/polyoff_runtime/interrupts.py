"""Signals while compiled code runs: Ctrl-C as a native program or Python sees it.

Python turns SIGINT into a KeyboardInterrupt raised at the next bytecode of
the main thread. While JIT-compiled code runs, the next bytecode is in one of
the runtime's callbacks (a kernel launch, a copy, a driver call) or in an
isl callback of the compiler: an exception there would unwind through a
driver or through C that cannot unwind, half-way through an operation. So:

- :func:`deferred` holds SIGINT back while compiled code or the compiler
  runs and, on leaving, calls the handler that was installed (by default,
  raising KeyboardInterrupt). A decorated call uses it: Ctrl-C raises
  KeyboardInterrupt once the call's compiled code returns, the process and
  its device state intact.
- :func:`hold` and :func:`raise_held`: a callback must not let an exception
  cross into C; one that is not an error of the callback's own (a
  BaseException raised by a user's signal handler) is kept and raised when
  the compiled code has returned.
- :func:`native_signals` gives the command line a native program's
  dispositions (SIGINT, SIGPIPE and SIGXFSZ by default: Python changes
  them at start-up), so Ctrl-C ends ``polyoff PROG`` as it ends PROG built
  natively, at once and with the same wait status, in compiled code, in
  a driver call or in the compiler.
"""

from __future__ import annotations

import _signal
import signal
import threading

_SIGINT = int(signal.SIGINT)
_get_ident = threading.get_ident
_MAIN_IDENT = threading.main_thread().ident

_held: list[BaseException] = []
_held_lock = threading.Lock()


class _Recorder:
    """A SIGINT handler that only remembers that the signal came."""

    def __init__(self) -> None:
        self.frames: list[object] = []

    def __call__(self, signum: int, frame: object) -> None:
        self.frames.append(frame)


class deferred:  # lower case: used as a function, `with deferred():`
    """Hold SIGINT back for the block; then run the handler it would have run.

    Only the main thread receives Python's signal handlers, and only a Python
    handler needs holding back (SIG_DFL and SIG_IGN act outside Python), so
    elsewhere this does nothing. Nested uses share the outermost one.

    Every decorated call enters this, so it is a plain class on the C
    ``_signal`` functions: ``signal.signal``/``getsignal`` convert handlers
    to and from enums, which cost ten times the rest of it."""

    __slots__ = ("previous", "recorder")

    def __enter__(self) -> None:
        self.recorder = None
        if _get_ident() != _MAIN_IDENT:
            return
        previous = _signal.getsignal(_SIGINT)
        if not callable(previous) or isinstance(previous, _Recorder):
            return
        self.previous = previous
        self.recorder = _Recorder()
        _signal.signal(_SIGINT, self.recorder)

    def __exit__(self, *exc: object) -> None:
        recorder = self.recorder
        if recorder is None:
            return
        _signal.signal(_SIGINT, self.previous)
        if recorder.frames:
            self.previous(_SIGINT, recorder.frames[-1])


def hold(exc: BaseException) -> None:
    """Keep ``exc`` (raised in a callback from compiled code) for :func:`raise_held`."""
    with _held_lock:
        _held.append(exc)


def raise_held() -> None:
    """Raise the first exception kept by :func:`hold` since the last call."""
    with _held_lock:
        if not _held:
            return
        exc = _held[0]
        _held.clear()
    raise exc


_native = False


def native_signals() -> None:
    """Give the process a native program's SIGINT, SIGPIPE and SIGXFSZ
    (default actions), where Python installed its own; for the command line,
    which runs a program as that program."""
    global _native
    _native = True
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    for name in ("SIGPIPE", "SIGXFSZ"):
        number = getattr(signal, name, None)
        if number is not None and signal.getsignal(number) is signal.SIG_IGN:
            signal.signal(number, signal.SIG_DFL)


def native_fault_signals() -> None:
    """After a device runtime has started, give the program a native
    program's SIGSEGV, SIGBUS, SIGFPE and SIGILL again (for the command line,
    after :func:`native_signals`). Intel's CPU runtime installs its LLVM's
    crash handlers, which print "PLEASE submit a bug report to Intel" when
    the user's own program crashes; natively it would just die of the
    signal. Python's faulthandler, when it is on, is put back instead."""
    if not _native or threading.current_thread() is not threading.main_thread():
        return
    import faulthandler

    if faulthandler.is_enabled():
        faulthandler.enable()
        return
    for name in ("SIGSEGV", "SIGBUS", "SIGFPE", "SIGILL"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)

