"""The host's LLVM target for code that runs on the CPU: the one host
TargetMachine configuration (:func:`host_target_machine`: the host CPU with
all its features), whether the baseline fuses ``llvm.fmuladd``
(:func:`host_fuses_fmuladd`), the module text the JIT compiles
(:func:`host_module_text`, see :mod:`polyoff_runtime.jit` for why) and the
-O3 pipeline (:func:`optimize_module`). Apart from the JIT, so that what
needs these (the cost model's CPU measurements) does not import the JIT and
its session."""

from __future__ import annotations

import functools
import re
import threading

import llvmlite.binding as llvm

from .contraction import ContractionRewriteError, defined_functions, uncontracted
from .errors import JitError

# Architectures whose baseline (what a plain ``clang -O3`` builds for) has no
# FMA: there the JIT compiles without contraction. (AArch64, POWER: the
# baseline fuses llvm.fmuladd, and so does the JIT.)
_UNFUSED_ARCHES = ("x86_64", "i386", "i686", "amd64")
#: fused multiply-add instructions in assembly (x86, AArch64, POWER)
_FUSED = re.compile(r"^\s*(v?fn?m(add|sub)|vfmadd|vfmsub|vfnmadd|fmla|xsmadd|fmadd)\w*\b", re.M)


@functools.cache
def host_target_spec() -> tuple[str, str, str]:
    """(triple, CPU name, feature string) of the host target machine."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()  # inline and module-level assembly
    triple = llvm.get_process_triple()
    cpu = llvm.get_host_cpu_name()
    try:
        features = llvm.get_host_cpu_features().flatten()
    except RuntimeError:
        features = ""
    return triple, cpu, features


def host_target_machine(opt: int = 3) -> llvm.TargetMachine:
    """A new host TargetMachine: host CPU and all its features, for MCJIT.

    A new object per call, because an MCJIT engine takes ownership of (and
    frees) the target machine it is created with.
    """
    triple, cpu, features = host_target_spec()
    target = llvm.Target.from_triple(triple)
    return target.create_target_machine(
        cpu=cpu, features=features, opt=opt, reloc="default", codemodel="jitdefault", jit=True
    )


_FMULADD_PROBE = """
define double @polyoff_probe(double %a, double %b, double %c) #0 {
  %r = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
  ret double %r
}
declare double @llvm.fmuladd.f64(double, double, double)
attributes #0 = { nounwind PROCESSOR }
"""


def _fmuladd_probe(processor: str = "") -> str:
    """A one-call function of ``llvm.fmuladd``, its attributes ``processor``
    (``"target-cpu"="..."`` and so on; none: the target machine's)."""
    return _FMULADD_PROBE.replace("PROCESSOR", processor)


@functools.cache
def host_fuses_fmuladd() -> bool:
    """Whether the JIT computes ``llvm.fmuladd`` with a fused FMA.

    Measured by compiling a one-instruction function as the JIT compiles a
    host module and reading the assembly (False on x86).
    """
    tm = host_target_machine()
    module = llvm.parse_assembly(host_module_text(_fmuladd_probe()))
    module.triple = tm.triple
    module.data_layout = str(tm.target_data)
    optimize_module(module, 3, tm)
    return bool(_FUSED.search(tm.emit_assembly(module)))


_GROUP_NUMBER = re.compile(r"attributes #(\d+)")


def fusing_functions(text: str) -> frozenset[str]:
    """The functions ``text`` (a module's IR) defines whose own processor
    has FMA, where the host's architecture's baseline has none: their
    native build fuses each ``llvm.fmuladd`` (``clang -march=native``), so
    the JIT keeps those calls and their kernels fuse them
    (:mod:`.contraction`). A function naming no processor is for the
    baseline."""
    triple = host_target_spec()[0]
    if not compiles_unfused(triple) or "@llvm.fmuladd." not in text:
        return frozenset()
    processors = {}
    for group in _ATTRIBUTE_GROUP.finditer(text):
        attrs = dict(m.groups() for m in _PROCESSOR_ATTR.finditer(group.group(0)))
        processors[_GROUP_NUMBER.match(group.group(0)).group(1)] = (
            attrs.get("target-cpu", ""), attrs.get("target-features", ""))
    return frozenset(name for name, group, _, _ in defined_functions(text)
                     if group in processors and processor_fuses(*processors[group]))


@functools.cache
def processor_fuses(cpu: str, features: str) -> bool:
    """Whether LLVM's back end fuses ``llvm.fmuladd`` in a function for
    processor ``cpu`` with ``features`` (a function's attributes; empty:
    not given), on the host's architecture. Measured: a one-call function
    with those attributes, compiled by a target machine for the baseline
    processor, and its assembly read."""
    if not cpu and not features:
        return False
    given = " ".join(f'"{kind}"="{value}"' for kind, value in
                     (("target-cpu", cpu), ("target-features", features)) if value)
    triple = host_target_spec()[0]
    module = llvm.parse_assembly(_fmuladd_probe(given))
    tm = llvm.Target.from_triple(triple).create_target_machine(cpu="", features="", opt=2)
    module.triple = triple
    module.data_layout = str(tm.target_data)
    module.verify()
    return bool(_FUSED.search(tm.emit_assembly(module)))


def compiles_unfused(triple: str) -> bool:
    """Whether the JIT takes contraction out of host modules for ``triple``."""
    return triple.startswith(_UNFUSED_ARCHES)


#: processors that mean "no processor in particular": a C compiler's default
_GENERIC_CPUS = frozenset(("x86-64", "generic", ""))
_ATTRIBUTE_GROUP = re.compile(r"(?m)^attributes #\d+ = \{.*\}$")
_PROCESSOR_ATTR = re.compile(r' ?"(target-cpu|tune-cpu|target-features)"="([^"]*)"')
_UNROLL_DISABLE = re.compile(r'^(![\w.]+ = (?:distinct )?)!\{!"llvm\.loop\.unroll\.disable"\}$', re.M)


def host_module_text(text: str) -> str:
    """``text`` (a module's IR) with what keeps the JIT below ``clang -O3
    -march=native`` undone (module docstring): functions for a generic
    processor are for the host's (their own features after the host's, so an
    explicit ``+avx2`` of theirs stays), and loops lose
    ``llvm.loop.unroll.disable``. On x86, also without contraction
    (:func:`.contraction.uncontracted`).

    Raises :class:`~polyoff_runtime.errors.JitError` for a call of
    ``llvm.fmuladd`` in a form it does not read.
    """
    triple, host_cpu, host_features = host_target_spec()
    if compiles_unfused(triple):
        try:
            text = uncontracted(text, fusing_functions(text))
        except ContractionRewriteError as exc:
            raise JitError(f"the host module cannot be compiled without FMA contraction: {exc}") from exc

    def retarget(group: re.Match) -> str:
        attrs = dict(m.groups() for m in _PROCESSOR_ATTR.finditer(group.group(0)))
        if "target-cpu" not in attrs or attrs["target-cpu"] not in _GENERIC_CPUS:
            return group.group(0)
        own = attrs.get("target-features", "")
        features = ",".join(f for f in (host_features, own) if f)

        def put(m: re.Match) -> str:
            kind = m.group(1)
            if kind == "target-cpu":
                return f' "target-cpu"="{host_cpu}"'
            if kind == "target-features":
                return f' "target-features"="{features}"'
            return ""  # tune-cpu: tune for the processor compiled for

        new = _PROCESSOR_ATTR.sub(put, group.group(0))
        if "target-features" not in attrs and features:
            new = new[:-1].rstrip() + f' "target-features"="{features}" }}'
        return new

    text = _ATTRIBUTE_GROUP.sub(retarget, text)
    # Loops list the node by number: a property no pass knows keeps every
    # reference valid.
    return _UNROLL_DISABLE.sub(r'\1!{!"polyoff.unroll.allowed"}', text)


#: LLVM's command-line options are process-wide: one pipeline at a time changes them
_OPTIONS = threading.Lock()


def optimize_module(
    module_ref: llvm.ModuleRef, level: int = 3, target_machine: llvm.TargetMachine | None = None
) -> None:
    """Run LLVM's default ``-O<level>`` pipeline (new pass manager) in place.

    Loop and SLP vectorization are on from -O2, as in clang; neither changes
    floating-point results without fast-math flags.

    Without induction-variable widening (``-indvars-widen-indvars=false``,
    for this pipeline only: LLVM's options are global, so it is set and
    restored under a lock). LLVM 22 widens a C ``int`` counter to 64 bits
    and leaves the loop's exit test as ``(iv & 0xffffffff) == n``, whose
    trip count it then cannot compute, so nussinov's inner loop was not
    unrolled: 30 % slower than clang-15 -O3 (LLVM 15) on the same IR.
    Measured on all 30 PolyBench kernels at LARGE (the unmodified program,
    two runs each, alternating): nussinov 5.1 -> 2.9 s, adi 10.0 -> 8.9 s,
    the others within the machine's noise (geomean 0.98; trmm 4 % slower).
    """
    if not 0 <= level <= 3:
        raise ValueError(f"optimization level must be 0..3, not {level}")
    tm = target_machine or host_target_machine()
    pto = llvm.create_pipeline_tuning_options(speed_level=level)
    pto.loop_vectorization = level >= 2
    pto.slp_vectorization = level >= 2
    pto.loop_unrolling = level >= 2
    pb = llvm.create_pass_builder(tm, pto)
    mpm = pb.getModulePassManager()
    with _OPTIONS:
        llvm.set_option("polyoff", "-indvars-widen-indvars=false")
        try:
            mpm.run(module_ref, pb)
        finally:
            llvm.set_option("polyoff", "-indvars-widen-indvars=true")
