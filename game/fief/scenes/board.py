"""The board: the Tiled map with pan, zoom and village tooltips, under the table's bars.

The scene shows; it decides nothing about the rules. The static map comes pre-drawn per zoom
step from ``BoardRenderer``; this scene adds what moves: the hover ring, the tooltip and (later)
the pieces, driven by the engine's views and events.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from game.shell.assets import map_path
from game.shell.i18n import N_, _
from game.fief.render import board_hud
from game.shell import decor
from game.shell import palette as pal
from game.fief.render.board_renderer import BoardRenderer
from game.fief.render.camera import Camera
from game.fief.render.map_library import library
from game.fief.render.tiledmap import BoardMap, Village
from game.shell.base import UIScene
from game.shell.overlays import PauseScene
from game.shell.stack import Shell
from game.fief.table import TableSetup

log = logging.getLogger(__name__)

PAN_KEYS = {
    pygame.K_LEFT: (-1, 0), pygame.K_a: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_d: (1, 0),
    pygame.K_UP: (0, -1), pygame.K_w: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_s: (0, 1),
}
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
PAN_SPEED = 900.0  # screen pixels per second while a pan key is held
PAN_STEP = 48  # screen pixels for a key press
IDLE_WARM = 0.4  # seconds without input before neighbouring zoom steps are pre-drawn


class BoardScene(UIScene):
    def __init__(self, app: Shell, table: TableSetup | None, map_file: Path | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.map_file = Path(map_file or getattr(app, "map_file", None) or map_path("fief.tmx"))
        self.board: BoardMap | None = None
        self.renderer: BoardRenderer | None = None
        self.camera: Camera | None = None
        self.map_error: tuple[str, dict[str, str]] | None = None
        self.mouse = (0, 0)
        self.drag_last: tuple[int, int] | None = None
        self.held: set[int] = set()
        self.hovered: Village | None = None
        self.idle = 0.0
        self._tooltips: dict[str, pygame.Surface] = {}
        self._top: pygame.Surface | None = None
        self._bottom: pygame.Surface | None = None
        self.top_h = self.bottom_h = 0
        self._load_map()
        self.resize(self.size)

    def _load_map(self) -> None:
        try:
            self.board, levels = library(self.app).board(self.map_file)
        except FileNotFoundError:
            log.warning("board map missing: %s", self.map_file)
            self.map_error = (N_("The board map is missing: {path}"), {"path": str(self.map_file)})
        except Exception as exc:  # a broken map must not take the game down
            log.exception("cannot read the board map %s", self.map_file)
            self.map_error = (N_("The board map could not be read: {error}"), {"error": str(exc)})
        else:
            self.renderer = BoardRenderer(self.board, self.app.settings.colourblind, levels)

    # ----- layout --------------------------------------------------------------------------
    @property
    def view(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(0, self.top_h, w, h - self.top_h - self.bottom_h)

    def layout(self) -> None:
        self.top_h, self.bottom_h = self.px(64), self.px(36)
        self._top = self._bottom = None
        self._tooltips.clear()
        if self.board is None:
            return
        view = (self.view.x, self.view.y, self.view.width, self.view.height)
        if self.camera is None:
            self.camera = Camera((self.board.width, self.board.height), view)
        else:
            self.camera.set_view(view)
        self._update_hover()

    def settings_changed(self) -> None:
        if self.renderer is not None:
            self.renderer.set_colourblind(self.app.settings.colourblind)
        super().settings_changed()

    def pause(self) -> None:
        self.held.clear()
        self.drag_last = None

    # ----- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The board covers the window: no event goes on to the scenes below it (Enter or
        Space would press the title's focused button under the game, issue 19)."""
        self.board_event(event)
        return None

    def open_menu(self) -> None:
        self.stack.push(PauseScene(self.app))

    def board_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Pan, zoom, hover and Escape; returns the event when the board has no use for it."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return None
        if event.type == pygame.WINDOWLEAVE:      # the pointer left: nothing is pointed at
            self.mouse = (-1, -1)
            self.drag_last = None
            self._update_hover()
            return None
        if self.camera is None:
            return event
        self.idle = 0.0
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.mouse = event.pos
            if self.view.collidepoint(event.pos):
                self.drag_last = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            self.drag_last = None
        elif event.type == pygame.MOUSEWHEEL:
            if event.y:
                self.zoom(1 if event.y > 0 else -1, self.mouse)
        elif event.type == pygame.KEYDOWN:
            return self._key_down(event)
        elif event.type == pygame.KEYUP:
            self.held.discard(event.key)
        else:
            return event
        return None

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.drag_last is not None and self.camera is not None:
            self.camera.pan(self.drag_last[0] - pos[0], self.drag_last[1] - pos[1])
            self.drag_last = pos
        self.mouse = pos
        self._update_hover()

    def _key_down(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.camera is None:
            return event
        if event.key in PAN_KEYS:
            if event.key not in self.held:
                dx, dy = PAN_KEYS[event.key]
                self.camera.pan(dx * PAN_STEP * self.scale, dy * PAN_STEP * self.scale)
                self._update_hover()
            self.held.add(event.key)
        elif event.key in ZOOM_IN_KEYS:
            self.zoom(1, self.view.center)
        elif event.key in ZOOM_OUT_KEYS:
            self.zoom(-1, self.view.center)
        elif event.key in (pygame.K_HOME, pygame.K_0, pygame.K_KP0):
            self.camera.fit()
            self._update_hover()
        else:
            return event
        return None

    def zoom(self, steps: int, anchor: tuple[int, int]) -> None:
        if self.camera is not None and self.camera.zoom_at(steps, anchor):
            self._update_hover()

    def _update_hover(self) -> None:
        village = self.village_at(self.mouse)
        if village is not self.hovered:
            self.hovered = village

    def village_at(self, pos: tuple[int, int]) -> Village | None:
        """The village under a screen position (within its square and a small margin)."""
        if self.camera is None or self.board is None or self.renderer is None \
                or not self.view.collidepoint(pos):
            return None
        best, best_d = None, float("inf")
        for village in self.board.villages:
            sx, sy = self.camera.world_to_screen(village.x, village.y)
            d = max(abs(sx - pos[0]), abs(sy - pos[1]))
            if d <= self.renderer.hit_radius(village, self.camera.zoom) and d < best_d:
                best, best_d = village, d
        return best

    # ----- time ----------------------------------------------------------------------------
    def animating(self) -> bool:
        """Moving only while a key pans the map or the mouse drags it."""
        return bool(self.held) or self.drag_last is not None

    def frame_key(self) -> Any:
        """The map changes on input (the view, the pointer's village) and with the window."""
        camera = self.camera
        view = (camera.zoom, camera.x, camera.y) if camera is not None else None
        return (self.size, self.scale, view, self.mouse, id(self.hovered), id(self.form.focus))

    def update(self, dt: float) -> None:
        if self.camera is None:
            return
        if self.held:
            dx = sum(PAN_KEYS[k][0] for k in self.held if k in PAN_KEYS)
            dy = sum(PAN_KEYS[k][1] for k in self.held if k in PAN_KEYS)
            if dx or dy:
                step = PAN_SPEED * self.scale * dt
                self.camera.pan(dx * step, dy * step)
                self._update_hover()
            return
        self.idle += dt
        if self.idle >= IDLE_WARM:
            self._warm_one()

    def _warm_one(self) -> None:
        """Pre-draw one neighbouring zoom step while the player is not touching anything."""
        if self.camera is None or self.renderer is None:
            return
        for zoom in self.camera.neighbour_zooms():
            if not self.renderer.is_cached(zoom):
                self.renderer.level_surface(zoom)
                self.renderer.level_surface(self.camera.zoom)  # keep the current one most recent
                return

    # ----- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_map(surface)
        self._draw_bars(surface)
        if self.hovered is not None and self.camera is not None:
            self._draw_tooltip(surface, self.hovered)

    def draw_map(self, surface: pygame.Surface) -> None:
        """The map in its view (or why it is missing), what ``draw_on_map`` adds, and the
        hovered village's ring, clipped to the view."""
        view = self.view
        if self.camera is None or self.renderer is None:
            self.background(surface)
            self._draw_map_error(surface)
            return
        bare = self.renderer.uncovered(self.camera)     # the paper only where no map lies
        if bare:
            paper = decor.parchment(self.size)
            for part in bare:
                surface.blit(paper, part.topleft, part)
        clip = surface.get_clip()
        surface.set_clip(view)
        self.renderer.draw(surface, self.camera)
        self.draw_on_map(surface)
        if self.hovered is not None:
            self._draw_hover(surface, self.hovered)
        surface.set_clip(clip)

    def draw_on_map(self, surface: pygame.Surface) -> None:
        """What a scene of the board draws over the map, under the hover ring (the game's
        pieces and marks); nothing here."""

    def _draw_bars(self, surface: pygame.Surface) -> None:
        w, h = self.size
        if self._top is None:
            self._top = board_hud.top_bar((w, self.top_h), self.top_h, self.table, self.scale,
                                          self.app.settings.colourblind)
            self._bottom = board_hud.bottom_bar((w, self.bottom_h), self.bottom_h, self.scale)
        surface.blit(self._top, (0, 0))
        if self._bottom is not None:
            surface.blit(self._bottom, (0, h - self.bottom_h))
        if self.camera is not None:
            self.write(surface, f"{round(self.camera.zoom * 100)} %",
                       (w - self.px(20), h - self.bottom_h // 2), size=18, role="italic",
                       colour=pal.PARCHMENT_DARK, anchor="midright")

    def _draw_hover(self, surface: pygame.Surface, village: Village) -> None:
        if self.camera is None or self.renderer is None:
            return
        sx, sy = self.camera.world_to_screen(village.x, village.y)
        half = self.renderer.village_half(village, self.camera.zoom) + self.px(5)
        ring = pygame.Rect(0, 0, round(half * 2), round(half * 2))
        ring.center = (round(sx), round(sy))
        pygame.draw.rect(surface, pal.GOLD_LIGHT, ring, width=max(2, self.px(3)))
        pygame.draw.rect(surface, pal.INK, ring.inflate(self.px(4), self.px(4)), width=1)

    def _draw_tooltip(self, surface: pygame.Surface, village: Village) -> None:
        card = self._tooltips.get(village.name)
        if card is None:
            if self.board is None:
                return
            card = board_hud.tooltip(self.board, village, self.scale)
            self._tooltips[village.name] = card
        rect = card.get_rect(topleft=(self.mouse[0] + self.px(22), self.mouse[1] + self.px(22)))
        bounds = surface.get_rect()
        if rect.right > bounds.right:
            rect.right = self.mouse[0] - self.px(12)
        if rect.bottom > bounds.bottom - self.bottom_h:
            rect.bottom = self.mouse[1] - self.px(12)
        surface.blit(card, rect.clamp(bounds))

    def tooltip_lines(self) -> list[str]:
        """What the tooltip says now (for tests and screen readers); empty without hover."""
        v = self.hovered
        if v is None or self.board is None:
            return []
        lines = [v.name, board_hud.fief_title(self.board, v.fief),
                 _("Bishopric {number}").format(number=v.bishopric)]
        if v.principal:
            lines.append(_("Principal village of the bishopric"))
        return lines

    def _draw_map_error(self, surface: pygame.Surface) -> None:
        w, h = self.size
        panel = pygame.Rect(0, 0, min(self.px(900), w - 40), self.px(220))
        panel.center = (w // 2, h // 2)
        decor.panel(surface, panel, self.scale)
        message, params = self.map_error or (N_("The board map is missing: {path}"), {"path": "?"})
        self.heading(surface, _("No board to show"), (panel.centerx, panel.y + self.px(56)), 44)
        area = panel.inflate(-self.px(80), 0)
        area.y, area.height = panel.y + self.px(100), self.px(110)
        self.write_wrapped(surface, _(message).format(**params), area, size=22, centred=True)
