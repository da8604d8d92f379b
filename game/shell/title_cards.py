"""A game of the collection as the title screen shows it: a card with the game's name, its
line, how many play and for how long, its picture, and its buttons (its new game, its
tutorial, its rules). The card draws what its game's client says (``GameClient.card``); the
words around the numbers are the shell's, in the player's language."""
from __future__ import annotations

from typing import Callable

import pygame

from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.contract import GameClient
from game.shell.i18n import _, ngettext
from game.shell.widgets import Button

# The card's parts, in design units (a 1600x900 window at UI scale 1): padding, the name's and
# the words' sizes, the gaps between them, a button's height and the gap between buttons.
PAD, NAME, WORDS, GAP, BUTTON, BUTTON_GAP = 24, 44, 20, 8, 48, 10


def players_words(players: tuple[int, int]) -> str:
    """ "3–6 players", or "2 players" when a game is always played by as many."""
    low, high = players
    if low == high:
        return ngettext("{n} player", "{n} players", high).format(n=high)
    return _("{low}–{high} players").format(low=low, high=high)


def length_words(minutes: tuple[int, int]) -> str:
    """ "2–4 hours" for a long game, "about 30 minutes" for a short one."""
    low, high = minutes
    if low >= 60 and low % 60 == 0 and high % 60 == 0:
        if low == high:
            return ngettext("about {n} hour", "about {n} hours", high // 60).format(n=high // 60)
        return _("{low}–{high} hours").format(low=low // 60, high=high // 60)
    if low == high:
        return ngettext("about {n} minute", "about {n} minutes", high).format(n=high)
    return _("{low}–{high} minutes").format(low=low, high=high)


class GameCard:
    """One game's card: laid out in a rectangle, its buttons in the title's form."""

    def __init__(self, client: GameClient, buttons: list[Button]) -> None:
        self.client = client
        self.buttons = buttons
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.art = pygame.Rect(0, 0, 0, 0)
        self.unit: Callable[[float], int] = round

    def layout(self, rect: pygame.Rect, unit: Callable[[float], int], scale: float) -> None:
        """Place the card in ``rect``: the buttons at its foot, the picture in what is left
        between the words and the buttons; ``unit`` turns design units into pixels."""
        self.rect, self.unit = rect, unit
        inner = rect.inflate(-2 * unit(PAD), -2 * unit(PAD))
        y = inner.bottom
        for button in reversed(self.buttons):
            button.rect = pygame.Rect(inner.x, y - unit(BUTTON), inner.width, unit(BUTTON))
            button.scale = scale
            y -= unit(BUTTON) + unit(BUTTON_GAP)
        top = inner.y + self.words_height(inner.width)
        self.art = pygame.Rect(inner.x, top, inner.width, max(1, y - top))

    def words_height(self, width: int) -> int:
        """The height of the name, the line (two lines at most) and the facts."""
        u = self.unit
        return (self.name_image(width).get_height() + u(GAP)
                + 2 * fonts.font("italic", u(WORDS)).get_linesize() + u(GAP)
                + fonts.font("body", u(WORDS)).get_linesize() + u(GAP))

    def name_image(self, width: int) -> pygame.Surface:
        """The game's name in the title font, smaller when it would not fit the card."""
        image = fonts.text(_(self.client.card.name), "title", self.unit(NAME), pal.INK)
        if image.get_width() > width:
            size = max(8, int(self.unit(NAME) * width / image.get_width()))
            image = fonts.text(_(self.client.card.name), "title", size, pal.INK)
        return image

    def draw(self, surface: pygame.Surface, scale: float, colourblind: bool) -> None:
        u = self.unit
        decor.panel(surface, self.rect, scale)
        inner = self.rect.inflate(-2 * u(PAD), -2 * u(PAD))
        name = self.name_image(inner.width)
        surface.blit(name, name.get_rect(midtop=(inner.centerx, inner.y)))
        y = inner.y + name.get_height() + u(GAP)
        line_height = fonts.font("italic", u(WORDS)).get_linesize()
        for line in fonts.wrap(_(self.client.card.line), "italic", u(WORDS), inner.width)[:2]:
            image = fonts.text(line, "italic", u(WORDS), pal.INK_SOFT)
            surface.blit(image, image.get_rect(midtop=(inner.centerx, y)))
            y += line_height
        y = inner.y + name.get_height() + u(GAP) + 2 * line_height + u(GAP)
        card = self.client.card
        facts = f"{players_words(card.players)} · {length_words(card.minutes)}"
        image = fonts.text(facts, "body", u(WORDS), pal.BURGUNDY)
        surface.blit(image, image.get_rect(midtop=(inner.centerx, y)))
        card.art(surface, self.art, colourblind)
