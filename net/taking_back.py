"""A table's Undo over the LAN (issue 36): a seat takes back its own last decision, when the
referee marked it revocable and nobody has decided since (net/undo.py says when). Mixed into
``net.authority.Authority``, whose lock, record, seats, events and saves it uses.

When it is accepted, the game is replayed to before the decision, the events it caused are
forgotten (they were public: every reader loses the same ones), the save is written again with
a fresh journal, and every reader pulls the earlier state as after any move."""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from engine.record import Record

from . import protocol as p
from .checks import BAD_TOKEN, SeatBytes
from .eventlog import EventLog
from .guard import SaveGuard
from .seats import SeatTable
from .undo import NOTHING, Refusal, UndoPoints


class TakingBack:
    """``undo_refusal``, ``undo_check`` and ``undo`` of a table's authority."""

    lock: threading.RLock
    record: Record | None
    seats: SeatTable
    history: EventLog
    guard: SaveGuard
    stored: SeatBytes
    undo_points: UndoPoints
    notify: Callable[[str, dict[str, Any] | None], None]

    def undo_refusal(self, seat: int) -> Refusal | None:
        """Why ``seat`` may not take its last decision back now (None: it may)."""
        with self.lock:
            if self.record is None:
                return NOTHING, {}
            return self.undo_points.refusal(self.record, self.history.events, seat,
                                            [s.name for s in self.seats.seats])

    def undo_check(self, seat: int, token: Any) -> dict[str, Any]:
        """A result when the seat (its token checked) may take its last decision back now,
        else the error that says why, in the referee's words."""
        with self.lock:
            if self.seats.check(seat, token) is None:
                return p.error(p.FORBIDDEN, BAD_TOKEN)
            if self.record is None:
                return p.error(p.NOT_STARTED, "the game has not started yet")
            reason = self.undo_refusal(seat)
            if reason is not None:
                return p.error(p.ILLEGAL, p.Words(reason[0], **reason[1]))
            return {"type": "result", "ok": True, "move": self.record.game.move}

    def undo(self, seat: int, token: Any) -> dict[str, Any]:
        """Take back the seat's own last decision (the module docstring); listeners hear of
        it as of a move, marked ``undo``, once the lock is free."""
        with self.lock:
            reply = self.undo_check(seat, token)
            if reply.get("ok"):
                assert self.record is not None
                self.record, snap = self.undo_points.take_back(self.record)
                self.stored = SeatBytes(self.record.actions)
                self.history.truncate(snap.log)
                self.guard.rewind()
                reply["move"] = self.record.game.move
        if reply.get("ok"):
            self.notify("game", {"seat": seat, "undo": True})
        return reply
