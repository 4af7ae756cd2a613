"""Discovery and selection of OpenCL and CUDA devices.

:func:`list_devices` describes every device the process can use as a frozen
:class:`DeviceInfo` (capabilities, limits, the SPIR-V versions it accepts);
:func:`select_device` picks one from a selector string (``POLYOFF_DEVICE`` by
default) and :func:`default_target` says which kernel target suits it.

pyopencl is imported through :func:`polyoff_runtime.icd.import_pyopencl`,
after pip-installed drivers were registered with the ICD loader. pyopencl's
bundled loader then reads its own pocl entry as well as ours, so the same
platform can be listed twice; platforms and devices are de-duplicated by
their handles. OpenCL devices are probed by building a tiny kernel.

Nothing here raises when no device or no OpenCL platform exists: the
functions log why and return ``[]`` / ``None``, and the program runs on the CPU.
"""

from __future__ import annotations

import logging
import os
import threading
import warnings
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

from .icd import import_pyopencl

logger = logging.getLogger(__name__)

RUNTIMES = ("opencl", "cuda")

#: Environment variable holding the default device selector.
DEVICE_ENV = "POLYOFF_DEVICE"

# A kernel small enough to build in a fraction of a second everywhere; building
# it tells whether the device's OpenCL C compiler works and what work-group
# multiple the driver prefers (the SIMD width on CPU runtimes).
_PROBE_SOURCE = "__kernel void polyoff_probe(__global float *x) { x[get_global_id(0)] += 1.0f; }"

_lock = threading.RLock()
_device_cache: dict[str, tuple[DeviceInfo, ...]] = {}


@dataclass(frozen=True)
class DeviceInfo:
    """What the compiler and the runtime need to know about one device.

    Attributes:
        runtime: ``opencl`` or ``cuda``.
        spec: a selector that names exactly this device (``opencl:P:D`` with
            the platform and device index as listed here, or ``cuda:N``).
        platform: platform name (``CUDA`` for CUDA devices).
        name: device name.
        vendor: device vendor.
        device_type: ``cpu``, ``gpu``, ``accelerator`` or ``other``.
        driver_version: driver version string.
        version: the device's OpenCL version string (``CUDA x.y`` for CUDA).
        il_versions: intermediate languages the device accepts, such as
            ``("SPIR-V_1.0", ..., "SPIR-V_1.4")``; empty when none.
        host_unified_memory: the device works on host memory directly
            (CPU runtimes, integrated GPUs), so zero-copy buffers pay.
        max_work_group_size: threads per block at most.
        max_work_item_sizes: threads per block dimension at most.
        local_mem_size: shared (local) memory per block in bytes.
        global_mem_size: device memory in bytes.
        compute_units: multiprocessors / cores.
        supports_fp64: double precision is available.
        compute_capability: ``(major, minor)`` for CUDA and NVIDIA OpenCL.
        preferred_work_group_multiple: the block size should be a multiple of
            this (warp 32, wavefront 64, SIMD width on CPUs); ``None`` if unknown.
        compile_problem: why a trivial OpenCL C kernel failed to build on this
            device; empty when it built (or for CUDA devices).
    """

    runtime: str
    spec: str
    platform: str
    name: str
    vendor: str
    device_type: str
    driver_version: str
    version: str
    il_versions: tuple[str, ...]
    host_unified_memory: bool
    max_work_group_size: int
    max_work_item_sizes: tuple[int, ...]
    local_mem_size: int
    global_mem_size: int
    compute_units: int
    supports_fp64: bool
    compute_capability: tuple[int, int] | None = None
    preferred_work_group_multiple: int | None = None
    compile_problem: str = ""

    @property
    def is_pocl(self) -> bool:
        return self.runtime == "opencl" and (
            "portable computing language" in self.platform.lower()
            or "pocl" in self.platform.lower()
        )

    @property
    def is_intel(self) -> bool:
        """Intel's own OpenCL runtime (pocl on an Intel CPU reports the
        vendor "GenuineIntel" and is not this)."""
        return (
            self.runtime == "opencl"
            and not self.is_pocl
            and "intel" in (self.platform + " " + self.vendor).lower()
        )

    @property
    def is_nvidia(self) -> bool:
        return self.runtime == "cuda" or "nvidia" in (self.platform + " " + self.vendor).lower()

    @property
    def takes_spirv(self) -> bool:
        return any(v.upper().startswith("SPIR-V") for v in self.il_versions)

    @property
    def usable(self) -> bool:
        """Kernels can be built for it: SPIR-V is accepted or OpenCL C compiles."""
        return not self.compile_problem or self.takes_spirv

    def describe(self) -> str:
        """One line for reports: ``opencl:1:0 Intel(R) OpenCL / AMD EPYC (cpu)``."""
        return f"{self.spec} {self.platform} / {self.name} ({self.device_type})"


# --------------------------------------------------------------------------
# OpenCL


_ENUMERATION_CHILD = "POLYOFF_ENUMERATION_CHILD"
_enumeration_verdict: bool | None = None


def _icd_configuration() -> list[str]:
    """What the ICD loader will load: each vendors file with the library it
    names and that library's size and modification time."""
    import glob

    where = os.environ.get("OCL_ICD_VENDORS") or "/etc/OpenCL/vendors"
    files = sorted(glob.glob(os.path.join(where, "*.icd"))) if os.path.isdir(where) else [where]
    files += [f for f in os.environ.get("OCL_ICD_FILENAMES", "").split(":") if f]
    out = []
    for f in files:
        try:
            with open(f, "rb") as fh:
                lib = fh.read(4096).decode(errors="replace").strip()
            st = os.stat(lib) if os.path.isabs(lib) else None
            out.append(f"{f}|{lib}|{st.st_size if st else '-'}|{st.st_mtime_ns if st else '-'}")
        except OSError as exc:
            out.append(f"{f}|{exc}")
    return out


def _enumeration_is_safe() -> bool:
    """Whether listing OpenCL platforms leaves this process alive. The ICD
    loader loads every driver its vendors files name; a broken one can end
    the process (a segmentation fault in the driver). So the first listing
    with a given set of drivers happens in a child process; a success is
    remembered on disk (the user's cache directory), a crash keeps OpenCL
    off, with a message, and the program runs on the CPU."""
    global _enumeration_verdict
    if os.environ.get(_ENUMERATION_CHILD) or _enumeration_verdict is not None:
        return _enumeration_verdict is not False
    import hashlib
    import subprocess
    import sys

    from .private_files import private_directory, read_private_file, write_private_file

    config = _icd_configuration()
    digest = hashlib.sha256("\n".join(config).encode()).hexdigest()[:24]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = os.path.join(base, "polyoff", "probes")
    name = f"listing-{digest}.ok"
    try:
        if read_private_file(os.path.join(folder, name), 16) is not None:
            _enumeration_verdict = True
            return True
    except OSError:
        pass
    child = "from polyoff_runtime import devices; devices.opencl_platforms()"
    try:
        proc = subprocess.run([sys.executable, "-c", child], capture_output=True, timeout=120,
                              env={**os.environ, _ENUMERATION_CHILD: "1"})
        crashed = proc.returncode < 0 and f"signal {-proc.returncode}"
    except subprocess.TimeoutExpired:
        crashed = "no answer in 120 s"
    except OSError as exc:
        logger.info("cannot list OpenCL platforms in a child process: %s", exc)
        crashed = False
    if crashed:
        logger.error(
            "listing OpenCL platforms ended a child process (%s): a driver the ICD loader loads "
            "(%s) is broken; OpenCL stays off and the program runs on the CPU",
            crashed, os.environ.get("OCL_ICD_VENDORS") or "/etc/OpenCL/vendors",
        )
        _enumeration_verdict = False
        return False
    _enumeration_verdict = True
    try:
        write_private_file(private_directory(folder), name, b"ok\n")
    except OSError as exc:
        logger.info("cannot remember the OpenCL listing in %s: %s", folder, exc)
    return True


def opencl_device_of(spec: str) -> tuple[Any, Any]:
    """pyopencl and the device of an ``opencl:P:D`` spec, for the child
    processes that build or warm a module (binaries, pocl_warm)."""
    cl = import_pyopencl()
    platform_index, device_index = (int(x) for x in spec.split(":")[1:3])
    return cl, opencl_platforms()[platform_index][1][device_index]


def opencl_platforms() -> list[tuple[Any, list[Any]]]:
    """``[(platform, [device, ...]), ...]`` as pyopencl lists them, de-duplicated.

    Index positions here are the ``P`` and ``D`` of ``opencl:P:D`` specs.
    Returns ``[]`` (with a logged reason) when OpenCL has no platform.
    """
    cl = import_pyopencl()
    if cl is None or not _enumeration_is_safe():
        return []
    try:
        platforms = cl.get_platforms()
    except Exception as exc:  # pyopencl raises a plain RuntimeError/LogicError here
        logger.info("OpenCL unavailable: no platform found: %s", exc)
        return []
    seen_platforms: set[int] = set()
    seen_devices: set[int] = set()
    result = []
    for platform in platforms:
        if platform.int_ptr in seen_platforms:
            continue
        seen_platforms.add(platform.int_ptr)
        try:
            devices = platform.get_devices()
        except Exception as exc:
            logger.info("OpenCL platform %r lists no device: %s", platform.name, exc)
            devices = []
        unique = []
        for device in devices:
            if device.int_ptr not in seen_devices:
                seen_devices.add(device.int_ptr)
                unique.append(device)
        result.append((platform, unique))
    return result


def _info(device: Any, name: str, default: Any) -> Any:
    # Vendor-specific queries raise on other vendors' devices.
    try:
        return getattr(device, name.lower())
    except Exception:
        return default


def _device_type(cl: ModuleType, device: Any) -> str:
    t = device.type
    if t & cl.device_type.GPU:
        return "gpu"
    if t & cl.device_type.CPU:
        return "cpu"
    if t & cl.device_type.ACCELERATOR:
        return "accelerator"
    return "other"


def _il_versions(device: Any) -> tuple[str, ...]:
    il = _info(device, "IL_VERSION", "") or ""
    return tuple(v for v in il.split() if v)


def _vendor_work_group_multiple(info: DeviceInfo, device: Any) -> int | None:
    warp = _info(device, "WARP_SIZE_NV", None)
    if warp:
        return int(warp)
    wavefront = _info(device, "WAVEFRONT_WIDTH_AMD", None)
    if wavefront:
        return int(wavefront)
    vendor = info.vendor.lower()
    if "nvidia" in vendor:
        return 32
    if "advanced micro devices" in vendor or vendor.startswith("amd"):
        return 64 if info.device_type == "gpu" else None
    return None


def _probe(cl: ModuleType, device: Any) -> tuple[int | None, str]:
    """(preferred work-group multiple, compile problem) from building a tiny kernel."""
    try:
        context = cl.Context([device])
    except Exception as exc:
        return None, f"cannot create a context: {exc}"
    try:
        program = cl._cl._Program(context, _PROBE_SOURCE)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            program.build(b"", [device])
        kernel = cl.Kernel(program, "polyoff_probe")
        multiple = kernel.get_work_group_info(
            cl.kernel_work_group_info.PREFERRED_WORK_GROUP_SIZE_MULTIPLE, device
        )
        return int(multiple), ""
    except Exception as exc:
        lines = [ln.strip() for ln in str(exc).splitlines() if "error" in ln.lower()]
        return None, (lines[-1] if lines else str(exc).strip().splitlines()[0])[:300]


_PROBE_CHILD = """
import json, sys
from polyoff_runtime import devices
cl = devices.import_pyopencl()
out = {}
for p_index, (platform, devs) in enumerate(devices.opencl_platforms()):
    for d_index, device in enumerate(devs):
        out[f"opencl:{p_index}:{d_index}"] = devices._probe(cl, device)
json.dump(out, sys.stdout)
"""


def _probe_results(keys: list[str]) -> dict[str, tuple[int | None, str]]:
    """Probe every OpenCL device in a child process, cached on disk.

    Building a kernel starts a driver's compiler (its own copy of LLVM, for
    pocl and Intel's runtime alike); doing that for every driver inside the
    user's process made later builds on Intel's runtime fail now and then.
    The child does it once per set of drivers; the result is kept in the
    cache directory, keyed by the drivers' names and versions.
    """
    import hashlib
    import json
    import os
    import subprocess
    import sys

    digest = hashlib.sha256("\n".join(keys).encode()).hexdigest()[:24]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = os.path.join(base, "polyoff", "probes", f"{digest}.json")
    try:
        with open(path) as f:
            return {k: tuple(v) for k, v in json.load(f).items()}
    except (OSError, ValueError):
        pass
    try:
        proc = subprocess.run([sys.executable, "-c", _PROBE_CHILD], capture_output=True, text=True,
                              timeout=300, env=dict(os.environ))
        results = json.loads(proc.stdout) if proc.returncode == 0 else {}
    except (OSError, ValueError, subprocess.TimeoutExpired) as exc:
        logger.info("probing OpenCL devices in a child process failed: %s", exc)
        results = {}
    if not results:
        return {}
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w") as f:
            json.dump(results, f)
        os.replace(tmp, path)
    except OSError as exc:
        logger.info("cannot cache device probes in %s: %s", path, exc)
    return {k: tuple(v) for k, v in results.items()}


def _list_opencl(probe: bool) -> list[DeviceInfo]:
    cl = import_pyopencl()
    if cl is None:
        return []
    infos = []
    for p_index, (platform, devices) in enumerate(opencl_platforms()):
        for d_index, device in enumerate(devices):
            try:
                fp64 = bool(_info(device, "DOUBLE_FP_CONFIG", 0)) or "cl_khr_fp64" in (
                    _info(device, "EXTENSIONS", "") or ""
                )
                cc_major = _info(device, "COMPUTE_CAPABILITY_MAJOR_NV", None)
                cc_minor = _info(device, "COMPUTE_CAPABILITY_MINOR_NV", None)
                info = DeviceInfo(
                    runtime="opencl",
                    spec=f"opencl:{p_index}:{d_index}",
                    platform=platform.name.strip(),
                    name=device.name.strip(),
                    vendor=device.vendor.strip(),
                    device_type=_device_type(cl, device),
                    driver_version=device.driver_version.strip(),
                    version=device.version.strip(),
                    il_versions=_il_versions(device),
                    host_unified_memory=bool(_info(device, "HOST_UNIFIED_MEMORY", False))
                    or device.type & cl.device_type.CPU != 0,
                    max_work_group_size=int(device.max_work_group_size),
                    max_work_item_sizes=tuple(int(s) for s in device.max_work_item_sizes),
                    local_mem_size=int(device.local_mem_size),
                    global_mem_size=int(device.global_mem_size),
                    compute_units=int(device.max_compute_units),
                    supports_fp64=fp64,
                    compute_capability=(int(cc_major), int(cc_minor))
                    if cc_major is not None and cc_minor is not None
                    else None,
                )
            except Exception as exc:
                logger.info("skipping OpenCL device %d:%d: %s", p_index, d_index, exc)
                continue
            multiple = _vendor_work_group_multiple(info, device)
            infos.append(replace(info, preferred_work_group_multiple=multiple))
    if probe and infos:
        keys = [f"{i.spec}|{i.platform}|{i.name}|{i.version}|{i.driver_version}" for i in infos]
        keys.append(os.environ.get("OCL_ICD_VENDORS", ""))
        probed = _probe_results(keys)
        for n, info in enumerate(infos):
            if info.spec not in probed:
                # No answer from the child: probe here (the old way).
                devices = opencl_platforms()[int(info.spec.split(":")[1])][1]
                probed[info.spec] = _probe(cl, devices[int(info.spec.split(":")[2])])
            measured, problem = probed[info.spec]
            if problem:
                logger.info("%s cannot build OpenCL C: %s", info.describe(), problem)
            infos[n] = replace(info, preferred_work_group_multiple=measured or info.preferred_work_group_multiple,
                               compile_problem=problem)
    return infos


# --------------------------------------------------------------------------
# CUDA


def import_pycuda_driver() -> ModuleType | None:
    """``pycuda.driver`` after ``cuInit``; ``None`` (logged) without pycuda or a driver."""
    try:
        import pycuda.driver as driver
    except Exception as exc:
        logger.info("CUDA unavailable: cannot import pycuda: %s", exc)
        return None
    try:
        driver.init()
    except Exception as exc:
        logger.info("CUDA unavailable: cuInit failed: %s", exc)
        return None
    return driver


def _list_cuda() -> list[DeviceInfo]:
    driver = import_pycuda_driver()
    if driver is None:
        return []
    attr = driver.device_attribute
    infos = []
    try:
        count = driver.Device.count()
        version = driver.get_driver_version()
    except Exception as exc:
        logger.info("CUDA unavailable: %s", exc)
        return []
    for index in range(count):
        try:
            device = driver.Device(index)
            a = device.get_attributes()
            infos.append(
                DeviceInfo(
                    runtime="cuda",
                    spec=f"cuda:{index}",
                    platform="CUDA",
                    name=device.name(),
                    vendor="NVIDIA Corporation",
                    device_type="gpu",
                    driver_version=f"{version // 1000}.{version % 1000 // 10}",
                    version="CUDA {}.{}".format(*device.compute_capability()),
                    il_versions=(),
                    host_unified_memory=bool(a.get(attr.INTEGRATED, 0)),
                    max_work_group_size=int(a[attr.MAX_THREADS_PER_BLOCK]),
                    max_work_item_sizes=(
                        int(a[attr.MAX_BLOCK_DIM_X]),
                        int(a[attr.MAX_BLOCK_DIM_Y]),
                        int(a[attr.MAX_BLOCK_DIM_Z]),
                    ),
                    local_mem_size=int(a[attr.MAX_SHARED_MEMORY_PER_BLOCK]),
                    global_mem_size=int(device.total_memory()),
                    compute_units=int(a[attr.MULTIPROCESSOR_COUNT]),
                    supports_fp64=True,
                    compute_capability=tuple(device.compute_capability()),
                    preferred_work_group_multiple=int(a[attr.WARP_SIZE]),
                )
            )
        except Exception as exc:
            logger.info("skipping CUDA device %d: %s", index, exc)
    return infos


# --------------------------------------------------------------------------
# Selection


def list_devices(runtime: str | None = None, *, refresh: bool = False) -> list[DeviceInfo]:
    """Every usable-looking device of ``runtime`` (``opencl``, ``cuda``, or both).

    OpenCL devices are probed once per process by building a tiny kernel
    (which measures the preferred work-group multiple and finds drivers that
    cannot compile here; see :attr:`DeviceInfo.compile_problem`). Results are
    cached; ``refresh=True`` lists again. Never raises for a missing driver.
    """
    if runtime not in (None, *RUNTIMES):
        raise ValueError(f"runtime must be one of {RUNTIMES} or None, not {runtime!r}")
    result: list[DeviceInfo] = []
    for rt in RUNTIMES if runtime is None else (runtime,):
        with _lock:
            if refresh or rt not in _device_cache:
                lister = _list_opencl if rt == "opencl" else _list_cuda
                try:
                    found = lister(True) if rt == "opencl" else lister()
                except Exception as exc:  # a driver failing in an unforeseen way
                    logger.warning("listing %s devices failed: %s", rt, exc)
                    found = []
                _device_cache[rt] = tuple(found)
            result.extend(_device_cache[rt])
    return result


def _rank(info: DeviceInfo) -> tuple[int, int]:
    """Lower is better: GPUs, then Intel's CPU runtime, then pocl, then the rest."""
    if info.device_type == "gpu":
        return (0, 0 if info.runtime == "cuda" else 1)
    if info.is_intel:
        return (1, 0)
    if info.is_pocl:
        return (2, 0)
    return (3, 0)


def _matches(info: DeviceInfo, selector: str) -> bool:
    s = selector.lower()
    if s in ("pocl", "portable"):
        return info.is_pocl
    if s == "intel":
        return info.is_intel
    if s == "nvidia":
        return info.is_nvidia
    if s in ("gpu", "cpu", "accelerator"):
        return info.device_type == s
    return s in info.platform.lower() or s in info.name.lower()


def select_device(runtime: str | None = None, spec: str | None = None) -> DeviceInfo | None:
    """The device to run kernels on, or ``None`` (logged why) to stay on the CPU.

    Args:
        runtime: ``opencl``, ``cuda``, ``None`` for either, ``none`` for no device.
        spec: a selector; ``None`` reads ``POLYOFF_DEVICE`` and, when that is
            unset too, picks the best device: a GPU if any, else Intel's CPU
            runtime (it takes SPIR-V and is faster), else pocl. Selectors:
            ``opencl:P:D``, ``cuda:N``, ``pocl``, ``intel``, ``nvidia``,
            ``gpu``/``cpu``, or a case-insensitive substring of the platform or
            device name.
    """
    if runtime == "none":
        return None
    if spec is None:
        spec = os.environ.get(DEVICE_ENV) or None
    devices = list_devices(runtime)
    if not devices:
        logger.info("no %s device found; kernels will not be offloaded", runtime or "OpenCL/CUDA")
        return None
    if spec is None:
        usable = [d for d in devices if d.usable]
        if not usable:
            logger.info(
                "no usable device: %s",
                "; ".join(f"{d.describe()}: {d.compile_problem}" for d in devices),
            )
            return None
        return min(usable, key=_rank)
    exact = [d for d in devices if d.spec == spec.lower()]
    candidates = exact or sorted((d for d in devices if _matches(d, spec)), key=_rank)
    if not candidates:
        logger.warning(
            "no device matches %r; devices: %s", spec, "; ".join(d.describe() for d in devices)
        )
        return None
    chosen = next((d for d in candidates if d.usable), candidates[0])
    if not chosen.usable:
        logger.warning(
            "%s cannot build kernels here: %s", chosen.describe(), chosen.compile_problem
        )
    return chosen


def default_target(device: DeviceInfo) -> str:
    """``nvptx`` for CUDA, ``spirv`` where the device takes SPIR-V, else ``opencl_c``."""
    if device.runtime == "cuda":
        return "nvptx"
    if device.takes_spirv:
        return "spirv"
    return "opencl_c"
