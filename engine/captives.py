"""Captives (6.2.3, RULINGS 38, A35, A37): held while the captor has units with them."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def captor_present(g: "Game", captor: int, village: str) -> bool:
    state = g.state
    if any(t.owner == captor and t.village == village for t in state.troops):
        return True
    return any(l.owner == captor and l.village == village and l.captor is None
               for l in state.lords.values())


def free_lord(g: "Game", name: str, reason: str) -> None:
    """A captive is released and placed per 2.4.1 (6.2.4, 10.2.3)."""
    from .placement import place_or_ask

    lord = g.state.lords[name]
    captor = lord.captor
    lord.captor = None
    g.emit("lord_freed", lord=name, player=lord.owner, captor=captor, reason=reason)
    place_or_ask(g, name, "freed")


def check_captives(g: "Game", village: str) -> None:
    """A37: a captive left with no unit of his captor is freed at once."""
    for lord in list(g.state.lords.values()):
        if lord.owner is None or lord.captor is None or lord.village != village:
            continue
        if not captor_present(g, lord.captor, village):
            free_lord(g, lord.name, "captor_gone")
