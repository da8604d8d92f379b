"""The suite's own temporary directory, and a test that writes the game's folder in it failed
(issue B2).

A test must write only under its own folders (``tmp_path``, a ``FIEF_HOME`` in it). The game
writes to ``<temporary directory>/fief1429`` when its data folder cannot be written
(``game.shell.paths``): a test of that fallback that did not redirect the temporary directory
left an empty ``fief1429/data`` in the machine's, shared by every run (/tmp, /dev/shm).

So each run takes a temporary directory of its own (``TMPDIR``, inherited by the pytest-xdist
workers and by every program a test starts), each worker a folder of its own inside it, and
after every test the worker looks for ``fief1429`` there (one ``stat``): a test that left one
fails at its teardown, named, and the folder is removed so the next test is not blamed. The
run's folder is removed at its end. pytest's own ``tmp_path`` folders stay where they were
(the base is fixed before ``TMPDIR`` changes), with their usual retention of the last runs.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

LEFT = "fief1429"             # net.folders.APP_NAME: what game.shell.paths writes in it
RUN_KEY = pytest.StashKey[Path]()        # the run's folder (the controller's), removed at its end
OWN_KEY = pytest.StashKey[Path]()        # this process's folder, looked in after every test


def take(config: pytest.Config) -> None:
    """Point the temporary directory at one of this run's (the controller, or ``-n 0``'s
    single process) or of this worker's (inside the run's, inherited through ``TMPDIR``)."""
    worker = getattr(config, "workerinput", None)
    if worker is None:
        # pytest's base for tmp_path fixed in the machine's temporary directory first (the
        # workers are given theirs inside it)
        config._tmp_path_factory.getbasetemp()  # noqa: SLF001 (as pytest-xdist does)
        own = Path(tempfile.mkdtemp(prefix="fief-tests-"))
        config.stash[RUN_KEY] = own
    else:
        own = Path(tempfile.gettempdir()) / worker["workerid"]
        own.mkdir(exist_ok=True)
    os.environ["TMPDIR"] = str(own)
    tempfile.tempdir = str(own)
    config.stash[OWN_KEY] = own


def own(config: pytest.Config) -> Path | None:
    """This process's temporary directory of its own (None before ``take``)."""
    return config.stash.get(OWN_KEY, None)


def check(nodeid: str, temp: Path | None) -> None:
    """Fail the test that just ran if the game's folder appeared in ``temp``, the process's
    own temporary directory (never the machine's: the folder found is removed)."""
    if temp is None:
        return
    left = temp / LEFT
    if left.exists():
        shutil.rmtree(left, ignore_errors=True)
        raise AssertionError(f"{nodeid} wrote {left}, outside its own folders: the game's "
                             "fallback folder (game.shell.paths) belongs under its tmp_path "
                             "(monkeypatch tempfile.tempdir)")


def release(config: pytest.Config) -> None:
    """Remove the run's temporary directory (the controller's, after the workers ended)."""
    own = config.stash.get(RUN_KEY, None)
    if own is not None:
        shutil.rmtree(own, ignore_errors=True)
