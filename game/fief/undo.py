"""Whether a seat's last decision can be taken back at a hot-seat table, and if not, why.

The referee says everything this needs (issue 36): each decision lists the kinds of answer
after which the seat keeps the word (``Decision.revocable``, engine/fief/privacy.py), and each
event says whether it was chance or a secret (``Event.chance``, ``Event.audience``). The table
keeps one ``Snapshot`` per action taken at this screen; Undo goes back one at a time, through
every revocable answer of the seat's turn, and stops at the first that is not.

A refusal is a message (marked for translation) with its values, translated where it is shown.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.fief.api import FREE_ACTIONS
from game.shell.i18n import N_

Refusal = tuple[str, dict[str, str]]        # the message id and its values

NOTHING = N_("Nothing to take back: you have made no move this turn yet.")
OVER_LAN = N_("Over the LAN a move cannot be taken back: the other players have seen it.")
FINISHED = N_("The game is over.")
ACTED_SINCE = N_("{name} has decided since: your move cannot be taken back.")
CONFIRMED = N_("That decision ended the step or your turn: it cannot be taken back.")
CHANCE = N_("A die was rolled or a card drawn since: it cannot be taken back.")
SECRET = N_("Something was shown to some players only: it cannot be taken back.")
TURN_OVER = N_("Your turn is over: it cannot be taken back.")


@dataclass
class Snapshot:
    """Where the table stood before ``seat`` acted: how many actions and events there were,
    and the kinds of answer the referee said the seat's decisions may take back."""

    seat: int
    actions: int
    log: int
    revocable: frozenset[str] = frozenset()


def refusal(auth: Any, snapshots: list[Snapshot], seat: int, names: list[str]) -> Refusal | None:
    """Why ``seat``'s last action cannot be taken back (None when it can). ``auth`` is the
    table's ``net.authority.Authority``, read under its lock; ``names`` the families'."""
    with auth.lock:
        record = auth.record
        if record.game.finished:
            return FINISHED, {}
        if not snapshots or snapshots[-1].seat != seat:
            return NOTHING, {}
        snap = snapshots[-1]
        if len(record.actions) <= snap.actions:
            return NOTHING, {}
        player, action = record.actions[snap.actions]
        later = [p for p, _a in record.actions[snap.actions + 1:]]
        if later:       # mid-turn, somebody answered in between; else a turn ago: nothing now
            if action.kind not in snap.revocable:
                return NOTHING, {}
            other = next((p for p in later if p != seat), seat)
            return ACTED_SINCE, {"name": names[other] if other < len(names) else "?"}
        if player != seat or not (action.kind in snap.revocable or action.kind in FREE_ACTIONS):
            return CONFIRMED, {}
        caused = auth.log[snap.log:]
        if any(e.chance for e in caused):
            return CHANCE, {}
        if any(e.audience is not None for e in caused):
            return SECRET, {}
        if not any(d.player == seat for d in record.game.pending()):
            return TURN_OVER, {}
    return None
