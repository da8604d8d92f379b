"""What the client does before its first frame (issue 23: the one-file build starts sooner than a
bare pygame-ce one): the title's parchment is built with a few pygame operations (a vignette, a
grain from random bytes) rather than a Python expression per pixel, and the main loop draws its
first frame before the frame clock waits."""

import pygame

from game.shell import app as app_module
from game.shell import decor
from game.shell import palette as pal
from game.testing import make_app


def test_the_vignette_browns_the_paper_toward_its_border():
    surface = decor.vignette(9, 5)
    assert surface.get_at((4, 2))[:3] == pal.PARCHMENT                # the centre: untouched
    # a corner: 0.75 of the way to the shade (distance 0.6 + 0.6 - 0.15, times 0.75)
    corner = tuple(int(b + (e - b) * 0.7875) for b, e in zip(pal.PARCHMENT, pal.PARCHMENT_SHADE))
    assert surface.get_at((0, 0))[:3] == corner == surface.get_at((8, 4))[:3]
    middle_of_top = surface.get_at((4, 0))[:3]
    assert all(p > m > c for c, m, p in zip(corner, middle_of_top, pal.PARCHMENT))  # between


def mean_colour(surface: pygame.Surface, rect: pygame.Rect) -> list[float]:
    colours = [surface.get_at((x, y)) for x in range(rect.left, rect.right, 4)
               for y in range(rect.top, rect.bottom, 4)]
    return [sum(c[i] for c in colours) / len(colours) for i in range(3)]


def test_the_parchment_is_grained_paper_darker_at_its_border():
    surface = decor.parchment.__wrapped__((480, 270))
    assert surface.get_size() == (480, 270)
    centre = mean_colour(surface, pygame.Rect(200, 100, 80, 70))
    border = mean_colour(surface, pygame.Rect(0, 0, 40, 40))
    assert all(abs(m - p) < 4 for m, p in zip(centre, pal.PARCHMENT))  # grain of -9..+6
    assert all(b < m - 15 for b, m in zip(border, centre))
    grain = {surface.get_at((x, 135))[:3] for x in range(0, 480, 12)}
    assert len(grain) > 5                                              # not a flat gradient
    again = decor.parchment.__wrapped__((480, 270))
    other = decor.parchment.__wrapped__((480, 270), seed=7)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(surface, "RGB")
    assert pygame.image.tobytes(other, "RGB") != pygame.image.tobytes(surface, "RGB")


def test_a_surface_is_converted_only_when_the_window_format_differs(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    make_app()
    screen = pygame.display.get_surface()
    same = pygame.Surface((20, 10))
    assert decor.display_format(same) is same             # already the window's format: kept
    other = pygame.Surface((20, 10), depth=24)
    converted = decor.display_format(other)
    assert converted is not other and converted.get_masks() == screen.get_masks()


class CountingClock:
    """Stands in for pygame.time.Clock: records how many frames were drawn at each wait."""

    def __init__(self, app, waits: list[int]) -> None:
        self.app = app
        self.waits = waits

    def tick(self, framerate: int = 0) -> int:
        self.waits.append(self.app.frame_count)
        return 16


def test_the_first_frame_is_drawn_before_the_clock_waits(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    app = make_app()
    waits: list[int] = []
    monkeypatch.setattr(app_module.pygame.time, "Clock", lambda: CountingClock(app, waits))
    flips: list[int] = []
    real_flip = pygame.display.flip
    monkeypatch.setattr(app_module.pygame.display, "flip",
                        lambda: (flips.append(app.frame_count), real_flip()))
    assert app.run(frames=3) == 0
    # The first frame is shown at once; the title is still, so the idle frames after it show
    # nothing new and are not drawn again (issue 36, game/shell/pacing.py).
    assert flips == [0]
    assert waits == [1, 2]      # the first wait comes after the first frame; none after the
    #                             last one, which ends the run
