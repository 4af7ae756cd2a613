#!/usr/bin/env bash
# Set up (if needed) and run the test suite. Extra arguments go to pytest
# (`-n 0` runs it in one process). The 25 slowest tests are listed at the end.
#
# pytest-xdist runs it in one worker process per CPU core; the tests of a
# file that share an expensive session fixture, or read what the tests
# before them recorded, run in one worker (tests/conftest.py: ONE_WORKER).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check polyoff runtime tests scripts scripts/polybench scripts/bench_python scripts/fuzz_offload scripts/polybench_upstream polybench/harness polybench/python
.venv/bin/python -m pytest -q -n auto --dist loadgroup --durations=25 "$@"
