"""What the menu-like scenes share: a form of widgets, scaling, and drawing helpers."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.stack import Scene, Shell
from game.shell.form import Form
from game.shell.widgets import TextInput


class UIScene(Scene):
    """A scene laid out from the window size and the UI scale, holding one ``Form``."""

    still = False       # True: nothing moves by itself (forms, menus): drawn on input only
    shrink = 1.0        # the scene's own closing up, times the interface scale (``shrink_to``)

    def animating(self) -> bool:
        return not self.still

    def frame_key(self) -> Any:
        """A still page changes on input only, and with a text field's blinking caret."""
        if not self.still:
            return object()
        focus = self.form.focus
        caret = isinstance(focus, TextInput) and focus.caret_shown()
        return (self.size, self.scale, id(focus), caret)

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.form = Form()
        self.size = app.size if app is not None else (1600, 900)

    @property
    def scale(self) -> float:
        """The interface scale (the window's and the player's), times the scene's shrink."""
        return (self.shell.scale if self.shell is not None else 1.0) * self.shrink

    def shrink_to(self, width: float, height: float | None = None, margin: int = 20) -> None:
        """Close the whole scene up, words and all, when ``width`` x ``height`` (in units of
        the interface scale; no height: the width alone) and ``margin`` px each side are
        larger than the window: a large scale in a small window (150 % at 1280x720) keeps
        every control whole and apart (issue 20). Every size the scene lays out and draws
        through ``px`` follows."""
        self.shrink = 1.0
        w, h = self.size[0] - 2 * margin, self.size[1] - 2 * margin
        room = [w / (width * self.scale)] + ([h / (height * self.scale)] if height else [])
        self.shrink = min(1.0, *room)
        for widget in self.form.widgets:
            widget.scale = self.scale

    def shrink_to_fit(self, needed: Callable[[], int], margin: int = 20) -> int:
        """After ``shrink_to``'s width, close up further while the height the content
        ``needed()`` at this shrink is taller than the window less ``margin`` px each side
        (words wrap differently once smaller: one step, or two for the rounding); the last
        height measured."""
        room = self.size[1] - 2 * margin
        height = needed()
        for _attempt in range(4):
            if height <= room:
                break
            self.shrink *= room / height
            for widget in self.form.widgets:
                widget.scale = self.scale
            height = needed()
        return height

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for widget in self.form.widgets:
            widget.scale = self.scale
        self.layout()

    def layout(self) -> None:
        """Place the widgets for ``self.size``."""

    def settings_changed(self) -> None:
        """Preferences changed (language, colours, scale): drop anything drawn from them."""
        self.resize(self.size)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.form.handle_event(event):
            return None
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Events the form did not use; return None to consume."""
        return event

    def update(self, dt: float) -> None:
        self.form.update(dt)

    # ----- drawing helpers -----------------------------------------------------------------
    def background(self, surface: pygame.Surface) -> None:
        surface.blit(decor.parchment(surface.get_size()), (0, 0))

    def heading(self, surface: pygame.Surface, text: str, centre: tuple[int, int],
                size: float = 54) -> pygame.Rect:
        image = fonts.text(text, "title", self.px(size), pal.INK)
        rect = image.get_rect(center=centre)
        surface.blit(image, rect)
        return rect

    def write(self, surface: pygame.Surface, text: str, pos: tuple[int, int], *,
              size: float = 24, role: str = "body", colour: tuple[int, int, int] = pal.INK,
              anchor: str = "topleft") -> pygame.Rect:
        image = fonts.text(text, role, self.px(size), colour)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def write_wrapped(self, surface: pygame.Surface, text: str, rect: pygame.Rect, *,
                      size: float = 24, role: str = "body",
                      colour: tuple[int, int, int] = pal.INK, centred: bool = False) -> int:
        """Write ``text`` wrapped to ``rect``'s width; returns the height used."""
        y = rect.y
        line_height = fonts.font(role, self.px(size)).get_linesize()
        for line in fonts.wrap(text, role, self.px(size), rect.width):
            image = fonts.text(line, role, self.px(size), colour)
            if centred:
                surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            else:
                surface.blit(image, (rect.x, y))
            y += line_height
        return y - rect.y


class DialogScene(UIScene):
    """A dialog over the scene below it (drawn under the dim): modal, Esc closes it."""

    transparent = True
    still = True

    def close(self) -> None:
        if self.is_top:
            self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        return None                      # modal: nothing reaches the scene below


class MenuScene(UIScene):
    """A menu page over the title: Back (or Escape) returns to the page below."""

    still = True

    def centre_panel(self, width: float, height: float) -> None:
        """The page's parchment: at most ``width`` x ``height`` (at UI scale 1), centred,
        keeping a margin to the window's edges."""
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(width), w - self.px(40)),
                                 min(self.px(height), h - self.px(40)))
        self.panel.center = (w // 2, h // 2)

    def inner(self) -> pygame.Rect:
        """The panel less its margins: where the page's widgets go."""
        return self.panel.inflate(-self.px(80), -self.px(60))

    def draw_page(self, surface: pygame.Surface, title: str, size: float) -> pygame.Rect:
        """The background, the parchment and the page's title; returns ``inner``."""
        self.background(surface)
        decor.panel(surface, self.panel, self.scale)
        inner = self.inner()
        self.heading(surface, title, (self.panel.centerx, inner.y + self.px(26)), size)
        return inner

    def back(self) -> None:
        self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        return event
