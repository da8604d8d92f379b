"""The title screen: New game, Tutorial, Join a LAN game, Continue, Load, Settings, Quit."""
from __future__ import annotations

import pygame

from game.shell import save_slots, saves
from game.shell.i18n import N_, _
from game.middle_ages.setup import MASetupScene
from game.shell.paths import autosave_path
from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.join import JoinScene
from game.shell.load import LoadScene
from game.fief.scenes.play import PlayScene
from game.shell.save_folder import FolderNotice
from game.shell.settings_menu import SettingsScene
from game.fief.scenes.setup import SetupScene
from game.shell.stack import Shell
from game.fief.tutorial_game import tutorial_table
from game.fief.ui.tutorial import Coach
from game.shell.widgets import Button

FAMILY_ORDER = ("blue", "red", "green", "yellow", "magenta", "white")


class TitleScene(UIScene):
    still = True        # drawn on input only (game/shell/pacing.py)

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.new_button = Button(N_("New game"), self.new_game, primary=True)
        self.tutorial_button = Button(N_("Tutorial"), self.start_tutorial)
        self.ma_button = Button(N_("New game of Middle-Ages"), self.new_ma_game)
        self.join_button = Button(N_("Join a LAN game"), self.join_game)
        self.continue_button = Button(N_("Continue"), self.continue_game)
        self.load_button = Button(N_("Load"), self.load_game)
        self.settings_button = Button(N_("Settings"), self.open_settings)
        self.quit_button = Button(N_("Quit"), self.quit)
        for button in (self.new_button, self.tutorial_button, self.ma_button, self.join_button, self.continue_button, self.load_button,
                       self.settings_button, self.quit_button):
            self.form.add(button)
        self.folder = FolderNotice(app)            # a save folder that cannot be written
        self.form.add(self.folder.button)
        self.menu_rect = pygame.Rect(0, 0, 0, 0)

    def resume(self) -> None:
        self.folder.check()
        self.continue_button.enabled = saves.has_autosave()
        if self.form.focus is None or not self.form.focus.enabled:
            self.form.set_focus(self.new_button)

    # ----- actions -------------------------------------------------------------------------
    def new_game(self) -> None:
        self.stack.push(SetupScene(self.app))

    def start_tutorial(self) -> None:
        """The tutorial's prepared round against three computer families (game.fief.tutorial_game),
        with the coach's prompts (game.fief.ui.tutorial)."""
        kept = save_slots.keep_unfinished(autosave_path()) if self.app.persist else None
        table = tutorial_table()
        scene = PlayScene(self.app, table.setup, table=table)
        scene.tell_kept(kept)               # an unfinished game is kept, and said so
        scene.guides.coach = Coach()
        self.stack.push(scene)

    def new_ma_game(self) -> None:
        self.stack.push(MASetupScene(self.app))

    def join_game(self) -> None:
        self.stack.push(JoinScene(self.app))

    def continue_game(self) -> None:
        self.app.open_save(autosave_path())

    def load_game(self) -> None:
        self.stack.push(LoadScene(self.app))

    def open_settings(self) -> None:
        self.stack.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.quit()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.form.focus is self.quit_button:
                self.quit()
            else:
                self.form.set_focus(self.quit_button)
            return None
        return event

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        bw, bh, gap = self.px(380), self.px(54), self.px(14)
        buttons = [b for b in self.form.widgets if b is not self.folder.button]
        needed = len(buttons) * (bh + gap)
        # Keep every button on a small window at a large UI scale: the menu rises toward the
        # title, then its buttons and their words shrink together (issue 20: labels whole).
        top = max(round(h * 0.32), min(round(h * 0.47), h - self.px(44) - needed))
        room = h - top - self.px(44)
        shrink = 1.0
        if needed > room:
            shrink = room / needed
            bh, gap = round(room / len(buttons) * 0.8), round(room / len(buttons) * 0.2)
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, top + i * (bh + gap))
            button.scale = self.scale * shrink
        self.menu_rect = pygame.Rect(0, 0, bw + self.px(90), len(buttons) * (bh + gap) + self.px(60))
        self.menu_rect.midtop = (w // 2, top - self.px(34))
        self.folder.layout(self.menu_rect, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        w, h = self.size
        self._heading(surface, self._heading_fit())
        self._shields(surface, self.menu_rect)
        decor.panel(surface, self.menu_rect, self.scale)
        self.folder.draw(surface, self.scale)
        self.form.draw(surface)
        self.write(surface, _("Arrows and Enter to choose · F11 full screen"),
                   (self.px(24), h - self.px(20)), size=18, role="italic", colour=pal.INK_SOFT,
                   anchor="bottomleft")
        self.write(surface, f"v{self.app.version}", (w - self.px(24), h - self.px(20)), size=18,
                   role="italic", colour=pal.INK_SOFT, anchor="bottomright")

    def _heading_fit(self) -> float:
        """How much the title, its subtitle and its line shrink to stand whole between the
        window's top and the menu (a small window at a large UI scale, issue 20)."""
        title_h = fonts.text("Fief", "title", self.px(170), pal.INK).get_height()
        sub_h = fonts.text("France 1429", "title", self.px(60), pal.INK).get_height()
        line_h = fonts.font("italic", self.px(24)).get_linesize()
        top = round(self.size[1] * 0.25) - title_h
        bottom = round(self.size[1] * 0.25) - self.px(8) + sub_h + self.px(36) + line_h
        if top >= 0 and bottom <= self.menu_rect.top:
            return 1.0
        return max(0.3, (self.menu_rect.top - self.px(8)) / (bottom - top))

    def _heading(self, surface: pygame.Surface, k: float) -> None:
        w, h = self.size
        px = self.px
        title = fonts.text("Fief", "title", round(px(170) * k), pal.INK)
        base = round(h * 0.25) if k == 1.0 else px(4) + title.get_height()
        title_rect = title.get_rect(midbottom=(w // 2, base))
        shadow = fonts.text("Fief", "title", round(px(170) * k), pal.GOLD)
        surface.blit(shadow, title_rect.move(round(px(4) * k), round(px(4) * k)))
        surface.blit(title, title_rect)
        sub = fonts.text("France 1429", "title", round(px(60) * k), pal.BURGUNDY)
        sub_rect = sub.get_rect(midtop=(w // 2, title_rect.bottom - round(px(8) * k)))
        surface.blit(sub, sub_rect)
        decor.rule(surface, (w // 2, sub_rect.bottom + round(px(18) * k)), round(px(520) * k), self.scale * k)
        self.write(surface, _("Noble families, marriages, elections, plague and sieges"),
                   (w // 2, sub_rect.bottom + round(px(36) * k)), size=24 * k, role="italic",
                   colour=pal.INK_SOFT, anchor="midtop")

    def _shields(self, surface: pygame.Surface, menu: pygame.Rect) -> None:
        """The six family colours as shields flanking the menu, three a side."""
        sw, sh = self.px(54), self.px(66)
        colourblind = self.app.settings.colourblind
        for i, colour in enumerate(FAMILY_ORDER):
            side = -1 if i < 3 else 1
            row = i % 3
            x = menu.centerx + side * (menu.width // 2 + self.px(80)) - sw // 2
            y = menu.y + self.px(34) + row * (sh + self.px(46))
            decor.shield(surface, pygame.Rect(x, y, sw, sh), pal.family(colour, colourblind),
                         width=max(2, self.px(3)))
