"""What a kernel is run as: the baseline, offloaded configurations, peers.

* the **baseline**: ``polyoff --gpu-runtime=none``, the unmodified program
  JIT-compiled at -O3 — every other variant's results are checked against
  it and its kernel time is the denominator of every speedup;
* **offloaded** runs, one per configuration ``DEVICE[:TARGET]`` (a polyoff
  ``--device`` selector and ``--target``), with polyoff's default zero-copy
  policy or, when comparing, zero-copy on and off;
* **native peers**: ``clang -O3``, ``clang -O3 -march=native`` (``native``),
  Polly (``-mllvm -polly``) and Polly with OpenMP for this host's processor
  (``-march=native -mllvm -polly -mllvm -polly-parallel -fopenmp``, a fixed
  number of threads). Without ``--peers`` the sweep runs ``clang``,
  ``native`` and ``polly-parallel`` (issue 14's peers).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from .build import MARCH_NATIVE, NATIVE_FLAGS, POLLY_FLAGS, POLLY_PARALLEL_FLAGS, NativeCompiler

log = logging.getLogger(__name__)

TARGETS = ("auto", "spirv", "opencl-c", "nvptx", "amdgpu")
PEERS = ("clang", "native", "polly", "polly-parallel")
#: the peers a sweep runs unless told otherwise
DEFAULT_PEERS = ("clang", "native", "polly-parallel")


@dataclass(frozen=True)
class OffloadConfig:
    """A device selector and kernel target, as given to polyoff."""

    device: str
    target: str = "auto"
    #: polyoff --always-offload: no profitability check
    always_offload: bool = False

    @property
    def runtime(self) -> str:
        return "cuda" if self.device.lower().startswith("cuda") else "opencl"

    @property
    def label(self) -> str:
        return f"{self.device}:{self.target}"


def parse_config(text: str) -> OffloadConfig:
    """``DEVICE[:TARGET]``: ``pocl:opencl-c``, ``intel:spirv``, ``opencl:1:0:spirv``,
    ``intel`` (its default target). Raises ValueError when malformed."""
    text = text.strip()
    if not text:
        raise ValueError("empty configuration; expected DEVICE[:TARGET], e.g. pocl:opencl-c")
    device, sep, target = text.rpartition(":")
    target = target.lower().replace("_", "-")  # polyoff's report spells it opencl_c
    if sep and device and target in TARGETS:
        return OffloadConfig(device, target)
    if text.lower() in TARGETS:
        raise ValueError(
            f"{text!r} is a target; a configuration is DEVICE[:TARGET], e.g. pocl:{text}"
        )
    return OffloadConfig(text, "auto")


@dataclass(frozen=True)
class ResolvedConfig:
    """A configuration with the device polyoff will pick for it.

    ``problem`` is why the configuration cannot offload (no such device, a
    target the device cannot run); ``zero_copy_modes`` are the modes worth
    comparing (``on`` and ``off`` on devices that share host memory).
    """

    config: OffloadConfig
    device: str | None
    target: str | None
    problem: str
    zero_copy_modes: tuple[str, ...]


def resolve_config(config: OffloadConfig) -> ResolvedConfig:
    """Ask polyoff which device and target ``config`` means on this machine."""
    from polyoff.compiler import choose_device
    from polyoff.options import Options

    options = Options(gpu_runtime=config.runtime, target=config.target, device=config.device)
    try:
        device, target, note = choose_device(options)
    except Exception as exc:  # a driver failing while listing is a problem of this config
        return ResolvedConfig(config, None, None, f"cannot list devices: {exc}", ())
    if device is None:
        return ResolvedConfig(config, None, None, note or "no such device", ())
    if target is None:
        return ResolvedConfig(config, device.describe(), None, note or "target not runnable", ())
    if not device.usable and target == "opencl_c":
        return ResolvedConfig(
            config,
            device.describe(),
            target,
            f"{device.describe()} cannot build OpenCL C: {device.compile_problem}",
            (),
        )
    modes = ("on", "off") if device.host_unified_memory else ("off",)
    return ResolvedConfig(config, device.describe(), target.replace("_", "-"), "", modes)


def default_configs() -> tuple[OffloadConfig, ...]:
    """Every usable CPU OpenCL device with its default target, by the
    shortest selector that picks it (``pocl``, ``intel``, else its spec)."""
    from polyoff_runtime import default_target, list_devices, select_device

    configs: list[OffloadConfig] = []
    seen: set[str] = set()
    for device in list_devices("opencl"):
        if device.device_type != "cpu" or not device.usable:
            continue
        selector = device.spec
        for name in ("pocl", "intel"):
            chosen = select_device("opencl", name)
            if chosen is not None and chosen.spec == device.spec:
                selector = name
        if selector in seen:
            continue
        seen.add(selector)
        configs.append(OffloadConfig(selector, default_target(device).replace("_", "-")))
    return tuple(configs)


@dataclass(frozen=True)
class Variant:
    """One way of running a kernel.

    ``key`` names it in the CSV and plots (``baseline``, ``pocl:opencl-c``,
    ``pocl:opencl-c/zc-off``, ``clang``, ``polly``, ``polly-parallel``);
    ``kind`` is ``baseline``, ``offload`` or ``native``.
    """

    key: str
    kind: str
    title: str
    config: OffloadConfig | None = None
    zero_copy: str = "auto"
    native_flags: tuple[str, ...] = ()
    threads: int | None = None

    def polyoff_flags(self) -> tuple[str, ...]:
        if self.kind == "baseline":
            return ("--gpu-runtime=none",)
        assert self.config is not None
        return (
            f"--gpu-runtime={self.config.runtime}",
            f"--device={self.config.device}",
            f"--target={self.config.target}",
            f"--zero-copy={self.zero_copy}",
            *(("--always-offload",) if self.config.always_offload else ()),
        )


BASELINE = Variant("baseline", "baseline", "baseline (polyoff --gpu-runtime=none, JIT -O3)")


def offload_variants(
    config: OffloadConfig, zero_copy_modes: tuple[str, ...] = ()
) -> tuple[Variant, ...]:
    """The variants of ``config``: one with polyoff's default zero-copy
    policy, or one per mode in ``zero_copy_modes`` when comparing."""
    if not zero_copy_modes:
        return (Variant(config.label, "offload", f"polyoff {config.label}", config),)
    return tuple(
        Variant(
            f"{config.label}/zc-{mode}",
            "offload",
            f"polyoff {config.label}, zero-copy {mode}",
            config,
            zero_copy=mode,
        )
        for mode in zero_copy_modes
    )


def peer_variants(
    compiler: NativeCompiler | None, wanted: tuple[str, ...], threads: int
) -> tuple[tuple[Variant, ...], tuple[str, ...]]:
    """The native peers in ``wanted`` that ``compiler`` can build, and a note
    for each one skipped."""
    variants: list[Variant] = []
    notes: list[str] = []
    if not wanted:
        return (), ()
    if compiler is None:
        return (), (f"native peers ({', '.join(wanted)}) skipped: no C compiler for native builds",)
    for peer in wanted:
        if peer == "clang":
            variants.append(
                Variant("clang", "native", f"{' '.join(NATIVE_FLAGS)} ({compiler.description})")
            )
        elif peer == "native":
            variants.append(
                Variant("native", "native", f"{' '.join(NATIVE_FLAGS)} -march=native",
                        native_flags=MARCH_NATIVE)
            )
        elif peer == "polly":
            if compiler.polly:
                variants.append(
                    Variant("polly", "native", "-O3 -mllvm -polly", native_flags=POLLY_FLAGS)
                )
            else:
                notes.append(f"Polly skipped: {compiler.polly_note}")
        elif peer == "polly-parallel":
            if compiler.polly_parallel:
                variants.append(
                    Variant(
                        "polly-parallel",
                        "native",
                        f"-O3 -march=native -mllvm -polly -mllvm -polly-parallel -fopenmp, "
                        f"{threads} threads",
                        native_flags=POLLY_PARALLEL_FLAGS,
                        threads=threads,
                    )
                )
            else:
                notes.append(f"Polly with OpenMP skipped: {compiler.parallel_note}")
        else:
            raise ValueError(f"unknown peer {peer!r}; peers are {', '.join(PEERS)}")
    return tuple(variants), tuple(notes)
