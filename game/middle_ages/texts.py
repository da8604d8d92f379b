"""Middle-Ages' words on screen: the referee's English texts (gettext ids, engine/middle_ages/
messages.py) translated, with seats by name and domains and cards by their translated names.
The scene calls these when it draws, so a change of language shows at once."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from engine.middle_ages.api import (
    CARD_NAMES,
    CARD_TEXT,
    DOMAIN_NAMES,
    DOMAIN_TEXT,
    EVENT_TEXT,
    PROMPTS,
    SEAT_KEYS,
)
from game.shell.i18n import _, ngettext, refused, say, worded

DOMAINS: tuple[str, ...] = tuple(DOMAIN_NAMES)      # the columns of a fief board, left to right
CARDS: tuple[str, ...] = tuple(CARD_NAMES)          # the 15 Event cards (M7)


def domain_name(domain: str) -> str:
    return _(DOMAIN_NAMES[domain]) if domain in DOMAIN_NAMES else domain


# The values of a refusal that name a domain (M2.3), said by its translated name.
DOMAIN_VALUES: Mapping[str, Callable[[str], str]] = MappingProxyType(
    {"domain": domain_name, "type": domain_name})


def domain_text(domain: str) -> str:
    return _(DOMAIN_TEXT[domain]) if domain in DOMAIN_TEXT else ""


def card_name(card: str) -> str:
    return _(CARD_NAMES[card]) if card in CARD_NAMES else card


def card_text(card: str) -> str:
    return _(CARD_TEXT[card]) if card in CARD_TEXT else ""


def event_line(event: Mapping[str, Any], names: Sequence[str]) -> str:
    """An event's log line in the player's language ("" for a kind the client does not know);
    an Event card's says what it did to each lord (M7), which its banner shows only a moment:
    "Event: Alliance — Ann +3 · Bob 0"."""
    line = said_line(event, names)
    if line and event.get("kind") == "event_applied":
        return f"{line} — {card_changes(event, names)}"
    return line


def said_line(event: Mapping[str, Any], names: Sequence[str]) -> str:
    """An event's own template filled: its seats by name, its domain and card translated."""
    template = EVENT_TEXT.get(str(event.get("kind")))
    if template is None:
        return ""
    params = dict(event)
    for key in SEAT_KEYS:
        if isinstance(params.get(key), int) and 0 <= params[key] < len(names):
            params[key] = names[params[key]]
    for key in ("domain", "type"):
        if isinstance(params.get(key), str):
            params[key] = domain_name(params[key])
    if isinstance(params.get("card"), str):
        params["card"] = card_name(params["card"])
    try:
        return _(template).format(**params)
    except (KeyError, IndexError, ValueError):
        return _(template)


def prompt(decision: Mapping[str, Any], names: Sequence[str]) -> str:
    """What the decision asks, addressed to its player."""
    template = PROMPTS.get(str(decision.get("kind")), "{player}")
    seat = decision.get("player")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return _(template).format(player=name)


def answer_label(action: Mapping[str, Any], view: Mapping[str, Any], seat: int) -> str:
    """A button's words for one of the decision's listed answers, naming what it chooses:
    "Mill 18, row 2", "Under Market (income now 4)", "Village 9" from the Graveyard."""
    kind = action.get("kind")
    if kind in ("place", "move", "scout"):
        row = 0 if kind == "place" else int(action.get("row", view.get("destination_row") or 0))
        info = view["rows"][row][int(action["col"])] or {}
        return _("{domain} {number}, row {row}").format(
            domain=domain_name(str(info.get("domain", "?"))), number=info.get("number", "?"),
            row=row + 1)
    if kind == "coin":
        domain = str(action["domain"])
        return _("Under {domain} (income now {n})").format(
            domain=domain_name(domain), n=view["players"][seat]["income"].get(domain, 0))
    if kind == "token":
        return _("{type} token under {domain}").format(type=domain_name(str(action["type"])),
                                                        domain=domain_name(str(action["domain"])))
    if kind == "restore":
        tiles = {int(t["id"]): t for t in view["players"][seat]["graveyard"]}
        tile = tiles.get(int(action["tile"]), {})
        return _("{domain} {number}").format(domain=domain_name(str(tile.get("domain", "?"))),
                                             number=tile.get("number", "?"))
    return str(kind)


def graveyard_title() -> str:
    return _("Graveyard")


def money(amount: int) -> str:
    """Money as the boards show it (no plural form needed: "Money: 3")."""
    return _("Money: {n}").format(n=amount)


def turn_line(view: Mapping[str, Any]) -> str:
    if view.get("phase") == "placement":
        return _("Placing the Lords")
    if view.get("phase") == "over":
        return _("The game is over")
    return _("Turn {turn} of {turns}").format(turn=view.get("turn"), turns=view.get("turns"))


def score(amount: int) -> str:
    return _("Score: {n}").format(n=amount)


def card_changes(event: Mapping[str, Any], names: Sequence[str]) -> str:
    """What an Event card did to each lord, from its event: "Ann +4 · Bob −2 · Cid 0", and the
    tiles it sent to the Graveyards."""
    parts = []
    money = event.get("money") or []
    destroyed = event.get("destroyed") or []
    for seat, name in enumerate(names):
        change = int(money[seat]) if seat < len(money) else 0
        part = f"{name} {change:+d}" if change else f"{name} 0"
        lost = len(destroyed[seat]) if seat < len(destroyed) else 0
        if lost:
            part += " " + ngettext("({n} tile lost)", "({n} tiles lost)", lost).format(n=lost)
        parts.append(part)
    return " · ".join(parts)


def income_now(amount: int) -> str:
    """A domain column's tooltip: what its income pays with the tiles on the board now (the
    view's number, tokens counted)."""
    return _("Income with the tiles on the board now: {n}").format(n=amount)


def pile_size(size: int) -> str:
    return ngettext("{n} tile", "{n} tiles", size).format(n=size)


def pile_tooltip(key: str, view: Mapping[str, Any]) -> str:
    """A pile's tooltip: which pile, and what is public of it (M6)."""
    pile = view.get(key) or {}
    name = _("The orange pile") if key == "orange" else _("The draw pile")
    return _("{pile}: {size}, face down; the number on the back of its top tile is {number} "
             "(the rest of its order is hidden).").format(
        pile=name, size=pile_size(int(pile.get("size", 0))), number=pile.get("top_number"))


def graveyard_list(tiles: Sequence[Mapping[str, Any]]) -> str:
    """A Graveyard's tooltip: its tiles, bottom first (public, M6)."""
    if not tiles:
        return _("The Graveyard is empty.")
    names = ", ".join(f"{domain_name(str(t['domain']))} {t['number']}" for t in tiles)
    return _("In the Graveyard: {tiles}").format(tiles=names)


def refusal(message: str, rule: object = None, template: object = None,
            values: object = None) -> str:
    """A refusal of the referee in the player's language, with its rule: a worded one (its
    English template and values, engine/middle_ages/refusals.py and engine/params.py, sent in
    the error frame) translated and filled, a domain by its translated name; anything else (a
    host's own words) as ``say`` gives it."""
    why = worded(template, values, DOMAIN_VALUES) if isinstance(template, str) else None
    return refused(why, rule) if why is not None else say(message, template, values)


def fortune(player: Mapping[str, Any]) -> str:
    """A lord's money and score tooltip: what the score so far is (the view's numbers, M8)."""
    empty = int(player.get("empty_domains", 0))
    return ngettext("Money {money}; score if the game ended now {score}: 10 less for {n} "
                    "domain without a tile, never below 0 (M8).",
                    "Money {money}; score if the game ended now {score}: 10 less for each of "
                    "{n} domains without a tile, never below 0 (M8).", empty).format(
        money=player.get("money", 0), score=player.get("score", 0), n=empty)


def tile_marks(info: Mapping[str, Any]) -> str:
    """What a tile carries besides its domain and number (M2.2): its symbol, if any, and the
    colour of its back ("a Peasant, blue back"), for its tooltip."""
    symbol = _("a Peasant") if info.get("peasant") else _("a Chest") if info.get("chest") else ""
    back = _("orange back") if info.get("orange") else _("blue back")
    return f"{symbol}, {back}" if symbol else back


def token_words(player: Mapping[str, Any], domain: str) -> list[str]:
    """The tokens under a lord's domain, said for its column's tooltip (M5.7, M5.8)."""
    words = []
    if domain in player.get("coin_tokens", []):
        words.append(_("An Extra-coin token: 1 more per tile its income counts (M5.7)."))
    parcel = (player.get("parcel_tokens") or {}).get(domain)
    if parcel:
        words.append(_("A {type} Parcel token: its income counts {type} tiles too (M5.8).").format(
            type=domain_name(str(parcel))))
    return words
