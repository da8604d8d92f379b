#!/usr/bin/env python3
"""Paint the terrain tileset of the Fief map: ``maps/terrain.png`` and ``maps/terrain.tsx``.

Every pixel is drawn here, procedurally, so the edition ships no art of unknown licence. The
style is a hand-drawn medieval map: a parchment ground, muted greens and blues, ink outlines.

Tiles are painted at ``SCALE`` times their size with pygame's primitives and smooth-scaled down,
which gives anti-aliased ink lines for free; a fine paper grain is added afterwards, per pixel,
so neighbouring tiles of different variants join without a seam.

Two families of tiles join their neighbours and are therefore built from a mask:

* coast tiles, by their four corners (land or sea; a "corner" Wang set in Tiled). The coastline
  is the 0.5 contour of :func:`coast_field`, which ``tools/make_map.py`` also evaluates so that
  the fief areas stop exactly at the painted shore;
* river tiles, by their four edges (river or not; an "edge" Wang set), drawn on a transparent
  overlay layer above the ground.

Forests, woods, hills and vineyards are transparent overlays too, so any of them can stand on any
ground tile. The pure-Python part of this module (tile ids, masks, the coast field) is imported by
``make_map.py`` and needs no pygame; only :func:`paint_tileset` does.

Usage: ``.venv/bin/python tools/make_tileset.py [--out-dir maps]``
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:  # pragma: no cover - typing only
    import pygame

TILE = 32
SCALE = 4
COLUMNS = 8
ROWS = 7
TILECOUNT = COLUMNS * ROWS
IMAGE_NAME = "terrain.png"
TSX_NAME = "terrain.tsx"
TILESET_NAME = "terrain"

# --- the catalogue of local tile ids -------------------------------------------------------------
PLAINS: tuple[int, ...] = (0, 1, 2, 3, 4, 5)
FIELDS: tuple[int, ...] = (6, 7)
SEA: tuple[int, ...] = (8, 9)
VINES: tuple[int, ...] = (10, 11)
HILLS: tuple[int, ...] = (12, 13, 14, 15)
FOREST: tuple[int, ...] = (16, 17, 18, 19, 20, 21)
WOODS: tuple[int, ...] = (22, 23, 55)
COAST_BASE = 24  # corner mask m (1..14) -> COAST_BASE + m - 1, i.e. ids 24..37
SHIP = 38
SEA_SWELL = 39
RIVER_BASE = 40  # edge mask m (1..15) -> RIVER_BASE + m - 1, i.e. ids 40..54

# Corner bits of a coast mask (bit set = that corner is sea).
TL, TR, BR, BL = 1, 2, 4, 8
# Edge bits of a river mask (bit set = the river leaves the tile through that edge).
N, E, S, W = 1, 2, 4, 8
EDGE_BITS: dict[tuple[int, int], int] = {(0, -1): N, (1, 0): E, (0, 1): S, (-1, 0): W}

# --- palette (kept close to game/render/palette.py: parchment, ink, water) ----------------------
Colour = tuple[int, int, int]
PAPER: Colour = (231, 218, 181)
PAPER_DARK: Colour = (214, 196, 152)
SAND: Colour = (226, 207, 160)
INK: Colour = (62, 46, 32)
INK_SOFT: Colour = (104, 84, 60)
GRASS: Colour = (132, 138, 84)
GRASS_LIGHT: Colour = (160, 160, 102)
FLOWER: Colour = (176, 96, 84)
SEA_C: Colour = (150, 177, 176)
SEA_DEEP: Colour = (134, 163, 165)
SEA_SHALLOW: Colour = (170, 194, 188)
SEA_INK: Colour = (86, 112, 116)
RIVER_C: Colour = (140, 172, 176)
RIVER_LIGHT: Colour = (176, 200, 196)
RIVER_INK: Colour = (72, 90, 90)
CROWN: Colour = (116, 128, 72)
CROWN_DARK: Colour = (84, 96, 54)
CROWN_LIGHT: Colour = (150, 158, 96)
PINE: Colour = (86, 104, 66)
TRUNK: Colour = (96, 70, 44)
HILL: Colour = (219, 199, 150)
HILL_SHADE: Colour = (190, 166, 118)
FIELD: Colour = (222, 203, 146)
FIELD_LINE: Colour = (186, 160, 104)
VINE: Colour = (112, 84, 104)
VINE_LEAF: Colour = (120, 132, 76)


def tile_kinds() -> dict[int, str]:
    """The Tiled ``type`` of every tile, for the .tsx and for renderers that care (water...)."""
    kinds: dict[int, str] = {}
    for group, kind in ((PLAINS, "plains"), (FIELDS, "fields"), (SEA, "sea"), (VINES, "vines"),
                        (HILLS, "hills"), (FOREST, "forest"), (WOODS, "woods")):
        for tid in group:
            kinds[tid] = kind
    for mask in range(1, 15):
        kinds[coast_tile(mask)] = "coast"
    kinds[SHIP] = "sea"
    kinds[SEA_SWELL] = "sea"
    for mask in range(1, 16):
        kinds[river_tile(mask)] = "river"
    assert sorted(kinds) == list(range(TILECOUNT)), "every tile needs a kind"
    return kinds


def coast_tile(mask: int) -> int:
    """Local id of the ground tile whose corners are sea as given by ``mask`` (0 and 15 excluded:
    they are plain land and open sea)."""
    if not 1 <= mask <= 14:
        raise ValueError(f"coast mask must be 1..14, got {mask}")
    return COAST_BASE + mask - 1


def river_tile(mask: int) -> int:
    """Local id of the river overlay tile leaving through the edges in ``mask`` (1..15)."""
    if not 1 <= mask <= 15:
        raise ValueError(f"river mask must be 1..15, got {mask}")
    return RIVER_BASE + mask - 1


# --- the coast field, shared with make_map.py ----------------------------------------------------
def _coast_waves(mask: int) -> tuple[tuple[float, float, float, float], ...]:
    """Two fixed low-frequency waves per mask that make each coast tile's shore irregular."""
    rng = random.Random(7919 + mask)
    return tuple((rng.uniform(-1.6, 1.6), rng.uniform(-1.6, 1.6), rng.uniform(0, 2 * math.pi),
                  amp) for amp in (0.6, 0.4))


_WAVES = {mask: _coast_waves(mask) for mask in range(16)}
COAST_WOBBLE = 0.13


def coast_field(mask: int, u: float, v: float) -> float:
    """Sea-ness at (u, v) in [0, 1]^2 of a tile with corner ``mask``; the shore is its 0.5 contour.

    It is the bilinear blend of the four corners plus a wobble that vanishes on the tile's edges,
    so along a shared edge two neighbouring tiles agree exactly and the coastline never breaks.
    """
    tl, tr = mask & TL and 1.0, mask & TR and 1.0
    br, bl = mask & BR and 1.0, mask & BL and 1.0
    base = tl * (1 - u) * (1 - v) + tr * u * (1 - v) + br * u * v + bl * (1 - u) * v
    if mask in (0, 15):
        return base
    wobble = 0.0
    for a, b, phase, amp in _WAVES[mask]:
        wobble += amp * math.sin(2 * math.pi * (a * u + b * v) + phase)
    return base + COAST_WOBBLE * wobble * math.sin(math.pi * u) * math.sin(math.pi * v)


def is_sea(mask: int, u: float, v: float) -> bool:
    """True where a tile of corner ``mask`` is painted as sea."""
    return coast_field(mask, u, v) > 0.5


# --- river geometry, shared with make_map.py (bridges) -------------------------------------------
RIVER_HALF = 5.0   # half-width of the water, in tile pixels
RIVER_BANK = 1.3   # width of the ink bank line
MEANDER = 2.6      # amplitude of the S-bend of straight river tiles


def _edge_mid(bit: int) -> tuple[float, float]:
    half = TILE / 2
    return {N: (half, 0.0), E: (float(TILE), half), S: (half, float(TILE)), W: (0.0, half)}[bit]


def river_skeleton(mask: int, steps: int = 24) -> list[list[tuple[float, float]]]:
    """The centre lines of the water in a river tile, in tile pixels, one polyline per stroke.

    Straight tiles meander by ``a * sin(2 pi t) * sin(pi t)``, which is zero with zero slope at
    both ends, so the bends join the next tile smoothly; corner tiles follow a quarter circle;
    junctions and mouths run straight from each edge to the centre.
    """
    bits = [bit for bit in (N, E, S, W) if mask & bit]
    centre = (TILE / 2, TILE / 2)
    if mask in (N | S, E | W):
        a, b = (_edge_mid(N), _edge_mid(S)) if mask == N | S else (_edge_mid(W), _edge_mid(E))
        nx, ny = (1.0, 0.0) if mask == N | S else (0.0, 1.0)
        line = []
        for i in range(steps + 1):
            t = i / steps
            off = MEANDER * math.sin(2 * math.pi * t) * math.sin(math.pi * t)
            line.append((a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off))
        return [line]
    if len(bits) == 2:  # a bend: quarter circle around the shared corner
        (ax, ay), (bx, by) = _edge_mid(bits[0]), _edge_mid(bits[1])
        cx = 0.0 if W in bits else float(TILE)
        cy = 0.0 if N in bits else float(TILE)
        a0 = math.atan2(ay - cy, ax - cx)
        a1 = math.atan2(by - cy, bx - cx)
        if abs(a1 - a0) > math.pi:
            a1 += 2 * math.pi if a1 < a0 else -2 * math.pi
        r = TILE / 2
        return [[(cx + r * math.cos(a0 + (a1 - a0) * i / steps),
                  cy + r * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]]
    return [[_edge_mid(bit), centre] for bit in bits]


# --- painting (needs pygame) ---------------------------------------------------------------------
def _pg() -> "pygame":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # noqa: PLC0415 - only the painter needs it
    return pygame


def _big(alpha: bool, fill: Colour, fill_alpha: int = 255) -> "pygame.Surface":
    """A tile-sized canvas at SCALE; overlays start transparent but keep an ink-ish RGB so the
    smooth-scaled fringes do not darken toward black."""
    pygame = _pg()
    size = TILE * SCALE
    if alpha:
        surf = pygame.Surface((size, size), pygame.SRCALPHA, 32)
        surf.fill((*fill, fill_alpha))
    else:
        surf = pygame.Surface((size, size))
        surf.fill(fill)
    return surf


def _shrink(big: "pygame.Surface") -> "pygame.Surface":
    return _pg().transform.smoothscale(big, (TILE, TILE))


def _grain(tile: "pygame.Surface", rng: random.Random, strength: float) -> None:
    """Per-pixel paper grain: independent per pixel, hence seamless between any two tiles."""
    for y in range(TILE):
        for x in range(TILE):
            r, g, b, a = tile.get_at((x, y))
            if a == 0:
                continue
            d = rng.gauss(0.0, strength)
            tile.set_at((x, y), (_clamp(r + d), _clamp(g + d), _clamp(b + d * 1.1), a))


def _clamp(value: float) -> int:
    return max(0, min(255, int(round(value))))


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (_clamp(a[0] + (b[0] - a[0]) * t), _clamp(a[1] + (b[1] - a[1]) * t),
            _clamp(a[2] + (b[2] - a[2]) * t))


def _line(surf: "pygame.Surface", colour: Colour, p: tuple[float, float], q: tuple[float, float],
          width: float) -> None:
    """A round-capped line in tile pixels drawn on a SCALE canvas."""
    pygame = _pg()
    w = max(1, int(round(width * SCALE)))
    a = (p[0] * SCALE, p[1] * SCALE)
    b = (q[0] * SCALE, q[1] * SCALE)
    pygame.draw.line(surf, colour, a, b, w)
    for c in (a, b):
        pygame.draw.circle(surf, colour, c, w / 2)


def _disc(surf: "pygame.Surface", colour, centre: tuple[float, float], radius: float) -> None:
    _pg().draw.circle(surf, colour, (centre[0] * SCALE, centre[1] * SCALE), radius * SCALE)


def _poly(surf: "pygame.Surface", colour, points: Iterable[tuple[float, float]],
          width: float = 0) -> None:
    pts = [(x * SCALE, y * SCALE) for x, y in points]
    _pg().draw.polygon(surf, colour, pts, int(round(width * SCALE)))


# ground tiles -----------------------------------------------------------------------------------
def _tuft(surf, rng: random.Random, x: float, y: float) -> None:
    colour = _mix(GRASS, GRASS_LIGHT, rng.random())
    for dx, dy in ((-1.6, -2.4), (0.0, -3.2), (1.6, -2.4)):
        j = rng.uniform(-0.4, 0.4)
        _line(surf, colour, (x, y), (x + dx + j, y + dy + j), 0.55)


def paint_plains(rng: random.Random, variant: int) -> "pygame.Surface":
    """Open parchment country; variant 0 is nearly bare (it goes under roads)."""
    surf = _big(False, PAPER)
    tufts = (0, 2, 3, 1, 4, 2)[variant]
    specks = (3, 6, 8, 5, 10, 4)[variant]
    for _ in range(specks):
        _disc(surf, _mix(PAPER, PAPER_DARK, rng.uniform(0.5, 1.0)),
              (rng.uniform(2, 30), rng.uniform(2, 30)), rng.uniform(0.3, 0.6))
    for _ in range(tufts):
        _tuft(surf, rng, rng.uniform(5, 27), rng.uniform(7, 28))
    if variant == 5:  # a few flowers
        for _ in range(4):
            _disc(surf, FLOWER, (rng.uniform(4, 28), rng.uniform(4, 28)), 0.7)
    return surf


def paint_fields(rng: random.Random, variant: int) -> "pygame.Surface":
    """Open-field strips, ploughed two ways, inset from the tile's edges so the patch joins plains
    without a seam."""
    surf = _big(False, PAPER)
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
        tone = _mix(FIELD, PAPER, (0.35, 0.7, 0.5)[k])
        _poly(surf, tone, quad)
        lines = 4
        for i in range(1, lines):
            t = i / lines
            if (variant + k) % 2 == 0:
                (qa, qb), (qc, qd) = (quad[0], quad[3]), (quad[1], quad[2])
            else:
                (qa, qb), (qc, qd) = (quad[0], quad[1]), (quad[3], quad[2])
            p = (qa[0] + (qc[0] - qa[0]) * t, qa[1] + (qc[1] - qa[1]) * t)
            q = (qb[0] + (qd[0] - qb[0]) * t, qb[1] + (qd[1] - qb[1]) * t)
            _line(surf, _mix(FIELD_LINE, tone, 0.55), p, q, 0.35)
    return surf


def _waves(surf, rng: random.Random, count: int) -> None:
    for _ in range(count):
        x, y = rng.uniform(7, 23), rng.uniform(7, 25)
        for k in range(2):
            cx = x + k * 4.2
            pts = [(cx + 2.1 * math.cos(a), y + 1.3 * math.sin(a))
                   for a in [math.pi * (i / 8) for i in range(9)]]
            for p, q in zip(pts, pts[1:]):
                _line(surf, SEA_INK, p, q, 0.45)


def paint_sea(rng: random.Random, variant: int) -> "pygame.Surface":
    surf = _big(False, SEA_C)
    for _ in range(5):
        _disc(surf, _mix(SEA_C, SEA_DEEP, 0.6), (rng.uniform(4, 28), rng.uniform(4, 28)),
              rng.uniform(0.4, 0.7))
    _waves(surf, rng, (1, 0)[variant])
    return surf


def paint_swell(rng: random.Random) -> "pygame.Surface":
    surf = _big(False, SEA_C)
    _waves(surf, rng, 2)
    return surf


def paint_ship(rng: random.Random) -> "pygame.Surface":
    """A little cog under sail, the kind medieval map-makers put on their seas."""
    surf = _big(False, SEA_C)
    hull = [(7, 20), (25, 20), (22.5, 25), (9.5, 25)]
    _line(surf, INK, (16, 20), (16, 5), 0.9)  # mast
    sail = [(10, 7), (22, 7), (21.2, 17), (10.8, 17)]
    _poly(surf, (236, 226, 200), sail)
    _poly(surf, INK, sail, 0.7)
    _line(surf, (172, 48, 48), (16, 8.5), (16, 15.5), 1.6)  # a red cross on the sail
    _line(surf, (172, 48, 48), (12.8, 11.5), (19.2, 11.5), 1.6)
    _poly(surf, (128, 92, 56), hull)
    _poly(surf, INK, hull, 0.8)
    _line(surf, INK, (16, 5), (19, 3.5), 0.6)  # pennant
    for k in range(3):  # wake
        _line(surf, SEA_INK, (4 + k * 3, 27.5), (6 + k * 3, 27), 0.45)
    return surf


def paint_coast(mask: int) -> "pygame.Surface":
    """Land and sea split by the 0.5 contour of coast_field, with an ink shoreline, a sandy hem
    and two ripple lines offshore, the classic engraved coast."""
    pygame = _pg()
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
                colour = _mix(SEA_SHALLOW, SEA_C, min(1.0, dist / (7 * SCALE)))
                for level in (3.2, 6.4):
                    if abs(dist - level * SCALE) < 0.55 * SCALE:
                        colour = _mix(colour, SEA_INK, 0.7)
            else:
                colour = _mix(SAND, PAPER, min(1.0, -dist / (2.5 * SCALE)))
            if abs(dist) < 0.75 * SCALE:
                colour = INK
            surf.set_at((px, py), colour)
    return surf


# overlay tiles ----------------------------------------------------------------------------------
def _tree(surf, x: float, y: float, r: float, rng: random.Random) -> None:
    """A round-crowned tree standing at (x, y + r) with its crown centred on (x, y)."""
    pygame = _pg()
    shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
    rect = pygame.Rect(0, 0, 2.0 * r * SCALE, 0.8 * r * SCALE)
    rect.center = (int((x + 0.5 * r) * SCALE), int((y + r + 0.5) * SCALE))
    pygame.draw.ellipse(shadow, (*INK, 60), rect)
    surf.blit(shadow, (0, 0))
    _line(surf, INK, (x, y + 0.3 * r), (x, y + r + 0.6), 1.5)
    _line(surf, TRUNK, (x, y + 0.3 * r), (x, y + r + 0.3), 0.7)
    _disc(surf, INK, (x, y), r + 0.75)
    _disc(surf, CROWN_DARK, (x, y), r)
    tone = _mix(CROWN, CROWN_LIGHT, rng.uniform(0.0, 0.4))
    _disc(surf, tone, (x - 0.2 * r, y - 0.2 * r), 0.78 * r)
    _disc(surf, CROWN_LIGHT, (x - 0.38 * r, y - 0.4 * r), 0.25 * r)
    # a couple of leaf strokes
    for _ in range(2):
        a = rng.uniform(0, 2 * math.pi)
        px, py = x + 0.45 * r * math.cos(a), y + 0.45 * r * math.sin(a)
        _line(surf, CROWN_DARK, (px - 0.8, py), (px + 0.8, py - 0.4), 0.4)


def _pine(surf, x: float, y: float, r: float) -> None:
    """A conifer: three stacked ink-outlined tiers."""
    _line(surf, INK, (x, y + r), (x, y + r + 1.6), 1.4)
    for k in range(3):
        top = y - r * 1.1 + k * r * 0.55
        half = r * (0.55 + 0.22 * k)
        tri = [(x, top), (x + half, top + r * 0.95), (x - half, top + r * 0.95)]
        _poly(surf, INK, tri)
        inner = [(x, top + 0.9), (x + half - 0.9, top + r * 0.95 - 0.5),
                 (x - half + 0.9, top + r * 0.95 - 0.5)]
        _poly(surf, PINE if k else _mix(PINE, CROWN_LIGHT, 0.25), inner)


def _plant(surf, rng: random.Random, spots: list[tuple[float, float, float]], pines: float) -> None:
    for x, y, r in sorted(spots, key=lambda s: s[1]):
        if rng.random() < pines:
            _pine(surf, x, y, r)
        else:
            _tree(surf, x, y, r, rng)


def paint_forest(rng: random.Random, variant: int) -> "pygame.Surface":
    """Five to seven trees scattered (Poisson-disc) over the tile, never cut by its edges; a
    field of these, in six different scatterings, reads as one forest mass."""
    surf = _big(True, INK, 0)
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


def paint_woods(rng: random.Random, variant: int) -> "pygame.Surface":
    """One or two trees: the ragged edge of a forest, or a copse in the fields."""
    surf = _big(True, INK, 0)
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
    _poly(surf, HILL, arc + [(x + width / 2, base), (x - width / 2, base)])
    shade = [p for p in arc if p[0] >= x] + [(x + width / 2, base), (x + 1.5, base)]
    _poly(surf, HILL_SHADE, shade)
    for i in range(n // 2 + 2, n - 1, 2):
        px, py = arc[i]
        _line(surf, INK_SOFT, (px, py + 1.2), (px - 1.2, base - 0.6), 0.4)
    for p, q in zip(arc, arc[1:]):
        _line(surf, INK, p, q, 0.85)


def paint_hills(rng: random.Random, variant: int) -> "pygame.Surface":
    surf = _big(True, INK, 0)
    if variant in (0, 2):
        _hill(surf, rng.uniform(11, 13), rng.uniform(17, 19), 16, rng.uniform(8, 10))
        _hill(surf, rng.uniform(19, 21), rng.uniform(27, 29), 19, rng.uniform(9, 11))
    elif variant == 1:
        _hill(surf, 16 + rng.uniform(-1, 1), rng.uniform(24, 26), 26, rng.uniform(12, 14))
    else:
        _hill(surf, rng.uniform(20, 22), rng.uniform(15, 17), 15, rng.uniform(7, 9))
        _hill(surf, rng.uniform(10, 12), rng.uniform(27, 28.5), 17, rng.uniform(8, 10))
    return surf


def paint_vines(rng: random.Random, variant: int) -> "pygame.Surface":
    """Rows of vine stocks on stakes: the vineyards of Bordeaux and Burgundy."""
    surf = _big(True, INK, 0)
    rows = (7.5, 15.5, 23.5)
    for k, y in enumerate(rows):
        slope = 0.12 if variant == 0 else -0.1
        x = 4.0 + (k % 2) * 1.6
        while x < 28:
            yy = y + (x - 16) * slope
            _line(surf, INK_SOFT, (x, yy + 1.8), (x, yy - 1.6), 0.45)
            _disc(surf, VINE_LEAF, (x - 0.9, yy - 0.6), 1.15)
            _disc(surf, VINE, (x + 0.7, yy + 0.3), 0.85)
            x += 4.2 + rng.uniform(-0.3, 0.3)
        _line(surf, _mix(INK_SOFT, PAPER, 0.4), (3.2, y + 2.4 + (3.2 - 16) * slope),
              (28.8, y + 2.4 + (28.8 - 16) * slope), 0.35)
    return surf


def paint_river(mask: int) -> "pygame.Surface":
    """Water along river_skeleton: ink banks, water, a paler current line. A single-edge mask is a
    river mouth: the water flares and loses its banks so it opens into the sea beneath."""
    surf = _big(True, RIVER_INK, 0)
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
                    _disc(surf, colour, (x, y), radius_at(along))

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
    (ex, ey) = _edge_mid(mask)
    fx, fy = TILE - ex, TILE - ey
    steps = 64
    for layer in range(2):
        for i in range(steps + 1):
            t = i / steps
            x, y = ex + (fx - ex) * t, ey + (fy - ey) * t
            half = RIVER_HALF + 7.0 * t ** 1.6
            if layer == 0:
                if t < 0.5:
                    _disc(surf, RIVER_INK, (x, y), half + RIVER_BANK)
            else:
                _disc(surf, _mix(RIVER_C, SEA_C, min(1.0, t * 1.4)), (x, y), half)


# the sheet --------------------------------------------------------------------------------------
def paint_tile(tid: int) -> "pygame.Surface":
    """Paint local tile ``tid`` at its final size (grain included)."""
    rng = random.Random(1429 * 97 + tid)
    if tid in PLAINS:
        big, grain = paint_plains(rng, PLAINS.index(tid)), 2.4
    elif tid in FIELDS:
        big, grain = paint_fields(rng, FIELDS.index(tid)), 2.4
    elif tid in SEA:
        big, grain = paint_sea(rng, SEA.index(tid)), 1.6
    elif tid == SEA_SWELL:
        big, grain = paint_swell(rng), 1.6
    elif tid == SHIP:
        big, grain = paint_ship(rng), 1.6
    elif COAST_BASE <= tid < COAST_BASE + 14:
        big, grain = paint_coast(tid - COAST_BASE + 1), 2.0
    elif tid in VINES:
        big, grain = paint_vines(rng, VINES.index(tid)), 0.0
    elif tid in HILLS:
        big, grain = paint_hills(rng, HILLS.index(tid)), 0.0
    elif tid in FOREST:
        big, grain = paint_forest(rng, FOREST.index(tid)), 0.0
    elif tid in WOODS:
        big, grain = paint_woods(rng, WOODS.index(tid)), 0.0
    elif RIVER_BASE <= tid < RIVER_BASE + 15:
        big, grain = paint_river(tid - RIVER_BASE + 1), 0.0
    else:  # pragma: no cover - the catalogue covers every id
        raise ValueError(f"no painter for tile {tid}")
    tile = _to_rgba(_shrink(big))
    if grain:
        _grain(tile, rng, grain)
    return tile


def _to_rgba(surface: "pygame.Surface") -> "pygame.Surface":
    """An RGBA copy; overlays already are (blitting them would premultiply their fringes)."""
    pygame = _pg()
    if surface.get_flags() & pygame.SRCALPHA:
        return surface.copy()
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA, 32)
    out.blit(surface, (0, 0))
    return out


def paint_tileset() -> "pygame.Surface":
    """The whole sheet: COLUMNS x ROWS tiles, local id = row * COLUMNS + column."""
    pygame = _pg()
    sheet = pygame.Surface((COLUMNS * TILE, ROWS * TILE), pygame.SRCALPHA, 32)
    sheet.fill((0, 0, 0, 0))
    for tid in range(TILECOUNT):
        sheet.blit(paint_tile(tid), ((tid % COLUMNS) * TILE, (tid // COLUMNS) * TILE))
    return sheet


def tsx_text() -> str:
    """The external tileset (TSX 1.10): image, tile types, and Wang sets so the coast and the
    rivers can be edited by hand in Tiled with the terrain brush."""
    kinds = tile_kinds()
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="{TILESET_NAME}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" tilecount="{TILECOUNT}" columns="{COLUMNS}">',
        f' <image source="{IMAGE_NAME}" width="{COLUMNS * TILE}" height="{ROWS * TILE}"/>',
    ]
    for tid in range(TILECOUNT):
        mask = None
        if kinds[tid] == "coast":
            mask = tid - COAST_BASE + 1
        elif kinds[tid] == "river":
            mask = tid - RIVER_BASE + 1
        if mask is None:
            lines.append(f' <tile id="{tid}" type="{kinds[tid]}"/>')
        else:
            lines += [f' <tile id="{tid}" type="{kinds[tid]}">', '  <properties>',
                      f'   <property name="mask" type="int" value="{mask}"/>', '  </properties>',
                      ' </tile>']
    lines += [' <wangsets>',
              f'  <wangset name="Coast" type="corner" tile="{coast_tile(TL | BL)}">',
              f'   <wangcolor name="Land" color="#e7dab5" tile="{PLAINS[0]}" probability="1"/>',
              f'   <wangcolor name="Sea" color="#96b1b0" tile="{SEA[0]}" probability="1"/>']
    corner_tiles = [(tid, 0) for tid in PLAINS] + [(tid, 15) for tid in (*SEA, SHIP, SEA_SWELL)]
    corner_tiles += [(coast_tile(m), m) for m in range(1, 15)]
    for tid, m in sorted(corner_tiles):
        c = [2 if m & bit else 1 for bit in (TR, BR, BL, TL)]
        lines.append(f'   <wangtile tileid="{tid}" wangid="0,{c[0]},0,{c[1]},0,{c[2]},0,{c[3]}"/>')
    lines += ['  </wangset>',
              f'  <wangset name="Rivers" type="edge" tile="{river_tile(N | S)}">',
              f'   <wangcolor name="Bank" color="#e7dab5" tile="-1" probability="1"/>',
              f'   <wangcolor name="River" color="#8cacb0" tile="{river_tile(N | S)}" '
              f'probability="1"/>']
    for m in range(1, 16):
        e = [2 if m & bit else 1 for bit in (N, E, S, W)]
        lines.append(f'   <wangtile tileid="{river_tile(m)}" '
                     f'wangid="{e[0]},0,{e[1]},0,{e[2]},0,{e[3]},0"/>')
    lines += ['  </wangset>', ' </wangsets>', '</tileset>', '']
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out-dir", type=Path,
                        default=Path(__file__).resolve().parent.parent / "maps")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame = _pg()
    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    sheet = paint_tileset()
    pygame.image.save(sheet, str(args.out_dir / IMAGE_NAME))
    (args.out_dir / TSX_NAME).write_text(tsx_text(), encoding="utf-8")
    print(f"wrote {args.out_dir / IMAGE_NAME} ({sheet.get_width()}x{sheet.get_height()}, "
          f"{TILECOUNT} tiles) and {args.out_dir / TSX_NAME}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
