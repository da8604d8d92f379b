"""What each kind of action takes, declared as data by every game, and the one check of it.

An action reaches a referee from a save, the LAN or a program as a plain mapping, and whatever
it holds is stored once accepted (the record, the journal, the save). So before the rules are
asked, every game refuses as ``MalformedAction`` an action whose kind it does not know, a
parameter its kind does not take, a value of the wrong type (``"player": "0"`` where a seat
is a number) or out of its range (issue 38). Each game declares its action kinds as a mapping
``{kind: {parameter: Param}}`` (``engine/fief/action_params.py``,
``engine/middle_ages/action_params.py``); ``check_params`` is the check, the same for all.

The bounds also bound what an action may store: at most ``MAX_TEXT`` characters in a text and
``MAX_ITEMS`` values in a list, so an accepted action's JSON form stays within a few
kilobytes (docs/lan.md, "Limits").
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .errors import malformed

MAX_TEXT = 64              # characters in a text parameter (the longest name is 30)
MAX_ITEMS = 64             # values in a list parameter (a game has 18 lords)
MAX_NUMBER = 1_000_000     # the largest count a parameter takes, where no range is given

# The refusals' English templates (issue 37): gettext message ids, kept in the catalogues, so
# a client says them in its player's language. The value ``what`` is a ``Param``'s words, an
# English message id too, which the client translates before filling the template; ``kind``,
# ``name`` and ``takes`` are the action's own words, ``value`` what was sent, quoted.
NO_KIND = "there is no action {kind} in this game"
SURPLUS = "{kind} takes no parameter {name} (it takes {takes})"
SURPLUS_NONE = "{kind} takes no parameter {name} (it takes none)"
MISFIT = "{kind}: {name} is {what}, not {value}"

@dataclass(frozen=True, slots=True)
class Param:
    """One parameter: the values it takes (a whole number, a text, yes or no, nothing),
    whether a list of them is accepted too (``many``; ``listed``: only a list), a number's
    range (``seat``: one of the game's seats), and what it holds, in the refusal's words."""

    what: str
    number: bool = False
    text: bool = False
    flag: bool = False
    none: bool = False
    low: int = 0
    high: int = MAX_NUMBER
    seat: bool = False
    many: bool = False
    listed: bool = False


def number(what: str, low: int = 0, high: int = MAX_NUMBER) -> Param:
    return Param(what, number=True, low=low, high=high)


def text(what: str, *, many: bool = False, listed: bool = False, none: bool = False) -> Param:
    return Param(what, text=True, none=none, many=many, listed=listed)


def seat(what: str = "a seat", *, many: bool = False) -> Param:
    return Param(what, number=True, seat=True, many=many)


def flag(what: str = "yes or no (true or false)") -> Param:
    return Param(what, flag=True)


def either(what: str, *params: Param) -> Param:
    """A parameter taking the values of several: a text or a number, say (a card's target)."""
    numbers = [p for p in params if p.number] or [Param(what)]
    return Param(what, number=any(p.number for p in params), text=any(p.text for p in params),
                 flag=any(p.flag for p in params), none=any(p.none for p in params),
                 low=min(p.low for p in numbers), high=max(p.high for p in numbers),
                 seat=any(p.seat for p in params), many=any(p.many for p in params))


Schema = Mapping[str, Mapping[str, Param]]


def check_params(schema: Schema, action: Action, seats: int) -> None:
    """Refuse ``action`` unless its kind is one of ``schema`` and each of its parameters is
    one its kind takes, holding a value of its type and range; changes nothing. Every action
    applied passes here, so the usual values (a name, a count) are judged inline."""
    params = schema.get(action.kind)
    if params is None:
        raise malformed(NO_KIND, kind=repr(clip(action.kind)))
    for name, value in action.params:
        param = params.get(name)
        if param is None:
            if not params:
                raise malformed(SURPLUS_NONE, kind=action.kind, name=repr(clip(name)))
            raise malformed(SURPLUS, kind=action.kind, name=repr(clip(name)),
                            takes=", ".join(sorted(params)))
        kind = value.__class__
        if kind is str:
            fit = param.text and 0 < len(value) <= MAX_TEXT and not param.listed
        elif kind is int:
            fit = param.number and not param.listed and (
                0 <= value < seats if param.seat else param.low <= value <= param.high)
        else:
            fit = fits(param, value, seats)
        if not fit:
            raise malformed(MISFIT, kind=action.kind, name=name, what=param.what,
                            value=clip(repr(value)))


def fits(param: Param, value: Any, seats: int) -> bool:
    """Whether a value is one the parameter takes (a list of them where it is ``many``)."""
    if value.__class__ is tuple and (param.many or param.listed):
        return len(value) <= MAX_ITEMS and all(one(param, item, seats) for item in value)
    return not param.listed and one(param, value, seats)


def one(param: Param, value: Any, seats: int) -> bool:
    kind = value.__class__
    if kind is str:
        return param.text and 0 < len(value) <= MAX_TEXT
    if kind is bool:
        return param.flag
    if kind is int:
        if not param.number:
            return False
        return 0 <= value < seats if param.seat else param.low <= value <= param.high
    return value is None and param.none


def clip(text: str) -> str:
    """A value as a refusal quotes it: never more than a line, whatever was sent."""
    return text if len(text) <= 40 else text[:37] + "..."
