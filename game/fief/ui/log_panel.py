"""The log: every event the screen may show, in plain words, newest at the bottom.

Lines are the events worded by ``event_lines.event_text`` in the player's language.
The wheel scrolls back through the game; chips at the top filter by family (an event is kept
when it names that family). Private lines (a card drawn, a secret vote) are in italics with a
small key, and only ever reach the panel when their seat is the revealed one. The panel is drawn
into one surface, redrawn only when the entries, the filter, the scroll or the size change.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from game.shell.i18n import _
from game.shell import fonts
from game.shell import palette as pal
from game.fief.render.icons import draw_mark

HEADLINES = ("round_started", "game_won", "battle_ended", "paired_battle_ended",
             "election_result", "married", "title_bought", "crown_passed", "lord_died")


@dataclass(frozen=True)
class Line:
    """A line of the log panel and the seats that may read it."""

    text: str
    seats: frozenset[int]
    private: bool = False
    kind: str = ""
    card: str | None = None       # the card the event is about: its text on hover (card_texts)


class LogPanel:
    def __init__(self) -> None:
        self.lines: list[Line] = []
        self.filter: int | None = None
        self.scroll = 0                   # lines scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.players: list[tuple[str, tuple[int, int, int], str]] = []   # name, rgb, colour
        self.chips: list[tuple[pygame.Rect, int | None]] = []
        self._surface: pygame.Surface | None = None
        self._key: Any = None
        self._wrapped: dict[tuple[str, int, int, bool, bool], list[str]] = {}
        self.visible_lines: list[str] = []
        self.rows: list[tuple[pygame.Rect, Line]] = []    # each row drawn, on the screen

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    @staticmethod
    def height_for(rows: int, scale: float) -> int:
        """The panel's height that shows ``rows`` rows of text at ``scale`` (its title and
        rule, then the rows of ``draw_lines``)."""
        px = lambda value: max(1, round(value * scale))  # noqa: E731
        return px(40) + rows * fonts.font("body", px(15)).get_linesize()

    def set_lines(self, lines: Sequence[Line]) -> None:
        if len(lines) != len(self.lines) or list(lines) != self.lines:
            grew = len(lines) > len(self.lines) and list(lines[:len(self.lines)]) == self.lines
            if grew and self.scroll:
                self.scroll += len(lines) - len(self.lines)    # keep the place being read
            self.lines = list(lines)
            self._surface = None

    def set_players(self, players: list[tuple[str, tuple[int, int, int], str]]) -> None:
        if players != self.players:
            self.players = players
            self._surface = None

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        if rect != self.rect or scale != self.scale:
            self.rect = pygame.Rect(rect)
            self.scale = scale
            self._surface = None

    def shown(self) -> list[Line]:
        if self.filter is None:
            return self.lines
        return [l for l in self.lines if self.filter in l.seats]

    # --- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self.scroll = max(0, self.scroll + (3 if event.y > 0 else -3))
            self._surface = None
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, seat in self.chips:
                if rect.collidepoint(event.pos):
                    self.set_filter(seat)
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The card named by the line under the pointer (drawn last frame), if any."""
        if self._surface is None or not self.rect.collidepoint(pos):
            return None
        return next((line.card for rect, line in self.rows if rect.collidepoint(pos)), None)

    def set_filter(self, seat: int | None) -> None:
        self.filter = seat
        self.scroll = 0
        self._surface = None

    def chip_rect(self, seat: int | None) -> pygame.Rect | None:
        for rect, s in self.chips:
            if s == seat:
                return rect
        return None

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width < 10 or self.rect.height < 10:
            return
        if self._surface is None:
            self._surface = self.render()
        surface.blit(self._surface, self.rect.topleft)

    def render(self) -> pygame.Surface:
        """The panel: its title, the filter chips, a gold rule, then the lines that fit."""
        px = self.px
        w, h = self.rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((*pal.PARCHMENT_LIGHT, 235))
        pygame.draw.rect(surf, pal.INK_SOFT, surf.get_rect(), 1)
        title = fonts.text(_("Chronicle"), "title", px(24), pal.INK)
        surf.blit(title, (px(8), px(4)))
        self.draw_chips(surf, px(10) + title.get_width() + px(10))
        top = px(36)
        pygame.draw.line(surf, pal.GOLD, (px(6), top - px(3)), (w - px(6), top - px(3)), 1)
        self.draw_lines(surf, pygame.Rect(px(8), top, w - px(16), h - top - px(4)))
        # Nothing is drawn under the chronicle: blended each frame over its own last frame, its
        # paper only ever showed its own colour. Opaque, it is one copy per frame, not a blend.
        return surf.convert() if pygame.display.get_surface() else surf

    def draw_chips(self, surf: pygame.Surface, x: int) -> None:
        """The filter chips from ``x``: All, then each family's colour and mark (as many as
        the width holds); the chosen one lit. Their screen rectangles go to ``chips``."""
        px = self.px
        self.chips = []
        y = px(8)
        chip_h = px(22)
        entries: list[tuple[str | None, tuple[int, int, int] | None, str, int | None]] = [
            (_("All"), None, "", None)]
        entries += [(None, rgb, colour, i) for i, (name, rgb, colour) in enumerate(self.players)]
        for label, rgb, colour, seat in entries:
            if label is not None:
                image = fonts.text(label, "bold", px(14), pal.INK)
                rect = pygame.Rect(x, y, image.get_width() + px(12), chip_h)
            else:
                rect = pygame.Rect(x, y, chip_h, chip_h)
            if rect.right > surf.get_width() - px(4):
                break
            on = self.filter == seat
            pygame.draw.rect(surf, pal.GOLD_LIGHT if on else pal.PARCHMENT, rect, border_radius=px(4))
            pygame.draw.rect(surf, pal.BURGUNDY if on else pal.INK_FAINT, rect, width=px(2) if on else 1,
                             border_radius=px(4))
            if label is not None:
                surf.blit(image, image.get_rect(center=rect.center))
            elif rgb is not None:
                inner = rect.inflate(-px(6), -px(6))
                pygame.draw.rect(surf, rgb, inner, border_radius=px(3))
                draw_mark(surf, colour, inner.center, px(3), pal.readable_on(rgb))
            self.chips.append((rect.move(self.rect.topleft), seat))
            x = rect.right + px(5)

    def draw_lines(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The lines in ``area``, newest at the bottom, wrapped to its width, ``scroll`` lines
        back (kept within what there is); a hint of the newer lines below, or "Nothing yet".
        Their screen rectangles go to ``rows``, their texts to ``visible_lines``."""
        px = self.px
        size = px(15)
        height = fonts.font("body", size).get_linesize()
        rows, visible = self.visible_rows(size, area.width - px(10), max(1, area.height // height))
        self.visible_lines = [t for t, _l, _f in visible]
        yy = area.bottom - len(visible) * height
        self.rows = []
        for text, line, first in visible:
            self.rows.append((pygame.Rect(self.rect.x + area.x, self.rect.y + yy, area.width, height), line))
            role = "italic" if line.private else ("bold" if line.kind in HEADLINES else "body")
            ink = pal.BURGUNDY if line.kind in ("round_started", "game_won") else (
                pal.INK_SOFT if line.private else pal.INK)
            if first and line.kind == "round_started":
                pygame.draw.line(surf, pal.GOLD, (area.x, yy), (area.right, yy), 1)
            if first and line.seats and self.players:
                seat = min(line.seats)
                if seat < len(self.players):
                    pygame.draw.rect(surf, self.players[seat][1], (area.x, yy + px(4), px(4), height - px(8)))
            image = fonts.text(text, role, size, ink)
            surf.blit(image, (area.x + px(10), yy))
            yy += height
        w, h = surf.get_size()
        if self.scroll:
            hint = fonts.text(_("↓ {n} newer lines").format(n=self.scroll), "italic", px(13), pal.BURGUNDY)
            surf.blit(hint, hint.get_rect(bottomright=(w - px(8), h - px(2))))
        if not rows:
            empty = fonts.text(_("Nothing yet."), "italic", size, pal.INK_SOFT)
            surf.blit(empty, (area.x, area.y))

    def visible_rows(self, size: int, width: int, fit: int
                     ) -> tuple[list[tuple[str, Line, bool]], list[tuple[str, Line, bool]]]:
        """The wrapped rows (text, line, first row of its line) from the newest back, as far as
        ``fit`` rows and the scroll need (the scroll kept within them), and the ``fit`` shown."""
        shown = self.shown()
        rows: list[tuple[str, Line, bool]] = []
        need = fit + self.scroll
        for line in reversed(shown):
            wrapped = self.wrap(line, size, width)
            rows[:0] = [(text, line, i == 0) for i, text in enumerate(wrapped)]
            if len(rows) >= need:
                break
        more_above = len(rows) >= need and shown and rows[0][1] is not shown[0]
        if not more_above:
            self.scroll = max(0, min(self.scroll, max(0, len(rows) - fit)))
        end = len(rows) - self.scroll
        return rows, rows[max(0, end - fit):end]

    def wrap(self, line: Line, size: int, width: int) -> list[str]:
        role = "italic" if line.private else ("bold" if line.kind in HEADLINES else "body")
        key = (line.text, size, width, line.private, line.kind in HEADLINES)
        cached = self._wrapped.get(key)
        if cached is None:
            cached = fonts.wrap(line.text, role, size, width)
            if len(self._wrapped) > 5000:
                self._wrapped.clear()
            self._wrapped[key] = cached
        return cached
