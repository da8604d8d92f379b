"""The pieces on the board, drawn from a view: lords, troops, fortifications, mills, engines,
controllers' banners, besiegers, relics, Disasters and fortunes by their bishopric, Tax markers,
and the fief titles (unclaimed, or sealed in their holder's colour).

Nothing here knows a rule: it draws what ``engine.fief.views.view_for`` lists. Each village's pieces
are composed into one sprite, cached by what they show and the zoom step, so a frame is a few
dozen blits however crowded the board; a sprite is redrawn only when its village changes. The
roads' waiting groups, the bishoprics' cards and the fiefs' seals are drawn by
``map_marks``; the sprites and hotspots are ``sprites``'. The
sizes follow the zoom with a floor in screen pixels, so a troop count stays readable when the
whole map is shown. Every piece drawn registers a hotspot (its screen rectangle and what it is)
for the scene's tooltips and clicks.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pygame

from game.shell import art_places
from game.shell import palette as pal
from game.fief.render.camera import Camera
from game.fief.render.icons import badge, banner_flag, fort_icon, lord_badges, lord_token, stack_chip
from game.shell.art_places import mill_icon
from game.fief.render.map_marks import draw_bishoprics, draw_fiefs, draw_roads, fief_centres
from game.fief.render.sprites import Colour, Hotspot, Item, Sprite
from game.fief.render.markers import marker_seal  # the simplified variant's control markers
from game.fief.render.patterns import patterned
from game.fief.render.tiledmap import BoardMap, Village


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
            self.blit(surface, sprite, (sx, sy))
        draw_roads(self, surface, camera)
        draw_bishoprics(self, surface, camera)
        draw_fiefs(self, surface, camera)

    def blit(self, surface: pygame.Surface, sprite: Sprite, at: tuple[float, float]) -> None:
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
        side = self.banner_side(village, zoom)
        items: list[Item] = []
        edges = self.fort_item(items, village.name, data, half, u, side)
        self.flank_items(items, village.name, data, half, u, side)
        self.row_items(items, village.name, data, edges, u, side)
        return self._compose(items, data.get("besiegers", []), half, u)

    def fort_item(self, items: list[Item], name: str, data: Mapping[str, Any], half: float,
                  u: float, side: str) -> tuple[float, float]:
        """The fortification over the square (pushed away from the name banner); the top and
        bottom edges the rows of lords and troops must clear."""
        fort = data.get("fort")
        controller = data.get("controller")
        if not fort:
            return -half, half
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
        items.append((image, pos, "fort", (name,)))
        return min(-half, pos[1]), max(half, pos[1] + h)

    def flank_items(self, items: list[Item], name: str, data: Mapping[str, Any], half: float,
                    u: float, side: str) -> None:
        """The flanks: the left holds mills and engines, the right the controller's banner and
        the relics (mirrored when the name banner is on the left)."""
        flank = -1 if side == "right" else 1            # +1: the banner flank is on the right
        controller = data.get("controller")
        if controller is not None:
            flag = banner_flag(self.rgb(controller), self.colour(controller), max(12, round(22 * u)))
            fw, fh = flag.get_size()
            if side in ("top", "bottom"):
                pos = (half + 2, -fh * 0.7)
            elif side == "left":
                pos = (half * 0.55, -half - fh * 0.78)
            else:
                pos = (-half * 0.55 - fw, -half - fh * 0.78)
            items.append((flag, pos, "controller", (name, controller)))
        mills = int(data.get("mills") or 0)
        engines = data.get("engines", [])
        x = -half - 2 if flank > 0 else half + 2
        if mills:
            icon = mill_icon(max(12, round(20 * u)))
            for i in range(mills):
                iw, ih = icon.get_size()
                ox = x - iw * (1 + 0.7 * i) if flank > 0 else x + iw * 0.7 * i
                items.append((icon, (ox, -ih / 2 + (half * 0.35 if engines else 0)), "mills", (name,)))
        for i, engine in enumerate(engines):
            icon = art_places.trebuchet(max(14, round(24 * u)), self.rgb(engine.get("player")))
            iw, ih = icon.get_size()
            ox = x - iw * (1 + 0.8 * i) if flank > 0 else x + iw * 0.8 * i
            items.append((icon, (ox, -ih * 0.8 - (half * 0.2 if mills else 0)), "engine",
                          (name, engine.get("player"), engine.get("level"))))
        for i, _relic in enumerate(data.get("relics", [])):
            icon = art_places.reliquary(max(12, round(18 * u)))
            ox = half - icon.get_width() * 0.2 + i * 6 if flank > 0 else -half - icon.get_width() * 0.8 - i * 6
            items.append((icon, (ox, half - icon.get_height() * 0.3), "relic", (name,)))

    def row_items(self, items: list[Item], name: str, data: Mapping[str, Any],
                  edges: tuple[float, float], u: float, side: str) -> None:
        """The two rows, clear of ``edges`` (top, bottom): the lords (free ones, then captives
        laid down) and the troop stacks, one above and one below the square, or both on the
        side the name banner leaves free."""
        top_edge, bottom_edge = edges
        token = max(14, round(28 * u))
        chip_h = max(15, round(24 * u))
        gap = max(3, round(4 * u))
        row = self.lord_row(self.lords_at.get((name, None), []), token)
        row_w = sum(img.get_width() for img, *_ in row) + max(0, len(row) - 1) * 2
        stacks = [s for s in data.get("stacks", []) if not s.get("road")]
        chips = [(marker_seal(self.colour(s["player"]), self.rgb(s["player"]), chip_h) if "marker" in data
                  else self.patterned(stack_chip(self.colour(s["player"]), self.rgb(s["player"]),
                                                 s.get("knights", 0), s.get("men", 0),
                                                 s.get("counters", 0), chip_h), s["player"]), s)
                 for s in stacks]
        chips_w = sum(c.get_width() for c, _ in chips) + max(0, len(chips) - 1) * 3
        if side == "top":                   # both rows below: troops, then lords
            chips_y = bottom_edge + gap
            lords_y = chips_y + (chip_h + gap if chips else 0) + token * 0.3
        elif side == "bottom":              # both rows above: troops, then lords
            chips_y = top_edge - gap - chip_h
            lords_y = (chips_y if chips else top_edge) - gap - token
        else:
            lords_y = top_edge - gap - token * (1.05 if not data.get("fort") else 0.9)
            chips_y = bottom_edge + gap
        x = -row_w / 2
        for image, kind, key, badges in row:
            items.append((image, (x, lords_y + (token - image.get_height()) / 2), kind, key))
            self._badges(items, badges, x, lords_y, image.get_width(), token, key)
            x += image.get_width() + 2
        x = -chips_w / 2
        for chip, stack in chips:
            items.append((chip, (x, chips_y), "stack", (name, stack["player"], None)))
            x += chip.get_width() + 3

    def lord_row(self, lords: list[dict[str, Any]], token: int) -> list[tuple[pygame.Surface, str, tuple[Any, ...], list[str]]]:
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

    def trim(self) -> None:
        """Forget sprites of other zoom steps (called when the zoom changes)."""
        if len(self.sprites) > 600:
            self.sprites.clear()
