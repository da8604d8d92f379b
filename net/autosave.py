"""Autosave of a hosted game: the save file, a journal of actions, and the seats.

Files in the save directory, named by the game id:

- ``<id>.<game>.json``: the Record's save (``SaveText``: compact JSON), the ordinary save file
  every client can load, named after the game it holds (``lan-20261128-....middle-ages.json``).
- ``<id>.journal.jsonl``: one line per action, appended and fsynced *before* the action is
  applied (``SaveGuard``), so an action the players saw is always on disk. Writing a whole save
  takes milliseconds, too slow to do between an action and its broadcast; a journal line is
  one small append and one fsync (0.5 to 5 ms on the development machine's disks) and loses
  nothing if the host dies. The full save is rewritten by a background thread once the table
  has been idle for ``idle`` (half a second: a player thinking), or ``max_delay`` after an
  action when play never pauses (10 s: the thread's work competes with the network loop for
  the interpreter, and the journal already holds every move); loading replays the journal
  lines past the save.
- ``<id>.seats.json``: seats with their tokens (``seats.SeatTable.to_json``), kept out of the
  Record so that a save handed to someone else carries no credentials; readable by its owner
  only.

Every file is replaced atomically (a temporary file written and fsynced, renamed over the old
one, the folder fsynced), so a crash or a full disk leaves the previous version, never half a
file.
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from engine.actions import Action
from engine.record import LoadError, Record, parse_save

log = logging.getLogger(__name__)
PRIVATE, PUBLIC = 0o600, 0o644


def write_atomic(path: Path, text: str, mode: int = PUBLIC) -> None:
    """Replace ``path`` by ``text`` all at once: the old file stays whole if anything fails."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    try:
        os.fchmod(fd, mode)              # an older temporary file may have other permissions
        data = text.encode("utf-8")
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    os.close(fd)
    os.replace(tmp, path)
    sync_folder(path.parent)


def compact(value: object) -> str:
    """JSON with the C encoder: sorted keys, no spaces (``indent`` would make ``json`` fall
    back to its pure-Python encoder, five times slower)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


class SaveText:
    """A record's save text, made cheaply enough to be written while the table plays (issue
    18: a full save of 1,000 moves took 65 ms of the one interpreter the network loop also
    needs, and the players' round trips waited for it). The text is compact JSON, loadable
    like any save, and what never changes is serialised once: the start position, and each
    action once applied. A save then costs the current position, not the whole history.
    Thread-safe: the autosave thread and a player's save request may both write."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.start: tuple[object, str] | None = None      # the start position and its text
        self.actions: list[Action] = []                   # the actions serialised, in order
        self.texts: list[str] = []                        # ... and their texts

    def of(self, record: Record) -> str:
        """The save text of ``record``, which nobody else changes meanwhile (a copy)."""
        data = Record(record.kind, record.game, record.start, []).to_dict()
        with self.lock:
            fields = {key: compact(value) for key, value in data.items()
                      if key not in ("start", "actions")}
            fields["start"] = self.start_text(record.start)
            fields["actions"] = "[" + ",".join(self.action_texts(record.actions)) + "]"
        return "{" + ",".join(f"{json.dumps(key)}:{fields[key]}" for key in sorted(fields)) \
            + "}\n"

    def start_text(self, start: object) -> str:
        if self.start is None or self.start[0] is not start:
            self.start = (start, compact(start))
        return self.start[1]

    def action_texts(self, actions: list[tuple[int, Action]]) -> list[str]:
        """The texts of ``actions``, serialising only those not met before (a record
        replayed after a failure brings new objects: the texts from there on are made
        again)."""
        known = 0
        for (_, action), seen in zip(actions, self.actions):
            if action is not seen:
                break
            known += 1
        del self.actions[known:], self.texts[known:]
        for player, action in actions[known:]:
            self.actions.append(action)
            self.texts.append(compact({"action": action.to_dict(), "player": player}))
        return self.texts


def sync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); folders cannot be opened this way on Windows."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def missing_moves(path: Path, record: Record) -> int | None:
    """How many of ``record``'s moves the save file at ``path`` lacks when it is an earlier
    point of the same game (the file it was resumed from: its game, options and start the
    record's, its moves the first of the record's; the journal holds the others); None for
    any other file, or none."""
    try:
        data = parse_save(path.read_bytes())
    except (OSError, LoadError):
        return None
    saved = data["actions"]
    moves = [{"action": action.to_dict(), "player": seat} for seat, action in record.actions]
    same = (data["game"] == record.kind.name and data["options"] == dict(record.game.options)
            and data["start"] == record.start and saved == moves[:len(saved)])
    return len(moves) - len(saved) if same else None


def paths_for(directory: Path, game_id: str, game: str) -> tuple[Path, Path, Path]:
    """(save, journal, seats) paths of a game: its save is named after the game of the
    collection it holds (``GameKind.name``), so a folder of saves says which is which."""
    return (directory / f"{game_id}.{game}.json", directory / f"{game_id}.journal.jsonl",
            directory / f"{game_id}.seats.json")


class Autosaver:
    """Keeps a game's files current. ``snapshot`` returns the Record's JSON without letting
    the game change meanwhile (the authority copies the record under its lock and serialises
    the copy outside it). The journal and the full save have separate locks, so appending a
    journal line never waits for a save being written to disk; no lock of this class is held
    while ``snapshot`` runs. Every write raises its ``OSError`` to the caller."""

    def __init__(self, directory: str | Path, game_id: str, game: str,
                 snapshot: Callable[[], str], idle: float = 0.5, max_delay: float = 10.0,
                 resumed: Record | None = None) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.save_path, self.journal_path, self.seats_path = paths_for(self.directory, game_id,
                                                                       game)
        # A resumed game: how many of its moves the file it was loaded from lacks (None: the
        # file there is not that one, or there is none).
        self.resumed = None if resumed is None else missing_moves(self.save_path, resumed)
        self.snapshot = snapshot
        self.idle, self.max_delay = idle, max_delay
        self.actions_seen = 0           # actions journalled since the start of this host
        self.saved_upto = 0             # of them, how many the save file on disk holds
        self.behind = 0                 # the game's moves before this host the file lacks
        self.dirty_since: float | None = None
        self.last_action = 0.0
        self.wake = threading.Event()  # the first action after a save, a failed save, close
        self.failed = False             # the last full save failed: the next action retries
        self.stopping = False
        self.journal_lock = threading.Lock()
        self.save_lock = threading.Lock()
        self.journal: BinaryIO | None = None
        self.last_offset: int | None = None      # where the last journal line began
        self.thread = threading.Thread(target=self.run, name="table-autosave", daemon=True)

    def begin(self, record_json: str, seats_json: str, fresh: bool) -> None:
        """Write the starting files; a fresh game also empties an old journal of the same id.
        A resumed game's save file, the one it was loaded from, is left as it is (issue 38:
        loading never rewrites it, only a new move or a save request does)."""
        with self.save_lock:
            missing = None if fresh else self.resumed
            if missing is None:
                write_atomic(self.save_path, record_json)
            self.behind = missing or 0
            write_atomic(self.seats_path, seats_json, PRIVATE)
        self.open_journal(fresh)
        self.thread.start()

    def open_journal(self, fresh: bool) -> None:
        with self.journal_lock:
            if self.journal is not None:
                self.journal.close()
            self.journal = None
            self.journal = open(self.journal_path, "wb" if fresh else "ab")
            self.last_offset = None

    def record_action(self, index: int, player: int, action: Action) -> None:
        """Journal one action before it is applied: appended, flushed and fsynced. On a
        failure the line is cut off again, so the journal never holds half a line."""
        line = json.dumps({"n": index, "player": player, "action": action.to_dict()},
                          ensure_ascii=False, separators=(",", ":")) + "\n"
        with self.journal_lock:
            journal = self.journal
            if journal is None:
                raise OSError("the journal is closed")
            offset = journal.tell()
            try:
                journal.write(line.encode("utf-8"))
                journal.flush()
                os.fsync(journal.fileno())
            except OSError:
                self.cut(journal, offset)
                raise
            self.last_offset = offset
        now = time.monotonic()
        self.actions_seen += 1
        self.last_action = now
        if self.dirty_since is None:                # asleep since the last save: wake it
            self.dirty_since = now
            self.wake.set()
        elif self.failed:
            self.wake.set()

    def drop_last(self) -> None:
        """Take back the last line (its action was refused after all)."""
        with self.journal_lock:
            if self.journal is not None and self.last_offset is not None:
                self.cut(self.journal, self.last_offset)
                self.last_offset = None
                self.actions_seen -= 1

    @staticmethod
    def cut(journal: BinaryIO, offset: int) -> None:
        try:
            journal.seek(offset)
            journal.truncate()
        except (OSError, ValueError):
            log.warning("could not cut the journal back to %s bytes", offset)

    def save_seats(self, seats_json: str) -> None:
        with self.save_lock:
            write_atomic(self.seats_path, seats_json, PRIVATE)

    def flush(self) -> Path:
        """Write the full save now (game over, host shutdown, a player's save request). The
        dirty mark is cleared only once the file is written, and a save never replaces a
        newer one written meanwhile."""
        upto = self.actions_seen
        text = self.snapshot()
        with self.save_lock:
            if upto >= self.saved_upto:
                write_atomic(self.save_path, text)
                self.saved_upto, self.behind = upto, 0
            if self.saved_upto >= self.actions_seen:
                self.dirty_since = None
        return self.save_path

    def current(self) -> Path:
        """The save file, written first only if actions came since the last write (a
        player's save request is then answered without writing anything)."""
        if self.dirty_since is None and not self.behind and self.save_path.exists():
            return self.save_path
        return self.flush()

    def restart(self, seats_json: str) -> None:
        """After a failure: the whole save and the seats written again, a fresh journal."""
        upto = self.actions_seen
        text = self.snapshot()
        with self.save_lock:
            write_atomic(self.save_path, text)
            write_atomic(self.seats_path, seats_json, PRIVATE)
            self.saved_upto = upto
            self.dirty_since = None
        self.open_journal(fresh=True)

    def run(self) -> None:
        """Woken by the first action after a save only, then asleep until the save is due:
        later actions move the deadline without waking the thread (issue 18: woken at every
        move, it took the interpreter from the network thread at every move, and the crowd
        run's round trips waited for it)."""
        while not self.stopping:
            self.wake.wait()
            self.wake.clear()
            while self.dirty_since is not None and not self.stopping:
                now = time.monotonic()
                due = min(self.last_action + self.idle, self.dirty_since + self.max_delay)
                if now < due:
                    self.wake.wait(due - now)
                    self.wake.clear()
                    continue
                try:
                    self.flush()
                    self.failed = False
                except Exception:  # noqa: BLE001 - the journal keeps every action safe
                    log.exception("autosave to %s failed", self.save_path)
                    self.failed = True
                    break

    def close(self, save: bool = True) -> None:
        self.stopping = True
        self.wake.set()
        try:
            if save and self.dirty_since is not None:
                self.flush()
        finally:
            with self.journal_lock:
                if self.journal is not None:
                    self.journal.close()
                    self.journal = None
