"""9.1 d'ARC (1 card, Lords deck): any window, on any unmarried female Lord (A31).

She may never marry afterwards (1.1), takes 3 steps (5.0) and adds a battle die (6.2); the card
lies beside her card until she dies, when deaths.py puts it on the Lords discard pile.
"""
from __future__ import annotations


from ...actions import Action
from ..match import Match, Play
from ..moments import WindowContext
from ..state import DARC_CARD
from ..windows import card_action, spend_card


def eligible_ladies(g: Match) -> list[str]:
    """A31: any unmarried female Lord in play, of any family, captive or not."""
    return sorted(l.name for l in g.state.lords.values()
                  if l.owner is not None and l.sex == "F" and l.spouse is None)


class Darc(Play):
    card = DARC_CARD
    rule = "9.1"

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        if g.state.titles.darc is not None:
            return []
        return [card_action(DARC_CARD, lady=name) for name in eligible_ladies(g)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return g.state.titles.darc is None and any(
            l.owner is not None and l.sex == "F" and l.spouse is None
            for l in g.state.lords.values())

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        lady = action["lady"]
        spend_card(g, player, DARC_CARD)
        g.state.titles.darc = lady
        g.emit("darc_played", player=player, lady=lady, owner=g.state.lords[lady].owner)
