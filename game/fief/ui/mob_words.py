"""The words of a rising, as the game's edition names its card: 1429's Uprising (10.1,
"Jacquerie" in French), 2011's Revolt (003 "Carte Révolte"). The card's name comes from the
edition's card table (card_texts); each name has its own sentences, since each language agrees
its words with its own noun. Every line, label and prompt about a rising takes its msgid here.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.shell.i18n import N_, _
from game.fief.ui.card_texts import card_entry
from game.fief.ui.counts import count

MOB_WORDS: dict[str, dict[str, str]] = {
    "Uprising": {
        "title": N_("Uprising in {village}"),
        "side": N_("The Uprising"),
        "cards": N_("Uprising cards"),
        "failed": N_("The Uprising comes to nothing"),
        "raise": N_("Raise an Uprising in {village}"),
        "played": N_("{player} raises an Uprising in {village}"),
        "joined": N_("{player} adds an Uprising card in {village} ({cards})"),
        "failed_in": N_("The Uprising in {village} comes to nothing"),
        "stop": N_("{lord} tries to stop the Uprising"),
        "let_be": N_("{lord} lets the Uprising be"),
        "may_stop": N_("You may try to stop the Uprising in {village}."),
        "order": N_("Who suffers the Uprising first?"),
        "stop_bishop": N_("{lord} tries to stop the Uprising in {village} as Bishop: die {die}"),
        "stop_cardinal": N_("{lord} tries to stop the Uprising in {village} as Cardinal: die {die}"),
        "stop_die": N_("{lord} tries to stop the Uprising: the die shows {die}"),
    },
    "Revolt": {
        "title": N_("Revolt in {village}"),
        "side": N_("The Revolt"),
        "cards": N_("Revolt cards"),
        "failed": N_("The Revolt comes to nothing"),
        "raise": N_("Raise a Revolt in {village}"),
        "played": N_("{player} raises a Revolt in {village}"),
        "joined": N_("{player} adds a Revolt card in {village} ({cards})"),
        "failed_in": N_("The Revolt in {village} comes to nothing"),
        "stop": N_("{lord} tries to calm the Revolt"),
        "let_be": N_("{lord} lets the Revolt be"),
        "may_stop": N_("You may try to calm the Revolt in {village}."),
        "order": N_("Who suffers the Revolt first?"),
        "stop_bishop": N_("{lord} tries to calm the Revolt in {village} as Bishop: die {die}"),
        "stop_cardinal": N_("{lord} tries to calm the Revolt in {village} as Cardinal: die {die}"),
        "stop_die": N_("{lord} tries to calm the Revolt: the die shows {die}"),
    },
}


def failed_why(line: str, params: Mapping[str, Any]) -> str:
    """A rising that came to nothing, and why, from its event (issue 36, defect 11): every
    card stopped by a churchman (10.1, A26), or the fortifications' malus taking every die."""
    cards, penalty = params.get("cards"), params.get("penalty")
    if cards == 0:
        return _("{line}: every card was stopped").format(line=line)
    if isinstance(cards, int) and isinstance(penalty, int):
        return _("{line}: the fortifications take away {penalty}, as many as it had, and "
                 "none is left to roll").format(line=line, penalty=count("dice", penalty))
    return line


def mob_word(key: str, edition: str) -> str:
    """The msgid of ``key`` for a rising as ``edition`` names the card (1429's words for an
    edition whose name has none)."""
    return MOB_WORDS.get(card_entry("uprising", edition).name, MOB_WORDS["Uprising"])[key]
