"""A thread's x strip as vectors, its sums in vector registers: what the
OpenCL C printer needs to print a strip loop in a sequential loop that way.

On pocl a kernel with loops inside its threads gets x strips
(``KernelPlan.x_strip``): each thread runs its tile's x points as its
innermost loop, which pocl's compiler vectorises. In gemm's kernel that
loop sits inside the thread's ``k`` loop, ``for k { for j in strip {
C[i][j] = alpha * A[i][k] * B[k][j] + C[i][j] } }``, and the compiler keeps
the strip's ``C`` elements in memory: every ``k`` loads and stores them
again (it cannot keep an array of 32 elements in registers across the
loop, nor tell the buffers apart). So such a loop is printed with the
strip as OpenCL vectors (``double8``: 32 points are four of them), and the
elements that the strip reads and writes at one subscript throughout the
loop in vector variables, loaded before the loop and stored after it —
PPCG's register promotion, for a whole strip. LARGE gemm's kernel on pocl
3.1, two AMD EPYC cores: 88-96 ms, 31-32 ms with the vectors by hand.

:func:`plan_vector_strip` decides for one loop, and gives what the printer
needs (:class:`VectorStrip`); ``None`` leaves the loop as it is. It needs:

- the loop's body is one loop marked ``strip`` (``K.For.strip``): points of
  a parallel member, so running them lane by lane, statement by statement,
  keeps every dependence (there is none between two points);
- the strip from 0 by 1 to ``min(W - 1, E)`` (or ``W - 1``), ``W`` a
  multiple of the vector width, ``E`` known before the loop: the vectors
  run where ``E >= W - 1`` (a full strip) and the loop runs at least once,
  the loop as it was otherwise;
- straight-line code in the strip (declarations with a value, stores), no
  volatile access; a value that differs from point to point only from
  loads whose subscript moves by exactly one element with the strip (a
  row's consecutive elements, ``vload``) and the four float operators or
  negation on such values, in one element type (f32 or f64); anything else
  is computed once per vector, the same for every lane, as the scalar code
  would in every point;
- every array the strip stores to: each of its accesses in the loop at one
  subscript (the same polynomial, :func:`~polyoff.codegen.carry.subscript_polynomial`)
  that does not move with the loop — a sum the loop carries, kept in
  vector registers — and at least one such array.

Each register holds one point's element for the whole loop: no other
access in the loop reaches it, no other work-item of the launch does (the
mapped loops are coincident; arrays are disjoint buffers), and the loop
runs at least once and stores it in every iteration, so memory ends as the
scalar loop leaves it. Every point's operations are the scalar code's, in
its order, one rounding each (``FP_CONTRACT`` as before): the results are
bit-identical.
"""

from __future__ import annotations

from dataclasses import dataclass

from polyoff.codegen import kernel_ir as K
from polyoff.codegen.carry import replace_nodes, subscript_polynomial
from polyoff.codegen.targets.check import statement_expressions, walk_expr, walk_statements

__all__ = ["VectorStrip", "lane_varying", "plan_vector_strip"]

#: lanes per vector (``double8``, ``float8``), or 4 where the strip is a
#: multiple of 4 only
WIDTHS = (8, 4)
#: at most this many vectors per register array (a strip of 64 points)
MAX_CHUNKS = 8
_FLOAT_OPS = ("fadd", "fsub", "fmul", "fdiv")


@dataclass(frozen=True)
class VectorStrip:
    """How to print ``loop`` (whose body is the strip loop ``strip``) with
    vectors of ``width`` lanes, ``chunks`` of them per strip."""

    loop: K.For
    strip: K.For
    width: int
    chunks: int
    #: the element type of every vector (f32 or f64)
    element: str
    #: where the vectors run (i1, evaluated before the loop): a full strip
    #: and at least one iteration of the loop
    full: K.Expr
    #: the arrays kept in registers, each with its subscript (the strip's
    #: iterator standing for a vector's first lane)
    registers: tuple[tuple[str, K.Expr], ...]
    #: the strip's declared variables that differ from lane to lane
    varying: frozenset[str]


def plan_vector_strip(loop: K.For) -> VectorStrip | None:
    """``loop`` printed with its strip as vectors (see the module's
    docstring), or ``None`` where it does not qualify."""
    inner = [s for s in _flat(loop.body) if not isinstance(s, K.Comment)]
    if len(inner) != 1 or not isinstance(inner[0], K.For) or not inner[0].strip or loop.ordered:
        return None
    strip = inner[0]
    v = strip.var.name
    bound = _strip_bound(strip)
    if bound is None:
        return None
    points, extent = bound
    width = next((w for w in WIDTHS if points % w == 0), None)
    if width is None or points // width > MAX_CHUNKS:
        return None
    body = list(walk_statements(strip.body))
    if not all(isinstance(s, (K.Declare, K.Store, K.Comment, K.Block)) for s in body):
        return None
    # names not known before the loop: a register's subscript and the
    # strip's extent may use none of them
    outside = {loop.var.name} | {s.var.name for s in body if isinstance(s, K.Declare)}
    if extent is not None and _mentions(extent, outside | {v}, loads=True):
        return None
    varying: set[str] = set()
    kinds: set[str] = set()
    accesses: dict[str, list[K.Expr]] = {}
    for s in body:
        if isinstance(s, K.Declare):
            if s.init is None or s.volatile:
                return None
            kind = _lane_kind(s.init, v, varying)
            if kind is None:
                return None
            if kind != "uniform":
                varying.add(s.var.name)
                kinds.add(kind)
        elif isinstance(s, K.Store):
            # every lane its own element, of a float array
            if s.volatile or s.value.type not in K.FLOAT_TYPES or not _moves_by_one(s.index, v, varying):
                return None
            if _lane_kind(s.value, v, varying) is None:
                return None
            kinds.add(s.value.type)
            accesses.setdefault(s.array, []).append(s.index)
        for e in (x for expr in statement_expressions(s) for x in walk_expr(expr)):
            if isinstance(e, K.Load):
                if e.volatile:
                    return None
                accesses.setdefault(e.array, []).append(e.index)
    stored = sorted({s.array for s in body if isinstance(s, K.Store)})
    if not stored or len(kinds) != 1:
        return None
    registers = []
    for array in stored:
        forms = {_key(subscript_polynomial(i, v, outside)) for i in accesses[array]}
        index = accesses[array][0]
        if len(forms) != 1 or None in forms or _mentions(index, outside, loads=True):
            return None
        registers.append((array, index))
    first = replace_nodes(loop.cond, {loop.var: loop.init})
    full = first if extent is None else K.Logical(
        "and", (K.Compare("sge", extent, K.Const(extent.type, points - 1)), first))
    return VectorStrip(loop, strip, width, points // width, kinds.pop(), full, tuple(registers),
                       frozenset(varying))


def lane_varying(expr: K.Expr, plan: VectorStrip) -> bool:
    """Whether ``expr`` in the strip's body differs from lane to lane."""
    return _lane_kind(expr, plan.strip.var.name, set(plan.varying)) not in (None, "uniform")


def _flat(block: K.Block) -> list:
    out: list = []
    for s in block.stmts:
        out.extend(_flat(s) if isinstance(s, K.Block) else [s])
    return out


def _strip_bound(strip: K.For) -> tuple[int, K.Expr | None] | None:
    """The strip's points and the expression ``E`` of its bound
    ``min(points - 1, E)`` (``None`` where the bound is a constant)."""
    if strip.step != 1 or strip.init != K.Const(strip.var.type, 0) or not isinstance(strip.cond, K.Compare):
        return None
    c = strip.cond
    if c.lhs != strip.var or c.predicate not in ("sle", "slt"):
        return None
    last = -1 if c.predicate == "slt" else 0
    if isinstance(c.rhs, K.Const):
        return c.rhs.value + 1 + last, None
    if isinstance(c.rhs, K.Binary) and c.rhs.op == "smin" and c.predicate == "sle":
        a, b = c.rhs.lhs, c.rhs.rhs
        if isinstance(b, K.Const):
            a, b = b, a
        if isinstance(a, K.Const) and a.value >= 0:
            return a.value + 1, b
    return None


def _lane_kind(expr: K.Expr, v: str, varying: set[str]) -> str | None:
    """``"uniform"`` where ``expr`` is the same in every lane, its type (f32,
    f64) where it varies in a form vectors compute, ``None`` otherwise.
    ``v`` is the strip's iterator, ``varying`` the variables that differ
    from lane to lane."""
    if isinstance(expr, K.Var):
        if expr.name == v:
            return None  # a point's own index as a value: not vectorised
        return expr.type if expr.name in varying else "uniform"
    if isinstance(expr, K.Load):
        if not _mentions(expr.index, varying | {v}):
            return "uniform"
        if expr.type not in K.FLOAT_TYPES or not _moves_by_one(expr.index, v, varying):
            return None
        return expr.type
    if not _mentions(expr, varying | {v}):
        return "uniform"
    if isinstance(expr, K.Unary) and expr.op == "fneg":
        return expr.type if _lane_kind(expr.operand, v, varying) in ("uniform", expr.type) else None
    if isinstance(expr, K.Binary) and expr.op in _FLOAT_OPS and expr.lhs.type == expr.rhs.type == expr.type:
        kinds = {_lane_kind(expr.lhs, v, varying), _lane_kind(expr.rhs, v, varying)}
        return expr.type if kinds <= {"uniform", expr.type} else None
    return None


def _moves_by_one(index: K.Expr, v: str, varying: set[str]) -> bool:
    """Whether ``index`` is ``v`` plus terms that depend neither on ``v`` nor
    on a variable in ``varying``: the next lane's element is the next one."""
    poly = subscript_polynomial(index, v, varying)
    return poly is not None and {m: c for m, c in poly.items() if v in m} == {(v,): 1}


def _key(poly: dict | None):
    return None if poly is None else frozenset(poly.items())


def _mentions(expr: K.Expr, names: set[str], *, loads: bool = False) -> bool:
    """Whether ``expr`` reads one of ``names`` (or, with ``loads``, memory)."""
    return any((isinstance(e, K.Var) and e.name in names) or (loads and isinstance(e, K.Load))
               for e in walk_expr(expr))
