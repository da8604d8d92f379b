"""Helpers of the Diplomacy dialog's tests: the dialog of a position opened by clicks, as a
player opens it (his hand shown at the hand-off, then *Diplomacy*), and what a frame of it
writes, with where."""
from __future__ import annotations

from typing import Any

import pygame
from test_client_2011_ballot import play_scene

from game.fief.scenes.diplomacy import DiplomacyScene
from game.fief.scenes.handoff import HandoffScene
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click
from game.testing import pump


def open_dialog(app: Any, position: dict[str, Any]) -> tuple[PlayScene, DiplomacyScene]:
    """The play scene of ``position`` and its Diplomacy dialog, opened by clicks for the seat
    whose turn it is (GRADY's in the politics positions)."""
    scene, _table = play_scene(app, position)
    post_click(scene.hand_button.rect.center)                 # "Show my hand": the hand-off
    pump(app)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    post_click(handoff.confirm_button.rect.center)
    pump(app, 2)
    assert scene.controller.revealed == handoff.seat
    post_click(scene.diplomacy_button.rect.center)
    pump(app)
    dialog = app.stack.top
    assert isinstance(dialog, DiplomacyScene)
    return scene, dialog


def written(dialog: DiplomacyScene, app: Any) -> list[tuple[str, pygame.Rect]]:
    """Every text the dialog writes on a frame drawn now (titles, notes), and its rect."""
    found: list[tuple[str, pygame.Rect]] = []
    real = dialog.write

    def write(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        found.append((text, rect))
        return rect

    dialog.write = write  # type: ignore[method-assign]
    try:
        dialog.draw(app.screen)
    finally:
        del dialog.write
    return found


def drawn_texts(dialog: DiplomacyScene, app: Any) -> list[str]:
    """Every text the dialog writes on a frame drawn now."""
    return [text for text, _rect in written(dialog, app)]
