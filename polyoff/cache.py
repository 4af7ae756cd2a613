"""On-disk cache of compiled programs.

A compiled :class:`~polyoff_runtime.program.Program` is stored under a key
made of the input IR, the options that change code, the target, the device
and polyoff's own version (the package version and a hash of its sources,
so a changed compiler never reuses old output). Entries are written
atomically (temporary file, then rename); an entry that cannot be read back
is removed and recompiled, never used. ``POLYOFF_CACHE_DIR`` or the XDG
cache directory decide where it lives.

An entry is the program behind an HMAC-SHA256 of its key and contents,
keyed by a secret kept in the cache directory (created once, mode 0600), so
an entry planted by someone who cannot read that secret, or one copied from
another key, is never run (:func:`polyoff_runtime.private_files.load_entry`). The directory must be the user's own and
writable by nobody else, entries regular files of the user's below
:data:`MAX_ENTRY` bytes (see :mod:`polyoff_runtime.private_files` for the
threat model); anything else is refused with a warning and the program is
compiled afresh.
"""

from __future__ import annotations

import hashlib
import logging
import os
from functools import lru_cache
from pathlib import Path

import polyoff_runtime
from polyoff_runtime.private_files import drop_entry, load_entry, store_entry
from polyoff_runtime.program import Program

from polyoff.version import __version__

log = logging.getLogger(__name__)

MAGIC = b"POLYOFF-PROGRAM-2\n"
#: the largest entry read back (a program's host IR and kernels)
MAX_ENTRY = 256 << 20


def cache_dir(override: str | None = None) -> Path:
    if override:
        return Path(override)
    env = os.environ.get("POLYOFF_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "polyoff" / "programs"


@lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """polyoff's version and a hash of its sources and of the runtime's."""
    h = hashlib.sha256(__version__.encode())
    for root in (Path(__file__).parent, Path(polyoff_runtime.__file__).parent):
        for path in sorted(root.rglob("*.py")):
            h.update(str(path.relative_to(root)).encode())
            h.update(path.read_bytes())
    return h.hexdigest()


def cache_key(*parts: str | bytes) -> str:
    h = hashlib.sha256(compiler_fingerprint().encode())
    for part in parts:
        data = part if isinstance(part, bytes) else part.encode()
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def load(key: str, directory: Path) -> Program | None:
    name = f"{key}.polyoff"
    payload = load_entry(directory, name, key, MAGIC, MAX_ENTRY)
    if payload is None:
        return None
    try:
        program = Program.from_bytes(payload)
    except Exception as exc:  # a corrupt entry is dropped, never used
        drop_entry(directory, name, str(exc))
        return None
    log.info("cache hit %s", directory / name)
    return program


def store(key: str, directory: Path, program: Program) -> None:
    store_entry(directory, f"{key}.polyoff", key, MAGIC, program.to_bytes())
