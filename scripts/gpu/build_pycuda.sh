#!/usr/bin/env bash
# Build a pycuda wheel from its source distribution against the CUDA toolkit
# found here (cuda_root.sh: $CUDA_ROOT, $CUDA_HOME, nvcc's, /usr/local/cuda).
#
#   scripts/gpu/build_pycuda.sh PYTHON SDIST OUTDIR
#
# PYTHON must have numpy, setuptools and wheel (the build runs without build
# isolation: there is no network on the GPU machine). pycuda links against
# libcuda.so, which only a machine with the NVIDIA driver has; the toolkit's
# stub is used where it exists, else a stub with the driver's soname
# (libcuda.so.1) is made, so the extension loads the real driver at run time.
# cuRAND and OpenGL support are left out (polyoff uses neither). pycuda's
# bundled Boost.Python subset is used. The wheel is written to OUTDIR; the
# build log goes to stdout.
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 PYTHON SDIST OUTDIR" >&2
    exit 2
fi
python=$1
sdist=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
outdir=$3
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

# shellcheck source=cuda_root.sh
. "$(dirname "$0")/cuda_root.sh"
if ! cuda_root=$(cuda_root); then
    echo "build_pycuda: no CUDA toolkit with include/cuda.h found (set CUDA_ROOT)" >&2
    exit 1
fi
include=$cuda_root/include
[ -f "$include/cuda.h" ] || include=$cuda_root/targets/x86_64-linux/include

work=$(mktemp -d "${TMPDIR:-/tmp}/pycuda-build.XXXXXX")
trap 'rm -rf "$work"' EXIT

libdir=""
for dir in "$cuda_root/lib64/stubs" "$cuda_root/lib/stubs" "$cuda_root/targets/x86_64-linux/lib/stubs"; do
    if [ -f "$dir/libcuda.so" ]; then libdir=$dir; break; fi
done
if [ -z "$libdir" ]; then
    libdir=$work/lib
    mkdir -p "$libdir"
    echo 'void polyoff_libcuda_stub(void) {}' >"$work/stub.c"
    ${CC:-cc} -shared -fPIC -Wl,-soname,libcuda.so.1 -o "$libdir/libcuda.so" "$work/stub.c"
    echo "build_pycuda: linking against a stub libcuda.so (soname libcuda.so.1)"
fi

tar -xzf "$sdist" -C "$work"
src=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'pycuda-*' | head -n 1)
if [ -z "$src" ]; then
    echo "build_pycuda: $sdist holds no pycuda-* folder" >&2
    exit 1
fi
# aksetup reads siteconf.py (and waits ten seconds without one).
cat >"$src/siteconf.py" <<EOF
CUDA_ROOT = "$cuda_root"
CUDA_INC_DIR = ["$include"]
CUDADRV_LIB_DIR = ["$libdir"]
CUDADRV_LIBNAME = ["cuda"]
CUDA_ENABLE_CURAND = False
CUDA_ENABLE_GL = False
USE_SHIPPED_BOOST = True
CXXFLAGS = []
# Linkers that default to --as-needed drop a stub that defines none of the
# cu* symbols; the extension must still name libcuda.so.1. (LDFLAGS go to
# both extensions, hence the -L here too.)
LDFLAGS = ["-s", "-L$libdir", "-Wl,--no-as-needed", "-lcuda"]
EOF
echo "build_pycuda: CUDA_ROOT=$cuda_root include=$include libcuda from $libdir python=$("$python" -c 'import sys; print(sys.version.split()[0])')"
"$python" -m pip wheel --no-index --no-deps --no-build-isolation --no-cache-dir -w "$outdir" "$src"
wheel=$(ls "$outdir"/pycuda-*.whl | head -n 1)
ls -l "$wheel"
if command -v readelf >/dev/null 2>&1; then
    rm -rf "$work/check" && mkdir -p "$work/check"
    "$python" -m zipfile -e "$wheel" "$work/check"
    if ! readelf -d "$work"/check/pycuda/_driver*.so | grep -q 'NEEDED.*libcuda\.so\.1'; then
        echo "build_pycuda: the extension does not link libcuda.so.1" >&2
        exit 1
    fi
    echo "build_pycuda: _driver links $(readelf -d "$work"/check/pycuda/_driver*.so | grep -o 'libcuda[^]]*')"
fi
