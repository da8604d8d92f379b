"""The pieces on the board, drawn from a view: lords, troops, fortifications, mills, engines,
controllers' banners, besiegers, relics, Disasters and fortunes by their bishopric, Tax markers,
and the fief titles (unclaimed, or sealed in their holder's colour).

Nothing here knows a rule: it draws what ``engine.fief.views.view_for`` lists. Each village's pieces
are composed into one sprite, cached by what they show and the zoom step, so a frame is a few
dozen blits however crowded the board; a sprite is redrawn only when its village changes. The
sizes follow the zoom with a floor in screen pixels, so a troop count stays readable when the
whole map is shown. Every piece drawn registers a hotspot (its screen rectangle and what it is)
for the scene's tooltips and clicks.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable

import pygame

from game.anim import art, art_places
from game.render import fonts
from game.render import palette as pal
from game.render.camera import Camera
from game.render.tiledmap import BoardMap, Village

Colour = tuple[int, int, int]
SS = 3  # supersampling of the small icons drawn here

# A pattern per family colour, so a colour is never the only clue (palette's promise).
MARKS = {"blue": "disc", "red": "triangle", "green": "square", "yellow": "diamond",
         "magenta": "cross", "white": "ring"}
FIEF_LETTERS = {"duchy": "D", "county": "C", "barony": "B"}


@dataclass(frozen=True)
class Hotspot:
    rect: pygame.Rect
    kind: str                   # village, lord, captive, stack, fort, mills, engine, relic,
    #                             bishopric, tax, fief, besiegers, controller
    key: tuple[Any, ...]        # what it is: (village,), (lord name,), (village, seat, road), ...


@dataclass
class Sprite:
    image: pygame.Surface
    origin: tuple[int, int]     # where the anchor (village centre) falls inside the image
    spots: list[tuple[pygame.Rect, str, tuple[Any, ...]]] = field(default_factory=list)


# ----- small icons ------------------------------------------------------------------------------
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


@lru_cache(maxsize=16)
def mill_icon(size: int) -> pygame.Surface:
    big = _canvas(size, size)
    S = size * SS
    body = [(S * 0.36, S * 0.95), (S * 0.42, S * 0.45), (S * 0.58, S * 0.45), (S * 0.64, S * 0.95)]
    pygame.draw.polygon(big, (210, 196, 168), body)
    pygame.draw.polygon(big, pal.INK_SOFT, body, max(1, SS * 2))
    hub = (S * 0.5, S * 0.42)
    for a in range(4):
        angle = math.radians(45 + a * 90)
        tip = (hub[0] + math.cos(angle) * S * 0.42, hub[1] + math.sin(angle) * S * 0.42)
        pygame.draw.line(big, art.WOOD_DARK, hub, tip, max(2, int(S * 0.06)))
        side = (hub[0] + math.cos(angle + 0.3) * S * 0.36, hub[1] + math.sin(angle + 0.3) * S * 0.36)
        pygame.draw.polygon(big, (236, 228, 206), [hub, tip, side])
        pygame.draw.polygon(big, pal.INK_SOFT, [hub, tip, side], max(1, SS))
    pygame.draw.circle(big, art.WOOD_DARK, hub, S * 0.06)
    return _finish(big, size, size)


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


# ----- the layer --------------------------------------------------------------------------------
class PieceLayer:
    """Draws a view's pieces over the map for a camera; keeps the hotspots of the last frame."""

    def __init__(self, board: BoardMap, renderer: Any, colourblind: bool = False,
                 scale: float = 1.0) -> None:
        self.board = board
        self.renderer = renderer
        self.colourblind = colourblind
        self.scale = scale
        self.view: Mapping[str, Any] = {}
        self.sprites: dict[tuple[Any, ...], Sprite] = {}
        self.hotspots: list[Hotspot] = []
        self.villages = {v.name: v for v in board.villages}
        self.centres = fief_centres(board)
        self.signatures: dict[str, Any] = {}
        self.lords_at: dict[tuple[str, str | None], list[dict[str, Any]]] = {}

    # --- data -----------------------------------------------------------------------------
    def set_view(self, view: Mapping[str, Any]) -> None:
        """Take a new view; only the villages whose pieces changed are drawn again."""
        self.view = view
        lords_at: dict[tuple[str, str | None], list[dict[str, Any]]] = {}
        for lord in view.get("lords", []):
            if lord.get("village"):
                lords_at.setdefault((lord["village"], lord.get("road")), []).append(lord)
        self.lords_at = lords_at
        players = view.get("players", [])
        colours = tuple(p.get("colour") for p in players)
        signatures = {}
        for name, data in view.get("villages", {}).items():
            lords = tuple(
                (road, tuple((l["name"], l["owner"], l.get("captor"), tuple(l.get("titles", [])),
                              l.get("darc"), l.get("assassin"), l.get("relic"))
                             for l in sorted(ls, key=lambda l: l["name"])))
                for (v, road), ls in sorted(lords_at.items(), key=lambda kv: str(kv[0])) if v == name)
            signatures[name] = (repr(data), lords, colours, view.get("titles", {}).get("excommunicated"))
        self.signatures = signatures

    def set_colourblind(self, colourblind: bool) -> None:
        if colourblind != self.colourblind:
            self.colourblind = colourblind
            self.sprites.clear()

    def rgb(self, seat: int | None) -> Colour:
        return pal.family(self.colour(seat), self.colourblind)

    def colour(self, seat: int | None) -> str:
        players = self.view.get("players", [])
        if seat is None or not 0 <= seat < len(players):
            return "grey"
        return players[seat].get("colour", "grey")

    # --- sizes ----------------------------------------------------------------------------
    def unit(self, zoom: float) -> float:
        """Pieces follow the zoom, never smaller than legible on screen."""
        return max(zoom, 0.64 * self.scale)

    # --- frame ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        self.hotspots = []
        zoom = camera.zoom
        clip = pygame.Rect(camera.view)
        for name, village in self.villages.items():
            if name not in self.signatures:
                continue
            sx, sy = camera.world_to_screen(village.x, village.y)
            if not clip.inflate(400, 400).collidepoint(sx, sy):
                continue
            sprite = self.village_sprite(village, zoom)
            self._blit(surface, sprite, (sx, sy))
        self._draw_roads(surface, camera)
        self._draw_bishoprics(surface, camera)
        self._draw_fiefs(surface, camera)

    def _blit(self, surface: pygame.Surface, sprite: Sprite, at: tuple[float, float]) -> None:
        x, y = round(at[0] - sprite.origin[0]), round(at[1] - sprite.origin[1])
        surface.blit(sprite.image, (x, y))
        for rect, kind, key in sprite.spots:
            self.hotspots.append(Hotspot(rect.move(x, y), kind, key))

    def hit(self, pos: tuple[int, int]) -> Hotspot | None:
        """The piece under a screen position (the one drawn last wins)."""
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    # --- a village's sprite ---------------------------------------------------------------
    def village_sprite(self, village: Village, zoom: float) -> Sprite:
        key = (village.name, round(zoom, 5), self.signatures.get(village.name), self.colourblind,
               self.scale)
        sprite = self.sprites.get(key)
        if sprite is None:
            sprite = self.render_village(village, zoom)
            stale = [k for k in self.sprites if k[0] == village.name]
            for k in stale:
                del self.sprites[k]
            self.sprites[key] = sprite
        return sprite

    def banner_side(self, village: Village, zoom: float) -> str:
        """Where the map puts the village's name banner: top, bottom, left or right."""
        bx, by = self.renderer.banner_centre(village, zoom)
        dx, dy = bx / zoom - village.x, by / zoom - village.y
        if abs(dy) >= abs(dx):
            return "top" if dy < 0 else "bottom"
        return "left" if dx < 0 else "right"

    def render_village(self, village: Village, zoom: float) -> Sprite:
        """A village's pieces, laid out round its square on the sides its name banner leaves
        free: lords in a row and troops in a row above and below when the banner is beside the
        square, both on the other side when it is above or below; the fortification over the
        square, mills and engines at one flank, the controller's banner at the other."""
        data = self.view.get("villages", {}).get(village.name, {})
        u = self.unit(zoom)
        half = self.renderer.village_half(village, zoom)
        token = max(14, round(28 * u))
        chip_h = max(15, round(24 * u))
        gap = max(3, round(4 * u))
        side = self.banner_side(village, zoom)
        items: list[tuple[pygame.Surface, tuple[float, float], str, tuple[Any, ...]]] = []

        fort = data.get("fort")
        controller = data.get("controller")
        top_edge, bottom_edge = -half, half          # what the rows must clear
        if fort:
            size = max(round(half * 1.9), round(24 * u))
            image = fort_icon(fort, size, self.rgb(controller) if controller is not None else None)
            w, h = image.get_size()
            if side in ("left", "right"):   # pushed away from the banner beside it
                shift = max(0.0, w / 2 - half * 0.8) * (1 if side == "left" else -1)
                pos = (-w / 2 + shift, -h * 0.62)
            elif side == "top":             # hangs from the square's top edge, clear of the name
                pos = (-w / 2, -half)
            else:                           # stands on the square's bottom edge
                pos = (-w / 2, half - h)
            top_edge, bottom_edge = min(top_edge, pos[1]), max(bottom_edge, pos[1] + h)
            items.append((image, pos, "fort", (village.name,)))
        # The flanks: left holds mills and engines, right the controller's banner and relics
        # (mirrored when the banner is on the left).
        flank = -1 if side == "right" else 1            # +1: the banner flank is on the right
        if controller is not None:
            flag = banner_flag(self.rgb(controller), self.colour(controller), max(12, round(22 * u)))
            fw, fh = flag.get_size()
            if side in ("top", "bottom"):
                pos = (half + 2, -fh * 0.7)
            elif side == "left":
                pos = (half * 0.55, -half - fh * 0.78)
            else:
                pos = (-half * 0.55 - fw, -half - fh * 0.78)
            items.append((flag, pos, "controller", (village.name, controller)))
        mills = int(data.get("mills") or 0)
        engines = data.get("engines", [])
        x = -half - 2 if flank > 0 else half + 2
        if mills:
            icon = mill_icon(max(12, round(20 * u)))
            for i in range(mills):
                iw, ih = icon.get_size()
                ox = x - iw * (1 + 0.7 * i) if flank > 0 else x + iw * 0.7 * i
                items.append((icon, (ox, -ih / 2 + (half * 0.35 if engines else 0)), "mills", (village.name,)))
        for i, engine in enumerate(engines):
            icon = art_places.trebuchet(max(14, round(24 * u)), self.rgb(engine.get("player")))
            iw, ih = icon.get_size()
            ox = x - iw * (1 + 0.8 * i) if flank > 0 else x + iw * 0.8 * i
            items.append((icon, (ox, -ih * 0.8 - (half * 0.2 if mills else 0)), "engine",
                          (village.name, engine.get("player"), engine.get("level"))))
        for i, _relic in enumerate(data.get("relics", [])):
            icon = art_places.reliquary(max(12, round(18 * u)))
            ox = half - icon.get_width() * 0.2 + i * 6 if flank > 0 else -half - icon.get_width() * 0.8 - i * 6
            items.append((icon, (ox, half - icon.get_height() * 0.3), "relic", (village.name,)))

        # The two rows: lords (free ones, then captives laid down) and troop stacks.
        row = self._lord_row(self.lords_at.get((village.name, None), []), token)
        row_w = sum(img.get_width() for img, *_ in row) + max(0, len(row) - 1) * 2
        stacks = [s for s in data.get("stacks", []) if not s.get("road")]
        chips = [(stack_chip(self.colour(s["player"]), self.rgb(s["player"]), s.get("knights", 0),
                             s.get("men", 0), s.get("counters", 0), chip_h), s) for s in stacks]
        chips_w = sum(c.get_width() for c, _ in chips) + max(0, len(chips) - 1) * 3
        if side == "top":                   # both rows below: troops, then lords
            chips_y = bottom_edge + gap
            lords_y = chips_y + (chip_h + gap if chips else 0) + token * 0.3
        elif side == "bottom":              # both rows above: troops, then lords
            chips_y = top_edge - gap - chip_h
            lords_y = (chips_y if chips else top_edge) - gap - token
        else:
            lords_y = top_edge - gap - token * (1.05 if not fort else 0.9)
            chips_y = bottom_edge + gap
        x = -row_w / 2
        for image, kind, key, badges in row:
            items.append((image, (x, lords_y + (token - image.get_height()) / 2), kind, key))
            self._badges(items, badges, x, lords_y, image.get_width(), token, key)
            x += image.get_width() + 2
        x = -chips_w / 2
        for chip, stack in chips:
            items.append((chip, (x, chips_y), "stack", (village.name, stack["player"], None)))
            x += chip.get_width() + 3

        besiegers = data.get("besiegers", [])
        return self._compose(items, besiegers, half, u)

    def _lord_row(self, lords: list[dict[str, Any]], token: int) -> list[tuple[pygame.Surface, str, tuple[Any, ...], list[str]]]:
        titles = self.view.get("titles", {})
        free = sorted((l for l in lords if l.get("captor") is None), key=lambda l: (l["owner"], l["name"]))
        held = sorted((l for l in lords if l.get("captor") is not None), key=lambda l: l["name"])
        row = []
        for lord in free + held:
            captive = lord.get("captor") is not None
            image = lord_token(lord["name"], self.rgb(lord["owner"]), self.colour(lord["owner"]), token,
                               captive, self.rgb(lord.get("captor")) if captive else None)
            badges = lord_badges(lord, titles)
            row.append((image, "captive" if captive else "lord", (lord["name"],), badges))
        return row

    def _badges(self, items: list, badges: list[str], x: float, y: float, w: int, token: int,
                key: tuple[Any, ...]) -> None:
        size = max(9, round(token * 0.5))
        for i, title in enumerate(badges[:3]):
            image = badge(title, size)
            bx = x + w - size * 0.55 - i * size * 0.55
            items.append((image, (bx, y - size * 0.45), "lord", key))

    def _compose(self, items: list, besiegers: list[int], half: float, u: float) -> Sprite:
        rects = [pygame.Rect(round(ox), round(oy), img.get_width(), img.get_height())
                 for img, (ox, oy), _k, _key in items]
        ring = half + max(6, round(10 * u))
        rects.append(pygame.Rect(-round(ring) - 2, -round(ring) - 2, round(ring) * 2 + 4, round(ring) * 2 + 4))
        bounds = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 1, 1)
        image = pygame.Surface((max(1, bounds.width), max(1, bounds.height)), pygame.SRCALPHA)
        origin = (-bounds.x, -bounds.y)
        if besiegers:
            self._siege_ring(image, origin, ring, besiegers, u)
        spots = []
        for (img, (ox, oy), kind, key), rect in zip(items, rects):
            rect = rect.move(origin)
            image.blit(img, rect)
            spots.append((rect, kind, key))
        if pygame.display.get_surface():
            image = image.convert_alpha()
        return Sprite(image, origin, spots)

    def _siege_ring(self, image: pygame.Surface, origin: tuple[int, int], r: float,
                    besiegers: list[int], u: float) -> None:
        """Stakes around a besieged village, in the besiegers' colours."""
        cx, cy = origin
        count = 16
        w = max(2, round(3 * u))
        for i in range(count):
            angle = i * 2 * math.pi / count
            colour = self.rgb(besiegers[i % len(besiegers)])
            p0 = (cx + math.cos(angle) * (r - 3 * u), cy + math.sin(angle) * (r - 3 * u))
            p1 = (cx + math.cos(angle) * (r + 4 * u), cy + math.sin(angle) * (r + 4 * u))
            pygame.draw.line(image, pal.INK, p0, p1, w + 2)
            pygame.draw.line(image, colour, p0, p1, w)

    # --- units waiting on roads -----------------------------------------------------------
    def _draw_roads(self, surface: pygame.Surface, camera: Camera) -> None:
        zoom = camera.zoom
        u = self.unit(zoom)
        token = max(14, round(24 * u))
        chip_h = max(15, round(22 * u))
        waiting: dict[tuple[str, str], dict[str, Any]] = {}
        for name, data in self.view.get("villages", {}).items():
            for stack in data.get("stacks", []):
                if stack.get("road"):
                    waiting.setdefault((name, stack["road"]), {"stacks": [], "lords": []})["stacks"].append(stack)
        for (name, road), lords in self.lords_at.items():
            if road:
                waiting.setdefault((name, road), {"stacks": [], "lords": []})["lords"].extend(lords)
        for (name, road), group in sorted(waiting.items()):
            village, other = self.villages.get(name), self.villages.get(road)
            if village is None or other is None:
                continue
            key = ("road", name, road, round(zoom, 5), repr(group), self.colourblind, self.scale)
            sprite = self.sprites.get(key)
            if sprite is None:
                sprite = self._road_sprite(name, road, group, token, chip_h)
                self.sprites[key] = sprite
            dx, dy = other.x - village.x, other.y - village.y
            dist = math.hypot(dx, dy) or 1.0
            half = self.renderer.village_half(village, zoom)
            along = min(0.45, (half + token * 1.6) / (dist * zoom))
            wx, wy = village.x + dx * along, village.y + dy * along
            self._blit(surface, sprite, camera.world_to_screen(wx, wy))

    def _road_sprite(self, village: str, road: str, group: dict[str, Any], token: int,
                     chip_h: int) -> Sprite:
        items = []
        row = self._lord_row(group["lords"], token)
        width = sum(img.get_width() for img, *_ in row) + max(0, len(row) - 1) * 2
        x = -width / 2
        for image, kind, key, badges in row:
            items.append((image, (x, -token), kind, key))
            x += image.get_width() + 2
        chips = [(stack_chip(self.colour(s["player"]), self.rgb(s["player"]), s.get("knights", 0),
                             s.get("men", 0), s.get("counters", 0), chip_h, True), s) for s in group["stacks"]]
        width = sum(c.get_width() for c, _ in chips) + max(0, len(chips) - 1) * 3
        x = -width / 2
        for chip, stack in chips:
            items.append((chip, (x, 2), "stack", (village, stack["player"], road)))
            x += chip.get_width() + 3
        rects = [pygame.Rect(round(ox), round(oy), img.get_width(), img.get_height()) for img, (ox, oy), *_ in items]
        if not rects:
            return Sprite(pygame.Surface((1, 1), pygame.SRCALPHA), (0, 0))
        bounds = rects[0].unionall(rects[1:]).inflate(8, 8)
        image = pygame.Surface(bounds.size, pygame.SRCALPHA)
        origin = (-bounds.x, -bounds.y)
        frame = pygame.Rect(0, 0, bounds.width, bounds.height)
        pygame.draw.rect(image, (*pal.PARCHMENT_LIGHT, 150), frame, border_radius=6)
        _dashed_rect(image, pal.INK_SOFT, frame)
        spots = []
        for (img, _o, kind, key), rect in zip(items, rects):
            rect = rect.move(origin)
            image.blit(img, rect)
            spots.append((rect, kind, key))
        return Sprite(image, origin, spots)

    # --- bishoprics, taxes, fief titles ---------------------------------------------------
    def _draw_bishoprics(self, surface: pygame.Surface, camera: Camera) -> None:
        disasters = self.view.get("disasters", {})
        fortunes = self.view.get("fortunes", {})
        tithes: dict[str, list[int]] = {}
        for tax in self.view.get("taxes", []):
            if tax.get("kind") == "tithe":
                tithes.setdefault(str(tax.get("target")), []).append(tax.get("player"))
        u = self.unit(camera.zoom)
        size = max(18, round(30 * u))
        for mitre in self.board.mitres:
            number = str(mitre.number)
            cards = list(disasters.get(number, [])) + list(fortunes.get(number, []))
            payers = tithes.get(number, []) + tithes.get("all", [])
            if not cards and not payers:
                continue
            key = ("mitre", number, tuple(cards), tuple(payers), size, self.colourblind)
            sprite = self.sprites.get(key)
            if sprite is None:
                items: list[tuple[pygame.Surface, tuple[float, float], str, tuple[Any, ...]]] = []
                x = 0.0
                for card in cards:
                    image = disaster_card(card, size)
                    items.append((image, (x, -size / 2), "bishopric", (number, card)))
                    x += image.get_width() + 2
                for seat in payers:
                    image = tax_marker(self.rgb(seat), self.colour(seat), max(12, round(size * 0.6)))
                    items.append((image, (x, -image.get_height() / 2), "tax", ("tithe", number, seat)))
                    x += image.get_width() + 2
                sprite = self._plain_sprite(items)
                self.sprites[key] = sprite
            height = mitre.height or self.renderer.spacing * 0.2
            sx, sy = camera.world_to_screen(mitre.x, mitre.y)
            self._blit(surface, sprite, (sx + max(height * camera.zoom, 26) * 0.45 + 4, sy))

    def _draw_fiefs(self, surface: pygame.Surface, camera: Camera) -> None:
        titles = self.view.get("titles", {})
        fiefs = titles.get("fiefs", {})
        lords = {l["name"]: l for l in self.view.get("lords", [])}
        tallages: dict[str, list[int]] = {}
        for tax in self.view.get("taxes", []):
            if tax.get("kind") == "tallage":
                tallages.setdefault(str(tax.get("target")), []).append(tax.get("player"))
        u = self.unit(camera.zoom)
        size = max(16, round(26 * u))
        for fief in self.board.fiefs:
            if fief.name not in fiefs or fief.name not in self.centres:
                continue
            holder = fiefs.get(fief.name)
            owner = lords.get(holder, {}).get("owner") if holder else None
            payers = tallages.get(fief.name, [])
            key = ("fief", fief.name, owner, tuple(payers), size, self.colourblind)
            sprite = self.sprites.get(key)
            if sprite is None:
                seal = fief_seal(fief.kind, self.rgb(owner) if owner is not None else None, size)
                items: list[tuple[pygame.Surface, tuple[float, float], str, tuple[Any, ...]]] = [
                    (seal, (-size / 2, -size / 2), "fief", (fief.name,))]
                x = size / 2 + 2
                for seat in payers:
                    image = tax_marker(self.rgb(seat), self.colour(seat), max(12, round(size * 0.6)))
                    items.append((image, (x, -image.get_height() / 2), "tax", ("tallage", fief.name, seat)))
                    x += image.get_width() + 2
                sprite = self._plain_sprite(items)
                self.sprites[key] = sprite
            cx, cy = self.centres[fief.name]
            self._blit(surface, sprite, camera.world_to_screen(cx, cy))

    def _plain_sprite(self, items: list) -> Sprite:
        rects = [pygame.Rect(round(ox), round(oy), img.get_width(), img.get_height()) for img, (ox, oy), *_ in items]
        bounds = rects[0].unionall(rects[1:])
        image = pygame.Surface(bounds.size, pygame.SRCALPHA)
        origin = (-bounds.x, -bounds.y)
        spots = []
        for (img, _o, kind, key), rect in zip(items, rects):
            rect = rect.move(origin)
            image.blit(img, rect)
            spots.append((rect, kind, key))
        return Sprite(image, origin, spots)

    def trim(self) -> None:
        """Forget sprites of other zoom steps (called when the zoom changes)."""
        if len(self.sprites) > 600:
            self.sprites.clear()


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


def fief_centres(board: BoardMap) -> dict[str, tuple[float, float]]:
    """Where a fief's title counter lies: the middle of its villages, pulled toward the centroid
    of its area so it does not sit on a village."""
    out = {}
    for fief in board.fiefs:
        villages = [v for v in board.villages if v.fief == fief.name]
        if not villages:
            continue
        mx = sum(v.x for v in villages) / len(villages)
        my = sum(v.y for v in villages) / len(villages)
        if len(fief.points) >= 3:
            px, py = polygon_centroid(fief.points)
            mx, my = (mx + px) / 2, (my + py) / 2
        nearest = min(villages, key=lambda v: math.hypot(v.x - mx, v.y - my))
        d = math.hypot(nearest.x - mx, nearest.y - my)
        if d < 60:  # too close to a village: step aside
            dx, dy = (mx - nearest.x, my - nearest.y) if d > 1 else (1.0, 0.0)
            norm = math.hypot(dx, dy) or 1.0
            mx, my = nearest.x + dx / norm * 70, nearest.y + dy / norm * 70
        out[fief.name] = (mx, my)
    return out


def polygon_centroid(points: Iterable[tuple[float, float]]) -> tuple[float, float]:
    pts = list(points)
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-9:
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    return (cx / (3 * area), cy / (3 * area))


def _dashed_rect(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, dash: int = 5) -> None:
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, colour, (x, y0), (min(x + dash, x1), y0))
        pygame.draw.line(surface, colour, (x, y1), (min(x + dash, x1), y1))
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surface, colour, (x0, y), (x0, min(y + dash, y1)))
        pygame.draw.line(surface, colour, (x1, y), (x1, min(y + dash, y1)))
