"""The table's keyboard shortcuts: F1 the rules of the step, Ctrl+Z undo, Ctrl+S save, Esc closes
the detail shown over the map, T switches the left column between families and titles.

They are split in two because the decision's widgets come between them: F1, Ctrl+Z, Ctrl+S and Esc
(on a detail) act whatever has the focus, while T is a letter a focused widget may want first
(the chat's text, a form's field), so it is only a shortcut when nothing before it took the key.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.fief.scenes.play_screens import TableScreens
from game.fief.ui.left_column import LeftColumn


class ShortcutTable(Protocol):
    """What the shortcuts use of the play scene (named here so that this module needs not import
    the scene that imports it)."""
    screens: TableScreens
    left: LeftColumn
    detail: str | None

    def undo(self) -> None: ...

    def set_tab(self, tab: str) -> None: ...


def table_shortcut(scene: ShortcutTable, event: pygame.event.Event, *, before_widgets: bool) -> bool:
    """Do what a shortcut key asks of the table; True when the key was one (and is used up)."""
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    if not before_widgets:
        if event.key == pygame.K_t and not ctrl:
            scene.set_tab("titles" if scene.left.tab == "families" else "families")
            return True
        return False
    if event.key == pygame.K_F1:
        scene.screens.rules()
    elif event.key == pygame.K_z and ctrl:
        scene.undo()
    elif event.key == pygame.K_s and ctrl:
        scene.screens.save()
    elif event.key == pygame.K_ESCAPE and scene.detail is not None:
        scene.detail = None
    else:
        return False
    return True
