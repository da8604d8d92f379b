"""Phase 4 of the introductory game (the simplified variant, S-3): income is spent in its phase,
so the panel counts resources, not deniers; there are no troops for sale, and a Gems tab buys
a gem for 10 resources or sells one for 10. Mills, castles and titles are bought as in the other
editions (building only where a lord of the family stands: the referee lists those villages).
Every price and every choice is the referee's: the gem's price from the decision's prices, the
buttons from the legal actions."""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.shell import palette as pal
from game.fief.ui.counts import count
from game.fief.ui.decisions.base import Step
from game.fief.ui.decisions.controls import ChoiceButton, write, write_wrapped
from game.fief.ui.decisions.purchase import PurchaseMode

GEM_KINDS = ("buy_gem", "sell_gem")


class GemPurchaseMode(PurchaseMode):
    """The purchase panel without troops, with gems."""

    def build(self) -> None:
        super().build()
        troops = self.tabs.pop("troops", None)
        if troops is not None:
            self.form.remove(troops)
        for stepper in (self.knights, self.men):
            stepper.visible = False
            self.form.remove(stepper)
        self.tabs["gems"] = ChoiceButton(N_("Gems"), partial(self.set_tab, "gems"))
        self.form.add(self.tabs["gems"])
        price = self.prices.get("gem", 10)               # S-3, the referee's price
        self.gem_buttons: list[ChoiceButton] = []
        for action in self.env.legal():
            if action.get("kind") in GEM_KINDS:
                label = (_("Buy a gem for {cost}") if action["kind"] == "buy_gem"
                         else _("Sell a gem for {cost}")).format(cost=count("resources", price))
                button = ChoiceButton(partial(str, label), partial(self.submit, action),
                                      action=action)
                self.gem_buttons.append(button)
                self.form.add(button)
        self.set_tab(self.tab if self.tab in self.tabs else "mill")

    def set_tab(self, tab: str) -> None:
        super().set_tab(tab)
        self.knights.visible = self.men.visible = False
        for button in getattr(self, "gem_buttons", []):
            button.visible = tab == "gems"

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        px = self.px
        y = self.body_top
        for button in self.gem_buttons:
            button.rect = pygame.Rect(rect.x, y, rect.width, px(40))
            button.scale = self.env.scale
            y += px(46)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        rect = self.rect
        write(surface, _("To spend this phase: {n}").format(n=count("resources", self.money)),
              (rect.x, rect.y), px(22), role="bold")
        write(surface, _("What is left at the end of your turn is lost (S-3)."),
              (rect.x, rect.y + px(28)), px(17), role="italic", colour=pal.INK_SOFT)
        if self.tab == "gems":
            if not self.gem_buttons:
                write_wrapped(surface, _("No gem can be bought or sold now."),
                              pygame.Rect(rect.x, self.body_top, rect.width, px(60)), px(17),
                              role="italic", colour=pal.INK_SOFT)
            self.form.draw(surface)
            return
        if self.tab in ("mill", "stronghold"):
            cost = self.cost()
            colour = pal.ERROR if cost > self.money else pal.INK
            write(surface, _("Price: {cost}").format(cost=count("resources", cost)),
                  (rect.x, self.body_top), px(20), role="bold", colour=colour)
            hint = _("Click a highlighted village where one of your lords stands (S-3).")
            if not self.places():
                hint = _("Nowhere to build this now.")
            write_wrapped(surface, hint, pygame.Rect(rect.x, self.body_top + px(28), rect.width, px(60)),
                          px(17), role="italic", colour=pal.INK_SOFT)
        elif not self.titles.buttons:
            self.draw_no_title(surface)
        self.form.draw(surface)

    def price(self, n: Any) -> str:
        return count("resources", n)

    def plan(self, action: dict[str, Any]) -> Step | None:
        if action.get("kind") in GEM_KINDS:
            if self.tab != "gems":
                return Step(self.tabs["gems"])
            return next((Step(b) for b in self.gem_buttons if b.action == action), None)
        return super().plan(action)
