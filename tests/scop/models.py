"""Reading the inputs of tests/scop into SCoPs, and looking at the model
with the sizes fixed: parameters are named after LLVM values (``p_arg3``),
which the tests should not depend on, so they fix each function argument by
its position and compare parameter-free isl objects."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import islpy as isl

from polyoff.ir.reader import read_program
from polyoff.scop.dependences import LoopInfo, compute_dependences, loop_parallelism
from polyoff.scop.detect import FunctionDetection, detect_module
from polyoff.scop.scop import ModelFeatures, Scop, Statement
from tests.conftest import run_polyoff

INPUTS = Path(__file__).resolve().parent / "inputs"


@functools.cache
def _read(path: str):
    return read_program(path)


def detect(name: str, function: str, *, features: ModelFeatures | None = None) -> FunctionDetection:
    """Detection on ``inputs/<name>`` (``.ll`` unless a suffix is given)."""
    path = INPUTS / name if Path(name).suffix in (".ll", ".bc") else INPUTS / f"{name}.ll"
    source = _read(str(path))
    return next(d for d in detect_module(source.model, functions={function}, features=features,
                                         input_loops=source.input_loops))


def only_scop(name: str, function: str, *, features: ModelFeatures | None = None) -> Scop:
    det = detect(name, function, features=features)
    assert len(det.scops) == 1, (det.scops, det.rejected)
    assert not det.rejected, det.rejected
    return det.scops[0]


def fix(scop: Scop, obj, args: dict[int, int]):
    """``obj`` (set or map) with its parameters fixed and projected out:
    the function's arguments (by position) take ``args``, parameters
    computed from them before the region are evaluated."""
    ctx = obj.get_ctx()
    for pos in range(obj.dim(isl.dim_type.param) - 1, -1, -1):
        pname = obj.get_dim_name(isl.dim_type.param, pos)
        value = 1
        for llvm_value in scop.param_map[pname].llvm_values:
            value *= evaluate(scop.function, llvm_value, args)
        obj = obj.fix_val(isl.dim_type.param, pos, isl.Val.int_from_si(ctx, value))
        obj = obj.project_out(isl.dim_type.param, pos, 1)
    return obj


def evaluate(function, name: str, args: dict[int, int]) -> int:
    """The value of an integer computed from the arguments (the few
    instructions that compute loop bounds), with LLVM's wrap-around."""
    from polyoff.ir.model import IntConst

    positions = {p.name: k for k, p in enumerate(function.params)}
    if name in positions:
        return args[positions[name]]
    inst = function.definitions[name]

    def val(op) -> int:
        if isinstance(op.value, IntConst):
            return op.value.value
        return evaluate(function, op.local, args)

    bits = int(inst.type[1:]) if inst.type.startswith("i") else 64

    def wrap(x: int) -> int:
        x &= (1 << bits) - 1
        return x - (1 << bits) if bits > 1 and x >> (bits - 1) else x

    ops = [val(o) for o in inst.operands if o.type.startswith("i")]
    op = inst.opcode
    if op in ("sext", "trunc", "freeze"):
        return wrap(ops[0])
    if op == "zext":
        src = int(inst.operands[0].type[1:])
        return ops[0] & ((1 << src) - 1)
    if op in ("add", "sub", "mul"):
        a, b = ops
        return wrap(a + b if op == "add" else a - b if op == "sub" else a * b)
    if op == "shl":
        return wrap(ops[0] << ops[1])
    if op in ("sdiv", "srem"):
        q = abs(ops[0]) // abs(ops[1]) * (1 if (ops[0] >= 0) == (ops[1] >= 0) else -1)
        return q if op == "sdiv" else ops[0] - q * ops[1]
    if op == "icmp":
        a, b = ops
        pred = inst.predicate
        table = {
            "eq": a == b,
            "ne": a != b,
            "slt": a < b,
            "sle": a <= b,
            "sgt": a > b,
            "sge": a >= b,
        }
        return int(table[pred])
    if op == "select":
        c, a, b = (val(o) for o in inst.operands)
        return a if c else b
    if op == "call" and inst.callee and inst.callee.split(".")[1] in ("smin", "smax"):
        return min(ops) if inst.callee.split(".")[1] == "smin" else max(ops)
    raise NotImplementedError(f"cannot evaluate {inst.text.strip()}")


def domain(scop: Scop, stmt: Statement, args: dict[int, int]) -> isl.Set:
    return fix(scop, stmt.domain, args).reset_tuple_id()


def same_set(actual: isl.Set, expected: str) -> bool:
    exp = isl.Set(expected)
    return actual.is_equal(exp.reset_tuple_id() if exp.has_tuple_id() else exp)


def statement_with(scop: Scop, array: str | None = None, *, writes: bool = True) -> list[Statement]:
    """Statements that write (or read) an array whose base is ``array``
    (the LLVM argument name or ``@global``)."""
    names = {a.name for a in scop.arrays if a.base == array or a.name == array}
    return [
        s
        for s in scop.statements
        if any(a.array in names and a.is_write == writes for a in s.accesses)
    ]


def loops(scop: Scop) -> tuple[LoopInfo, ...]:
    return loop_parallelism(scop, compute_dependences(scop))


def loop_tree(infos: tuple[LoopInfo, ...], parent: str | None = None) -> str:
    """``P(S P)``: the loops, outermost first, P parallel, S sequential."""
    parts = []
    for info in infos:
        if info.parent == parent:
            inner = loop_tree(infos, info.header)
            parts.append(("P" if info.parallel else "S") + (f"({inner})" if inner else ""))
    return " ".join(parts)


def offloaded_output(path: Path, args: tuple[str, ...], tmp: Path) -> tuple[str, str, dict]:
    """(stdout unoffloaded, stdout on pocl, report of the pocl run)."""
    plain = run_polyoff("--gpu-runtime=none", str(path), "--", *args)
    assert plain.returncode == 0, plain.stderr
    report_file = tmp / f"{path.stem}.json"
    offl = run_polyoff(
        "--no-cache",
        "--device=pocl",
        "--report=json",
        f"--report-file={report_file}",
        str(path),
        "--",
        *args,
    )
    assert offl.returncode == 0, offl.stderr
    return plain.stdout, offl.stdout, json.loads(report_file.read_text())


def elements(scop: Scop, base: str, args: dict[int, int], *, writes: bool = True) -> isl.Set:
    """The elements of the array at ``base`` that the SCoP writes (or reads)
    for the given argument values, as a set without a tuple name."""
    names = {a.name for a in scop.arrays if a.base == base}
    assert names, f"no array at {base}: {[a.base for a in scop.arrays]}"
    result = None
    for s in scop.statements:
        for a in s.accesses:
            if a.array in names and a.is_write == writes:
                part = (
                    fix(scop, a.relation.intersect_domain(s.domain), args).range().reset_tuple_id()
                )
                result = part if result is None else result.union(part)
    assert result is not None, f"no {'write' if writes else 'read'} of {base}"
    return result.coalesce()


def arg_name(scop: Scop, position: int) -> str:
    return scop.function.params[position].name
