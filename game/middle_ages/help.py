"""F1 in a game of Middle-Ages: the rules reference, complete, in pages (the game and its
components, a turn, the domains, the Event cards, the end and how to play), each paragraph
citing its section of docs/middle-ages.md (M1-M8, MA-n). Over the table; Left/Right or Page
Up/Page Down turn the pages, Escape, F1 or Close return to the table. The Event cards' texts
are the referee's (CARD_TEXT), so this page and the table's tooltips say the same."""
from __future__ import annotations

import pygame

from game.middle_ages import drawing, texts
from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.i18n import N_, _
from game.shell.stack import Shell
from game.shell.widgets import Button

THE_GAME: tuple[str, ...] = (
    N_("Goal (M1): 2 to 5 lords play 16 turns. Each turn every lord moves their Lord down to a tile of the next row and adds the tile just left to their fief board: its domain's effect, then its income. The richest at the end of turn 16 wins, after a penalty of 10 for each domain left without a tile."),
    N_("Components (M2): 84 parcel tiles of eight domains. Each tile shows its domain, a number 1 to 23 (it orders a row), a back colour (52 blue, 32 orange) and at most one symbol, a Peasant or a Chest. Each lord has a fief board of eight domain columns and a Graveyard, a Lord and a Scout. 8 Parcel tokens (one per domain) and 8 Extra-coin tokens form a common supply; 15 Event cards, 4 used per game."),
    N_("Set-up (M3): with 4 or 5 players the orange tiles are shuffled into a reserve pile; with 2 or 3 they stay in the box. The blue tiles are the draw pile. Four rows of players + 1 tiles are drawn, each in number order. Four Event cards are dealt face up. In a random order each lord puts their Lord on a free tile of the top row. Money starts at 0."),
    N_("Information (M6): everything is public but the order of the piles: the rows, the boards, the Graveyards, tokens and money, the four Event cards and when they strike, the size of each pile and the number on the back of the draw pile's top tile."),
)

A_TURN: tuple[str, ...] = (
    N_("Rows (M4): on turn t the Lords stand on row (t - 1) mod 4 + 1; they move to the row below, or back to the top row on turns 4, 8 and 12."),
    N_("1. Discard (M4.1): the one tile of the Lords' row with no Lord on it is discarded."),
    N_("2. Plays (M4.2): the lords play in the order of their Lords on the row, left to right. Each moves their Lord to a tile of the next row with no Lord and not reserved by another lord's Scout, takes the tile just left and puts it on top of its domain column, applies its effect, then receives its income. On turn 16 the Lord stays and the tile under it is played (MA-1)."),
    N_("A row holds one tile more than there are lords, so a lord always has at least two tiles to choose from (MA-3). Choosing a tile also chooses next turn's tile and next turn's order."),
    N_("3. Refill (M4.3): on turns 1 to 12 the emptied row is refilled in number order. When the draw pile runs out, the reserve pile takes its place (4 or 5 players), otherwise the discards are shuffled into a new pile (MA-24). Graveyard tiles never go back to a pile."),
    N_("4. Event (M4.4): at the end of turns 4, 8, 12 and 16 the leftmost face-up Event card strikes every lord, then is turned face down."),
)

DOMAINS: tuple[str, ...] = (
    N_("Income (M5.0): only the domain of the tile just placed pays: its rate (2, or 3 for Church and Palace), 1 more with an Extra-coin token under it, times the tiles of the types it counts, a Parcel token under it adding a type. Example: with two Ramparts, a first Village pays 2 × 3 = 6."),
    N_("Fields (M5.1): gain 1 per Peasant on your board. Income 2 per Fields tile."),
    N_("Mill (M5.2): each opponent with fewer Mills than you (the new one counted) pays you 2, or what they have (MA-8). Income 2 per Mill tile."),
    N_("Village (M5.3): a tile of your Graveyard goes back on top of its column, without its effect or income; compulsory when the Graveyard holds a tile. Income 2 per Village and per Rampart tile."),
    N_("Rampart (M5.4): your Scout reserves a tile of another row than your Lord's, with no Lord on it: no other Lord may stand there. It comes home when your Lord arrives on that row (MA-4). Income 2 per Fields and per Rampart tile."),
    N_("Market (M5.5): gain 1 per Chest on your board. Income 2 per Mill and per Market tile."),
    N_("Barracks (M5.6): every opponent with fewer Ramparts than you have Barracks loses the top tile of their leftmost non-empty column to their Graveyard and pays you 2, or what they have (MA-7, MA-8). Income 2 per Village and per Barracks tile."),
    N_("Church (M5.7): an Extra-coin token under one of your domains that has none, the Church included: that domain pays 1 more per tile it counts. Income 3 per Church tile."),
    N_("Palace (M5.8): a Parcel token of your choice under one of your domains with no Parcel token whose income does not count that type already: it counts that type too. Income 3 per Palace tile."),
    N_("Graveyard (M5.9): a tile lost to a Barracks or an Event goes to its owner's Graveyard; it comes back only by a Village or the Restoration card. Tokens stay when tiles are lost. An effect that cannot be applied is skipped (MA-17)."),
)

END_AND_PLAY: tuple[str, ...] = (
    N_("Money (M8, MA-8): money never goes below 0: who must pay or lose more than they have pays what they have."),
    N_("End (M8): after turn 16's Event each lord loses 10 per domain without a tile. The highest fortune wins; ties go to the most Palaces, then Churches, then Barracks, Markets, Ramparts, Villages, Mills, Fields; lords still equal share the victory (MA-26)."),
    N_("Playing: the decision asked is written on the right, with what it means. Click a lit tile, a lit domain or one of the numbered answers, or press the answer's number. A tile that is not lit says why: Occupied (a Lord stands on it), Reserved (another lord's Scout), Your row (a Scout never goes on its Lord's row)."),
    N_("On the table: Lords and Scouts walk from tile to tile, each tile taken slides to its column, incomes and payments fly as coins, an attacked tile falls to the Graveyard, each Event card is announced and turned. A click on the table, Space or Enter skips to the present. Point at a tile, a domain, a card, a pile or a Graveyard to read it. Ctrl+S saves; the game is also saved after every move."),
)

PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("The game"), THE_GAME), (N_("A turn"), A_TURN), (N_("The domains"), DOMAINS),
    (N_("The Event cards"), ()), (N_("End and playing"), END_AND_PLAY))


def page_text(index: int) -> list[str]:
    """The paragraphs of a page in the player's language (the Event cards from the referee's
    own texts, M7: a lost tile is the top one of its column, MA-22)."""
    if PAGES[index][1]:
        return [_(paragraph) for paragraph in PAGES[index][1]]
    cards = [f"{texts.card_name(key)}: {texts.card_text(key)}" for key in texts.CARDS]
    return [_("Events (M7): four cards strike every lord at the end of turns 4, 8 and 12 and "
              "16, in the order they lie. A tile lost is the top one of its column; a lord "
              "without such a tile loses nothing.")] + cards


class MAHelpScene(UIScene):
    transparent = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.page = 0
        self.close_button = Button(N_("Close"), self.close, primary=True)
        self.previous_button = Button(N_("Previous"), lambda: self.turn(-1))
        self.next_button = Button(N_("Next"), lambda: self.turn(1))
        for button in (self.previous_button, self.next_button, self.close_button):
            self.form.add(button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.text_bottom = 0                    # where the last page drawn ended (tests)

    def close(self) -> None:
        self.stack.pop()

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(PAGES)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
        return None          # the table below takes no input while the rules are open

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(1200), w - self.px(40)),
                                 min(self.px(860), h - self.px(20)))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.bottom - self.px(64)
        self.close_button.rect = pygame.Rect(self.panel.right - self.px(210), y, self.px(180),
                                             self.px(44))
        self.next_button.rect = pygame.Rect(self.close_button.rect.x - self.px(190), y,
                                            self.px(180), self.px(44))
        self.previous_button.rect = pygame.Rect(self.next_button.rect.x - self.px(190), y,
                                                self.px(180), self.px(44))

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        decor.panel(surface, self.panel, self.scale)
        inner = self.panel.inflate(-self.px(70), -self.px(50))
        title = _("Middle-Ages: the rules") + " · " + _(PAGES[self.page][0])
        self.heading(surface, title, (inner.centerx, inner.y + self.px(14)), 32)
        tabs = "   ".join(f"{i + 1}. {_(name)}" for i, (name, _p) in enumerate(PAGES))
        drawing.write(surface, tabs, (inner.centerx, inner.y + self.px(38)),
                      drawing.fit(tabs, "body", self.px(16), inner.width), pal.INK_SOFT, "body",
                      "midtop")
        y = inner.y + self.px(66)
        paragraphs = page_text(self.page)
        size = self.text_size(paragraphs, inner.width, self.previous_button.rect.y - y)
        for paragraph in paragraphs:
            y += self.write_wrapped(surface, paragraph, pygame.Rect(inner.x, y, inner.width,
                                                                    self.px(200)),
                                    size=size) + self.px(6)
        self.text_bottom = y
        self.form.draw(surface)

    def text_size(self, paragraphs: list[str], width: int, height: int) -> float:
        """The largest size (design pixels, 24 at most) at which the page fits ``height``."""
        size = 24.0
        while size > 12:
            line = fonts.font("body", self.px(size)).get_linesize()
            used = sum(len(fonts.wrap(p, "body", self.px(size), width)) * line + self.px(6)
                       for p in paragraphs)
            if used <= height:
                break
            size -= 1
        return size
