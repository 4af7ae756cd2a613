"""The target of an input module, settled before LLVM compiles anything.

A module's triple says which machine it was compiled for; its functions'
``"target-cpu"``, ``"tune-cpu"`` and ``"target-features"`` attributes say
for which processor. LLVM trusts both: a function whose processor the
target does not know (IR from Polly's test suite carries ARM processors
without a triple) ends the process with a fatal error ("64-bit code
requested on a subtarget that doesn't support it") the moment a pass asks
for its subtarget. So, before any pass runs:

* a module without a triple gets the host's triple and data layout (it is
  run on this host, as the JIT would assume anyway);
* a module for this host's architecture keeps the processor attributes
  LLVM knows for it and loses the others, with a note for the report;
* a module for another architecture is refused where it would have to run,
  and otherwise (``--no-run``: kernels and report only) loses all processor
  attributes, since no code for its own processor is ever generated.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import llvmlite.binding as llvm

from polyoff.errors import InputError, SourceLocation

#: x86-64 processors LLVM 22 knows as 64-bit (every one is compiled in a
#: subprocess by tests/e2e/test_inputs.py); a 32-bit one such as ``i686``
#: on an x86_64 triple is as fatal as an unknown name.
X86_64_CPUS = frozenset((
    "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4", "generic", "nocona", "core2", "penryn",
    "bonnell", "atom", "silvermont", "slm", "goldmont", "goldmont-plus", "tremont", "nehalem",
    "corei7", "westmere", "sandybridge", "corei7-avx", "ivybridge", "core-avx-i", "haswell",
    "core-avx2", "broadwell", "skylake", "skylake-avx512", "skx", "cascadelake", "cooperlake",
    "cannonlake", "icelake-client", "rocketlake", "icelake-server", "tigerlake", "sapphirerapids",
    "alderlake", "raptorlake", "meteorlake", "arrowlake", "arrowlake-s", "lunarlake", "gracemont",
    "pantherlake", "sierraforest", "grandridge", "graniterapids", "graniterapids-d",
    "emeraldrapids", "clearwaterforest", "diamondrapids", "knl", "knm", "k8", "athlon64",
    "athlon-fx", "opteron", "k8-sse3", "athlon64-sse3", "opteron-sse3", "amdfam10", "barcelona",
    "btver1", "btver2", "bdver1", "bdver2", "bdver3", "bdver4", "znver1", "znver2", "znver3",
    "znver4", "znver5",
))

#: x86 features clang emits that the host feature map does not list
_X86_BASE_FEATURES = frozenset({"x87", "cx8", "fxsr", "mmx", "sse", "sse2", "evex512"})

_ATTRIBUTE_GROUP = re.compile(r"(?m)^attributes #\d+ = \{.*\}$")
_PROCESSOR_ATTR = re.compile(r' ?"(target-cpu|tune-cpu|target-features)"="([^"]*)"')


@dataclass(frozen=True)
class PreparedTarget:
    """A module's text with its target settled, and what the report should say."""

    text: str
    triple: str
    foreign: bool
    notes: tuple[str, ...] = ()


def arch_of(triple: str) -> str:
    return triple.split("-", 1)[0]


@functools.cache
def host_triple() -> str:
    return llvm.get_process_triple()


@functools.cache
def host_data_layout() -> str:
    llvm.initialize_native_target()
    return str(llvm.Target.from_triple(host_triple()).create_target_machine().target_data)


@functools.cache
def _host_cpu() -> str:
    return llvm.get_host_cpu_name()


@functools.cache
def _host_features() -> frozenset[str]:
    try:
        return frozenset(llvm.get_host_cpu_features())
    except RuntimeError:
        return frozenset()


def prepare_target(module: llvm.ModuleRef, name: str, *, runnable: bool) -> PreparedTarget:
    """Settle ``module``'s target (see the module docstring). ``runnable``:
    the program is to run on this host, so another architecture is an error."""
    triple = module.triple
    if not triple:
        module.triple = triple = host_triple()
        if not module.data_layout:
            module.data_layout = host_data_layout()
    foreign = arch_of(triple) != arch_of(host_triple())
    if foreign and runnable:
        raise InputError(
            f"module is compiled for {triple!r}; polyoff runs programs on this host "
            f"({arch_of(host_triple())}); --no-run compiles it for kernels and a report only",
            SourceLocation(name),
        )
    dropped: dict[str, set[str]] = {}

    def settle(m: re.Match) -> str:
        kind, value = m.group(1), m.group(2)
        kept = "" if foreign else _known(kind, value)
        if kept != value:
            gone = value if not kept else ",".join(sorted(set(value.split(",")) - set(kept.split(","))))
            dropped.setdefault(kind, set()).add(gone)
        return f' "{kind}"="{kept}"' if kept else ""

    def settle_group(g: re.Match) -> str:
        group = _PROCESSOR_ATTR.sub(settle, g.group(0))
        # LLVM refuses an empty group; a string attribute it does not know is inert.
        return group.replace("{ }", '{ "polyoff-processor"="host" }')

    text = _ATTRIBUTE_GROUP.sub(settle_group, str(module))
    notes = ()
    if dropped:
        what = "; ".join(f"{kind} {_listed(values)}" for kind, values in sorted(dropped.items()))
        why = "no code is generated for its processor" if foreign else "LLVM does not know them for this host"
        notes = (f"{name}: processor attributes ignored ({why}): {what}",)
    return PreparedTarget(text, triple, foreign, notes)


def _listed(values: set[str], most: int = 8) -> str:
    """``values`` (each a comma-separated list) as at most ``most`` items
    and a count of the rest: zig's front end names some 80 features."""
    items = sorted({v for value in values for v in value.split(",")})
    shown = ", ".join(repr(v) for v in items[:most])
    return shown + (f" and {len(items) - most} more" if len(items) > most else "")


def _known(kind: str, value: str) -> str:
    """The part of a processor attribute LLVM knows for the host's architecture."""
    if kind == "target-features":
        if not arch_of(host_triple()).startswith("x86"):
            return value
        known = _host_features() | _X86_BASE_FEATURES
        # "-64bit" on a 64-bit triple is as fatal as an unknown processor
        return ",".join(f for f in value.split(",")
                        if f[:1] in "+-" and f[1:] in known and f != "-64bit")
    if arch_of(host_triple()) == "x86_64":
        return value if value in X86_64_CPUS or value == _host_cpu() else ""
    return value if value in ("generic", _host_cpu()) else ""
