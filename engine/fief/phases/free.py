"""Actions allowed at any time, outside the decision asked (RULINGS 20, 29, A43).

Deniers are public and may be given at any moment; a controller may hand control of a village to
another player present at any moment; captives, relics, card exchanges and private talks have
free actions of their own (captives.py, relics.py, diplomacy.py). An edition lists them in its
``Ruleset.free``. Each is a check and an act (``FreeAction``): ``Game.check`` asks the check
alone, where trying the act on a copy of the whole game would cost a hundred times more.
"""
from __future__ import annotations

from ...actions import Action
from ...errors import require
from ..captives import captive_action, check_captive_action
from ..control import cede, present
from ..diplomacy import apply_diplomacy, check_diplomacy
from ..match import FreeAction, Match
from ..relics import check_relic_action, relic_action
from .income import private_money


def check_gift(g: Match, player: int, action: Action) -> None:
    """RULINGS 20: deniers are public and may be given to another player at any time."""
    state = g.state
    to, amount = action.get("to"), action.get("amount")
    require(isinstance(to, int) and 0 <= to < state.n and to != player, "8.0",
            "give deniers to another player")
    require(isinstance(amount, int) and 0 < amount <= state.players[player].money, "8.0",
            "you can give only deniers you have")


def give_money(g: Match, player: int, action: Action) -> None:
    check_gift(g, player, action)
    state = g.state
    to, amount = action.get("to"), action.get("amount")
    state.players[player].money -= amount
    state.players[to].money += amount
    g.emit("money_given", audience=private_money(g, player, to), player=player, to=to,
           amount=amount)


def check_cession(g: Match, player: int, action: Action) -> None:
    """5.1, RULINGS 29: a controller may hand control to another player present."""
    state = g.state
    village, to = action.get("village"), action.get("to")
    require(village in state.villages, "5.1", "there is no village {village!r}", village=village)
    require(state.villages[village].controller == player, "5.1", "you do not control this village")
    require(isinstance(to, int) and to != player and to in present(state, village), "5.1",
            "control passes only to another player present in the village")


def cede_village(g: Match, player: int, action: Action) -> None:
    check_cession(g, player, action)
    cede(g, action.get("village"), action.get("to"))


FREE: dict[str, FreeAction] = {
    "give_money": FreeAction(check_gift, give_money),
    "cede_village": FreeAction(check_cession, cede_village),
    "hand_captive": FreeAction(check_captive_action, captive_action),         # 6.2.3, RULINGS 38
    "release_captive": FreeAction(check_captive_action, captive_action),
    "take_relic": FreeAction(check_relic_action, relic_action),              # 11.1, RULINGS 51
    "give_relic": FreeAction(check_relic_action, relic_action),
    "offer_cards": FreeAction(check_diplomacy, apply_diplomacy),              # 8.0, A43
    "open_talk": FreeAction(check_diplomacy, apply_diplomacy),
}
