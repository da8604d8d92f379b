"""Fief as a game of the collection (``engine.contract.GameKind``): what the lobby, the LAN
host, saves and the bot runner need to start, restore and play a game of Fief through the
contract alone."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..errors import OptionsError
from .board import Board, load_board
from .bots.base import Asked as BotDecision
from .bots.base import Bot
from .bots.registry import LEVELS, make
from .bots.registry import make as make_bot
from .decision_kinds import FiefDecision, Prices
from .editions.rules import Rules, rules_for
from .event_kinds import catalog as event_types
from .event_kinds.catalog import KINDS as EVENT_KINDS
from .event_kinds.catalog import FiefEvent
from .game import Game
from .messages import EVENT_TEXT, PLAYER_KEYS, PLAYER_LIST_KEYS
from .messages import render as render_message
from .options import (
    COLOURS,
    EDITION_OPTIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONAL_RULES,
    GameOptions,
    PlayerSpec,
)
from .phases.free import FREE
from .position.read import load_position
from .state import CARDINAL_CARD, DARC_CARD, FORTUNE_KINDS, LORD_NAMES, GameState
from .strength import Modifier, SideStrength
from .view_parts import TalkInvitesView
from .views import LordView, PlayerView, View

# The rule editions a table may choose, the default first, each with a line for the chooser.
EDITIONS: Mapping[str, str] = MappingProxyType({
    "1429": "Fief: France 1429 (2014 rules, French 2015 revision): the full game.",
    "2011": "Fief (2011, first edition): FOR and AGAINST vote tokens, King 5, Pope 5, Queen 3 "
            "ecus, Siege Engines bought for 5, no Ambush.",
    "simplified": "The introductory game (a simplified 2011): income spent in its phase, gems, "
                  "strength from places and titles, battles by paired dice.",
})


class Fief:
    """The board game of noble families, marriages, elections, plague and sieges."""

    name = "fief"
    title = "Fief"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    colours = COLOURS
    editions = EDITIONS
    optional_rules: Mapping[str, str] = MappingProxyType(dict(OPTIONAL_RULES))
    # Which of ``optional_rules`` each edition offers (the others are refused with it).
    edition_options: Mapping[str, frozenset[str]] = MappingProxyType(dict(EDITION_OPTIONS))
    bot_levels = LEVELS
    stall_guard = True          # a round of computers can stall (ROUND_DECISIONS, issue 35)

    def new(self, options: Mapping[str, Any]) -> Game:
        """A new game, set up to its first decision; a game made here is played through the
        contract alone, so it keeps its decisions between two calls (``Game.decided``)."""
        return Game.new(parse_options(options), load_board(), remember=True)

    def restore(self, snapshot: Mapping[str, Any]) -> Game:
        try:
            state = GameState.from_dict(dict(snapshot))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not a position of Fief ({type(exc).__name__}: {exc})") from exc
        return Game(state, load_board(), remember=True)

    def bot(self, level: str) -> Bot:
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")
        return make(level)


def parse_options(options: Mapping[str, Any]) -> GameOptions:
    """The options of a game of Fief from their JSON form; refused with the option's name."""
    try:
        return GameOptions.from_dict(dict(options))
    except OptionsError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise OptionsError(f"the options of a game of Fief are malformed ({exc})") from exc


FIEF = Fief()

# Every card a hand may hold, by the name a card action gives it (8.0's exchanges list them).
# The actions allowed at any time, whatever is pending (RULINGS 20, 5.1): the editions share
# them (phases/free.py).
FREE_ACTIONS: frozenset[str] = frozenset(FREE)
CARD_NAMES: tuple[str, ...] = (*FORTUNE_KINDS, CARDINAL_CARD, DARC_CARD, *LORD_NAMES)
# The cards of the Lords deck: the lords, the Cardinal and d'ARC (the others are Fortune's).
LORDS_DECK: frozenset[str] = frozenset((CARDINAL_CARD, DARC_CARD, *LORD_NAMES))


# ----- what a client of Fief reads (re-exports: game/ imports nothing else of engine.fief) ----
# The typed forms of what the referee tells: events, decisions, views, battle strength.
__all__ = [
    "CARD_NAMES",
    "COLOURS",
    "EDITIONS",
    "EVENT_KINDS",
    "EVENT_TEXT",
    "FIEF",
    "FREE_ACTIONS",
    "LORDS_DECK",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPTIONAL_RULES",
    "PLAYER_KEYS",
    "PLAYER_LIST_KEYS",
    "Board",
    "BotDecision",
    "Fief",
    "FiefDecision",
    "FiefEvent",
    "GameOptions",
    "LordView",
    "Modifier",
    "OptionsError",
    "PlayerSpec",
    "PlayerView",
    "Prices",
    "Rules",
    "SideStrength",
    "TalkInvitesView",
    "View",
    "event_types",
    "load_board",
    "load_position",
    "make_bot",
    "parse_options",
    "render_message",
    "rules_for",
]
