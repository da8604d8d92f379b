"""Phase 5: moving lords and their troops (5.0-5.2, 10.2.1).

Click a village where your lords stand (or a lord's token): its lords are selected with every
troop able to follow; untick lords, set how many knights and men at arms go, take captives
along, ride as a Cavalcade or through a Secret Passage; the villages the engine lists as
reachable light up, and a click on one moves the group. Leave to pass is asked of the other
player by the engine (a decision of theirs), never here.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.shell import palette as pal
from game.fief.ui.counts import MEN_LABELS, men_word
from game.fief.ui.decisions.base import Mode, Step
from game.fief.ui.decisions.controls import ChoiceButton, Stepper, Toggle, write, write_wrapped
from game.fief.ui.move_foresight import leaving_warnings


class MovementMode(Mode):
    kind = "movement"

    def build(self) -> None:
        self.moves = [a for a in self.env.legal() if a.get("kind") == "move"]
        self.by_lord: dict[str, list[dict[str, Any]]] = {}
        for move in self.moves:
            for name in move.get("lords", []):
                self.by_lord.setdefault(name, []).append(move)
        self.lords_at: dict[str, list[str]] = {}
        for name in self.by_lord:
            lord = self.lord(name)
            village = lord["village"] if lord else None
            if village:
                self.lords_at.setdefault(village, []).append(name)
        self.origin: str | None = None
        self.toggles: dict[str, Toggle] = {}
        self.captive_toggles: dict[str, Toggle] = {}
        self.knights = Stepper(N_("Knights"), 0, 0, 0)
        self.men = Stepper(MEN_LABELS[men_word(self.edition)], 0, 0, 0)
        self.cavalcade = Toggle(N_("Ride as a Cavalcade (5.2)"))
        self.passage = Toggle(N_("Through a Secret Passage (10.2.1)"))
        self.reinforce = Toggle(N_("Into the besieged place, with its lord's consent (6.4.1)"),
                                on_change=lambda _c: self.refresh_widgets())
        self.cancel = ChoiceButton(N_("Choose another group"), self.deselect)
        self.done = ChoiceButton(N_("Done moving"), lambda: self.submit({"kind": "end_movement"}),
                                 primary=True, action={"kind": "end_movement"})
        for w in (self.knights, self.men, *self.options(), self.cancel, self.done):
            self.form.add(w)
        origin = self.env.memo.get("move_origin")
        if origin in self.lords_at:
            self.select(origin)
        elif len(self.lords_at) == 1:
            self.select(next(iter(self.lords_at)))
        else:
            self.refresh_widgets()

    # --- selection ------------------------------------------------------------------------
    def select(self, village: str, only: str | None = None) -> None:
        self.origin = village
        self.env.memo["move_origin"] = village
        for t in list(self.toggles.values()) + list(self.captive_toggles.values()):
            if t in self.form.widgets:
                self.form.remove(t)
        names = sorted(self.lords_at.get(village, []))
        self.toggles = {n: Toggle(partial(self.lord_label, n), checked=(only is None or n == only),
                                  on_change=lambda _c: self.lords_changed()) for n in names}
        captives = sorted(l["name"] for l in self.env.view.get("lords", [])
                          if l.get("captor") == self.env.seat and l.get("village") == village)
        self.captive_toggles = {n: Toggle(partial(captive_label, n))
                                for n in captives}
        for t in list(self.toggles.values()) + list(self.captive_toggles.values()):
            self.form.widgets.insert(0, t)
        self.update_bounds(reset=True)
        self.refresh_widgets()

    def lords_changed(self) -> None:
        self.update_bounds()
        self.refresh_widgets()

    def lord_label(self, name: str) -> str:
        lord = self.lord(name)
        steps = int(lord.get("steps", 0) or 0) if lord else 0
        if not steps:
            return name
        return _("{lord} ({steps} steps made this round)").format(lord=name, steps=steps)

    def deselect(self) -> None:
        self.origin = None
        self.env.memo.pop("move_origin", None)
        for t in list(self.toggles.values()) + list(self.captive_toggles.values()):
            if t in self.form.widgets:
                self.form.remove(t)
        self.toggles, self.captive_toggles = {}, {}
        self.refresh_widgets()

    def chosen(self) -> list[str]:
        return [n for n, t in self.toggles.items() if t.checked]

    def selection(self) -> dict[str, Any]:
        if self.origin is None:
            return {}
        return {"origin": self.origin, "lords": self.chosen(), "knights": self.knights.value,
                "men": self.men.value,
                "captives": [n for n, t in self.captive_toggles.items() if t.checked],
                "options": [t.checked for t in self.options()]}

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The group chosen on the control this one replaces, if its origin still has lords
        that may move: those of its lords still there, troops within what they may take now,
        captives still held there, the options ticked. Nothing of it is kept when none of its
        lords may move from there any more."""
        origin = chosen.get("origin")
        if origin not in self.lords_at:
            return
        self.select(origin)
        lords = [n for n in chosen.get("lords", []) if n in self.toggles]
        if not lords:
            return
        for name, toggle in self.toggles.items():
            toggle.checked = name in lords
        self.update_bounds()
        self.knights.restore(chosen.get("knights", 0))
        self.men.restore(chosen.get("men", 0))
        for name, toggle in self.captive_toggles.items():
            toggle.checked = name in chosen.get("captives", [])
        for toggle, ticked in zip(self.options(), chosen.get("options", [])):
            toggle.checked = bool(ticked)
        self.refresh_widgets()

    def update_bounds(self, reset: bool = False) -> None:
        """The troops able to follow, as the legal moves of the chosen lords list them."""
        knights = men = 0
        for name in self.chosen():
            for move in self.by_lord.get(name, []):
                knights = max(knights, int(move.get("knights", 0) or 0))
                men = max(men, int(move.get("men", 0) or 0))
        self.knights.set_bounds(0, knights)
        self.men.set_bounds(0, men)
        if reset:
            self.knights.value, self.men.value = knights, men

    def options(self) -> tuple[Toggle, Toggle, Toggle]:
        return (self.cavalcade, self.passage, self.reinforce)

    def destinations(self, reinforce: bool | None = None) -> set[str]:
        """Where the chosen lords can all go; with the reinforcement ticked, only the besieged
        places they may enter (RULINGS 43)."""
        chosen = self.chosen()
        if not chosen:
            return set()
        if reinforce is None:
            reinforce = self.reinforce.visible and self.reinforce.checked
        sets = [{m["to"] for m in self.by_lord.get(n, []) if not reinforce or m.get("reinforce")}
                for n in chosen]
        return set.intersection(*sets) if sets else set()

    def refresh_widgets(self) -> None:
        selected = self.origin is not None
        hand: list[str] = (self.env.view.get("players", [{}])[self.env.seat].get("hand") or []
                           if self.env.revealed else [])
        self.cancel.visible = selected
        # Troops that may follow, as the referee's legal moves list them: none in an edition
        # without armies (the introductory game, S-4), nor for lords who stand alone.
        self.knights.visible = selected and self.knights.high > 0
        self.men.visible = selected and self.men.high > 0
        self.cavalcade.visible = selected and self.knights.high > 0
        self.passage.visible = selected and bool(hand) and "secret_passage" in hand
        self.reinforce.visible = selected and bool(self.destinations(reinforce=True))
        if self.rect.width:
            self.layout(self.rect)

    # --- the action -----------------------------------------------------------------------
    def action_to(self, village: str) -> dict[str, Any]:
        action: dict[str, Any] = {"kind": "move", "lords": self.chosen(), "to": village,
                                  "knights": self.knights.value, "men": self.men.value}
        captives = [n for n, t in self.captive_toggles.items() if t.checked]
        if captives:
            action["captives"] = captives
        if self.cavalcade.visible and self.cavalcade.checked:
            action["cavalcade"] = True
        if self.passage.visible and self.passage.checked:
            action["secret_passage"] = True
        if self.reinforce.visible and self.reinforce.checked:
            action["reinforce"] = True
        return action

    def highlights(self) -> dict[str, str]:
        if self.origin is None:
            return {v: "target" for v in self.lords_at}
        out = {v: "reach" for v in self.destinations()}
        out[self.origin] = "selected"
        return out

    def lord_highlights(self) -> set[str]:
        return set(self.chosen()) if self.origin else set(self.by_lord)

    def click_village(self, name: str) -> bool:
        if self.origin is not None and name in self.destinations():
            self.submit(self.action_to(name))
            return True
        if name in self.lords_at:
            self.select(name)
            return True
        if self.origin is not None and name != self.origin:
            # Not reachable: the referee's refusal of that move says why (no road, steps
            # spent, an enemy in the way...) and the scene shows it (issue 19).
            self.submit(self.action_to(name))
            return True
        return False

    def click_lord(self, name: str) -> bool:
        lord = self.lord(name)
        if name in self.by_lord and lord and lord["village"]:
            self.select(lord["village"], only=name)
            return True
        return False

    def hover_warnings(self, village: str) -> list[str]:
        """What moving the chosen group to ``village`` would cost, as the referee foresaw it."""
        if self.origin is None or village not in self.destinations():
            return []
        return leaving_warnings(self.info, self.origin, self.action_to(village), self.env.seat,
                                self.env.names, self.edition)

    def hover_text(self, village: str) -> str:
        if self.origin is not None and village in self.destinations():
            return self.text(self.action_to(village))
        if village in self.lords_at and village != self.origin:
            return _("Select the lords in {village}").format(village=village)
        return ""

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        y = rect.y + px(30)
        for t in list(self.toggles.values()):
            t.rect = pygame.Rect(rect.x, y, rect.width, px(28))
            y += px(30)
        for t in list(self.captive_toggles.values()):
            t.rect = pygame.Rect(rect.x, y, rect.width, px(28))
            y += px(30)
        y += px(6)
        for w in (self.knights, self.men):
            w.rect = pygame.Rect(rect.x, y, rect.width, px(34))
            y += px(40)
        for option in self.options():
            if option.visible:
                option.rect = pygame.Rect(rect.x, y, rect.width, px(28))
                y += px(32)
        self.cancel.rect = pygame.Rect(rect.x, rect.bottom - px(90), rect.width, px(38))
        self.done.rect = pygame.Rect(rect.x, rect.bottom - px(44), rect.width, px(44))
        for each in self.form.widgets:
            each.scale = self.env.scale

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        if self.origin is None:
            text = (_("Click a highlighted village, or one of your lords.") if self.lords_at
                    else _("None of your lords can move now."))
            write_wrapped(surface, text, self.rect, px(18), role="italic", colour=pal.INK_SOFT)
        else:
            write(surface, _("From {village}:").format(village=self.origin), (self.rect.x, self.rect.y),
                  px(20), role="bold")
            y = self.men.rect.bottom + px(8)
            for w in self.options():
                if w.visible:
                    y = max(y, w.rect.bottom + px(6))
            hint = (_("Click a highlighted village to go there.") if self.destinations()
                    else _("These lords cannot go anywhere now."))
            write_wrapped(surface, hint, pygame.Rect(self.rect.x, y, self.rect.width, px(60)), px(17),
                          role="italic", colour=pal.INK_SOFT)
        self.form.draw(surface)

    # --- test hook ------------------------------------------------------------------------
    def plan(self, action: dict[str, Any]) -> Step | None:
        if action.get("kind") == "end_movement":
            return Step(self.done)
        if action.get("kind") != "move":
            return None
        lords = action.get("lords")
        lords = [lords] if isinstance(lords, str) else list(lords or [])
        first = self.lord(lords[0]) if lords else None
        if first is None:
            return None
        if self.origin != first.get("village"):
            return Step(village=first.get("village"))
        for name, toggle in self.toggles.items():
            if toggle.checked != (name in lords):
                return Step(toggle, pos=(toggle.rect.x + toggle.rect.height // 2, toggle.rect.centery))
        for stepper, key in ((self.knights, "knights"), (self.men, "men")):
            step = stepper.plan_to(int(action.get(key, 0) or 0))
            if step is not None:
                return step
        captives = action.get("captives") or []
        captives = [captives] if isinstance(captives, str) else captives
        for name, toggle in self.captive_toggles.items():
            if toggle.checked != (name in captives):
                return Step(toggle, pos=(toggle.rect.x + toggle.rect.height // 2, toggle.rect.centery))
        for toggle, key in zip(self.options(), ("cavalcade", "secret_passage", "reinforce")):
            if toggle.visible and toggle.checked != bool(action.get(key)):
                return Step(toggle, pos=(toggle.rect.x + toggle.rect.height // 2, toggle.rect.centery))
        return Step(village=action.get("to"))


def captive_label(lord: str) -> str:
    return _("Take the captive {lord}").format(lord=lord)
