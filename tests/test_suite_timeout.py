"""The suite cannot hang (issue 40): a test that never ends fails with the stacks of every
thread, under the time limit of pyproject.toml's pytest settings, and the run goes on."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HANGING = '''
import threading

def test_spins_forever():
    threading.Event().wait()          # a referee stuck in a loop, as far as pytest can tell

def test_after_it():
    assert True
'''


def test_a_hanging_test_fails_with_its_stack_and_the_run_goes_on(tmp_path: Path) -> None:
    """Half a second of limit: the hanging test waits it out doing nothing (wall time of a
    test worker), and the test after it needs a few milliseconds. The pytest started loads
    only the timeout plugin it is about (no xdist, no hypothesis: a third less to start)."""
    (tmp_path / "test_hangs.py").write_text(HANGING)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:hypothesispytest",
         "-p", "no:randomly", "-p", "no:cacheprovider",
         "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), "--timeout", "0.5",
         str(tmp_path / "test_hangs.py")],
        capture_output=True, text=True, timeout=100, cwd=tmp_path)
    assert run.returncode == 1, run.stdout[-3000:]
    assert "Timeout" in run.stdout and "test_spins_forever" in run.stdout
    assert "threading.Event().wait()" in run.stdout          # where it hung
    assert "1 failed, 1 passed" in run.stdout


def test_the_limit_is_set_for_every_test(request) -> None:
    """The bound comes from the project's settings, for every run (a forgotten setting or
    plugin would let a hang through again)."""
    assert request.config.pluginmanager.hasplugin("timeout")
    assert 30 <= float(request.config.getini("timeout")) <= 300
    assert request.config.getini("timeout_method") == "signal"
