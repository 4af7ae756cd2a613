"""Copies, not zero-copy (``--zero-copy=off``, what a discrete GPU gets):
an array the SCoP only writes, at every third element or every other row,
is copied in first, since the copy back covers its whole range (fuzz seed
11038: the elements between came back uninitialised, on pocl and Intel's
runtime alike). Unit level: strided writes do not cover their range."""

from __future__ import annotations

from types import SimpleNamespace

import islpy as isl
import pytest

from polyoff.gpu.memory import covers
from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

DEVICES = ("intel", "pocl")

SOURCE = ROOT / "tests" / "e2e" / "inputs" / "strided_writes.c"


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("n", ["100", "61"])
def test_strided_writes_with_copies_match_unmodified(device, n):
    require_device(device)
    reference = run_unmodified(str(SOURCE), "--", n)
    assert reference.returncode == 0, reference.stderr
    proc = run_polyoff(f"--device={device}", "--zero-copy=off", "--report", str(SOURCE), "--", n)
    assert proc.returncode == 0, proc.stderr
    assert "offloaded 1 time(s)" in proc.stderr
    assert proc.stdout == reference.stdout


def test_strided_writes_do_not_cover_their_range():
    one = SimpleNamespace(rank=1)
    assert not covers(isl.Set("[n] -> { y[i] : exists e : i = 1 + 3e and 1 <= i <= n - 2 }"), one, None)
    assert covers(isl.Set("[n] -> { y[i] : 1 <= i <= n - 2 }"), one, None)
