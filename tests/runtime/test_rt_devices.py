"""Device discovery and selection, and the registration of pip-installed drivers."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from abi_fixtures import INTEL_LIB, run_python
from polyoff_runtime import DeviceInfo, default_target, list_devices, select_device


def test_pocl_is_listed() -> None:
    devices = list_devices("opencl")
    pocl = [d for d in devices if d.is_pocl]
    assert pocl, devices
    # Each pocl library is listed once although two loaders may name it (the
    # pip wheel's and a system one can both be present: distinct versions).
    keys = [(d.platform, d.version, d.name) for d in pocl]
    assert len(keys) == len(set(keys)), devices
    d = pocl[0]
    assert d.runtime == "opencl" and d.device_type == "cpu"
    assert d.spec.startswith("opencl:")
    assert d.host_unified_memory
    assert d.max_work_group_size >= 1 and len(d.max_work_item_sizes) == 3


def test_device_info_is_frozen() -> None:
    d = list_devices("opencl")[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.name = "x"  # type: ignore[misc]


def test_specs_are_unique_and_select_exactly() -> None:
    devices = list_devices()
    specs = [d.spec for d in devices]
    assert len(specs) == len(set(specs))
    for d in devices:
        assert select_device(None, d.spec) == d


def test_select_by_name() -> None:
    pocl = select_device("opencl", "pocl")
    assert pocl is not None and pocl.is_pocl
    assert select_device("opencl", "Portable Computing") == pocl
    assert select_device("opencl", "no such device anywhere") is None
    assert select_device("none") is None
    assert select_device("opencl", "cpu") is not None


def test_default_selection_prefers_a_usable_fast_device() -> None:
    chosen = select_device("opencl")
    usable = [d for d in list_devices("opencl") if d.usable]
    if not usable:
        assert chosen is None
        return
    assert chosen is not None and chosen.usable
    if any(d.is_intel for d in usable):
        assert chosen.is_intel


def test_polyoff_device_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLYOFF_DEVICE", "pocl")
    chosen = select_device("opencl")
    assert chosen is not None and chosen.is_pocl
    monkeypatch.setenv("POLYOFF_DEVICE", "no such device anywhere")
    assert select_device("opencl") is None


def test_no_cuda_is_not_an_error() -> None:
    try:
        import pycuda.driver  # noqa: F401
    except ImportError:
        assert list_devices("cuda") == []
        assert select_device("cuda") is None
    else:
        pytest.skip("pycuda is installed")


def test_bad_runtime_name() -> None:
    with pytest.raises(ValueError):
        list_devices("vulkan")


def _fake(runtime: str, il: tuple[str, ...]) -> DeviceInfo:
    return DeviceInfo(
        runtime=runtime,
        spec=f"{runtime}:0",
        platform="P",
        name="N",
        vendor="V",
        device_type="gpu",
        driver_version="1",
        version="1",
        il_versions=il,
        host_unified_memory=False,
        max_work_group_size=1024,
        max_work_item_sizes=(1024, 1024, 64),
        local_mem_size=49152,
        global_mem_size=1 << 30,
        compute_units=1,
        supports_fp64=True,
    )


def test_default_target() -> None:
    assert default_target(_fake("cuda", ())) == "nvptx"
    assert default_target(_fake("opencl", ("SPIR-V_1.2",))) == "spirv"
    assert default_target(_fake("opencl", ())) == "opencl_c"
    assert default_target(_fake("opencl", ())) == "opencl_c"
    for d in list_devices("opencl"):
        assert default_target(d) == ("spirv" if d.il_versions else "opencl_c")


_LIST_IN_CHILD = """
import json, os
from polyoff_runtime import list_devices, register_pip_opencl_drivers
first = register_pip_opencl_drivers()
second = register_pip_opencl_drivers()
print(json.dumps({
    "first": str(first), "second": str(second),
    "env": os.environ.get("OCL_ICD_VENDORS"),
    "platforms": [d.platform for d in list_devices("opencl")],
}))
"""


@pytest.mark.intel
def test_registration_makes_intel_and_pocl_visible(tmp_path: Path) -> None:
    if not INTEL_LIB.is_file():
        pytest.skip("Intel's CPU OpenCL runtime is not installed")
    env = {"XDG_CACHE_HOME": str(tmp_path), "OCL_ICD_VENDORS": ""}
    code = "import os; os.environ.pop('OCL_ICD_VENDORS', None)\n" + _LIST_IN_CHILD
    result = run_python(code, env=env)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    folder = Path(out["first"])
    assert out["second"] == out["first"] == out["env"]
    assert folder.parent == tmp_path / "polyoff" / "icd"
    contents = {p.name: p.read_text().strip() for p in folder.iterdir()}
    assert str(INTEL_LIB) in contents.values()
    assert any(v.endswith(".so") and "pocl" in v for v in contents.values())
    assert all(Path(v).is_absolute() for k, v in contents.items() if "system" not in k)
    names = out["platforms"]
    assert any("Intel" in n for n in names)
    pocl_platforms = [n for n in names if "Portable Computing Language" in n]
    assert pocl_platforms

    # A second process reuses the folder (same contents, same name).
    again = json.loads(run_python(code, env=env).stdout)
    assert again["first"] == out["first"]
    assert [p.name for p in folder.parent.iterdir() if not p.name.startswith(".")] == [folder.name]


def test_user_setting_is_respected(tmp_path: Path) -> None:
    # An empty vendors folder: the user's choice wins, and pyopencl's bundled
    # loader still finds its own pocl.
    vendors = tmp_path / "vendors"
    vendors.mkdir()
    result = run_python(_LIST_IN_CHILD, env={"OCL_ICD_VENDORS": str(vendors)})
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["first"] == "None" and out["env"] == str(vendors)
    assert not any("Intel" in n for n in out["platforms"])


def _cpu_device(platform: str, vendor: str, name: str) -> DeviceInfo:
    return DeviceInfo(
        runtime="opencl", spec="opencl:9:0", platform=platform, name=name, vendor=vendor,
        device_type="cpu", driver_version="1", version="OpenCL 3.0", il_versions=(),
        host_unified_memory=True, max_work_group_size=4096, max_work_item_sizes=(4096,) * 3,
        local_mem_size=32768, global_mem_size=1 << 30, compute_units=2, supports_fp64=True,
    )


def test_pocl_on_an_intel_cpu_is_not_intels_runtime() -> None:
    # pocl reports the CPU's vendor ("GenuineIntel") and a device name with
    # "Intel(R) Xeon(R)": neither makes it Intel's OpenCL runtime, whose
    # workarounds (volatile accumulators, uniform lanes) and `--device=intel`
    # belong to Intel's runtime alone.
    pocl = _cpu_device("Portable Computing Language", "GenuineIntel",
                       "pthread-Intel(R) Xeon(R) Processor")
    assert pocl.is_pocl and not pocl.is_intel
    intel = _cpu_device("Intel(R) OpenCL", "Intel(R) Corporation", "Intel(R) Xeon(R) Processor")
    assert intel.is_intel and not intel.is_pocl
