"""ndarray subclasses as arguments (issue 13, item 3): a masked array's mask
or a matrix's indexing are not what the compiled code reads, so those calls
run the undecorated function; np.memmap is a plain array in memory."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import polyoff
from polyoff.offload import PythonFallbackWarning
from tests.frontend.conftest import TARGETS


def scale(A, B):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[i, j] * 2.0 + B[i, j]


def _masked():
    data = np.arange(12.0).reshape(3, 4)
    return np.ma.masked_array(data, mask=data % 3 == 0)


@pytest.mark.parametrize("make", [_masked, lambda: np.asmatrix(np.arange(12.0).reshape(3, 4))],
                         ids=["masked", "matrix"])
def test_subclass_runs_python(target, make):
    f = polyoff.offload(**TARGETS[target])(scale)
    expected_a, got_a = make(), make()
    expected_b, got_b = np.ones((3, 4)), np.ones((3, 4))
    scale(expected_a, expected_b)
    with pytest.warns(PythonFallbackWarning, match="subclass|mask"):
        f(got_a, got_b)
    assert got_b.tobytes() == expected_b.tobytes()
    # written into a masked array: its mask as Python leaves it
    m_expected, m_got = _masked(), _masked()
    scale(np.ones((3, 4)), m_expected)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PythonFallbackWarning)
        f(np.ones((3, 4)), m_got)
    assert np.array_equal(m_got.mask, m_expected.mask)
    assert m_got.data.tobytes() == m_expected.data.tobytes()
    assert "mask" in f.report() or "subclass" in f.report()


def test_memmap_runs_compiled(target, tmp_path):
    f = polyoff.offload(**TARGETS[target])(scale)
    a = np.memmap(tmp_path / "a.bin", dtype=np.float64, mode="w+", shape=(3, 4))
    a[...] = np.arange(12.0).reshape(3, 4)
    b = np.ones((3, 4))
    expected = np.ones((3, 4))
    scale(np.asarray(a), expected)
    with warnings.catch_warnings():
        warnings.simplefilter("error", PythonFallbackWarning)
        f(a, b)
    assert b.tobytes() == expected.tobytes()
