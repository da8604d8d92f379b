"""The games of the collection, by the name saves and the network give them."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .contract import GameKind
from .fief.api import FIEF
from .middle_ages.api import MIDDLE_AGES

GAMES: Mapping[str, GameKind] = MappingProxyType({kind.name: kind for kind in (FIEF, MIDDLE_AGES)})


def game_kind(name: str) -> GameKind:
    """The game named; ``KeyError`` says which names exist."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"no game named {name!r} in this collection "
                       f"(games: {', '.join(GAMES)})") from None


def default_game() -> GameKind:
    """The game a table plays unless it names one: the first of the collection (the one the
    collection is named after)."""
    return next(iter(GAMES.values()))
