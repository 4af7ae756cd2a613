"""The direct entry of a compiled signature: the per-call steps that
follow the signature's lookup, done in the compiled code itself.

A call whose signature is cached used to pass through Python after the
lookup: each array's flags, address (the buffer protocol) and extents, the
index check's key, the overlap test of the arrays one writes, then ctypes.
A few microseconds when the interpreter's code and data are in the caches,
but 40 to 100 when the call comes after a sweep over large arrays (the
usual case in a program, and in every benchmark that refills its inputs):
Numba's dispatcher, in C, takes 15 to 25 then. :func:`direct_entry` writes
an LLVM function, ``<symbol>.direct``, into the host module that takes the
arrays as Python objects and does those steps on them, reading the fields
of NumPy's array struct (``PyArrayObject_fields`` in ``ndarraytypes.h``,
NumPy's ABI: ``data``, ``nd``, ``dimensions``, ``strides``, ``base``,
``descr``, ``flags`` after the object header), and calls the entry, or
returns :data:`FALLBACK` where the general path must decide:

- an array not C-contiguous, or written and not writeable;
- index-check values (integer arguments and extents) other than the last
  ones the check passed, which Python publishes (:class:`DirectKey`);
- a written array overlapping another array (then the entry without
  ``noalias`` must run).

What the caller checks before (:mod:`polyoff.offload`): every argument
is a plain ``ndarray`` of the signature's native dtype and rank, or a
Python or NumPy scalar of a fast type, so the struct read is an ndarray's.
:func:`array_layout` finds the fields' offsets on probe arrays; where they
do not match what it expects, there is no direct entry.
"""

from __future__ import annotations

import ctypes
import functools
import platform

import numpy as np

#: what the direct entry returns where the general path must decide
FALLBACK = -1

#: NumPy's NPY_ARRAY_C_CONTIGUOUS and NPY_ARRAY_WRITEABLE
C_CONTIGUOUS = 0x0001
WRITEABLE = 0x0400


@functools.cache
def array_layout() -> tuple[int, int, int] | None:
    """Offsets of ``data``, ``dimensions`` and ``flags`` in an ndarray
    object, checked on probe arrays (contiguous, transposed, read-only,
    empty, 1 to 3 dimensions); None where any read disagrees with NumPy's
    own answer, or off x86-64 (below)."""
    # Python publishes the index check's key with plain stores that the
    # compiled code reads without a lock (the GIL is released in the call):
    # correct where stores are seen in program order (x86's TSO).
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return None
    head = object.__basicsize__
    data, nd, dims, flags = head, head + 8, head + 16, head + 48
    base = np.arange(60.0).reshape(3, 4, 5)
    readonly = np.arange(6, dtype=np.int32)
    readonly.flags.writeable = False
    probes = (base, base[1], base.T, base[:, ::2], readonly, np.empty((0, 7)))
    for a in probes:
        address = id(a)
        if ctypes.c_void_p.from_address(address + data).value != a.ctypes.data:
            return None
        if ctypes.c_int.from_address(address + nd).value != a.ndim:
            return None
        extents = ctypes.c_void_p.from_address(address + dims).value
        if tuple((ctypes.c_int64 * a.ndim).from_address(extents)) != a.shape:
            return None
        f = ctypes.c_int.from_address(address + flags).value
        if bool(f & C_CONTIGUOUS) != a.flags.c_contiguous or bool(f & WRITEABLE) != a.flags.writeable:
            return None
    return data, dims, flags


class DirectKey:
    """The index-check values the direct entry accepts: Python publishes
    each passed key as a new array and then stores its address in the
    entry's global (one aligned 8-byte store); the entry reads the address
    once. Published arrays stay alive with this object (at most
    :attr:`LIMIT`; past that, calls of new sizes take the general path)."""

    LIMIT = 256

    def __init__(self, address: int, length: int) -> None:
        self._slot = ctypes.c_void_p.from_address(address)
        self._length = length
        self._kept: list = []
        self.current: tuple[int, ...] | None = None
        #: whether calls of the published size run held on the CPU (the
        #: device session's measured placement)
        self.hold = False

    def publish(self, key: tuple[int, ...], hold: bool = False) -> None:
        if (key, hold) == (self.current, self.hold) or len(self._kept) >= self.LIMIT:
            return
        values = (ctypes.c_int64 * max(self._length, 1))(*key)
        self._kept.append(values)
        self._slot.value = None  # no call takes the old size with the new placement
        self.hold = hold
        self._slot.value = ctypes.addressof(values)
        self.current = key


def direct_entry(
    symbol: str,
    params: list[tuple[int, int, bool] | str],
    key_sources: tuple[tuple[int, int], ...],
    layout: tuple[int, int, int],
) -> str:
    """The LLVM IR text of ``<symbol>.direct`` and its key global, to append
    to the host module defining ``symbol``.

    Args:
        symbol: the entry's name; its parameters are, per Python
            parameter, an array's address and extents or a scalar.
        params: per Python parameter, ``(ndim, itemsize, written)`` for an
            array, the LLVM type (``i64``, ``double``) for a scalar.
        key_sources: the index check's values in order: ``(k, axis)``, the
            extent ``axis`` of array parameter ``k``, or ``(k, -1)``, integer
            parameter ``k``.
        layout: :func:`array_layout`.
    """
    data_at, dims_at, flags_at = layout
    lines: list[str] = []
    emit = lines.append
    header: list[str] = []
    call_args: list[str] = []
    oks: list[str] = []
    values: dict[tuple[int, int], str] = {}
    spans: list[tuple[str, str, bool]] = []
    for k, param in enumerate(params):
        if isinstance(param, str):
            ty = param
            name = f"%s{k}"
            header.append(f"{ty} {name}")
            call_args.append(f"{ty} {name}")
            if ty == "i64":
                values[(k, -1)] = name
            elif ty == "i32":
                emit(f"  {name}.wide = sext i32 {name} to i64")
                values[(k, -1)] = f"{name}.wide"
            continue
        ndim, itemsize, written = param
        o = f"%o{k}"
        header.append(f"ptr {o}")
        emit(f"  {o}.fp = getelementptr i8, ptr {o}, i64 {flags_at}")
        emit(f"  {o}.flags = load i32, ptr {o}.fp, align 4")
        mask = C_CONTIGUOUS | (WRITEABLE if written else 0)
        emit(f"  {o}.masked = and i32 {o}.flags, {mask}")
        emit(f"  {o}.ok = icmp eq i32 {o}.masked, {mask}")
        oks.append(f"{o}.ok")
        emit(f"  {o}.dp = getelementptr i8, ptr {o}, i64 {data_at}")
        emit(f"  {o}.data = load ptr, ptr {o}.dp, align 8")
        emit(f"  {o}.np = getelementptr i8, ptr {o}, i64 {dims_at}")
        emit(f"  {o}.dims = load ptr, ptr {o}.np, align 8")
        call_args.append(f"ptr {o}.data")
        size = str(itemsize)
        for axis in range(ndim):
            emit(f"  {o}.ep{axis} = getelementptr i64, ptr {o}.dims, i64 {axis}")
            emit(f"  {o}.n{axis} = load i64, ptr {o}.ep{axis}, align 8")
            call_args.append(f"i64 {o}.n{axis}")
            values[(k, axis)] = f"{o}.n{axis}"
            emit(f"  {o}.b{axis} = mul i64 {size}, {o}.n{axis}")
            size = f"{o}.b{axis}"
        emit(f"  {o}.start = ptrtoint ptr {o}.data to i64")
        emit(f"  {o}.end = add i64 {o}.start, {size}")
        emit(f"  {o}.full = icmp ne i64 {size}, 0")
        spans.append((o, f"{o}.full", written))
    # No key published yet: the general path checks the first call.
    key = f'@"{symbol}.direct.key"'
    emit(f"  %key = load atomic ptr, ptr {key} monotonic, align 8")
    emit("  %key.set = icmp ne ptr %key, null")
    emit("  br i1 %key.set, label %read, label %fallback")
    emit("read:")
    for i, source in enumerate(key_sources):
        emit(f"  %kp{i} = getelementptr i64, ptr %key, i64 {i}")
        emit(f"  %k{i} = load i64, ptr %kp{i}, align 8")
        emit(f"  %keq{i} = icmp eq i64 %k{i}, {values[source]}")
        oks.append(f"%keq{i}")
    # Spans that overlap where one is written: the general path decides
    # (the entry without noalias), as polyoff.noalias.spans_apart says.
    for a in range(len(spans)):
        for b in range(a + 1, len(spans)):
            (p, pfull, pw), (q, qfull, qw) = spans[a], spans[b]
            if not (pw or qw):
                continue
            t = f"%ov{a}.{b}"
            emit(f"  {t}.1 = icmp ult i64 {p}.start, {q}.end")
            emit(f"  {t}.2 = icmp ult i64 {q}.start, {p}.end")
            emit(f"  {t}.3 = and i1 {t}.1, {t}.2")
            emit(f"  {t}.4 = and i1 {t}.3, {pfull}")
            emit(f"  {t}.5 = and i1 {t}.4, {qfull}")
            emit(f"  {t} = xor i1 {t}.5, true")
            oks.append(t)
    ok = "true"
    for i, term in enumerate(oks):
        emit(f"  %all{i} = and i1 {ok}, {term}")
        ok = f"%all{i}"
    emit(f"  br i1 {ok}, label %call, label %fallback")
    emit("call:")
    emit(f'  %status = call i32 @"{symbol}"({", ".join(call_args)})')
    emit("  ret i32 %status")
    emit("fallback:")
    emit(f"  ret i32 {FALLBACK}")
    return (
        f"\n{key} = global ptr null, align 8\n"
        f'define i32 @"{symbol}.direct"({", ".join(header)}) {{\nentry:\n'
        + "\n".join(lines)
        + "\n}\n"
    )
