"""Native builds of polyoff's C inputs: tests/programs/ and the PolyBench kernels.

Every program in tests/programs/ and every kernel in polybench/ (MINI dataset;
parametric and static bounds in double, and a float build) is compiled with
the host C compiler (clang when on PATH, else ``python -m ziglang cc``) and
run. Their stdout must match the checksums pinned below, the two forms of
bounds must print the same bytes, the dump mode must agree with the checksums,
and each kernel must lower to LLVM IR that defines its ``kernel_`` function.
These outputs are the references that offloaded runs are compared against.
"""

from __future__ import annotations

import concurrent.futures
import importlib.util
import math
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from polybench.harness.kernels import KERNELS

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS_DIR = ROOT / "tests" / "programs"
POLYBENCH_DIR = ROOT / "polybench"

PROGRAMS = (
    "gemm",
    "2mm",
    "atax",
    "bicg",
    "mvt",
    "jacobi-2d",
    "fdtd-2d",
    "covariance",
    "imperfect-int",
    "multi-kernel",
    "triangular",
    "non-affine",
)

# Programs whose sizes come from argv, with a small size list and the
# default one (which must reproduce the no-argument output).
PARAMETRIC_PROGRAMS = {
    "gemm": (("5", "3", "7"), ("64", "72", "80")),
    "atax": (("4", "9"), ("96", "120")),
    "mvt": (("11",), ("150",)),
    "fdtd-2d": (("3", "5", "4"), ("16", "60", "80")),
    "multi-kernel": (("6",), ("100",)),
    "triangular": (("9",), ("128",)),
}

# Contraction of a*b+c into an FMA depends on the target CPU; without it,
# every compiler computes the same bits and the pinned checksums hold.
C_FLAGS = ("-std=c99", "-O2", "-ffp-contract=off", "-Wall", "-Wextra", "-pedantic", "-Werror")
IR_FLAGS = (
    "-target",
    "x86_64-linux-gnu",
    "-S",
    "-emit-llvm",
    "-g0",
    "-O1",
    "-fno-vectorize",
    "-fno-slp-vectorize",
    "-fno-unroll-loops",
)
# Values agree to the last bit with -ffp-contract=off; the tolerance only
# absorbs a libm that rounds exp/pow differently (deriche).
REL_TOL = 1e-9
ABS_TOL = 1e-9

# Checksum lines of the MINI dataset, as "<kernel> <array> <sum> <weighted sum>".
EXPECTED_POLYBENCH_MINI = """
correlation corr 12.06344272763064 642.57460927698548
correlation mean 67.74609375 994.79296875
correlation stddev 40.352524123398297 585.41604733753866
correlation data 5.5511151231257827e-16 30.715891685318564
covariance cov 34.977759576612911 1697.2929687499995
covariance mean 70.9921875 1040.5390625
covariance data 0 234.5
2mm D 19012.925814825041 960261.04808550293
2mm tmp 1616.5249301025171 83261.535414725091
3mm G 8782.581106669837 421414.16853002005
3mm E 295.07117812061728 14986.754207573636
3mm F 532.71752694271197 25697.028644356211
atax y 892.20029265538142 19379.453005487288
atax tmp 217.8023422251139 4243.9601821730639
bicg s 372.92475350285417 7192.9377270368432
bicg q 374.00402530189774 8066.4318573893024
doitgen A 955.57515976660181 48262.302861906042
doitgen sum 5.4849958321756036 37.349958321756041
mvt x1 385.0261680665177 7939.0186552990344
mvt x2 399.65145634234642 8265.2804070582879
gemm C 4527.1264858485547 215143.47448805996
gemver w 11666.738470426169 240590.41471592247
gemver x 358.27134713724303 7563.2401839619479
gemver A 997.21393952098038 48706.254440277989
gesummv y 408.91901552519721 6568.0229638806186
gesummv tmp 202.4790307548929 3316.4072693383036
symm C 3733.5329495234982 184114.18275561417
syr2k C 5511.1264380036955 268522.97966062056
syrk C 3089.1290979597952 149237.35276687806
trmm B 1097.6138840453368 53851.086530078377
cholesky A 45.343412563140483 2239.3656087931931
durbin y 0.30391303686927096 0.30444364450402739
durbin z 0.30403527717932816 0.30933325690631619
gramschmidt R 124.62543030756983 5921.3300262922294
gramschmidt Q 16.73360611048712 776.94000745921653
gramschmidt A 20.015233830817962 964.88127339655318
lu A 54.327762201208927 2593.3258553056558
ludcmp x 0.11784522019017288 38.492577155614988
ludcmp y -0.77174768268179861 12.620359988628088
ludcmp A 59.810764375080986 2918.7944425581477
trisolv x 13.337518984634746 270.79309738628064
deriche imgOut 79.806812380473446 3895.9783888130378
deriche y1 42.584754777222734 2081.4908099791428
deriche y2 37.222057603250605 1814.4875788338854
floyd-warshall path 43093 2108465
nussinov table 13506 652564
adi u 418.96187926653607 20383.216639214181
adi v 359.99016063228123 17277.965410638895
adi p 227.75405900750025 11530.159545001947
adi q 114.24783344370796 5649.9161549477058
fdtd-2d ex 230.55960518921611 11424.278768720096
fdtd-2d ey 267.62102701633381 13952.276986837403
fdtd-2d hz 257.38230683962928 12838.060551792987
heat-3d A 469.6554451048043 22552.8400306599
heat-3d B 469.72885745085705 22557.049525447841
jacobi-1d A 10.912036806132251 171.28641918637376
jacobi-1d B 10.903851806747651 168.82599405503439
jacobi-2d A 420.52941604658935 20268.066239059779
jacobi-2d B 413.48616076675575 20103.858568825253
seidel-2d A 770.19646950829508 37225.942237800147
"""

# Output of tests/programs/ at their default sizes, as "<program> <line>".
EXPECTED_PROGRAMS = """
gemm C -3723.9804357783173 -181182.04624419258
2mm D 386254.06990606588 18789510.396359131
2mm tmp 28475.174485125917 1386286.5589244885
atax y 29151.680068969727 1221665.645904541
atax tmp 1996.8824863433838 96842.91162109375
bicg s 2532.9662840746055 110544.74318507894
bicg q 2459.7926829268285 100453.37969043152
mvt x1 5042.0171526586619 207890.62298456259
mvt x2 5157.3292556500091 212314.81837030902
jacobi-2d A 4370.2696636506516 214147.009580988
jacobi-2d B 4371.9773893499369 214087.66420342925
fdtd-2d ex 2092.3525760001939 102235.08650459815
fdtd-2d ey 2406.2130226062773 113880.26635396323
fdtd-2d hz 2484.5131887686475 119122.18239571771
covariance cov 531.6392405063317 25132.102571202478
covariance mean 227.12499999999997 7420.7781249999998
covariance data -4.5519144009631418e-13 1455.899999999999
imperfect-int B 1657728 81144384
imperfect-int rowsum 1657728 79136595
imperfect-int offset 15420 753586
imperfect-int scale 18419.200000000004 879295.5
imperfect-int C 444852582.99999988 21739168523.299946
multi-kernel A 4905.4055941688393 240407.34166168675
multi-kernel B 2432.8378378378347 118013.73999999999
multi-kernel x 0.037464815970820166 2.888892318577545
multi-kernel y 1060.4594594594596 81771.472972972988
multi-kernel norm 28304.476271000734 28304.476271000734
triangular S 205.27975646972794 9783.1920867920016
triangular x 50.150176781133027 2051.4343668818146
triangular U 8524.3909953226048 416991.99620404275
non-affine y 3476.9641577060934 142654.28315412183
non-affine z 6953.9283154121849 284944.34408602148
non-affine x 69.888888888888872 2906.3333333333344
non-affine w -1078.2056451612902 -42913.670250896044
non-affine A 24186485.70149418 1184598403.8294611
non-affine weight_calls 128
"""


def _expected(table: str) -> dict[str, list[list[str]]]:
    result: dict[str, list[list[str]]] = {}
    for line in table.strip().splitlines():
        name, *fields = line.split()
        result.setdefault(name, []).append(fields)
    return result


EXPECTED_KERNEL_LINES = _expected(EXPECTED_POLYBENCH_MINI)
EXPECTED_PROGRAM_LINES = _expected(EXPECTED_PROGRAMS)


def _c_compiler() -> list[str] | None:
    clang = shutil.which("clang")
    if clang:
        return [clang]
    if importlib.util.find_spec("ziglang") is not None:
        return [sys.executable, "-m", "ziglang", "cc"]
    return None


def _ir_compiler() -> list[str] | None:
    if importlib.util.find_spec("ziglang") is not None:
        return [sys.executable, "-m", "ziglang", "cc"]
    return None


@dataclass(frozen=True)
class Build:
    """One compiler invocation: `source` with extra `flags` into `output`."""

    key: str
    source: Path
    flags: tuple[str, ...]
    output: Path
    emit_ir: bool = False


@dataclass(frozen=True)
class BuildResult:
    output: Path
    returncode: int
    log: str


def _kernel_builds(out_dir: Path) -> list[Build]:
    builds = []
    for kernel in KERNELS:
        source = POLYBENCH_DIR / f"{kernel}.c"
        variants = {
            "parametric": ("-DMINI_DATASET",),
            "static": ("-DMINI_DATASET", "-DPOLYBENCH_STATIC_SIZES"),
            "float": ("-DMINI_DATASET", "-DDATA_TYPE_IS_FLOAT"),
        }
        for variant, flags in variants.items():
            key = f"polybench/{kernel}/{variant}"
            builds.append(Build(key, source, flags, out_dir / f"pb-{kernel}-{variant}"))
        builds.append(
            Build(f"polybench/{kernel}/ir", source, (), out_dir / f"pb-{kernel}.ll", emit_ir=True)
        )
    builds.append(
        Build(
            "polybench/gemm/dump",
            POLYBENCH_DIR / "gemm.c",
            ("-DMINI_DATASET", "-DPOLYBENCH_DUMP_ARRAYS"),
            out_dir / "pb-gemm-dump",
        )
    )
    return builds


def _program_builds(out_dir: Path) -> list[Build]:
    return [
        Build(f"programs/{name}", PROGRAMS_DIR / f"{name}.c", (), out_dir / f"prog-{name}")
        for name in PROGRAMS
    ]


def _compile(build: Build, cc: list[str], ir_cc: list[str] | None) -> BuildResult:
    if build.emit_ir:
        if ir_cc is None:
            return BuildResult(build.output, -1, "ziglang is not installed")
        command = [*ir_cc, *IR_FLAGS, *build.flags, str(build.source), "-o", str(build.output)]
    else:
        command = [*cc, *C_FLAGS, *build.flags, str(build.source), "-o", str(build.output), "-lm"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    return BuildResult(build.output, done.returncode, " ".join(command) + "\n" + done.stderr)


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, BuildResult]:
    cc = _c_compiler()
    if cc is None:
        pytest.skip("no C compiler: neither clang on PATH nor the ziglang package")
    out_dir = tmp_path_factory.mktemp("native")
    builds = _kernel_builds(out_dir) + _program_builds(out_dir)
    workers = max(2, min(8, os.cpu_count() or 2))
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {b.key: pool.submit(_compile, b, cc, _ir_compiler()) for b in builds}
        return {key: future.result() for key, future in futures.items()}


def _executable(built: dict[str, BuildResult], key: str) -> Path:
    result = built[key]
    assert result.returncode == 0, f"build {key} failed:\n{result.log}"
    return result.output


def _run(
    exe: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    run_env = {k: v for k, v in os.environ.items() if k != "POLYBENCH_DUMP"}
    run_env.update(env or {})
    return subprocess.run(
        [str(exe), *args], capture_output=True, text=True, timeout=60, env=run_env
    )


def _assert_lines_match(stdout: str, expected: list[list[str]], what: str) -> None:
    lines = [line.split() for line in stdout.splitlines()]
    got_names = [fields[0] for fields in lines if fields]
    want_names = [fields[0] for fields in expected]
    assert got_names == want_names, f"{what}: arrays {got_names}, expected {want_names}"
    for got, want in zip(lines, expected):
        assert len(got) == len(want), f"{what}: line {got} has a different shape from {want}"
        for g, w in zip(got[1:], want[1:]):
            assert math.isclose(float(g), float(w), rel_tol=REL_TOL, abs_tol=ABS_TOL), (
                f"{what}: {got[0]} = {g}, expected {w}"
            )


def _checksums(stdout: str) -> list[tuple[str, float, float]]:
    rows = []
    for line in stdout.splitlines():
        name, total, weighted = line.split()
        rows.append((name, float(total), float(weighted)))
    return rows


KERNEL_TIME = re.compile(r"^kernel-time: \d+\.\d+$")


def test_expected_tables_cover_every_input() -> None:
    assert sorted(EXPECTED_KERNEL_LINES) == sorted(KERNELS)
    assert sorted(EXPECTED_PROGRAM_LINES) == sorted(PROGRAMS)
    on_disk = sorted(p.stem for p in POLYBENCH_DIR.glob("*.c"))
    assert on_disk == sorted(KERNELS)
    assert sorted(p.stem for p in PROGRAMS_DIR.glob("*.c")) == sorted(PROGRAMS)


@pytest.mark.parametrize("program", PROGRAMS)
def test_program_output(built: dict[str, BuildResult], program: str) -> None:
    done = _run(_executable(built, f"programs/{program}"))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    _assert_lines_match(done.stdout, EXPECTED_PROGRAM_LINES[program], program)


@pytest.mark.parametrize("program", sorted(PARAMETRIC_PROGRAMS))
def test_program_sizes_from_argv(built: dict[str, BuildResult], program: str) -> None:
    exe = _executable(built, f"programs/{program}")
    small, default = PARAMETRIC_PROGRAMS[program]
    reference = _run(exe).stdout

    assert _run(exe, *default).stdout == reference
    resized = _run(exe, *small)
    assert resized.returncode == 0, resized.stderr
    assert [line.split()[0] for line in resized.stdout.splitlines()] == [
        line.split()[0] for line in reference.splitlines()
    ]
    assert resized.stdout != reference

    bad = _run(exe, "0", *default[1:])
    assert bad.returncode == 2 and bad.stdout == "" and "bad size" in bad.stderr
    too_many = _run(exe, *default, "1")
    assert too_many.returncode == 2 and "usage" in too_many.stderr


@pytest.mark.parametrize("kernel", KERNELS)
def test_polybench_mini_checksums(built: dict[str, BuildResult], kernel: str) -> None:
    done = _run(_executable(built, f"polybench/{kernel}/parametric"))
    assert done.returncode == 0, done.stderr
    assert KERNEL_TIME.match(done.stderr.strip()), done.stderr
    _assert_lines_match(done.stdout, EXPECTED_KERNEL_LINES[kernel], kernel)


@pytest.mark.parametrize("kernel", KERNELS)
def test_polybench_static_form_prints_the_same(built: dict[str, BuildResult], kernel: str) -> None:
    parametric = _run(_executable(built, f"polybench/{kernel}/parametric"))
    static = _run(_executable(built, f"polybench/{kernel}/static"))
    assert static.returncode == 0, static.stderr
    assert KERNEL_TIME.match(static.stderr.strip()), static.stderr
    assert static.stdout == parametric.stdout


@pytest.mark.parametrize("kernel", KERNELS)
def test_polybench_float_build(built: dict[str, BuildResult], kernel: str) -> None:
    done = _run(_executable(built, f"polybench/{kernel}/float"))
    assert done.returncode == 0, done.stderr
    rows = _checksums(done.stdout)
    assert [name for name, _, _ in rows] == [f[0] for f in EXPECTED_KERNEL_LINES[kernel]]
    for name, total, weighted in rows:
        assert math.isfinite(total) and math.isfinite(weighted), f"{kernel} {name} not finite"


@pytest.mark.parametrize("kernel", KERNELS)
def test_polybench_dump_agrees_with_checksums(built: dict[str, BuildResult], kernel: str) -> None:
    exe = _executable(built, f"polybench/{kernel}/parametric")
    summary = _checksums(_run(exe).stdout)
    dumped = _run(exe, env={"POLYBENCH_DUMP": "1"})
    assert dumped.returncode == 0, dumped.stderr

    lines = dumped.stdout.splitlines()
    position = 0
    for name, total, weighted in summary:
        header, count = lines[position].split()
        assert header == name
        values = [float(v) for v in lines[position + 1 : position + 1 + int(count)]]
        assert len(values) == int(count)
        position += 1 + int(count)
        # Same additions in the same order as the C checksum: equal bits.
        s = w = 0.0
        for k, v in enumerate(values):
            s += v
            w += v * float(k % 97 + 1)
        assert (s, w) == (total, weighted), f"{kernel} {name}"
    assert position == len(lines)

    assert _run(exe, env={"POLYBENCH_DUMP": "0"}).stdout == _run(exe).stdout


def test_polybench_dump_macro(built: dict[str, BuildResult]) -> None:
    done = _run(_executable(built, "polybench/gemm/dump"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "C 500"  # MINI: NI x NJ = 20 x 25
    assert len(lines) == 501


def test_polybench_sizes_from_argv(built: dict[str, BuildResult]) -> None:
    parametric = _executable(built, "polybench/gemm/parametric")
    static = _executable(built, "polybench/gemm/static")
    reference = _run(parametric).stdout

    assert _run(parametric, "20", "25", "30").stdout == reference
    resized = _run(parametric, "5", "6", "7")
    assert resized.returncode == 0 and resized.stdout.startswith("C ")
    assert resized.stdout != reference
    for bad in (("5", "6"), ("5", "6", "0"), ("5", "6", "x7"), ("5", "6", "100001")):
        done = _run(parametric, *bad)
        assert done.returncode == 2 and done.stdout == "", bad

    assert _run(static, "20", "25", "30").stdout == reference
    fixed = _run(static, "5", "6", "7")
    assert fixed.returncode == 2 and "fixed" in fixed.stderr


DEFINE_KERNEL = re.compile(r"^define\b[^\n]*@(kernel_\w+)\(", re.MULTILINE)


@pytest.mark.parametrize("kernel", KERNELS)
def test_polybench_lowers_to_llvm_ir(built: dict[str, BuildResult], kernel: str) -> None:
    if _ir_compiler() is None:
        pytest.skip("ziglang is not installed")
    ir = _executable(built, f"polybench/{kernel}/ir").read_text()
    defined = DEFINE_KERNEL.findall(ir)
    assert defined == [f"kernel_{kernel.replace('-', '_')}"]
    main = ir[ir.index("@main(") :]
    assert f"call void @{defined[0]}(" in main, "the kernel must stay a call from main"
