"""The hand-off screen of hot-seat play: before a screen shows one player's private information
(hand, secret vote, private talk, Fog of War), it names the player who must take the seat and
hides everything until that player confirms.

It is opaque (nothing of the board shows through) and consumes every input; Esc opens the pause
menu over it, so the game can still be saved or left without revealing anything.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from game.shell import art
from game.shell.i18n import N_, _
from game.shell import decor
from game.shell import palette as pal
from game.fief.render.icons import draw_mark
from game.shell.base import UIScene
from game.shell.overlays import PauseScene
from game.shell.stack import Shell
from game.shell.widgets import Button


class HandoffScene(UIScene):
    transparent = False

    def __init__(self, app: Shell, seat: int, name: str, colour: str, reason: str,
                 on_confirm: Callable[[int], None], on_cancel: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.seat = seat
        self.name_shown = name
        self.colour = colour
        self.reason = reason
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.time = 0.0
        self.confirm_button = Button(lambda: _("I am {name}: show").format(name=self.name_shown),
                                     self.confirm, primary=True)
        self.form.add(self.confirm_button)
        self.form.set_focus(self.confirm_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def confirm(self) -> None:
        if self.is_top:
            self.stack.pop()
        self.on_confirm(self.seat)

    def cancel(self) -> None:
        if self.is_top:
            self.stack.pop()
        if self.on_cancel:
            self.on_cancel()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.push(PauseScene(self.app))
        return None      # nothing reaches the board below

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt

    def layout(self) -> None:
        """The panel (820 x 520 units), centred, with "look away" under it: 640 units from
        the window's top to its bottom. At a scale too large for the window (150 % at
        1280x720 wrote that line on the panel's edge) the screen closes up (``shrink_to``)."""
        self.shrink_to(820, 640, margin=0)
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(820), w - 40), min(self.px(520), h - 40))
        self.panel.center = (w // 2, h // 2)
        self.confirm_button.rect = pygame.Rect(0, 0, min(self.px(520), self.panel.width - self.px(60)), self.px(60))
        self.confirm_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(44))
        self.confirm_button.scale = self.scale

    def backdrop(self, rgb: tuple[int, int, int]) -> pygame.Surface:
        """Night, and across it a hanging in the player's colour sown with gold fleurs-de-lis."""
        band = pygame.Rect(0, self.panel.y - self.px(40), self.size[0],
                           self.panel.height + self.px(80))
        return hanging(self.size, rgb, (band.y, band.height), self.px(70), self.px(22),
                       max(1, self.px(2)))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        rgb = pal.family(self.colour, self.colourblind_palette())
        surface.blit(self.backdrop(rgb), (0, 0))
        decor.panel(surface, self.panel, self.scale)
        px = self.px
        self.write(surface, _("Pass the seat"), (self.panel.centerx, self.panel.y + px(28)), size=26,
                   role="italic", colour=pal.INK_SOFT, anchor="midtop")
        shield = pygame.Rect(0, 0, px(96), px(116))
        lift = math.sin(self.time * 2.2) * px(3)
        shield.midtop = (self.panel.centerx, self.panel.y + px(74) + lift)
        decor.shield(surface, shield, rgb, pal.GOLD, max(2, px(4)))
        draw_mark(surface, self.colour, (shield.centerx, shield.y + shield.height * 0.42), px(14),
                  pal.readable_on(rgb))
        self.heading(surface, self.name_shown, (self.panel.centerx, shield.bottom + px(44)), 58)
        decor.rule(surface, (self.panel.centerx, shield.bottom + px(84)), px(360), self.scale)
        area = pygame.Rect(self.panel.x + px(60), shield.bottom + px(104), self.panel.width - px(120), px(80))
        self.write_wrapped(surface, self.reason or _("Only {name} should look at the screen now.").format(
            name=self.name_shown), area, size=22, centred=True)
        self.form.draw(surface)
        self.write(surface, _("Everyone else, please look away."), (w // 2, h - px(30)), size=20,
                   role="italic", colour=pal.PARCHMENT_DARK, anchor="midbottom")


REASONS = {
    "window": N_("{name} may play a card now: only {name} should see the hand."),
    "play_cards": N_("It is the turn of {name} to play cards."),
    "cards": N_("{name} draws and discards cards."),
    "vote": N_("{name} votes in secret."),
    "casualties": N_("{name} chooses the casualties in secret."),
    "answer_exchange": N_("{name} is offered an exchange of cards."),
    "answer_offer": N_("{name} receives an offer in a private talk."),
    "talk": N_("{name} takes part in a private talk."),
    "assassination_defence": N_("{name} may foil an assassination."),
    "show": N_("{name} asked to see the family's hand."),
}


def reason_for(kind: str, name: str) -> str:
    template = REASONS.get(kind, N_("It is the turn of {name}: only {name} should see the screen."))
    return _(template).format(name=name)


@lru_cache(maxsize=8)
def hanging(size: tuple[int, int], rgb: tuple[int, int, int], band: tuple[int, int], step: int,
            fleur: int, edge: int) -> pygame.Surface:
    """The hand-off's backdrop, drawn once for a window size, a colour and a place: a hot-seat
    game passes the seat hundreds of times, and each drawing is some 2,000 lines."""
    w, h = size
    top, height = band
    image = pygame.Surface((w, h))
    image.fill(pal.NIGHT)
    for i in range(height):
        t = abs(i / max(1, height - 1) - 0.5) * 2
        colour = pal.mix(pal.mix(rgb, pal.NIGHT, 0.55), pal.NIGHT, t * 0.7)
        pygame.draw.line(image, colour, (0, top + i), (w, top + i))
    sown = pygame.Surface((w, height), pygame.SRCALPHA)
    for row, y in enumerate(range(step // 2, height, step)):
        for x in range(step // 2 + (step // 2 if row % 2 else 0), w, step):
            art.fleur(sown, (x, y), fleur, (*pal.GOLD, 60))
    image.blit(sown, (0, top))
    for y in (top, top + height - 1):
        pygame.draw.line(image, pal.GOLD_DARK, (0, y), (w, y), edge)
    return image
