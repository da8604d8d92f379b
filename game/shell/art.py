"""Procedural pictures of the ceremonies and battles: dice, counters, portraits, regalia, walls.

Everything is drawn with pygame primitives at three times its size and smoothly scaled down
(cheap antialiasing), then cached by its parameters, so a frame only blits finished images.
Nothing here knows a rule: a die is told its face, a counter its kind and colour.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.shell import decor, fonts
from game.shell import palette as pal

Colour = tuple[int, int, int]
ColourAlpha = tuple[int, int, int] | tuple[int, int, int, int]   # a colour, maybe see-through
SS = 3                                      # supersampling factor

IRON: Colour = (70, 68, 72)
STEEL: Colour = (170, 172, 180)
STONE: Colour = (168, 156, 132)
STONE_DARK: Colour = (118, 106, 88)
WOOD: Colour = (112, 76, 42)
WOOD_DARK: Colour = (72, 46, 24)
FELT: Colour = (74, 30, 34)
BLOOD: Colour = (150, 22, 26)
EBONY: Colour = (34, 28, 26)
IVORY: Colour = (240, 232, 212)


def canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((max(1, w * SS), max(1, h * SS)), pygame.SRCALPHA)


def finish(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, (max(1, w), max(1, h)))
    return small.convert_alpha() if pygame.display.get_surface() else small


def darker(c: Colour, t: float = 0.35) -> Colour:
    return pal.mix(c, (0, 0, 0), t)


def lighter(c: Colour, t: float = 0.35) -> Colour:
    return pal.mix(c, (255, 255, 255), t)


# --- dice ------------------------------------------------------------------------------------

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
}


@lru_cache(maxsize=256)
def die(face: int, size: int, black: bool, glow: bool = False) -> pygame.Surface:
    """A battle die (black for the attack, white for the defence) showing ``face`` pips."""
    s = size * SS
    big = canvas(size, size)
    body = EBONY if black else IVORY
    edge = (10, 8, 8) if black else (120, 104, 80)
    pip = IVORY if black else BLOOD
    radius = s // 6
    if glow:
        pygame.draw.rect(big, (*pal.GOLD_LIGHT, 255), big.get_rect(), border_radius=radius)
        inner = big.get_rect().inflate(-s // 10, -s // 10)
    else:
        inner = big.get_rect().inflate(-SS * 2, -SS * 2)
    shadow = inner.move(SS * 2, SS * 3)
    pygame.draw.rect(big, (0, 0, 0, 90), shadow, border_radius=radius)
    pygame.draw.rect(big, body, inner, border_radius=radius)
    bevel = inner.inflate(-s // 9, -s // 9)
    pygame.draw.rect(big, lighter(body, 0.12) if black else (252, 248, 236), bevel,
                     border_radius=radius)
    pygame.draw.rect(big, edge, inner, width=max(2, s // 28), border_radius=radius)
    r = max(2, int(inner.width * 0.09))
    for fx, fy in PIPS.get(face, PIPS[1]):
        cx = inner.x + fx * inner.width
        cy = inner.y + fy * inner.height
        pygame.draw.circle(big, darker(pip, 0.4) if black else (90, 10, 12), (cx + SS, cy + SS), r)
        pygame.draw.circle(big, pip, (cx, cy), r)
    return finish(big, size, size)


# --- counters ----------------------------------------------------------------------------------

def _helm(surf: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A great helm: flat top, eye slit, breaths."""
    x, y, w, h = rect
    body = [(x + w * 0.2, y + h * 0.25), (x + w * 0.8, y + h * 0.25), (x + w * 0.82, y + h * 0.85),
            (x + w * 0.5, y + h * 0.95), (x + w * 0.18, y + h * 0.85)]
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.ellipse(surf, colour, (x + w * 0.2, y + h * 0.08, w * 0.6, h * 0.36))
    slit = pygame.Rect(x + w * 0.26, y + h * 0.44, w * 0.48, h * 0.07)
    pygame.draw.rect(surf, (0, 0, 0, 0), slit)
    pygame.draw.line(surf, (0, 0, 0, 0), (x + w * 0.5, y + h * 0.52), (x + w * 0.5, y + h * 0.9),
                     max(1, int(w * 0.05)))
    for i in range(3):
        cy = y + h * (0.62 + i * 0.08)
        pygame.draw.circle(surf, (0, 0, 0, 0), (x + w * 0.64, cy), max(1, int(w * 0.025)))


def _pike(surf: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A man at arms: kettle hat over a pike."""
    x, y, w, h = rect
    pygame.draw.line(surf, colour, (x + w * 0.7, y + h * 0.05), (x + w * 0.7, y + h * 0.95),
                     max(2, int(w * 0.07)))
    pygame.draw.polygon(surf, colour, [(x + w * 0.7, y), (x + w * 0.8, y + h * 0.18),
                                       (x + w * 0.6, y + h * 0.18)])
    pygame.draw.ellipse(surf, colour, (x + w * 0.12, y + h * 0.3, w * 0.5, h * 0.22))
    pygame.draw.ellipse(surf, colour, (x + w * 0.24, y + h * 0.18, w * 0.26, h * 0.24))
    pygame.draw.polygon(surf, colour, [(x + w * 0.22, y + h * 0.5), (x + w * 0.52, y + h * 0.5),
                                       (x + w * 0.56, y + h * 0.95), (x + w * 0.18, y + h * 0.95)])


@lru_cache(maxsize=256)
def counter(kind: str, colour: Colour, size: int, fallen: bool = False) -> pygame.Surface:
    """A square troop counter in the family colour: a helm for a Knight, a pike for a Man at
    Arms. A fallen counter is greyed."""
    s = size * SS
    big = canvas(size, size)
    fill = colour if not fallen else pal.mix(colour, (120, 110, 100), 0.7)
    ink = pal.readable_on(fill)
    rect = big.get_rect().inflate(-SS * 3, -SS * 3)
    pygame.draw.rect(big, (0, 0, 0, 80), rect.move(SS * 2, SS * 3), border_radius=s // 10)
    pygame.draw.rect(big, fill, rect, border_radius=s // 10)
    pygame.draw.rect(big, lighter(fill, 0.25), rect.inflate(-s // 8, -s // 8), width=max(1, s // 40),
                     border_radius=s // 12)
    pygame.draw.rect(big, darker(fill, 0.5), rect, width=max(2, s // 22), border_radius=s // 10)
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    (_helm if kind == "knight" else _pike)(layer, rect.inflate(-s // 5, -s // 5), ink)
    big.blit(layer, (0, 0))
    image = finish(big, size, size)
    if fallen:
        image.set_alpha(150)
    return image


def _bust(surf: pygame.Surface, rect: pygame.Rect, colour, sex: str) -> None:
    """A heraldic bust: shoulders and head; a lady wears a hennin with its veil, a lord a
    chaperon (a soft hood rolled around the head)."""
    x, y, w, h = rect
    pygame.draw.ellipse(surf, colour, (x + w * 0.08, y + h * 0.64, w * 0.84, h * 0.62))
    pygame.draw.rect(surf, colour, (x + w * 0.42, y + h * 0.5, w * 0.16, h * 0.2))
    pygame.draw.circle(surf, colour, (x + w * 0.5, y + h * 0.44), w * 0.17)
    if sex == "F":
        base_l, base_r = (x + w * 0.36, y + h * 0.34), (x + w * 0.6, y + h * 0.3)
        tip = (x + w * 0.82, y + h * 0.0)
        pygame.draw.polygon(surf, colour, [base_l, base_r, tip])
        pygame.draw.line(surf, colour, tip, (x + w * 0.95, y + h * 0.38), max(2, int(w * 0.035)))
        pygame.draw.polygon(surf, colour, [(tip[0], tip[1]), (x + w * 0.9, y + h * 0.3),
                                           (x + w * 0.96, y + h * 0.5), (x + w * 0.86, y + h * 0.22)])
    else:
        pygame.draw.ellipse(surf, colour, (x + w * 0.28, y + h * 0.22, w * 0.46, h * 0.18))
        pygame.draw.polygon(surf, colour, [(x + w * 0.66, y + h * 0.28), (x + w * 0.86, y + h * 0.36),
                                           (x + w * 0.8, y + h * 0.5), (x + w * 0.64, y + h * 0.36)])


@lru_cache(maxsize=256)
def lord(colour: Colour, size: int, sex: str = "M", state: str = "free") -> pygame.Surface:
    """A round lord token: a bust on the family colour. ``state``: free, dead, captive."""
    s = size * SS
    big = canvas(size, size)
    c = s // 2
    fill = colour if state == "free" else pal.mix(colour, (110, 104, 96), 0.65)
    ink = pal.readable_on(fill)
    pygame.draw.circle(big, (0, 0, 0, 90), (c + SS * 2, c + SS * 3), c - SS * 2)
    pygame.draw.circle(big, pal.GOLD_DARK, (c, c), c - SS * 2)
    pygame.draw.circle(big, pal.GOLD_LIGHT, (c, c), c - SS * 2, width=max(1, s // 40))
    pygame.draw.circle(big, fill, (c, c), int(c * 0.84))
    clip = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    _bust(clip, pygame.Rect(int(c * 0.3), int(c * 0.28), int(c * 1.4), int(c * 1.5)), ink, sex)
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), int(c * 0.84))
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(clip, (0, 0))
    if state == "dead":
        w = max(3, s // 14)
        pygame.draw.line(big, EBONY, (c, c * 0.25), (c, c * 1.75), w)
        pygame.draw.line(big, EBONY, (c * 0.55, c * 0.7), (c * 1.45, c * 0.7), w)
    elif state == "captive":
        w = max(3, s // 18)
        rope = (150, 118, 66)
        for dy in (-0.25, 0.05, 0.35):
            pygame.draw.line(big, rope, (c * 0.3, c * (1 + dy) - c * 0.2), (c * 1.7, c * (1 + dy) + c * 0.2), w)
            pygame.draw.line(big, darker(rope), (c * 0.3, c * (1 + dy) - c * 0.2 + w), (c * 1.7, c * (1 + dy) + c * 0.2 + w), max(1, w // 3))
    image = finish(big, size, size)
    if state == "dead":
        image.set_alpha(170)
    return image


@lru_cache(maxsize=64)
def portrait(colour: Colour, w: int, h: int, sex: str = "M") -> pygame.Surface:
    """A candidate's portrait: a heraldic bust on a shield of the family colour, gold edged."""
    big = canvas(w, h)
    rect = big.get_rect().inflate(-SS * 6, -SS * 6)
    points = decor.shield_points(rect)
    shadow = [(x + SS * 3, y + SS * 4) for x, y in points]
    pygame.draw.polygon(big, (0, 0, 0, 90), shadow)
    pygame.draw.polygon(big, pal.GOLD, points)
    inner = rect.inflate(-rect.width // 9, -rect.width // 9)
    inner_points = decor.shield_points(inner)
    pygame.draw.polygon(big, colour, inner_points)
    ink = pal.readable_on(colour)
    # A faint chief (the upper band) in a darker tint, then the bust.
    chief = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(chief, (*darker(colour, 0.18), 255), inner_points)
    chief.fill((0, 0, 0, 0), pygame.Rect(0, inner.y + inner.height * 0.22, big.get_width(), big.get_height()))
    big.blit(chief, (0, 0))
    bust = pygame.Rect(inner.x + inner.width * 0.12, inner.y + inner.height * 0.14,
                       inner.width * 0.76, inner.height * 0.8)
    figure = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    _bust(figure, bust, (*ink, 235), sex)
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), inner_points)
    figure.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(figure, (0, 0))
    pygame.draw.polygon(big, pal.INK, points, width=max(2, SS * 2))
    pygame.draw.polygon(big, pal.GOLD_DARK, inner_points, width=max(1, SS))
    return finish(big, w, h)


# --- regalia -----------------------------------------------------------------------------------

@lru_cache(maxsize=32)
def crown(size: int) -> pygame.Surface:
    """The King's crown: a gold band with fleurons and gems."""
    w, h = size, int(size * 0.72)
    big = canvas(w, h)
    W, H = w * SS, h * SS
    band = pygame.Rect(W * 0.08, H * 0.62, W * 0.84, H * 0.3)
    points = [(W * 0.08, H * 0.62)]
    for i in range(5):
        cx = W * (0.12 + i * 0.19)
        points += [(cx, H * (0.12 if i % 2 == 0 else 0.3)), (cx + W * 0.095, H * 0.5)]
    points += [(W * 0.92, H * 0.62)]
    pygame.draw.polygon(big, pal.GOLD, points)
    pygame.draw.polygon(big, pal.GOLD_DARK, points, width=SS * 2)
    pygame.draw.rect(big, pal.GOLD, band, border_radius=SS * 3)
    pygame.draw.rect(big, pal.GOLD_DARK, band, width=SS * 2, border_radius=SS * 3)
    for i in range(5):
        cx = W * (0.12 + i * 0.19)
        top = H * (0.12 if i % 2 == 0 else 0.3)
        pygame.draw.circle(big, pal.GOLD_LIGHT, (cx, top), W * 0.035)
    gems = [(200, 30, 40), (30, 80, 170), (200, 30, 40)]
    for i, gem in enumerate(gems):
        cx = W * (0.3 + i * 0.2)
        pygame.draw.circle(big, gem, (cx, band.centery), W * 0.045)
        pygame.draw.circle(big, lighter(gem, 0.6), (cx - W * 0.012, band.centery - W * 0.012), W * 0.012)
    return finish(big, w, h)


@lru_cache(maxsize=32)
def mitre(size: int) -> pygame.Surface:
    """A Bishop's mitre: two white peaks with gold orphreys and a cross."""
    w, h = int(size * 0.8), size
    big = canvas(w, h)
    W, H = w * SS, h * SS
    body = [(W * 0.14, H * 0.95), (W * 0.1, H * 0.42), (W * 0.5, H * 0.04), (W * 0.9, H * 0.42),
            (W * 0.86, H * 0.95)]
    pygame.draw.polygon(big, IVORY, body)
    pygame.draw.polygon(big, pal.GOLD_DARK, body, width=SS * 2)
    pygame.draw.line(big, pal.GOLD, (W * 0.5, H * 0.06), (W * 0.5, H * 0.95), int(W * 0.1))
    pygame.draw.rect(big, pal.GOLD, (W * 0.13, H * 0.78, W * 0.74, H * 0.12))
    pygame.draw.line(big, pal.BURGUNDY, (W * 0.5, H * 0.24), (W * 0.5, H * 0.56), int(W * 0.05))
    pygame.draw.line(big, pal.BURGUNDY, (W * 0.38, H * 0.34), (W * 0.62, H * 0.34), int(W * 0.05))
    return finish(big, w, h)


@lru_cache(maxsize=32)
def tiara(size: int) -> pygame.Surface:
    """The Pope's tiara: a white beehive with three gold crowns and a cross on top."""
    w, h = int(size * 0.72), size
    big = canvas(w, h)
    W, H = w * SS, h * SS
    pygame.draw.ellipse(big, IVORY, (W * 0.14, H * 0.16, W * 0.72, H * 0.8))
    pygame.draw.rect(big, IVORY, (W * 0.14, H * 0.55, W * 0.72, H * 0.4))
    pygame.draw.ellipse(big, pal.GOLD_DARK, (W * 0.14, H * 0.16, W * 0.72, H * 0.8), SS * 2)
    for i, y in enumerate((0.9, 0.68, 0.46)):
        band = pygame.Rect(W * (0.12 + i * 0.04), H * y - H * 0.04, W * (0.76 - i * 0.08), H * 0.08)
        pygame.draw.rect(big, pal.GOLD, band, border_radius=SS * 2)
        for k in range(4):
            cx = band.x + band.width * (0.14 + k * 0.24)
            pygame.draw.polygon(big, pal.GOLD, [(cx - W * 0.04, band.y), (cx, band.y - H * 0.05),
                                                (cx + W * 0.04, band.y)])
    pygame.draw.line(big, pal.GOLD, (W * 0.5, H * 0.0), (W * 0.5, H * 0.18), int(W * 0.06))
    pygame.draw.line(big, pal.GOLD, (W * 0.42, H * 0.06), (W * 0.58, H * 0.06), int(W * 0.06))
    return finish(big, w, h)


def regalia(title: str, size: int) -> pygame.Surface:
    return {"king": crown, "pope": tiara}.get(title, mitre)(size)


@lru_cache(maxsize=16)
def ring(size: int) -> pygame.Surface:
    """A gold wedding ring seen slightly from above, with a small stone."""
    big = canvas(size, size)
    S = size * SS
    rect = pygame.Rect(S * 0.1, S * 0.25, S * 0.8, S * 0.6)
    pygame.draw.ellipse(big, pal.GOLD_DARK, rect.move(SS, SS * 2), width=int(S * 0.11))
    pygame.draw.ellipse(big, pal.GOLD, rect, width=int(S * 0.1))
    pygame.draw.ellipse(big, pal.GOLD_LIGHT, rect.inflate(-S * 0.06, -S * 0.06), width=max(1, int(S * 0.025)))
    pygame.draw.circle(big, (180, 220, 240), (S * 0.5, S * 0.26), S * 0.08)
    pygame.draw.circle(big, (255, 255, 255), (S * 0.48, S * 0.24), S * 0.025)
    return finish(big, size, size)


@lru_cache(maxsize=64)
def marker(colour: Colour, size: int, face: str = "down", weight: int = 0) -> pygame.Surface:
    """A vote marker: face down a wax seal in the family colour; face up FOR (the votes it
    carries), AGAINST (2011, E-4: a dark face with the votes it takes away, negative) or DECOY
    (a plain ring)."""

    big = canvas(size, size)
    S = size * SS
    c = S / 2
    pygame.draw.circle(big, (0, 0, 0, 90), (c + SS * 2, c + SS * 3), c - SS * 2)
    if face == "down":
        pygame.draw.circle(big, darker(colour, 0.15), (c, c), c - SS * 2)
        pygame.draw.circle(big, darker(colour, 0.45), (c, c), c - SS * 2, width=SS * 2)
        pygame.draw.circle(big, lighter(colour, 0.15), (c, c), c * 0.62, width=SS * 2)
        pygame.draw.line(big, darker(colour, 0.45), (c * 0.7, c), (c * 1.3, c), SS * 2)
        pygame.draw.line(big, darker(colour, 0.45), (c, c * 0.7), (c, c * 1.3), SS * 2)
        return finish(big, size, size)
    pygame.draw.circle(big, pal.INK if face == "against" else IVORY, (c, c), c - SS * 2)
    pygame.draw.circle(big, colour, (c, c), c - SS * 2, width=int(S * 0.1))
    pygame.draw.circle(big, pal.INK, (c, c), c - SS * 2, width=SS)
    image = finish(big, size, size)
    if face == "against":
        label = fonts.text(str(weight), "bold", max(8, int(size * 0.45)), IVORY)
        image.blit(label, label.get_rect(center=(size // 2, size // 2 + 1)))
    elif face == "for":
        label = fonts.text(str(weight), "bold", max(8, int(size * 0.5)), pal.BURGUNDY)
        image.blit(label, label.get_rect(center=(size // 2, size // 2 + 1)))
    else:                      # a decoy: a blank face, struck through
        a, b = size * 0.33, size * 0.67
        width = max(1, size // 14)
        pygame.draw.line(image, pal.INK_FAINT, (a, a), (b, b), width)
        pygame.draw.line(image, pal.INK_FAINT, (b, a), (a, b), width)
    return image


# --- light ---------------------------------------------------------------------------------------

@lru_cache(maxsize=16)
def glow(radius: int, colour: Colour = pal.GOLD_LIGHT, strength: int = 150) -> pygame.Surface:
    """A soft round light, brightest in the middle (additive-looking halo)."""
    size = radius * 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = 24
    for i in range(steps, 0, -1):
        r = radius * i / steps
        a = int(strength * (1 - i / steps) ** 1.6)
        pygame.draw.circle(surf, (*colour, a), (radius, radius), r)
    return surf


@lru_cache(maxsize=16)
def rays(radius: int, count: int = 16, colour: Colour = pal.GOLD_LIGHT) -> pygame.Surface:
    """A burst of gold rays behind a crowned or mitred head."""
    size = radius * 2
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = radius * SS
    for i in range(count):
        a0 = 2 * math.pi * i / count
        a1 = a0 + math.pi / count * 0.55
        pts = [(c, c), (c + math.cos(a0) * c, c + math.sin(a0) * c),
               (c + math.cos(a1) * c, c + math.sin(a1) * c)]
        pygame.draw.polygon(big, (*colour, 110 if i % 2 else 70), pts)
    return pygame.transform.smoothscale(big, (size, size))


def fleur(surf: pygame.Surface, centre: tuple[float, float], size: float,
          colour: ColourAlpha) -> None:
    """A small fleur-de-lis: three petals over a band."""
    x, y = centre
    s = size
    pygame.draw.ellipse(surf, colour, (x - s * 0.12, y - s * 0.5, s * 0.24, s * 0.62))
    pygame.draw.ellipse(surf, colour, (x - s * 0.48, y - s * 0.22, s * 0.34, s * 0.22))
    pygame.draw.ellipse(surf, colour, (x + s * 0.14, y - s * 0.22, s * 0.34, s * 0.22))
    pygame.draw.rect(surf, colour, (x - s * 0.3, y + s * 0.05, s * 0.6, s * 0.1))
    pygame.draw.polygon(surf, colour, [(x - s * 0.1, y + s * 0.15), (x + s * 0.1, y + s * 0.15),
                                       (x, y + s * 0.45)])
