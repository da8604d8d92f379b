"""The tile catalogue of the terrain tileset, and the geometry the map must share with the
painter: local tile ids, the corner (coast) and edge (river) mask bits, the coast field whose 0.5
contour is the painted shore, and the river tiles' centre lines. Pure Python, no pygame, so
the map generator can use it."""
from __future__ import annotations

import math
import random

TILE = 32
COLUMNS = 8
ROWS = 7
TILECOUNT = COLUMNS * ROWS
IMAGE_NAME = "terrain.png"
TSX_NAME = "terrain.tsx"
TILESET_NAME = "terrain"

# The catalogue of local tile ids.
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


# River geometry, shared with the map generator (bridges, where roads cross the water).
RIVER_HALF = 5.0   # half-width of the water, in tile pixels
RIVER_BANK = 1.3   # width of the ink bank line
MEANDER = 2.6      # amplitude of the S-bend of straight river tiles


def edge_mid(bit: int) -> tuple[float, float]:
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
        a, b = (edge_mid(N), edge_mid(S)) if mask == N | S else (edge_mid(W), edge_mid(E))
        nx, ny = (1.0, 0.0) if mask == N | S else (0.0, 1.0)
        line = []
        for i in range(steps + 1):
            t = i / steps
            off = MEANDER * math.sin(2 * math.pi * t) * math.sin(math.pi * t)
            line.append((a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off))
        return [line]
    if len(bits) == 2:  # a bend: quarter circle around the shared corner
        (ax, ay), (bx, by) = edge_mid(bits[0]), edge_mid(bits[1])
        cx = 0.0 if W in bits else float(TILE)
        cy = 0.0 if N in bits else float(TILE)
        a0 = math.atan2(ay - cy, ax - cx)
        a1 = math.atan2(by - cy, bx - cx)
        if abs(a1 - a0) > math.pi:
            a1 += 2 * math.pi if a1 < a0 else -2 * math.pi
        r = TILE / 2
        return [[(cx + r * math.cos(a0 + (a1 - a0) * i / steps),
                  cy + r * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]]
    return [[edge_mid(bit), centre] for bit in bits]
