"""Differential fuzzing of the decorator in CI: random functions of loops,
slices and reductions over NumPy arrays of four dtypes
(tests/fuzz/python_programs.py), decorated vs undecorated, bit for bit, on
each target; a bug polyoff survives by running a nest on the CPU counts as
a failure. ``scripts/fuzz_python`` runs hundreds."""

from __future__ import annotations

import pytest

from tests.fuzz.python_runner import check

#: a few seeds, and those of the failures fuzzing found: 16 (a statement
#: no thread reaches: isl_map_from_union_map on an empty union map while
#: planning private copies)
SEEDS = [1, 2, 3, 16]


@pytest.mark.parametrize("seed", SEEDS)
def test_decorated_equals_undecorated(seed, target, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    outcome = check(seed, target, tmp_path)
    assert not outcome["failures"], "\n".join(outcome["failures"])
    assert len(outcome["unsupported"]) < 3, outcome["unsupported"]
    if target != "cpu":
        assert outcome["launches"] > 0
