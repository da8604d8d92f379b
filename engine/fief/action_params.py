"""The parameters of Fief's actions, declared once: what every kind takes (``ACTION_PARAMS``,
checked by ``engine.params`` before the rules are asked), which name a seat and which are
yes-or-no.

The engine works on seats (numbers) and booleans, and its JSON form takes nothing else: an
action from a save or the LAN whose ``free`` is the string "true" is malformed (issue 38). A
person at the position command line writes a family's colour or name and ``yes``, ``true`` or
``1``: ``boolean_params`` turns every accepted spelling of a yes-or-no parameter into a boolean
and refuses anything else with a message naming the parameter, and ``SEAT_PARAMS`` tells the
command line where a name stands for a seat (engine/fief/position/cli.py).
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..actions import Action
from ..errors import malformed
from ..params import Param, either, flag, number, seat, text

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
    "accept", "allow", "free", "revive", "decline", "cavalcade", "secret_passage", "reinforce",
    "stay"})

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
    raise malformed("{kind}: {name} is yes or no (true/false, 1/0), not {value}", kind=kind, name=name,
                    value=repr(value))


def boolean_params(action: Action) -> Action:
    """The action with its yes-or-no parameters as booleans; the same action when they
    already are (the usual case, which allocates nothing)."""
    if not any(key in BOOL_PARAMS and value.__class__ is not bool for key, value in action.params):
        return action
    params = {key: as_boolean(action.kind, key, value) if key in BOOL_PARAMS else value
              for key, value in action.params}
    return Action.make(action.kind, **params)


# ----- every kind of action and what it takes (issue 38: ``engine.params`` checks it) -------
NAME = text("a name (of a lord, village, fief, card...)")
NAMES = text("a name, or a list of names", many=True)
CANDIDATE = text("a lord's name, or nothing", none=True)
SEAT = seat("a seat (a number from 0)")
SEATS = seat("a seat, or a list of seats", many=True)
COUNT = number("a number from 0")
FLAG = flag()
LOSSES = either("a count, or SEAT:COUNT, or a list of them", number("a count"),
                text("SEAT:COUNT", many=True))
BISHOPRIC = either("a bishopric (1 to 5)", number("a bishopric", 1, 5), NAME)
TARGET = either("a bishopric's number or a name", number("a bishopric", 1, 5), NAME)

# What a parameter holds by its name; a kind that gives the name another meaning says so.
BY_NAME: dict[str, Param] = {
    **{name: NAME for name in ("lord", "lady", "village", "fief", "building", "card", "deck",
                               "use", "tax", "role", "side", "stance", "choice", "answer",
                               "relic", "sponsor", "city", "to_lord")},
    **{name: NAMES for name in ("lords", "captives", "others", "give", "take")},
    **{name: FLAG for name in BOOL_PARAMS},
    **{name: COUNT for name in ("amount", "pay", "ask", "mills", "knights", "men", "leave")},
    **{name: CANDIDATE for name in ("for", "against", "decoy")},
    "bishopric": BISHOPRIC, "to": SEAT, "player": SEAT, "with": SEATS, "cede": SEAT,
    "fight": SEATS, "target": SEAT,
}

KINDS: dict[str, str] = {            # kind: the names of its parameters
    **{kind: "" for kind in (
        "buy_engine", "buy_gem", "sell_gem", "end_battles", "end_cards_turn", "end_movement",
        "end_pillage", "end_play", "end_purchase", "end_relic_powers", "end_sieges",
        "leave_talk", "no_candidate", "pass", "pass_marriage")},
    **{kind: "accept" for kind in ("answer_exchange", "answer_marriage", "answer_offer",
                                   "answer_ransom", "answer_truce", "crown_prince")},
    **{kind: "lord" for kind in ("buy_cardinal", "declare_candidate", "decline_stop",
                                 "excommunicate", "lift_excommunication", "release",
                                 "release_captive", "request_annulment")},
    **{kind: "village" for kind in ("continue_siege", "declare_siege", "lift_siege",
                                    "start_village")},
    **{kind: "fief lord" for kind in ("assign_fief", "grant_title", "transfer_title")},
    **{kind: "allow" for kind in ("consent", "let_pass")},
    **{kind: "choice" for kind in ("battle_choice", "paired_battle_choice")},
    **{kind: "stance" for kind in ("battle_stance", "coalition_stance")},
    "ballot": "for against", "vote": "for decoy", "build": "building village",
    "buy_title": "fief lord free city", "capture": "lord to", "casualties": "knights men lords",
    "cavalcade_on": "leave to stay", "cede_village": "to village", "coalition_accord": "answer",
    "declare_battle": "target village secret_passage", "discard": "card", "draw": "deck",
    "geronce": "revive", "give_money": "amount to", "give_relic": "lord relic to_lord",
    "hand_captive": "lord to", "join_battle": "side", "losses": "knights men",
    "move": "to lords knights men captives cavalcade fight cede reinforce secret_passage",
    "offer_cards": "to give take pay ask", "offer_ransom": "amount lords lord",
    "open_talk": "with", "pay_ransoms": "lords lord", "pillage": "mills village",
    "place_lord": "lord village",
    "play_card": "card lord lady village target sponsor tax use others bishopric accept",
    "propose_marriage": "lady lord", "recruit": "knights men village",
    "relic_power": "relic bishopric allow", "spouse_inherit": "give to decline",
    "stop_uprising": "lord role", "take_relic": "lord relic",
    "talk_offer": "to give take pay ask", "uprising_order": "player",
}

OVERRIDES: dict[str, dict[str, Param]] = {   # kind: the names it gives another meaning
    "move": {"to": NAME},                                  # a village
    "cavalcade_on": {"to": NAME},                          # 5.2: the road's village
    "spouse_inherit": {"to": NAME},                        # the lord the fief goes to
    "casualties": {"knights": LOSSES, "men": LOSSES},      # 6.2.2: SEAT:COUNT items
    "declare_battle": {"target": SEATS},                   # a coalition's seats (simplified)
    "play_card": {"target": TARGET},                       # a tax's bishopric, a lord
}

ACTION_PARAMS: Mapping[str, Mapping[str, Param]] = MappingProxyType({
    kind: {**{name: BY_NAME[name] for name in names.split()}, **OVERRIDES.get(kind, {})}
    for kind, names in KINDS.items()})
