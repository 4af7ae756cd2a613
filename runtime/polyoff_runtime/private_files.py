"""Files only this user can have written: the compilation cache, the
device binaries and the OpenCL driver (ICD vendors) folder.

Threat model: the user and root are trusted; other local users are not.
They may pre-create directories at predictable paths (``/tmp/polyoff-UID``),
plant files, symlinks or FIFOs in directories they can write, and read
what is world-readable. So polyoff only reads from and writes to
directories owned by the effective user that no one else can write
(``private_directory``), creates what it writes with mode 0600 in a
directory of mode 0700, and reads a file only when it is a regular file
(no link followed, no FIFO or device opened for long), owned by the user,
not writable by others, and below a size limit (``read_private_file``).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import os
import secrets
import stat
import tempfile
from pathlib import Path

logger = logging.getLogger(__name__)

#: the name of a cache directory's HMAC key (see :func:`load_entry`)
SECRET = "secret"


class NotPrivate(OSError):
    """A path that another user could have written, or that is not what it should be."""


def _check_owned(st: os.stat_result, path: Path, what: str) -> None:
    if st.st_uid != os.geteuid():
        raise NotPrivate(f"{path}: {what} belongs to uid {st.st_uid}, not to this user")
    if st.st_mode & 0o022:
        raise NotPrivate(f"{path}: {what} is writable by other users (mode {stat.S_IMODE(st.st_mode):o})")


def private_directory(path: str | os.PathLike) -> Path:
    """``path``, created (mode 0700) if missing, after checking that it is a
    directory (not a link) owned by this user that nobody else can write.
    Its parents are created as usual. Raises NotPrivate or OSError."""
    path = Path(path)
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            os.mkdir(path, 0o700)
    st = os.lstat(path)
    if not stat.S_ISDIR(st.st_mode):
        raise NotPrivate(f"{path}: not a directory (a link or a file)")
    if st.st_uid == os.geteuid() and st.st_mode & 0o022:
        # Ours, made under a lax umask: close it. Whatever others may have
        # put in it meanwhile is not owned by this user, so never read.
        os.chmod(path, 0o700)
        st = os.lstat(path)
    _check_owned(st, path, "the directory")
    return path


def read_private_file(path: str | os.PathLike, limit: int) -> bytes | None:
    """The contents of ``path``, or None when it does not exist. Raises
    NotPrivate when it is not a regular file of this user's that others
    cannot write, or is larger than ``limit`` bytes. Links are not followed
    and a FIFO does not block (O_NOFOLLOW, O_NONBLOCK)."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno in (getattr(os, "ELOOP", 40),):
            raise NotPrivate(f"{path}: a symbolic link") from exc
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotPrivate(f"{path}: not a regular file")
        _check_owned(st, Path(path), "the file")
        if st.st_size > limit:
            raise NotPrivate(f"{path}: {st.st_size} bytes, more than the {limit} allowed")
        chunks = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise NotPrivate(f"{path}: grew past the {limit} bytes allowed")
        return b"".join(chunks)
    finally:
        os.close(fd)


def write_private_file(directory: Path, name: str, data: bytes, *, exclusive: bool = False) -> Path:
    """Write ``data`` to ``directory/name`` (mode 0600) through a temporary
    file renamed into place, so readers see the old file or the new one.
    ``exclusive``: fail with FileExistsError if ``name`` exists already."""
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-")
    target = directory / name
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if exclusive:
            os.link(tmp, target)  # fails if it exists
            os.unlink(tmp)
        else:
            os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return target


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


def load_entry(directory: Path, name: str, key: str, magic: bytes, limit: int) -> bytes | None:
    """The payload of cache entry ``directory/name`` stored for ``key``, or
    None when there is none or it cannot be trusted.

    An entry is ``magic``, then an HMAC-SHA256 of ``key`` and the payload
    keyed by a secret kept in the directory (made once, mode 0600), then the
    payload: an entry planted by someone who cannot read that secret, or one
    copied from another key, is never used. A corrupt or foreign entry is
    removed with a warning; a directory or file that is not private
    (:func:`private_directory`, :func:`read_private_file`) is refused with
    one."""
    path = directory / name
    try:
        private_directory(directory)
        data = read_private_file(path, limit)
        if data is None:
            return None
        secret = _secret(directory, create=False)
    except OSError as exc:
        logger.warning("not using the cache entry %s: %s", path, exc)
        return None
    try:
        if secret is None:
            raise ValueError("no key to check it with")
        if not data.startswith(magic):
            raise ValueError("bad header")
        body = data[len(magic):]
        tag, payload = body[:64], body[64:]
        if not hmac.compare_digest(tag, _tag(secret, key, payload)):
            raise ValueError("not made by polyoff for this key (authentication failed)")
    except ValueError as exc:
        drop_entry(directory, name, str(exc))
        return None
    return payload


def drop_entry(directory: Path, name: str, why: str) -> None:
    """Remove cache entry ``directory/name`` (it could not be used: ``why``)."""
    logger.warning("dropping cache entry %s: %s", directory / name, why)
    with contextlib.suppress(OSError):
        (directory / name).unlink()


def store_entry(directory: Path, name: str, key: str, magic: bytes, payload: bytes) -> None:
    """Write cache entry ``directory/name`` for ``key`` (see :func:`load_entry`);
    a directory that cannot be written is logged, not raised."""
    try:
        private_directory(directory)
        secret = _secret(directory, create=True)
        write_private_file(directory, name, magic + _tag(secret, key, payload) + payload)
    except OSError as exc:
        logger.warning("cannot write the cache in %s: %s", directory, exc)
