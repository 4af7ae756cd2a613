"""Host code: one function per SCoP that runs it through the runtime ABI.

``__polyoff_scop_<fn>_<n>`` receives every value from before the SCoP that
the SCoP uses (parameters, array base pointers, scalars) and, in order:
computes the isl parameters; returns 1 at once when no statement instance
runs; evaluates the run-time checks (the model's assumptions, and that the
address ranges of arrays that may alias are disjoint) and returns 0 when one
fails, so the original code runs; initialises the device, binds a buffer to
each array's accessed range and copies in; walks the host schedule (an isl
AST over the host loops) launching kernels with their grid and arguments;
copies results out and frees. The protocol for failures is the one of
`polyoff_runtime.abi`: a failure before results are copied out frees the
buffers and returns 0 (the CPU code runs), unless the runtime says host
memory may be dirty; a failure after that is fatal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import islpy as isl
from llvmlite import ir
from polyoff_runtime import abi

from polyoff.codegen import kernel_ir as k
from polyoff.codegen.isl_ast import aligned_build, ast_expr
from polyoff.codegen.kernel import BuiltKernel, host_iter
from polyoff.codegen.llvm_lower import lower_expr
from polyoff.errors import InternalError
from polyoff.gpu.mapping import KernelPlan, MappedScop
from polyoff.gpu.memory import ArrayTransfer
from polyoff.gpu.profitability import ALWAYS, Profitability
from polyoff.gpu.shape import scop_shape
from polyoff.ir.affine import (
    Atom,
    BoolConst,
    Cmp,
    Cond,
    FDiv,
    MinMax,
    Param,
    Poly,
    SelectAtom,
    TDiv,
    TRem,
)
from polyoff.scop.isl_expr import ParamRegistry, sets_of
from polyoff.scop.scop import HOISTED_LOAD, POINTER_DIFFERENCE, HostValue, Scop

#: an expanded temporary may take as many bytes as the largest array the
#: SCoP accesses, or this many when that is less; a larger one (the outer
#: loops' iterations times the array) runs the original code
TEMPORARY_BYTES = 64 << 20

I64 = ir.IntType(64)
I32 = ir.IntType(32)
I8 = ir.IntType(8)
PTR = ir.PointerType()
#: An array's box: (first element index, bytes, host pointer of the first element).
_Box = tuple[ir.Value, ir.Value, ir.Value]

_LLVM_TYPES = {
    "i1": ir.IntType(1), "i8": ir.IntType(8), "i16": ir.IntType(16), "i32": ir.IntType(32),
    "i64": ir.IntType(64), "float": ir.FloatType(), "double": ir.DoubleType(), "ptr": PTR,
}


def llvm_type(name: str) -> ir.Type:
    try:
        return _LLVM_TYPES[name]
    except KeyError:
        raise NotImplementedError(f"host values of type {name}") from None


#: SCoPs of fewer statement instances are not asked about (``polyoff_rt_place``)
#: unless ``--min-compute`` is lower: the default thresholds decide in the host code
ASK_MIN = 1 << 16


def host_function_name(function: str, index: int) -> str:
    return f"__polyoff_scop_{function}_{index}"


def done_function_name(function: str, index: int) -> str:
    return f"__polyoff_done_{function}_{index}"


#: what :func:`declare_runtime` puts in a host module
RUNTIME_NAMES = frozenset(abi.SIGNATURES) | {abi.PROGRAM_GLOBAL}


def declare_runtime(module: ir.Module) -> dict[str, ir.Function]:
    """Declare the runtime ABI and the program-id global in ``module``."""
    fns = {}
    for name, (ret, args) in abi.SIGNATURES.items():
        rty = ir.VoidType() if ret == "void" else llvm_type(ret)
        fty = ir.FunctionType(rty, [llvm_type(a) for a in args])
        fns[name] = module.globals.get(name) or ir.Function(module, fty, name)
    if abi.PROGRAM_GLOBAL not in module.globals:
        g = ir.GlobalVariable(module, I64, abi.PROGRAM_GLOBAL)
        g.initializer = ir.Constant(I64, 0)
        # Not internal: the runtime writes it after JIT compilation, so the
        # optimizer must not fold its initial value.
        g.linkage = ""
    return fns


@dataclass
class HostFunction:
    name: str
    arg_names: tuple[str, ...]
    arg_types: tuple[str, ...]
    #: ``void(i32 host_result)``, to call where the original region ends
    #: when the host function may return ``PLACE_CPU_TIMED`` (2); else None
    done_name: str | None = None


@dataclass
class _HostBuilder:
    module: ir.Module
    mapped: MappedScop
    kernels: list[BuiltKernel]
    kernel_base: int
    transfers: list[ArrayTransfer]
    registry: ParamRegistry
    rt: dict[str, ir.Function] = field(default_factory=dict)
    profitability: Profitability = ALWAYS
    #: ask the runtime where to run (``polyoff_rt_place``) once the thresholds pass
    measured_placement: bool = False

    def build(self) -> HostFunction:
        scop = self.mapped.scop
        fname, names, types = self._declare()
        # Nothing to do when no statement instance runs.
        runs = scop.domain.params()
        self._branch_unless(self._set(runs), self._return(1), "runs")
        # Run-time checks: the model's assumptions, then aliasing.
        self._branch_unless(self._set(scop.assumed), self._note_return(abi.EVENT_CHECK_FAILED, 0), "assumed")
        ask = self.measured_placement and self.profitability.model
        if ask:
            counts = self._counts()
            required = self.profitability.required
            if required is not None:
                self._threshold_branches(required, counts)
            # The question is a call into the runtime's Python (tens of
            # microseconds): a small SCoP, perhaps run in a hot loop, is left
            # to the default thresholds here, as without the model; so is any
            # run they keep on the CPU while the runtime has nothing that
            # could place it otherwise (abi.ASK_GLOBAL is zero).
            event = self._threshold_event(self.profitability, counts)
            floor = ASK_MIN if required is None or not required.min_work else min(ASK_MIN, required.min_work)
            small = self.b.icmp_signed("<", self._saturating_add(counts[0], counts[1]), ir.Constant(I64, floor))
            unasked = self.b.icmp_signed("==", self._ask_flag(), ir.Constant(I8, 0))
            below = self.b.and_(self.b.or_(small, unasked), self.b.icmp_signed("!=", event, ir.Constant(I64, 0)))
            self._branch_unless(self.b.not_(below), self._note_event_return(event, counted=True), "asked.small")
        elif self.profitability.checks:
            self._threshold_branches(self.profitability, self._counts())
        boxes = self._alias_checked_boxes()
        done = None
        if ask:
            self._place(self._facts(counts, boxes, event), small)
            done = self._done_function()
        self._temporary_boxes(boxes)
        self._allocate(boxes)
        self._run_and_copy_back(boxes)
        self._finish_fail_blocks()
        return HostFunction(fname, names, types, done)

    def _note_event_return(self, event: ir.Value, *, counted: bool = False) -> ir.Block:
        """A block that notes ``event`` (an i64 ``abi.EVENT_*``) and returns 0;
        ``counted``: ``event`` is one of :data:`abi.COUNTED_EVENTS`, counted
        in the host module, with no call into the runtime."""
        blk = self.fn.append_basic_block("note.event")
        bb = ir.IRBuilder(blk)
        if counted:
            index = ir.Constant(I32, 0)
            for k, e in enumerate(abi.COUNTED_EVENTS):
                index = bb.select(bb.icmp_signed("==", event, ir.Constant(I64, e)), ir.Constant(I32, k), index)
            self._count(bb, index)
        else:
            bb.call(self.rt["polyoff_rt_note"], [self.prog, self.scop_index, bb.trunc(event, I32)])
        bb.ret(ir.Constant(I32, 0))
        return blk

    def _facts(self, counts: tuple[ir.Value, ir.Value, ir.Value], boxes: dict[str, _Box],
               event: ir.Value) -> ir.Value:
        """The ``abi.FACT_NAMES`` array for ``polyoff_rt_place``, in an entry alloca."""
        parallel, sequential, launches = counts
        copied = {"in": ir.Constant(I64, 0), "out": ir.Constant(I64, 0)}
        for t in self.transfers:
            if t.array.name not in boxes:
                continue  # an expanded temporary: allocated later, not copied in
            nbytes = boxes[t.array.name][1]
            for side, copies in (("in", t.copy_in), ("out", t.copy_out)):
                if copies:
                    copied[side] = self._saturating_add(copied[side], nbytes)
        values = {
            "work": self._saturating_add(parallel, sequential),
            "parallel": parallel,
            "sequential": sequential,
            "launches": launches,
            "buffers": ir.Constant(I64, len(self.transfers) + len(self.mapped.device_scalars)),
            "bytes_in": copied["in"],
            "bytes_out": copied["out"],
            "shape": ir.Constant(I64, scop_shape(self.mapped.scop)),
            "threshold": event,
        }
        facts = self._entry_alloca(ir.ArrayType(I64, len(abi.FACT_NAMES)), "facts")
        for i, name in enumerate(abi.FACT_NAMES):
            self.b.store(values[name], self.b.gep(facts, [ir.Constant(I32, 0), ir.Constant(I32, i)]))
        return facts

    def _place(self, facts: ir.Value, small: ir.Value) -> None:
        """Unless ``small`` (the thresholds passed: the device), ask the
        runtime whether this run goes to the device (it may have measured
        or predicted the CPU faster at this size): unless it answers 1,
        note EVENT_HELD and return its answer (the original code runs; with
        2, timed up to ``__polyoff_done_*``); with 3, the thresholds'
        verdict decides (``facts[FACT_THRESHOLD]``)."""
        question = self.fn.append_basic_block("ask")
        answered = self.fn.append_basic_block("asked")
        self.b.cbranch(small, answered, question)
        self.b.position_at_end(question)
        placed = self.b.call(self.rt["polyoff_rt_place"], [self.prog, self.scop_index, facts], name="placed")
        threshold = self.b.load(self.b.gep(facts, [ir.Constant(I32, 0), ir.Constant(I32, abi.FACT_THRESHOLD)]))
        by_threshold = self.b.icmp_signed("==", placed, ir.Constant(I32, 3))
        below = self.b.and_(by_threshold, self.b.icmp_signed("!=", threshold, ir.Constant(I64, 0)))
        self._branch_unless(self.b.not_(below), self._note_event_return(threshold, counted=True), "threshold")
        on_device = self.b.or_(by_threshold, self.b.icmp_signed("==", placed, ir.Constant(I32, 1)))
        held = self.fn.append_basic_block("held")
        hb = ir.IRBuilder(held)
        hb.call(self.rt["polyoff_rt_note"], [self.prog, self.scop_index, ir.Constant(I32, abi.EVENT_HELD)])
        hb.ret(placed)
        self._branch_unless(on_device, held, "placed")
        self.b.branch(answered)
        self.b.position_at_end(answered)

    def _done_function(self) -> str:
        """``void __polyoff_done_<fn>_<n>(i32 result)``: tells the runtime
        that the original region ended, when the host function returned 2."""
        scop = self.mapped.scop
        name = done_function_name(scop.function.name, scop.index)
        fn = ir.Function(self.module, ir.FunctionType(ir.VoidType(), [I32]), name)
        fn.linkage = "internal"
        entry = fn.append_basic_block("entry")
        timed = fn.append_basic_block("timed")
        out = fn.append_basic_block("out")
        b = ir.IRBuilder(entry)
        b.cbranch(b.icmp_signed("==", fn.args[0], ir.Constant(I32, 2)), timed, out)
        b.position_at_end(timed)
        prog = b.load(self.module.globals[abi.PROGRAM_GLOBAL])
        b.call(self.rt["polyoff_rt_done"], [prog, self.scop_index])
        b.branch(out)
        b.position_at_end(out)
        b.ret_void()
        return name

    def _declare(self) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        """The host function (its name, parameter names and types), its
        entry block with the isl parameters computed, and its fail blocks."""
        scop = self.mapped.scop
        self.rt = declare_runtime(self.module)
        names = tuple(n for n, _ in scop.invariants)
        types = tuple(t for _, t in scop.invariants)
        # Then the address of each value handed back to the code after
        # the region (`codegen.splice` passes a slot of its own).
        fty = ir.FunctionType(I32, [llvm_type(t) for t in types] + [PTR] * len(scop.leaving))
        fname = host_function_name(scop.function.name, scop.index)
        fn = ir.Function(self.module, fty, fname)
        fn.linkage = "internal"
        self.fn = fn
        entry = fn.append_basic_block("entry")
        self.b = ir.IRBuilder(entry)
        self.values: dict[str, ir.Value] = {}
        for name, arg in zip(names, fn.args):
            arg.name = ("g." + name[1:]) if name.startswith("@") else ("a." + name)
            self.values[name] = arg
        self.leaving: dict[str, ir.Value] = {}
        for array, arg in zip(scop.leaving, fn.args[len(names):], strict=True):
            arg.name = f"out.{array.name}"
            self.leaving[array.name] = arg
        self.prog = self.b.load(self.module.globals[abi.PROGRAM_GLOBAL], name="prog")
        self.env: dict[str, ir.Value] = {}
        self._parameters()
        self.scop_index = ir.Constant(I32, scop.index)

        self.fail_block = fn.append_basic_block("fail")
        self.fatal_block = fn.append_basic_block("fatal")
        self.buffers: dict[str, ir.Value] = {}
        return fname, names, types

    def _alias_checked_boxes(self) -> dict[str, _Box]:
        """Per array in memory, the box the kernels access, with the check
        that no written box overlaps another."""
        scop = self.mapped.scop
        temporaries = self.mapped.temporaries
        boxes = {t.array.name: self._box(t) for t in self.transfers if t.array.name not in temporaries}
        # An expanded array is written only by the copy back of its last
        # slice; it must not overlap the other arrays any more than before.
        written_back = [ArrayTransfer(scop.array_map[e.array], e.lower, e.upper, False, True)
                        for e in self.mapped.expansions]
        boxes.update({t.array.name: self._box(t) for t in written_back})
        alias_ok = self._alias_checks(boxes, [t for t in self.transfers if t.array.name not in temporaries]
                                      + written_back)
        if alias_ok is not None:
            self._branch_unless(alias_ok, self._note_return(abi.EVENT_CHECK_FAILED, 0), "noalias")
        return boxes

    def _temporary_boxes(self, boxes: dict[str, _Box]) -> None:
        """The boxes of expanded temporaries, added to ``boxes``."""
        temporaries = self.mapped.temporaries
        # Expanded temporaries live in host memory of their own (a device
        # buffer like any array's, zero-copy where the device allows).
        self.temporary_memory: dict[str, ir.Value] = {}
        limit = ir.Constant(I64, TEMPORARY_BYTES)
        for _, nbytes, _ in boxes.values():
            limit = self.b.select(self.b.icmp_signed(">", nbytes, limit), nbytes, limit)
        for t in self.transfers:
            if t.array.name in temporaries:
                boxes[t.array.name] = self._temporary_box(t, limit)

    def _allocate(self, boxes: dict[str, _Box]) -> None:
        """Device buffers for every box and device scalar, and the copies in."""
        status_ptr = self._entry_alloca(I32, "status")
        self.status_ptr = status_ptr
        scop = self.mapped.scop
        for name in [*boxes, *sorted(self.mapped.device_scalars)]:
            slot = self._entry_alloca(I64, f"buf.{name}")
            self.b.store(ir.Constant(I64, 0), slot)
            self.buffers[name] = slot
        self._call_checked("polyoff_rt_init", [self.prog])
        for name in sorted(self.mapped.device_scalars):
            # A scalar passed between kernels: device memory only; one
            # leaving the region: the caller's slot, copied in (it keeps its
            # value where no instance writes it) and out.
            size = ir.Constant(I64, scop.array_map[name].element_size)
            flags = ir.Constant(I32, abi.BUF_READ | abi.BUF_WRITE)
            host_ptr = self.leaving.get(name, ir.Constant(PTR, None))
            self._call_checked("polyoff_rt_alloc", [self.prog, host_ptr, size, flags, self.buffers[name]])
            if name in self.leaving:
                self._call_checked("polyoff_rt_copy_in", [self.prog, self.b.load(self.buffers[name])])
        for t in self.transfers:
            _, nbytes, host_ptr = boxes[t.array.name]
            flags = (abi.BUF_READ if t.copy_in else 0) | (abi.BUF_WRITE if t.copy_out else 0)
            self._call_checked("polyoff_rt_alloc", [self.prog, host_ptr, nbytes, ir.Constant(I32, flags),
                                                    self.buffers[t.array.name]])
            if t.copy_in:
                buf = self.b.load(self.buffers[t.array.name])
                self._call_checked("polyoff_rt_copy_in", [self.prog, buf])

    def _run_and_copy_back(self, boxes: dict[str, _Box]) -> None:
        """The kernels in the host schedule, the copies out, the buffers
        freed, expanded arrays written back; then success is noted."""
        self._host_schedule(boxes)
        # From here on results reach host memory: failures are fatal.
        self.fail_block_current = self.fatal_block
        for t in self.transfers:
            if t.copy_out:
                buf = self.b.load(self.buffers[t.array.name])
                self._call_checked("polyoff_rt_copy_out", [self.prog, buf], fatal=True)
        for name in self.leaving:
            buf = self.b.load(self.buffers[name])
            self._call_checked("polyoff_rt_copy_out", [self.prog, buf], fatal=True)
        for slot in self.buffers.values():
            self.b.call(self.rt["polyoff_rt_free"], [self.prog, self.b.load(slot)])
        for e in self.mapped.expansions:
            self._write_back(e, boxes[e.array])
        self._free_temporaries(self.b)
        self.b.call(self.rt["polyoff_rt_note"], [self.prog, self.scop_index, ir.Constant(I32, abi.EVENT_OFFLOADED)])
        self.b.ret(ir.Constant(I32, 1))

    # ------------------------------------------------------- parameters
    def _parameters(self) -> None:
        """The isl parameters: products of values passed in, and the values
        the host computes itself (`scop.HostValue`), each once those it
        needs are known (`host_value_order` checked that they can be)."""
        pending = dict(self.registry.by_isl)

        def settle() -> None:
            for pname, llvm_values in list(pending.items()):
                if all(v in self.values for v in llvm_values):
                    acc = None
                    for v in llvm_values:
                        val = self._as_i64(self.values[v])
                        acc = val if acc is None else self.b.mul(acc, val)
                    self.env[pname] = acc
                    del pending[pname]

        settle()
        for h in self.mapped.scop.host_values:
            self.values[h.name] = self._host_value(h)
            settle()
        if pending:
            raise InternalError(f"parameters without a value on the host: {', '.join(sorted(pending))}")

    def _host_value(self, h: HostValue) -> ir.Value:
        if h.kind == POINTER_DIFFERENCE:
            a = self.b.ptrtoint(self.values[h.base], I64)
            b = self.b.ptrtoint(self.values[h.other], I64)
            return self.b.sub(a, b, name=f"h.{h.name}")
        # An invariant load, hoisted: read only where the region reads it
        # (its context), since elsewhere the address may not be valid;
        # there the value is never used, and 0 will do.
        ty = llvm_type(h.type)
        addr = self.b.gep(self.values[h.base], [self._poly(h.offset)], source_etype=I8)
        context = _used_params(h.context) if h.context is not None else None
        if context is None or context.plain_is_universe():
            return self.b.load(addr, typ=ty, name=f"h.{h.name}")
        slot = self.b.alloca(ty, name=f"slot.{h.name}")
        self.b.store(ir.Constant(ty, None), slot)
        with self.b.if_then(self._set(context)):
            self.b.store(self.b.load(addr, typ=ty), slot)
        return self.b.load(slot, name=f"h.{h.name}")

    # ------------------------------------------------------------ helpers
    def _as_i64(self, v: ir.Value) -> ir.Value:
        if isinstance(v.type, ir.IntType):
            if v.type.width == 1:
                # the model's i1 is 0 or 1 (its context says so)
                return self.b.zext(v, I64)
            if v.type.width < 64:
                return self.b.sext(v, I64)
            return v
        raise NotImplementedError("non-integer parameter")

    def _expr(self, e: k.Expr, extra: dict[str, ir.Value] | None = None) -> ir.Value:
        env = dict(self.env)
        if extra:
            env.update(extra)
        return lower_expr(self.b, e, env)

    def _param_build(self, pa: isl.PwAff) -> tuple[isl.AstBuild, isl.PwAff]:
        # The model's context and assumptions hold here (they were checked),
        # which lets isl simplify the expressions.
        scop = self.mapped.scop
        universe = isl.Set.universe(pa.get_domain_space())
        return aligned_build(universe.intersect(scop.context.intersect(scop.assumed)), pa)

    def _resolve(self, name: str) -> k.Expr:
        return k.Var(name, "i64")

    def _pw_aff(self, pa: isl.PwAff, extra: dict[str, ir.Value] | None = None) -> ir.Value:
        build, pa = self._param_build(pa)
        expr = ast_expr(build.expr_from_pw_aff(pa), self._resolve)
        return self._expr(expr, extra)

    def _set(self, s: isl.Set) -> ir.Value:
        s = s.coalesce()
        if s.plain_is_universe():
            return ir.Constant(ir.IntType(1), 1)
        if s.is_empty():
            return ir.Constant(ir.IntType(1), 0)
        build = isl.AstBuild.from_context(isl.Set.universe(s.get_space()))
        return self._expr(ast_expr(build.expr_from_set(s), self._resolve))

    def _poly(self, p: Poly) -> ir.Value:
        """An array size or a hoisted load's byte offset: a polynomial in
        values passed in, with the atoms the affine analysis makes of them
        (``%flag ? 24 : 32`` where clang selects one of two fields by an
        ``i1`` argument, SimpleMOC's ``alt_attenuate_fluxes``)."""
        expr = _poly_expr(p)
        env = {_host_param(name): self._as_i64(self.values[name]) for name in p.params()}
        return lower_expr(self.b, expr, env)

    def _branch_unless(self, cond: ir.Value, otherwise: ir.Block, label: str) -> None:
        ok = self.fn.append_basic_block(label + ".ok")
        self.b.cbranch(cond, ok, otherwise)
        self.b.position_at_end(ok)

    def _return(self, value: int) -> ir.Block:
        blk = self.fn.append_basic_block(f"ret{value}")
        ir.IRBuilder(blk).ret(ir.Constant(I32, value))
        return blk

    def _note_return(self, event: int, value: int) -> ir.Block:
        """A block returning ``value`` after counting ``event``: in the host
        module's counts where it is one of :data:`abi.COUNTED_EVENTS` (the
        checks before any runtime call use this), else by the runtime."""
        blk = self.fn.append_basic_block(f"note{event}")
        bb = ir.IRBuilder(blk)
        if event in abi.COUNTED_EVENTS:
            self._count(bb, ir.Constant(I32, abi.COUNTED_EVENTS.index(event)))
        else:
            bb.call(self.rt["polyoff_rt_note"], [self.prog, self.scop_index, ir.Constant(I32, event)])
        bb.ret(ir.Constant(I32, value))
        return blk

    def _count(self, bb: ir.IRBuilder, index: ir.Value) -> None:
        """Add one to slot ``index`` of this SCoP's counted events."""
        slot = bb.gep(self._counts_global(), [ir.Constant(I32, 0), index])
        bb.atomic_rmw("add", slot, ir.Constant(I64, 1), "monotonic")

    def _counts_global(self) -> ir.GlobalVariable:
        """This SCoP's :data:`abi.COUNTS_GLOBAL` (external, so that the
        runtime finds it in the JIT-compiled module)."""
        name = abi.COUNTS_GLOBAL.format(scop=self.mapped.scop.index)
        if name not in self.module.globals:
            ty = ir.ArrayType(I64, len(abi.COUNTED_EVENTS))
            g = ir.GlobalVariable(self.module, ty, name)
            g.initializer = ir.Constant(ty, None)
        return self.module.globals[name]

    def _ask_flag(self) -> ir.Value:
        """This SCoP's :data:`abi.ASK_GLOBAL`, loaded (the runtime writes it
        from another thread's Python: an atomic load)."""
        name = abi.ASK_GLOBAL.format(scop=self.mapped.scop.index)
        if name not in self.module.globals:
            g = ir.GlobalVariable(self.module, I8, name)
            g.initializer = ir.Constant(I8, 0)
        return self.b.load_atomic(self.module.globals[name], "monotonic", 1, name="ask")

    fail_block_current: ir.Block | None = None

    def _call_checked(self, name: str, args: list[ir.Value], *, fatal: bool = False) -> ir.Value:
        st = self.b.call(self.rt[name], args)
        self.b.store(st, self.status_ptr)
        ok = self.fn.append_basic_block(name.replace("polyoff_rt_", "") + ".ok")
        target = self.fatal_block if fatal else (self.fail_block_current or self.fail_block)
        self.b.cbranch(self.b.icmp_signed("==", st, ir.Constant(I32, abi.OK)), ok, target)
        self.b.position_at_end(ok)
        return st

    def _finish_fail_blocks(self) -> None:
        # Before write-back: free, then fall back unless memory may be dirty.
        b = ir.IRBuilder(self.fail_block)
        st = b.load(self.status_ptr)
        for slot in self.buffers.values():
            b.call(self.rt["polyoff_rt_free"], [self.prog, b.load(slot)])
        self._free_temporaries(b)
        dirty = b.icmp_signed("==", st, ir.Constant(I32, abi.FAIL_DIRTY))
        clean = self.fn.append_basic_block("fallback")
        b.cbranch(dirty, self.fatal_block, clean)
        cb = ir.IRBuilder(clean)
        cb.call(self.rt["polyoff_rt_note"], [self.prog, self.scop_index, ir.Constant(I32, abi.EVENT_DEVICE_FAILED)])
        cb.ret(ir.Constant(I32, 0))
        fb = ir.IRBuilder(self.fatal_block)
        fb.call(self.rt["polyoff_rt_fatal"], [self.prog, fb.load(self.status_ptr)])
        fb.unreachable()

    def _counts(self) -> tuple[ir.Value, ir.Value, ir.Value]:
        """Estimates of the instances in parallel and in single-thread
        kernels, and of the launches (see polyoff.gpu.profitability)."""
        scop = self.mapped.scop
        sequential_statements = {s for kern in self.kernels if kern.plan.n_mapped == 0
                                 for s in kern.plan.statements}
        # A statement split into pieces (schedule.splitting) that runs in
        # single-thread kernels too counts in parallel whole (the pieces'
        # boxes overlap), and the single-thread pieces' points besides,
        # the dimensions their equalities fix counted once (Floyd-Warshall's
        # i = j = k: one point per k, not the box of all).
        kernels_of = Counter(s for kern in self.kernels for s in kern.plan.statements)
        split = {s for s, n in kernels_of.items() if n > 1}
        parallel = sequential = ir.Constant(I64, 0)
        for stmt in scop.statements:
            count = self._box_count(stmt.domain)
            if stmt.name in sequential_statements and stmt.name not in split:
                sequential = self._saturating_add(sequential, count)
            else:
                parallel = self._saturating_add(parallel, count)
        for kern in self.kernels:
            if kern.plan.n_mapped:
                continue
            for piece in sets_of(kern.plan.domain):
                if piece.get_tuple_name() in split:
                    sequential = self._saturating_add(sequential, self._box_count(piece, pinned=True))
        launches = ir.Constant(I64, 0)
        for kern in self.kernels:
            launches = self._saturating_add(launches, self._launch_count(kern.plan))
        return parallel, sequential, launches

    def _failed_thresholds(self, p: Profitability,
                           counts: tuple[ir.Value, ir.Value, ir.Value]) -> list[tuple[int, ir.Value]]:
        """(event, i1 "it fails") for each threshold of ``p``, in order."""
        parallel, sequential, launches = counts
        out = []
        if p.min_work:
            out.append((abi.EVENT_TOO_SMALL, self.b.icmp_signed("<", parallel, ir.Constant(I64, p.min_work))))
        if p.min_work_per_launch:
            needed = self.b.mul(launches, ir.Constant(I64, p.min_work_per_launch))
            out.append((abi.EVENT_FEW_PER_LAUNCH, self.b.icmp_signed("<", parallel, needed)))
        if p.max_sequential_share < 1.0:
            total = self.b.sitofp(self._saturating_add(parallel, sequential), ir.DoubleType())
            limit = self.b.fmul(total, ir.Constant(ir.DoubleType(), p.max_sequential_share))
            out.append((abi.EVENT_SEQUENTIAL,
                        self.b.fcmp_unordered(">", self.b.sitofp(sequential, ir.DoubleType()), limit)))
        return out

    def _threshold_branches(self, p: Profitability, counts: tuple[ir.Value, ir.Value, ir.Value]) -> None:
        """Run on the CPU when the device would not pay by ``p``'s thresholds."""
        for event, fails in self._failed_thresholds(p, counts):
            self._branch_unless(self.b.not_(fails), self._note_return(event, 0), f"threshold.{event}")

    def _threshold_event(self, p: Profitability, counts: tuple[ir.Value, ir.Value, ir.Value]) -> ir.Value:
        """The event of ``p``'s first failing threshold, 0 where all pass (i64)."""
        event = ir.Constant(I64, 0)
        for code, fails in reversed(self._failed_thresholds(p, counts)):
            event = self.b.select(fails, ir.Constant(I64, code), event)
        return event

    def _launch_count(self, plan: KernelPlan) -> ir.Value:
        """Launches of one kernel: the box of its host-loop values."""
        if plan.n_host == 0:
            return ir.Constant(I64, 1)
        count = ir.Constant(I64, 0)
        points = plan.prefix.intersect_domain(plan.domain).range() if plan.host_range is None \
            else plan.host_points()
        for s in sets_of(points):
            count = self._saturating_add(count, self._box_count(s))
        return count

    def _box_count(self, dom: isl.Set, pinned: bool = False) -> ir.Value:
        """Points in the box of ``dom`` (isl without barvinok cannot count
        points parametrically), saturating at 2^62. With ``pinned``, the
        dimensions an equality of ``dom`` fixes given the others count
        once (the piece ``i = k`` of a statement split at that plane)."""
        cap = ir.Constant(I64, 1 << 62)
        count = ir.Constant(I64, 1)
        fixed = _fixed_dims(dom) if pinned else set()
        for d in range(dom.dim(isl.dim_type.set)):
            if d in fixed:
                continue
            lo = self._pw_aff(_defined(dom.dim_min(d)))
            hi = self._pw_aff(_defined(dom.dim_max(d)))
            extent = self.b.add(self.b.sub(hi, lo), ir.Constant(I64, 1))
            extent = self.b.select(self.b.icmp_signed(">", extent, ir.Constant(I64, 0)), extent,
                                   ir.Constant(I64, 0))
            extent = self.b.select(self.b.icmp_signed(">", extent, ir.Constant(I64, 1 << 31)),
                                   ir.Constant(I64, 1 << 31), extent)
            count = self.b.mul(count, extent)
            count = self.b.select(self.b.icmp_signed(">", count, cap), cap, count)
        return count

    def _saturating_add(self, a: ir.Value, b: ir.Value) -> ir.Value:
        cap = ir.Constant(I64, 1 << 62)
        total = self.b.add(a, b)
        return self.b.select(self.b.icmp_signed(">", total, cap), cap, total)

    # ------------------------------------------------------------- arrays
    def _box(self, t: ArrayTransfer) -> tuple[ir.Value, ir.Value, ir.Value]:
        """(first element index, bytes, host pointer of the first element)."""
        arr = t.array
        lo = hi = None
        first = t.first if t.first is not None else t.lower
        last = t.last if t.last is not None else t.upper
        for d in range(arr.rank):
            lo_d = self._pw_aff(first[d])
            hi_d = self._pw_aff(last[d])
            if d == 0:
                lo, hi = lo_d, hi_d
            else:
                size = self._poly(arr.sizes[d])
                lo = self.b.add(self.b.mul(lo, size), lo_d)
                hi = self.b.add(self.b.mul(hi, size), hi_d)
        count = self.b.add(self.b.sub(hi, lo), ir.Constant(I64, 1))
        positive = self.b.icmp_signed(">", count, ir.Constant(I64, 0))
        count = self.b.select(positive, count, ir.Constant(I64, 0))
        nbytes = self.b.mul(count, ir.Constant(I64, arr.element_size), name=f"bytes.{arr.name}")
        read_where = self._hoisted_context(arr.base)
        if read_where is not None:
            # A pointer hoisted from a path of the region (a row chosen by
            # a branch) is null where that path does not run: the box,
            # a hull over the paths, is then not the array's to copy.
            nbytes = self.b.select(read_where, nbytes, ir.Constant(I64, 0), name=f"bytes.{arr.name}.read")
        base = self._base_pointer(arr.base)
        host_ptr = self.b.gep(base, [self.b.mul(lo, ir.Constant(I64, arr.element_size))], source_etype=I8,
                              name=f"host.{arr.name}")
        return lo, nbytes, host_ptr

    def _temporary_box(self, t: ArrayTransfer, limit: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
        """Allocate an expanded temporary from its element 0 to the end of
        its box (page-aligned, for zero-copy buffers) and return its box.
        One larger than ``limit`` bytes runs the original code instead."""
        arr = t.array
        hi = None
        for d in range(arr.rank):
            hi_d = self._pw_aff(t.upper[d])
            hi = hi_d if d == 0 else self.b.add(self.b.mul(hi, self._poly(arr.sizes[d])), hi_d)
        count = self.b.add(hi, ir.Constant(I64, 1))
        count = self.b.select(self.b.icmp_signed(">", count, ir.Constant(I64, 0)), count, ir.Constant(I64, 0))
        page = 4096
        nbytes = self.b.mul(count, ir.Constant(I64, arr.element_size))
        rounded = self.b.and_(self.b.add(nbytes, ir.Constant(I64, page)), ir.Constant(I64, -page))
        too_large = self.fn.append_basic_block(f"toolarge.{arr.name}")
        tb = ir.IRBuilder(too_large)
        for mem in self.temporary_memory.values():
            tb.call(self._libc("free", ir.VoidType(), [PTR]), [mem])
        tb.call(self.rt["polyoff_rt_note"], [self.prog, self.scop_index, ir.Constant(I32, abi.EVENT_CHECK_FAILED)])
        tb.ret(ir.Constant(I32, 0))
        self._branch_unless(self.b.icmp_signed("<=", nbytes, limit), too_large, f"size.{arr.name}")
        memory = self.b.call(self._libc("aligned_alloc", PTR, [I64, I64]), [ir.Constant(I64, page), rounded],
                             name=f"mem.{arr.name}")
        self.temporary_memory[arr.name] = memory
        got = self.b.icmp_unsigned("!=", memory, ir.Constant(PTR, None))
        # Out of memory: the CPU runs the original code (earlier temporaries freed).
        fallback = self.fn.append_basic_block(f"nomem.{arr.name}")
        fb = ir.IRBuilder(fallback)
        for name, mem in self.temporary_memory.items():
            if name != arr.name:
                fb.call(self._libc("free", ir.VoidType(), [PTR]), [mem])
        fb.ret(ir.Constant(I32, 0))
        self._branch_unless(got, fallback, f"mem.{arr.name}")
        self.values[arr.base] = memory
        return self._box(t)

    def _free_temporaries(self, b: ir.IRBuilder) -> None:
        for mem in self.temporary_memory.values():
            b.call(self._libc("free", ir.VoidType(), [PTR]), [mem])

    def _write_back(self, e, box: tuple[ir.Value, ir.Value, ir.Value]) -> None:
        """Copy the slice of the last outer iteration of an expanded
        temporary into the original array's ``box`` (its final values)."""
        scop = self.mapped.scop
        arr = scop.array_map[e.array]
        temp = scop.array_map[e.temporary]
        _, nbytes, dst_ptr = box
        src = None
        for d in range(e.depth):
            o = self._pw_aff(e.last.get_pw_aff(d))
            src = o if d == 0 else self.b.add(self.b.mul(src, self._poly(temp.sizes[d])), o)
        for d in range(arr.rank):
            src = self.b.add(self.b.mul(src, self._poly(temp.sizes[e.depth + d])), self._pw_aff(e.lower[d]))
        size = ir.Constant(I64, arr.element_size)
        src_ptr = self.b.gep(self.temporary_memory[temp.name], [self.b.mul(src, size)], source_etype=I8)
        copy = self.fn.append_basic_block(f"writeback.{arr.name}")
        done = self.fn.append_basic_block(f"writeback.{arr.name}.done")
        self.b.cbranch(self._set(e.last.domain()), copy, done)
        self.b.position_at_end(copy)
        memcpy = self.module.declare_intrinsic("llvm.memcpy", [PTR, PTR, I64])
        self.b.call(memcpy, [dst_ptr, src_ptr, nbytes, ir.Constant(ir.IntType(1), 0)])
        self.b.branch(done)
        self.b.position_at_end(done)

    def _entry_alloca(self, ty: ir.Type, name: str) -> ir.Value:
        # In the entry block: an alloca inside a host loop takes more stack
        # on every iteration (floyd-warshall at MEDIUM, 499,500 launches,
        # overflowed it).
        b = ir.IRBuilder(self.fn.entry_basic_block)
        b.position_at_start(self.fn.entry_basic_block)
        return b.alloca(ty, name=name)

    def _libc(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        fn = self.module.globals.get(name)
        return fn if fn is not None else ir.Function(self.module, ir.FunctionType(ret, args), name)

    def _hoisted_context(self, name: str) -> ir.Value | None:
        """Where the hoisted load ``name`` is read (an ``i1``), or None if
        ``name`` is no such load or it is read wherever the region runs."""
        for h in self.mapped.scop.host_values:
            if h.name == name and h.kind == HOISTED_LOAD and h.context is not None:
                context = _used_params(h.context)
                return None if context.plain_is_universe() else self._set(context)
        return None

    def _base_pointer(self, base: str) -> ir.Value:
        return self.values[base]

    def _alias_checks(self, boxes: dict, transfers: list[ArrayTransfer]) -> ir.Value | None:
        scop = self.mapped.scop
        written = {t.array.name for t in transfers if t.copy_out}
        names = [t.array.name for t in transfers]
        ok = None
        for i, a in enumerate(names):
            for bname in names[i + 1:]:
                if a not in written and bname not in written:
                    continue
                base_a, base_b = scop.array_map[a].base, scop.array_map[bname].base
                if base_a.startswith("@") and base_b.startswith("@"):
                    continue  # distinct globals never overlap
                _, bytes_a, ptr_a = boxes[a]
                _, bytes_b, ptr_b = boxes[bname]
                ia = self.b.ptrtoint(ptr_a, I64)
                ib = self.b.ptrtoint(ptr_b, I64)
                end_a = self.b.add(ia, bytes_a)
                end_b = self.b.add(ib, bytes_b)
                disjoint = self.b.or_(self.b.icmp_unsigned("<=", end_a, ib), self.b.icmp_unsigned("<=", end_b, ia))
                empty = self.b.or_(self.b.icmp_signed("==", bytes_a, ir.Constant(I64, 0)),
                                   self.b.icmp_signed("==", bytes_b, ir.Constant(I64, 0)))
                pair = self.b.or_(disjoint, empty)
                ok = pair if ok is None else self.b.and_(ok, pair)
        # A hoisted load's value stands for every read of its address in the
        # region: no array the region writes may hold that address (the
        # load's own read access may be gone, with a statement that only
        # reads).
        for h in scop.host_values:
            if h.kind != HOISTED_LOAD:
                continue
            ty = llvm_type(h.type)
            size = ir.Constant(I64, 8 if ty == PTR else max(ty.width // 8, 1))
            addr = self.b.gep(self.values[h.base], [self._poly(h.offset)], source_etype=I8)
            ia = self.b.ptrtoint(addr, I64)
            end_a = self.b.add(ia, size)
            for t in self.transfers:
                if not t.copy_out:
                    continue
                _, nbytes, ptr = boxes[t.array.name]
                ib = self.b.ptrtoint(ptr, I64)
                end_b = self.b.add(ib, nbytes)
                disjoint = self.b.or_(self.b.icmp_unsigned("<=", end_a, ib), self.b.icmp_unsigned("<=", end_b, ia))
                pair = self.b.or_(disjoint, self.b.icmp_signed("==", nbytes, ir.Constant(I64, 0)))
                ok = pair if ok is None else self.b.and_(ok, pair)
        return ok

    # ------------------------------------------------------- host schedule
    def _host_schedule(self, boxes: dict) -> None:
        mapped = self.mapped
        scop = mapped.scop
        build, schedule = aligned_build(scop.context.intersect(scop.assumed), mapped.host_schedule)
        ast = build.node_from_schedule_map(schedule)
        self._ast(ast, {}, boxes)

    def _ast(self, node: isl.AstNode, loops: dict[str, ir.Value], boxes: dict) -> None:
        t = node.get_type()
        if t == isl.ast_node_type.block:
            children = node.block_get_children()
            for i in range(children.n_ast_node()):
                self._ast(children.get_at(i), loops, boxes)
            return
        if t == isl.ast_node_type.for_:
            name = node.for_get_iterator().id_get_id().get_name()
            init = self._iso(node.for_get_init(), loops)
            step = node.for_get_inc().int_get_val().to_python()
            pre = self.b.block
            header = self.fn.append_basic_block(f"host.{name}.header")
            body = self.fn.append_basic_block(f"host.{name}.body")
            done = self.fn.append_basic_block(f"host.{name}.done")
            self.b.branch(header)
            self.b.position_at_end(header)
            phi = self.b.phi(I64, name=f"host.{name}")
            phi.add_incoming(init, pre)
            inner = dict(loops)
            inner[name] = phi
            cond = self._iso(node.for_get_cond(), inner)
            self.b.cbranch(cond, body, done)
            self.b.position_at_end(body)
            self._ast(node.for_get_body(), inner, boxes)
            nxt = self.b.add(phi, ir.Constant(I64, step))
            phi.add_incoming(nxt, self.b.block)
            self.b.branch(header)
            self.b.position_at_end(done)
            return
        if t == isl.ast_node_type.if_:
            cond = self._iso(node.if_get_cond(), loops)
            then = self.fn.append_basic_block("host.then")
            other = self.fn.append_basic_block("host.else")
            join = self.fn.append_basic_block("host.join")
            self.b.cbranch(cond, then, other)
            self.b.position_at_end(then)
            self._ast(node.if_get_then_node(), loops, boxes)
            self.b.branch(join)
            self.b.position_at_end(other)
            if node.if_has_else_node():
                self._ast(node.if_get_else_node(), loops, boxes)
            self.b.branch(join)
            self.b.position_at_end(join)
            return
        if t == isl.ast_node_type.user:
            call = node.user_get_expr()
            kname = call.op_get_arg(0).id_get_id().get_name()
            hvals = [self._iso(call.op_get_arg(i), loops) for i in range(1, call.op_get_n_arg())]
            self._launch(int(kname[1:]), hvals, boxes)
            return
        if t == isl.ast_node_type.mark:
            self._ast(node.mark_get_node(), loops, boxes)
            return
        raise NotImplementedError(f"host AST node {t}")

    def _iso(self, expr: isl.AstExpr, loops: dict[str, ir.Value]) -> ir.Value:
        return self._expr(ast_expr(expr, self._resolve), loops)

    def _launch(self, index: int, hvals: list[ir.Value], boxes: dict) -> None:
        built = self.kernels[index]
        extra = {host_iter(j): v for j, v in enumerate(hvals)}
        grid = self._entry_alloca(ir.ArrayType(I64, 3), f"grid{index}")
        dims = [ir.Constant(I64, 1)] * 3
        toffs = {}
        for d in range(built.plan.n_mapped):
            hw = built.plan.hardware_dim(d)
            dims[hw] = self._pw_aff(built.tile_counts[d], extra)
            toffs[f"__toff{d}"] = self._pw_aff(built.tile_offsets[d], extra)
        for i, v in enumerate(dims):
            self.b.store(v, self.b.gep(grid, [ir.Constant(I32, 0), ir.Constant(I32, i)]))
        n = len(built.args)
        args = self._entry_alloca(ir.ArrayType(I64, max(n, 1)), f"args{index}")
        for i, src in enumerate(built.args):
            if src.kind == "buffer":
                v = self.b.load(self.buffers[src.name])
            elif src.kind == "offset":
                v = boxes[src.name][0]
            elif src.kind == "param":
                if src.name in toffs:
                    v = toffs[src.name]
                elif src.name in extra:
                    v = extra[src.name]
                else:
                    v = self.env[src.name]
            else:
                v = self._encode(self.values[src.name], src.type)
            self.b.store(v, self.b.gep(args, [ir.Constant(I32, 0), ir.Constant(I32, i)]))
        gptr = self.b.bitcast(grid, PTR)
        aptr = self.b.bitcast(args, PTR)
        self._call_checked("polyoff_rt_launch", [self.prog, ir.Constant(I32, self.kernel_base + index), gptr, aptr])

    def _encode(self, v: ir.Value, ty: str) -> ir.Value:
        if ty == "f64":
            return self.b.bitcast(v, I64)
        if ty == "f32":
            return self.b.zext(self.b.bitcast(v, I32), I64)
        if isinstance(v.type, ir.IntType):
            return self._as_i64(v)
        raise NotImplementedError(f"kernel argument of type {ty}")


def _host_param(name: str) -> str:
    return f"param.{name}"


def _poly_expr(p: Poly) -> k.Expr:
    """``p`` (over `Param` atoms, each an i64 variable named by `_host_param`)
    as a kernel IR expression for `lower_expr`."""
    acc: k.Expr = k.Const("i64", p.constant)
    for mono, coeff in p.terms:
        if not mono:
            continue
        term: k.Expr = k.Const("i64", coeff)
        for a in mono:
            term = k.Binary("mul", term, _atom_expr(a), "i64")
        acc = k.Binary("add", acc, term, "i64")
    return acc


def _atom_expr(a: Atom) -> k.Expr:
    if isinstance(a, Param):
        return k.Var(_host_param(a.name), "i64")
    if isinstance(a, TDiv):
        return k.Binary("sdiv", _poly_expr(a.num), k.Const("i64", a.den), "i64")
    if isinstance(a, TRem):
        return k.Binary("srem", _poly_expr(a.num), k.Const("i64", a.den), "i64")
    if isinstance(a, FDiv):
        return k.Binary("floordiv", _poly_expr(a.num), k.Const("i64", a.den), "i64")
    if isinstance(a, MinMax):
        acc = _poly_expr(a.args[0])
        for x in a.args[1:]:
            acc = k.Binary("smin" if a.kind == "min" else "smax", acc, _poly_expr(x), "i64")
        return acc
    if isinstance(a, SelectAtom):
        return k.Select(_cond_expr(a.cond), _poly_expr(a.if_true), _poly_expr(a.if_false), "i64")
    # a loop counter or a phi placeholder: never in a value from before the region
    raise InternalError(f"{a} in a value the host computes before the region")


def _cond_expr(c: Cond) -> k.Expr:
    if isinstance(c, BoolConst):
        return k.Const("i1", int(c.value))
    if isinstance(c, Cmp):
        return k.Compare(c.pred, _poly_expr(c.lhs), _poly_expr(c.rhs))
    if c.op == "not":
        return k.Unary("not", _cond_expr(c.args[0]), "i1")
    return k.Logical(c.op, tuple(_cond_expr(x) for x in c.args))


def _used_params(s: isl.Set) -> isl.Set:
    """``s`` without the parameters it does not constrain."""
    return s.drop_unused_params()


def host_value_order(scop: Scop, registry: ParamRegistry) -> None:
    """Check that the host can compute every `scop.HostValue` in order: a
    hoisted load's address and context may only use parameters known
    before it. Raises NotImplementedError (the SCoP stays on the CPU)."""
    known = {n for n, _ in scop.invariants}

    def params_known() -> set[str]:
        return {p for p, values in registry.by_isl.items() if all(v in known for v in values)}

    for h in scop.host_values:
        missing = {p for p in h.offset.params() if p not in known}
        if h.context is not None:
            ctx = _used_params(h.context)
            names = {ctx.get_dim_name(isl.dim_type.param, i) for i in range(ctx.dim(isl.dim_type.param))}
            missing |= names - params_known()
        missing |= {v for v in (h.base, h.other) if v is not None and v not in known}
        if missing:
            raise NotImplementedError(
                f"the hoisted load %{h.name} needs {', '.join(sorted(missing))}, which the host "
                "computes only after it")
        known.add(h.name)


def _defined(pa: isl.PwAff) -> isl.PwAff:
    """``pa`` extended by 0 where it is undefined (an empty domain)."""
    rest = pa.domain().complement()
    if rest.is_empty():
        return pa
    return pa.union_add(isl.PwAff.val_on_domain(rest, isl.Val.zero(pa.get_ctx())))


def build_host_function(module: ir.Module, mapped: MappedScop, kernels: list[BuiltKernel],
                        kernel_base: int, transfers: list[ArrayTransfer],
                        registry: ParamRegistry, *, profitability: Profitability = ALWAYS,
                        measured_placement: bool = False) -> HostFunction:
    """Add the host function of ``mapped`` to ``module``; it runs the SCoP on
    the device only where ``profitability``'s run-time checks pass and, with
    ``measured_placement``, where the runtime then says so."""
    return _HostBuilder(module, mapped, kernels, kernel_base, transfers, registry,
                        profitability=profitability, measured_placement=measured_placement).build()


def _fixed_dims(dom: isl.Set) -> set[int]:
    """Dimensions of ``dom`` that its equalities fix given the others: the
    last dimension of each equality of its affine hull (isl keeps them in
    echelon form, each on a dimension of its own); none where two share one."""
    pivots: list[int] = []
    n = dom.dim(isl.dim_type.set)
    for c in dom.affine_hull().get_constraints():
        if c.is_equality():
            dims = [d for d in range(n) if not c.get_coefficient_val(isl.dim_type.set, d).is_zero()]
            if dims:
                pivots.append(dims[-1])
    return set(pivots) if len(set(pivots)) == len(pivots) else set()
