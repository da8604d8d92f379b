"""Every refusal of Middle-Ages' referee, worded (issue 37): each is an English template with
named values, so the refusal's message reads as before ("M5.4: the tile is reserved by Cid's
Scout") while a client says it in its player's language: the template is a gettext message id
(the catalogues keep each one) and the values travel beside it (``EngineError.words``; the LAN
layer puts both in its error frames). A value named ``domain`` or ``type`` is a domain's key
(M2.3), which a client shows by its translated name. A value named ``row`` or ``col`` (or a
row ``expected`` or ``given``) counts from 1, top row and leftmost tile first, as a player
counts them on the table and as the table's own texts say them ("Mill 18, row 2"); the
actions' values count from 0 (action_params.py), so the referee adds 1 when it words them.

The referee raises them only through ``refuse`` and ``require``; tests/test_ma_refusals.py
checks that no module of the package raises a refusal of its own words."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from ..errors import EngineError, IllegalAction, MalformedAction, NotYourDecision, StaleState


class Refusal(NamedTuple):
    """A kind of refusal: its class, the rule it cites by default (None: no rule) and its
    English template."""

    error: type[EngineError]
    rule: str | None
    template: str


REFUSALS: Mapping[str, Refusal] = MappingProxyType({
    # the seat, the moment and the form of an answer (MiddleAges.admissible)
    "no_seat": Refusal(NotYourDecision, None, "there is no seat {seat}"),
    "stale": Refusal(StaleState, None,
                     "the action was chosen at move {version}, the game is at {move}"),
    "over": Refusal(IllegalAction, "M8", "the game is over"),
    "not_asked": Refusal(NotYourDecision, None, "{name} has nothing to decide now"),
    # M4.2: one seat decides at a time; the refusal names it and the rule of its decision
    "waiting": Refusal(NotYourDecision, None,
                       "{name} has nothing to decide now: waiting for {waiting} under {rule}"),
    "not_a_number": Refusal(MalformedAction, None, "{kind}: {name} is a number, not {value}"),
    "not_a_domain": Refusal(MalformedAction, None,
                            "{kind}: {name} is one of {domains}, not {value}"),
    "other_answer": Refusal(IllegalAction, "M10",
                            "{name} is asked to answer with '{expected}', not '{given}'"),
    # a Lord's place (M3.6, M4.2.1) and a Scout's (M5.4)
    "no_tile": Refusal(IllegalAction, "M4.2.1", "there is no tile at column {col} of row {row}"),
    "wrong_row": Refusal(IllegalAction, "MA-15",
                         "the Lord goes to a tile of row {expected}, not of row {given}"),
    "lord_there": Refusal(IllegalAction, "MA-3",
                          "{lord}'s Lord already stands there: one Lord per tile"),
    "reserved": Refusal(IllegalAction, "M5.4", "the tile is reserved by {scout}'s Scout"),
    "scout_row": Refusal(IllegalAction, "M5.4", "the Scout goes on a row other than its Lord's"),
    "scout_on_lord": Refusal(IllegalAction, "MA-28", "a Scout may not go on a tile with a Lord"),
    "one_scout": Refusal(IllegalAction, "MA-28", "a tile may hold one Scout"),
    # a tile brought back (M5.3, M7) and the tokens (M5.7, M5.8, MA-5)
    # a tile named as the table names it ("Mill 18"), never by its identity in the game (0-83)
    "not_a_tile": Refusal(MalformedAction, None,
                          "{kind}: {name} is one of the game's tiles, 0 to {last}, not {value}"),
    "not_in_graveyard": Refusal(IllegalAction, "M5.3",
                                "{domain} {number} is not in {name}'s Graveyard"),
    "no_coin_left": Refusal(IllegalAction, "MA-5", "no Extra-coin token is left in the supply"),
    "has_coin": Refusal(IllegalAction, "M5.7", "{name}'s {domain} already has an Extra-coin token"),
    "no_parcel_left": Refusal(IllegalAction, "MA-5", "the {type} Parcel token is not in the supply"),
    "has_parcel": Refusal(IllegalAction, "M5.8", "{name}'s {domain} already has a Parcel token"),
    "counted": Refusal(IllegalAction, "M5.8", "the income of {domain} already counts {type} tiles"),
})


def refuse(key: str, rule: str | None = None, /, **values: object) -> EngineError:
    """The refusal ``key`` filled with ``values``, worded; ``rule`` replaces its default rule
    where the same words answer several decisions (a missing tile: M3.6 or M4.2.1). Both are
    positional only, so that a template may name a value ``rule`` too."""
    refusal = REFUSALS[key]
    text = refusal.template.format(**values)
    if refusal.error is IllegalAction:
        error: EngineError = IllegalAction(rule or refusal.rule or "M10", text)
    else:
        error = refusal.error(text)
    return error.words(refusal.template, values)


def require(condition: bool, key: str, rule: str | None = None, /, **values: object) -> None:
    """Raise the refusal ``key`` unless ``condition`` holds; reads like the rules."""
    if not condition:
        raise refuse(key, rule, **values)
