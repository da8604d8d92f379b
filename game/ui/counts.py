"""Counted words in the player's language: "1 denier", "3 deniers", "1 homme d'armes".

A number is never glued to a plural noun in a template: the template names the counted phrase
("{player} collects {total}") and the phrase comes from ``count`` through gettext's plural
forms, so each language picks its own form (French says "0 denier", English "0 deniers").
The engine's log lines are English templates with bare numbers; ``EVENT_COUNTS`` gives the
client's wording of those that count something, checked against the engine's by the tests.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import N_, NP_, ngettext

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
    "gems": NP_("{n} gem", "{n} gems"),                              # the simplified variant
    "to_spend": NP_("{n} to spend", "{n} to spend"),
    "damages": NP_("{n} damage owed", "{n} damages owed"),
    "resources": NP_("{n} resource", "{n} resources"),
}

# event kind -> (the client's template, which parameter counts which word); the English of
# each template is the engine's (engine.fief.messages.EVENT_TEXT) with the nouns moved into
# the counted phrases.
EVENT_COUNTS: dict[str, tuple[str, dict[str, str]]] = {
    "income": (N_("{player} collects {total}"), {"total": "deniers"}),
    "recruited": (N_("{player} recruits {knights} and {men} in {village}"),
                  {"knights": "knights", "men": "men"}),
    "title_bought": (N_("{lord} of {player} becomes lord of the {fief} ({cost})"), {"cost": "deniers"}),
    "ransom_offered": (N_("{player} offers {amount} for {lords}"), {"amount": "deniers"}),
    "ransom_paid": (N_("{player} pays {amount} to {captor} for {lords}"), {"amount": "deniers"}),
    "troops_lost": (N_("{player} loses {knight} and {man} in {village} ({cause})"),
                    {"knight": "knights", "man": "men"}),
    "money_given": (N_("{player} gives {amount} to {to}"), {"amount": "deniers"}),
    "ballot_revealed": (N_("{player} turns over a {marker} marker on {lord}: {votes}"), {"votes": "votes"}),
    "uprising_joined": (N_("{player} adds an Uprising card in {village} ({cards})"), {"cards": "cards"}),
    "uprising_destroyed": (N_("The mob of {village} destroys {mills}"), {"mills": "mills"}),
    "offer_made": (N_("{player} offers {to} {give} and {pay} for {take} and {ask}"),
                   {"pay": "deniers", "ask": "deniers"}),
    "pillaged": (N_("{player} pillages {mills} in {village} for {amount}"),
                 {"mills": "mills", "amount": "deniers"}),
    # the simplified variant (gems, resources, paired dice)
    "gem_traded": (N_("{player} trades a gem for {resources}; gems held: {gems}"),
                   {"resources": "resources"}),
    "paired_battle_started": (N_("Battle of {village}: the attack has {attack_total}, "
                                 "the defence {defence_total}"), {"attack_total": "dice"}),
}


# An edition's own wording of a counted line: the introductory game collects resources to spend
# in the phase, not deniers (S-3), and its pillage brings nothing.
EDITION_COUNTS: dict[tuple[str, str], tuple[str, dict[str, str]]] = {
    ("simplified", "income"): (EVENT_COUNTS["income"][0], {"total": "resources"}),
    ("simplified", "pillaged"): (EVENT_COUNTS["pillaged"][0], {"mills": "mills", "amount": "resources"}),
    ("simplified", "title_bought"): (EVENT_COUNTS["title_bought"][0], {"cost": "resources"}),
}

# A line that says another thing when one of its values is set: a gem bought is no gem sold
# (the engine's one template "trades a gem for" serves both, S-3).
VALUE_COUNTS: dict[tuple[str, str, Any], tuple[str, dict[str, str]]] = {
    ("gem_traded", "bought", True): (N_("{player} buys a gem for {resources}; gems held: {gems}"),
                                     {"resources": "resources"}),
    ("gem_traded", "bought", False): (N_("{player} sells a gem for {resources}; gems held: {gems}"),
                                      {"resources": "resources"}),
}


def count(word: str, n: Any) -> str:
    """ "3 deniers": ``n`` with the word ``WORDS[word]`` in its form for ``n``; a value that
    is not a number (a hidden sum, "?") is shown with the plural form."""
    singular, plural = WORDS[word]
    if isinstance(n, bool) or not isinstance(n, int):
        return ngettext(singular, plural, 2).format(n=n)
    return ngettext(singular, plural, n).format(n=n)


def with_counts(params: Mapping[str, Any], counted: Mapping[str, str]) -> dict[str, Any]:
    """``params`` with each counted parameter replaced by its phrase (missing ones left out)."""
    out = dict(params)
    for key, word in counted.items():
        if key in out:
            out[key] = count(word, out[key])
    return out
