#!/usr/bin/env python3
"""Precompiled LLVM IR for machines without a C compiler, and a ``clang`` that serves it.

The GPU machine has neither clang nor the ziglang wheel, so the C inputs of
the tests and of the PolyBench sweep are compiled to LLVM IR beforehand by
``scripts/gpu/prepare.sh`` (``precompile.py``), with the command polyoff and
the sweep harness would run themselves. Each IR file is stored under a key of
what determines its content: the compiler flags (in order), the source file's
name and bytes, and the bytes of the local headers it includes
(:func:`ir_key`). The index is ``<dir>/manifest.json``, ``"ir"`` entries.

Run as a program, this file stands in for the C compiler::

    precompiled_ir.py --from DIR CC-ARGS...

It finds the source and ``-o OUTPUT`` among CC-ARGS, computes the key from
the remaining flags and copies the stored IR to OUTPUT; when nothing was
stored for exactly that source and those flags it fails (exit status 1) and
says so, so a stale or missing file is never served. ``--version`` names the
compiler that made the stored IR. ``scripts/gpu/run.sh`` puts a ``clang``
script calling it first on PATH for the sweep, so that
``polyoff.ir.cc.find_c_compiler`` picks it.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

MANIFEST = "manifest.json"

_LOCAL_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)


def local_headers(source: Path) -> list[Path]:
    """Headers ``source`` includes with quotes, found beside it (one level)."""
    text = source.read_text(errors="replace")
    found = []
    for name in _LOCAL_INCLUDE.findall(text):
        header = source.parent / name
        if header.is_file():
            found.append(header)
    return found


def ir_key(flags: Sequence[str], source: Path) -> str:
    """The key of the IR that compiling ``source`` with ``flags`` gives."""
    digest = hashlib.sha256()
    digest.update(json.dumps({"flags": list(flags), "name": source.name}).encode())
    digest.update(b"\0" + source.read_bytes())
    for header in local_headers(source):
        digest.update(b"\0" + header.name.encode() + b"\0" + header.read_bytes())
    return digest.hexdigest()[:40]


def split_command(args: Sequence[str]) -> tuple[list[str], Path, Path]:
    """(flags, source, output) of a C-to-IR compiler command line (without
    the compiler itself). Raises ValueError when it is not one."""
    args = list(args)
    if args.count("-o") != 1 or args.index("-o") == len(args) - 1:
        raise ValueError("expected exactly one '-o OUTPUT'")
    o = args.index("-o")
    output = Path(args[o + 1])
    rest = args[:o] + args[o + 2 :]
    sources = [a for a in rest if a.endswith(".c") and not a.startswith("-")]
    if len(sources) != 1:
        raise ValueError(f"expected exactly one C source, found {len(sources)}")
    flags = [a for a in rest if a != sources[0]]
    return flags, Path(sources[0]), output


def load_manifest(folder: Path) -> dict:
    try:
        return json.loads((folder / MANIFEST).read_text())
    except (OSError, ValueError):
        return {}


def serve(folder: Path, args: Sequence[str]) -> int:
    """Act as the compiler for ``args``; the exit status."""
    manifest = load_manifest(folder)
    if list(args) == ["--version"]:
        print(
            f"precompiled LLVM IR from {folder} (scripts/gpu/prepare.sh), made by "
            f"{manifest.get('compiler', 'an unknown compiler')}"
        )
        return 0
    try:
        flags, source, output = split_command(args)
    except ValueError as exc:
        sys.stderr.write(f"precompiled_ir: {exc}: {' '.join(args)}\n")
        return 1
    if not source.is_file():
        sys.stderr.write(f"precompiled_ir: {source}: no such file\n")
        return 1
    key = ir_key(flags, source)
    entry = (manifest.get("ir") or {}).get(key)
    if entry is None or not (folder / entry["file"]).is_file():
        sys.stderr.write(
            f"precompiled_ir: no IR stored for {source.name} with flags {' '.join(flags)} "
            f"(key {key}; the source, a header or the flags changed since "
            f"scripts/gpu/prepare.sh ran, or it did not precompile this case)\n"
        )
        return 1
    shutil.copyfile(folder / entry["file"], output)
    return 0


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] != "--from":
        sys.stderr.write("usage: precompiled_ir.py --from DIR CC-ARGS...\n")
        return 2
    return serve(Path(argv[1]), argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
