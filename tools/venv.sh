#!/usr/bin/env bash
# Creates .venv beside this repository (once) and installs the project with its development
# extras whenever pyproject.toml changed since the last install. Sourced by play.sh and test.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
py="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
    echo "Creating the virtual environment in $venv ..."
    "$py" -m venv "$venv"
fi
stamp="$venv/.installed-$(sha1sum "$root/pyproject.toml" | cut -c1-12)"
if [ ! -f "$stamp" ]; then
    echo "Installing dependencies (pygame-ce, pytmx, platformdirs; pytest, pytest-xdist, pytest-timeout, hypothesis, mypy) ..."
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet -e "$root[dev]"
    rm -f "$venv"/.installed-*
    touch "$stamp"
fi
