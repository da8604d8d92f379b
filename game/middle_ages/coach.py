"""The tutorial of Middle-Ages (issue 37): a game of three lords, the player against two
computers, in which a coach explains each thing the first time it happens on the table: the
goal and the first decision, a move and the tile taken, each domain's effect and income, a
Scout's reservation, a Mill's payment, a Barracks attack, a tile brought back, an Event card,
and the end. The lessons are read from the referee's events (what happened), never from a
rule worked out here; they queue up and the player dismisses each with "Next tip"."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.middle_ages.drawing import Px, fit, write
from game.middle_ages.table import MASetup
from game.shell import fonts
from game.shell import palette as pal
from game.shell.i18n import N_, _

TUTORIAL_SEED = 1429
TUTORIAL_LEVEL = "reeve"

LESSONS: dict[str, str] = {
    "start": N_("Welcome! You are the blue lord. Over 16 turns your Lord walks down the four rows of tiles; each tile you leave goes to your fief board, where its domain gives its effect, then its income. The richest after turn 16 wins, less 10 for each empty domain. First, put your Lord on a lit tile of the top row: click it or press its number."),
    "move": N_("Each turn you move your Lord to a tile of the next row, and you take the tile you leave: it goes on top of its column on your board. The tile you choose now is the one you will take next turn, and the order of the next turn follows the Lords from left to right."),
    "reserved": N_("Some tiles of the row are not lit: a tile with a Lord on it is occupied, and a tile with another lord's Scout is reserved. A row always holds one tile more than there are lords, so you always have a choice."),
    "fields": N_("Fields: you gain 1 per Peasant (the little figure) on your board, then the income, 2 per Fields tile."),
    "mill": N_("Mill: every opponent with fewer Mills than you pays you 2 (or what they have), then the income, 2 per Mill tile."),
    "village": N_("Village: a tile of your Graveyard comes back on its column, without its effect; then the income, 2 per Village and per Rampart tile."),
    "rampart": N_("Rampart: your Scout goes on a tile of another row and reserves it: no other Lord may stand there until your Lord reaches that row. Income: 2 per Fields and per Rampart tile."),
    "market": N_("Market: you gain 1 per Chest (the little chest) on your board, then the income, 2 per Mill and per Market tile."),
    "barracks": N_("Barracks: every opponent with fewer Ramparts than you have Barracks loses their leftmost tile to the Graveyard and pays you 2. Income: 2 per Village and per Barracks tile."),
    "church": N_("Church: an Extra-coin token goes under one of your domains: from then on that domain pays 1 more per tile it counts. Income: 3 per Church tile."),
    "palace": N_("Palace: a Parcel token goes under one of your domains: its income then counts the token's type too. Income: 3 per Palace tile."),
    "scout": N_("A Scout now reserves a tile (the square pawn): other Lords may not stand there. It goes home when its own Lord reaches that row."),
    "mill_paid": N_("A Mill has paid: the coin flew from the poorer miller's money to the richer one's."),
    "attack": N_("An attack! The attacked lord's leftmost tile fell into their Graveyard and they paid 2. Ramparts protect you: a Barracks attacks only lords with fewer Ramparts than it has Barracks."),
    "restored": N_("A tile came back from a Graveyard to its column, without its effect."),
    "event": N_("An Event card struck every lord at once, then was turned face down. The four cards lie face up from the start: point at one to read it and plan for it."),
    "end": N_("The game is over: each empty domain cost 10, and the richest won. Press Leave to go back to the title, or F1 to read the rules again."),
}
DOMAIN_LESSONS = ("fields", "mill", "village", "rampart", "market", "barracks", "church",
                  "palace")


def tutorial_setup(name: str) -> MASetup:
    """The tutorial's table: the player (blue) against two computers, a fixed seed."""
    lords = ((name, "blue"), ("Godefroy", "red"), ("Mathilde", "green"))
    return MASetup(lords, ("human", "computer", "computer"), TUTORIAL_SEED, TUTORIAL_LEVEL)


class Coach:
    """The lessons still to be read, each told once, the first time its thing happens."""

    def __init__(self, seat: int = 0) -> None:
        self.seat = seat
        self.told: set[str] = set()
        self.pending: list[str] = []

    @property
    def lesson(self) -> str | None:
        return self.pending[0] if self.pending else None

    def tell(self, key: str) -> None:
        if key not in self.told:
            self.told.add(key)
            self.pending.append(key)

    def dismiss(self) -> None:
        if self.pending:
            self.pending.pop(0)

    def watch(self, events: Sequence[Mapping[str, Any]], view: Mapping[str, Any],
              asked_here: Mapping[str, Any] | None, unlit: bool) -> None:
        """The lessons these events and the decision now asked (``unlit``: some tile of its
        row is not offered) call for."""
        kinds = {"scout_placed": "scout", "mill_paid": "mill_paid", "attacked": "attack",
                 "tile_restored": "restored", "event_applied": "event", "game_over": "end"}
        for event in events:
            kind = str(event.get("kind"))
            if kind == "tile_taken" and str(event.get("domain")) in DOMAIN_LESSONS:
                self.tell(str(event["domain"]))
            elif kind in kinds:
                self.tell(kinds[kind])
        if asked_here is not None:
            self.tell("start" if asked_here.get("kind") == "place_lord" else
                      "move" if asked_here.get("kind") == "move_lord" else "")
            if unlit:
                self.tell("reserved")
        self.told.discard("")
        if "" in self.pending:
            self.pending.remove("")

    def draw(self, surface: pygame.Surface, area: pygame.Rect, px: Px) -> int:
        """The lesson on a card filling ``area`` (the chronicle's place); returns the bottom
        of its words, above which the scene puts its "Next tip" button."""
        pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, area, border_radius=px(6))
        pygame.draw.rect(surface, pal.BURGUNDY, area, max(2, px(3)), border_radius=px(6))
        title = _("Tutorial") + (f"  ({len(self.pending)})" if len(self.pending) > 1 else "")
        write(surface, title, (area.x + px(12), area.y + px(6)),
              fit(title, "bold", px(20), area.width - px(24)), pal.BURGUNDY, "bold")
        words = _(LESSONS[self.pending[0]]) if self.pending else ""
        y = area.y + px(34)
        size = px(20)
        while size > px(11):
            lines = fonts.wrap(words, "body", size, area.width - px(24))
            if y + len(lines) * fonts.line_step("body", size) <= area.bottom - px(52):
                break
            size -= 1
        for line in fonts.wrap(words, "body", size, area.width - px(24)):
            write(surface, line, (area.x + px(12), y), size, pal.INK, "body")
            y += fonts.line_step("body", size)
        return y
