"""The OpenCL driver folder (issue 13 item 8): when the user's cache
directory cannot be written, the folder handed to the ICD loader must not
be one another local user prepared at the predictable path under the
temporary directory (the loader would load the library it names)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REGISTER = "from polyoff_runtime import icd; print(icd.register_pip_opencl_drivers())"


def _register(tmp_path: Path, **env: str) -> str:
    full = {k: v for k, v in os.environ.items() if k != "OCL_ICD_VENDORS"}
    full.update(env)
    proc = subprocess.run([sys.executable, "-c", REGISTER], capture_output=True, text=True, env=full,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    folder = proc.stdout.strip()
    if folder == "None":
        pytest.skip("Intel's CPU runtime is not installed: no vendors folder is needed")
    return folder


def test_a_planted_folder_in_tmp_is_not_used(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("needs root to make a directory another user's")
    blocked = tmp_path / "no-cache"
    blocked.write_text("a file where the cache directory would be")
    planted = tmp_path / f"polyoff-{os.geteuid()}"
    (planted / "icd").mkdir(parents=True)
    for d in (planted, planted / "icd"):
        os.chown(d, 65534, 65534)
    folder = _register(tmp_path, XDG_CACHE_HOME=str(blocked), TMPDIR=str(tmp_path))
    assert not folder.startswith(str(planted))
    st = os.stat(folder)
    assert st.st_uid == os.geteuid() and st.st_mode & 0o077 == 0


def test_a_tampered_folder_is_not_used(tmp_path):
    cache = tmp_path / "cache"
    first = Path(_register(tmp_path, XDG_CACHE_HOME=str(cache)))
    # Someone with access to it adds a driver: the folder no longer says
    # exactly what polyoff wrote, so another one is used.
    (first / "99-evil.icd").write_text("/tmp/evil.so\n")
    second = _register(tmp_path, XDG_CACHE_HOME=str(cache))
    assert second != str(first) and "99-evil.icd" not in os.listdir(second)


def test_a_crashing_driver_does_not_end_polyoff(tmp_path):
    """A driver that crashes while the ICD loader lists platforms took the
    whole process down (issue 13 item 5): listing happens in a child first."""
    import shutil

    cc = shutil.which("gcc") or shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler for the driver")
    lib = tmp_path / "libcrash.so"
    subprocess.run([cc, "-shared", "-fPIC", str(Path(__file__).parent / "inputs" / "crashing_icd.c"),
                    "-o", str(lib)], check=True)
    vendors = tmp_path / "vendors"
    vendors.mkdir()
    (vendors / "crash.icd").write_text(f"{lib}\n")
    program = Path(__file__).resolve().parents[1] / "e2e" / "inputs" / "odd" / "tls.c"
    env = {**os.environ, "OCL_ICD_VENDORS": str(vendors), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    proc = subprocess.run([sys.executable, "-m", "polyoff", "--no-cache", str(program)], capture_output=True,
                          text=True, env=env, timeout=120)
    assert (proc.returncode, proc.stdout) == (0, "14.000000 1998.000000\n"), proc.stderr
    assert "listing OpenCL platforms ended a child process (signal 11)" in proc.stderr
