"""The CUDA path on an NVIDIA GPU: PTX kernels run through pycuda.

Every program in tests/programs/ is offloaded with ``--gpu-runtime=cuda
--target=nvptx`` and must print exactly what the natively compiled program
prints, with its loop nests really launched as kernels on the CUDA device.
Zero-copy on and off must both work, an oversized ``--block-sizes`` must be
capped at the device's limit, and a kernel module the device refuses must
leave the program running correctly on the CPU with the fallback counted.

The tests skip, with the reason, when pycuda is missing or finds no CUDA
device. On a GPU machine without a C compiler (the device machine of
``scripts/gpu/run.sh``) they read the inputs and the native outputs that
``scripts/gpu/prepare.sh`` stored in ``.gpu/`` (``$POLYOFF_GPU_DIR``): LLVM IR
compiled with polyoff's own C flags, and the stdout of native builds.

Run as a script, this file is the driver of the fallback test (see
:func:`force_block_main`).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PROGRAMS, ROOT, build_native, run_polyoff
from tests.e2e.test_programs_offloaded import CASES

#: Where scripts/gpu/prepare.sh puts precompiled inputs and native outputs.
GPU_DIR = Path(os.environ.get("POLYOFF_GPU_DIR") or ROOT / ".gpu")
CUDA = ("--gpu-runtime=cuda", "--target=nvptx")
#: More threads per block than any CUDA device allows (1024 since Fermi).
IMPOSSIBLE_BLOCK = (2048, 1, 1)


# ---------------------------------------------------------------- the device


@functools.cache
def cuda_problem() -> str:
    """Why the CUDA tests cannot run here; empty when they can."""
    try:
        import pycuda.driver as driver
    except Exception as exc:  # ImportError, or a pycuda built for another CUDA
        return f"pycuda is not importable: {exc}"
    try:
        driver.init()
        count = driver.Device.count()
    except Exception as exc:
        return f"CUDA does not start (cuInit): {exc}"
    if count == 0:
        return "pycuda finds no CUDA device"
    from polyoff_runtime import select_device

    if select_device("cuda") is None:
        return "polyoff's runtime lists no CUDA device"
    return ""


@pytest.fixture(scope="module")
def cuda_device():
    problem = cuda_problem()
    if problem:
        pytest.skip(problem)
    from polyoff_runtime import select_device

    return select_device("cuda")


# ------------------------------------------------------- inputs and references


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@functools.cache
def stored() -> dict:
    """``.gpu/manifest.json``'s ``programs`` entries whose source is unchanged."""
    try:
        manifest = json.loads((GPU_DIR / "manifest.json").read_text())
    except (OSError, ValueError):
        return {}
    fresh = {}
    for name, entry in (manifest.get("programs") or {}).items():
        source = PROGRAMS / f"{name}.c"
        if source.is_file() and _sha256(source) == entry.get("source_sha256"):
            fresh[name] = entry
    return fresh


def _c_compiler_for_ir() -> bool:
    from polyoff.ir.cc import find_c_compiler

    return find_c_compiler() is not None


def _native_compiler() -> bool:
    """tests.conftest.build_native can build here (clang, or the ziglang wheel)."""
    return shutil.which("clang") is not None or importlib.util.find_spec("ziglang") is not None


def program_input(name: str) -> Path:
    """The C source when polyoff can compile C here, else the stored IR."""
    if _c_compiler_for_ir():
        return PROGRAMS / f"{name}.c"
    entry = stored().get(name)
    if entry is None:
        pytest.skip(
            f"no C compiler and no up-to-date IR of {name} in {GPU_DIR} "
            "(run scripts/gpu/prepare.sh)"
        )
    return GPU_DIR / entry["ir"]


@pytest.fixture(scope="module")
def native(tmp_path_factory):
    """``native(name, args)``: the stdout of the natively built program."""
    out = tmp_path_factory.mktemp("native")
    cache: dict[tuple[str, tuple[str, ...]], str] = {}

    def get(name: str, args: tuple[str, ...]) -> str:
        key = (name, args)
        if key in cache:
            return cache[key]
        for run in (stored().get(name) or {}).get("runs", ()):
            if tuple(run["args"]) == args:
                cache[key] = (GPU_DIR / run["stdout"]).read_text()
                return cache[key]
        if not _native_compiler():
            pytest.skip(
                f"no native C compiler and no stored output of {name} {list(args)} "
                f"in {GPU_DIR} (run scripts/gpu/prepare.sh)"
            )
        exe = out / name
        if not exe.exists():
            build_native(PROGRAMS / f"{name}.c", exe)
        done = subprocess.run([str(exe), *args], capture_output=True, text=True, check=True)
        cache[key] = done.stdout
        return done.stdout

    return get


def run_on_cuda(
    name: str, args: tuple[str, ...], report: Path, *flags: str, driver: tuple[str, ...] = ()
) -> tuple[subprocess.CompletedProcess, dict]:
    """polyoff (or ``driver``, a command in front of polyoff's arguments) on
    the CUDA device, with its JSON report."""
    report.unlink(missing_ok=True)
    polyoff_args = (
        *CUDA,
        *flags,
        "--report=json",
        f"--report-file={report}",
        str(program_input(name)),
        "--",
        *args,
    )
    if driver:
        proc = subprocess.run(
            [*driver, "--always-offload", *polyoff_args], capture_output=True, text=True,
            timeout=300, cwd=ROOT,
        )
    else:
        proc = run_polyoff(*polyoff_args)
    assert proc.returncode == 0, f"{name} {args}: exit {proc.returncode}\n{proc.stderr}"
    return proc, json.loads(report.read_text())


def kernels_of(report: dict) -> list[dict]:
    return [k for f in report["functions"] for s in f["scops"] for k in s.get("kernels", ())]


# ---------------------------------------------------------------- the tests


def test_cases_cover_every_program():
    """The CUDA runs below cover every input program (a new one needs a case)."""
    assert sorted(CASES) == sorted(p.stem for p in PROGRAMS.glob("*.c"))


@pytest.mark.gpu
@pytest.mark.parametrize("name", sorted(CASES))
def test_program_matches_native_on_cuda(name, cuda_device, native, tmp_path):
    arg_sets, min_offloaded = CASES[name]
    for k, args in enumerate(arg_sets):
        proc, report = run_on_cuda(name, args, tmp_path / f"report{k}.json")
        assert proc.stdout == native(name, args), f"{name} {args} on {cuda_device.describe()}"
        assert proc.stderr == ""
        assert report["target"] == "nvptx"
        run = report["run"]
        assert run is not None and run["status"] == "ready", run
        assert run["device"].startswith("cuda:"), run["device"]
        offloaded = [s for s in run["scops"] if s["offloaded"] > 0]
        assert len(offloaded) >= min_offloaded, run["scops"]
        assert run["launches"] > 0 and run["failures"] == 0, run
        assert all(s["device_failed"] == 0 for s in run["scops"]), run["scops"]
        # Discrete GPUs copy; only an integrated one works on host memory by default.
        if not cuda_device.host_unified_memory:
            assert run["zero_copy_buffers"] == 0 and run["bytes_out"] > 0, run


def _can_map_host_memory() -> bool:
    import pycuda.driver as driver

    return bool(driver.Device(0).get_attribute(driver.device_attribute.CAN_MAP_HOST_MEMORY))


@pytest.mark.gpu
@pytest.mark.parametrize("mode", ["on", "off"])
@pytest.mark.parametrize("name", ["gemm", "jacobi-2d"])
def test_zero_copy_on_and_off(name, mode, cuda_device, native, tmp_path):
    if mode == "on" and not _can_map_host_memory():
        pytest.skip(f"{cuda_device.describe()} cannot map host memory")
    args = CASES[name][0][-1]
    proc, report = run_on_cuda(name, args, tmp_path / "report.json", f"--zero-copy={mode}")
    assert proc.stdout == native(name, args)
    run = report["run"]
    assert run["status"] == "ready" and run["launches"] > 0 and run["failures"] == 0, run
    assert run["zero_copy"] == mode
    if mode == "on":
        # Kernels read and write host memory in place: nothing is copied.
        assert run["buffers"] > 0 and run["zero_copy_buffers"] == run["buffers"], run
        assert run["bytes_in"] == 0 and run["bytes_out"] == 0, run
        assert run["maps_out"] > 0, run
    else:
        assert run["zero_copy_buffers"] == 0, run
        assert run["bytes_in"] > 0 and run["bytes_out"] > 0, run


@pytest.mark.gpu
def test_oversized_block_sizes_are_capped_at_the_device_limit(cuda_device, native, tmp_path):
    # 64x64 tiles with 1024x1024 threads asked for (the most --block-sizes
    # takes per dimension): the mapper caps the block by the tile, 4096
    # threads, then halves it to the device's threads per block.
    args = CASES["gemm"][0][-1]
    proc, report = run_on_cuda(
        "gemm",
        args,
        tmp_path / "report.json",
        "--block-sizes=1024,1024",
        "--tile-sizes=64,64",
        "--no-cache",
    )
    assert proc.stdout == native("gemm", args)
    run = report["run"]
    assert run["status"] == "ready" and run["launches"] > 0 and run["failures"] == 0, run
    blocks = [k["block"] for k in kernels_of(report)]
    assert blocks
    for block in blocks:
        threads = block[0] * block[1] * block[2]
        assert threads <= cuda_device.max_work_group_size, blocks
        assert all(b <= m for b, m in zip(block, cuda_device.max_work_item_sizes)), blocks
    assert max(b[0] * b[1] * b[2] for b in blocks) > 256, "the larger request was ignored"


@pytest.mark.gpu
@pytest.mark.parametrize("name", ["gemm", "jacobi-2d"])
def test_device_failure_falls_back_to_the_cpu(name, cuda_device, native, tmp_path):
    # The compiler never emits a block the device cannot run, so the kernel
    # module is edited after compilation (see force_block_main): the CUDA
    # backend refuses it when the runtime initialises, and every SCoP must
    # run its original code on the CPU.
    args = CASES[name][0][0]
    driver = (
        sys.executable,
        "-m",
        "tests.e2e.test_gpu",
        "--force-block",
        ",".join(map(str, IMPOSSIBLE_BLOCK)),
        "--",
    )
    proc, report = run_on_cuda(name, args, tmp_path / "report.json", "--no-cache", driver=driver)
    assert proc.stdout == native(name, args)
    assert proc.stderr == ""
    run = report["run"]
    assert run["device"].startswith("cuda:"), run
    assert run["status"].startswith("failed: init"), run["status"]
    assert "2048" in run["status"], run["status"]
    assert run["launches"] == 0 and run["failures"] >= 1, run
    assert run["scops"] and all(
        s["offloaded"] == 0 and s["device_failed"] >= 1 for s in run["scops"]
    ), run["scops"]


# ------------------------------------------------ the driver of the fallback test


def force_block_main(argv: list[str]) -> int:
    """``python -m tests.e2e.test_gpu --force-block X,Y,Z -- POLYOFF-ARGS``
    (from the repository's root): the polyoff
    command, with every kernel's block replaced by ``X,Y,Z`` after
    compilation (and before the runtime checks it against the device)."""
    import dataclasses

    import polyoff.compiler as compiler
    from polyoff.cli import main

    if len(argv) < 3 or argv[0] != "--force-block" or argv[2] != "--":
        sys.stderr.write(
            "usage: python -m tests.e2e.test_gpu --force-block X,Y,Z -- POLYOFF-ARGS\n"
        )
        return 2
    block = tuple(int(v) for v in argv[1].split(","))
    compile_file = compiler.compile_file

    def with_block(paths, options, **kwargs):
        result = compile_file(paths, options, **kwargs)
        module = result.program.kernels
        if module is None:
            return result
        kernels = tuple(dataclasses.replace(k, block=block) for k in module.kernels)
        program = dataclasses.replace(
            result.program, kernels=dataclasses.replace(module, kernels=kernels)
        )
        return dataclasses.replace(result, program=program)

    # cli.run imports compile_file when it runs, so it finds this one.
    compiler.compile_file = with_block
    return main(argv[3:])


if __name__ == "__main__":
    sys.exit(force_block_main(sys.argv[1:]))
