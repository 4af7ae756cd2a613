#!/usr/bin/env bash
# Set up polyoff on a fresh machine: a virtual environment in .venv with
# polyoff and its dependencies, and OpenCL CPU drivers.
#
# Drivers: Intel's CPU OpenCL runtime from pip (takes SPIR-V; Intel's licence)
# and pocl. The pip wheel of pocl (3.0, LLVM 14) cannot compile kernels on
# CPUs newer than LLVM 14 knows (it fails with "unknown target CPU
# 'generic'"), so on Debian/Ubuntu, as root, Debian's pocl package is
# installed as well; polyoff picks whichever pocl works.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ] \
   && ! dpkg -s pocl-opencl-icd >/dev/null 2>&1; then
    echo "setup: installing Debian's pocl (OpenCL on the CPU)"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pocl-opencl-icd >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
echo "setup: installing polyoff and its dependencies into .venv"
.venv/bin/python -m pip install -q -e ".[test,intel,bench]"
.venv/bin/python - <<'PY'
from polyoff_runtime import list_devices
usable = [d for d in list_devices() if d.usable]
print("setup: OpenCL devices:", ", ".join(d.describe() for d in usable) or "none")
PY
