"""Counted words in the player's language: "1 denier", "3 deniers", "1 homme d'armes".

A number is never glued to a plural noun in a template: the template names the counted phrase
("{player} collects {total}") and the phrase comes from ``count`` through gettext's plural
forms, so each language picks its own form (French says "0 denier", English "0 deniers").
The chronicle's lines that count something are worded in ``event_lines`` through these.

What an edition counts in, and what it calls some of its pieces, is named by its rules table
(``Rules.money``: deniers, ecus, resources; ``Rules.man_word``, ``Rules.fort_word``): every
screen words a sum with ``money``/``money_short`` and a form's label with ``money_label``, and
no screen asks which edition it shows to choose its money.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.fief.api import EDITIONS, Rules, rules_for
from game.shell.i18n import N_, NP_, _, ngettext

WORDS: dict[str, tuple[str, str]] = {
    "deniers": NP_("{n} denier", "{n} deniers"),
    "knights": NP_("{n} knight", "{n} knights"),
    "men": NP_("{n} man at arms", "{n} men at arms"),
    "sergeants": NP_("{n} sergeant", "{n} sergeants"),              # 2011's men at arms
    "mills": NP_("{n} mill", "{n} mills"),
    "cards": NP_("{n} card", "{n} cards"),
    "votes": NP_("{n} vote", "{n} votes"),
    "villages": NP_("{n} village", "{n} villages"),
    "vp": NP_("{n} victory point", "{n} victory points"),
    "counters": NP_("{n} counter", "{n} counters"),
    "dice": NP_("{n} die", "{n} dice"),
    "hits": NP_("{n} hit", "{n} hits"),
    "markers": NP_("{n} Diplomacy marker", "{n} Diplomacy markers"),
    "embassy_tokens": NP_("{n} Embassy token", "{n} Embassy tokens"),
    "ecus": NP_("{n} ecu", "{n} ecus"),
    "resources": NP_("{n} resource", "{n} resources"),
    "gems": NP_("{n} gem", "{n} gems"),
    "engines": NP_("{n} Siege Engine", "{n} Siege Engines"),
    "control_markers": NP_("{n} control marker", "{n} control markers"),
    "to_spend": NP_("{n} to spend", "{n} to spend"),                 # the simplified variant
    "damages": NP_("{n} damage owed", "{n} damages owed"),
}

# The short form of a money where a panel is narrow (a family's board, a price on a button):
# "5 d" for deniers; a money without one (ecus, resources) is written in full, "5 ecus" being
# as short as a reader can take at a glance.
SHORT_MONEY: dict[str, str] = {"deniers": N_("{n} d")}


# A money's name where a form labels a sum (msgids, translated where they are drawn): each
# language agrees its words with its own money, so each money has its labels.
MONEY_LABELS: dict[str, dict[str, str]] = {
    "deniers": {"sum": N_("Deniers"), "give": N_("Deniers you give"),
                "ask": N_("Deniers you ask"), "gift": N_("Give deniers openly")},
    "ecus": {"sum": N_("Ecus"), "give": N_("Ecus you give"), "ask": N_("Ecus you ask"),
             "gift": N_("Give ecus openly")},
    "resources": {"sum": N_("Resources"), "give": N_("Resources you give"),
                  "ask": N_("Resources you ask"), "gift": N_("Give resources openly")},
}


def money_label(label: str, edition: Any) -> str:
    """The msgid of a form's ``label`` ("sum", "give", "ask", "gift") in ``edition``'s money."""
    return MONEY_LABELS[money_word(edition)][label]


# An edition's troop of strength 1 and its fortification, by the keys its rules table names
# (Rules.man_word, Rules.fort_word): msgids of a form's label and of the piece's name.
MEN_LABELS: dict[str, str] = {"men": N_("Men at arms"), "sergeants": N_("Sergeants")}
FORT_NAMES: dict[str, str] = {"stronghold": N_("Stronghold"), "castle": N_("Castle")}


def rules_of(edition: Any) -> Rules:
    """``edition``'s rules table (the default edition's for an unknown one)."""
    return rules_for(str(edition) if edition in EDITIONS else next(iter(EDITIONS)))


def men_word(edition: Any) -> str:
    """The key in ``WORDS`` of ``edition``'s troop of strength 1 ("men", "sergeants")."""
    return rules_of(edition).man_word


def fort_name(edition: Any) -> str:
    """The msgid of ``edition``'s fortification ("Stronghold", "Castle")."""
    return FORT_NAMES[rules_of(edition).fort_word]


def money_word(edition: Any) -> str:
    """The key in ``WORDS`` of what ``edition`` counts its money in: its rules table names it
    (1429 deniers, 2011 ecus, the simplified variant's resources); an unknown edition reads as
    the default one."""
    return rules_of(edition).money


def money(n: Any, edition: Any) -> str:
    """ "5 deniers", "1 ecu", "3 resources": ``n`` in ``edition``'s money with its plural form."""
    return count(money_word(edition), n)


def money_short(n: Any, edition: Any) -> str:
    """ "5 d" in 1429, "5 ecus" in 2011 (``SHORT_MONEY``); ``n`` None (hidden money) is "?"."""
    word = money_word(edition)
    shown = "?" if n is None else n
    short = SHORT_MONEY.get(word)
    return _(short).format(n=shown) if short else count(word, shown)


def count(word: str, n: Any) -> str:
    """ "3 deniers": ``n`` with the word ``WORDS[word]`` in its form for ``n``; a value that
    is not a number (a hidden sum, "?") is shown with the plural form; a negative one takes
    the form of its size ("-1 vote")."""
    singular, plural = WORDS[word]
    if isinstance(n, bool) or not isinstance(n, int):
        return ngettext(singular, plural, 2).format(n=n)
    return ngettext(singular, plural, abs(n)).format(n=n)


def with_counts(params: Mapping[str, Any], counted: Mapping[str, str]) -> dict[str, Any]:
    """``params`` with each counted parameter replaced by its phrase (missing ones left out)."""
    out = dict(params)
    for key, word in counted.items():
        if key in out:
            out[key] = count(word, out[key])
    return out


def said_losses(values: object) -> object:
    """A refusal's values with its ``losses`` (English words, engine/fief/combat.py) said in
    the player's language from ``counts``, the same losses as numbers ("1:3 2:0": knights and
    men at arms), each count in its plural form; other values as they came."""
    if not isinstance(values, dict) or not isinstance(values.get("counts"), str):
        return values
    try:
        pairs = [tuple(int(n) for n in item.split(":")) for item in values["counts"].split()]
        said = [_("{knights} and {men}").format(knights=count("knights", k), men=count("men", m))
                for k, m in pairs]
    except ValueError:                    # not two numbers: the network's, say them as they came
        return values
    if not said:
        return values
    losses = said[-1]
    for first in reversed(said[:-1]):
        losses = _("{losses} or {other}").format(losses=first, other=losses)
    return {**values, "losses": losses}
