#!/usr/bin/env bash
# Set up (if needed) and run the test suite. Extra arguments go to pytest
# (`-n 0` runs it in one process).
#
# pytest-xdist runs it in one worker process per CPU core; tests that share
# an expensive session fixture, or one that reads what the tests before it
# left, carry an xdist_group mark and run in one worker (--dist loadgroup).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check polyoff runtime tests scripts scripts/polybench scripts/bench_python scripts/fuzz_offload polybench/harness polybench/python
.venv/bin/python -m pytest -q -n auto --dist loadgroup "$@"
