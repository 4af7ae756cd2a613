"""The CUDA backend (pycuda). GPU tests skip cleanly without pycuda or a device.

The PTX is produced here with llvmlite's NVPTX backend; where ``ptxas`` is
installed it is validated even on machines without a GPU.
"""

from __future__ import annotations

import ctypes
import shutil
import subprocess
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest
from abi_fixtures import LAUNCH_TWICE_HOST, SAXPY_HOST, SAXPY_INFO, module
from polyoff_runtime import (
    DeviceError,
    JitProgram,
    KernelModule,
    Program,
    Session,
    abi,
    list_devices,
    select_device,
)

SAXPY_NVPTX_IR = """
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define ptx_kernel void @saxpy(ptr %x, ptr %y, float %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %exit
body:
  %i64 = sext i32 %i to i64
  %px = getelementptr float, ptr %x, i64 %i64
  %py = getelementptr float, ptr %y, i64 %i64
  %vx = load float, ptr %px
  %vy = load float, ptr %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py
  br label %exit
exit:
  ret void
}
"""


def saxpy_ptx() -> bytes:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    mod = llvm.parse_assembly(SAXPY_NVPTX_IR)
    mod.verify()
    tm = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine(
        cpu="sm_75", features="+ptx70", opt=2
    )
    mod.data_layout = str(tm.target_data)
    return tm.emit_assembly(mod).encode()


def _pycuda_missing() -> bool:
    try:
        import pycuda.driver  # noqa: F401
    except ImportError:
        return True
    return False


def test_ptx_is_valid(tmp_path: Path) -> None:
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        pytest.skip("ptxas is not installed")
    source = tmp_path / "saxpy.ptx"
    source.write_bytes(saxpy_ptx())
    result = subprocess.run(
        [ptxas, "-arch=sm_75", str(source), "-o", str(tmp_path / "saxpy.cubin")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_cuda_backend_without_pycuda_fails_cleanly() -> None:
    if not _pycuda_missing():
        pytest.skip("pycuda is installed")
    from polyoff_runtime.cuda import CUDABackend
    from polyoff_runtime.stats import StatsCollector

    assert list_devices("cuda") == []
    fake = next(iter(list_devices("opencl")), None)
    if fake is not None:
        with pytest.raises(DeviceError):
            CUDABackend(fake, StatsCollector())
    program = Program(module(SAXPY_HOST), KernelModule("nvptx", saxpy_ptx(), (SAXPY_INFO,)))
    with Session(program, runtime="cuda") as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "no usable device" in session.stats().last_error


@pytest.fixture
def cuda_device():
    if _pycuda_missing():
        pytest.skip("pycuda is not installed")
    device = select_device("cuda")
    if device is None:
        pytest.skip("no CUDA device")
    return device


SAXPY_FN = ctypes.CFUNCTYPE(
    ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_float, ctypes.c_int32
)


@pytest.mark.gpu
@pytest.mark.parametrize("zero_copy", ["on", "off"])
def test_cuda_saxpy(cuda_device, zero_copy: str) -> None:
    program = Program(
        module(SAXPY_HOST, LAUNCH_TWICE_HOST), KernelModule("nvptx", saxpy_ptx(), (SAXPY_INFO,))
    )
    with (
        Session(program, device=cuda_device, zero_copy=zero_copy) as session,
        JitProgram(program, session) as jit,
    ):
        saxpy = SAXPY_FN(jit.function_address("saxpy_host"))
        for n in (1, 1000, 100_003):
            rng = np.random.default_rng(n)
            x = rng.random(n, dtype=np.float32)
            y = rng.random(n, dtype=np.float32)
            expected = np.float32(2.5) * x + y
            assert saxpy(x.ctypes.data, y.ctypes.data, 2.5, n) == 0
            # PTX from LLVM without contraction flags: no FMA, bit-identical.
            assert np.array_equal(y, expected)
        twice = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32)(
            jit.function_address("launch_twice_host")
        )
        y = np.ones(64, dtype=np.float32)
        status = twice(y.ctypes.data, 64, 9)
        assert status == 50 + (
            abi.FAIL_DIRTY if session.stats().zero_copy_buffers else abi.FAIL_CLEAN
        )
        stats = session.stats()
    assert stats.builds == 1 and stats.kernels[0].launches == 4
    assert stats.kernels[0].seconds > 0
    if zero_copy == "off":
        assert stats.bytes_out == 4 * (1 + 1000 + 100_003)


@pytest.mark.gpu
def test_cuda_device_info(cuda_device) -> None:
    assert cuda_device.runtime == "cuda" and cuda_device.spec == "cuda:0"
    assert cuda_device.compute_capability is not None
    assert cuda_device.preferred_work_group_multiple == 32
    assert cuda_device.max_work_group_size >= 1024


class _FakeDriver:
    """The three driver entry points _HostRegistration binds, recording calls."""

    def __init__(self, register: int = 0, pointer: int = 0) -> None:
        self.calls: list[tuple] = []

        def entry(name, result, effect=None):
            def call(*args):
                self.calls.append((name, *args))
                if effect is not None:
                    effect(*args)
                return result
            return call

        def put_pointer(out, host, flags):
            out._obj.value = host + 0x1000

        self.cuMemHostRegister_v2 = entry("register", register)
        self.cuMemHostGetDevicePointer_v2 = entry("pointer", pointer, None if pointer else put_pointer)
        self.cuMemHostUnregister = entry("unregister", 0)


def test_host_registration_through_the_driver_library():
    """Zero-copy registers host memory through libcuda itself (pycuda's
    register_host_memory fails under NumPy 2); a refused range reports the
    driver's status and stays unregistered."""
    from polyoff_runtime.cuda import _HostRegistration

    lib = _FakeDriver()
    reg = _HostRegistration(lib)
    assert reg.register(0x7000, 4096) == (0, 0x8000)
    assert lib.calls[0] == ("register", 0x7000, 4096, _HostRegistration.DEVICEMAP)
    assert reg.unregister(0x7000) == 0 and lib.calls[-1] == ("unregister", 0x7000)
    refused = _FakeDriver(register=712)  # CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
    assert _HostRegistration(refused).register(0x7000, 8) == (712, 0)
    assert [c[0] for c in refused.calls] == ["register"]
    no_pointer = _FakeDriver(pointer=1)
    assert _HostRegistration(no_pointer).register(0x7000, 8) == (1, 0)
    assert [c[0] for c in no_pointer.calls] == ["register", "pointer", "unregister"]
