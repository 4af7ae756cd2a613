"""Programs that run several threads (pthreads, OpenMP): their loop nests'
host functions run concurrently, and their thread-local variables must
stay each thread's own (polyoff.ir.threads).

Each program is compared with its native build. The race these tests
guard against is a matter of timing (a thread's copy-out writing back, as
it was copied in, the range of columns another thread wrote meanwhile:
four threads' column chunks printed other sums in 5 of 5 runs with copies),
so the tests check the decision as well as the output."""

from __future__ import annotations

import ctypes.util
import json
import subprocess
from pathlib import Path

import pytest

from polyoff.ir.cc import find_clang
from tests.conftest import native_cc, require_device, run_polyoff

DEVICE = "pocl"

PROGRAM = r"""
#include <pthread.h>
#include <stdio.h>
#define N 256
#define T 4
static double A[N][N];
static _Thread_local long calls;
static _Thread_local double scratch[64] = {1.5, 2.5};
struct chunk { int lo, hi; long calls; double s; };

static void part(int lo, int hi, int rep)
{
    for (int i = LOOP_I)
        for (int j = LOOP_J)
            A[i][j] = A[i][j] * 0.5 + (i + j + rep) * 0.25 + scratch[(i + j) % 2];
    calls++;
}

static void *work(void *p)
{
    struct chunk *c = p;
    for (int rep = 0; rep < 8; rep++)
        part(c->lo, c->hi, rep);
    c->calls = calls;
    c->s = scratch[0] + scratch[1];
    return p;
}

int main(void)
{
    pthread_t t[T];
    struct chunk c[T];
    for (int k = 0; k < T; k++) {
        c[k].lo = k * N / T;
        c[k].hi = (k + 1) * N / T;
        pthread_create(&t[k], 0, work, &c[k]);
    }
    long total = 0;
    for (int k = 0; k < T; k++) {
        pthread_join(t[k], 0);
        total += c[k].calls;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += A[i][j] * (1 + (i * 7 + j) % 5);
    printf("%ld %.17g %.17g %ld\n", total, s, c[0].s, calls);
    return 0;
}
"""

#: each thread's chunk: columns lo..hi of every row (the range copied back
#: spans the other threads' columns), or whole rows lo..hi (it does not)
COLUMNS = {"LOOP_I": "0; i < N; i++", "LOOP_J": "lo; j < hi; j++"}
ROWS = {"LOOP_I": "lo; i < hi; i++", "LOOP_J": "0; j < N; j++"}


def _program(tmp_path: Path, chunk: dict[str, str]) -> tuple[Path, str]:
    text = PROGRAM
    for key, value in chunk.items():
        text = text.replace(key, value)
    src = tmp_path / "threads.c"
    src.write_text(text)
    exe = tmp_path / "native"
    subprocess.run([*native_cc(), "-O2", str(src), "-o", str(exe), "-lpthread"], check=True, capture_output=True)
    expected = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    # every thread counted its own calls and kept its own initial values
    assert expected.startswith("32 ") and expected.split()[2:] == ["4", "0"]
    return src, expected


def _run(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, dict]:
    report = tmp_path / "report.json"
    proc = run_polyoff(*args, "--report=json", f"--report-file={report}")
    assert "Traceback" not in proc.stderr and proc.returncode == 0, proc.stderr
    return proc, json.loads(report.read_text())


def _scop(report: dict, function: str) -> dict:
    return next(s for f in report["functions"] if f["function"] == function for s in f["scops"])


def test_thread_locals_stay_each_threads_own(tmp_path):
    """A thread-local counter and an initialised thread-local array in a
    program that starts threads (refused before: the JIT cannot allocate
    thread-local storage)."""
    src, expected = _program(tmp_path, ROWS)
    proc = run_polyoff("--gpu-runtime=none", str(src))
    assert (proc.returncode, proc.stdout) == (0, expected), proc.stderr


def test_column_chunks_stay_on_the_cpu(tmp_path):
    require_device(DEVICE)
    src, expected = _program(tmp_path, COLUMNS)
    for _ in range(2):
        proc, report = _run(tmp_path, f"--device={DEVICE}", "--zero-copy=off", str(src))
        assert proc.stdout == expected
    scop = _scop(report, "work")
    assert not scop["offloaded"]
    assert "runs threads (pthread_create)" in scop["reason"] and "range of A copied back" in scop["reason"]


def test_row_chunks_are_offloaded(tmp_path):
    """Each thread writes whole rows, so the range it copies back is its
    own: offloaded from four threads at once, with copies."""
    require_device(DEVICE)
    src, expected = _program(tmp_path, ROWS)
    proc, report = _run(tmp_path, f"--device={DEVICE}", "--zero-copy=off", str(src))
    assert proc.stdout == expected
    assert _scop(report, "work")["offloaded"]
    launches = {k["name"]: k["launches"] for k in report["run"]["kernels"]}
    assert sum(n for name, n in launches.items() if "work" in name or "part" in name) == 32


OPENMP = r"""
#include <stdio.h>
#define N 300
static double A[N][N], C[N][N];
static int seen;
#pragma omp threadprivate(seen)
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (i * j % 7) * 0.25;
    int own = 0;
    for (int rep = 0; rep < 4; rep++) {
        #pragma omp parallel for schedule(static)
        for (int COUNTER = 0; COUNTER < N; COUNTER++)
            for (int INNER = 0; INNER < N; INNER++) {
                double s = 0;
                for (int k = 0; k < 40; k++)
                    s += A[i][(k + j) % N] * (k + rep);
                C[i][j] = s;
            }
        #pragma omp parallel reduction(+:own)
        own += ++seen == rep + 1;
    }
    double t = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            t += C[i][j] * (1 + (i + j) % 3);
    printf("%.6f %d\n", t, own);
    return 0;
}
"""


@pytest.mark.parametrize("parallel", ["i", "j"])
def test_openmp_loops(tmp_path, parallel):
    """clang -fopenmp IR, run as it is: polyoff loads the OpenMP run-time
    (as clang's driver links it), offloads each thread's chunk of rows,
    keeps chunks of columns on the CPU, and the threadprivate counter stays
    each thread's own."""
    require_device(DEVICE)
    clang = find_clang()
    if clang is None or ctypes.util.find_library("omp") is None:
        pytest.skip("needs clang with LLVM's OpenMP run-time (libomp)")
    inner = "j" if parallel == "i" else "i"
    src = tmp_path / "omp.c"
    src.write_text(OPENMP.replace("COUNTER", parallel).replace("INNER", inner))
    ll = tmp_path / "omp.ll"
    exe = tmp_path / "omp"
    for args in (["-S", "-emit-llvm", "-g0", "-o", str(ll)], ["-o", str(exe)]):
        built = subprocess.run([*clang, "-O2", "-fopenmp", str(src), *args], capture_output=True, text=True)
        if built.returncode:
            pytest.skip(f"clang -fopenmp failed: {built.stderr[-300:]}")
    env = {"OMP_NUM_THREADS": "4"}
    expected = subprocess.run([str(exe)], check=True, capture_output=True, text=True, env=env).stdout
    report = tmp_path / "report.json"
    proc = run_polyoff(f"--device={DEVICE}", "--zero-copy=off", "--report=json", f"--report-file={report}",
                       str(ll), env=env)
    assert "Traceback" not in proc.stderr and proc.returncode == 0, proc.stderr
    assert proc.stdout == expected and expected.endswith(" 16\n")  # 4 threads, 4 regions each
    outlined = [s for f in json.loads(report.read_text())["functions"] if "omp_outlined" in f["function"]
                for s in f["scops"] if any(a["name"] == "C" for a in s["arrays"])]
    assert outlined
    if parallel == "i":
        assert any(s["offloaded"] for s in outlined)
    else:
        assert not any(s["offloaded"] for s in outlined)
        assert any("runs threads (__kmpc_fork_call)" in (s["reason"] or "") for s in outlined)
