#!/usr/bin/env bash
# Creates .venv beside this repository (once) and installs the project whenever pyproject.toml
# changed since the last install. Sourced by play.sh and build.sh (what playing needs:
# pygame-ce, pytmx, platformdirs) and by test.sh with FIEF_EXTRAS=dev (the test tools too:
# pytest, pytest-xdist, hypothesis, mypy). A player never waits for the test tools (issue 36).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
py="${PYTHON:-python3}"
extras="${FIEF_EXTRAS:-}"
if [ ! -x "$venv/bin/python" ]; then
    echo "Creating the virtual environment in $venv ..."
    "$py" -m venv "$venv"
fi
sha="$(sha1sum "$root/pyproject.toml" | cut -c1-12)"
stamp="$venv/.installed-$sha-${extras:-play}"
# The dev install holds what playing needs too (an older venv.sh wrote it without a suffix).
if [ ! -f "$stamp" ] && [ ! -f "$venv/.installed-$sha-dev" ] && [ ! -f "$venv/.installed-$sha" ]; then
    if [ -n "$extras" ]; then
        echo "Installing dependencies (pygame-ce, pytmx, platformdirs) and the test tools (pytest, pytest-xdist, pytest-timeout, hypothesis, mypy) ..."
    else
        echo "Installing what the game needs (pygame-ce, pytmx, platformdirs) ..."
    fi
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet -e "$root${extras:+[$extras]}"
    find "$venv" -maxdepth 1 -name '.installed-*' ! -name ".installed-$sha-*" -delete
    touch "$stamp"
fi
