"""A group of widgets with one keyboard focus.

Tab / Shift+Tab and Down / Up move the focus (skipping disabled and hidden widgets); the focused
widget gets the other keys first (Enter activates a button, Left/Right step a chooser, typing
goes to a text entry). The mouse reaches every widget directly and a click moves the focus.
"""
from __future__ import annotations

from typing import Iterable

import pygame

from game.shell.widgets import TextInput, Widget


class Form:
    def __init__(self, widgets: Iterable[Widget] = (), *, wrap: bool = True) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.wrap = wrap
        self.focus: Widget | None = None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if widget is self.focus:
            self.set_focus(None)
        self.widgets.remove(widget)

    def usable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled and w.visible]

    def set_focus(self, widget: Widget | None) -> None:
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True
            if isinstance(widget, TextInput):
                pygame.key.start_text_input()

    def move_focus(self, delta: int) -> None:
        usable = self.usable()
        if not usable:
            return
        if self.focus not in usable:
            self.set_focus(usable[0] if delta > 0 else usable[-1])
            return
        index = usable.index(self.focus) + delta
        if self.wrap:
            index %= len(usable)
        self.set_focus(usable[max(0, min(index, len(usable) - 1))])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True if a widget or the focus movement used the event."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for widget in self.widgets:
                if widget.visible and widget.enabled and widget.rect.collidepoint(event.pos):
                    if widget.focusable:
                        self.set_focus(widget)
                    break
        used = False
        for widget in list(self.widgets):
            if widget.visible and widget.handle_event(event):
                used = True
                if event.type != pygame.MOUSEMOTION:
                    break
        return used

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        focus = self.focus
        if focus is not None and focus.enabled and focus.key(event):
            return True
        if event.key == pygame.K_DOWN:
            self.move_focus(1)
            return True
        if event.key == pygame.K_UP:
            self.move_focus(-1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and isinstance(focus, TextInput):
            self.move_focus(1)
            return True
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            if isinstance(widget, TextInput):
                widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
