"""The ground tiles: plains, fields, sea, swell, the ship, and the coast tiles built from their
corner mask (the shore is the coast field's 0.5 contour)."""
from __future__ import annotations

import math
import random

import pygame
from mapgen.tiles import TILE, coast_field

from .brush import SCALE, canvas, disc, ink_line, mix, polygon
from .palette import (
    FIELD,
    FIELD_LINE,
    FLOWER,
    GRASS,
    GRASS_LIGHT,
    INK,
    PAPER,
    PAPER_DARK,
    SAND,
    SEA_C,
    SEA_DEEP,
    SEA_INK,
    SEA_SHALLOW,
)


def _tuft(surf, rng: random.Random, x: float, y: float) -> None:
    colour = mix(GRASS, GRASS_LIGHT, rng.random())
    for dx, dy in ((-1.6, -2.4), (0.0, -3.2), (1.6, -2.4)):
        j = rng.uniform(-0.4, 0.4)
        ink_line(surf, colour, (x, y), (x + dx + j, y + dy + j), 0.55)


def paint_plains(rng: random.Random, variant: int) -> pygame.Surface:
    """Open parchment country; variant 0 is nearly bare (it goes under roads)."""
    surf = canvas(False, PAPER)
    tufts = (0, 2, 3, 1, 4, 2)[variant]
    specks = (3, 6, 8, 5, 10, 4)[variant]
    for _ in range(specks):
        disc(surf, mix(PAPER, PAPER_DARK, rng.uniform(0.5, 1.0)),
              (rng.uniform(2, 30), rng.uniform(2, 30)), rng.uniform(0.3, 0.6))
    for _ in range(tufts):
        _tuft(surf, rng, rng.uniform(5, 27), rng.uniform(7, 28))
    if variant == 5:  # a few flowers
        for _ in range(4):
            disc(surf, FLOWER, (rng.uniform(4, 28), rng.uniform(4, 28)), 0.7)
    return surf


def paint_fields(rng: random.Random, variant: int) -> pygame.Surface:
    """Open-field strips, ploughed two ways, inset from the tile's edges so the patch joins plains
    without a seam."""
    surf = canvas(False, PAPER)
    x0, y0 = rng.uniform(3.5, 5.5), rng.uniform(3.5, 5.5)
    x1, y1 = rng.uniform(26.5, 28.5), rng.uniform(26.5, 28.5)
    strips = 3
    for k in range(strips):
        if variant == 0:  # strips side by side, furrows running down them
            a, b = x0 + (x1 - x0) * k / strips, x0 + (x1 - x0) * (k + 1) / strips - 0.3
            quad = [(a, y0 + k * 0.7), (b, y0 + k * 0.7), (b, y1 - k * 0.5), (a, y1 - k * 0.5)]
        else:  # strips stacked, furrows running across them
            a, b = y0 + (y1 - y0) * k / strips, y0 + (y1 - y0) * (k + 1) / strips - 0.3
            quad = [(x0 + k * 0.6, a), (x1 - k * 0.4, a), (x1 - k * 0.4, b), (x0 + k * 0.6, b)]
        tone = mix(FIELD, PAPER, (0.35, 0.7, 0.5)[k])
        polygon(surf, tone, quad)
        lines = 4
        for i in range(1, lines):
            t = i / lines
            if (variant + k) % 2 == 0:
                (qa, qb), (qc, qd) = (quad[0], quad[3]), (quad[1], quad[2])
            else:
                (qa, qb), (qc, qd) = (quad[0], quad[1]), (quad[3], quad[2])
            p = (qa[0] + (qc[0] - qa[0]) * t, qa[1] + (qc[1] - qa[1]) * t)
            q = (qb[0] + (qd[0] - qb[0]) * t, qb[1] + (qd[1] - qb[1]) * t)
            ink_line(surf, mix(FIELD_LINE, tone, 0.55), p, q, 0.35)
    return surf


def _waves(surf, rng: random.Random, count: int) -> None:
    for _ in range(count):
        x, y = rng.uniform(7, 23), rng.uniform(7, 25)
        for k in range(2):
            cx = x + k * 4.2
            pts = [(cx + 2.1 * math.cos(a), y + 1.3 * math.sin(a))
                   for a in [math.pi * (i / 8) for i in range(9)]]
            for p, q in zip(pts, pts[1:]):
                ink_line(surf, SEA_INK, p, q, 0.45)


def paint_sea(rng: random.Random, variant: int) -> pygame.Surface:
    surf = canvas(False, SEA_C)
    for _ in range(5):
        disc(surf, mix(SEA_C, SEA_DEEP, 0.6), (rng.uniform(4, 28), rng.uniform(4, 28)),
              rng.uniform(0.4, 0.7))
    _waves(surf, rng, (1, 0)[variant])
    return surf


def paint_swell(rng: random.Random) -> pygame.Surface:
    surf = canvas(False, SEA_C)
    _waves(surf, rng, 2)
    return surf


def paint_ship(rng: random.Random) -> pygame.Surface:
    """A little cog under sail, the kind medieval map-makers put on their seas."""
    surf = canvas(False, SEA_C)
    hull = [(7, 20), (25, 20), (22.5, 25), (9.5, 25)]
    ink_line(surf, INK, (16, 20), (16, 5), 0.9)  # mast
    sail = [(10, 7), (22, 7), (21.2, 17), (10.8, 17)]
    polygon(surf, (236, 226, 200), sail)
    polygon(surf, INK, sail, 0.7)
    ink_line(surf, (172, 48, 48), (16, 8.5), (16, 15.5), 1.6)  # a red cross on the sail
    ink_line(surf, (172, 48, 48), (12.8, 11.5), (19.2, 11.5), 1.6)
    polygon(surf, (128, 92, 56), hull)
    polygon(surf, INK, hull, 0.8)
    ink_line(surf, INK, (16, 5), (19, 3.5), 0.6)  # pennant
    for k in range(3):  # wake
        ink_line(surf, SEA_INK, (4 + k * 3, 27.5), (6 + k * 3, 27), 0.45)
    return surf


def paint_coast(mask: int) -> pygame.Surface:
    """Land and sea split by the 0.5 contour of coast_field, with an ink shoreline, a sandy hem
    and two ripple lines offshore, the classic engraved coast."""
    size = TILE * SCALE
    surf = pygame.Surface((size, size))
    h = 1.0 / size
    for py in range(size):
        v = (py + 0.5) * h
        for px in range(size):
            u = (px + 0.5) * h
            f = coast_field(mask, u, v)
            gx = (coast_field(mask, u + h, v) - coast_field(mask, u - h, v)) / 2
            gy = (coast_field(mask, u, v + h) - coast_field(mask, u, v - h)) / 2
            grad = math.hypot(gx, gy) or 1e-9
            dist = (f - 0.5) / grad  # signed distance to the shore in canvas pixels, + is sea
            if dist > 0:
                colour = mix(SEA_SHALLOW, SEA_C, min(1.0, dist / (7 * SCALE)))
                for level in (3.2, 6.4):
                    if abs(dist - level * SCALE) < 0.55 * SCALE:
                        colour = mix(colour, SEA_INK, 0.7)
            else:
                colour = mix(SAND, PAPER, min(1.0, -dist / (2.5 * SCALE)))
            if abs(dist) < 0.75 * SCALE:
                colour = INK
            surf.set_at((px, py), colour)
    return surf
