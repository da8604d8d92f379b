"""Saving the game under a name in the saves folder (the play scene's Save, Ctrl+S)."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame

from game.shell import paths
from game.fief.controller import Controller
from game.shell.i18n import N_, _
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import DialogScene
from game.shell.stack import Shell
from game.shell.widgets import Button, TextInput


class SaveGameScene(DialogScene):
    """Save the game under a name in the saves folder (Enter saves, Esc cancels)."""

    def __init__(self, app: Shell, controller: Controller,
                 on_saved: Callable[[Path | str], None] | None = None) -> None:
        super().__init__(app)
        self.controller = controller
        self.on_saved = on_saved               # the table says where the game went
        default = time.strftime("%Y-%m-%d %H.%M")
        self.name_input = TextInput(default, max_length=40, allowed=lambda ch: ch.isprintable() and ch not in '/\\:*?"<>|')
        self.save_button = Button(N_("Save"), self.save, primary=True)
        self.cancel_button = Button(N_("Cancel"), self.close)
        for w in (self.name_input, self.save_button, self.cancel_button):
            self.form.add(w)
        self.form.set_focus(self.name_input)
        self.name_input.select_all()           # a name typed replaces the date (issue 36)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message = ""
        self.saved: Path | str | None = None

    def path(self) -> Path:
        stem = self.name_input.text.strip() or "game"
        return paths.saves_dir() / f"{stem}.json"

    def save(self) -> None:
        try:
            self.saved = self.controller.save_as(self.path())
        except OSError as exc:
            self.message = _("The game could not be saved ({error}).").format(error=exc.strerror or exc)
            return
        self.close()
        if self.on_saved is not None:
            self.on_saved(self.saved)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Enter saves from anywhere in the dialog, the name field included (whose own Enter
        would only move the focus on, issue 19)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.focus is not self.cancel_button:
            self.save()
            return None
        return super().handle_event(event)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(700), w - 40), self.px(300))
        self.panel.center = (w // 2, h // 2)
        self.name_input.rect = pygame.Rect(self.panel.x + self.px(50), self.panel.y + self.px(120),
                                     self.panel.width - self.px(100), self.px(48))
        self.save_button.rect = pygame.Rect(0, 0, self.px(200), self.px(50))
        self.save_button.rect.bottomright = (self.panel.right - self.px(50), self.panel.bottom - self.px(30))
        self.cancel_button.rect = pygame.Rect(0, 0, self.px(200), self.px(50))
        self.cancel_button.rect.bottomright = (self.save_button.rect.x - self.px(16), self.panel.bottom - self.px(30))
        for wdg in self.form.widgets:
            wdg.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("Save the game"), (self.panel.centerx, self.panel.y + self.px(54)), 42)
        self.write(surface, _("Name"), (self.name_input.rect.x, self.name_input.rect.y - self.px(6)), size=19,
                   role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        if self.message:
            self.write(surface, self.message, (self.panel.x + self.px(50), self.name_input.rect.bottom + self.px(10)),
                       size=18, role="bold", colour=pal.ERROR)
        self.form.draw(surface)
