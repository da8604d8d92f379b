"""Phase 4: purchases (4.1-4.4), and the ransoms settled before them (6.2.4).

Purchases: choose what to buy (troops with their numbers, a mill, a Stronghold, a title), see
the price and the running total of the phase, then click a highlighted village to place it.
The places come from the legal actions; the prices from the edition's rules data (display
only: the authority checks every purchase). An edition that sells Siege Engines (2011, E-3)
adds their tab: the common supply and the family's own engines as the view counts them, and a
button when the referee lists ``buy_engine``; the crown's gifts of heirless titles (2011,
E-10, ``grant_title``) are listed with the titles.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any, cast

import pygame

from engine.fief.api import PlayerView, Prices
from game.shell.i18n import N_, _
from game.shell import palette as pal
from game.fief.ui.counts import MEN_LABELS, fort_name, men_word, money_short
from game.fief.ui.texts import fief_name
from game.fief.ui.decisions.base import Mode, Step, same_action
from game.fief.ui.decisions.controls import (
    ButtonList,
    ChoiceButton,
    Stepper,
    write,
    write_wrapped,
)
from game.shell.widgets import Button

TABS = (("troops", N_("Troops")), ("mill", N_("Mill")), ("stronghold", N_("Stronghold")),
        ("titles", N_("Titles")))
ENGINES_TAB = ("engines", N_("Siege Engines"))       # an edition that sells them (2011, E-3)
TITLE_KINDS = ("buy_title", "transfer_title", "buy_cardinal", "grant_title")


class PurchaseMode(Mode):
    kind = "purchase"

    def build(self) -> None:
        self.prices = cast(Prices, self.info["prices"])  # the referee's, this edition's
        memo = self.env.memo
        self.money = int(self.info.get("money", self.player().get("money", 0)) or 0)
        self.start = memo.setdefault("purchase_start", self.money)
        self.tab = memo.get("purchase_tab", "troops")
        stock = self.player().get("stock", {})
        limit = self.prices["new_troops_per_village"]
        self.knights = Stepper(N_("Knights"), memo.get("knights", 0), 0, min(limit, stock.get("knights", 0)),
                               on_change=lambda v: self.remember("knights", v))
        self.men = Stepper(MEN_LABELS[men_word(self.edition)], memo.get("men", 1), 0,
                           min(limit, stock.get("men", 0)),
                           on_change=lambda v: self.remember("men", v))
        tabs = tuple((key, fort_name(self.edition) if key == "stronghold" else label)
                     for key, label in TABS) + ((ENGINES_TAB,) if self.prices.get("engine") else ())
        self.tabs = {key: ChoiceButton(label, partial(self.set_tab, key)) for key, label in tabs}
        self.done = ChoiceButton(N_("Done buying"), lambda: self.submit({"kind": "end_purchase"}),
                                 primary=True, action={"kind": "end_purchase"})
        self.titles = ButtonList(self.form)
        for w in [*self.tabs.values(), self.knights, self.men, self.done]:
            self.form.add(w)
        legal = [a for a in self.env.legal() if a.get("kind") != "end_purchase"]
        self.legal_actions = legal
        buttons = []
        for a in legal:
            if a["kind"] in TITLE_KINDS:
                label = self.text(a)
                if a["kind"] == "buy_title" and not a.get("free"):
                    label += " — " + money_short(self.prices["titles"][a["fief"]], self.edition)
                elif a["kind"] == "buy_cardinal":
                    label += " — " + money_short(self.prices["cardinal"], self.edition)
                elif a["kind"] == "grant_title":
                    label += " — " + _("free")
                buttons.append(ChoiceButton(partial(str, label), partial(self.submit, a), action=a))
        self.titles.set(buttons)
        buy = next((a for a in legal if a["kind"] == "buy_engine"), None)
        self.engine = None if buy is None else ChoiceButton(
            partial(engine_label, self.prices["engine"], self.edition), partial(self.submit, buy), action=buy)
        if self.engine is not None:
            self.form.add(self.engine)
        if self.tab not in self.tabs:
            self.tab = "troops"
        self.set_tab(self.tab)

    def player(self) -> PlayerView:
        return self.env.view["players"][self.env.seat]

    def remember(self, key: str, value: Any) -> None:
        self.env.memo[key] = value

    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self.env.memo["purchase_tab"] = tab
        for key, button in self.tabs.items():
            button.primary = key == tab
        self.knights.visible = self.men.visible = tab == "troops"
        for b in self.titles.buttons + [self.titles.prev, self.titles.next]:
            b.visible = tab == "titles"
        if self.engine is not None:
            self.engine.visible = tab == "engines"
        if self.rect.width:
            self.layout(self.rect)

    # --- what is bought where -------------------------------------------------------------
    def places(self) -> set[str]:
        if self.tab == "troops":
            return {a["village"] for a in self.legal_actions if a["kind"] == "recruit"}
        if self.tab in ("mill", "stronghold"):
            return {a["village"] for a in self.legal_actions
                    if a["kind"] == "build" and a.get("building") == self.tab}
        return set()

    def cost(self) -> int:
        if self.tab == "troops":
            return (self.knights.value * self.prices["knight"]
                    + self.men.value * self.prices["man"])
        if self.tab == "mill":
            return self.prices["mill"]
        if self.tab == "stronghold":
            return self.prices["stronghold"]
        return 0

    def action_at(self, village: str) -> dict[str, Any] | None:
        if self.tab == "troops":
            if self.knights.value + self.men.value == 0:
                return None
            return {"kind": "recruit", "village": village, "knights": self.knights.value,
                    "men": self.men.value}
        if self.tab in ("mill", "stronghold"):
            return {"kind": "build", "village": village, "building": self.tab}
        return None

    def highlights(self) -> dict[str, str]:
        return {v: "target" for v in self.places()}

    def click_village(self, name: str) -> bool:
        if name not in self.places():
            return False
        action = self.action_at(name)
        if action is not None:
            self.submit(action)
        return True

    def hover_text(self, village: str) -> str:
        if village in self.places():
            action = self.action_at(village)
            if action is not None:
                return f"{self.text(action)} — {money_short(self.cost(), self.edition)}"
        return ""

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        row = px(36)
        gap = px(6)
        y = rect.y + px(56)
        tabs = list(self.tabs.values())
        per_row = len(tabs)            # one row of tabs, or two when a label would be clipped
        if not all(b.fits((rect.width - (per_row - 1) * gap) // per_row) for b in tabs):
            per_row = (len(tabs) + 1) // 2
        tw = (rect.width - (per_row - 1) * gap) // per_row
        for i, button in enumerate(tabs):
            button.rect = pygame.Rect(rect.x + (i % per_row) * (tw + gap), y + (i // per_row) * (row + gap),
                                      tw, row)
        y = tabs[-1].rect.bottom + px(12)
        self.body_top = y
        for stepper in (self.knights, self.men):
            stepper.rect = pygame.Rect(rect.x, y, rect.width, px(34))
            y += px(40)
        self.done.rect = pygame.Rect(rect.x, rect.bottom - px(44), rect.width, px(44))
        if self.engine is not None:
            self.engine.rect = pygame.Rect(rect.x, self.body_top + px(112), rect.width, px(40))
        titles_area = pygame.Rect(rect.x, self.body_top, rect.width, self.done.rect.y - self.body_top - px(8))
        self.titles.layout(titles_area, self.env.scale, px(40))
        for b in self.titles.buttons + [self.titles.prev, self.titles.next]:
            if self.tab != "titles":
                b.visible = False
        for w in self.form.widgets:
            w.scale = self.env.scale

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        rect = self.rect
        spent = max(0, self.start - self.money)
        write(surface, _("Treasury: {money}").format(money=money_short(self.money, self.edition)),
              (rect.x, rect.y), px(22), role="bold")
        write(surface, _("Spent this phase: {spent}").format(spent=money_short(spent, self.edition)),
              (rect.x, rect.y + px(28)), px(18), role="italic", colour=pal.INK_SOFT)
        if self.tab == "engines":
            self.draw_engines(surface)
        elif self.tab != "titles":
            y = self.body_top + (px(84) if self.tab == "troops" else 0)
            cost = self.cost()
            colour = pal.ERROR if cost > self.money else pal.INK
            write(surface, _("Price: {cost}").format(cost=money_short(cost, self.edition)),
                  (rect.x, y), px(20), role="bold", colour=colour)
            hint = (_("Click a highlighted village to place them.") if self.tab == "troops"
                    else _("Click a highlighted village you control."))
            if not self.places():
                hint = _("Nowhere to place this now.")
            write_wrapped(surface, hint, pygame.Rect(rect.x, y + px(28), rect.width, px(60)), px(17),
                          role="italic", colour=pal.INK_SOFT)
        elif not self.titles.buttons:
            self.draw_no_title(surface)
        self.form.draw(surface)

    def price(self, n: Any) -> str:
        return money_short(n, self.edition)

    def no_title_lines(self) -> list[str]:
        """Why no title can be bought (defect 11 of issue 36), from what the referee says each
        title within reach lacks (the decision's ``titles``): villages, a Stronghold, money."""
        lines = []
        for need in list(self.info.get("titles") or [])[:3]:
            fief = fief_name(str(need["fief"]))
            if need["villages"]:
                lines.append(_("{fief}: control {villages} too.").format(
                    fief=fief, villages=", ".join(need["villages"])))
            if need["stronghold"]:
                lines.append(_("{fief}: one of its villages must hold a {fort}.").format(
                    fief=fief, fort=_(fort_name(self.edition))))
            if int(need["cost"]) > self.money:
                lines.append(_("{fief}: its title costs {cost}, you have {money}.").format(
                    fief=fief, cost=self.price(need["cost"]), money=self.price(self.money)))
        if not lines:
            return [_("No title can be bought now: you control no village of a fief whose "
                      "title is free (4.3).")]
        return [_("No title can be bought now (4.3):"), *lines]

    def draw_no_title(self, surface: pygame.Surface) -> None:
        px, rect = self.px, self.rect
        y = self.body_top
        for line in self.no_title_lines():
            area = pygame.Rect(rect.x, y, rect.width, self.done.rect.y - y - px(8))
            y += write_wrapped(surface, line, area, px(17), role="italic",
                               colour=pal.INK_SOFT) + px(6)

    def draw_engines(self, surface: pygame.Surface) -> None:
        """The common supply and the family's own engines (the view's counts), what one costs
        and what it does (E-3, E-9)."""
        px, rect = self.px, self.rect
        supply = self.env.view.get("stock", {}).get("engines", 0)
        own = self.player().get("stock", {}).get("engines", 0)
        lines = [_("In the common supply: {n}").format(n=supply), _("Your Siege Engines: {n}").format(n=own),
                 _("Price: {cost}").format(cost=money_short(self.prices["engine"], self.edition))]
        for i, line in enumerate(lines):
            write(surface, line, (rect.x, self.body_top + i * px(26)), px(19),
                  role="bold" if i == 2 else "body")
        hint = (_("An engine goes with your next siege and cancels one malus of its assaults; "
                  "it is destroyed when its side is beaten.") if self.engine is not None
                else _("No Siege Engine can be bought now."))
        top = self.body_top + px(160) if self.engine is not None else self.body_top + px(84)
        write_wrapped(surface, hint, pygame.Rect(rect.x, top, rect.width, px(90)), px(17),
                      role="italic", colour=pal.INK_SOFT)

    # --- test hook ------------------------------------------------------------------------
    def plan(self, action: dict[str, Any]) -> Step | None:
        kind = action.get("kind")
        if kind == "end_purchase":
            return Step(self.done)
        if kind == "recruit":
            if self.tab != "troops":
                return Step(self.tabs["troops"])
            for stepper, key in ((self.knights, "knights"), (self.men, "men")):
                step = stepper.plan_to(int(action.get(key, 0) or 0))
                if step is not None:
                    return step
            return Step(village=action["village"])
        if kind == "build":
            if self.tab != action.get("building"):
                return Step(self.tabs[action["building"]])
            return Step(village=action["village"])
        if kind == "buy_engine":
            if self.tab != "engines":
                return Step(self.tabs["engines"]) if "engines" in self.tabs else None
            return Step(self.engine) if self.engine is not None else None
        if kind in TITLE_KINDS:
            if self.tab != "titles":
                return Step(self.tabs["titles"])
            for b in self.titles.buttons:
                if b.action is not None and same_action(b.action, action):
                    return self.titles.plan(b)
        return None


class RansomMode(Mode):
    """6.2.4: pay every ransom the family can afford, or offer a lower sum for one captive."""

    kind = "ransom"

    def build(self) -> None:
        self.captives = list(self.info.get("captives", []))
        money = 0
        players = self.env.view.get("players", [])
        if self.env.seat < len(players):
            money = int(players[self.env.seat].get("money", 0) or 0)
        self.money = money
        self.pay = ChoiceButton(N_("Pay the ransoms you can"), lambda: self.submit({"kind": "pay_ransoms"}),
                                primary=True, action={"kind": "pay_ransoms"})
        self.form.add(self.pay)
        self.offers: list[tuple[str, Stepper, Button]] = []
        for name in self.captives:
            stepper = Stepper(partial(offer_label, name), min(money, 1), 0, money)
            button = ChoiceButton(N_("Offer"), partial(self.offer, name, stepper))
            self.offers.append((name, stepper, button))
            self.form.add(stepper)
            self.form.add(button)

    def offer(self, lord: str, amount: Stepper) -> None:
        """Offer the ransom set on ``amount`` for ``lord`` (6.2.4)."""
        self.submit({"kind": "offer_ransom", "lords": [lord], "amount": amount.value})

    def selection(self) -> dict[str, Any]:
        return {"offers": {name: stepper.value for name, stepper, _b in self.offers}}

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The sums set for captives still held, within the treasury now."""
        offers = dict(chosen.get("offers", {}))
        for name, stepper, _button in self.offers:
            if name in offers:
                stepper.restore(offers[name])

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        y = rect.y + px(30)
        for _name, stepper, button in self.offers:
            stepper.rect = pygame.Rect(rect.x, y, rect.width, px(34))
            button.rect = pygame.Rect(rect.x, y + px(38), rect.width, px(36))
            y += px(84)
        self.pay.rect = pygame.Rect(rect.x, rect.bottom - px(44), rect.width, px(44))
        for w in self.form.widgets:
            w.scale = self.env.scale

    def draw(self, surface: pygame.Surface) -> None:
        write(surface, _("Treasury: {money}").format(money=money_short(self.money, self.edition)),
              (self.rect.x, self.rect.y), self.px(20), role="bold")
        self.form.draw(surface)

    def plan(self, action: dict[str, Any]) -> Step | None:
        if action.get("kind") == "pay_ransoms":
            return Step(self.pay)
        if action.get("kind") == "offer_ransom":
            lords = action.get("lords")
            name = lords[0] if isinstance(lords, list) else lords
            for n, stepper, button in self.offers:
                if n == name:
                    return stepper.plan_to(int(action.get("amount", 0))) or Step(button)
        return None


def engine_label(cost: int, edition: str) -> str:
    return _("Buy a Siege Engine — {cost}").format(cost=money_short(cost, edition))


def offer_label(lord: str) -> str:
    return _("Offer for {lord}").format(lord=lord)
