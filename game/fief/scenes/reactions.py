"""The reactions screen: a player's card-window settings (game/fief/reactions.py), each one ticked,
so that unticking takes it back; opened from the decision panel ("Card windows")."""
from __future__ import annotations

from functools import partial

import pygame

from game.shell.i18n import N_, _
from game.fief.reactions import Reactions, moment_name
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import DialogScene
from game.shell.stack import Shell
from game.fief.ui.decisions.controls import Toggle
from game.fief.ui.texts import card_name
from game.shell.widgets import Button


class ReactionsScene(DialogScene):
    """One seat's settings; Esc or Done closes. Changes take effect at once."""

    def __init__(self, app: Shell, name: str, reactions: Reactions) -> None:
        super().__init__(app)
        self.player = name
        self.reactions = reactions
        self.toggles: list[Toggle] = []
        for moment in sorted(reactions.moments):
            self.toggles.append(Toggle(partial(moment_line, moment), checked=True,
                                       on_change=partial(self.keep_moment, moment)))
        if reactions.round is not None:
            self.toggles.append(Toggle(partial(round_line, reactions.round), checked=True,
                                       on_change=self.keep_round))
        for card in sorted(reactions.cards):
            self.toggles.append(Toggle(partial(card_line, card), checked=True,
                                       on_change=partial(self.keep_card, card)))
        self.kept_round = reactions.round
        self.done_button = Button(N_("Done"), self.close, primary=True)
        for w in (*self.toggles, self.done_button):
            self.form.add(w)
        self.form.set_focus(self.done_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def keep_moment(self, moment: str, on: bool) -> None:
        (self.reactions.moments.add if on else self.reactions.moments.discard)(moment)

    def keep_round(self, on: bool) -> None:
        self.reactions.round = self.kept_round if on else None

    def keep_card(self, card: str, on: bool) -> None:
        (self.reactions.cards.add if on else self.reactions.cards.discard)(card)

    def layout(self) -> None:
        w, h = self.size
        rows = max(1, len(self.toggles))
        self.panel = pygame.Rect(0, 0, min(self.px(720), w - 40), self.px(210) + rows * self.px(38))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.y + self.px(110)
        for toggle in self.toggles:
            toggle.rect = pygame.Rect(self.panel.x + self.px(40), y, self.panel.width - self.px(80),
                                      self.px(30))
            y += self.px(38)
        self.done_button.rect = pygame.Rect(0, 0, self.px(200), self.px(50))
        self.done_button.rect.bottomright = (self.panel.right - self.px(40),
                                             self.panel.bottom - self.px(24))
        for wdg in self.form.widgets:
            wdg.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        self.heading(surface, _("Card windows of {name}").format(name=self.player),
                     (self.panel.centerx, self.panel.y + self.px(48)), 34)
        if not self.toggles:
            self.write(surface, _("You are asked at every card window you can play in."),
                       (self.panel.x + self.px(40), self.panel.y + self.px(110)), size=19,
                       role="italic", colour=pal.INK_SOFT)
        else:
            self.write(surface, _("Untick a setting to be asked again."),
                       (self.panel.x + self.px(40), self.panel.y + self.px(100)), size=17,
                       role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        self.form.draw(surface)


def moment_line(moment: str) -> str:
    return _("Not asked {moment}").format(moment=_(moment_name(moment)))


def round_line(round_number: int) -> str:
    return _("Every window passed until round {round} ends").format(round=round_number)


def card_line(card: str) -> str:
    return _("Never asked to play {card}").format(card=card_name(card))
