"""Registration of pip-installed OpenCL drivers with the ICD loader.

pip-installed OpenCL drivers are not known to the ICD loader by default: pocl
(shipped inside pyopencl's wheel) is found by pyopencl's bundled loader, but
Intel's CPU runtime (``intel-opencl-rt``, ``<prefix>/lib/libintelocl.so``) is
not. :func:`register_pip_opencl_drivers` writes a vendors folder holding both
plus the system's ``/etc/OpenCL/vendors`` entries and points
``OCL_ICD_VENDORS`` at it, before pyopencl first asks for platforms (the
package does it on import). The folder replaces the loader's default, which is
why pocl and the system's drivers go in it too. :func:`import_pyopencl` is
the one way the runtime imports pyopencl.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import logging
import os
import sys
import tempfile
import threading
from pathlib import Path
from types import ModuleType

from .private_files import NotPrivate, private_directory, read_private_file, write_private_file

logger = logging.getLogger(__name__)

_SYSTEM_VENDORS = Path("/etc/OpenCL/vendors")

_lock = threading.Lock()
_registered_folder: Path | None = None
_registration_done = False


def _user_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else Path.home() / ".cache") / "polyoff"


def _pyopencl_libs_dir() -> Path | None:
    # Located without importing pyopencl: its import must come after the
    # environment variable is set.
    spec = importlib.util.find_spec("pyopencl")
    if spec is None or not spec.submodule_search_locations:
        return None
    libs = Path(next(iter(spec.submodule_search_locations))) / ".libs"
    return libs if libs.is_dir() else None


def _icd_entries() -> dict[str, str]:
    """File name -> library path for every driver the vendors folder should list."""
    entries: dict[str, str] = {}
    intel = Path(sys.prefix) / "lib" / "libintelocl.so"
    if intel.is_file():
        entries["50-intel-cpu-pip.icd"] = str(intel)
    libs = _pyopencl_libs_dir()
    if libs is not None:
        for icd in sorted(libs.glob("*.icd")):
            lib = icd.read_text().strip()
            if lib and not os.path.isabs(lib) and (libs / lib).is_file():
                lib = str(libs / lib)
            if lib:
                entries[f"60-pip-{icd.name}"] = lib
    if _SYSTEM_VENDORS.is_dir():
        for icd in sorted(_SYSTEM_VENDORS.glob("*.icd")):
            with contextlib.suppress(OSError):
                lib = icd.read_text().strip()
                if lib:
                    entries[f"70-system-{icd.name}"] = lib
    return entries


def _write_vendors_folder(root: Path, entries: dict[str, str]) -> Path:
    """The folder for ``entries`` under ``root``, created atomically if missing.

    The folder's name is a hash of its contents; one that exists is used
    only when ``root`` and it are this user's own, nobody else can write
    them, and its files are this user's and say exactly ``entries`` — the
    ICD loader will load the libraries they name into this process
    (threat model: :mod:`.private_files`).
    """
    digest = hashlib.sha256(repr(sorted(entries.items())).encode()).hexdigest()[:16]
    private_directory(root)
    folder = root / digest
    if os.path.lexists(folder):
        _check_vendors_folder(folder, entries)
        return folder
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=root))
    try:
        for name, lib in entries.items():
            write_private_file(staging, name, (lib + "\n").encode())
        try:
            os.rename(staging, folder)
        except OSError:
            # Another process renamed its identical folder into place first.
            if not os.path.lexists(folder):
                raise
            _check_vendors_folder(folder, entries)
    finally:
        if staging.exists():
            for f in staging.iterdir():
                f.unlink()
            staging.rmdir()
    return folder


def _check_vendors_folder(folder: Path, entries: dict[str, str]) -> None:
    private_directory(folder)
    names = {p.name for p in folder.iterdir()}
    if names != set(entries):
        raise NotPrivate(f"{folder}: holds {sorted(names)}, not the expected drivers")
    for name, lib in entries.items():
        if read_private_file(folder / name, 4096) != (lib + "\n").encode():
            raise NotPrivate(f"{folder / name}: does not name {lib}")


def _vendors_roots():
    """Where the vendors folder may live, best first: the user's cache
    directory; a directory of the user's under the temporary directory (each
    component checked: another user may have made it first); a fresh
    private one (mkdtemp)."""
    def in_cache() -> Path:
        return _user_cache_dir() / "icd"

    def in_tmp() -> Path:
        return private_directory(Path(tempfile.gettempdir()) / f"polyoff-{os.geteuid()}") / "icd"

    def fresh() -> Path:
        return Path(tempfile.mkdtemp(prefix="polyoff-icd-"))

    return (in_cache, in_tmp, fresh)


def register_pip_opencl_drivers() -> Path | None:
    """Make pip-installed OpenCL drivers visible to the ICD loader.

    When ``OCL_ICD_VENDORS`` is unset and Intel's CPU runtime is installed in
    this environment, writes (once, atomically) a vendors folder under the user
    cache dir listing it, pyopencl's bundled pocl and the system's
    ``/etc/OpenCL/vendors`` entries, and sets ``OCL_ICD_VENDORS`` to it. Must
    run before pyopencl first enumerates platforms; every module here calls it
    before importing pyopencl. Idempotent.

    Returns the folder now in ``OCL_ICD_VENDORS`` when this function set it,
    else ``None`` (the user's setting, or nothing needed).
    """
    global _registered_folder, _registration_done
    with _lock:
        if _registration_done:
            return _registered_folder
        _registration_done = True
        if "OCL_ICD_VENDORS" in os.environ:
            logger.debug("OCL_ICD_VENDORS is set by the user: %s", os.environ["OCL_ICD_VENDORS"])
            return None
        entries = _icd_entries()
        if not any(name.startswith("50-intel") for name in entries):
            # pocl and the system's drivers are found without help.
            return None
        if "pyopencl._cl" in sys.modules:
            logger.debug("pyopencl was imported before the OpenCL drivers were registered")
        folder = None
        for root in _vendors_roots():
            try:
                folder = _write_vendors_folder(root(), entries)
                break
            except OSError as exc:
                logger.debug("cannot use an ICD vendors folder there: %s", exc)
        if folder is None:
            logger.warning(
                "could not register pip-installed OpenCL drivers (no writable cache dir)"
            )
            return None
        os.environ["OCL_ICD_VENDORS"] = str(folder)
        _registered_folder = folder
        logger.debug("OCL_ICD_VENDORS=%s (%s)", folder, ", ".join(entries.values()))
        return folder


def import_pyopencl() -> ModuleType | None:
    """pyopencl, imported after the drivers are registered; ``None`` if missing."""
    register_pip_opencl_drivers()
    try:
        import pyopencl
    except Exception as exc:  # ImportError, or a broken binary wheel
        logger.info("OpenCL unavailable: cannot import pyopencl: %s", exc)
        return None
    return pyopencl
