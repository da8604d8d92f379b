"""Small widgets drawn in the parchment style: button, checkbox, text entry, value chooser.

A widget holds a rectangle (set by its scene's layout), a scale, and what it shows. Labels are
message ids translated when drawn, or callables for text that changes, so a language switch
takes effect on the next frame. ``handle_event`` returns True when the widget used the event.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.shell.i18n import _
from game.shell import decor, fonts
from game.shell import palette as pal

Label = str | Callable[[], str]


def label_text(label: Label) -> str:
    """A label's text now: translate a message id, or call a callable."""
    return label() if callable(label) else _(label)


def blit_centred(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect,
                 role: str, size: int) -> None:
    """A control's word (``image``, written in ``role`` at ``size``) in the middle of ``rect``,
    by its capitals as every control's (``fonts.centred``)."""
    surface.blit(image, fonts.centred(image, role, size, rect))


class Widget:
    """Base widget: a rectangle that can be hovered, focused and disabled."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.enabled = True
        self.visible = True
        self.focused = False
        self.hovered = False

    @property
    def font_size(self) -> int:
        return max(10, round(24 * self.scale))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def activate(self) -> None:
        """What Enter (or a click) does when the widget has the focus."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed while focused; True if the widget used it."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Button(Widget):
    """A framed button; greyed and inert when disabled."""

    def __init__(self, label: Label, on_click: Callable[[], Any], *,
                 enabled: bool = True, primary: bool = False) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self._pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self._pressed = self._pressed, False
            if was_pressed and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def draw_frame(self, surface: pygame.Surface, corner: float,
                   inset: float) -> tuple[pygame.Rect, tuple[int, int, int]]:
        """The button's paper and edge (burgundy when primary, grey when disabled, lighter
        under the pointer, pushed down a pixel while pressed), with the focus ring ``inset``
        inside; the rectangle drawn and the ink its label takes. Every button kind shares it."""
        lit = self.enabled and (self.hovered or self.focused)
        if not self.enabled:
            fill, ink, edge = pal.PARCHMENT_DARK, pal.INK_FAINT, pal.INK_FAINT
        elif self.primary:
            fill = pal.BURGUNDY_LIGHT if lit else pal.BURGUNDY
            ink, edge = pal.PARCHMENT_LIGHT, pal.GOLD_LIGHT if lit else pal.GOLD
        else:
            fill = pal.GOLD_LIGHT if lit else pal.PARCHMENT_LIGHT
            ink, edge = pal.INK, pal.GOLD_DARK if lit else pal.INK_SOFT
        rect = self.rect.move(0, 1) if self._pressed else self.rect
        radius = max(2, round(corner * self.scale))
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, edge, rect, width=max(1, round(2 * self.scale)),
                         border_radius=radius)
        if self.focused and self.enabled:
            focus = rect.inflate(-round(inset * self.scale), -round(inset * self.scale))
            pygame.draw.rect(surface, ink, focus, width=1, border_radius=radius)
        return rect, ink

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect, ink = self.draw_frame(surface, corner=6, inset=8)
        role = "bold" if self.primary else "body"
        image = fonts.text(label_text(self.label), role, self.font_size, ink)
        blit_centred(surface, image, rect, role, self.font_size)


class Checkbox(Widget):
    """A labelled box that a click, Space or Enter ticks and unticks."""

    def __init__(self, label: Label, checked: bool = False,
                 on_change: Callable[[bool], Any] | None = None) -> None:
        super().__init__()
        self.label = label
        self.checked = checked
        self.on_change = on_change

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def activate(self) -> None:
        if not self.enabled:
            return
        self.checked = not self.checked
        if self.on_change:
            self.on_change(self.checked)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        side = min(self.rect.height, round(26 * self.scale))
        box = pygame.Rect(self.rect.x, self.rect.centery - side // 2, side, side)
        lit = self.hovered or self.focused
        pygame.draw.rect(surface, pal.GOLD_LIGHT if lit else pal.PARCHMENT_LIGHT, box)
        pygame.draw.rect(surface, pal.INK, box, width=max(1, round(2 * self.scale)))
        if self.checked:
            a = (box.x + side * 0.2, box.y + side * 0.55)
            b = (box.x + side * 0.42, box.y + side * 0.78)
            c = (box.x + side * 0.82, box.y + side * 0.22)
            pygame.draw.lines(surface, pal.BURGUNDY, False, [a, b, c], max(2, round(3 * self.scale)))
        colour = pal.INK if self.enabled else pal.INK_FAINT
        size, lines = self.words()
        images = [fonts.text(line, "body", size, colour) for line in lines]
        x0, y = box.right + round(10 * self.scale), self.rect.centery - sum(i.get_height() for i in images) // 2
        for image in images:
            surface.blit(image, (x0, y))
            y += image.get_height()
        if self.focused:
            pygame.draw.line(surface, pal.GOLD_DARK, (x0, y), (x0 + max(i.get_width() for i in images), y), 1)

    def words(self) -> tuple[int, list[str]]:
        """The label's size and lines inside the widget's own width (a long French label stays
        on its frame, issue 36 defect 9): shrunk to 80 %, then on two lines."""
        text, width = label_text(self.label), self.rect.right - self.rect.x - min(
            self.rect.height, round(26 * self.scale)) - round(10 * self.scale)
        for size in (self.font_size, round(self.font_size * 0.9), round(self.font_size * 0.8)):
            if fonts.font("body", size).size(text)[0] <= width:
                return size, [text]
        return size, fonts.wrap(text, "body", size, width)


class TextInput(Widget):
    """One line of text typed in (TEXTINPUT events), with a length limit and a character filter."""

    def __init__(self, text: str = "", *, max_length: int = 20,
                 allowed: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], Any] | None = None,
                 on_refuse: Callable[[str, str], Any] | None = None) -> None:
        super().__init__()
        self.text = text
        self.max_length = max_length
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.on_change = on_change
        self.on_refuse = on_refuse    # (why, what): "character" or "length", and the text refused
        self.selected = False         # the whole text selected: what is typed replaces it
        self._blink = 0.0

    def select_all(self) -> None:
        """Select the whole text (Ctrl+A, or a dialog offering a default name to replace)."""
        self.selected = bool(self.text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.TEXTINPUT and self.focused:
            self.insert(event.text)
            return True
        return False

    def insert(self, typed: str) -> None:
        """Add what was typed, but never silently: what the filter or the length limit
        refuses is told to ``on_refuse`` so the form can say why."""
        kept = "".join(ch for ch in typed if self.allowed(ch))
        if self.selected and kept:
            self.selected = False
            self._set("")
        room = self.max_length - len(self.text)
        if kept and room > 0:
            self._set(self.text + kept[:room])
        if self.on_refuse is not None:
            if len(kept) < len(typed):
                self.on_refuse("character", "".join(ch for ch in typed if not self.allowed(ch)))
            elif len(kept) > max(0, room):
                self.on_refuse("length", kept[max(0, room):])

    def _set(self, text: str) -> None:
        self.text = text
        if self.on_change:
            self.on_change(text)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.select_all()
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False
            return True
        if event.key == pygame.K_BACKSPACE:
            if event.mod & pygame.KMOD_CTRL or self.selected:
                self.selected = False
                self._set("")
            else:
                self._set(self.text[:-1])
            return True
        # Printable keys arrive again as TEXTINPUT; keep them from reaching the form.
        return bool(event.unicode) and event.unicode.isprintable()

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def caret_shown(self) -> bool:
        return self.focused and self._blink < 0.6

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.focused or self.hovered
        surface.fill(pal.PARCHMENT_LIGHT if lit else pal.PARCHMENT, self.rect)
        pygame.draw.line(surface, pal.INK, self.rect.bottomleft, self.rect.bottomright,
                         max(1, round(2 * self.scale)))
        if self.focused:
            pygame.draw.rect(surface, pal.GOLD, self.rect, width=1)
        pad = round(8 * self.scale)
        image = fonts.text(self.text, "body", self.font_size, pal.INK)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2, -2))
        x = self.rect.x + pad - max(0, image.get_width() - (self.rect.width - 2 * pad))
        if self.selected and self.focused:
            mark = image.get_rect(midleft=(x, self.rect.centery)).inflate(4, 2)
            surface.fill(pal.GOLD, mark)
        surface.blit(image, image.get_rect(midleft=(x, self.rect.centery)))
        if self.caret_shown():
            cx = x + image.get_width() + 1
            h = round(self.font_size * 0.9)
            pygame.draw.line(surface, pal.INK, (cx, self.rect.centery - h // 2),
                             (cx, self.rect.centery + h // 2), max(1, round(2 * self.scale)))
        surface.set_clip(clip)


class Chooser(Widget):
    """One value out of a list, stepped with ◀ ▶ (click either end, or Left/Right keys)."""

    def __init__(self, options: Sequence[Any], index: int = 0, *,
                 show: Callable[[Any], str] = str,
                 on_change: Callable[[Any], Any] | None = None) -> None:
        super().__init__()
        self.options = list(options)
        self.index = index
        self.show = show
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.options[self.index]

    @value.setter
    def value(self, value: Any) -> None:
        self.index = self.options.index(value)

    def step(self, delta: int) -> None:
        if not self.enabled or not self.options:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = min(self.rect.height, round(34 * self.scale))
        left = pygame.Rect(self.rect.x, self.rect.y, w, self.rect.height)
        right = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)
        return left, right

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                left, _right = self.arrow_rects()
                self.step(-1 if left.collidepoint(event.pos) else 1)
                return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def activate(self) -> None:
        self.step(1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.step(1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.hovered or self.focused
        radius = max(2, round(5 * self.scale))
        pygame.draw.rect(surface, pal.PARCHMENT_LIGHT if lit else pal.PARCHMENT, self.rect,
                         border_radius=radius)
        pygame.draw.rect(surface, pal.GOLD_DARK if self.focused else pal.INK_SOFT, self.rect,
                         width=max(1, round(2 * self.scale)) if self.focused else 1,
                         border_radius=radius)
        left, right = self.arrow_rects()
        for rect, direction in ((left, -1), (right, 1)):
            self._arrow(surface, rect, direction)
        self.draw_value(surface, self.rect.inflate(-2 * left.width, 0))

    def _arrow(self, surface: pygame.Surface, rect: pygame.Rect, direction: int) -> None:
        cx, cy = rect.center
        s = rect.height * 0.18
        tip = (cx + direction * s, cy)
        points = [tip, (cx - direction * s, cy - s * 1.2), (cx - direction * s, cy + s * 1.2)]
        pygame.draw.polygon(surface, pal.GOLD_DARK if self.enabled else pal.INK_FAINT, points)

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        colour = pal.INK if self.enabled else pal.INK_FAINT
        image = fonts.text(self.show(self.value), "body", self.font_size, colour)
        blit_centred(surface, image, area, "body", self.font_size)


class ColourChooser(Chooser):
    """A chooser of family colours: a shield in the colour and its translated name."""

    def __init__(self, options: Sequence[str], index: int = 0, *,
                 show: Callable[[Any], str] = str, colourblind: Callable[[], bool] = lambda: False,
                 on_change: Callable[[Any], Any] | None = None) -> None:
        super().__init__(options, index, show=show, on_change=on_change)
        self.colourblind = colourblind

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        h = round(area.height * 0.7)
        w = round(h * 0.8)
        shield = pygame.Rect(0, 0, w, h)
        shield.midleft = (area.x + round(4 * self.scale), area.centery)
        decor.shield(surface, shield, pal.family(self.value, self.colourblind()))
        image = fonts.text(self.show(self.value), "body", self.font_size, pal.INK)
        text_area = pygame.Rect(shield.right, area.y, area.right - shield.right, area.height)
        blit_centred(surface, image, text_area, "body", self.font_size)
