"""The engine type-checks: ``python -m mypy engine`` (settings in pyproject.toml) reports no
error. Typed values cross its boundaries (frame data, decisions, views); this keeps them
honest as the code changes. mypy keeps its cache in .mypy_cache, so a second run is quick."""
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
