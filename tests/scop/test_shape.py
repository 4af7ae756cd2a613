"""The statement shape the cost model prices a SCoP by (polyoff.gpu.shape)."""

from __future__ import annotations

from polyoff.gpu.shape import COLUMN, ROW, STREAM, scop_shape
from polyoff.ir.reader import read_program
from polyoff.scop.detect import detect_module
from tests.conftest import ROOT


def test_each_nest_has_its_shape():
    source = read_program(ROOT / "tests" / "e2e" / "inputs" / "cost_shapes.c")
    found = {}
    for det in detect_module(source.model, functions={"stream", "row", "column"}):
        (scop,) = det.scops
        found[det.function] = scop_shape(scop)
    # B[i][j] = A[i][j] * 0.5 + B[i][j]; y[i] += A[i][j] * x[j]; z[i] += A[j][i] * x[j]
    assert found == {"stream": STREAM, "row": ROW, "column": COLUMN}
