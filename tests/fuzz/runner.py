"""Runs one random program (programs.py) unmodified and offloaded, and
compares: the differential check of ``scripts/fuzz_offload`` and of
``tests/e2e/test_fuzz_offload.py``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tests.fuzz.programs import generate

#: device spec -> target
DEVICES = {"pocl": "opencl-c", "intel": "spirv"}
#: (n, m): full size, small and odd, degenerate (empty loops)
ARG_SETS = (("40", "37"), ("9", "14"), ("2", "3"))


@dataclass
class Outcome:
    seed: int
    source: Path
    #: (device, args) -> message, for every run that differed or failed
    failures: dict[tuple[str, tuple[str, ...]], str] = field(default_factory=dict)
    #: SCoPs found, and how many of them ran as kernels (at the full size)
    scops: int = 0
    offloaded: int = 0
    kernels: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures


def _polyoff(*args: str, timeout: int = 600) -> subprocess.CompletedProcess:
    """``polyoff ARGS``; a run over ``timeout`` seconds is a failure of its
    own (exit status -9), kept with the program like any other."""
    try:
        return subprocess.run([sys.executable, "-m", "polyoff", *args], capture_output=True,
                              text=True, timeout=timeout, env=dict(os.environ))
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, -9, "", f"timed out after {timeout} s")


def check(seed: int, functions: int, workdir: Path, devices: dict[str, str] = DEVICES,
          arg_sets=ARG_SETS, extra: tuple[str, ...] = (),
          ir_flags: tuple[str, ...] | None = None, generator=generate, unmodified=None) -> Outcome:
    """Generate program ``seed``, run it with every argument set unmodified
    and on every device, and record every difference. With ``ir_flags``
    (``-O2 -fno-vectorize``, say), the program is first compiled to LLVM IR
    with them, as users' compilers hand it over, and both runs take that IR.
    ``unmodified(*args)``, if given, makes the unmodified runs
    (``polyoff --gpu-runtime=none ARGS``; the test suite's remembers them)."""
    if unmodified is None:
        def unmodified(*args: str) -> subprocess.CompletedProcess:
            return _polyoff("--gpu-runtime=none", *args)
    c_source = workdir / f"fuzz{seed}.c"
    c_source.write_text(generator(seed, functions))
    source = c_source if ir_flags is None else _compile_ir(c_source, ir_flags)
    outcome = Outcome(seed, c_source)
    native = _native(source, workdir) if ir_flags is not None else None
    for args in arg_sets:
        ref = unmodified(str(source), "--", *args)
        if ref.returncode != 0:
            outcome.failures[("none", args)] = f"exit {ref.returncode}: {ref.stderr[-2000:]}"
            continue
        if native is not None:
            # polyoff's own CPU run changes the IR too (it takes vectorised
            # loops back to their scalar loops): the native build of the
            # same IR is the reference for it.
            out = subprocess.run([str(native), *args], capture_output=True, text=True, timeout=120)
            if out.stdout != ref.stdout:
                outcome.failures[("native", args)] = _diff(out.stdout, ref.stdout)
                continue
        for spec, target in devices.items():
            report = workdir / f"fuzz{seed}-{spec}.json"
            # Every nest offloads, however small: the check is correctness.
            proc = _polyoff(f"--device={spec}", f"--target={target}", "--always-offload",
                            "--report=json", f"--report-file={report}", *extra, str(source),
                            "--", *args)
            if proc.returncode != 0:
                outcome.failures[(spec, args)] = f"exit {proc.returncode}: {proc.stderr[-2000:]}"
                continue
            if proc.stdout != ref.stdout:
                outcome.failures[(spec, args)] = _diff(ref.stdout, proc.stdout)
                continue
            run = json.loads(report.read_text()).get("run") or {}
            if run.get("failures") or any(s.get("device_failed") for s in run.get("scops", [])):
                outcome.failures[(spec, args)] = f"device failures: {run}"
            elif args == arg_sets[0] and spec == next(iter(devices)):
                scops = run.get("scops", [])
                outcome.scops = len(scops)
                outcome.offloaded = sum(1 for s in scops if s.get("offloaded"))
                outcome.kernels = run.get("launches", 0)
    return outcome


def _native(ir: Path, workdir: Path) -> Path:
    """The native executable of the IR file ``ir`` (the C compiler's
    default target, no further optimisation)."""
    from polyoff.ir.cc import find_c_compiler

    exe = workdir / f"{ir.stem}.native"
    subprocess.run([*find_c_compiler(), "-O0", str(ir), "-o", str(exe), "-lm"], check=True, capture_output=True)
    return exe


def _compile_ir(source: Path, flags: tuple[str, ...]) -> Path:
    from polyoff.ir.cc import find_c_compiler

    cc = find_c_compiler()
    if cc is None:
        raise RuntimeError("no C compiler: install clang or `pip install ziglang`")
    out = source.with_suffix(".ll")
    subprocess.run([*cc, "-S", "-emit-llvm", "-g0", *flags, str(source), "-o", str(out), "-lm"],
                   check=True, capture_output=True)
    return out


def _diff(expected: str, got: str) -> str:
    lines = [
        f"  expected {a!r}\n  got      {b!r}"
        for a, b in zip(expected.splitlines(), got.splitlines(), strict=False)
        if a != b
    ]
    return "output differs:\n" + "\n".join(lines[:8])
