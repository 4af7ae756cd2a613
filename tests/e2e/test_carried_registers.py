"""Carried registers (``codegen.carry``): a value a thread's loop stores in
one iteration and loads in the next stays in a register. Checked on the
kernels built for adi and for a program of recurrences of several shapes,
and by running that program on both CPU devices, with and without the
rewrite, against the unmodified run."""

from __future__ import annotations

import builtins
import dataclasses
from functools import cache

import pytest

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.targets.check import walk_statements
from polyoff.compiler import DeviceSettings, compile_module
from polyoff.ir.reader import read_program
from polyoff.options import Options
from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

RECURRENCES = r"""
#include <stdio.h>
#include <stdlib.h>

#define N 45
#define M 70

static void kernel(int n, int m, double p[N][M], double q[N][M], double v[M][N],
                   float f[N][M], long c[N][M], double z[N][M])
{
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m; j++) {
            /* a row recurrence, and a load after the store of the same iteration */
            p[i][j] = 0.5 / (p[i][j - 1] + 1.5);
            q[i][j] = q[i][j - 1] * 0.25 + p[i][j - 1] + p[i][j];
        }
    for (int i = 0; i < n; i++)
        for (int j = m - 2; j >= 0; j--)          /* backwards, a row apart */
            v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m; j++) {
            f[i][j] = f[i][j - 1] * 0.75f + (float)j;   /* single precision */
            c[i][j] = c[i][j - 1] * 3 + j;             /* integers, wrapping */
        }
    for (int i = 0; i < n; i++)
        for (int j = 2; j < m; j++)               /* j - 2 stays a load, j - 1 is carried */
            z[i][j] = z[i][j - 2] * 0.5 + z[i][j - 1];
}

static double p[N][M], q[N][M], v[M][N], z[N][M];
static float f[N][M];
static long c[N][M];

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N, m = argc > 2 ? atoi(argv[2]) : M;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            p[i][j] = (i * 7 + j) % 11 / 11.0;
            q[i][j] = (i + j * 3) % 13 / 13.0;
            v[j][i] = (i * j) % 5 / 5.0;
            f[i][j] = (float)((i + 2 * j) % 9) / 9.0f;
            c[i][j] = i * 1000003L + j;
            z[i][j] = (i * 3 + j) % 7 / 7.0;
        }
    kernel(n, m, p, q, v, f, c, z);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            printf("%a %a %a %a %ld %a\n", p[i][j], q[i][j], v[j][i], (double)f[i][j], c[i][j], z[i][j]);
    return 0;
}
"""

POCL = DeviceSettings(cpu_device=True, one_point_per_thread=True, x_strips=True, line_threads=True)
INTEL = DeviceSettings(cpu_device=True, uniform_lanes=True, gather_tiles=True, grid_dims=3,
                       row_blocks=(1, 4, 128), line_threads=True, volatile_accumulators=True,
                       volatile_carried_stores=True, float_sums_in_c=True)
# --target=spirv chosen on Intel's runtime: float registers stay volatile
INTEL_SPIRV = dataclasses.replace(INTEL, float_sums_in_c=False)


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("carry") / "recurrences.c"
    path.write_text(RECURRENCES)
    return str(path)


@cache
def carries(path: str, settings: DeviceSettings, rule: str = "auto") -> dict[str, set[str]]:
    """{kernel: the arrays whose values it carries in registers}."""
    comp = compile_module(read_program(path), Options(carried_registers=rule), target="opencl_c",
                          settings=settings)
    return {b.plan.name: {s.var.name.split("_")[1] for s in walk_statements(b.kernel.body)
                          if isinstance(s, K.Declare) and s.var.name.startswith("carry_")}
            for r in comp.results for b in r.kernels}


@pytest.mark.parametrize("settings", [POCL, INTEL], ids=["pocl", "intel"])
def test_adi_sweeps_carry_their_values(settings):
    got = carries(str(ROOT / "polybench" / "adi.c"), settings)
    sweeps = {k.removeprefix("kernel_kernel_adi_"): v for k, v in got.items() if "kernel_adi" in k}
    # forward elimination carries p and q; back substitution the column or row it solves
    assert sweeps == {"0_0": {"p", "q"}, "0_1": {"v"}, "0_2": {"p", "q"}, "0_3": {"u"}}, sweeps
    assert not any(carries(str(ROOT / "polybench" / "adi.c"), settings, "off").values())


def python_adi_carries(settings: DeviceSettings) -> dict[str, set[str]]:
    """{kernel: carried arrays} for the decorated adi (polybench/python) at MINI."""
    from polyoff_runtime import host_target_machine

    from polybench.python import KERNELS
    from polyoff.frontend.python import free_names, lower_function
    from polyoff.frontend.signature import Signature, classify
    from polyoff.frontend.source import read_function_source
    from polyoff.ir.reader import read_ir_text

    bench = KERNELS["adi"]
    args = bench.arguments("MINI")
    signature = Signature(tuple(args), tuple(classify(n, v) for n, v in args.items()))
    tm = host_target_machine()
    fn = bench.kernel.py_func
    source = read_function_source(fn)
    statics = {n: fn.__globals__[n] if n in fn.__globals__ else getattr(builtins, n)
               for n in free_names(source.tree)}
    lowered = lower_function(source, signature, statics, triple=tm.triple, datalayout=str(tm.target_data),
                             exact_math=True)
    comp = compile_module(read_ir_text(lowered.ir, source.file), Options(), target="opencl_c",
                          settings=settings)
    return {b.plan.name.rsplit("_", 2)[-2] + "_" + b.plan.name.rsplit("_", 1)[-1]:
            {s.var.name.split("_")[1] for s in walk_statements(b.kernel.body)
             if isinstance(s, K.Declare) and s.var.name.startswith("carry_")}
            for r in comp.results for b in r.kernels}


@pytest.mark.parametrize("settings", [POCL, INTEL], ids=["pocl", "intel"])
def test_decorated_adi_carries_its_sweeps(settings):
    # isl fuses the row sweep's boundary store u[i, n-1] = 1.0 into the
    # column sweep's forward loop under an if: the loop is no longer
    # straight-line code, and p and q went through memory (kernel 0 was
    # 3.3 s of adi's 8.6 s at LARGE on Intel's runtime; 2.1 s carried)
    got = python_adi_carries(settings)
    assert got == {"0_0": {"p", "q"}, "0_1": {"v"}, "0_2": {"p", "q"}, "0_3": {"u"}}, got


def test_which_recurrences_are_carried(program):
    for settings in (POCL, INTEL):
        got = set().union(*carries(program, settings).values())
        assert got == {"p", "q", "v", "f", "c", "z"}, got
    # a volatile register would cost what the load did: off by default there
    assert not any(carries(program, INTEL_SPIRV).values())
    assert set().union(*carries(program, INTEL_SPIRV, "on").values()) == {"p", "q", "v", "f", "c", "z"}


@pytest.mark.parametrize("device,target", [("pocl", "opencl-c"), ("intel", "spirv"), ("intel", "opencl-c")])
def test_carried_registers_keep_results(program, device, target):
    require_device(device)
    for sizes in ((), ("37", "33")):
        expected = run_unmodified(program, "--", *sizes)
        assert expected.returncode == 0, expected.stderr
        for rule in ("auto", "off"):
            proc = run_polyoff(f"--device={device}", f"--target={target}", f"--carried-registers={rule}",
                               program, "--", *sizes)
            assert proc.returncode == 0, proc.stderr
            assert proc.stdout == expected.stdout, (device, target, rule, sizes)
