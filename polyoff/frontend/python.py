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
from dataclasses import dataclass

from llvmlite import ir

from polyoff.errors import InternalError
from polyoff.frontend import numeric as nm
from polyoff.frontend.functions import Callable, find_callable, module_constant, numpy_kind
from polyoff.frontend.signature import ArraySpec, ParamSpec, Signature
from polyoff.frontend.source import FrontendTypeError, FunctionSource
from polyoff.frontend.symbolic import FALSE, TRUE, Formula, Sym
from polyoff.frontend.syntax import ARITH_OPS, COMPARE_OPS
from polyoff.frontend.types import (
    BOOL,
    PY_FLOAT,
    PY_INT,
    NumType,
    TypeRuleError,
    VType,
    binary_result,
    int_constant_fits,
    keep_type_ufunc,
    min_max_result,
    power_by_constant,
    promote,
    strong_of,
    unary_float_ufunc,
)

log = logging.getLogger(__name__)

#: Enough for loop nests far deeper than anyone writes: each pass settles
#: at least one loop's types.
MAX_PASSES = 32


# ------------------------------------------------------------------ results

@dataclass(frozen=True)
class LoweredParam:
    """One parameter of the compiled function (a global when ``is_global``)."""

    name: str
    spec: ParamSpec
    is_global: bool


@dataclass(frozen=True)
class RaiseSite:
    """An exception the compiled code reports by returning its number."""

    exception: str
    message: str
    line: int
    column: int


@dataclass(frozen=True)
class LoopDomain:
    """``dim`` runs over ``range(start, stop, step)``."""

    dim: str
    start: Sym
    stop: Sym
    step: Sym


@dataclass(frozen=True)
class Guard:
    """The enclosed code runs only where ``formula`` holds."""

    formula: Formula


@dataclass(frozen=True)
class CheckedAccess:
    """An element access the call-time check covers."""

    array: str
    subscripts: tuple[Sym, ...]
    context: tuple[LoopDomain | Guard, ...]
    line: int
    column: int
    text: str


@dataclass(frozen=True)
class Note:
    """Why a piece of the function is not affine (for the report)."""

    line: int
    column: int
    message: str


@dataclass(frozen=True)
class LoweredFunction:
    """The LLVM function for one signature and what calling it needs."""

    name: str
    symbol: str
    ir: str
    params: tuple[LoweredParam, ...]
    returns: NumType | None
    written: frozenset[str]
    raises: tuple[RaiseSite, ...]
    accesses: tuple[CheckedAccess, ...]
    notes: tuple[Note, ...]
    loops: tuple[tuple[int, int], ...]


# ------------------------------------------------------------------- values

@dataclass(frozen=True)
class Value:
    """A number (or boolean) in the lowered code."""

    vtype: VType
    ir: ir.Value
    sym: Sym | None = None
    const: int | float | bool | None = None

    @property
    def is_bool(self) -> bool:
        return self.vtype.is_bool


@dataclass(frozen=True)
class ArrayRef:
    name: str
    spec: ArraySpec
    ptr: ir.Value
    shapes: tuple[ir.Value, ...]

    def shape_sym(self, k: int) -> Sym:
        return Sym.param(f"{self.name}.shape[{k}]")


@dataclass(frozen=True)
class ShapeRef:
    array: ArrayRef


@dataclass(frozen=True)
class StaticRef:
    """A module, a supported function or another object named in the code."""

    name: str
    obj: object


Expr = Value | ArrayRef | ShapeRef | StaticRef


@dataclass(frozen=True)
class Local:
    """What a variable holds at a program point."""

    vtype: VType | None  # None: different representations on different paths
    sym: Sym | None = None
    maybe_unbound: bool = False
    conflict: str = ""


def _join_local(a: Local, b: Local) -> Local:
    maybe = a.maybe_unbound or b.maybe_unbound
    if a.vtype is None or b.vtype is None:
        return Local(None, None, maybe, a.conflict or b.conflict)
    joined = a.vtype.join(b.vtype)
    if joined is None:
        return Local(None, None, maybe, f"{a.vtype.describe()} on one path and {b.vtype.describe()} on another")
    return Local(joined, a.sym if a.sym == b.sym else None, maybe)


def join_envs(a: dict[str, Local] | None, b: dict[str, Local] | None) -> dict[str, Local] | None:
    if a is None:
        return None if b is None else dict(b)
    if b is None:
        return dict(a)
    out: dict[str, Local] = {}
    for name in a.keys() | b.keys():
        x, y = a.get(name), b.get(name)
        if x is None or y is None:
            z = x or y
            assert z is not None
            out[name] = Local(z.vtype, z.sym, True, z.conflict)
        else:
            out[name] = _join_local(x, y)
    return out


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


def parameter_names(tree: ast.FunctionDef) -> list[str]:
    return [a.arg for a in (*tree.args.posonlyargs, *tree.args.args, *tree.args.kwonlyargs)]


# ------------------------------------------------------------------ lowering

def lower_function(src: FunctionSource, signature: Signature, statics: Mapping[str, object], *,
                   triple: str = "", datalayout: str = "", exact_math: bool = True) -> LoweredFunction:
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
    for _ in range(MAX_PASSES):
        emitter = _Emitter(src, signature, statics, hints, triple, datalayout, exact_math)
        emitter.emit_function()
        if not emitter.changed:
            return emitter.result()
        hints = emitter.new_hints
    raise InternalError(f"type inference for {src.name} did not settle in {MAX_PASSES} passes")


class _Emitter:
    def __init__(self, src: FunctionSource, signature: Signature, statics: Mapping[str, object],
                 hints: dict[ast.For, dict[str, Local]], triple: str, datalayout: str,
                 exact_math: bool = True) -> None:
        self.src = src
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
        self.has_result = any(isinstance(n, ast.Return) and n.value is not None for n in ast.walk(src.tree))
        self.env: dict[str, Local] | None = {}
        self.arrays: dict[str, ArrayRef] = {}
        self.global_scalars: dict[str, Value] = {}
        self.slots: dict[tuple[str, str], ir.AllocaInstr] = {}
        self.context: list[LoopDomain | Guard | None] = []
        self.accesses: list[CheckedAccess] = []
        self.notes: dict[tuple[int, int, str], Note] = {}
        self.raises: list[RaiseSite] = []
        self.written: set[str] = set()
        self.return_types: list[tuple[VType | None, ast.AST]] = []
        self.loop_count = 0
        self.loops: list[tuple[int, int]] = []
        self._setup_debug_info()

    # ----------------------------------------------------------- plumbing
    def _setup_debug_info(self) -> None:
        m = self.module
        path = os.path.abspath(self.src.file)
        self.di_file = m.add_debug_info("DIFile", {"filename": os.path.basename(path),
                                                   "directory": os.path.dirname(path)})
        cu = m.add_debug_info("DICompileUnit", {
            "language": ir.DIToken("DW_LANG_Python"), "file": self.di_file, "producer": "polyoff",
            "isOptimized": False, "emissionKind": ir.DIToken("LineTablesOnly")}, is_distinct=True)
        m.add_named_metadata("llvm.dbg.cu", cu)
        i32 = ir.IntType(32)
        m.add_named_metadata("llvm.module.flags", [i32(2), "Debug Info Version", i32(3)])
        m.add_named_metadata("llvm.module.flags", [i32(7), "Dwarf Version", i32(4)])
        self.di_cu = cu

    def fail(self, node: ast.AST | None, message: str) -> FrontendTypeError:
        return self.src.error(node, message, FrontendTypeError)  # type: ignore[return-value]

    def loc(self, node: ast.AST) -> None:
        line = getattr(node, "lineno", self.src.tree.lineno)
        col = getattr(node, "col_offset", 0) + 1 + self.src.col_shift
        self.b.debug_metadata = self.module.add_debug_info(
            "DILocation", {"line": line, "column": col, "scope": self.di_sp})

    def note(self, node: ast.AST, message: str) -> None:
        line = getattr(node, "lineno", 0)
        col = getattr(node, "col_offset", 0) + 1 + self.src.col_shift
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
        self.raises.append(RaiseSite(exception, message, node.lineno, node.col_offset + 1 + self.src.col_shift))
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
        self.fn = ir.Function(self.module, ir.FunctionType(nm.I32, arg_types), self.symbol)
        for arg, n in zip(self.fn.args, arg_names):
            arg.name = n
        sub_ty = self.module.add_debug_info("DISubroutineType", {"types": self.module.add_metadata([])})
        self.di_sp = self.module.add_debug_info("DISubprogram", {
            "name": self.src.name, "file": self.di_file, "scope": self.di_file, "line": self.src.tree.lineno,
            "type": sub_ty, "unit": self.di_cu, "spFlags": ir.DIToken("DISPFlagDefinition")}, is_distinct=True)
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
                self.env[name] = Local(vt, sym)  # type: ignore[index]
            else:
                self.global_scalars[name] = Value(vt, arg, sym)
        self.result_ptr = next(args) if self.has_result else None
        self.statements(self.src.tree.body)
        if self.reachable:
            if self.has_result:
                self.return_types.append((None, self.src.tree))
            self.b.ret(ir.Constant(nm.I32, 0))
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
            raise self.fail(node if node is not self.src.tree else valued[0][1],
                            f"the function returns a value on some paths but {where}; return a number on every path")
        joined = valued[0][0]
        for t, n in valued[1:]:
            j = joined.join(t)  # type: ignore[union-attr]
            if j is None:
                raise self.fail(n, f"the function returns {joined.describe()} and {t.describe()}; return one type")
            joined = j
        if joined is not None and joined.single is None:
            raise self.fail(valued[0][1], f"the function would return {joined.describe()} depending on the path; "
                                          "convert the result to one type")
        self.returns = joined.single if joined is not None else None

    def result(self) -> LoweredFunction:
        params = tuple(LoweredParam(n, s, not self._is_param(n))
                       for n, s in zip(self.signature.names, self.signature.specs))
        return LoweredFunction(
            name=self.src.name, symbol=self.symbol, ir=str(self.module), params=params, returns=self.returns,
            written=frozenset(self.written), raises=tuple(self.raises), accesses=tuple(self.accesses),
            notes=tuple(self.notes.values()), loops=tuple(self.loops))

    # ---------------------------------------------------------- statements
    def statements(self, body: list[ast.stmt]) -> None:
        for stmt in body:
            if not self.reachable:
                return  # code after `return` never runs
            self.loc(stmt)
            self.statement(stmt)

    def statement(self, node: ast.stmt) -> None:
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
                raise self.fail(target, f"{arr.name}.shape has {arr.spec.ndim} values; cannot unpack them into "
                                        f"{len(target.elts)} names")
            for k, elt in enumerate(target.elts):
                assert isinstance(elt, ast.Name)
                self.assign_name(elt, self.shape_value(arr, k))
        else:
            raise self.fail(target, f"cannot assign to `{self.src.snippet(target)}`")

    def assign_name(self, target: ast.Name, value: Value) -> None:
        name = target.id
        if name in self.arrays:
            raise self.fail(target, f"cannot rebind the array `{name}`; assign to its elements instead")
        self.b.store(value.ir, self.slot(name, value.vtype.machine))
        assert self.env is not None
        self.env[name] = Local(value.vtype, value.sym if value.vtype.is_int else None)

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
        self.store_element(arr, ptr, self.binop(op, current, rhs, node, node.value), node.target)

    def return_statement(self, node: ast.Return) -> None:
        if node.value is None:
            self.return_types.append((None, node))
        else:
            v = self.value(node.value)
            if v.is_bool:
                raise self.fail(node.value, "returning a boolean is not supported; return a number")
            assert self.result_ptr is not None
            self.b.store(v.ir, self.result_ptr)
            self.return_types.append((v.vtype, node))
        self.b.ret(ir.Constant(nm.I32, 0))
        self.env = None

    # -------------------------------------------------------------- loops
    def for_loop(self, node: ast.For) -> None:
        assert isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Call)
        var = node.target.id
        if var in self.arrays:
            raise self.fail(node.target, f"cannot use the array `{var}` as a loop variable")
        args = [self.value(a) for a in node.iter.args]
        for a, a_node in zip(args, node.iter.args):
            if not a.vtype.is_int:
                what = "a boolean" if a.is_bool else f"{a.vtype.describe()}"
                raise self.fail(a_node, f"range() arguments must be integers, not {what}")
        args = [self.to_i64(a) for a in args]
        zero, one = self.int_const(0), self.int_const(1)
        start, stop, step = (zero, args[0], one) if len(args) == 1 else (args[0], args[1], args[2] if len(args) == 3 else one)
        step_const = step.ir.constant if isinstance(step.ir, ir.Constant) else None
        if step_const == 0:
            raise self.fail(node.iter, "range() arg 3 must not be zero")
        if step_const is None:
            bad = self.b.icmp_signed("==", step.ir, ir.Constant(nm.I64, 0))
            ok = self.block("range.ok")
            self.b.cbranch(bad, self.raise_site("ValueError", "range() arg 3 must not be zero", node.iter), ok)
            self.b.position_at_end(ok)

        self.loop_count += 1
        dim = f"{var}_{self.loop_count}"
        self.loops.append((node.lineno, node.end_lineno or node.lineno))
        checkable = all(v.sym is not None and v.sym.checkable for v in (start, stop, step)) \
            and not step.sym.loop_vars  # type: ignore[union-attr]
        domain = LoopDomain(dim, start.sym, stop.sym, step.sym) if checkable else None  # type: ignore[arg-type]
        if not checkable:
            bad_arg = next((n for v, n in zip(args, node.iter.args) if v.sym is None or not v.sym.checkable),
                           node.iter)
            self.note(bad_arg, f"the range of loop `{var}` depends on `{self.src.snippet(bad_arg)}`, "
                               "which is not an affine function of loop variables and integer arguments")

        counter = self.alloca_b.alloca(nm.I64, name=f"{var}.iter")
        self.b.store(start.ir, counter)
        header, body, latch, exit_ = (self.block(f"for.{var}.{s}") for s in ("head", "body", "latch", "exit"))
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
            cond = self.b.select(up, self.b.icmp_signed("<", c, stop.ir), self.b.icmp_signed(">", c, stop.ir))
        self.b.cbranch(cond, body, exit_)

        self.b.position_at_end(body)
        self.env = dict(head_env)  # type: ignore[arg-type]
        self.b.store(c, self.slot(var, "i64"))
        self.env[var] = Local(VType.of(PY_INT), Sym.loop(dim) if checkable else None)
        with self.guarded(domain):
            self.statements(node.body)
        end_env = self.env
        if self.reachable:
            self.b.branch(latch)
        self.b.position_at_end(latch)
        self.loc(node)
        nxt = self.b.add(self.b.load(counter), step.ir, flags=["nsw"])
        self.b.store(nxt, counter)
        self.b.branch(header)

        new_hint = join_envs(hint, end_env) if hint is not None else end_env
        if new_hint is not None:
            self.new_hints[node] = new_hint
            if new_hint != hint:
                self.changed = True
        elif hint is not None:
            self.new_hints[node] = hint
        self.b.position_at_end(exit_)
        self.env = head_env

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

    # --------------------------------------------------------- expressions
    def expr(self, node: ast.expr) -> Expr:
        if isinstance(node, ast.Constant):
            return self.constant(node)
        if isinstance(node, ast.Name):
            return self.name(node)
        if isinstance(node, ast.BinOp):
            return self.binop(ARITH_OPS[type(node.op)], self.value(node.left), self.value(node.right), node, node.right)
        if isinstance(node, ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1:
                raise self.fail(node, "chained comparisons are supported in conditions (if, elif) only")
            cmp, _ = self.compare(COMPARE_OPS[type(node.ops[0])], self.value(node.left),
                                  self.value(node.comparators[0]), node)
            return Value(VType.of(BOOL), cmp)
        if isinstance(node, ast.BoolOp):
            raise self.fail(node, "`and`/`or` are supported in conditions (if, elif, conditional expressions) only")
        if isinstance(node, ast.IfExp):
            return self.if_expression(node)
        if isinstance(node, ast.Subscript):
            return self.subscript(node)
        if isinstance(node, ast.Attribute):
            return self.attribute(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        raise self.fail(node, f"`{type(node).__name__}` expressions are not supported")

    def value(self, node: ast.expr) -> Value:
        return self.number(self.expr(node), node)

    def number(self, e: Expr, node: ast.expr) -> Value:
        if isinstance(e, Value):
            return e
        if isinstance(e, ArrayRef):
            raise self.fail(node, f"`{self.src.snippet(node)}` is an array; only its elements can be used as values "
                                  "(index every dimension)")
        if isinstance(e, ShapeRef):
            raise self.fail(node, f"`{self.src.snippet(node)}` is a tuple; use `{self.src.snippet(node)}[k]`")
        raise self.fail(node, f"`{self.src.snippet(node)}` is not a number")

    def constant(self, node: ast.Constant) -> Value:
        v = node.value
        if isinstance(v, bool):
            return Value(VType.of(BOOL), ir.Constant(nm.I1, int(v)), None, v)
        if isinstance(v, int):
            if not int_constant_fits(v, PY_INT):
                raise self.fail(node, f"the integer {v} does not fit in 64 bits")
            return Value(VType.of(PY_INT), ir.Constant(nm.I64, v), Sym.const(v), v)
        if isinstance(v, float):
            return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, v), None, v)
        raise self.fail(node, f"the constant {v!r} is not a number")

    def int_const(self, v: int) -> Value:
        return Value(VType.of(PY_INT), ir.Constant(nm.I64, v), Sym.const(v), v)

    def name(self, node: ast.Name) -> Expr:
        n = node.id
        if n in self.arrays:
            return self.arrays[n]
        if n in self.locals:
            return self.load_name(node)
        if n in self.global_scalars:
            return self.global_scalars[n]
        if n in self.statics:
            return StaticRef(n, self.statics[n])
        raise self.fail(node, f"name `{n}` is not defined")

    def load_name(self, node: ast.Name) -> Value:
        n = node.id
        if n in self.arrays:
            raise self.fail(node, f"`{n}` is an array; index it")
        assert self.env is not None
        local = self.env.get(n)
        if local is None:
            raise self.fail(node, f"local variable `{n}` is used before it is assigned")
        if local.maybe_unbound:
            raise self.fail(node, f"local variable `{n}` may be used before it is assigned "
                                  "(it is assigned only on some paths, or only inside a loop)")
        if local.vtype is None:
            raise self.fail(node, f"variable `{n}` holds {local.conflict}, and the two cannot share one "
                                  f"representation; give it one type from the start (e.g. `{n} = 0.0` for a float, "
                                  f"`{n} = numpy.float32(0.0)` for a float32 accumulator)")
        return Value(local.vtype, self.b.load(self.slot(n, local.vtype.machine)), local.sym)

    def unary(self, node: ast.UnaryOp) -> Value:
        if isinstance(node.op, ast.Not):
            raise self.fail(node, "`not` is supported in conditions (if, elif, conditional expressions) only")
        v = self.value(node.operand)
        if v.is_bool:
            raise self.fail(node, "booleans cannot be used in arithmetic")
        if isinstance(node.op, ast.UAdd):
            return v
        if v.const is not None and not isinstance(v.const, bool):
            c = -v.const
            if isinstance(c, int):
                return self.int_const(c) if int_constant_fits(c, PY_INT) else self._too_big(node, c)
            return Value(v.vtype, ir.Constant(nm.F64, c), None, c)
        if v.vtype.is_float:
            return Value(v.vtype, self.b.fneg(v.ir))
        neg = self.b.sub(ir.Constant(v.ir.type, 0), v.ir, flags=["nsw"] if v.vtype.all_weak else [])
        return Value(v.vtype, neg, -v.sym if v.sym is not None else None)

    def _too_big(self, node: ast.AST, c: int) -> Value:
        raise self.fail(node, f"the integer {c} does not fit in 64 bits")

    def to_i64(self, v: Value) -> Value:
        if v.vtype.machine == "i64":
            return v
        return Value(v.vtype, self.b.sext(v.ir, nm.I64), v.sym, v.const)

    # ------------------------------------------------------------ arithmetic
    def binop(self, op: str, a: Value, b: Value, node: ast.AST, right_node: ast.AST) -> Value:
        if a.is_bool or b.is_bool:
            raise self.fail(node, "booleans cannot be used in arithmetic")
        folded = self.fold(op, a, b)
        if folded is not None:
            return folded
        if op == "**" and isinstance(b.const, int) and not isinstance(b.const, bool) and b.vtype.single == PY_INT:
            return self.power_const(a, b.const, node)
        try:
            how, rtype = binary_result(op, a.vtype, b.vtype)
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None
        compute = how.compute
        for v in (a, b):
            if isinstance(v.const, int) and not int_constant_fits(v.const, compute):
                raise self.fail(node, f"Python integer {v.const} out of bounds for {compute.name}")
        x = nm.convert(self.b, a.ir, a.vtype, compute)
        y = nm.convert(self.b, b.ir, b.vtype, compute)
        sym = None
        if compute.is_int:
            nsw = rtype.all_weak
            if op in ("+", "-", "*"):
                r = nm.int_arith(self.b, op, x, y, nsw=nsw)
            elif op == "//":
                r = nm.int_floordiv(self.b, x, y)
            elif op == "%":
                r = nm.int_mod(self.b, x, y)
            else:
                raise self.fail(node, f"the operator {op} is not supported on integers here")
            if a.sym is not None and b.sym is not None:
                sym = {"+": a.sym + b.sym, "-": a.sym - b.sym, "*": a.sym * b.sym,
                       "//": a.sym.floordiv(b.sym), "%": a.sym.mod(b.sym)}[op]
        else:
            if op in ("+", "-", "*", "/"):
                r = nm.float_arith(self.b, op, x, y)
            elif op in ("//", "%"):
                q, m = nm.float_divmod(self.b, self.module, x, y)
                r = q if op == "//" else m
            else:
                r = self.library_call("pow", [x, y], node)
        return Value(rtype, r, sym)

    def fold(self, op: str, a: Value, b: Value) -> Value | None:
        """``a op b`` for two Python constants, as Python computes it at run
        time (None where it would raise or leave 64 bits)."""
        x, y = a.const, b.const
        if x is None or y is None or isinstance(x, bool) or isinstance(y, bool):
            return None
        try:
            if op == "**":
                if not (isinstance(x, int) and isinstance(y, int) and 0 <= y <= 64):
                    return None
                r = x**y
            elif op in ("/", "//", "%") and y == 0:
                return None
            else:
                r = {"+": lambda: x + y, "-": lambda: x - y, "*": lambda: x * y, "/": lambda: x / y,
                     "//": lambda: x // y, "%": lambda: x % y}[op]()
        except (OverflowError, ZeroDivisionError, KeyError):
            return None
        if isinstance(r, int):
            return self.int_const(r) if int_constant_fits(r, PY_INT) else None
        return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, r), None, r)

    def power_const(self, a: Value, n: int, node: ast.AST) -> Value:
        try:
            results = {power_by_constant(t, n) for t in a.vtype.members}
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None
        rtype = VType(frozenset(results))
        if a.vtype.is_int and n >= 0:
            return Value(rtype, nm.int_power(self.b, a.ir, n, nsw=a.vtype.all_weak))
        target = next(iter(results))
        if len({t.machine for t in results}) != 1:
            raise self.fail(node, "the power's type would depend on the path taken")
        x = nm.convert(self.b, a.ir, a.vtype, target)
        return Value(rtype, self.library_call("pow", [x, nm.fconst(x.type, float(n))], node))

    def compare(self, op: str, a: Value, b: Value, node: ast.AST) -> tuple[ir.Value, Formula | None]:
        if a.is_bool or b.is_bool:
            raise self.fail(node, "comparing booleans is not supported")
        try:
            how, _ = binary_result(op, a.vtype, b.vtype)
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None
        if how.exact_compare:
            int_left = a.vtype.is_int
            xi, yf = (a.ir, b.ir) if int_left else (b.ir, a.ir)
            return nm.exact_compare(self.b, op, xi, yf, int_left), None
        x = nm.convert(self.b, a.ir, a.vtype, how.compute)
        y = nm.convert(self.b, b.ir, b.vtype, how.compute)
        cmp = nm.compare(self.b, op, x, y, how.compute.is_float)
        formula = None
        if how.compute.is_int and a.sym is not None and b.sym is not None and a.sym.checkable and b.sym.checkable:
            formula = Formula.compare(op, a.sym, b.sym)
        return cmp, formula

    def if_expression(self, node: ast.IfExp) -> Value:
        if _speculatable(node):
            return self.select_expression(node)
        t, f, merge = self.block("ifexp.then"), self.block("ifexp.else"), self.block("ifexp.end")
        then_f, else_f = self.branch(node.test, t, f)
        results = []
        for blk, sub, formula in ((t, node.body, then_f), (f, node.orelse, else_f)):
            self.b.position_at_end(blk)
            with self.guarded(Guard(formula)):
                v = self.value(sub)
            results.append((v, self.b.block))
            self.b.branch(merge)
        (a, a_blk), (c, c_blk) = results
        joined = a.vtype.join(c.vtype)
        if joined is None:
            raise self.fail(node, f"the conditional expression gives {a.vtype.describe()} or {c.vtype.describe()}; "
                                  "convert both sides to one type")
        self.b.position_at_end(merge)
        phi = self.b.phi(a.ir.type)
        phi.add_incoming(a.ir, a_blk)
        phi.add_incoming(c.ir, c_blk)
        return Value(joined, phi)

    def select_expression(self, node: ast.IfExp) -> Value:
        """``a if c else b`` as a ``select``: both sides evaluated, which is
        safe when they read only elements the condition read already (and
        nothing here can trap), and keeps data-dependent choices such as
        ``x if x < y else y`` out of the control flow (a branch on array
        values would keep the loop nest off the device)."""
        cond = self.condition_value(node.test)
        a = self.value(node.body)
        c = self.value(node.orelse)
        joined = a.vtype.join(c.vtype)
        if joined is None:
            raise self.fail(node, f"the conditional expression gives {a.vtype.describe()} or {c.vtype.describe()}; "
                                  "convert both sides to one type")
        return Value(joined, self.b.select(cond, a.ir, c.ir))

    def condition_value(self, node: ast.expr) -> ir.Value:
        """An i1 for a condition without short-circuit evaluation (only for
        conditions whose operands are all safe to evaluate)."""
        if isinstance(node, ast.BoolOp):
            vals = [self.condition_value(v) for v in node.values]
            out = vals[0]
            for v in vals[1:]:
                out = self.b.and_(out, v) if isinstance(node.op, ast.And) else self.b.or_(out, v)
            return out
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return self.b.not_(self.condition_value(node.operand))
        if isinstance(node, ast.Compare):
            left = self.value(node.left)
            out = None
            for op_node, right_node in zip(node.ops, node.comparators):
                right = self.value(right_node)
                cmp, _ = self.compare(COMPARE_OPS[type(op_node)], left, right, node)
                out = cmp if out is None else self.b.and_(out, cmp)
                left = right
            return out
        v = self.value(node)
        return nm.truth(self.b, v.ir, v.vtype.is_float)

    # --------------------------------------------------------------- arrays
    def subscript_parts(self, node: ast.Subscript) -> tuple[ArrayRef, list[ast.expr]]:
        indices: list[ast.expr] = []
        cur: ast.expr = node
        while isinstance(cur, ast.Subscript):
            items = cur.slice.elts if isinstance(cur.slice, ast.Tuple) else [cur.slice]
            indices = list(items) + indices
            cur = cur.value
        base = self.expr(cur)
        if isinstance(base, ShapeRef):
            raise self.fail(node, "only `A.shape[k]` with a constant k is supported")
        if not isinstance(base, ArrayRef):
            raise self.fail(cur, f"`{self.src.snippet(cur)}` is not an array and cannot be indexed")
        nd = base.spec.ndim
        if len(indices) > nd:
            raise self.fail(node, f"too many indices for `{base.name}`: it is {nd}-dimensional, "
                                  f"but {len(indices)} were given")
        if len(indices) < nd:
            raise self.fail(node, f"`{self.src.snippet(node)}` is a view of {nd - len(indices)} dimension(s) of "
                                  f"`{base.name}`; index all {nd} dimensions to get an element")
        return base, indices

    def subscript(self, node: ast.Subscript) -> Value:
        if isinstance(node.value, ast.Attribute) and node.value.attr == "shape":
            base = self.expr(node.value)
            if isinstance(base, ShapeRef):
                k = node.slice
                kv = k.value if isinstance(k, ast.Constant) else None
                if isinstance(k, ast.UnaryOp) and isinstance(k.op, ast.USub) and isinstance(k.operand, ast.Constant):
                    kv = -k.operand.value if isinstance(k.operand.value, int) else None
                if not isinstance(kv, int) or isinstance(kv, bool):
                    raise self.fail(k, "the index of `A.shape[k]` must be an integer constant")
                nd = base.array.spec.ndim
                if not -nd <= kv < nd:
                    raise self.fail(k, f"`{base.array.name}.shape` has {nd} entries; index {kv} is out of range")
                return self.shape_value(base.array, kv % nd)
        arr, indices = self.subscript_parts(node)
        return self.load_element(arr, self.element_pointer(arr, indices, node))

    def shape_value(self, arr: ArrayRef, k: int) -> Value:
        return Value(VType.of(PY_INT), arr.shapes[k], arr.shape_sym(k))

    def element_pointer(self, arr: ArrayRef, index_nodes: list[ast.expr], node: ast.AST) -> ir.Value:
        values = []
        for idx in index_nodes:
            v = self.value(idx)
            if not v.vtype.is_int:
                raise self.fail(idx, f"array indices must be integers, not {v.vtype.describe()}")
            values.append(self.to_i64(v))
        known = all(c is not None for c in self.context)
        checkable = known and all(v.sym is not None and v.sym.checkable for v in values)
        if checkable:
            self.accesses.append(CheckedAccess(
                arr.name, tuple(v.sym for v in values), tuple(self.context),  # type: ignore[misc]
                node.lineno, node.col_offset + 1 + self.src.col_shift, self.src.snippet(node)))
            indices = [v.ir for v in values]
        else:
            if known:
                bad = next(n for v, n in zip(values, index_nodes) if v.sym is None or not v.sym.checkable)
                self.note(bad, f"the subscript `{self.src.snippet(bad)}` of `{arr.name}` is not an affine function "
                               "of loop variables and integer arguments")
            indices = [self.checked_index(v.ir, arr, k, node) for k, v in enumerate(values)]
        offset = indices[0]
        for k in range(1, len(indices)):
            offset = self.b.add(self.b.mul(offset, arr.shapes[k], flags=["nsw"]), indices[k], flags=["nsw"])
        elem = nm.ll_type(arr.spec.dtype.machine)
        return self.b.gep(arr.ptr, [offset], inbounds=True, source_etype=elem)

    def checked_index(self, idx: ir.Value, arr: ArrayRef, axis: int, node: ast.AST) -> ir.Value:
        """Python's indexing: a negative index counts from the end; out of
        range raises IndexError."""
        n = arr.shapes[axis]
        neg = self.b.icmp_signed("<", idx, ir.Constant(nm.I64, 0))
        wrapped = self.b.select(neg, self.b.add(idx, n), idx)
        bad = self.b.icmp_unsigned(">=", wrapped, n)
        ok = self.block("index.ok")
        msg = f"index out of bounds for axis {axis} of `{arr.name}` in `{self.src.snippet(node)}`"
        self.b.cbranch(bad, self.raise_site("IndexError", msg, node), ok)
        self.b.position_at_end(ok)
        return wrapped

    def load_element(self, arr: ArrayRef, ptr: ir.Value) -> Value:
        t = arr.spec.dtype
        return Value(VType.of(t), self.b.load(ptr, typ=nm.ll_type(t.machine)))

    def store_element(self, arr: ArrayRef, ptr: ir.Value, v: Value, node: ast.AST) -> None:
        t = arr.spec.dtype
        if isinstance(v.const, int) and not isinstance(v.const, bool) and not int_constant_fits(v.const, t):
            raise self.fail(node, f"Python integer {v.const} out of bounds for {t.name}")
        if v.is_bool:
            conv = self.b.uitofp(v.ir, nm.ll_type(t.machine)) if t.is_float else self.b.zext(v.ir, nm.ll_type(t.machine))
        else:
            conv = nm.convert(self.b, v.ir, v.vtype, t)
        self.b.store(conv, ptr)
        self.written.add(arr.name)

    # ----------------------------------------------------------- attributes
    def attribute(self, node: ast.Attribute) -> Expr:
        base = self.expr(node.value)
        if isinstance(base, ArrayRef):
            if node.attr == "shape":
                return ShapeRef(base)
            if node.attr == "ndim":
                return self.int_const(base.spec.ndim)
            if node.attr == "size":
                v = self.shape_value(base, 0)
                for k in range(1, base.spec.ndim):
                    nxt = self.shape_value(base, k)
                    v = Value(v.vtype, self.b.mul(v.ir, nxt.ir, flags=["nsw"]), v.sym * nxt.sym)  # type: ignore[operator]
                return v
            raise self.fail(node, f"the array attribute `.{node.attr}` is not supported "
                                  "(`.shape`, `.ndim` and `.size` are)")
        if isinstance(base, StaticRef):
            try:
                obj = getattr(base.obj, node.attr)
            except AttributeError:
                raise self.fail(node, f"`{self.src.snippet(node)}` does not exist") from None
            const = module_constant(base.obj, node.attr)
            if const is not None:
                return Value(VType.of(PY_FLOAT), ir.Constant(nm.F64, const), None, const)
            return StaticRef(f"{base.name}.{node.attr}", obj)
        raise self.fail(node, f"the attribute `{self.src.snippet(node)}` is not supported")

    # ---------------------------------------------------------------- calls
    def call(self, node: ast.Call) -> Value:
        target = self.expr(node.func)
        if not isinstance(target, StaticRef):
            raise self.fail(node.func, f"`{self.src.snippet(node.func)}` is not a function")
        fn = find_callable(target.obj)
        if fn is None:
            what = "a polyoff-decorated function" if hasattr(target.obj, "py_func") else \
                f"`{self.src.snippet(node.func)}`"
            raise self.fail(node, f"calling {what} is not supported; only math/numpy scalar functions, "
                                  "abs, min, max, len, float, int and numpy.float32/float64/int32/int64 are")
        if fn.name == "range":
            raise self.fail(node, "range() is supported only as the iterable of a for loop")
        if len(node.args) not in fn.nargs:
            raise self.fail(node, f"{fn.spelling}() takes {_counts(fn.nargs)} argument(s), not {len(node.args)}")
        if fn.name == "len":
            arr = self.expr(node.args[0])
            if not isinstance(arr, ArrayRef):
                raise self.fail(node.args[0], "len() is supported on arrays only")
            return self.shape_value(arr, 0)
        args = [self.value(a) for a in node.args]
        for a, a_node in zip(args, node.args):
            if a.is_bool:
                raise self.fail(a_node, f"{fn.spelling}() of a boolean is not supported")
        try:
            if fn.family == "builtin":
                return self.call_builtin(fn, args, node)
            if fn.family == "math":
                return self.call_math(fn, args, node)
            if fn.family == "numpy":
                return self.call_numpy(fn, args, node)
            return self.call_cast(fn, args[0], node)
        except TypeRuleError as exc:
            raise self.fail(node, str(exc)) from None

    def call_builtin(self, fn: Callable, args: list[Value], node: ast.Call) -> Value:
        name = fn.name
        if name == "abs":
            (v,) = args
            if v.vtype.is_float:
                return Value(v.vtype, self.b.call(nm.intrinsic(self.module, "fabs", v.ir.type), [v.ir]))
            sym = v.sym.maximum(-v.sym) if v.sym is not None else None
            return Value(v.vtype, nm.int_abs(self.b, v.ir, nsw=v.vtype.all_weak), sym)
        if name in ("min", "max"):
            result = args[0]
            for k, nxt in enumerate(args[1:], 1):
                rtype = min_max_result(result.vtype, nxt.vtype)
                cmp, _ = self.compare("<" if name == "min" else ">", nxt, result, node.args[k])
                chosen = self.b.select(cmp, nxt.ir, result.ir)
                sym = None
                if rtype.is_int and result.sym is not None and nxt.sym is not None:
                    sym = result.sym.minimum(nxt.sym) if name == "min" else result.sym.maximum(nxt.sym)
                result = Value(rtype, chosen, sym)
            return result
        (v,) = args
        if name == "float":
            return Value(VType.of(PY_FLOAT), nm.convert(self.b, v.ir, v.vtype, PY_FLOAT))
        if name == "int":
            if v.vtype.is_int:
                return Value(VType.of(PY_INT), self.to_i64(v).ir, v.sym)
            return Value(VType.of(PY_INT), nm.float_to_int(self.b, v.ir, 64))
        raise self.fail(node, f"{name}() is not supported")

    def call_math(self, fn: Callable, args: list[Value], node: ast.Call) -> Value:
        name = fn.name
        if name in ("floor", "ceil") and args[0].vtype.is_int:
            return Value(VType.of(PY_INT), self.to_i64(args[0]).ir, args[0].sym)
        xs = [nm.convert(self.b, a.ir, a.vtype, PY_FLOAT) for a in args]
        r = self.float_function(name, xs, node)
        if name in ("floor", "ceil"):
            return Value(VType.of(PY_INT), nm.float_to_int(self.b, r, 64))
        return Value(VType.of(PY_FLOAT), r)

    def call_numpy(self, fn: Callable, args: list[Value], node: ast.Call) -> Value:
        kind = numpy_kind(fn.name)
        if self.exact_math and fn.name in NUMPY_INEXACT and not all(a.vtype.is_int for a in args):
            raise TypeRuleError(
                f"numpy.{fn.name} on floats uses NumPy's own implementation, whose results differ in the "
                "last bit from the C library's (and from any device's), so polyoff cannot reproduce it "
                f"exactly; use math.{_MATH_NAME.get(fn.name, fn.name)} or `**` (the C library's, bit-identical), "
                "or decorate with fast_math=True to accept last-bit differences")
        if kind == "power":
            a, b = args
            results = {strong_of(promote(x, y)) for x in a.vtype.members for y in b.vtype.members}
            if len(results) != 1:
                raise TypeRuleError("numpy.power's result type would depend on the path taken")
            t = results.pop()
            if t.is_int:
                if not (isinstance(b.const, int) and b.const >= 0):
                    raise TypeRuleError("numpy.power of integers needs a constant non-negative exponent")
                x = nm.convert(self.b, a.ir, a.vtype, t)
                return Value(VType.of(t), nm.int_power(self.b, x, b.const, nsw=False))
            x = nm.convert(self.b, a.ir, a.vtype, t)
            y = nm.convert(self.b, b.ir, b.vtype, t)
            return Value(VType.of(t), self.library_call("pow", [x, y], node))
        (v,) = args
        rule = unary_float_ufunc if kind == "float" else keep_type_ufunc
        results = {rule(t) for t in v.vtype.members}
        if len(results) != 1:
            raise TypeRuleError(f"numpy.{fn.name}'s result type would depend on the path taken")
        t = results.pop()
        x = nm.convert(self.b, v.ir, v.vtype, t)
        if t.is_int:
            if fn.name in ("abs", "absolute"):
                return Value(VType.of(t), nm.int_abs(self.b, x, nsw=False))
            return Value(VType.of(t), x, v.sym)  # floor/ceil keep integers
        name = "fabs" if fn.name in ("abs", "absolute") else fn.name
        return Value(VType.of(t), self.float_function(name, [x], node))

    def call_cast(self, fn: Callable, v: Value, node: ast.Call) -> Value:
        t = fn.cast_to
        assert t is not None
        if isinstance(v.const, int) and not int_constant_fits(v.const, t):
            raise self.fail(node, f"Python integer {v.const} out of bounds for {t.name}")
        sym = v.sym if t.is_int and v.vtype.is_int else None
        return Value(VType.of(t), nm.convert(self.b, v.ir, v.vtype, t), sym)

    def float_function(self, name: str, xs: list[ir.Value], node: ast.AST) -> ir.Value:
        t = xs[0].type
        if name in ("sqrt", "fabs", "floor", "ceil"):
            # Exact operations (IEEE sqrt is correctly rounded everywhere).
            return self.b.call(nm.intrinsic(self.module, name, t), xs)
        return self.library_call(name, xs, node)

    def library_call(self, name: str, xs: list[ir.Value], node: ast.AST) -> ir.Value:
        """A C library function; under exact math through a CPU-only wrapper,
        which the detector rejects, so its loop nest stays on the CPU."""
        fn = nm.libm(self.module, name, xs[0].type, len(xs))
        if not self.exact_math:
            return self.b.call(fn, xs)
        self.note(node, f"`{self.src.snippet(node)}` calls the C library's {fn.name}, which devices do not "
                        "reproduce bit for bit, so this loop nest stays on the CPU "
                        "(decorate with fast_math=True to offload it)")
        return self.b.call(nm.cpu_only(self.module, fn), xs)


#: NumPy ufuncs whose float results NumPy computes with its own (SIMD)
#: code rather than the C library's.
NUMPY_INEXACT = frozenset({"exp", "log", "log2", "log10", "sin", "cos", "tan", "tanh", "power", "pow"})
_MATH_NAME = {"power": "pow"}


def _element_reads(node: ast.AST) -> list[str]:
    return [ast.dump(n) for n in ast.walk(node)
            if isinstance(n, ast.Subscript) and not (isinstance(n.value, ast.Attribute) and n.value.attr == "shape")]


def _speculatable(node: ast.IfExp) -> bool:
    """Whether both sides and the whole condition of ``a if c else b`` may be
    evaluated unconditionally: every element they read is one the condition
    reads first (so it is in range whenever the condition was evaluated)."""
    test = node.test
    if isinstance(test, ast.BoolOp):
        return False  # keep `and`/`or` short-circuit
    if isinstance(test, ast.Compare) and len(test.ops) > 1:
        return False
    first = _element_reads(test)
    return all(r in first for r in _element_reads(node.body) + _element_reads(node.orelse))


def _counts(ns: tuple[int, ...]) -> str:
    if len(ns) == 1:
        return str(ns[0])
    return f"{ns[0]} to {ns[-1]}"


def _symbol_name(name: str) -> str:
    """The LLVM name of the lowered function (a Python identifier is a valid
    LLVM name; the prefix keeps it clear of libm and runtime symbols)."""
    return f"py_{name}"

