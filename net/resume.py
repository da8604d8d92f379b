"""Resuming a hosted game from its files (``autosave.py`` writes them): the save, the journal
lines past it, and the seats with their tokens.

Whatever the files hold, loading either gives the game or raises ``LoadError`` with one
sentence that names the file and says what is wrong with it; the files are never changed.
"""
from __future__ import annotations

import json
from pathlib import Path

from engine.actions import Action
from engine.events import Event
from engine.record import LoadError, Record

from .autosave import paths_for
from .seats import SeatTable

Loaded = tuple[Record, list[Event], SeatTable | None, str, str]


def read_text(path: Path, what: str) -> str:
    """A file's text, or a LoadError naming it (missing, unreadable, not UTF-8)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise LoadError(f"{path}: the {what} cannot be read ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise LoadError(f"{path}: this is not a {what} (it is not UTF-8 text)") from None


def load_game(save_path: str | Path) -> Loaded:
    """Load a hosted game: (record, every event so far, seats or None, game id, name).

    The save is checked by the record's loader; the journal lines past it are applied; the
    events are rebuilt by replaying, so clients can still ask for "events since N".
    """
    save_path = Path(save_path)
    try:
        record = Record.from_json(read_text(save_path, "save file"))
    except LoadError as exc:
        raise LoadError(f"{save_path}: {exc}") from None
    game = record.kind.name              # the save is <id>.<game>.json (autosave.paths_for)
    game_id = save_path.name.removesuffix(f".{game}.json").removesuffix(".json")
    _, journal_path, seats_path = paths_for(save_path.parent, game_id, game)
    actions = list(record.actions) + journal_tail(journal_path, len(record.actions))
    try:
        replayed, events = Record.replaying(record.kind, record.start, actions)
    except LoadError as exc:
        raise LoadError(f"{journal_path}: the journal of this game does not replay: "
                        f"{exc}") from None
    seats, name = None, game_id
    if seats_path.exists():
        try:
            seats, game_id, name = SeatTable.from_json(read_text(seats_path, "seats file"))
        except ValueError as exc:
            raise LoadError(f"{seats_path}: {exc}") from None
    return replayed, events, seats, game_id, name


def journal_tail(path: Path, start: int) -> list[tuple[int, Action]]:
    """Journal entries with index >= start, in order; stops at a torn last line."""
    if not path.exists():
        return []
    found: list[tuple[int, Action]] = []
    for line in read_text(path, "journal").splitlines():
        try:
            entry = json.loads(line)
            index, player, action = entry["n"], entry["player"], Action.from_dict(entry["action"])
        except (ValueError, KeyError, TypeError, RecursionError):
            break                       # a line cut by a crash: everything before it counts
        if index.__class__ is not int or player.__class__ is not int:
            break                       # a line no host writes: the journal ends before it
        if index >= start + len(found):
            if index != start + len(found):
                raise LoadError(f"{path}: the journal of this game has a gap")
            found.append((player, action))
    return found
