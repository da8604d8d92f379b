"""10.4 Justice (1 card): any window, beheads a Lord bearing an Assassin marker (A29).

The King, the Queen (Regent or not), the Crown Prince and the Pope are immune.
"""
from __future__ import annotations


from ...actions import Action
from ..deaths import kill_lord
from ..match import Match, Play
from ..moments import WindowContext
from ..windows import card_action, discard_card, spend_card

CARD = "justice"


def immune(g: Match, name: str) -> bool:
    t = g.state.titles
    return name in (t.king, t.queen, t.crown_prince, t.pope)


class Justice(Play):
    card = CARD
    rule = "10.4"

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        return [card_action(CARD, lord=l.name) for l in sorted(g.state.lords.values(),
                                                               key=lambda l: l.name)
                if l.owner is not None and l.assassin and not immune(g, l.name)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return self.possible(g)

    def possible(self, g: Match) -> bool:
        """A Lord in play bears an Assassin marker and is not immune (whoever plays): asked at
        every window, so a plain loop that looks at the rare marker first."""
        for lord in g.state.lords.values():
            if lord.assassin and lord.owner is not None and not immune(g, lord.name):
                return True
        return False

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        spend_card(g, player, CARD)
        discard_card(g, CARD)
        g.emit("justice_played", player=player, lord=action["lord"])
        kill_lord(g, action["lord"], "justice")
