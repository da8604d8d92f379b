"""Autosave of a hosted game: the engine's save file, a journal of actions, and the seats.

Files in the save directory, named by the game id:

- ``<id>.fief.json``: ``Record.to_json()``, the ordinary save file every Fief client can load.
- ``<id>.journal.jsonl``: one line per applied action, appended (and flushed) *before* the
  players are told about it. Writing a whole save takes 5-30 ms, too slow to do between an
  action and its broadcast; a journal line takes microseconds and loses nothing if the host
  dies. The full save is rewritten by a background thread as soon as the table is idle (and at
  most ``max_delay`` after an action when play never pauses); loading replays the journal
  lines past the save.
- ``<id>.seats.json``: seats with their tokens (``seats.SeatTable.to_json``), kept out of the
  Record so that a save handed to someone else carries no credentials.

Every file is replaced atomically (write a temporary file, then ``os.replace``), so a crash
leaves the previous version, never half a file.
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Callable, TextIO

from engine.actions import Action
from engine.events import Event
from engine.record import LoadError, Record

from .seats import SeatTable

log = logging.getLogger(__name__)


def write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def paths_for(directory: Path, game_id: str) -> tuple[Path, Path, Path]:
    """(save, journal, seats) paths of a game."""
    return (directory / f"{game_id}.fief.json", directory / f"{game_id}.journal.jsonl",
            directory / f"{game_id}.seats.json")


class Autosaver:
    """Keeps a game's files current. ``snapshot`` returns the Record's JSON without letting
    the game change meanwhile (the authority copies the record under its lock and serialises
    the copy outside it). The journal and the full save have separate locks, so appending a
    journal line never waits for a save being written to disk."""

    def __init__(self, directory: str | Path, game_id: str, snapshot: Callable[[], str],
                 idle: float = 0.05, max_delay: float = 2.0) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.save_path, self.journal_path, self.seats_path = paths_for(self.directory, game_id)
        self.snapshot = snapshot
        self.idle, self.max_delay = idle, max_delay
        self.dirty_since: float | None = None
        self.last_action = 0.0
        self.wake = threading.Event()
        self.stopping = False
        self.journal_lock = threading.Lock()
        self.save_lock = threading.Lock()
        self.journal: TextIO | None = None
        self.thread = threading.Thread(target=self.run, name="fief-autosave", daemon=True)

    def begin(self, record_json: str, seats_json: str, fresh: bool) -> None:
        """Write the starting files; a fresh game also empties an old journal of the same id."""
        with self.save_lock:
            write_atomic(self.save_path, record_json)
            write_atomic(self.seats_path, seats_json)
        with self.journal_lock:
            self.journal = open(self.journal_path, "w" if fresh else "a", encoding="utf-8")
        self.thread.start()

    def record_action(self, index: int, player: int, action: Action) -> None:
        """Journal one action (called under the authority's lock, before the broadcast)."""
        line = json.dumps({"n": index, "player": player, "action": action.to_dict()},
                          ensure_ascii=False, separators=(",", ":"))
        with self.journal_lock:
            if self.journal is not None:
                self.journal.write(line + "\n")
                self.journal.flush()
        now = time.monotonic()
        self.last_action = now
        if self.dirty_since is None:
            self.dirty_since = now
        self.wake.set()

    def save_seats(self, seats_json: str) -> None:
        with self.save_lock:
            write_atomic(self.seats_path, seats_json)

    def flush(self) -> Path:
        """Write the full save now (game over, host shutdown, a player's save request)."""
        with self.save_lock:
            self.dirty_since = None
            write_atomic(self.save_path, self.snapshot())
        return self.save_path

    def run(self) -> None:
        while not self.stopping:
            self.wake.wait()
            self.wake.clear()
            while self.dirty_since is not None and not self.stopping:
                now = time.monotonic()
                if now - self.last_action >= self.idle or now - self.dirty_since >= self.max_delay:
                    try:
                        self.flush()
                    except Exception:  # noqa: BLE001 - a full disk must not stop the game
                        log.exception("autosave to %s failed", self.save_path)
                    break
                time.sleep(self.idle / 2)

    def close(self) -> None:
        self.stopping = True
        self.wake.set()
        if self.dirty_since is not None:
            self.flush()
        with self.journal_lock:
            if self.journal is not None:
                self.journal.close()
                self.journal = None


def load_game(save_path: str | Path) -> tuple[Record, list[Event], SeatTable | None, str, str]:
    """Load a hosted game: (record, every event so far, seats or None, game id, name).

    The save is checked by ``Record.from_json``; the journal lines past it are applied; the
    events are rebuilt by replaying, so clients can still ask for "events since N".
    """
    save_path = Path(save_path)
    game_id = save_path.name.removesuffix(".fief.json").removesuffix(".json")
    _, journal_path, seats_path = paths_for(save_path.parent, game_id)
    record = Record.from_json(save_path.read_text(encoding="utf-8"))
    actions = list(record.actions) + journal_tail(journal_path, len(record.actions))
    try:
        replayed, events = Record.replaying(record.kind, record.start, actions)
    except LoadError as exc:
        raise LoadError(f"the journal of this game does not replay: {exc}") from exc
    seats, name = None, game_id
    if seats_path.exists():
        seats, game_id, name = SeatTable.from_json(seats_path.read_text(encoding="utf-8"))
    return replayed, events, seats, game_id, name


def journal_tail(path: Path, start: int) -> list[tuple[int, Action]]:
    """Journal entries with index >= start, in order; stops at a torn last line."""
    if not path.exists():
        return []
    found: list[tuple[int, Action]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
            index, player, action = entry["n"], entry["player"], Action.from_dict(entry["action"])
        except (ValueError, KeyError, TypeError):
            break                       # a line cut by a crash: everything before it counts
        if index >= start + len(found):
            if index != start + len(found):
                raise LoadError("the journal of this game has a gap")
            found.append((int(player), action))
    return found
