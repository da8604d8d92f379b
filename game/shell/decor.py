"""Parchment, frames and ornaments shared by every screen.

The parchment is drawn procedurally (blotches on a small surface, smoothly scaled up, with a
darker vignette) so the game ships no texture and a new window size costs one small render.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.shell import palette as pal


# A pixel's random shade: its noise byte picks one of these greys (0 to 15), added to the paper,
# and then 9 is taken off every pixel: shades from -9 to +6, a little darker on average.
NOISE_GREYS = tuple((i * 16 // 256,) * 3 for i in range(256))
NOISE_OFFSET = (9, 9, 9)


@lru_cache(maxsize=4)
def parchment(size: tuple[int, int], seed: int = 1429) -> pygame.Surface:
    """A full-window parchment background of ``size``.

    The title's first frame is mostly this: the vignette is computed on a grid a quarter of the
    small surface's size (it is smooth) and the grain is added by pygame from random bytes,
    rather than a Python expression per pixel (about 4 ms at 1600x900 instead of 12)."""
    w, h = max(1, size[0]), max(1, size[1])
    sw, sh = max(8, w // 12), max(8, h // 12)
    rng = random.Random(seed)
    small = pygame.Surface((sw, sh))
    small.blit(pygame.transform.smoothscale(vignette(max(2, sw // 4), max(2, sh // 4)),
                                            (sw, sh)), (0, 0))
    grain = pygame.image.frombytes(rng.randbytes(sw * sh), (sw, sh), "P")
    grain.set_palette(NOISE_GREYS)
    small.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    small.fill(NOISE_OFFSET, special_flags=pygame.BLEND_RGB_SUB)
    big = pygame.transform.smoothscale(small, (w, h))
    _fibres(big, rng)
    return display_format(big)


def display_format(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` in the window's pixel format, for fast blits. A surface made after the window
    already has it (pygame takes the display's format), and then converting would only copy
    the whole window's pixels once more (3 ms at 1600x900, in the title's first frame)."""
    screen = pygame.display.get_surface()
    if screen is None or (surface.get_bitsize(), surface.get_masks()) == \
            (screen.get_bitsize(), screen.get_masks()):
        return surface
    return surface.convert()


def vignette(vw: int, vh: int) -> pygame.Surface:
    """Old paper browns toward its border: each pixel moves from the parchment colour toward its
    shade with its distance from the centre (nothing in the middle, about 0.8 in the corners)."""
    (r, g, b), (er, eg, eb) = pal.PARCHMENT, pal.PARCHMENT_SHADE
    across = [dx * dx * 0.6 for dx in ((x / (vw - 1) - 0.5) * 2 for x in range(vw))]
    pixels = bytearray()
    for y in range(vh):
        dy = (y / (vh - 1) - 0.5) * 2
        down = dy * dy * 0.6
        for dx2 in across:
            t = max(0.0, (dx2 + down) - 0.15) * 0.75
            pixels += bytes((int(r + (er - r) * t), int(g + (eg - g) * t), int(b + (eb - b) * t)))
    return pygame.image.frombytes(bytes(pixels), (vw, vh), "RGB")


def _fibres(surface: pygame.Surface, rng: random.Random) -> None:
    """A few faint fibres so the paper does not look like a flat gradient."""
    w, h = surface.get_size()
    colour = pal.mix(pal.PARCHMENT, pal.PARCHMENT_SHADE, 0.35)
    for _ in range(w * h // 40000):
        x, y = rng.randrange(w), rng.randrange(h)
        angle = rng.uniform(0, math.pi)
        length = rng.uniform(8, 30)
        end = (x + math.cos(angle) * length, y + math.sin(angle) * length)
        pygame.draw.aaline(surface, colour, (x, y), end)


def panel(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0,
          fill: tuple[int, int, int] = pal.PARCHMENT_LIGHT, alpha: int = 255) -> None:
    """A framed panel: shadow, paper, ink border, gold inner line, corner studs."""
    border = max(2, round(3 * scale))
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 70))
    surface.blit(shadow, rect.move(round(6 * scale), round(6 * scale)))
    if alpha < 255:
        paper = pygame.Surface(rect.size, pygame.SRCALPHA)
        paper.fill((*fill, alpha))
        surface.blit(paper, rect)
    else:
        surface.fill(fill, rect)
    pygame.draw.rect(surface, pal.INK, rect, width=border)
    inner = rect.inflate(-round(12 * scale), -round(12 * scale))
    pygame.draw.rect(surface, pal.GOLD, inner, width=max(1, round(1.5 * scale)))
    stud = max(3, round(5 * scale))
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        lozenge(surface, corner, stud, pal.GOLD, pal.INK)


def framed_card(lines: list[pygame.Surface], px: Callable[[float], int], pad: int, gap: int,
                rule_width: int = 1) -> pygame.Surface:
    """A small card of rendered lines on paper, framed in ink and gold, with a gold rule
    ``gap`` deep under its first line and a drop shadow (``px`` scales a length): the board's
    and the play scene's tooltips share it, so they look like one family."""
    width = max(line.get_width() for line in lines) + 2 * pad
    height = sum(line.get_height() for line in lines) + 2 * pad + gap
    card = pygame.Surface((width + px(6), height + px(6)), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    card.fill((0, 0, 0, 60), rect.move(px(5), px(5)))
    card.fill((*pal.PARCHMENT_LIGHT, 250), rect)
    pygame.draw.rect(card, pal.INK, rect, width=max(2, px(2)))
    pygame.draw.rect(card, pal.GOLD, rect.inflate(-px(8), -px(8)), width=1)
    y = pad
    for i, line in enumerate(lines):
        card.blit(line, (pad, y))
        y += line.get_height()
        if i == 0:
            rule_y = y + gap // 3
            pygame.draw.line(card, pal.GOLD, (pad, rule_y), (width - pad, rule_y), rule_width)
            y += gap
    return card


def lozenge(surface: pygame.Surface, centre: tuple[float, float], radius: float,
            fill: tuple[int, int, int], outline: tuple[int, int, int] | None = None) -> None:
    x, y = centre
    points = [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
    pygame.draw.polygon(surface, fill, points)
    if outline is not None:
        pygame.draw.polygon(surface, outline, points, width=1)


def rule(surface: pygame.Surface, centre: tuple[int, int], width: int, scale: float = 1.0,
         colour: tuple[int, int, int] = pal.GOLD) -> None:
    """A horizontal ornament: a line with a lozenge in the middle and small ones at the ends."""
    x, y = centre
    half = width // 2
    thickness = max(1, round(1.5 * scale))
    pygame.draw.line(surface, colour, (x - half, y), (x + half, y), thickness)
    lozenge(surface, (x, y), max(4, round(7 * scale)), colour, pal.INK)
    for end in (x - half, x + half):
        lozenge(surface, (end, y), max(2, round(3 * scale)), colour)


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken the whole surface (behind an overlay)."""
    veil = _veil(surface.get_size(), alpha)
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*pal.NIGHT, alpha))
    return veil


def shield(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
           outline: tuple[int, int, int] = pal.INK, width: int = 2) -> None:
    """A heraldic shield filling ``rect``: the family colour as a coat of arms."""
    points = shield_points(rect)
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, width=width)


def shield_points(rect: pygame.Rect) -> list[tuple[float, float]]:
    x, y, w, h = rect
    points: list[tuple[float, float]] = [(x, y), (x + w, y), (x + w, y + h * 0.55)]
    steps = 8
    for i in range(1, steps):  # the curved point of the shield, right side then left
        t = i / steps
        points.append((x + w - (w / 2) * t, y + h * 0.55 + (h * 0.45) * math.sin(t * math.pi / 2)))
    points.append((x + w / 2, y + h))
    for i in range(steps - 1, 0, -1):
        t = i / steps
        points.append((x + (w / 2) * t, y + h * 0.55 + (h * 0.45) * math.sin(t * math.pi / 2)))
    points.append((x, y + h * 0.55))
    return points
