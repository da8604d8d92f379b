"""Announcements: short banners over the map for what changes the game for everybody (a
disaster striking, an election's result with its tally, a title bought or granted, a death,
a battle or siege won, a marriage, the crown), one at a time, in order, each for a few
seconds; a click on its × (or a right click on it) skips to the next.

The words are the chronicle's (game.fief.ui.event_lines.event_text: the same event, so every banner is
in the chronicle too) under a heading naming what happened; a disaster adds what it does
from the rules summary. Only public events are announced: the play scene passes the events
every seat may see.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.ui.card_texts import EDITIONS
from game.fief.ui.edition_words import disaster_word
from game.fief.ui.event_lines import event_text

SHOW_SECONDS = 4.0
HEADINGS = {
    "disaster_struck": N_("Disaster!"),
    "disaster_false_alarm": N_("False alarm"),
    "election_result": N_("Election"),
    "title_bought": N_("A new title"),
    "fief_title_granted": N_("A new title"),
    "title_granted_by_crown": N_("A new title"),      # 2011: the crown's gift (E-10)
    "fief_title_to_crown": N_("A title to the crown"),
    "cardinal_made": N_("A new Cardinal"),
    "lord_died": N_("A death"),
    "married": N_("A marriage"),
    "queen_crowned": N_("A Queen"),
    "crown_passed": N_("The crown"),
    "crown_prince_born": N_("A Crown Prince"),
    "battle_ended": N_("Battle"),
    "paired_battle_ended": N_("Battle"),            # the introductory game's paired dice
    "excommunicated": N_("Excommunication"),
}
# What a disaster does where it strikes (2.3), shown under its banner.
DISASTER_EFFECTS = {
    "plague": N_("Plague: each lord there rolls a die and dies on 1 to 3; each family's troops there are halved, and so are those who enter (2.3)."),
    "famine": N_("Famine: the mills of the bishopric yield nothing while it lasts (2.3)."),
    "heavy_rain": N_("Heavy Rain: no movement into, out of or inside the bishopric, and no battle there, while it lasts (2.3)."),
}


def disaster_effect(disaster: str, edition: str) -> str:
    """What a disaster does, under its banner: as the edition's card table tells it where the
    edition has its own card (2011's Bad Weather), else the 1429 summary above."""
    own = EDITIONS.get(edition, {}).get(disaster)
    if own is not None:
        return _("{name}: {text} ({section})").format(name=_(own.name), text=_(own.text),
                                                      section=own.section)
    effect = DISASTER_EFFECTS.get(disaster)
    return _(effect) if effect else ""


def named_places(event: dict[str, Any]) -> tuple[set[str], str | None, str | None]:
    """The villages an event names, and its bishopric and fief (the places a banner of it
    should leave in sight)."""
    villages = {str(v) for v in [event.get("village"), *(event.get("villages") or [])]
                if isinstance(v, str)}
    bishopric = event.get("bishopric")
    fief = event.get("fief")
    return (villages, None if bishopric is None else str(bishopric),
            fief if isinstance(fief, str) else None)


def away_from(rect: pygame.Rect, area: pygame.Rect, avoid: Sequence[tuple[int, int]],
              margin: int, reach: int) -> pygame.Rect:
    """``rect`` at the top of ``area``, or at its bottom when fewer of the points ``avoid``
    (each with ``reach`` around it: a village's square) fall under it there."""
    top = rect.copy()
    top.midtop = (area.centerx, area.y + margin)
    bottom = rect.copy()
    bottom.midbottom = (area.centerx, area.bottom - margin)

    def covered(place: pygame.Rect) -> int:
        grown = place.inflate(2 * reach, 2 * reach)
        return sum(1 for point in avoid if grown.collidepoint(point))

    return bottom if covered(bottom) < covered(top) else top


class Announcer:
    """The queue of banners and the one shown."""

    def __init__(self) -> None:
        self.queue: deque[dict[str, Any]] = deque()
        self.current: dict[str, Any] | None = None
        self.age = 0.0
        self.edition = "1429"                       # the game's, told with its events
        self.rect = pygame.Rect(0, 0, 0, 0)        # where the banner was last drawn
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self.shown = 0                              # banners shown so far (tests, figures)

    def note(self, events: Sequence[dict[str, Any]], edition: str = "1429") -> None:
        """Queue the notable ones of new public events, in order (``edition``: the game's,
        whose money the lines count)."""
        self.edition = edition
        for event in events:
            if event.get("kind") in HEADINGS and not event.get("audience"):
                self.queue.append(event)
        if self.current is None:
            self.next()

    def catch_up(self) -> None:
        """A decision is asked now: the banners queued before it are old news, and the one on
        screen may tell an earlier event than the one asked about (issue 36, defect 6: the
        Famine's banner while the panel asked for the Plague's losses). The newest is shown."""
        if self.queue:
            self.current = self.queue.pop()
            self.queue.clear()
            self.age = 0.0
            self.shown += 1

    def next(self) -> None:
        self.current = self.queue.popleft() if self.queue else None
        self.age = 0.0
        if self.current is not None:
            self.shown += 1

    def update(self, dt: float) -> None:
        if self.current is not None:
            self.age += dt
            if self.age >= SHOW_SECONDS:
                self.next()

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the ×, or a right click on the banner, skips it; True when used."""
        if self.current is None or event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if (event.button == 1 and self.close_rect.collidepoint(event.pos)) or \
                (event.button == 3 and self.rect.collidepoint(event.pos)):
            self.next()
            return True
        return False

    def lines(self, names: Sequence[str]) -> tuple[str, str, str]:
        """Heading, the chronicle's line, and a disaster's effect ("" otherwise)."""
        event = self.current or {}
        kind = str(event.get("kind", ""))
        effect = disaster_effect(str(event.get("disaster", "")), self.edition) \
            if kind == "disaster_struck" else ""
        heading = disaster_word("struck", self.edition) if kind == "disaster_struck" \
            else HEADINGS.get(kind, kind)
        return (_(heading), event_text(event, names, self.edition), effect)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, px: Callable[[float], int],
             names: Sequence[str], avoid: Sequence[tuple[int, int]] = ()) -> None:
        """The banner at the top of ``area`` (the map), fading in and out; at its bottom when
        it would cover fewer of the points ``avoid`` there (the places its event names: issue
        36, defect 6, the Plague's banner over CLUNY while its losses there were asked)."""
        if self.current is None:
            self.rect = self.close_rect = pygame.Rect(0, 0, 0, 0)
            return
        heading, line, effect = self.lines(names)
        width = min(area.width - px(40), px(760))
        wrapped = fonts.wrap(line, "body", px(21), width - px(60))[:2]
        extra = fonts.wrap(effect, "italic", px(18), width - px(60))[:2] if effect else []
        height = px(50) + len(wrapped) * px(26) + len(extra) * px(22) + px(14)
        self.rect = away_from(pygame.Rect(0, 0, width, height), area, avoid, px(14), px(28))
        fade = min(1.0, self.age / 0.25, max(0.0, (SHOW_SECONDS - self.age) / 0.4))
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        decor.panel(layer, layer.get_rect(), px(100) / 100)
        y = px(10)
        layer.blit(fonts.text(heading, "bold", px(24), pal.BURGUNDY), (px(22), y))
        y += px(36)
        for text in wrapped:
            layer.blit(fonts.text(text, "body", px(21), pal.INK), (px(22), y))
            y += px(26)
        for text in extra:
            layer.blit(fonts.text(text, "italic", px(18), pal.INK_SOFT), (px(22), y))
            y += px(22)
        close = fonts.text("×", "bold", px(26), pal.INK_SOFT)
        self.close_rect = close.get_rect(topright=(self.rect.right - px(12), self.rect.y + px(6)))
        layer.blit(close, (self.close_rect.x - self.rect.x, self.close_rect.y - self.rect.y))
        layer.set_alpha(round(255 * fade))
        surface.blit(layer, self.rect)
