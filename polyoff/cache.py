"""On-disk cache of compiled programs.

A compiled :class:`~polyoff_runtime.program.Program` is stored under a key
made of the input IR, the options that change code, the target, the device
and polyoff's own version (the package version and a hash of its sources,
so a changed compiler never reuses old output). Entries are written
atomically (temporary file, then rename); an entry that cannot be read back
is removed and recompiled, never used. ``POLYOFF_CACHE_DIR`` or the XDG
cache directory decide where it lives.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import tempfile
from functools import lru_cache
from pathlib import Path

from polyoff_runtime.program import Program

log = logging.getLogger(__name__)

MAGIC = b"POLYOFF-PROGRAM-1\n"


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
    import polyoff_runtime

    import polyoff

    h = hashlib.sha256(getattr(polyoff, "__version__", "0").encode())
    for pkg in (polyoff, polyoff_runtime):
        root = Path(pkg.__file__).parent
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
    path = directory / f"{key}.polyoff"
    try:
        data = path.read_bytes()
    except OSError:
        return None
    try:
        if not data.startswith(MAGIC):
            raise ValueError("bad header")
        body = data[len(MAGIC):]
        digest, payload = body[:64], body[64:]
        if hashlib.sha256(payload).hexdigest().encode() != digest:
            raise ValueError("checksum mismatch")
        program = Program.from_bytes(payload)
    except Exception as exc:  # a corrupt entry is dropped, never used
        log.warning("dropping corrupt cache entry %s: %s", path, exc)
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    log.info("cache hit %s", path)
    return program


def store(key: str, directory: Path, program: Program) -> None:
    try:
        directory.mkdir(parents=True, exist_ok=True)
        payload = program.to_bytes()
        data = MAGIC + hashlib.sha256(payload).hexdigest().encode() + payload
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".polyoff")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, directory / f"{key}.polyoff")
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError as exc:
        log.warning("cannot write the compilation cache in %s: %s", directory, exc)
