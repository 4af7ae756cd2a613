"""User-facing errors, and the line between them and internal bugs.

A :class:`PolyoffError` is something the user can act on: it names the file,
line and column where there is one, and the CLI prints it as
``file:line:col: error: message`` with the exit code of its class. Anything
else escaping a stage is a bug in polyoff; the CLI reports it as an internal
error (exit 70) instead of a bare traceback.

Exit codes (also in README.md):

====  ==========================================================
code  meaning
====  ==========================================================
 2    bad command line
 65   bad input: malformed IR, C that does not compile, no ``main``
 66   input file not found or unreadable
 70   internal error in polyoff (a bug; please report it)
 71   a device failed after results had started to be written back
====  ==========================================================

Otherwise the exit code is the program's own.
"""

from __future__ import annotations

from dataclasses import dataclass

EXIT_USAGE = 2
EXIT_BAD_INPUT = 65
EXIT_NO_INPUT = 66
EXIT_INTERNAL = 70
EXIT_DEVICE_FATAL = 71


@dataclass(frozen=True)
class SourceLocation:
    """Where something is in the user's input: file, 1-based line and column."""

    file: str | None = None
    line: int | None = None
    column: int | None = None
    function: str | None = None
    block: str | None = None

    def __str__(self) -> str:
        parts = [self.file or "<input>"]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        text = ":".join(parts)
        if self.line is None and self.function is not None:
            text += f" (function {self.function}" + (f", block {self.block})" if self.block else ")")
        return text


class PolyoffError(Exception):
    """An error the user can act on, with an optional source location."""

    exit_code = EXIT_BAD_INPUT

    def __init__(self, message: str, location: SourceLocation | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.location = location

    def __str__(self) -> str:
        if self.location is None:
            return f"error: {self.message}"
        return f"{self.location}: error: {self.message}"


class InputError(PolyoffError):
    """The input program cannot be read: malformed IR, no ``main``, ..."""


class InputNotFoundError(PolyoffError):
    """The input file does not exist or cannot be read."""

    exit_code = EXIT_NO_INPUT


class CCompileError(InputError):
    """A C input did not compile to LLVM IR."""


class FrontendError(PolyoffError):
    """A decorated Python function uses syntax polyoff does not support."""


class OptionError(PolyoffError):
    """An option value is malformed (e.g. a ``--sizes`` description)."""

    exit_code = EXIT_USAGE


class DeviceFatalError(PolyoffError):
    """A device failed after offloaded results began to reach host memory."""

    exit_code = EXIT_DEVICE_FATAL


class InternalError(Exception):
    """A bug in polyoff. Never raised for bad user input."""


def strict() -> bool:
    """Whether a bug met while compiling one SCoP ends the run (exit 70) or
    only keeps that SCoP on the CPU with the bug named in the report. Users
    get the latter; the test suite sets ``POLYOFF_STRICT=1`` so that no bug
    hides behind a fallback."""
    import os

    return os.environ.get("POLYOFF_STRICT", "") not in ("", "0")


def bug_reason(exc: BaseException) -> str:
    """The report's reason for a SCoP left on the CPU because of a bug."""
    return (f"polyoff failed on it ({type(exc).__name__}: {exc}); it runs on the CPU unchanged "
            "- please report this as a bug")

