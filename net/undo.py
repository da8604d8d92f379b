"""Whether a seat's last decision can be taken back, and if not, why (issue 36).

The referee says everything this needs: each decision lists the kinds of answer after which
the seat keeps the word (``Decision.revocable``), and each event says whether it was chance or
a secret (``Event.chance``, ``Event.audience``). A table keeps one ``Snapshot`` per action it
may take back: where the game stood before it. Undo goes back one action at a time, through
every revocable answer of the seat's turn, and stops at the first that is not, or at anybody
else's decision since. A hot-seat table keeps the snapshots of the seats at its screen
(``game.fief.local_table``); a LAN host keeps every seat's (``net.authority.Authority.undo``),
and a seat may only ever take back its own last decision.

A refusal is an English template with its values: the LAN host sends it as ``Words``, the
client's catalogue says it in the player's language (the templates are kept in the
catalogues: ``#. kept: net/undo.py``).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.actions import Action
from engine.decisions import Decision
from engine.events import Event
from engine.record import Record

Refusal = tuple[str, dict[str, str]]        # the message template and its values

NOTHING = "Nothing to take back: you have made no move this turn yet."
FINISHED = "The game is over."
ACTED_SINCE = "{name} has decided since: your move cannot be taken back."
CONFIRMED = "That decision ended the step or your turn: it cannot be taken back."
CHANCE = "A die was rolled or a card drawn since: it cannot be taken back."
SECRET = "Something was shown to some players only: it cannot be taken back."
TURN_OVER = "Your turn is over: it cannot be taken back."
KEPT = 50                                   # snapshots kept: far more than one turn's moves


@dataclass(frozen=True)
class Snapshot:
    """Where the table stood before ``seat`` acted: how many actions and events there were,
    and the kinds of answer the referee said the seat's decisions may take back."""

    seat: int
    actions: int
    log: int
    revocable: frozenset[str] = frozenset()


def snapshot(seat: int, actions: int, log: int, pending: Sequence[Decision]) -> Snapshot:
    """The snapshot before ``seat`` acts, with what its pending decisions let it take back."""
    revocable = frozenset(kind for d in pending if d.player == seat for kind in d.revocable)
    return Snapshot(seat, actions, log, revocable)


def last_of(snapshots: Sequence[Snapshot], seat: int) -> Snapshot | None:
    """The seat's latest snapshot (a LAN host keeps every seat's)."""
    return next((s for s in reversed(snapshots) if s.seat == seat), None)


def refusal(actions: Sequence[tuple[int, Action]], log: Sequence[Event],
            pending: Sequence[Decision], finished: bool, snap: Snapshot | None, seat: int,
            names: Sequence[str], free: frozenset[str] = frozenset()) -> Refusal | None:
    """Why ``seat``'s action after ``snap`` cannot be taken back (None when it can), read from
    the game as it stands: its actions, events and pending decisions. ``free`` are the kinds of
    action allowed at any time that a hot-seat table also takes back (none over the LAN: there,
    only what the referee marks revocable)."""
    if finished:
        return FINISHED, {}
    if snap is None or len(actions) <= snap.actions:
        return NOTHING, {}
    player, action = actions[snap.actions]
    later = [p for p, _a in actions[snap.actions + 1:]]
    if later:       # mid-turn, somebody answered in between; else a turn ago: nothing now
        if action.kind not in snap.revocable:
            return NOTHING, {}
        other = next((p for p in later if p != seat), seat)
        return ACTED_SINCE, {"name": names[other] if 0 <= other < len(names) else "?"}
    if player != seat or not (action.kind in snap.revocable or action.kind in free):
        return CONFIRMED, {}
    caused = log[snap.log:]
    if any(e.chance for e in caused):
        return CHANCE, {}
    if any(e.audience is not None for e in caused):
        return SECRET, {}
    if not any(d.player == seat for d in pending):
        return TURN_OVER, {}
    return None


class UndoPoints:
    """The snapshots a LAN host keeps (``net.authority.Authority``): one before each action
    of any seat, so that a seat's last decision is found, and anybody's since is seen. Not
    thread-safe on its own: the authority's lock guards it."""

    def __init__(self) -> None:
        self.points: list[Snapshot] = []

    def clear(self) -> None:
        self.points.clear()

    def keep(self, snap: Snapshot) -> None:
        """A snapshot whose action was applied (the latest ``KEPT`` only)."""
        self.points.append(snap)
        del self.points[:-KEPT]

    def refusal(self, record: Record, log: Sequence[Event], seat: int,
                names: Sequence[str]) -> Refusal | None:
        """Why ``seat`` may not take its last decision back now, or None."""
        game = record.game
        return refusal(record.actions, log, game.pending(), game.finished,
                       last_of(self.points, seat), seat, names)

    def take_back(self, record: Record) -> tuple[Record, Snapshot]:
        """The game replayed up to the last snapshot (the one of the seat allowed to take
        its decision back: nobody acted since), and that snapshot, now forgotten."""
        snap = self.points.pop()
        rebuilt, _ = Record.replaying(record.kind, record.start,
                                      list(record.actions[:snap.actions]))
        return rebuilt, snap
