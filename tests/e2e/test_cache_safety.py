"""The compilation cache under attack (issue 13, items 6, 9 and 10): an
entry that is a FIFO, a link to /dev/zero, a planted file, another
program's entry copied under this key, a truncated entry; a cache
directory another user made. polyoff never hangs, never runs what it did
not compile for this program, and compiles afresh."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tests.conftest import PROGRAMS, run_polyoff

GEMM, ATAX = PROGRAMS / "gemm.c", PROGRAMS / "atax.c"


def _run(cache, program=GEMM, *flags: str) -> subprocess.CompletedProcess:
    proc = run_polyoff("-v", "--gpu-runtime=none", *flags, str(program), env={"POLYOFF_CACHE_DIR": str(cache)},
                       timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc


def _entry(cache):
    (entry,) = [p for p in cache.iterdir() if p.suffix == ".polyoff"]
    return entry


@pytest.fixture
def filled(tmp_path):
    cache = tmp_path / "cache"
    _run(cache)
    return cache, _entry(cache), _run(cache).stdout


def test_entries_are_private(tmp_path):
    old = os.umask(0)
    try:
        cache = tmp_path / "cache"
        _run(cache)
    finally:
        os.umask(old)
    assert cache.stat().st_mode & 0o777 == 0o700
    assert all(p.stat().st_mode & 0o777 == 0o600 for p in cache.iterdir())


@pytest.mark.parametrize("attack", ["fifo", "dev-zero", "truncated", "planted", "other-program"])
def test_a_bad_entry_is_never_used(attack, filled, tmp_path):
    cache, entry, expected = filled
    if attack == "fifo":
        entry.unlink()
        os.mkfifo(entry)
    elif attack == "dev-zero":
        entry.unlink()
        entry.symlink_to("/dev/zero")
    elif attack == "truncated":
        entry.write_bytes(entry.read_bytes()[:1000])
    elif attack == "planted":
        # A well-formed entry of another cache (another secret): valid for
        # its maker, not for this cache.
        other = tmp_path / "other"
        _run(other)
        shutil.copyfile(_entry(other), entry)
        entry.chmod(0o600)
    else:
        # atax's entry from this very cache, copied under gemm's key.
        _run(cache, ATAX)
        atax = next(p for p in cache.iterdir() if p.suffix == ".polyoff" and p != entry)
        shutil.copyfile(atax, entry)
    proc = _run(cache)
    assert proc.stdout == expected  # gemm's output: compiled afresh
    assert "cache hit" not in proc.stderr
    assert _run(cache).stdout == expected and "cache hit" in _run(cache).stderr  # and cached again


def test_another_users_cache_directory_is_not_used(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("needs root to make a directory another user's")
    cache = tmp_path / "cache"
    cache.mkdir(mode=0o777)
    os.chown(cache, 65534, 65534)
    proc = _run(cache)
    assert "belongs to uid 65534" in proc.stderr and "cache hit" not in _run(cache).stderr


def test_emit_kernels_on_a_cache_hit_uses_the_command_line_source(tmp_path):
    """A cache hit recompiled the file named in the cached report (issue 13
    item 10): copying the program elsewhere must still emit its kernels."""
    cache = tmp_path / "cache"
    first = tmp_path / "a" / "gemm.c"
    first.parent.mkdir()
    shutil.copyfile(GEMM, first)
    _run(cache, first, "--gpu-runtime=opencl", "--device=pocl")
    second = tmp_path / "b" / "gemm.c"
    second.parent.mkdir()
    shutil.copyfile(GEMM, second)
    first.unlink()
    proc = run_polyoff("--device=pocl", f"--emit-kernels={tmp_path / 'k'}", str(second),
                       env={"POLYOFF_CACHE_DIR": str(cache)})
    assert proc.returncode == 0, proc.stderr
    assert any((tmp_path / "k").iterdir())
