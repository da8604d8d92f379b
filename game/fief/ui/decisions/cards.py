"""Cards: the draw and discard of 2.1, a player's turn of 2.4, and the reaction windows.

The hand is laid out as small cards; a card playable now glows, and clicking it narrows the
list of choices to its plays (their targets light up on the map). Passing is always one click,
and at a window a player may tick the reaction settings of game/fief/reactions.py (this moment, the
rest of the round, a card: a plain ``pass`` the screen then gives for them, RULINGS A1-A3).
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import pygame

from engine.fief.api import LORDS_DECK
from game.shell.i18n import N_, _
from game.fief.reactions import moment_name
from game.shell import fonts
from game.shell import palette as pal
from game.fief.ui.card_texts import card_title
from game.fief.ui.decisions.base import Step, same_action
from game.fief.ui.decisions.controls import Toggle, fit_text, write
from game.fief.ui.decisions.generic import GenericMode, villages_of
from game.fief.ui.edition_words import deck_name
from game.fief.ui.texts import card_name
from game.shell.widgets import Widget


def card_of(action: dict[str, Any]) -> str | None:
    if action.get("kind") in ("play_card", "discard"):
        return action.get("card")
    return None


class CardWidget(Widget):
    """One card of the hand: its name on a small card; glowing when it can be played now."""

    def __init__(self, card: str, on_click: Any, playable: bool, edition: str = "1429") -> None:
        super().__init__()
        self.card = card
        self.on_click = on_click
        self.playable = playable
        self.edition = edition           # the game's: its name of the card (card_title)
        self.selected = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        self.on_click(self.card)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def deck(self) -> str:
        """The deck the card comes from, on its band: the Cardinal and d'ARC are Lords cards,
        not Fortune's (issue 19); the card's own name is on its body."""
        return _(deck_name("lords" if self.card in LORDS_DECK else "fortune", self.edition))

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect.move(0, -round(6 * self.scale)) if self.selected else self.rect
        if self.playable:
            glow = rect.inflate(round(8 * self.scale), round(8 * self.scale))
            pygame.draw.rect(surface, pal.GOLD_LIGHT, glow, border_radius=round(8 * self.scale))
        lord = self.card in LORDS_DECK
        fill = (236, 224, 196) if not lord else (222, 206, 170)
        pygame.draw.rect(surface, fill, rect, border_radius=round(5 * self.scale))
        edge = pal.BURGUNDY if self.selected else (pal.GOLD_DARK if self.playable else pal.INK_SOFT)
        pygame.draw.rect(surface, edge, rect, width=max(1, round(2 * self.scale)), border_radius=round(5 * self.scale))
        band = pygame.Rect(rect.x, rect.y, rect.width, round(rect.height * 0.26))
        pygame.draw.rect(surface, pal.BURGUNDY if lord else (58, 84, 110), band,
                         border_top_left_radius=round(5 * self.scale), border_top_right_radius=round(5 * self.scale))
        image = fonts.text(self.deck(), "italic", max(9, round(13 * self.scale)), pal.PARCHMENT_LIGHT)
        surface.blit(image, image.get_rect(center=band.center))
        body = pygame.Rect(rect.x + 3, band.bottom, rect.width - 6, rect.bottom - band.bottom)
        fit_text(surface, card_title(self.card, self.edition), body, "bold", max(10, round(16 * self.scale)), pal.INK)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, pal.GOLD, rect, width=1, border_radius=round(5 * self.scale))


def never_ask_line(card: str) -> str:
    return _("Never ask me to play {card}").format(card=card_name(card))




class CardsMode(GenericMode):
    """window, play_cards, cards (2.1) and the assassination's defence."""

    def build(self) -> None:
        self.card: str | None = None
        players = self.env.view.get("players", [])
        self.hand = list(players[self.env.seat].get("hand", [])) if self.env.seat < len(players) else []
        super().build()
        playable = {card_of(a) for a in self.options if a.get("kind") == "play_card"}
        self.cards = [CardWidget(c, self.pick, c in playable, self.edition) for c in self.hand]
        for w in self.cards:
            self.form.widgets.insert(0, w)
        self.moment = str(self.info.get("moment", "")) if self.decision.get("kind") == "window" else ""
        self.skip: Toggle | None = None
        self.skip_round: Toggle | None = None
        self.skip_cards: dict[str, Toggle] = {}
        if self.moment:
            self.reaction_toggles(sorted(c for c in playable if c))

    def prompt(self) -> str:
        """2.1's draw: once the referee lists no draw (two drawn, or the decks allow none),
        the prompt says so instead of offering another card (issue 36, defect 13)."""
        if self.decision.get("kind") == "cards" and self.info.get("stage") != "discard" \
                and not any(a.get("kind") == "draw" for a in self.options):
            return _("No card is left to draw: end your turn.")
        return super().prompt()

    def reaction_toggles(self, playable: list[str]) -> None:
        """The window's reaction settings (game/fief/reactions.py), taken back on the reactions
        screen: this moment, the rest of this round, each card playable now."""
        reactions = self.env.reactions
        self.skip = Toggle(lambda: _("Do not ask me again {moment}").format(
            moment=_(moment_name(self.moment))), checked=self.moment in reactions.moments,
            on_change=self.set_skip)
        round_now = self.env.view.get("round")
        self.skip_round = Toggle(N_("Pass every card window for the rest of this round"),
                                 checked=reactions.round == round_now, on_change=self.set_round)
        self.skip_cards = {card: Toggle(partial(never_ask_line, card), checked=card in reactions.cards,
                                        on_change=partial(self.set_card, card)) for card in playable}
        for toggle in (self.skip, self.skip_round, *self.skip_cards.values()):
            self.form.add(toggle)

    def set_skip(self, on: bool) -> None:
        (self.env.reactions.moments.add if on else self.env.reactions.moments.discard)(self.moment)

    def set_round(self, on: bool) -> None:
        self.env.reactions.round = self.env.view.get("round") if on else None

    def set_card(self, card: str, on: bool) -> None:
        (self.env.reactions.cards.add if on else self.env.reactions.cards.discard)(card)

    def pick(self, card: str) -> None:
        self.card = None if self.card == card else card
        for w in self.cards:
            w.selected = w.card == self.card
        self.refill()

    def selection(self) -> dict[str, Any]:
        return {**super().selection(), "card": self.card} if self.card else super().selection()

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The card picked, while it is still in the hand, and the village narrowing the list."""
        super().keep(chosen)
        if chosen.get("card") in self.hand:
            self.pick(str(chosen["card"]))

    def refill(self) -> None:
        card = getattr(self, "card", None)
        shown = [b for b in self.buttons
                 if (card is None or card_of(b.action or {}) in (card, None))
                 and (self.only is None or self.only in villages_of(b.action or {}))]
        self.list.set(shown)
        if self.rect.width:
            self.layout(self.rect)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        y = rect.y + px(24)
        if self.cards or self.env.revealed:
            # The hand's row is kept while it is empty, so that the buttons under it do not
            # move when a card is drawn (issue 19, defect 10).
            cw, ch = px(92), px(66)
            gap = px(8)
            for i, w in enumerate(self.cards):
                w.rect = pygame.Rect(rect.x + i * (cw + gap), y + px(6), cw, ch)
                w.scale = self.env.scale
            y += ch + px(18)
        bottom = rect.bottom
        toggles = [t for t in (self.skip, self.skip_round, *self.skip_cards.values()) if t is not None]
        for toggle in reversed(toggles):
            toggle.rect = pygame.Rect(rect.x, bottom - px(28), rect.width, px(28))
            toggle.scale = self.env.scale
            bottom -= px(32)
        if toggles:
            bottom -= px(2)
        self.list.layout(pygame.Rect(rect.x, y, rect.width, bottom - y), self.env.scale, px(40))

    def draw(self, surface: pygame.Surface) -> None:
        if self.cards:
            write(surface, _("Your hand:"), (self.rect.x, self.rect.y), self.px(18), role="bold")
        elif self.hand == [] and self.env.revealed:
            write(surface, _("Your hand is empty."), (self.rect.x, self.rect.y), self.px(18),
                  role="italic", colour=pal.INK_SOFT)
        self.form.draw(surface)

    def plan(self, action: dict[str, Any]) -> Step | None:
        card = card_of(action)
        if self.card is not None and card not in (self.card, None):
            for w in self.cards:
                if w.card == self.card:
                    return Step(w)
        for b in self.buttons:
            if b.action is not None and same_action(b.action, action):
                if b not in self.list.buttons:
                    for w in self.cards:
                        if w.selected:
                            return Step(w)
                return self.list.plan(b)
        return None
