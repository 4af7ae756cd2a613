"""``@polyoff.offload``: compile a Python function's affine loop nests for a device.

Decorating checks the function's syntax (errors name file, line and column
before anything runs). Each call then:

1. binds the arguments and reads the globals the function uses, and
   classifies them into a :class:`~polyoff.frontend.signature.Signature`
   (dtypes and ranks; shapes and values are run-time arguments);
2. looks the signature up in the in-memory cache, or lowers the function to
   LLVM IR (:mod:`polyoff.frontend.python`) and compiles it through the same
   pipeline as C and LLVM IR (:func:`polyoff.compiler.compile_module`) — or
   takes the compiled program from the on-disk cache, keyed by the IR (which
   encodes the source, its lines and the signature), the options, the
   device and polyoff's version;
3. checks with isl that every array access of the call is in range
   (:mod:`polyoff.frontend.bounds`), passes non-contiguous arrays as
   contiguous copies, and calls the JIT-compiled function through ctypes:
   its SCoPs run as kernels, everything else compiled on the CPU.

When the compiled code cannot give the undecorated function's exact
behaviour for a call (an index out of range or negative, a read-only array
it writes, overlapping copies), the undecorated function runs instead, with
a :class:`PythonFallbackWarning`. Loop nests that stay on the CPU are
announced once per compilation with a :class:`NotOffloadedWarning`; both can
be silenced with ``warnings.filterwarnings``. ``f.report()`` explains what
was offloaded, where and why not.
"""

from __future__ import annotations

import atexit
import builtins
import ctypes
import functools
import inspect
import io
import json
import linecache
import logging
import re
import threading
import time
import types
import warnings
import weakref
from collections.abc import Callable as CallableT
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from polyoff.direct import FALLBACK, DirectKey, array_layout, direct_entry
from polyoff.errors import InternalError, OptionError, PolyoffError
from polyoff.frontend.bounds import IndexCheck
from polyoff.frontend.continues import without_continue
from polyoff.frontend.lowered import LoweredFunction
from polyoff.frontend.python import free_names, lower_function, parameter_names
from polyoff.frontend.signature import ArraySpec, ScalarSpec, Signature, classify, needs_copy
from polyoff.frontend.source import FunctionSource, SignatureError, read_function_source
from polyoff.frontend.syntax import check_syntax
from polyoff.noalias import noalias_entry, overlap_free, spans_apart
from polyoff.options import Options

log = logging.getLogger(__name__)


class NotOffloadedWarning(UserWarning):
    """Part of a decorated function runs on the CPU rather than a device."""


class PythonFallbackWarning(NotOffloadedWarning):
    """A call ran the undecorated Python function (see the message why)."""


_CTYPES = {
    "i32": ctypes.c_int32,
    "i64": ctypes.c_int64,
    "f32": ctypes.c_float,
    "f64": ctypes.c_double,
}
_EXCEPTIONS = {
    "IndexError": IndexError,
    "ValueError": ValueError,
    "ZeroDivisionError": ZeroDivisionError,
    "OverflowError": OverflowError,
}

#: Decorator keywords beyond the common ones, mapped onto Options fields.
_PASS_THROUGH = (
    "block_sizes",
    "sizes",
    "schedule",
    "shared_memory",
    "private_memory",
    "uniform_lanes",
    "carried_registers",
    "time_tile",
    "index_set_splitting",
    "time_tile_sizes",
    "min_compute",
    "min_work_per_launch",
    "always_offload",
    "verbose",
)


def offload(
    fn: CallableT | None = None,
    *,
    runtime: str = "opencl",
    target: str = "auto",
    device: str | None = None,
    tile_sizes: int | tuple[int, ...] | None = None,
    zero_copy: str = "auto",
    fast_math: bool = False,
    cache: bool = True,
    cache_dir: str | None = None,
    **more: Any,
):
    """Compile ``fn``'s affine loop nests for a device; usable bare or with options.

    Args:
        runtime: ``opencl``, ``cuda`` or ``none`` (compile for the CPU only).
        target: kernel target: ``auto``, ``spirv``, ``opencl-c``, ``nvptx``,
            ``amdgpu``.
        device: a device selector (``pocl``, ``intel``, ``gpu``,
            ``opencl:P:D``, ``cuda:N``, part of a name); default
            ``$POLYOFF_DEVICE`` or the best device.
        tile_sizes: tile size(s), outermost band member first.
        zero_copy: ``auto``, ``on`` or ``off``: use host memory in place on
            devices that share it.
        fast_math: allow FMA contraction in kernels (results may then differ
            from the undecorated function in the last bits).
        cache: use the on-disk compilation cache (``cache_dir`` or
            ``$POLYOFF_CACHE_DIR``).
        more: ``block_sizes``, ``sizes``, ``schedule``, ``shared_memory``,
            ``private_memory``, ``uniform_lanes``, ``carried_registers``, ``time_tile``, ``index_set_splitting``, ``time_tile_sizes``,
            ``min_compute``, ``min_work_per_launch``,
            ``always_offload`` (see :class:`polyoff.options.Options`).

    Returns the :class:`OffloadedFunction`, or a decorator when ``fn`` is
    omitted. Raises :class:`~polyoff.errors.FrontendError` for syntax the
    decorator does not compile and :class:`~polyoff.errors.OptionError` for
    bad options.
    """
    unknown = sorted(set(more) - set(_PASS_THROUGH))
    if unknown:
        raise OptionError(f"unknown @polyoff.offload option(s): {', '.join(unknown)}")
    if isinstance(tile_sizes, int):
        tile_sizes = (tile_sizes,)
    fields: dict[str, Any] = dict(
        gpu_runtime=runtime,
        target=target,
        device=device,
        zero_copy=zero_copy,
        fast_math=fast_math,
        cache=cache,
        cache_dir=cache_dir,
        # calls are placed by _Placement (per call, in this process); the
        # host code need not ask the runtime
        measured_placement=False,
    )
    if tile_sizes is not None:
        fields["tile_sizes"] = tuple(tile_sizes)
    for k, v in more.items():
        fields[k] = tuple(v) if k in ("block_sizes", "time_tile_sizes") and v is not None else v
    try:
        options = Options(**fields)
    except (TypeError, ValueError) as exc:
        raise OptionError(str(exc)) from exc

    def wrap(f: CallableT) -> OffloadedFunction:
        return OffloadedFunction(f, options)

    return wrap(fn) if fn is not None else wrap


# ------------------------------------------------------------ specialisations


@dataclass
class _Specialization:
    """One compiled signature, ready to call."""

    signature: Signature
    lowered: LoweredFunction
    report: dict
    from_cache: bool
    compile_seconds: float
    device: Any
    session: Any
    #: the host module as compiled (any arrays), and with the entry's
    #: pointers ``noalias`` (calls whose arrays do not overlap where one is
    #: written: :mod:`polyoff.noalias`); each JIT-compiled at its first use
    program: Any
    check: IndexCheck
    argtypes: tuple
    jit: Any = None
    cfunc: Any = None
    noalias_jit: Any = None
    noalias_cfunc: Any = None
    calls: int = 0
    #: how a call passes its arguments (built at the first call)
    plan: Any = None
    python_fallbacks: dict[str, int] = field(default_factory=dict)
    #: where calls of each size run (see :class:`_Placement`); None: always
    #: as the compiled code decides (no session, or ``always_offload``)
    placement: _Placement | None = None
    #: the noalias form's direct entry (:mod:`polyoff.direct`): its IR,
    #: appended to the module when it is compiled, then the ctypes function
    #: taking the Python arguments and the key it accepts; None where
    #: calls cannot take it (a result to box, checks only Python makes)
    direct_ir: str | None = None
    direct_argtypes: tuple = ()
    direct: Any = None
    direct_key: DirectKey | None = None

    def compiled(self, noalias: bool) -> Any:
        """The ctypes function of the host module, with the entry's
        pointers ``noalias`` or not (JIT-compiled here at its first use)."""
        cfunc = self.noalias_cfunc if noalias else self.cfunc
        if cfunc is not None:
            return cfunc
        from polyoff_runtime import JitProgram, Program

        with _jit_lock, _interrupts_deferred():
            cfunc = self.noalias_cfunc if noalias else self.cfunc
            if cfunc is not None:
                return cfunc
            program, symbol = self.program, self.lowered.symbol
            if noalias:
                program = Program(
                    host_ir=noalias_entry(program.host_ir, symbol) + (self.direct_ir or ""),
                    kernels=program.kernels,
                    entry=program.entry,
                    report=program.report,
                )
            # The session is shared: both compiled forms run the same kernels.
            jit = JitProgram(program, self.session) if self.session is not None \
                else JitProgram(program, None)
            cfunc = ctypes.CFUNCTYPE(ctypes.c_int32, *self.argtypes)(jit.function_address(symbol))
            if noalias:
                self.noalias_jit, self.noalias_cfunc = jit, cfunc
                if self.direct_ir:
                    name = f"{symbol}.direct"
                    self.direct = ctypes.CFUNCTYPE(ctypes.c_int32, *self.direct_argtypes)(
                        jit.function_address(name)
                    )
                    self.direct_key = DirectKey(
                        jit.global_address(f"{name}.key"), len(self.plan.key_sources)
                    )
            else:
                self.jit, self.cfunc = jit, cfunc
        return cfunc

    def close(self) -> None:
        for obj in (self.jit, self.noalias_jit, self.session):
            if obj is not None:
                try:
                    obj.close()
                except Exception as exc:  # closing at exit must not raise
                    log.debug("closing %s: %s", obj, exc)
        self.jit = self.noalias_jit = self.session = None
        self.cfunc = self.noalias_cfunc = self.direct = None


#: JIT-compiling a signature's second form happens during a call
_jit_lock = threading.Lock()


_live: weakref.WeakSet[OffloadedFunction] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    # JIT engines and device contexts go before the interpreter tears down
    # the modules they call back into.
    for f in list(_live):
        f.close()


_device_lock = threading.Lock()
_devices: dict[tuple, tuple] = {}


def _choose_device(options: Options) -> tuple:
    from polyoff.compiler import choose_device

    key = (options.gpu_runtime, options.device, options.target)
    with _device_lock:
        if key not in _devices:
            _devices[key] = choose_device(options)
        return _devices[key]


class OffloadedFunction:
    """A decorated function: call it like the original.

    Attributes:
        py_func: the undecorated function.
        options: the :class:`~polyoff.options.Options` it compiles with.
    """

    def __init__(self, fn: CallableT, options: Options) -> None:
        self.py_func = fn
        self.options = options
        self.source: FunctionSource = read_function_source(fn)
        check_syntax(self.source)
        self.source = without_continue(self.source)
        self._params = parameter_names(self.source.tree)
        self._pysig = inspect.signature(fn)
        self._simple_call = all(
            p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty
            for p in self._pysig.parameters.values()
        )
        self._free = free_names(self.source.tree)
        code = fn.__code__
        self._cells = dict(zip(code.co_freevars, fn.__closure__ or ()))
        self._specs: dict[tuple, _Specialization] = {}
        #: the same, keyed by what :func:`_fast_key` reads of the arguments
        #: (with which free values are data)
        self._fast: dict[tuple, tuple[_Specialization, tuple[bool, ...], Any]] = {}
        self._lock = threading.RLock()
        self._warned_device = False
        #: calls that ran the undecorated function before any signature applied
        self._fallbacks: dict[str, int] = {}
        functools.update_wrapper(self, fn)
        _live.add(self)

    # ------------------------------------------------------------- calling
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs or not self._simple_call or len(args) != len(self._params):
            try:
                bound = self._pysig.bind(*args, **kwargs)
            except TypeError as exc:
                raise TypeError(f"{self.source.name}(): {exc}") from None
            bound.apply_defaults()
            args = tuple(bound.arguments[p] for p in self._params)
        free_values = [self._lookup(n) for n in self._free] if self._free else []
        fast = _fast_key(args, free_values)
        hit = self._fast.get(fast) if fast is not None else None
        if hit is not None:
            # The signature is cached: skip classifying every argument again.
            spec, free_data, direct = hit
            if direct is not None:
                session = spec.session
                if session is None:
                    status = direct(*args)
                else:
                    with _deferred():  # the runtime calls back into Python
                        # held where this size runs faster on the CPU
                        session.hold = spec.direct_key.hold
                        try:
                            status = direct(*args)
                        finally:
                            session.hold = False
                if status == 0:
                    spec.calls += 1
                    return None
                if status != FALLBACK:
                    spec.calls += 1
                    raise self._raised(spec, status)
            data_values = (
                [*args, *(v for v, d in zip(free_values, free_data) if d)]
                if free_values
                else list(args)
            )
        else:
            spec, data_values = self._specialize(args, free_values, fast)
            if spec is None:
                return data_values  # the undecorated function's result
        if spec.session is None:  # no callbacks into Python while it runs
            outcome = self._invoke(spec, args, data_values)
        else:
            with _deferred():  # the runtime's: a session exists, so it is loaded
                outcome = self._invoke(spec, args, data_values)
        if outcome.__class__ is _Fallback:
            return self._python_fallback(spec, args, outcome.reason)
        return outcome

    def _specialize(self, args: tuple, free_values: list, fast: tuple | None):
        """The specialization for these arguments (compiled at the first call
        of its signature) and the data values to pass; or (None, result)
        where the undecorated function ran instead."""
        foreign = _foreign_array(self._params + self._free, (*args, *free_values))
        if foreign is not None:
            return None, self._python_fallback(None, args, foreign)
        key_parts = []
        data_names, data_values, statics = [], [], {}
        for name, value in zip(self._params, args):
            key_parts.append(self._classify(name, value))
            data_names.append(name)
            data_values.append(value)
        for name, value in zip(self._free, free_values):
            if _is_data(value):
                key_parts.append((name, self._classify(name, value)))
                data_names.append(name)
                data_values.append(value)
            else:
                key_parts.append((name, id(value)))
                statics[name] = value
        key = tuple(key_parts)
        spec = self._specs.get(key)
        if spec is None:
            signature = Signature(
                tuple(data_names),
                tuple(self._classify(n, v) for n, v in zip(data_names, data_values)),
            )
            with self._lock, _interrupts_deferred():
                spec = self._specs.get(key)
                if spec is None:
                    spec = self._compile(signature, statics)
                    self._specs[key] = spec
        if fast is not None:
            free_data = tuple(_is_data(v) for v in free_values)
            direct = spec.direct if spec.direct is not None and not any(free_data) and all(
                k.__class__ is not tuple or k[0].isnative for k in fast[: len(args)]
            ) else None
            self._fast[fast] = (spec, free_data, direct)
        return spec, data_values

    def _classify(self, name: str, value: Any):
        try:
            return classify(name, value)
        except SignatureError as exc:
            if exc.location is None:
                exc.location = self.source.location(self._binding_node(name))
            raise

    def _binding_node(self, name: str):
        """Where ``name`` enters the function: its parameter, else its first use."""
        args = self.source.tree.args
        for a in (*args.posonlyargs, *args.args, *args.kwonlyargs):
            if a.arg == name:
                return a
        return _first_use(self.source, name)

    def _lookup(self, name: str) -> Any:
        cell = self._cells.get(name)
        if cell is not None:
            try:
                return cell.cell_contents
            except ValueError:
                pass
        g = self.py_func.__globals__
        if name in g:
            return g[name]
        b = g.get("__builtins__", builtins)
        b = b if isinstance(b, dict) else vars(b)
        if name in b:
            return b[name]
        node = _first_use(self.source, name)
        raise self.source.error(node, f"name `{name}` is not defined")

    def _invoke(self, spec: _Specialization, args: tuple, data_values: list) -> Any:
        """Call the compiled code; its result, or a _Fallback saying why not."""
        spec.calls += 1
        plan = spec.plan
        if plan is None:
            plan = spec.plan = _CallPlan.of(spec)
        if plan.simple:
            spans: list | None = [] if plan.arrays is not None else None
            cargs = plan.arguments(data_values, spans)
            if cargs is not None:
                return self._call_compiled(
                    spec, cargs, plan.check_key(data_values),
                    apart=spans is None or spans_apart(spans),
                )
        return self._invoke_general(spec, data_values)

    def _invoke_general(self, spec: _Specialization, data_values: list) -> Any:
        """:meth:`_invoke` for any arguments (copies, shared memory, ...)."""
        lowered = spec.lowered
        cargs: list[Any] = []
        values: dict[str, int] = {}
        passed = _pass_arrays(lowered, data_values)
        if isinstance(passed, str):
            return _Fallback(passed)
        copies, write_back = passed
        shared = _shared_memory(lowered, data_values)
        if shared is not None:
            return _Fallback(shared)
        for name in lowered.zero_divisors:
            k = next(k for k, p in enumerate(lowered.params) if p.name == name)
            if data_values[k] == 0:
                return _Fallback(f"`{name}` is zero and the function divides Python numbers by it")
        for param, value in zip(lowered.params, data_values):
            if isinstance(param.spec, ArraySpec):
                a = copies.get(id(value), value)
                cargs.append(a.ctypes.data)
                for k, n in enumerate(a.shape):
                    cargs.append(n)
                    values[f"{param.name}.shape[{k}]"] = n
            else:
                t = param.spec.type
                cargs.append(float(value) if t.is_float else int(value))
                if t.is_int:
                    values[param.name] = int(value)
        return self._call_compiled(spec, cargs, values, write_back)

    def _call_compiled(
        self,
        spec: _Specialization,
        cargs: list,
        values: dict[str, int] | tuple[int, ...],
        write_back: list | tuple = (),
        apart: bool | None = None,
    ) -> Any:
        """Check the indices for ``values`` (by name, or the check's key),
        then call the compiled code with ``cargs``: the form whose arrays
        are ``noalias`` where ``apart`` (no written array overlaps another;
        None: test ``cargs``)."""
        lowered = spec.lowered
        check = spec.check
        bad = (
            check.first_violation_of_key(values)
            if isinstance(values, tuple)
            else check.first_violation(values)
        )
        if bad is not None:
            return _Fallback(f"`{bad.text}` at line {bad.line} {bad.why}")
        result = None
        weak = ctypes.c_int8(0)
        if lowered.returns is not None:
            result = _CTYPES[lowered.returns.machine]()
            cargs.append(ctypes.addressof(result))
            cargs.append(ctypes.addressof(weak))
        if apart is None:
            arrays = spec.plan.arrays
            apart = arrays is None or overlap_free(cargs, arrays)
        cfunc = spec.noalias_cfunc if apart else spec.compiled(noalias=False)
        placement = spec.placement
        if placement is None:
            status = cfunc(*cargs)
            held = False
        else:
            status = placement.call(spec, cfunc, cargs, values)
            held = placement.settled(values)
        if spec.direct_key is not None and held is not None and isinstance(values, tuple):
            spec.direct_key.publish(values, held)  # later calls of this size go direct
        for original, copy in write_back:
            original[...] = copy
        if status:
            raise self._raised(spec, status)
        if result is None:
            return None
        t = lowered.returns
        v = result.value
        if t.weak or (lowered.returns_weak and weak.value):
            return float(v) if t.is_float else int(v)
        return np.dtype(t.name).type(v)

    def _raised(self, spec: _Specialization, status: int) -> Exception:
        """The exception of the compiled code's raise site ``status``."""
        site = spec.lowered.raises[status - 1]
        return _EXCEPTIONS.get(site.exception, RuntimeError)(
            f"{site.message} ({self.source.file}:{site.line}:{site.column})"
        )

    def _python_fallback(self, spec: _Specialization | None, args: tuple, reason: str) -> Any:
        counts = spec.python_fallbacks if spec is not None else self._fallbacks
        first = reason not in counts
        counts[reason] = counts.get(reason, 0) + 1
        if first:
            warnings.warn(
                f"{self.source.name}: {reason}; running the undecorated Python function",
                PythonFallbackWarning,
                stacklevel=3,
            )
        return self.py_func(*args)

    # ----------------------------------------------------------- compiling
    def _compile(self, signature: Signature, statics: dict[str, Any]) -> _Specialization:
        from polyoff_runtime import Session, host_target_machine

        t0 = time.perf_counter()
        options = self.options
        tm = host_target_machine()
        lowered = lower_function(
            self.source,
            signature,
            statics,
            triple=tm.triple,
            datalayout=str(tm.target_data),
            exact_math=not options.fast_math,
        )
        device, target, note = _choose_device(options)
        if note and options.gpu_runtime != "none" and not self._warned_device:
            self._warned_device = True
            warnings.warn(f"{self.source.name}: {note}", NotOffloadedWarning, stacklevel=3)
        program, from_cache = self._program(lowered, device, target, note)
        report = dict(program.report)
        if from_cache:
            # This call's source file and device note, not those of the call
            # that filled the cache (the same code may sit in another file).
            report["source"] = self.source.file
            report["notes"] = [note] if note else []
        offloaded = program.kernels is not None and device is not None
        session = (
            Session(program, device=device, zero_copy=options.zero_copy, verbose=options.verbose)
            if offloaded
            else None
        )
        spec = _Specialization(
            signature,
            lowered,
            report,
            from_cache,
            0.0,
            device if offloaded else None,
            session,
            program,
            IndexCheck(lowered.accesses, lowered.requirements),
            tuple(_argtypes(lowered)),
        )
        spec.plan = _CallPlan.of(spec)
        _plan_direct(spec)
        # Most calls pass arrays that do not overlap: that form first; the
        # other when a call needs it.
        try:
            spec.compiled(noalias=True)
        except BaseException:
            spec.close()
            raise
        spec.compile_seconds = time.perf_counter() - t0
        if session is not None and not options.always_offload:
            spec.placement = _Placement()
        self._warn_not_offloaded(spec)
        log.info(
            "%s%s compiled in %.3f s%s",
            self.source.name,
            signature.describe(),
            spec.compile_seconds,
            " (from the cache)" if from_cache else "",
        )
        return spec

    def _program(
        self, lowered: LoweredFunction, device: Any, target: str | None, note: str | None
    ) -> tuple[Any, bool]:
        """The compiled Program of ``lowered`` for ``device``: from the
        on-disk cache where it is there (the second value says so), else
        compiled and stored."""
        from polyoff_runtime import host_fuses_fmuladd

        from polyoff import cache

        options = self.options
        fuses = host_fuses_fmuladd()
        key = None
        program = None
        from_cache = False
        if options.cache:
            key = cache.cache_key(
                lowered.ir,
                options.cache_token,
                target or "-",
                f"{device.spec}|{device.name}|{device.driver_version}" if device else "-",
                "fma" if fuses else "nofma",
                "python-frontend",
            )
            program = cache.load(key, cache.cache_dir(options.cache_dir))
            from_cache = program is not None
        if program is None:
            program = self._compile_program(lowered, device, target, note)
            if key is not None:
                cache.store(key, cache.cache_dir(options.cache_dir), program)
        return program, from_cache

    def _compile_program(
        self, lowered: LoweredFunction, device: Any, target: str | None, note: str | None
    ) -> Any:
        """``lowered`` through the pipeline (:func:`polyoff.compiler.compile_module`)."""
        from polyoff_runtime import Program

        from polyoff.compiler import compile_module, device_settings
        from polyoff.errors import InputError
        from polyoff.ir.reader import read_ir_text
        from polyoff.report import build_report

        options = self.options
        device_name = device.describe() if device is not None else None
        try:
            source = read_ir_text(lowered.ir, self.source.file)
        except InputError as exc:
            raise InternalError(
                f"the IR lowered from {self.source.name} does not verify: {exc}"
            ) from exc
        comp = compile_module(source, options, target=target,
                              settings=device_settings(device, target, options))
        report = build_report(
            comp, source=self.source.file, device=device_name, notes=[note] if note else []
        )
        return Program(
            host_ir=comp.program.host_ir,
            kernels=comp.program.kernels,
            entry=lowered.symbol,
            report=report,
        )

    def _warn_not_offloaded(self, spec: _Specialization) -> None:
        if self.options.gpu_runtime == "none":
            return
        for item in not_offloaded(spec.report, spec.lowered):
            warnings.warn_explicit(
                f"{self.source.name}: {item['message']}",
                NotOffloadedWarning,
                self.source.file,
                item["line"] or self.source.tree.lineno,
            )

    # ------------------------------------------------------------- report
    def report(self, format: str = "text") -> Any:
        """What was compiled for each signature called so far: what runs on
        the device (kernels, grids, transfers, source lines), what stays on
        the CPU and why, and what the runs measured.

        ``format``: ``text`` (a str), ``json`` (a JSON str) or ``dict``.
        """
        data = self.report_data()
        if format == "dict":
            return data
        if format == "json":
            return json.dumps(data, indent=2, default=str)
        if format != "text":
            raise ValueError(f"format must be 'text', 'json' or 'dict', not {format!r}")
        return _text_report(self, data)

    def report_data(self) -> dict:
        out = {
            "function": self.source.qualname,
            "file": self.source.file,
            "line": self.source.tree.lineno,
            "options": json.loads(self.options.cache_token),
            "python_fallbacks": dict(self._fallbacks),
            "signatures": [],
        }
        for spec in list(self._specs.values()):
            entry = dict(spec.report)
            entry["signature"] = spec.signature.describe()
            entry["from_cache"] = spec.from_cache
            entry["compile_seconds_total"] = spec.compile_seconds
            entry["calls"] = spec.calls
            entry["python_fallbacks"] = dict(spec.python_fallbacks)
            entry["not_offloaded"] = not_offloaded(spec.report, spec.lowered)
            entry["frontend_notes"] = [
                {"line": n.line, "column": n.column, "message": n.message}
                for n in spec.lowered.notes
            ]
            entry["run"] = spec.session.stats().to_dict() if spec.session is not None else None
            # where the calls of each size run (None: no measured placement)
            entry["placement"] = (
                spec.placement.summary(spec.check.params) if spec.placement is not None else None
            )
            out["signatures"].append(entry)
        return out

    @property
    def signatures(self) -> list[Signature]:
        return [s.signature for s in self._specs.values()]

    def stats(self) -> list[dict | None]:
        """The device statistics of each signature's session (None without one)."""
        return [
            s.session.stats().to_dict() if s.session is not None else None
            for s in self._specs.values()
        ]

    def close(self) -> None:
        """Release every compiled signature (JIT code, device state)."""
        with self._lock:
            for spec in self._specs.values():
                spec.close()
            self._specs.clear()
            self._fast.clear()

    def __repr__(self) -> str:
        return f"<polyoff.offload {self.source.qualname} ({len(self._specs)} signature(s))>"

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return functools.partial(self, obj)


# ------------------------------------------------------------------ helpers


def _deferred():
    from polyoff_runtime.interrupts import deferred

    global _deferred
    _deferred = deferred  # looked up once
    return deferred()


def _interrupts_deferred():
    """Ctrl-C held back while isl's callbacks (compiling) or the runtime's
    (a device call) run: no KeyboardInterrupt may unwind through C half-way;
    it comes when they are done. (The runtime is imported here: `import
    polyoff` does not load it.)"""
    from polyoff_runtime.interrupts import deferred

    return deferred()


@dataclass(frozen=True)
class _Fallback:
    """The compiled code cannot give this call's result: run the Python function."""

    reason: str


#: The per-call fast path (a signature already compiled) recognises these
#: scalar types by ``type(value)``; anything else goes the general way.
_FAST_SCALARS = frozenset({float, np.float64, np.float32, np.int64, np.int32})
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
_STATIC_TYPES = frozenset(
    {type, types.BuiltinFunctionType, types.FunctionType, types.ModuleType, np.ufunc}
)


#: what _plain_key says of a value that is no plain array or scalar
_NOT_PLAIN = object()


def _plain_key(v, t: type):
    """A plain ndarray's (dtype, rank), a scalar's type; None for an int
    beyond 64 bits (the general path reports it), _NOT_PLAIN otherwise."""
    if t is np.ndarray:
        return (v.dtype, v.ndim)
    if t is int:
        return int if _INT64_MIN <= v <= _INT64_MAX else None
    if t in _FAST_SCALARS:
        return t
    return _NOT_PLAIN


def _fast_key(args: tuple, free_values: list) -> tuple | None:
    """What decides a call's signature, read as cheaply as possible: plain
    ndarrays by dtype and rank, scalars by type (Python ints that fit in 64
    bits), other free values (modules, functions) by identity as in the
    general key; None where an argument needs the general path (subclasses,
    other types, errors to report)."""
    key: list = []
    for v in args:
        k = _plain_key(v, type(v))
        if k is None or k is _NOT_PLAIN:
            return None
        key.append(k)
    for v in free_values:
        t = type(v)
        if t in _STATIC_TYPES:  # range, math.sqrt, np, a helper function
            key.append((id(v),))
            continue
        k = _plain_key(v, t)
        if k is None:
            return None
        if k is not _NOT_PLAIN:
            key.append(k)
        elif t is bool or isinstance(v, np.ndarray) or _is_data(v):
            return None
        else:
            key.append((id(v),))
    return tuple(key)


class _Placement:
    """Where calls of one size run, measured: the profitability check
    estimates from the sizes whether the device pays, but a nest of many
    small or single-thread kernels may still run slower there than its
    compiled code on the CPU (on a CPU device, the same cores). So for each
    size (the values the index check reads: integer arguments and
    extents) the first call runs as the compiled code decides (it may
    build the device program), the second is timed, the third too, held
    on the CPU (``Session.hold``: every SCoP takes its CPU path), and later
    calls of that size run where the faster of the two ran. Both paths
    compute the same bits, so only the time differs. A size whose second
    call offloaded nothing is not tried on the CPU.

    Where the two times are within :attr:`CLOSE` of each other, one sample
    each is a coin toss on a loaded machine (gemm at LARGE on Intel's
    runtime, load 5 on 2 cores: 203 ms offloaded, 198 ms held, where a
    quiet machine gives 65 to 94 ms and 113 ms), so the fourth and fifth
    calls time both once more and the faster best time decides."""

    __slots__ = ("sizes",)

    #: sizes remembered per signature (then forgotten, and measured again)
    LIMIT = 64
    #: a ratio of the slower time to the faster one below this is measured again
    CLOSE = 1.5
    clock = staticmethod(time.perf_counter)

    def __init__(self) -> None:
        #: size -> [state, best device seconds, best CPU seconds, rounds
        #: measured]; state 0: next call times the device, 1: next call
        #: times the CPU, 2: device, 3: CPU
        self.sizes: dict[tuple, list] = {}

    def call(self, spec: _Specialization, cfunc: Any, cargs: list, values) -> int:
        key = values if isinstance(values, tuple) else tuple(sorted(values.items()))
        state = self.sizes.get(key)
        session = spec.session
        if state is None:
            if len(self.sizes) >= self.LIMIT:
                self.sizes.clear()
            self.sizes[key] = [0, float("inf"), float("inf"), 0]
            return cfunc(*cargs)
        if state[0] == 2:
            return cfunc(*cargs)
        if state[0] == 3:
            session.hold = True
            try:
                return cfunc(*cargs)
            finally:
                session.hold = False
        if state[0] == 0:
            before = session.offloaded_count
            start = self.clock()
            status = cfunc(*cargs)
            state[1] = min(state[1], self.clock() - start)
            state[0] = 1 if session.offloaded_count > before else 2
            return status
        session.hold = True
        try:
            start = self.clock()
            status = cfunc(*cargs)
            on_cpu = self.clock() - start
        finally:
            session.hold = False
        state[2] = min(state[2], on_cpu)
        state[3] += 1
        device, cpu = state[1], state[2]
        if state[3] == 1 and max(device, cpu) < self.CLOSE * min(device, cpu):
            state[0] = 0
            return status
        state[0] = 3 if cpu < device else 2
        log.debug(
            "%s: size %s runs on the %s (device %.3g s, CPU %.3g s, best of %d)",
            spec.signature, key, "CPU" if state[0] == 3 else "device", device, cpu, state[3],
        )
        return status

    def settled(self, key: tuple) -> bool | None:
        """Whether calls of size ``key`` run held on the CPU (True) or as
        compiled (False); None while they are measured."""
        state = self.sizes.get(key)
        if state is None or state[0] < 2:
            return None
        return state[0] == 3

    def summary(self, params: tuple[str, ...]) -> list[dict]:
        """Per size measured so far (the values of ``params``, the index
        check's, in order): where its calls run now (``device``, ``CPU``,
        ``measuring`` while the second to fifth calls time both, or
        ``as compiled`` where the timed call offloaded nothing), the best
        times measured and the rounds of CPU timing."""
        out = []
        for key, (state, device, cpu, rounds) in list(self.sizes.items()):
            size = dict(zip(params, key)) if key and not isinstance(key[0], tuple) else dict(key)
            if state in (0, 1):
                where = "measuring"
            elif state == 3:
                where = "CPU"
            else:
                where = "device" if rounds else "as compiled"
            out.append({
                "size": size,
                "where": where,
                "device_seconds": device if device != float("inf") else None,
                "cpu_seconds": cpu if cpu != float("inf") else None,
                "rounds": rounds,
            })
        return out


class _CallPlan:
    """How one signature's calls pass their arguments, worked out once:
    for each parameter its position and kind, and where the index check's
    values come from, so a call with contiguous, writable-where-written
    arrays and no other condition to test goes straight to the compiled
    code."""

    __slots__ = ("arrays", "key_sources", "params", "simple")

    @staticmethod
    def of(spec: _Specialization) -> _CallPlan:
        plan = _CallPlan()
        lowered = spec.lowered
        plan.params = []
        sources: dict[str, tuple[int, int]] = {}
        #: per array: where its address is in the C arguments, its rank,
        #: item size and whether it is written (for overlap_free)
        arrays = []
        position = 0
        for k, p in enumerate(lowered.params):
            if isinstance(p.spec, ArraySpec):
                written = p.name in lowered.written
                plan.params.append((k, p.spec.ndim, written))
                arrays.append((position, p.spec.ndim, p.spec.dtype.bits // 8, written))
                position += 1 + p.spec.ndim
                for axis in range(p.spec.ndim):
                    sources[f"{p.name}.shape[{axis}]"] = (k, axis)
            else:
                position += 1
                t = p.spec.type
                plan.params.append((k, -1 if t.is_float else -2, False))
                if t.is_int:
                    sources[p.name] = (k, -1)
        # One array, or none written: nothing to test per call.
        plan.arrays = tuple(arrays) if len(arrays) > 1 and any(a[3] for a in arrays) else None
        wanted = spec.check.params if spec.check.accesses else ()
        plan.key_sources = tuple(sources.get(n) for n in wanted)
        plan.simple = not (
            lowered.zero_divisors
            or lowered.disjoint
            or lowered.summed_whole
            or any(s is None for s in plan.key_sources)
        )
        return plan

    def arguments(self, data_values: list, spans: list | None) -> list | None:
        """The C arguments, or None where the general path must decide
        (a copy to make, a read-only array the function writes); each
        array's ``(start, end, written)`` bytes go to ``spans`` unless it is
        None."""
        cargs: list = []
        for k, kind, written in self.params:
            v = data_values[k]
            if kind >= 0:
                flags = v.flags
                if not flags.c_contiguous or (written and not flags.writeable):
                    return None
                if not v.dtype.isnative:
                    return None
                a = _address(v)
                cargs.append(a)
                cargs.extend(v.shape)
                if spans is not None:
                    spans.append((a, a + v.nbytes, written))
            elif kind == -1:
                cargs.append(float(v))
            else:
                cargs.append(int(v))
        return cargs

    def check_key(self, data_values: list) -> tuple[int, ...]:
        return tuple(
            int(data_values[k]) if axis < 0 else data_values[k].shape[axis]
            for k, axis in self.key_sources
        )


_c_char_from_buffer = ctypes.c_char.from_buffer
_addressof = ctypes.addressof


def _address(a: np.ndarray) -> int:
    """The address of a C-contiguous array's first element (the buffer
    protocol's is four times quicker than ``a.ctypes.data``; read-only and
    empty arrays take the slow way)."""
    try:
        return _addressof(_c_char_from_buffer(a))
    except (TypeError, ValueError):
        return a.ctypes.data


def _foreign_array(names: tuple[str, ...] | list[str], values: tuple) -> str | None:
    """Why an argument is an ndarray subclass the compiled code would
    misread (a masked array's mask, np.matrix's indexing), or None.
    np.memmap is a plain array in memory."""
    for name, value in zip(names, values):
        if isinstance(value, np.ndarray) and type(value) is not np.ndarray \
                and not isinstance(value, np.memmap):
            kind = f"{type(value).__module__}.{type(value).__qualname__}"
            if isinstance(value, np.ma.MaskedArray):
                return f"`{name}` is a {kind}, whose mask the compiled code would ignore"
            return f"`{name}` is a {kind}, an ndarray subclass the compiled code would read as a plain array"
    return None


def _is_data(value: Any) -> bool:
    if isinstance(value, np.ndarray):
        return True
    if isinstance(value, (bool, np.bool_)):
        return False
    return isinstance(value, (int, float, np.integer, np.floating))


_LLVM_SCALARS = {"i32": "i32", "i64": "i64", "f32": "float", "f64": "double"}


def _plan_direct(spec: _Specialization) -> None:
    """Give ``spec`` a direct entry (:mod:`polyoff.direct`) where its calls
    need nothing from Python after the signature's lookup but what the
    entry tests: no result to box, and the plan's simple path (no copies,
    divisors or overlap tests of NumPy's). With a device session, a size
    goes direct once its placement is settled (:meth:`_Placement.settled`),
    held on the CPU where that was faster, and Ctrl-C is held back as on
    the general path."""
    lowered, plan = spec.lowered, spec.plan
    layout = array_layout()
    if layout is None or not plan.simple or lowered.returns is not None:
        return
    params: list = []
    argtypes: list = []
    for p in lowered.params:
        if isinstance(p.spec, ArraySpec):
            params.append((p.spec.ndim, p.spec.dtype.bits // 8, p.name in lowered.written))
            argtypes.append(ctypes.py_object)
        else:
            params.append(_LLVM_SCALARS[p.spec.type.machine])
            argtypes.append(_CTYPES[p.spec.type.machine])
    spec.direct_ir = direct_entry(lowered.symbol, params, plan.key_sources, layout)
    spec.direct_argtypes = tuple(argtypes)


def _argtypes(lowered: LoweredFunction) -> list:
    out: list = []
    for p in lowered.params:
        if isinstance(p.spec, ArraySpec):
            out.append(ctypes.c_void_p)
            out.extend([ctypes.c_int64] * p.spec.ndim)
        else:
            assert isinstance(p.spec, ScalarSpec)
            out.append(_CTYPES[p.spec.type.machine])
    if lowered.returns is not None:
        out.extend([ctypes.c_void_p, ctypes.c_void_p])  # the result, whether a Python scalar
    return out


#: np.shares_memory's bound on the work of its exact test (candidate
#: solutions); past it, two arrays count as overlapping.
SHARES_MEMORY_WORK = 100_000


def _layout(a: np.ndarray) -> tuple:
    """Arrays with the same layout are views of exactly the same elements."""
    return (a.__array_interface__["data"][0], a.shape, a.strides, a.dtype.str)


def _pass_arrays(lowered: LoweredFunction, data_values: list) -> tuple[dict, list] | str:
    """The contiguous copies to pass for the array arguments (by ``id`` of
    the argument) and the (argument, copy) pairs to write back after the
    call, or why the compiled code cannot be called.

    A copy stands for its argument everywhere: arguments with one layout
    (the same object twice, ``X.T`` and ``X.T``) share one copy, so the
    compiled code sees them alias as Python does, and its run-time alias
    checks handle that. A copy that overlaps another argument otherwise,
    where either is written, would let one side miss the other's writes
    (``f(X[::-1], X)``, ``f(Y, Y.T)``): the undecorated function runs.
    Overlaps between arguments passed in place are the compiled code's
    run-time alias checks' business."""
    arrays: list[tuple[np.ndarray, bool]] = []
    for param, value in zip(lowered.params, data_values):
        if isinstance(param.spec, ArraySpec):
            written = param.name in lowered.written
            if written and not value.flags.writeable:
                return f"`{param.name}` is read-only and the function writes it"
            arrays.append((value, written))
    if not any(needs_copy(a) for a, _ in arrays):
        return {}, []
    by_layout: dict[tuple, list[int]] = {}
    for k, (a, _) in enumerate(arrays):
        by_layout.setdefault(_layout(a), []).append(k)
    groups = [
        (arrays[ks[0]][0], any(arrays[k][1] for k in ks), needs_copy(arrays[ks[0]][0]), ks)
        for ks in by_layout.values()
    ]
    for i, (a, wa, ca, _) in enumerate(groups):
        for b, wb, cb, _ in groups[i + 1:]:
            if (ca or cb) and (wa or wb) and _overlap(a, b):
                return "a non-contiguous array overlaps another argument"
    copies: dict[int, np.ndarray] = {}
    write_back: list[tuple[np.ndarray, np.ndarray]] = []
    for a, written, copied, ks in groups:
        if copied:
            c = np.ascontiguousarray(a, dtype=a.dtype.newbyteorder("="))
            for k in ks:
                copies[id(arrays[k][0])] = c
            if written:
                write_back.append((a, c))
    return copies, write_back


def _shared_memory(lowered: LoweredFunction, data_values: list) -> str | None:
    """Why a whole-array statement cannot run compiled for these arguments:
    it writes one array and reads another that shares its memory (NumPy
    would read the right-hand side before writing)."""
    if not (lowered.disjoint or lowered.summed_whole):
        return None
    by_name = {p.name: v for p, v in zip(lowered.params, data_values)}
    for name in lowered.summed_whole:
        if not by_name[name].flags.c_contiguous:
            return f"numpy.sum of `{name}`, which is not C-contiguous: NumPy adds it in memory order"
    for d in lowered.disjoint:
        a, b = by_name.get(d.written), by_name.get(d.read)
        if a is not None and b is not None and _overlap(a, b):
            return (
                f"`{d.written}` and `{d.read}` share memory and line {d.line} assigns "
                "slices of one from the other"
            )
    return None


def _overlap(a: np.ndarray, b: np.ndarray) -> bool:
    if not np.may_share_memory(a, b):
        return False
    try:
        return bool(np.shares_memory(a, b, max_work=SHARES_MEMORY_WORK))
    except np.exceptions.TooHardError:
        return True


def _first_use(src: FunctionSource, name: str):
    import ast

    return next((n for n in ast.walk(src.tree) if isinstance(n, ast.Name) and n.id == name), None)


def _outermost_loop(lowered: LoweredFunction, line: int) -> tuple[int, int] | None:
    containing = [lp for lp in lowered.loops if lp[0] <= line <= lp[1]]
    return min(containing, key=lambda lp: (lp[0], -lp[1])) if containing else None


def not_offloaded(report: dict, lowered: LoweredFunction) -> list[dict]:
    """The loop nests of ``report`` that stay on the CPU, with a message in
    the Python function's terms (the front end's note where it has one)."""
    items = []
    for fn in report.get("functions", ()):
        if fn["function"] != lowered.symbol:
            continue
        for s in fn["scops"]:
            if not s["offloaded"]:
                line = s["lines"][0] if s["lines"] else None
                items.append(
                    {
                        "line": line,
                        "kind": "scop",
                        "message": f"the loop nest at line {line} runs compiled on the CPU: {s['reason']}",
                    }
                )
        offloaded_lines = [tuple(s["lines"]) for s in fn["scops"] if s["offloaded"] and s["lines"]]
        for r in fn["rejected"]:
            line = r["line"]
            if line is None:
                # No debug location on the detector's instruction (a phi):
                # the front end's notes say where the non-affine code is.
                free = [
                    n.line
                    for n in lowered.notes
                    if not any(lo <= n.line <= hi for lo, hi in offloaded_lines)
                ]
                loop = _outermost_loop(lowered, min(free)) if free else None
                line = loop[0] if loop else None
            loop = _outermost_loop(lowered, line) if line else None
            notes = [n for n in lowered.notes if loop and loop[0] <= n.line <= loop[1]]
            why = (
                "; ".join(f"{n.message} (line {n.line})" for n in notes)
                if notes
                else python_reason(r)
            )
            # The nest by its outermost loop's line, whichever of its lines
            # the detector's reason names (a branch inside it, say); the
            # warning points at the reason's line.
            nest = loop[0] if loop else line
            items.append(
                {
                    "line": line,
                    "kind": r["kind"],
                    "message": f"the loop nest at line {nest} runs compiled on the CPU: {why}",
                }
            )
    return items


def python_reason(rejected: dict) -> str:
    """A detector's reject reason in the Python function's terms."""
    kind, message = rejected["kind"], rejected["message"]
    m = re.search(r"%([A-Za-z_][A-Za-z0-9_]*)", message)
    var = m.group(1) if m else None
    if kind == "region-entry-phi" and var:
        return (
            f"the local variable `{var}` is set before the loop nest and updated in it; "
            "such scalars keep the nest on the CPU"
        )
    if kind == "scalar-escape" and var and var.startswith(("common", "result", "retval")):
        return "the loop nest can stop part-way with an exception (an index check of a non-affine subscript)"
    if kind == "scalar-escape" and var:
        return (
            f"the local variable `{var}` is computed in the loop nest and used after it "
            "(a reduction into a scalar); such nests stay on the CPU"
        )
    if kind == "non-affine-branch":
        if "floating-point" in message or "loaded" in message:
            return "an `if` depends on array values (a data-dependent condition)"
        return "an `if` condition is not an affine function of loop variables and integer arguments"
    if kind == "non-affine-bound":
        return "a loop's range depends on array values or is not affine in the outer loop variables"
    if kind == "non-affine-access":
        return "a subscript is not an affine function of loop variables and integer arguments"
    if kind == "unknown-call":
        return "it calls a function that is not exact math"
    return f"{rejected.get('meaning') or kind}: {message}"


def _text_report(f: OffloadedFunction, data: dict) -> str:
    from polyoff.report import write_text

    out = io.StringIO()
    p = out.write
    p(f"polyoff.offload {data['function']} ({data['file']}:{data['line']})\n")
    if not data["signatures"]:
        p("  not called yet: nothing compiled\n" if not data["python_fallbacks"] else "  nothing compiled\n")
    for reason, count in data["python_fallbacks"].items():
        p(f"  ran the undecorated Python function {count} time(s): {reason}\n")
    for entry in data["signatures"]:
        p(
            f"\nsignature {entry['signature']}: {entry['calls']} call(s), compiled in "
            f"{entry['compile_seconds_total']:.3f} s{' (program from the on-disk cache)' if entry['from_cache'] else ''}\n"
        )
        body = io.StringIO()
        rep = dict(entry)
        rep["functions"] = [
            dict(fn, function=data["function"]) for fn in entry.get("functions", ())
        ]
        write_text(rep, body)
        for line in body.getvalue().splitlines():
            p(f"  {line}\n")
        lines_shown: set[int] = set()
        for fn in entry.get("functions", ()):
            for s in fn["scops"]:
                if s["lines"]:
                    lo, hi = s["lines"][0], s["lines"][-1]
                    lines_shown.update(range(lo, min(hi, lo + 7) + 1))
        for item in entry["not_offloaded"]:
            if item["line"]:
                lines_shown.add(item["line"])
        if lines_shown:
            p("  source:\n")
            for ln in sorted(lines_shown):
                text = linecache.getline(data["file"], ln).rstrip()
                p(f"    {ln:5d} | {text}\n")
        if entry["placement"]:
            p("  measured placement (per size):\n")
            for m in entry["placement"]:
                size = ", ".join(f"{k}={v}" for k, v in m["size"].items()) or "(no sizes)"
                times = [
                    f"{label} {_seconds(m[key])}"
                    for label, key in (("device", "device_seconds"), ("CPU", "cpu_seconds"))
                    if m[key] is not None
                ]
                p(f"    {size}: {m['where']}" + (f" ({', '.join(times)})" if times else "") + "\n")
        if entry["frontend_notes"]:
            p("  not affine:\n")
            for n in entry["frontend_notes"]:
                p(f"    line {n['line']}, column {n['column']}: {n['message']}\n")
        for reason, count in entry["python_fallbacks"].items():
            p(f"  ran the undecorated Python function {count} time(s): {reason}\n")
    return out.getvalue()


def _seconds(t: float) -> str:
    return f"{t:.3g} s" if t >= 1 else f"{t * 1e3:.3g} ms"


# `polyoff.offload` is the decorator (the package exports it under the
# module's name), so its warning categories hang on it as well:
# `warnings.simplefilter("ignore", polyoff.offload.NotOffloadedWarning)`.
offload.NotOffloadedWarning = NotOffloadedWarning  # type: ignore[attr-defined]
offload.PythonFallbackWarning = PythonFallbackWarning  # type: ignore[attr-defined]
offload.OffloadedFunction = OffloadedFunction  # type: ignore[attr-defined]

__all__ = [
    "NotOffloadedWarning",
    "OffloadedFunction",
    "PolyoffError",
    "PythonFallbackWarning",
    "SignatureError",
    "offload",
]
