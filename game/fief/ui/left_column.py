"""The play scene's left column: the families' boards or the titles (key T), scrolled by the
wheel, drawn once per change of what it shows and kept as one image."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.fief.controller import Controller
from game.shell.i18n import _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.ui.family_board import FamilyBoards
from game.fief.ui.titles_panel import titles_panel


class LeftColumn:
    """Which tab is shown, how far it is scrolled, and its image."""

    def __init__(self) -> None:
        self.tab = "families"
        self.scroll = 0
        self.boards = FamilyBoards()
        self._image: pygame.Surface | None = None
        self._key: Any = None
        # What its cards, reserves and titles are and where, on the screen ("title:king").
        self.spots: list[tuple[pygame.Rect, str]] = []
        self.board_area = pygame.Rect(0, 0, 0, 0)          # where the boards show, on the screen
        self.hint: pygame.Rect | None = None               # "wheel: more", on the screen

    def set_tab(self, tab: str) -> None:
        self.tab, self.scroll, self._image = tab, 0, None

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, self.scroll + pixels)

    def spot_at(self, pos: tuple[int, int]) -> str | None:
        """What is under the pointer: a card of a hand, a reserve's troop or engine, a lord's
        title badge, a row of the titles ("card:tax", "thing:knight", "title:king")."""
        return next((what for rect, what in self.spots if rect.collidepoint(pos)), None)

    def forget(self) -> None:
        """Something it shows changed (the view, the size, the settings): draw it again."""
        self._image = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, content: pygame.Rect,
             c: Controller, *, version: int, seat: int | None, scale: float, colourblind: bool,
             px: Callable[[float], int]) -> None:
        """``content`` is where the boards go (under the tabs), in screen coordinates."""
        key = (version, self.tab, rect.size, c.revealed, self.scroll, scale, colourblind, seat)
        if self._image is None or self._key != key:
            self._key = key
            self._image = self.render(surface.get_size(), rect, content.move(0, -rect.y), c,
                                      scale, colourblind, px)
        surface.blit(self._image, rect.topleft)

    def render(self, screen: tuple[int, int], rect: pygame.Rect, area: pygame.Rect, c: Controller,
               scale: float, colourblind: bool, px: Callable[[float], int]) -> pygame.Surface:
        size = rect.size
        surf = pygame.Surface(size)
        surf.blit(decor.parchment(screen), (0, 0), rect)
        pygame.draw.line(surf, pal.GOLD_DARK, (size[0] - 2, 0), (size[0] - 2, size[1]), 2)
        view = c.shown_view()
        spots: list[tuple[pygame.Rect, str]] = []
        if self.tab == "titles":
            boards = [titles_panel(view, area.width, scale, colourblind, spots)]
            board_spots = [spots]
        else:
            boards = self.boards.boards(view, width=area.width, scale=scale, colourblind=colourblind,
                                        revealed=c.revealed, acting=set(c.waiting_for()),
                                        kinds=c.setup.seats, levels=c.setup.levels)
            board_spots = self.boards.spots
        total = sum(b.get_height() for b in boards) + px(6) * len(boards)
        hint = fonts.text(_("wheel: more"), "italic", px(13), pal.INK_SOFT)
        self.hint = None
        if total > area.height:
            # The hint gets its own strip under the boards, never over a lord's name (issue 36,
            # defect 9: at 110 % it covered one).
            area = pygame.Rect(area.x, area.y, area.width, area.height - hint.get_height() - px(4))
            self.hint = hint.get_rect(topright=(area.right, area.bottom + px(2)))
        self.board_area = area.move(rect.topleft)        # where boards show, on the screen
        self.scroll = max(0, min(self.scroll, max(0, total - area.height)))
        clip = surf.get_clip()
        surf.set_clip(area)
        y = area.y - self.scroll
        seen = area.move(rect.topleft)                  # the content area on the screen
        self.spots = []
        for board, found in zip(boards, board_spots):
            surf.blit(board, (area.x, y))
            self.spots += [(r.move(rect.x + area.x, rect.y + y), what) for r, what in found
                           if seen.contains(r.move(rect.x + area.x, rect.y + y))]
            y += board.get_height() + px(6)
        surf.set_clip(clip)
        if self.hint is not None:
            surf.blit(hint, self.hint)
            self.hint = self.hint.move(rect.topleft)
        return surf.convert() if pygame.display.get_surface() else surf


__all__ = ["LeftColumn"]
