"""The constructs SCoP detection models, one test each, on the small inputs
of tests/scop/inputs (C sources next to the IR they were compiled to).

Each test checks the model with the sizes fixed: the elements each array
has written or read, statement domains, array shapes, parameters and the
assumptions that become run-time checks. `test_offloaded_output` then runs
every input offloaded on pocl and compares with the unoffloaded run.
"""

from __future__ import annotations

import islpy as isl
import pytest

from polyoff.ir.affine import Param, Poly
from polyoff.scop.scop import HOISTED_LOAD, MEMORY, PHI, ModelFeatures
from tests.conftest import ROOT, require_device
from tests.scop.models import (
    INPUTS,
    arg_name,
    detect,
    domain,
    elements,
    fix,
    loop_tree,
    loops,
    offloaded_output,
    only_scop,
    same_set,
)


def test_min_max_bounds():
    scop = only_scop("minmax", "band")
    n = 9
    b = arg_name(scop, 2)
    assert same_set(
        elements(scop, b, {0: n}),
        f"{{ [i, j] : 0 <= i < {n} and j >= 0 and j >= i - 2 and j < {n} and j < i + 3 }}",
    )
    assert same_set(
        elements(scop, arg_name(scop, 1), {0: n}, writes=False),
        f"{{ [i, j] : 0 <= i < {n} and j >= 0 and j >= i - 2 and j < {n} and j < i + 3 }}",
    )
    assert loop_tree(loops(scop)) == "P(P)"


@pytest.mark.parametrize("name", ["triangular", "triangular-O0", "triangular-O3"])
def test_triangular_and_trapezoidal(name):
    """The same C at -O0 (loops as written, unrotated), -O1 and -O3."""
    scop = only_scop(name, "shapes")
    n, w = 7, 3
    t = arg_name(scop, 3)
    assert same_set(
        elements(scop, t, {0: n, 1: w}),
        f"{{ [i, j] : 0 <= i < {n} and 0 <= j <= i; [i, j] : 0 <= i < {n} and i <= j < i + {w} }}",
    )
    # The row length n + w is computed in the function: a sum of parameters.
    size = scop.array_map[next(a.name for a in scop.arrays if a.base == t)].sizes[1]
    assert size == Poly.atom(Param(arg_name(scop, 0))) + Poly.atom(Param(arg_name(scop, 1)))
    triangle = [s for s in scop.statements if s.depth == 2]
    counts = sorted(domain(scop, s, {0: n, 1: w}).count_val().to_python() for s in triangle)
    assert n * (n + 1) // 2 in counts


def test_unrotated_loops():
    """A loop tested at the top runs its header n + 1 times; loop-rotate
    leaves @unrotated (header too big) as it is and rotates @small."""
    from polyoff.ir.reader import read_program

    text = read_program(INPUTS / "unrotated.ll").text
    body = text[text.index("@unrotated(") :]
    header = body[body.index("\nheader:") : body.index("\nlatch:")]
    assert "icmp slt i64 %i, %n" in header  # still tested at the top
    scop = only_scop("unrotated", "unrotated")
    n = 5
    assert same_set(elements(scop, "B", {0: n}), f"{{ [i] : 0 <= i <= {n} }}")
    assert same_set(elements(scop, "A", {0: n}), f"{{ [i] : 0 <= i < {n} }}")
    assert same_set(elements(scop, "B", {0: -3}), "{ [0] }")  # the header runs once
    small = only_scop("unrotated", "small")
    assert same_set(elements(small, "A", {0: n}), f"{{ [i] : 0 <= i <= {n} }}")


def test_non_unit_and_negative_strides():
    scop = only_scop("strides", "strides")
    n = 20
    x, y = arg_name(scop, 1), arg_name(scop, 2)
    assert same_set(elements(scop, x, {0: n}), f"{{ [i] : 1 <= i < {n} and (i - 1) mod 3 = 0 }}")
    assert same_set(
        elements(scop, y, {0: n}), f"{{ [i] : 0 <= i < {n} and (i - {n - 1}) mod 2 = 0 }}"
    )
    assert same_set(elements(scop, y, {0: 7}), "{ [i] : 0 <= i < 7 and i mod 2 = 0 }")


def test_i32_counters_widened_to_i64():
    """`B[i*m + j]` computed in int and sign-extended: delinearised to
    B[i][j] over [n][m]."""
    scop = only_scop("widened", "widened")
    b = next(a for a in scop.arrays if a.base == arg_name(scop, 3))
    assert b.sizes == (None, Poly.atom(Param(arg_name(scop, 1))))
    assert same_set(elements(scop, b.base, {0: 4, 1: 6}), "{ [i, j] : 0 <= i < 4 and 0 <= j < 6 }")
    assert same_set(
        elements(scop, arg_name(scop, 2), {0: 4, 1: 6}, writes=False),
        "{ [i, j] : 0 <= i < 4 and 0 <= j < 6 }",
    )


def test_unsigned_comparisons():
    scop = only_scop("unsigned", "scale")
    a = arg_name(scop, 3)
    assert same_set(
        elements(scop, a, {0: 3, 1: 6, 2: 4}),
        "{ [k] : exists i, j : k = 64i + j and 3 <= i < 6 and 0 <= j < 4 }",
    )
    assert "unsigned comparison of a non-negative value" in scop.assumption_notes
    # lo or hi of 2^31 and above (negative as signed) fails the run-time check.
    assert not fix(scop, scop.assumed, {0: 3, 1: 6, 2: 4}).is_empty()
    assert fix(scop, scop.assumed, {0: -5, 1: 6, 2: 4}).is_empty()


def test_quasi_affine_bounds_conditions_subscripts():
    scop = only_scop("quasi", "quasi")
    n = 21
    x, y = arg_name(scop, 1), arg_name(scop, 2)
    assert same_set(elements(scop, y, {0: n}), f"{{ [i] : 0 <= i < {n // 2} }}")
    half = f"{{ [k] : exists i : 0 <= i < {n // 2} and i mod 3 = 0 and k = floor(i / 2) }}"
    double = f"{{ [k] : exists i : 0 <= i < {n // 2} and i mod 3 > 0 and k = 2i }}"
    assert same_set(
        elements(scop, x, {0: n}, writes=False), half.replace("}", "") + ";" + double[1:]
    )
    assert any("mod" in str(s.domain) or "floor" in str(s.domain) for s in scop.statements)


def test_affine_conditions():
    scop = only_scop("affine_if", "regions")
    n = 8
    a = arg_name(scop, 1)
    by_value = {}
    for s in scop.statements:
        writes = [x for x in s.accesses if x.is_write and scop.array_map[x.array].kind == MEMORY]
        if writes:
            dom = domain(scop, s, {0: n})
            by_value[s.block] = fix(
                scop, writes[0].relation.intersect_domain(s.domain), {0: n}
            ).range()
            assert not dom.is_empty()
    sets = [r.reset_tuple_id() for r in by_value.values()]
    expected = [
        f"{{ [i, j] : 0 <= j < i < {n} }}",
        f"{{ [i, i] : 0 <= i < {n} }}",
        f"{{ [i, j] : 0 <= i < {n} and 0 <= j < {n} and i + j < {n - 3} }}",
    ]
    for exp in expected:
        assert any(same_set(s, exp) for s in sets), (exp, sets)
    assert same_set(
        elements(scop, a, {0: n}),
        f"{{ [i, j] : 0 <= i < {n} and 0 <= j < {n} and (j <= i or i + j < {n - 3}) }}",
    )


def test_fixed_size_globals():
    scop = only_scop("globals", "transpose_scale")
    g, h = scop.array_map["G"], scop.array_map["H"]
    assert g.base == "@G" and g.sizes == (None, Poly.const(24))
    assert h.sizes == (None, Poly.const(40))
    assert not scop.params
    assert same_set(elements(scop, "@H", {}), "{ [j, i] : 0 <= i < 40 and 0 <= j < 24 }")


def test_pointer_arguments_with_constant_inner_dimension():
    scop = only_scop("const_dims", "rows")
    a = next(x for x in scop.arrays if x.base == arg_name(scop, 1))
    assert a.sizes == (None, Poly.const(32))
    assert same_set(
        elements(scop, a.base, {0: 5}, writes=False), "{ [i, j] : 0 <= i < 5 and 0 <= j < 32 }"
    )
    assert same_set(
        elements(scop, arg_name(scop, 2), {0: 5}), "{ [i, j] : 1 <= i < 5 and 0 <= j < 32 }"
    )


@pytest.mark.parametrize(
    "name", ["vla", "vla-clang14-O0.ll", "vla-clang14-O2.ll", "vla-clang14-O3.bc", "vla-O2.bc"]
)
def test_vla_parameters_delinearised_with_assumptions(name):
    """`double A[n][m]`: offsets i*m + j become A[i][j]; the second nest's
    column bound k must not exceed m, a run-time check. The same with
    clang 14's typed pointers (text and bitcode) and zig's bitcode."""
    scop = only_scop(name, "vla")
    a = next(x for x in scop.arrays if x.base == arg_name(scop, 3))
    assert a.sizes == (None, Poly.atom(Param(arg_name(scop, 1))))
    assert same_set(
        elements(scop, a.base, {0: 3, 1: 5, 2: 4}), "{ [i, j] : 0 <= i < 3 and 0 <= j < 4 }"
    )
    assert "subscripts of " + a.name + " stay within its dimensions" in scop.assumption_notes
    assert not fix(scop, scop.assumed, {0: 3, 1: 5, 2: 5}).is_empty()
    assert fix(scop, scop.assumed, {0: 3, 1: 5, 2: 6}).is_empty()


def test_scalars_in_registers_and_reductions():
    """t = r[i]*3 + 1 used in the inner loop and sum += A[i][j] carried by
    the inner loop: zero-dimensional arrays; the reduction makes the inner
    loop sequential, the outer stays parallel."""
    scop = only_scop("scalars", "scalars")
    scalars = [a for a in scop.arrays if a.is_scalar]
    assert scalars and all(a.rank == 0 for a in scalars)
    assert any(a.kind == PHI for a in scalars)
    assert loop_tree(loops(scop)) == "P(S)"
    s = arg_name(scop, 3)
    writer = next(
        st
        for st in scop.statements
        if any(x.is_write and scop.array_map[x.array].base == s for x in st.accesses)
    )
    assert any(x.is_read and scop.array_map[x.array].is_scalar for x in writer.accesses)


def test_invariant_load_hoisting():
    """`i < *len`, `j < cols[0]`: with hoisting the loads are parameters
    the host computes (HostValue), the region starts at the function entry
    where LLVM put the loads; without it they stay outside the SCoP."""
    plain = detect("hoist", "hoist")
    assert all(not s.host_values for s in plain.scops)
    assert all(s.entry != "bb" for s in plain.scops)
    scop = only_scop("hoist", "hoist", features=ModelFeatures(hoist_invariant_loads=True))
    hoisted = {h.base: h for h in scop.host_values}
    assert set(hoisted) == {arg_name(scop, 0), arg_name(scop, 1)}
    assert all(
        h.kind == HOISTED_LOAD and h.type == "i32" and h.offset == Poly() for h in hoisted.values()
    )
    names = {p.llvm_values for p in scop.params}
    assert {(h.name,) for h in hoisted.values()} <= names
    # Still read accesses of their arrays, so the alias checks cover them.
    assert {arg_name(scop, 0), arg_name(scop, 1)} <= {a.base for a in scop.arrays}
    # The hoisted values are not passed in from before the region.
    assert not {h.name for h in hoisted.values()} & {n for n, _ in scop.invariants}
    inner = max(scop.statements, key=lambda s: s.depth)
    dom = inner.domain
    for pos in range(dom.dim(isl.dim_type.param) - 1, -1, -1):
        dom = dom.fix_val(isl.dim_type.param, pos, isl.Val.int_from_si(dom.get_ctx(), 4))
    assert dom.count_val().to_python() == 16


@pytest.mark.parametrize("name", ["memops", "memops-O3"])
def test_memset_and_memcpy(name):
    rejected = detect(name, "memops").rejected + detect(name, "memops").splits
    assert any(r.kind == "unknown-call" and "llvm.mem" in r.message for r in rejected)
    scop = only_scop(name, "memops", features=ModelFeatures(memory_intrinsics=True))
    a, b = arg_name(scop, 2), arg_name(scop, 3)
    ranges = [x for s in scop.statements for x in s.accesses if x.length is not None]
    assert {x.instruction.split("@")[0] for x in ranges} == {"call"}
    assert {x.kind for x in ranges} == {"read", "write"}
    assert same_set(elements(scop, b, {0: 3, 1: 4}), "{ [i, j] : 0 <= i < 3 and 0 <= j < 4 }")
    assert same_set(
        elements(scop, a, {0: 3, 1: 4}, writes=False), "{ [i, j] : 0 <= i < 3 and 0 <= j < 4 }"
    )
    assert same_set(elements(scop, a, {0: 3, 1: 4}), "{ [i, j] : 0 <= i < 3 and 0 <= j < 4 }")
    assert loop_tree(loops(scop))[0] == "P"


def test_math_calls_in_statements():
    """exp, log and pow are not computed bit for bit by devices: by default
    the nest is rejected for them; with ``inexact_math`` (--fast-math) the
    calls are modelled as side-effect-free statements."""
    (reason,) = detect("mathcalls", "maths").rejected
    assert reason.kind == "inexact-math" and "exp" in reason.message
    scop = only_scop("mathcalls", "maths", features=ModelFeatures(inexact_math=True))
    calls = {
        i.callee
        for s in scop.statements
        for i in scop.function.block_map[s.block].instructions
        if i.opcode == "call"
    }
    stems = {c.split(".")[1] if c.startswith("llvm.") else c for c in calls}
    assert {"sqrt", "exp", "log", "pow", "fabs", "floor"} <= stems
    assert {"minnum", "maxnum"} & stems or {"fmin", "fmax"} <= stems
    assert loop_tree(loops(scop)) == "P"


def test_pointer_induction_variables():
    scop = only_scop("ptr_iv", "walk")
    assert same_set(elements(scop, arg_name(scop, 2), {0: 9}), "{ [i] : 0 <= i < 9 }")
    assert same_set(elements(scop, arg_name(scop, 1), {0: 9}, writes=False), "{ [i] : 0 <= i < 9 }")


#: input -> arguments; each runs offloaded and unoffloaded
RUNS = {
    "minmax": ("17",),
    "triangular": ("9", "4"),
    "triangular-O0": (),
    "unrotated": None,
    "strides": ("31",),
    "widened": ("5", "7"),
    "unsigned": ("2", "20", "33"),
    "quasi": ("40",),
    "affine_if": ("13",),
    "globals": (),
    "const_dims": ("11",),
    "vla": ("6", "9", "8"),
    "vla-clang14-O2.ll": ("6", "9", "8"),
    "vla-clang14-O3.bc": ("6", "9", "8"),
    "scalars": ("15",),
    "hoist": ("9", "13"),
    "memops": ("5", "6"),
    "ptr_iv": ("23",),
}


@pytest.mark.parametrize("name", sorted(k for k, v in RUNS.items() if v is not None))
def test_offloaded_output(name, tmp_path):
    """Offloaded on pocl, every input prints what it prints unoffloaded, and
    at least its kernel function's SCoP really ran on the device."""
    require_device("pocl")
    path = INPUTS / name if "." in name else INPUTS / f"{name}.ll"
    plain, offloaded, report = offloaded_output(path, RUNS[name], tmp_path)
    assert offloaded == plain
    kernels = [s for f in report["functions"] if f["function"] != "main" for s in f["scops"]]
    assert kernels, report["functions"]
    run = {s["scop"]: s for s in report["run"]["scops"]}
    if all(s["offloaded"] for s in kernels):
        assert any(run[s["index"]]["offloaded"] for s in kernels), (kernels, run)


def test_inlined_product_keeps_its_2d_grid():
    """A product inlined after the loops that initialise its inputs maps as
    it does standing alone: two parallel loops on the grid, the reduction
    loop inside (the hoisted load of A[i][k] is recomputed, not a scalar)."""
    from polyoff.gpu.mapping import map_scop
    from polyoff.options import Options
    from polyoff.schedule.optimize import schedule_scop
    from polyoff.scop.dependences import compute_dependences

    scop = detect("inlined", "main").scops[0]
    assert not [a for a in scop.arrays if a.is_scalar], [a.name for a in scop.arrays]
    deps = compute_dependences(scop)
    mapped = map_scop(scop, deps, schedule_scop(scop, deps, Options()), Options())
    depth = {s.name: s.domain.dim(isl.dim_type.set) for s in scop.statements}
    (product,) = [p for p in mapped.kernels if any(depth[s] == 3 for s in p.statements)]
    assert product.n_mapped == 2 and product.n_host == 0


def test_unrolled_epilogue_subscript_uses_the_exit_value():
    """zig's clang unrolls at -O1; the remainder iteration after the
    unrolled loop indexes with that loop's final counter (it was a KeyError
    in code generation, then a rejection): the access records the loop's
    last counter, which kernels compute, and the nest is one SCoP."""
    det = detect("unrolled", "mv")
    assert not det.rejected and len(det.scops) == 1
    exits = [(s.name, h) for s in det.scops[0].statements for a in s.accesses for h, _ in a.exit_counters]
    assert exits, "no access uses a finished loop's counter"


def test_isl_scheduler_failure_keeps_the_input_order(monkeypatch):
    """isl's scheduler gives up on some inputs ("unable to carry
    dependences", PolyBench lu at -O1 from zig): the input order is used."""
    from polyoff.options import Options
    from polyoff.schedule import optimize
    from polyoff.scop.dependences import compute_dependences

    scop = only_scop("minmax", "band")
    deps = compute_dependences(scop)

    def fails(*args):
        raise isl.Error("unable to carry dependences")

    monkeypatch.setattr(optimize, "_best_schedule", fails)
    schedule = optimize.schedule_scop(scop, deps, Options())
    assert schedule.plain_is_equal(optimize.mark_coincidence(scop.schedule, deps))


def test_join_of_three_edges_from_two_sides_is_a_select():
    """clang -O3's trisolv: after the unrolled reduction, a phi joins three
    edges, two of them (the epilogue and its skip) from one side of the
    ``i == 0`` branch with equal values, ``0`` from the other; it is the
    select ``i == 0 ? 0 : i * n``, i.e. ``i * n`` (was: not affine, the
    kernel stayed on the CPU)."""
    det = detect("join3", "trisolv")
    assert not det.rejected, [(r.kind, r.message) for r in det.rejected]
    assert len(det.scops) == 1


def test_select_of_rows_takes_the_parameter_out():
    """The row of an unrolled loop's epilogue, ``i == 1 ? 0 : (2c + 2) * n``,
    is ``n * (i == 1 ? 0 : 2c + 2)``: a product the delinearisation splits
    into a row and a row length; a select of affine sides stays whole."""
    from polyoff.ir.affine import Cmp, Counter, SelectAtom, _factored_select

    n, i, c = Poly.atom(Param("n")), Poly.atom(Param("i")), Poly.atom(Counter("loop"))
    cond = Cmp("eq", i, Poly.const(1))
    row = _factored_select(cond, Poly(), (c * 2 + 2) * n)
    assert row == n * Poly.atom(SelectAtom(cond, Poly(), c * 2 + 2))
    affine = _factored_select(cond, Poly(), n * 2)
    assert affine == Poly.atom(SelectAtom(cond, Poly(), n * 2))



def test_an_isl_callback_that_fails_prints_nothing(capfd):
    """islpy prints an exception raised in a callback on standard output
    (the running program's own output when polyoff compiles at run time)
    and carries on: fuzz seed 9417 at clang -O3 printed "[islpy warning] A
    Python exception occurred in a call back function" into the program's
    output when the operation budget ran out inside mark_coincidence. Each
    callback keeps its exception and it is raised after the isl call."""
    from polyoff.schedule import optimize
    from polyoff.scop.budget import CompileBudgetExceeded, isl_budget
    from polyoff.scop.dependences import compute_dependences
    from polyoff.scop.isl_expr import Callbacks

    scop = only_scop("minmax", "band")
    deps = compute_dependences(scop)
    for budget in range(1, 400, 7):  # runs out at each step, inside callbacks too
        with pytest.raises(CompileBudgetExceeded), isl_budget(budget):
            optimize.mark_coincidence(scop.schedule, deps)
    # The callback's own exception, not the isl call's failure it leads to.
    with pytest.raises(ZeroDivisionError), Callbacks() as callbacks:
        isl.Schedule.from_domain(isl.UnionSet("{ A[i] : 0 <= i < 4 }")).get_root().map_descendant_bottom_up(
            callbacks.wrap(lambda node: 1 // 0, lambda node: node))
    calls = []
    wrapped = Callbacks().wrap(lambda x: calls.append(x) or 1 // x, lambda x: -1)
    assert [wrapped(1), wrapped(0), wrapped(2)] == [1, -1, -1] and calls == [1, 0]
    out, err = capfd.readouterr()
    assert "islpy" not in out + err and "call back" not in out + err


def test_a_cells_register_does_not_keep_its_diagonals_sequential():
    """tests/e2e/inputs/odd/diagonals.c: in ``fold`` (nussinov's shape) a
    register carries a cell's best value between its statements; with the
    register's conditional false dependences isl keeps rows outermost and
    nothing parallel, without them it orders diagonals first, their cells
    parallel, and every thread still meets the register's accesses in the
    input's order, so that schedule is taken. In ``chain`` isl, so freed,
    splits a cell's statements over two loops inside the diagonal (every
    cell's register live at once in one thread): refused, the schedule
    stays as it was."""
    from polyoff.ir.reader import read_program
    from polyoff.options import Options
    from polyoff.schedule.optimize import (
        _compute,
        live_ranges_kept,
        schedule_scop,
        sequential_depth,
    )
    from polyoff.scop.dependences import compute_dependences
    from polyoff.scop.detect import detect_module

    source = read_program(ROOT / "tests" / "e2e" / "inputs" / "odd" / "diagonals.c")
    found = {d.function: d for d in detect_module(source.model, functions={"fold", "chain"},
                                                  input_loops=source.input_loops)}
    for function, kept in (("fold", True), ("chain", False)):
        (scop,) = found[function].scops
        deps = compute_dependences(scop)
        assert not deps.scalar_false.is_empty(), function
        usual = _compute(scop, deps, False, serialize=False)
        free = _compute(scop, deps, False, serialize=False, free_scalars=True)
        assert sequential_depth(free) < sequential_depth(usual), function
        assert live_ranges_kept(free, scop) is kept, function
        chosen = schedule_scop(scop, deps, Options())
        assert (sequential_depth(chosen) == sequential_depth(free)) is kept, function
