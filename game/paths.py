"""Where the game writes: settings, saves, logs.

The folders come from platformdirs (``~/.local/share/fief1429`` and ``~/.config/fief1429`` on
Linux, ``%APPDATA%`` on Windows, ``~/Library`` on macOS). ``FIEF_HOME`` overrides both, which
tests use to stay out of the player's real folders. When a folder cannot be created the game
falls back to one in the temporary directory rather than refusing to start.
"""
from __future__ import annotations

import logging
import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "fief1429"
log = logging.getLogger(__name__)


def _platform_dir(kind: str) -> Path:
    home = os.environ.get("FIEF_HOME")
    if home:
        return Path(home) / kind
    try:
        if kind == "config":
            return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    except Exception:  # platformdirs missing or broken: a plain folder in the home directory
        return Path.home() / f".{APP_NAME}" / kind


def _ensure(path: Path) -> Path:
    """Create the folder; if that fails, use one in the temporary directory instead."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        return path
    except OSError as exc:
        fallback = Path(tempfile.gettempdir()) / APP_NAME / path.name
        log.warning("cannot create %s (%s); using %s", path, exc, fallback)
        fallback.mkdir(parents=True, exist_ok=True)
        return fallback


def data_dir() -> Path:
    return _ensure(_platform_dir("data"))


def config_dir() -> Path:
    return _ensure(_platform_dir("config"))


def saves_dir() -> Path:
    return _ensure(data_dir() / "saves")


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_path() -> Path:
    return _ensure(data_dir() / "logs") / "fief.log"
