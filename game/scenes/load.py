"""Choose a saved game to open."""
from __future__ import annotations

from functools import partial

import pygame

from game import saves
from game.i18n import N_, _
from game.render import decor
from game.render import palette as pal
from game.scenes.base import MenuScene
from game.scenes.stack import Shell
from game.ui.widgets import Button

SHOWN = 8


class LoadScene(MenuScene):
    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.saves = saves.list_saves()[:SHOWN]
        self.save_buttons = [
            Button(partial(str, f"{info.title} — {info.modified:%Y-%m-%d %H:%M}"),
                   partial(self.app.open_save, info.path))
            for info in self.saves
        ]
        for button in self.save_buttons:
            self.form.add(button)
        self.back_button = Button(N_("Back"), self.back, primary=True)
        self.form.add(self.back_button)
        self.form.set_focus(self.save_buttons[0] if self.save_buttons else self.back_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self) -> None:
        w, h = self.size
        bh, gap = self.px(50), self.px(10)
        rows = max(1, len(self.save_buttons))
        self.panel = pygame.Rect(0, 0, min(self.px(900), w - 40),
                                 min(self.px(260) + rows * (bh + gap), h - 40))
        self.panel.center = (w // 2, h // 2)
        for i, button in enumerate(self.save_buttons):
            button.rect = pygame.Rect(0, 0, self.panel.width - self.px(140), bh)
            button.rect.midtop = (self.panel.centerx, self.panel.y + self.px(120) + i * (bh + gap))
        self.back_button.rect = pygame.Rect(0, 0, self.px(220), self.px(54))
        self.back_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(34))
        for widget in self.form.widgets:
            widget.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("Load a game"), (self.panel.centerx, self.panel.y + self.px(62)), 52)
        if not self.saves:
            self.write(surface, _("No saved games yet."), (self.panel.centerx, self.panel.y + self.px(140)),
                       size=26, role="italic", colour=pal.INK_SOFT, anchor="midtop")
        self.form.draw(surface)
