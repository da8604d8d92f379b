"""A Fief table set up and not yet played, saved as the autosave when a game starts.

A save is JSON: ``{"format": "fief-save", "version": 1, "table": {...}, "actions": []}``:
only the table (options and seats); a game in progress is saved by the engine's record
(game/fief/local_table.py).
"""
from __future__ import annotations

import json
import logging
from pathlib import Path

from engine.record import SAVE_FORMAT, parse_save
from game.fief.table import TableSetup
from engine.fief.api import FIEF
from game.shell import paths
from game.shell.saves import SaveError, read_bytes, write_atomic

FORMAT, VERSION = "fief-save", 1
log = logging.getLogger(__name__)


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
    path = path or paths.autosave_path(FIEF.name)
    data = {"format": FORMAT, "version": VERSION, "table": table.to_dict(), "actions": []}
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path
