"""The ``polyoff`` command: offload a program's affine loop nests and run it.

``polyoff [options] PROG... [-- ARGS...]`` reads each PROG (``.ll``, ``.bc``
or ``.c``, with the C compiler flags ``-I -D -U -include -std= -f...``), links them
into one program, compiles it for the selected device, loads the shared
libraries named by ``-l``/``-L``/``--load``, and JIT-runs its ``main`` with
ARGS. The program's stdout, stderr and exit status are its own; polyoff's
messages go to stderr only with ``-v`` or ``--report``. Exit codes of polyoff
itself are listed in `polyoff.errors` and README.md.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from polyoff.errors import EXIT_INTERNAL, OptionError, PolyoffError
from polyoff.options import Options
from polyoff.version import __version__

log = logging.getLogger("polyoff")


def _int_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(v) for v in text.replace("x", ",").split(",") if v.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected integers like 32,32, not {text!r}") from None
    if not values or any(v <= 0 for v in values):
        raise argparse.ArgumentTypeError(f"sizes must be positive integers, not {text!r}")
    return values


def make_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="polyoff",
        usage="polyoff [options] [C flags] PROG ... [-- ARGS ...]",
        description="Offload the affine loop nests of a program (LLVM IR or C) to a GPU or "
                    "OpenCL device, and run it.",
        epilog="Exit status: the program's own, or 2 (bad command line), 65 (bad input), "
               "66 (input not found), 70 (internal error), 71 (device failed after results "
               "were being written back).",
    )
    p.add_argument("programs", metavar="PROG", nargs="+",
                   help="the program: .ll, .bc and .c files, linked into one")
    c = p.add_argument_group("C and linking", "as a C compiler takes them; C flags apply to every .c input")
    c.add_argument("-I", dest="c_flags", action=_CFlag, metavar="DIR", help="add DIR to the include path")
    c.add_argument("-D", dest="c_flags", action=_CFlag, metavar="NAME[=VALUE]", help="define a macro")
    c.add_argument("-U", dest="c_flags", action=_CFlag, metavar="NAME", help="undefine a macro")
    c.add_argument("-include", dest="c_flags", action=_CFlag, metavar="FILE",
                   help="include FILE before the source")
    c.add_argument("-std", dest="c_flags", action=_CFlag, metavar="STD", help="language standard, e.g. -std=c99")
    c.add_argument("-f", dest="c_flags", action=_CFlag, metavar="FLAG",
                   help="a code generation flag, e.g. -fcommon, -ffp-contract=off, -fno-strict-aliasing")
    c.add_argument("-m", dest="c_flags", action=_CFlag, metavar="FLAG",
                   help="a processor flag, e.g. -march=native, -mavx2, -mno-fma: the code on the CPU is "
                        "built for that processor, and where it has FMA, a*b+c is fused on the CPU and in "
                        "the kernels, as in the native build with the same flag")
    c.add_argument("-O", dest="opt_level", metavar="LEVEL",
                   help="accepted and ignored: polyoff reads the front end's IR and optimises it itself")
    c.add_argument("-l", dest="libraries", action="append", default=[], metavar="LIB",
                   help="load the shared library libLIB.so for the program")
    c.add_argument("-L", dest="library_dirs", action="append", default=[], metavar="DIR",
                   help="look for -l libraries in DIR first")
    c.add_argument("--load", dest="load", action="append", default=[], metavar="FILE.so",
                   help="load this shared library for the program")
    p.add_argument("--gpu-runtime", choices=("opencl", "cuda", "none"), default="opencl",
                   help="device runtime; 'none' runs the program without offloading (default: opencl)")
    p.add_argument("--target", choices=("auto", "spirv", "opencl-c", "nvptx", "amdgpu"), default="auto",
                   help="kernel code: SPIR-V, OpenCL C, PTX or AMDGPU (default: what the device takes)")
    p.add_argument("--device", metavar="SPEC", default=None,
                   help="device: pocl, intel, nvidia, gpu, cpu, opencl:P:D, cuda:N or part of its name "
                        "(default: $POLYOFF_DEVICE, else the best one)")
    p.add_argument("--report", nargs="?", const="text", choices=("text", "json"), default=None,
                   help="print what was offloaded and why not, to stderr")
    p.add_argument("--report-file", metavar="FILE",
                   help="write the report to FILE instead of stderr (implies --report: json for *.json, else text)")
    p.add_argument("--emit-llvm", metavar="FILE", help="write the transformed host module")
    p.add_argument("--emit-kernels", metavar="DIR",
                   help="write every kernel for every target (.ptx, .spv, .amdgpu.o, .cl) to DIR")
    p.add_argument("--tile-sizes", type=_int_list, default=None, metavar="T[,T...]",
                   help="tile size per band member, outermost first (default 32)")
    p.add_argument("--block-sizes", type=_int_list, default=None, metavar="X[,Y[,Z]]",
                   help="threads per block on x, y, z (default 32,8,1)")
    p.add_argument("--sizes", default=None, metavar="DESC",
                   help="per-kernel sizes, PPCG style: '{ kernel[0] -> tile[16,16]; kernel[i] -> block[16,16] }'")
    p.add_argument("--zero-copy", choices=("auto", "on", "off"), default="auto",
                   help="use host memory in place on devices that share it (default: auto)")
    p.add_argument("--schedule", choices=("isl", "original"), default="isl",
                   help="isl's scheduler (PPCG settings) or the original loop order")
    defaults = Options()
    p.add_argument("--isl-max-operations", type=int, default=defaults.isl_max_operations, metavar="N",
                   help="isl's operation budget per SCoP; a SCoP over it stays on the CPU "
                        f"(reason compile-budget; 0: no limit; default {defaults.isl_max_operations:,})")
    p.add_argument("--scop-time-limit", type=float, default=defaults.scop_time_limit, metavar="SECONDS",
                   help="wall-clock compile budget per SCoP, checked between stages "
                        f"(0: no limit; default {defaults.scop_time_limit:g})")
    p.add_argument("--fast-math", action="store_true", help="allow FMA contraction, relaxed math and the devices' own math functions (exp, sin, ...) in kernels")
    p.add_argument("--shared-memory", choices=("auto", "on", "off"), default="auto",
                   help="shared-memory tiles (auto: on GPUs; on Intel's CPU runtime only where "
                        "work-items would gather; off on other CPU devices)")
    p.add_argument("--private-memory", choices=("auto", "on", "off"), default="auto",
                   help="register promotion (auto: on, except where registers must be volatile)")
    p.add_argument("--uniform-lanes", choices=("auto", "on", "off"), default="auto",
                   help="keep the x thread index out of loop bounds, for compilers that vectorise "
                        "work-items along x (auto: on Intel's CPU runtime)")
    p.add_argument("--x-strips", choices=("auto", "on", "off"), default="auto",
                   help="threads run their tile's points along x as their innermost loop where "
                        "loops run inside them, for compilers that vectorise loops rather than "
                        "work-items (auto: on pocl)")
    p.add_argument("--line-threads", choices=("auto", "on", "off"), default="auto",
                   help="one line per thread (blocks one wide on x), four lines at a time, for kernels "
                        "whose threads sweep or sum along rows while neighbouring work-items are a row "
                        "apart (auto: on CPU devices)")
    p.add_argument("--strip-vectors", choices=("auto", "on", "off"), default="auto",
                   help="a thread's x strip inside its own loop as OpenCL C vectors, the elements it "
                        "sums in vector registers (auto: on; applies to x strips in OpenCL C)")
    p.add_argument("--carried-registers", choices=("auto", "on", "off"), default="auto",
                   help="a value a thread's loop stores in one iteration and loads in the next "
                        "stays in a register (auto: on, except SPIR-V on Intel's CPU runtime, where the "
                        "register would have to be volatile)")
    p.add_argument("--time-tile", choices=("auto", "on", "off"), default="auto",
                   help="stencils (a time loop around nests parallel within a time step) as one launch "
                        "per wavefront of tiles spanning several time steps (auto: on Intel's CPU "
                        "runtime for stencils of 1 or 2 spatial dimensions)")
    p.add_argument("--index-set-splitting", choices=("auto", "on", "off"), default="auto",
                   help="schedule statements as pieces of their domains where that frees loops to run "
                        "in parallel (Floyd-Warshall's row and column k; auto: on)")
    p.add_argument("--time-tile-sizes", type=_int_list, default=None, metavar="T,S[,S...]",
                   help="time tiles: time steps, then points per spatial dimension, outermost first "
                        "(default by dimensions: 32,512 / 8,32,32 / 4,8,8,32; 16,128,128 for two on "
                        "Intel's CPU runtime)")
    p.add_argument("--no-shared-memory", action="store_true", help="same as --shared-memory=off")
    p.add_argument("--no-private-memory", action="store_true", help="same as --private-memory=off")
    p.add_argument("--min-compute", type=int, default=None, metavar="N",
                   help="offload a SCoP only when it runs at least N parallel statement instances "
                        "(given: always; the default, 1,000,000 on CPU devices and 200,000 on GPUs, only "
                        "where the runtime has no cost model (POLYOFF_CALIBRATION=on gives it one) or with "
                        "--no-measured-placement; 0: no minimum)")
    p.add_argument("--min-work-per-launch", type=int, default=None, metavar="N",
                   help="... and at least N per kernel launch (default: 100,000 on CPU devices, "
                        "10,000 on GPUs; 0: no minimum)")
    p.add_argument("--always-offload", action="store_true",
                   help="offload every SCoP that can be offloaded: no profitability check")
    p.add_argument("--no-measured-placement", action="store_true",
                   help="leave the choice between device and CPU to the thresholds: no cost model (opt-in: "
                        "POLYOFF_CALIBRATION=on) "
                        "(calibrated per device) and no measured times (per SCoP and size, kept in the "
                        "cache directory)")
    p.add_argument("--no-cache", action="store_true", help="do not read or write the compilation cache")
    p.add_argument("--no-run", action="store_true", help="compile (and emit/report) but do not run")
    p.add_argument("-v", "--verbose", action="store_true", help="say what each stage did")
    p.add_argument("--version", action="version", version=f"polyoff {__version__}")
    return p


class _CFlag(argparse.Action):
    """Collects ``-I DIR``, ``-DNAME``, ``-std=c99`` ... in order, spelled as
    the C compiler takes them."""

    def __call__(self, parser, namespace, values, option_string=None):
        flags = list(getattr(namespace, self.dest, None) or [])
        if option_string == "-include":
            flags += ["-include", values]
        elif option_string == "-std":
            flags.append(f"-std={values}")
        else:
            flags.append(f"{option_string}{values}")
        setattr(namespace, self.dest, flags)


#: what a file polyoff reads ends with; see split_inputs
INPUT_SUFFIXES = (".c", ".ll", ".bc")


def split_inputs(programs: list[str]) -> tuple[list[str], list[str]]:
    """The inputs among ``programs``, and the program arguments after them.

    Without ``--``, the first word after the first input that does not name
    an input (by its suffix) starts the program's arguments, as in
    ``polyoff prog.c 600``."""
    for i, word in enumerate(programs[1:], start=1):
        if not word.lower().endswith(INPUT_SUFFIXES):
            return programs[:i], programs[i:]
    return programs, []


def options_from_args(ns: argparse.Namespace) -> Options:
    defaults = Options()
    try:
        opts = Options(
            gpu_runtime=ns.gpu_runtime, target=ns.target, device=ns.device,
            tile_sizes=ns.tile_sizes or defaults.tile_sizes,
            block_sizes=ns.block_sizes or defaults.block_sizes,
            sizes=ns.sizes, zero_copy=ns.zero_copy, schedule=ns.schedule,
            isl_max_operations=ns.isl_max_operations, scop_time_limit=ns.scop_time_limit,
            fast_math=ns.fast_math,
            shared_memory="off" if ns.no_shared_memory else ns.shared_memory,
            private_memory="off" if ns.no_private_memory else ns.private_memory,
            uniform_lanes=ns.uniform_lanes,
            x_strips=ns.x_strips, line_threads=ns.line_threads, strip_vectors=ns.strip_vectors,
            carried_registers=ns.carried_registers,
            time_tile=ns.time_tile, index_set_splitting=ns.index_set_splitting, time_tile_sizes=ns.time_tile_sizes or (),
            min_compute=ns.min_compute, min_work_per_launch=ns.min_work_per_launch,
            always_offload=ns.always_offload, measured_placement=not ns.no_measured_placement,
            cache=not ns.no_cache, verbose=ns.verbose,
        )
    except ValueError as exc:
        raise OptionError(str(exc)) from exc
    if opts.sizes:
        from polyoff.gpu.sizes import parse_sizes

        parse_sizes(opts.sizes)
    return opts


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        # As a command, polyoff runs PROG as PROG: Ctrl-C (and a closed
        # pipe) end it as they end the native build, at once and with the
        # same wait status, wherever it is (compiled code, a driver call,
        # the compiler). Writes to the cache are atomic renames.
        from polyoff_runtime.interrupts import native_signals

        native_signals()
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = make_parser()
    # A bare --report would swallow PROG as its format: spell it out. Only
    # options before PROG are polyoff's.
    for i, a in enumerate(argv):
        if a == "--":
            break
        if a == "--report":
            argv[i] = "--report=text"
    # "polyoff PROG... -- ARGS": what follows "--" is the program's.
    args: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, args = argv[:cut], argv[cut + 1:]
    ns = parser.parse_intermixed_args(argv)
    ns.programs, extra = split_inputs(ns.programs)
    if ns.report_file and not ns.report:
        # --report-file alone asks for a report too, JSON for a .json file
        ns.report = "json" if ns.report_file.endswith(".json") else "text"
    args = [*extra, *args]
    logging.basicConfig(level=logging.INFO if ns.verbose else logging.WARNING,
                        format="polyoff: %(message)s", stream=sys.stderr)
    if not ns.verbose:
        # Library warnings stay quiet unless asked for (the program's stderr is its own).
        logging.getLogger("polyoff").setLevel(logging.ERROR)
        logging.getLogger("polyoff_runtime").setLevel(logging.ERROR)
    try:
        options = options_from_args(ns)
        return run(ns, options, args)
    except PolyoffError as exc:
        sys.stderr.write(f"polyoff: {exc}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug in polyoff: say so, without a bare traceback
        sys.stderr.write(f"polyoff: internal error: {type(exc).__name__}: {exc}\n")
        if ns.verbose:
            traceback.print_exc()
        else:
            sys.stderr.write("polyoff: run with -v for details; please report this as a bug\n")
        return EXIT_INTERNAL


def run(ns: argparse.Namespace, options: Options, args: list[str]) -> int:
    from polyoff.compiler import compile_file

    libraries = _libraries(ns)
    result = compile_file(ns.programs, options, c_flags=tuple(ns.c_flags or ()), run=not ns.no_run)
    if options.device and result.device is None and options.gpu_runtime != "none":
        # The user named a device that is not here: say so, even without -v.
        for note in result.report.get("notes", ()):
            if f"matching {options.device!r}" in note:
                sys.stderr.write(f"polyoff: warning: {note}\n")
    if ns.emit_llvm:
        _write(Path(ns.emit_llvm), result.program.host_ir.encode())
    if ns.emit_kernels:
        from polyoff.compiler import emit_all_kernels

        try:
            emit_all_kernels(result, Path(ns.emit_kernels), options)
        except OSError as exc:
            raise OptionError(f"cannot write kernels into {ns.emit_kernels}: {exc.strerror}") from exc
    if ns.report_file and not ns.report:
        ns.report = "json" if ns.report_file.endswith(".json") else "text"
    # Opened before the program runs: a path that cannot be written is an
    # error now, not after the program's work (and its exit status) is done.
    report_out = _open_report(ns.report_file) if ns.report else None

    parent = os.getpid()

    def finish(stats: dict | None) -> None:
        """Write the report (after the run, or when the program calls exit),
        in polyoff's own process, not in a child the program forked."""
        nonlocal report_out
        if report_out is None or os.getpid() != parent:
            return
        from polyoff import report as rep

        report = dict(result.report)
        report["run"] = stats
        out, report_out = report_out, None
        try:
            if ns.report == "json":
                rep.write_json(report, out)
            else:
                rep.write_text(report, out, verbose=ns.verbose)
        finally:
            if out is not sys.stderr:
                out.close()

    stats = None
    status = 0
    if not ns.no_run:
        _load_libraries(libraries)
        status, stats = _execute(result, options, [ns.programs[0], *args], finish)
    finish(stats)
    return status


def _open_report(path: str | None):
    if not path:
        return sys.stderr
    try:
        return open(path, "w")  # closed by finish()
    except OSError as exc:
        raise OptionError(f"cannot write {path}: {exc.strerror}") from exc


def _execute(result, options: Options, argv: list[str],
             finish: Callable[[dict | None], None]) -> tuple[int, dict | None]:
    """Run the program's main; ``finish`` writes the report, also when the
    program ends itself with exit()."""
    from polyoff_runtime import JitError, JitProgram, Session
    from polyoff_runtime.interrupts import native_fault_signals

    program = result.program
    try:
        if program.kernels is None or result.device is None:
            with JitProgram(program, None) as jit:
                return jit.run_main(argv, on_exit=lambda: finish(None)) & 0xFF, None
        with Session(program, device=result.device, zero_copy=options.zero_copy,
                     verbose=options.verbose, placement=_placement(program, result.device, options)) as session:
            # Open the device and build the kernels before the program starts,
            # so that its own timings measure its computation. A failure here
            # is remembered: the offloaded regions then run on the CPU.
            session.init()
            native_fault_signals()  # not the device runtime's crash handlers
            with JitProgram(program, session) as jit:
                def on_exit() -> None:
                    session.save_placement()
                    finish(session.stats().to_dict())

                status = jit.run_main(argv, on_exit=on_exit) & 0xFF
            return status, session.stats().to_dict()
    except JitError as exc:
        hint = " (a library it calls? name it with -l or --load)" if "not defined in it" in str(exc) else ""
        raise PolyoffError(f"cannot run the program: {exc}{hint}") from exc


def _placement(program, device, options: Options):
    """The measured placement for ``program`` on ``device``: verdicts kept
    in the cache directory's ``placement`` folder, the device's calibration
    in its ``calibration`` folder (with ``--no-cache``, for this run only);
    None where it is off (``--no-measured-placement``,
    ``POLYOFF_PLACEMENT=off``)."""
    from polyoff_runtime import placement

    if not options.measured_placement or not placement.enabled():
        return None
    from polyoff_runtime import calibration

    store = calibrations = None
    if options.cache:
        from polyoff.cache import cache_dir

        device_parts = (device.platform, device.name, device.driver_version, device.version)
        key = placement.program_key(program.host_ir, program.kernels.code if program.kernels else b"",
                                    device_parts)
        store = placement.VerdictStore(cache_dir(options.cache_dir) / "placement", key)
        calibrations = calibration.CalibrationStore(cache_dir(options.cache_dir) / "calibration",
                                                    calibration.device_key(device_parts))
    return placement.Placement(store, calibrations=calibrations)


def _libraries(ns: argparse.Namespace) -> list[str]:
    """The shared libraries to load: ``--load`` files, then ``-l`` names
    resolved through ``-L`` folders and the system's library path."""
    from polyoff.errors import InputNotFoundError
    from polyoff.ir.cc import find_shared_library

    found = []
    for path in ns.load:
        if not Path(path).is_file():
            raise InputNotFoundError(f"no such library: {path}")
        found.append(str(Path(path).resolve()))
    found += [find_shared_library(name, tuple(ns.library_dirs)) for name in ns.libraries]
    return found


def _load_libraries(libraries: list[str]) -> None:
    import llvmlite.binding as llvm

    # The JIT assembles module-level asm (``__asm__`` at file scope) with
    # the host's asm parser; without one LLVM ends the process.
    llvm.initialize_native_asmparser()
    for library in libraries:
        try:
            llvm.load_library_permanently(library)
        except RuntimeError as exc:
            raise PolyoffError(f"cannot load {library}: {str(exc).strip()}") from exc


def _write(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as exc:
        raise OptionError(f"cannot write {path}: {exc.strerror}") from exc


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
