"""Whether every label of a screen is whole (issue 20: the UI scale, from 1280x720 to 4K, keeps
every label whole): each visible widget inside the window, and its words inside the widget
as its own ``draw`` lays them out (a button centred on one line, a choice button shrunk or on
two lines, a checkbox's words beside its box, a chooser's value between its arrows, shrunk
but not cut short if it is a ``FitChooser``).

The tests and the screenshot tool ask it of every screen at every scale; it reads the layout
and the fonts, and draws nothing.
"""
from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.shell import fonts
from game.fief.ui.decisions.controls import ChoiceButton, FitChooser
from game.shell.widgets import Button, Checkbox, Chooser, Widget, label_text


def clipped(widget: Widget, screen: pygame.Rect) -> str | None:
    """Why the widget's label is not whole, or None when it is."""
    if not screen.contains(widget.rect):
        return "outside the window"
    if isinstance(widget, ChoiceButton):
        return _choice_clipped(widget)
    if isinstance(widget, Button):
        text = label_text(widget.label)
        image = fonts.text(text, "bold" if widget.primary else "body", widget.font_size, (0, 0, 0))
        if image.get_width() > widget.rect.width - 4 or image.get_height() > widget.rect.height * 1.2:
            return f"{image.get_width()}x{image.get_height()} in {widget.rect.size}"
        return None
    if isinstance(widget, Checkbox):
        side = min(widget.rect.height, round(26 * widget.scale))
        size, lines = widget.words()
        images = [fonts.text(line, "body", size, (0, 0, 0)) for line in lines]
        end = widget.rect.x + side + round(10 * widget.scale) + max(i.get_width() for i in images)
        if end > widget.rect.right:
            return f"ends at {end}, beyond its frame at {widget.rect.right}"
        if sum(i.get_height() for i in images) > widget.rect.height * 1.6:
            return f"{len(lines)} lines in {widget.rect.height} px"
        return None
    if isinstance(widget, FitChooser):               # shrunk to fit, or cut short with "…"
        return f"shortened to {widget.shown()[0]!r}" if widget.elided else None
    if isinstance(widget, Chooser):
        arrows = 2 * min(widget.rect.height, round(34 * widget.scale))
        image = fonts.text(widget.show(widget.value), "body", widget.font_size, (0, 0, 0))
        if image.get_width() > widget.rect.width - arrows:
            return f"{image.get_width()} wide between arrows {widget.rect.width - arrows} apart"
    return None


def _choice_clipped(button: ChoiceButton) -> str | None:
    """A choice button shrinks its words to 80 %, then puts them on two lines (fit_text)."""
    size = round(max(11, round(19 * button.scale)) * 0.82)
    width = button.rect.width - round(14 * button.scale)
    lines = fonts.wrap(label_text(button.label), "bold", size, width)
    if len(lines) > 2 or any(fonts.text(line, "bold", size, (0, 0, 0)).get_width() > width for line in lines):
        return f"{len(lines)} lines in {button.rect.size}"
    return None


def clipped_labels(widgets: Iterable[Widget], size: tuple[int, int]) -> list[str]:
    """Every visible widget whose label is not whole, in words (for a test's message)."""
    screen = pygame.Rect((0, 0), size)
    found = []
    for widget in widgets:
        if not widget.visible or widget.rect.width <= 0:
            continue
        why = clipped(widget, screen)
        if why:
            label = getattr(widget, "label", None)
            found.append(f"{type(widget).__name__} {label_text(label) if label else ''!r}: {why}")
    return found
