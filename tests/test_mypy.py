"""The engine, the LAN layer and the client type-check: ``python -m mypy engine net game``
(settings in pyproject.toml) reports no error. Typed values cross every boundary (frame data,
decisions, views, events, the referee contract) and the hosts read them; this keeps them
honest as the code changes. mypy keeps its cache in .mypy_cache, so a second run is quick."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_reports_no_error() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "engine", "net", "game"], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert "No module named mypy" not in done.stderr, \
        "mypy is one of the dev extras: ./test.sh installs it (pip install -e '.[dev]')"
    assert done.returncode == 0, done.stdout + done.stderr
