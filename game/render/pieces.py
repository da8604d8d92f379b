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
from typing import Any, Iterable

import pygame

from game.anim import art_places
from game.render import palette as pal
from game.render.camera import Camera
from game.render.icons import (
    badge,
    banner_flag,
    disaster_card,
    fief_seal,
    fort_icon,
    lord_badges,
    lord_token,
    mill_icon,
    stack_chip,
    tax_marker,
)
from game.render.patterns import patterned
from game.render.tiledmap import BoardMap, Village

Colour = tuple[int, int, int]
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

    def patterned(self, image: pygame.Surface, seat: int | None) -> pygame.Surface:
        """A family's piece with its pattern when colour-blind play is on (patterns.py)."""
        if not self.colourblind or seat is None:
            return image
        return patterned(image, self.colour(seat), self.rgb(seat))

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
        chips = [(self.patterned(stack_chip(self.colour(s["player"]), self.rgb(s["player"]), s.get("knights", 0),
                             s.get("men", 0), s.get("counters", 0), chip_h), s["player"]), s) for s in stacks]
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
            image = self.patterned(lord_token(lord["name"], self.rgb(lord["owner"]), self.colour(lord["owner"]),
                                              token, captive, self.rgb(lord.get("captor")) if captive else None),
                                   lord["owner"])
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
        chips = [(self.patterned(stack_chip(self.colour(s["player"]), self.rgb(s["player"]), s.get("knights", 0),
                             s.get("men", 0), s.get("counters", 0), chip_h, True), s["player"]), s)
                 for s in group["stacks"]]
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
