"""Where the game writes: settings, saves, logs.

The per-user folders are net.folders' (platformdirs: ``~/.local/share/fief1429`` and
``~/.config/fief1429`` on Linux, ``%APPDATA%`` on Windows, ``~/Library`` on macOS;
``FIEF_HOME`` overrides both, which tests use to stay out of the player's real folders).

The data folder (saves, the LAN's saves, logs) may be chosen by the player when the default
one cannot be written (a read-only home, a quota; issue 18, fault 3): the choice is kept in
``data_folder.txt`` in the config folder, beside the settings. A data folder that cannot hold
saves is said on the title screen (``data_problem``); meanwhile the game writes to one in the
temporary directory rather than refusing to start.
"""
from __future__ import annotations

import logging
import os
import tempfile
from pathlib import Path

from net.folders import APP_NAME, folder_problem, user_dir

log = logging.getLogger(__name__)
CHOICE = "data_folder.txt"


def _ensure(path: Path) -> Path:
    """Create the folder; if that fails or it is not writable, use one in the temporary
    directory. (A cheap check, made at every call; ``data_problem`` writes a real file.)"""
    try:
        path.mkdir(parents=True, exist_ok=True)
        if os.access(path, os.W_OK | os.X_OK):
            return path
        reason = "not writable"
    except OSError as exc:
        reason = exc.strerror or str(exc)
    fallback = Path(tempfile.gettempdir()) / APP_NAME / path.name
    log.warning("cannot write in %s (%s); using %s", path, reason, fallback)
    fallback.mkdir(parents=True, exist_ok=True)
    return fallback


def chosen_data_dir() -> Path | None:
    """The data folder the player chose, or None for the default one."""
    try:
        text = (user_dir("config") / CHOICE).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return Path(text) if text else None


def wanted_data_dir() -> Path:
    """The data folder the game means to use (chosen, or the default), not checked."""
    return chosen_data_dir() or user_dir("data")


def data_problem() -> str | None:
    """Why saves cannot be written in the wanted data folder (with its path), or None."""
    return folder_problem(wanted_data_dir() / "saves")


def choose_data_dir(folder: Path) -> str | None:
    """Keep ``folder`` as the data folder if saves can be written there; else say why."""
    folder = Path(folder).expanduser()
    problem = folder_problem(folder / "saves")
    if problem is not None:
        return problem
    choice = config_dir() / CHOICE
    tmp = choice.with_name(CHOICE + ".tmp")
    try:
        tmp.write_text(str(folder), encoding="utf-8")
        os.replace(tmp, choice)
    except OSError as exc:
        return f"the choice cannot be kept in {choice} ({exc.strerror or exc})"
    log.info("saves go to %s from now on", folder)
    return None


def data_dir() -> Path:
    return _ensure(wanted_data_dir())


def config_dir() -> Path:
    return _ensure(user_dir("config"))


def saves_dir() -> Path:
    return _ensure(data_dir() / "saves")


# The autosave of the versions before issue 36, one for every game of the collection: it
# still opens with Continue on the card of the game that wrote it (game.shell.saves).
OLD_AUTOSAVE = "autosave.json"


def autosave_path(game: str) -> Path:
    """The autosave of ``game`` (engine.collection's name): one per game of the collection,
    so that a new game of one does not overwrite the unfinished game of another (issue 36)."""
    return saves_dir() / f"autosave.{game}.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_path() -> Path:
    return _ensure(data_dir() / "logs") / "fief.log"
