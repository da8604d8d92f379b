"""What the client does before its first frame (issue 23: the one-file build starts sooner than a
bare pygame-ce one): the title's parchment is built from a byte buffer with the same pixels as the
per-pixel rule, and the main loop draws its first frame before the frame clock waits."""
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import app as app_module  # noqa: E402
from game.render import decor  # noqa: E402
from game.render import palette as pal  # noqa: E402
from game.testing import make_app  # noqa: E402


def rule_pixel(x: int, y: int, sw: int, sh: int, shade: float) -> tuple[int, ...]:
    """The parchment's rule for one pixel of its small surface, written out plainly: browned
    toward the border with the distance from the centre, plus the pixel's random shade."""
    dx, dy = (x / (sw - 1) - 0.5) * 2, (y / (sh - 1) - 0.5) * 2
    t = max(0.0, (dx * dx * 0.6 + dy * dy * 0.6) - 0.15) * 0.75
    return tuple(max(0, min(255, int(b + (e - b) * t + shade)))
                 for b, e in zip(pal.PARCHMENT, pal.PARCHMENT_SHADE))


def test_the_parchment_buffer_follows_the_per_pixel_rule():
    sw, sh = 23, 11
    pixels = decor.paper_pixels(sw, sh, random.Random(1429))
    shades = random.Random(1429)
    expected = bytearray()
    for y in range(sh):
        for x in range(sw):
            expected += bytes(rule_pixel(x, y, sw, sh, shades.uniform(-9, 7)))
    assert pixels == bytes(expected)
    centre, corner = (sh // 2 * sw + sw // 2) * 3, 0
    assert sum(pixels[corner:corner + 3]) < sum(pixels[centre:centre + 3])  # darker border


def test_the_parchment_fills_the_window_size_asked():
    surface = decor.parchment.__wrapped__((320, 240))
    assert surface.get_size() == (320, 240)
    middle = surface.get_at((160, 120))[:3]
    assert all(abs(a - b) <= 12 for a, b in zip(middle, pal.PARCHMENT))


class CountingClock:
    """Stands in for pygame.time.Clock: records how many frames were drawn at each wait."""

    waits: list[int] = []

    def __init__(self, app) -> None:
        self.app = app

    def tick(self, framerate: int = 0) -> int:
        self.waits.append(self.app.frame_count)
        return 16


def test_the_first_frame_is_drawn_before_the_clock_waits(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    app = make_app()
    CountingClock.waits = []
    monkeypatch.setattr(app_module.pygame.time, "Clock", lambda: CountingClock(app))
    flips: list[int] = []
    real_flip = pygame.display.flip
    monkeypatch.setattr(app_module.pygame.display, "flip",
                        lambda: (flips.append(app.frame_count), real_flip()))
    assert app.run(frames=3) == 0
    assert flips == [0, 1, 2]            # frame n is shown when n frames were done before it
    assert CountingClock.waits == [1, 2]  # the first wait comes after the first frame; none
    #                                       after the last one, which ends the run
