"""The board's frame: its size in tiles and pixels, the territory raster, the shared types,
and the coast (which tiles are sea, from the same field the tileset painter uses)."""
from __future__ import annotations

import math

from . import tiles as ts  # the tile catalogue and the coast field

TILE = ts.TILE
MAP_W, MAP_H = 60, 40                       # in tiles
PX_W, PX_H = MAP_W * TILE, MAP_H * TILE     # 1920 x 1280
CELL = 4                                    # raster of the territories, in pixels
GW, GH = PX_W // CELL, PX_H // CELL
SEA_LABEL, OUT_LABEL = -1, -2

VILLAGE_SIZE, PRINCIPAL_SIZE = 40, 54
MITRE_W, MITRE_H = 52, 64

Point = tuple[float, float]
Polyline = list[Point]
Tile = tuple[int, int]                      # a tile's (column, row)
Vertex = tuple[int, int]                    # a corner of the territory raster
Rect = tuple[float, float, float, float]    # x, y, w, h


def coast_x(y: float) -> float:
    """x of the shoreline at height y: the sea lies west of it. Two slow waves and a bay."""
    t = y / PX_H
    return (118 + 38 * math.sin(2 * math.pi * (1.15 * t) + 0.4)
            + 22 * math.sin(2 * math.pi * (2.7 * t) + 1.9)
            + 30 * math.exp(-((t - 0.82) / 0.07) ** 2))


def corner_masks() -> list[list[int]]:
    """Corner mask (make_tileset's TL/TR/BR/BL bits, set = sea) of every ground tile."""
    sea = [[TILE * i < coast_x(TILE * j) for i in range(MAP_W + 1)] for j in range(MAP_H + 1)]
    masks = []
    for j in range(MAP_H):
        row = []
        for i in range(MAP_W):
            m = (ts.TL * sea[j][i] | ts.TR * sea[j][i + 1]
                 | ts.BR * sea[j + 1][i + 1] | ts.BL * sea[j + 1][i])
            row.append(m)
        masks.append(row)
    return masks


def sea_at(masks: list[list[int]], x: float, y: float) -> bool:
    """Whether pixel (x, y) is painted as sea (the same field the tileset painter used)."""
    i, j = min(MAP_W - 1, int(x // TILE)), min(MAP_H - 1, int(y // TILE))
    m = masks[j][i]
    if m in (0, 15):
        return m == 15
    return ts.is_sea(m, (x - i * TILE) / TILE, (y - j * TILE) / TILE)
