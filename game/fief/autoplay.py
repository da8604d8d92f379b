"""Playing the game through its screens by posting mouse and keyboard events, as a person would.

Used by the UI tests, the screenshots and the benchmark. ``Driver`` looks at the scene on top:
a hand-off is confirmed by clicking its button, the victory screen ends the drive, any other
overlay is closed with Esc; on the play scene it asks a *chooser* (by default the engine's Baron
bot, given the seat's view and decision) which legal action to take, asks the decision's control
for the next input that leads to it (``Mode.plan``), and posts a real click there (a button, or
the village on the map). Nothing is submitted behind the widgets' back: when a control cannot
express the chosen action, the driver picks another action the control offers.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, cast

import pygame

from engine.fief.api import BotDecision, View
from engine.fief.api import make_bot as make
from game.fief.anim.battle_choices import choice_buttons
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.handoff import HandoffScene
from game.fief.scenes.play import PlayScene
from game.fief.scenes.victory import VictoryScene
from game.shell.smoke import post_click, post_key, post_motion
from game.fief.ui.decisions.base import same_action

Chooser = Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]


def baron_chooser(level: str = "baron") -> Chooser:
    bot = make(level)

    def choose(view: dict[str, Any], decision: dict[str, Any]) -> dict[str, Any]:
        seed = int(view.get("move", 0)) * 8 + int(view.get("seat") or 0)
        chosen = bot.choose(cast(View, view), cast(BotDecision, decision), rng_seed=seed)
        return dict(chosen)
    return choose


@dataclass
class Driver:
    app: Any
    choose: Chooser = field(default_factory=baron_chooser)
    max_tries: int = 12
    clicks: int = 0
    actions: int = 0
    handoffs: int = 0
    frames: int = 0
    refused: int = 0
    log: list[str] = field(default_factory=list)
    target_key: str | None = None
    target: dict[str, Any] | None = None
    tries: int = 0
    fallbacks: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    ceremonies: list[int] = field(default_factory=list)
    screens: dict[str, int] = field(default_factory=dict)     # overlays met, by class name

    def pump(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.frame(1 / 60)
            self.frames += 1

    def click(self, pos: tuple[int, int]) -> None:
        post_click(pos)
        self.clicks += 1
        self.pump()

    def play(self, scene: Any, timeout: float = 120.0, stop: Callable[[Any], bool] | None = None) -> bool:
        """Drive until the victory screen (True), ``stop`` says so, or the timeout (False)."""

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            top = self.app.stack.top
            if isinstance(top, VictoryScene):
                return True
            if stop is not None and stop(scene):
                return False
            if isinstance(top, HandoffScene):
                self.handoffs += 1
                self.click(top.confirm_button.rect.center)
                continue
            if top is not scene:
                name = type(top).__name__
                if getattr(self, "_last_top", None) is not top:
                    self.screens[name] = self.screens.get(name, 0) + 1
                    self._last_top = top
                if isinstance(top, PlayScene):
                    scene = top
                    continue
                if self.ceremony(top):
                    continue
                post_key(pygame.K_ESCAPE)
                self.pump()
                continue
            if not self.step(scene):
                scene.controller.session.wait(0.02)
                self.pump()
        return False

    def ceremony(self, top: Any) -> bool:
        """The battle scene answers the battle's decisions itself: click its buttons."""
        if not isinstance(top, BattleScene):
            return False

        if not self.ceremonies or self.ceremonies[-1] != id(top):
            self.ceremonies.append(id(top))

        if top.handoff_button.visible and top.handoff_button in top.form.widgets:
            self.handoffs += 1
            self.click(top.handoff_button.rect.center)
            return True
        shown = [b for b in top.buttons if b.visible]
        if top.choice is not None and shown:
            seat, decision = top.choice
            view = top.decisions.views.get(seat) if top.decisions else None
            target = self.pick_for(view, decision) if view else None
            options = choice_buttons(decision, top.cast)
            index = next((i for i, (_l, action, _p) in enumerate(options)
                          if target is not None and same_action(action, target)), 0)
            button = top.buttons[index] if index < len(top.buttons) else shown[0]
            self.actions += 1
            self.kinds[decision.get("kind", "")] = self.kinds.get(decision.get("kind", ""), 0) + 1
            self.click(button.rect.center)
            return True
        if top.close_button.visible and top.close_button in top.form.widgets:
            self.click(top.close_button.rect.center)
            return True
        post_key(pygame.K_SPACE)              # skip the animation to what is known
        self.pump()
        top.decisions.session.wait(0.01) if top.decisions else None
        return True

    def pick_for(self, view: dict[str, Any], decision: dict[str, Any]) -> dict[str, Any] | None:
        try:
            return self.choose(view, decision)
        except Exception:  # noqa: BLE001
            return None

    def step(self, scene: Any) -> bool:
        """One input toward the current decision; False when there is nothing to do."""
        mode, asked = scene.mode, scene.asked
        if mode is None or asked is None:
            return False
        key = scene.mode_key
        if key != self.target_key:
            self.target_key = key
            self.tries = 0
            self.target = self.pick(asked)
        self.tries += 1
        if self.tries > self.max_tries:
            self.target = self.fallback(mode, asked)
            self.tries = 0
            self.fallbacks += 1
            if self.target is None:
                return False
        plan = mode.plan(self.target) if self.target is not None else None
        if plan is None:
            self.target = self.fallback(mode, asked)
            plan = mode.plan(self.target) if self.target is not None else None
            if plan is None:
                return False
        point = plan.point()
        if point is None and plan.village is not None:
            point = scene.village_point(plan.village)
            if point is None:
                post_key(pygame.K_HOME)       # the whole map: every village is on the screen
                self.pump()
                point = scene.village_point(plan.village)
            if point is None:
                return False
        if point is None:
            return False
        if scene.click_guard.would_ignore(point, scene.scale):
            self.app.frame(scene.click_guard.wait())   # a person waits before clicking again
            self.frames += 1
        before = scene.controller.view_version
        self.click(point)
        if scene.controller.view_version != before:
            self.actions += 1
            kind = asked.kind
            self.kinds[kind] = self.kinds.get(kind, 0) + 1
        return True

    def pick(self, asked: Any) -> dict[str, Any] | None:
        try:
            return self.choose(asked.view, asked.decision)
        except Exception as exc:  # noqa: BLE001 - a chooser failing falls back to the controls
            self.log.append(f"chooser failed on {asked.kind}: {exc}")
            return None

    def fallback(self, mode: Any, asked: Any) -> dict[str, Any] | None:
        """Something the control surely offers: the decision's ending, else its first choice."""
        self.refused += 1
        choices = mode.choices()
        ends = [a for a in choices if a.get("kind", "").startswith("end_") or a.get("kind") in
                ("pass", "pay_ransoms", "leave_talk", "no_candidate", "pass_marriage")]
        candidates = ends + choices
        for action in candidates:
            if mode.plan(action) is not None:
                return action
        return None


def hover(pos: tuple[int, int]) -> None:
    post_motion(pos)


def privacy_leaks(app: Any, scene: Any) -> list[str]:
    """What a hot-seat screen shows that it must not (A42, 11.2): another seat's hand or
    money, another family's troop types under Fog of War, a decision drawn behind a
    hand-off. Empty when the screen keeps every secret."""
    c = scene.controller
    shown = c.shown_view()
    optional = set(shown.get("options", {}).get("optional", []))   # what the table hides
    leaks = []
    for seat, player in enumerate(shown["players"]):
        if "hand" in player and seat != c.revealed:
            leaks.append(f"hand of {seat}")
        if "money" in player and seat != c.revealed and "hidden_money" in optional:
            leaks.append(f"money of {seat}")
    for village in shown["villages"].values():
        for stack in village["stacks"]:
            if stack["player"] != c.revealed and ("knights" in stack or "men" in stack) \
                    and "fog_of_war" in optional:
                leaks.append(f"troops of {stack['player']}")
    if isinstance(app.stack.top, HandoffScene) and scene.mode is not None:
        leaks.append("a decision shown behind a hand-off")
    return leaks
