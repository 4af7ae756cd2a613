"""The direct entry (polyoff/direct.py): a call of a cached signature
reads its arrays in compiled code and skips the Python steps after the
signature's lookup; whatever those steps decide (a new size for the index
check, a copy, a read-only array, overlapping arrays) still goes the
general way. Each case compares the decorated calls with the undecorated
function, bit for bit."""

from __future__ import annotations

import sys
import warnings

import numpy as np
import pytest

import polyoff
from polyoff.direct import C_CONTIGUOUS, WRITEABLE, array_layout, direct_entry
from polyoff.offload import PythonFallbackWarning
from tests.conftest import device_available

RNG = np.random.default_rng(16)
offload_module = sys.modules["polyoff.offload"]


def shifted(A, B, n, scale):
    for i in range(n):
        for j in range(A.shape[1]):
            B[i, j] = A[i + 1, j] * scale + B[i, j]


def floor_divide_loop(A, n: int):
    for i in range(1, n):
        A[i] = 10 // (i - 2)


def halve_into(A, B):
    for i in range(A.shape[0]):
        B[i] = A[i] * 0.5 + B[i]


def _both(fn, *args):
    """(undecorated arrays, decorated function, its arrays): fresh copies."""
    ref = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    got = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    fn(*ref)
    return ref, got


def _no_general_path(monkeypatch):
    def boom(*args, **kwargs):
        raise AssertionError("took the general path")

    monkeypatch.setattr(offload_module.OffloadedFunction, "_invoke", boom)


def _same(ref: list, got: list) -> None:
    for a, b in zip(ref, got):
        if isinstance(a, np.ndarray):
            assert a.tobytes() == b.tobytes()


@pytest.mark.skipif(array_layout() is None, reason="no direct entry on this machine")
def test_cached_signature_calls_go_direct(monkeypatch):
    f = polyoff.offload(runtime="none")(shifted)
    A, B = RNG.random((6, 4)), RNG.random((5, 4))
    f(A.copy(), B.copy(), 5, 0.25)  # compiles, checks and publishes the size
    spec = next(iter(f._specs.values()))
    assert spec.direct is not None
    f(A.copy(), B.copy(), np.int64(5), np.float32(0.25))  # NumPy scalars: their own
    f(A.copy(), B.copy(), np.int32(5), np.float64(0.25))
    _no_general_path(monkeypatch)
    for n, scale in ((5, 0.25), (5, -2.0), (np.int64(5), np.float32(1.5)), (np.int32(5), np.float64(3.0))):
        ref, got = _both(shifted, A, B, n, scale)
        f(*got)
        _same(ref, got)
    assert sum(s.calls for s in f._specs.values()) == 7


@pytest.mark.skipif(array_layout() is None, reason="no direct entry on this machine")
def test_a_new_size_is_checked_once_then_goes_direct(monkeypatch):
    f = polyoff.offload(runtime="none")(shifted)
    f(RNG.random((6, 4)), RNG.random((5, 4)), 5, 0.5)
    A, B = RNG.random((9, 3)), RNG.random((8, 3))
    ref, got = _both(shifted, A, B, 8, 0.5)
    f(*got)  # another size: the general path checks it
    _same(ref, got)
    _no_general_path(monkeypatch)
    ref, got = _both(shifted, A, B, 8, 0.75)
    f(*got)
    _same(ref, got)
    with pytest.raises(AssertionError, match="general path"):
        f(A.copy(), B.copy(), 7, 0.5)  # n is part of the index check's key


def test_out_of_range_calls_still_run_python():
    f = polyoff.offload(runtime="none")(shifted)
    A, B = RNG.random((6, 4)), RNG.random((6, 4))
    f(A.copy(), B.copy(), 5, 0.5)
    f(A.copy(), B.copy(), 5, 0.5)
    got = B.copy()
    with warnings.catch_warnings(record=True) as caught, pytest.raises(IndexError):
        warnings.simplefilter("always")
        f(A.copy(), got, 6, 0.5)  # reads A[6]: Python raises where it would
    assert any(issubclass(w.category, PythonFallbackWarning) for w in caught)
    ref = B.copy()
    with pytest.raises(IndexError):
        shifted(A.copy(), ref, 6, 0.5)
    assert got.tobytes() == ref.tobytes()  # rows before the error written, as Python does


def test_what_the_general_path_decides_still_goes_there():
    f = polyoff.offload(runtime="none")(halve_into)
    A, B = RNG.random(10), RNG.random(10)
    for _ in range(2):
        ref, got = _both(halve_into, A, B)
        f(*got)
        _same(ref, got)
    # a non-contiguous input (passed as a copy), then a written array that
    # overlaps the input (the entry without noalias, in order)
    base = RNG.random(21)
    ref, got = base.copy(), base.copy()
    halve_into(ref[::2], np.zeros(11))
    f(got[::2], np.zeros(11))
    for views in (lambda x: (x[1:], x[:-1]), lambda x: (x[:-1], x[1:])):
        ref, got = base.copy(), base.copy()
        halve_into(*views(ref))
        f(*views(got))
        assert got.tobytes() == ref.tobytes()
    # a read-only array it writes: the undecorated function raises
    out = B.copy()
    out.flags.writeable = False
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PythonFallbackWarning)
        with pytest.raises(ValueError, match="read-only"):
            f(A, out)
    assert out.tobytes() == B.tobytes()


def test_exceptions_of_compiled_code_come_from_the_direct_call():
    f = polyoff.offload(runtime="none")(floor_divide_loop)
    for n in (2, 2):  # never divides by zero
        got, ref = np.zeros(6, np.int64), np.zeros(6, np.int64)
        f(got, n)
        floor_divide_loop(ref, n)
        assert got.tobytes() == ref.tobytes()
    for _ in range(2):
        got, ref = np.zeros(6, np.int64), np.zeros(6, np.int64)
        with pytest.raises(ZeroDivisionError) as raised:
            f(got, 6)
        assert "floor_divide_loop" in str(raised.value) or "test_direct.py" in str(raised.value)
        with pytest.raises(ZeroDivisionError):
            floor_divide_loop(ref, 6)
        assert got.tobytes() == ref.tobytes()


def test_array_layout_reads_what_numpy_says():
    layout = array_layout()
    if layout is None:
        pytest.skip("no direct entry on this machine")
    import ctypes

    data, dims, flags = layout
    for a in (np.zeros((4, 5)), np.zeros((4, 5)).T, np.arange(3, dtype=np.int32)[::-1]):
        assert ctypes.c_void_p.from_address(id(a) + data).value == a.ctypes.data
        extents = ctypes.c_void_p.from_address(id(a) + dims).value
        assert tuple((ctypes.c_int64 * a.ndim).from_address(extents)) == a.shape
        f = ctypes.c_int.from_address(id(a) + flags).value
        assert bool(f & C_CONTIGUOUS) == a.flags.c_contiguous
        assert bool(f & WRITEABLE) == a.flags.writeable


def test_direct_entry_tests_what_the_python_steps_tested():
    """The IR: flags of each array (writeable only where written), every
    key value, and overlap only for pairs with a written array."""
    text = direct_entry(
        "k", [(2, 8, False), (1, 4, True), (1, 8, False), "i32"], ((0, 0), (0, 1), (3, -1)),
        (16, 32, 64),
    )
    assert 'define i32 @"k.direct"(ptr %o0, ptr %o1, ptr %o2, i32 %s3)' in text
    assert "%o0.masked = and i32 %o0.flags, 1\n" in text
    assert "%o1.masked = and i32 %o1.flags, 1025\n" in text
    assert text.count("icmp eq i64 %k") == 3
    assert "%s3.wide = sext i32 %s3 to i64" in text
    assert "%ov0.1 " in text and "%ov1.2 " in text and "%ov0.2 " not in text
    assert 'call i32 @"k"(ptr %o0.data, i64 %o0.n0, i64 %o0.n1, ptr %o1.data, i64 %o1.n0, '\
        "ptr %o2.data, i64 %o2.n0, i32 %s3)" in text


def add_planes(A, B):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(A.shape[2]):
                B[i, j, k] = A[i, j, k] * 2.0 + B[i, j, k]


@pytest.mark.skipif(array_layout() is None, reason="no direct entry on this machine")
@pytest.mark.parametrize("cpu_faster", [True, False])
def test_device_sizes_go_direct_once_placed(monkeypatch, cpu_faster):
    """With a device session, a size goes direct once the measured placement
    has settled it (a fake clock decides), held on the CPU where that was
    faster: the runtime's counts say which way each direct call went."""
    if not device_available("pocl"):
        pytest.skip("no usable OpenCL device matching 'pocl'")
    ticks = iter([0.0, 1.0, 10.0, 10.1 if cpu_faster else 12.0])
    monkeypatch.setattr(offload_module._Placement, "clock", staticmethod(lambda: next(ticks)))
    f = polyoff.offload(device="pocl", target="opencl-c", min_compute=0, min_work_per_launch=0)(
        add_planes
    )
    A = RNG.uniform(size=(5, 6, 7))

    def call():
        B = RNG.uniform(size=(5, 6, 7))
        want = B.copy()
        add_planes(A, want)
        f(A, B)
        assert B.tobytes() == want.tobytes()

    for _ in range(3):
        call()  # as compiled, timed on the device, timed held on the CPU: settled
    _no_general_path(monkeypatch)
    events = f.report("dict")["signatures"][0]["run"]["scops"][0]
    for _ in range(2):
        call()
    after = f.report("dict")["signatures"][0]["run"]["scops"][0]
    if cpu_faster:
        assert (after["held"], after["offloaded"]) == (events["held"] + 2, events["offloaded"])
    else:
        assert (after["held"], after["offloaded"]) == (events["held"], events["offloaded"] + 2)
