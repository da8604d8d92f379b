"""Events of every kind Fief's referee can tell, built from their declared forms
(engine/fief/event_kinds): a few samples per kind, with counts of 0, 1 and 2, each value of
each closed set of words, lists empty, of one and of two, and nothing where a field may be
None, so that every sentence the chronicle can say is read in the tests."""
from __future__ import annotations

import types
import typing
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from engine.fief.event_kinds.catalog import KINDS

PLACES = {"fief": "County of BLAYE", "target": "Barony of ST GÉRÔME", "item": "bishop:5",
          "card": "harvest", "relic": "grail", "deck": "fortune", "cause": "battle",
          "reason": "5.1: no road leads there"}
NAMES = ["ANNE", "JEAN"]
SKIP = {"kind", "chance", "audience"}
# Lists the referee may leave empty (no vote marker placed, no card asked, no lord killed):
# other lists (the lords who move, the families allied) always name someone.
MAY_BE_EMPTY = {"on", "knights", "men", "give", "take", "tally", "captives", "besiegers",
                "engines", "markers", "backers", "blockers", "candidates", "lords:casualties",
                "lords:candidates_declared"}


def sample_value(key: str, hint: Any, i: int, kind: str = "") -> Any:
    """The ``i``-th sample (0, 1, 2) of a field ``key`` declared as ``hint``."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is typing.NotRequired or origin is typing.Required:
        return sample_value(key, args[0], i, kind)
    if origin in (Union, types.UnionType):
        if type(None) in args and i == 0:
            return None
        return sample_value(key, next(a for a in args if a is not type(None)), i, kind)
    if origin is Literal:
        return args[i % len(args)]
    if origin is list:
        inner = args[0] if args else Any
        if key in ("knights", "men"):
            return [f"{s}:{i}" for s in range(i)]
        if key in ("tally",):
            return [[name, n] for name, n in zip(NAMES, (i, 1))][:i]
        size = i if i or key in MAY_BE_EMPTY or f"{key}:{kind}" in MAY_BE_EMPTY else 2
        return [sample_value(key, inner, n) for n in range(size)]
    if hint is bool:
        return i == 1
    if hint is int:
        return i
    if hint is str:
        return PLACES.get(key, NAMES[i % 2] if key in ("lord", "lady", "spouse", "winner", "for",
                                                        "decoy", "against", "to_lord") else "DAX")
    return {}


def samples() -> list[dict[str, Any]]:
    """Three events of each kind (every closed set's values covered for the first of them)."""
    out = []
    for kind, form in sorted(KINDS.items()):
        hints = get_type_hints(form, include_extras=True)
        for i in range(3):
            event = {"kind": kind}
            for key, hint in hints.items():
                if key not in SKIP:
                    event[key] = sample_value(key, hint, i, kind)
            out.append(event)
        for key, hint in hints.items():
            literal = [h for h in (hint, *get_args(hint)) if get_origin(h) is Literal]
            for value in get_args(literal[0]) if literal and key not in SKIP else ():
                out.append({**out[-1], key: value})
    return out
