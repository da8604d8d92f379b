"""Actions allowed at any time, outside the decision asked (RULINGS 20, 29, A43).

Deniers are public and may be given at any moment; a controller may hand control of a village to
another player present at any moment.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ..control import cede, present
from ...errors import require

if TYPE_CHECKING:
    from ..game import Game

FREE_ACTIONS = ("give_money", "cede_village", "hand_captive", "release_captive", "take_relic",
                "give_relic", "offer_cards", "open_talk")


def apply_free(g: "Game", player: int, action: Action) -> None:
    state = g.state
    if action.kind in ("offer_cards", "open_talk"):              # 8.0, RULINGS 20, A43
        from ..diplomacy import apply_diplomacy

        return apply_diplomacy(g, player, action)
    if action.kind in ("hand_captive", "release_captive"):     # 6.2.3, RULINGS 38
        from ..captives import captive_action

        return captive_action(g, player, action)
    if action.kind in ("take_relic", "give_relic"):             # 11.1, RULINGS 51, A54
        from ..relics import relic_action

        return relic_action(g, player, action)
    if action.kind == "give_money":
        to, amount = action.get("to"), action.get("amount")
        require(isinstance(to, int) and 0 <= to < state.n and to != player, "8.0",
                "give deniers to another player")
        require(isinstance(amount, int) and 0 < amount <= state.players[player].money, "8.0",
                "you can give only deniers you have")
        state.players[player].money -= amount
        state.players[to].money += amount
        from .income import private_money

        g.emit("money_given", audience=private_money(g, player, to), player=player, to=to,
               amount=amount)
        return
    village, to = action.get("village"), action.get("to")
    require(village in state.villages, "5.1", f"there is no village {village!r}")
    require(state.villages[village].controller == player, "5.1", "you do not control this village")
    require(isinstance(to, int) and to != player and to in present(state, village), "5.1",
            "control passes only to another player present in the village")
    cede(g, village, to)

