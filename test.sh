#!/usr/bin/env bash
# Sets up the environment if needed, then runs the whole test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
source tools/venv.sh
# Two workers (pytest-xdist) on this 2-core machine; `./test.sh -n 0` runs in one process.
exec .venv/bin/python -m pytest -n auto "$@"
