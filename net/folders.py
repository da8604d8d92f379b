"""Where the program writes, for the LAN host and for the client alike (the client's
``game.shell.paths`` may build on it; net knows nothing of the client).

The folders come from platformdirs (``~/.local/share/fief1429`` on Linux, ``%APPDATA%`` on
Windows, ``~/Library`` on macOS); ``FIEF_HOME`` overrides them, which tests use to stay out of
the player's real folders. ``folder_problem`` says in one sentence why a folder cannot hold
saves, so a host refuses a bad ``--save-dir`` before anything starts instead of playing a game
that is never saved.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "fief1429"


def user_dir(kind: str) -> Path:
    """The per-user folder of ``kind`` ("data" or "config"), not created."""
    home = os.environ.get("FIEF_HOME")
    if home:
        return Path(home) / kind
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def lan_save_dir() -> Path:
    """LAN autosaves go to the per-user data folder, never the working directory (issue 8)."""
    return user_dir("data") / "lan"


def folder_problem(folder: Path) -> str | None:
    """Why saves cannot be written in ``folder`` (created if missing), or None: a file is
    really written and removed, since permissions alone do not tell of a read-only disk or
    a quota."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".probe-", delete=True) as probe:
            probe.write(b"probe")
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as exc:
        return f"the folder {folder} cannot hold saves ({exc.strerror or exc})"
    return None
