"""Pan and zoom of the board: pure arithmetic between map pixels and screen pixels.

Zoom goes in fixed steps so the renderer can cache one pre-drawn map per step: the zoom that
shows the whole map in the view ("fit"), then powers of 2^(1/3) above it up to a limit set by
``max_zoom`` and by the memory a pre-drawn map may take. Zooming keeps the map point under the
cursor where it is; panning is clamped so the map never leaves the view (a map smaller than the
view is centred instead).
"""
from __future__ import annotations

import math

ZOOMS: tuple[float, ...] = tuple(2 ** (k / 3) for k in range(-9, 7))  # 0.125 .. 4.0
MAX_LEVEL_PIXELS = 20_000_000  # largest pre-drawn map: ~80 MB at 32 bits per pixel
FIT_MARGIN = 0.98  # the whole-map view leaves a thin margin round the board
MIN_STEP = 1.08  # a fixed step this close above the fit zoom is skipped


class Camera:
    def __init__(self, world: tuple[int, int], view: tuple[int, int, int, int],
                 max_zoom: float = 2.6) -> None:
        self.world_w, self.world_h = max(1, world[0]), max(1, world[1])
        self.view = view  # x, y, w, h of the map area on screen
        self.max_zoom = max_zoom
        self.zoom = 1.0
        self.x = 0.0  # map point at the view's top-left corner
        self.y = 0.0
        self.fit()

    # ----- steps ---------------------------------------------------------------------------
    def zoom_limit(self) -> float:
        memory = math.sqrt(MAX_LEVEL_PIXELS / (self.world_w * self.world_h))
        return min(self.max_zoom, memory)

    def fit_zoom(self) -> float:
        _, _, vw, vh = self.view
        return min(min(vw / self.world_w, vh / self.world_h) * FIT_MARGIN, self.zoom_limit())

    def levels(self) -> tuple[float, ...]:
        fit, top = self.fit_zoom(), self.zoom_limit()
        return (fit,) + tuple(z for z in ZOOMS if fit * MIN_STEP < z <= top + 1e-9)

    @property
    def level(self) -> int:
        """Index of the current zoom among ``levels()`` (the nearest one)."""
        levels = self.levels()
        return min(range(len(levels)), key=lambda i: abs(levels[i] - self.zoom))

    def neighbour_zooms(self) -> list[float]:
        levels, i = self.levels(), self.level
        return [levels[j] for j in (i + 1, i - 1) if 0 <= j < len(levels)]

    def fit(self) -> None:
        """Zoom out to the whole map, centred."""
        self.zoom = self.levels()[0]
        self.clamp()

    def set_view(self, view: tuple[int, int, int, int]) -> None:
        """The map area changed (window resized): keep the centre and the nearest zoom step."""
        cx, cy = self.screen_to_world(self.view[0] + self.view[2] / 2,
                                      self.view[1] + self.view[3] / 2)
        was_fit = abs(self.zoom - self.levels()[0]) < 1e-9
        self.view = view
        levels = self.levels()
        self.zoom = levels[0] if was_fit else min(levels, key=lambda z: abs(z - self.zoom))
        self.centre_on(cx, cy)

    # ----- coordinates ---------------------------------------------------------------------
    def centre_on(self, wx: float, wy: float) -> None:
        self.x = wx - self.view[2] / 2 / self.zoom
        self.y = wy - self.view[3] / 2 / self.zoom
        self.clamp()

    def offset(self) -> tuple[int, int]:
        """Whole pixels of the zoomed map scrolled past the view's corner (may be negative)."""
        return (round(self.x * self.zoom), round(self.y * self.zoom))

    def world_to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        ox, oy = self.offset()
        return (wx * self.zoom - ox + self.view[0], wy * self.zoom - oy + self.view[1])

    def screen_to_world(self, sx: float, sy: float) -> tuple[float, float]:
        ox, oy = self.offset()
        return ((sx - self.view[0] + ox) / self.zoom, (sy - self.view[1] + oy) / self.zoom)

    # ----- moves ---------------------------------------------------------------------------
    def zoom_at(self, steps: int, anchor: tuple[float, float]) -> bool:
        """Zoom by ``steps`` keeping the map point under ``anchor`` still; False if at a limit."""
        levels = self.levels()
        current = self.level
        target = max(0, min(current + steps, len(levels) - 1))
        if target == current:
            return False
        wx, wy = self.screen_to_world(*anchor)
        self.zoom = levels[target]
        self.x = wx - (anchor[0] - self.view[0]) / self.zoom
        self.y = wy - (anchor[1] - self.view[1]) / self.zoom
        self.clamp()
        return True

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by a screen distance (dragging the map left moves the view right)."""
        self.x += dx / self.zoom
        self.y += dy / self.zoom
        self.clamp()

    def clamp(self) -> None:
        self.x = self._clamp_axis(self.x, self.view[2] / self.zoom, self.world_w)
        self.y = self._clamp_axis(self.y, self.view[3] / self.zoom, self.world_h)

    @staticmethod
    def _clamp_axis(pos: float, visible: float, world: float) -> float:
        if visible >= world:
            return (world - visible) / 2
        return max(0.0, min(pos, world - visible))
