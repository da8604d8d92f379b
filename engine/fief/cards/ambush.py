"""10.5 Ambush (1 card): only in a battle's windows (A30), ``battle_start`` and
``battle_round_end``, by a player with a Lord engaged in that battle: one Lord of another family
engaged in it is captured at once by the ambusher. Troops left without their Lord stay on the
board (RULINGS 49); if the attacking side is left without a Lord the battle ends (RULINGS 33).

Who may be taken and what the capture does to the battle belong to the battle module
(``battle.ambush_targets`` and ``battle.ambush``); this module makes the card playable there.
"""
from __future__ import annotations


from ...actions import Action
from ..battle.tactics import ambush, ambush_targets
from ..match import Match, Play
from ..moments import WindowContext
from ..windows import BATTLE_MOMENTS, card_action, discard_card, spend_card

CARD = "ambush"


class Ambush(Play):
    card = CARD
    rule = "10.5"

    def allowed_at(self, moment: str) -> bool:
        return moment in BATTLE_MOMENTS

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        return [card_action(CARD, lord=name) for name in ambush_targets(g, player)]

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        spend_card(g, player, CARD)
        discard_card(g, CARD)
        g.emit("ambush_played", player=player, lord=action["lord"])
        ambush(g, player, action["lord"])
