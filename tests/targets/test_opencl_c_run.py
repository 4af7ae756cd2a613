"""OpenCL C kernels run on pocl and on Intel's CPU runtime, and match the
Python/NumPy references (bit for bit, except the inexact math functions)."""

from __future__ import annotations

import pytest
import targets_suite


@pytest.mark.parametrize("case", targets_suite.CASES)
def test_pocl_matches_reference(case, pocl_results, suite_cases):
    suite_cases[case].check(pocl_results[case])


@pytest.mark.intel
@pytest.mark.parametrize("case", targets_suite.CASES)
def test_intel_opencl_c_matches_reference(case, intel_c_results, suite_cases):
    suite_cases[case].check(intel_c_results[case])


@pytest.mark.intel
def test_renamed_names_compile_and_run(intel, tmp_path):
    import numpy as np
    import targets_samples as S

    from polyoff.codegen import kernel_ir as K
    from polyoff.codegen.targets import get_target

    odd = ["int", "a.b", "a_b", "2x", "sqrt", "__x", "kernel", "get_local_id", "M_PI", "float4"]
    total = S.C("i64", 0)
    for q, name in enumerate(odd):
        total = K.Binary("add", total, K.Binary("mul", S.V(name), S.C("i64", 10**q), "i64"), "i64")
    kernel = K.Kernel(
        "names",
        (K.ArrayParam("o", "i64"), *(K.ScalarParam(S.V(n)) for n in odd)),
        K.Block((K.Comment("*/ still a comment"), K.Store("o", S.C("i64", 0), total))),
    )
    module = get_target("opencl_c").build([kernel])
    scalars = {n: q + 1 for q, n in enumerate(odd)}
    program = S.program(
        module, {"o": np.zeros(1, np.int64)}, [S.launch(module, "names", (1, 1, 1), scalars)]
    )
    (result,) = intel.run([program], tmp_path)
    assert result["o"][0] == sum((q + 1) * 10**q for q in range(len(odd)))
