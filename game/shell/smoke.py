"""Scripted runs: the --smoke drive, --screenshot captures, and the first-frame report.

The smoke driver plays the part of a player by posting ordinary pygame events (key presses,
clicks on the buttons' rectangles, wheel turns, drags), so it exercises the same input paths a
person does: title -> setup -> board, then pans, zooms, hovers and the pause menu.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from game.fief.scenes.board import BoardScene
from game.fief.scenes.setup import SetupScene
from game.shell.stack import Shell
from game.shell.title import TitleScene


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
class SmokeDriver:
    """Posts, before each frame, what a player would do on the screen that is showing."""

    def __init__(self, frames: int) -> None:
        self.frames = frames
        self.board_frames = 0
        self.reached_board_at: int | None = None
        self.visited: list[str] = []

    def before_frame(self, app: Shell) -> None:
        top = app.stack.top
        if top is None:
            return
        if not self.visited or self.visited[-1] != top.name:
            self.visited.append(top.name)
        if isinstance(top, TitleScene):
            post_key(pygame.K_RETURN)  # "New game" has the focus
        elif isinstance(top, SetupScene):
            post_click(top.start_button.rect.center)
        elif isinstance(top, BoardScene):
            if self.reached_board_at is None:
                self.reached_board_at = app.frame_count
            self._board_step(top)
            self.board_frames += 1
        else:  # pause menu or a message: leave it
            post_key(pygame.K_ESCAPE)

    def _board_step(self, board: Any) -> None:
        view = board.view
        centre = view.center
        step = self.board_frames % 10
        villages = board.board.villages if board.board else []
        if step == 0:
            post_motion(centre)
        elif step == 1:
            post_wheel(1)
        elif step in (2, 6) and villages and board.camera:
            village = villages[(self.board_frames // 10) % len(villages)]
            post_motion(board.camera.world_to_screen(village.x, village.y))
        elif step == 3:
            post_drag(centre, (centre[0] - 140, centre[1] - 70))
        elif step == 4:
            pygame.event.post(key_event(pygame.K_RIGHT))
        elif step == 5:
            pygame.event.post(key_event(pygame.K_RIGHT, pygame.KEYUP))
            post_wheel(-1)
        elif step == 7:
            post_key(pygame.K_EQUALS, unicode="=")
        elif step == 8:
            post_key(pygame.K_MINUS, unicode="-")
        elif step == 9:
            post_key(pygame.K_ESCAPE)  # opens the pause menu; the next frame closes it

    def finish(self, app: Shell) -> None:
        print(f"smoke: {app.frame_count} frames; screens: {' > '.join(self.visited)}; "
              f"board from frame {self.reached_board_at}", flush=True)
        if self.frames >= 12 and self.reached_board_at is None:
            raise SmokeFailure("the smoke run did not reach the board")
        board = app.stack.find(BoardScene)
        if board is not None and board.map_error is not None and board.map_file.exists():
            raise SmokeFailure(f"the board map did not load: {board.map_error[1]}")
        if board is not None and board.board is None:
            print("smoke: no board map yet; the board scene showed its notice", flush=True)


class ScreenshotDriver:
    """Lets a few frames pass (pointing at a village if asked), then saves the window."""

    def __init__(self, path: Path, frames: int, hover: str | None = None) -> None:
        self.path = path
        self.frames = frames
        self.hover = hover

    def before_frame(self, app: Shell) -> None:
        board = app.stack.top
        if self.hover and isinstance(board, BoardScene) and board.board and board.camera:
            village = board.board.village(self.hover)
            if village is None:
                raise SmokeFailure(f"no village called {self.hover!r} on the map")
            x, y = board.camera.world_to_screen(village.x, village.y)
            post_motion((x + 4, y + 3))

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
