"""Fief's scripted runs: the --smoke drive and --hover.

The smoke driver plays the part of a player by posting ordinary pygame events (key presses,
clicks on the buttons' rectangles, wheel turns, drags), so it exercises the same input paths a
person does: title -> setup -> board, then pans, zooms, hovers and the pause menu.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.fief.scenes.board import BoardScene
from game.fief.scenes.setup import SetupScene
from game.shell.smoke import (SmokeFailure, key_event, post_click, post_drag, post_key,
                              post_motion, post_wheel)
from game.shell.stack import Shell
from game.shell.title import TitleScene


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


def point_at(app: Shell, name: str) -> None:
    """``--hover``: the pointer over the village ``name`` of the board on top."""
    board = app.stack.top
    if isinstance(board, BoardScene) and board.board and board.camera:
        village = board.board.village(name)
        if village is None:
            raise SmokeFailure(f"no village called {name!r} on the map")
        x, y = board.camera.world_to_screen(village.x, village.y)
        post_motion((x + 4, y + 3))
