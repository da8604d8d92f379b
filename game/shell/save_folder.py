"""A save folder that cannot be written (issue 18, fault 3): said on the title screen with its
path, and a page to choose another.

Without it, a read-only home or a full quota let a game be played with no save and no journal,
and nobody was told. ``FolderNotice`` is the title's part (the sentence, the log line and the
button); ``SaveFolderScene`` the page where the player types another folder, which is kept
only once a file has really been written there (``game.shell.paths.choose_data_dir``).
"""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.shell import paths
from game.shell.i18n import N_, _
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.saving_banner import draw_notices
from game.shell.widgets import Button, TextInput

log = logging.getLogger(__name__)


class FolderNotice:
    """The title's notice: checked each time the title shows, logged when it appears."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.problem: str | None = None
        self.button = Button(N_("Choose another folder"), self.choose)
        self.button.visible = False
        self.area = pygame.Rect(0, 0, 0, 0)        # where the sentence goes (``layout``)

    def check(self) -> None:
        problem = paths.data_problem()
        if problem is not None and problem != self.problem:
            log.error("%s; the games played now are not saved", problem)
        self.problem = problem
        self.button.visible = problem is not None

    def choose(self) -> None:
        self.app.stack.push(SaveFolderScene(self.app))

    def text(self) -> str:
        return _("Games cannot be saved: {problem}. Choose another folder.").format(
            problem=self.problem) if self.problem else ""

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """The sentence in its area, the button under it."""
        if self.problem:
            draw_notices(surface, self.area, [self.text()], scale)

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """The sentence in ``area`` (under the title's menu, where the title has nothing),
        the button at its foot."""
        button_h = round(46 * scale)
        self.area = pygame.Rect(area.x, area.y, area.width, max(1, area.height - button_h))
        self.button.rect = pygame.Rect(area.x, self.area.bottom, area.width, button_h)
        self.button.scale = scale


class SaveFolderScene(UIScene):
    """Type a folder; "Use this folder" keeps it if saves can be written there."""

    transparent = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.folder_input = TextInput(str(paths.wanted_data_dir()), max_length=300)
        self.use_button = Button(N_("Use this folder"), self.use, primary=True)
        self.back_button = Button(N_("Back"), self.close)
        for widget in (self.folder_input, self.use_button, self.back_button):
            self.form.add(widget)
        self.form.set_focus(self.folder_input)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.message = ""

    def use(self) -> None:
        text = self.folder_input.text.strip()
        problem = paths.choose_data_dir(Path(text)) if text else _("no folder given")
        if problem is not None:
            self.message = _("Not this one: {problem}.").format(problem=problem)
            return
        self.close()

    def close(self) -> None:
        if self.is_top:
            self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.use()
        return None

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(900), w - 40), self.px(330))
        self.panel.center = (w // 2, h // 2)
        self.folder_input.rect = pygame.Rect(self.panel.x + self.px(50), self.panel.y + self.px(130),
                                             self.panel.width - self.px(100), self.px(48))
        for i, button in enumerate((self.use_button, self.back_button)):
            button.rect = pygame.Rect(0, 0, self.px(260), self.px(50))
            button.rect.bottomright = (self.panel.right - self.px(50) - i * self.px(276),
                                       self.panel.bottom - self.px(30))
        for widget in self.form.widgets:
            widget.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("Where to keep saved games"),
                     (self.panel.centerx, self.panel.y + self.px(54)), 40)
        self.write(surface, _("Folder"), (self.folder_input.rect.x,
                                          self.folder_input.rect.y - self.px(6)),
                   size=19, role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        if self.message:
            area = pygame.Rect(self.folder_input.rect.x, self.folder_input.rect.bottom + self.px(8),
                               self.folder_input.rect.width, self.px(60))
            self.write_wrapped(surface, self.message, area, size=18, role="bold",
                               colour=pal.ERROR)
        self.form.draw(surface)
