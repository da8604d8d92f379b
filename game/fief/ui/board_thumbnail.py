"""A small picture of a saved game's board: the roads, and every village as a dot in the
colour of the family that controls it (grey when nobody does), on parchment.

Drawn from the board's own coordinates (engine.fief.api.load_board) and a save's villages,
so a picture needs no map file and no replay. The board is read by the caller once
(``BoardOutline``) and kept for every picture of a screen.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from engine.fief.api import Board, load_board
from game.shell import palette as pal

EMPTY = (170, 160, 140)


@dataclass(frozen=True)
class BoardOutline:
    """Village positions scaled to [0, 1] and the roads between them."""
    places: Mapping[str, tuple[float, float]]
    roads: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, board: Board | None = None) -> "BoardOutline":
        board = board or load_board()
        xs = [v.x for v in board.villages.values()]
        ys = [v.y for v in board.villages.values()]
        x0, y0 = min(xs), min(ys)
        span = max(max(xs) - x0, max(ys) - y0, 1.0)
        places = {name: ((v.x - x0) / span, (v.y - y0) / span) for name, v in board.villages.items()}
        return cls(places, tuple((str(a), str(b)) for a, b in board.roads))


def thumbnail(outline: BoardOutline, held: Mapping[str, int], colours: Sequence[str],
              size: tuple[int, int], colourblind: bool = False) -> pygame.Surface:
    """The picture at ``size``: ``held`` maps a village to the seat that controls it."""
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(pal.PARCHMENT)
    pad = max(3, min(w, h) // 14)
    fit = min(w, h) - 2 * pad
    xs = [x for x, _y in outline.places.values()] or [0.0]
    ys = [y for _x, y in outline.places.values()] or [0.0]
    ox = (w - fit * max(xs)) / 2
    oy = (h - fit * max(ys)) / 2

    def at(name: str) -> tuple[int, int]:
        x, y = outline.places[name]
        return round(ox + x * fit), round(oy + y * fit)

    for a, b in outline.roads:
        if a in outline.places and b in outline.places:
            pygame.draw.line(surface, pal.INK_FAINT, at(a), at(b), 1)
    radius = max(2, min(w, h) // 40)
    for name in outline.places:
        seat = held.get(name)
        if seat is not None and 0 <= seat < len(colours):
            pygame.draw.circle(surface, pal.family(colours[seat], colourblind), at(name), radius + 1)
            pygame.draw.circle(surface, pal.INK, at(name), radius + 1, 1)
        else:
            pygame.draw.circle(surface, EMPTY, at(name), radius)
    pygame.draw.rect(surface, pal.INK_SOFT, surface.get_rect(), 1)
    return surface
