"""Reading and writing the client's save files until engine.fief.record provides the real format.

A save is JSON: ``{"format": "fief-save", "version": 1, "table": {...}, "actions": [...]}``.
For now only the table (options and seats) is restored; when the engine's record module lands,
this module becomes a thin adaptor over it and keeps the same two functions.
"""
from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game import paths
from game.table import TableSetup

FORMAT, VERSION = "fief-save", 1
log = logging.getLogger(__name__)


class SaveError(Exception):
    """A save file that cannot be read (the message is shown to the player)."""


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    modified: datetime

    @property
    def title(self) -> str:
        return self.path.stem.replace("_", " ")


def list_saves() -> list[SaveInfo]:
    """Save files, newest first."""
    found = []
    for path in paths.saves_dir().glob("*.json"):
        try:
            found.append(SaveInfo(path, datetime.fromtimestamp(path.stat().st_mtime)))
        except OSError:
            continue
    return sorted(found, key=lambda s: s.modified, reverse=True)


def has_autosave() -> bool:
    try:
        return paths.autosave_path().is_file()
    except OSError:
        return False


def read_save(path: Path) -> TableSetup:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            raise SaveError("not a Fief save file")
        return TableSetup.from_dict(data["table"])
    except SaveError:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("cannot read save %s: %s", path, exc)
        raise SaveError(str(exc)) from exc


def write_save(table: TableSetup, path: Path | None = None) -> Path:
    path = path or paths.autosave_path()
    data = {"format": FORMAT, "version": VERSION, "table": table.to_dict(), "actions": []}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)
    return path


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: a crash while writing leaves the file
    as it was before."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
