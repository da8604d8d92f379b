"""The engine and the LAN layer type-check: ``python -m mypy engine`` and ``python -m mypy net``
(settings in pyproject.toml) report no error. Typed values cross their boundaries (frame data,
decisions, views, the referee contract); this keeps them honest as the code changes. mypy
keeps its cache in .mypy_cache, so a second run is quick."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("package", ["engine", "net"])
def test_mypy_reports_no_error(package: str) -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", package], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert "No module named mypy" not in done.stderr, \
        "mypy is one of the dev extras: ./test.sh installs it (pip install -e '.[dev]')"
    assert done.returncode == 0, done.stdout + done.stderr
