#!/usr/bin/env bash
# Sets up the environment if needed, then runs the whole test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
source tools/venv.sh
# One worker per core (pytest-xdist), an idle one taking tests from a busy one (worksteal:
# the long tests do not end the run on one worker); `./test.sh -n 0` runs in one process.
exec .venv/bin/python -m pytest -n auto --dist worksteal "$@"
