"""10.5 Ambush (1 card): only in a battle's windows (A30), ``battle_start`` and
``battle_round_end``, by a player with a Lord engaged in that battle: one Lord of another family
engaged in it is captured at once by the ambusher. Troops left without their Lord stay on the
board (RULINGS 49); if the attacking side is left without a Lord the battle ends (RULINGS 33).

Who may be taken and what the capture does to the battle belong to the battle module
(``battle.ambush_targets`` and ``battle.ambush``); this module makes the card playable there.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import Action
from ..windows import (BATTLE_MOMENTS, Play, card_action, discard_card, register_play,
                       spend_card)

if TYPE_CHECKING:
    from ..game import Game

CARD = "ambush"


@register_play
class Ambush(Play):
    card = CARD
    rule = "10.5"

    def allowed_at(self, moment: str) -> bool:
        return moment in BATTLE_MOMENTS

    def options(self, g: "Game", player: int, ctx: dict[str, Any]) -> list[Action]:
        from ..battle import ambush_targets

        return [card_action(CARD, lord=name) for name in ambush_targets(g, player)]

    def play(self, g: "Game", player: int, action: Action, ctx: dict[str, Any]) -> None:
        from ..battle import ambush

        spend_card(g, player, CARD)
        discard_card(g, CARD)
        g.emit("ambush_played", player=player, lord=action["lord"])
        ambush(g, player, action["lord"])
