"""Middle-Ages as a game of the collection (``engine.contract.GameKind``): what the lobby, the
LAN host, saves and the bot runner need to start, restore and play it through the contract."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..errors import OutdatedSave
from .bots import ComputerPlayer
from .game import MiddleAges
from .levels import LEVELS, make
from .messages import (
    CARD_NAMES,
    CARD_TEXT,
    DOMAIN_NAMES,
    DOMAIN_TEXT,
    EVENT_TEXT,
    LEVEL_NAMES,
    PROMPTS,
    SEAT_KEYS,
)
from .options import COLOURS, EDITIONS, MAX_PLAYERS, MIN_PLAYERS, Options
from .state import State
from .tiles import TILE_TABLE

# What a client shows of Middle-Ages: the English texts (gettext ids) of events, prompts, domains
# and Event cards (messages.py), re-exported so that a client reaches the game through this facade.
__all__ = [
    "CARD_NAMES",
    "CARD_TEXT",
    "COLOURS",
    "DOMAIN_NAMES",
    "DOMAIN_TEXT",
    "EDITIONS",
    "EVENT_TEXT",
    "LEVEL_NAMES",
    "MAX_PLAYERS",
    "MIDDLE_AGES",
    "MIN_PLAYERS",
    "PROMPTS",
    "SEAT_KEYS",
    "MiddleAgesKind",
]


class MiddleAgesKind:
    """The game of parcels drafted onto a fief board over sixteen turns."""

    name = "middle-ages"
    title = "Middle-Ages"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    colours = COLOURS
    editions = EDITIONS
    optional_rules: Mapping[str, str] = MappingProxyType({})
    bot_levels = LEVELS
    stall_guard = False         # M1: 16 turns, each decision moving the game on; no stall

    def new(self, options: Mapping[str, Any]) -> MiddleAges:
        """A new game, set up to its first decision; ``OptionsError`` names what is wrong."""
        return MiddleAges.new(Options.from_dict(options))

    def restore(self, snapshot: Mapping[str, Any]) -> MiddleAges:
        """The game a snapshot holds. A snapshot of the first tile table (before the revised
        M2.2, which gave tiles other numbers, backs and symbols) names no ``table`` and is
        refused as outdated: its moves would replay as another game."""
        if isinstance(snapshot, Mapping) and snapshot.get("table", 1) != TILE_TABLE:
            raise OutdatedSave(
                "this game of Middle-Ages was saved by an earlier version, whose tiles had "
                "other numbers and symbols; it cannot be continued or replayed with the revised "
                "rules (M2.2). Please start a new game.")
        try:
            state = State.from_dict(dict(snapshot))
            Options.from_dict(state.options)
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise ValueError(f"not a position of Middle-Ages ({type(exc).__name__}: {exc})") \
                from exc
        return MiddleAges(state)

    def bot(self, level: str) -> ComputerPlayer:
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")
        return make(level)


MIDDLE_AGES = MiddleAgesKind()
