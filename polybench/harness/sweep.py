"""The sweep: every kernel, dataset and variant built, run, checked and timed.

For one kernel and dataset the steps are: compile the C file to LLVM IR as
polyoff reads C; run the baseline ``runs`` times (the first run dumps every
result array); run each offloaded variant the same way with a JSON report
per run; build and run each native peer. The runs of a kernel's variants
take turns (baseline, each offloaded variant, each peer, then again), so a
drift of the machine's speed meets all of them. With ``warmup`` runs, each
variant first runs that many times untimed, in the same turns: measured
placement's verdicts (which side a loop nest runs on) settle in them, so
the timed runs show its steady state; their kernel times are kept apart
(``warmup_times_s``). Every run's kernel time is
the program's own ``kernel-time`` line; the dumps are compared with the
baseline's. Kernels run ``jobs`` at a time (each kernel's variants in
turns); timings taken with more than one job share the cores and are only
indicative.

Nothing a kernel does stops the sweep: a build failure, a crash, a timeout
or a wrong result is a row with that status.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import shutil
import signal
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from . import results as R
from .build import NativeCompiler, build_ir, build_native
from .compare import compare_outputs
from .dump import DumpError, parse_dump, parse_kernel_time
from .kernels import BuildForm, kernel_function, kernel_source
from .offload import summarize_run, summarize_static
from .process import ProcessResult, run_command, stop_all
from .progress import Progress
from .results import Row
from .variants import BASELINE, ResolvedConfig, Variant, offload_variants

log = logging.getLogger(__name__)

#: polyoff's own exit statuses (README): bad input, unreadable input, internal error.
_POLYOFF_COMPILE_FAILURES = {65: "bad input", 66: "input not readable", 70: "internal error"}


@dataclass(frozen=True)
class SweepSettings:
    """Everything a sweep needs; see ``scripts/polybench --help``."""

    kernels: tuple[str, ...]
    datasets: tuple[str, ...]
    out_dir: Path
    configs: tuple[ResolvedConfig, ...] = ()
    element_type: str = "double"
    static: bool = False
    zero_copy_compare: bool = False
    peers: tuple[Variant, ...] = ()
    native: NativeCompiler | None = None
    runs: int = 3
    #: untimed runs of every variant before its timed ones
    warmup: int = 0
    #: runs for a variant whose median kernel time is under SHORT_KERNEL_S
    #: after ``runs`` (never fewer than ``runs``)
    short_runs: int = 9
    jobs: int = 1
    timeout: float = 600.0
    tolerance: float = 1e-9
    source_dir: Path = Path(".")
    keep_work: bool = False

    def forms(self) -> tuple[BuildForm, ...]:
        return tuple(BuildForm(d, self.element_type, self.static) for d in self.datasets)

    def variants(self) -> tuple[tuple[Variant, ResolvedConfig | None], ...]:
        """Every variant with its resolved configuration (``None`` for
        baseline and peers), in table order."""
        out: list[tuple[Variant, ResolvedConfig | None]] = [(BASELINE, None)]
        for rc in self.configs:
            modes = rc.zero_copy_modes if self.zero_copy_compare and not rc.problem else ()
            out.extend((v, rc) for v in offload_variants(rc.config, modes))
        out.extend((p, None) for p in self.peers)
        return tuple(out)


@dataclass(frozen=True)
class SweepResult:
    rows: tuple[Row, ...]
    variants: tuple[Variant, ...]
    seconds: float
    notes: tuple[str, ...] = field(default=())


@dataclass
class _Outcome:
    """How a variant's runs went (mutable while its runs accumulate)."""

    status: str = R.OK
    message: str = ""
    kernel_times: list[float] = field(default_factory=list)
    #: the warm-up runs' kernel times, not in the medians
    warmup_times: list[float] = field(default_factory=list)
    walls: list[float] = field(default_factory=list)
    dump: dict | None = None
    reports: list[dict] = field(default_factory=list)
    build_s: float | None = None


def _signal_name(code: int) -> str:
    try:
        return signal.Signals(-code).name
    except ValueError:
        return f"signal {-code}"


#: a variant whose median kernel time is under this gets ``short_runs`` runs
SHORT_KERNEL_S = 0.02


@dataclass
class _Runs:
    """One variant's runs of one kernel: what to run, and how far it got."""

    variant: Variant
    command: list[str]
    env: dict[str, str]
    outcome: _Outcome
    #: where each run's JSON report goes (``<stem>-<run>.json``); None: no report
    report_stem: Path | None = None
    #: runs made, warm-up runs included
    done: int = 0

    def wants_more(self, s: SweepSettings) -> bool:
        """``runs`` runs, and up to ``short_runs`` while the median so far
        is under SHORT_KERNEL_S (a kernel of a few milliseconds varies by
        more than 5 % from run to run here, so three runs do not place it);
        none once one has failed."""
        if self.outcome.status != R.OK:
            return False
        times = self.outcome.kernel_times  # the timed runs', all of them ok so far
        return len(times) < s.runs or (len(times) < s.short_runs and R.median(times) < SHORT_KERNEL_S)


class _KernelRun:
    """One kernel at one dataset: its files, environment and variants."""

    def __init__(
        self, settings: SweepSettings, kernel: str, form: BuildForm, progress: Progress
    ) -> None:
        self.s = settings
        self.kernel = kernel
        self.form = form
        self.progress = progress
        self.work = settings.out_dir / "work" / form.tag / kernel
        self.source = kernel_source(kernel, settings.source_dir)
        self.function = kernel_function(kernel)
        env = dict(os.environ)
        env.pop("POLYBENCH_DUMP", None)
        env.pop("POLYOFF_DEVICE", None)
        env["POLYOFF_CACHE_DIR"] = str(settings.out_dir / "cache")
        self.env = env

    # -- running -----------------------------------------------------------

    def _run_once(self, runs: _Runs, warmup: bool = False) -> bool:
        """``runs``' next run (the first dumping the arrays; a ``warmup``
        run with no report, its time kept apart); False (its outcome's
        status set) when it failed."""
        variant, outcome = runs.variant, runs.outcome
        slug = variant.key.replace("/", "_").replace(":", "_")
        run_env = dict(runs.env)
        dump_path = None
        extra: list[str] = []
        if runs.done == 0:
            run_env["POLYBENCH_DUMP"] = "1"
            dump_path = self.work / "dumps" / f"{slug}.txt"
            dump_path.parent.mkdir(parents=True, exist_ok=True)
        report_path = None
        if runs.report_stem is not None and not warmup:
            stem = runs.report_stem
            report_path = stem.with_name(f"{stem.name}-{runs.done}.json")
            report_path.parent.mkdir(parents=True, exist_ok=True)
            report_path.unlink(missing_ok=True)
            extra = ["--report=json", f"--report-file={report_path}"]
        command = runs.command
        full = [*command[:-1], *extra, command[-1]] if extra else command
        res = run_command(full, timeout=self.s.timeout, env=run_env, stdout_path=dump_path)
        runs.done += 1
        return self._take(variant, res, outcome, dump_path, report_path, warmup)

    def _take(
        self,
        variant: Variant,
        res: ProcessResult,
        outcome: _Outcome,
        dump_path: Path | None,
        report_path: Path | None,
        warmup: bool = False,
    ) -> bool:
        """Record one run; False (status set) when it failed."""
        what = "run" if variant.kind != "baseline" else "baseline run"
        if res.timed_out:
            outcome.status, outcome.message = R.TIMEOUT, res.failure(what)
            return False
        if res.start_error:
            outcome.status, outcome.message = R.RUN_ERROR, res.failure(what)
            return False
        if res.returncode != 0:
            assert res.returncode is not None
            if variant.kind != "native" and res.returncode in _POLYOFF_COMPILE_FAILURES:
                outcome.status = R.POLYOFF_ERROR
                outcome.message = res.failure(
                    f"polyoff: {_POLYOFF_COMPILE_FAILURES[res.returncode]}"
                )
            elif res.returncode < 0:
                outcome.status = R.RUN_ERROR
                outcome.message = f"{what}: killed by {_signal_name(res.returncode)}"
            else:
                outcome.status, outcome.message = R.RUN_ERROR, res.failure(what)
            return False
        seconds = parse_kernel_time(res.stderr)
        if seconds is None:
            outcome.status = R.RUN_ERROR
            outcome.message = f"{what}: no 'kernel-time:' line on stderr"
            return False
        if warmup:
            outcome.warmup_times.append(seconds)
        else:
            outcome.kernel_times.append(seconds)
            outcome.walls.append(res.seconds)
        if report_path is not None:
            try:
                outcome.reports.append(json.loads(report_path.read_text()))
            except (OSError, ValueError) as exc:
                outcome.status = R.RUN_ERROR
                outcome.message = f"{what}: no readable polyoff report ({exc})"
                return False
        if dump_path is not None:
            try:
                outcome.dump = parse_dump(dump_path.read_text(errors="replace"))
            except (OSError, DumpError) as exc:
                outcome.status = R.RUN_ERROR
                outcome.message = f"{what}: malformed array dump: {exc}"
                return False
            finally:
                if not self.s.keep_work:
                    dump_path.unlink(missing_ok=True)
        return True

    def _polyoff(self, variant: Variant, ir: Path) -> _Runs:
        command = [sys.executable, "-m", "polyoff", *variant.polyoff_flags(), str(ir)]
        stem = None
        if variant.kind == "offload":
            stem = self.work / "reports" / variant.key.replace("/", "_").replace(":", "_")
        return _Runs(variant, command, self.env, _Outcome(), stem)

    def _native(self, variant: Variant) -> _Runs:
        """The peer built, ready to run (its outcome failed where the build did)."""
        outcome = _Outcome()
        assert self.s.native is not None
        exe = self.work / "bin" / variant.key
        built = build_native(
            self.s.native, self.source, exe, self.form, variant.native_flags, timeout=self.s.timeout
        )
        outcome.build_s = built.seconds
        if not built.ok:
            outcome.status = R.TIMEOUT if built.timed_out else R.BUILD_ERROR
            outcome.message = built.failure(f"building with {variant.title}")
        env = dict(self.env)
        if variant.threads is not None:
            env["OMP_NUM_THREADS"] = str(variant.threads)
        return _Runs(variant, [str(exe)], env, outcome)

    def _run_rounds(self, pending: list[_Runs]) -> None:
        """Every variant's runs, one run of each in turn (the order of
        ``pending``) until each has the runs it wants, so that a drift of
        the machine's speed while a kernel is measured (other tenants,
        clocks) falls on all its variants alike rather than on whichever
        ran its runs then. The warm-up runs come first, in the same turns."""
        for _ in range(self.s.warmup):
            for runs in list(pending):
                if not self._run_once(runs, warmup=True):
                    pending.remove(runs)
                    self._variant_done(runs.variant, runs.outcome)
        while pending:
            for runs in list(pending):
                if not runs.wants_more(self.s) or not self._run_once(runs):
                    pending.remove(runs)
                    self._variant_done(runs.variant, runs.outcome)

    def _variant_done(self, variant: Variant, outcome: _Outcome) -> None:
        self.progress.step(f"{self.kernel}/{self.form.dataset}: {variant.key} {outcome.status}")

    # -- rows ----------------------------------------------------------------

    def _row(
        self, variant: Variant, outcome: _Outcome, reference: dict | None, rc: ResolvedConfig | None
    ) -> Row:
        base = dict(
            kernel=self.kernel,
            dataset=self.form.dataset,
            element_type=self.form.element_type,
            form="static" if self.form.static else "parametric",
            variant=variant.key,
            kind=variant.kind,
            status=outcome.status,
            message=outcome.message,
            runs=len(outcome.kernel_times),
            kernel_time_s=R.median(outcome.kernel_times),
            kernel_times_s=tuple(outcome.kernel_times),
            warmup_times_s=tuple(outcome.warmup_times),
            wall_s=R.median(outcome.walls),
            build_s=outcome.build_s,
        )
        if variant.kind == "offload" and rc is not None:
            base.update(device=rc.device, target=rc.target, zero_copy=variant.zero_copy)
        if outcome.reports:
            static = summarize_static(outcome.reports[0], self.function)
            runs = [summarize_run(r, static.kernels) for r in outcome.reports]
            launched = any(r.launches for r in runs)
            # The runtime's transfer figures cover the whole program; shown
            # only when the kernel function itself ran on the device.
            transfer = R.median(r.transfer_s for r in runs) if launched else None
            all_kernels = R.median(r.all_kernels_s for r in runs) if launched else None
            busy = (transfer or 0.0) + (all_kernels or 0.0)
            base.update(
                device=static.device or base.get("device"),
                target=(static.target or "").replace("_", "-") or None,
                offloaded=static.offloaded,
                scops=static.scops,
                scops_offloaded=static.scops_offloaded,
                kernels=len(static.kernels),
                launches=runs[0].launches,
                why_not="; ".join(static.why_not),
                polyoff_compile_s=static.polyoff_compile_s,
                device_compile_s=runs[0].device_compile_s,
                device_kernel_s=R.median(r.kernel_s for r in runs) if launched else None,
                all_kernels_s=all_kernels,
                transfer_s=transfer,
                bytes_in=runs[0].bytes_in if launched else None,
                bytes_out=runs[0].bytes_out if launched else None,
                zero_copy_buffers=runs[0].zero_copy_buffers,
                transfer_fraction=(transfer or 0.0) / busy if busy > 0 else None,
            )
        if outcome.status == R.OK and outcome.dump is not None:
            if variant.kind == "baseline":
                base.update(exact=True, max_rel_error=0.0)
            elif reference is None:
                base.update(status=R.UNCHECKED, message="the baseline failed; results not checked")
            elif outcome.dump is reference:
                base.update(exact=True, max_rel_error=0.0)
            else:
                cmp = compare_outputs(outcome.dump, reference)
                base.update(
                    exact=cmp.exact, max_rel_error=cmp.max_rel_error, worst_array=cmp.worst_array
                )
                if not cmp.passed(self.s.tolerance):
                    base.update(
                        status=R.WRONG,
                        message=cmp.describe() + f" (tolerance {self.s.tolerance:g})",
                    )
        return Row(**base)

    @staticmethod
    def _reference(
        outcomes: list[tuple[Variant, ResolvedConfig | None, _Outcome]],
    ) -> tuple[dict | None, str]:
        """The arrays to check against: the baseline's, else (when it failed)
        the first native peer's, with a note saying so."""
        for variant, _, outcome in outcomes:
            if variant.kind == "baseline" and outcome.status == R.OK and outcome.dump is not None:
                return outcome.dump, ""
        for variant, _, outcome in outcomes:
            if variant.kind == "native" and outcome.status == R.OK and outcome.dump is not None:
                return outcome.dump, f"(checked against {variant.key}: the baseline failed)"
        return None, ""

    def run(self) -> list[Row]:
        variants = self.s.variants()
        rows: list[Row] = []
        ir = self.work / f"{self.kernel}.ll"
        built = build_ir(self.source, ir, self.form, timeout=self.s.timeout)
        if not built.ok:
            failed = _Outcome(
                status=R.TIMEOUT if built.timed_out else R.BUILD_ERROR,
                message=built.failure("C to LLVM IR"),
                build_s=built.seconds,
            )
            for variant, rc in variants:
                rows.append(self._row(variant, failed, None, rc))
                self.progress.step(f"{self.kernel}: {variant.key}")
            return rows
        outcomes: list[tuple[Variant, ResolvedConfig | None, _Outcome]] = []
        pending: list[_Runs] = []
        for variant, rc in variants:
            if rc is not None and rc.problem:
                outcome = _Outcome(status=R.SKIPPED, message=rc.problem)
                self._variant_done(variant, outcome)
            else:
                runs = (
                    self._native(variant)
                    if variant.kind == "native"
                    else self._polyoff(variant, ir)
                )
                outcome = runs.outcome
                pending.append(runs)
            if variant.kind == "baseline":
                outcome.build_s = built.seconds
            outcomes.append((variant, rc, outcome))
        self._run_rounds(pending)
        reference, reference_note = self._reference(outcomes)
        baseline_row = None
        for variant, rc, outcome in outcomes:
            row = self._row(variant, outcome, reference, rc)
            if reference_note and variant.kind != "baseline" and row.status in (R.OK, R.WRONG):
                row = dataclasses.replace(
                    row, message=" ".join(filter(None, (row.message, reference_note)))
                )
            if variant.kind == "baseline":
                baseline_row = row if row.kernel_time_s is not None else None
            rows.append(row.with_speedups(baseline_row))
        return rows


def _safe_kernel_run(
    settings: SweepSettings, kernel: str, form: BuildForm, progress: Progress
) -> list[Row]:
    try:
        rows = _KernelRun(settings, kernel, form, progress).run()
    except Exception as exc:  # a harness bug must cost one kernel, not the sweep
        log.exception("sweep of %s at %s failed", kernel, form.dataset)
        rows = [
            Row(
                kernel=kernel,
                dataset=form.dataset,
                element_type=form.element_type,
                form="static" if form.static else "parametric",
                variant=v.key,
                kind=v.kind,
                status=R.RUN_ERROR,
                message=f"harness error: {type(exc).__name__}: {exc}",
            )
            for v, _ in settings.variants()
        ]
    bad = [r for r in rows if not r.passed and r.status != R.SKIPPED]
    summary = "ok" if not bad else ", ".join(f"{r.variant} {r.status}" for r in bad)
    progress.kernel_done(f"{kernel}/{form.dataset}: {summary}")
    return rows


def run_sweep(
    settings: SweepSettings,
    *,
    progress_stream=None,
    on_rows: Callable[[list[Row]], None] | None = None,
) -> SweepResult:
    """Run the sweep; ``on_rows`` sees each kernel's rows as they finish."""
    start = time.monotonic()
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    # A private compilation cache: the first offloaded run of each kernel
    # compiles (and is timed doing so), later runs reuse it.
    shutil.rmtree(settings.out_dir / "cache", ignore_errors=True)
    tasks = [(k, f) for f in settings.forms() for k in settings.kernels]
    variants = settings.variants()
    progress = Progress(len(tasks) * len(variants), progress_stream)
    rows: list[Row] = []
    pool = ThreadPoolExecutor(max_workers=max(1, settings.jobs))
    try:
        futures = [pool.submit(_safe_kernel_run, settings, k, f, progress) for k, f in tasks]
        for fut in futures:
            got = fut.result()
            rows.extend(got)
            if on_rows is not None:
                on_rows(got)
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        stop_all()
        raise
    finally:
        pool.shutdown(wait=True)
        progress.close()
        shutil.rmtree(settings.out_dir / "cache", ignore_errors=True)
        if not settings.keep_work:
            shutil.rmtree(settings.out_dir / "work", ignore_errors=True)
    return SweepResult(tuple(rows), tuple(v for v, _ in variants), time.monotonic() - start)
