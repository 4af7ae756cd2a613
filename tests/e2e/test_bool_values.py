"""Booleans (``i1``) from before a loop nest, used inside it. The model
reads an ``i1`` as 0 or 1; once the host passed ``true`` sign-extended
(-1) while code generation had simplified ``b != 0`` to ``b == 1`` from
the context, so a guarded loop nest silently never ran (found by
``scripts/fuzz_offload --windows``: clang -O2 guards an inlined loop with
such a phi). ``sext`` of an ``i1`` (-1) and ``trunc`` to an ``i1`` (the
lowest bit) were modelled as the value itself."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "bools" / "bools.ll"


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_booleans_keep_their_values_offloaded(device):
    require_device(device)
    reference = run_unmodified(str(PROGRAM))
    assert reference.returncode == 0, reference.stderr
    assert reference.stdout == "87932.75\n"
    proc = run_polyoff("--device", device, "--no-cache", "--report", str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    # (the sum after the nests joins the SCoP: its result leaves the region)
    assert "offloaded as 5 kernel(s)" in proc.stderr
    assert proc.stdout == reference.stdout
