"""C math library calls: offloaded only where every device computes the
host C library's bits. tests/e2e/inputs/mathlib.c applies each function to a
million arguments (random bit patterns, ranges, halves, signed zeros,
infinities, NaNs, subnormals) and prints a hash of the results' bits per
function; the offloaded run must print what the unmodified run prints, on
both CPU devices. Functions devices compute with their own libraries (exp,
sin, pow, ...) stay on the CPU with the reason ``inexact-math`` unless
``--fast-math``, which offloads them (and then, as the last test shows,
results do differ: the comparison can fail)."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT, require_device, run_polyoff

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "mathlib.c"
INEXACT = ("exp", "sin", "log1p", "cbrt", "pow", "hypot", "expf", "sinf", "powf", "fmin", "fmax")
EXACT = ("sqrt", "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "copysign", "fmod",
         "sqrtf", "floorf", "roundf", "fmodf", "fma", "fminmax")
DEVICES = ("pocl", "intel")


def _hashes(stdout: str) -> dict[str, str]:
    return dict(line.split() for line in stdout.splitlines())


@pytest.fixture(scope="module")
def unmodified() -> dict[str, str]:
    proc = run_polyoff("--no-cache", "--gpu-runtime=none", str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    hashes = _hashes(proc.stdout)
    assert set(hashes) == set(INEXACT + EXACT)
    return hashes


def _offloaded(tmp_path, device: str, *flags: str) -> tuple[dict[str, str], dict]:
    require_device(device)
    report_file = tmp_path / f"{device}.json"
    proc = run_polyoff("--no-cache", f"--device={device}", "--report=json", f"--report-file={report_file}",
                       *flags, str(PROGRAM))
    assert proc.returncode == 0, proc.stderr
    return _hashes(proc.stdout), json.loads(report_file.read_text())


def _placement(report: dict) -> dict[str, str]:
    """Per kernel function (``k_exp`` → ``exp``): "ran" where its SCoP ran
    on the device, else the kind of reason it was rejected."""
    ran = {s["scop"] for s in report["run"]["scops"] if s["offloaded"]}
    out = {}
    for f in report["functions"]:
        if not f["function"].startswith("k_"):
            continue
        name = f["function"][2:]
        if f["scops"]:
            (scop,) = f["scops"]
            out[name] = "ran" if scop["index"] in ran else "not run"
        else:
            out[name] = ",".join(sorted({r["kind"] for r in f["rejected"]}))
    return out


@pytest.mark.parametrize("device", DEVICES)
def test_math_results_are_the_c_librarys(device, unmodified, tmp_path):
    hashes, report = _offloaded(tmp_path, device)
    assert hashes == unmodified
    placement = _placement(report)
    assert {f: placement[f] for f in EXACT} == dict.fromkeys(EXACT, "ran")
    assert {f: placement[f] for f in INEXACT} == dict.fromkeys(INEXACT, "inexact-math")
    message = next(r["message"] for f in report["functions"] if f["function"] == "k_exp" for r in f["rejected"])
    assert "--fast-math" in message


def test_fast_math_offloads_the_devices_math(unmodified, tmp_path):
    hashes, report = _offloaded(tmp_path, "pocl", "--fast-math")
    placement = _placement(report)
    assert all(placement[f] == "ran" for f in INEXACT), placement
    # The device's exp and sin are not the C library's: the check above bites.
    assert hashes["exp"] != unmodified["exp"] or hashes["sin"] != unmodified["sin"]
