"""What a session measured: launches, kernel and copy times, SCoP events.

:class:`StatsCollector` is the mutable recorder a session and its backend
write into while the program runs; :meth:`StatsCollector.snapshot` freezes it
into a :class:`SessionStats` for the compiler's report (``to_dict()`` gives
the JSON form).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass, field

from . import abi

_EVENT_FIELDS = {
    abi.EVENT_OFFLOADED: "offloaded",
    abi.EVENT_CHECK_FAILED: "check_failed",
    abi.EVENT_TOO_SMALL: "too_small",
    abi.EVENT_DEVICE_FAILED: "device_failed",
    abi.EVENT_FEW_PER_LAUNCH: "few_per_launch",
    abi.EVENT_SEQUENTIAL: "sequential",
    abi.EVENT_HELD: "held",
}


@dataclass(frozen=True)
class KernelStats:
    """One kernel of the program: how often it ran and for how long in total."""

    index: int
    name: str
    launches: int
    seconds: float
    #: what the device says about the built kernel: work-group limit, local
    #: and private memory, preferred work-group multiple
    resources: dict = field(default_factory=dict)


@dataclass(frozen=True)
class ScopEvents:
    """How often each ``abi.EVENT_*`` was noted for SCoP number ``scop``."""

    scop: int
    offloaded: int = 0
    check_failed: int = 0
    too_small: int = 0
    device_failed: int = 0
    few_per_launch: int = 0
    sequential: int = 0
    held: int = 0
    other: int = 0


@dataclass(frozen=True)
class SessionStats:
    """A session's statistics.

    ``builds`` counts kernel-module builds (at most one per session).
    ``status`` is ``not started`` (init never called), ``ready``, ``disabled``
    (runtime ``none``) or ``failed: <reason>``. Copy figures count real
    transfers; zero-copy buffers count maps instead (``maps_in``/``maps_out``).
    Seconds are device time where the driver profiles, else wall-clock time.
    """

    device: str | None
    target: str | None
    zero_copy: str
    status: str
    builds: int
    compile_seconds: float
    kernels: tuple[KernelStats, ...]
    copies_in: int
    bytes_in: int
    seconds_in: float
    copies_out: int
    bytes_out: int
    seconds_out: float
    maps_in: int
    maps_out: int
    map_seconds: float
    buffers: int
    zero_copy_buffers: int
    scops: tuple[ScopEvents, ...]
    failures: int
    last_error: str
    #: the first failure's message: the cause, where later ones follow from it
    first_error: str = ""
    #: measured placement per SCoP and size bucket (``placement.Placement.summary``)
    placement: tuple[dict, ...] = ()
    #: the cost model's numbers and their source (``placement.Placement.model_summary``)
    calibration: dict | None = None

    @property
    def launches(self) -> int:
        return sum(k.launches for k in self.kernels)

    @property
    def kernel_seconds(self) -> float:
        return sum(k.seconds for k in self.kernels)

    def to_dict(self) -> dict:
        """JSON-able form (``kernels`` and ``scops`` as lists of dicts)."""
        data = asdict(self)
        data["launches"] = self.launches
        data["kernel_seconds"] = self.kernel_seconds
        return data


class StatsCollector:
    """The mutable counters behind :class:`SessionStats` (a backend Recorder)."""

    def __init__(self) -> None:
        self.builds = 0
        self.compile_seconds = 0.0
        self.launches: dict[int, int] = defaultdict(int)
        self.kernel_seconds: dict[int, float] = defaultdict(float)
        self.resources: dict[int, dict] = {}
        self.copies = {"in": 0, "out": 0}
        self.bytes = {"in": 0, "out": 0}
        self.copy_seconds = {"in": 0.0, "out": 0.0}
        self.maps = {"in": 0, "out": 0}
        self.map_seconds = 0.0
        self.buffers = 0
        self.zero_copy_buffers = 0
        self.events: dict[int, dict[str, int]] = {}
        self.failures = 0
        self.last_error = ""
        self.first_error = ""
        #: per kernel timed, the seconds of its first launch (None once a
        #: second launch was timed)
        self._first_launch: dict[int, float | None] = {}
        #: what the kernels' first launches took beyond their second: the
        #: whole first launch of a kernel launched once so far (a cost each
        #: process pays once per kernel: the placement takes it off a cold
        #: device run's time)
        self.first_launch_excess = 0.0

    # Recorder protocol
    def kernel_resources(self, kernel: int, resources: dict) -> None:
        self.resources[kernel] = dict(resources)

    def compiled(self, seconds: float) -> None:
        self.builds += 1
        self.compile_seconds += seconds

    def kernel_ran(self, kernel: int, seconds: float) -> None:
        self.kernel_seconds[kernel] += seconds
        if kernel not in self._first_launch:
            self._first_launch[kernel] = seconds
            self.first_launch_excess += seconds
        elif (first := self._first_launch[kernel]) is not None:
            # a second launch shorter than the first (a shrinking solver
            # step) leaves only the difference; a longer one, none
            self._first_launch[kernel] = None
            self.first_launch_excess -= min(seconds, first)

    def copied(self, direction: str, nbytes: int, seconds: float) -> None:
        self.copies[direction] += 1
        self.bytes[direction] += nbytes
        self.copy_seconds[direction] += seconds

    def mapped(self, direction: str, seconds: float) -> None:
        self.maps[direction] += 1
        self.map_seconds += seconds

    # Session-side counters
    def launched(self, kernel: int) -> None:
        self.launches[kernel] += 1

    def allocated(self, zero_copy: bool) -> None:
        self.buffers += 1
        self.zero_copy_buffers += int(zero_copy)

    def noted(self, scop: int, event: int, times: int = 1) -> None:
        counts = self.events.setdefault(scop, {})
        name = _EVENT_FIELDS.get(event, "other")
        counts[name] = counts.get(name, 0) + times

    def failed(self, message: str) -> None:
        self.failures += 1
        self.last_error = message
        self.first_error = self.first_error or message

    def snapshot(
        self,
        *,
        kernel_names: tuple[str, ...],
        device: str | None,
        target: str | None,
        zero_copy: str,
        status: str,
        placement: tuple[dict, ...] = (),
        calibration: dict | None = None,
    ) -> SessionStats:
        return SessionStats(
            device=device,
            target=target,
            zero_copy=zero_copy,
            status=status,
            builds=self.builds,
            compile_seconds=self.compile_seconds,
            kernels=tuple(
                KernelStats(i, name, self.launches.get(i, 0), self.kernel_seconds.get(i, 0.0),
                            self.resources.get(i, {}))
                for i, name in enumerate(kernel_names)
            ),
            copies_in=self.copies["in"],
            bytes_in=self.bytes["in"],
            seconds_in=self.copy_seconds["in"],
            copies_out=self.copies["out"],
            bytes_out=self.bytes["out"],
            seconds_out=self.copy_seconds["out"],
            maps_in=self.maps["in"],
            maps_out=self.maps["out"],
            map_seconds=self.map_seconds,
            buffers=self.buffers,
            zero_copy_buffers=self.zero_copy_buffers,
            scops=tuple(ScopEvents(scop, **self.events[scop]) for scop in sorted(self.events)),
            failures=self.failures,
            last_error=self.last_error,
            first_error=self.first_error,
            placement=placement,
            calibration=calibration,
        )
