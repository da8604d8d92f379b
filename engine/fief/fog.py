"""Fog of War, the optional rule 11.2 (RULINGS 54).

Troop counters lie face down: every player sees how many counters stand in each village
(views.stacks_view) but only their owner knows which are Knights and which Men at Arms, until a
battle begins and reveals both sides (battle_started, and the losses of a battle, are public).
Types and numbers bought are announced at the end of the family's purchase turn (RULINGS 54),
not where each type was placed.

Events that would tell the types of another player's counters are split here, when emitted: the
owner receives the full event, everyone else an event of the same kind with ``_unseen`` added
(``moved_unseen``...) that gives a count of counters instead of their types.
"""
from __future__ import annotations

from ..events import Event
from .counters import KNIGHT
from .state import GameState

# Event kind -> (the parameters that name troop types, the parameter naming their owner).
TYPED_EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "recruited": (("knights", "men"), "player"),
    "moved": (("knights", "men"), "player"),
    "troops_lost": (("knight", "man"), "player"),
}

UNSEEN = "_unseen"

# Causes of losses that happen in the open: a battle shows both armies (11.2).
REVEALED_CAUSES = ("battle", "surrender")


def fogged(state: GameState, event: Event) -> list[Event] | None:
    """The owner's copy and the others' copy of a public event that names troop types, or None
    when the event may go to everyone as it is."""
    if event.kind == "purchase_ended" and event.audience is None:
        return [announce_purchases(state, event)]
    if event.kind not in TYPED_EVENTS or event.audience is not None:
        return None
    if event.get("cause") in REVEALED_CAUSES:
        return None
    fields, owner_key = TYPED_EVENTS[event.kind]
    owner = event.get(owner_key)
    if not isinstance(owner, int):
        return None
    params = {k: v for k, v in event.params if k not in fields}
    counters = sum(event.get(f, 0) or 0 for f in fields)
    others = tuple(p for p in range(state.n) if p != owner)
    hidden = Event.make(event.kind + UNSEEN, others, event.chance, counters=counters, **params)
    return [Event(event.kind, event.params, (owner,), event.chance), hidden]


def announce_purchases(state: GameState, event: Event) -> Event:
    """RULINGS 54: the types and numbers a family bought are announced, once its purchase turn
    is over, without saying where each counter went."""
    player = event.get("player")
    bought = [t for t in state.troops if t.owner == player and t.new]
    params = dict(event.params)
    params.update(knights=sum(1 for t in bought if t.kind == KNIGHT),
                  men=sum(1 for t in bought if t.kind != KNIGHT))
    return Event.make(event.kind, None, event.chance, **params)
