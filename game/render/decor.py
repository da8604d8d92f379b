"""Parchment, frames and ornaments shared by every screen.

The parchment is drawn procedurally (blotches on a small surface, smoothly scaled up, with a
darker vignette) so the game ships no texture and a new window size costs one small render.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.render import palette as pal


@lru_cache(maxsize=4)
def parchment(size: tuple[int, int], seed: int = 1429) -> pygame.Surface:
    """A full-window parchment background of ``size``."""
    w, h = max(1, size[0]), max(1, size[1])
    sw, sh = max(8, w // 12), max(8, h // 12)
    small = pygame.Surface((sw, sh))
    rng = random.Random(seed)
    base, edge = pal.PARCHMENT, pal.PARCHMENT_SHADE
    for y in range(sh):
        dy = (y / (sh - 1) - 0.5) * 2
        for x in range(sw):
            dx = (x / (sw - 1) - 0.5) * 2
            # Old paper browns toward its border: darken with the distance from the centre.
            t = max(0.0, (dx * dx * 0.6 + dy * dy * 0.6) - 0.15) * 0.75
            shade = rng.uniform(-9, 7)
            small.set_at((x, y), tuple(max(0, min(255, int(b + (e - b) * t + shade)))
                                       for b, e in zip(base, edge)))
    big = pygame.transform.smoothscale(small, (w, h))
    _fibres(big, rng)
    return big.convert() if pygame.display.get_surface() else big


def _fibres(surface: pygame.Surface, rng: random.Random) -> None:
    """A few faint fibres so the paper does not look like a flat gradient."""
    w, h = surface.get_size()
    colour = pal.mix(pal.PARCHMENT, pal.PARCHMENT_SHADE, 0.35)
    for _ in range(w * h // 40000):
        x, y = rng.randrange(w), rng.randrange(h)
        angle = rng.uniform(0, math.pi)
        length = rng.uniform(8, 30)
        end = (x + math.cos(angle) * length, y + math.sin(angle) * length)
        pygame.draw.aaline(surface, colour, (x, y), end)


def panel(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0,
          fill: tuple[int, int, int] = pal.PARCHMENT_LIGHT, alpha: int = 255) -> None:
    """A framed panel: shadow, paper, ink border, gold inner line, corner studs."""
    border = max(2, round(3 * scale))
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 70))
    surface.blit(shadow, rect.move(round(6 * scale), round(6 * scale)))
    if alpha < 255:
        paper = pygame.Surface(rect.size, pygame.SRCALPHA)
        paper.fill((*fill, alpha))
        surface.blit(paper, rect)
    else:
        surface.fill(fill, rect)
    pygame.draw.rect(surface, pal.INK, rect, width=border)
    inner = rect.inflate(-round(12 * scale), -round(12 * scale))
    pygame.draw.rect(surface, pal.GOLD, inner, width=max(1, round(1.5 * scale)))
    stud = max(3, round(5 * scale))
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        lozenge(surface, corner, stud, pal.GOLD, pal.INK)


def lozenge(surface: pygame.Surface, centre: tuple[float, float], radius: float,
            fill: tuple[int, int, int], outline: tuple[int, int, int] | None = None) -> None:
    x, y = centre
    points = [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
    pygame.draw.polygon(surface, fill, points)
    if outline is not None:
        pygame.draw.polygon(surface, outline, points, width=1)


def rule(surface: pygame.Surface, centre: tuple[int, int], width: int, scale: float = 1.0,
         colour: tuple[int, int, int] = pal.GOLD) -> None:
    """A horizontal ornament: a line with a lozenge in the middle and small ones at the ends."""
    x, y = centre
    half = width // 2
    thickness = max(1, round(1.5 * scale))
    pygame.draw.line(surface, colour, (x - half, y), (x + half, y), thickness)
    lozenge(surface, (x, y), max(4, round(7 * scale)), colour, pal.INK)
    for end in (x - half, x + half):
        lozenge(surface, (end, y), max(2, round(3 * scale)), colour)


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken the whole surface (behind an overlay)."""
    veil = _veil(surface.get_size(), alpha)
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*pal.NIGHT, alpha))
    return veil


def shield(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
           outline: tuple[int, int, int] = pal.INK, width: int = 2) -> None:
    """A heraldic shield filling ``rect``: the family colour as a coat of arms."""
    points = shield_points(rect)
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, width=width)


def shield_points(rect: pygame.Rect) -> list[tuple[float, float]]:
    x, y, w, h = rect
    points: list[tuple[float, float]] = [(x, y), (x + w, y), (x + w, y + h * 0.55)]
    steps = 8
    for i in range(1, steps):  # the curved point of the shield, right side then left
        t = i / steps
        points.append((x + w - (w / 2) * t, y + h * 0.55 + (h * 0.45) * math.sin(t * math.pi / 2)))
    points.append((x + w / 2, y + h))
    for i in range(steps - 1, 0, -1):
        t = i / steps
        points.append((x + (w / 2) * t, y + h * 0.55 + (h * 0.45) * math.sin(t * math.pi / 2)))
    points.append((x, y + h * 0.55))
    return points
