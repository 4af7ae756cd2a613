"""Where a sweep ran: date, CPU, cores, OS, compilers, polyoff's commit.

For the results page, so that a reader can tell which machine and which
version of polyoff the numbers belong to.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Environment:
    date: str
    cpu: str
    cores: int
    os: str
    python: str
    polyoff: str
    commit: str
    ir_compiler: str


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _git_commit(folder: Path) -> str:
    """The commit of the git work tree holding ``folder``, or ``""``."""
    try:
        head = subprocess.run(
            ["git", "-C", str(folder), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=30,
        )
        dirty = subprocess.run(
            ["git", "-C", str(folder), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    if head.returncode != 0:
        return ""
    return head.stdout.strip() + (" (with uncommitted changes)" if dirty.stdout.strip() else "")


def polyoff_commit() -> str:
    """The commit of the polyoff being run (the package imported, which need
    not be this repository's), or where it came from when that is unknown."""
    import polyoff

    folder = Path(polyoff.__file__).resolve().parent
    return _git_commit(folder) or f"unknown (polyoff from {folder.parent}, not a git work tree)"


def _ir_compiler() -> str:
    from polyoff.ir.cc import find_c_compiler

    cc = find_c_compiler()
    if cc is None:
        return "none"
    try:
        out = subprocess.run([*cc, "--version"], capture_output=True, text=True, timeout=60)
        first = (out.stdout.strip().splitlines() or ["?"])[0]
    except (OSError, subprocess.SubprocessError):
        first = "?"
    name = "zig cc" if "ziglang" in cc else Path(cc[0]).name
    return f"{name} ({first})"


def describe_environment() -> Environment:
    from polyoff import __version__

    return Environment(
        date=_dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        cpu=cpu_model(),
        cores=os.cpu_count() or 1,
        os=platform.platform(),
        python=platform.python_version(),
        polyoff=__version__,
        commit=polyoff_commit(),
        ir_compiler=_ir_compiler(),
    )
