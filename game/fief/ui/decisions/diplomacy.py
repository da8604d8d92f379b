"""Diplomacy (8.0, A43): a private talk's offers, and answers to offers and card exchanges.

In a talk a member offers cards of the hand and money to another member, asking cards and
money back, or leaves the talk (ends it, when the referee says his leaving ends it: the last
member in 1429, the opener in 2011, E-8). The engine checks that the deal is possible; the answer is the
other member's decision (accept or refuse), shown after a hand-off since it names cards.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.fief.ui.counts import money_label
from game.fief.ui.decisions.base import Mode, Step
from game.fief.ui.decisions.controls import ChoiceButton, Stepper, Toggle, write
from game.fief.ui.texts import give_label


class TalkMode(Mode):
    kind = "talk"

    def build(self) -> None:
        members = [m for m in self.info.get("members", []) if m != self.env.seat]
        self.members = members
        self.to = members[0] if members else None
        me = self.env.view["players"][self.env.seat]
        self.hand = list(me.get("hand", []))
        self.money = int(me.get("money", 0) or 0)
        self.targets = [ChoiceButton(partial(str, self.env.names[m]), partial(self.set_to, m))
                        for m in members]
        self.gives = [Toggle(partial(give_label, c)) for c in self.hand]
        self.pay = Stepper(money_label("give", self.edition), 0, 0, self.money)
        self.ask = Stepper(money_label("ask", self.edition), 0, 0, 99)
        self.offer = ChoiceButton(N_("Make the offer"), self.make_offer, primary=True)
        # Leaving ends the talk for its last member (8.0), in 2011 for its opener alone (E-8):
        # the referee says which in the decision.
        words = N_("End the talk") if self.info.get("ends") else N_("Leave the talk")
        self.leave = ChoiceButton(words, lambda: self.submit({"kind": "leave_talk"}),
                                  action={"kind": "leave_talk"})
        for w in self.targets + self.gives + [self.pay, self.ask, self.offer, self.leave]:
            self.form.add(w)
        self.mark()

    def set_to(self, seat: int) -> None:
        self.to = seat
        self.mark()

    def mark(self) -> None:
        for m, b in zip(self.members, self.targets):
            b.primary = m == self.to

    def selection(self) -> dict[str, Any]:
        return {"to": self.to, "give": [c for c, t in zip(self.hand, self.gives) if t.checked],
                "pay": self.pay.value, "ask": self.ask.value}

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The offer being made: to a member still in the talk, cards still in the hand, money
        the family still has."""
        if chosen.get("to") in self.members:
            self.set_to(chosen["to"])
        give = list(chosen.get("give", []))
        for card, toggle in zip(self.hand, self.gives):
            toggle.checked = card in give
            if toggle.checked:
                give.remove(card)          # two cards of a kind: as many ticked as before
        self.pay.restore(chosen.get("pay", 0))
        self.ask.restore(chosen.get("ask", 0))

    def action(self) -> dict[str, Any]:
        give = [c for c, t in zip(self.hand, self.gives) if t.checked]
        action: dict[str, Any] = {"kind": "talk_offer", "to": self.to}
        if give:
            action["give"] = give
        if self.pay.value:
            action["pay"] = self.pay.value
        if self.ask.value:
            action["ask"] = self.ask.value
        return action

    def make_offer(self) -> None:
        if self.to is not None:
            self.submit(self.action())

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        y = rect.y + px(26)
        width = (rect.width - px(6) * max(0, len(self.targets) - 1)) // max(1, len(self.targets))
        for i, b in enumerate(self.targets):
            b.rect = pygame.Rect(rect.x + i * (width + px(6)), y, width, px(34))
        y += px(44)
        for t in self.gives:
            t.rect = pygame.Rect(rect.x, y, rect.width, px(28))
            y += px(30)
        for s in (self.pay, self.ask):
            s.rect = pygame.Rect(rect.x, y, rect.width, px(34))
            y += px(40)
        self.offer.rect = pygame.Rect(rect.x, rect.bottom - px(90), rect.width, px(40))
        self.leave.rect = pygame.Rect(rect.x, rect.bottom - px(44), rect.width, px(40))
        for w in self.form.widgets:
            w.scale = self.env.scale

    def draw(self, surface: pygame.Surface) -> None:
        write(surface, _("Offer to:"), (self.rect.x, self.rect.y), self.px(18), role="bold")
        self.form.draw(surface)

    def plan(self, action: dict[str, Any]) -> Step | None:
        if action.get("kind") == "leave_talk":
            return Step(self.leave)
        if action.get("kind") != "talk_offer":
            return None
        if action.get("to") != self.to and action.get("to") in self.members:
            return Step(self.targets[self.members.index(action["to"])])
        give = action.get("give") or []
        give = [give] if isinstance(give, str) else give
        for card, toggle in zip(self.hand, self.gives):
            if toggle.checked != (card in give):
                return Step(toggle, pos=(toggle.rect.x + 8, toggle.rect.centery))
        for stepper, key in ((self.pay, "pay"), (self.ask, "ask")):
            step = stepper.plan_to(int(action.get(key, 0) or 0))
            if step is not None:
                return step
        return Step(self.offer)
