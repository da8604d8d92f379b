"""Which parameters of Fief's actions name a seat and which are yes-or-no, declared once so
that every way into the referee reads them alike.

The engine works on seats (numbers) and booleans; a person writes a family's colour or name
and ``yes``, ``true`` or ``1``. ``boolean_params`` turns every accepted spelling of a yes-or-no
parameter into a boolean and refuses anything else with a message naming the parameter (a
``free=true`` read as the string "true" would otherwise count as yes here and as a mistake
there); ``Game.admissible`` applies it to every action, whatever its source (the position
command line, a save, the LAN). ``SEAT_PARAMS`` tells the position command line where a name
stands for a seat (engine/fief/position/cli.py).
"""
from __future__ import annotations

from typing import Any

from ..actions import Action
from ..errors import MalformedAction

# Parameters whose value is a seat, or a list of seats, by action kind (a parameter of the
# same name may be something else in another kind: ``move to=`` is a village).
SEAT_PARAMS: dict[str, frozenset[str]] = {
    "give_money": frozenset({"to"}),                 # RULINGS 20
    "cede_village": frozenset({"to"}),               # 5.1, RULINGS 29
    "hand_captive": frozenset({"to"}),               # 6.2.3, RULINGS 38
    "capture": frozenset({"to"}),                    # 6.2.2: the side's lord who takes him
    "offer_cards": frozenset({"to"}),                # 8.0, A43
    "talk_offer": frozenset({"to"}),
    "open_talk": frozenset({"with"}),
    "declare_battle": frozenset({"target"}),         # 6.0, A46
    "uprising_order": frozenset({"player"}),         # A25
    "move": frozenset({"cede", "fight"}),            # 5.1 leaving a village; 5.2 Cavalcade
}

# Yes-or-no parameters, whatever the action (no kind uses these names for anything else).
BOOL_PARAMS: frozenset[str] = frozenset({
    "accept", "allow", "free", "revive", "decline", "cavalcade", "secret_passage", "reinforce"})

TRUE_WORDS = frozenset({"yes", "true", "1"})
FALSE_WORDS = frozenset({"no", "false", "0"})


def as_boolean(kind: str, name: str, value: Any) -> bool:
    """A yes-or-no parameter: a boolean, 1/0, or yes/no, true/false, 1/0 as text."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return value == 1
    if isinstance(value, str):
        word = value.strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
    raise MalformedAction(f"{kind}: {name} is yes or no (true/false, 1/0), not {value!r}")


def boolean_params(action: Action) -> Action:
    """The action with its yes-or-no parameters as booleans; the same action when they
    already are (the usual case, which allocates nothing)."""
    if not any(key in BOOL_PARAMS and value.__class__ is not bool for key, value in action.params):
        return action
    params = {key: as_boolean(action.kind, key, value) if key in BOOL_PARAMS else value
              for key, value in action.params}
    return Action.make(action.kind, **params)
