"""Deterministic per-tile noise: seeds from names, and smooth value noise on the tile grid."""
from __future__ import annotations

import random

from .board import MAP_H, MAP_W, Tile


def hash_text(text: str) -> int:
    """A stable seed from a name (Python's own str hash changes from run to run)."""
    return sum((k + 1) * ord(c) for k, c in enumerate(text))


def value_noise(seed: int, spacing: float) -> dict[Tile, float]:
    """Smooth noise in [0, 1] per tile: random values on a coarse lattice, eased between."""
    rng = random.Random(seed)
    nx, ny = int(MAP_W / spacing) + 2, int(MAP_H / spacing) + 2
    lattice = [[rng.random() for _ in range(nx + 1)] for _ in range(ny + 1)]
    out = {}
    for j in range(MAP_H):
        for i in range(MAP_W):
            x, y = i / spacing, j / spacing
            x0, y0 = int(x), int(y)
            fx, fy = x - x0, y - y0
            fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
            top = lattice[y0][x0] * (1 - fx) + lattice[y0][x0 + 1] * fx
            bottom = lattice[y0 + 1][x0] * (1 - fx) + lattice[y0 + 1][x0 + 1] * fx
            out[(i, j)] = top * (1 - fy) + bottom * fy
    return out
