"""Drawing on a tile canvas: tiles are painted at ``SCALE`` times their size with pygame's
primitives and smooth-scaled down, which gives anti-aliased ink lines for free; a per-pixel
paper grain is added afterwards, so neighbouring tiles join without a seam."""
from __future__ import annotations

import random
from typing import Iterable

import pygame
from mapgen.tiles import TILE

from .palette import Colour

SCALE = 4


def canvas(alpha: bool, fill: Colour, fill_alpha: int = 255) -> pygame.Surface:
    """A tile-sized canvas at SCALE; overlays start transparent but keep an ink-ish RGB so the
    smooth-scaled fringes do not darken toward black."""
    size = TILE * SCALE
    if alpha:
        surf = pygame.Surface((size, size), pygame.SRCALPHA, 32)
        surf.fill((*fill, fill_alpha))
    else:
        surf = pygame.Surface((size, size))
        surf.fill(fill)
    return surf


def shrink(big: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (TILE, TILE))


def add_grain(tile: pygame.Surface, rng: random.Random, strength: float) -> None:
    """Per-pixel paper grain: independent per pixel, hence seamless between any two tiles."""
    for y in range(TILE):
        for x in range(TILE):
            r, g, b, a = tile.get_at((x, y))
            if a == 0:
                continue
            d = rng.gauss(0.0, strength)
            tile.set_at((x, y), (clamp(r + d), clamp(g + d), clamp(b + d * 1.1), a))


def clamp(value: float) -> int:
    return max(0, min(255, int(round(value))))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (clamp(a[0] + (b[0] - a[0]) * t), clamp(a[1] + (b[1] - a[1]) * t),
            clamp(a[2] + (b[2] - a[2]) * t))


def ink_line(surf: pygame.Surface, colour: Colour, p: tuple[float, float], q: tuple[float, float],
          width: float) -> None:
    """A round-capped line in tile pixels drawn on a SCALE canvas."""
    w = max(1, int(round(width * SCALE)))
    a = (p[0] * SCALE, p[1] * SCALE)
    b = (q[0] * SCALE, q[1] * SCALE)
    pygame.draw.line(surf, colour, a, b, w)
    for c in (a, b):
        pygame.draw.circle(surf, colour, c, w / 2)


def disc(surf: pygame.Surface, colour, centre: tuple[float, float], radius: float) -> None:
    pygame.draw.circle(surf, colour, (centre[0] * SCALE, centre[1] * SCALE), radius * SCALE)


def polygon(surf: pygame.Surface, colour, points: Iterable[tuple[float, float]],
          width: float = 0) -> None:
    pts = [(x * SCALE, y * SCALE) for x, y in points]
    pygame.draw.polygon(surf, colour, pts, int(round(width * SCALE)))
