"""The transparent overlay tiles, which stand on any ground tile: forests, woods, hills,
vineyards, and the river tiles built from their edge mask."""
from __future__ import annotations

import math
import random
from typing import Callable

import pygame
from mapgen.tiles import RIVER_BANK, RIVER_HALF, TILE, edge_mid, river_skeleton

from .brush import SCALE, canvas, disc, ink_line, mix, polygon
from .palette import (
    CROWN,
    CROWN_DARK,
    CROWN_LIGHT,
    HILL,
    HILL_SHADE,
    INK,
    INK_SOFT,
    PAPER,
    PINE,
    RIVER_C,
    RIVER_INK,
    RIVER_LIGHT,
    SEA_C,
    TRUNK,
    VINE,
    VINE_LEAF,
    Colour,
)


def _tree(surf, x: float, y: float, r: float, rng: random.Random) -> None:
    """A round-crowned tree standing at (x, y + r) with its crown centred on (x, y)."""
    shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
    rect = pygame.Rect(0, 0, 2.0 * r * SCALE, 0.8 * r * SCALE)
    rect.center = (int((x + 0.5 * r) * SCALE), int((y + r + 0.5) * SCALE))
    pygame.draw.ellipse(shadow, (*INK, 60), rect)
    surf.blit(shadow, (0, 0))
    ink_line(surf, INK, (x, y + 0.3 * r), (x, y + r + 0.6), 1.5)
    ink_line(surf, TRUNK, (x, y + 0.3 * r), (x, y + r + 0.3), 0.7)
    disc(surf, INK, (x, y), r + 0.75)
    disc(surf, CROWN_DARK, (x, y), r)
    tone = mix(CROWN, CROWN_LIGHT, rng.uniform(0.0, 0.4))
    disc(surf, tone, (x - 0.2 * r, y - 0.2 * r), 0.78 * r)
    disc(surf, CROWN_LIGHT, (x - 0.38 * r, y - 0.4 * r), 0.25 * r)
    # a couple of leaf strokes
    for _ in range(2):
        a = rng.uniform(0, 2 * math.pi)
        px, py = x + 0.45 * r * math.cos(a), y + 0.45 * r * math.sin(a)
        ink_line(surf, CROWN_DARK, (px - 0.8, py), (px + 0.8, py - 0.4), 0.4)


def _pine(surf, x: float, y: float, r: float) -> None:
    """A conifer: three stacked ink-outlined tiers."""
    ink_line(surf, INK, (x, y + r), (x, y + r + 1.6), 1.4)
    for k in range(3):
        top = y - r * 1.1 + k * r * 0.55
        half = r * (0.55 + 0.22 * k)
        tri = [(x, top), (x + half, top + r * 0.95), (x - half, top + r * 0.95)]
        polygon(surf, INK, tri)
        inner = [(x, top + 0.9), (x + half - 0.9, top + r * 0.95 - 0.5),
                 (x - half + 0.9, top + r * 0.95 - 0.5)]
        polygon(surf, PINE if k else mix(PINE, CROWN_LIGHT, 0.25), inner)


def _plant(surf, rng: random.Random, spots: list[tuple[float, float, float]], pines: float) -> None:
    for x, y, r in sorted(spots, key=lambda s: s[1]):
        if rng.random() < pines:
            _pine(surf, x, y, r)
        else:
            _tree(surf, x, y, r, rng)


def paint_forest(rng: random.Random, variant: int) -> pygame.Surface:
    """Five to seven trees scattered (Poisson-disc) over the tile, never cut by its edges; a
    field of these, in six different scatterings, reads as one forest mass."""
    surf = canvas(True, INK, 0)
    spots: list[tuple[float, float, float]] = []
    tries = 0
    while len(spots) < 7 and tries < 400:
        tries += 1
        r = rng.uniform(4.2, 6.0)
        x, y = rng.uniform(r + 1.2, TILE - r - 1.2), rng.uniform(r + 1.2, TILE - r - 2.6)
        if all(math.hypot(x - sx, y - sy) > 0.82 * (r + sr) for sx, sy, sr in spots):
            spots.append((x, y, r))
    _plant(surf, rng, spots, pines=0.3 if variant >= 4 else 0.08)
    return surf


def paint_woods(rng: random.Random, variant: int) -> pygame.Surface:
    """One or two trees: the ragged edge of a forest, or a copse in the fields."""
    surf = canvas(True, INK, 0)
    spots = [(rng.uniform(9, 12), rng.uniform(9, 13), rng.uniform(5.0, 6.0))]
    if variant != 1:
        spots.append((rng.uniform(20, 23), rng.uniform(17, 21), rng.uniform(4.5, 5.5)))
    _plant(surf, rng, spots, pines=0.25)
    return surf


def _hill(surf, x: float, base: float, width: float, height: float) -> None:
    """An engraved hill: a rounded hump, its right flank hatched."""
    n = 28
    arc = [(x - width / 2 + width * i / n,
            base - height * math.sin(math.pi * i / n) ** 0.8) for i in range(n + 1)]
    polygon(surf, HILL, arc + [(x + width / 2, base), (x - width / 2, base)])
    shade = [p for p in arc if p[0] >= x] + [(x + width / 2, base), (x + 1.5, base)]
    polygon(surf, HILL_SHADE, shade)
    for i in range(n // 2 + 2, n - 1, 2):
        px, py = arc[i]
        ink_line(surf, INK_SOFT, (px, py + 1.2), (px - 1.2, base - 0.6), 0.4)
    for p, q in zip(arc, arc[1:]):
        ink_line(surf, INK, p, q, 0.85)


def paint_hills(rng: random.Random, variant: int) -> pygame.Surface:
    surf = canvas(True, INK, 0)
    if variant in (0, 2):
        _hill(surf, rng.uniform(11, 13), rng.uniform(17, 19), 16, rng.uniform(8, 10))
        _hill(surf, rng.uniform(19, 21), rng.uniform(27, 29), 19, rng.uniform(9, 11))
    elif variant == 1:
        _hill(surf, 16 + rng.uniform(-1, 1), rng.uniform(24, 26), 26, rng.uniform(12, 14))
    else:
        _hill(surf, rng.uniform(20, 22), rng.uniform(15, 17), 15, rng.uniform(7, 9))
        _hill(surf, rng.uniform(10, 12), rng.uniform(27, 28.5), 17, rng.uniform(8, 10))
    return surf


def paint_vines(rng: random.Random, variant: int) -> pygame.Surface:
    """Rows of vine stocks on stakes: the vineyards of Bordeaux and Burgundy."""
    surf = canvas(True, INK, 0)
    rows = (7.5, 15.5, 23.5)
    for k, y in enumerate(rows):
        slope = 0.12 if variant == 0 else -0.1
        x = 4.0 + (k % 2) * 1.6
        while x < 28:
            yy = y + (x - 16) * slope
            ink_line(surf, INK_SOFT, (x, yy + 1.8), (x, yy - 1.6), 0.45)
            disc(surf, VINE_LEAF, (x - 0.9, yy - 0.6), 1.15)
            disc(surf, VINE, (x + 0.7, yy + 0.3), 0.85)
            x += 4.2 + rng.uniform(-0.3, 0.3)
        ink_line(surf, mix(INK_SOFT, PAPER, 0.4), (3.2, y + 2.4 + (3.2 - 16) * slope),
              (28.8, y + 2.4 + (28.8 - 16) * slope), 0.35)
    return surf


def paint_river(mask: int) -> pygame.Surface:
    """Water along river_skeleton: ink banks, water, a paler current line. A single-edge mask is a
    river mouth: the water flares and loses its banks so it opens into the sea beneath."""
    surf = canvas(True, RIVER_INK, 0)
    strokes = river_skeleton(mask)
    mouth = bin(mask).count("1") == 1

    def stamp(colour: Colour, radius_at: Callable[[float], float], step: float = 0.5) -> None:
        for stroke in strokes:
            for (ax, ay), (bx, by) in zip(stroke, stroke[1:]):
                length = math.hypot(bx - ax, by - ay)
                count = max(1, int(length / step))
                for i in range(count + 1):
                    t = i / count
                    x, y = ax + (bx - ax) * t, ay + (by - ay) * t
                    along = math.hypot(x - TILE / 2, y - TILE / 2) / (TILE / 2)
                    disc(surf, colour, (x, y), radius_at(along))

    if mouth:
        _paint_mouth(surf, mask)
    else:
        stamp(RIVER_INK, lambda a: RIVER_HALF + RIVER_BANK)
        stamp(RIVER_C, lambda a: RIVER_HALF)
        stamp(RIVER_LIGHT, lambda a: 1.0, step=0.8)
    return surf


def _paint_mouth(surf, mask: int) -> None:
    """An estuary: from the entry edge the water widens across the tile to the far edge, its
    banks fading out half-way, its colour turning from river to sea (the coast tile under it
    holds the sea)."""
    (ex, ey) = edge_mid(mask)
    fx, fy = TILE - ex, TILE - ey
    steps = 64
    for layer in range(2):
        for i in range(steps + 1):
            t = i / steps
            x, y = ex + (fx - ex) * t, ey + (fy - ey) * t
            half = RIVER_HALF + 7.0 * t ** 1.6
            if layer == 0:
                if t < 0.5:
                    disc(surf, RIVER_INK, (x, y), half + RIVER_BANK)
            else:
                disc(surf, mix(RIVER_C, SEA_C, min(1.0, t * 1.4)), (x, y), half)
