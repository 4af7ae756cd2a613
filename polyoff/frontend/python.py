"""Python AST → LLVM IR (llvmlite.ir) for one signature of a decorated function.

:func:`lower_function` emits one LLVM function in the form polyoff's
detector reads best: every array a pointer argument followed by its extents
(``i64``), elements reached by ``getelementptr`` on row-major offsets
``(i*n1 + j)*n2 + k``, loop counters and Python ints as ``i64``, locals as
allocas in the entry block (SROA promotes them), a ``DILocation`` with the
Python line and column on every instruction so the report and the
detector's reasons point into the Python source. The function returns an
``i32`` status: 0, or the number of a :class:`RaiseSite` (an exception the
undecorated function would raise there).

Types follow NumPy 2 (:mod:`polyoff.frontend.types`) and operations NumPy's
scalar math (:mod:`polyoff.frontend.numeric`). A variable's type can change
along the function; loops are lowered repeatedly until the types flowing
around their back edges are stable (a small fixpoint over the AST).

Index safety. Alongside the IR the lowering records, for every element
access whose subscripts and enclosing loop bounds are affine enough
(:mod:`polyoff.frontend.symbolic`), a :class:`CheckedAccess`: the call-time
check (:mod:`polyoff.frontend.bounds`) proves with isl that no such access
is negative or out of range before the compiled code runs. Accesses it
cannot describe get an explicit check in the IR instead (negative indices
wrap as in Python; out of range returns an IndexError status) — such code is
not affine, so it would not have been offloaded anyway.
"""

from __future__ import annotations

import ast
import logging
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from llvmlite import ir

from polyoff.errors import FrontendError, InternalError
from polyoff.frontend import numeric as nm
from polyoff.frontend.calls import CallLowering
from polyoff.frontend.expressions import ExpressionLowering
from polyoff.frontend.inlining import InlineLowering
from polyoff.frontend.loops import LoopLowering, _cpu_marker
from polyoff.frontend.lowered import (
    CheckedAccess,
    Disjoint,
    Guard,
    LoopDomain,
    LoweredFunction,
    LoweredParam,
    Note,
    RaiseSite,
    Requirement,
)
from polyoff.frontend.reductions import ReductionLowering
from polyoff.frontend.signature import ArraySpec, Signature
from polyoff.frontend.slices import SliceLowering
from polyoff.frontend.source import FrontendTypeError, FunctionSource
from polyoff.frontend.symbolic import FALSE, TRUE, Formula, Sym
from polyoff.frontend.syntax import ARITH_OPS, COMPARE_OPS
from polyoff.frontend.temporaries import TemporaryLowering
from polyoff.frontend.types import PY_INT, VType
from polyoff.frontend.values import (
    ArrayRef,
    Expr,
    Local,
    ShapeRef,
    StaticRef,
    Value,
    join_envs,
)

log = logging.getLogger(__name__)

#: Enough for loop nests far deeper than anyone writes: each pass settles
#: at least one loop's types.
MAX_PASSES = 32


def assigned_names(tree: ast.FunctionDef) -> set[str]:
    """Names bound in the function body (Python makes them local throughout)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                        names.add(n.id)
    return names


def free_names(tree: ast.FunctionDef) -> list[str]:
    """Names the function reads that are neither parameters nor locals, in
    order of first use: globals, closure variables, builtins."""
    params = {a.arg for a in (*tree.args.posonlyargs, *tree.args.args, *tree.args.kwonlyargs)}
    local = assigned_names(tree) | params
    seen: dict[str, None] = {}
    for stmt in tree.body:
        for n in ast.walk(stmt):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in local:
                seen.setdefault(n.id)
    return list(seen)


def loop_assigned_names(tree: ast.FunctionDef) -> set[str]:
    """Names assigned inside a loop (its counter included)."""
    names: set[str] = set()
    for loop in ast.walk(tree):
        if isinstance(loop, (ast.For, ast.While)):
            for n in ast.walk(loop):
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                    names.add(n.id)
    return names


def _names_read(node: ast.expr) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def parameter_names(tree: ast.FunctionDef) -> list[str]:
    return [a.arg for a in (*tree.args.posonlyargs, *tree.args.args, *tree.args.kwonlyargs)]


# ------------------------------------------------------------------ lowering


def lower_function(
    src: FunctionSource,
    signature: Signature,
    statics: Mapping[str, object],
    *,
    triple: str = "",
    datalayout: str = "",
    exact_math: bool = True,
) -> LoweredFunction:
    """Lower ``src`` for ``signature``.

    Args:
        src: the parsed function.
        signature: parameter names and specs: the function's parameters in
            order, then the globals it reads that hold arrays or numbers.
        statics: the other globals it reads (modules, functions), by name.
        triple, datalayout: the host's, for the module.
        exact_math: results bit-identical to the undecorated function: calls
            of the C library's transcendental functions (``math.exp``,
            ``x ** y`` on floats, ...) go through a CPU-only wrapper, so the
            loop nests using them stay on the CPU (devices have their own
            math libraries), and NumPy's own implementations (``np.exp``, ...),
            which differ from the C library's, are refused. Without it both
            become plain library calls that may be offloaded.

    Raises a FrontendError for code that cannot be compiled with this
    signature.
    """
    hints: dict[ast.For, dict[str, Local]] = {}
    # Whole-array statements' loops, kept across passes: the hints above
    # are keyed by the loops' nodes.
    rewritten: dict[tuple[ast.stmt, bool], list[ast.stmt]] = {}
    for _ in range(MAX_PASSES):
        emitter = _Emitter(
            src, signature, statics, hints, triple, datalayout, exact_math, rewritten
        )
        try:
            emitter.emit_function()
        except FrontendError:
            # Types around the loops lowered so far were still settling: an
            # error then may be an artefact (or a less precise message).
            if not emitter.changed:
                raise
            hints = {**hints, **emitter.new_hints}
            continue
        if not emitter.changed:
            return emitter.result()
        hints = emitter.new_hints
    raise InternalError(f"type inference for {src.name} did not settle in {MAX_PASSES} passes")


class _Emitter(
    ExpressionLowering,
    CallLowering,
    SliceLowering,
    ReductionLowering,
    TemporaryLowering,
    InlineLowering,
    LoopLowering,
):
    def __init__(
        self,
        src: FunctionSource,
        signature: Signature,
        statics: Mapping[str, object],
        hints: dict[ast.For, dict[str, Local]],
        triple: str,
        datalayout: str,
        exact_math: bool = True,
        rewritten: dict[tuple[ast.stmt, bool], list[ast.stmt]] | None = None,
    ) -> None:
        self.src = src
        self.rewritten = rewritten if rewritten is not None else {}
        self.requirements: list[Requirement] = []
        #: names assigned somewhere a value whose weakness is not tracked
        self.bitless: set[str] = set()
        self.returns_weak = False
        self.summed_whole: list[str] = []
        #: slots holding the temporary arrays' memory (freed at every return)
        self.temporaries: list[ir.AllocaInstr] = []
        #: inside an inlined function: its names (else None), the functions
        #: being inlined, and the outermost call's line and column
        self.inline_names: dict[str, Expr] | None = None
        self.inline_stack: list[object] = []
        self.inline_site: tuple[int, int] | None = None
        #: per enclosing loop: its exit block, the variables at each `break`
        #: to it, and the loop
        self.breaks: list[tuple[ir.Block, list[dict[str, Local]], ast.For]] = []
        #: names some loop assigns (see `return_statement`)
        self.loop_assigned = loop_assigned_names(src.tree)
        #: the arrays the whole-array statement being rewritten writes
        self.writing: set[str] = set()
        self.disjoint: list[Disjoint] = []
        self.exact_math = exact_math
        self.signature = signature
        self.statics = dict(statics)
        self.hints = hints
        self.new_hints: dict[ast.For, dict[str, Local]] = {}
        self.changed = False
        self.module = ir.Module(name=f"polyoff.python.{src.name}")
        if triple:
            self.module.triple = triple
        if datalayout:
            self.module.data_layout = datalayout
        self.symbol = _symbol_name(src.name)
        self.n_params = len(parameter_names(src.tree))
        self.locals = assigned_names(src.tree) | set(parameter_names(src.tree))
        self.has_result = any(
            isinstance(n, ast.Return) and n.value is not None for n in ast.walk(src.tree)
        )
        self.env: dict[str, Local] | None = {}
        self.arrays: dict[str, ArrayRef] = {}
        self.global_scalars: dict[str, Value] = {}
        self.slots: dict[tuple[str, str], ir.AllocaInstr] = {}
        self.context: list[LoopDomain | Guard | None] = []
        self.accesses: list[CheckedAccess] = []
        self.notes: dict[tuple[int, int, str], Note] = {}
        self.raises: list[RaiseSite] = []
        #: scalars that divide two Python numbers: checked per call, not in the code
        self.zero_divisors: dict[str, None] = {}
        self.assigned = assigned_names(src.tree)
        self.written: set[str] = set()
        self.return_types: list[tuple[VType | None, ast.AST]] = []
        self.loop_count = 0
        self.loops: list[tuple[int, int]] = []
        self._setup_debug_info()

    # ----------------------------------------------------------- plumbing
    def _setup_debug_info(self) -> None:
        m = self.module
        path = os.path.abspath(self.src.file)
        self.di_file = m.add_debug_info(
            "DIFile", {"filename": os.path.basename(path), "directory": os.path.dirname(path)}
        )
        cu = m.add_debug_info(
            "DICompileUnit",
            {
                "language": ir.DIToken("DW_LANG_Python"),
                "file": self.di_file,
                "producer": "polyoff",
                "isOptimized": False,
                "emissionKind": ir.DIToken("LineTablesOnly"),
            },
            is_distinct=True,
        )
        m.add_named_metadata("llvm.dbg.cu", cu)
        i32 = ir.IntType(32)
        m.add_named_metadata("llvm.module.flags", [i32(2), "Debug Info Version", i32(3)])
        m.add_named_metadata("llvm.module.flags", [i32(7), "Dwarf Version", i32(4)])
        self.di_cu = cu

    def fail(self, node: ast.AST | None, message: str) -> FrontendTypeError:
        return self.src.error(node, message, FrontendTypeError)  # type: ignore[return-value]

    def position(self, node: ast.AST) -> tuple[int, int]:
        """``node``'s line and 1-based column in the decorated function's
        file; inside an inlined function, the position of its call there."""
        if self.inline_site is not None:
            return self.inline_site
        line = getattr(node, "lineno", self.src.tree.lineno)
        return line, getattr(node, "col_offset", 0) + 1 + self.src.col_shift

    def loc(self, node: ast.AST) -> None:
        line, col = self.position(node)
        self.b.debug_metadata = self.module.add_debug_info(
            "DILocation", {"line": line, "column": col, "scope": self.di_sp}
        )

    def note(self, node: ast.AST, message: str) -> None:
        line, col = self.position(node)
        self.notes.setdefault((line, col, message), Note(line, col, message))

    def block(self, name: str) -> ir.Block:
        return self.fn.append_basic_block(name)

    @property
    def reachable(self) -> bool:
        return self.env is not None

    def slot(self, name: str, machine: str) -> ir.AllocaInstr:
        key = (name, machine)
        if key not in self.slots:
            label = name if not any(k[0] == name for k in self.slots) else f"{name}.{machine}"
            self.slots[key] = self.alloca_b.alloca(nm.ll_type(machine), name=label)
        return self.slots[key]

    def raise_site(self, exception: str, message: str, node: ast.AST) -> ir.Block:
        self.raises.append(RaiseSite(exception, message, *self.position(node)))
        blk = self.block(f"raise.{len(self.raises)}")
        with self.b.goto_block(blk):
            self.b.ret(ir.Constant(nm.I32, len(self.raises)))
        return blk

    @contextmanager
    def guarded(self, item: LoopDomain | Guard | None) -> Iterator[None]:
        self.context.append(item)
        try:
            yield
        finally:
            self.context.pop()

    # ------------------------------------------------------------ function
    def emit_function(self) -> None:
        sig = self.signature
        arg_types: list[ir.Type] = []
        arg_names: list[str] = []
        for name, spec in zip(sig.names, sig.specs):
            llname = name if self._is_param(name) else f"global.{name}"
            if isinstance(spec, ArraySpec):
                arg_types.append(ir.PointerType())
                arg_names.append(llname)
                for k in range(spec.ndim):
                    arg_types.append(nm.I64)
                    arg_names.append(f"{llname}.shape{k}")
            else:
                arg_types.append(nm.ll_type(spec.type.machine))
                arg_names.append(llname)
        if self.has_result:
            arg_types.append(ir.PointerType())
            arg_names.append(".result")
            arg_types.append(ir.PointerType())
            arg_names.append(".result.weak")
        self.fn = ir.Function(self.module, ir.FunctionType(nm.I32, arg_types), self.symbol)
        for arg, n in zip(self.fn.args, arg_names):
            arg.name = n
        sub_ty = self.module.add_debug_info(
            "DISubroutineType", {"types": self.module.add_metadata([])}
        )
        self.di_sp = self.module.add_debug_info(
            "DISubprogram",
            {
                "name": self.src.name,
                "file": self.di_file,
                "scope": self.di_file,
                "line": self.src.tree.lineno,
                "type": sub_ty,
                "unit": self.di_cu,
                "spFlags": ir.DIToken("DISPFlagDefinition"),
            },
            is_distinct=True,
        )
        self.fn.set_metadata("dbg", self.di_sp)
        # The entry block holds the allocas only (SROA promotes those), and
        # jumps to the body once everything is emitted.
        entry = self.block("entry")
        self.alloca_b = ir.IRBuilder(entry)
        body_start = self.block("body")
        self.b = ir.IRBuilder(body_start)
        self.loc(self.src.tree)
        args = iter(self.fn.args)
        for name, spec in zip(sig.names, sig.specs):
            if isinstance(spec, ArraySpec):
                ptr = next(args)
                shapes = tuple(next(args) for _ in range(spec.ndim))
                self.arrays[name] = ArrayRef(name, spec, ptr, shapes)
                continue
            arg = next(args)
            vt = VType.of(spec.type)
            sym = Sym.param(name) if spec.type.is_int else None
            if self._is_param(name):
                self.b.store(arg, self.slot(name, vt.machine))
                self.store_weak_bit(name, Value(vt, arg))
                self.env[name] = Local(vt, sym)  # type: ignore[index]
            else:
                self.global_scalars[name] = Value(vt, arg, sym)
        self.result_ptr = next(args) if self.has_result else None
        self.result_weak_ptr = next(args) if self.has_result else None
        self.statements(self.src.tree.body)
        if self.reachable:
            if self.has_result:
                self.return_types.append((None, self.src.tree))
            self.b.ret(ir.Constant(nm.I32, 0))
        self.free_temporaries()
        self.alloca_b.debug_metadata = self.b.debug_metadata
        self.alloca_b.branch(body_start)
        self._check_returns()

    def _is_param(self, name: str) -> bool:
        return name in self.signature.names[: self.n_params]

    def _check_returns(self) -> None:
        types = self.return_types
        if not types:
            self.returns = None
            return
        valued = [(t, n) for t, n in types if t is not None]
        none = [(t, n) for t, n in types if t is None]
        if not valued:
            self.returns = None
            return
        if valued and none:
            node = none[0][1]
            where = "falls off its end" if node is self.src.tree else "returns nothing here"
            raise self.fail(
                node if node is not self.src.tree else valued[0][1],
                f"the function returns a value on some paths but {where}; return a number on every path",
            )
        joined = valued[0][0]
        for t, n in valued[1:]:
            j = joined.join(t)  # type: ignore[union-attr]
            if j is None:
                raise self.fail(
                    n,
                    f"the function returns {joined.describe()} and {t.describe()}; return one type",
                )
            joined = j
        self.returns_weak = False
        if joined is not None and joined.single is None:
            kinds = {(t.kind, t.machine) for t in joined.members}
            strong = [t for t in joined.members if not t.weak]
            if len(kinds) == 1 and len(strong) == 1 and not self.bitless & {".result"}:
                self.returns = strong[0]
                self.returns_weak = True
                return
            raise self.fail(
                valued[0][1],
                f"the function would return {joined.describe()} depending on the path; "
                "convert the result to one type",
            )
        self.returns = joined.single if joined is not None else None

    def result(self) -> LoweredFunction:
        params = tuple(
            LoweredParam(n, s, not self._is_param(n))
            for n, s in zip(self.signature.names, self.signature.specs)
        )
        return LoweredFunction(
            name=self.src.name,
            symbol=self.symbol,
            ir=str(self.module),
            params=params,
            returns=self.returns,
            written=frozenset(self.written),
            raises=tuple(self.raises),
            zero_divisors=tuple(self.zero_divisors),
            accesses=tuple(self.accesses),
            notes=tuple(self.notes.values()),
            loops=tuple(self.loops),
            requirements=tuple(self.requirements),
            returns_weak=self.returns_weak,
            summed_whole=tuple(dict.fromkeys(self.summed_whole)),
            disjoint=tuple(dict.fromkeys(self.disjoint)),
        )

    # ---------------------------------------------------------- statements
    def statements(self, body: list[ast.stmt]) -> None:
        for stmt in body:
            if not self.reachable:
                return  # code after `return` never runs
            self.loc(stmt)
            self.statement(stmt)

    def statement(self, node: ast.stmt) -> None:
        if self.temporary_statement(node):
            return
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and (
            self.whole_array_statement(node)
        ):
            return
        if isinstance(node, ast.Assign):
            value = self.expr(node.value)
            for target in node.targets:
                self.assign(target, value, node.value)
        elif isinstance(node, ast.AnnAssign):
            assert node.value is not None
            self.assign(node.target, self.expr(node.value), node.value)
        elif isinstance(node, ast.AugAssign):
            self.aug_assign(node)
        elif isinstance(node, ast.For):
            self.for_loop(node)
        elif isinstance(node, ast.While):
            self.while_loop(node)
        elif isinstance(node, ast.Break):
            self.break_statement(node)
        elif isinstance(node, ast.If):
            self.if_statement(node)
        elif isinstance(node, ast.Return):
            self.return_statement(node)
        elif isinstance(node, (ast.Pass, ast.Expr)):
            return
        else:  # the syntax check let something through
            raise self.fail(node, f"`{type(node).__name__}` statements are not supported")

    def assign(self, target: ast.expr, value: Expr, value_node: ast.expr) -> None:
        if isinstance(target, ast.Name):
            self.assign_name(target, self.number(value, value_node))
        elif isinstance(target, ast.Subscript):
            arr, indices = self.subscript_parts(target)
            ptr = self.element_pointer(arr, indices, target)
            self.store_element(arr, ptr, self.number(value, value_node), target)
        elif isinstance(target, ast.Tuple):
            if not isinstance(value, ShapeRef):
                raise self.fail(target, "tuple assignment is supported only as `a, b = A.shape`")
            arr = value.array
            if len(target.elts) != arr.spec.ndim:
                raise self.fail(
                    target,
                    f"{arr.name}.shape has {arr.spec.ndim} values; cannot unpack them into "
                    f"{len(target.elts)} names",
                )
            for k, elt in enumerate(target.elts):
                assert isinstance(elt, ast.Name)
                self.assign_name(elt, self.shape_value(arr, k))
        else:
            raise self.fail(target, f"cannot assign to `{self.src.snippet(target)}`")

    def assign_name(self, target: ast.Name, value: Value) -> None:
        name = target.id
        if name in self.arrays:
            raise self.fail(
                target, f"cannot rebind the array `{name}`; assign to its elements instead"
            )
        self.b.store(value.ir, self.slot(name, value.vtype.machine))
        self.store_weak_bit(name, value)
        assert self.env is not None
        self.env[name] = Local(value.vtype, value.sym if value.vtype.is_int else None)

    def store_weak_bit(self, name: str, value: Value) -> None:
        """Keep, beside ``name``, whether it holds a Python scalar now (read
        where its type differs by path; see Value.weak_bit)."""
        bit = self.weak_bit_of(value)
        if bit is None:
            self.bitless.add(name)
            return
        self.b.store(bit, self.slot(name, "weak"))

    def aug_assign(self, node: ast.AugAssign) -> None:
        op = ARITH_OPS[type(node.op)]
        if isinstance(node.target, ast.Name):
            current = self.load_name(node.target)
            rhs = self.value(node.value)
            self.assign_name(node.target, self.binop(op, current, rhs, node, node.value))
            return
        if not isinstance(node.target, ast.Subscript):
            raise self.fail(node.target, f"cannot assign to `{self.src.snippet(node.target)}`")
        arr, indices = self.subscript_parts(node.target)
        ptr = self.element_pointer(arr, indices, node.target)
        current = self.load_element(arr, ptr)
        rhs = self.value(node.value)
        result = self.binop(op, current, rhs, node, node.value)
        if getattr(node, "_polyoff_inplace", False) and result.vtype.is_float and arr.spec.dtype.is_int:
            raise self.fail(
                node,
                f"the in-place `{op}=` gives {result.vtype.describe()}, which NumPy does not "
                f"store into the {arr.spec.dtype.name} array `{arr.name}` "
                "(UFuncTypeError: same_kind casting)",
            )
        self.store_element(arr, ptr, result, node.target)

    def return_statement(self, node: ast.Return) -> None:
        if node.value is None:
            self.return_types.append((None, node))
        else:
            if not self.breaks and not (_names_read(node.value) & self.loop_assigned):
                # Outside loops, from arrays and scalars the loops do not
                # assign: the value is computed on the host once the loop
                # nests before have finished (from the arrays they wrote,
                # read back), not by a one-thread kernel. A scalar a loop
                # computes (`s += ...; return s`) stays in the region: used
                # after it, it would keep that loop on the CPU.
                self.b.call(_cpu_marker(self.module, "return"), [])
            v = self.value(node.value)
            if v.is_bool:
                raise self.fail(node.value, "returning a boolean is not supported; return a number")
            assert self.result_ptr is not None and self.result_weak_ptr is not None
            self.b.store(v.ir, self.result_ptr)
            bit = self.weak_bit_of(v)
            if bit is not None:
                self.b.store(self.b.zext(bit, nm.I8), self.result_weak_ptr)
            else:
                self.bitless.add(".result")
            self.return_types.append((v.vtype, node))
        self.b.ret(ir.Constant(nm.I32, 0))
        self.env = None

    # -------------------------------------------------------------- loops
    def for_loop(self, node: ast.For) -> None:
        assert isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Call)
        var = node.target.id
        if var in self.arrays:
            raise self.fail(node.target, f"cannot use the array `{var}` as a loop variable")
        args, start, stop, step, step_const = self._range_arguments(node)
        dim, checkable, domain = self._loop_domain(node, var, args, start, stop, step)

        counter = self.alloca_b.alloca(nm.I64, name=f"{var}.iter")
        self.b.store(start.ir, counter)
        header, body, latch, exit_ = (
            self.block(f"for.{var}.{s}") for s in ("head", "body", "latch", "exit")
        )
        self.b.branch(header)

        before = self.env
        hint = self.hints.get(node)
        head_env = join_envs(before, hint) if hint is not None else dict(before)  # type: ignore[arg-type]

        self.b.position_at_end(header)
        self.loc(node)
        c = self.b.load(counter, name=var + ".cur")
        if step_const is not None:
            cond = self.b.icmp_signed("<" if step_const > 0 else ">", c, stop.ir)
        else:
            up = self.b.icmp_signed(">", step.ir, ir.Constant(nm.I64, 0))
            cond = self.b.select(
                up, self.b.icmp_signed("<", c, stop.ir), self.b.icmp_signed(">", c, stop.ir)
            )
        self.b.cbranch(cond, body, exit_)

        self.b.position_at_end(body)
        if not self.breaks and self.exact_math and not self._writes_arrays(node):
            # A nest at the top level that computes only local scalars (a
            # sum the function returns): in order, it is one thread's work.
            # In the region of the nests before, it became one-thread
            # kernels and device scalars handed back (five launches for
            # `s = 0.0; for ...: s += B[i]; return s`); kept out of the
            # regions, it runs on the host after them, from the arrays
            # they wrote, and later nests get its scalars as parameters.
            self.note(
                node,
                "the loop computes only local scalars (an in-order reduction), "
                "so it runs on the CPU after the loop nests before it",
            )
            marker = _cpu_marker(self.module, "scalars")
            marker.attributes.add("noinline")  # inlined, it would leave no trace
            self.b.call(marker, [])
        self.env = dict(head_env)  # type: ignore[arg-type]
        self.b.store(c, self.slot(var, "i64"))
        self.store_weak_bit(var, Value(VType.of(PY_INT), c))
        self.env[var] = Local(VType.of(PY_INT), Sym.loop(dim) if checkable else None)
        self.breaks.append((exit_, [], node))
        try:
            with self.guarded(domain):
                self.statements(node.body)
        finally:
            _, broke, _ = self.breaks.pop()
        end_env = self.env
        if self.reachable:
            self.b.branch(latch)
        self.b.position_at_end(latch)
        self.loc(node)
        nxt = self.b.add(self.b.load(counter), step.ir, flags=["nsw"])
        self.b.store(nxt, counter)
        self.b.branch(header)

        self._update_hint(node, hint, end_env)
        self.b.position_at_end(exit_)
        self.env = self.after_loop(head_env, broke)

    def _writes_arrays(self, node: ast.For) -> bool:
        """Whether the loop stores into an array (or may: any statement
        other than assignments to local names, loops and ifs)."""
        for n in ast.walk(node):
            if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                for t in targets:
                    for leaf in ast.walk(t):
                        if isinstance(leaf, (ast.Subscript, ast.Attribute)):
                            return True
                        if isinstance(leaf, ast.Name) and leaf.id in self.arrays:
                            return True
            elif isinstance(n, ast.stmt) and not isinstance(
                n, (ast.For, ast.While, ast.If, ast.Pass, ast.Continue, ast.Break)
            ):
                return True
        return False

    def _range_arguments(
        self, node: ast.For
    ) -> tuple[list[Value], Value, Value, Value, int | None]:
        """The ``range`` call's arguments, then start, stop and step (i64),
        and the step where it is a constant; a step of zero raises
        ValueError, as in Python."""
        assert isinstance(node.iter, ast.Call)
        func = node.iter.func
        if not (isinstance(func, ast.Name) and func.id == "range"):
            target = self.expr(func)
            if not (isinstance(target, StaticRef) and _is_range(target.obj)):
                raise self.fail(
                    func,
                    f"`{self.src.snippet(func)}` is not range or numba.prange; only "
                    "`for ... in range(...)` loops are supported",
                )
        args = [self.value(a) for a in node.iter.args]
        for a, a_node in zip(args, node.iter.args):
            if not a.vtype.is_int:
                what = "a boolean" if a.is_bool else f"{a.vtype.describe()}"
                raise self.fail(a_node, f"range() arguments must be integers, not {what}")
        args = [self.to_i64(a) for a in args]
        zero, one = self.int_const(0), self.int_const(1)
        start, stop, step = (
            (zero, args[0], one)
            if len(args) == 1
            else (args[0], args[1], args[2] if len(args) == 3 else one)
        )
        step_const = step.ir.constant if isinstance(step.ir, ir.Constant) else None
        if step_const == 0:
            raise self.fail(node.iter, "range() arg 3 must not be zero")
        if step_const is None:
            bad = self.b.icmp_signed("==", step.ir, ir.Constant(nm.I64, 0))
            ok = self.block("range.ok")
            self.b.cbranch(
                bad, self.raise_site("ValueError", "range() arg 3 must not be zero", node.iter), ok
            )
            self.b.position_at_end(ok)
        return args, start, stop, step, step_const

    def _loop_domain(
        self, node: ast.For, var: str, args: list[Value], start: Value, stop: Value, step: Value
    ) -> tuple[str, bool, LoopDomain | None]:
        """The loop's dimension, whether its range is affine in loop
        variables and integer arguments (so its accesses can be checked),
        and then its domain; a note where it is not."""
        assert isinstance(node.iter, ast.Call)
        self.loop_count += 1
        dim = f"{var}_{self.loop_count}"
        self.loops.append(
            (self.inline_site[0],) * 2
            if self.inline_site is not None
            else (node.lineno, node.end_lineno or node.lineno)
        )
        checkable = (
            all(v.sym is not None and v.sym.checkable for v in (start, stop, step))
            and not step.sym.loop_vars
        )  # type: ignore[union-attr]
        domain = LoopDomain(dim, start.sym, stop.sym, step.sym) if checkable else None  # type: ignore[arg-type]
        if not checkable:
            bad_arg = next(
                (n for v, n in zip(args, node.iter.args) if v.sym is None or not v.sym.checkable),
                node.iter,
            )
            self.note(
                bad_arg,
                f"the range of loop `{var}` depends on `{self.src.snippet(bad_arg)}`, "
                "which is not an affine function of loop variables and integer arguments",
            )
        return dim, checkable, domain

    def _update_hint(
        self, node: ast.For, hint: dict[str, Local] | None, end_env: dict[str, Local] | None
    ) -> None:
        """The loop head's locals for the next pass over the function: this
        pass's hint joined with what the body ends with (type inference
        settles when no hint changes)."""
        new_hint = join_envs(hint, end_env) if hint is not None else end_env
        if new_hint is not None:
            self.new_hints[node] = new_hint
            if new_hint != hint:
                self.changed = True
        elif hint is not None:
            self.new_hints[node] = hint

    # ----------------------------------------------------------- branches
    def if_statement(self, node: ast.If) -> None:
        then_b, else_b = self.block("if.then"), self.block("if.else")
        then_f, else_f = self.branch(node.test, then_b, else_b)
        before = self.env
        envs = []
        ends = []
        for blk, body, formula in ((then_b, node.body, then_f), (else_b, node.orelse, else_f)):
            self.b.position_at_end(blk)
            self.env = dict(before)  # type: ignore[arg-type]
            with self.guarded(Guard(formula)):
                self.statements(body)
            envs.append(self.env)
            if self.reachable:
                ends.append(self.b.block)
        if not ends:
            self.env = None
            return
        merge = self.block("if.end")
        for blk in ends:
            with self.b.goto_block(blk):
                self.b.branch(merge)
        self.b.position_at_end(merge)
        self.env = join_envs(envs[0], envs[1])

    def branch(self, node: ast.expr, t: ir.Block, f: ir.Block) -> tuple[Formula, Formula]:
        """Branch to ``t`` where ``node`` is true, else to ``f``, evaluating
        ``and``/``or``/chained comparisons lazily as Python does. Returns
        over-approximations of where each target is reached."""
        if isinstance(node, ast.BoolOp):
            is_and = isinstance(node.op, ast.And)
            then_acc, else_acc = (TRUE, FALSE) if is_and else (FALSE, TRUE)
            for k, operand in enumerate(node.values):
                last = k == len(node.values) - 1
                nxt = t if (last or not is_and) else self.block("and.next")
                alt = f if (last or is_and) else self.block("or.next")
                reach = then_acc if is_and else else_acc
                with self.guarded(Guard(reach)):
                    tk, ek = self.branch(operand, nxt if is_and else t, f if is_and else alt)
                if is_and:
                    else_acc = else_acc | (then_acc & ek)
                    then_acc = then_acc & tk
                    if not last:
                        self.b.position_at_end(nxt)
                else:
                    then_acc = then_acc | (else_acc & tk)
                    else_acc = else_acc & ek
                    if not last:
                        self.b.position_at_end(alt)
            return then_acc, else_acc
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tf, ef = self.branch(node.operand, f, t)
            return ef, tf
        if isinstance(node, ast.Constant) and isinstance(node.value, bool):
            self.b.branch(t if node.value else f)
            return (TRUE, FALSE) if node.value else (FALSE, TRUE)
        if isinstance(node, ast.Compare):
            left = self.value(node.left)
            exact = True
            then_acc = TRUE
            for k, (op_node, right_node) in enumerate(zip(node.ops, node.comparators)):
                op = COMPARE_OPS[type(op_node)]
                with self.guarded(Guard(then_acc)):
                    right = self.value(right_node)
                cmp, formula = self.compare(op, left, right, node)
                if formula is None:
                    exact = False
                else:
                    then_acc = then_acc & formula
                if k == len(node.ops) - 1:
                    self.b.cbranch(cmp, t, f)
                else:
                    nxt = self.block("cmp.next")
                    self.b.cbranch(cmp, nxt, f)
                    self.b.position_at_end(nxt)
                left = right
            return then_acc, (then_acc.negate() if exact else TRUE)
        v = self.value(node)
        cond = nm.truth(self.b, v.ir, v.vtype.is_float)
        self.b.cbranch(cond, t, f)
        if v.vtype.is_int and v.sym is not None and v.sym.checkable:
            nonzero = Formula.compare("!=", v.sym, Sym.const(0))
            return nonzero, nonzero.negate()
        return TRUE, TRUE


def _is_range(obj: object) -> bool:
    """``range``, or Numba's ``prange`` (a hint polyoff does not need: it
    proves parallelism itself, so ``prange`` runs as ``range``)."""
    if obj is range:
        return True
    return getattr(obj, "__name__", None) == "prange" and str(
        getattr(obj, "__module__", "")
    ).startswith("numba")


def _symbol_name(name: str) -> str:
    """The LLVM name of the lowered function (a Python identifier is a valid
    LLVM name; the prefix keeps it clear of libm and runtime symbols)."""
    return f"py_{name}"


__all__ = [
    "CheckedAccess",
    "Guard",
    "LoopDomain",
    "LoweredFunction",
    "LoweredParam",
    "Note",
    "RaiseSite",
    "free_names",
    "lower_function",
    "parameter_names",
]
