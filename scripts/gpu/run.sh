#!/usr/bin/env bash
# polyoff's GPU run, in one call on the device machine (NVIDIA H100/H200, no
# network, no C compiler), with .whl and .gpu made by scripts/gpu/prepare.sh
# carried:
#
#   bash scripts/gpu/run.sh [options]
#
# Steps (each one's failure is logged and the next still runs):
#   setup     install .whl into /tmp/site (pip --target), unpack llvmlite, install
#             the prebuilt pycuda or build it from its sdist against this CUDA
#   env       GPU, driver, CUDA, Python packages, OpenCL ICDs, polyoff's devices
#   tests     python -m pytest -m gpu (tests/e2e/test_gpu.py, tests/runtime/test_rt_cuda.py)
#   programs  every tests/programs program with --gpu-runtime=cuda against the
#             stored native outputs (scripts/gpu/check_programs.py)
#   timetiles the time-tiled stencils against the CPU, exactly (scripts/gpu/check_time_tiles.py):
#             on a GPU a missing barrier shows, on CPU OpenCL devices it does not
#   cublas    cuBLAS DGEMM at gemm's LARGE sizes through CuPy (scripts/gpu/cublas_gemm.py)
#   sweep     PolyBench at LARGE with --config cuda:nvptx (and the NVIDIA OpenCL
#             driver's nvidia:nvptx when it is there), time-boxed per kernel,
#             baseline = polyoff --gpu-runtime=none on this CPU (scripts/gpu/sweep.py)
# then a summary (scripts/gpu/summary.py). Everything is written under $OUT:
# run.log, summary.md and gpu-results.tar.gz (all logs, JUnit XML, tables,
# CSV, plots, reports, ptxas resources), re-packed after every step.
#
# Options:
#   --steps LIST      comma-separated subset of the steps above (setup is implied)
#   --kernels LIST    sweep these kernels, in this order (default: gemm, then quickest first)
#   --configs LIST    sweep configurations (default cuda:nvptx [+ nvidia:nvptx])
#   --dataset D       sweep dataset (default LARGE; MINI with --dry-run)
#   --runs N          runs per sweep variant (default 1)
#   --budget S        seconds the whole script may take (default 560)
#   --pycuda MODE     auto (prebuilt wheel if it imports, else build), prebuilt, build
#   --dry-run         for a machine without a GPU: install into a temporary folder,
#                     sweep gemm,atax at MINI unless told otherwise; GPU steps skip
#
# Environment: POLYOFF_GPU_PYTHON (default /opt/torch/.venv/bin/python3, else python3),
# OUT (default out/gpu-run, or out/gpu-dry-run with --dry-run).
set -uo pipefail

start=$(date +%s)
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo" || exit 1

steps=setup,env,tests,programs,timetiles,cublas,sweep
kernels=""
configs=""
dataset=""
runs=1
budget=560
pycuda_mode=auto
dry_run=0
while [ $# -gt 0 ]; do
    case $1 in
        --steps) steps=setup,$2; shift ;;
        --kernels) kernels=$2; shift ;;
        --configs) configs=$2; shift ;;
        --dataset) dataset=$2; shift ;;
        --runs) runs=$2; shift ;;
        --budget) budget=$2; shift ;;
        --pycuda) pycuda_mode=$2; shift ;;
        --dry-run) dry_run=1 ;;
        -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
case $pycuda_mode in auto|prebuilt|build) ;; *) echo "run.sh: --pycuda auto|prebuilt|build" >&2; exit 2 ;; esac

deadline=$((start + budget))
work=$(mktemp -d "${TMPDIR:-/tmp}/polyoff-gpu.XXXXXX")
results=$work/gpu-results
mkdir -p "$results"
if [ "$dry_run" = 1 ]; then
    site=$work/site
    out=${OUT:-$repo/out/gpu-dry-run}
    dataset=${dataset:-MINI}
    kernels=${kernels:-gemm,atax}
else
    site=/tmp/site
    out=${OUT:-$repo/out/gpu-run}
    dataset=${dataset:-LARGE}
fi
mkdir -p "$out"
exec > >(tee "$out/run.log") 2>&1
tee_pid=$!

if [ -n "${POLYOFF_GPU_PYTHON:-}" ]; then
    py=$POLYOFF_GPU_PYTHON
elif [ -x /opt/torch/.venv/bin/python3 ]; then
    py=/opt/torch/.venv/bin/python3
else
    py=$(command -v python3)
fi

say() { echo "run.sh [$(($(date +%s) - start))s] $*"; }
wanted() { case ",$steps," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
left() { echo $((deadline - $(date +%s))); }

pack() {
    # One tarball under $OUT (at most 8 files come back, 16 MiB each).
    tar -czf "$out/gpu-results.tar.gz.partial" -C "$work" gpu-results 2>/dev/null
    if [ "$(stat -c %s "$out/gpu-results.tar.gz.partial")" -gt $((15 * 1024 * 1024)) ]; then
        tar -czf "$out/gpu-results.tar.gz.partial" -C "$work" --exclude=gpu-results/sweep/reports \
            --exclude=gpu-results/sweep/kernels gpu-results 2>/dev/null
    fi
    mv "$out/gpu-results.tar.gz.partial" "$out/gpu-results.tar.gz"
}

# run_step NAME LIMIT COMMAND...: run COMMAND with a time limit, log, record, pack.
run_step() {
    local name=$1 limit=$2
    shift 2
    if ! wanted "$name"; then return; fi
    local remaining
    remaining=$(left)
    if [ "$remaining" -lt 15 ]; then
        say "step $name: skipped, ${remaining}s left"
        printf '%s\tskipped (no time)\t0\n' "$name" >>"$results/steps.tsv"
        return
    fi
    [ "$limit" -gt "$remaining" ] && limit=$remaining
    say "=== step $name (at most ${limit}s) ==="
    local t0=$SECONDS code
    timeout --kill-after=10 "$limit" "$@" 2>&1 | tee "$results/$name.log"
    code=${PIPESTATUS[0]}
    [ "$code" = 124 ] && say "step $name: stopped at its ${limit}s limit"
    say "step $name: exit status $code in $((SECONDS - t0))s"
    printf '%s\t%s\t%s\n' "$name" "$code" "$((SECONDS - t0))" >>"$results/steps.tsv"
    pack
}

# ------------------------------------------------------------------ setup
setup() {
    say "=== step setup (python $py, site $site) ==="
    local t0=$SECONDS
    if ! ls .whl/*.whl >/dev/null 2>&1; then
        say "setup: no .whl/*.whl: run scripts/gpu/prepare.sh and carry .whl and .gpu"
        return 1
    fi
    local stamp
    stamp=$(ls -l .whl .gpu/pycuda 2>/dev/null | md5sum | cut -c1-16)-$pycuda_mode
    if [ -f "$site/.polyoff-gpu-stamp" ] && [ "$(cat "$site/.polyoff-gpu-stamp")" = "$stamp" ]; then
        say "setup: $site is already installed from these files"
        return 0
    fi
    rm -rf "$site"
    mkdir -p "$site"
    "$py" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
        --target "$site" .whl/*.whl || return 1
    local tarball
    tarball=$(ls .whl/llvmlite-*.tar.xz 2>/dev/null | head -n 1)
    if [ -n "$tarball" ]; then
        "$py" - "$tarball" "$site" <<'EOF' || return 1
import sys, tarfile
with tarfile.open(sys.argv[1], "r:xz") as tar:
    if hasattr(tarfile, "data_filter"):
        tar.extractall(sys.argv[2], filter="data")
    else:
        tar.extractall(sys.argv[2])
EOF
    fi
    local have_pycuda=0 prebuilt
    prebuilt=$(ls .gpu/pycuda/pycuda-*.whl 2>/dev/null | head -n 1)
    if [ "$pycuda_mode" != build ] && [ -n "$prebuilt" ]; then
        "$py" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
            --target "$site" "$prebuilt" \
            && PYTHONPATH=$site "$py" -c 'import pycuda.driver' \
            && have_pycuda=1
        [ "$have_pycuda" = 1 ] && say "setup: prebuilt $(basename "$prebuilt") imports"
        [ "$have_pycuda" = 0 ] && say "setup: the prebuilt pycuda does not import here"
    fi
    if [ "$have_pycuda" = 0 ] && [ "$pycuda_mode" != prebuilt ]; then
        local sdist
        sdist=$(ls .whl/pycuda-*.tar.gz 2>/dev/null | head -n 1)
        if [ -z "$sdist" ]; then
            say "setup: no pycuda source distribution in .whl"
        else
            say "setup: building $(basename "$sdist") against this CUDA"
            rm -rf "$site"/pycuda "$site"/pycuda-*.dist-info
            timeout 420 bash scripts/gpu/build_pycuda.sh "$py" "$sdist" "$work/pycuda-wheel" \
                >"$results/pycuda-build.log" 2>&1 \
                && "$py" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir \
                    --upgrade --target "$site" "$work"/pycuda-wheel/pycuda-*.whl \
                && have_pycuda=1
            tail -n 3 "$results/pycuda-build.log"
            [ "$have_pycuda" = 0 ] && say "setup: building pycuda failed (pycuda-build.log)"
        fi
    fi
    echo "$stamp" >"$site/.polyoff-gpu-stamp"
    say "setup: done in $((SECONDS - t0))s"
}

# shellcheck source=cuda_root.sh
. scripts/gpu/cuda_root.sh
if cuda_root=$(cuda_root); then
    export PATH=$cuda_root/bin:$PATH CUDA_HOME=$cuda_root CUDA_ROOT=$cuda_root
else
    say "no CUDA toolkit found (no include/cuda.h): pycuda cannot be built, ptxas may be missing"
fi

t_setup=$SECONDS
setup
printf 'setup\t%s\t%s\n' "$?" "$((SECONDS - t_setup))" >>"$results/steps.tsv"
export PYTHONPATH=$site:$repo:$repo/runtime${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
export POLYOFF_CACHE_DIR=$work/polyoff-cache
export POLYOFF_GPU_DIR=$repo/.gpu

# NVIDIA's OpenCL driver: registered in /etc/OpenCL/vendors, or only its library present.
if ! grep -qis nvidia /etc/OpenCL/vendors/*.icd 2>/dev/null; then
    lib=$(ldconfig -p 2>/dev/null | awk '/libnvidia-opencl\.so\.1/ { print $NF; exit }')
    for dir in /usr/local/nvidia/lib64 /usr/lib/x86_64-linux-gnu /usr/lib64; do
        [ -z "$lib" ] && [ -e "$dir/libnvidia-opencl.so.1" ] && lib=$dir/libnvidia-opencl.so.1
    done
    if [ -n "$lib" ]; then
        mkdir -p "$work/icd"
        cp /etc/OpenCL/vendors/*.icd "$work/icd/" 2>/dev/null
        echo "$lib" >"$work/icd/nvidia.icd"
        export OCL_ICD_VENDORS=$work/icd
        say "OpenCL: NVIDIA's library $lib is not registered; OCL_ICD_VENDORS=$OCL_ICD_VENDORS"
    fi
fi
nvidia_opencl=$("$py" -c '
from polyoff_runtime import list_devices
print(int(any(d.is_nvidia and d.usable for d in list_devices("opencl"))))' 2>/dev/null || echo 0)
say "NVIDIA OpenCL platform usable: $nvidia_opencl"
pack

run_step env 60 bash -c "nvidia-smi >'$results/nvidia-smi.txt' 2>&1; '$py' scripts/gpu/environment.py --out '$results/env.json'"

pytest_opts=(-m gpu -q -rs -p no:cacheprovider --continue-on-collection-errors
             "--junitxml=$results/tests-junit.xml")
"$py" -c 'import xdist' 2>/dev/null && pytest_opts+=(-n 4)
"$py" -c 'import pytest_timeout' 2>/dev/null && pytest_opts+=(--timeout=300)
run_step tests 300 "$py" -m pytest "${pytest_opts[@]}"

run_step programs 180 "$py" scripts/gpu/check_programs.py --gpu-dir .gpu --out "$results/programs"

run_step timetiles 150 "$py" scripts/gpu/check_time_tiles.py --gpu-dir .gpu --out "$results/time-tiles"

run_step cublas 90 "$py" scripts/gpu/cublas_gemm.py --out "$results/cublas.json"

if [ -z "$configs" ]; then
    configs=cuda:nvptx
    [ "$nvidia_opencl" = 1 ] && configs=$configs,nvidia:nvptx
fi
sweep_opts=(--out "$results/sweep" --dataset "$dataset" --runs "$runs"
            --deadline "$((deadline - 25))" --gpu-dir .gpu)
for config in ${configs//,/ }; do sweep_opts+=(--config "$config"); done
[ -n "$kernels" ] && sweep_opts+=(--kernels "$kernels")
run_step sweep "$(( $(left) - 15 ))" "$py" scripts/gpu/sweep.py "${sweep_opts[@]}"

say "=== summary ==="
"$py" scripts/gpu/summary.py "$results" --out "$results/summary.md" \
    && cp "$results/summary.md" "$out/summary.md" && sed -n '1,/^## Environment/p' "$out/summary.md"
pack
say "done in $(($(date +%s) - start))s; $out: $(ls "$out" | tr '\n' ' ')"
# Let tee write the last lines of run.log before the command returns.
exec >&- 2>&-
wait "$tee_pid" 2>/dev/null
exit 0
