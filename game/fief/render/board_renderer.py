"""Draws the board map: terrain, fief tints, roads, bridges, bishopric borders, mitres, villages,
their name banners, and the names of the sea and rivers.

Everything here is static for a given zoom step, so it is drawn once per step into one surface
(kept in a small LRU cache, ``Levels``, which the renderers of one board share) and a frame is a single blit of the visible part; the dynamic layers
(hover, tooltips, later the pieces) are drawn by the board scene on top. Sizes come from the map
(village squares, mitre boxes, banner positions) and scale with the zoom, with a floor in screen
pixels so names stay legible when zoomed out.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from functools import cached_property

import pygame

from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.render.camera import Camera
from game.fief.render.tiledmap import BoardMap, MapLabel, Mitre, Point, Village

CACHE_LEVELS = 4   # zoom steps kept drawn (each colour scheme's counted)
TINT_ALPHA = 70

LevelKey = tuple[bool, float]      # colour-blind scheme, zoom


class Levels:
    """The static map of one board drawn at a few zoom steps, the least recently used step
    forgotten first. Renderers of the same board may share one (game/fief/render/map_library.py):
    a level is only blitted from once drawn."""

    def __init__(self, limit: int = CACHE_LEVELS) -> None:
        self.limit = limit
        self._surfaces: OrderedDict[LevelKey, pygame.Surface] = OrderedDict()

    def get(self, key: LevelKey) -> pygame.Surface | None:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
        return surface

    def put(self, key: LevelKey, surface: pygame.Surface) -> None:
        self._surfaces[key] = surface
        while len(self._surfaces) > self.limit:
            self._surfaces.popitem(last=False)

    def __contains__(self, key: LevelKey) -> bool:
        return key in self._surfaces


class BoardRenderer:
    def __init__(self, board: BoardMap, colourblind: bool = False,
                 levels: Levels | None = None) -> None:
        self.board = board
        self.colourblind = colourblind
        self.levels = levels if levels is not None else Levels()

    # ----- sizes ---------------------------------------------------------------------------
    @cached_property
    def spacing(self) -> float:
        """Median distance from a village to its nearest neighbour, in map pixels."""
        vs = self.board.villages
        if len(vs) < 2:
            return min(self.board.width, self.board.height) / 4
        nearest = sorted(min(math.dist((a.x, a.y), (b.x, b.y)) for b in vs if b is not a)
                         for a in vs)
        return max(16.0, nearest[len(nearest) // 2])

    def village_half(self, village: Village, zoom: float) -> float:
        """Half the side of a village square on screen at ``zoom``."""
        side = village.size or self.spacing * (0.17 if village.principal else 0.13)
        return max(side * 0.5 * zoom, 8.0 if village.principal else 6.0)

    def label_size(self, zoom: float, principal: bool = False) -> int:
        return max(13 if principal else 12, min(round((16 if principal else 14) * zoom), 48))

    def hit_radius(self, village: Village, zoom: float) -> float:
        """How close (in screen pixels) the pointer must be to hover a village."""
        return self.village_half(village, zoom) + 6

    # ----- cache ---------------------------------------------------------------------------
    def set_colourblind(self, colourblind: bool) -> None:
        self.colourblind = colourblind       # the levels are kept by scheme: nothing to forget

    def level_key(self, zoom: float) -> LevelKey:
        return (self.colourblind, round(zoom, 6))

    def level_surface(self, zoom: float) -> pygame.Surface:
        """The whole map pre-drawn at ``zoom`` (drawn now if it is not in the cache)."""
        key = self.level_key(zoom)
        surface = self.levels.get(key)
        if surface is None:
            surface = self.render_level(zoom)
            self.levels.put(key, surface)
        return surface

    def is_cached(self, zoom: float) -> bool:
        return self.level_key(zoom) in self.levels

    # ----- frame ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """Blit the visible part of the pre-drawn map for the camera's zoom."""
        level = self.level_surface(camera.zoom)
        vx, vy, vw, vh = camera.view
        ox, oy = camera.offset()
        dest = (vx - min(ox, 0), vy - min(oy, 0))  # a map smaller than the view is centred
        surface.blit(level, dest, pygame.Rect(max(ox, 0), max(oy, 0), vw, vh))

    def covers(self, camera: Camera) -> bool:
        """Whether the map fills the whole view (so no background needs drawing)."""
        return not self.uncovered(camera)

    def uncovered(self, camera: Camera) -> list[pygame.Rect]:
        """The parts of the view, on the screen, that the map leaves bare (a map smaller than
        the view, centred in it): only they need the background under the map."""
        vx, vy, vw, vh = camera.view
        view = pygame.Rect(vx, vy, vw, vh)
        ox, oy = camera.offset()
        lw, lh = round(self.board.width * camera.zoom), round(self.board.height * camera.zoom)
        shown = pygame.Rect(vx - ox, vy - oy, lw, lh).clip(view)
        if shown.width == 0 or shown.height == 0:
            return [view]
        parts = [pygame.Rect(vx, vy, vw, shown.top - vy),                     # above
                 pygame.Rect(vx, shown.bottom, vw, view.bottom - shown.bottom),  # below
                 pygame.Rect(vx, shown.top, shown.left - vx, shown.height),      # left
                 pygame.Rect(shown.right, shown.top, view.right - shown.right, shown.height)]
        return [part for part in parts if part.width > 0 and part.height > 0]

    # ----- the static map ------------------------------------------------------------------
    def render_level(self, zoom: float) -> pygame.Surface:
        size = (max(1, round(self.board.width * zoom)), max(1, round(self.board.height * zoom)))
        surface = self._terrain(size)
        self._fief_tints(surface, zoom)
        self._borders(surface, zoom)
        self._roads(surface, zoom)
        for bridge in self.board.bridges:
            self._bridge(surface, (bridge.x * zoom, bridge.y * zoom), bridge.angle, zoom)
        for label in self.board.labels:
            self._map_label(surface, label, zoom)
        for village in self.board.villages:
            self._village(surface, village, zoom)
        for village in self.board.villages:
            self._banner(surface, village, zoom)
        self._frame(surface, zoom)
        for mitre in self.board.mitres:
            centre, height = self.mitre_place(mitre, zoom)
            self._mitre(surface, centre, mitre.number, height)
        return surface

    def mitre_place(self, mitre: Mitre, zoom: float) -> tuple[Point, float]:
        """A mitre's centre and height at ``zoom``, whole inside the frame (its floor size
        outgrows the map's margin when zoomed out: issue 36, defect 12)."""
        s = max((mitre.height or self.spacing * 0.2) * zoom, 26.0)
        return self.inside(zoom, mitre.x * zoom, mitre.y * zoom, s * 0.42, s * 0.46, s * 0.5), s

    def inside(self, zoom: float, x: float, y: float, half_w: float, up: float,
               down: float) -> Point:
        """``(x, y)`` moved just enough that a thing reaching ``half_w`` to each side, ``up``
        above and ``down`` below stays inside the map's frame."""
        m = 2.5 * self.frame_width(zoom) + 2
        w, h = self.board.width * zoom, self.board.height * zoom
        return (min(max(x, m + half_w), w - m - half_w), min(max(y, m + up), h - m - down))

    def banner_rect(self, village: Village, zoom: float) -> pygame.Rect:
        """Where the village's name banner is drawn, on the map at ``zoom`` (whole inside the
        frame, clear of its square)."""
        return self._banner_shape(village, zoom)[1]

    def _terrain(self, size: tuple[int, int]) -> pygame.Surface:
        terrain = self.board.terrain
        if terrain is None:
            return decor.parchment(size, seed=7).copy()
        if terrain.get_size() == size:
            scaled = terrain.copy()
        else:
            scaled = pygame.transform.smoothscale(terrain, size)
        # Wash the tiles toward parchment, so the board reads as one drawn map.
        wash = pygame.Surface(size, pygame.SRCALPHA)
        wash.fill((*pal.PARCHMENT, 46))
        scaled.blit(wash, (0, 0))
        return scaled.convert() if pygame.display.get_surface() else scaled

    def fief_colour(self, index: int) -> tuple[int, int, int]:
        if self.colourblind:
            return pal.FIEF_COLOURBLIND[index % len(pal.FIEF_COLOURBLIND)]
        return self.board.fiefs[index].colour

    def _fief_tints(self, surface: pygame.Surface, zoom: float) -> None:
        edge = max(1, round(2.5 * zoom))
        for index, fief in enumerate(self.board.fiefs):
            if len(fief.points) < 3:
                continue
            points = [(x * zoom, y * zoom) for x, y in fief.points]
            colour = self.fief_colour(index)
            bounds = _bounds(points).inflate(2 * edge + 2, 2 * edge + 2)
            tint = pygame.Surface(bounds.size, pygame.SRCALPHA)
            local = [(x - bounds.x, y - bounds.y) for x, y in points]
            pygame.draw.polygon(tint, (*colour, TINT_ALPHA), local)
            pygame.draw.lines(tint, (*pal.mix(colour, pal.INK, 0.3), 200), True, local, edge)
            surface.blit(tint, bounds)

    def _borders(self, surface: pygame.Surface, zoom: float) -> None:
        width = max(3, round(7 * zoom))
        for border in self.board.borders:
            points = [(x * zoom, y * zoom) for x, y in border.points]
            if border.closed and points:
                points.append(points[0])
            _thick(surface, pal.BURGUNDY, points, width)
            _thick(surface, pal.GOLD_LIGHT, points, max(1, width // 4))

    def _roads(self, surface: pygame.Surface, zoom: float) -> None:
        width = max(2, round(4 * zoom))
        dash = max(5.0, 12 * zoom)
        for road in self.board.roads:
            points = [(x * zoom, y * zoom) for x, y in road.points]
            _thick(surface, pal.mix(pal.ROAD, pal.PARCHMENT_LIGHT, 0.65), points, width + max(2, round(3 * zoom)))
            _dashed(surface, pal.ROAD, points, width, dash, dash * 0.5)

    def _bridge(self, surface: pygame.Surface, centre: Point, angle: float, zoom: float) -> None:
        """Two parapets along the road where it crosses a river."""
        a = math.radians(angle)
        ux, uy = math.cos(a), math.sin(a)
        nx, ny = -uy, ux
        half, gap = max(7.0, 13 * zoom), max(4.0, 7 * zoom)
        width = max(2, round(3 * zoom))
        x, y = centre
        for side in (-1, 1):
            ox, oy = x + nx * gap * side, y + ny * gap * side
            start = (ox - ux * half, oy - uy * half)
            end = (ox + ux * half, oy + uy * half)
            pygame.draw.line(surface, pal.INK_SOFT, start, end, width)
            flare = (start[0] - (ux - nx * side) * gap * 0.6, start[1] - (uy - ny * side) * gap * 0.6)
            pygame.draw.line(surface, pal.INK_SOFT, start, flare, width)
            flare = (end[0] + (ux + nx * side) * gap * 0.6, end[1] + (uy + ny * side) * gap * 0.6)
            pygame.draw.line(surface, pal.INK_SOFT, end, flare, width)

    def _map_label(self, surface: pygame.Surface, label: MapLabel, zoom: float) -> None:
        """The sea and rivers named in spaced italic, along their angle."""
        if label.style == "sea":
            size, colour, spacing = max(12, round(26 * zoom)), (62, 92, 110), "  "
        else:
            size, colour, spacing = max(11, round(16 * zoom)), (56, 92, 116), " "
        text = spacing.join(label.text) if label.style == "sea" else label.text
        image = fonts.text(text, "italic", size, colour)
        if label.angle:
            image = pygame.transform.rotozoom(image, -label.angle, 1.0)
        surface.blit(image, image.get_rect(center=(label.x * zoom, label.y * zoom)))

    def _village(self, surface: pygame.Surface, village: Village, zoom: float) -> None:
        half = self.village_half(village, zoom)
        square = pygame.Rect(0, 0, round(half * 2), round(half * 2))
        square.center = (round(village.x * zoom), round(village.y * zoom))
        lift = max(2, round(half * 0.16))
        pygame.draw.rect(surface, pal.mix(pal.INK, pal.PARCHMENT_SHADE, 0.35), square.move(lift, lift))
        border = max(2, round(half * (0.16 if village.principal else 0.13)))
        if village.principal:
            surface.fill(pal.GOLD_LIGHT, square)
            pygame.draw.rect(surface, pal.INK, square, width=border)
            inner = square.inflate(-round(half * 0.62), -round(half * 0.62))
            pygame.draw.rect(surface, pal.BURGUNDY, inner, width=max(1, round(half * 0.1)))
        else:
            surface.fill(pal.PARCHMENT_LIGHT, square)
            pygame.draw.rect(surface, pal.INK, square, width=border)

    def banner_centre(self, village: Village, zoom: float) -> Point:
        if village.label is not None:
            return (village.label[0] * zoom, village.label[1] * zoom)
        half = self.village_half(village, zoom)
        return (village.x * zoom, village.y * zoom + half * 1.9)

    def _clear_of_square(self, village: Village, zoom: float, w: float, h: float) -> Point:
        """The banner centre, pushed away from its square when the lettering's floor size
        makes the banner larger than the map planned for (zoomed out)."""
        cx, cy = self.banner_centre(village, zoom)
        vx, vy = village.x * zoom, village.y * zoom
        dx, dy = cx - vx, cy - vy
        length = math.hypot(dx, dy) or 1.0
        if length < 1.0:
            dx, dy = 0.0, 1.0
        else:
            dx, dy = dx / length, dy / length
        half = self.village_half(village, zoom) + 2
        for _ in range(80):
            if abs(cx - vx) >= w / 2 + half or abs(cy - vy) >= h / 2 + half:
                break
            cx, cy = cx + dx, cy + dy
        return cx, cy

    def _banner(self, surface: pygame.Surface, village: Village, zoom: float) -> None:
        """A swallow-tailed ribbon bearing the village's name at the map's banner position."""
        size = self.label_size(zoom, village.principal)
        image, box = self._banner_shape(village, zoom)
        notch = image.get_height() * 0.32
        w, h = image.get_width() + 2 * notch + size * 0.5, image.get_height() * 0.96
        cx, cy = box.center
        left, right, top, bottom = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
        ribbon = [(left, top), (right, top), (right - notch, cy), (right, bottom), (left, bottom),
                  (left + notch, cy)]
        fill = pal.BURGUNDY if village.principal else pal.PARCHMENT_LIGHT
        shadow = [(x + 2, y + 2) for x, y in ribbon]
        pygame.draw.polygon(surface, pal.mix(pal.INK, pal.PARCHMENT_SHADE, 0.5), shadow)
        pygame.draw.polygon(surface, fill, ribbon)
        pygame.draw.polygon(surface, pal.GOLD if village.principal else pal.INK, ribbon,
                            width=max(1, round(size / 13)))
        surface.blit(image, image.get_rect(center=(cx, cy + 1)))

    def _banner_shape(self, village: Village, zoom: float) -> tuple[pygame.Surface, pygame.Rect]:
        """The banner's lettering and its box."""
        size = self.label_size(zoom, village.principal)
        ink = pal.GOLD_LIGHT if village.principal else pal.INK
        image = fonts.text(village.name, "bold" if village.principal else "body", size, ink)
        notch = image.get_height() * 0.32
        w, h = image.get_width() + 2 * notch + size * 0.5, image.get_height() * 0.96
        cx, cy = self._clear_of_square(village, zoom, w, h)
        cx, cy = self.inside(zoom, cx, cy, w / 2 + 2, h / 2, h / 2 + 2)      # and its shadow
        half = self.village_half(village, zoom)
        if abs(cx - village.x * zoom) < w / 2 + half and abs(cy - village.y * zoom) < h / 2 + half:
            # Pushed back onto its square by the frame: under the square instead.
            cx, cy = self.inside(zoom, village.x * zoom, village.y * zoom + half + h / 2 + 3,
                                 w / 2 + 2, h / 2, h / 2 + 2)
        box = pygame.Rect(0, 0, round(w), round(h))
        box.center = (round(cx), round(cy))
        return image, box

    def _mitre(self, surface: pygame.Surface, centre: Point, number: int, height: float) -> None:
        """A bishop's mitre bearing the bishopric's number."""
        s = height
        x, y = centre
        cap = [(x - s * 0.36, y + s * 0.42), (x - s * 0.38, y - s * 0.02), (x - s * 0.1, y - s * 0.46),
               (x, y - s * 0.2), (x + s * 0.1, y - s * 0.46), (x + s * 0.38, y - s * 0.02),
               (x + s * 0.36, y + s * 0.42)]
        shadow = [(px + 2, py + 2) for px, py in cap]
        pygame.draw.polygon(surface, pal.mix(pal.INK, pal.PARCHMENT_SHADE, 0.4), shadow)
        pygame.draw.polygon(surface, pal.PARCHMENT_LIGHT, cap)
        pygame.draw.line(surface, pal.GOLD, (x, y - s * 0.2), (x, y + s * 0.42), max(2, round(s * 0.07)))
        pygame.draw.polygon(surface, pal.GOLD_DARK, cap, width=max(2, round(s * 0.05)))
        band_y = y + s * 0.3
        pygame.draw.line(surface, pal.GOLD, (x - s * 0.36, band_y), (x + s * 0.36, band_y),
                         max(2, round(s * 0.08)))
        image = fonts.text(str(number), "bold", max(12, round(s * 0.42)), pal.BURGUNDY)
        disc = max(image.get_width(), image.get_height()) * 0.62
        pygame.draw.circle(surface, pal.PARCHMENT_LIGHT, (x, y + s * 0.06), disc)
        pygame.draw.circle(surface, pal.GOLD_DARK, (x, y + s * 0.06), disc, max(1, round(s * 0.03)))
        surface.blit(image, image.get_rect(center=(x, y + s * 0.07)))

    @staticmethod
    def frame_width(zoom: float) -> int:
        return max(2, round(6 * zoom))

    def _frame(self, surface: pygame.Surface, zoom: float) -> None:
        rect = surface.get_rect()
        width = self.frame_width(zoom)
        pygame.draw.rect(surface, pal.INK, rect, width=width)
        pygame.draw.rect(surface, pal.GOLD, rect.inflate(-3 * width, -3 * width), width=max(1, width // 2))


def _bounds(points: list[Point]) -> pygame.Rect:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    return pygame.Rect(x0, y0, math.ceil(max(xs)) - x0 + 1, math.ceil(max(ys)) - y0 + 1)


def _thick(surface: pygame.Surface, colour: tuple[int, int, int], points: list[Point],
           width: int) -> None:
    """A polyline with round joints (pygame's wide lines leave notches at the corners)."""
    if len(points) < 2:
        return
    pygame.draw.lines(surface, colour, False, points, width)
    if width > 2:
        for p in points:
            pygame.draw.circle(surface, colour, p, width / 2)


def _dashed(surface: pygame.Surface, colour: tuple[int, int, int], points: list[Point],
            width: int, dash: float, gap: float) -> None:
    """A dashed polyline; the dash pattern runs on across corners."""
    drawing, left = True, dash
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = math.dist((x0, y0), (x1, y1))
        if length < 1e-9:
            continue
        pos = 0.0
        while pos < length:
            step = min(left, length - pos)
            if drawing:
                a = (x0 + (x1 - x0) * pos / length, y0 + (y1 - y0) * pos / length)
                b = (x0 + (x1 - x0) * (pos + step) / length, y0 + (y1 - y0) * (pos + step) / length)
                pygame.draw.line(surface, colour, a, b, width)
            pos += step
            left -= step
            if left <= 1e-6:
                drawing = not drawing
                left = dash if drawing else gap
