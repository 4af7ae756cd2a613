"""Signals during an offloaded run (issue 13, item 4).

``polyoff PROG`` must end on SIGINT and SIGTERM as PROG built natively
does (killed by the signal: the shell's 130 and 143), wherever the signal
lands (the compiler, the CPU code, a kernel launch or a copy, with and
without zero-copy), and leave the compilation cache usable: the next run
takes the program from the cache and prints the right result. A decorated
call raises KeyboardInterrupt on Ctrl-C, and the process and its compiled
function keep working.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT, build_native, require_device

PROGRAM = ROOT / "tests" / "e2e" / "inputs" / "interrupted.c"


def _start(args: list[str], env: dict) -> subprocess.Popen:
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _signalled(args: list[str], env: dict, sig: int, delay: float) -> subprocess.CompletedProcess:
    proc = _start(args, env)
    time.sleep(delay)
    proc.send_signal(sig)
    try:
        out, err = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"{args} hung after signal {sig} at {delay:.2f} s: {err[-2000:]}")
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


@pytest.fixture(scope="module")
def native(tmp_path_factory) -> tuple[str, int]:
    """The native program's output, and its wait status on SIGINT."""
    exe = build_native(PROGRAM, tmp_path_factory.mktemp("native") / "interrupted")
    done = subprocess.run([str(exe)], capture_output=True, text=True, check=True)
    killed = _signalled([str(exe)], dict(os.environ), signal.SIGINT, 0.1)
    return done.stdout, killed.returncode


@pytest.mark.parametrize("device", ["pocl", "intel"])
def test_cli_ends_like_the_native_program(device, native, tmp_path):
    require_device(device)
    expected, native_sigint = native
    assert native_sigint == -signal.SIGINT
    env = dict(os.environ, POLYOFF_CACHE_DIR=str(tmp_path / "cache"))
    cmd = [sys.executable, "-m", "polyoff", f"--device={device}", "--always-offload"]
    t0 = time.perf_counter()
    first = subprocess.run([*cmd, str(PROGRAM)], capture_output=True, text=True, env=env, timeout=300)
    duration = time.perf_counter() - t0
    assert first.returncode == 0 and first.stdout == expected, first.stderr
    seed = int.from_bytes(os.urandom(4), "little")
    rng = random.Random(seed)
    runs = [(signal.SIGINT, []), (signal.SIGINT, []), (signal.SIGINT, ["--zero-copy=off"]),
            (signal.SIGINT, ["--no-cache"]), (signal.SIGTERM, []), (signal.SIGTERM, [])]
    # From after Python has imported polyoff (about 0.3 s on a quiet
    # machine, over 0.5 s at load 10 on 2 cores): a SIGINT before that gets
    # Python's own KeyboardInterrupt traceback (though the same wait status).
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import polyoff.cli"], check=True, env=env, timeout=120)
    imported = 1.5 * (time.perf_counter() - t0) + 0.1
    for sig, extra in runs:
        delay = rng.uniform(imported, max(duration, imported + 0.1))
        got = _signalled([*cmd, *extra, str(PROGRAM)], env, sig, delay)
        what = f"{signal.Signals(sig).name} at {delay:.2f} s {extra} (seed {seed}): {got.stderr[-2000:]}"
        # killed by the signal, as natively; or finished before it came
        assert got.returncode == -sig or (got.returncode == 0 and got.stdout == expected), what
        assert "Traceback" not in got.stderr and "fatal device error" not in got.stderr, what
    last = subprocess.run([*cmd, "--report", str(PROGRAM)], capture_output=True, text=True, env=env,
                          timeout=300)
    assert last.returncode == 0 and last.stdout == expected, last.stderr
    assert "taken from the cache" in last.stderr


DECORATED = textwrap.dedent("""
    import os, signal, sys, threading, time, warnings
    import numpy as np
    import polyoff

    warnings.simplefilter("ignore")

    def jacobi(A, B, steps: int):
        for t in range(steps):
            for i in range(1, A.shape[0] - 1):
                for j in range(1, A.shape[1] - 1):
                    B[i, j] = 0.2 * (A[i, j] + A[i, j - 1] + A[i, j + 1] + A[i + 1, j] + A[i - 1, j])
            for i in range(1, A.shape[0] - 1):
                for j in range(1, A.shape[1] - 1):
                    A[i, j] = 0.2 * (B[i, j] + B[i, j - 1] + B[i, j + 1] + B[i + 1, j] + B[i - 1, j])

    def fresh(n=200):
        A = np.fromfunction(lambda i, j: (i * 3 + j) % 11, (n, n))
        return A, np.zeros((n, n))

    f = polyoff.offload(device=sys.argv[1], always_offload=True, zero_copy=sys.argv[2])(jacobi)

    def interrupted(delay, steps):
        # where the KeyboardInterrupt came: from the call, or after it (the
        # call was quicker than the timer), or not at all
        timer = threading.Timer(delay, os.kill, (os.getpid(), signal.SIGINT))
        A, B = fresh()
        timer.start()
        where = "nowhere"
        try:
            f(A, B, steps)
        except KeyboardInterrupt:
            where = "call"
        try:
            timer.join()
            time.sleep(0.3)
        except KeyboardInterrupt:
            where = "late"
        return where

    # while compiling (isl's callbacks), then while running (the runtime's)
    print("compile", interrupted(0.3, 1500))
    took = []
    for _ in range(2):  # the first run also builds the kernels
        A, B = fresh()
        t0 = time.perf_counter()
        f(A, B, 1500)
        took.append(time.perf_counter() - t0)
    took = min(took)
    for fraction in (0.05, 0.15, 0.3):
        print("run", interrupted(took * fraction, 1500))
    A, B = fresh(40)
    RA, RB = A.copy(), B.copy()
    f(A, B, 3)
    jacobi(RA, RB, 3)
    print("same", A.tobytes() == RA.tobytes() and B.tobytes() == RB.tobytes())
    print("launches", f.stats()[0]["launches"] > 0)
""")


@pytest.mark.parametrize("device,zero_copy", [("pocl", "on"), ("pocl", "off"), ("intel", "on")])
def test_decorated_call_raises_keyboard_interrupt(device, zero_copy, tmp_path):
    require_device(device)
    script = tmp_path / "interrupted.py"
    script.write_text(DECORATED)
    env = dict(os.environ, POLYOFF_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, str(script), device, zero_copy], capture_output=True,
                          text=True, env=env, timeout=600, cwd=Path(ROOT))
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    lines = proc.stdout.split("\n")
    assert "compile call" in lines, proc.stdout
    runs = [ln for ln in lines if ln.startswith("run ")]
    assert len(runs) == 3 and set(runs) <= {"run call", "run late"}, proc.stdout
    assert runs.count("run call") >= 2, proc.stdout  # the timer may lose to a quick call
    assert "same True" in lines and "launches True" in lines, proc.stdout


def test_closed_pipe_ends_it_like_the_native_program(tmp_path):
    """`polyoff PROG | head -1`: SIGPIPE, not a write error ignored (Python
    ignores SIGPIPE; a native program dies of it)."""
    source = tmp_path / "lines.c"
    source.write_text('#include <stdio.h>\nint main(void) {\n'
                      '  for (int i = 0; i < 2000000; i++) printf("line %d\\n", i);\n  return 0;\n}\n')
    exe = build_native(source, tmp_path / "lines")
    statuses = []
    for cmd in ([str(exe)], [sys.executable, "-m", "polyoff", "--gpu-runtime=none", str(source)]):
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout.readline() == b"line 0\n"
        proc.stdout.close()
        proc.wait(timeout=120)
        statuses.append(proc.returncode)
    assert statuses == [-signal.SIGPIPE, -signal.SIGPIPE]
