#!/usr/bin/env bash
# Prepare, on a machine with network and a C compiler, everything the GPU run
# (scripts/gpu/run.sh on the device machine) needs and that machine lacks:
#
#   .whl/  wheels for CPython 3.12 on manylinux x86-64: islpy, pyopencl and the
#          pure-Python packages they and pycuda need; llvmlite 0.50 (LLVM 22)
#          as a stripped .tar.xz (its wheel alone is 57 MiB, over what travels
#          beside the rest); pycuda's source distribution.
#   .gpu/  LLVM IR of the test programs and the PolyBench kernels (MINI and
#          LARGE), native outputs of the test programs (scripts/gpu/precompile.py),
#          and a pycuda wheel prebuilt here for CPython 3.12 against this CUDA
#          (run.sh falls back to building the source distribution there).
#
# Both folders are git-ignored; the device call carries them. The script ends
# by checking that the working tree plus both folders stay under the device
# tool's 64 MiB limit.
#
#   scripts/gpu/prepare.sh [--no-prebuilt-pycuda] [--datasets MINI,LARGE]
#
# Environment: PYTHON (default .venv/bin/python: polyoff's environment, for pip
# and precompile.py), PYTHON312 (a CPython 3.12 for the prebuilt pycuda;
# default python3.12 on PATH or pyenv's), POLYOFF_GPU_PREP_CACHE (downloads and
# build trees; default ~/.cache/polyoff-gpu-prepare).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
whl=$repo/.whl
gpu=$repo/.gpu
cache=${POLYOFF_GPU_PREP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/polyoff-gpu-prepare}
python=${PYTHON:-$repo/.venv/bin/python}
limit=$((64 * 1024 * 1024))
prebuilt=1
datasets=MINI,LARGE

while [ $# -gt 0 ]; do
    case $1 in
        --no-prebuilt-pycuda) prebuilt=0 ;;
        --datasets) datasets=$2; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "prepare: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

# The versions polyoff's own environment runs with (.venv), and what they need.
BINARY_PINS=(islpy==2026.2.2 pyopencl==2026.1.4 siphash24==1.9 markupsafe==3.0.4)
PURE_PINS=(pytools==2026.1.1 platformdirs==4.14.7 typing_extensions==4.16.0 mako==1.4.3)
LLVMLITE=0.50.0
PYCUDA=2026.1
PLATFORMS=(--platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64
           --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64
           --platform manylinux1_x86_64)

log() { echo "prepare: $*"; }

mkdir -p "$whl" "$gpu" "$cache"

for path in .whl .gpu; do
    if ! git check-ignore -q "$path"; then
        echo "prepare: $path is not git-ignored; add /$path/ to .gitignore" >&2
        exit 1
    fi
done

# ------------------------------------------------------------------ wheels
log "downloading wheels for CPython 3.12 (manylinux x86-64) into .whl/"
"$python" -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
    --implementation cp "${PLATFORMS[@]}" -d "$whl" "${BINARY_PINS[@]}" "${PURE_PINS[@]}"

# One version per package: two stop `pip install .whl/*.whl`.
for pin in "${BINARY_PINS[@]}" "${PURE_PINS[@]}"; do
    name=${pin%%==*}
    version=${pin##*==}
    for file in "$whl"/*.whl; do
        base=$(basename "$file")
        dist=$(echo "${base%%-*}" | tr 'A-Z-' 'a-z_')
        if [ "$dist" = "$(echo "$name" | tr 'A-Z-' 'a-z_')" ] && [[ $base != *-"$version"-* ]]; then
            log "removing $base (not $version)"
            rm -f "$file"
        fi
    done
done

# ---------------------------------------------------------------- llvmlite
tarball=$whl/llvmlite-$LLVMLITE-cp312-manylinux-x86_64-stripped.tar.xz
"$python" -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
    --implementation cp "${PLATFORMS[@]}" -d "$cache/download" "llvmlite==$LLVMLITE"
wheel=$(ls "$cache"/download/llvmlite-"$LLVMLITE"-cp312-*.whl | head -n 1)
stamp=$(sha256sum "$wheel" | cut -c1-16)
if [ -f "$tarball" ] && [ "$(cat "$cache/llvmlite.stamp" 2>/dev/null)" = "$stamp" ]; then
    log "llvmlite $LLVMLITE: $(basename "$tarball") is up to date"
else
    log "llvmlite $LLVMLITE: stripping libllvmlite.so and packing it with xz (a few minutes)"
    tree=$cache/llvmlite-tree
    rm -rf "$tree"
    mkdir -p "$tree"
    "$python" -m zipfile -e "$wheel" "$tree"
    # Only the static symbol table goes; the dynamic symbols ctypes binds stay.
    strip --strip-unneeded "$tree/llvmlite/binding/libllvmlite.so"
    rm -f "$whl"/llvmlite-*.tar.xz
    tar -C "$tree" -cf - llvmlite "llvmlite-$LLVMLITE.dist-info" \
        | xz -9 -T2 >"$tarball.partial"
    mv "$tarball.partial" "$tarball"
    echo "$stamp" >"$cache/llvmlite.stamp"
    rm -rf "$tree"
fi

# ------------------------------------------------------------------ pycuda
log "pycuda $PYCUDA: source distribution"
rm -f "$whl"/pycuda-*.tar.gz
"$python" -m pip download -q --no-deps --no-binary=pycuda -d "$whl" "pycuda==$PYCUDA"
sdist=$whl/pycuda-$PYCUDA.tar.gz

if [ "$prebuilt" = 1 ]; then
    py312=${PYTHON312:-}
    if [ -z "$py312" ]; then
        if command -v python3.12 >/dev/null 2>&1 && python3.12 -c '' 2>/dev/null; then
            py312=$(command -v python3.12)
        elif command -v pyenv >/dev/null 2>&1 && pyenv prefix 3.12 >/dev/null 2>&1; then
            py312=$(pyenv prefix 3.12)/bin/python3.12
        fi
    fi
    if [ -z "$py312" ] || [ ! -x "$py312" ] || ! command -v nvcc >/dev/null 2>&1; then
        log "no CPython 3.12 or no nvcc here: no prebuilt pycuda (run.sh will build it there)"
    else
        venv=$cache/py312-build
        if ! "$venv/bin/python" -c 'import numpy, setuptools, wheel' 2>/dev/null; then
            rm -rf "$venv"
            "$py312" -m venv "$venv"
            "$venv/bin/python" -m pip install -q numpy setuptools wheel
        fi
        log "pycuda $PYCUDA: building a CPython 3.12 wheel against $(nvcc --version | grep -o "release [0-9.]*")"
        rm -rf "$gpu/pycuda"
        if scripts/gpu/build_pycuda.sh "$venv/bin/python" "$sdist" "$gpu/pycuda" \
            >"$cache/pycuda-build.log" 2>&1; then
            log "pycuda: $(ls "$gpu"/pycuda/*.whl)"
        else
            log "pycuda: the prebuilt wheel failed (see $cache/pycuda-build.log); run.sh will build it there"
            rm -rf "$gpu/pycuda"
        fi
    fi
fi

# ------------------------------------------------- IR and native outputs
log "precompiling the test programs and PolyBench ($datasets) to LLVM IR"
"$python" scripts/gpu/precompile.py --out "$gpu" --datasets "$datasets"

# -------------------------------------------------------------- the sizes
tree_bytes=$(git ls-files -z -co --exclude-standard | du -cb --files0-from=- 2>/dev/null | tail -n 1 | cut -f1)
whl_bytes=$(du -sb "$whl" | cut -f1)
gpu_bytes=$(du -sb "$gpu" | cut -f1)
total=$((tree_bytes + whl_bytes + gpu_bytes))
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
echo
echo "what travels to the device machine:"
echo "  working tree (tracked and untracked, not ignored)  $(mib "$tree_bytes")"
echo "  .whl                                               $(mib "$whl_bytes")"
ls -l "$whl" | awk 'NR > 1 { printf "      %-72s %8.1f MiB\n", $9, $5 / 1048576 }'
echo "  .gpu                                               $(mib "$gpu_bytes")"
echo "  total                                              $(mib "$total") of $(mib "$limit")"
if [ "$total" -gt "$limit" ]; then
    echo "prepare: over the device tool's 64 MiB limit" >&2
    exit 1
fi
