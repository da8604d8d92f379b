"""Family patterns for colour-blind play (issue 20): with the colour-blind setting on, every
piece and panel filled with a family's colour also carries that family's pattern, so two
families never differ by colour alone (the marks of ``icons.draw_mark`` say it in small; the
pattern says it over the whole piece).

Pure drawing functions of a surface and a family colour's name; the callers (the pieces on the
map, the families' boards, the battle's armies) cache what they draw with them.
"""
from __future__ import annotations

import pygame

from game.shell import palette as pal

# One pattern per family colour, each readable at a glance from the others.
PATTERNS: dict[str, str] = {"blue": "rising", "red": "dots", "green": "level",
                            "yellow": "grid", "magenta": "upright", "white": "falling"}


def pattern_name(colour: str) -> str:
    return PATTERNS.get(colour, "dots")


def draw_pattern(surface: pygame.Surface, rect: pygame.Rect, colour: str,
                 ink: tuple[int, int, int, int], step: int) -> None:
    """The family's pattern over ``rect``: lines ``step`` pixels apart, or dots."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    _draw(surface, rect, pattern_name(colour), ink, max(3, step))
    surface.set_clip(clip)


def _draw(surface: pygame.Surface, rect: pygame.Rect, kind: str,
          ink: tuple[int, int, int, int], step: int) -> None:
    width = max(1, step // 5)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    if kind in ("level", "grid"):
        for y in range(y0 + step // 2, y1, step):
            pygame.draw.line(surface, ink, (x0, y), (x1, y), width)
    if kind in ("upright", "grid"):
        for x in range(x0 + step // 2, x1, step):
            pygame.draw.line(surface, ink, (x, y0), (x, y1), width)
    if kind in ("rising", "falling"):
        span = rect.width + rect.height
        for d in range(0, span, step):
            if kind == "rising":
                pygame.draw.line(surface, ink, (x0 + d, y1), (x0 + d - rect.height, y0), width)
            else:
                pygame.draw.line(surface, ink, (x0 + d - rect.height, y1), (x0 + d, y0), width)
    if kind == "dots":
        r = max(1, step // 5)
        for y in range(y0 + step // 2, y1, step):
            shift = step // 2 if (y - y0) // step % 2 else 0
            for x in range(x0 + step // 2 + shift, x1, step):
                pygame.draw.circle(surface, ink, (x, y), r)


def patterned(image: pygame.Surface, colour: str, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A copy of a piece (a token, a chip) with its family's pattern over its opaque part, in
    faint ink that keeps its words and glyphs readable."""
    w, h = image.get_size()
    overlay = pygame.Surface((w, h), pygame.SRCALPHA)
    ink = pal.readable_on(rgb)
    draw_pattern(overlay, overlay.get_rect(), colour, (*ink, 90), max(4, h // 4))
    shape = pygame.mask.from_surface(image, 200).to_surface(setcolor=(255, 255, 255, 255),
                                                             unsetcolor=(0, 0, 0, 0))
    overlay.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out = image.copy()
    out.blit(overlay, (0, 0))
    return out
