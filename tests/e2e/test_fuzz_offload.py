"""Differential fuzzing in CI: random affine programs with dependences
(tests/fuzz/programs.py) give the same output offloaded as unmodified, on
pocl (OpenCL C) and Intel's CPU runtime (SPIR-V), at a full, a small odd
and a degenerate size. A few dozen nests from fixed seeds; the script
``scripts/fuzz_offload`` runs hundreds.
"""

from __future__ import annotations

import functools
import os

import pytest

from tests.conftest import device_available, run_unmodified
from tests.fuzz.pointers import generate_pointers
from tests.fuzz.programs import generate, generate_seeds
from tests.fuzz.runner import DEVICES, check

_FIRST = int(os.environ.get("POLYOFF_FUZZ_SEED", "1"))
#: the nests of 8 seeds' programs of 4 nests (32 nests per device and
#: size), two seeds to a program (``generate_seeds``: each seed's nests on
#: freshly initialised arrays, followed by its checksums, so the program
#: prints what the two seeds' programs print: half the polyoff processes
#: for the same nests); and the seeds of the failures fuzzing found, each
#: in its own program as found: 1002 (isl printed a parameter for a local
#: division), 1089 (Intel's compiler and restrict read-only buffers), 11038
#: (a statement split into nine pieces: on Intel's runtime one of their
#: kernels broke the driver, so it is not split there; with copies, a
#: strided write-only array came back uninitialised between its elements)
SEEDS = [*((s, s + 1) for s in range(_FIRST, _FIRST + 8, 2)), 1002, 1089, 11038]
FUNCTIONS = 4


def _name(seeds) -> str:
    return "-".join(map(str, seeds)) if isinstance(seeds, tuple) else str(seeds)


def _equal_unmodified(seed, tmp_path, what: str = "", **kwargs):
    """``check`` of seed ``seed``'s program, or of a tuple of seeds' nests
    in one program (``generate_seeds``), on every available CPU device
    (skipped without one); every run equal to the unmodified one. The
    outcome, for the counts."""
    devices = {spec: target for spec, target in DEVICES.items() if device_available(spec)}
    if not devices:
        pytest.skip("no OpenCL CPU device")
    name = _name(seed)
    if isinstance(seed, tuple):
        seeds = seed
        kwargs["generator"] = lambda _first, functions: generate_seeds(seeds, functions)
        seed = seeds[0]
    # (the unmodified runs are shared: test_other_mappings_equal_unmodified
    # runs a program of test_offloaded_equals_unmodified again)
    outcome = check(seed, FUNCTIONS, tmp_path, devices,
                    unmodified=functools.partial(run_unmodified, timeout=600), **kwargs)
    assert outcome.ok, (
        f"seed {name}{what} ({outcome.source}):\n"
        + "\n".join(f"{dev} {' '.join(args)}: {msg}" for (dev, args), msg in outcome.failures.items())
    )
    return outcome


@pytest.mark.parametrize("seed", SEEDS, ids=_name)
def test_offloaded_equals_unmodified(seed, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path)
    # The check means something only if the nests really ran as kernels.
    programs = len(seed) if isinstance(seed, tuple) else 1
    assert outcome.scops >= programs * FUNCTIONS // 2
    assert outcome.offloaded == outcome.scops
    assert outcome.kernels > 0


#: the defaults are the CPU devices' choices (uniform lanes, tiles only for
#: gathered reads, no registers on Intel); these run the other mappings on
#: the same devices: a GPU's (every tile with reuse, registers, the x thread
#: in loop bounds), tiles together with uniform lanes, and x strips (pocl's
#: default where they apply) on both devices
MAPPINGS = {
    "gpu-like": ("--shared-memory=on", "--private-memory=on", "--uniform-lanes=off"),
    "tiles-and-lanes": ("--shared-memory=on", "--uniform-lanes=on"),
    "strips": ("--x-strips=on",),
}


@pytest.mark.parametrize("mapping", sorted(MAPPINGS))
def test_other_mappings_equal_unmodified(mapping, tmp_path):
    # the first program of test_offloaded_equals_unmodified: two seeds' nests
    outcome = _equal_unmodified(SEEDS[0], tmp_path, what=f" {mapping}", extra=MAPPINGS[mapping])
    assert outcome.offloaded == outcome.scops > 0


#: seeds that found bugs in x strips: 3008, a sum carried in a scalar across
#: a k loop inside the threads (a register per thread, while a strip's
#: thread interleaves all its points: such kernels get no strips)
STRIP_SEEDS = [3008]


@pytest.mark.parametrize("seed", STRIP_SEEDS)
def test_strip_seeds_equal_unmodified(seed, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, what=" strips", extra=MAPPINGS["strips"])
    assert outcome.offloaded == outcome.scops > 0


#: (seed, C compiler flags or None for polyoff's own): nests over pointer
#: parameters of five element types, called with distinct and overlapping
#: arrays (tests/fuzz/pointers.py); ``scripts/fuzz_offload --pointers``; 7106 at -O3:
#: an unrolled loop's epilogue computes a value from its exit counter (an
#: internal error: the kernel did not know that counter for values); 7404 at
#: -O2: a condition of the block written out as a scalar was never computed
POINTER_SEEDS = [(100, None), (201, ("-O2",)), (7106, ("-O3",)), (7404, ("-O2",))]


@pytest.mark.parametrize(("seed", "flags"), POINTER_SEEDS)
def test_pointer_parameters_equal_unmodified(seed, flags, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, ir_flags=flags, generator=generate_pointers)
    assert outcome.offloaded > 0 and outcome.kernels > 0


#: (seed, C compiler flags or None) of plain programs where isl placed a
#: statement whose lane coordinate another loop fixes one lane early in an
#: atomic loop over the lane, so that with uniform lanes (Intel's runtime)
#: no thread ran it (codegen.kernel._lane_values_exact): 9122 at -O2, 9319
#: as polyoff compiles C
LANE_SEEDS = [(9122, ("-O2",)), (9319, None)]


@pytest.mark.parametrize(("seed", "flags"), LANE_SEEDS)
def test_lane_seeds_equal_unmodified(seed, flags, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, ir_flags=flags)
    assert outcome.offloaded == outcome.scops > 0


#: programs with compile-time sizes at -O3 (``FUZZ_CONSTANT_SIZES``): vector
#: loops without scalar loops, split into lanes (polyoff.ir.scalarize); 5015
#: met a phi joining values from a branch whose side polyoff could not tell
#: (a TypeError in the affine analysis, exit 70)
CONSTANT_SIZE_SEEDS = [5000, 5015]


@pytest.mark.parametrize("seed", CONSTANT_SIZE_SEEDS)
def test_constant_sizes_at_O3_equal_unmodified(seed, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, ir_flags=("-O3", "-DFUZZ_CONSTANT_SIZES"))
    assert outcome.offloaded > 0 and outcome.kernels > 0


#: programs whose functions return values computed in their nests
#: (``generate(..., leaving=True)``): the element some assignments wrote last
#: and a counter's last value leave the SCoP; 9000's ``count = 3 * j + 1``,
#: computed after the j loop from j's exit value and carried by a phi of
#: the i loop, was an internal error (the kernel lacked j's last counter)
#: 8016 at -O3: an unrolled loop's phis of a double and of an i64 both
#: receive `undef`, and the double's was written as the i64's constant
#: (KernelIRError, exit 70)
LEAVING_SEEDS = [(9000, None), (9003, ("-O2",)), (8016, ("-O3",))]


@pytest.mark.parametrize(("seed", "flags"), LEAVING_SEEDS)
def test_values_leaving_nests_equal_unmodified(seed, flags, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, ir_flags=flags,
                                generator=functools.partial(generate, leaving=True))
    assert outcome.offloaded > 0 and outcome.kernels > 0


#: programs with assignments under ifs on array values (region statements),
#: alone and with values leaving the nests at -O2; 13033 at -O3 compiled
#: for over ten minutes (the even part of an unrolled trip count,
#: x & (2^63 - 2), was a floor division by 2^63, on which isl's extrema
#: ran bignum pivots no operation budget counts)
DATA_IF_SEEDS = [(9201, None, False), (9308, ("-O2",), True), (13033, ("-O3",), True)]


@pytest.mark.parametrize(("seed", "flags", "leaving"), DATA_IF_SEEDS)
def test_conditions_on_data_equal_unmodified(seed, flags, leaving, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, ir_flags=flags,
                                generator=functools.partial(generate, leaving=leaving, data_ifs=True))
    assert outcome.offloaded > 0 and outcome.kernels > 0


#: the default programs at -O3: 9409's later SCoPs took as parameters
#: values an earlier offloaded SCoP computes without handing them back
#: (``zext`` peeled to its operand), so host code did not verify (exit 70);
#: that SCoP now stays on the CPU and the later ones run
O3_SEEDS = [9409]


@pytest.mark.parametrize("seed", O3_SEEDS)
def test_optimised_programs_equal_unmodified(seed, tmp_path):
    outcome = _equal_unmodified(seed, tmp_path, ir_flags=("-O3",))
    assert outcome.offloaded > 0 and outcome.kernels > 0


def test_jammed_lines_on_intel(tmp_path):
    # Seed 14012's f3: a line thread (one row per thread, four at a time,
    # codegen.jam) whose copies each overwrite their own element of y in
    # every iteration of two loops. With the read-only buffers noalias
    # (decided on the loop before jamming, where y had one subscript),
    # Intel's SPIR-V build gave wrong values in y; the noalias decision is
    # now taken on the jammed loop, as on every other kernel.
    if not device_available("intel"):
        pytest.skip("Intel's CPU runtime not installed")
    outcome = check(14012, FUNCTIONS, tmp_path, {"intel": "spirv"}, arg_sets=(("40", "37"), ("9", "14")),
                    unmodified=functools.partial(run_unmodified, timeout=600))
    assert outcome.ok, outcome.failures
