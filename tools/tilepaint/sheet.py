"""The whole tileset: every tile painted at its final size and laid on one sheet, and the TSX
file that describes it to Tiled (tile types, and Wang sets for the coast and rivers)."""
from __future__ import annotations

import random

import pygame
from mapgen.tiles import (
    BL,
    BR,
    COAST_BASE,
    COLUMNS,
    FIELDS,
    FOREST,
    HILLS,
    IMAGE_NAME,
    PLAINS,
    RIVER_BASE,
    ROWS,
    SEA,
    SEA_SWELL,
    SHIP,
    TILE,
    TILECOUNT,
    TILESET_NAME,
    TL,
    TR,
    VINES,
    WOODS,
    E,
    N,
    S,
    W,
    coast_tile,
    river_tile,
    tile_kinds,
)

from .brush import add_grain, shrink
from .ground import paint_coast, paint_fields, paint_plains, paint_sea, paint_ship, paint_swell
from .overlays import paint_forest, paint_hills, paint_river, paint_vines, paint_woods


def paint_tile(tid: int) -> pygame.Surface:
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
    tile = _to_rgba(shrink(big))
    if grain:
        add_grain(tile, rng, grain)
    return tile


def _to_rgba(surface: pygame.Surface) -> pygame.Surface:
    """An RGBA copy; overlays already are (blitting them would premultiply their fringes)."""
    if surface.get_flags() & pygame.SRCALPHA:
        return surface.copy()
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA, 32)
    out.blit(surface, (0, 0))
    return out


def paint_tileset() -> pygame.Surface:
    """The whole sheet: COLUMNS x ROWS tiles, local id = row * COLUMNS + column."""
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
