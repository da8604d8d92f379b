"""The settings screen: every change applies at once and is saved."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.shell import settings as prefs
from game.shell.i18n import LANGUAGES, N_, _
from game.shell import decor
from game.shell.base import MenuScene
from game.shell.stack import Shell
from game.shell.widgets import Button, Checkbox, Chooser, Widget


class SettingsScene(MenuScene):
    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        s = app.settings
        resolutions = list(prefs.RESOLUTIONS)
        if s.resolution not in resolutions:
            resolutions.append(s.resolution)
        self.resolution = Chooser(resolutions, resolutions.index(s.resolution),
                                  show=lambda r: f"{r[0]} × {r[1]}",
                                  on_change=lambda v: self.change(resolution=v))
        self.fullscreen = Checkbox(N_("Full screen (F11)"), s.fullscreen,
                                   on_change=lambda v: self.change(fullscreen=v))
        self.ui_scale = Chooser(prefs.UI_SCALES, prefs.UI_SCALES.index(s.ui_scale),
                                show=lambda v: f"{round(v * 100)} %",
                                on_change=lambda v: self.change(ui_scale=v))
        self.speed = Chooser(prefs.ANIMATION_SPEEDS, prefs.ANIMATION_SPEEDS.index(s.animation_speed),
                             show=lambda v: f"× {v:g}", on_change=lambda v: self.change(animation_speed=v))
        self.ceremony_pause = Chooser(prefs.CEREMONY_PAUSES, prefs.CEREMONY_PAUSES.index(s.ceremony_pause),
                             show=pause_words, on_change=lambda v: self.change(ceremony_pause=v))
        self.volume = Chooser(prefs.VOLUMES, prefs.VOLUMES.index(s.volume),
                              show=lambda v: f"{v} %", on_change=lambda v: self.change(volume=v))
        self.language = Chooser(prefs.LANGUAGES, prefs.LANGUAGES.index(s.language),
                                show=lambda v: LANGUAGES[v], on_change=lambda v: self.change(language=v))
        self.colourblind = Checkbox(N_("Colour-blind: safe colours and family patterns"), s.colourblind,
                                    on_change=lambda v: self.change(colourblind=v))
        self.your_turn = Checkbox(N_("A sound when it is your turn"), s.your_turn,
                                  on_change=lambda v: self.change(your_turn=v))
        self.back_button = Button(N_("Back"), self.back, primary=True)
        self.rows: list[tuple[str, Widget]] = [
            (N_("Window size"), self.resolution),
            (N_("Display"), self.fullscreen),
            (N_("Interface scale"), self.ui_scale),
            (N_("Animation speed"), self.speed),
            (N_("After a ceremony"), self.ceremony_pause),
            (N_("Volume"), self.volume),
            (N_("Language"), self.language),
            (N_("Colours"), self.colourblind),
            (N_("Your turn"), self.your_turn),
        ]
        for _label, widget in self.rows:
            self.form.add(widget)
        self.form.add(self.back_button)
        self.form.set_focus(self.resolution)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_scale = 1.0
        self.pointer = (-1, -1)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos         # where the click that changes a setting was
        return super().handle_event(event)

    def change(self, **values: Any) -> None:
        pointer = self.pointer
        under = next((w for _label, w in self.rows if w.rect.collidepoint(pointer)), None)
        spot = pointer_spot(under, pointer) if under is not None else None
        self.app.apply_settings(replace(self.app.settings, **values))
        if under is not None and spot is not None:
            self.pointer = keep_pointer(under, spot)


    def settings_changed(self) -> None:
        """F11 or another scene changed the settings: show the current values."""
        s = self.app.settings
        self.fullscreen.checked = s.fullscreen
        self.colourblind.checked = s.colourblind
        self.your_turn.checked = s.your_turn
        super().settings_changed()

    def layout(self) -> None:
        w, h = self.size
        pw = min(self.px(900), w - self.px(40))
        rh, gap = self.px(48), self.px(14)
        ph = min(self.px(150) + len(self.rows) * (rh + gap) + self.px(110), h - self.px(40))
        # On a small window at a large UI scale the rows close up, words and all, so that
        # every one stays on the panel (issue 20: labels whole).
        room = ph - self.px(130) - self.px(100)
        self.row_scale = min(1.0, room / (len(self.rows) * (rh + gap)))
        rh, gap = round(rh * self.row_scale), round(gap * self.row_scale)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + round(pw * 0.45)
        y = self.panel.y + self.px(130)
        for _label, widget in self.rows:
            widget.rect = pygame.Rect(x, y, self.panel.right - self.px(60) - x, rh)
            y += rh + gap
        self.back_button.rect = pygame.Rect(0, 0, self.px(220), self.px(54))
        self.back_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(36))
        for widget in self.form.widgets:
            widget.scale = self.scale * (self.row_scale if widget is not self.back_button else 1.0)

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("Settings"), (self.panel.centerx, self.panel.y + self.px(62)), 56)
        for label, widget in self.rows:
            self.write(surface, _(label), (self.panel.x + self.px(60), widget.rect.centery),
                       size=24 * self.row_scale, anchor="midleft")
        self.form.draw(surface)


def pause_words(seconds: float) -> str:
    """How a finished ceremony no one here answered in goes on (the ceremony_pause setting)."""
    if not seconds:
        return _("wait for Continue")
    return _("go on after {seconds:g} s").format(seconds=seconds)


def pointer_spot(widget: Widget, pointer: tuple[int, int]) -> tuple[str, float, float]:
    """Where the pointer is on ``widget``: on a chooser's left or right arrow, or elsewhere
    (as fractions of its size)."""
    rect = widget.rect
    fx, fy = (pointer[0] - rect.x) / max(1, rect.width), (pointer[1] - rect.y) / max(1, rect.height)
    if isinstance(widget, Chooser):
        left, right = widget.arrow_rects()
        if left.collidepoint(pointer):
            return "left", fx, fy
        if right.collidepoint(pointer):
            return "right", fx, fy
    return "body", fx, fy


def keep_pointer(widget: Widget, spot: tuple[str, float, float]) -> tuple[int, int]:
    """After a change that lays the page out again (the interface scale, the window size),
    put the pointer back on the same part of the same control, so that the next click steps
    it again instead of landing on another row (issue 36, defect 13)."""
    part, fx, fy = spot
    if isinstance(widget, Chooser) and part in ("left", "right"):
        target = widget.arrow_rects()[0 if part == "left" else 1].center
    else:
        target = (widget.rect.x + round(fx * widget.rect.width),
                  widget.rect.y + round(fy * widget.rect.height))
    if target != pygame.mouse.get_pos():
        pygame.mouse.set_pos(target)
    return target
