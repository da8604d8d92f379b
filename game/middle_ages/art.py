"""The pictures of Middle-Ages' eight domains, drawn by the project's own tools in the style of
the Fief edition (game/shell/art.py, art_places.py: supersampled strokes in
ink on parchment colours), so no image file is needed: a wheat field, the windmill, houses,
the fortification, a market stall, a tent, a church, a crown. One picture per domain and size,
kept by value (``lru_cache``)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.shell import art, art_places
from game.shell import palette as pal

SS = art.SS
WHEAT = (196, 150, 52)
ROOF = (150, 62, 46)
WALL = (222, 206, 172)


def _fields(size: int) -> pygame.Surface:
    big = art.canvas(size, size)
    S = size * SS
    for i in range(4):                                   # furrows
        y = S * (0.62 + i * 0.1)
        pygame.draw.line(big, art.WOOD_DARK, (S * 0.08, y), (S * 0.92, y - S * 0.06),
                         max(1, SS * 2))
    for i in range(5):                                   # sheaves of wheat
        x = S * (0.16 + i * 0.17)
        pygame.draw.line(big, WHEAT, (x, S * 0.62), (x, S * 0.22), max(2, SS * 3))
        pygame.draw.ellipse(big, WHEAT, pygame.Rect(x - S * 0.04, S * 0.14, S * 0.08, S * 0.2))
    return art.finish(big, size, size)


def _houses(size: int) -> pygame.Surface:
    big = art.canvas(size, size)
    S = size * SS
    for x, y, w in ((0.08, 0.5, 0.36), (0.52, 0.44, 0.4), (0.3, 0.62, 0.34)):
        body = pygame.Rect(S * x, S * y, S * w, S * 0.3)
        pygame.draw.rect(big, WALL, body)
        pygame.draw.rect(big, pal.INK_SOFT, body, max(1, SS * 2))
        roof = [(body.x - SS * 3, body.y), (body.centerx, body.y - S * 0.2), (body.right + SS * 3, body.y)]
        pygame.draw.polygon(big, ROOF, roof)
        pygame.draw.polygon(big, pal.INK_SOFT, roof, max(1, SS * 2))
        door = pygame.Rect(0, 0, S * 0.07, S * 0.13)
        door.midbottom = body.midbottom
        pygame.draw.rect(big, art.WOOD_DARK, door)
    return art.finish(big, size, size)


def _stall(size: int) -> pygame.Surface:
    big = art.canvas(size, size)
    S = size * SS
    table = pygame.Rect(S * 0.12, S * 0.62, S * 0.76, S * 0.12)
    for x in (0.16, 0.8):
        pygame.draw.line(big, art.WOOD_DARK, (S * x, S * 0.3), (S * x, S * 0.95), max(2, SS * 3))
    for i in range(5):                                   # the striped awning
        stripe = pygame.Rect(S * (0.1 + i * 0.16), S * 0.18, S * 0.16, S * 0.16)
        pygame.draw.rect(big, (172, 36, 36) if i % 2 == 0 else (236, 228, 206), stripe)
    pygame.draw.rect(big, pal.INK_SOFT, pygame.Rect(S * 0.1, S * 0.18, S * 0.8, S * 0.16),
                     max(1, SS * 2))
    pygame.draw.rect(big, art.WOOD_DARK, table)
    for i, colour in enumerate(((214, 182, 38), (120, 160, 60), (200, 110, 50))):
        pygame.draw.circle(big, colour, (S * (0.3 + i * 0.2), S * 0.56), S * 0.07)
    return art.finish(big, size, size)


def _church(size: int) -> pygame.Surface:
    big = art.canvas(size, size)
    S = size * SS
    nave = pygame.Rect(S * 0.14, S * 0.52, S * 0.5, S * 0.4)
    tower = pygame.Rect(S * 0.6, S * 0.3, S * 0.24, S * 0.62)
    for body in (nave, tower):
        pygame.draw.rect(big, WALL, body)
        pygame.draw.rect(big, pal.INK_SOFT, body, max(1, SS * 2))
    roof = [(nave.x - SS * 3, nave.y), (nave.centerx, nave.y - S * 0.18), (nave.right, nave.y)]
    spire = [(tower.x - SS * 2, tower.y), (tower.centerx, tower.y - S * 0.2), (tower.right + SS * 2, tower.y)]
    for shape in (roof, spire):
        pygame.draw.polygon(big, (70, 80, 120), shape)
        pygame.draw.polygon(big, pal.INK_SOFT, shape, max(1, SS * 2))
    top = (tower.centerx, tower.y - S * 0.2)
    pygame.draw.line(big, pal.GOLD_DARK, top, (top[0], top[1] - S * 0.1), max(2, SS * 3))
    pygame.draw.line(big, pal.GOLD_DARK, (top[0] - S * 0.04, top[1] - S * 0.065),
                     (top[0] + S * 0.04, top[1] - S * 0.065), max(2, SS * 3))
    door = pygame.Rect(0, 0, S * 0.1, S * 0.18)
    door.midbottom = nave.midbottom
    pygame.draw.ellipse(big, art.WOOD_DARK, door)
    return art.finish(big, size, size)


@lru_cache(maxsize=64)
def domain_picture(domain: str, size: int) -> pygame.Surface:
    """The picture of a domain, ``size`` pixels high (a transparent square, or wider)."""
    size = max(8, size)
    if domain == "fields":
        return _fields(size)
    if domain == "mill":
        return art_places.mill_icon(size)
    if domain == "village":
        return _houses(size)
    if domain == "rampart":
        return art_places.fortification("stronghold", round(size * 1.2), size)
    if domain == "market":
        return _stall(size)
    if domain == "barracks":
        return art_places.pavilion(size, (150, 70, 60))
    if domain == "church":
        return _church(size)
    if domain == "palace":
        return art.crown(size)
    return pygame.Surface((size, size), pygame.SRCALPHA)
