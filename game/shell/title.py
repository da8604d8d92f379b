"""The title screen of the collection: the collection's name, one card per game (its name, its
line, how many play and how long, its picture, its buttons: New game, its tutorial, Continue
(the game's own autosave, greyed when it has none: issue 36, item 7), its rules) and, beside
them, what the games share: Join a LAN game, Load, Settings, Quit. The
games are the application's collection (game/clients.py), in its order; the first game's New
game has the focus, so Enter starts one (the smoke run does)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.shell import decor, fonts, saves
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.contract import GameClient, Opener, collection_of
from game.shell.i18n import N_, _
from game.shell.join import JoinScene
from game.shell.load import LoadScene
from game.shell.save_folder import FolderNotice
from game.shell.settings_menu import SettingsScene
from game.shell.stack import Shell
from game.shell.startup import NAME
from game.shell.title_cards import GameCard
from game.shell.widgets import Button

# The screen's parts in design units (a 1600x900 window at UI scale 1), shrunk together when
# the window is smaller or the UI scale larger (issue 20: labels whole).
MARGIN, GAP, TOP = 50, 36, 210          # the sides, between columns, where the cards start
CARD_W, CARD_H, MENU_W = 470, 560, 380
HEADING, SUBTITLE, FOOT = 92, 26, 50
MENU_BUTTON, MENU_GAP = 54, 14


class TitleScene(UIScene):
    still = True        # drawn on input only (game/shell/pacing.py)

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.continues: dict[str, Button] = {}       # each game's Continue, by game name
        self.cards = [GameCard(client, self.card_buttons(client))
                      for client in collection_of(app)]
        self.game_buttons = [b for card in self.cards for b in card.buttons]
        self.new_button = self.game_buttons[0]       # the first game's New game
        self.new_button.primary = True
        self.join_button = Button(N_("Join a LAN game"), self.join_game)
        self.load_button = Button(N_("Load"), self.load_game)
        self.settings_button = Button(N_("Settings"), self.open_settings)
        self.quit_button = Button(N_("Quit"), self.quit)
        self.menu_buttons = [self.join_button, self.load_button, self.settings_button,
                             self.quit_button]
        for button in (*self.game_buttons, *self.menu_buttons):
            self.form.add(button)
        self.folder = FolderNotice(app)            # a save folder that cannot be written
        self.form.add(self.folder.button)
        self.menu_rect = pygame.Rect(0, 0, 0, 0)
        self.k = 1.0                                # the shrink of the whole screen

    def card_buttons(self, client: GameClient) -> list[Button]:
        """The game's own buttons (its new game first), its Continue, then its rules."""
        buttons = [Button(entry.label, self.opener(entry.open)) for entry in client.entries]
        self.continues[client.game] = Button(N_("Continue"), lambda: self.continue_game(client))
        return buttons + [self.continues[client.game],
                          Button(N_("Rules"), self.opener(client.rules_help))]

    def button(self, label: str, game: str | None = None) -> Button:
        """A game's button by its words' message id ("Tutorial"), in ``game``'s card or the
        first card that has one (for tests and tools)."""
        return next(b for card in self.cards if game in (None, card.client.game)
                    for b in card.buttons if b.label == label)

    def opener(self, open_scene: Opener) -> Callable[[], None]:
        """A button's action: the game's scene pushed over the title."""
        def push() -> None:
            self.stack.push(open_scene(self.app))
        return push

    def resume(self) -> None:
        self.folder.check()
        for client in collection_of(self.app):
            path = saves.continue_path(client.game, client.owns_save)
            self.continues[client.game].enabled = path is not None
        if self.form.focus is None or not self.form.focus.enabled:
            self.form.set_focus(self.new_button)

    # ----- actions -------------------------------------------------------------------------
    def join_game(self) -> None:
        self.stack.push(JoinScene(self.app))

    def continue_game(self, client: GameClient) -> None:
        """Open the game's autosave (gone since the title was drawn: the button greys)."""
        path = saves.continue_path(client.game, client.owns_save)
        if path is None:
            self.resume()
            return
        self.app.open_save(path)

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

    # ----- layout ----------------------------------------------------------------------------
    def u(self, value: float) -> int:
        """Design units to pixels, at the UI scale and the screen's shrink."""
        return max(1, round(value * self.scale * self.k))

    def layout(self) -> None:
        w, h = self.size
        columns = len(self.cards)
        width = 2 * MARGIN + columns * CARD_W + columns * GAP + MENU_W
        height = TOP + CARD_H + FOOT
        self.k = min(1.0, w / (width * self.scale), h / (height * self.scale))
        u, left = self.u, (w - self.u(width)) // 2
        for i, card in enumerate(self.cards):
            rect = pygame.Rect(left + u(MARGIN) + i * (u(CARD_W) + u(GAP)), u(TOP),
                               u(CARD_W), u(CARD_H))
            card.layout(rect, u, self.scale * self.k)
        x = left + u(MARGIN) + columns * (u(CARD_W) + u(GAP))
        buttons = len(self.menu_buttons)
        self.menu_rect = pygame.Rect(x, u(TOP), u(MENU_W),
                                     u(70) + buttons * (u(MENU_BUTTON) + u(MENU_GAP)) + u(20))
        for i, button in enumerate(self.menu_buttons):
            button.rect = pygame.Rect(0, 0, self.menu_rect.width - u(60), u(MENU_BUTTON))
            button.rect.midtop = (self.menu_rect.centerx,
                                  self.menu_rect.y + u(70) + i * (u(MENU_BUTTON) + u(MENU_GAP)))
            button.scale = self.scale * self.k
        below = pygame.Rect(x, self.menu_rect.bottom + u(12), u(MENU_W),
                            u(TOP + CARD_H) - self.menu_rect.bottom - u(12))
        self.folder.layout(below, self.scale * self.k)

    # ----- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        w, h = self.size
        u = self.u
        self._heading(surface)
        colourblind = self.app.settings.colourblind
        for card in self.cards:
            card.draw(surface, self.scale * self.k, colourblind)
        decor.panel(surface, self.menu_rect, self.scale * self.k)
        words = fonts.text(_("For every game"), "title", u(30), pal.INK)
        surface.blit(words, words.get_rect(midtop=(self.menu_rect.centerx,
                                                   self.menu_rect.y + u(18))))
        self.folder.draw(surface, self.scale * self.k)
        self.form.draw(surface)
        foot = h - max(u(20), (h - u(TOP + CARD_H)) // 2)
        self.write(surface, _("Arrows and Enter to choose · F11 full screen"),
                   (u(24), foot), size=18 * self.k, role="italic", colour=pal.INK_SOFT,
                   anchor="midleft")
        self.write(surface, f"v{self.app.version}", (w - u(24), foot), size=18 * self.k,
                   role="italic", colour=pal.INK_SOFT, anchor="midright")

    def _heading(self, surface: pygame.Surface) -> None:
        """The collection's name, gilded, and what it is."""
        u, w = self.u, self.size[0]
        title = fonts.text(NAME, "title", u(HEADING), pal.INK)
        rect = title.get_rect(midtop=(w // 2, u(18)))
        surface.blit(fonts.text(NAME, "title", u(HEADING), pal.GOLD), rect.move(u(3), u(3)))
        surface.blit(title, rect)
        decor.rule(surface, (w // 2, rect.bottom + u(10)), u(520), self.scale * self.k)
        self.write(surface, _("the collection: two board games of the Middle Ages"),
                   (w // 2, rect.bottom + u(24)), size=SUBTITLE * self.k, role="italic",
                   colour=pal.INK_SOFT, anchor="midtop")
