"""Valid programs that once ended in internal errors or crashes (issue 13,
item 11): inline and module-level assembly, thread-local variables, stores
of pointers, atexit handlers, globals in another address space, absurd
tile sizes. Each runs offloaded and prints what its native build prints,
with the same exit status; the loops polyoff cannot model say why."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.conftest import ROOT, build_native, require_device, run_polyoff, run_unmodified

ODD = ROOT / "tests" / "e2e" / "inputs" / "odd"

#: program -> (arguments, {function: reject kind, or "offloaded"})
CASES = {
    "asm": ((), {"with_asm": "unknown-call", "plain": "offloaded"}),
    "tls": ((), {"fill": "offloaded"}),
    "pointers": ((), {"point": "unknown-instruction"}),
    "atexit": ((), {"fill": "offloaded"}),
    "atexit-exit": (("x",), {"fill": "offloaded"}),
    "fork": ((), {"fill": "offloaded"}),
    "fork-return": (("x",), {"fill": "offloaded"}),
    "structs": ((), {"move": "offloaded", "tagged": "offloaded"}),
    # pack runs on the device up to n = 43 (its byte i * 3 must not wrap)
    "live_ranges": (("9", "14"), {"f0": "offloaded"}),
    "live_ranges-full": ((), {"f0": "offloaded"}),
    "reduce_then_use": ((), {"decay": "offloaded", "normalize": "offloaded"}),
    "reduce_then_use-small": (("3", "2"), {"decay": "offloaded", "normalize": "offloaded"}),
    "mixed_sizes": ((), {"pack": "offloaded", "unpack": "offloaded", "brighten": "offloaded"}),
    "mixed_sizes-wraps": (("300", "5", "64"), {"pack": "offloaded", "unpack": "offloaded",
                                               "brighten": "offloaded"}),
    # nussinov's shape: cells of a diagonal in parallel, a register per cell
    "diagonals": ((), {"fold": "offloaded"}),
    "diagonals-odd": (("37", "3"), {"fold": "offloaded"}),
    "memcpy": ((), {"g": "offloaded"}),
    "memcpy-small": (("9", "14"), {"g": "offloaded"}),
}


def _placement(report: dict) -> dict[str, str]:
    out = {}
    for f in report["functions"]:
        if f["scops"]:
            out[f["function"]] = "offloaded" if all(s["offloaded"] for s in f["scops"]) else "not"
        elif f["rejected"]:
            out[f["function"]] = f["rejected"][0]["kind"]
    return out


def _runs_as_unmodified(source, device: str, tmp_path, *args: str) -> dict:
    """Run ``source`` offloaded on ``device`` (``--always-offload``) and
    unmodified; assert both succeed and print the same; the report. The
    offloaded program is compiled through the session's cache (the other
    sizes of the same source and device reuse it), the unmodified run is
    shared by both devices (``run_unmodified``)."""
    plain = run_unmodified(str(source), "--", *args)
    report_file = tmp_path / "report.json"
    proc = run_polyoff(f"--device={device}", "--always-offload", "--report=json",
                       f"--report-file={report_file}", str(source), "--", *args, timeout=120)
    assert proc.returncode == plain.returncode == 0, proc.stderr
    assert proc.stdout == plain.stdout
    return json.loads(report_file.read_text())


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_runs_as_native(name, device, tmp_path):
    require_device(device)
    args, expected = CASES[name]
    source = ODD / f"{name.split('-')[0]}.c"
    exe = build_native(source, tmp_path / "native")
    native = subprocess.run([str(exe), *args], capture_output=True, text=True)
    report_file = tmp_path / "report.json"
    proc = run_polyoff(f"--device={device}", "--report=json", f"--report-file={report_file}",
                       str(source), "--", *args, timeout=120)
    assert (proc.returncode, proc.stdout) == (native.returncode, native.stdout), proc.stderr
    placement = _placement(json.loads(report_file.read_text()))
    assert {f: placement.get(f) for f in expected} == expected
    if name == "asm":
        message = json.loads(report_file.read_text())["functions"]
        assert any("inline assembly" in r["message"] for f in message for r in f["rejected"])


def test_address_space_global_stays_on_the_cpu(tmp_path):
    require_device("pocl")
    source = ODD / "addrspace.ll"
    plain = run_unmodified(str(source))
    report_file = tmp_path / "report.json"
    proc = run_polyoff("--no-cache", "--device=pocl", "--report=json", f"--report-file={report_file}",
                       str(source))
    assert proc.returncode == plain.returncode == 0, proc.stderr
    assert proc.stdout == plain.stdout == "7.000000\n"
    (reason,) = next(f for f in json.loads(report_file.read_text())["functions"] if f["function"] == "k")["rejected"]
    assert "address space" in reason["message"]


@pytest.mark.parametrize("flag", ["--tile-sizes=9223372036854775808", "--block-sizes=4096",
                                  "--sizes={ kernel[0] -> tile[99999999999999999999] }"])
def test_absurd_sizes_are_option_errors(flag):
    proc = run_polyoff("--no-cache", "--gpu-runtime=none", flag, str(ODD / "tls.c"))
    assert proc.returncode == 2 and "sizes must be integers from 1 to" in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr


def test_unwritable_report_file_is_an_error_before_the_run(tmp_path):
    proc = run_polyoff("--no-cache", "--gpu-runtime=none", f"--report-file={tmp_path}/no/such/dir/r.json",
                       str(ODD / "tls.c"))
    assert proc.returncode == 2 and "cannot write" in proc.stderr, proc.stderr
    assert proc.stdout == ""  # the program did not run


def test_report_file_alone_writes_a_report(tmp_path):
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--no-cache", "--gpu-runtime=none", f"--report-file={report_file}", str(ODD / "tls.c"))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(report_file.read_text())["functions"]


def test_report_is_written_when_the_program_calls_exit(tmp_path):
    require_device("pocl")
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--no-cache", "--device=pocl", f"--report-file={report_file}", str(ODD / "atexit.c"),
                       "--", "x")
    assert proc.returncode == 3, proc.stderr
    report = json.loads(report_file.read_text())
    assert report["run"]["scops"][0]["offloaded"] == 1


def test_a_misspelled_device_is_named_on_stderr():
    proc = run_polyoff("--device=intl", str(ODD / "tls.c"))
    assert (proc.returncode, proc.stdout) == (0, "14.000000 1998.000000\n"), proc.stderr
    assert "warning: no usable opencl device matching 'intl'" in proc.stderr
    assert "selectors: pocl, intel" in proc.stderr


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_a_crashing_program_dies_as_natively(device, tmp_path):
    """Intel's runtime installs its LLVM's crash handlers, which printed
    "PLEASE submit a bug report to Intel" when the user's program crashed."""
    require_device(device)
    source = ODD / "crash.c"
    native = subprocess.run([str(build_native(source, tmp_path / "native"))], capture_output=True, text=True)
    proc = run_polyoff("--no-cache", f"--device={device}", str(source))
    assert (proc.returncode, proc.stdout) == (native.returncode, native.stdout) == (-11, "3.000000\n")
    assert "PLEASE submit" not in proc.stderr and "bug report" not in proc.stderr, proc.stderr


def test_a_cached_report_has_this_runs_device_note(tmp_path):
    """Two misspellings share a cache entry (no device either way); the
    second run's report named the first one's device."""
    env = {"POLYOFF_CACHE_DIR": str(tmp_path / "cache")}
    for name in ("intl", "pcl"):
        report_file = tmp_path / f"{name}.json"
        proc = run_polyoff(f"--device={name}", f"--report-file={report_file}", str(ODD / "tls.c"), env=env)
        assert proc.returncode == 0, proc.stderr
    notes = json.loads((tmp_path / "pcl.json").read_text())["notes"]
    assert any("matching 'pcl'" in n for n in notes) and not any("intl" in n for n in notes), notes
    assert "compiled program taken from the cache" in notes


def test_block_sizes_the_mapping_reduces_are_named(tmp_path):
    require_device("pocl")
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--no-cache", "--device=pocl", "--block-sizes=64,16", f"--report-file={report_file}",
                       str(ROOT / "tests" / "programs" / "gemm.c"))
    assert proc.returncode == 0, proc.stderr
    scops = [s for f in json.loads(report_file.read_text())["functions"] for s in f["scops"]]
    notes = [n for s in scops for n in s.get("mapping_notes", ())]
    assert "kernel 0: block (64, 16) asked, (32, 16) used (no larger than the tiles (32, 32))" in notes
    # Sizes the mapping keeps get no word.
    proc = run_polyoff("--no-cache", "--device=pocl", "--block-sizes=16,8", f"--report-file={report_file}",
                       str(ROOT / "tests" / "programs" / "gemm.c"))
    assert not [n for f in json.loads(report_file.read_text())["functions"] for s in f["scops"]
                for n in s.get("mapping_notes", ())]


@pytest.mark.parametrize("stage", ["detection", "compilation"])
def test_a_bug_in_one_scop_leaves_it_on_the_cpu(stage, monkeypatch):
    """For users (POLYOFF_STRICT unset), a bug met in one SCoP keeps that
    SCoP on the CPU with the bug named in the report; the tests run strict."""
    import polyoff.compiler as compiler
    import polyoff.scop.detect as detect
    from polyoff.options import Options

    def broken(*args, **kwargs):
        raise KeyError("planted")

    monkeypatch.setattr(detect if stage == "detection" else compiler,
                        "build_scop" if stage == "detection" else "_compile_scop", broken)
    options = Options(gpu_runtime="none" if stage == "detection" else "opencl", device="pocl", cache=False)
    if stage == "compilation":
        require_device("pocl")
    with pytest.raises(KeyError):
        compiler.compile_file(str(ODD / "tls.c"), options)
    monkeypatch.setenv("POLYOFF_STRICT", "0")
    result = compiler.compile_file(str(ODD / "tls.c"), options)
    (fill,) = [f for f in result.report["functions"] if f["function"] == "fill"]
    if stage == "detection":
        (reason,) = fill["rejected"]
        assert reason["kind"] == "internal-error" and "planted" in reason["message"]
    else:
        (scop,) = fill["scops"]
        assert not scop["offloaded"] and "please report this as a bug" in scop["reason"]


def test_a_constant_beyond_64_bits_keeps_the_scop_on_the_cpu(tmp_path):
    require_device("pocl")
    report_file = tmp_path / "r.json"
    proc = run_polyoff("--no-run", "--device=pocl", f"--report-file={report_file}", str(ODD / "wrap64.ll"))
    assert proc.returncode == 0, proc.stderr
    (scop,) = json.loads(report_file.read_text())["functions"][0]["scops"]
    assert not scop["offloaded"] and "beyond 64 bits" in scop["reason"]


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_hashing_arithmetic_runs_offloaded(device, tmp_path):
    """Unsigned multiplication by a constant near 2^32 is modelled modulo
    2^32 exactly: the loop runs as a kernel and prints the native output
    (it stayed on the CPU behind a no-wrap assumption true for i <= 1)."""
    require_device(device)
    source = ODD / "hash.c"
    native = subprocess.run([str(build_native(source, tmp_path / "native"))], capture_output=True, text=True)
    report_file = tmp_path / "report.json"
    proc = run_polyoff("--no-cache", f"--device={device}", "--always-offload", "--report=json",
                       f"--report-file={report_file}", str(source), timeout=120)
    assert (proc.returncode, proc.stdout) == (0, native.stdout), proc.stderr
    run = json.loads(report_file.read_text())["run"]
    assert {k["name"]: k["launches"] for k in run["kernels"]} == {"kernel_fill_0_0": 1}


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("n", ["24", "9"])
def test_sign_extend_in_register_subscript(device, n, tmp_path):
    """clang -O2's ``x << 32 >> 29`` (a 32-bit subscript computed in 64
    bits, sign-extended in place) is the low 32 bits of x, not x: modelled
    as a shift and a division, the device read 32 GiB past the array
    (SIGSEGV) or, nearer, silently the wrong elements. Now the SCoP runs as
    kernels, checked at run time that the low bits hold the value, and
    prints what the unmodified program prints."""
    require_device(device)
    source = ODD / "inreg.ll"
    plain = run_unmodified(str(source), "--", n)
    report_file = tmp_path / "report.json"
    proc = run_polyoff(f"--device={device}", "--always-offload", "--report=json",
                       f"--report-file={report_file}", str(source), "--", n, timeout=120)
    assert proc.returncode == plain.returncode == 0, proc.stderr
    assert proc.stdout == plain.stdout
    launched = {k["name"] for k in json.loads(report_file.read_text())["run"]["kernels"] if k["launches"]}
    assert "kernel_f_0_0" in launched


def test_hashed_subscripts_are_not_affine(tmp_path):
    """Subscripts that hash the counter are refused as non-affine quickly
    (modelled exactly, one isl call ran for minutes, past every budget) and
    the program prints what it prints unmodified."""
    require_device("pocl")
    source = ODD / "hashidx.ll"
    plain = run_unmodified(str(source))
    report_file = tmp_path / "report.json"
    proc = run_polyoff("--no-cache", "--device=pocl", "--always-offload", "--report=json",
                       f"--report-file={report_file}", str(source), timeout=60)
    assert proc.returncode == plain.returncode == 0, proc.stderr
    assert proc.stdout == plain.stdout
    placement = _placement(json.loads(report_file.read_text()))
    assert placement["f"] == placement["g"] == "non-affine-access"


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("7", "5"), ("1", "1"), ("2", "3")], ids=["40x33", "7x5", "1x1", "2x3"])
def test_epilogue_of_an_unrolled_loop_runs_offloaded(device, args, tmp_path):
    """clang -O2 unrolls floating-point reductions at run time; the
    epilogue loop starts at the unrolled loop's final counter (its exit
    value in a subscript), which kernels now compute from the loop's last
    iteration: the nests offload (they were refused as non-affine) and
    print what the unmodified program prints, at sizes that leave 0, 1 or
    more iterations to the epilogue."""
    require_device(device)
    report = _runs_as_unmodified(ODD / "unrolled.ll", device, tmp_path, *args)
    rejected = [n["kind"] for f in report["functions"] for n in f["rejected"]]
    assert "non-affine-access" not in rejected
    offloaded = {s["function"] for f in report["functions"] for s in f["scops"] if s["offloaded"]}
    assert {"mv", "mvt", "main"} <= offloaded, offloaded
    launched = [k["name"] for k in report["run"]["kernels"] if k["launches"]]
    assert len(launched) >= 3, launched


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_truncation_read_unsigned_runs_offloaded(device, tmp_path):
    """``trunc i64 %j to i8`` read by ``urem i8 ..., 17`` keeps j when j is
    in [0, 256), not [-128, 128): the nest offloads (its assumptions could
    never hold before) and prints what the unmodified program prints."""
    require_device(device)
    report = _runs_as_unmodified(ODD / "trunc8.ll", device, tmp_path)
    # (main's checksum, a value leaving its loop, offloads too since values
    # leaving a region are handed back)
    assert [n["kind"] for f in report["functions"] for n in f["rejected"]] == []
    assert report["run"]["kernels"][0]["launches"] == 1


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_copies_stay_within_the_array(device, tmp_path):
    """gramschmidt's R is delinearised as [*][n + 1] (R[k][k] and R[k][j]
    with j from k + 1 share the stride n + 1): the box of its elements has
    a far corner n - 2 elements past R's end, and copying that range back
    corrupted the heap (glibc aborted: 'corrupted size vs. prev_size') with
    copies on (GPUs, --zero-copy=off). The range copied now ends at the
    last element accessed: R's n * n elements, and the output is the
    unmodified program's."""
    require_device(device)
    source = ROOT / "polybench" / "gramschmidt.c"
    m, n = 60, 50
    plain = run_unmodified(str(source), "--", str(m), str(n))
    report_file = tmp_path / "report.json"
    for _ in range(2):
        proc = run_polyoff("--no-cache", f"--device={device}", "--always-offload", "--zero-copy=off",
                           "--report=json", f"--report-file={report_file}", str(source), "--", str(m), str(n),
                           timeout=120)
        assert proc.returncode == plain.returncode == 0, proc.stderr
        assert proc.stdout == plain.stdout
    run = json.loads(report_file.read_text())["run"]
    assert run["bytes_in"] == (m * n + n * n) * 8, run["bytes_in"]


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_removed_constant_expressions_are_computed_by_instructions(device, tmp_path):
    """clang-15 -O3 folds an overlap check of two global arrays into an
    ``icmp`` constant expression, which LLVM 22 refuses (the file was
    rejected, exit 65): it is now computed by an instruction of its own and
    the program runs, offloaded, as its unmodified run prints."""
    require_device(device)
    for args in ((), ("7", "5")):
        report = _runs_as_unmodified(ODD / "constexpr.ll", device, tmp_path, *args)
        assert sum(k["launches"] for k in report["run"]["kernels"]) > 0


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("13", "16")], ids=["small", "13x16"])
def test_unrolled_covariance_offloads_in_parts(device, args, tmp_path):
    """clang -O3's covariance: epilogue rows ``k_final * n`` behind a select
    (the parameter is taken out for the delinearisation), trip counts
    masked from zero-extended sizes (no floor of 2^31: the hash heuristic
    refused them), and the kernel's one SCoP too large to compile, whose
    inner SCoPs are compiled instead. It stayed on the CPU whole."""
    require_device(device)
    report = _runs_as_unmodified(ODD / "covariance-O3.ll", device, tmp_path, *args)
    (kernel,) = [f for f in report["functions"] if f["function"] == "kernel_covariance"]
    assert sum(s["offloaded"] for s in kernel["scops"]) >= 4, [(s["depth"], s["reason"]) for s in kernel["scops"]]
    assert sum(k["launches"] for k in report["run"]["kernels"]) > 2


def _offloaded_functions(report: dict) -> set[str]:
    return {f["function"] for f in report["functions"] for s in f["scops"] if s["offloaded"]}


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("0",), ("1",), ("2",), ("7",)], ids=["40", "0", "1", "2", "7"])
def test_values_leaving_the_region(device, args, tmp_path):
    """Values computed in a nest and used after it (they were
    ``scalar-escape``): used by instructions after the region and by a phi
    further on, an exit phi fed by the guard and the latch with different
    values, the last value of a triangular nest. The host hands each back
    from the statement's last instance; sizes where loops run 0, 1 or more
    times print what the unmodified program prints."""
    require_device(device)
    report = _runs_as_unmodified(ODD / "leaving_shapes.ll", device, tmp_path, *args)
    assert {"exits", "inner"} <= _offloaded_functions(report)
    assert not [n for f in report["functions"] for n in f["rejected"] if n["kind"] == "scalar-escape"]
    (direct,) = [f for f in report["functions"] if f["function"] == "direct"]
    assert direct["scops"], direct["rejected"]


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [("300", "200"), ("0", "0"), ("1", "3"), ("5", "1")])
@pytest.mark.parametrize("form", ["leaving.c", "leaving-O2.ll"])
def test_values_leaving_optimised_nests(device, args, form, tmp_path):
    """The same in C as clang -O2 hands it over (LCSSA phis of vectorised
    and unrolled loops) and as polyoff compiles it: the functions whose
    results leave parallel nests offload."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert "tri" in _offloaded_functions(report)
    assert not [n for f in report["functions"] for n in f["rejected"] if n["kind"] == "scalar-escape"]


def test_values_leaving_through_the_timed_original(tmp_path):
    """Measured placement times the original nest: its edges to the exit
    go through ``polyoff.done``, where the exit phis fed inside the region
    meet in phis of their own; device, CPU timed and CPU runs all print
    what the unmodified program prints."""
    require_device("pocl")
    source = ODD / "leaving-O2.ll"
    want = run_unmodified(str(source), "--", "300", "200")
    env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache"),
           "POLYOFF_PLACEMENT_SECONDS": "device=2,cpu=1"}
    flags = ("--device=pocl", "--min-compute=10", "--min-work-per-launch=1")
    host = tmp_path / "host.ll"
    assert run_polyoff(*flags, "--no-run", f"--emit-llvm={host}", str(source), always_offload=False,
                       env=env).returncode == 0
    assert "= phi i64 [ %polyoff.done." in host.read_text()
    for _ in range(3):
        proc = run_polyoff(*flags, str(source), "--", "300", "200", always_offload=False, env=env)
        assert (proc.returncode, proc.stdout) == (0, want.stdout), proc.stderr


@pytest.mark.parametrize("target", ["spirv", "opencl-c"])
@pytest.mark.parametrize("args", [(), ("37",)])
def test_single_thread_sums_are_exact_on_intel(target, args, tmp_path):
    """A sum accumulated by one device thread into an array element: Intel's
    runtime reassociated it (last bits wrong) until single-thread kernels
    accessed floating-point memory as volatile there."""
    require_device("intel")
    source = ODD / "single_thread_sums.c"
    plain = run_unmodified(str(source), "--", *args)
    proc = run_polyoff("--device=intel", f"--target={target}", str(source), "--", *args)
    assert (proc.returncode, proc.stdout) == (plain.returncode, plain.stdout), proc.stderr


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["conditionals.c", "conditionals-O2.ll"])
@pytest.mark.parametrize("args", [(), ("7", "3"), ("1", "1"), ("0", "0")], ids=["60x45", "7x3", "1x1", "0x0"])
def test_conditionals_on_data_run_offloaded(device, form, args, tmp_path):
    """Branches on data (``if (v > 0.5) B[..] = ...``, an else-if chain, a
    value merged after the branch, short-circuit tests inside an affine
    test, a conditional write read back, a conditional sum) were
    ``non-affine-branch``; as region statements every function offloads
    and prints what the unmodified program prints, with copies too
    (a may-written array is copied in: where the write does not happen
    the element comes back as it was)."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert {"clamp", "relu", "upper", "select_sum"} <= _offloaded_functions(report)
    assert not [n for f in report["functions"] for n in f["rejected"] if n["kind"] == "non-affine-branch"]
    copies = run_polyoff(f"--device={device}", "--zero-copy=off", str(ODD / form), "--", *args)
    plain = run_unmodified(str(ODD / form), "--", *args)
    assert (copies.returncode, copies.stdout) == (0, plain.stdout), copies.stderr


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["hoisted_conditions.c", "hoisted_conditions-Os.ll"])
@pytest.mark.parametrize("args", [(), ("7", "3"), ("1", "1")], ids=["40x37", "7x3", "1x1"])
def test_conditions_hoisted_out_of_the_loop_they_guard(device, form, args, tmp_path):
    """clang -Os computes a data test (``K[i][j] % 3 == 1``, or one on an
    element the nest writes) once per (i, j), in a block with no store,
    and branches on it in the k loop's body, a region statement: the
    kernel computes the branch, so the test is recomputed there (its load
    an access of the statement) or passed as a scalar. It was dropped as a
    branch condition the domains model, and kernel generation failed on a
    load without an access (an internal error: fuzz seed 14000 at -Os)."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert {"read_only_test", "written_test"} <= _offloaded_functions(report)


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("7",)])
@pytest.mark.parametrize("form", [".c", "-O2.ll"])
def test_helpers_called_in_loops_are_inlined(device, args, form, tmp_path):
    """Two C files: helpers inline in a header, in the other file, one with
    a loop of its own (a dot product inside the matrix-vector loop), are
    inlined before the model is built, so their nests offload (they were
    `unknown-call`); a recursive helper and a noinline one stay calls. The
    same as clang -O2 hands the files over (definitions `local_unnamed_addr`,
    after which `alwaysinline` must go: the module did not parse)."""
    require_device(device)
    folder = ROOT / "tests" / "e2e" / "inputs" / "helpers"
    sources = [str(folder / f"main{form}"), str(folder / f"lib{form}")]
    plain = run_unmodified(*sources, "--", *args)
    report_file = tmp_path / "report.json"
    proc = run_polyoff(f"--device={device}", "--report=json", f"--report-file={report_file}",
                       *sources, "--", *args)
    assert (proc.returncode, proc.stdout) == (plain.returncode, plain.stdout) and proc.returncode == 0, proc.stderr
    report = json.loads(report_file.read_text())
    (main,) = [f for f in report["functions"] if f["function"] == "main"]
    assert main["scops"] and main["scops"][0]["offloaded"]
    calls = sorted(r["message"] for r in main["rejected"] if r["kind"] == "unknown-call")
    assert calls == ["call to fib, which may have side effects", "call to kept, which may have side effects"]
    assert sum(k["launches"] for k in report["run"]["kernels"]) >= 3


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["error_paths.c", "error_paths-O2.ll"])
@pytest.mark.parametrize(("args", "taken"), [((), False), (("30", "20", "25"), True), (("30", "20", "100"), False)],
                         ids=["not-taken", "taken", "small"])
def test_calls_on_paths_not_taken_are_assumed_away(device, form, args, taken, tmp_path):
    """A call under an affine condition inside a nest (Polly's error
    blocks: ``if (i > lim) report(i)``) made the nest `unknown-call`; the
    SCoP now assumes the call's block does not run, the host checks it,
    and where it does run the original code does (the calls happen, in
    order): the output is the unmodified program's either way."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert {"scale", "grid"} <= _offloaded_functions(report)
    launches = sum(k["launches"] for k in report["run"]["kernels"]
                   if k["name"].startswith(("kernel_scale", "kernel_grid")))
    assert (launches == 0) == taken, launches


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_wrapping_data_runs_offloaded_at_every_size(device, tmp_path):
    """Integers that wrap only as stored data (a byte of i * 3, an unsigned
    hash of the index) need no run-time check that they do not: the nest
    ran on the CPU for n > 41 (`scop.data_only`)."""
    require_device(device)
    source = ODD / "wrapping_data.c"
    native = subprocess.run([str(build_native(source, tmp_path / "native"))], capture_output=True, text=True)
    report = _runs_as_unmodified(source, device, tmp_path)
    proc = run_unmodified(str(source))
    assert proc.stdout == native.stdout
    (scop,) = [s for f in report["functions"] if f["function"] == "fill" for s in f["scops"]]
    assert scop["assumptions"]["notes"] == [], scop["assumptions"]
    (run,) = [s for s in report["run"]["scops"] if s["scop"] == scop["index"]]
    assert (run["offloaded"], run["check_failed"]) == (1, 0), run


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_finite_math_entry_points(device, tmp_path):
    """``__sqrt_finite``, ``__log10_finite``, ``__expf_finite`` (clang
    -ffast-math against old glibc) are the math functions they name: the
    program runs though this glibc no longer exports them, the ``sqrt``
    loop offloads and the others stay on the CPU as inexact on devices,
    not as calls that may have side effects."""
    require_device(device)
    report = _runs_as_unmodified(ODD / "finite_math.ll", device, tmp_path)
    (main,) = report["functions"]
    assert main["scops"][0]["offloaded"]
    assert {r["kind"] for r in main["rejected"]} == {"inexact-math"}, main["rejected"]
    assert report["run"]["kernels"][0]["launches"] == 1


def _runs(report: dict) -> dict[int, tuple[int, int]]:
    """SCoP number -> (times offloaded, run-time check failures)."""
    return {s["scop"]: (s["offloaded"], s["check_failed"]) for s in report["run"]["scops"]}


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("1",), ("0",), ("7",)], ids=["40", "1", "0", "7"])
@pytest.mark.parametrize("form", ["vla_parity.c", "vla_parity-O2.ll"])
def test_rows_chosen_by_parity_delinearise(device, args, form, tmp_path):
    """``A[i % 2][j][k]`` over a ``float A[][n][n]``: the row ``n*n`` under
    a select on ``i``'s lowest bit is ``(i mod 2) * n*n``, so the nest
    delinearises and offloads without a check that always fails; where
    clang inlines it into main beside flat loops over the same memory, the
    nest is its own SCoP (the region holding both is rejected for its
    disagreeing dimensions, not run on the CPU at run time)."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    if args == ("0",):
        return
    runs = _runs(report)
    nests = [s["index"] for f in report["functions"] for s in f["scops"]
             if s["offloaded"] and s["depth"] == 3]
    # (in the -O2 form foo itself is never called: main runs its inlined copy)
    ran = [k for k in nests if k in runs]
    assert ran and all(runs[k] == (1, 0) for k in ran), (nests, runs)


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_a_scop_starting_where_another_ends(device, tmp_path):
    """clang -O2's main of the helpers program: SCoP #0 ends at the header
    of the loop that is SCoP #1 (its counter's phi there). With measured
    placement, #0's check and done blocks both enter #1, whose check block
    then merges their values (the host module did not verify); run with
    the profitability check and placement on, it prints what the
    unmodified program prints."""
    require_device(device)
    folder = ROOT / "tests" / "e2e" / "inputs" / "helpers"
    sources = [str(folder / "main-O2.ll"), str(folder / "lib-O2.ll")]
    env = {"POLYOFF_PLACEMENT": "on", "POLYOFF_CACHE_DIR": str(tmp_path / "cache")}
    plain = run_unmodified(*sources, "--", "300")
    report_file = tmp_path / "report.json"
    for _ in range(2):  # the first run times the device, the second the CPU
        proc = run_polyoff(f"--device={device}", "--report=json", f"--report-file={report_file}", *sources,
                           "--", "300", env=env, always_offload=False)
        assert (proc.returncode, proc.stdout) == (0, plain.stdout), proc.stderr
    report = json.loads(report_file.read_text())
    (main,) = [f for f in report["functions"] if f["function"] == "main"]
    starts = {s["region"][0]: s for s in main["scops"] if s["offloaded"]}
    ends = {s["region"][1] for s in main["scops"] if s["offloaded"]}
    assert ends & set(starts), main["scops"]


@pytest.mark.parametrize("device,target", [("pocl", "auto"), ("intel", "spirv"), ("intel", "opencl-c")])
@pytest.mark.parametrize("args", [(), ("2", "5")])
def test_carried_recurrences_run_as_native(device, target, args, tmp_path):
    """Loops carrying a dependence at distance 3 through memory, on one
    device thread: Intel's compiler vectorised ``t[34+c-off] = t[3+c-off] +
    t[31+c-off]`` across it (Rodinia's random-number table, LLVM's
    test-suite MultiSource) until such stores became volatile there."""
    require_device(device)
    source = ODD / "carried_recurrence.c"
    native = subprocess.run([str(build_native(source, tmp_path / "native")), *args], capture_output=True, text=True)
    report_file = tmp_path / "report.json"
    proc = run_polyoff(f"--device={device}", f"--target={target}", "--report=json",
                       f"--report-file={report_file}", str(source), "--", *args)
    assert (proc.returncode, proc.stdout) == (native.returncode, native.stdout), proc.stderr
    assert {"lagged", "shift", "rows"} <= _offloaded_functions(json.loads(report_file.read_text()))


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["narrow_invariants.c", "narrow_invariants-O2.ll"])
@pytest.mark.parametrize("args", [(), ("5", "4", "3"), ("1", "1", "2")], ids=["37x23", "5x4", "1x1"])
def test_narrow_values_from_before_the_nest(device, form, args, tmp_path):
    """An ``i1``, ``i8`` or ``i16`` from before the nest used as data in it
    (clang -O2's ``select i1 %negate`` on a ``_Bool`` argument; the
    ``sext i8`` of a ``signed char`` that polyoff's own front end leaves in
    the loop) reaches the kernel as an ``i32`` argument, truncated there.
    Such nests stayed on the CPU ("the kernel needs %arg2, a i1 from before
    the SCoP": miniGMG's create_domain in LLVM's test-suite)."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert "scale" in _offloaded_functions(report)


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["chosen_field.c", "chosen_field-O2.ll"])
@pytest.mark.parametrize("args", [(), ("7",), ("1",)], ids=["100", "7", "1"])
def test_a_pointer_loaded_from_a_chosen_field(device, form, args, tmp_path):
    """``(forward ? t->fwd : t->bwd)[i]``: the pointer is loaded once, from
    a field chosen by an ``i1`` argument, so the host function loads it at
    byte offset ``%forward ? 8 : 16`` of ``t``; it could rebuild only
    products of values there (an internal error: SimpleMOC in LLVM's
    test-suite, as clang -O2 hands its files over)."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert "attenuate" in _offloaded_functions(report)


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["guarded_rows.c", "guarded_rows-O2.ll"])
@pytest.mark.parametrize("args", [(), ("3", "7"), ("4", "1")], ids=["5x40", "3x7", "4x1"])
def test_rows_chosen_by_a_branch(device, form, args, tmp_path):
    """``q->fine[id - 2][g]`` only where ``id`` is the last row, ``q->fine[id
    + 1][g]`` only where it is not: the host reads each row pointer, and
    the pointer to the rows, wherever a statement reads through it. The
    pointer to the rows was read only where its own load's block runs, so
    the last row's pointers were read through null (a crash: SimpleMOC in
    LLVM's test-suite, polyoff's C front end), and a row whose pointer came
    from another path's load of the same address was null in the kernel
    (the run fell back to the CPU)."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert "fit" in _offloaded_functions(report)
    assert all(s["device_failed"] == 0 for s in report["run"]["scops"]), report["run"]["scops"]


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("form", ["shared_body.c", "shared_body-O2.ll"])
@pytest.mark.parametrize("args", [(), ("5", "3"), ("1", "1")], ids=["57x43", "5x3", "1x1"])
def test_updates_sharing_a_loop_body(device, form, args, tmp_path):
    """bicg's ``s[j] += r[i] * A[i][j]; q[i] += A[i][j] * p[j]`` in one
    block was one statement with no parallel loop: a wavefront of small
    launches inside a host loop. Cut into two statements, each runs in one
    launch over its own parallel loop; the bodies that must stay one
    statement (a value or an accumulator both updates use, unrolled copies,
    a read of what the first update wrote) still print what they printed."""
    require_device(device)
    report = _runs_as_unmodified(ODD / form, device, tmp_path, *args)
    assert {"two_sums", "shared_value", "pairs", "chained"} <= _offloaded_functions(report)
    (two_sums,) = [s for f in report["functions"] if f["function"] == "two_sums" for s in f["scops"]]
    inner = [k for k in two_sums["kernels"] if k["mapped_dims"] and not k["sequential"]]
    assert len(inner) == 2 and all(k["host_loops"] == 0 for k in inner), two_sums["kernels"]


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("37", "3"), ("2", "1"), ("1", "1")], ids=["96", "37", "2", "1"])
def test_diagonals_run_offloaded(device, args, tmp_path):
    """Interval tables (nussinov's shape) run a launch per diagonal, its
    cells in parallel, each with the register that carries a cell's best
    value between its statements, and print what the unmodified program
    prints, at sizes of one, two and many diagonals. (Sequential as
    written; isl orders diagonals first only without the register's false
    dependences, schedule.optimize._isl_schedule.)"""
    require_device(device)
    report = _runs_as_unmodified(ODD / "diagonals.c", device, tmp_path, *args)
    (fold,) = [s for f in report["functions"] if f["function"] == "fold" for s in f["scops"]]
    assert fold["offloaded"], fold
    n = int(args[0]) if args else 96
    (kernel,) = [k for k in report["run"]["kernels"] if k["name"].startswith("kernel_fold")]
    assert kernel["launches"] == n - 1  # a launch per diagonal j - i = 1 .. n - 1
