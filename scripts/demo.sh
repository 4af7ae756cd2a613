#!/usr/bin/env bash
# Set up (if needed) and offload the demo program end to end: its loop nests
# run as OpenCL kernels on the best CPU device; the report goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "demo: polyoff --report examples/demo.c -- 600"
.venv/bin/polyoff --report examples/demo.c -- 600
