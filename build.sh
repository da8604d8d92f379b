#!/usr/bin/env bash
# Builds the standalone executables for this operating system with PyInstaller:
#   dist/fief/fief        one folder: start this file; the _internal folder must stay beside it
#   dist/fief-onefile     one file: copy it anywhere and start it
# Sets up .venv like play.sh and test.sh, adds the `build` extra (PyInstaller) once, then runs
# packaging/build.py. Extra arguments go to it: --mode onedir|onefile|all, --smoke N, --clean.
set -euo pipefail
cd "$(dirname "$0")"
source tools/venv.sh
stamp=".venv/.build-installed-$(sha1sum pyproject.toml | cut -c1-12)"
if [ ! -f "$stamp" ]; then
    echo "Installing the build tools (PyInstaller) ..."
    .venv/bin/python -m pip install --quiet -e ".[build]"
    rm -f .venv/.build-installed-*
    touch "$stamp"
fi
exec .venv/bin/python packaging/build.py "$@"
