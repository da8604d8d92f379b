"""Saving a table's game, and what happens when saving fails (issue 18, faults 2, 3 and 7).

Every action is journalled *before* it is applied (``Autosaver.record_action``: appended and
fsynced). When that write fails (disk full, permissions, a removed USB stick) the action is
refused with "the game cannot be saved: <reason>" and nothing is applied, so no move is ever
half-applied; the game then stays paused (computer players wait too) until one of the players
chooses (``answer``):

- ``retry``: write the whole save again and start a fresh journal; the game goes on if it works;
- ``go_on``: play on without saving (the lobby message says so to everybody).

The lobby message carries the state (``public``): whether the game is saved, why not, and the
folder, so that every screen can show it. A folder that cannot be created at the start is the
same problem, found earlier.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.actions import Action
from engine.record import Record

from . import protocol as p
from .autosave import Autosaver
from .lobby import LobbyError

log = logging.getLogger(__name__)
Notify = Callable[[str, dict[str, Any] | None], None]
RETRY, GO_ON = "retry", "go_on"


def cannot_save(reason: str) -> str:
    """The words every screen shows, with their template for the client's translation (the
    reason is the system's own words)."""
    return p.Words("the game cannot be saved: {reason}", reason=reason)


def describe(exc: OSError) -> str:
    """An OSError in a player's words: the reason and the file, without Python's numbers."""
    reason = exc.strerror or str(exc) or type(exc).__name__
    return f"{reason} ({exc.filename})" if exc.filename else reason


class SaveGuard:
    """The autosaver of a table, or the reason there is none; thread-safe (it shares the
    authority's lock: a full save is written outside it, by ``Autosaver.flush``)."""

    def __init__(self, directory: str | None, game_id: str, game: str,
                 snapshot: Callable[[], str], notify: Notify, lock: threading.RLock) -> None:
        self.directory = directory
        self.game_id, self.game = game_id, game
        self.snapshot = snapshot
        self.notify = notify
        self.saver: Autosaver | None = None
        self.problem: str | None = None       # why the game cannot be saved now
        self.unsaved = False                  # the players chose to go on without saving
        self.seats_json = ""
        self.lock = lock        # the authority's: saving and playing never interleave, and
                                # no thread waits for one lock while holding the other

    # --- state ----------------------------------------------------------------------------
    def paused(self) -> bool:
        """The game waits: saving failed and nobody chose to play on without it."""
        with self.lock:
            return self.problem is not None and not self.unsaved

    def public(self) -> dict[str, Any]:
        """What every screen shows about saving (the lobby message's ``saving``)."""
        with self.lock:
            return {"enabled": self.directory is not None, "ok": self.problem is None,
                    "problem": cannot_save(self.problem) if self.problem else None,
                    "reason": self.problem,       # the system's words, for a translation
                    "paused": self.problem is not None and not self.unsaved,
                    "unsaved": self.unsaved, "folder": self.directory}

    def fail(self, exc: OSError) -> str:
        with self.lock:
            self.problem = describe(exc)
            log.error("%s (folder %s)", cannot_save(self.problem), self.directory)
            return cannot_save(self.problem)

    # --- the game's life ------------------------------------------------------------------
    def begin(self, record: Record, record_json: str, seats_json: str, fresh: bool) -> None:
        """Write the starting files (a resumed game's save file is left as loaded); a folder
        that cannot be written pauses the game."""
        with self.lock:
            self.seats_json = seats_json
            if self.directory is None:
                return
            try:
                saver = Autosaver(self.directory, self.game_id, self.game, self.snapshot,
                                  resumed=None if fresh else record)
                saver.begin(record_json, seats_json, fresh)
                self.saver = saver
            except OSError as exc:
                self.fail(exc)

    def journal(self, index: int, seat: int, action: Action) -> str | None:
        """Journal one action before it is applied; the refusal's words when that fails."""
        with self.lock:
            if self.directory is None or self.unsaved:
                return None
            if self.problem is not None and not self.recover():
                return cannot_save(self.problem)
            assert self.saver is not None
            try:
                self.saver.record_action(index, seat, action)
            except OSError as exc:
                return self.fail(exc)
            return None

    def unjournal(self) -> None:
        """Take back the last journal line: its action was not applied after all."""
        with self.lock:
            if self.saver is not None and self.problem is None and not self.unsaved:
                try:
                    self.saver.drop_last()
                except OSError as exc:
                    self.fail(exc)

    def rewind(self) -> None:
        """After a move taken back (net/undo.py): the whole save written again and a fresh
        journal, so that the files hold the game as it now stands (its resumption equals its
        replay). A failure pauses the game as any other would."""
        with self.lock:
            if self.saver is None or self.problem is not None or self.unsaved:
                return
            try:
                self.saver.restart(self.seats_json)
            except OSError as exc:
                self.fail(exc)

    def recover(self) -> bool:
        """Try saving again: the whole save rewritten and a fresh journal (True when done)."""
        with self.lock:
            if self.directory is None:
                return False
            try:
                if self.saver is None:
                    saver = Autosaver(self.directory, self.game_id, self.game, self.snapshot)
                    saver.begin(self.snapshot(), self.seats_json, True)
                    self.saver = saver
                else:
                    self.saver.restart(self.seats_json)
            except OSError as exc:
                self.fail(exc)
                return False
            self.problem, self.unsaved = None, False
            log.warning("the game is saved again in %s", self.directory)
            return True

    def answer(self, choice: Any) -> dict[str, Any]:
        """A player's choice while saving fails: ``retry`` or ``go_on``."""
        with self.lock:
            if choice == RETRY:
                done = self.problem is None or self.recover()
            elif choice == GO_ON:
                self.unsaved = self.problem is not None
                done = True
            else:
                return p.error(p.MALFORMED, f"saving is answered with {RETRY!r} or {GO_ON!r}")
            reply = {"type": "result", "ok": True} if done else \
                p.error(p.UNSAVED, cannot_save(self.problem or ""))
        self.notify("lobby", None)
        return reply

    def game_over(self) -> None:
        self.save_quietly()

    def save_now(self) -> str:
        """Write the full save now (a player's request); LobbyError with the reason if not."""
        with self.lock:
            if self.directory is None:
                raise LobbyError("this table has no save directory")
            if self.problem is not None and not self.recover():
                raise LobbyError(cannot_save(self.problem or ""))
            saver = self.saver
        assert saver is not None
        try:
            return str(saver.current())
        except OSError as exc:
            raise LobbyError(self.fail(exc)) from exc

    def save_seats(self, seats_json: str) -> None:
        with self.lock:
            self.seats_json = seats_json
            if self.saver is None or self.problem is not None:
                return
            try:
                self.saver.save_seats(seats_json)
            except OSError as exc:
                self.fail(exc)

    def save_quietly(self) -> None:
        """The full save at the end of the game or of the host; a failure is logged."""
        saver = self.saver
        if saver is None or self.problem is not None:
            return
        try:
            saver.flush()
        except OSError as exc:
            self.fail(exc)

    def close(self) -> None:
        saver = self.saver
        if saver is None:
            return
        try:
            saver.close(save=self.problem is None)
        except OSError as exc:
            self.fail(exc)

    @property
    def save_path(self) -> Path | None:
        return self.saver.save_path if self.saver is not None else None
