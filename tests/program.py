"""``python main.py ARGS`` run inside the test process, for the tests of what the program says
and does before it opens a window (--version, bad options, no display, a bad host option).

Starting a second interpreter would cost each such test a second import of pygame and the
game (about a second of CPU) and prove nothing more: main.py is executed as ``__main__`` from
its file, with ``sys.argv`` as the shell would give it, and what it exits with and prints is
returned. The tests that need a process of their own (the --smoke runs, a host that keeps
running) still start one.
"""
from __future__ import annotations

import logging
import runpy
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

MAIN_PY = Path(__file__).resolve().parent.parent / "main.py"


@dataclass(frozen=True)
class Ran:
    code: int | str | None   # what main.py passed to sys.exit
    out: str
    err: str


def run_main_py(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                *args: str) -> Ran:
    """main.py's exit code and output for ``args``. What it may change in the process is put
    back after the test: the environment variable it sets, and the root logger that
    ``python -m net``'s logging.basicConfig would give a handler."""
    monkeypatch.setattr(sys, "argv", [str(MAIN_PY), *args])
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    monkeypatch.setattr(logging.root, "handlers", list(logging.root.handlers))
    monkeypatch.setattr(logging.root, "level", logging.root.level)
    capsys.readouterr()
    with pytest.raises(SystemExit) as stopped:
        runpy.run_path(str(MAIN_PY), run_name="__main__")
    said = capsys.readouterr()
    return Ran(stopped.value.code, said.out, said.err)
