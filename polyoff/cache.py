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
another key, is never run. The directory must be the user's own and
writable by nobody else, entries regular files of the user's below
:data:`MAX_ENTRY` bytes (see :mod:`polyoff_runtime.private_files` for the
threat model); anything else is refused with a warning and the program is
compiled afresh.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import os
import secrets
from functools import lru_cache
from pathlib import Path

import polyoff_runtime
from polyoff_runtime.private_files import (
    NotPrivate,
    private_directory,
    read_private_file,
    write_private_file,
)
from polyoff_runtime.program import Program

from polyoff.version import __version__

log = logging.getLogger(__name__)

MAGIC = b"POLYOFF-PROGRAM-2\n"
#: the largest entry read back (a program's host IR and kernels)
MAX_ENTRY = 256 << 20
SECRET = "secret"


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


def _secret(directory: Path, *, create: bool) -> bytes | None:
    """The cache directory's HMAC key (made on first use when ``create``)."""
    data = read_private_file(directory / SECRET, 64)
    if data is None and create:
        with contextlib.suppress(FileExistsError):
            write_private_file(directory, SECRET, secrets.token_bytes(32), exclusive=True)
        data = read_private_file(directory / SECRET, 64)
    if data is not None and len(data) != 32:
        raise NotPrivate(f"{directory / SECRET}: not a key polyoff made")
    return data


def _tag(secret: bytes, key: str, payload: bytes) -> bytes:
    mac = hmac.new(secret, key.encode() + b"\0", hashlib.sha256)
    mac.update(payload)
    return mac.hexdigest().encode()


def load(key: str, directory: Path) -> Program | None:
    path = directory / f"{key}.polyoff"
    try:
        private_directory(directory)
        data = read_private_file(path, MAX_ENTRY)
        if data is None:
            return None
        secret = _secret(directory, create=False)
    except OSError as exc:
        log.warning("not using the compilation cache entry %s: %s", path, exc)
        return None
    try:
        if secret is None:
            raise ValueError("no key to check it with")
        if not data.startswith(MAGIC):
            raise ValueError("bad header")
        body = data[len(MAGIC):]
        tag, payload = body[:64], body[64:]
        if not hmac.compare_digest(tag, _tag(secret, key, payload)):
            raise ValueError("not made by polyoff for this program (authentication failed)")
        program = Program.from_bytes(payload)
    except Exception as exc:  # a corrupt or foreign entry is dropped, never used
        log.warning("dropping cache entry %s: %s", path, exc)
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    log.info("cache hit %s", path)
    return program


def store(key: str, directory: Path, program: Program) -> None:
    try:
        private_directory(directory)
        secret = _secret(directory, create=True)
        payload = program.to_bytes()
        write_private_file(directory, f"{key}.polyoff", MAGIC + _tag(secret, key, payload) + payload)
    except OSError as exc:
        log.warning("cannot write the compilation cache in %s: %s", directory, exc)
