"""Transparent scenes drawn over another: the pause menu and message boxes."""
from __future__ import annotations

from typing import Callable

import pygame

from game.shell.i18n import N_, _
from game.shell import decor
from game.shell.base import UIScene
from game.shell.settings_menu import SettingsScene
from game.shell.stack import Shell
from game.shell.widgets import Button, Label, label_text


class PauseScene(UIScene):
    """Esc on the board: Resume, Settings, Quit to title, over the dimmed board."""

    transparent = True
    still = True

    def __init__(self, app: Shell, save_first: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.save_first = save_first   # a game: quitting asks first, and offers to save
        self.resume_button = Button(N_("Resume"), self.close, primary=True)
        self.settings_button = Button(N_("Settings"), self.open_settings)
        self.quit_button = Button(N_("Quit to title"), self.quit_to_title)
        for button in (self.resume_button, self.settings_button, self.quit_button):
            self.form.add(button)
        self.form.set_focus(self.resume_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        self.stack.pop()

    def open_settings(self) -> None:
        self.stack.push(SettingsScene(self.app))

    def quit_to_title(self) -> None:
        if self.save_first is None:
            self.app.back_to_title()
        else:
            self.stack.push(QuitGameScene(self.app, self.save_first))

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        return None  # modal: nothing reaches the board below

    def layout(self) -> None:
        w, h = self.size
        bw, bh, gap = self.px(320), self.px(54), self.px(14)
        self.panel = pygame.Rect(0, 0, bw + self.px(100), self.px(130) + 3 * (bh + gap) + self.px(30))
        self.panel.center = (w // 2, h // 2)
        for i, button in enumerate(self.form.widgets):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, self.panel.y + self.px(120) + i * (bh + gap))
            button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("Paused"), (self.panel.centerx, self.panel.y + self.px(62)), 52)
        self.form.draw(surface)


class MessageScene(UIScene):
    """A modal message with one OK button (errors, refusals, notices)."""

    transparent = True

    def __init__(self, app: Shell, title: Label, body: Label,
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.on_close = on_close
        self.ok_button = Button(N_("OK"), self.close, primary=True)
        self.form.add(self.ok_button)
        self.form.set_focus(self.ok_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        self.stack.pop()
        if self.on_close:
            self.on_close()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
        return None

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(760), w - 40), min(self.px(380), h - 40))
        self.panel.center = (w // 2, h // 2)
        self.ok_button.rect = pygame.Rect(0, 0, self.px(200), self.px(52))
        self.ok_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(34))
        self.ok_button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, label_text(self.title), (self.panel.centerx, self.panel.y + self.px(56)),
                     44)
        area = self.panel.inflate(-self.px(90), 0)
        area.y, area.height = self.panel.y + self.px(104), self.px(160)
        self.write_wrapped(surface, label_text(self.body), area, size=24, centred=True)
        self.form.draw(surface)


class QuitGameScene(MessageScene):
    """Quit a game to the title? Save first, quit (the autosave keeps the game), or stay."""

    def __init__(self, app: Shell, save_first: Callable[[], None]) -> None:
        super().__init__(app, N_("Quit to the title?"),
                         N_("The autosave keeps this game for Continue; save it under a name "
                            "first to keep this moment."))
        self.ok_button.label = N_("Stay")
        self.save_first = save_first
        self.save_button = Button(N_("Save first"), self.save)
        self.quit_button = Button(N_("Quit to title"), self.quit)
        self.form.add(self.save_button)
        self.form.add(self.quit_button)

    def save(self) -> None:
        """Back to the game with the Save dialog open; quitting is asked again after."""
        stack = self.stack
        if self.is_top:
            stack.pop()
        if isinstance(stack.top, PauseScene):
            stack.pop()
        self.save_first()

    def quit(self) -> None:
        self.app.back_to_title()

    def layout(self) -> None:
        super().layout()
        bw, gap = self.px(200), self.px(16)
        y = self.ok_button.rect.y
        x = self.panel.centerx - (3 * bw + 2 * gap) // 2
        for button in (self.save_button, self.quit_button, self.ok_button):
            button.rect = pygame.Rect(x, y, bw, self.px(52))
            button.scale = self.scale
            x += bw + gap
