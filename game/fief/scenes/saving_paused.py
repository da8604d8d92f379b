"""The dialog of a game that cannot be saved (issue 18, fault 2), over the play scene.

While the host says ``saving.paused`` nothing is applied and the computer players wait; the
players read why and where, and answer "Try again" (the host writes the whole save again) or
"Play on without saving". The dialog closes itself as soon as the host no longer says paused
(whoever answered: on a LAN another player may). It reads the session's lobby each frame,
since the play scene below is not updated while the dialog covers it.
"""
from __future__ import annotations

import pygame

from game.fief.controller import Controller
from game.shell.i18n import N_, _, say
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.saving_banner import SavingState, draw_notices
from game.shell.widgets import Button


def saving_state(controller: Controller) -> SavingState:
    """Saving as the last lobby message and the autosave said it."""
    return SavingState.of(controller.lobby, controller.autosave_problem)


def paused_dialog(app: Shell, controller: Controller) -> SavingPausedScene | None:
    """The dialog to open now, or None when the game is not paused for saving."""
    return SavingPausedScene(app, controller) if saving_state(controller).paused else None


def draw_saving_notices(surface: pygame.Surface, area: pygame.Rect, controller: Controller,
                        scale: float) -> None:
    """The lasting notices over the map: not saved, the autosave failed, the host's troubles
    (above the band where the scene's toasts appear)."""
    lines = saving_state(controller).notices()
    if lines:
        draw_notices(surface, area.inflate(0, -round(130 * scale)), lines, scale)


class SavingPausedScene(UIScene):
    """"The game cannot be saved: <reason>", the folder, and the players' two answers."""

    transparent = True

    def __init__(self, app: Shell, controller: Controller) -> None:
        super().__init__(app)
        self.controller = controller
        self.state = saving_state(controller)
        self.refusal = ""                       # the host's answer when an answer is refused
        self.retry_button = Button(N_("Try again"), lambda: self.answer("retry"), primary=True)
        self.go_on_button = Button(N_("Play on without saving"), lambda: self.answer("go_on"))
        for button in (self.retry_button, self.go_on_button):
            self.form.add(button)
        self.form.set_focus(self.retry_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def answer(self, choice: str) -> None:
        result = self.controller.session.saving(choice)
        self.refusal = "" if result else say(result.message, result.template, result.values)
        self.update(0.0)

    def update(self, dt: float) -> None:
        super().update(dt)
        lobby = self.controller.session.lobby()
        if lobby is not None:
            self.state = SavingState.of(lobby, self.controller.autosave_problem)
        if not self.state.paused and self.stack.top is self:
            self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return None          # modal: the game is paused, nothing reaches the board

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(860), w - 40), min(self.px(420), h - 40))
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.px(330), self.px(54)
        for i, button in enumerate((self.retry_button, self.go_on_button)):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midbottom = (self.panel.centerx + (i * 2 - 1) * (bw // 2 + self.px(12)),
                                     self.panel.bottom - self.px(34))
            button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("The game is paused"),
                     (self.panel.centerx, self.panel.y + self.px(52)), 44)
        area = self.panel.inflate(-self.px(80), 0)
        area.y = self.panel.y + self.px(96)
        area.y += self.write_wrapped(surface, self.state.cannot_save(), area, size=24,
                                     role="bold", colour=pal.ERROR, centred=True)
        area.y += self.px(8) + self.write_wrapped(surface, self.state.folder_line(), area,
                                                  size=20, colour=pal.INK_SOFT, centred=True)
        if self.refusal:
            self.write_wrapped(surface, self.refusal, area, size=20, colour=pal.ERROR, centred=True)
        self.form.draw(surface)
