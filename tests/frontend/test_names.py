"""Names the decorator passes through to kernels: arrays and parameters
whose names contain underscores (issue 13, item 11), register-promoted
arrays among them."""

from __future__ import annotations

import numpy as np

from polyoff.codegen.kernel import PRIVATE_IN, PRIVATE_OUT, _private_array
from tests.frontend.conftest import same_as_python

RNG = np.random.default_rng(11)


def row_sums(tmp_buf, out_x, n_rows: int, scale_f: float):
    for i in range(n_rows):
        for k in range(tmp_buf.shape[1]):
            out_x[i] += tmp_buf[i, k] * scale_f


def test_private_copy_names_keep_underscores():
    for array in ("A", "tmp_buf", "out_x_", "__x", "a__b_c_d_e"):
        assert _private_array(PRIVATE_IN + array) == array
        assert _private_array(PRIVATE_OUT + array) == array


def test_underscored_names_offload(target):
    f, _ = same_as_python(
        row_sums, target, RNG.random((40, 24)), np.zeros(40), 37, 1.5,
        expect_launches=True,
    )
    if target == "pocl":  # registers for out_x: the statement names carry it
        assert "out_x in registers" in f.report()
