"""Runs random decorated functions (python_programs.py) undecorated and
decorated on one target, and compares every array and result bit for bit.

    python -m tests.fuzz.python_runner --target pocl --seeds 1 20 --work DIR

prints one JSON line per seed: the failures (differences, exceptions that
are neither the undecorated function's nor a polyoff error naming the
source), the unsupported constructs, and the kernel launches. Each target
runs in its own process (pocl's and Intel's compilers each bring an LLVM;
see tests/frontend/conftest.py)."""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import traceback
import warnings
from pathlib import Path

import numpy as np

import polyoff
from polyoff.errors import PolyoffError
from tests.fuzz.python_programs import D, generate_python, program_dtypes

TARGETS = {
    "cpu": {"runtime": "none"},
    "pocl": {"device": "pocl", "target": "opencl-c", "always_offload": True},
    "intel": {"device": "intel", "target": "spirv", "always_offload": True},
}
#: (n, m): full, small and odd, the smallest the slices allow
ARG_SETS = ((D, D), (7, 5), (2, 3))
FUNCTIONS = 3


def _arguments(seed: int, fn_index: int, dtypes: dict[str, str]) -> list:
    rng = np.random.default_rng(seed * 1000 + fn_index)
    arrays = []
    for name, shape in (("A", (D, D)), ("B", (D, D)), ("x", (D,)), ("y", (D,))):
        dt = np.dtype(dtypes[name])
        if dt.kind == "f":
            arrays.append(rng.uniform(-1.0, 1.0, shape).astype(dt))
        else:
            arrays.append(rng.integers(-50, 50, shape).astype(dt))
    alpha = [0.75, np.float32(0.625), np.float64(-1.25), 3][seed % 4]
    return [*arrays, alpha]


def _load(seed: int, work: Path):
    path = work / f"fuzzpy{seed}.py"
    path.write_text(generate_python(seed, FUNCTIONS))
    spec = importlib.util.spec_from_file_location(f"fuzzpy{seed}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return path, module


def _same(a, b) -> bool:
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()
    if type(a) is not type(b):
        return False
    if isinstance(a, float | np.floating) and a != a:
        return b != b
    return a == b


def check(seed: int, target: str, work: Path) -> dict:
    path, module = _load(seed, work)
    return check_module(module, path, seed, program_dtypes(seed), target)


def check_module(module, path: Path, seed: int, dtypes: dict[str, str], target: str) -> dict:
    """Call ``module``'s functions ``f0``... undecorated and decorated for
    ``target`` with the arguments of ``seed`` and ``dtypes``; the outcome."""
    out = {"seed": seed, "source": str(path), "failures": [], "unsupported": [], "launches": 0}
    for k in range(FUNCTIONS):
        fn = getattr(module, f"f{k}")
        try:
            decorated = polyoff.offload(**TARGETS[target])(fn)
        except PolyoffError as exc:
            out["unsupported"].append(f"f{k}: {exc}")
            continue
        for n, m in ARG_SETS:
            args = _arguments(seed, k, dtypes)
            ref = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
            got = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
            ref_args = [*ref[:4], n, m, ref[4]]
            got_args = [*got[:4], n, m, got[4]]
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    expected, raised = fn(*ref_args), None
                except Exception as exc:
                    expected, raised = None, type(exc)
            with warnings.catch_warnings(record=True) as seen:
                warnings.simplefilter("always")
                try:
                    result = decorated(*got_args)
                except PolyoffError as exc:
                    out["unsupported"].append(f"f{k}: {exc}")
                    break
                except Exception as exc:
                    if raised is None or not isinstance(exc, raised):
                        out["failures"].append(f"f{k} n={n} m={m}: raised {traceback.format_exc()[-1500:]}")
                    continue
            # A bug polyoff met and survived (the nest ran on the CPU) is a
            # failure too: the fuzzer is there to find them.
            out["failures"] += [f"f{k} n={n} m={m}: {w.message}" for w in seen
                                if "report this as a bug" in str(w.message)]
            if raised is not None:
                out["failures"].append(f"f{k} n={n} m={m}: python raised {raised.__name__}, polyoff did not")
                continue
            for name, a, b in zip("ABxy", ref_args, got_args, strict=False):
                if not _same(a, b):
                    diff = np.flatnonzero(a.reshape(-1) != b.reshape(-1))
                    out["failures"].append(
                        f"f{k} n={n} m={m}: {name} differs at {diff.size} element(s), first {diff[:4]}: "
                        f"python {a.reshape(-1)[diff[:4]]} polyoff {b.reshape(-1)[diff[:4]]}")
            if not _same(expected, result):
                out["failures"].append(f"f{k} n={n} m={m}: returned {result!r} ({type(result).__name__}), "
                                       f"python {expected!r} ({type(expected).__name__})")
        out["launches"] += sum(s["launches"] for s in decorated.stats() if s)
    return out


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--target", choices=sorted(TARGETS), required=True)
    p.add_argument("--seeds", type=int, nargs=2, metavar=("FIRST", "COUNT"), required=True)
    p.add_argument("--work", type=Path, required=True)
    ns = p.parse_args()
    ns.work.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ns.work))
    for seed in range(ns.seeds[0], ns.seeds[0] + ns.seeds[1]):
        try:
            outcome = check(seed, ns.target, ns.work)
        except Exception:
            outcome = {"seed": seed, "failures": [f"runner: {traceback.format_exc()[-1500:]}"],
                       "unsupported": [], "launches": 0}
        print(json.dumps(outcome), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
