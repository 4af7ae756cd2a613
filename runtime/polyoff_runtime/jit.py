"""JIT compilation and execution of a Program's host module (llvmlite MCJIT).

:func:`.host_llvm.host_target_machine` (in :mod:`.host_llvm`, with the other
helpers below) is the one host TargetMachine configuration used
by the JIT, :func:`.host_llvm.host_fuses_fmuladd` (which tells the compiler how kernels
must treat ``llvm.fmuladd``) and the Python front end: the host CPU with all
its features. The reference for every result is a native ``clang -O3`` build
for the default x86-64 target, which has no FMA and so never fuses; on x86
the JIT therefore compiles the module's text without contraction
(:func:`.contraction.uncontracted`: ``llvm.fmuladd`` becomes ``fmul`` and
``fadd``), rather than without the FMA feature, which in LLVM would also take
AVX-512 away (avx512f implies fma). A function that names a processor with
FMA (``-march=native``) is the exception: its native build fuses, so its
``llvm.fmuladd`` stays (:func:`.host_llvm.fusing_functions`).

:class:`JitProgram` parses and verifies the host IR, gives it the host's
triple and data layout, optimises it (:func:`optimize_module`, the new pass
manager at -O3 as clang would), checks that every external symbol resolves
(MCJIT would abort the process on an unresolved one), binds the runtime ABI,
finalizes, writes the session's program id into ``@__polyoff_program`` and
runs static constructors. :meth:`JitProgram.run_main` calls ``main`` through
ctypes and flushes C stdio afterwards so output order matches a native run.

Code that stays on the CPU must run as fast as ``clang -O3 -march=native``
builds it (:func:`host_module_text`). Two things in the IR a C front end
gives polyoff stand in the way, and the JIT undoes both:

* every function says it is for a generic processor (clang's default
  ``"target-cpu"="x86-64"`` with SSE2 only), and LLVM compiles a function for
  the processor its attributes name, not the target machine's: such a
  function is compiled for the host CPU instead; one that names a
  particular processor keeps it;
* ``-fno-unroll-loops``, which polyoff needs to read loop nests whole, puts
  ``llvm.loop.unroll.disable`` on every loop: the JIT drops it, so -O3
  unrolls as clang's would (a ``#pragma nounroll`` goes with it: a speed
  hint, never a change of meaning).

Measured at LARGE on a 2-core AMD EPYC (Zen 5), the kernel's thread CPU
time, best of 3: gemm 0.183 s before, 0.127 s after (clang-15 ``-O3``
0.183 s, ``-O3 -march=native`` 0.124 s); gramschmidt 1.55 s before, 1.36 s
after (1.40 s, 1.42 s). With AVX-512 kept (``scripts/cpu_vs_clang``, kernel
wall time, median of 3, load 2.2 to 3.3 on 2 cores): gemm 0.165 -> 0.113 s,
nussinov 2.20 -> 2.12 s, jacobi-2d 0.57 -> 0.87 s (512-bit loads of a
stencil; ``-mprefer-vector-width=256`` gives 0.60 s in both, 0.13 s for gemm),
beside clang 22 (zig cc) ``-O3 -march=native`` 0.113, 2.02 and 0.76 s: LLVM's
own choice for this processor, as clang's.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import logging
import os
import re
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

import llvmlite.binding as llvm

from . import abi, interrupts
from .callbacks import bind_runtime_symbols, flush_c_stdio
from .errors import JitError
from .host_llvm import (
    host_module_text,
    host_target_machine,
    optimize_module,
)
from .program import Program
from .session import Session

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_jit_lock = threading.Lock()
_libraries_loaded = False


def _load_host_libraries() -> None:
    # libc and libm are in the process already; loading them permanently puts
    # them first in LLVM's search. libgcc_s provides what some intrinsics
    # lower to (__powidf2, 128-bit division).
    global _libraries_loaded
    with _lock:
        if _libraries_loaded:
            return
        for name in ("c", "m", "gcc_s"):
            _load_library(name)
        _libraries_loaded = True


def _load_library(name: str) -> str | None:
    """Load lib``name`` for the JIT's symbol search; its path, or None
    where it is not found or does not load."""
    path = ctypes.util.find_library(name)
    if path is None:
        return None
    try:
        llvm.load_library_permanently(path)
    except RuntimeError as exc:
        logger.debug("cannot load %s: %s", path, exc)
        return None
    return path


def _counted_scops(module: llvm.ModuleRef) -> list[int]:
    """The SCoPs whose events the host module counts (abi.COUNTS_GLOBAL)."""
    prefix = abi.COUNTS_GLOBAL.split("{")[0]
    return [int(g.name[len(prefix):]) for g in module.global_variables
            if g.name.startswith(prefix) and g.name[len(prefix):].isdigit() and not g.is_declaration]


def _declarations(module: llvm.ModuleRef) -> list[str]:
    """External symbols the JIT must resolve (extern_weak ones may stay null)."""
    names = []
    for value in (*module.functions, *module.global_variables):
        if (
            value.is_declaration
            and not value.name.startswith("llvm.")
            and value.linkage != llvm.Linkage.external_weak
        ):
            names.append(value.name)
    return names


def _arch(triple: str) -> str:
    arch = triple.split("-", 1)[0]
    return {"amd64": "x86_64", "i686": "i386"}.get(arch, arch)


class JitProgram:
    """A Program's host module compiled in memory and bound to its Session.

    Args:
        program: the compiled program (``host_ir`` is parsed here).
        session: the session whose id the module's ``@__polyoff_program``
            gets; ``None`` makes a default one (closed with this object).
        opt_level: LLVM optimization level for the host module (0 to skip).

    Raises :class:`~polyoff_runtime.errors.JitError` for a module that does
    not parse, verify, resolve or compile.
    """

    def __init__(
        self, program: Program, session: Session | None = None, *, opt_level: int = 3
    ) -> None:
        self.program = program
        self._own_session = session is None
        self.session = session if session is not None else Session(program)
        self._engine: Any = None
        self._main_type: Any = None
        self._program_slot: ctypes.c_int64 | None = None
        try:
            self._compile(opt_level)
        except BaseException:
            if self._own_session:
                self.session.close()
            raise

    def _compile(self, opt_level: int) -> None:
        try:
            module = llvm.parse_assembly(host_module_text(self.program.host_ir))
        except RuntimeError as exc:
            raise JitError(f"the host module does not parse: {exc}") from exc
        try:
            module.verify()
        except RuntimeError as exc:
            raise JitError(f"the host module does not verify: {exc}") from exc
        tm = host_target_machine()
        if module.triple and _arch(module.triple) != _arch(tm.triple):
            raise JitError(f"the host module targets {module.triple}, this host is {tm.triple}")
        module.triple = tm.triple
        module.data_layout = str(tm.target_data)
        if opt_level:
            optimize_module(module, opt_level)

        _load_host_libraries()
        bind_runtime_symbols()
        try:
            program_global = module.get_global_variable(abi.PROGRAM_GLOBAL)
        except NameError:
            program_global = None
        defines_program = program_global is not None and not program_global.is_declaration
        try:
            self._main_type = module.get_function(self.program.entry).global_value_type
        except NameError:
            self._main_type = None
        with _jit_lock:
            if program_global is not None and not defines_program:
                # An external @__polyoff_program: give it storage of ours. The
                # JIT resolves symbols at finalize, so registering it just
                # before is enough even with several programs in the process.
                self._program_slot = ctypes.c_int64(self.session.prog_id)
                llvm.add_symbol(abi.PROGRAM_GLOBAL, ctypes.addressof(self._program_slot))
            declared = _declarations(module)
            if "atexit" in declared:
                _provide_atexit(module)
            if "exit" in declared:
                _provide_exit(module)
            _provide_finite_math(declared)
            _provide_openmp(declared)
            missing = [
                name
                for name in _declarations(module)
                if name != abi.PROGRAM_GLOBAL and not llvm.address_of_symbol(name)
            ]
            if missing:
                raise JitError(
                    "the host module uses symbols that are not defined in it nor found in "
                    "the process: " + ", ".join(sorted(missing)) + _missing_hint(missing)
                )
            counted = _counted_scops(module)
            try:
                self._engine = llvm.create_mcjit_compiler(module, tm)
                self._engine.finalize_object()
            except RuntimeError as exc:
                raise JitError(f"JIT compilation failed: {exc}") from exc
            self._read_counts(counted)
        if defines_program:
            address = self._engine.get_global_value_address(abi.PROGRAM_GLOBAL)
            ctypes.c_int64.from_address(address).value = self.session.prog_id
        self._engine.run_static_constructors()

    def _read_counts(self, scops: list[int]) -> None:
        """Let the session read the host module's counted events and set
        its question flags (abi.ASK_GLOBAL, where the module has them)."""
        if not scops or self.session is None:
            return
        arrays, flags = {}, {}
        for scop in scops:
            address = self._engine.get_global_value_address(abi.COUNTS_GLOBAL.format(scop=scop))
            if address:
                arrays[scop] = (ctypes.c_int64 * len(abi.COUNTED_EVENTS)).from_address(address)
            address = self._engine.get_global_value_address(abi.ASK_GLOBAL.format(scop=scop))
            if address:
                flags[scop] = ctypes.c_int8.from_address(address)
        self.session.add_counts(self, lambda: {scop: tuple(a) for scop, a in arrays.items()})
        if flags:
            self.session.add_ask_flags(flags)

    def function_address(self, name: str) -> int:
        """Address of JIT-compiled function ``name`` (for ctypes); KeyError if absent."""
        address = self._engine.get_function_address(name) if self._engine else 0
        if not address:
            raise KeyError(f"no function {name!r} in the host module")
        return address

    def global_address(self, name: str) -> int:
        """Address of global variable ``name`` in the JIT-compiled module; KeyError if absent."""
        address = self._engine.get_global_value_address(name) if self._engine else 0
        if not address:
            raise KeyError(f"no global {name!r} in the host module")
        return address

    def run_main(self, argv: Sequence[str], on_exit: Callable[[], None] | None = None) -> int:
        """Call the entry point (``main``) with ``argv`` (``argv[0]`` included).

        Accepts ``int main(void)``, ``int main(int, char **)`` and
        ``int main(int, char **, char **)`` (the environment is passed);
        a ``void`` main returns 0. Flushes Python's streams before and C stdio
        after, so output appears in program order. Returns main's value.
        When the program ends itself with ``exit()``, ``on_exit`` runs first
        (the caller's report), then the process exits with its status.
        SIGINT is held back while main runs (:func:`.interrupts.deferred`).
        """
        entry = self.program.entry
        if self._main_type is None:
            raise JitError(f"the host module has no function {entry!r}")
        params = [str(p) for p in self._main_type.get_function_parameters()]
        ret = str(self._main_type.get_function_return())
        if ret not in ("i32", "void", "i64"):
            raise JitError(f"{entry} returns {ret}; expected i32")
        restype = {"i32": ctypes.c_int32, "i64": ctypes.c_int64, "void": None}[ret]
        call_args: list[object] = []
        argtypes: list[Any] = []
        if params in (["i32", "ptr"], ["i32", "ptr", "ptr"]):
            raw = [os.fsencode(a) for a in argv]
            c_argv = (ctypes.c_char_p * (len(raw) + 1))(*raw, None)
            call_args = [len(raw), c_argv]
            argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_char_p)]
            if len(params) == 3:
                env = [os.fsencode(f"{k}={v}") for k, v in os.environ.items()]
                call_args.append((ctypes.c_char_p * (len(env) + 1))(*env, None))
                argtypes.append(ctypes.POINTER(ctypes.c_char_p))
        elif params:
            raise JitError(f"{entry} has an unsupported signature {self._main_type}")
        prototype = ctypes.CFUNCTYPE(restype, *argtypes)
        function = prototype(self.function_address(entry))
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        global _exit_hook
        _exit_hook = on_exit
        with interrupts.deferred():
            try:
                result = function(*call_args)
                # Returning from main runs the atexit() handlers, as exit() does.
                _run_exit_handlers()
            finally:
                _exit_hook = None
                flush_c_stdio()
            interrupts.raise_held()
        return 0 if result is None else int(result)

    def close(self) -> None:
        """Run static destructors and free the JIT-compiled code."""
        if self._engine is not None:
            if self.session is not None:
                self.session.remove_counts(self)
            try:
                self._engine.run_static_destructors()
            finally:
                flush_c_stdio()
                self._engine.close()
                self._engine = None
        if self._own_session:
            self.session.close()

    def __enter__(self) -> JitProgram:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: glibc's ``-ffinite-math-only`` entry points, ``__log10_finite`` ...
_FINITE = re.compile(r"__([a-z0-9]+)_finite")


def _provide_finite_math(declared: Sequence[str]) -> None:
    """IR compiled with ``-ffast-math`` against glibc before 2.31 calls
    ``__log10_finite`` and friends, which glibc no longer exports to new
    programs; they were the functions themselves without error handling,
    which the functions of the same name compute identically. Where the
    process lacks one, it is bound to its function."""
    for name in declared:
        m = _FINITE.fullmatch(name)
        if m and not llvm.address_of_symbol(name):
            address = llvm.address_of_symbol(m.group(1))
            if address:
                llvm.add_symbol(name, address)


#: the OpenMP run-times, by the symbols a program compiled with -fopenmp
#: calls: LLVM's libomp (clang; Intel's libiomp5 is its twin) and GCC's libgomp
_OPENMP_LIBRARIES = (
    (("__kmpc_", "__tgt_", "kmp_", "omp_"), ("omp", "iomp5")),
    (("GOMP_", "omp_"), ("gomp",)),
)


def _provide_openmp(declared: Sequence[str]) -> None:
    """Load the OpenMP run-time an OpenMP program calls, as clang's driver
    links it for -fopenmp, where the process lacks its symbols."""
    missing = [name for name in declared if not llvm.address_of_symbol(name)]
    for prefixes, libraries in _OPENMP_LIBRARIES:
        if not any(name.startswith(prefixes) for name in missing):
            continue
        path = next(filter(None, map(_load_library, libraries)), None)
        if path is not None:
            logger.info("loaded the OpenMP run-time %s", path)
            missing = [name for name in missing if not llvm.address_of_symbol(name)]


def _missing_hint(missing: list[str]) -> str:
    """What to do about symbols the JIT cannot find, where it is known."""
    if any(name.startswith(("__kmpc_", "GOMP_")) for name in missing):
        return (" (an OpenMP program: polyoff found no OpenMP run-time library to load; install "
                "LLVM's libomp (Debian: libomp5) or GCC's libgomp, or name it with --load)")
    if any(name.startswith(("__ubsan_", "__asan_", "__tsan_", "__msan_")) for name in missing):
        return (" (the program was compiled with a sanitizer, whose run-time library polyoff "
                "does not load: compile without it, e.g. -fno-sanitize=undefined; `zig cc` "
                "turns UBSan on by default at -O0)")
    return ""


_libc = ctypes.CDLL(None)
_ATEXIT_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)
#: the dso handle under which the JIT-run programs' atexit() handlers are registered
_exit_handle = ctypes.c_int64(0)
_atexit_symbol: Any = None


def _provide_atexit(module: llvm.ModuleRef) -> None:
    """glibc's ``atexit`` is not exported from libc.so (each program links
    its own from libc_nonshared.a), and the copy the JIT would find belongs
    to another library, whose handlers run at process exit, after the JIT's
    code is gone. So the program's ``atexit`` becomes polyoff's, which
    registers as glibc's does, ``__cxa_atexit(fn, NULL, handle)``: handlers
    run when the program calls ``exit`` (libc's own exit handling) and when
    ``main`` returns (``__cxa_finalize(handle)`` in :meth:`JitProgram.run_main`)."""
    global _atexit_symbol
    if _atexit_symbol is None:
        def atexit(fn: int) -> int:
            return _libc.__cxa_atexit(ctypes.c_void_p(fn), None, ctypes.byref(_exit_handle))

        _atexit_symbol = _ATEXIT_FN(atexit)
    module.get_function("atexit").name = "__polyoff_atexit"
    llvm.add_symbol("__polyoff_atexit", ctypes.cast(_atexit_symbol, ctypes.c_void_p).value)


_EXIT_FN = ctypes.CFUNCTYPE(None, ctypes.c_int)
_exit_symbol: Any = None
#: what to do before the process ends when the running program calls exit()
_exit_hook: Callable[[], None] | None = None


def _provide_exit(module: llvm.ModuleRef) -> None:
    """The program's ``exit`` becomes polyoff's: it first lets the caller
    finish its work (the report), then calls libc's ``exit``, which runs the
    program's atexit handlers and flushes its streams while its code is
    still there."""
    global _exit_symbol
    if _exit_symbol is None:
        def program_exit(status: int) -> None:
            hook = _exit_hook
            if hook is not None:
                flush_c_stdio()
                try:
                    hook()
                except Exception as exc:  # the exit must happen regardless
                    sys.stderr.write(f"polyoff: while the program exited: {exc}\n")
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(Exception):
                    stream.flush()
            _libc.exit(status)

        _exit_symbol = _EXIT_FN(program_exit)
    module.get_function("exit").name = "__polyoff_exit"
    llvm.add_symbol("__polyoff_exit", ctypes.cast(_exit_symbol, ctypes.c_void_p).value)


def _run_exit_handlers() -> None:
    if _atexit_symbol is not None:
        _libc.__cxa_finalize(ctypes.byref(_exit_handle))

