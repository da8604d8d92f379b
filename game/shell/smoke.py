"""Scripted runs: the events a player makes, --screenshot captures, the first-frame report.

A game's smoke driver (``GameClient.smoke``; Fief's is game/fief/smoke.py) plays the part of a
player by posting ordinary pygame events with these helpers (key presses, clicks on the
buttons' rectangles, wheel turns, drags), so it exercises the same input paths a person does.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame

from game.shell.stack import Shell


class SmokeFailure(RuntimeError):
    """The scripted run did not get where it should have."""


# ----- events as a player makes them ---------------------------------------------------------
def key_event(key: int, kind: int = pygame.KEYDOWN, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(kind, key=key, mod=mod, unicode=unicode,
                              scancode=0, window=None)


def post_key(key: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(key_event(key, pygame.KEYDOWN, mod, unicode))
    pygame.event.post(key_event(key, pygame.KEYUP, mod, unicode))


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_motion(pos: tuple[float, float], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])),
                                         rel=(0, 0), buttons=buttons))


def post_wheel(y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))


def post_drag(start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post_motion(mid, (1, 0, 0))
    post_motion(end, (1, 0, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


# ----- drivers ---------------------------------------------------------------------------------
class ScreenshotDriver:
    """Lets a few frames pass (pointing at something if asked: ``hover``, the game's
    ``point_at`` for ``--hover``), then saves the window."""

    def __init__(self, path: Path, frames: int,
                 hover: Callable[[Shell], None] | None = None) -> None:
        self.path = path
        self.frames = frames
        self.hover = hover

    def before_frame(self, app: Shell) -> None:
        if self.hover is not None:
            self.hover(app)

    def finish(self, app: Shell) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(self.path))
        print(f"screenshot: {self.path}", flush=True)


class FirstFrameReporter:
    """Prints the wall-clock time of the first finished frame (for bench/bench_client.py)."""

    def __init__(self) -> None:
        self.done = False

    def __call__(self, app: Shell) -> None:
        if not self.done:
            self.done = True
            print(f"first-frame {time.time():.6f}", flush=True)
