"""What the play scene writes over the map on cards: a village's detail card beside it, the
tooltip by the pointer, and the toast at the bottom of the map. Functions of what they show and
where; the scene says which."""
from __future__ import annotations

from typing import Callable

import pygame

from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.ui.map_cards import text_card

Px = Callable[[float], int]
TOAST_SECONDS = 6


def draw_detail(surface: pygame.Surface, lines: list[tuple[str, str]], at: tuple[float, float],
                view: pygame.Rect, px: Px) -> None:
    """A village's card beside its square (``at``), on the side with room, inside the map."""
    card = text_card(lines, px, max_width=px(420))
    sx, sy = at
    rect = card.get_rect(midleft=(sx + px(60), sy))
    if rect.right > view.right:
        rect.midright = (sx - px(60), sy)
    rect.clamp_ip(view)
    surface.blit(card, rect)


def tooltip_rect(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect, px: Px,
                 avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: by the pointer, inside ``bounds``; pointing into
    ``avoid`` (the decision panel), beside it, so that it never covers the buttons a player
    needs next (issue 36, defect 10: a card's text over "Done playing cards")."""
    rect = pygame.Rect((mouse[0] + px(18), mouse[1] + px(18)), size)
    if avoid is not None and avoid.collidepoint(mouse):
        rect.right = avoid.left - px(8)
        rect.top = mouse[1] - size[1] // 2
    elif rect.right > bounds.right:
        rect.right = mouse[0] - px(10)
    if rect.bottom > bounds.bottom:
        rect.bottom = mouse[1] - px(10)
    return rect.clamp(bounds)


def draw_tooltip(surface: pygame.Surface, lines: list[str], mouse: tuple[int, int], px: Px,
                 avoid: pygame.Rect | None = None) -> None:
    """The pointed thing in words, by the pointer and inside the window (first line bold)."""
    if not lines:
        return
    card = text_card([(t, "bold" if i == 0 else "body") for i, t in enumerate(lines)], px,
                     max_width=px(380))
    surface.blit(card, tooltip_rect(card.get_size(), mouse, surface.get_rect(), px, avoid))


def draw_toast(surface: pygame.Surface, text: str, view: pygame.Rect, px: Px, scale: float) -> None:
    """A short message (a refusal, "saved") at the bottom of the map, at most three lines."""
    width = min(px(760), view.width - px(40))
    lines = fonts.wrap(text, "bold", px(19), width - px(30))[:3]
    rect = pygame.Rect(0, 0, width, px(20) + len(lines) * px(24))
    rect.midbottom = (view.centerx, view.bottom - px(18))
    decor.panel(surface, rect, scale * 0.7, fill=pal.PARCHMENT_LIGHT)
    y = rect.y + px(10)
    for line in lines:
        image = fonts.text(line, "bold", px(19), pal.BURGUNDY)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += px(24)


__all__ = ["TOAST_SECONDS", "draw_detail", "draw_toast", "draw_tooltip"]
