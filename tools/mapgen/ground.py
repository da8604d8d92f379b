"""The tile layers: ground (sea, coast, plains, fields, vineyards) and relief (forests and
hills in the gaps, clear of labels)."""
from __future__ import annotations

import random
from typing import Iterable

from . import tiles as ts  # the tile catalogue and the coast field
from .board import MAP_H, MAP_W, TILE, Point, Rect, Tile
from .geometry import dist, overlaps
from .noise import value_noise
from .rivers import Terrain

VINEYARDS = ("PAUILLAC", "BLAYE", "CADILLAC", "MÂCON", "BEAUJEU", "TOURNUS")


def clusters(terrain: Terrain, centres: Iterable[Point], river_bits: dict[Tile, int],
             rng: random.Random, size: int, near: tuple[float, float]) -> set[Tile]:
    """A few adjacent tiles per centre, in the ring ``near`` (pixels) around it, as far from
    the roads as that ring allows: the fields or vines of a village."""
    chosen: set[Tile] = set()
    for cx, cy in centres:
        rows = range(max(0, int((cy - near[1]) // TILE) - 1), min(MAP_H, int((cy + near[1]) // TILE) + 2))
        cols = range(max(0, int((cx - near[1]) // TILE) - 1), min(MAP_W, int((cx + near[1]) // TILE) + 2))
        ring = [(i, j) for j in rows for i in cols  # only the tiles whose box the ring reaches
                if near[0] <= dist((i * TILE + 16, j * TILE + 16), (cx, cy)) <= near[1]
                and terrain.masks[j][i] == 0 and (i, j) not in river_bits
                and terrain.road_d[(i, j)] >= 26 and (i, j) not in chosen]
        if not ring:
            continue
        ring.sort(key=lambda t: (-terrain.road_d[t] + rng.uniform(0, 12), t))
        patch = [ring[0]]
        for t in ring[1:]:
            if len(patch) >= size:
                break
            if any(abs(t[0] - p[0]) + abs(t[1] - p[1]) == 1 for p in patch):
                patch.append(t)
        chosen.update(patch)
    return chosen


def ground_layer(terrain: Terrain, where: dict[str, Point], river_bits: dict[Tile, int]
                 ) -> tuple[list[list[int]], set[Tile]]:
    """Local tile ids of the ground: sea and shore from the corner masks; bare plains under the
    roads (so they read cleanly), a patch of strip fields beside each village, varied plains
    elsewhere; now and then a ship at sea. Also returns the field tiles."""
    rng = random.Random(1429)
    fields = clusters(terrain, [where[n] for n in sorted(where)], river_bits, rng, 3, (52.0, 96.0))
    ids = []
    for j in range(MAP_H):
        row = []
        for i in range(MAP_W):
            t, m = (i, j), terrain.masks[j][i]
            roll = rng.random()
            if m == 15:
                tid = ts.SHIP if roll < 0.012 else ts.SEA_SWELL if roll < 0.09 else ts.SEA[roll < 0.5]
            elif m:
                tid = ts.coast_tile(m)
            elif t in fields:
                tid = ts.FIELDS[int(roll * 100) % 2]
            elif terrain.road_d[t] < 22 or roll < 0.45:
                tid = ts.PLAINS[0]
            else:
                tid = ts.PLAINS[1 + int(roll * 1000) % (len(ts.PLAINS) - 1)]
            row.append(tid)
        ids.append(row)
    return ids, fields


def relief_layer(terrain: Terrain, where: dict[str, Point], river_bits: dict[Tile, int],
                 fields: set[Tile], avoid: list[Rect]) -> list[list[int | None]]:
    """Forests, woods, hills and vineyards, only in the gaps: clear of roads, villages, rivers,
    banners and mitres, so nothing hides what a player must read."""
    forest = value_noise(11, 5.0)
    detail = value_noise(12, 2.0)
    hills = value_noise(13, 4.0)
    rng = random.Random(1430)
    vines = clusters(terrain, [where[n] for n in VINEYARDS], river_bits | dict.fromkeys(fields, 0),
                     random.Random(1431), 3, (52.0, 104.0))
    out: list[list[int | None]] = []
    for j in range(MAP_H):
        row: list[int | None] = []
        for i in range(MAP_W):
            t = (i, j)
            roll = rng.random()
            box = (i * TILE, j * TILE, float(TILE), float(TILE))
            clear = (terrain.masks[j][i] == 0 and t not in river_bits and t not in fields
                     and not any(overlaps(box, r) for r in avoid))
            f = 0.75 * forest[t] + 0.25 * detail[t]
            gap = clear and terrain.road_d[t] >= 44 and terrain.village_d[t] >= 110
            tid: int | None = None
            if t in vines:
                tid = ts.VINES[int(roll * 100) % 2]
            elif gap and f > 0.62:
                tid = ts.FOREST[int(roll * 1000) % len(ts.FOREST)]
            elif gap and f > 0.56 and roll < 0.6:
                tid = ts.WOODS[int(roll * 1000) % len(ts.WOODS)]
            elif gap and hills[t] > 0.7 and roll < 0.75:
                tid = ts.HILLS[int(roll * 1000) % len(ts.HILLS)]
            elif clear and terrain.road_d[t] >= 36 and terrain.village_d[t] >= 90 and roll < 0.018:
                tid = ts.WOODS[int(roll * 10000) % len(ts.WOODS)]
            row.append(tid)
        out.append(row)
    return out
