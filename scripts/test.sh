#!/usr/bin/env bash
# Set up (if needed) and run the test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check polyoff runtime tests scripts scripts/polybench scripts/bench_python scripts/fuzz_offload polybench/harness polybench/python
.venv/bin/python -m pytest -q "$@"
