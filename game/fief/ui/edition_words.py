"""What an edition calls its decks, its Disasters and its Diplomacy markers, as its rules table
names them (``Rules.deck_words``, ``Rules.disaster_word``, ``Rules.embassy_word``): 1429's Lords and Fortune decks and Disasters,
2011's Characters, Events and Calamities (003). The engine names a deck by its own key
("lords", "fortune") in every edition; the screens show the edition's name of it.
"""
from __future__ import annotations

from typing import Any

from game.shell.i18n import N_
from game.fief.ui.counts import rules_of
from game.fief.ui.texts import DECK_NAMES

DECK_WORDS: dict[str, str] = {**DECK_NAMES, "characters": N_("Characters"), "events": N_("Events")}
DISASTER_WORDS: dict[str, dict[str, str]] = {
    "disasters": {"track": N_("Disasters"), "struck": N_("Disaster!")},
    "calamities": {"track": N_("Calamities"), "struck": N_("Calamity!")},
}
# The markers of exchanges and private talks: 1429's Diplomacy markers, 2011's Embassy tokens.
EMBASSY_WORDS: dict[str, dict[str, str]] = {
    "diplomacy": {"board": N_("Diplomacy {n}"), "counted": "markers",
                  "cards": N_("Exchange cards (a Diplomacy marker)"),
                  "talk": N_("A private talk (a Diplomacy marker)")},
    "embassy": {"board": N_("Embassy {n}"), "counted": "embassy_tokens",
                "cards": N_("Exchange cards (an Embassy token)"),
                "talk": N_("A private talk (an Embassy token)")},
}
ENGINE_DECKS = ("lords", "fortune")          # the engine's keys, in Rules.deck_words' order


def deck_name(deck: Any, edition: Any) -> str:
    """The msgid of the engine's ``deck`` ("lords", "fortune") as ``edition`` names it."""
    if deck not in ENGINE_DECKS:
        return str(deck)
    return DECK_WORDS[rules_of(edition).deck_words[ENGINE_DECKS.index(deck)]]


def disaster_word(key: str, edition: Any) -> str:
    """The msgid of ``key`` ("track", "struck") for ``edition``'s Disasters or Calamities."""
    return DISASTER_WORDS[rules_of(edition).disaster_word][key]


def embassy_word(key: str, edition: Any) -> str:
    """The msgid of ``key`` ("board", "cards", "talk") for ``edition``'s markers of exchanges
    and talks, or for "counted" the key of their counted word in ``counts.WORDS``."""
    return EMBASSY_WORDS[rules_of(edition).embassy_word][key]
