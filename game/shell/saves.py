"""The client's save files, for every game: which autosave a game's Continue opens, a file's bytes read
(``SaveError`` in a player's words when it cannot be), a file written whole or not at all.

What a save holds is its game's: engine.record for a game in progress, game/fief/setup_save.py
for a Fief table set up and not yet played.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

from engine.record import LoadError
from game.shell import paths
from net import autosave

log = logging.getLogger(__name__)


class SaveError(LoadError):
    """A save file that cannot be read (the message is shown to the player); a ``LoadError``,
    so that one handler says every unreadable file, whatever its format."""


def continue_path(game: str, owns: Callable[[Path], bool]) -> Path | None:
    """The autosave the card of ``game`` continues: the game's own, or else the one autosave
    of the versions before issue 36 (``autosave.json``) when ``owns`` says that game wrote it;
    None when the game has no game to continue."""
    try:
        own = paths.autosave_path(game)
        if own.is_file():
            return own
        old = paths.saves_dir() / paths.OLD_AUTOSAVE
        return old if old.is_file() and owns(old) else None
    except OSError:
        return None


def read_bytes(path: Path) -> bytes:
    """The file's bytes, never changed; a file that cannot be opened (permissions, a folder,
    a removed disk) is a ``SaveError`` with the system's reason."""
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        log.warning("cannot read save %s: %s", path, exc)
        raise SaveError(f"the file cannot be read ({exc.strerror or exc})") from exc


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all, its folder made if needed: a crash or a
    full disk while writing leaves the file as it was before (the host's way: a temporary file
    synced to the disk, renamed over the old one, the folder synced; issue 18, fault 7)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_atomic(path, text)
