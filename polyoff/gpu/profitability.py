"""When offloading a SCoP pays for itself.

The host code decides at run time, from the parameters, before it touches
the device (Polly's minimal-compute check, extended): it estimates the
statement instances of the SCoP from each domain's box, the launches from
each kernel's host-loop box, and the instances that would run in
single-thread kernels, and keeps the original code on the CPU when

* the parallel work is below ``min_work`` (allocation, copies and the first
  launch cost more than the loops save),
* the parallel work per launch is below ``min_work_per_launch`` (a time
  loop of small kernels pays the launch overhead every step), or
* more than ``max_sequential_share`` of the work would run in single-thread
  kernels.

Each outcome is a run-time event the report counts. With measured
placement on (the default) the thresholds the user did not set do not
branch: the host code passes their verdict, with its estimates, to the
runtime (``polyoff_rt_place``), whose cost model decides instead
(``polyoff_runtime.calibration``); the verdict counts only where the
runtime has no model (``POLYOFF_CALIBRATION=off``, ``POLYOFF_PLACEMENT=off``,
a device it cannot calibrate) and for runs of fewer instances than
``codegen.host.ASK_MIN``, which are not asked about (the question is a call
into the runtime's Python). ``--min-compute`` and ``--min-work-per-launch``
given explicitly still branch before the runtime is asked. The defaults depend on
the kind of device: measured at PolyBench LARGE on the CPU OpenCL runtimes
here, a launch costs 20 to 60 µs, the time of 50,000 to 100,000 simple
statement instances on one core; GPUs launch in a few µs and run wide, but
a single-thread kernel there is far slower than the CPU.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Profitability:
    """Run-time thresholds for offloading one SCoP (0 / 1.0: no check)."""

    min_work: int = 0
    min_work_per_launch: int = 0
    max_sequential_share: float = 1.0
    #: ask the runtime (cost model, measured placement), these thresholds
    #: being its fallback; only ``required``'s branch before
    model: bool = False
    #: with ``model``: the thresholds the user set (they still apply)
    required: Profitability | None = None

    @property
    def checks(self) -> bool:
        return self.min_work > 0 or self.min_work_per_launch > 0 or self.max_sequential_share < 1.0

    def describe(self) -> str:
        if self.model:
            required = self.required.describe_thresholds() if self.required and self.required.checks else None
            return ("with POLYOFF_CALIBRATION=on, the runtime's cost model (launch, copy and per-instance "
                    "costs calibrated once per device) predicts where each run is faster, until measured "
                    "times say"
                    + (f"; offloaded only {required}" if required else "")
                    + f"; by default (no model), {self.describe_thresholds()}")
        return self.describe_thresholds()

    def describe_thresholds(self) -> str:
        if not self.checks:
            return "every offloadable SCoP runs on the device (no profitability check)"
        parts = []
        if self.min_work:
            parts.append(f"at least {self.min_work:,} parallel statement instances")
        if self.min_work_per_launch:
            parts.append(f"at least {self.min_work_per_launch:,} per kernel launch")
        if self.max_sequential_share < 1.0:
            parts.append(f"at most {self.max_sequential_share:.0%} of the instances in single-thread kernels")
        return "on the device when it runs " + ", ".join(parts) + " (estimated at run time)"


#: no check at all (``--always-offload``)
ALWAYS = Profitability()

#: CPU OpenCL devices: launches cost tens of µs, parallelism is a few cores
CPU_DEFAULTS = Profitability(min_work=1_000_000, min_work_per_launch=100_000, max_sequential_share=0.5)

#: GPUs: launches cost a few µs; single-thread kernels are slow
GPU_DEFAULTS = Profitability(min_work=200_000, min_work_per_launch=10_000, max_sequential_share=0.1)


def profitability_for(options, device_type: str | None) -> Profitability:
    """The thresholds for ``options`` on a device of ``device_type``
    (``"cpu"``, ``"gpu"``, ...): the device's defaults, with the options'
    explicit values (``min_compute``, ``min_work_per_launch``) in their place;
    with ``measured_placement``, the runtime's fallback where it has no
    cost model, the explicit values alone applying before it is asked."""
    if options.always_offload:
        return ALWAYS
    base = CPU_DEFAULTS if device_type == "cpu" else GPU_DEFAULTS
    thresholds = Profitability(
        min_work=base.min_work if options.min_compute is None else options.min_compute,
        min_work_per_launch=(base.min_work_per_launch if options.min_work_per_launch is None
                             else options.min_work_per_launch),
        max_sequential_share=base.max_sequential_share,
    )
    if not options.measured_placement:
        return thresholds
    required = Profitability(min_work=options.min_compute or 0,
                             min_work_per_launch=options.min_work_per_launch or 0)
    return replace(thresholds, model=True, required=required)
