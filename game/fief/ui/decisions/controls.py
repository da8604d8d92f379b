"""The decision panel's small widgets: buttons whose labels fit, steppers, toggles, a paged
list of buttons, and the helpers that write text in the panel."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.shell import fonts
from game.shell import palette as pal
from game.fief.ui.decisions.base import Step
from game.shell.form import Form
from game.shell.widgets import Button, Checkbox, Chooser, Label, Widget, blit_centred, label_text


class ChoiceButton(Button):
    """A button whose label shrinks, then wraps to two lines, to fit its width."""

    def __init__(self, label: Label, on_click: Callable[[], Any], *, primary: bool = False,
                 action: dict[str, Any] | None = None, marked: bool = False) -> None:
        super().__init__(label, on_click, primary=primary)
        self.action = action
        self.marked = marked      # drawn with a gold glow (a suggestion, a playable card)
        self.hotkey: int | None = None   # the number key that chooses it, shown at its left

    def fits(self, width: int | None = None) -> bool:
        """Whether the label fits on one line (at the smallest size ``fit_text`` tries) in
        ``width`` (the button's own by default): a row of tabs checks it before choosing its
        layout."""
        width = self.rect.width if width is None else width
        size = round(max(11, round(19 * self.scale)) * 0.8)
        role = "bold" if self.primary else "body"
        needed = max(fonts.text(label_text(self.label), r, size, pal.INK).get_width()
                     for r in {role, "bold"})     # the chosen tab is drawn bold
        return needed <= width - round(14 * self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self.marked and self.enabled:
            glow = self.rect.inflate(round(6 * self.scale), round(6 * self.scale))
            pygame.draw.rect(surface, pal.GOLD_LIGHT, glow, border_radius=max(2, round(8 * self.scale)))
        rect, ink = self.draw_frame(surface, corner=5, inset=6)
        area = rect.inflate(-round(14 * self.scale), -2)
        if self.hotkey is not None and self.enabled:
            key = fonts.text(str(self.hotkey), "italic", max(9, round(14 * self.scale)),
                             pal.PARCHMENT_DARK if self.primary else pal.INK_FAINT)
            surface.blit(key, key.get_rect(midleft=(rect.x + round(8 * self.scale), rect.centery)))
            area = pygame.Rect(area.x + key.get_width() + round(4 * self.scale), area.y,
                               area.width - 2 * (key.get_width() + round(4 * self.scale)), area.height)
        fit_text(surface, label_text(self.label), area, "bold" if self.primary else "body",
                 max(11, round(19 * self.scale)), ink)


def fit_text(surface: pygame.Surface, text: str, rect: pygame.Rect, role: str, size: int,
             colour: tuple[int, int, int], centred: bool = True) -> None:
    """Write ``text`` in ``rect``: smaller if it is too wide, on two lines if still too wide."""
    for s in (size, round(size * 0.9), round(size * 0.8)):
        image = fonts.text(text, role, s, colour)
        if image.get_width() <= rect.width:
            pos = fonts.centred(image, role, s, rect)
            surface.blit(image, pos if centred else pos.move(rect.x - pos.x, 0))
            return
    s = round(size * 0.82)
    lines = fonts.wrap(text, role, s, rect.width)[:2]
    height = fonts.font(role, s).get_linesize()
    y = rect.centery - height * len(lines) / 2
    for line in lines:
        image = fonts.text(line, role, s, colour)
        pos = image.get_rect(midtop=(rect.centerx, y)) if centred else image.get_rect(topleft=(rect.x, y))
        surface.blit(image, pos)
        y += height


class Stepper(Widget):
    """A number between bounds, with − and + at its ends (click, wheel, Left/Right)."""

    def __init__(self, label: Label, value: int = 0, low: int = 0, high: int = 99,
                 on_change: Callable[[int], Any] | None = None) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.low, self.high = low, high
        self.on_change = on_change

    def set_bounds(self, low: int, high: int) -> None:
        self.low, self.high = low, max(low, high)
        self.value = self.within(self.value)

    def within(self, value: int) -> int:
        """``value`` brought between the bounds."""
        return max(self.low, min(value, self.high))

    def restore(self, value: Any) -> None:
        """A value set on an earlier control of the same decision, within these bounds (a
        selection kept across a newer view, ``Mode.keep``); no change is announced."""
        self.value = self.within(int(value))

    def step(self, delta: int) -> None:
        new = self.within(self.value + delta)
        if new != self.value:
            self.value = new
            if self.on_change:
                self.on_change(new)

    @property
    def minus_rect(self) -> pygame.Rect:
        side = self.rect.height
        return pygame.Rect(self.rect.right - 3 * side - 4, self.rect.y, side, side)

    @property
    def plus_rect(self) -> pygame.Rect:
        side = self.rect.height
        return pygame.Rect(self.rect.right - side, self.rect.y, side, side)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.minus_rect.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.plus_rect.collidepoint(event.pos):
                self.step(1)
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(1 if event.y > 0 else -1)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.step(1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        size = max(11, round(19 * self.scale))
        colour = pal.INK if self.enabled else pal.INK_FAINT
        label = fonts.text(label_text(self.label), "body", size, colour)
        surface.blit(label, label.get_rect(midleft=(self.rect.x, self.rect.centery)))
        for rect, sign in ((self.minus_rect, "−"), (self.plus_rect, "+")):
            usable = self.enabled and ((sign == "+" and self.value < self.high) or
                                       (sign == "−" and self.value > self.low))
            fill = pal.GOLD_LIGHT if (self.hovered and usable) else pal.PARCHMENT_LIGHT
            pygame.draw.rect(surface, fill if usable else pal.PARCHMENT_DARK, rect,
                             border_radius=max(2, round(4 * self.scale)))
            pygame.draw.rect(surface, pal.INK_SOFT, rect, width=1, border_radius=max(2, round(4 * self.scale)))
            image = fonts.text(sign, "bold", size, colour if usable else pal.INK_FAINT)
            surface.blit(image, image.get_rect(center=rect.center))
        box = pygame.Rect(self.minus_rect.right + 2, self.rect.y, self.plus_rect.x - self.minus_rect.right - 4,
                          self.rect.height)
        pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, box)
        if self.focused:
            pygame.draw.rect(surface, pal.GOLD_DARK, box, width=max(1, round(2 * self.scale)))
        image = fonts.text(str(self.value), "bold", size, colour)
        surface.blit(image, image.get_rect(center=box.center))

    def plan_to(self, target: int) -> Step | None:
        if target > self.value and self.value < self.high:
            return Step(self, pos=self.plus_rect.center)
        if target < self.value and self.value > self.low:
            return Step(self, pos=self.minus_rect.center)
        return None


class ArrowButton(Button):
    """A page button drawn as a triangle (up for the previous page, down for the next)."""

    def __init__(self, direction: int, on_click: Callable[[], Any]) -> None:
        super().__init__(lambda: "", on_click)
        self.direction = direction

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        super().draw(surface)
        cx, cy = self.rect.center
        s = max(4, self.rect.height * 0.22)
        d = self.direction
        points = [(cx - s * 1.3, cy - s * 0.6 * d), (cx + s * 1.3, cy - s * 0.6 * d), (cx, cy + s * 0.8 * d)]
        pygame.draw.polygon(surface, pal.GOLD_DARK if self.enabled else pal.INK_FAINT, points)


class ButtonList:
    """A column of choice buttons with page arrows when they do not all fit."""

    def __init__(self, form: Form) -> None:
        self.form = form
        self.buttons: list[ChoiceButton] = []
        self.page = 0
        self.per_page = 6
        self.prev = ArrowButton(-1, lambda: self.turn(-1))
        self.next = ArrowButton(1, lambda: self.turn(1))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def set(self, buttons: Sequence[ChoiceButton]) -> None:
        for b in self.buttons + [self.prev, self.next]:
            if b in self.form.widgets:
                self.form.remove(b)
        self.buttons = list(buttons)
        for b in self.buttons:
            self.form.add(b)
        self.form.add(self.prev)
        self.form.add(self.next)
        self.page = 0

    def turn(self, delta: int) -> None:
        pages = self.pages()
        self.page = max(0, min(self.page + delta, pages - 1))
        self.place()

    def pages(self) -> int:
        return max(1, -(-len(self.buttons) // self.per_page))

    def layout(self, rect: pygame.Rect, scale: float, row: int) -> int:
        """Fit the buttons in ``rect`` (rows of height ``row``); returns the height used."""
        self.rect = rect
        self.scale = scale
        gap = max(3, round(6 * scale))
        fit = max(1, (rect.height + gap) // (row + gap))
        if len(self.buttons) > fit:
            fit = max(1, fit - 1)            # room for the page arrows
        self.per_page = fit
        self.row = row
        self.gap = gap
        self.page = min(self.page, self.pages() - 1)
        return self.place()

    def place(self) -> int:
        rect, row, gap = self.rect, self.row, self.gap
        first = self.page * self.per_page
        shown = self.buttons[first:first + self.per_page]
        y = rect.y
        for b in self.buttons:
            b.visible = b in shown
            b.scale = self.scale
            b.hotkey = None
        for i, b in enumerate(shown):
            b.rect = pygame.Rect(rect.x, y, rect.width, row)
            b.hotkey = i + 1 if i < 9 else None
            y += row + gap
        paged = len(self.buttons) > self.per_page
        for arrow in (self.prev, self.next):
            arrow.visible = paged
            arrow.scale = self.scale
        if paged:
            half = (rect.width - gap) // 2
            self.prev.rect = pygame.Rect(rect.x, y, half, row)
            self.next.rect = pygame.Rect(rect.x + half + gap, y, half, row)
            self.prev.enabled = self.page > 0
            self.next.enabled = self.page < self.pages() - 1
            y += row + gap
        return y - rect.y

    def plan(self, button: ChoiceButton) -> Step | None:
        if button.visible:
            return Step(button)
        index = self.buttons.index(button)
        target = index // self.per_page
        return Step(self.next if target > self.page else self.prev)


class Toggle(Checkbox):
    """A checkbox whose label may be long (it shrinks to fit)."""

    def draw(self, surface: pygame.Surface) -> None:
        side = min(self.rect.height, round(22 * self.scale))
        box = pygame.Rect(self.rect.x, self.rect.centery - side // 2, side, side)
        lit = (self.hovered or self.focused) and self.enabled
        pygame.draw.rect(surface, pal.GOLD_LIGHT if lit else pal.PARCHMENT_LIGHT, box)
        pygame.draw.rect(surface, pal.INK if self.enabled else pal.INK_FAINT, box,
                         width=max(1, round(2 * self.scale)))
        if self.checked:
            a = (box.x + side * 0.2, box.y + side * 0.55)
            b = (box.x + side * 0.42, box.y + side * 0.78)
            c = (box.x + side * 0.82, box.y + side * 0.22)
            pygame.draw.lines(surface, pal.BURGUNDY, False, [a, b, c], max(2, round(3 * self.scale)))
        area = pygame.Rect(box.right + round(8 * self.scale), self.rect.y,
                           self.rect.right - box.right - round(8 * self.scale), self.rect.height)
        fit_text(surface, label_text(self.label), area, "body", max(11, round(18 * self.scale)),
                 pal.INK if self.enabled else pal.INK_FAINT, centred=False)


class FitChooser(Chooser):
    """A chooser whose value shrinks to fit between its arrows, as ``fit_text`` shrinks a
    button's words: a family's name of 20 characters is whole at 150 % in a 1280x720 window.
    A value too wide even at 80 % (twenty Ws) ends in "…" and is ``elided``: its scene shows
    it whole while the pointer is on it or it has the focus."""

    def value_area(self) -> pygame.Rect:
        """Between the arrows, less a small margin each side."""
        left, _right = self.arrow_rects()
        return self.rect.inflate(-2 * left.width - round(4 * self.scale), 0)

    def shown(self) -> tuple[str, int]:
        """The words drawn and their size: the whole value at the largest of 100, 90 and 80 %
        that fits, else as much of it as fits at 80 %, then "…"."""
        whole, room = self.show(self.value), self.value_area().width
        for share in (1.0, 0.9, 0.8):
            size = round(self.font_size * share)
            if fonts.font("body", size).size(whole)[0] <= room:
                return whole, size
        face = fonts.font("body", size)
        cut = len(whole)
        while cut > 1 and face.size(whole[:cut].rstrip() + "…")[0] > room:
            cut -= 1
        return whole[:cut].rstrip() + "…", size

    @property
    def elided(self) -> bool:
        return self.shown()[0] != self.show(self.value)

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text, size = self.shown()
        image = fonts.text(text, "body", size, pal.INK if self.enabled else pal.INK_FAINT)
        blit_centred(surface, image, area, "body", size)


def write(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int, *,
          role: str = "body", colour: tuple[int, int, int] = pal.INK, anchor: str = "topleft") -> pygame.Rect:
    image = fonts.text(text, role, size, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def write_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, *,
                  role: str = "body", colour: tuple[int, int, int] = pal.INK, lines: int = 3) -> int:
    """Write ``text`` wrapped to ``rect``'s width (at most ``lines`` lines); the height used."""
    height = fonts.font(role, size).get_linesize()
    y = rect.y
    for line in fonts.wrap(text, role, size, rect.width)[:lines]:
        surface.blit(fonts.text(line, role, size, colour), (rect.x, y))
        y += height
    return y - rect.y

