"""Procedural pictures of places: walls and towers, siege engines, pavilions, the mob, a
reliquary, and the thrones and hangings of the ceremonies. Drawn as game/shell/art.py draws
(at three times the size, smoothly scaled down, cached by their parameters)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.shell.art import (
    EBONY,
    IRON,
    SS,
    STEEL,
    STONE,
    STONE_DARK,
    WOOD,
    WOOD_DARK,
    Colour,
    canvas,
    darker,
    finish,
    fleur,
    lighter,
)
from game.shell import palette as pal

# --- places and engines ----------------------------------------------------------------------

def _crenels(surf: pygame.Surface, x: float, y: float, w: float, merlon: float,
             colour: Colour) -> None:
    n = max(2, int(w / (merlon * 2)))
    step = w / n
    for i in range(n):
        pygame.draw.rect(surf, colour, (x + i * step, y - merlon, step * 0.55, merlon))


def _stones(surf: pygame.Surface, rect: pygame.Rect, colour: Colour, course: float) -> None:
    rows = max(1, int(rect.height / course))
    for r in range(rows):
        y = rect.y + r * course
        pygame.draw.line(surf, colour, (rect.x, y), (rect.right, y), max(1, SS))
        offset = (course * 1.1) if r % 2 else 0
        x = rect.x + offset
        while x < rect.right:
            pygame.draw.line(surf, colour, (x, y), (x, min(rect.bottom, y + course)), max(1, SS))
            x += course * 2.2


def _tower(surf: pygame.Surface, rect: pygame.Rect, stone: Colour, roof: Colour | None) -> None:
    pygame.draw.rect(surf, stone, rect)
    _stones(surf, rect, darker(stone, 0.25), rect.width / 5)
    pygame.draw.rect(surf, darker(stone, 0.45), rect, width=max(1, SS * 2))
    if roof is not None:
        pygame.draw.polygon(surf, roof, [(rect.x - rect.width * 0.12, rect.y),
                                         (rect.centerx, rect.y - rect.width * 1.1),
                                         (rect.right + rect.width * 0.12, rect.y)])
        pygame.draw.polygon(surf, darker(roof, 0.4), [(rect.x - rect.width * 0.12, rect.y),
                                                      (rect.centerx, rect.y - rect.width * 1.1),
                                                      (rect.right + rect.width * 0.12, rect.y)], max(1, SS))
    else:
        _crenels(surf, rect.x, rect.y, rect.width, rect.width / 6, stone)
    slit = pygame.Rect(0, 0, rect.width * 0.12, rect.width * 0.4)
    slit.center = (rect.centerx, rect.y + rect.height * 0.35)
    pygame.draw.rect(surf, EBONY, slit, border_radius=int(slit.width / 2))


@lru_cache(maxsize=8)
def fortification(kind: str, w: int, h: int, banner: Colour | None = None) -> pygame.Surface:
    """The village's walls seen from the field: a Stronghold (a keep and two towers) or a
    Fortified City (a long wall, many towers, roofs and a gate)."""
    big = canvas(w, h)
    W, H = w * SS, h * SS
    stone = STONE
    roof = (120, 52, 40)
    if kind == "city":
        for i, x in enumerate((0.18, 0.42, 0.66)):
            house = pygame.Rect(W * x, H * 0.28, W * 0.16, H * 0.3)
            pygame.draw.rect(big, (196, 180, 150), house)
            pygame.draw.polygon(big, roof, [(house.x - SS * 4, house.y), (house.centerx, house.y - H * 0.14),
                                            (house.right + SS * 4, house.y)])
        spire = pygame.Rect(W * 0.52, H * 0.1, W * 0.06, H * 0.4)
        pygame.draw.rect(big, (186, 170, 140), spire)
        pygame.draw.polygon(big, (80, 80, 96), [(spire.x - SS * 3, spire.y), (spire.centerx, spire.y - H * 0.2),
                                                (spire.right + SS * 3, spire.y)])
        wall = pygame.Rect(0, H * 0.5, W, H * 0.5)
        pygame.draw.rect(big, stone, wall)
        _stones(big, wall, darker(stone, 0.22), H * 0.07)
        _crenels(big, 0, wall.y, W, H * 0.06, stone)
        for x in (0.0, 0.27, 0.62, 0.88):
            _tower(big, pygame.Rect(W * x, H * 0.3, W * 0.12, H * 0.7), stone, roof)
        gate = pygame.Rect(W * 0.43, H * 0.66, W * 0.12, H * 0.34)
        pygame.draw.rect(big, WOOD_DARK, gate, border_top_left_radius=int(gate.width / 2),
                         border_top_right_radius=int(gate.width / 2))
        for gx in range(1, 4):
            pygame.draw.line(big, EBONY, (gate.x + gate.width * gx / 4, gate.y + SS * 6),
                             (gate.x + gate.width * gx / 4, gate.bottom), SS)
    else:
        keep = pygame.Rect(W * 0.32, H * 0.18, W * 0.36, H * 0.82)
        wall = pygame.Rect(W * 0.04, H * 0.55, W * 0.92, H * 0.45)
        pygame.draw.rect(big, stone, keep)
        _stones(big, keep, darker(stone, 0.22), H * 0.07)
        _crenels(big, keep.x, keep.y, keep.width, H * 0.06, stone)
        pygame.draw.rect(big, darker(stone, 0.45), keep, width=SS * 2)
        pygame.draw.rect(big, stone, wall)
        _stones(big, wall, darker(stone, 0.22), H * 0.07)
        _crenels(big, wall.x, wall.y, wall.width, H * 0.06, stone)
        for x in (0.0, 0.84):
            _tower(big, pygame.Rect(W * x, H * 0.36, W * 0.16, H * 0.64), stone, None)
        gate = pygame.Rect(W * 0.44, H * 0.72, W * 0.12, H * 0.28)
        pygame.draw.rect(big, WOOD_DARK, gate, border_top_left_radius=int(gate.width / 2),
                         border_top_right_radius=int(gate.width / 2))
    if banner is not None:
        pole_x = W * 0.5 if kind != "city" else W * 0.33
        top = H * 0.0 + SS * 4
        base = H * 0.2 if kind != "city" else H * 0.32
        pygame.draw.line(big, EBONY, (pole_x, top), (pole_x, base), SS * 2)
        pygame.draw.polygon(big, banner, [(pole_x, top), (pole_x + W * 0.1, top + H * 0.04),
                                          (pole_x, top + H * 0.08)])
        pygame.draw.polygon(big, darker(banner, 0.4), [(pole_x, top), (pole_x + W * 0.1, top + H * 0.04),
                                                       (pole_x, top + H * 0.08)], SS)
    return finish(big, w, h)


@lru_cache(maxsize=16)
def trebuchet(size: int, colour: Colour) -> pygame.Surface:
    """A siege engine: a timber trestle and throwing arm with a counterweight in the family colour."""
    big = canvas(size, size)
    S = size * SS
    beam = max(2, int(S * 0.045))
    pygame.draw.line(big, WOOD_DARK, (S * 0.1, S * 0.92), (S * 0.9, S * 0.92), beam)
    pygame.draw.line(big, WOOD, (S * 0.2, S * 0.92), (S * 0.5, S * 0.35), beam)
    pygame.draw.line(big, WOOD, (S * 0.8, S * 0.92), (S * 0.5, S * 0.35), beam)
    pygame.draw.line(big, WOOD_DARK, (S * 0.1, S * 0.12), (S * 0.78, S * 0.52), beam)
    pygame.draw.rect(big, colour, (S * 0.66, S * 0.5, S * 0.2, S * 0.18))
    pygame.draw.rect(big, darker(colour, 0.5), (S * 0.66, S * 0.5, S * 0.2, S * 0.18), max(1, SS))
    pygame.draw.line(big, (150, 130, 100), (S * 0.1, S * 0.12), (S * 0.16, S * 0.3), max(1, SS))
    pygame.draw.circle(big, STONE_DARK, (S * 0.16, S * 0.32), S * 0.04)
    for x in (0.25, 0.75):
        pygame.draw.circle(big, WOOD_DARK, (S * x, S * 0.92), S * 0.06)
    return finish(big, size, size)


@lru_cache(maxsize=16)
def pavilion(size: int, colour: Colour) -> pygame.Surface:
    """A striped campaign tent in the family colour, with a pennant: the attacker's camp."""
    w, h = size, size
    big = canvas(w, h)
    W, H = w * SS, h * SS
    apex, base_y = (W * 0.5, H * 0.16), H * 0.95
    left, right = W * 0.06, W * 0.94
    stripes = 7
    other = lighter(colour, 0.75) if sum(colour) < 600 else (196, 40, 48)
    for i in range(stripes):
        x0 = left + (right - left) * i / stripes
        x1 = left + (right - left) * (i + 1) / stripes
        pygame.draw.polygon(big, colour if i % 2 == 0 else other, [apex, (x0, base_y), (x1, base_y)])
    pygame.draw.polygon(big, darker(colour, 0.5), [apex, (left, base_y), (right, base_y)], SS * 2)
    # A gold band where the roof meets the walls, and a dark doorway.
    band_y = H * 0.62
    half = (band_y - apex[1]) / (base_y - apex[1]) * (right - left) / 2
    pygame.draw.line(big, pal.GOLD, (W * 0.5 - half, band_y), (W * 0.5 + half, band_y), SS * 3)
    pygame.draw.polygon(big, (40, 30, 24), [(W * 0.5, H * 0.56), (W * 0.4, base_y), (W * 0.6, base_y)])
    pygame.draw.line(big, WOOD_DARK, (W * 0.5, H * 0.0), apex, SS * 2)
    pygame.draw.polygon(big, colour, [(W * 0.5, H * 0.01), (W * 0.72, H * 0.05), (W * 0.5, H * 0.09)])
    pygame.draw.polygon(big, darker(colour, 0.5), [(W * 0.5, H * 0.01), (W * 0.72, H * 0.05),
                                                   (W * 0.5, H * 0.09)], SS)
    return finish(big, w, h)


@lru_cache(maxsize=8)
def mob(size: int) -> pygame.Surface:
    """The people risen in an Uprising: a crowd of heads with pitchforks and torches."""
    w, h = size * 2, size
    big = canvas(w, h)
    W, H = w * SS, h * SS
    for i in range(9):
        x = W * (0.04 + i * 0.1)
        y = H * (0.55 + 0.08 * ((i * 7) % 3) / 2)
        if i % 3 == 0:
            pygame.draw.line(big, WOOD_DARK, (x + W * 0.03, y), (x + W * 0.03, H * 0.08), SS * 2)
            for k in (-1, 0, 1):
                pygame.draw.line(big, IRON, (x + W * 0.03 + k * SS * 5, H * 0.08),
                                 (x + W * 0.03 + k * SS * 5, H * 0.18), SS * 2)
        elif i % 3 == 1:
            pygame.draw.line(big, WOOD_DARK, (x + W * 0.03, y), (x + W * 0.02, H * 0.15), SS * 3)
            pygame.draw.circle(big, (230, 140, 40), (x + W * 0.02, H * 0.12), SS * 7)
            pygame.draw.circle(big, (250, 210, 90), (x + W * 0.02, H * 0.13), SS * 4)
        pygame.draw.circle(big, (92, 70, 52), (x + W * 0.03, y), H * 0.1)
        pygame.draw.ellipse(big, (110, 84, 60), (x - W * 0.02, y + H * 0.08, W * 0.1, H * 0.5))
    return finish(big, w, h)


@lru_cache(maxsize=8)
def reliquary(size: int) -> pygame.Surface:
    """A small gilt reliquary chest, the mark of a lord carrying a Holy Relic."""
    big = canvas(size, size)
    S = size * SS
    body = pygame.Rect(S * 0.15, S * 0.42, S * 0.7, S * 0.45)
    pygame.draw.rect(big, pal.GOLD, body)
    pygame.draw.polygon(big, pal.GOLD_LIGHT, [(S * 0.12, S * 0.44), (S * 0.5, S * 0.16), (S * 0.88, S * 0.44)])
    pygame.draw.rect(big, pal.GOLD_DARK, body, max(1, SS * 2))
    pygame.draw.line(big, pal.BURGUNDY, (S * 0.5, S * 0.5), (S * 0.5, S * 0.8), max(1, SS * 2))
    pygame.draw.line(big, pal.BURGUNDY, (S * 0.4, S * 0.6), (S * 0.6, S * 0.6), max(1, SS * 2))
    return finish(big, size, size)


def _keys(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The crossed keys of St Peter, gold over silver."""
    x, y, w, h = rect
    for colour, flip in ((STEEL, -1), (pal.GOLD, 1)):
        a = (x + w * (0.5 - 0.35 * flip), y + h * 0.15)
        b = (x + w * (0.5 + 0.35 * flip), y + h * 0.85)
        pygame.draw.line(surf, colour, a, b, max(2, int(w * 0.07)))
        pygame.draw.circle(surf, colour, b, w * 0.12, max(2, int(w * 0.06)))
        pygame.draw.line(surf, colour, a, (a[0] + flip * w * 0.12, a[1] + h * 0.02), max(2, int(w * 0.07)))


@lru_cache(maxsize=8)
def throne(kind: str, w: int, h: int) -> pygame.Surface:
    """The seat an election fills: a Bishop's cathedra, the Holy See, or the throne of France."""
    big = canvas(w, h)
    W, H = w * SS, h * SS
    drape = {"king": (36, 62, 140), "pope": (232, 224, 204)}.get(kind, pal.BURGUNDY)
    wood = (138, 96, 44) if kind != "pope" else pal.GOLD_DARK
    # The canopy and the hanging behind the seat.
    canopy = [(W * 0.08, H * 0.16), (W * 0.5, H * 0.0), (W * 0.92, H * 0.16)]
    pygame.draw.polygon(big, pal.GOLD_DARK, canopy)
    pygame.draw.rect(big, drape, (W * 0.12, H * 0.16, W * 0.76, H * 0.84))
    for i in range(7):
        x = W * (0.14 + i * 0.12)
        pygame.draw.line(big, darker(drape, 0.2), (x, H * 0.18), (x, H * 0.98), SS * 2)
    pygame.draw.rect(big, pal.GOLD, (W * 0.08, H * 0.15, W * 0.84, H * 0.04))
    for i in range(9):
        cx = W * (0.12 + i * 0.095)
        pygame.draw.polygon(big, pal.GOLD, [(cx - W * 0.04, H * 0.19), (cx + W * 0.04, H * 0.19),
                                            (cx, H * 0.25)])
    if kind == "king":
        for i, (fx, fy) in enumerate(((0.22, 0.32), (0.78, 0.32), (0.22, 0.62), (0.78, 0.62),
                                      (0.22, 0.9), (0.78, 0.9))):
            fleur(big, (W * fx, H * fy), W * 0.1, pal.GOLD_LIGHT)
    # The chair: a pointed back, arms, a cushion and steps.
    back = [(W * 0.3, H * 0.86), (W * 0.3, H * 0.4), (W * 0.5, H * 0.24), (W * 0.7, H * 0.4),
            (W * 0.7, H * 0.86)]
    pygame.draw.polygon(big, wood, back)
    pygame.draw.polygon(big, darker(wood, 0.45), back, SS * 2)
    inner = [(W * 0.35, H * 0.72), (W * 0.35, H * 0.43), (W * 0.5, H * 0.31), (W * 0.65, H * 0.43),
             (W * 0.65, H * 0.72)]
    pygame.draw.polygon(big, pal.BURGUNDY if kind != "king" else (150, 28, 36), inner)
    if kind == "pope":
        _keys(big, pygame.Rect(W * 0.38, H * 0.38, W * 0.24, H * 0.3))
    elif kind == "king":
        fleur(big, (W * 0.5, H * 0.52), W * 0.16, pal.GOLD_LIGHT)
    else:
        pygame.draw.line(big, pal.GOLD_LIGHT, (W * 0.5, H * 0.38), (W * 0.5, H * 0.68), SS * 4)
        pygame.draw.line(big, pal.GOLD_LIGHT, (W * 0.43, H * 0.47), (W * 0.57, H * 0.47), SS * 4)
    for x in (0.22, 0.7):
        pygame.draw.rect(big, wood, (W * x, H * 0.64, W * 0.08, H * 0.26))
        pygame.draw.circle(big, pal.GOLD, (W * (x + 0.04), H * 0.64), W * 0.035)
    pygame.draw.rect(big, (170, 40, 48), (W * 0.28, H * 0.78, W * 0.44, H * 0.07), border_radius=SS * 3)
    for i, y in enumerate((0.88, 0.94)):
        pygame.draw.rect(big, STONE if i else lighter(STONE, 0.2),
                         (W * (0.18 - i * 0.06), H * y, W * (0.64 + i * 0.12), H * 0.06))
        pygame.draw.rect(big, STONE_DARK, (W * (0.18 - i * 0.06), H * y, W * (0.64 + i * 0.12), H * 0.06), SS)
    return finish(big, w, h)


@lru_cache(maxsize=8)
def hanging(kind: str, w: int, h: int) -> pygame.Surface:
    """A hanging banner of an office: a Bishop's cross, St Peter's keys, or France's lilies."""
    big = canvas(w, h)
    W, H = w * SS, h * SS
    cloth = {"king": (36, 62, 140), "pope": (236, 228, 206)}.get(kind, pal.BURGUNDY)
    pygame.draw.line(big, WOOD_DARK, (0, SS * 4), (W, SS * 4), SS * 4)
    for x in (SS * 3, W - SS * 3):
        pygame.draw.circle(big, pal.GOLD, (x, SS * 4), SS * 5)
    body = [(W * 0.08, SS * 6), (W * 0.92, SS * 6), (W * 0.92, H * 0.86), (W * 0.5, H * 0.98),
            (W * 0.08, H * 0.86)]
    pygame.draw.polygon(big, cloth, body)
    pygame.draw.polygon(big, pal.GOLD, body, SS * 3)
    inner = [(W * 0.16, SS * 14), (W * 0.84, SS * 14), (W * 0.84, H * 0.82), (W * 0.5, H * 0.92),
             (W * 0.16, H * 0.82)]
    pygame.draw.polygon(big, pal.GOLD_DARK, inner, SS)
    if kind == "king":
        for fx, fy in ((0.5, 0.22), (0.3, 0.45), (0.7, 0.45), (0.5, 0.66)):
            fleur(big, (W * fx, H * fy), W * 0.3, pal.GOLD_LIGHT)
    elif kind == "pope":
        _keys(big, pygame.Rect(W * 0.22, H * 0.25, W * 0.56, H * 0.45))
    else:
        pygame.draw.line(big, pal.GOLD_LIGHT, (W * 0.5, H * 0.18), (W * 0.5, H * 0.72), int(W * 0.1))
        pygame.draw.line(big, pal.GOLD_LIGHT, (W * 0.26, H * 0.36), (W * 0.74, H * 0.36), int(W * 0.1))
    return finish(big, w, h)


# --- a mill (Fief's map and Middle-Ages' domains) ---------------------------------------
@lru_cache(maxsize=16)
def mill_icon(size: int) -> pygame.Surface:
    """A windmill: a mill on Fief's map and a domain's mill in Middle-Ages."""
    big = canvas(size, size)
    S = size * SS
    body = [(S * 0.36, S * 0.95), (S * 0.42, S * 0.45), (S * 0.58, S * 0.45), (S * 0.64, S * 0.95)]
    pygame.draw.polygon(big, (210, 196, 168), body)
    pygame.draw.polygon(big, pal.INK_SOFT, body, max(1, SS * 2))
    hub = (S * 0.5, S * 0.42)
    for a in range(4):
        angle = math.radians(45 + a * 90)
        tip = (hub[0] + math.cos(angle) * S * 0.42, hub[1] + math.sin(angle) * S * 0.42)
        pygame.draw.line(big, WOOD_DARK, hub, tip, max(2, int(S * 0.06)))
        side = (hub[0] + math.cos(angle + 0.3) * S * 0.36, hub[1] + math.sin(angle + 0.3) * S * 0.36)
        pygame.draw.polygon(big, (236, 228, 206), [hub, tip, side])
        pygame.draw.polygon(big, pal.INK_SOFT, [hub, tip, side], max(1, SS))
    pygame.draw.circle(big, WOOD_DARK, hub, S * 0.06)
    return finish(big, size, size)
