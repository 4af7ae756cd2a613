"""Running one command with a time limit, its output captured.

Each command runs in a session of its own, so that on timeout the whole
process group (a compiler driver and what it spawned) is killed, never a
stray child left running.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

# Live children, so an interrupted sweep can stop them all (they run in
# sessions of their own, out of reach of the terminal's Ctrl-C).
_live: set[subprocess.Popen] = set()
_live_lock = threading.Lock()
_stopping = threading.Event()


def stop_all() -> None:
    """Kill every running child and refuse to start new ones."""
    _stopping.set()
    with _live_lock:
        procs = list(_live)
    for proc in procs:
        _kill_group(proc)


@dataclass(frozen=True)
class ProcessResult:
    """What a command did: exit status (``None`` when it timed out or could
    not start), its output, and its wall-clock time."""

    command: tuple[str, ...]
    returncode: int | None
    stdout: str
    stderr: str
    seconds: float
    timed_out: bool = False
    start_error: str = ""

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    def failure(self, what: str) -> str:
        """One line saying how the command failed, for a results row."""
        if self.start_error:
            return f"{what}: cannot start: {self.start_error}"
        if self.timed_out:
            return f"{what}: timed out after {self.seconds:.0f} s"
        detail = first_error(self.stderr) or last_lines(self.stderr)
        return f"{what}: exit status {self.returncode}" + (f": {detail}" if detail else "")


def first_error(text: str, width: int = 300) -> str:
    """The first compiler-style ``error:`` line of ``text``, or ``""``."""
    for line in text.splitlines():
        if "error:" in line:
            return line.strip()[:width]
    return ""


def last_lines(text: str, count: int = 2, width: int = 300) -> str:
    """The last non-empty lines of ``text`` (compiler noise dropped), joined."""
    lines = [
        ln.strip()
        for ln in text.splitlines()
        if ln.strip()
        and "argument unused during compilation" not in ln
        and not ln.startswith("kernel-time:")
    ]
    return " | ".join(lines[-count:])[:width]


def run_command(
    command: Sequence[str],
    *,
    timeout: float,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    stdout_path: Path | None = None,
) -> ProcessResult:
    """Run ``command``; stdout goes to ``stdout_path`` when given (large dumps
    stay out of memory until parsed) and is then returned as ``""``."""
    command = tuple(str(c) for c in command)
    log.debug("running %s", " ".join(command))
    start = time.perf_counter()
    if _stopping.is_set():
        return ProcessResult(command, None, "", "", 0.0, start_error="the sweep was interrupted")
    out_file = open(stdout_path, "w") if stdout_path is not None else None  # noqa: SIM115
    try:
        proc = subprocess.Popen(
            command,
            stdout=out_file if out_file is not None else subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            env=dict(env) if env is not None else None,
            cwd=cwd,
            text=True,
            start_new_session=True,
        )
    except OSError as exc:
        if out_file is not None:
            out_file.close()
        return ProcessResult(
            command, None, "", "", time.perf_counter() - start, start_error=exc.strerror or str(exc)
        )
    with _live_lock:
        _live.add(proc)
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        stdout, stderr = proc.communicate()
        timed_out = True
    except BaseException:
        # Interrupted (Ctrl-C reaches only our group, not the child's session):
        # take the child down with us.
        _kill_group(proc)
        proc.wait()
        raise
    finally:
        with _live_lock:
            _live.discard(proc)
        if out_file is not None:
            out_file.close()
    seconds = time.perf_counter() - start
    return ProcessResult(
        command,
        None if timed_out else proc.returncode,
        stdout or "",
        stderr or "",
        seconds,
        timed_out=timed_out,
    )


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    except PermissionError:  # the group is gone and its id reused; kill only ours
        proc.kill()
