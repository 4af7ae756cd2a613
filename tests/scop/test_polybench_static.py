"""PolyBench in its own form (compile-time sizes, kernels inlined, from
polyoff's own C level): every SCoP of the 30 kernels is scheduled within
seconds. Coalescing heat-3d's dependences merged seven translations into
one diamond with 26 faces, on which isl's scheduler (its Farkas
elimination) ran for hours at every dataset size; nothing stopped it,
since one isl call outruns polyoff's budgets. The schedules are computed
in a child process (static_schedule.py) with a time limit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KERNELS = sorted(p.stem for p in (ROOT / "polybench").glob("*.c"))


def test_every_kernel_schedules_within_seconds():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "runtime")]))
    try:
        proc = subprocess.run([sys.executable, str(Path(__file__).with_name("static_schedule.py")), *KERNELS],
                              capture_output=True, text=True, timeout=240, env=env)
    except subprocess.TimeoutExpired as exc:
        done = (exc.stdout or b"").decode().split()
        raise AssertionError(f"scheduling hung after {done[-3:]}") from None
    assert proc.returncode == 0, proc.stderr
    rows = [line.split() for line in proc.stdout.splitlines()]
    assert [r[0] for r in rows] == KERNELS
    slow = [(k, s) for k, _, s in rows if float(s) > 30]
    assert not slow, slow
    assert all(int(n) >= 1 for _, n, _ in rows)
