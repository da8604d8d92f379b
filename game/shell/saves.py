"""Reading and writing the client's save files until engine.fief.record provides the real format.

A save is JSON: ``{"format": "fief-save", "version": 1, "table": {...}, "actions": [...]}``.
For now only the table (options and seats) is restored; when the engine's record module lands,
this module becomes a thin adaptor over it and keeps the same two functions.
"""
from __future__ import annotations

import json
import logging
from pathlib import Path

from engine.record import SAVE_FORMAT, LoadError, parse_save
from game.shell import paths
from net import autosave
from game.fief.table import TableSetup

FORMAT, VERSION = "fief-save", 1
log = logging.getLogger(__name__)


class SaveError(LoadError):
    """A save file that cannot be read (the message is shown to the player); a ``LoadError``,
    so that one handler says every unreadable file, whatever its format."""


def has_autosave() -> bool:
    try:
        return paths.autosave_path().is_file()
    except OSError:
        return False


def read_bytes(path: Path) -> bytes:
    """The file's bytes, never changed; a file that cannot be opened (permissions, a folder,
    a removed disk) is a ``SaveError`` with the system's reason."""
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        log.warning("cannot read save %s: %s", path, exc)
        raise SaveError(f"the file cannot be read ({exc.strerror or exc})") from exc


def read_save(path: Path) -> TableSetup:
    """The table of a setup save (issue 18, fault 6: whatever the bytes, a ``LoadError``
    in words a player understands, never Python's own)."""
    raw = read_bytes(path)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):     # not UTF-8, not JSON, too deep, too long a number
        parse_save(raw)                      # raises the LoadError that says what is wrong
        raise SaveError("this file is not a save file of this game") from None
    try:
        if data.get("format") not in (FORMAT, SAVE_FORMAT):   # a game's save holds its table
            raise SaveError("this file is not a save file of this game")
        return TableSetup.from_dict(data["table"])
    except SaveError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("cannot read save %s: %s", path, exc)
        raise SaveError(f"the save file is damaged ({exc})") from exc


def write_save(table: TableSetup, path: Path | None = None) -> Path:
    path = path or paths.autosave_path()
    data = {"format": FORMAT, "version": VERSION, "table": table.to_dict(), "actions": []}
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all, its folder made if needed: a crash or a
    full disk while writing leaves the file as it was before (the host's way: a temporary file
    synced to the disk, renamed over the old one, the folder synced; issue 18, fault 7)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_atomic(path, text)
