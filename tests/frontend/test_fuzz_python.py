"""Differential fuzzing of the decorator in CI: random functions of loops,
slices and reductions over NumPy arrays of four dtypes
(tests/fuzz/python_programs.py), decorated vs undecorated, bit for bit, on
each target; a bug polyoff survives by running a nest on the CPU counts as
a failure. ``scripts/fuzz_python`` runs hundreds. The programs fuzzing
found failing are kept in tests/fuzz/found (the generator has changed
since, so their seeds no longer make them)."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from tests.conftest import ROOT
from tests.fuzz.python_runner import check, check_module

#: seeds whose functions run kernels (not 5: after seed 4's programs,
#: building seed 5's SPIR-V crashes Intel's OpenCL compiler now and then, in
#: its own SimplifyCFG (PHINode::removeIncomingValue), in one run of three;
#: never alone)
SEEDS = [4, 7, 9]
#: file -> (seed of its arguments, dtypes of A, B, x, y)
FOUND = {"py16.py": (16, {"A": "int32", "B": "int64", "x": "int32", "y": "int32"})}


@pytest.mark.parametrize("seed", SEEDS)
def test_decorated_equals_undecorated(seed, target, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    outcome = check(seed, target, tmp_path)
    assert not outcome["failures"], "\n".join(outcome["failures"])
    assert len(outcome["unsupported"]) < 3, outcome["unsupported"]
    if target != "cpu":
        assert outcome["launches"] > 0


@pytest.mark.parametrize("name", sorted(FOUND))
def test_found_programs(name, target):
    path = ROOT / "tests" / "fuzz" / "found" / name
    spec = importlib.util.spec_from_file_location(f"found_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    seed, dtypes = FOUND[name]
    outcome = check_module(module, path, seed, dtypes, target)
    assert not outcome["failures"], "\n".join(outcome["failures"])
    if target != "cpu":
        assert outcome["launches"] > 0
