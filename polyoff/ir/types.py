"""Sizes and shapes of LLVM types (x86-64 System V layout, LLVM spelling).

The analyses need byte sizes to turn GEP chains into offsets; polyoff only
runs programs on the host it compiles for, so the host's layout is the one
that matters (the reader rejects modules for other architectures).
"""

from __future__ import annotations

import re
from functools import cache

_SCALAR_SIZES = {
    "i1": 1,
    "i8": 1,
    "i16": 2,
    "i32": 4,
    "i64": 8,
    "i128": 16,
    "half": 2,
    "bfloat": 2,
    "float": 4,
    "double": 8,
    "x86_fp80": 16,
    "fp128": 16,
    "ptr": 8,
}
_SCALAR_ALIGN = dict(_SCALAR_SIZES)
_SCALAR_ALIGN["x86_fp80"] = 16

FLOAT_TYPES = frozenset({"half", "bfloat", "float", "double", "x86_fp80", "fp128"})


class UnsizedTypeError(ValueError):
    pass


def is_int(ty: str) -> bool:
    return re.fullmatch(r"i\d+", ty) is not None


def int_width(ty: str) -> int:
    return int(ty[1:])


def is_float(ty: str) -> bool:
    return ty in FLOAT_TYPES


def is_pointer(ty: str) -> bool:
    return ty == "ptr" or ty.startswith("ptr addrspace")


def split_array(ty: str) -> tuple[int, str] | None:
    """``[N x T]`` → (N, T); None for other types."""
    m = re.fullmatch(r"\[(\d+) x (.*)\]", ty)
    if m is None:
        return None
    return int(m.group(1)), m.group(2)


def struct_fields(ty: str) -> list[str] | None:
    packed = ty.startswith("<{")
    body = ty[2:-2] if packed else ty[1:-1] if ty.startswith("{") else None
    if body is None:
        return None
    fields, depth, cur = [], 0, []
    for ch in body:
        if ch in "[{<(":
            depth += 1
        elif ch in "]}>)":
            depth -= 1
        if ch == "," and depth == 0:
            fields.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        fields.append("".join(cur).strip())
    return fields


@cache
def size_and_align(ty: str) -> tuple[int, int]:
    if ty.startswith("ptr"):
        return 8, 8
    if ty in _SCALAR_SIZES:
        return _SCALAR_SIZES[ty], _SCALAR_ALIGN[ty]
    if is_int(ty):
        bits = int_width(ty)
        size = max(1, (bits + 7) // 8)
        p2 = 1
        while p2 < size:
            p2 *= 2
        return p2, min(p2, 16)
    arr = split_array(ty)
    if arr is not None:
        n, elem = arr
        es, ea = size_and_align(elem)
        return n * es, ea
    vec = re.fullmatch(r"<(\d+) x (.*)>", ty)
    if vec is not None:
        n = int(vec.group(1))
        es, _ = size_and_align(vec.group(2))
        size = n * es
        p2 = 1
        while p2 < size:
            p2 *= 2
        return p2, p2
    fields = struct_fields(ty)
    if fields is not None:
        offset, align = 0, 1
        packed = ty.startswith("<{")
        for f in fields:
            fs, fa = size_and_align(f)
            if packed:
                fa = 1
            offset = (offset + fa - 1) // fa * fa + fs
            align = max(align, fa)
        return (offset + align - 1) // align * align, align
    raise UnsizedTypeError(f"type {ty!r} has no size polyoff knows")


def type_size(ty: str) -> int:
    """Allocation size in bytes (``sizeof``)."""
    return size_and_align(ty)[0]


def field_offset(ty: str, index: int) -> int:
    fields = struct_fields(ty)
    if fields is None:
        raise UnsizedTypeError(f"{ty!r} is not a struct")
    packed = ty.startswith("<{")
    offset = 0
    for k, f in enumerate(fields):
        fs, fa = size_and_align(f)
        if packed:
            fa = 1
        offset = (offset + fa - 1) // fa * fa
        if k == index:
            return offset
        offset += fs
    raise UnsizedTypeError(f"field {index} out of range in {ty!r}")


def array_shape(ty: str) -> tuple[tuple[int, ...], str]:
    """Dimensions of nested array types and the innermost element type:
    ``[10 x [20 x double]]`` → ((10, 20), 'double')."""
    dims = []
    while True:
        arr = split_array(ty)
        if arr is None:
            return tuple(dims), ty
        dims.append(arr[0])
        ty = arr[1]
