"""The OpenCL backend driven through the C ABI by JIT-compiled host code.

Every test here builds a Program from a hand-written host module (abi_fixtures) and
an OpenCL C kernel module, JIT-compiles the host module, calls its host
function through ctypes and compares with numpy.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
from abi_fixtures import (
    ACC2D_HOST,
    ACC2D_OPENCL_C,
    LAUNCH_TWICE_HOST,
    RAW_INIT_HOST,
    SAXPY_HOST,
    SAXPY_INFO,
    SAXPY_OPENCL_C,
    module,
    run_python,
)
from polyoff_runtime import (
    DeviceInfo,
    JitProgram,
    KernelArg,
    KernelInfo,
    KernelModule,
    Program,
    Session,
    abi,
    list_devices,
)

SAXPY_FN = ctypes.CFUNCTYPE(
    ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_float, ctypes.c_int32
)
ACC2D_FN = ctypes.CFUNCTYPE(
    ctypes.c_int32,
    ctypes.c_void_p,
    ctypes.c_void_p,
    ctypes.c_void_p,
    ctypes.c_double,
    ctypes.c_int64,
    ctypes.c_int64,
    ctypes.c_int64,
)
TWICE_FN = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32)

ACC2D_INFO = KernelInfo(
    "acc2d",
    (
        KernelArg("c", "buffer"),
        KernelArg("a", "buffer"),
        KernelArg("b", "buffer"),
        KernelArg("alpha", "f64"),
        KernelArg("ni", "i64"),
        KernelArg("nj", "i64"),
    ),
    (16, 4, 1),
)


def saxpy_program(kernels: KernelModule | None) -> Program:
    return Program(module(SAXPY_HOST, LAUNCH_TWICE_HOST, RAW_INIT_HOST), kernels)


def run_saxpy(
    jit: JitProgram, n: int, a: float = 2.5, seed: int = 0
) -> tuple[int, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = rng.random(n, dtype=np.float32)
    y = rng.random(n, dtype=np.float32)
    expected = np.float32(a) * x + y
    saxpy = SAXPY_FN(jit.function_address("saxpy_host"))
    status = saxpy(x.ctypes.data, y.ctypes.data, a, n)
    return status, y, expected


@pytest.mark.parametrize("zero_copy", ["on", "off", "auto"])
def test_saxpy(cl_device: DeviceInfo, saxpy_module: KernelModule, zero_copy: str) -> None:
    program = saxpy_program(saxpy_module)
    with (
        Session(program, device=cl_device, zero_copy=zero_copy) as session,
        JitProgram(program, session) as jit,
    ):
        for n in (1, 1000, 4099):
            status, y, expected = run_saxpy(jit, n, seed=n)
            assert status == 0
            assert np.array_equal(y, expected)  # FP_CONTRACT OFF: bit-identical
        stats = session.stats()
    assert stats.status == "ready" and stats.builds == 1
    assert stats.kernels[0].launches == 3 and stats.kernels[0].seconds > 0
    assert stats.buffers == 6
    assert stats.scops[0].offloaded == 3
    if zero_copy == "off":
        assert stats.zero_copy_buffers == 0
        assert stats.bytes_in == 2 * 4 * (1 + 1000 + 4099)
        assert stats.bytes_out == 4 * (1 + 1000 + 4099) and stats.copies_out == 3
    else:  # CPU devices share host memory, so auto means zero-copy too
        assert stats.zero_copy_buffers == 6
        assert stats.copies_in == stats.copies_out == 0
        assert stats.maps_in == 6 and stats.maps_out == 3


def run_acc2d(program: Program, device: DeviceInfo, zero_copy: str = "auto") -> None:
    """Run ACC2D_HOST's acc2d_host and check its result and statistics."""
    ni, nj, steps, alpha = 37, 53, 5, 1.25
    rng = np.random.default_rng(1)
    a = rng.random((ni, nj))
    b = rng.random((nj, ni))
    c = rng.random((ni, nj))
    expected = c.copy()
    for _ in range(steps):
        expected = expected + alpha * a * b.T
    got = c.copy()
    with (
        Session(program, device=device, zero_copy=zero_copy) as session,
        JitProgram(program, session) as jit,
    ):
        fn = ACC2D_FN(jit.function_address("acc2d_host"))
        assert fn(got.ctypes.data, a.ctypes.data, b.ctypes.data, alpha, ni, nj, steps) == 0
        stats = session.stats()
    assert np.array_equal(got, expected), zero_copy
    assert stats.kernels[0].launches == steps
    assert stats.scops[0].scop == 1 and stats.scops[0].offloaded == 1


def test_2d_kernel_in_a_host_loop(cl_device: DeviceInfo) -> None:
    if not cl_device.supports_fp64:
        pytest.skip("no fp64")
    kernels = KernelModule("opencl_c", ACC2D_OPENCL_C, (ACC2D_INFO,))
    program = Program(module(ACC2D_HOST), kernels)
    for zero_copy in ("on", "off"):
        run_acc2d(program, cl_device, zero_copy)


def test_init_builds_once(cl_device: DeviceInfo, saxpy_module: KernelModule) -> None:
    program = saxpy_program(saxpy_module)
    with Session(program, device=cl_device) as session, JitProgram(program, session) as jit:
        raw_init = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64)(
            jit.function_address("raw_init")
        )
        assert session.stats().status == "not started"
        for _ in range(3):
            assert raw_init(session.prog_id) == abi.OK
        run_saxpy(jit, 10)
        assert session.stats().builds == 1


def test_build_failure_falls_back_cleanly(cl_device: DeviceInfo) -> None:
    broken = KernelModule(
        "opencl_c", b"__kernel void saxpy(__global float *x) { x[0] = ; }", (SAXPY_INFO,)
    )
    program = saxpy_program(broken)
    with Session(program, device=cl_device) as session, JitProgram(program, session) as jit:
        for _ in range(2):
            status, y, expected = run_saxpy(jit, 100)
            assert status == 10 * 1 + abi.FAIL_CLEAN  # step 1 is init
            assert not np.array_equal(y, expected)  # untouched: the CPU code would run
        stats = session.stats()
    assert stats.status.startswith("failed: init:") and "failed to build" in stats.status
    assert stats.builds == 0 and stats.buffers == 0
    assert stats.failures == 1  # the second init did not try again


def test_kernel_argument_mismatch_fails_init(cl_device: DeviceInfo) -> None:
    wrong = KernelModule(
        "opencl_c",
        SAXPY_OPENCL_C,
        (KernelInfo("saxpy", (KernelArg("x", "buffer"),), (64, 1, 1)),),
    )
    with Session(saxpy_program(wrong), device=cl_device) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "takes 4 arguments" in session.stats().last_error


def test_block_larger_than_device_fails_init(cl_device: DeviceInfo) -> None:
    too_big = KernelModule(
        "opencl_c",
        SAXPY_OPENCL_C,
        (KernelInfo("saxpy", SAXPY_INFO.args, (cl_device.max_work_group_size * 2, 1, 1)),),
    )
    with Session(saxpy_program(too_big), device=cl_device) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "threads" in session.stats().last_error


def test_missing_kernel_fails_init(cl_device: DeviceInfo) -> None:
    renamed = KernelModule(
        "opencl_c", SAXPY_OPENCL_C, (KernelInfo("nosuchkernel", SAXPY_INFO.args, (64, 1, 1)),)
    )
    with Session(saxpy_program(renamed), device=cl_device) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "nosuchkernel" in session.stats().last_error


@pytest.mark.parametrize(("zero_copy", "status"), [("off", abi.FAIL_CLEAN), ("on", abi.FAIL_DIRTY)])
def test_out_of_range_kernel(
    cl_device: DeviceInfo, saxpy_module: KernelModule, zero_copy: str, status: int
) -> None:
    program = saxpy_program(saxpy_module)
    with (
        Session(program, device=cl_device, zero_copy=zero_copy) as session,
        JitProgram(program, session) as jit,
    ):
        twice = TWICE_FN(jit.function_address("launch_twice_host"))
        y = np.ones(100, dtype=np.float32)
        # Step 5 is the second launch: clean when only device copies were
        # written, dirty once a kernel may have written y in place.
        assert twice(y.ctypes.data, 100, 7) == 10 * 5 + status
        assert "kernel index 7 out of range" in session.stats().last_error
        if zero_copy == "off":
            assert np.all(y == 1)  # the CPU code may run on untouched data
        # A good run afterwards still works (y is doubled, with zero-copy on
        # top of the first, partial run's doubling).
        for handle in list(session._buffers):
            assert session.free(handle) == abi.OK
        before = y.copy()
        assert twice(y.ctypes.data, 100, 0) == 0
        assert np.array_equal(y, before * 4)


def test_negative_grid_and_empty_grid(cl_device: DeviceInfo, saxpy_module: KernelModule) -> None:
    with Session(saxpy_program(saxpy_module), device=cl_device, zero_copy="off") as session:
        assert session.init() == abi.OK
        y = np.zeros(4, dtype=np.float32)
        status, handle = session.alloc(y.ctypes.data, y.nbytes, abi.BUF_READ | abi.BUF_WRITE)
        assert status == abi.OK and handle > 0
        slots = [handle, handle, 0, 4]
        assert session.launch(0, [0, 1, 1], slots) == abi.OK  # launches nothing
        assert session.launch(0, [-1, 1, 1], slots) == abi.FAIL_CLEAN
        assert session.launch(0, [1, 1, 1], slots[:3]) == abi.FAIL_CLEAN
        assert session.launch(0, [1, 1, 1], [handle + 5, handle, 0, 4]) == abi.FAIL_CLEAN
        assert session.copy_in(handle + 5) == abi.FAIL_CLEAN
        assert session.free(handle) == abi.OK
        assert session.free(handle) == abi.FAIL_CLEAN
        assert session.stats().kernels[0].launches == 0


def test_zero_byte_buffer(cl_device: DeviceInfo, saxpy_module: KernelModule) -> None:
    with Session(saxpy_program(saxpy_module), device=cl_device) as session:
        assert session.init() == abi.OK
        status, handle = session.alloc(0, 0, abi.BUF_READ)
        assert status == abi.OK
        assert session.copy_in(handle) == abi.OK
        assert session.copy_out(handle) == abi.OK
        assert session.free(handle) == abi.OK
        # A null host range is a device-only buffer: usable by kernels, but
        # there is nothing to copy.
        status, device_only = session.alloc(0, 16, abi.BUF_READ | abi.BUF_WRITE)
        assert status == abi.OK
        assert session.copy_in(device_only) == abi.FAIL_CLEAN
        assert session.free(device_only) == abi.OK


def test_calls_before_init_fail_cleanly(saxpy_module: KernelModule) -> None:
    with Session(saxpy_program(saxpy_module), runtime="opencl") as session:
        y = np.zeros(4, dtype=np.float32)
        assert session.alloc(y.ctypes.data, 16, abi.BUF_READ)[0] == abi.FAIL_CLEAN
        assert session.sync() == abi.FAIL_CLEAN
        assert "not initialised" in session.stats().last_error


def test_runtime_none_and_no_kernels(saxpy_module: KernelModule) -> None:
    with (
        Session(saxpy_program(saxpy_module), runtime="none") as session,
        JitProgram(session.program, session) as jit,
    ):
        status, _y, _expected = run_saxpy(jit, 10)
        assert status == 10 + abi.FAIL_CLEAN
        assert session.stats().status == "disabled"
    with Session(saxpy_program(None)) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "no kernels" in session.stats().status


def test_spirv_rejected_without_il_support() -> None:
    no_il = [d for d in list_devices("opencl") if not d.il_versions]
    if not no_il:
        pytest.skip("every OpenCL device here takes SPIR-V")
    kernels = KernelModule("spirv", b"\x03\x02\x23\x07" + bytes(16), (SAXPY_INFO,))
    with Session(saxpy_program(kernels), device=no_il[0]) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "does not accept SPIR-V" in session.stats().last_error


def test_unknown_program_id_fails_cleanly(saxpy_module: KernelModule) -> None:
    program = saxpy_program(saxpy_module)
    with JitProgram(program) as jit:
        raw_init = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64)(
            jit.function_address("raw_init")
        )
        assert raw_init(987654321) == abi.FAIL_CLEAN


def test_two_programs_dispatch_to_their_own_sessions(
    cl_device: DeviceInfo, saxpy_module: KernelModule
) -> None:
    program_a = saxpy_program(saxpy_module)
    program_b = saxpy_program(KernelModule("opencl_c", b"syntax error", (SAXPY_INFO,)))
    with Session(program_a, device=cl_device) as sa, Session(program_b, device=cl_device) as sb:
        assert sa.prog_id != sb.prog_id
        with JitProgram(program_a, sa) as ja, JitProgram(program_b, sb) as jb:
            for _ in range(2):
                assert run_saxpy(jb, 50)[0] == 10 + abi.FAIL_CLEAN
                status, y, expected = run_saxpy(ja, 50)
                assert status == 0 and np.array_equal(y, expected)
        assert sa.stats().kernels[0].launches == 2 and sa.stats().status == "ready"
        assert sb.stats().status.startswith("failed")


def test_note_counts_events(saxpy_module: KernelModule) -> None:
    with Session(saxpy_program(saxpy_module), runtime="none") as session:
        for scop, event in [
            (0, abi.EVENT_CHECK_FAILED),
            (0, abi.EVENT_CHECK_FAILED),
            (2, abi.EVENT_TOO_SMALL),
            (2, abi.EVENT_DEVICE_FAILED),
            (2, 99),
        ]:
            session.note(scop, event)
        scops = {s.scop: s for s in session.stats().scops}
    assert scops[0].check_failed == 2 and scops[0].offloaded == 0
    assert scops[2].too_small == 1 and scops[2].device_failed == 1 and scops[2].other == 1
    as_dict = session.stats().to_dict()
    assert as_dict["scops"][1]["too_small"] == 1


def test_copy_out_failure_is_fatal(cl_device: DeviceInfo) -> None:
    code = f"""
import sys
from abi_fixtures import FATAL_MAIN, SAXPY_OPENCL_C, module
from polyoff_runtime import *
info = KernelInfo("saxpy", tuple(KernelArg(n, k) for n, k in
                  [("x", "buffer"), ("y", "buffer"), ("a", "f32"), ("n", "i32")]), (64, 1, 1))
program = Program(module(FATAL_MAIN), KernelModule("opencl_c", SAXPY_OPENCL_C, (info,)))
session = Session(program, device_spec={cl_device.spec!r}, runtime="opencl")
jit = JitProgram(program, session)
print("python before", flush=True)
sys.exit(jit.run_main(["prog"]) + 100)
"""
    result = run_python(code)
    assert result.returncode == abi.EXIT_DEVICE_FATAL, result.stderr
    assert result.stdout == "python before\nbefore\n"
    assert "fatal device error" in result.stderr
    assert "no live buffer 999" in result.stderr
    assert "partial results" in result.stderr


def test_build_options() -> None:
    from polyoff_runtime.opencl import build_options

    def opts(target: str, extra: str = "") -> list[str]:
        return build_options(KernelModule(target, b"", (), build_options=extra))

    assert opts("opencl_c") == ["-w", "-cl-fp32-correctly-rounded-divide-sqrt"]
    assert opts("spirv", "-cl-std=CL2.0") == [
        "-w",
        "-cl-fp32-correctly-rounded-divide-sqrt",
        "-cl-std=CL2.0",
    ]
    assert opts("opencl_c", "-cl-fast-relaxed-math") == ["-w", "-cl-fast-relaxed-math"]
    assert opts("nvptx") == []


def test_division_and_sqrt_round_as_on_the_host(cl_device: DeviceInfo) -> None:
    source = b"""
    __kernel void divsqrt(__global const float *a, __global const float *b, __global float *c) {
        int i = get_global_id(0);
        c[i] = a[i] / b[i] + sqrt(a[i]);
    }
    """
    info = KernelInfo(
        "divsqrt",
        (KernelArg("a", "buffer"), KernelArg("b", "buffer"), KernelArg("c", "buffer")),
        (64, 1, 1),
    )
    n = 1 << 16
    rng = np.random.default_rng(3)
    a = rng.random(n, dtype=np.float32) * 1000 + np.float32(1e-3)
    b = rng.random(n, dtype=np.float32) * 3 + np.float32(1e-3)
    c = np.zeros(n, dtype=np.float32)
    program = Program(module(SAXPY_HOST), KernelModule("opencl_c", source, (info,)))
    with Session(program, device=cl_device) as session:
        assert session.init() == abi.OK
        handles = []
        for array, flags in ((a, abi.BUF_READ), (b, abi.BUF_READ), (c, abi.BUF_WRITE)):
            status, handle = session.alloc(array.ctypes.data, array.nbytes, flags)
            assert status == abi.OK and session.copy_in(handle) == abi.OK
            handles.append(handle)
        assert session.launch(0, [n // 64, 1, 1], handles) == abi.OK
        assert session.copy_out(handles[2]) == abi.OK
        for handle in handles:
            assert session.free(handle) == abi.OK
    assert np.array_equal(c, a / b + np.sqrt(a))


def test_pocl_code_is_generated_at_build_time(cl_device: DeviceInfo, tmp_path, monkeypatch) -> None:
    # pocl generates a kernel's machine code at its first launch; the build
    # has it done beforehand (in a child), so the program's run does not pay
    # it: the kernel cache holds the launch's specialisation before any launch.
    monkeypatch.setenv("POCL_CACHE_DIR", str(tmp_path / "pocl"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("POCL_KERNEL_CACHE", raising=False)
    kernels = KernelModule("opencl_c", ACC2D_OPENCL_C, (ACC2D_INFO,))
    program = Program(module(ACC2D_HOST), kernels)
    with Session(program, device=cl_device) as session:
        assert session.init() == abi.OK
        built = sorted(p.parent.name for p in (tmp_path / "pocl").rglob("acc2d.so"))
    warm = tmp_path / "cache" / "polyoff" / "pocl-warm"
    if not cl_device.is_pocl:  # Intel's runtime compiles at build time itself
        assert not warm.exists()
        return
    assert built == ["16-4-1-goffs0-smallgrid"]
    markers = list(warm.iterdir())
    assert len(markers) == 1 and markers[0].read_text().strip() == "warmed"
    # the marker spares a second build the child
    with Session(program, device=cl_device) as session:
        assert session.init() == abi.OK


def test_intel_programs_start_from_their_stored_binary(intel_device: DeviceInfo, tmp_path, monkeypatch) -> None:
    # Intel's runtime compiles at every build; the binary it hands back is
    # kept (polyoff_runtime.binaries) and a later build of the same module
    # starts from it, with the same results. A binary the driver refuses is
    # dropped and the module built from source.
    from polyoff_runtime import binaries

    monkeypatch.setenv("POLYOFF_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("POLYOFF_BINARY_CACHE", raising=False)
    stored = []
    real_load = binaries.load
    monkeypatch.setattr(binaries, "load", lambda key: stored.append(key) or real_load(key))
    kernels = KernelModule("opencl_c", ACC2D_OPENCL_C, (ACC2D_INFO,))
    program = Program(module(ACC2D_HOST), kernels)
    entries = tmp_path / "cache" / "binaries"

    def build_and_run() -> None:
        run_acc2d(program, intel_device)

    build_and_run()
    [entry] = list(entries.glob("*.bin"))
    assert stored and real_load(stored[-1]) is not None
    build_and_run()  # from the binary
    assert len(stored) == 2 and entry.exists()
    entry.write_bytes(binaries.MAGIC + b"0" * 64 + b"not a binary")  # fails its HMAC: dropped
    build_and_run()
    assert entry.exists() and real_load(stored[-1]) is not None  # built again and stored again
    monkeypatch.setenv("POLYOFF_BINARY_CACHE", "0")
    entry.unlink()
    build_and_run()
    assert not entry.exists()


def test_intel_compiler_crash_is_a_build_error(intel_device: DeviceInfo, tmp_path, monkeypatch) -> None:
    # A module is built in a child first (polyoff_runtime.binaries): Intel's
    # compiler has aborted whole processes; in the child an abort is a build
    # error, the session's init fails cleanly (the program runs on the CPU)
    # and this process goes on. A child whose build merely fails hands the
    # build back to this process, which gives the driver's own error.
    from polyoff_runtime import binaries

    monkeypatch.setenv("POLYOFF_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("POLYOFF_BINARY_CACHE", raising=False)
    program = saxpy_program(KernelModule("opencl_c", SAXPY_OPENCL_C, (SAXPY_INFO,)))
    monkeypatch.setenv("POLYOFF_BUILD_IN_CHILD", "1")
    monkeypatch.setattr(binaries, "_CHILD", "import os; os.abort()")
    with Session(program, device=intel_device) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "compiler crashed" in session.stats().last_error
    monkeypatch.setattr(binaries, "_CHILD", "import sys; sys.exit(3)")
    with Session(program, device=intel_device) as session:
        assert session.init() == abi.OK  # built here instead
    # A crash may not happen again: the next init builds once more (two
    # children), CRASH_RETRIES times; then the failure stands.
    tries = tmp_path / "tries"
    count = f"p = {str(tries)!r}; open(p, 'a').write('x'); n = len(open(p).read())"
    monkeypatch.setattr(binaries, "_CHILD", f"import os; {count}; os.abort()")
    monkeypatch.setenv("POLYOFF_CACHE_DIR", str(tmp_path / "cache2"))  # not the binary stored above
    with Session(program, device=intel_device) as session:
        results = [session.init() for _ in range(Session.CRASH_RETRIES + 3)]
        assert results == [abi.FAIL_CLEAN] * len(results)
        assert len(tries.read_text()) == 2 * (1 + Session.CRASH_RETRIES)
    tries.unlink()
    monkeypatch.setattr(binaries, "_CHILD", f"import os, sys; {count}; os.abort() if n <= 2 else sys.exit(3)")
    monkeypatch.setenv("POLYOFF_CACHE_DIR", str(tmp_path / "cache3"))
    with Session(program, device=intel_device) as session:
        assert session.init() == abi.FAIL_CLEAN  # crashed twice
        assert session.init() == abi.OK  # the child's build fails as builds fail: built here
        assert session.init() == abi.OK and len(tries.read_text()) == 3
    broken = KernelModule("opencl_c", SAXPY_OPENCL_C.replace(b"{", b"{ syntax error", 1), (SAXPY_INFO,))
    with Session(saxpy_program(broken), device=intel_device) as session:
        assert session.init() == abi.FAIL_CLEAN
        assert "failed to build" in session.stats().last_error
