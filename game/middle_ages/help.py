"""F1 in a game of Middle-Ages: the rules in short (docs/middle-ages.md, "The rules as
implemented", sections M1-M8), over the table; Escape, F1 or Close returns to it."""
from __future__ import annotations

import pygame

from game.shell.i18n import N_, _
from game.shell import decor
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.widgets import Button

RULES: tuple[str, ...] = (
    N_("Goal (M1): 2 to 5 lords play 16 turns; the richest at the end of turn 16 wins."),
    N_("Set-up (M3): four rows of tiles, one more than the players, each in number order; four Event cards; each lord puts their Lord on a tile of the top row."),
    N_("A turn (M4): the tile nobody stands on is discarded; in the order of the Lords, left to right, each lord moves their Lord to a free tile of the row below (the top row after the bottom one) and puts the tile just left on top of its domain column."),
    N_("Then the domain's effect is applied and its income paid: 2 (3 for Church and Palace) per tile of the types it counts, 1 more with an Extra-coin token, a Parcel token adding a type."),
    N_("Effects (M5): Fields +1 per Peasant, Mill 2 from each opponent with fewer Mills, Village a Graveyard tile back, Rampart a Scout that reserves a tile, Market +1 per Chest, Barracks attacks those with fewer Ramparts, Church an Extra-coin token, Palace a Parcel token."),
    N_("Events (M7): at the end of turns 4, 8, 12 and 16 the next Event card is applied to every lord. Point at a card to read it."),
    N_("End (M8): each domain without a tile costs 10. The highest score wins; ties go to the most Palaces, then Churches, then each domain further left."),
    N_("Playing: click a lit tile to move your Lord or place your Scout, a lit domain for a Church's token, or one of the answers listed on the right. Ctrl+S saves; the game is also saved after every move for Continue."),
    N_("On the table: each tile taken slides to its column, each income is counted out coin by coin, each effect and Event card is announced. A click on the table, Space or Enter skips to the present. Point at a tile, a domain, an Event card or a pile to read it."),
)


class MAHelpScene(UIScene):
    transparent = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.close_button = Button(N_("Close"), self.close, primary=True)
        self.form.add(self.close_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
        return None          # the table below takes no input while the rules are open

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(1000), w - self.px(40)),
                                 min(self.px(800), h - self.px(40)))
        self.panel.center = (w // 2, h // 2)
        self.close_button.rect = pygame.Rect(0, 0, self.px(180), self.px(48))
        self.close_button.rect.bottomright = (self.panel.right - self.px(30),
                                              self.panel.bottom - self.px(24))

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        decor.panel(surface, self.panel, self.scale)
        inner = self.panel.inflate(-self.px(80), -self.px(60))
        self.heading(surface, _("Middle-Ages: the rules"), (inner.centerx, inner.y + self.px(20)),
                     40)
        y = inner.y + self.px(60)
        for paragraph in RULES:
            y += self.write_wrapped(surface, _(paragraph), pygame.Rect(inner.x, y, inner.width,
                                                                       self.px(200)),
                                    size=19) + self.px(10)
        self.form.draw(surface)
