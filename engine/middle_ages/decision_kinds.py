"""Every kind of decision Middle-Ages asks, as the ``DecisionDict`` of its JSON form
(``Decision.to_dict``), for a client to narrow on ``decision["kind"]``; each lists all its
answers in ``choices`` (asks.py). tests/test_ma_messages.py holds the decisions of random games
to these forms."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal, TypedDict

from ..decisions import DecisionDict


class Asked(TypedDict):
    turn: int                    # the turn (0 during the first placement)
    rule: str                    # the rule that asks it (M3.6, M4.2.1, M5.3 ...)


class MoveAsked(Asked):
    row: int                     # the row the Lord moves to (M4.2.1)


PlaceLord = DecisionDict[Literal["place_lord"], Asked]
MoveLord = DecisionDict[Literal["move_lord"], MoveAsked]
Village = DecisionDict[Literal["village"], Asked]
Rampart = DecisionDict[Literal["rampart"], Asked]
Church = DecisionDict[Literal["church"], Asked]
Palace = DecisionDict[Literal["palace"], Asked]
Restoration = DecisionDict[Literal["restoration"], Asked]

MiddleAgesDecision = (PlaceLord | MoveLord | Village | Rampart | Church | Palace
                      | Restoration)

DECISIONS: Mapping[str, object] = MappingProxyType({
    "place_lord": PlaceLord, "move_lord": MoveLord, "village": Village, "rampart": Rampart,
    "church": Church, "palace": Palace, "restoration": Restoration})
