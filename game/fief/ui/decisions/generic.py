"""Any decision with a list of choices: one button per choice, in readable words.

Villages and lords the choices name are highlighted on the map; clicking such a village picks
the choice that names it, or narrows the list to the choices that do (two ways to pillage a
village, two families to attack there). A suggested choice (casualties) comes first and glows.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import pygame

from engine.actions import Action
from game.shell.i18n import N_, _
from game.fief.ui.decisions.base import Mode, Step, same_action
from game.fief.ui.decisions.controls import ButtonList, ChoiceButton
from game.shell.widgets import Button

ENDS = ("pass", "end_cards_turn", "end_play", "end_purchase", "end_movement", "end_battles",
        "end_sieges", "end_pillage", "end_relic_powers", "no_candidate", "pass_marriage",
        "leave_talk")


def villages_of(action: dict[str, Any]) -> list[str]:
    return [v for v in (action.get("village"), action.get("to")) if isinstance(v, str)]


def lords_of(action: dict[str, Any]) -> list[str]:
    out = []
    for key in ("lord", "lady", "lords", "target", "sponsor"):
        value = action.get(key)
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, list):
            out.extend(v for v in value if isinstance(v, str))
    return out


class GenericMode(Mode):
    def build(self) -> None:
        self.only: str | None = None       # a village picked on the map narrows the list
        self.list = ButtonList(self.form)
        self.show_all = Button(N_("Show every choice"), self.clear_filter)
        self.options = self.ordered(self.choices())
        self.buttons = [self.button(a) for a in self.options]
        self.refill()

    def ordered(self, choices: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Suggested first, the plain endings last."""
        suggested = self.info.get("suggested")
        first, middle, last = [], [], []
        for a in choices:
            if suggested and self.text_form(a) == suggested:
                first.append(a)
            elif a.get("kind") in ENDS:
                last.append(a)
            else:
                middle.append(a)
        return first + middle + last

    @staticmethod
    def text_form(action: dict[str, Any]) -> str:
        try:
            return Action.from_dict(action).text()
        except Exception:  # noqa: BLE001
            return ""

    def button(self, action: dict[str, Any]) -> ChoiceButton:
        suggested = self.info.get("suggested") and self.text_form(action) == self.info.get("suggested")
        label = self.text(action)
        if suggested:
            label = _("Suggested: {choice}").format(choice=label)
        return ChoiceButton(partial(str, label), partial(self.choose, action),
                            primary=bool(suggested), action=action, marked=bool(suggested))

    def refill(self) -> None:
        shown = [b for b in self.buttons if self.only is None or self.only in villages_of(b.action or {})]
        self.list.set(shown)
        if self.only is not None and self.show_all not in self.form.widgets:
            self.form.add(self.show_all)
        elif self.only is None and self.show_all in self.form.widgets:
            self.form.remove(self.show_all)
        if self.rect.width:
            self.layout(self.rect)

    def clear_filter(self) -> None:
        self.only = None
        self.refill()

    def selection(self) -> dict[str, Any]:
        return {"only": self.only} if self.only is not None else {}

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The village narrowing the list, while a choice still names it."""
        only = chosen.get("only")
        if only is not None and any(only in villages_of(a) for a in self.options):
            self.only = only
            self.refill()

    def choose(self, action: dict[str, Any]) -> None:
        self.submit(action)

    # --- layout ---------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        row = self.px(40)
        area = pygame.Rect(rect)
        if self.only is not None:
            self.show_all.rect = pygame.Rect(rect.x, rect.bottom - row, rect.width, row)
            self.show_all.scale = self.env.scale
            area.height -= row + self.px(6)
        self.list.layout(area, self.env.scale, row)

    # --- the map --------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        out = {}
        for a in self.options:
            for v in villages_of(a):
                out[v] = "target"
        if self.only is not None:
            out[self.only] = "selected"
        return out

    def lord_highlights(self) -> set[str]:
        return {n for a in self.options for n in lords_of(a)}

    def click_village(self, name: str) -> bool:
        matching = [a for a in self.options if name in villages_of(a)]
        if len(matching) == 1:
            self.choose(matching[0])
            return True
        if matching:
            self.only = name
            self.refill()
            return True
        return False

    def click_lord(self, name: str) -> bool:
        matching = [a for a in self.options if name in lords_of(a) and a.get("kind") != "play_card"]
        if len(matching) == 1:
            self.choose(matching[0])
            return True
        return False

    def hover_text(self, village: str) -> str:
        matching = [a for a in self.options if village in villages_of(a)]
        if len(matching) == 1:
            return self.text(matching[0])
        if matching:
            return _("{n} choices here").format(n=len(matching))
        return ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The number keys choose the first nine choices shown."""
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            shown = [b for b in self.list.buttons if b.visible]
            index = event.key - pygame.K_1
            if index < len(shown):
                shown[index].activate()
                return True
            return False
        return super().handle_event(event)

    def plan(self, action: dict[str, Any]) -> Step | None:
        for b in self.buttons:
            if b.action is not None and same_action(b.action, action):
                if b not in self.list.buttons:
                    return Step(self.show_all)
                return self.list.plan(b)
        return None
