"""What an edition calls its decks and its Disasters, as its rules table names them
(``Rules.deck_words``, ``Rules.disaster_word``): 1429's Lords and Fortune decks and Disasters,
2011's Characters, Events and Calamities (003). The engine names a deck by its own key
("lords", "fortune") in every edition; the screens show the edition's name of it.
"""
from __future__ import annotations

from typing import Any

from game.i18n import N_
from game.ui.counts import rules_of
from game.ui.texts import DECK_NAMES

DECK_WORDS: dict[str, str] = {**DECK_NAMES, "characters": N_("Characters"), "events": N_("Events")}
DISASTER_WORDS: dict[str, dict[str, str]] = {
    "disasters": {"track": N_("Disasters"), "struck": N_("Disaster!")},
    "calamities": {"track": N_("Calamities"), "struck": N_("Calamity!")},
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
