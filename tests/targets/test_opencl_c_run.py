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
