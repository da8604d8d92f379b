"""The engine and the client type-check: ``python -m mypy engine`` and ``python -m mypy game``
(settings in pyproject.toml) report no error. Typed values cross the engine's boundaries
(frame data, decisions, views, events) and the client reads them; this keeps both honest as
the code changes. mypy keeps its cache in .mypy_cache, so a second run is quick."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("engine",)


def test_mypy_reports_no_error_in_the_engine():
    done = subprocess.run([sys.executable, "-m", "mypy", *CHECKED], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert "No module named mypy" not in done.stderr, \
        "mypy is one of the dev extras: ./test.sh installs it (pip install -e '.[dev]')"
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_reports_no_error_in_the_client():
    """game/ type-checks too (it reads the engine's typed events, decisions and views). mypy
    follows game's imports into net/, whose errors its own run reports: only game/'s lines
    count here."""
    done = subprocess.run([sys.executable, "-m", "mypy", "game"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert "No module named mypy" not in done.stderr, \
        "mypy is one of the dev extras: ./test.sh installs it (pip install -e '.[dev]')"
    errors = [line for line in done.stdout.splitlines()
              if line.startswith("game/") and ": error:" in line]
    assert not errors, "\n".join(errors)
    assert done.returncode == 0 or ": error:" in done.stdout, done.stdout + done.stderr  # no crash
