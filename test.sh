#!/usr/bin/env bash
# Sets up the environment if needed, then runs the whole test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
source tools/venv.sh
exec .venv/bin/python -m pytest "$@"
