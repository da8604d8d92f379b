"""The small pictures of the board's pieces, each drawn once per size and colour (cached): a
lord's token and the badges of his titles, troop chips, banners, mills, fortifications,
Disaster cards, Tax markers, fief seals, and the pattern that goes with each family's colour
(so that a colour is never the only clue)."""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.shell import art, art_places
from game.shell import fonts
from game.shell import palette as pal

Colour = tuple[int, int, int]
SS = 3  # supersampling of the small icons drawn here

# A pattern per family colour, so a colour is never the only clue (palette's promise).
MARKS = {"blue": "disc", "red": "triangle", "green": "square", "yellow": "diamond",
         "magenta": "cross", "white": "ring"}
FIEF_LETTERS = {"duchy": "D", "county": "C", "barony": "B"}


def _canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((max(1, w * SS), max(1, h * SS)), pygame.SRCALPHA)


def _finish(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, (max(1, w), max(1, h)))
    return small.convert_alpha() if pygame.display.get_surface() else small


def draw_mark(surf: pygame.Surface, colour: str, centre: tuple[float, float], r: float,
              ink: Colour) -> None:
    """The family's pattern mark (disc, triangle, square, diamond, cross, ring)."""
    x, y = centre
    kind = MARKS.get(colour, "disc")
    w = max(1, round(r * 0.45))
    if kind == "disc":
        pygame.draw.circle(surf, ink, (x, y), r)
    elif kind == "ring":
        pygame.draw.circle(surf, ink, (x, y), r, w)
    elif kind == "triangle":
        pygame.draw.polygon(surf, ink, [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)])
    elif kind == "square":
        pygame.draw.rect(surf, ink, (x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif kind == "diamond":
        pygame.draw.polygon(surf, ink, [(x, y - r * 1.1), (x + r, y), (x, y + r * 1.1), (x - r, y)])
    else:
        pygame.draw.line(surf, ink, (x - r, y), (x + r, y), w + 1)
        pygame.draw.line(surf, ink, (x, y - r), (x, y + r), w + 1)


@lru_cache(maxsize=512)
def lord_token(name: str, rgb: Colour, colour: str, size: int, captive: bool = False,
               captor_rgb: Colour | None = None) -> pygame.Surface:
    """A round lord token with the lord's initials; a captive lies on its side, greyed and
    roped in the captor's colour."""
    big = _canvas(size, size)
    S = size * SS
    c = S / 2
    fill = rgb if not captive else pal.mix(rgb, (120, 112, 100), 0.55)
    ink = pal.readable_on(fill)
    pygame.draw.circle(big, (0, 0, 0, 90), (c + SS * 1.5, c + SS * 2), c - SS * 1.5)
    pygame.draw.circle(big, pal.GOLD_DARK, (c, c), c - SS * 1.5)
    pygame.draw.circle(big, fill, (c, c), c * 0.8)
    pygame.draw.circle(big, pal.GOLD_LIGHT, (c, c), c * 0.8, max(1, SS))
    text = fonts.text(name[:2].title(), "bold", max(8, int(S * 0.42)), ink)
    big.blit(text, text.get_rect(center=(c, c + S * 0.02)))
    if captive:
        rope = captor_rgb or (150, 118, 66)
        w = max(2, int(S * 0.07))
        for dy in (-0.22, 0.22):
            pygame.draw.line(big, pal.INK, (S * 0.08, c + S * dy + w * 0.5), (S * 0.92, c + S * dy + w * 0.5), w + 2)
            pygame.draw.line(big, rope, (S * 0.08, c + S * dy), (S * 0.92, c + S * dy), w)
    image = _finish(big, size, size)
    if captive:
        image = pygame.transform.rotate(image, 90)    # laid down
    return image


@lru_cache(maxsize=128)
def badge(title: str, size: int) -> pygame.Surface:
    """A title badge worn at a token's shoulder: crown, tiara, mitre, red hat, or a coronet
    letter for fief titles (D, C, B), d'ARC's fleur, an excommunication's cross."""
    if title in ("king", "queen"):
        return art.crown(size)
    if title == "crown_prince":
        return art.crown(max(6, int(size * 0.8)))
    if title == "pope":
        return art.tiara(size)
    if title == "bishop":
        return art.mitre(size)
    big = _canvas(size, size)
    S = size * SS
    c = S / 2
    if title == "cardinal":
        pygame.draw.ellipse(big, (170, 20, 30), (S * 0.05, S * 0.45, S * 0.9, S * 0.3))
        pygame.draw.ellipse(big, (190, 30, 40), (S * 0.28, S * 0.18, S * 0.44, S * 0.42))
        pygame.draw.ellipse(big, (90, 10, 16), (S * 0.05, S * 0.45, S * 0.9, S * 0.3), max(1, SS))
    elif title == "darc":
        pygame.draw.circle(big, (40, 70, 150), (c, c), c - SS)
        art.fleur(big, (c, c), S * 0.7, pal.GOLD_LIGHT)
    elif title == "excommunicated":
        pygame.draw.circle(big, pal.INK, (c, c), c - SS)
        w = max(2, int(S * 0.12))
        pygame.draw.line(big, pal.PARCHMENT_LIGHT, (S * 0.3, S * 0.3), (S * 0.7, S * 0.7), w)
        pygame.draw.line(big, pal.PARCHMENT_LIGHT, (S * 0.7, S * 0.3), (S * 0.3, S * 0.7), w)
    elif title == "assassin":
        pygame.draw.circle(big, (120, 14, 20), (c, c), c - SS)
        pygame.draw.line(big, pal.PARCHMENT_LIGHT, (S * 0.5, S * 0.18), (S * 0.5, S * 0.7), max(2, int(S * 0.1)))
        pygame.draw.line(big, pal.PARCHMENT_LIGHT, (S * 0.32, S * 0.62), (S * 0.68, S * 0.62), max(2, int(S * 0.08)))
    elif title == "relic":
        return art_places.reliquary(size)
    else:
        letter = FIEF_LETTERS.get(title, "?")
        pygame.draw.circle(big, pal.GOLD, (c, c), c - SS)
        pygame.draw.circle(big, pal.GOLD_DARK, (c, c), c - SS, max(1, SS * 2))
        text = fonts.text(letter, "bold", max(8, int(S * 0.62)), pal.BURGUNDY)
        big.blit(text, text.get_rect(center=(c, c + S * 0.03)))
    return _finish(big, size, size)


@lru_cache(maxsize=64)
def glyph(kind: str, size: int, ink: Colour) -> pygame.Surface:
    """A knight's helm, a man at arms' pike, or an unknown counter (Fog of War)."""
    big = _canvas(size, size)
    S = size * SS
    rect = pygame.Rect(0, 0, S, S)
    if kind == "knight":
        art._helm(big, rect, ink)
    elif kind == "man":
        art._pike(big, rect, ink)
    else:
        pygame.draw.rect(big, ink, rect.inflate(-S * 0.3, -S * 0.3), max(2, SS * 2), border_radius=SS * 2)
        text = fonts.text("?", "bold", max(8, int(S * 0.6)), ink)
        big.blit(text, text.get_rect(center=rect.center))
    return _finish(big, size, size)


@lru_cache(maxsize=64)
def stack_chip(colour: str, rgb: Colour, knights: int, men: int, counters: int, height: int,
               waiting: bool = False) -> pygame.Surface:
    """A family's troops in one place: the family mark, then knights and men at arms with their
    counts (or a count of counters under Fog of War). A stack waiting on a road is dashed."""
    ink = pal.readable_on(rgb)
    size = max(10, int(height * 0.72))
    font_px = max(11, int(height * 0.78))
    parts: list[pygame.Surface] = []
    for kind, n in (("knight", knights), ("man", men), ("fog", counters)):
        if n:
            parts.append(glyph(kind, size, ink))
            parts.append(fonts.text(str(n), "bold", font_px, ink))
    pad = max(3, height // 5)
    mark_w = int(height * 0.55)
    width = pad * 2 + mark_w + sum(p.get_width() for p in parts) + pad // 2 * len(parts)
    chip = pygame.Surface((width + 3, height + 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    radius = max(2, height // 4)
    pygame.draw.rect(chip, (0, 0, 0, 90), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(chip, rgb, rect, border_radius=radius)
    edge = art.darker(rgb, 0.55) if not waiting else pal.INK
    pygame.draw.rect(chip, edge, rect, width=max(1, height // 12), border_radius=radius)
    if waiting:
        inner = rect.inflate(-max(2, height // 6), -max(2, height // 6))
        pygame.draw.rect(chip, pal.mix(rgb, pal.PARCHMENT_LIGHT, 0.5), inner, width=1, border_radius=radius)
    draw_mark(chip, colour, (pad + mark_w / 2, height / 2), height * 0.2, ink)
    x = pad + mark_w
    for part in parts:
        chip.blit(part, part.get_rect(midleft=(x, height / 2 + 1)))
        x += part.get_width() + pad // 2
    return chip


@lru_cache(maxsize=32)
def banner_flag(rgb: Colour, colour: str, size: int) -> pygame.Surface:
    """A controller's banner: a pole and a swallow-tailed flag in the family colour."""
    w, h = size, int(size * 1.25)
    big = _canvas(w, h)
    W, H = w * SS, h * SS
    pygame.draw.line(big, art.WOOD_DARK, (W * 0.12, H * 0.04), (W * 0.12, H * 0.98), max(2, int(W * 0.09)))
    pygame.draw.circle(big, pal.GOLD, (W * 0.12, H * 0.05), W * 0.08)
    flag = [(W * 0.16, H * 0.08), (W * 0.96, H * 0.08), (W * 0.78, H * 0.3), (W * 0.96, H * 0.52),
            (W * 0.16, H * 0.52)]
    pygame.draw.polygon(big, rgb, flag)
    pygame.draw.polygon(big, art.darker(rgb, 0.55), flag, max(1, SS * 2))
    draw_mark(big, colour, (W * 0.45, H * 0.3), W * 0.13, pal.readable_on(rgb))
    return _finish(big, w, h)


@lru_cache(maxsize=32)
def fort_icon(kind: str, size: int, rgb: Colour | None) -> pygame.Surface:
    """A Stronghold (keep) or Fortified City drawn over the village square, with the controller's
    banner when it has one."""
    w = int(size * (1.5 if kind == "city" else 1.2))
    return art_places.fortification(kind, w, size, rgb)


@lru_cache(maxsize=16)
def disaster_card(kind: str, size: int) -> pygame.Surface:
    """A small card laid by a bishopric: Heavy Rain, Famine, Plague, Harvest, Good Weather."""
    w, h = int(size * 0.72), size
    big = _canvas(w, h)
    W, H = w * SS, h * SS
    backs = {"heavy_rain": (70, 96, 128), "famine": (120, 92, 50), "plague": (46, 40, 40),
             "harvest": (196, 160, 60), "good_weather": (110, 160, 200)}
    back = backs.get(kind, (120, 120, 120))
    card = pygame.Rect(0, 0, W, H).inflate(-SS * 2, -SS * 2)
    pygame.draw.rect(big, (0, 0, 0, 80), card.move(SS * 2, SS * 2), border_radius=SS * 4)
    pygame.draw.rect(big, back, card, border_radius=SS * 4)
    pygame.draw.rect(big, pal.GOLD_LIGHT, card, max(1, SS * 2), border_radius=SS * 4)
    cx, cy = card.center
    if kind == "heavy_rain":
        for i in range(4):
            x = card.x + card.width * (0.22 + i * 0.18)
            pygame.draw.line(big, (190, 220, 250), (x, cy - H * 0.22), (x - W * 0.1, cy + H * 0.22), max(2, SS * 2))
    elif kind == "famine":
        pygame.draw.arc(big, (230, 210, 170), (cx - W * 0.3, cy - H * 0.1, W * 0.6, H * 0.3), math.pi, 2 * math.pi, max(2, SS * 2))
        pygame.draw.line(big, (230, 210, 170), (cx - W * 0.3, cy + H * 0.05), (cx + W * 0.3, cy + H * 0.05), max(2, SS * 2))
    elif kind == "plague":
        pygame.draw.circle(big, (220, 210, 190), (cx, cy - H * 0.05), W * 0.24)
        for dx in (-0.1, 0.1):
            pygame.draw.circle(big, (46, 40, 40), (cx + W * dx, cy - H * 0.08), W * 0.06)
        pygame.draw.rect(big, (220, 210, 190), (cx - W * 0.14, cy + H * 0.08, W * 0.28, H * 0.1))
    elif kind == "harvest":
        for dx in (-0.16, 0, 0.16):
            pygame.draw.line(big, (250, 236, 170), (cx + W * dx, cy + H * 0.3), (cx + W * dx * 0.4, cy - H * 0.3), max(2, SS))
            for k in range(3):
                pygame.draw.ellipse(big, (250, 236, 170), (cx + W * dx * 0.6 - W * 0.05, cy - H * (0.28 - k * 0.12), W * 0.1, H * 0.1))
    elif kind == "good_weather":
        pygame.draw.circle(big, (250, 220, 90), (cx, cy), W * 0.2)
        for a in range(8):
            angle = a * math.pi / 4
            pygame.draw.line(big, (250, 220, 90), (cx + math.cos(angle) * W * 0.26, cy + math.sin(angle) * W * 0.26),
                             (cx + math.cos(angle) * W * 0.38, cy + math.sin(angle) * W * 0.38), max(2, SS * 2))
    return _finish(big, w, h)


@lru_cache(maxsize=32)
def tax_marker(rgb: Colour, colour: str, size: int) -> pygame.Surface:
    """A Tax marker: a gold coin ringed in the family colour."""
    big = _canvas(size, size)
    S = size * SS
    c = S / 2
    pygame.draw.circle(big, (0, 0, 0, 80), (c + SS, c + SS * 2), c - SS)
    pygame.draw.circle(big, rgb, (c, c), c - SS)
    pygame.draw.circle(big, pal.GOLD, (c, c), c * 0.68)
    pygame.draw.circle(big, pal.GOLD_DARK, (c, c), c * 0.68, max(1, SS * 2))
    draw_mark(big, colour, (c, c), c * 0.25, pal.GOLD_DARK)
    return _finish(big, size, size)


@lru_cache(maxsize=64)
def fief_seal(kind: str, rgb: Colour | None, size: int) -> pygame.Surface:
    """The title counter of a fief: a wax seal in the holder's colour, or a parchment disc with a
    dashed rim when the title is still to be claimed."""
    big = _canvas(size, size)
    S = size * SS
    c = S / 2
    pygame.draw.circle(big, (0, 0, 0, 70), (c + SS * 2, c + SS * 3), c - SS * 2)
    letter = FIEF_LETTERS.get(kind, "?")
    if rgb is None:
        pygame.draw.circle(big, pal.PARCHMENT_LIGHT, (c, c), c - SS * 2)
        for a in range(16):
            angle = a * math.pi / 8
            p0 = (c + math.cos(angle) * (c - SS * 3), c + math.sin(angle) * (c - SS * 3))
            p1 = (c + math.cos(angle + 0.2) * (c - SS * 3), c + math.sin(angle + 0.2) * (c - SS * 3))
            pygame.draw.line(big, pal.GOLD_DARK, p0, p1, max(1, SS * 2))
        ink = pal.GOLD_DARK
    else:
        pygame.draw.circle(big, rgb, (c, c), c - SS * 2)
        pygame.draw.circle(big, art.darker(rgb, 0.45), (c, c), c - SS * 2, max(1, SS * 2))
        pygame.draw.circle(big, art.lighter(rgb, 0.25), (c, c), c * 0.66, max(1, SS))
        ink = pal.readable_on(rgb)
    text = fonts.text(letter, "title", max(8, int(S * 0.5)), ink)
    big.blit(text, text.get_rect(center=(c, c + S * 0.02)))
    return _finish(big, size, size)


def lord_badges(lord: dict[str, Any], titles: dict[str, Any]) -> list[str]:
    """The badges a lord's token wears, most important first."""
    out = []
    held = lord.get("titles", [])
    for title in ("king", "queen", "pope", "crown_prince"):
        if title in held:
            out.append(title)
    if "cardinal" in held:
        out.append("cardinal")
    if any(t.startswith("bishop:") for t in held):
        out.append("bishop")
    for t in held:
        if t.startswith("fief:"):
            name = t[5:]
            out.append(name.split(" ", 1)[0].lower())
    if lord.get("darc"):
        out.append("darc")
    if titles.get("excommunicated") == lord.get("name"):
        out.append("excommunicated")
    if lord.get("assassin"):
        out.append("assassin")
    if lord.get("relic"):
        out.append("relic")
    return out
