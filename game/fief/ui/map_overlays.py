"""What the play scene draws over the map besides the pieces: rings round the villages and
lords the decision names, a moving group's lords gliding along their road, and a pulse on
each village an event names. It keeps the journeys and pulses under way; the scene says when
events come and where the map is."""
from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from typing import Any, cast

import pygame

from engine.fief.api import FiefEvent
from engine.fief.api import event_types as ev
from game.shell import palette as pal
from game.fief.render.board_renderer import BoardRenderer
from game.fief.render.camera import Camera
from game.fief.render.icons import lord_token
from game.fief.render.pieces import PieceLayer
from game.fief.render.tiledmap import BoardMap, Village
from game.fief.ui.map_cards import ring_image

HIGHLIGHT = {"target": (226, 191, 104), "selected": (160, 52, 58), "reach": (70, 140, 80)}
TRAVEL_TIME = 0.6       # seconds a moving group takes to glide along its road
PULSE_TIME = 1.2        # seconds a village's pulse lasts
KEPT = 24               # journeys remembered at most

Travel = ev.MovedEvent | ev.MovedUnseenEvent | ev.PassagePlayedEvent
Px = Callable[[float], int]


def travel_of(event: FiefEvent) -> Travel | None:
    """The event as a group's journey along a road (a move, seen or not, or a Secret
    Passage), narrowed on its kind; None for any other event."""
    if event["kind"] == "moved" or event["kind"] == "moved_unseen" \
            or event["kind"] == "passage_played":
        return event
    return None


class MapOverlays:
    """The journeys and pulses under way, and how to draw them and the decision's rings."""

    def __init__(self) -> None:
        # journeys under way: when each set off, from, to, whose, the lords shown
        self.travels: list[tuple[float, str, str, int, list[str]]] = []
        self.pulses: dict[str, float] = {}          # village -> when its pulse began

    def note(self, events: list[dict[str, Any]], now: float) -> None:
        """New public events: a moving group sets off along its road, the villages named
        pulse."""
        for event in events:
            travel = travel_of(cast(FiefEvent, event))      # as the referee told it
            village = event.get("village") or event.get("to")
            if travel is not None:
                self.travels.append((now, travel["frm"], travel["to"], travel["player"],
                                     list(travel["lords"])))
            elif isinstance(village, str):
                self.pulses[village] = now
        del self.travels[:-KEPT]

    def draw_highlights(self, surface: pygame.Surface, marks: Mapping[str, str], board: BoardMap,
                        camera: Camera, renderer: BoardRenderer, time: float, px: Px) -> None:
        """A pulsing ring round each village the decision names, in its style's colour."""
        pulse = 0.5 + 0.5 * math.sin(time * 4)
        for name, style in marks.items():
            village = board.village(name)
            if village is None:
                continue
            sx, sy = camera.world_to_screen(village.x, village.y)
            half = renderer.village_half(village, camera.zoom)
            r = round(half * 1.3 + px(3) + pulse * px(3))
            glow = ring_image(r, HIGHLIGHT.get(style, pal.GOLD_LIGHT), max(2, px(3)))
            c = glow.get_width() / 2
            surface.blit(glow, (sx - c, sy - c))
            restore_banner(surface, village, camera, renderer)

    def draw_lord_marks(self, surface: pygame.Surface, names: Collection[str],
                        pieces: PieceLayer, time: float, px: Px) -> None:
        """Rings round the lords the decision names (targets of a card, lords chosen to move)."""
        if not names:
            return
        pulse = 0.5 + 0.5 * math.sin(time * 4)
        for spot in pieces.hotspots:
            if spot.kind in ("lord", "captive") and spot.key[0] in names and spot.rect.width > 8:
                r = max(spot.rect.width, spot.rect.height) // 2 + px(2) + round(pulse * px(2))
                surface.blit(ring_image(r, HIGHLIGHT["target"], max(2, px(2))),
                             (spot.rect.centerx - r - 4, spot.rect.centery - r - 4))

    def draw_travels(self, surface: pygame.Surface, board: BoardMap, pieces: PieceLayer,
                     camera: Camera, time: float, px: Px) -> None:
        """A moving group's lords glide along the road from where they were to where they
        are; a journey over is forgotten."""
        keep = []
        token = max(14, round(24 * pieces.unit(camera.zoom)))
        for travel in self.travels:
            start, frm, to, seat, lords = travel
            t = (time - start) / TRAVEL_TIME
            if t >= 1 or t < 0:
                continue
            keep.append(travel)
            a, b = board.village(frm), board.village(to)
            if a is None or b is None:
                continue
            e = 1 - (1 - t) ** 3
            x, y = camera.world_to_screen(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e)
            names = lords or ["?"]
            width = len(names) * (token + 2)
            for i, name in enumerate(names):
                image = lord_token(name, pieces.rgb(seat), pieces.colour(seat), token)
                surface.blit(image, (x - width / 2 + i * (token + 2), y - token - px(6)))
        self.travels = keep

    def draw_pulses(self, surface: pygame.Surface, board: BoardMap, camera: Camera,
                    time: float, px: Px) -> None:
        """A gold ring widening from each village an event named; a pulse over is forgotten."""
        for name, start in list(self.pulses.items()):
            age = time - start
            if age > PULSE_TIME or age < 0:
                del self.pulses[name]
                continue
            village = board.village(name)
            if village is None:
                continue
            sx, sy = camera.world_to_screen(village.x, village.y)
            r = px(14) + age * px(50)
            alpha = int(200 * (1 - age / PULSE_TIME))
            ring = pygame.Surface((round(r * 2 + 6), round(r * 2 + 6)), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*pal.GOLD_LIGHT, alpha), (r + 3, r + 3), r, max(2, px(3)))
            surface.blit(ring, (sx - r - 3, sy - r - 3))


def restore_banner(surface: pygame.Surface, village: Village, camera: Camera,
                   renderer: BoardRenderer) -> None:
    """Copy the village's name banner back from the pre-drawn map over what covers it."""
    zoom = camera.zoom
    area = renderer.banner_rect(village, zoom).inflate(6, 6)
    level = renderer.level_surface(zoom)
    area = area.clip(level.get_rect())
    if area.width and area.height:
        ox, oy = camera.offset()
        vx, vy = camera.view[0], camera.view[1]
        surface.blit(level, (area.x - ox + vx, area.y - oy + vy), area)
