"""What the piece layer draws with: a sprite (an image, its anchor and the hotspots of the
pieces on it), a hotspot (a piece's screen rectangle and what it is), and the two helpers
that lay items out into a sprite or frame one with a dashed edge."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

Colour = tuple[int, int, int]
# A piece to lay out: its image, its offset from the anchor, its kind and what it is.
Item = tuple[pygame.Surface, tuple[float, float], str, tuple[Any, ...]]


@dataclass(frozen=True)


class Hotspot:
    """A place on the board the pointer can name: a village, a lord, a stack..."""

    rect: pygame.Rect
    kind: str                   # village, lord, captive, stack, fort, mills, engine, relic,
    #                             bishopric, tax, fief, besiegers, controller
    key: tuple[Any, ...]        # what it is: (village,), (lord name,), (village, seat, road), ...


@dataclass


class Sprite:
    """A drawn piece of the board and the hotspots inside it."""

    image: pygame.Surface
    origin: tuple[int, int]     # where the anchor (village centre) falls inside the image
    spots: list[tuple[pygame.Rect, str, tuple[Any, ...]]] = field(default_factory=list)


def plain_sprite(items: list[Item], margin: int = 0,
                 backdrop: Callable[[pygame.Surface], None] | None = None) -> Sprite:
    """``items`` laid out round the anchor in one image, with their hotspots; ``margin``
    pixels round them, over what ``backdrop`` draws first."""
    rects = [pygame.Rect(round(ox), round(oy), img.get_width(), img.get_height()) for img, (ox, oy), *_ in items]
    bounds = rects[0].unionall(rects[1:]).inflate(2 * margin, 2 * margin)
    image = pygame.Surface(bounds.size, pygame.SRCALPHA)
    origin = (-bounds.x, -bounds.y)
    if backdrop is not None:
        backdrop(image)
    spots = []
    for (img, _o, kind, key), rect in zip(items, rects):
        rect = rect.move(origin)
        image.blit(img, rect)
        spots.append((rect, kind, key))
    return Sprite(image, origin, spots)


def dashed_rect(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, dash: int = 5) -> None:
    """A frame of dashes round ``rect`` (a group waiting on a road)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, colour, (x, y0), (min(x + dash, x1), y0))
        pygame.draw.line(surface, colour, (x, y1), (min(x + dash, x1), y1))
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surface, colour, (x0, y), (x0, min(y + dash, y1)))
        pygame.draw.line(surface, colour, (x1, y), (x1, min(y + dash, y1)))
