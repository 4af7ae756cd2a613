"""codegen.llvm_lower on the host CPU: expressions (the host-code generator's
use) and whole kernels, JIT-compiled and compared with the Python reference."""

from __future__ import annotations

import ctypes
import math
import re

import llvmlite.binding as llvm
import numpy as np
import pytest
import targets_samples as S
import targets_suite
from hypothesis import given, settings
from hypothesis import strategies as st
from llvmlite import ir
from targets_reference import Interpreter

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.llvm_lower import DeviceLowering, ExprHooks, constant, lower_expr
from polyoff.codegen.targets import get_target
from polyoff.codegen.targets.check import KernelIRError
from polyoff.codegen.targets.llvm_target import LLVMTarget

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()

_IDS = "polyoff_test_ids"
_KINDS = ("thread_id", "block_id", "block_dim", "grid_dim")
_LIBM = {"fabs": "fabs", "fmin": "fmin", "fmax": "fmax"}


class HostLowering(DeviceLowering):
    """Kernels as plain host functions: indices from a global the test sets,
    math from the C library, no barrier (the kernels run here have none)."""

    triple = llvm.get_process_triple()
    calling_convention = ""
    global_addrspace = shared_addrspace = private_addrspace = 0

    def special(self, builder, kind, dim):
        ids = self.module.globals.get(_IDS)
        if ids is None:
            ids = ir.GlobalVariable(self.module, ir.ArrayType(ir.IntType(64), 12), _IDS)
            ids.type = ir.PointerType()
            ids.initializer = ir.Constant(ids.value_type, None)
        slot = builder.gep(
            ids,
            [constant("i64", 0), constant("i64", 3 * _KINDS.index(kind) + dim)],
            source_etype=ids.value_type,
        )
        return builder.load(slot, typ=ir.IntType(64))

    def barrier(self, builder):
        raise AssertionError("no barriers on the host")

    def math(self, builder, function, args, type_, fast_math):
        name = _LIBM.get(function, function) + ("f" if type_ == "f32" else "")
        fn = self.declare_function(builder.module, name, args[0].type, [a.type for a in args])
        return builder.call(fn, list(args))


class HostTarget(LLVMTarget):
    name = "host"
    triple = llvm.get_process_triple()

    def machine_options(self):
        return "", ""

    def lowering(self, fast_math):
        return HostLowering()


class Jitted:
    """Kernels compiled for the host; ``run`` executes one over a grid."""

    def __init__(self, kernels, opt_level=2):
        text = HostTarget(opt_level=opt_level).llvm_ir(kernels)
        self.text = text
        self.machine = llvm.Target.from_default_triple().create_target_machine()
        self.engine = llvm.create_mcjit_compiler(llvm.parse_assembly(text), self.machine)
        self.engine.finalize_object()
        self.kernels = {k.name: k for k in kernels}
        ids = self.engine.get_global_value_address(_IDS) if _IDS in text else 0
        self.ids = (ctypes.c_int64 * 12).from_address(ids) if ids else None

    def run(self, name, buffers, scalars, grid):
        kernel = self.kernels[name]
        ctypes_of = {
            "i32": ctypes.c_int32,
            "i64": ctypes.c_int64,
            "f32": ctypes.c_float,
            "f64": ctypes.c_double,
        }
        argtypes, args = [], []
        for p in kernel.params:
            if isinstance(p, K.ArrayParam):
                argtypes.append(ctypes.c_void_p)
                args.append(buffers[p.name].ctypes.data)
            else:
                argtypes.append(ctypes_of[p.var.type])
                args.append(scalars[p.var.name])
        fn = ctypes.CFUNCTYPE(None, *argtypes)(self.engine.get_function_address(name))
        block = kernel.block_size
        for bz in range(grid[2]):
            for by in range(grid[1]):
                for bx in range(grid[0]):
                    for tz in range(block[2]):
                        for ty in range(block[1]):
                            for tx in range(block[0]):
                                if self.ids is not None:
                                    values = [tx, ty, tz, bx, by, bz, *block, *grid]
                                    for q, v in enumerate(values):
                                        self.ids[q] = v
                                fn(*args)


@pytest.mark.parametrize(
    "case",
    ["gemm_f32", "gemm_f64", "stencil_f32", "stencil_f64", "math_f32", "math_f64", "all_ops"],
)
@pytest.mark.parametrize("opt_level", [0, 2])
def test_kernels_on_host_match_reference(case, opt_level):
    c = targets_suite.make_cases()[case]
    jit = Jitted([c.kernel], opt_level=opt_level)
    buffers = {k: v.copy() for k, v in c.buffers.items()}
    for name, grid, scalars in c.launches:
        jit.run(name, buffers, scalars, grid)
    c.check(buffers)


def test_scalars_become_ssa_values():
    text = HostTarget(opt_level=0).llvm_ir([S.gemm("f64"), S.stencil("f32")])
    allocas = re.findall(r"= alloca (\S+)", text)
    assert all(a.startswith("[") for a in allocas)  # private arrays only, no scalars
    assert "phi double" in text  # the accumulator of the k loop


def test_loops_have_header_body_latch():
    text = str(get_target("spirv", opt_level=0).llvm_ir([S.gemm("f32")]))
    for label in ("for.cond", "for.body", "for.inc", "for.end"):
        assert label in text


# ---------------------------------------------------------- lower_expr on i64


def host_function(exprs, params=("a", "b")):
    """JIT ``i64 f(i64 a, i64 b, i64 which)`` returning exprs[which]."""
    module = ir.Module()
    module.triple = llvm.get_process_triple()
    i64 = ir.IntType(64)
    fn = ir.Function(module, ir.FunctionType(i64, [i64] * (len(params) + 1)), "f")
    env = dict(zip(params, fn.args))
    entry = fn.append_basic_block("entry")
    builder = ir.IRBuilder(entry)
    which = fn.args[-1]
    switch_default = fn.append_basic_block("default")
    switch = builder.switch(which, switch_default)
    for q, e in enumerate(exprs):
        block = fn.append_basic_block(f"case{q}")
        switch.add_case(ir.Constant(i64, q), block)
        builder.position_at_end(block)
        value = lower_expr(builder, e, env)
        if value.type != i64:
            value = builder.zext(value, i64) if value.type.width == 1 else builder.sext(value, i64)
        builder.ret(value)
    builder.position_at_end(switch_default)
    builder.ret(ir.Constant(i64, 0))
    machine = llvm.Target.from_default_triple().create_target_machine()
    mod = llvm.parse_assembly(str(module))
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, machine)
    engine.finalize_object()
    cfn = ctypes.CFUNCTYPE(ctypes.c_int64, *[ctypes.c_int64] * (len(params) + 1))(
        engine.get_function_address("f")
    )
    return cfn, engine


A, B = S.V("a"), S.V("b")
INDEX_EXPRS = [
    K.Binary("floordiv", A, B, "i64"),
    K.Binary("smin", A, B, "i64"),
    K.Binary("smax", A, B, "i64"),
    K.Binary("umin", A, B, "i64"),
    K.Select(K.Compare("sle", A, B), K.Binary("sub", B, A, "i64"), S.C("i64", -1), "i64"),
    K.Binary("add", K.Binary("mul", A, S.C("i64", 32), "i64"), B, "i64"),
    K.Binary("srem", A, B, "i64"),
    K.Binary("shl", A, B, "i64"),
    K.Binary("ashr", A, B, "i64"),
    K.Logical("and", (K.Compare("sge", A, S.C("i64", 0)), K.Compare("ult", A, B))),
    K.Cast("trunc", A, "i32"),
]


@pytest.fixture(scope="module")
def index_function():
    return host_function(INDEX_EXPRS)


@settings(max_examples=300, deadline=None)
@given(st.integers(-(2**63), 2**63 - 1), st.integers(-(2**63), 2**63 - 1))
def test_lower_expr_index_arithmetic(index_function, a, b):
    fn, _ = index_function
    interp = Interpreter(S.gemm(), {}, {})
    for q, e in enumerate(INDEX_EXPRS):
        if b == 0 and q in (0, 6):
            continue
        if a == -(2**63) and b == -1 and q in (0, 6):
            continue
        want = interp.expr(e, [{"a": a, "b": b}])
        if e.type == "i1":
            want = want & 1
        assert fn(a, b, q) == want, (q, e, a, b)


def test_lower_expr_needs_hooks_for_context():
    module = ir.Module()
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), []), "f")
    builder = ir.IRBuilder(fn.append_basic_block())
    with pytest.raises(KernelIRError, match="load from array 'A'"):
        lower_expr(builder, K.Load("A", S.C("i64", 0), "f64"), {})
    with pytest.raises(KernelIRError, match="thread_id"):
        lower_expr(builder, K.Special("thread_id", 0), {})
    with pytest.raises(KernelIRError, match="no value here"):
        lower_expr(builder, S.V("x"), {})
    with pytest.raises(KernelIRError, match="math function exp"):
        lower_expr(builder, K.Call("exp", (S.C("f64", 1.0),), "f64"), {})
    # frem lowers to LLVM's frem by default (C's fmod on a CPU)
    value = lower_expr(
        builder, K.Binary("frem", S.C("f64", 5.5), S.C("f64", 2.0), "f64"), {}, hooks=ExprHooks()
    )
    assert value.opname == "frem"
    fast = lower_expr(
        builder, K.Binary("fmul", S.C("f32", 1.0), S.C("f32", 2.0), "f32"), {}, fast_math=True
    )
    assert "fmul fast" in str(fast)
    assert math.isinf(float(constant("f32", 1e39).constant))
    assert np.float32(constant("f32", 0.1).constant) == np.float32(0.1)
