"""Counted words in the player's language: "1 denier", "3 deniers", "1 homme d'armes".

A number is never glued to a plural noun in a template: the template names the counted phrase
("{player} collects {total}") and the phrase comes from ``count`` through gettext's plural
forms, so each language picks its own form (French says "0 denier", English "0 deniers").
The chronicle's lines that count something are worded in ``event_lines`` through these.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import NP_, ngettext

WORDS: dict[str, tuple[str, str]] = {
    "deniers": NP_("{n} denier", "{n} deniers"),
    "knights": NP_("{n} knight", "{n} knights"),
    "men": NP_("{n} man at arms", "{n} men at arms"),
    "mills": NP_("{n} mill", "{n} mills"),
    "cards": NP_("{n} card", "{n} cards"),
    "votes": NP_("{n} vote", "{n} votes"),
    "villages": NP_("{n} village", "{n} villages"),
    "vp": NP_("{n} victory point", "{n} victory points"),
    "counters": NP_("{n} counter", "{n} counters"),
    "dice": NP_("{n} die", "{n} dice"),
    "hits": NP_("{n} hit", "{n} hits"),
    "markers": NP_("{n} Diplomacy marker", "{n} Diplomacy markers"),
    "seats": NP_("{n} open seat", "{n} open seats"),
    "ecus": NP_("{n} ecu", "{n} ecus"),
    "resources": NP_("{n} resource", "{n} resources"),
    "gems": NP_("{n} gem", "{n} gems"),
    "engines": NP_("{n} Siege Engine", "{n} Siege Engines"),
    "control_markers": NP_("{n} control marker", "{n} control markers"),
    "to_spend": NP_("{n} to spend", "{n} to spend"),                 # the simplified variant
    "damages": NP_("{n} damage owed", "{n} damages owed"),
}

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
