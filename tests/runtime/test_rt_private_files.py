"""private_files: what polyoff reads from and writes to disk is this
user's own (issue 13, items 6, 8 and 9)."""

from __future__ import annotations

import os
import threading

import pytest
from polyoff_runtime.private_files import (
    NotPrivate,
    private_directory,
    read_private_file,
    write_private_file,
)

OTHER_UID = 65534  # nobody


def _as_root() -> None:
    if os.geteuid() != 0:
        pytest.skip("making a file another user's needs root")


def test_directory_is_created_private(tmp_path):
    old = os.umask(0)
    try:
        d = private_directory(tmp_path / "a" / "cache")
    finally:
        os.umask(old)
    assert oct(d.stat().st_mode & 0o777) == oct(0o700)


def test_own_lax_directory_is_closed(tmp_path):
    d = tmp_path / "lax"
    d.mkdir()
    d.chmod(0o777)
    private_directory(d)
    assert d.stat().st_mode & 0o777 == 0o700


def test_another_users_directory_is_refused(tmp_path):
    _as_root()
    d = tmp_path / "planted"
    d.mkdir(mode=0o755)
    os.chown(d, OTHER_UID, OTHER_UID)
    with pytest.raises(NotPrivate, match="belongs to uid"):
        private_directory(d)


def test_a_link_is_not_a_directory(tmp_path):
    (tmp_path / "real").mkdir(mode=0o700)
    (tmp_path / "link").symlink_to(tmp_path / "real")
    with pytest.raises(NotPrivate, match="not a directory"):
        private_directory(tmp_path / "link")


def test_reading_refuses_links_fifos_devices_and_big_files(tmp_path):
    (tmp_path / "zero").symlink_to("/dev/zero")
    with pytest.raises(NotPrivate, match="symbolic link"):
        read_private_file(tmp_path / "zero", 100)
    os.mkfifo(tmp_path / "fifo")
    result = []
    reader = threading.Thread(target=lambda: result.append(_refused(tmp_path / "fifo")), daemon=True)
    reader.start()
    reader.join(5)
    assert result == ["not a regular file"]  # and it did not block
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    big.chmod(0o600)
    with pytest.raises(NotPrivate, match="more than the 100"):
        read_private_file(big, 100)
    assert read_private_file(tmp_path / "missing", 100) is None


def _refused(path) -> str:
    try:
        read_private_file(path, 100)
    except NotPrivate as exc:
        return "not a regular file" if "not a regular file" in str(exc) else str(exc)
    return "read"


def test_files_others_could_write_are_refused(tmp_path):
    f = tmp_path / "f"
    f.write_bytes(b"data")
    f.chmod(0o666)
    with pytest.raises(NotPrivate, match="writable by other users"):
        read_private_file(f, 100)
    _as_root()
    f.chmod(0o644)
    os.chown(f, OTHER_UID, OTHER_UID)
    with pytest.raises(NotPrivate, match="belongs to uid"):
        read_private_file(f, 100)


def test_write_is_private_and_atomic(tmp_path):
    old = os.umask(0)
    try:
        p = write_private_file(tmp_path, "entry", b"one")
        write_private_file(tmp_path, "entry", b"two")
    finally:
        os.umask(old)
    assert p.stat().st_mode & 0o777 == 0o600 and read_private_file(p, 10) == b"two"
    with pytest.raises(FileExistsError):
        write_private_file(tmp_path, "entry", b"three", exclusive=True)
    assert sorted(x.name for x in tmp_path.iterdir()) == ["entry"]
