"""Marriages, elections, leave to pass, heirs (1.1-1.8, 4.3.1, 5.0).

The secret vote (1.4, A11) has its own control: where the vote marker goes and where the
decoy goes, then one button to lay both face down. Everything else of this family lists its
choices (``GenericMode``), with the request being answered spelled out.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.i18n import N_, _
from game.render import palette as pal
from game.ui.action_texts import action_text
from game.ui.decisions.base import Mode, Step
from game.ui.decisions.controls import ChoiceButton, write
from game.ui.decisions.generic import GenericMode
from game.ui.texts import item_name


class VoteMode(Mode):
    kind = "vote"

    def build(self) -> None:
        self.candidates = list(self.info.get("candidates", []))
        self.spots: list[str | None] = [None, *self.candidates]
        self.vote: str | None = self.candidates[0] if len(self.candidates) == 1 else None
        self.decoy: str | None = None
        self.for_buttons = [ChoiceButton(partial(lord_or_nobody, s), partial(self.set, "vote", s))
                            for s in self.spots]
        self.decoy_buttons = [ChoiceButton(partial(lord_or_nobody, s), partial(self.set, "decoy", s))
                              for s in self.spots]
        self.cast = ChoiceButton(N_("Lay the markers face down"), self.cast_vote, primary=True)
        for w in self.for_buttons + self.decoy_buttons + [self.cast]:
            self.form.add(w)
        self.mark()

    def set(self, which: str, spot: str | None) -> None:
        if which == "vote":
            self.vote = spot
        else:
            self.decoy = spot
        self.mark()

    def mark(self) -> None:
        for spot, button in zip(self.spots, self.for_buttons):
            button.primary = spot == self.vote
        for spot, button in zip(self.spots, self.decoy_buttons):
            button.primary = spot == self.decoy

    def action(self) -> dict[str, Any]:
        return {"kind": "vote", "for": self.vote, "decoy": self.decoy}

    def cast_vote(self) -> None:
        self.submit(self.action())

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        row, gap = px(36), px(6)
        cols = max(1, len(self.spots))
        width = (rect.width - (cols - 1) * gap) // cols if cols <= 3 else (rect.width - gap) // 2
        per_row = cols if cols <= 3 else 2

        def place(buttons: list[ChoiceButton], top: int) -> int:
            for i, b in enumerate(buttons):
                r, c = divmod(i, per_row)
                b.rect = pygame.Rect(rect.x + c * (width + gap), top + r * (row + gap), width, row)
            rows = -(-len(buttons) // per_row)
            return top + rows * (row + gap)

        self.for_top = rect.y + px(56)
        bottom = place(self.for_buttons, self.for_top + px(26))
        self.decoy_top = bottom + px(8)
        place(self.decoy_buttons, self.decoy_top + px(26))
        self.cast.rect = pygame.Rect(rect.x, rect.bottom - px(46), rect.width, px(46))
        for w in self.form.widgets:
            w.scale = self.env.scale

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        rect = self.rect
        write(surface, _("Candidates for {item}: {names}").format(
            item=item_name(self.info.get("item")), names=", ".join(self.candidates) or "-"),
            (rect.x, rect.y), px(18), role="italic", colour=pal.INK_SOFT)
        write(surface, _("Your votes count {n}.").format(n=self.info.get("votes", "-")),
              (rect.x, rect.y + px(24)), px(18), role="italic", colour=pal.INK_SOFT)
        write(surface, _("Vote marker on:"), (rect.x, self.for_top), px(19), role="bold")
        write(surface, _("Decoy marker on:"), (rect.x, self.decoy_top), px(19), role="bold")
        write(surface, action_text(self.action(), self.env.names), (rect.x, self.cast.rect.y - px(26)),
              px(17), role="italic", colour=pal.BURGUNDY)
        self.form.draw(surface)

    def plan(self, action: dict[str, Any]) -> Step | None:
        if action.get("kind") != "vote":
            return None
        if action.get("for") != self.vote:
            return Step(self.for_buttons[self.spots.index(action.get("for"))])
        if action.get("decoy") != self.decoy:
            return Step(self.decoy_buttons[self.spots.index(action.get("decoy"))])
        return Step(self.cast)


class RequestMode(GenericMode):
    """An answer to somebody's request (leave to pass, a ransom, a marriage, a truce...): the
    request is written out above the two buttons."""

    def layout(self, rect: pygame.Rect) -> None:
        shift = self.px(30) if self.info.get("request") else 0
        super().layout(pygame.Rect(rect.x, rect.y + shift, rect.width, rect.height - shift))
        self.top = rect.y

    def draw(self, surface: pygame.Surface) -> None:
        request = self.info.get("request")
        if request:
            try:
                data = dict(request) if isinstance(request, list) else dict(request)
                text = action_text(data, self.env.names)
            except (TypeError, ValueError):
                text = ""
            if text:
                write(surface, _("They ask: {request}").format(request=text),
                      (self.rect.x, self.top), self.px(17), role="italic", colour=pal.INK_SOFT)
        super().draw(surface)


def lord_or_nobody(lord: str | None) -> str:
    return lord or _("nobody")
