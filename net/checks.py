"""Which actions a table accepts, before anything is written or applied: the first four steps
of the authority's check order (``net.authority``), and the refusal each failure gets.

1. the seat token (``SeatTable.check``: ``hmac.compare_digest``), 2. the referee's own
``check`` (is this seat asked now, is the action well formed, one of its choices or allowed
by the rules; free actions are always allowed), 3. is it based on the current state (the move
number of the view it was chosen from), 4. does the seat's stored bytes stay within
``MAX_STORED`` (``SeatBytes``). A refusal is an ``error`` message for the sender only, with
the rule's words and section.
"""
from __future__ import annotations

import json
from typing import Any

from engine.actions import Action
from engine.errors import (
    EngineError,
    IllegalAction,
    MalformedAction,
    NotYourDecision,
    StaleState,
    malformed,
)
from engine.record import Record

from . import protocol as p
from .seats import SeatTable

BAD_TOKEN = "this seat's token does not match"
NO_MOVE = "an action carries the move number of its view"     # a worded refusal, translated
# The bytes of actions one seat may store in a game (the journal's and the save's JSON): the
# longest random games of six players stored 140 KB a seat, a move at most 140 bytes, and the
# referee bounds every action's parameters (engine/params.py). Issue 38: before, 20 moves
# padded with unknown fields made a 9 MB save.
MAX_STORED = 2 << 20
TOO_MUCH = "this seat's moves fill {size} already, the most a game keeps for one seat"
ERROR_CODES: list[tuple[type[EngineError], str]] = [
    (IllegalAction, p.ILLEGAL), (NotYourDecision, p.NOT_YOUR_DECISION),
    (StaleState, p.STALE), (MalformedAction, p.MALFORMED)]


def refusal(exc: EngineError) -> dict[str, Any]:
    """The error frame of a refusal: its code, English message and rule, and for a worded
    refusal (``EngineError.words``) its template and values, which a client translates."""
    code = next((c for cls, c in ERROR_CODES if isinstance(exc, cls)), p.ILLEGAL)
    frame = p.error(code, str(exc), None, getattr(exc, "rule", None))
    if exc.template is not None:
        frame.update(template=exc.template, values=dict(exc.values))
    return frame


def checked(seats: SeatTable, record: Record | None, seat: Any, token: Any, action: Any,
            move: Any) -> Action | dict[str, Any]:
    """The action, parsed, when it passes the three checks in order; else the refusal."""
    if seats.check(seat, token) is None:
        return p.error(p.FORBIDDEN, BAD_TOKEN)
    if record is None:
        return p.error(p.NOT_STARTED, "the game has not started yet")
    try:
        parsed = Action.from_dict(action)
        problem = record.game.check(seat, parsed)
        if problem is not None:
            raise problem
        if not isinstance(move, int) or isinstance(move, bool):
            raise malformed(NO_MOVE)
        if move != record.game.move:
            raise StaleState(f"the action was chosen at move {move}, the game is at "
                             f"{record.game.move}")
    except EngineError as exc:
        return refusal(exc)
    return parsed


class SeatBytes:
    """The bytes of actions each seat has stored in the game (the journal's and the save's
    compact JSON), and the refusal of an action that would take a seat past ``MAX_STORED``."""

    def __init__(self, actions: list[tuple[int, Action]] | None = None) -> None:
        self.sizes: dict[int, int] = {}
        for seat, action in actions or []:
            self.add(seat, action)

    def add(self, seat: int, action: Action) -> None:
        self.sizes[seat] = self.sizes.get(seat, 0) + stored_size(action)

    def refusal(self, seat: int, action: Action) -> dict[str, Any] | None:
        if self.sizes.get(seat, 0) + stored_size(action) <= MAX_STORED:
            return None
        return p.error(p.ILLEGAL, p.Words(TOO_MUCH, size=f"{MAX_STORED >> 20} MiB"))


def stored_size(action: Action) -> int:
    """The bytes an action takes in the journal and the save (its compact JSON)."""
    return len(json.dumps(action.to_dict(), ensure_ascii=False, separators=(",", ":")))
