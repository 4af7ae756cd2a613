"""Loads clang forwards from one loop iteration to the next (issue 12,
item 2): read again at the top of the loop, so the loop stays parallel
and a 2-D stencil keeps its 2-D grid; never where the reload could see
another value.

``inputs/forwarded/forwarded.ll`` is ``forwarded.c`` from clang-15 at -O2
(kernels inlined into ``main``): a 5-point stencil forwards ``A[i][j+1]``
to the next ``j``, and a window ``A[i][j-2..j]`` forwards over two
iterations (a phi of a phi). The variants below edit that IR so that the
rewrite would be wrong; polyoff must then keep the phis, and every variant
runs offloaded with the output of its unoffloaded run.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from polyoff.ir.reader import read_program
from polyoff.scop.forward import rematerialize_forwarded_loads
from tests.conftest import ROOT, require_device, run_polyoff, run_unmodified

SOURCE = ROOT / "tests" / "e2e" / "inputs" / "forwarded" / "forwarded.ll"

STENCIL_START = "%27 = getelementptr inbounds [200 x double], ptr %5, i64 %24, i64 1\n"
STENCIL_NEXT = "%40 = load double, ptr %39, align 8, !tbaa !5\n"

#: variant -> (text replaced, replacement): each makes the reload wrong
VARIANTS = {
    # the value entering the loop is another element than iteration -1's
    "other-start": (STENCIL_START, STENCIL_START.replace("i64 1\n", "i64 2\n")),
    # the loop writes the element the next iteration would read again
    "written-in-loop": (STENCIL_NEXT, STENCIL_NEXT + "  store double 1.5, ptr %39, align 8\n"),
    # the element is written between the load before the loop and the loop
    "written-before-loop": (
        "%28 = load double, ptr %27, align 8, !tbaa !5\n",
        "%28 = load double, ptr %27, align 8, !tbaa !5\n  store double 2.5, ptr %27, align 8\n",
    ),
}


def _variant(name: str | None, tmp_path: Path) -> Path:
    if name is None:
        return SOURCE
    old, new = VARIANTS[name]
    text = SOURCE.read_text()
    assert text.count(old) == 1, old
    path = tmp_path / f"{name}.ll"
    path.write_text(text.replace(old, new))
    return path


def _forwarding_headers() -> tuple[str, str]:
    """The model's names of the j loops' headers of the stencil (%32 in the
    input, one forwarded double) and of the window (%74, %75, two): the
    first blocks with one and two double phis (names follow the clean-up)."""
    counts = [
        (b.name, sum(1 for i in b.phis if i.type == "double"))
        for b in read_program(SOURCE).model.function("main").blocks
    ]
    stencil = next(name for name, n in counts if n == 1)
    window = next(name for name, n in counts if n == 2)
    return stencil, window


def _double_phis(path: Path, rewrite: bool = True) -> tuple[int, int]:
    main = read_program(path).model.function("main")
    if rewrite:
        main = rematerialize_forwarded_loads(main)
    phis = {b.name: sum(1 for i in b.phis if i.type == "double") for b in main.blocks}
    return tuple(phis[name] for name in _forwarding_headers())


def test_forwarded_loads_become_loads_of_the_current_element():
    assert _double_phis(SOURCE, rewrite=False) == (1, 2)
    assert _double_phis(SOURCE) == (0, 0)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_unsafe_forwarding_keeps_its_phi(variant, tmp_path):
    assert _double_phis(_variant(variant, tmp_path)) == (1, 0)


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("variant", [None, *sorted(VARIANTS)])
def test_offloaded_output_equals_the_unoffloaded_run(device, variant, tmp_path):
    require_device(device)
    path = _variant(variant, tmp_path)
    reference = run_unmodified(str(path))
    assert reference.returncode == 0, reference.stderr
    proc = run_polyoff("--device", device, "--report", "--no-cache", str(path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == reference.stdout
    grids = dict(re.findall(r"(kernel_main_\d+_\d+): [^;]*; grid \((.*)\) x block", proc.stderr))
    two_d = {k for k, g in grids.items() if g.count(",") == 1}
    if variant is None:
        # both nests (stencil and window) run on 2-D grids
        assert len(two_d) >= 2, proc.stderr
    else:
        assert len(two_d) >= 1, proc.stderr


@pytest.mark.parametrize("seed", [7, 12])
def test_random_windows(seed, tmp_path):
    """Random sliding windows, some with writes into the array they read,
    compiled at -O2 (more: ``scripts/fuzz_offload --windows``)."""
    from tests.fuzz.runner import check
    from tests.fuzz.windows import generate_window

    require_device("pocl")
    require_device("intel")
    out = check(seed, 3, tmp_path, arg_sets=(("48",), ("11",)),
                ir_flags=("-O2", "-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops"),
                generator=generate_window)
    assert out.ok, out.failures
    assert out.offloaded >= 1


@pytest.mark.parametrize("device", ["pocl", "intel"])
@pytest.mark.parametrize("args", [(), ("7",), ("7", "structure-only")])
def test_a_scop_inside_the_loop_whose_load_was_forwarded(device, args, tmp_path):
    """``inputs/forwarded/csr_copy-O2.ll``: the row loop forwards
    ``A_i[i+1]`` to the next row, where it is the inner loop's lower bound;
    a SCoP of the inner loop alone took the model's reload of it as a
    parameter, which the host code does not have (it did not verify)."""
    require_device(device)
    path = SOURCE.parent / "csr_copy-O2.ll"
    reference = run_unmodified(str(path), "--", *args)
    assert reference.returncode == 0, reference.stderr
    # (compiled through the session's cache: the other arguments reuse it)
    proc = run_polyoff("--device", device, "--report", str(path), "--", *args)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == reference.stdout
    assert re.search(r"function copy:\n  SCoP #\d+ [^\n]*\n(?:    [^\n]*\n)*    offloaded as", proc.stderr), proc.stderr
