#!/usr/bin/env bash
# Sets up the environment if needed, then starts the game. Extra arguments go to main.py.
set -euo pipefail
cd "$(dirname "$0")"
source tools/venv.sh
exec .venv/bin/python main.py "$@"
